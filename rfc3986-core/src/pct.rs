//! Percent-encoding ([RFC 3986 section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
//! encoders that take text to a component, decoders that take a component back to bytes.
//!
//! A byte that a component cannot hold as itself is written `pct-encoded`:
//!
//! ```text
//! pct-encoded = "%" HEXDIG HEXDIG
//! ```
//!
//! When to do which is [section 2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4):
//! encode each component's data while producing a URI, with the [`EncodeSet`] of that
//! component; decode only after the URI has been parsed and the component split at its
//! delimiters (a decoded `%2F` is data, not a `/`); and never encode or decode the same text
//! twice.
//!
//! ```
//! use rfc3986::pct::{self, EncodeSet};
//!
//! let segment = pct::encode("50% off/été", EncodeSet::PATH_SEGMENT).to_string();
//! assert_eq!(segment, "50%25%20off%2F%C3%A9t%C3%A9");
//! assert_eq!(pct::decode_utf8(&segment)?, "50% off/été");
//! # Ok::<(), rfc3986::pct::DecodeError>(())
//! ```
//!
//! Encoders are lazy ([`encode`] allocates nothing until asked), and decoders borrow their
//! input when there is nothing to decode (they return a [`Cow`]).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::convert::Infallible;
use core::fmt;

use crate::chars::{self, NonAsciiChars};

mod decode;
mod query;

pub use crate::error::{DecodeError, DecodeErrorKind, Part, UnknownPartError};
pub use decode::{decode, decode_utf8, Decoder};
pub(crate) use decode::{
    decode_bytes, decode_with, encoded_char, encoded_index, encoded_iri_char, pct_encoded_octet,
};
pub use query::{query_pairs, DecodedQueryPairs, QueryOptions, QueryPairs, QueryValues};

/// Which bytes an encoder leaves as they are; every other byte is written `%XX`, with uppercase
/// hexadecimal digits as [section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)
/// advises.
///
/// There is one set per component, each keeping the characters its rule allows. A set keeps
/// ASCII bytes only, and never `%`: text to encode is arbitrary, so a `%` in it is data and
/// must be written `%25` ([section 2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)).
/// A set can be narrowed with [`remove`](Self::remove), never widened.
///
/// ```
/// use rfc3986::pct::{self, EncodeSet};
///
/// assert_eq!(pct::encode("a b&c", EncodeSet::QUERY).to_string(), "a%20b&c");
/// assert_eq!(pct::encode("a b&c", EncodeSet::QUERY_PARAM).to_string(), "a%20b%26c");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct EncodeSet {
    /// Bit `b` is set when ASCII byte `b` is kept.
    kept: u128,
    /// The characters beyond ASCII that are kept (RFC 3987's sets).
    beyond: NonAsciiChars,
    /// Whether a space is written `+` rather than `%20` (HTML forms).
    space_as_plus: bool,
}

impl EncodeSet {
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
    /// ([section 2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)): the strict set,
    /// which encodes every reserved character
    /// ([section 2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2)). Text encoded with it
    /// is data in any component.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("a-b_c.d~e f/g", EncodeSet::UNRESERVED).to_string(), "a-b_c.d~e%20f%2Fg");
    /// ```
    pub const UNRESERVED: EncodeSet = EncodeSet::of(&chars::UNRESERVED);

    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`
    /// ([section 3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)). The user info
    /// ends at `@`, which is encoded. To encode a user name apart from a password, narrow the
    /// set: `EncodeSet::USERINFO.remove(b':')`.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("me@home:pw", EncodeSet::USERINFO).to_string(), "me%40home:pw");
    /// ```
    pub const USERINFO: EncodeSet = EncodeSet::of(&chars::USERINFO);

    /// `reg-name = *( unreserved / pct-encoded / sub-delims )`
    /// ([section 3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)). Non-ASCII
    /// text is encoded as its UTF-8 bytes, as that section asks; a name meant for DNS is better
    /// given in its IDNA form, which this crate does not compute.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("my host", EncodeSet::REG_NAME).to_string(), "my%20host");
    /// assert_eq!(pct::encode("a:b", EncodeSet::REG_NAME).to_string(), "a%3Ab");
    /// ```
    pub const REG_NAME: EncodeSet = EncodeSet::of(&chars::REG_NAME);

    /// `segment = *pchar`
    /// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)): one path segment,
    /// so `/` is encoded. A segment that starts a relative reference must not hold a `:`
    /// ([section 4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)); encode it with
    /// `EncodeSet::PATH_SEGMENT.remove(b':')`, or write `./` before it.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("a/b:c", EncodeSet::PATH_SEGMENT).to_string(), "a%2Fb:c");
    /// let first = EncodeSet::PATH_SEGMENT.remove(b':');
    /// assert_eq!(pct::encode("a/b:c", first).to_string(), "a%2Fb%3Ac");
    /// ```
    pub const PATH_SEGMENT: EncodeSet = EncodeSet::of(&chars::PCHAR);

    /// `pchar / "/"`: a whole path
    /// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)), whose `/` are kept
    /// as the separators of its segments.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("/a b/c?d", EncodeSet::PATH).to_string(), "/a%20b/c%3Fd");
    /// ```
    pub const PATH: EncodeSet = EncodeSet::of(&chars::PATH);

    /// `query = *( pchar / "/" / "?" )`
    /// ([section 3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)). `&`, `=` and `+`
    /// are kept: to encode one key or value of a query made of pairs, use
    /// [`QUERY_PARAM`](Self::QUERY_PARAM).
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("a=1&b=2 3#4", EncodeSet::QUERY).to_string(), "a=1&b=2%203%234");
    /// ```
    pub const QUERY: EncodeSet = EncodeSet::of(&chars::QUERY);

    /// `fragment = *( pchar / "/" / "?" )`
    /// ([section 3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)): the same bytes as
    /// [`QUERY`](Self::QUERY).
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("top #1", EncodeSet::FRAGMENT).to_string(), "top%20%231");
    /// ```
    pub const FRAGMENT: EncodeSet = EncodeSet::of(&chars::FRAGMENT);

    /// [`QUERY`](Self::QUERY) without `&`, `=` and `+`: one key or one value of the
    /// `key=value&key=value` pairs of [`query_pairs`]
    /// ([section 3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)). `&` and `=` would
    /// split the pair; `+` is encoded because HTML form decoders read it as a space.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// let value = pct::encode("1+1=2 & more", EncodeSet::QUERY_PARAM);
    /// assert_eq!(value.to_string(), "1%2B1%3D2%20%26%20more");
    /// ```
    pub const QUERY_PARAM: EncodeSet = EncodeSet::QUERY.remove(b'&').remove(b'=').remove(b'+');

    /// [`QUERY_PARAM`](Self::QUERY_PARAM), with a space written `+`: one key or value of
    /// `application/x-www-form-urlencoded`, as HTML forms send them. (WHATWG URL's form
    /// serializer encodes more, all but ASCII letters, digits and `*-._`; the two read back
    /// alike.)
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("a b+c", EncodeSet::FORM).to_string(), "a+b%2Bc");
    /// ```
    pub const FORM: EncodeSet = EncodeSet::QUERY_PARAM.with_space_as_plus();

    /// `iuserinfo` ([RFC 3987 section 2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)):
    /// [`USERINFO`](Self::USERINFO), keeping the characters of `ucschar` too. The sets whose
    /// names start with `I` are for IRIs: text encoded with them is an IRI component, not a URI
    /// one.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("zoë b", EncodeSet::IUSERINFO).to_string(), "zoë%20b");
    /// ```
    pub const IUSERINFO: EncodeSet = EncodeSet::of(&chars::IUSERINFO);

    /// `ireg-name`: [`REG_NAME`](Self::REG_NAME), keeping `ucschar` too.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("例え.テスト", EncodeSet::IREG_NAME).to_string(), "例え.テスト");
    /// assert_eq!(pct::encode("例え.テスト", EncodeSet::REG_NAME).to_string(), "%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88");
    /// ```
    pub const IREG_NAME: EncodeSet = EncodeSet::of(&chars::IREG_NAME);

    /// `isegment`: [`PATH_SEGMENT`](Self::PATH_SEGMENT), keeping `ucschar` too.
    pub const IPATH_SEGMENT: EncodeSet = EncodeSet::PATH_SEGMENT.beyond(NonAsciiChars::Ucschar);

    /// `ipath`: [`PATH`](Self::PATH), keeping `ucschar` too.
    pub const IPATH: EncodeSet = EncodeSet::of(&chars::IPATH);

    /// `iquery`: [`QUERY`](Self::QUERY), keeping `ucschar` and `iprivate` too.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("q=\u{E000}é", EncodeSet::IQUERY).to_string(), "q=\u{E000}é");
    /// assert_eq!(pct::encode("\u{E000}é", EncodeSet::IFRAGMENT).to_string(), "%EE%80%80é");
    /// ```
    pub const IQUERY: EncodeSet = EncodeSet::of(&chars::IQUERY);

    /// `ifragment`: [`FRAGMENT`](Self::FRAGMENT), keeping `ucschar` too (not `iprivate`,
    /// which only a query may hold).
    pub const IFRAGMENT: EncodeSet = EncodeSet::of(&chars::IFRAGMENT);

    /// [`QUERY_PARAM`](Self::QUERY_PARAM), keeping `ucschar` and `iprivate` too.
    pub const IQUERY_PARAM: EncodeSet =
        EncodeSet::QUERY_PARAM.beyond(NonAsciiChars::UcscharOrIprivate);

    /// [`FORM`](Self::FORM), keeping `ucschar` and `iprivate` too.
    pub const IFORM: EncodeSet = EncodeSet::IQUERY_PARAM.with_space_as_plus();

    /// `unreserved / reserved`: what RFC 6570's `+` and `#` expansions keep of a value (with its
    /// percent-encodings, kept apart).
    pub(crate) const RESERVED_UNRESERVED: EncodeSet = EncodeSet::of(&chars::RESERVED_UNRESERVED);

    /// The ASCII characters of a URI Template's literals, which an expansion copies (its
    /// percent-encodings kept apart).
    pub(crate) const TEMPLATE_LITERALS: EncodeSet = EncodeSet {
        kept: chars::TEMPLATE_LITERALS,
        beyond: NonAsciiChars::Nothing,
        space_as_plus: false,
    };

    /// The bytes of a class of the grammar ([`crate::chars`], where each is composed as the
    /// ABNF composes it), and the characters beyond ASCII it takes.
    const fn of(class: &chars::Class) -> EncodeSet {
        EncodeSet {
            kept: class.ascii_bits(),
            beyond: class.non_ascii(),
            space_as_plus: false,
        }
    }

    /// This set, keeping `beyond` too.
    const fn beyond(self, beyond: NonAsciiChars) -> EncodeSet {
        EncodeSet { beyond, ..self }
    }

    /// This set, writing a space `+`.
    const fn with_space_as_plus(self) -> EncodeSet {
        EncodeSet {
            space_as_plus: true,
            ..self
        }
    }

    /// What an encoded character is written as when it is not `%XX`: `+` for a space in a
    /// form.
    fn substitute(self, c: char) -> Option<&'static str> {
        (self.space_as_plus && c == ' ').then_some("+")
    }

    /// Whether `byte` is left as it is. Always `false` for `%` and for non-ASCII bytes.
    ///
    /// ```
    /// use rfc3986::pct::EncodeSet;
    ///
    /// assert!(EncodeSet::PATH.keeps(b'/'));
    /// assert!(!EncodeSet::PATH.keeps(b'?'));
    /// assert!(!EncodeSet::PATH.keeps(b'%'));
    /// assert!(!EncodeSet::PATH.keeps(0xC3));
    /// ```
    #[inline]
    pub const fn keeps(self, byte: u8) -> bool {
        match 1u128.checked_shl(byte as u32) {
            Some(bit) => self.kept & bit != 0,
            None => false,
        }
    }

    /// This set, with `byte` encoded too. There is no way to add a byte: `%` can never be kept
    /// (a `%` in the text is data, written `%25`), and every set already keeps all the bytes
    /// its component allows.
    ///
    /// ```
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// let set = EncodeSet::PATH.remove(b'@');
    /// assert!(!set.keeps(b'@'));
    /// assert_eq!(pct::encode("/me@home", set).to_string(), "/me%40home");
    /// ```
    pub const fn remove(self, byte: u8) -> EncodeSet {
        match 1u128.checked_shl(byte as u32) {
            Some(bit) => EncodeSet {
                kept: self.kept & !bit,
                ..self
            },
            None => self,
        }
    }

    /// Whether the character `c` is left as it is.
    fn keeps_char(self, c: char) -> bool {
        if c.is_ascii() {
            return self.keeps(c as u8);
        }
        match self.beyond {
            NonAsciiChars::Nothing => false,
            NonAsciiChars::Ucschar => chars::is_ucschar(c),
            NonAsciiChars::UcscharOrIprivate => chars::is_ucschar(c) || chars::is_iprivate(c),
        }
    }
}

impl fmt::Debug for EncodeSet {
    /// The kept bytes, in order: `EncodeSet { keeps: "-.0123…" }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Kept(EncodeSet);
        impl fmt::Debug for Kept {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"")?;
                // Kept bytes are graphic ASCII, never `"` or `\` (no URI character is one):
                // they need no escape in a string literal.
                for b in (0..=127u8).filter(|&b| self.0.keeps(b)) {
                    fmt::Write::write_char(f, char::from(b))?;
                }
                f.write_str("\"")
            }
        }
        let mut debug = f.debug_struct("EncodeSet");
        debug.field("keeps", &Kept(*self));
        if self.space_as_plus {
            debug.field("space_as_plus", &true);
        }
        debug.finish()
    }
}

impl Part {
    /// The set that encodes text for this part of a URI: [`EncodeSet::USERINFO`],
    /// [`REG_NAME`](EncodeSet::REG_NAME), [`PATH`](EncodeSet::PATH),
    /// [`PATH_SEGMENT`](EncodeSet::PATH_SEGMENT), [`QUERY`](EncodeSet::QUERY),
    /// [`QUERY_PARAM`](EncodeSet::QUERY_PARAM), [`FORM`](EncodeSet::FORM) or
    /// [`FRAGMENT`](EncodeSet::FRAGMENT).
    ///
    /// ```
    /// use rfc3986::pct::{self, Part};
    ///
    /// let encode = |part: Part| pct::encode("a b/c&d", part.encode_set()).to_string();
    /// assert_eq!(encode(Part::Path), "a%20b/c&d");
    /// assert_eq!(encode(Part::Segment), "a%20b%2Fc&d");
    /// assert_eq!(encode(Part::Param), "a%20b/c%26d");
    /// assert_eq!(encode(Part::Form), "a+b/c%26d");
    /// ```
    pub const fn encode_set(self) -> EncodeSet {
        match self {
            Part::UserInfo => EncodeSet::USERINFO,
            Part::Host => EncodeSet::REG_NAME,
            Part::Path => EncodeSet::PATH,
            Part::Segment => EncodeSet::PATH_SEGMENT,
            Part::Query => EncodeSet::QUERY,
            Part::Param => EncodeSet::QUERY_PARAM,
            Part::Form => EncodeSet::FORM,
            Part::Fragment => EncodeSet::FRAGMENT,
        }
    }

    /// The set that encodes text for this part of an IRI, which keeps the characters beyond
    /// ASCII that the part takes (RFC 3987): [`EncodeSet::IUSERINFO`] and its kin.
    ///
    /// ```
    /// use rfc3986::pct::{self, Part};
    ///
    /// assert_eq!(pct::encode("é b", Part::Segment.iri_encode_set()).to_string(), "é%20b");
    /// assert_eq!(pct::encode("é b", Part::Segment.encode_set()).to_string(), "%C3%A9%20b");
    /// ```
    pub const fn iri_encode_set(self) -> EncodeSet {
        match self {
            Part::UserInfo => EncodeSet::IUSERINFO,
            Part::Host => EncodeSet::IREG_NAME,
            Part::Path => EncodeSet::IPATH,
            Part::Segment => EncodeSet::IPATH_SEGMENT,
            Part::Query => EncodeSet::IQUERY,
            Part::Param => EncodeSet::IQUERY_PARAM,
            Part::Form => EncodeSet::IFORM,
            Part::Fragment => EncodeSet::IFRAGMENT,
        }
    }
}

/// `%XX` for every byte value, with uppercase digits
/// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
#[rustfmt::skip]
pub(crate) static PERCENT_ENCODED: [&str; 256] = [
    "%00", "%01", "%02", "%03", "%04", "%05", "%06", "%07", "%08", "%09", "%0A", "%0B", "%0C", "%0D", "%0E", "%0F",
    "%10", "%11", "%12", "%13", "%14", "%15", "%16", "%17", "%18", "%19", "%1A", "%1B", "%1C", "%1D", "%1E", "%1F",
    "%20", "%21", "%22", "%23", "%24", "%25", "%26", "%27", "%28", "%29", "%2A", "%2B", "%2C", "%2D", "%2E", "%2F",
    "%30", "%31", "%32", "%33", "%34", "%35", "%36", "%37", "%38", "%39", "%3A", "%3B", "%3C", "%3D", "%3E", "%3F",
    "%40", "%41", "%42", "%43", "%44", "%45", "%46", "%47", "%48", "%49", "%4A", "%4B", "%4C", "%4D", "%4E", "%4F",
    "%50", "%51", "%52", "%53", "%54", "%55", "%56", "%57", "%58", "%59", "%5A", "%5B", "%5C", "%5D", "%5E", "%5F",
    "%60", "%61", "%62", "%63", "%64", "%65", "%66", "%67", "%68", "%69", "%6A", "%6B", "%6C", "%6D", "%6E", "%6F",
    "%70", "%71", "%72", "%73", "%74", "%75", "%76", "%77", "%78", "%79", "%7A", "%7B", "%7C", "%7D", "%7E", "%7F",
    "%80", "%81", "%82", "%83", "%84", "%85", "%86", "%87", "%88", "%89", "%8A", "%8B", "%8C", "%8D", "%8E", "%8F",
    "%90", "%91", "%92", "%93", "%94", "%95", "%96", "%97", "%98", "%99", "%9A", "%9B", "%9C", "%9D", "%9E", "%9F",
    "%A0", "%A1", "%A2", "%A3", "%A4", "%A5", "%A6", "%A7", "%A8", "%A9", "%AA", "%AB", "%AC", "%AD", "%AE", "%AF",
    "%B0", "%B1", "%B2", "%B3", "%B4", "%B5", "%B6", "%B7", "%B8", "%B9", "%BA", "%BB", "%BC", "%BD", "%BE", "%BF",
    "%C0", "%C1", "%C2", "%C3", "%C4", "%C5", "%C6", "%C7", "%C8", "%C9", "%CA", "%CB", "%CC", "%CD", "%CE", "%CF",
    "%D0", "%D1", "%D2", "%D3", "%D4", "%D5", "%D6", "%D7", "%D8", "%D9", "%DA", "%DB", "%DC", "%DD", "%DE", "%DF",
    "%E0", "%E1", "%E2", "%E3", "%E4", "%E5", "%E6", "%E7", "%E8", "%E9", "%EA", "%EB", "%EC", "%ED", "%EE", "%EF",
    "%F0", "%F1", "%F2", "%F3", "%F4", "%F5", "%F6", "%F7", "%F8", "%F9", "%FA", "%FB", "%FC", "%FD", "%FE", "%FF",
];

/// Percent-encodes `text` lazily: nothing is allocated until the result is written or asked
/// for. Every byte that `set` does not keep is written `%XX`, the UTF-8 bytes of a non-ASCII
/// character one by one
/// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
///
/// ```
/// use std::borrow::Cow;
/// use rfc3986::pct::{self, EncodeSet};
///
/// assert_eq!(pct::encode("日本 語", EncodeSet::PATH).to_string(), "%E6%97%A5%E6%9C%AC%20%E8%AA%9E");
/// assert_eq!(format!("/search?q={}", pct::encode("a&b", EncodeSet::QUERY_PARAM)), "/search?q=a%26b");
/// assert!(matches!(pct::encode("plain", EncodeSet::PATH).to_cow(), Cow::Borrowed("plain")));
/// ```
pub fn encode(text: &str, set: EncodeSet) -> Encode<'_> {
    Encode { text, set }
}

/// Appends `text` to `out`, percent-encoding every byte that `set` does not keep.
pub(crate) fn push_encoded(out: &mut String, text: &str, set: EncodeSet) {
    let written: Result<(), Infallible> = encode(text, set).write_with(|piece| {
        out.push_str(piece);
        Ok(())
    });
    match written {
        Ok(()) => {}
        Err(never) => match never {},
    }
}

/// Percent-encodes any bytes, text or not (a binary token, a name in another encoding): every
/// byte that `set` does not keep is written `%XX`
/// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)). For UTF-8 text it
/// gives what [`encode`] gives; [`decode`] gives the bytes back.
///
/// ```
/// use rfc3986::pct::{self, EncodeSet};
///
/// let bytes = [0x00, b'a', 0xff, b'/'];
/// let encoded = pct::encode_bytes(&bytes, EncodeSet::PATH_SEGMENT);
/// assert_eq!(encoded, "%00a%FF%2F");
/// assert_eq!(&*pct::decode(&encoded), &bytes);
/// ```
pub fn encode_bytes(bytes: &[u8], set: EncodeSet) -> String {
    let encoded = bytes.iter().filter(|&&b| !set.keeps(b)).count();
    let mut out = String::with_capacity(bytes.len() + 2 * encoded);
    for &b in bytes {
        if set.keeps(b) {
            // A kept byte is ASCII: the sets hold only ASCII bytes.
            out.push(char::from(b));
        } else {
            out.push_str(
                set.substitute(char::from(b))
                    .unwrap_or(PERCENT_ENCODED[usize::from(b)]),
            );
        }
    }
    out
}

/// Where the bytes from `0x80` on are in a text, as far as the mapping of an IRI to a URI
/// needs to know: each is written `%XX`, two bytes longer
/// ([RFC 3987 section 3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1), step 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NonAscii {
    /// How many there are.
    pub(crate) count: usize,
    /// The text before this index has none.
    first: usize,
    /// The text from this index on has none.
    last_end: usize,
}

/// The high bit of each byte of a word.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The high bits of the eight bytes of `word`, as a little-endian word.
#[inline(always)]
fn word_high_bits(word: &[u8]) -> u64 {
    let mut bytes = [0; 8];
    bytes.copy_from_slice(word);
    u64::from_le_bytes(bytes) & HIGH_BITS
}

impl NonAscii {
    /// The bytes from `0x80` on in `text`, counted eight at a time (and where the first and the
    /// last are, to the word), without a branch on the bytes.
    pub(crate) fn of(text: &[u8]) -> NonAscii {
        let mut non_ascii = NonAscii {
            count: 0,
            first: usize::MAX,
            last_end: 0,
        };
        let mut words = text.chunks_exact(8);
        for (i, word) in (&mut words).enumerate() {
            non_ascii.add(word_high_bits(word), 8 * i, 8 * i + 8);
        }
        let tail = words.remainder();
        if !tail.is_empty() {
            // The last eight bytes of the text, without those already counted; or, in a text
            // shorter than eight bytes, the text.
            let (word, shift) = match text.last_chunk::<8>() {
                Some(last) => (*last, 8 * (8 - tail.len())),
                None => {
                    let mut word = [0; 8];
                    word[..tail.len()].copy_from_slice(tail);
                    (word, 0)
                }
            };
            let high = (u64::from_le_bytes(word) & HIGH_BITS) >> shift;
            non_ascii.add(high, text.len() - tail.len(), text.len());
        }
        non_ascii
    }

    /// Counts the high bits of `high`, those of the bytes from `start` to `end`.
    #[inline(always)]
    fn add(&mut self, high: u64, start: usize, end: usize) {
        // Bit 7 of each byte moved to bit 0, and the eight bytes summed into the top one.
        self.count += (((high >> 7).wrapping_mul(0x0101_0101_0101_0101)) >> 56) as usize;
        let seen = high != 0;
        self.first = self.first.min(if seen { start } else { usize::MAX });
        self.last_end = if seen { end } else { self.last_end };
    }

    /// Where byte `at` of `text` (whose bytes from `0x80` on these are) is in its mapping to
    /// a URI.
    pub(crate) fn position(&self, text: &[u8], at: usize) -> usize {
        if at <= self.first {
            at
        } else if at >= self.last_end {
            at + 2 * self.count
        } else {
            at + 2 * NonAscii::of(&text[..at]).count
        }
    }
}

/// What each byte becomes in the mapping of an IRI to a URI, as the little-endian bytes of a
/// `u32`: an ASCII byte itself, any other `%XX`, then in the fourth byte how many of the first
/// three are kept (1 or 3).
static NON_ASCII_ENCODED: [u32; 256] = {
    const HEX_DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = if b < 0x80 {
            u32::from_le_bytes([b as u8, 0, 0, 1])
        } else {
            u32::from_le_bytes([b'%', HEX_DIGITS[b >> 4], HEX_DIGITS[b & 0xF], 3])
        };
        b += 1;
    }
    table
};

/// `text` with every byte from `0x80` on written `%XX`, and every ASCII byte as it is: the
/// mapping of IRI text to URI text
/// ([RFC 3987 section 3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1), step 2).
/// `non_ascii` is [`NonAscii::of`] the text.
///
/// Every byte costs the same, without a branch on its value: the four bytes of its table
/// entry are stored where the output ends, and the output grows by the count the entry ends
/// with. The output is bytes, of the exact length and three more, made a `String` at the end.
#[allow(
    clippy::slow_vector_initialization,
    reason = "`vec![0; n]` allocates zeroed memory (`calloc`), which glibc serves on a slower path than `malloc` and a `memset`: see PERFORMANCE.md"
)]
pub(crate) fn non_ascii_encoded(text: &str, non_ascii: NonAscii) -> String {
    let len = text.len() + 2 * non_ascii.count;
    let mut out = Vec::with_capacity(len + 3);
    out.resize(len + 3, 0);
    let mut written = 0;
    for &b in text.as_bytes() {
        let entry = NON_ASCII_ENCODED[usize::from(b)];
        out[written..written + 4].copy_from_slice(&entry.to_le_bytes());
        written += (entry >> 24) as usize;
    }
    out.truncate(written);
    // Every byte kept is ASCII: an ASCII byte of the text, `%` or a hex digit.
    String::from_utf8(out).expect("the URI mapping writes only ASCII")
}

/// Text percent-encoded on demand, made by [`encode`]. `Display` writes the encoded text
/// without allocating; [`to_cow`](Self::to_cow) gives it as a string.
#[derive(Clone, Debug)]
pub struct Encode<'a> {
    text: &'a str,
    set: EncodeSet,
}

impl<'a> Encode<'a> {
    /// The encoded text: borrowed from the input when every byte is kept, else built in one
    /// allocation of the exact length.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use rfc3986::pct::{self, EncodeSet};
    ///
    /// assert_eq!(pct::encode("a-b", EncodeSet::UNRESERVED).to_cow(), Cow::Borrowed("a-b"));
    /// let owned = pct::encode("a b", EncodeSet::UNRESERVED).to_cow();
    /// assert!(matches!(owned, Cow::Owned(ref s) if s == "a%20b"));
    /// ```
    pub fn to_cow(&self) -> Cow<'a, str> {
        let encoded = match self.set.beyond {
            NonAsciiChars::Nothing => self.text.bytes().filter(|&b| !self.set.keeps(b)).count(),
            _ => self
                .text
                .chars()
                .filter(|&c| !self.set.keeps_char(c))
                .map(char::len_utf8)
                .sum(),
        };
        if encoded == 0 {
            return Cow::Borrowed(self.text);
        }
        // A space written `+` takes one byte, as in the text.
        let spaces = match self.set.space_as_plus {
            true => self.text.bytes().filter(|&b| b == b' ').count(),
            false => 0,
        };
        let mut out = String::with_capacity(self.text.len() + 2 * (encoded - spaces));
        let written: Result<(), Infallible> = self.write_with(|s| {
            out.push_str(s);
            Ok(())
        });
        match written {
            Ok(()) => Cow::Owned(out),
            Err(never) => match never {},
        }
    }

    /// Hands the encoded text to `write` piece by piece: each run of kept bytes at once, then
    /// each encoded byte.
    fn write_with<E>(&self, mut write: impl FnMut(&str) -> Result<(), E>) -> Result<(), E> {
        let set = self.set;
        // Every piece but the last ends with the one character to encode after its run.
        for piece in self.text.split_inclusive(|c: char| !set.keeps_char(c)) {
            let mut chars = piece.chars();
            match chars.next_back() {
                Some(last) if !set.keeps_char(last) => {
                    let run = chars.as_str();
                    if !run.is_empty() {
                        write(run)?;
                    }
                    match set.substitute(last) {
                        Some(substitute) => write(substitute)?,
                        None => {
                            for b in last.encode_utf8(&mut [0; 4]).bytes() {
                                write(PERCENT_ENCODED[usize::from(b)])?;
                            }
                        }
                    }
                }
                _ => write(piece)?,
            }
        }
        Ok(())
    }
}

impl fmt::Display for Encode<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_with(|s| f.write_str(s))
    }
}

impl<'a> From<Encode<'a>> for Cow<'a, str> {
    fn from(encode: Encode<'a>) -> Cow<'a, str> {
        encode.to_cow()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::XorShift;
    use alloc::string::ToString;

    /// Every set, with its name for failure messages.
    const SETS: [(&str, EncodeSet); 8] = [
        ("UNRESERVED", EncodeSet::UNRESERVED),
        ("USERINFO", EncodeSet::USERINFO),
        ("REG_NAME", EncodeSet::REG_NAME),
        ("PATH_SEGMENT", EncodeSet::PATH_SEGMENT),
        ("PATH", EncodeSet::PATH),
        ("QUERY", EncodeSet::QUERY),
        ("FRAGMENT", EncodeSet::FRAGMENT),
        ("QUERY_PARAM", EncodeSet::QUERY_PARAM),
    ];

    /// Checks a set against a predicate, for all 256 byte values.
    #[track_caller]
    fn check(set: EncodeSet, expected: impl Fn(u8) -> bool) {
        for b in 0..=255u8 {
            assert_eq!(set.keeps(b), expected(b), "byte 0x{b:02X}");
        }
    }

    #[test]
    fn every_set_against_all_256_bytes() {
        check(EncodeSet::UNRESERVED, |b| {
            b.is_ascii_alphanumeric() || b"-._~".contains(&b)
        });
        check(EncodeSet::USERINFO, |b| chars::USERINFO.contains(b));
        check(EncodeSet::REG_NAME, |b| chars::REG_NAME.contains(b));
        check(EncodeSet::PATH_SEGMENT, |b| {
            chars::PATH.contains(b) && b != b'/'
        });
        check(EncodeSet::PATH, |b| chars::PATH.contains(b));
        check(EncodeSet::QUERY, |b| chars::QUERY.contains(b));
        check(EncodeSet::FRAGMENT, |b| chars::FRAGMENT.contains(b));
        check(EncodeSet::QUERY_PARAM, |b| {
            chars::QUERY.contains(b) && !b"&=+".contains(&b)
        });
        for form in [EncodeSet::FORM, EncodeSet::IFORM] {
            check(form, |b| chars::QUERY.contains(b) && !b"&=+".contains(&b));
        }
    }

    #[test]
    fn no_set_keeps_percent_gen_delims_or_non_ascii() {
        for (name, set) in SETS {
            for b in (0..=255u8).filter(|b| b"%#[]".contains(b) || !b.is_ascii_graphic()) {
                assert!(!set.keeps(b), "{name} keeps 0x{b:02X}");
            }
        }
    }

    #[test]
    fn remove_narrows_a_set() {
        let set = EncodeSet::PATH.remove(b'/').remove(b'%').remove(0xFF);
        assert_eq!(set, EncodeSet::PATH_SEGMENT);
        check(EncodeSet::QUERY.remove(b'?'), |b| {
            chars::QUERY.contains(b) && b != b'?'
        });
        assert_eq!(
            EncodeSet::UNRESERVED.remove(b'a').remove(b'a'),
            EncodeSet::UNRESERVED.remove(b'a')
        );
    }

    #[test]
    fn debug_lists_the_kept_bytes() {
        for (name, set) in SETS {
            assert!(!set.keeps(b'"') && !set.keeps(b'\\'), "{name}");
            let listed = alloc::format!("{set:?}");
            let keeps: Vec<u8> = (0..=255u8).filter(|&b| set.keeps(b)).collect();
            let expected = alloc::format!(
                "EncodeSet {{ keeps: \"{}\" }}",
                core::str::from_utf8(&keeps).unwrap()
            );
            assert_eq!(listed, expected, "{name}");
        }
        assert_eq!(
            alloc::format!("{:?}", EncodeSet::UNRESERVED.remove(b'a')),
            "EncodeSet { keeps: \"-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_bcdefghijklmnopqrstuvwxyz~\" }"
        );
    }

    #[test]
    fn percent_encoded_table_is_uppercase_hex() {
        for b in 0..=255u8 {
            assert_eq!(PERCENT_ENCODED[usize::from(b)], alloc::format!("%{b:02X}"));
        }
    }

    /// Texts of every length up to 40 bytes with bytes from `0x80` on in every place: each
    /// byte of a pattern is `a` or `\u{E9}`'s two bytes, so that every text is UTF-8.
    fn mixed_texts() -> impl Iterator<Item = alloc::string::String> {
        (0..40usize).flat_map(|len| {
            (0..len + 3).map(move |seed| {
                (0..len)
                    .map(|i| {
                        if (i * 7 + seed) % (seed + 2) == 0 {
                            '\u{E9}'
                        } else {
                            'a'
                        }
                    })
                    .collect()
            })
        })
    }

    #[test]
    fn non_ascii_counts_and_bounds_the_bytes_from_0x80_on() {
        for text in mixed_texts()
            .chain(["", "\u{E9}", "a\u{E9}", "\u{E9}a", "abcdefg\u{E9}"].map(Into::into))
        {
            let bytes = text.as_bytes();
            let found = NonAscii::of(bytes);
            assert_eq!(
                found.count,
                bytes.iter().filter(|&&b| b >= 0x80).count(),
                "{text:?}"
            );
            match bytes.iter().position(|&b| b >= 0x80) {
                None => assert_eq!((found.first, found.last_end), (usize::MAX, 0), "{text:?}"),
                Some(first) => {
                    let last = bytes.iter().rposition(|&b| b >= 0x80).unwrap_or(first);
                    // To the word: no closer than the word the first and the last are in.
                    assert!(found.first <= first && first - found.first < 8, "{text:?}");
                    assert!(
                        found.last_end > last && found.last_end - last <= 8,
                        "{text:?}"
                    );
                    assert!(found.last_end <= bytes.len(), "{text:?}");
                }
            }
            for at in 0..=bytes.len() {
                let before = bytes[..at].iter().filter(|&&b| b >= 0x80).count();
                assert_eq!(
                    found.position(bytes, at),
                    at + 2 * before,
                    "{text:?} at {at}"
                );
            }
        }
    }

    #[test]
    fn non_ascii_encoded_writes_each_byte_from_0x80_on_as_pct_encoded() {
        for text in mixed_texts().chain(["\u{10FFFF}%41\u{7F}".into()]) {
            let expected: alloc::string::String = text
                .bytes()
                .map(|b| match b {
                    0..0x80 => char::from(b).to_string(),
                    _ => alloc::format!("%{b:02X}"),
                })
                .collect();
            let encoded = non_ascii_encoded(&text, NonAscii::of(text.as_bytes()));
            assert_eq!(encoded, expected);
            // The exact length, and no more room than that of the three bytes of the last store.
            assert!(encoded.capacity() <= expected.len() + 3);
        }
    }

    #[track_caller]
    fn encodes(text: &str, set: EncodeSet, expected: &str) {
        assert_eq!(encode(text, set).to_string(), expected);
        assert_eq!(encode(text, set).to_cow(), expected);
        assert_eq!(Cow::from(encode(text, set)), expected);
    }

    #[test]
    fn encode_examples() {
        encodes("a b", EncodeSet::UNRESERVED, "a%20b");
        encodes("é", EncodeSet::PATH, "%C3%A9");
        encodes("😀", EncodeSet::PATH, "%F0%9F%98%80");
        encodes("100%", EncodeSet::QUERY, "100%25");
        encodes("%41", EncodeSet::QUERY, "%2541");
        encodes("a+b", EncodeSet::QUERY, "a+b");
        encodes("a+b", EncodeSet::QUERY_PARAM, "a%2Bb");
        encodes("k=v&w", EncodeSet::QUERY_PARAM, "k%3Dv%26w");
        encodes("/a/b?c#d", EncodeSet::PATH, "/a/b%3Fc%23d");
        encodes("/a/b?c#d", EncodeSet::PATH_SEGMENT, "%2Fa%2Fb%3Fc%23d");
        encodes("/a/b?c#d", EncodeSet::QUERY, "/a/b?c%23d");
        encodes("user:pw@h", EncodeSet::USERINFO, "user:pw%40h");
        encodes("[::1]", EncodeSet::REG_NAME, "%5B%3A%3A1%5D");
        encodes("\0\x7F\t", EncodeSet::UNRESERVED, "%00%7F%09");
        encodes("", EncodeSet::UNRESERVED, "");
        encodes("  ", EncodeSet::UNRESERVED, "%20%20");
        encodes("ab日cd", EncodeSet::UNRESERVED, "ab%E6%97%A5cd");
    }

    #[test]
    fn display_writes_each_run_at_once() {
        struct Pieces(Vec<alloc::string::String>);
        impl fmt::Write for Pieces {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0.push(s.into());
                Ok(())
            }
        }
        let mut pieces = Pieces(Vec::new());
        fmt::write(
            &mut pieces,
            format_args!("{}", encode("abc def é/gh", EncodeSet::PATH)),
        )
        .unwrap();
        assert_eq!(pieces.0, ["abc", "%20", "def", "%20", "%C3", "%A9", "/gh"]);
    }

    #[test]
    fn kept_text_is_borrowed() {
        for (name, set) in SETS {
            let kept: alloc::string::String = (0..=127u8)
                .filter(|&b| set.keeps(b))
                .map(char::from)
                .collect();
            assert!(
                matches!(encode(&kept, set).to_cow(), Cow::Borrowed(s) if s == kept),
                "{name}"
            );
        }
        let Cow::Owned(owned) = encode("a b", EncodeSet::PATH).to_cow() else {
            panic!("encoded text is owned");
        };
        assert_eq!(owned.capacity(), "a%20b".len());
    }

    #[test]
    fn decoding_an_encoding_gives_the_text_back() {
        let pool = [
            'a', 'Z', '0', '-', '.', '_', '~', ' ', '%', '+', '#', '/', '?', '&', '=', ':', '@',
            '!', '$', '\'', '(', '*', ',', ';', '[', ']', '"', '\\', '\0', '\x7F', 'é', '日', '😀',
            '\u{FFFD}',
        ];
        let mut random = XorShift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..2000 {
            let len = random.below(24);
            let text: alloc::string::String =
                (0..len).map(|_| pool[random.below(pool.len())]).collect();
            for (name, set) in SETS {
                let encoded = encode(&text, set).to_string();
                assert_eq!(encode(&text, set).to_cow(), encoded);
                assert_eq!(
                    decode_utf8(&encoded).as_deref(),
                    Ok(&*text),
                    "{name} {text:?}"
                );
                let strict = Decoder::STRICT.decode_utf8(&encoded);
                if text.contains('\0') {
                    let nul = Err(DecodeErrorKind::Nul);
                    assert_eq!(strict.map_err(|e| e.kind()), nul, "{name} {text:?}");
                } else {
                    assert_eq!(strict.as_deref(), Ok(&*text), "{name} {text:?}");
                }
                let bytes = encoded.as_bytes();
                let mut i = 0;
                while let Some(&b) = bytes.get(i) {
                    if b == b'%' {
                        let digits = bytes.get(i + 1..i + 3).unwrap_or_default();
                        assert!(
                            digits.len() == 2
                                && digits
                                    .iter()
                                    .all(|d| matches!(d, b'0'..=b'9' | b'A'..=b'F')),
                            "{name} {encoded:?}"
                        );
                        i += 3;
                    } else {
                        assert!(set.keeps(b), "{name} {encoded:?}");
                        i += 1;
                    }
                }
            }
        }
    }
}
