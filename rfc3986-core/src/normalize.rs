//! Normalization and comparison
//! ([RFC 3986 section 6](https://www.rfc-editor.org/rfc/rfc3986#section-6)).
//!
//! [`UriRef::normalize_with`](crate::RiRef::normalize_with) rewrites a reference into one canonical form, in one pass over
//! its components: nothing is allocated when the reference is already normal (the result
//! borrows it), and one `String` otherwise. Two references are equivalent at a level of the
//! section 6.2 ladder when their normal forms at that level are the same text.

use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::chars::{NonAsciiChars, UNRESERVED};
use crate::error::ResolveError;
use crate::grammar::{Grammar, Uri};
use crate::iri::uri_mapping;
use crate::owned::RiRefBuf;
use crate::parse::zone;
use crate::parse::Offsets;
use crate::path::{dot_segment, remove_dot_segments_in_place, remove_dot_segments_into};
use crate::pct::{encoded_iri_char, pct_encoded_octet};
use crate::recompose::{Rewritten, TooLong, Writer};
use crate::reference::RiRef;
use crate::scan;

#[cfg(feature = "nfc")]
mod nfc;

/// The default ports of the schemes that scheme-based normalization knows without being told
/// ([`NormalizeOptions::default_ports`] adds more).
pub const DEFAULT_PORTS: &[(&str, u16)] = &[
    ("ftp", 21),
    ("ssh", 22),
    ("telnet", 23),
    ("gopher", 70),
    ("http", 80),
    ("nntp", 119),
    ("imap", 143),
    ("ldap", 389),
    ("https", 443),
    ("rtsp", 554),
    ("ldaps", 636),
    ("ws", 80),
    ("wss", 443),
];

/// Which normalizations to apply ([`UriRef::normalize_with`](crate::RiRef::normalize_with)), and so which equivalence
/// [`UriRef::equivalent`](crate::RiRef::equivalent) decides: with neither level, simple string comparison (6.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NormalizeOptions<'p> {
    /// Syntax-based normalization (6.2.2): scheme and host in lowercase, hex digits of
    /// percent-encodings in uppercase, percent-encoded unreserved characters decoded, and dot
    /// segments removed.
    pub syntax_based: bool,
    /// Scheme-based normalization (6.2.3): with an authority, an empty path written `/`; an
    /// empty port, or the scheme's default port, removed; other ports without leading zeros.
    pub scheme_based: bool,
    /// Drop the fragment, as section 6.1 advises when a URI is compared for a network action.
    pub ignore_fragment: bool,
    /// Default ports besides [`DEFAULT_PORTS`], looked up first (so they can also override
    /// it); scheme names are matched in any case.
    pub default_ports: &'p [(&'p str, u16)],
}

impl NormalizeOptions<'static> {
    /// Both levels: syntax-based and scheme-based normalization.
    pub const FULL: NormalizeOptions<'static> = NormalizeOptions {
        syntax_based: true,
        scheme_based: true,
        ignore_fragment: false,
        default_ports: &[],
    };
    /// Syntax-based normalization only.
    pub const SYNTAX: NormalizeOptions<'static> = NormalizeOptions {
        scheme_based: false,
        ..NormalizeOptions::FULL
    };
    /// Scheme-based normalization only.
    pub const SCHEME: NormalizeOptions<'static> = NormalizeOptions {
        syntax_based: false,
        ..NormalizeOptions::FULL
    };
    /// Nothing: the text is left as it is (but see `ignore_fragment`), and comparison is
    /// simple string comparison.
    pub const NONE: NormalizeOptions<'static> = NormalizeOptions {
        syntax_based: false,
        scheme_based: false,
        ..NormalizeOptions::FULL
    };
}

impl Default for NormalizeOptions<'static> {
    /// [`NormalizeOptions::FULL`].
    fn default() -> NormalizeOptions<'static> {
        NormalizeOptions::FULL
    }
}

impl NormalizeOptions<'_> {
    /// The default port of `scheme` (any case): from [`default_ports`](Self::default_ports)
    /// first, then [`DEFAULT_PORTS`].
    ///
    /// ```
    /// use rfc3986::NormalizeOptions;
    ///
    /// let options = NormalizeOptions { default_ports: &[("myproto", 4242)], ..NormalizeOptions::FULL };
    /// assert_eq!(options.default_port("HTTPS"), Some(443));
    /// assert_eq!(options.default_port("myproto"), Some(4242));
    /// assert_eq!(options.default_port("mailto"), None);
    /// ```
    pub fn default_port(&self, scheme: &str) -> Option<u16> {
        self.default_ports
            .iter()
            .chain(DEFAULT_PORTS)
            .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
            .map(|&(_, port)| port)
    }
}

/// A reference in normal form: the reference itself when it was already normal (nothing was
/// allocated), or the rewritten text.
///
/// `Eq`, `Hash` and `Ord` compare the normalized text, so a `HashSet<Normalized>` or a
/// `BTreeSet<Normalized>` holds one entry per equivalence class (when every key was made with
/// the same options); `Borrow<str>` looks one up by its text.
///
/// ```
/// use std::collections::HashSet;
/// use rfc3986::UriRef;
///
/// let inputs = ["http://example.com", "HTTP://example.com:80/", "http://Example.COM/%7e", "http://example.com/~"];
/// let unique: HashSet<_> = inputs.iter().map(|s| UriRef::parse(s).unwrap().normalize()).collect();
/// assert_eq!(unique.len(), 2);
/// ```
#[derive(Clone)]
pub enum Normalized<'a, G: Grammar = Uri> {
    /// The reference was already normal (or only lost a trailing part, such as an ignored
    /// fragment): it is borrowed, not copied.
    Borrowed(RiRef<'a, G>),
    /// The reference was rewritten.
    Owned(RiRefBuf<G>),
}

impl<'a, G: Grammar> Normalized<'a, G> {
    /// The normal form as a reference.
    #[deprecated(note = "renamed to as_ri_ref")]
    pub fn as_uri_ref(&self) -> RiRef<'_, G> {
        self.as_ri_ref()
    }

    /// The normal form as a reference: a [`UriRef`](crate::UriRef) for a URI, an
    /// [`IriRef`](crate::IriRef) for an IRI.
    pub fn as_ri_ref(&self) -> RiRef<'_, G> {
        match self {
            Normalized::Borrowed(r) => *r,
            Normalized::Owned(buf) => buf.as_ri_ref(),
        }
    }

    /// The normal form's text.
    pub fn as_str(&self) -> &str {
        match self {
            Normalized::Borrowed(r) => r.as_str(),
            Normalized::Owned(buf) => buf.as_str(),
        }
    }

    /// Whether normalization changed the text (a borrowed result can still be shorter than
    /// the input when a fragment was ignored).
    pub fn is_owned(&self) -> bool {
        matches!(self, Normalized::Owned(_))
    }

    /// The normal form, owned (copied if it was borrowed).
    pub fn into_owned(self) -> RiRefBuf<G> {
        match self {
            Normalized::Borrowed(r) => RiRefBuf::from(r),
            Normalized::Owned(buf) => buf,
        }
    }
}

impl<G: Grammar> fmt::Display for Normalized<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<G: Grammar> fmt::Debug for Normalized<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_ri_ref(), f)
    }
}

impl<G: Grammar> AsRef<str> for Normalized<'_, G> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<G: Grammar> core::borrow::Borrow<str> for Normalized<'_, G> {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl<G: Grammar> PartialEq for Normalized<'_, G> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl<G: Grammar> Eq for Normalized<'_, G> {}

impl<G: Grammar> Hash for Normalized<'_, G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl<G: Grammar> PartialOrd for Normalized<'_, G> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<G: Grammar> Ord for Normalized<'_, G> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl<G: Grammar> PartialEq<str> for Normalized<'_, G> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl<G: Grammar> PartialEq<&str> for Normalized<'_, G> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl<'a, G: Grammar> RiRef<'a, G> {
    /// The normal form under both levels of section 6.2 ([`NormalizeOptions::FULL`]).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
    /// assert_eq!(uri.normalize(), "example://a/b/c/%7Bfoo%7D");
    /// assert_eq!(UriRef::parse("HTTP://www.EXAMPLE.com:80")?.normalize(), "http://www.example.com/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[inline]
    pub fn normalize(&self) -> Normalized<'a, G> {
        self.normalize_with(NormalizeOptions::FULL)
    }

    /// The normal form under `options`, in one pass; borrowed when nothing changes.
    ///
    /// Syntax-based ([6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2)):
    /// - the scheme in lowercase;
    /// - in user info, host, path, query and fragment, a `%XX` of an unreserved character
    ///   decoded (`%7e` is `~`), and the hex digits of every other `%XX` in uppercase; a
    ///   reserved character is never decoded;
    /// - a reg-name host in lowercase after that (`%41.com` is `a.com`), an IP literal in
    ///   lowercase (no RFC 5952 rewriting) but for a zone identifier (RFC 6874), whose case is
    ///   kept (`[FE80::1%25En1]` is `[fe80::1%25En1]`), user info as written;
    /// - dot segments removed from the path after the decoding (`/%2E%2E/b` is `/b`), when the
    ///   reference has a scheme or an authority or its path starts with `/`; a relative path
    ///   (`../a/./b`) keeps them, as their meaning depends on the base it will be resolved
    ///   against.
    ///
    /// Scheme-based ([6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)): with an
    /// authority, an empty path becomes `/`; an empty port and the scheme's default port
    /// ([`NormalizeOptions::default_port`]) are removed, and other ports lose their leading
    /// zeros; empty query and fragment delimiters are kept (`http://example.com/?` is not
    /// `http://example.com/`).
    ///
    /// The normal form is equivalent to the reference by section 6's ladder, and keeps its
    /// scheme, authority, query and fragment: when there is no authority and the path comes to
    /// start with `//` (`foo:/a/..//evil`), it is written after `/.` (`foo:/.//evil`), which a
    /// second normalization leaves as it is; otherwise `evil` would read as an authority.
    /// Normalization is idempotent.
    ///
    /// One caveat comes from the RFC itself: `%2E` is a dot here (6.2.2.2), but resolution
    /// (5.2.4) removes only the text `.` and `..`. So `http://h/b/c/%2E/..` normalizes to
    /// `http://h/b/`, while a resolver that meets it as a reference keeps `http://h/b/c/`; a
    /// filter that checks paths should normalize before it resolves or compares (as
    /// [`equivalent_against`](Self::equivalent_against) does). Hosts are compared as text:
    /// `127.1` and `127.0.0.1` are different hosts here; see
    /// [`Host::ipv4_as_resolved`](crate::Host::ipv4_as_resolved) for what resolvers make of them.
    ///
    /// A reference within two bytes of [`MAX_LEN`](crate::MAX_LEN) whose normal form would be
    /// longer than that is returned as it is (`Borrowed`).
    ///
    /// ```
    /// use rfc3986::{NormalizeOptions, UriRef};
    ///
    /// let uri = UriRef::parse("HTTP://User@Example.COM:080/a/%2e%2E/b/%7E?%3d#Frag")?;
    /// assert_eq!(uri.normalize_with(NormalizeOptions::FULL), "http://User@example.com/b/~?%3D#Frag");
    /// assert_eq!(uri.normalize_with(NormalizeOptions::SYNTAX), "http://User@example.com:080/b/~?%3D#Frag");
    /// assert_eq!(uri.normalize_with(NormalizeOptions::SCHEME), "HTTP://User@Example.COM/a/%2e%2E/b/%7E?%3d#Frag");
    ///
    /// let network = NormalizeOptions { ignore_fragment: true, ..NormalizeOptions::FULL };
    /// assert_eq!(uri.normalize_with(network), "http://User@example.com/b/~?%3D");
    ///
    /// let clean = UriRef::parse("http://example.com/a?b")?;
    /// assert!(!clean.normalize().is_owned());
    /// assert_eq!(UriRef::parse("foo:/a/..//evil")?.normalize(), "foo:/.//evil");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[inline]
    pub fn normalize_with(&self, options: NormalizeOptions<'_>) -> Normalized<'a, G> {
        if certainly_normal(self, options) {
            return Normalized::Borrowed(*self);
        }
        self.normalize_fully(options)
    }

    /// [`normalize_with`](Self::normalize_with) past the quick look: the full pass, which
    /// still borrows the reference when nothing changes.
    fn normalize_fully(self, options: NormalizeOptions<'_>) -> Normalized<'a, G> {
        // A reference within two bytes of `MAX_LEN` whose normal form would be longer than
        // that is left as it is: its offsets could not be kept.
        let mut text = String::new();
        match Normalizer::new(&self, options, &mut text).run() {
            Ok(Rewritten::Borrowed(r)) => Normalized::Borrowed(r),
            Ok(Rewritten::Owned(offsets)) => Normalized::Owned(RiRefBuf::recomposed(text, offsets)),
            Err(_) => Normalized::Borrowed(self),
        }
    }

    /// Whether this reference and `other` are equivalent under `options`: the same text once
    /// both are normalized. [`NormalizeOptions::NONE`] is simple string comparison (6.2.1),
    /// with the fragment left out if `ignore_fragment` is set.
    ///
    /// Two IRIs are compared, with syntax-based normalization, by their URI mappings
    /// ([`IriRef::to_uri`](crate::IriRef::to_uri)), as RFC 3987 section 5.3 has it: so an IRI
    /// is equivalent to its mapping, taken as an IRI ([`IriRef::from`](crate::IriRef)), even
    /// where the mapping keeps a character encoded that the IRI holds as itself (a
    /// bidirectional formatting character).
    ///
    /// ```
    /// use rfc3986::{IriRef, NormalizeOptions, UriRef};
    ///
    /// let iri = IriRef::parse("http://example.org/r\u{E9}sum\u{E9}")?;
    /// let uri = UriRef::parse("http://example.org/r%c3%a9sum%C3%A9")?;
    /// assert!(iri.equivalent(&IriRef::from(uri), NormalizeOptions::SYNTAX));
    /// assert!(!iri.equivalent(&IriRef::from(uri), NormalizeOptions::NONE));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    ///
    /// ```
    /// use rfc3986::{NormalizeOptions, UriRef};
    ///
    /// let a = UriRef::parse("http://example.com")?;
    /// let b = UriRef::parse("HTTP://example.com:/")?;
    /// assert!(a.equivalent(&b, NormalizeOptions::FULL));
    /// assert!(!a.equivalent(&b, NormalizeOptions::SYNTAX));
    /// assert!(!a.equivalent(&b, NormalizeOptions::NONE));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn equivalent(&self, other: &RiRef<'_, G>, options: NormalizeOptions<'_>) -> bool {
        let non_ascii = !(self.as_str().is_ascii() && other.as_str().is_ascii());
        if G::IRI && options.syntax_based && non_ascii {
            if let (Ok(a), Ok(b)) = (uri_mapping(self), uri_mapping(other)) {
                return a.as_ri_ref().equivalent(&b.as_ri_ref(), options);
            }
        }
        self.normalize_with(options).as_str() == other.normalize_with(options).as_str()
    }

    /// Whether this reference and `other`, both resolved against `base` first
    /// ([`resolve`](Self::resolve)), are equivalent under `options`.
    ///
    /// With syntax-based normalization, each reference is normalized before it is resolved
    /// too, so that a `%2E` segment counts as the dot it is equivalent to (section 6.2.2.2)
    /// before resolution removes dot segments, which it does by their text only (5.2.4):
    /// `%2E/..` against `http://h/b/c/d` is then `http://h/b/`, as `./..` is, and as
    /// normalizing `http://h/b/c/%2E/..` gives.
    ///
    /// ```
    /// use rfc3986::{NormalizeOptions, UriRef};
    ///
    /// let base = UriRef::parse("http://example.com/a/b")?;
    /// let a = UriRef::parse("../c#x")?;
    /// let b = UriRef::parse("HTTP://EXAMPLE.COM:80/c")?;
    /// let network = NormalizeOptions { ignore_fragment: true, ..NormalizeOptions::FULL };
    /// assert!(a.equivalent_against(&b, &base, network)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equivalent_against(
        &self,
        other: &RiRef<'_, G>,
        base: &RiRef<'_, G>,
        options: NormalizeOptions<'_>,
    ) -> Result<bool, ResolveError> {
        let resolved = |r: &RiRef<'_, G>| {
            if options.syntax_based {
                base.resolve(&r.normalize_with(NormalizeOptions::SYNTAX).as_ri_ref())
            } else {
                base.resolve(r)
            }
        };
        let a = resolved(self)?;
        let b = resolved(other)?;
        Ok(a.as_ri_ref().equivalent(&b.as_ri_ref(), options))
    }
}

/// Whether `r` is already normal under `options`, by a quick look that may say no to a
/// normal reference (which the full pass then borrows all the same), but never yes to one that
/// is not: no `%` anywhere, no uppercase letter before the path (user info included, to keep it
/// simple), no `/.` anywhere, no dot segment starting the path; no port and no empty path after
/// an authority; no fragment to drop.
#[inline(always)]
fn certainly_normal<G: Grammar>(r: &RiRef<'_, G>, options: NormalizeOptions<'_>) -> bool {
    // Offsets rather than slices of the text: no test of character boundaries.
    let bytes = r.as_str().as_bytes();
    let offsets = r.offsets();
    let (path_start, path_end) = (offsets.path_start as usize, offsets.path_end as usize);
    let has_fragment = (offsets.query_end as usize) < bytes.len();
    if options.ignore_fragment && has_fragment {
        return false;
    }
    if options.scheme_based
        && r.has_authority()
        && (path_start == path_end || offsets.host_end < offsets.path_start)
    {
        return false;
    }
    if options.syntax_based {
        // Most references have none of the marks, and one pass says so; the full pass looks
        // again at the few that have one (`/.well-known`, say, is already normal).
        if scan::may_normalize(bytes, path_start) {
            return false;
        }
        // A dot segment starts the path or follows a `/` (a mark).
        if path_start < path_end && bytes[path_start] == b'.' && has_dot_segments(*r, r.path()) {
            return false;
        }
    }
    true
}

/// Whether `path`, the path of `r` (or its normalized text), has dot segments to remove: never
/// for a relative path, whose dot segments stay; and not for the `/.` that keeps a path
/// without an authority from starting with `//` (`foo:/.//x` is normal).
fn has_dot_segments<G: Grammar>(r: RiRef<'_, G>, path: &str) -> bool {
    let absolute = r.scheme().is_some() || r.has_authority() || path.starts_with('/');
    let path = match path.strip_prefix("/.") {
        Some(rest) if rest.starts_with("//") && !r.has_authority() => rest,
        _ => path,
    };
    absolute && dot_segment(path.as_bytes()).is_some()
}

/// How the bytes of a component are rewritten by syntax-based normalization.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Case {
    /// As written (user info, path, query, fragment).
    Keep,
    /// ASCII letters to lowercase (a reg-name), except in the `%XX` left encoded.
    Lower,
}

struct Normalizer<'r, 'a, 'p, 't, G: Grammar> {
    reference: &'r RiRef<'a, G>,
    options: NormalizeOptions<'p>,
    out: Writer<'a, 't>,
    /// Whether the reference has a `%` at all: most have none, and then only case can change.
    any_percent: bool,
}

impl<'r, 'a, 'p, 't, G: Grammar> Normalizer<'r, 'a, 'p, 't, G> {
    /// The normalization of `reference`, written into `text` (empty) if it differs.
    fn new(
        reference: &'r RiRef<'a, G>,
        options: NormalizeOptions<'p>,
        text: &'t mut String,
    ) -> Self {
        Normalizer {
            reference,
            options,
            out: Writer::borrowing(reference.as_str(), text),
            any_percent: reference.as_str().contains('%'),
        }
    }

    /// The normal form, or `TooLong` when it would be longer than
    /// [`MAX_LEN`](crate::MAX_LEN) (a path guard can add two bytes).
    fn run(mut self) -> Result<Rewritten<'a, G>, TooLong> {
        let r = self.reference;
        let src = r.offsets();
        if src.scheme_end != 0 {
            self.lowercase(src.scheme_end as usize);
            self.out.end_scheme();
            self.out.keep(src.scheme_end as usize + 1);
        }
        if r.has_authority() {
            self.authority(src);
        } else {
            self.out.keep(src.path_start as usize);
        }
        self.out.start_path();
        self.path(src);
        self.out.end_path();
        if r.query().is_some() {
            self.out.keep(src.path_end as usize + 1);
            self.encoded(src.query_end as usize, Case::Keep);
        }
        self.out.end_query();
        if r.fragment().is_some() {
            if self.options.ignore_fragment {
                self.out.skip(r.as_str().len());
            } else {
                self.out.keep(src.query_end as usize + 1);
                self.encoded(r.as_str().len(), Case::Keep);
            }
        }
        self.out.finish_borrowing()
    }

    fn authority(&mut self, src: Offsets) {
        let r = self.reference;
        let host_start = src.host_start as usize;
        let host_end = src.host_end as usize;
        // `//`, then the user info and its `@`, if any.
        let authority_start = self.out.source().1 + 2;
        self.out.keep(authority_start);
        if host_start > authority_start {
            self.encoded(host_start - 1, Case::Keep);
            self.out.keep(host_start);
        }
        self.out.start_host();
        if r.as_str().as_bytes().get(host_start) == Some(&b'[') {
            match zone::split(&r.as_str()[host_start..host_end]) {
                // The address in lowercase, and the zone identifier as written (it names an
                // interface as the system does, case-sensitive: RFC 4007 section 11), but for
                // its percent-encodings, normalized as everywhere else (the `]` after it has
                // nothing to change).
                Some((pct, _)) => {
                    self.lowercase(host_start + pct + 3);
                    self.encoded(host_end, Case::Keep);
                }
                None => self.lowercase(host_end),
            }
        } else {
            self.encoded(host_end, Case::Lower);
        }
        self.out.end_host();
        let path_start = src.path_start as usize;
        match r.port() {
            Some(port) if self.options.scheme_based => {
                let digits = port.trim_start_matches('0');
                let value = if digits.is_empty() && !port.is_empty() {
                    "0"
                } else {
                    digits
                };
                let default = r.scheme().and_then(|s| self.options.default_port(s));
                if value.is_empty() || default.is_some_and(|d| value.parse::<u16>() == Ok(d)) {
                    self.out.skip(path_start);
                } else if value.len() < port.len() {
                    self.out.keep(host_end + 1);
                    self.out.skip(path_start);
                    self.out.push(value);
                } else {
                    self.out.keep(path_start);
                }
            }
            _ => self.out.keep(path_start),
        }
    }

    /// The path: a `/` for an empty one after an authority (scheme-based); its
    /// percent-encodings normalized, then its dot segments removed (syntax-based).
    fn path(&mut self, src: Offsets) {
        let r = self.reference;
        let path = r.path();
        let path_end = src.path_end as usize;
        if self.options.scheme_based && r.has_authority() && path.is_empty() {
            self.out.push("/");
            return;
        }
        if !self.options.syntax_based {
            self.out.keep(path_end);
            return;
        }
        let start = self.out.path_start();
        match self.first_change(path_end, Case::Keep) {
            None if has_dot_segments(*r, path) => {
                self.out.skip(path_end);
                remove_dot_segments_into(path, self.out.path_text());
            }
            None => self.out.keep(path_end),
            Some(first) => {
                self.encoded_from(first, path_end, Case::Keep);
                if has_dot_segments(*r, &self.out.written()[start..]) {
                    // Decoding made dot segments (`%2E` is `.`): remove them where they are.
                    let text = self.out.path_text();
                    let mut bytes = core::mem::take(text).into_bytes();
                    remove_dot_segments_in_place(&mut bytes, start);
                    *text = utf8_string(bytes);
                }
            }
        }
    }

    /// Where the first byte that syntax-based normalization changes is, from the current
    /// position to `end`.
    fn first_change(&self, end: usize, case: Case) -> Option<usize> {
        let (source, mut i) = self.out.source();
        let text = &source[..end];
        let src = text.as_bytes();
        let beyond = self.beyond_at(i);
        if case == Case::Lower {
            // Most hosts are already lowercase without `%`: say so without a branch per byte.
            let flagged = src[i..]
                .iter()
                .fold(false, |any, &b| any | b.is_ascii_uppercase() | (b == b'%'));
            if !flagged {
                return None;
            }
            while i < end {
                if needs_change(src, i, case, beyond) {
                    return Some(i);
                }
                i += if src[i] == b'%' { 3 } else { 1 };
            }
            return None;
        }
        if !self.any_percent {
            return None;
        }
        // Only a `%` can change: jump from one to the next (`find` looks with `memchr`).
        while let Some(at) = text[i..].find('%') {
            i += at;
            if needs_change(src, i, case, beyond) {
                return Some(i);
            }
            i += 3;
        }
        None
    }

    /// Copies the source up to `end` with its percent-encodings normalized (and its letters in
    /// lowercase for `Case::Lower`), when syntax-based normalization is on.
    fn encoded(&mut self, end: usize, case: Case) {
        if !self.options.syntax_based {
            return self.out.keep(end);
        }
        match self.first_change(end, case) {
            Some(first) => self.encoded_from(first, end, case),
            None => self.out.keep(end),
        }
    }

    /// [`encoded`](Self::encoded), where the first change is at `first`.
    fn encoded_from(&mut self, first: usize, end: usize, case: Case) {
        self.out.keep(first);
        self.out.skip(end);
        let source = self.out.source().0;
        let src = source.as_bytes();
        let beyond = self.beyond_at(first);
        let text = self.out.text();
        let start = text.len();
        let mut i = first;
        while i < end {
            // Up to the next `%`, the text stays as it is: copy it at once.
            let run = source[i..end].find('%').unwrap_or(end - i);
            text.push_str(&source[i..i + run]);
            i += run;
            if i < end {
                let after = &src[i + 1..];
                match pct_encoded_octet(after).filter(|&b| is_unreserved(b)) {
                    Some(byte) => {
                        text.push(char::from(byte));
                        i += 3;
                    }
                    None => match encoded_iri_char(after, beyond) {
                        Some((c, len)) => {
                            text.push(c);
                            i += 1 + len;
                        }
                        None => {
                            text.push('%');
                            text.push(char::from(after[0].to_ascii_uppercase()));
                            text.push(char::from(after[1].to_ascii_uppercase()));
                            i += 3;
                        }
                    },
                }
            }
        }
        if case == Case::Lower {
            lowercase_keeping_hex(&mut text[start..]);
        }
    }

    /// What the grammar takes beyond ASCII in the component at byte `i` of the source: for an
    /// IRI, what a `%XX` run may be decoded to (RFC 3987 section 5.3.2.3); nothing for a URI.
    #[inline(always)]
    fn beyond_at(&self, i: usize) -> NonAsciiChars {
        let src = self.reference.offsets();
        if !G::IRI {
            NonAsciiChars::Nothing
        } else if i > src.path_end as usize && i < src.query_end as usize {
            NonAsciiChars::UcscharOrIprivate
        } else {
            NonAsciiChars::Ucschar
        }
    }

    /// Copies the source up to `end` in lowercase (the scheme, an IP literal), under
    /// syntax-based normalization.
    fn lowercase(&mut self, end: usize) {
        let (source, pos) = self.out.source();
        let piece = &source[pos..end];
        if self.options.syntax_based && piece.bytes().any(|b| b.is_ascii_uppercase()) {
            self.out.skip(end);
            let text = self.out.text();
            let start = text.len();
            text.push_str(piece);
            text[start..].make_ascii_lowercase();
        } else {
            self.out.keep(end);
        }
    }
}

/// Lowercases `text` in place, but for the hex digits of its `%XX`, which stay uppercase.
fn lowercase_keeping_hex(text: &mut str) {
    text.make_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = text[from..].find('%') {
        let digits = from + at + 1;
        if let Some(hex) = text.get_mut(digits..digits + 2) {
            hex.make_ascii_uppercase();
        }
        from = digits;
    }
}

/// Whether the byte at `i` changes under syntax-based normalization: a `%XX` of an unreserved
/// character or with a lowercase hex digit, the first `%XX` of a character that an IRI takes
/// there as itself (`beyond`), or an uppercase letter for `Case::Lower`. A parsed reference's
/// `%` is always followed by two hex digits.
#[inline]
fn needs_change(src: &[u8], i: usize, case: Case, beyond: NonAsciiChars) -> bool {
    match src[i] {
        b'%' => {
            let (high, low) = (src[i + 1], src[i + 2]);
            pct_encoded_octet(&src[i + 1..]).is_some_and(is_unreserved)
                || high.is_ascii_lowercase()
                || low.is_ascii_lowercase()
                || encoded_iri_char(&src[i + 1..], beyond).is_some()
        }
        b => case == Case::Lower && b.is_ascii_uppercase(),
    }
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
fn is_unreserved(byte: u8) -> bool {
    UNRESERVED.contains(byte)
}

/// Bytes moved around by [`remove_dot_segments_in_place`], which moves whole segments (cut at
/// `/`, never inside a character): still UTF-8, so the conversion never fails (and would not
/// lose a byte if it did).
fn utf8_string(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::LEN_LIMIT;
    use crate::reference::UriRef;
    use alloc::format;

    /// The quick look never calls normal what the full pass would change.
    #[test]
    fn the_quick_look_agrees_with_the_full_pass() {
        let pieces = [
            "http:", "HTTP:", "//", "a", "B", "/", ".", "..", "%41", "%2f", ":80", ":", "?", "#",
            "@",
        ];
        let options = [
            NormalizeOptions::FULL,
            NormalizeOptions::SYNTAX,
            NormalizeOptions::SCHEME,
            NormalizeOptions::NONE,
            NormalizeOptions {
                ignore_fragment: true,
                ..NormalizeOptions::FULL
            },
        ];
        let mut checked = 0;
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces {
                        let text = format!("{a}{b}{c}{d}");
                        let Ok(r) = UriRef::parse(&text) else {
                            continue;
                        };
                        for option in &options {
                            if certainly_normal(&r, *option) {
                                let full = Normalizer::new(&r, *option, &mut String::new()).run();
                                let Ok(Rewritten::Borrowed(full)) = full else {
                                    panic!("{text} {option:?}: rewritten");
                                };
                                assert_eq!(full.as_str(), text, "{text} {option:?}");
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// The quick look takes the references it is meant for: those with nothing that a level
    /// asked for could change, a fragment kept, an empty path without an authority, a path
    /// after an authority without a port; and leaves the rest to the full pass.
    #[test]
    fn the_quick_look_takes_what_is_plainly_normal() {
        let quick = |text: &str, options| certainly_normal(&UriRef::parse(text).unwrap(), options);
        for (text, options) in [
            ("http://h/a#f", NormalizeOptions::FULL),
            ("foo:a", NormalizeOptions::FULL),
            ("foo:", NormalizeOptions::FULL),
            ("", NormalizeOptions::NONE),
            ("http://h/a", NormalizeOptions::FULL),
            ("HTTP://H:80", NormalizeOptions::NONE),
            ("http://h:80", NormalizeOptions::SYNTAX),
        ] {
            assert!(quick(text, options), "{text} {options:?}");
        }
        let network = NormalizeOptions {
            ignore_fragment: true,
            ..NormalizeOptions::NONE
        };
        for (text, options) in [
            ("http://h/a#f", network),
            ("http://h", NormalizeOptions::SCHEME),
            ("http://h:1/", NormalizeOptions::SCHEME),
            ("HTTP://h/", NormalizeOptions::SYNTAX),
            ("http://h/./a", NormalizeOptions::SYNTAX),
        ] {
            assert!(!quick(text, options), "{text} {options:?}");
        }
    }

    /// A normal form longer than the limit (here an `http` reference with an empty path, which
    /// gets a `/`) is the reference as it is. (The crate's unit tests have a limit of their
    /// own, of a few hundred bytes: see `LEN_LIMIT`.)
    #[test]
    fn a_normal_form_too_long_is_the_reference_as_it_is() {
        let longest = ["HTTP://", &"h".repeat(LEN_LIMIT - 7)].concat();
        let normal = UriRef::parse(&longest).expect("valid").normalize();
        assert!(!normal.is_owned());
        assert_eq!(normal.as_str(), longest);
        let shorter = UriRef::parse(&longest[..LEN_LIMIT - 1]).expect("valid");
        assert_eq!(
            shorter.normalize().as_str(),
            ["http://", &"h".repeat(LEN_LIMIT - 8), "/"].concat()
        );
    }
}
