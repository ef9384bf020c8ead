//! Finding the URIs in free text: [RFC 3986 Appendix C](https://www.rfc-editor.org/rfc/rfc3986#appendix-C),
//! "Delimiting a URI in Context".
//!
//! [`extract`] (and [`extract_with`], [`extract_bytes`]) walks a text once, left to right, and
//! yields each URI it finds as a [`Found`]: the URI, the byte span it was read from, and the
//! [`Form`] it had in the text. Every URI yielded parses with [`UriRef::parse`](crate::UriRef)
//! (with [`ExtractOptions::iri`], with [`IriRef::parse`](crate::IriRef)), and the span, with
//! its ASCII whitespace removed, is exactly that URI.
//!
//! ```
//! use rfc3986::{extract, Form};
//!
//! let text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
//!             but you can probably pick it up from <ftp://foo.example.\n\
//!             com/rfc/>.";
//! let found: Vec<_> = extract(text).collect();
//! assert_eq!(found[0].uri, "http://www.w3.org/Addressing/");
//! assert_eq!(found[0].form, Form::Quoted);
//! assert_eq!(found[1].uri, "ftp://foo.example.com/rfc/");
//! assert_eq!(&text[found[1].start..found[1].end], "ftp://foo.example.\ncom/rfc/");
//! ```
//!
//! # The forms, and the choices made where Appendix C is silent
//!
//! - **Angle brackets**, `<...>` ([`Form::Angle`]), and `<URL:...>` ([`Form::UrlPrefix`];
//!   `URL:` in any case, with or without spaces after it): the text between them may be broken
//!   across lines; its ASCII whitespace (space, tab, line feed, form feed, carriage return) is
//!   removed, as the appendix says. A hyphen before a line break is kept: the appendix asks
//!   writers not to break a URI after a hyphen, so one that is there belongs to the URI. Any
//!   scheme is taken when the text holds no whitespace; when whitespace was removed, the scheme
//!   must be followed by `//` or be one of [`WELL_KNOWN_SCHEMES`], and the scheme, its `:` and
//!   any `//` must come before the first whitespace (so that `<Note: see this>` is not the URI
//!   `Note:seethis`, nor `<see http://a>` the URI `seehttp://a`). A relative reference is taken too (see
//!   [`ExtractOptions::relative_in_angles`]) when it holds no whitespace, holds a `.`, `?`, `#`
//!   or a `/` after its first character (`<../a>`, `<page.html>`, not `<b>` nor `</b>`), and has
//!   no `@` before its first `/` (not `<jim@example.com>`, an e-mail address).
//! - **Double quotes**, `"..."` ([`Form::Quoted`]): an absolute URI, no whitespace, whose scheme
//!   is followed by `//` or is well known; nothing is trimmed inside the quotes.
//! - **Bare** URIs ([`Form::Bare`]): `scheme://...` for any scheme, or `scheme:...` for one of
//!   [`WELL_KNOWN_SCHEMES`], with something after `:` or `//`. The scheme is the longest run of
//!   scheme characters before the `:` that starts with a letter. The URI then goes on as long as
//!   the grammar allows (authority, path, query, fragment; an invalid `%` ends it), and is then
//!   trimmed, from its end, of what a sentence puts after a URI: `.`, `,`, `;`, `:`, `!`, `?`;
//!   a `)` or `]` that no `(` or `[` inside the URI opens (so
//!   `https://en.wikipedia.org/wiki/Foo_(bar)` keeps its parentheses); a `'` when the URI holds
//!   an odd number of them or the text has a `'` just before it. With IRIs, also the closing
//!   quotes `”`, `’`, `»`, `›` and the marks that end a sentence in other scripts (`…`, `،`,
//!   `؟`, `।`...); and before that, a bare IRI ends where the prose after it starts, at
//!   whitespace, CJK punctuation or a change of script inside a word: the rules, and the lists
//!   of characters, are in [`ExtractOptions`], "Where a bare IRI ends in prose".
//! - A URI is never found inside another one already found, and the text is read once: the
//!   time is linear in its length.
//! - Bytes that are not UTF-8 ([`extract_bytes`]) are never part of a URI: a URI ends before
//!   them, and the search goes on after them.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::chars::BIDI_CONTROLS;
use crate::chars::SCHEME;
use crate::chars::{Class, ALPHA, DIGIT, IPVFUTURE, IRESERVED_UNRESERVED, RESERVED_UNRESERVED};
use crate::error::Component;
use crate::grammar::{classes, Grammar, Iri, Uri};
use crate::limits::MAX_LEN;
use crate::pct::{self, EncodeSet};
use crate::reference::RiRef;
use crate::scan::{self, Utf8, Vectors};

mod prose;

/// The schemes taken bare without `//` after them (`mailto:jim@example.com`), compared without
/// regard to case. A scheme followed by `//` is taken whatever it is.
///
/// ```
/// use rfc3986::{extract, WELL_KNOWN_SCHEMES};
///
/// assert!(WELL_KNOWN_SCHEMES.contains(&"mailto"));
/// assert_eq!(extract("write to mailto:jim@example.com.").next().unwrap().uri, "mailto:jim@example.com");
/// assert_eq!(extract("at 10:30, see:this").count(), 0);
/// ```
pub const WELL_KNOWN_SCHEMES: &[&str] = &[
    "data", "geo", "magnet", "mailto", "news", "sip", "sips", "sms", "tag", "tel", "urn", "xmpp",
];

/// What [`extract_with`] and [`extract_bytes`] look for.
///
/// ```
/// use rfc3986::{extract_with, ExtractOptions};
///
/// let iri = ExtractOptions { iri: true, ..ExtractOptions::DEFAULT };
/// let found: Vec<_> = extract_with("voir https://例え.jp/パス。", iri).collect();
/// assert_eq!(found[0].uri, "https://例え.jp/パス");
/// // Prose in another script, with no space before it, is not taken.
/// let found: Vec<_> = extract_with("https://n.example/aを参照してください", iri).collect();
/// assert_eq!(found[0].uri, "https://n.example/a");
/// ```
///
/// # Where a bare IRI ends in prose
///
/// Chinese, Japanese and Thai put no space between words, and text in any script may run a word
/// into a URI: `https://n.example/aを参照してください` ("see https://n.example/a"). The grammar
/// takes it all (an IRI's path takes letters of any script), so a bare IRI
/// ([`ExtractOptions::iri`]) is cut where the prose starts, by these rules, in this order:
///
/// 1. At the first Unicode whitespace character (U+00A0 and U+3000 are `ucschar`, but in text
///    they separate words), bidirectional control ([`BIDI_CONTROLS`](crate::BIDI_CONTROLS),
///    which RFC 3987 section 4.1 says IRIs must not contain; between delimiters, an IRI keeps
///    them percent-encoded) or punctuation mark of CJK text: `、` `。` `〈` `〉` `《` `》` `「` `」`
///    `『` `』` `【` `】` `〔` `〕` `〖` `〗` `〘` `〙` `〚` `〛` `〝` `〞` `〟`, the full-width `！`
///    `＂` `＇` `（` `）` `，` `．` `：` `；` `？` `［` `］` `｛` `｝` `｟` `｠`, the half-width `｡`
///    `｢` `｣` `､` (not `・`, which joins the words of Katakana names).
/// 2. At a change of script inside a word. The IRI is read as words, which ASCII punctuation
///    (`/`, `?`, `#`, `=`, `&`, `:`, `.`, `_`, `-`...) separates, except that a `)` or `'` after
///    a Latin word stays in it (it may close a parenthesis or a quote around the IRI:
///    `(https://n.example/a)を参照`). A word has the script of its first letter (ASCII letters
///    and digits are Latin), and ends, with the IRI, before the first letter of another script
///    that is not Latin. The scripts are those that UAX #31 recommends for identifiers (in
///    modern customary use), each by its Unicode blocks: Latin, Greek, Cyrillic, Armenian,
///    Hebrew, Arabic, Thaana, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
///    Kannada, Malayalam, Sinhala, Thai, Lao, Tibetan, Myanmar, Georgian, Ethiopic, Khmer; and
///    CJK, as one script: Han, Hiragana, Katakana, Bopomofo and Hangul, which Chinese, Japanese
///    and Korean mix inside words, with the full-width forms of letters and digits. Any other
///    character beyond ASCII (a combining mark, a symbol, a letter of a script not listed)
///    belongs to the word it is in and does not change its script. The rule reads the path, the query, the
///    fragment (or what follows the `:` of a scheme without `//`) and the host's last label:
///    never the user info, the port, nor a label of the host followed by a `.`, which is the
///    host's own (`http://abc東京.jp/`), while a top-level domain never mixes Latin with another
///    script (`https://n.exampleを参照` is `https://n.example`). The cut is always before a
///    character beyond ASCII: never inside a percent-encoded triple.
/// 3. What is left is read again by the grammar, and trimmed, as every bare URI, of what a
///    sentence puts after it (the ASCII `.` `,` `;` `:` `!` `?`, a `)` or `]` that nothing
///    inside opens, a `'` with no partner); an IRI also of the closing quotes `”` `’` `»` `›`
///    and of the marks that end a sentence or a clause in other scripts: `…` `‼` `⁇` `⁈` `⁉`,
///    the Greek `;` and `·`, the Armenian `։`, the Arabic `،` `؛` `؟` `۔`, the Devanagari `।`
///    `॥`, the Tibetan `།` `༎`, the Myanmar `၊` `။`, the Ethiopic `።` `፣` `፤`, the Khmer `។`
///    `៕` (`https://ar.wikipedia.org/wiki/مصر،` is `https://ar.wikipedia.org/wiki/مصر`).
///
/// So `https://n.example/aを参照してください` is `https://n.example/a`, as is
/// `https://n.example/aหน้านี้`, `https://n.example/aподробнее` or `https://n.example/aمرحبا`;
/// the prose is cut after a digit (`/issues/12を参照`), a letter beyond ASCII (`/caféを`), in a
/// query or a fragment (`?q=aを`, `#aを`), after a host, and after a word in another script
/// (`/wiki/Москваを参照` is `/wiki/Москва`). A word that starts in another script keeps its
/// letters of that script and Latin ones: `https://ja.wikipedia.org/wiki/東京`,
/// `http://例え.テスト/パス`, `?q=東京`, `/wiki/Category:日本`,
/// `/wiki/Python_(プログラミング言語)`, `/第2章`, `/wiki/ファイナルファンタジーVII` are found whole.
///
/// Two cases the text alone cannot settle are decided one way, the same every time; written
/// between angle brackets (never cut, as Appendix C advises) or percent-encoded, the IRI is
/// found whole:
/// - a word that starts in Latin and goes on in another script is cut, even when it is a name:
///   `https://ja.wikipedia.org/wiki/C言語` is found as `https://ja.wikipedia.org/wiki/C`, and
///   `/2024年` as `/2024`;
/// - prose that starts a word in another script stays in the IRI, taken for one of its words:
///   `https://n.example/をご覧ください`, `https://ja.wikipedia.org/wiki/東京を参照`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExtractOptions {
    /// Find IRIs ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)): characters beyond ASCII
    /// inside a URI, as `ucschar` and `iprivate` allow; a bare IRI ends where the prose after
    /// it starts, at whitespace, CJK punctuation or a change of script inside a word (see
    /// [`ExtractOptions`], "Where a bare IRI ends in prose"). Off, a URI ends before the first
    /// byte beyond ASCII.
    pub iri: bool,
    /// Report relative references found inside angle brackets (`<../a.html>`); off, only
    /// absolute URIs are reported.
    pub relative_in_angles: bool,
}

impl ExtractOptions {
    /// URIs (not IRIs), relative references inside angle brackets reported.
    ///
    /// ```
    /// use rfc3986::ExtractOptions;
    ///
    /// assert!(!ExtractOptions::DEFAULT.iri);
    /// assert!(ExtractOptions::DEFAULT.relative_in_angles);
    /// ```
    pub const DEFAULT: ExtractOptions = ExtractOptions {
        iri: false,
        relative_in_angles: true,
    };
}

impl Default for ExtractOptions {
    /// [`ExtractOptions::DEFAULT`].
    fn default() -> Self {
        ExtractOptions::DEFAULT
    }
}

/// How a URI was delimited in the text (Appendix C).
///
/// ```
/// use rfc3986::{extract, Form};
///
/// let forms: Vec<Form> = extract("<a:b> <URL:c:d> \"http://e\" http://f").map(|f| f.form).collect();
/// assert_eq!(forms, [Form::Angle, Form::UrlPrefix, Form::Quoted, Form::Bare]);
/// assert_eq!(Form::UrlPrefix.as_str(), "url-prefix");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Form {
    /// Between angle brackets: `<http://example.com/>`.
    Angle,
    /// Between angle brackets, after `URL:`: `<URL:http://example.com/>`.
    UrlPrefix,
    /// Between double quotes: `"http://example.com/"`.
    Quoted,
    /// Delimited by nothing but what the grammar does not allow, and trimmed of punctuation.
    Bare,
}

impl Form {
    /// The form's name: `angle`, `url-prefix`, `quoted` or `bare`.
    ///
    /// ```
    /// use rfc3986::Form;
    ///
    /// assert_eq!(Form::Angle.as_str(), "angle");
    /// assert_eq!(Form::Bare.as_str(), "bare");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Form::Angle => "angle",
            Form::UrlPrefix => "url-prefix",
            Form::Quoted => "quoted",
            Form::Bare => "bare",
        }
    }
}

/// A URI found in text, and where.
///
/// ```
/// use rfc3986::{extract, Form};
///
/// let text = "see <http://example.com/a\n  b>";
/// let found = extract(text).next().unwrap();
/// assert_eq!(found.uri, "http://example.com/ab");
/// assert_eq!((found.start, found.end), (5, 29));
/// assert_eq!(&text[found.start..found.end], "http://example.com/a\n  b");
/// assert_eq!(found.form, Form::Angle);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Found<'a> {
    /// The URI: borrowed from the text, or the text of the span with its whitespace removed;
    /// for an IRI between delimiters, with its bidirectional controls
    /// ([`BIDI_CONTROLS`](crate::BIDI_CONTROLS)) percent-encoded, as RFC 3987 section 4.1 wants
    /// no IRI to hold them (a bare IRI ends before one).
    pub uri: Cow<'a, str>,
    /// Where its span starts in the text, in bytes (after any delimiter).
    pub start: usize,
    /// Where its span ends in the text, in bytes, exclusive (before any delimiter).
    pub end: usize,
    /// How it was delimited.
    pub form: Form,
}

/// The URIs of a text, left to right: the iterator of [`extract`], [`extract_with`] and
/// [`extract_bytes`].
///
/// ```
/// use rfc3986::extract;
///
/// let uris: Vec<_> = extract("a http://a/ b <http://b/> c").map(|f| f.uri).collect();
/// assert_eq!(uris, ["http://a/", "http://b/"]);
/// ```
#[derive(Clone, Debug)]
pub struct Extract<'a> {
    text: &'a [u8],
    /// The text, when it was given as a `&str`: spans are parsed from it without a second
    /// check of their UTF-8.
    str_text: Option<&'a str>,
    /// Where the block of sixty-four bytes whose candidates are in `marks` starts.
    block: usize,
    /// A bit for each candidate (`:` or `<`) of the block at `block` not yet looked at.
    marks: u64,
    /// Where the last URI found, delimiters included, ends: no scheme starts before it.
    floor: usize,
    options: ExtractOptions,
    utf8: Utf8,
    /// The vector instructions of the scans, chosen once for the text.
    vectors: Vectors,
}

/// The URIs in `text`, with [`ExtractOptions::DEFAULT`].
///
/// ```
/// use rfc3986::extract;
///
/// let found: Vec<_> = extract("(see https://en.wikipedia.org/wiki/Foo_(bar)).").collect();
/// assert_eq!(found[0].uri, "https://en.wikipedia.org/wiki/Foo_(bar)");
/// ```
pub fn extract(text: &str) -> Extract<'_> {
    extract_with(text, ExtractOptions::DEFAULT)
}

/// The URIs in `text`, found as `options` says.
///
/// ```
/// use rfc3986::{extract_with, ExtractOptions};
///
/// let absolute_only = ExtractOptions { relative_in_angles: false, ..ExtractOptions::DEFAULT };
/// assert_eq!(extract_with("<../a.html>", absolute_only).count(), 0);
/// assert_eq!(extract_with("<../a.html>", ExtractOptions::DEFAULT).count(), 1);
/// ```
pub fn extract_with(text: &str, options: ExtractOptions) -> Extract<'_> {
    Extract {
        str_text: Some(text),
        ..Extract::new(text.as_bytes(), options, Utf8::Known)
    }
}

/// The URIs in `bytes`, text in UTF-8 (or ASCII) where bytes that are not UTF-8 may be: they
/// are never part of a URI.
///
/// ```
/// use rfc3986::{extract_bytes, ExtractOptions};
///
/// let found: Vec<_> = extract_bytes(b"\xFFhttp://a/\xFE.", ExtractOptions::DEFAULT).collect();
/// assert_eq!(found[0].uri, "http://a/");
/// assert_eq!((found[0].start, found[0].end), (1, 10));
/// ```
pub fn extract_bytes(bytes: &[u8], options: ExtractOptions) -> Extract<'_> {
    Extract::new(bytes, options, Utf8::Unchecked)
}

impl<'a> Extract<'a> {
    fn new(text: &'a [u8], options: ExtractOptions, utf8: Utf8) -> Extract<'a> {
        Extract {
            text,
            str_text: None,
            block: 0,
            marks: scan::find_any_block(text, 0, CANDIDATES),
            floor: 0,
            options,
            utf8,
            vectors: Vectors::detected(),
        }
    }

    /// The next URI of grammar `G`. Inlined, with [`next`](Self::next), into the caller's
    /// loop; the block and its mask are kept in locals (registers) while candidates are
    /// looked at, and written back once.
    #[inline(always)]
    fn next_of<G: Grammar>(&mut self) -> Option<Found<'a>> {
        let s = self.text;
        let (mut block, mut marks) = (self.block, self.marks);
        loop {
            while marks == 0 {
                block += 64;
                if block >= s.len() {
                    (self.block, self.marks) = (block, 0);
                    return None;
                }
                marks = scan::find_any_block(s, block, CANDIDATES);
            }
            let i = block + marks.trailing_zeros() as usize;
            marks &= marks - 1;
            let found = match s[i] {
                b'<' => self.angle::<G>(i),
                _ => self.after_scheme::<G>(i),
            };
            if let Some((mut found, resume)) = found {
                // An IRI between delimiters is taken whole, with the bidirectional controls
                // it holds percent-encoded (a bare one ends before them).
                if G::IRI && !found.uri.is_ascii() && found.uri.contains(BIDI_CONTROLS) {
                    found.uri = Cow::Owned(bidi_controls_encoded(&found.uri));
                }
                // The block of sixty-four bytes from `resume` on is made afresh, which costs
                // less than a branch on whether `resume` is still in the current block (as
                // often mispredicted as not).
                self.block = resume;
                self.marks = scan::find_any_block(s, resume, CANDIDATES);
                self.floor = resume;
                return Some(found);
            }
        }
    }

    /// The reference `text[start..end]`, when it is one.
    fn parse<G: Grammar>(&self, start: usize, end: usize) -> Option<RiRef<'a, G>> {
        match self.str_text {
            Some(text) => RiRef::parse(text.get(start..end)?).ok(),
            None => RiRef::parse_bytes(self.text.get(start..end)?).ok(),
        }
    }

    /// The reference `text[start..end]`, when it is one, and the length of its scheme when it
    /// has one.
    fn reference<G: Grammar>(&self, start: usize, end: usize) -> Option<(&'a str, Option<usize>)> {
        let reference = self.parse::<G>(start, end)?;
        Some((reference.as_str(), reference.scheme().map(str::len)))
    }

    /// Where an absolute URI that starts at `start` ends, as far as the grammar's scans read it
    /// (see [`bare`](Self::bare)), where its scheme's `:` is, and whether its host is an IP
    /// literal; `None` when no scheme starts there, or an IP literal has no `]`.
    fn absolute_uri_end<G: Grammar>(&self, start: usize) -> Option<(usize, usize, bool)> {
        let s = self.text;
        if !s.get(start).is_some_and(|&b| ALPHA.contains(b)) {
            return None;
        }
        let colon = scan::run_end(&SCHEME, s, start, self.vectors);
        if s.get(colon) != Some(&b':') {
            return None;
        }
        let (end, literal) = self.hier_part_end::<G>(colon)?;
        Some((end, colon, literal))
    }

    /// Where what follows the `:` of a scheme at `colon` ends (authority, path, query and
    /// fragment), and whether the host is an IP literal; `None` for an IP literal with no `]`.
    fn hier_part_end<G: Grammar>(&self, colon: usize) -> Option<(usize, bool)> {
        if self.text.get(colon + 1..colon + 3) == Some(b"//") {
            if let Some(end) = self.plain_authority_path_query_end::<G>(colon + 3) {
                return Some((end, false));
            }
            let (authority_end, literal) = self.authority_end::<G>(colon + 3)?;
            Some((
                self.path_query_fragment_end::<G>(authority_end, true),
                literal,
            ))
        } else {
            Some((self.path_query_fragment_end::<G>(colon + 1, false), false))
        }
    }

    /// Where the authority, path, query and fragment from `i` (after `//`) end, read in one
    /// pass, when the authority is a `reg-name` alone (no user info, port or IP literal) and
    /// nothing is percent-encoded before the fragment; `None` otherwise, for
    /// [`authority_end`](Self::authority_end). A run of `query` bytes is read, noting the first
    /// `:`, `@` and `/`: when the first of those is a `/` (or there is none), the bytes before
    /// the first `/` or `?` are `reg-name` bytes (the `query` class less those four), those
    /// after it a `path-abempty` and a query (the `path` class is the `query` class less `?`).
    /// URIs only: in IRIs, `iprivate` characters are taken in a query but not in a path.
    #[inline(always)]
    fn plain_authority_path_query_end<G: Grammar>(&self, i: usize) -> Option<usize> {
        if G::IRI {
            return None;
        }
        let s = self.text;
        let classes = classes::<G>();
        let (end, first) = scan::run_end_noting(&classes.query, s, i, *b":@/");
        let plain = end > i && (first == end || s[first] == b'/');
        match s.get(end) {
            _ if !plain => None,
            Some(b'%') => None,
            Some(b'#') => Some(self.run(end + 1, &classes.fragment)),
            _ => Some(end),
        }
    }

    /// The text `text[start..end]`, when it is UTF-8 (a span the grammar's scans took is).
    fn text_of(&self, start: usize, end: usize) -> Option<&'a str> {
        match self.str_text {
            Some(text) => text.get(start..end),
            None => core::str::from_utf8(self.text.get(start..end)?).ok(),
        }
    }

    /// Where the run of `class` (and `pct-encoded`) from `i` ends; an invalid `%` ends it.
    /// Thirty-two bytes a step: the runs of URIs in text are long enough that a branch per
    /// sixteen bytes costs more in mispredictions than the wider step in work. Inlined, so
    /// that each class's vector test is built from constants.
    #[inline(always)]
    fn run(&self, i: usize, class: &Class) -> usize {
        let (utf8, vectors) = (self.utf8, self.vectors);
        scan::run_end_encoded_of::<true>(self.text, i, class, Component::Path, utf8, vectors, false)
            .unwrap_or_else(|e| e.index())
    }

    /// A URI between angle brackets, the `<` at `open`; and where the search goes on.
    fn angle<G: Grammar>(&self, open: usize) -> Option<(Found<'a>, usize)> {
        let s = self.text;
        let mut i = skip_whitespace(s, open + 1);
        let mut form = Form::Angle;
        if s.get(i..i + 4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"URL:"))
        {
            form = Form::UrlPrefix;
            i = skip_whitespace(s, i + 4);
        }
        let start = i;
        // Most URIs in angle brackets are read once, by the grammar's scans, to the `>`.
        if let Some((end, colon, false)) = self.absolute_uri_end::<G>(start) {
            if s.get(end) == Some(&b'>') && end - start <= MAX_LEN {
                let text = self.text_of(start, end)?;
                debug_assert!(RiRef::<G>::parse(text).is_ok(), "{text:?}");
                body(text, &text[..colon - start])?;
                let uri = Cow::Borrowed(text);
                return Some((
                    Found {
                        uri,
                        start,
                        end,
                        form,
                    },
                    end + 1,
                ));
            }
        }
        let class = any_char::<G>();
        // Where the first run without whitespace ends, when whitespace follows it.
        let mut first_run_end = None;
        let (end, close) = loop {
            let run_end = self.run(i, class);
            let next = skip_whitespace(s, run_end);
            match s.get(next) {
                Some(b'>') => break (run_end, next),
                Some(_) if next > run_end => {
                    first_run_end.get_or_insert(run_end);
                    i = next;
                }
                _ => return None,
            }
        };
        let spaced = first_run_end.is_some_and(|first| first < end);
        if start == end {
            return None;
        }
        let span = &s[start..end];
        let uri = if spaced {
            let joined: Vec<u8> = span
                .iter()
                .copied()
                .filter(|b| !is_whitespace(*b))
                .collect();
            let joined = String::from_utf8(joined).ok()?;
            let reference = RiRef::<G>::parse(&joined).ok()?;
            let scheme = reference.scheme()?;
            // The scheme, its `:` and any `//` before the first whitespace: `<see http://a>`
            // is not `seehttp://a`.
            let prefix = scheme.len()
                + if joined[scheme.len() + 1..].starts_with("//") {
                    3
                } else {
                    1
                };
            let first_run = first_run_end.map_or(0, |first| first - start);
            if prefix > first_run || !hierarchical_or_well_known(&joined, scheme) {
                return None;
            }
            Cow::Owned(joined)
        } else {
            let (text, scheme_len) = self.reference::<G>(start, end)?;
            let taken = match scheme_len {
                Some(len) => body(text, &text[..len]).is_some(),
                None => self.options.relative_in_angles && looks_like_a_reference(span),
            };
            if !taken {
                return None;
            }
            Cow::Borrowed(text)
        };
        let found = Found {
            uri,
            start,
            end,
            form,
        };
        Some((found, close + 1))
    }

    /// An absolute URI between double quotes, the first at `open`, its scheme ending at the
    /// `:` at `colon`; and where the search goes on.
    fn quoted<G: Grammar>(&self, open: usize, colon: usize) -> Option<(Found<'a>, usize)> {
        let s = self.text;
        let start = open + 1;
        // Most quoted URIs are read once, by the grammar's scans, to the closing quote.
        let scanned = self
            .hier_part_end::<G>(colon)
            .filter(|&(end, _)| s.get(end) == Some(&b'"'));
        let (end, text, scheme_len) = match scanned {
            Some((end, false)) if end - start <= MAX_LEN => {
                let text = self.text_of(start, end)?;
                debug_assert!(RiRef::<G>::parse(text).is_ok(), "{text:?}");
                (end, text, Some(colon - start))
            }
            _ => {
                let end = self.run(start, any_char::<G>());
                if s.get(end) != Some(&b'"') {
                    return None;
                }
                let (text, scheme_len) = self.reference::<G>(start, end)?;
                (end, text, scheme_len)
            }
        };
        if !scheme_len.is_some_and(|len| hierarchical_or_well_known(text, &text[..len])) {
            return None;
        }
        let found = Found {
            uri: Cow::Borrowed(text),
            start,
            end,
            form: Form::Quoted,
        };
        Some((found, end + 1))
    }

    /// A URI whose scheme ends at the `:` at `colon`: between double quotes when one is just
    /// before the scheme, else bare; and where the search goes on.
    fn after_scheme<G: Grammar>(&self, colon: usize) -> Option<(Found<'a>, usize)> {
        let s = self.text;
        let mut start = scan::run_start(&SCHEME, s, self.floor, colon);
        // A scheme starts with a letter.
        while start < colon && !ALPHA.contains(s[start]) {
            start += 1;
        }
        if start == colon {
            return None;
        }
        // A `"` is looked at only here: a quoted URI has a scheme, which starts just after it.
        if start > self.floor && s[start - 1] == b'"' {
            if let Some(found) = self.quoted::<G>(start - 1, colon) {
                return Some(found);
            }
        }
        self.bare::<G>(start, colon)
    }

    /// A bare URI whose scheme runs from `start` to the `:` at `colon`; and where the search
    /// goes on.
    fn bare<G: Grammar>(&self, start: usize, colon: usize) -> Option<(Found<'a>, usize)> {
        let s = self.text;
        let hierarchical = s.get(colon + 1..colon + 3) == Some(b"//");
        if !hierarchical && !is_well_known(&s[start..colon]) {
            return None;
        }
        let body = if hierarchical { colon + 3 } else { colon + 1 };
        let (mut end, mut ip_literal) = self.hier_part_end::<G>(colon)?;
        // The text read, once it is known to be UTF-8 (beyond ASCII, in IRIs).
        let mut text = None;
        if G::IRI && !s[start..end].is_ascii() {
            // Cut where the prose after the IRI starts (Unicode whitespace, CJK punctuation, a
            // change of script), then read again by the grammar up to there: a cut may take
            // what a rule needed (`http://a:b:\u{A0}@`).
            let read = self.text_of(start, end)?;
            text = Some(read);
            let iri_end = start + prose::iri_len(read, colon - start);
            if iri_end < end {
                // (The scans read `text` alone.)
                let cut = Extract {
                    text: &s[..iri_end],
                    ..self.clone()
                };
                (end, ip_literal) = cut.hier_part_end::<G>(colon)?;
            }
        }
        let end = trimmed_end::<G>(s, start, end);
        if end <= body {
            return None;
        }
        // The scans above follow the grammar rule by rule, and trimming takes nothing a rule
        // needs: the URI is valid, unless it has an IP literal (whose inside was only scanned
        // for its characters) or is too long; those are parsed.
        let uri = if ip_literal || end - start > MAX_LEN {
            self.parse::<G>(start, end)?.as_str()
        } else if let Some(text) = text {
            text.get(..end - start)?
        } else {
            self.text_of(start, end)?
        };
        debug_assert!(RiRef::<G>::parse(uri).is_ok(), "{uri:?}");
        let found = Found {
            uri: Cow::Borrowed(uri),
            start,
            end,
            form: Form::Bare,
        };
        Some((found, end))
    }

    /// Where the authority that starts at `i` (after `//`) ends: user info and `@`, host (an IP
    /// literal or a `reg-name`), `:` and port, and whether the host is an IP literal; `None` for
    /// an IP literal with no `]`.
    #[inline(always)]
    fn authority_end<G: Grammar>(&self, i: usize) -> Option<(usize, bool)> {
        let s = self.text;
        let classes = classes::<G>();
        // Most authorities are a host name alone: read as one first. A `:` may start a port or
        // be in the user info: then the user info is read, up to an `@` if there is one.
        let name_end = self.run(i, &classes.reg_name);
        let host = match s.get(name_end) {
            Some(b'@') => name_end + 1,
            Some(b':') => {
                let userinfo_end = self.run(name_end, &classes.userinfo);
                if s.get(userinfo_end) == Some(&b'@') {
                    userinfo_end + 1
                } else {
                    i
                }
            }
            _ => i,
        };
        let host_end = if host == i && s.get(i) != Some(&b'[') {
            name_end
        } else if s.get(host) == Some(&b'[') {
            let close = scan::run_end(&IPVFUTURE, s, host + 1, self.vectors);
            if s.get(close) != Some(&b']') {
                return None;
            }
            close + 1
        } else {
            self.run(host, &classes.reg_name)
        };
        let end = match s.get(host_end) {
            Some(b':') => scan::run_end_short(&DIGIT, s, host_end + 1),
            _ => host_end,
        };
        Some((end, s.get(host) == Some(&b'[')))
    }

    /// Where the path, query and fragment from `i` end; after an authority, a path starts
    /// with `/`.
    #[inline(always)]
    fn path_query_fragment_end<G: Grammar>(&self, mut i: usize, after_authority: bool) -> usize {
        let s = self.text;
        let classes = classes::<G>();
        if !after_authority || s.get(i) == Some(&b'/') {
            i = self.run(i, &classes.path);
        }
        if s.get(i) == Some(&b'?') {
            i = self.run(i + 1, &classes.query);
        }
        if s.get(i) == Some(&b'#') {
            i = self.run(i + 1, &classes.fragment);
        }
        i
    }
}

impl<'a> Iterator for Extract<'a> {
    type Item = Found<'a>;

    /// Inlined into the caller's loop: returned through memory, the 48 bytes of a [`Found`]
    /// are written eight bytes at a time and read back sixteen at a time, and the loads wait
    /// for the stores.
    #[inline(always)]
    fn next(&mut self) -> Option<Found<'a>> {
        if self.options.iri {
            self.next_of::<Iri>()
        } else {
            self.next_of::<Uri>()
        }
    }
}

/// The bytes where a URI in text may be found: the `:` after a scheme (the `"` before a quoted
/// one is looked for from there), and the `<` before one.
const CANDIDATES: [u8; 2] = *b":<";

/// Every character some component of grammar `G` takes, but `%`.
fn any_char<G: Grammar>() -> &'static Class {
    if G::IRI {
        &IRESERVED_UNRESERVED
    } else {
        &RESERVED_UNRESERVED
    }
}

/// `iri` with each bidirectional control ([`BIDI_CONTROLS`]) written as the `%XX` of its
/// UTF-8, as [`UriRef::to_iri`](crate::UriRef::to_iri) keeps them.
fn bidi_controls_encoded(iri: &str) -> String {
    let mut out = String::with_capacity(iri.len() + 6);
    for c in iri.chars() {
        if BIDI_CONTROLS.contains(&c) {
            let mut utf8 = [0; 4];
            out.push_str(&pct::encode_bytes(
                c.encode_utf8(&mut utf8).as_bytes(),
                EncodeSet::UNRESERVED,
            ));
        } else {
            out.push(c);
        }
    }
    out
}

/// The ASCII whitespace that Appendix C removes from a URI broken across lines.
fn is_whitespace(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C')
}

/// The first index from `i` on that is not whitespace.
fn skip_whitespace(s: &[u8], mut i: usize) -> usize {
    while s.get(i).is_some_and(|&b| is_whitespace(b)) {
        i += 1;
    }
    i
}

/// Whether `scheme` is one of [`WELL_KNOWN_SCHEMES`].
fn is_well_known(scheme: &[u8]) -> bool {
    WELL_KNOWN_SCHEMES
        .iter()
        .any(|known| known.as_bytes().eq_ignore_ascii_case(scheme))
}

/// What follows `scheme:` in the absolute URI `text`, when there is something more than `//`.
fn body<'t>(text: &'t str, scheme: &str) -> Option<&'t [u8]> {
    let rest = text.as_bytes().get(scheme.len() + 1..)?;
    let body = rest.strip_prefix(b"//").unwrap_or(rest);
    (!body.is_empty()).then_some(rest)
}

/// Whether the absolute URI `text`, of scheme `scheme`, has `//` after its scheme or a
/// well-known one, and something after that.
fn hierarchical_or_well_known(text: &str, scheme: &str) -> bool {
    body(text, scheme)
        .is_some_and(|rest| rest.starts_with(b"//") || is_well_known(scheme.as_bytes()))
}

/// Whether a relative reference between angle brackets looks like one rather than like a tag
/// or an e-mail address (see the module's documentation).
fn looks_like_a_reference(text: &[u8]) -> bool {
    let first_segment = text.split(|&b| b == b'/').next().unwrap_or_default();
    let marked = text.iter().any(|b| b".?#".contains(b)) || text.iter().skip(1).any(|&b| b == b'/');
    marked && !first_segment.contains(&b'@')
}

/// What a bare IRI is trimmed of beyond ASCII: the closing quotes `”`, `’`, `»`, `›`; and the
/// marks that end a sentence or a clause in other scripts, as `.`, `,`, `;`, `!` and `?` do in
/// Latin: `…`, `‼`, `⁇`, `⁈`, `⁉`; the Greek question mark `;` and ano teleia `·`; the
/// Armenian full stop `։`; the Arabic comma `،`, semicolon `؛`, question mark `؟` and full stop
/// `۔`; the Devanagari dandas `।` and `॥`; the Tibetan shads `།` and `༎`; the Myanmar
/// `၊` and `။`; the Ethiopic `።`, `፣` and `፤`; the Khmer `។` and `៕`.
const TRIMMED_BEYOND_ASCII: [&str; 27] = [
    "\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}", "\u{2026}", "\u{203C}", "\u{2047}", "\u{2048}",
    "\u{2049}", "\u{37E}", "\u{387}", "\u{589}", "\u{60C}", "\u{61B}", "\u{61F}", "\u{6D4}",
    "\u{964}", "\u{965}", "\u{F0D}", "\u{F0E}", "\u{104A}", "\u{104B}", "\u{1362}", "\u{1363}",
    "\u{1364}", "\u{17D4}", "\u{17D5}",
];

/// What trimming does with a URI's last byte (the kinds of [`TRIM`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trim {
    /// Nothing: the URI ends with it.
    Keep,
    /// A mark of punctuation that ends a sentence or a clause: `.`, `,`, `;`, `:`, `!`, `?`.
    Mark,
    /// A `)` or `]`, cut when no `(` or `[` opens it.
    Closer,
    /// A `'`, cut when it has no partner.
    Quote,
    /// The last byte of one of [`TRIMMED_BEYOND_ASCII`] (with IRIs, that character is cut).
    BeyondAscii,
}

/// The kind of each byte as the last of a bare URI: a table, not a `match` (which compiles to
/// a jump through a table, mispredicted at the end of most URIs).
const TRIM: [Trim; 256] = {
    let mut table = [Trim::Keep; 256];
    let marks = b".,;:!?";
    let mut k = 0;
    while k < marks.len() {
        table[marks[k] as usize] = Trim::Mark;
        k += 1;
    }
    table[b')' as usize] = Trim::Closer;
    table[b']' as usize] = Trim::Closer;
    table[b'\'' as usize] = Trim::Quote;
    let mut k = 0;
    while k < TRIMMED_BEYOND_ASCII.len() {
        let mark = TRIMMED_BEYOND_ASCII[k].as_bytes();
        table[mark[mark.len() - 1] as usize] = Trim::BeyondAscii;
        k += 1;
    }
    table
};

/// The kind of `byte` as the last of a bare URI.
#[inline(always)]
fn trim_kind(byte: u8) -> Trim {
    TRIM[usize::from(byte)]
}

/// Where the bare URI `s[start..end]` ends once trimmed of the punctuation a sentence puts
/// after it. Linear: the brackets and quotes are counted once.
#[inline(always)]
fn trimmed_end<G: Grammar>(s: &[u8], start: usize, end: usize) -> usize {
    // How many more of each closer than of its opener the URI holds: counted when that closer
    // is first met at the end, then kept up to date.
    let count = |uri: &[u8], byte: u8| uri.iter().filter(|&&b| b == byte).count();
    // With no opener at all (one vector search), every closer is unmatched.
    let excess = |uri: &[u8], open: u8, close: u8| {
        if scan::find_any(uri, 0, [open; 3]) < uri.len() {
            count(uri, close).saturating_sub(count(uri, open))
        } else {
            uri.len()
        }
    };
    // One mark of punctuation, the usual end of a sentence, cut without a branch.
    let last = s[start..end].last().copied().map(trim_kind);
    let mut end = end - usize::from(last == Some(Trim::Mark));
    // The excess of `)`, then of `]`.
    let mut closers = [None, None];
    let mut quotes = None;
    let mut quote_before = start > 0 && s[start - 1] == b'\'';
    while end > start {
        let last = s[end - 1];
        let kind = trim_kind(last);
        // Tests one after the other, the most frequent first, rather than a `match`: three
        // cases and more compile to a jump through a table, mispredicted as the kinds vary.
        let cut = if kind == Trim::Keep {
            0
        } else if kind == Trim::Closer {
            let (open, slot) = if last == b')' {
                (b'(', &mut closers[0])
            } else {
                (b'[', &mut closers[1])
            };
            take_one(slot.get_or_insert_with(|| excess(&s[start..end], open, last)))
        } else if kind == Trim::Mark {
            1
        } else if kind == Trim::Quote {
            // An odd count: one `'` has no partner.
            let odd = quotes.get_or_insert_with(|| count(&s[start..end], b'\'') % 2);
            if quote_before {
                quote_before = false;
                *odd ^= 1;
                1
            } else {
                take_one(odd)
            }
        } else if G::IRI {
            TRIMMED_BEYOND_ASCII
                .iter()
                .find(|c| s[start..end].ends_with(c.as_bytes()))
                .map_or(0, |c| c.len())
        } else {
            0
        };
        if cut == 0 {
            break;
        }
        end -= cut;
    }
    end
}

/// One closer trimmed if `excess` says one is unmatched (and one fewer is then): `1`, else
/// `0`.
fn take_one(excess: &mut usize) -> usize {
    if *excess > 0 {
        *excess -= 1;
        1
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::XorShift;

    /// Where the authority, path, query and fragment from `i` end, read component by
    /// component (the reading [`Extract::plain_authority_path_query_end`] must agree with).
    fn slowly<G: Grammar>(extract: &Extract<'_>, i: usize) -> Option<usize> {
        let (authority_end, _) = extract.authority_end::<G>(i)?;
        Some(extract.path_query_fragment_end::<G>(authority_end, true))
    }

    #[test]
    fn the_one_pass_reading_agrees_with_the_component_reading() {
        // Texts after `http://` from bytes that start, end or are in each component, and some
        // that end a URI; the generator is a fixed xorshift, so that every run reads the same.
        let alphabet = b"aaaa.-_~!:@/??##%2F%zZ[]1 ";
        let mut random = XorShift(0x9E37_79B9_7F4A_7C15);
        let (mut plain, mut other) = (0, 0);
        for _ in 0..100_000 {
            let len = random.below(80);
            let mut text = b"http://".to_vec();
            text.extend((0..len).map(|_| alphabet[random.below(alphabet.len())]));
            let extract = extract_bytes(&text, ExtractOptions::DEFAULT);
            match extract.plain_authority_path_query_end::<Uri>(7) {
                Some(end) => {
                    plain += 1;
                    assert_eq!(Some(end), slowly::<Uri>(&extract, 7), "{text:?}");
                }
                None => other += 1,
            }
            assert_eq!(
                extract.hier_part_end::<Uri>(4).map(|(end, _)| end),
                slowly::<Uri>(&extract, 7),
                "{text:?}"
            );
        }
        // Both readings were taken, many times each.
        assert!(plain > 10_000 && other > 10_000, "{plain} {other}");
    }

    #[test]
    fn the_one_pass_reading_is_for_uris_only() {
        // An IRI's path does not take `iprivate` characters, which its query takes.
        let text = "http://a/b\u{E000}?c";
        let extract = extract_with(text, ExtractOptions::DEFAULT);
        assert_eq!(extract.plain_authority_path_query_end::<Iri>(7), None);
        assert_eq!(extract.hier_part_end::<Iri>(4), Some((10, false)));
        assert_eq!(slowly::<Iri>(&extract, 7), Some(10));
    }

    #[test]
    fn a_bare_iri_ends_where_the_prose_after_it_starts() {
        let text = "see http://abc\u{6771}.jp/ and https://n.example/a\u{3092}, \
                    http://b.example/\u{3000}http://c.example:8\u{3092} <http://d/e\u{3092}>";
        let iri = ExtractOptions {
            iri: true,
            ..ExtractOptions::DEFAULT
        };
        let found: Vec<String> = extract_with(text, iri)
            .map(|f| f.uri.into_owned())
            .collect();
        assert_eq!(
            found,
            [
                "http://abc\u{6771}.jp/",
                "https://n.example/a",
                "http://b.example/",
                "http://c.example:8",
                "http://d/e\u{3092}",
            ]
        );
    }

    #[test]
    fn the_marks_beyond_ascii_are_trimmed_from_iris_only() {
        for mark in TRIMMED_BEYOND_ASCII {
            for word in ["a", "\u{6771}"] {
                let iri = alloc::format!("http://h/{word}{mark}{mark}");
                let end = 9 + word.len();
                assert_eq!(
                    trimmed_end::<Iri>(iri.as_bytes(), 0, iri.len()),
                    end,
                    "{iri}"
                );
                assert_eq!(trimmed_end::<Uri>(iri.as_bytes(), 0, iri.len()), iri.len());
            }
        }
        // A character that ends with the same byte as a mark, and is none, stays.
        for kept in ["\u{119}", "\u{BA}", "\u{4F8B}", "\u{3042}"] {
            let iri = alloc::format!("http://h/a{kept}");
            assert_eq!(trimmed_end::<Iri>(iri.as_bytes(), 0, iri.len()), iri.len());
        }
    }

    #[test]
    fn an_absolute_uri_starts_with_a_scheme_and_its_colon() {
        // Where the scheme's `:` is, read byte by byte: a letter, then letters, digits, `+`, `-`
        // and `.`.
        let colon_of = |text: &[u8]| {
            let colon = text.iter().position(|&b| b == b':')?;
            let scheme = &text[..colon];
            let first = scheme.first()?;
            let rest_ok = scheme
                .iter()
                .all(|&b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
            (first.is_ascii_alphabetic() && rest_ok).then_some(colon)
        };
        for text in [
            "http://a/b",
            "HTTP://[::1]/x",
            "a+b-c.d:x",
            "mailto:x@y",
            "h:",
            "http://[::1",
            "1http://a",
            "ht tp://a",
            "http//a",
            ":x",
            "",
        ] {
            let extract = extract_with(text, ExtractOptions::DEFAULT);
            let expected = colon_of(text.as_bytes()).and_then(|colon| {
                let (end, literal) = extract.hier_part_end::<Uri>(colon)?;
                Some((end, colon, literal))
            });
            assert_eq!(extract.absolute_uri_end::<Uri>(0), expected, "{text}");
        }
        let extract = extract_with("see http://[::1]/a and", ExtractOptions::DEFAULT);
        assert_eq!(extract.absolute_uri_end::<Uri>(4), Some((18, 8, true)));
        let extract = extract_with("(http://a/b) c", ExtractOptions::DEFAULT);
        assert_eq!(extract.absolute_uri_end::<Uri>(1), Some((12, 5, false)));
    }
}
