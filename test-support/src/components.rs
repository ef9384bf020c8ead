//! The seven components of a reference (RFC 3986 section 3), owned, in a form two parsers' answers
//! can be compared in.

use rfc3986::grammar::Grammar;
use rfc3986::{ParseError, ParseErrorKind, RiRef};

/// The components of a reference, in order: scheme, user info, host, port, path, query,
/// fragment; `None` for an absent one (the path is never absent).
pub type Split = [Option<String>; 7];

/// The seven components of a parsed reference, owned, for comparison.
pub fn split<G: Grammar>(uri: &RiRef<'_, G>) -> Split {
    let own = |s: Option<&str>| s.map(String::from);
    [
        own(uri.scheme()),
        own(uri.userinfo()),
        own(uri.host_str()),
        own(uri.port()),
        Some(uri.path().to_string()),
        own(uri.query()),
        own(uri.fragment()),
    ]
}

/// The name of a parse error in the vector files (`rfc3986/tests/data/README.md`):
/// `<kind>@<index>`.
pub fn error_name(error: &ParseError) -> String {
    let kind = match error.kind() {
        ParseErrorKind::EmptyScheme => "empty-scheme".to_string(),
        ParseErrorKind::SchemeStart => "scheme-start".to_string(),
        ParseErrorKind::InvalidChar(c) => format!("invalid-char:{}", c.name()),
        ParseErrorKind::InvalidPercentEncoding(c) => format!("bad-percent:{}", c.name()),
        ParseErrorKind::ColonInFirstSegment => "colon-in-first-segment".to_string(),
        ParseErrorKind::InvalidIpv6 => "ipv6".to_string(),
        ParseErrorKind::InvalidIpvFuture => "ipvfuture".to_string(),
        ParseErrorKind::UnclosedIpLiteral => "unclosed-ip-literal".to_string(),
        ParseErrorKind::ZoneIdNotAllowed => "zone-id-not-allowed".to_string(),
        ParseErrorKind::InvalidZoneId => "invalid-zone-id".to_string(),
        ParseErrorKind::MissingScheme => "missing-scheme".to_string(),
        ParseErrorKind::FragmentNotAllowed => "fragment-not-allowed".to_string(),
        ParseErrorKind::TooLong => "too-long".to_string(),
        other => format!("{other:?}"),
    };
    format!("{kind}@{}", error.index())
}

/// Whether two hosts are the same: the same address, or names equal but for ASCII case; no
/// host and an empty one are the same.
pub fn same_host(a: Option<rfc3986::Host<'_>>, b: Option<rfc3986::Host<'_>>) -> bool {
    let a = a.filter(|h| *h != rfc3986::Host::RegName(""));
    let b = b.filter(|h| *h != rfc3986::Host::RegName(""));
    match (a, b) {
        (Some(rfc3986::Host::RegName(a)), Some(rfc3986::Host::RegName(b))) => {
            a.eq_ignore_ascii_case(b)
        }
        (a, b) => a == b,
    }
}
