//! The conversions with `http::Uri` and `url::Url` (features `http` and `url`): every refusal
//! and every rewriting that the `interop` module documents, with the exact messages.

#![cfg(all(feature = "http", feature = "url"))]

use std::net::Ipv4Addr;

use proptest::prelude::*;
use rfc3986::interop::{ConvertError, ConvertErrorKind};
use rfc3986::{Host, ParseOptions, UriRef, UriRefBuf};
use url::Url;

#[track_caller]
fn uri(text: &str) -> UriRef<'_> {
    UriRef::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[track_caller]
fn to_http(text: &str) -> Result<http::Uri, ConvertError> {
    http::Uri::try_from(uri(text))
}

#[track_caller]
fn to_url(text: &str) -> Result<Url, ConvertError> {
    Url::try_from(uri(text))
}

#[track_caller]
fn http_uri(text: &str) -> http::Uri {
    text.parse()
        .unwrap_or_else(|e| panic!("{text}: the http crate refuses it: {e}"))
}

#[track_caller]
fn url(text: &str) -> Url {
    Url::parse(text).unwrap_or_else(|e| panic!("{text}: WHATWG URL refuses it: {e}"))
}

#[track_caller]
fn refused<T: std::fmt::Debug>(
    result: Result<T, ConvertError>,
    kind: ConvertErrorKind,
    message: &str,
) {
    let err = result.expect_err(message);
    assert_eq!((err.kind(), err.to_string().as_str()), (kind, message));
}

// ---- into http::Uri

/// Each form of request target, and the two rewritings of the http crate: the schemes `http`
/// and `https` lowercased, an empty path after an authority written `/`.
#[test]
fn into_http_each_form_carries_the_reference() {
    for (ours, theirs, host) in [
        (
            "http://example.com/a?b",
            "http://example.com/a?b",
            Some("example.com"),
        ),
        (
            "HTTP://Example.COM/a",
            "http://Example.COM/a",
            Some("Example.COM"),
        ),
        ("HTTPS://h/", "https://h/", Some("h")),
        ("Foo://h/a", "Foo://h/a", Some("h")),
        (
            "http://example.com",
            "http://example.com/",
            Some("example.com"),
        ),
        ("foo://h?q", "foo://h/?q", Some("h")),
        ("http://h:0080/", "http://h:0080/", Some("h")),
        ("http://h:/", "http://h:/", Some("h")),
        ("http://127.0.0.1/", "http://127.0.0.1/", Some("127.0.0.1")),
        (
            "http://[::FFFF:1.2.3.4]/",
            "http://[::FFFF:1.2.3.4]/",
            Some("[::FFFF:1.2.3.4]"),
        ),
        ("http://[v1.x]/", "http://[v1.x]/", Some("[v1.x]")),
        ("/a?b", "/a?b", None),
        ("/", "/", None),
        ("*", "*", None),
        ("//example.com:443", "example.com:443", Some("example.com")),
        ("//example.com", "example.com", Some("example.com")),
        ("//[::1]:80", "[::1]:80", Some("[::1]")),
        ("//:80", ":80", Some("")),
    ] {
        let http = to_http(ours).unwrap_or_else(|e| panic!("{ours}: {e}"));
        assert_eq!(
            (http.to_string().as_str(), http.host()),
            (theirs, host),
            "{ours}"
        );
    }
}

#[test]
fn into_http_refuses_what_a_request_target_cannot_carry() {
    let fragment = "an http::Uri has no fragment";
    refused(to_http("/a#top"), ConvertErrorKind::Fragment, fragment);
    refused(to_http("http://h/#"), ConvertErrorKind::Fragment, fragment);
    refused(to_http("#f"), ConvertErrorKind::Fragment, fragment);
    let userinfo = "an http::Uri carries no user info (RFC 9110 section 4.2.4)";
    refused(to_http("http://u@h/"), ConvertErrorKind::UserInfo, userinfo);
    refused(to_http("http://@h/"), ConvertErrorKind::UserInfo, userinfo);
    refused(to_http("//u:p@h"), ConvertErrorKind::UserInfo, userinfo);
    // The http crate would read these as the authority form, with the host "mailto",
    // "localhost" or "javascript".
    for text in [
        "mailto:x",
        "localhost:8080",
        "javascript:alert(1)",
        "urn:isbn:1",
    ] {
        refused(
            to_http(text),
            ConvertErrorKind::NoAuthority,
            "a URI without an authority is no request target: http::Uri would read its scheme \
             as a host",
        );
    }
    // The http crate would read these as a path, with no host.
    for text in ["//h/a", "//h/", "//h?q", "//h:80/a"] {
        refused(
            to_http(text),
            ConvertErrorKind::NetworkPath,
            "\"//\" and an authority with a path or a query is no request target: http::Uri \
             would read it all as a path",
        );
    }
    for text in ["a/b", "", "?q", "*?q", "**", "./a"] {
        refused(
            to_http(text),
            ConvertErrorKind::RelativePath,
            "a relative reference is a request target only as a path starting with '/', \"//\" \
             and an authority alone, or '*'",
        );
    }
}

#[test]
fn into_http_refuses_what_the_http_crate_refuses() {
    for (text, message) in [
        ("file:///etc", "invalid format"),
        ("http://a%2eb/", "invalid authority"),
        (
            "http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/",
            "invalid authority",
        ),
        ("//", "empty string"),
    ] {
        refused(
            to_http(text),
            ConvertErrorKind::RefusedByHttp,
            &format!("the http crate refuses it: {message}"),
        );
    }
    let long_scheme = format!("{}://h/", "a".repeat(65));
    refused(
        to_http(&long_scheme),
        ConvertErrorKind::RefusedByHttp,
        "the http crate refuses it: scheme too long",
    );
    // The longest the http crate takes is 65,534 bytes.
    let longest = format!("http://h/{}", "a".repeat(65_534 - 9));
    assert_eq!(to_http(&longest).map(|h| h.to_string().len()), Ok(65_534));
    let long = format!("{longest}a");
    refused(
        to_http(&long),
        ConvertErrorKind::RefusedByHttp,
        "the http crate refuses it: uri too long",
    );
}

/// A port that does not fit in 16 bits is no port to the http crate (`port_u16()` is `None`),
/// and a client connects to the scheme's default: refused both ways, whatever the digits
/// (leading zeros, a number that wraps to 80 modulo 2^16, 2^32 or 2^64) and the form.
#[test]
fn a_port_the_http_crate_reads_as_none_is_refused() {
    for (ours, digits) in [
        ("http://example.com:99999/", "99999"),
        ("http://h:65536/", "65536"),
        ("https://h:000065536/a?q", "000065536"),
        ("http://h:65616/", "65616"),
        ("http://h:4294967376/", "4294967376"),
        ("http://h:18446744073709551696/", "18446744073709551696"),
        ("foo://[::1]:99999", "99999"),
        ("//example.com:99999", "99999"),
    ] {
        let message =
            format!("the http crate reads no port where RFC 3986 reads the port {digits}");
        refused(to_http(ours), ConvertErrorKind::PortChanged, &message);
        // The http crate takes the same text: from it, the same refusal.
        let theirs = http_uri(ours.strip_prefix("//").unwrap_or(ours));
        assert_eq!(theirs.port_u16(), None, "{ours}");
        refused(
            UriRefBuf::try_from(&theirs),
            ConvertErrorKind::PortChanged,
            &message,
        );
    }
    // What fits is the same number to both, leading zeros or not; an empty port is none.
    for (ours, port) in [
        ("http://h:65535/", Some(65535)),
        ("http://h:0/", Some(0)),
        ("http://h:000000000000000000080/", Some(80)),
        ("//h:0443", Some(443)),
        ("http://h:/", None),
        ("//h:", None),
    ] {
        let http = to_http(ours).unwrap_or_else(|e| panic!("{ours}: {e}"));
        assert_eq!(http.port_u16(), port, "{ours}");
        assert_eq!(uri(ours).port_u16(), Ok(port), "{ours}");
        let back = UriRefBuf::try_from(&http).unwrap_or_else(|e| panic!("{ours}: {e}"));
        assert_eq!(back.as_ri_ref().port_u16(), Ok(port), "{ours}");
    }
}

/// A registered name that resolvers read as an IPv4 address (RFC 3986 section 7.4): the http
/// crate keeps the text, and a client that hands it to `getaddrinfo` connects to the address.
#[test]
fn into_http_refuses_a_name_that_clients_resolve_as_an_address() {
    for (ours, host, address) in [
        ("http://127.1/", "127.1", "127.0.0.1"),
        ("http://0x7f.1/", "0x7f.1", "127.0.0.1"),
        ("http://0X7F.0.0.1:80/", "0X7F.0.0.1", "127.0.0.1"),
        ("http://2130706433/", "2130706433", "127.0.0.1"),
        ("http://017700000001/", "017700000001", "127.0.0.1"),
        ("http://0177.0.0.01/", "0177.0.0.01", "127.0.0.1"),
        ("http://127.000.000.001/", "127.000.000.001", "127.0.0.1"),
        ("http://127.0.0.1./", "127.0.0.1.", "127.0.0.1"),
        ("https://1.2.3/", "1.2.3", "1.2.0.3"),
        ("http://0xa9fea9fe/latest", "0xa9fea9fe", "169.254.169.254"),
        ("//0x7f.1:443", "0x7f.1", "127.0.0.1"),
        ("foo://0/", "0", "0.0.0.0"),
    ] {
        refused(
            to_http(ours),
            ConvertErrorKind::HostChanged,
            &format!(
                "resolvers read the host {host:?} as the IPv4 address {address} (as inet_aton \
                 does), where RFC 3986 reads a registered name"
            ),
        );
    }
    // Names that no resolver reads as an address, and addresses as RFC 3986 writes them.
    for ours in [
        "http://example.com/",
        "http://1.2.3.4.5/",
        "http://0x7g.1/",
        "http://1.2.3.a/",
        "http://127.0.0.1/",
        "http://[::ffff:127.0.0.1]/",
        "http://a-127.1/",
    ] {
        assert!(to_http(ours).is_ok(), "{ours}");
    }
}

/// A zone identifier (RFC 6874) is kept as text by the http crate, and HTTP clients that
/// resolve the host as text read its `%25` as part of the zone.
#[test]
fn into_http_refuses_a_zone_identifier() -> Result<(), rfc3986::ParseError> {
    for text in [
        "http://[fe80::1%25eth0]/",
        "https://[fe80::1%251]:8443/a",
        "//[fe80::a%25en0]:80",
    ] {
        let zoned = UriRef::parse_with(text, ParseOptions::RFC6874)?;
        refused(
            http::Uri::try_from(zoned),
            ConvertErrorKind::ZoneId,
            "an http::Uri keeps an IPv6 zone identifier as text, whose \"%25\" HTTP clients \
             read as part of the zone",
        );
    }
    Ok(())
}

/// The borrowed, owned and by-value conversions agree.
#[test]
fn into_http_from_every_owner() -> Result<(), Box<dyn std::error::Error>> {
    let owned: UriRefBuf = "http://h/a".parse()?;
    assert_eq!(http::Uri::try_from(&owned)?, http_uri("http://h/a"));
    assert_eq!(http::Uri::try_from(owned)?, http_uri("http://h/a"));
    let owned: UriRefBuf = "/a#f".parse()?;
    assert_eq!(
        http::Uri::try_from(&owned).map_err(|e| e.kind()),
        Err(ConvertErrorKind::Fragment)
    );
    assert_eq!(
        http::Uri::try_from(owned).map_err(|e| e.kind()),
        Err(ConvertErrorKind::Fragment)
    );
    Ok(())
}

// ---- from http::Uri

#[test]
fn from_http_is_the_text_it_writes() -> Result<(), ConvertError> {
    for (theirs, ours) in [
        ("http://example.com/a?b", "http://example.com/a?b"),
        ("http://example.com", "http://example.com/"),
        ("HTTP://Example.COM/a", "http://Example.COM/a"),
        ("http://u@h/", "http://u@h/"),
        ("http://h:0080/", "http://h:0080/"),
        ("http://h:/", "http://h:/"),
        ("/a?b#c", "/a?b"),
        ("*", "*"),
        ("example.com:443", "//example.com:443"),
        ("example.com", "//example.com"),
        ("[::1]:80", "//[::1]:80"),
    ] {
        let http = http_uri(theirs);
        assert_eq!(UriRefBuf::try_from(&http)?.as_str(), ours, "{theirs}");
        assert_eq!(UriRefBuf::try_from(http)?.as_str(), ours, "{theirs}");
    }
    Ok(())
}

#[test]
fn from_http_refuses_text_that_is_not_rfc3986() {
    for (theirs, index, message) in [
        ("/a|b", 2, "invalid character '|' in path at index 2"),
        ("/a\"b", 2, "invalid character '\"' in path at index 2"),
        ("/a?{b}", 3, "invalid character '{' in query at index 3"),
        ("/a^b", 2, "invalid character '^' in path at index 2"),
        (
            "/a%zz",
            2,
            "'%' not followed by two hexadecimal digits in path at index 2",
        ),
        (
            "http://[fe80::1%25eth0]/",
            15,
            "zone identifier at index 15: zone identifiers need RFC 6874 parsing (parse_with \
             and ParseOptions::RFC6874)",
        ),
    ] {
        let err = UriRefBuf::try_from(&http_uri(theirs)).expect_err(theirs);
        assert_eq!(err.kind(), ConvertErrorKind::NotRfc3986, "{theirs}");
        assert_eq!(
            err.parse_error().map(|e| e.index()),
            Some(index),
            "{theirs}"
        );
        assert_eq!(
            err.to_string(),
            format!("the text of the http::Uri is not RFC 3986: {message}")
        );
    }
}

/// Every reference the http crate takes comes back as it went, but for the two rewritings;
/// and every `http::Uri` made of one comes back the same.
#[test]
fn http_round_trips() -> Result<(), ConvertError> {
    for text in [
        "http://example.com/a?b",
        "https://[::1]:8443/",
        "/search?q=a%20b",
        "*",
        "//example.com:443",
        "foo://h:/a",
    ] {
        let http = to_http(text)?;
        let back = UriRefBuf::try_from(&http)?;
        assert_eq!(back.as_str(), text);
        assert_eq!(http::Uri::try_from(&back)?, http);
    }
    Ok(())
}

// ---- into url::Url

/// What WHATWG URL rewrites without changing the host, each documented rewriting.
#[test]
fn into_url_rewritings_that_keep_the_host() -> Result<(), ConvertError> {
    for (ours, theirs) in [
        // Scheme and host case; a non-special scheme keeps the host's.
        ("HTTP://Example.COM/a", "http://example.com/a"),
        ("foo://EXAMPLE.com/", "foo://EXAMPLE.com/"),
        ("http://XN--NXASMQ6B.com/", "http://xn--nxasmq6b.com/"),
        // IPv6 in its shortest form.
        ("http://[::FFFF:1.2.3.4]/", "http://[::ffff:102:304]/"),
        ("http://[0:0::1]/", "http://[::1]/"),
        // Default and empty ports dropped, leading zeros too.
        ("http://h:80/", "http://h/"),
        ("https://h:443/", "https://h/"),
        ("ws://h:80/", "ws://h/"),
        ("http://h:/", "http://h/"),
        ("http://h:0081/", "http://h:81/"),
        ("foo://h:80/", "foo://h:80/"),
        // An empty path after a special scheme's host.
        ("http://h", "http://h/"),
        ("http://h?q", "http://h/?q"),
        ("foo://h", "foo://h"),
        // Dot segments, `%2e` counting as `.`.
        ("http://h/a/../b", "http://h/b"),
        ("http://h/a/%2e%2E/b", "http://h/b"),
        ("http://h/a/./b/.", "http://h/a/b/"),
        ("foo://h/a/../b", "foo://h/b"),
        // User info.
        ("http://a;b=c:d:e@h/", "http://a%3Bb%3Dc:d%3Ae@h/"),
        ("http://u:@h/", "http://u@h/"),
        ("http://@h/", "http://h/"),
        ("foo://a;b@h/", "foo://a%3Bb@h/"),
        // The query's `'`, in a special scheme.
        ("http://h/?a'b", "http://h/?a%27b"),
        ("foo://h/?a'b", "foo://h/?a'b"),
        // Unchanged.
        ("http://example.com./", "http://example.com./"),
        ("http://a_b/", "http://a_b/"),
        ("mailto:someone@example.com", "mailto:someone@example.com"),
        ("file:///etc/hosts", "file:///etc/hosts"),
        ("urn:isbn:0451450523", "urn:isbn:0451450523"),
        ("http://h/a?b#c", "http://h/a?b#c"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/"),
        // No host and an empty one are the same.
        ("file:/etc/hosts", "file:///etc/hosts"),
    ] {
        assert_eq!(to_url(ours)?.as_str(), theirs, "{ours}");
    }
    Ok(())
}

/// The port number is kept whatever WHATWG URL writes.
#[test]
fn into_url_keeps_the_port_number() -> Result<(), ConvertError> {
    for (ours, port) in [
        ("http://h:80/", 80),
        ("http://h:0081/", 81),
        ("http://h/", 80),
        ("https://h:8443/", 8443),
    ] {
        let url = to_url(ours)?;
        assert_eq!(url.port_or_known_default(), Some(port), "{ours}");
        let port_ours = uri(ours).port_u16().ok().flatten().unwrap_or(80);
        assert_eq!(port_ours, port, "{ours}");
    }
    Ok(())
}

/// The hosts that WHATWG URL and RFC 3986 read differently.
#[test]
fn into_url_refuses_a_host_read_otherwise() {
    for (ours, theirs) in [
        ("http://127.1/", "127.0.0.1"),
        ("http://0x7f.1/", "127.0.0.1"),
        ("http://2130706433/", "127.0.0.1"),
        ("http://017700000001/", "127.0.0.1"),
        ("http://1.2.3/", "1.2.0.3"),
        ("http://127.0.0.1./", "127.0.0.1"),
        ("http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/", "127.0.0.1"),
        ("http://%31%32%37.0.0.1/", "127.0.0.1"),
        ("http://a%2eb/", "a.b"),
        ("http://%41.com/", "a.com"),
        ("http://%C3%9F.de/", "xn--zca.de"),
        ("http://ex%E2%80%8Bample.com/", "example.com"),
    ] {
        let host = uri(ours).host_str().expect("a host");
        refused(
            to_url(ours),
            ConvertErrorKind::HostChanged,
            &format!("WHATWG URL reads the host {theirs:?} where RFC 3986 reads the host {host:?}"),
        );
    }
    for (ours, theirs) in [
        ("http:example.com/a", "example.com"),
        ("http:/example.com/a", "example.com"),
        ("https:example.com", "example.com"),
    ] {
        refused(
            to_url(ours),
            ConvertErrorKind::HostChanged,
            &format!("WHATWG URL reads the host {theirs:?} where RFC 3986 reads no host"),
        );
    }
    for (ours, host) in [
        ("file://localhost/etc", "localhost"),
        ("file://c:/x", "c"),
        ("file://LOCALHOST/x", "LOCALHOST"),
    ] {
        refused(
            to_url(ours),
            ConvertErrorKind::HostChanged,
            &format!("WHATWG URL reads no host where RFC 3986 reads the host {host:?}"),
        );
    }
}

/// Where WHATWG URL keeps a name that resolvers read as an IPv4 address (a scheme it does not
/// know, whose host it does not read as an address), the client that takes the URL connects to
/// the address: refused as for `http::Uri`.
#[test]
fn into_url_refuses_a_name_that_resolvers_read_as_an_address() {
    for (ours, host, address) in [
        ("foo://127.1/", "127.1", "127.0.0.1"),
        ("redis://0x7f.1:6379/", "0x7f.1", "127.0.0.1"),
        ("postgres://u@2130706433/db", "2130706433", "127.0.0.1"),
        ("git://0177.0.0.1/x", "0177.0.0.1", "127.0.0.1"),
        ("foo://1.2.3./", "1.2.3.", "1.2.0.3"),
    ] {
        assert_eq!(
            url(ours).host_str(),
            Some(host),
            "WHATWG URL keeps the name"
        );
        refused(
            to_url(ours),
            ConvertErrorKind::HostChanged,
            &format!(
                "resolvers read the host {host:?} as the IPv4 address {address} (as inet_aton \
                 does), where RFC 3986 reads a registered name"
            ),
        );
    }
    for ours in [
        "foo://0x7g.1/",
        "foo://example.com/",
        "foo://1.2.3.4.5/",
        "foo://a.1/",
    ] {
        assert!(to_url(ours).is_ok(), "{ours}");
    }
}

#[test]
fn into_url_refuses_relative_references_and_what_whatwg_refuses() -> Result<(), rfc3986::ParseError>
{
    for text in ["/a", "//h/", "", "a/b", "?q"] {
        refused(
            to_url(text),
            ConvertErrorKind::Relative,
            "a relative reference is no URL (resolve it against a base first)",
        );
    }
    for (text, message) in [
        ("http://h:99999/", "invalid port number"),
        ("http://[v1.x]/", "invalid IPv6 address"),
        ("http://xn--a.com/", "invalid international domain name"),
        ("http:///", "empty host"),
        ("http://a%00b/", "invalid international domain name"),
    ] {
        refused(
            to_url(text),
            ConvertErrorKind::RefusedByWhatwg,
            &format!("WHATWG URL refuses it: {message}"),
        );
    }
    let zoned = UriRef::parse_with("http://[fe80::1%25eth0]/", ParseOptions::RFC6874)?;
    refused(
        Url::try_from(zoned),
        ConvertErrorKind::RefusedByWhatwg,
        "WHATWG URL refuses it: invalid IPv6 address",
    );
    Ok(())
}

/// The borrowed, owned and by-value conversions agree.
#[test]
fn into_url_from_every_owner() -> Result<(), Box<dyn std::error::Error>> {
    let owned: UriRefBuf = "HTTP://h".parse()?;
    assert_eq!(Url::try_from(&owned)?.as_str(), "http://h/");
    assert_eq!(Url::try_from(owned)?.as_str(), "http://h/");
    let owned: UriRefBuf = "http://127.1".parse()?;
    assert_eq!(
        Url::try_from(&owned).map_err(|e| e.kind()),
        Err(ConvertErrorKind::HostChanged)
    );
    assert_eq!(
        Url::try_from(owned).map_err(|e| e.kind()),
        Err(ConvertErrorKind::HostChanged)
    );
    Ok(())
}

// ---- from url::Url

/// The URL's text, borrowed: WHATWG URL has already rewritten it (backslashes as slashes here).
#[test]
fn from_url_borrows_its_text() -> Result<(), ConvertError> {
    for (input, text, host) in [
        (
            "http:\\\\evil.com\\a",
            "http://evil.com/a",
            Some("evil.com"),
        ),
        (
            "http://EXAMPLE.com/a b",
            "http://example.com/a%20b",
            Some("example.com"),
        ),
        ("http://127.1/", "http://127.0.0.1/", Some("127.0.0.1")),
        ("http://[::1]/", "http://[::1]/", Some("[::1]")),
        ("mailto:x", "mailto:x", None),
        ("foo://%41/", "foo://%41/", Some("%41")),
    ] {
        let url = url(input);
        let uri = UriRef::try_from(&url)?;
        assert_eq!((uri.as_str(), uri.host_str()), (text, host), "{input}");
        assert_eq!(uri.as_str().as_ptr(), url.as_str().as_ptr(), "borrowed");
        assert_eq!(UriRefBuf::try_from(&url)?.as_str(), text);
        assert_eq!(UriRefBuf::try_from(url)?.as_str(), text);
    }
    Ok(())
}

/// What WHATWG URL leaves in its text and RFC 3986 does not allow.
#[test]
fn from_url_refuses_text_that_is_not_rfc3986() {
    for (input, index, message) in [
        (
            "http://h/a|b",
            10,
            "invalid character '|' in path at index 10",
        ),
        (
            "http://h/a^b",
            10,
            "invalid character '^' in path at index 10",
        ),
        (
            "http://h/a[b]",
            10,
            "invalid character '[' in path at index 10",
        ),
        (
            "http://h/?a{b}",
            11,
            "invalid character '{' in query at index 11",
        ),
        (
            "http://h/?a`",
            11,
            "invalid character '`' in query at index 11",
        ),
        (
            "http://h/?a\\b",
            11,
            "invalid character '\\\\' in query at index 11",
        ),
        (
            "http://h/#a{",
            11,
            "invalid character '{' in fragment at index 11",
        ),
        (
            "http://h/#a\\",
            11,
            "invalid character '\\\\' in fragment at index 11",
        ),
        (
            "http://h/#a#",
            11,
            "invalid character '#' in fragment at index 11",
        ),
        ("mailto:a b", 8, "invalid character ' ' in path at index 8"),
        ("mailto:a<b>", 8, "invalid character '<' in path at index 8"),
        ("mailto:a|b", 8, "invalid character '|' in path at index 8"),
        ("foo://a{b/", 7, "invalid character '{' in host at index 7"),
        (
            "http://h/a%zz",
            10,
            "'%' not followed by two hexadecimal digits in path at index 10",
        ),
    ] {
        let url = url(input);
        let err = UriRef::try_from(&url).expect_err(input);
        assert_eq!(err.kind(), ConvertErrorKind::NotRfc3986, "{input}");
        assert_eq!(err.parse_error().map(|e| e.index()), Some(index), "{input}");
        assert_eq!(
            err.to_string(),
            format!("the text of the URL is not RFC 3986: {message}"),
            "{input}"
        );
        let owned = UriRefBuf::try_from(&url).expect_err(input);
        assert_eq!(owned, err);
        assert_eq!(UriRefBuf::try_from(url).expect_err(input), err);
    }
}

/// A URI that WHATWG URL takes comes back, and a URL that RFC 3986 takes comes back the same.
#[test]
fn url_round_trips() -> Result<(), ConvertError> {
    for text in [
        "http://example.com/a?b#c",
        "https://[::1]:8443/",
        "mailto:x@example.com",
        "file:///etc/hosts",
        "foo://EXAMPLE.com/a",
    ] {
        let url = to_url(text)?;
        let back = UriRef::try_from(&url)?;
        assert_eq!(back.as_str(), text);
        assert_eq!(Url::try_from(back)?, url);
    }
    Ok(())
}

/// The errors are values: compared, cloned, and `std::error::Error`s.
#[test]
fn errors_are_values() {
    let err = to_url("http://127.1/").expect_err("host changed");
    let clone = err.clone();
    assert_eq!(clone, err);
    assert_ne!(to_url("http://0x7f.1/").expect_err("host changed"), err);
    assert_eq!(err.parse_error(), None);
    let boxed: Box<dyn std::error::Error> = Box::new(err);
    assert!(boxed.source().is_none());
}

// ---- generated references: the host and the port survive every accepted conversion

/// The IPv4 address `inet_aton` reads in `text` (one to four parts, each decimal, octal after
/// a `0`, or hexadecimal after `0x`, the last filling the bytes that remain; one final `.`
/// allowed), written here apart from the library, or `None`.
fn inet_aton(text: &str) -> Option<Ipv4Addr> {
    let text = text.strip_suffix('.').unwrap_or(text);
    let mut parts = Vec::new();
    for part in text.split('.') {
        let (digits, radix) = match part.as_bytes() {
            [b'0', b'x' | b'X', ..] => (&part[2..], 16),
            [b'0', _, ..] => (&part[1..], 8),
            _ => (part, 10),
        };
        let value = if digits.is_empty() && radix == 16 {
            0
        } else {
            u64::from_str_radix(digits, radix).ok()?
        };
        if digits.starts_with(['+', '-']) || value > u64::from(u32::MAX) {
            return None;
        }
        parts.push(value);
    }
    let (last, leading) = parts.split_last()?;
    if parts.len() > 4 || leading.iter().any(|&p| p > 255) {
        return None;
    }
    let room = 8 * (4 - leading.len() as u32);
    if room < 32 && last >> room != 0 {
        return None;
    }
    let value = leading.iter().fold(0u64, |acc, &p| acc << 8 | p) << room | last;
    Some(Ipv4Addr::from(u32::try_from(value).ok()?))
}

/// The number `digits` is, if it fits in 16 bits (RFC 3986 allows any run of digits).
fn port_number(digits: &str) -> Option<u16> {
    digits.trim_start_matches('0').parse().ok().or_else(|| {
        // All zeros, or empty: 0 for zeros, no port for nothing.
        (!digits.is_empty() && digits.bytes().all(|b| b == b'0')).then_some(0)
    })
}

/// A host as RFC 3986 allows it, of every kind, with the spellings that other readers take
/// otherwise often: numbers that `inet_aton` reads as addresses, percent-encoded bytes,
/// IPv4-mapped IPv6, IPvFuture, empty.
fn host() -> impl Strategy<Value = String> {
    let part = prop_oneof![
        (0u32..=255).prop_map(|n| n.to_string()),
        (0u32..=0xffff).prop_map(|n| format!("0x{n:x}")),
        (0u32..=0xffff).prop_map(|n| format!("0X{n:X}")),
        (0u32..=0o777).prop_map(|n| format!("0{n:o}")),
        any::<u32>().prop_map(|n| n.to_string()),
        "[a-z][a-z0-9-]{0,4}",
        "[0-9]{1,3}[a-z]",
    ];
    prop_oneof![
        3 => (proptest::collection::vec(part, 1..6), any::<bool>()).prop_map(|(parts, dot)| {
            let name = parts.join(".");
            if dot { format!("{name}.") } else { name }
        }),
        1 => any::<[u8; 4]>().prop_map(|a| Ipv4Addr::from(a).to_string()),
        1 => proptest::sample::select(vec![
            "[::1]", "[::ffff:127.0.0.1]", "[2001:db8::7]", "[v1.x]", "", "a%2eb", "%41",
            "localhost", "example.com", "EXAMPLE.com.", "a_b",
        ])
        .prop_map(str::to_owned),
    ]
}

/// Port digits: none, empty, or a number with leading zeros, in and beyond 16 bits.
fn port() -> impl Strategy<Value = Option<String>> {
    let number = prop_oneof![
        3 => 0u64..=65_535,
        1 => 65_536u64..=1_000_000,
        1 => any::<u64>(),
        1 => proptest::sample::select(vec![65_616u64, 131_152, 4_294_967_376, 4_294_967_296]),
    ];
    prop_oneof![
        1 => Just(None),
        1 => Just(Some(String::new())),
        4 => (0usize..4, number).prop_map(|(zeros, n)| Some(format!("{}{n}", "0".repeat(zeros)))),
    ]
}

/// A reference with an authority, in the forms a request target takes.
fn reference() -> impl Strategy<Value = String> {
    (
        proptest::sample::select(vec![
            "http://", "https://", "HTTP://", "ws://", "foo://", "//",
        ]),
        prop_oneof![
            4 => Just(None),
            1 => proptest::sample::select(vec!["u", "u:p", ""]).prop_map(Some),
        ],
        host(),
        port(),
        proptest::sample::select(vec!["", "/", "/a", "/a/../b", "/?q", "?q"]),
    )
        .prop_map(|(start, userinfo, host, port, rest)| {
            let userinfo = userinfo.map(|u| format!("{u}@")).unwrap_or_default();
            let port = port.map(|p| format!(":{p}")).unwrap_or_default();
            format!("{start}{userinfo}{host}{port}{rest}")
        })
}

/// The scheme's default port, as WHATWG URL knows it.
fn default_port(scheme: &str) -> Option<u16> {
    match scheme.to_ascii_lowercase().as_str() {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Into `http::Uri` and back: every conversion accepted has the host and the port number
    /// that we read, as `http::Uri` reads them; a port beyond 16 bits, a name that resolvers
    /// read as an address and a zone are refused, each with its kind.
    #[test]
    fn http_reads_our_host_and_port(text in reference()) {
        let Ok(ours) = UriRef::parse(&text) else {
            return Ok(());
        };
        let digits = ours.port().unwrap_or("");
        let resolved = match ours.host() {
            Some(Host::RegName(name)) => inet_aton(name),
            _ => None,
        };
        match http::Uri::try_from(ours) {
            Ok(theirs) => {
                prop_assert_eq!(theirs.host(), ours.host_str(), "{}", text);
                prop_assert_eq!(theirs.port_u16(), port_number(digits), "{}", text);
                prop_assert_eq!(ours.port_u16(), Ok(port_number(digits)), "{}", text);
                prop_assert_eq!(resolved, None, "{}: a client connects elsewhere", text);
                let back = UriRefBuf::try_from(&theirs).expect("back");
                prop_assert_eq!(back.as_ri_ref().host_str(), ours.host_str());
                prop_assert_eq!(back.as_ri_ref().port_u16(), ours.port_u16());
            }
            Err(e) => match e.kind() {
                ConvertErrorKind::PortChanged => {
                    prop_assert_eq!(port_number(digits), None, "{}", text);
                    prop_assert!(!digits.is_empty(), "{}", text);
                }
                ConvertErrorKind::HostChanged => {
                    prop_assert!(resolved.is_some(), "{}: {}", text, e);
                    let address = resolved.expect("an address").to_string();
                    prop_assert!(e.to_string().contains(&address), "{}: {}", text, e);
                }
                ConvertErrorKind::UserInfo => prop_assert!(ours.userinfo().is_some()),
                ConvertErrorKind::NetworkPath | ConvertErrorKind::RefusedByHttp => {}
                kind => prop_assert!(false, "{}: {:?}: {}", text, kind, e),
            },
        }
    }

    /// From `http::Uri`: every conversion accepted has the host and the port number that the
    /// http crate reads.
    #[test]
    fn we_read_the_host_and_port_of_http(text in reference()) {
        let text = text.strip_prefix("//").unwrap_or(&text);
        let Ok(theirs) = text.parse::<http::Uri>() else {
            return Ok(());
        };
        match UriRefBuf::try_from(&theirs) {
            Ok(ours) => {
                let ours = ours.as_ri_ref();
                prop_assert_eq!(ours.host_str(), theirs.host(), "{}", text);
                prop_assert_eq!(ours.port_u16(), Ok(theirs.port_u16()), "{}", text);
            }
            Err(e) => match e.kind() {
                ConvertErrorKind::PortChanged => {
                    prop_assert_eq!(theirs.port_u16(), None, "{}", text);
                    prop_assert!(theirs.port().is_none());
                }
                ConvertErrorKind::NotRfc3986 => {}
                kind => prop_assert!(false, "{}: {:?}: {}", text, kind, e),
            },
        }
    }

    /// Into `url::Url` and back: every conversion accepted reads the same host (the same
    /// address, or names equal but for case), never a name that resolvers read as an address,
    /// and the same port number, a default port included.
    #[test]
    fn whatwg_reads_our_host_and_port(text in reference()) {
        let Ok(ours) = UriRef::parse(&text) else {
            return Ok(());
        };
        let Ok(url) = Url::try_from(ours) else {
            return Ok(());
        };
        if let Some(Host::RegName(name)) = ours.host() {
            prop_assert_eq!(inet_aton(name), None, "{}: a client connects elsewhere", text);
        }
        let back = UriRef::try_from(&url).expect("WHATWG URL writes these as RFC 3986");
        let same = match (ours.host(), back.host()) {
            (Some(Host::RegName(a)), Some(Host::RegName(b))) => a.eq_ignore_ascii_case(b),
            (a, b) => a == b,
        };
        prop_assert!(same, "{} -> {}", text, url);
        let default = default_port(ours.scheme().expect("absolute"));
        let port = port_number(ours.port().unwrap_or("")).or(default);
        prop_assert_eq!(url.port_or_known_default(), port, "{} -> {}", text, url);
        prop_assert_eq!(back.port_u16().expect("16 bits").or(default), port);
    }
}
