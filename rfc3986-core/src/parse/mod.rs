//! Bytes to validated component offsets, in linear time
//! ([RFC 3986 Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)).
//!
//! The entry point [`parse`] reads a `URI-reference` (or one of the stricter rules) left to
//! right, in one pass in the common case, checking every byte against the table of the component it is in, and records where
//! each component starts and ends. It never allocates. Where a problem is found is decided by
//! the rules written down in `tests/data/README.md`.
//!
//! The rules of the host are in [`host`] (`IP-literal`, `IPv4address`, `IPv6address`,
//! `IPvFuture`, `reg-name`, and the [`Host`](host::Host) they make), with the zone identifiers
//! of RFC 6874 in [`zone`]; what the parser accepts beyond RFC 3986 is in [`ParseOptions`].

use crate::chars::{Class, DIGIT, ISEGMENT_NZ_NC, SCHEME, SEGMENT_NZ_NC};
use crate::error::{Component, ParseError, ParseErrorKind};
use crate::grammar::{classes, Grammar};
use crate::limits::{too_long, LEN_LIMIT};
use crate::scan::{run_end, run_end_encoded, run_end_short, Utf8, Vectors};

pub(crate) mod host;
#[cfg(rfc3986_sse2)]
mod structural;
pub(crate) mod zone;

use host::{ip_literal, reg_name};

// A reference's first segment is scanned on from the end of a run of scheme characters (no `:`
// after it): every scheme character is in `segment-nz-nc` (and `isegment-nz-nc`).
const _: () = assert!(SCHEME.ascii_bits() & !SEGMENT_NZ_NC.ascii_bits() == 0);
const _: () = assert!(SCHEME.ascii_bits() & !ISEGMENT_NZ_NC.ascii_bits() == 0);

/// What the parser accepts beyond RFC 3986. The default, [`ParseOptions::STRICT`], is RFC 3986
/// to the letter, as the entry points without options are
/// ([`RiRef::parse`](crate::RiRef::parse) and the others, `FromStr`, `TryFrom`, `serde`).
///
/// The entry points that take options: [`RiRef::parse_with`](crate::RiRef::parse_with),
/// [`RiRef::parse_bytes_with`](crate::RiRef::parse_bytes_with),
/// [`RiRefBuf::parse_with`](crate::RiRefBuf::parse_with), [`Host::parse_with`](crate::Host::parse_with),
/// [`Host::parse_iri_with`](crate::Host::parse_iri_with), and for a host given to an owned
/// reference, [`RiRefBuf::set_host_with`](crate::RiRefBuf::set_host_with) and
/// [`Builder::host_with`](crate::Builder::host_with).
///
/// ```
/// use core::net::Ipv6Addr;
/// use rfc3986::{Host, ParseErrorKind, ParseOptions, UriRef};
///
/// let uri = UriRef::parse_with("http://[fe80::a%25en1]/", ParseOptions::RFC6874)?;
/// let address: Ipv6Addr = "fe80::a".parse().unwrap();
/// assert_eq!(uri.host(), Some(Host::Ipv6Zoned { address, zone_id: "en1" }));
///
/// let err = UriRef::parse("http://[fe80::a%25en1]/").unwrap_err();
/// assert_eq!(err.kind(), ParseErrorKind::ZoneIdNotAllowed);
/// assert_eq!(err.index(), 15);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParseOptions {
    /// Accept an IPv6 address with a zone identifier in an IP literal
    /// ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)): `[fe80::1%25eth0]`, the zone
    /// after `%25` (a percent-encoded `%`), made of unreserved characters and
    /// percent-encodings.
    pub zone_id: bool,
}

impl ParseOptions {
    /// RFC 3986 to the letter: no zone identifiers. The default.
    pub const STRICT: ParseOptions = ParseOptions { zone_id: false };
    /// RFC 3986 with the IP literals of RFC 6874: zone identifiers accepted.
    pub const RFC6874: ParseOptions = ParseOptions { zone_id: true };
}

/// The input of one parse and how to read it: what every rule of the parser reads, one value
/// passed by copy (its fields stay in registers once the rules are inlined).
#[derive(Clone, Copy)]
pub(crate) struct Input<'a> {
    /// The bytes.
    pub(crate) s: &'a [u8],
    /// What the parser accepts beyond RFC 3986.
    pub(crate) options: ParseOptions,
    /// Whether `s` is known to be UTF-8.
    pub(crate) utf8: Utf8,
    /// Which vector instructions the scans use.
    pub(crate) vectors: Vectors,
}

impl Input<'_> {
    /// The end of the run of `class` and percent-encodings from `start`, in `component`
    /// ([`run_end_encoded`]).
    #[inline(always)]
    fn run_end_encoded(
        self,
        start: usize,
        class: &Class,
        component: Component,
    ) -> Result<usize, ParseError> {
        run_end_encoded(self.s, start, class, component, self.utf8, self.vectors)
    }
}

/// Which rule of the grammar the input must match.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rule {
    /// `URI-reference = URI / relative-ref`
    Reference,
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
    Uri,
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]`
    AbsoluteUri,
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`
    RelativeRef,
}

/// Where the components of a parsed reference are; every component is a slice of the input.
///
/// - scheme: `..scheme_end`, absent when `scheme_end` is 0 (a scheme is never empty); the `:`
///   is at `scheme_end`;
/// - authority: present when `host_start` is not 0 (an authority follows at least `//`); it
///   starts two bytes after the scheme's `:` (or at 2); user info is present when the host does
///   not start there, and ends one byte (the `@`) before `host_start`;
/// - host: `host_start..host_end`; port: present when `host_end < path_start`, after the `:` at
///   `host_end`;
/// - path: `path_start..path_end`;
/// - query: present when `query_end > path_end`, after the `?` at `path_end`;
/// - fragment: present when `query_end` is before the end, after the `#` at `query_end`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Offsets {
    pub(crate) scheme_end: u32,
    pub(crate) host_start: u32,
    pub(crate) host_end: u32,
    pub(crate) path_start: u32,
    pub(crate) path_end: u32,
    pub(crate) query_end: u32,
}

impl Offsets {
    /// The offsets `[scheme_end, host_start, host_end, path_start, path_end, query_end]`, each
    /// at most the input's length, which fits in a `u32`.
    #[inline(always)]
    fn narrowed(offsets: [usize; 6]) -> Offsets {
        Offsets::of(offsets.map(|offset| offset as u32))
    }

    /// The offsets `[scheme_end, host_start, host_end, path_start, path_end, query_end]`.
    #[inline(always)]
    pub(crate) const fn of(parts: [u32; 6]) -> Offsets {
        let [scheme_end, host_start, host_end, path_start, path_end, query_end] = parts;
        Offsets {
            scheme_end,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        }
    }
}

/// Parses `s` as `rule`, with `options`, into component offsets; `utf8` says whether `s` is
/// known to be UTF-8, `vectors` which vector instructions the scans use. (Inlined into its
/// callers: see `PERFORMANCE.md`.)
#[inline(always)]
pub(crate) fn parse<G: Grammar>(
    s: &[u8],
    rule: Rule,
    options: ParseOptions,
    utf8: Utf8,
    vectors: Vectors,
) -> Result<Offsets, ParseError> {
    let input = Input {
        s,
        options,
        utf8,
        vectors,
    };
    // The common shapes of 32 bytes and more, placed at once where the processor can (a longer
    // one's path scanned on from its sixty-fourth byte); the general reading for the rest, and
    // for every error.
    #[cfg(rfc3986_sse2)]
    let placed = if s.len() <= 64 {
        if let Some(offsets) = structural::parse::<G>(s, rule, vectors) {
            return Ok(offsets);
        }
        None
    } else {
        structural::parse_head::<G>(s, rule, vectors)
    };
    #[cfg(not(rfc3986_sse2))]
    let placed = None;
    read::<G>(input, rule, placed)
}

/// The scheme, the host and the start of the path of a reference (as in [`Offsets`]), found
/// before the rest of the path is scanned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Head {
    scheme_end: usize,
    host_start: usize,
    host_end: usize,
    path_start: usize,
}

impl Head {
    /// The head of `offsets` (the structural pass's, of the first sixty-four bytes).
    #[cfg(rfc3986_sse2)]
    #[inline(always)]
    fn of(offsets: Offsets) -> Head {
        Head {
            scheme_end: offsets.scheme_end as usize,
            host_start: offsets.host_start as usize,
            host_end: offsets.host_end as usize,
            path_start: offsets.path_start as usize,
        }
    }

    /// The offsets of a reference with this head whose path ends at `path_end` and query at
    /// `query_end`, each at most the input's length, which fits in a `u32`.
    #[inline(always)]
    fn offsets(self, path_end: usize, query_end: usize) -> Offsets {
        let Head {
            scheme_end,
            host_start,
            host_end,
            path_start,
        } = self;
        Offsets::narrowed([
            scheme_end, host_start, host_end, path_start, path_end, query_end,
        ])
    }
}

/// [`parse`] by reading `s` left to right, a scan per component: what the parser does for every
/// input the structural pass ([`structural`]) does not answer for. Where that pass `placed` the
/// head of a longer input, reading starts in the path, at its sixty-fourth byte.
#[inline(always)]
fn read<G: Grammar>(
    input: Input<'_>,
    rule: Rule,
    placed: Option<Head>,
) -> Result<Offsets, ParseError> {
    if too_long(input.s.len()) {
        return Err(ParseError::new(ParseErrorKind::TooLong, LEN_LIMIT));
    }
    let (head, i) = match placed {
        Some(head) => (head, 64),
        None => read_head::<G>(input, rule)?,
    };
    rest::<G>(input, rule, head, i)
}

/// The scheme, the authority and the start of the path of the input, read left to right,
/// and where the path goes on.
#[inline(always)]
fn read_head<G: Grammar>(input: Input<'_>, rule: Rule) -> Result<(Head, usize), ParseError> {
    let Input { s, vectors, .. } = input;
    let classes = classes::<G>();
    let scan = |i, class, component| input.run_end_encoded(i, class, component);
    let mut scheme_end = 0;
    let mut i = 0;
    // The run of scheme characters at the start, when no `:` follows it: all of them are in
    // `segment-nz-nc` too, so a relative path's first segment is scanned on from its end.
    let mut scheme_run = 0;
    // Whether the scheme is `https` or `http`, whose hosts are long (see `reg_name`).
    let mut web = false;
    if rule != Rule::RelativeRef {
        // Most references on the web start with `https:` or `http:`: one compare each.
        let run = if s.starts_with(b"https:") {
            web = true;
            5
        } else if s.starts_with(b"http:") {
            web = true;
            4
        } else {
            run_end(&SCHEME, s, 0, vectors)
        };
        if s.get(run) == Some(&b':') {
            if run == 0 {
                return Err(ParseError::new(ParseErrorKind::EmptyScheme, 0));
            }
            if !s[0].is_ascii_alphabetic() {
                return Err(ParseError::new(ParseErrorKind::SchemeStart, 0));
            }
            scheme_end = run;
            i = run + 1;
        } else if rule != Rule::Reference {
            return Err(ParseError::new(ParseErrorKind::MissingScheme, 0));
        } else {
            scheme_run = run;
        }
    }

    let (mut host_start, mut host_end) = (0, 0);
    if s.get(i) == Some(&b'/') && s.get(i + 1) == Some(&b'/') {
        let start = i + 2;
        let authority = match authority_common::<G>(input, start, web) {
            Some(authority) => authority,
            None => authority_rest::<G>(input, start)?,
        };
        host_start = authority.host_start;
        host_end = authority.host_end;
        i = authority.end;
    }
    let path_start = i;
    if scheme_end == 0 && host_start == 0 {
        // `path-noscheme`: the first segment cannot hold a `:`, which would read as a scheme.
        // What it holds is valid path: the path scan goes on from there.
        i = scan(scheme_run, &classes.segment_nz_nc, Component::Path)?;
        if s.get(i) == Some(&b':') {
            return Err(ParseError::new(ParseErrorKind::ColonInFirstSegment, i));
        }
    }
    let head = Head {
        scheme_end,
        host_start,
        host_end,
        path_start,
    };
    Ok((head, i))
}

/// The end of [`read`], after `head`: the path scanned on from `i` (its bytes before `i` are
/// valid path), then the query and the fragment.
#[inline(always)]
fn rest<G: Grammar>(
    input: Input<'_>,
    rule: Rule,
    head: Head,
    mut i: usize,
) -> Result<Offsets, ParseError> {
    let s = input.s;
    let classes = classes::<G>();
    let scan = |i, class, component| input.run_end_encoded(i, class, component);
    i = scan(i, &classes.path, Component::Path)?;
    if !matches!(s.get(i), None | Some(b'?' | b'#')) {
        return Err(ParseError::invalid_char(s, i, Component::Path));
    }
    let path_end = i;
    if s.get(i) == Some(&b'?') {
        i = scan(i + 1, &classes.query, Component::Query)?;
        if !matches!(s.get(i), None | Some(b'#')) {
            return Err(ParseError::invalid_char(s, i, Component::Query));
        }
    }
    let query_end = i;
    if i < s.len() {
        // Only a `#` can be here.
        if rule == Rule::AbsoluteUri {
            return Err(ParseError::new(ParseErrorKind::FragmentNotAllowed, i));
        }
        i = scan(i + 1, &classes.fragment, Component::Fragment)?;
        if i < s.len() {
            return Err(ParseError::invalid_char(s, i, Component::Fragment));
        }
    }
    // Every offset is at most `s.len()`, which was checked to fit in a `u32`.
    Ok(head.offsets(path_end, query_end))
}

/// Whether `byte` ends an authority: `/`, `?`, `#` or the end of the input.
fn ends_authority(byte: Option<&u8>) -> bool {
    matches!(byte, None | Some(b'/' | b'?' | b'#'))
}

/// Where the host of an authority is, and where the authority ends.
struct Authority {
    host_start: usize,
    host_end: usize,
    end: usize,
}

/// The common shapes of `authority` (`host` and `host:port`), starting at `start` (after
/// `//`): one `reg-name` scan, then after a `:` a run of digits, up to the end of the
/// authority. `None` for anything else, which is [`authority_rest`]'s. (Apart from that
/// function, so that its result comes back in registers, not through the stack: see
/// `PERFORMANCE.md`.)
#[inline(always)]
fn authority_common<G: Grammar>(input: Input<'_>, start: usize, web: bool) -> Option<Authority> {
    let s = input.s;
    let i = reg_name::<G>(input, start, web).ok()?;
    let next = s.get(i);
    // Most authorities are a host alone: test for its end first.
    let end = if ends_authority(next) {
        i
    } else if next == Some(&b':') {
        let port_end = run_end_short(&DIGIT, s, i + 1);
        if !ends_authority(s.get(port_end)) {
            return None;
        }
        port_end
    } else {
        return None;
    };
    Some(Authority {
        host_start: start,
        host_end: i,
        end,
    })
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`, starting at `start` (after `//`), where
/// [`authority_common`] found neither `host` nor `host:port`.
///
/// With user info (`user@host`, `user:password@host`), the `reg-name` scan (a second time:
/// [`authority_common`] stopped at the `@` or the `:`) stops at the `@`, or goes on as user
/// info. Anything else — an IP literal, a bad byte, a `:` that is not followed by a port — goes
/// to [`authority_exact`], which looks for the `@` first and so can say in which component a
/// problem is. Out of line, this function is compiled once, without SSSE3: its scans call the
/// byte shuffle out of line where the processor has it.
#[inline(never)]
fn authority_rest<G: Grammar>(input: Input<'_>, start: usize) -> Result<Authority, ParseError> {
    let s = input.s;
    let exact = || authority_exact::<G>(input, start);
    let Ok(i) = reg_name::<G>(input, start, false) else {
        return exact();
    };
    match s.get(i) {
        Some(b'@') => host_port::<G>(input, i + 1),
        Some(b':') => {
            let port_end = run_end_short(&DIGIT, s, i + 1);
            let userinfo = &classes::<G>().userinfo;
            match input.run_end_encoded(port_end, userinfo, Component::UserInfo) {
                Ok(at) if s.get(at) == Some(&b'@') => host_port::<G>(input, at + 1),
                _ => exact(),
            }
        }
        _ => exact(),
    }
}

/// The authority from `start`, looking for the `@` before reading anything.
#[cold]
fn authority_exact<G: Grammar>(input: Input<'_>, start: usize) -> Result<Authority, ParseError> {
    let s = input.s;
    let mut end = start;
    while !ends_authority(s.get(end)) {
        end += 1;
    }
    let Some(at) = s[start..end].iter().position(|&b| b == b'@') else {
        return host_port::<G>(input, start);
    };
    let at = start + at;
    let userinfo = &classes::<G>().userinfo;
    let userinfo_end = input.run_end_encoded(start, userinfo, Component::UserInfo)?;
    if userinfo_end != at {
        return Err(ParseError::invalid_char(
            s,
            userinfo_end,
            Component::UserInfo,
        ));
    }
    host_port::<G>(input, at + 1)
}

/// `host [ ":" port ]` from `start`, to the end of the authority.
fn host_port<G: Grammar>(input: Input<'_>, start: usize) -> Result<Authority, ParseError> {
    let s = input.s;
    let host_end = if s.get(start) == Some(&b'[') {
        ip_literal(input, start)?
    } else {
        reg_name::<G>(input, start, false)?
    };
    let mut end = host_end;
    let mut component = Component::Host;
    if s.get(end) == Some(&b':') {
        end = run_end_short(&DIGIT, s, end + 1);
        component = Component::Port;
    }
    if !ends_authority(s.get(end)) {
        return Err(ParseError::invalid_char(s, end, component));
    }
    Ok(Authority {
        host_start: start,
        host_end,
        end,
    })
}

/// Checks `text` as the whole of one component of grammar `G`, in its form (percent-encoded
/// where needed), with `options`; error indexes are into `text`.
pub(crate) fn component<G: Grammar>(
    component: Component,
    text: &str,
    options: ParseOptions,
) -> Result<(), ParseError> {
    let s = text.as_bytes();
    let classes = classes::<G>();
    let vectors = Vectors::detected();
    let scan = |class, component| run_end_encoded(s, 0, class, component, Utf8::Known, vectors);
    let end = match component {
        Component::Scheme => match s.first() {
            None => return Err(ParseError::new(ParseErrorKind::EmptyScheme, 0)),
            Some(b) if !b.is_ascii_alphabetic() => {
                return Err(ParseError::new(ParseErrorKind::SchemeStart, 0))
            }
            Some(_) => run_end_short(&SCHEME, s, 1),
        },
        Component::UserInfo => scan(&classes.userinfo, component)?,
        Component::Host => return host::validate::<G>(text, options),
        Component::Port => run_end_short(&DIGIT, s, 0),
        Component::Path => scan(&classes.path, component)?,
        Component::Query => scan(&classes.query, component)?,
        Component::Fragment => scan(&classes.fragment, component)?,
    };
    if end == s.len() {
        Ok(())
    } else {
        Err(ParseError::invalid_char(s, end, component))
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use super::*;
    use crate::{UriRef, UriRefBuf};

    /// The parser with SSE2 alone and with the vector instructions this processor has (SSSE3's
    /// byte shuffle, where it has it) gives the same answer, offsets or error, on
    /// xorshift-random inputs up to about eighty bytes made of the pieces a reference is made
    /// of (and bytes that are not), under every rule, both grammars and both options; and an
    /// input that starts with `h` the same answer as with `H` (not the way of `https:` and
    /// `http:`).
    #[cfg(rfc3986_sse2)]
    #[test]
    fn every_choice_of_vectors_parses_alike() {
        use crate::grammar::{Iri, Uri};
        use crate::testing::XorShift;
        let pieces: [&[u8]; 26] = [
            b"http",
            b"s",
            b":",
            b"//",
            b"/",
            b"?",
            b"#",
            b"@",
            b"[",
            b"]",
            b"::1",
            b"%",
            b"%4A",
            b"%2",
            b"a",
            b"Z",
            b"09",
            b".",
            b"..",
            b"-._~",
            b"!$&'()*+,;=",
            b" ",
            b"\xC3\xA9",
            b"\xFF",
            b"v1.x",
            b"abcdefghijklmnopq",
        ];
        let rules = [
            Rule::Reference,
            Rule::Uri,
            Rule::AbsoluteUri,
            Rule::RelativeRef,
        ];
        let (sse2, best) = (Vectors::SSE2, Vectors::detected());
        let mut random = XorShift(0x5EED_2026_1127);
        for _ in 0..10_000 {
            let len = random.below(80);
            let mut s = alloc::vec::Vec::new();
            // Half start as web URLs do (their hosts are scanned thirty-two bytes first).
            if random.below(2) == 0 {
                s.extend_from_slice([&b"https://"[..], b"http://"][random.below(2)]);
            }
            while s.len() < len {
                s.extend_from_slice(pieces[random.below(pieces.len())]);
            }
            // (Bytes known to be UTF-8 only where they are.)
            let mut utf8s = alloc::vec![Utf8::Unchecked];
            if core::str::from_utf8(&s).is_ok() {
                utf8s.push(Utf8::Known);
            }
            for (rule, utf8) in rules
                .iter()
                .flat_map(|&rule| utf8s.iter().map(move |&u| (rule, u)))
            {
                for options in [ParseOptions::STRICT, ParseOptions::RFC6874] {
                    let uri = |vectors| parse::<Uri>(&s, rule, options, utf8, vectors);
                    assert_eq!(uri(sse2), uri(best), "{s:X?}");
                    let iri = |vectors| parse::<Iri>(&s, rule, options, utf8, vectors);
                    assert_eq!(iri(sse2), iri(best), "IRI, {s:X?}");
                    // The `https:` and `http:` way gives what the general way gives (`Http:`).
                    if let Some(rest) = s.strip_prefix(b"h") {
                        let general = [b"H", rest].concat();
                        for vectors in [sse2, best] {
                            let parsed = parse::<Uri>(&general, rule, options, utf8, vectors);
                            assert_eq!(uri(vectors), parsed, "{s:X?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn too_long_is_an_error_not_a_wrong_answer() {
        let longest = "a".repeat(LEN_LIMIT);
        assert_eq!(UriRef::parse(&longest).map(|r| r.path()), Ok(&*longest));
        let longest = ["s:", &"a".repeat(LEN_LIMIT - 2)].concat();
        assert_eq!(
            UriRef::parse_absolute_uri(&longest).map(|r| r.scheme()),
            Ok(Some("s"))
        );

        // Valid but for its length, by every entry point.
        let over = ["s:", &"a".repeat(LEN_LIMIT - 1)].concat();
        let relative = "a".repeat(LEN_LIMIT + 1);
        for err in [
            UriRef::parse(&over).unwrap_err(),
            UriRef::parse_uri(&over).unwrap_err(),
            UriRef::parse_absolute_uri(&over).unwrap_err(),
            UriRef::parse_relative_ref(&relative).unwrap_err(),
            UriRef::parse_bytes(over.as_bytes()).unwrap_err(),
            UriRefBuf::parse(over.clone()).unwrap_err(),
        ] {
            assert_eq!(err.kind(), ParseErrorKind::TooLong);
            assert_eq!(err.index(), LEN_LIMIT);
            assert_eq!(
                err.to_string(),
                "input longer than the maximum of 1024 bytes"
            );
        }
        // The length is checked before anything else.
        let invalid = String::from(" ") + &relative;
        assert_eq!(
            UriRef::parse(&invalid).unwrap_err().kind(),
            ParseErrorKind::TooLong
        );
    }
}
