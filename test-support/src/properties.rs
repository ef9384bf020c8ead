//! The properties every input must have, as functions that panic when one fails: run by the
//! fuzz targets (`fuzz/`, coverage-guided) and by `rfc3986/tests/robustness.rs` (proptest, in
//! every CI run, and over the fuzzers' minimized corpora). They take raw bytes, so that anything
//! a fuzzer makes is a valid call.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::sync::OnceLock;

use regex::Regex;
use rfc3986::grammar::{Grammar, Uri};
use rfc3986::pct::{self, EncodeSet, QueryOptions};
use rfc3986::{
    AboveRoot, BuildErrorKind, Builder, Host, HostKind, JoinError, NormalizeOptions, ParseOptions,
    RelativeErrorKind, ResolveErrorKind, ResolveOptions, RiRef, UriRef, UriRefBuf,
};

use crate::components::split;
use crate::grammar::{oracle_split, uri_reference_regex};
use crate::section5;

/// `data` cut at its first tab (the second part empty when there is none): how the fuzz
/// targets that take two inputs read theirs.
pub fn split_at_tab(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\t') {
        Some(tab) => (&data[..tab], &data[tab + 1..]),
        None => (data, &[]),
    }
}

/// Every encode set `rfc3986::pct` offers.
pub const ENCODE_SETS: [EncodeSet; 8] = [
    EncodeSet::UNRESERVED,
    EncodeSet::USERINFO,
    EncodeSet::REG_NAME,
    EncodeSet::PATH_SEGMENT,
    EncodeSet::PATH,
    EncodeSet::QUERY,
    EncodeSet::FRAGMENT,
    EncodeSet::QUERY_PARAM,
];

/// Appendix A as a regex, compiled once.
fn grammar() -> &'static Regex {
    static GRAMMAR: OnceLock<Regex> = OnceLock::new();
    GRAMMAR.get_or_init(uri_reference_regex)
}

/// Parsing: never panics; valid exactly when Appendix A says so, with the same seven
/// components; `as_str()` is the input byte for byte; recomposing the components (section 5.3)
/// gives it back; the stricter entry points agree; every accessor gives what it promises (the
/// typed host and port, the decoded components, the query's pairs, the password, hidden by
/// `redacted` and `Debug`); an error's index is in the input.
pub fn parse(input: &[u8]) {
    // The parse itself is for the callers that check more (`iri_properties::parse`).
    let _ = parse_as::<Uri>(input, grammar());
}

/// What [`parse`] checks, with the grammar `G` and its transcription `re` (Appendix A, or RFC
/// 3987 section 2.2 for IRIs); the parse, for the caller's own checks.
pub(crate) fn parse_as<'a, G: Grammar>(
    input: &'a [u8],
    re: &Regex,
) -> Result<RiRef<'a, G>, rfc3986::ParseError> {
    let parsed = RiRef::<G>::parse_bytes(input);
    let oracle = std::str::from_utf8(input)
        .ok()
        .and_then(|text| oracle_split(re, text));
    assert_eq!(
        parsed.as_ref().ok().map(split),
        oracle,
        "{:?}",
        String::from_utf8_lossy(input)
    );
    let uri = match parsed {
        Ok(uri) => uri,
        Err(error) => {
            assert!(error.index() <= input.len(), "{error:?}");
            assert!(!error.to_string().is_empty());
            return Err(error);
        }
    };
    let text = uri.as_str();
    assert_eq!(text.as_bytes(), input);
    assert_eq!(recompose(&uri), text);
    assert_eq!(RiRef::<G>::parse(text), Ok(uri));
    assert_eq!(RiRef::<G>::parse_uri(text).is_ok(), !uri.is_relative());
    assert_eq!(
        RiRef::<G>::parse_relative_ref(text).is_ok(),
        uri.is_relative()
    );
    assert_eq!(
        RiRef::<G>::parse_absolute_uri(text).is_ok(),
        !uri.is_relative() && uri.fragment().is_none()
    );
    assert_eq!(uri.is_relative(), uri.scheme().is_none());
    assert_eq!(
        uri.is_absolute_uri(),
        RiRef::<G>::parse_absolute_uri(text).is_ok()
    );
    assert_eq!(uri.has_authority(), uri.authority().is_some());
    assert_eq!(uri.has_port(), uri.port().is_some());
    host(&uri);
    port(&uri);
    let segments: Vec<&str> = uri.path_segments().collect();
    match uri.path() {
        "" => assert!(segments.is_empty()),
        "/" => assert_eq!(segments, [""]),
        path => assert_eq!(segments.join("/"), path),
    }
    // Split first, then each segment decoded: an encoded `/` stays inside its segment.
    let decoded: Vec<_> = uri.decoded_path_segments().collect();
    let each: Vec<_> = segments.iter().map(|s| pct::decode_utf8(s)).collect();
    assert_eq!(decoded, each);
    assert_eq!(uri.decoded_query(), uri.query().map(pct::decode_utf8));
    assert_eq!(uri.decoded_fragment(), uri.fragment().map(pct::decode_utf8));
    query_pairs(&uri);
    password(&uri);
    Ok(uri)
}

/// The typed host is the host's text read by its rule, as `Host::parse` (`Host::parse_iri` for
/// IRIs) reads it alone (with zone identifiers allowed when it has one: RFC 6874).
fn host<G: Grammar>(uri: &RiRef<'_, G>) {
    let (Some(text), Some(host)) = (uri.host_str(), uri.host()) else {
        assert_eq!(uri.host_str(), None);
        assert_eq!(uri.host(), None);
        return;
    };
    let options = match host.zone_id() {
        Some(_) => ParseOptions::RFC6874,
        None => ParseOptions::STRICT,
    };
    let alone = if G::IRI {
        Host::parse_iri_with(text, options)
    } else {
        Host::parse_with(text, options)
    };
    assert_eq!(alone, Ok(host));
    let brackets = |inner: &str| format!("[{inner}]");
    match host {
        Host::RegName(name) => assert_eq!(name, text),
        // A dotted-decimal `IPv4address` has no leading zeros: it is written as `Display` does.
        Host::Ipv4(addr) => assert_eq!(addr.to_string(), text),
        Host::Ipv6(addr) => {
            let inner = &text[1..text.len() - 1];
            assert_eq!(brackets(inner), text);
            assert_eq!(inner.parse::<Ipv6Addr>(), Ok(addr));
        }
        Host::Ipv6Zoned { address, zone_id } => {
            let (inner, zone) = text[1..text.len() - 1].split_once("%25").expect("a zone");
            assert_eq!(brackets(&format!("{inner}%25{zone}")), text);
            assert_eq!(inner.parse::<Ipv6Addr>(), Ok(address));
            assert_eq!(zone, zone_id);
        }
        Host::IpvFuture { version, address } => {
            assert!(text[1..].starts_with(['v', 'V']), "{text}");
            assert_eq!(
                brackets(&format!("{}{version}.{address}", &text[1..2])),
                text
            );
        }
    }
    let kind = match host {
        Host::RegName(_) => HostKind::RegName,
        Host::Ipv4(_) => HostKind::Ipv4,
        Host::Ipv6(_) | Host::Ipv6Zoned { .. } => HostKind::Ipv6,
        Host::IpvFuture { .. } => HostKind::IpvFuture,
    };
    assert_eq!(host.kind(), kind);
    let resolved = host.ipv4_as_resolved();
    match host {
        Host::Ipv4(addr) => assert_eq!(resolved, Some(addr)),
        Host::Ipv6(addr) | Host::Ipv6Zoned { address: addr, .. } => {
            // The forms that embed an IPv4 address, by their prefixes (RFC 4291 2.5.5,
            // RFC 2765, RFC 6052, RFC 3056).
            let o = addr.octets();
            let last = Ipv4Addr::new(o[12], o[13], o[14], o[15]);
            let embedded = match o {
                [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ..] => Some(last),
                [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ..] if u32::from(last) > 1 => Some(last),
                [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0, ..] => Some(last),
                [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0, ..] => Some(last),
                [0x20, 0x02, a, b, c, d, ..] => Some(Ipv4Addr::new(a, b, c, d)),
                _ => None,
            };
            assert_eq!(resolved, embedded);
        }
        Host::IpvFuture { .. } => assert_eq!(resolved, None),
        Host::RegName(_) => {}
    }
    assert_eq!(
        host.is_rare_ipv4(),
        kind != HostKind::Ipv4 && resolved.is_some()
    );
}

/// The port as a number is the digits' value when it fits in 16 bits, none when there are no
/// digits, and otherwise an error that holds the digits.
fn port<G: Grammar>(uri: &RiRef<'_, G>) {
    let digits = uri.port().unwrap_or_default();
    let significant = digits.trim_start_matches('0');
    let value = if significant.len() > 5 {
        None
    } else if significant.is_empty() {
        Some(0)
    } else {
        significant.parse::<u32>().ok()
    };
    match (uri.port_u16(), value) {
        (Ok(None), _) => assert!(digits.is_empty()),
        (Ok(Some(port)), Some(value)) => assert_eq!(u32::from(port), value),
        (Err(e), value) => {
            assert!(value.map_or(true, |v| v > 65535), "{digits}");
            assert_eq!(e.digits(), digits);
        }
        (Ok(Some(port)), None) => panic!("{digits} read as {port}"),
    }
}

/// The pairs of the query are its non-empty `&`-separated pieces, each cut at its first `=`:
/// written back, they are those pieces; decoded, there are as many.
fn query_pairs<G: Grammar>(uri: &RiRef<'_, G>) {
    let query = uri.query().unwrap_or_default();
    let pieces: Vec<&str> = query.split('&').filter(|p| !p.is_empty()).collect();
    let pairs: Vec<(&str, Option<&str>)> = uri.query_pairs().collect();
    let written: Vec<String> = pairs
        .iter()
        .map(|&(key, value)| {
            assert!(!key.contains(['&', '=']), "{key}");
            match value {
                Some(value) => format!("{key}={value}"),
                None => key.to_string(),
            }
        })
        .collect();
    assert_eq!(written, pieces);
    let decoded = uri.query_pairs().decoded(QueryOptions::DEFAULT).count();
    assert_eq!(decoded, pairs.len());
}

/// The password is the user info after its first `:`, when not empty; `redacted` writes the
/// reference with `***` in its place and changes nothing else; `Debug` shows the reference
/// as it shows the redacted one, so never the password.
fn password<G: Grammar>(uri: &RiRef<'_, G>) {
    let text = uri.as_str();
    let redacted = uri.redacted().to_string();
    let found = uri.userinfo().and_then(|userinfo| {
        let (_, password) = userinfo.split_once(':')?;
        // The user info starts after the scheme's `:` (if any) and the `//`.
        let start = uri.scheme().map_or(0, |s| s.len() + 1) + 2 + userinfo.len() - password.len();
        (!password.is_empty()).then_some((password, start))
    });
    assert_eq!(uri.password(), found.map(|(password, _)| password));
    let Some((password, start)) = found else {
        assert_eq!(redacted, text);
        return;
    };
    let end = start + password.len();
    assert_eq!(&text[start..end], password);
    assert_eq!(redacted, format!("{}***{}", &text[..start], &text[end..]));
    let shown = RiRef::<G>::parse(&redacted).expect("`***` is valid user info");
    assert_eq!(shown.password(), Some("***"));
    assert_eq!(format!("{uri:?}"), format!("{shown:?}"));
    assert_eq!(
        format!("{:?}", uri.redacted()),
        format!("{:?}", shown.redacted())
    );
}

/// Section 5.3's recomposition of a parsed reference's components.
pub(crate) fn recompose<G: Grammar>(uri: &RiRef<'_, G>) -> String {
    let mut text = String::new();
    if let Some(scheme) = uri.scheme() {
        text += scheme;
        text += ":";
    }
    if let Some(authority) = uri.authority() {
        text += "//";
        text += authority;
    }
    text += uri.path();
    if let Some(query) = uri.query() {
        text += "?";
        text += query;
    }
    if let Some(fragment) = uri.fragment() {
        text += "#";
        text += fragment;
    }
    text
}

/// Owned references and building: a parsed reference made owned, rebuilt from its components,
/// or edited with each setter given its own value, is the same text; any setter given any text
/// either refuses it and changes nothing, or leaves a reference that parses to what it holds.
pub fn render(input: &[u8], plain: &str) {
    let Ok(uri) = UriRef::parse_bytes(input) else {
        return;
    };
    let owned = UriRefBuf::from(uri);
    assert_eq!(owned.as_str(), uri.as_str());
    let mut b = Builder::new();
    if let Some(s) = uri.scheme() {
        b = b.scheme(s);
    }
    if let Some(u) = uri.userinfo() {
        b = b.userinfo(u);
    }
    if let Some(h) = uri.host_str() {
        b = b.host(h);
    }
    if let Some(p) = uri.port() {
        b = b.port_str(p);
    }
    b = b.path(uri.path());
    if let Some(q) = uri.query() {
        b = b.query(q);
    }
    if let Some(f) = uri.fragment() {
        b = b.fragment(f);
    }
    assert_eq!(
        b.build().expect("parsed parts build").as_str(),
        uri.as_str()
    );

    let mut edited = owned.clone();
    edited.set_scheme(uri.scheme()).expect("its own scheme");
    edited
        .set_userinfo(uri.userinfo())
        .expect("its own user info");
    edited.set_host(uri.host_str()).expect("its own host");
    edited.set_port_str(uri.port()).expect("its own port");
    edited.set_path(uri.path()).expect("its own path");
    edited.set_query(uri.query()).expect("its own query");
    edited
        .set_fragment(uri.fragment())
        .expect("its own fragment");
    assert_eq!(edited.as_str(), uri.as_str());

    type Setter = fn(&mut UriRefBuf, &str) -> Result<(), rfc3986::BuildError>;
    let setters: [Setter; 10] = [
        |u, s| u.set_userinfo_plain(Some(s)),
        |u, s| u.set_host_plain(Some(s)),
        |u, s| u.set_path_plain(s),
        |u, s| u.set_query_plain(Some(s)),
        |u, s| u.set_fragment_plain(Some(s)),
        |u, s| u.set_userinfo(Some(s)),
        |u, s| u.set_host(Some(s)),
        |u, s| u.set_path(s),
        |u, s| u.set_query(Some(s)),
        |u, s| u.set_port_str(Some(s)),
    ];
    for setter in setters {
        let mut target = owned.clone();
        match setter(&mut target, plain) {
            Ok(()) => {
                let reparsed = UriRef::parse(target.as_str()).expect("an edit stays valid");
                assert_eq!(split(&reparsed), split(&target.as_ri_ref()));
            }
            Err(_) => assert_eq!(
                target.as_str(),
                owned.as_str(),
                "a refused edit changes nothing"
            ),
        }
    }
}

/// Resolution: the result of an absolute base and any reference is section 5.2 transcribed
/// ([`section5::resolve`]); it is a valid URI that parses back to what it was written from,
/// with no dot segments left (but the `/.` that keeps a path
/// from reading as an authority, and a base's own path taken as it is); `AboveRoot::Error` refuses exactly when the transcription drops a `..`;
/// and `make_relative` gives a reference that resolves back to the target.
pub fn resolve(base: &[u8], reference: &[u8]) {
    let text = std::str::from_utf8(reference).ok();
    let (Ok(base), Ok(reference)) = (UriRef::parse_bytes(base), UriRef::parse_bytes(reference))
    else {
        // `join` refuses what `parse` refuses, with the same error.
        if let (Ok(base), Some(text)) = (UriRef::parse_bytes(base), text) {
            let error = UriRef::parse(text).expect_err("an invalid reference");
            assert_eq!(
                base.join(text).expect_err("invalid"),
                JoinError::Parse(error)
            );
        }
        return;
    };
    if base.is_relative() {
        let error = base.resolve(&reference).expect_err("a relative base");
        assert_eq!(error.kind(), ResolveErrorKind::BaseNotAbsolute);
        let joined = base.join(reference.as_str()).expect_err("a relative base");
        assert_eq!(joined, JoinError::Resolve(error));
        return;
    }
    for non_strict in [false, true] {
        let options = ResolveOptions {
            non_strict,
            ..ResolveOptions::STRICT
        };
        let target = base
            .resolve_with(&reference, options)
            .expect("an absolute base resolves anything");
        let joined = base
            .join_with(reference.as_str(), options)
            .expect("it joins");
        assert_eq!(joined.as_str(), target.as_str());
        assert_eq!(split(&joined.as_ri_ref()), split(&target.as_ri_ref()));
        let (expected, above_root) = section5::resolve(&base, &reference, non_strict);
        assert_eq!(target.as_str(), expected, "{base} {reference}");
        let view = target.as_ri_ref();
        let reparsed = UriRef::parse(target.as_str()).expect("the target is valid");
        assert_eq!(split(&reparsed), split(&view));
        assert!(!reparsed.is_relative());
        assert_eq!(reparsed.fragment(), reference.fragment());
        let path = view.path();
        let unguarded = match path.strip_prefix("/.") {
            Some(rest) if rest.starts_with("//") && !view.has_authority() => rest,
            _ => path,
        };
        // (An empty reference keeps the base's path as it is, dot segments and all: 5.2.2.)
        let own_path = !reference.path().is_empty() || reference.has_authority();
        assert!(
            !own_path || unguarded.split('/').all(|s| s != "." && s != ".."),
            "{path:?}"
        );
        let careful = ResolveOptions {
            above_root: AboveRoot::Error,
            ..options
        };
        match base.resolve_with(&reference, careful) {
            Ok(same) => {
                assert!(!above_root, "{base} {reference}");
                assert_eq!(same.as_str(), target.as_str());
            }
            Err(e) => {
                assert!(above_root, "{base} {reference}");
                assert_eq!(e.kind(), ResolveErrorKind::AboveRoot);
            }
        }
        match base.make_relative(&view) {
            Ok(relative) => {
                let back = base.resolve(&relative.as_ri_ref()).expect("it resolves");
                assert_eq!(back.as_str(), target.as_str(), "{relative}");
            }
            // Only the `/.` guard is a dot segment a target can keep.
            Err(e) => assert_eq!(e.kind(), RelativeErrorKind::DotSegments, "{target}"),
        }
    }
}

/// Normalization: under every option set, the result is valid, parses to the components it
/// says it has, is its own normal form (borrowed the second time), is equivalent to the input,
/// and keeps its kind, its scheme (in lowercase), and whether it has an authority, a query and
/// a fragment.
pub fn normalize(input: &[u8]) {
    normalize_as::<Uri>(input);
}

/// What [`normalize`] checks, with the grammar `G`.
pub(crate) fn normalize_as<G: Grammar>(input: &[u8]) {
    let Ok(uri) = RiRef::<G>::parse_bytes(input) else {
        return;
    };
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
    for &options in &options {
        let normal = uri.normalize_with(options);
        let view = normal.as_ri_ref();
        let reparsed = RiRef::<G>::parse(normal.as_str()).expect("a normal form is valid");
        assert_eq!(split(&reparsed), split(&view), "{uri} {options:?}");
        let again = reparsed.normalize_with(options);
        assert_eq!(again.as_str(), normal.as_str(), "{uri} {options:?}");
        assert!(!again.is_owned(), "{normal} is normal: no copy");
        assert!(uri.equivalent(&reparsed, options));
        assert_eq!(reparsed.is_relative(), uri.is_relative());
        assert_eq!(reparsed.has_authority(), uri.has_authority());
        assert_eq!(reparsed.query().is_some(), uri.query().is_some());
        assert_eq!(
            reparsed.fragment().is_some(),
            uri.fragment().is_some() && !options.ignore_fragment
        );
        if options.syntax_based {
            assert_eq!(
                reparsed.scheme().map(str::to_string),
                uri.scheme().map(str::to_ascii_lowercase)
            );
        }
        if !normal.is_owned() {
            assert!(uri.as_str().starts_with(normal.as_str()));
        }
    }
}

/// Percent-encoding: any text (and any bytes, with `encode_bytes`) encoded with any set decodes
/// back to itself, and the encoded text is valid where the set is meant for; decoding any text
/// never panics, and the strict decoder refuses exactly a bad `%` or a `%00`.
pub fn percent(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    for set in ENCODE_SETS {
        let encoded = pct::encode(&text, set).to_string();
        assert_eq!(&*pct::decode(&encoded), text.as_bytes());
        assert_eq!(pct::decode_utf8(&encoded).as_deref(), Ok(&*text));
        assert!(encoded.bytes().all(|b| b.is_ascii_graphic()), "{encoded:?}");
        assert_valid_where_meant(&encoded, set);
        // Any bytes at all, text or not, come back from their encoding.
        let bytes = pct::encode_bytes(input, set);
        assert_eq!(&*pct::decode(&bytes), input);
        assert!(bytes.bytes().all(|b| b.is_ascii_graphic()), "{bytes:?}");
        assert_valid_where_meant(&bytes, set);
        if let Ok(text) = std::str::from_utf8(input) {
            assert_eq!(bytes, pct::encode(text, set).to_string());
        }
    }
    let lenient = pct::decode(&text);
    match pct::Decoder::STRICT.decode(&text) {
        Ok(strict) => {
            assert_eq!(strict, lenient);
            assert!(!strict.contains(&0) || text.contains('\0'));
        }
        Err(e) => assert!(e.index() < text.len()),
    }
}

/// The encoded text in the component its set is for, parsed: it must be valid there.
fn assert_valid_where_meant(encoded: &str, set: EncodeSet) {
    let reference = if set == EncodeSet::USERINFO {
        format!("//{encoded}@h")
    } else if set == EncodeSet::REG_NAME {
        format!("//{encoded}")
    } else if set == EncodeSet::PATH_SEGMENT || set == EncodeSet::PATH {
        // After a first segment: a path written with `//` must not read as an authority.
        format!("/a/{encoded}")
    } else if set == EncodeSet::QUERY || set == EncodeSet::QUERY_PARAM {
        format!("?{encoded}")
    } else {
        format!("#{encoded}")
    };
    assert!(UriRef::parse(&reference).is_ok(), "{reference:?}");
}

/// The parts of a reference as a program has them (plain text, not yet encoded).
#[derive(Debug, Default)]
pub struct PlainParts {
    /// The scheme, validated as it is.
    pub scheme: Option<String>,
    /// The user info, plain text.
    pub userinfo: Option<String>,
    /// The host (a `reg-name`), plain text.
    pub host: Option<String>,
    /// The port.
    pub port: Option<u16>,
    /// The path, plain text.
    pub path: String,
    /// The query, plain text.
    pub query: Option<String>,
    /// The fragment, plain text.
    pub fragment: Option<String>,
}

/// Building from plain parts: either one of the couplings (or an invalid scheme) refuses
/// them, or the result parses back, and each part decodes to the text it was given.
pub fn build(parts: &PlainParts) {
    let mut b = Builder::new();
    if let Some(s) = &parts.scheme {
        b = b.scheme(s);
    }
    if let Some(u) = &parts.userinfo {
        b = b.userinfo_plain(u);
    }
    if let Some(h) = &parts.host {
        b = b.host_plain(h);
    }
    if let Some(p) = parts.port {
        b = b.port(p);
    }
    b = b.path_plain(&parts.path);
    if let Some(q) = &parts.query {
        b = b.query_plain(q);
    }
    if let Some(f) = &parts.fragment {
        b = b.fragment_plain(f);
    }
    let built = match b.build() {
        Ok(built) => built,
        Err(e) => {
            let scheme_ok = match parts.scheme.as_deref() {
                None => true,
                Some(s) => UriRef::parse(&format!("{s}:")).is_ok_and(|u| u.scheme() == Some(s)),
            };
            let coupling = matches!(
                e.kind(),
                BuildErrorKind::PathNotAbsolute
                    | BuildErrorKind::PathStartsWithTwoSlashes
                    | BuildErrorKind::UserInfoWithoutHost
                    | BuildErrorKind::PortWithoutHost
            );
            assert!(coupling || !scheme_ok, "{e}: {parts:?}");
            return;
        }
    };
    let view = UriRef::parse(built.as_str()).expect("a built reference parses");
    assert_eq!(split(&view), split(&built.as_ri_ref()));
    let decode = |s: &str| pct::decode_utf8(s).expect("UTF-8").into_owned();
    assert_eq!(view.scheme(), parts.scheme.as_deref());
    assert_eq!(view.userinfo().map(decode), parts.userinfo);
    assert_eq!(view.host_str().map(decode), parts.host);
    assert_eq!(view.port_u16(), Ok(parts.port));
    let path = decode(view.path());
    assert!(
        path == parts.path || path == format!("./{}", parts.path),
        "{path:?} {parts:?}"
    );
    assert_eq!(view.query().map(decode), parts.query);
    assert_eq!(view.fragment().map(decode), parts.fragment);
}

/// `text` with each bidirectional control ([`rfc3986::BIDI_CONTROLS`]) written as the `%XX` of
/// its UTF-8 (upper-case hex), as an IRI found between delimiters holds it; bytes that are not
/// UTF-8 as they are.
pub fn bidi_controls_encoded(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for chunk in text.utf8_chunks() {
        for c in chunk.valid().chars() {
            if rfc3986::BIDI_CONTROLS.contains(&c) {
                let mut utf8 = [0; 4];
                for b in c.encode_utf8(&mut utf8).bytes() {
                    out.extend_from_slice(format!("%{b:02X}").as_bytes());
                }
            } else {
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            }
        }
        out.extend_from_slice(chunk.invalid());
    }
    out
}

/// Finding URIs in any bytes (RFC 3986 Appendix C), as URIs and as IRIs: no panic; each URI
/// found has its span inside the text, on character boundaries when the text is UTF-8, after
/// the last one's; the span with its ASCII whitespace removed is exactly the URI (and a span
/// not in angle brackets holds none); the URI parses, as an IRI when IRIs are asked for; and a
/// text given as `&str` gives what its bytes give.
pub fn extract(data: &[u8]) {
    use rfc3986::{extract_bytes, extract_with, ExtractOptions, Form, IriRef};
    for iri in [false, true] {
        let options = ExtractOptions {
            iri,
            ..ExtractOptions::DEFAULT
        };
        let found: Vec<_> = extract_bytes(data, options).collect();
        let mut last_end = 0;
        for f in &found {
            assert!(
                last_end <= f.start && f.start < f.end && f.end <= data.len(),
                "{f:?}"
            );
            last_end = f.end;
            let span = &data[f.start..f.end];
            let joined: Vec<u8> = span
                .iter()
                .copied()
                .filter(|b| !b" \t\n\r\x0C".contains(b))
                .collect();
            assert_eq!(bidi_controls_encoded(&joined), f.uri.as_bytes(), "{f:?}");
            if !matches!(f.form, Form::Angle | Form::UrlPrefix) {
                assert_eq!(bidi_controls_encoded(span), f.uri.as_bytes(), "{f:?}");
            }
            if iri {
                assert!(!f.uri.contains(rfc3986::BIDI_CONTROLS), "{f:?}");
                assert!(IriRef::parse(&f.uri).is_ok(), "{f:?}");
            } else {
                assert!(UriRef::parse(&f.uri).is_ok(), "{f:?}");
            }
        }
        if let Ok(text) = std::str::from_utf8(data) {
            for f in &found {
                assert!(text.is_char_boundary(f.start) && text.is_char_boundary(f.end));
            }
            assert_eq!(extract_with(text, options).collect::<Vec<_>>(), found);
        }
    }
}
