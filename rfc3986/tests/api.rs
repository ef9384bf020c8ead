//! The public API: accessors, absent versus empty, typed views, entry points, error messages
//! word for word, limits, and the trait implementations.

use std::collections::HashSet;
use std::net::{Ipv4Addr, Ipv6Addr};

use rfc3986::{Component, Host, HostKind, ParseErrorKind, UriRef, UriRefBuf, MAX_LEN};

#[track_caller]
fn parse(text: &str) -> UriRef<'_> {
    UriRef::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

#[track_caller]
fn message(text: &str) -> String {
    UriRef::parse(text).expect_err(text).to_string()
}

#[test]
fn the_seed_example_taken_apart() {
    let uri = parse("foo://example.com:8042/over/there?name=ferret#nose");
    assert_eq!(uri.scheme(), Some("foo"));
    assert_eq!(uri.authority(), Some("example.com:8042"));
    assert_eq!(uri.userinfo(), None);
    assert_eq!(uri.host_str(), Some("example.com"));
    assert_eq!(uri.host(), Some(Host::RegName("example.com")));
    assert_eq!(uri.port(), Some("8042"));
    assert!(uri.has_port());
    assert!(uri.has_authority());
    assert!(!uri.is_relative());
    assert!(!uri.is_absolute_uri());
    assert_eq!(uri.path(), "/over/there");
    assert_eq!(uri.query(), Some("name=ferret"));
    assert_eq!(uri.fragment(), Some("nose"));

    let urn = parse("urn:example:animal:ferret:nose");
    assert_eq!(urn.scheme(), Some("urn"));
    assert!(!urn.has_authority());
    assert_eq!(urn.path(), "example:animal:ferret:nose");
    assert!(urn.is_absolute_uri());
}

#[test]
fn absent_and_empty_components_differ() {
    type Accessor = fn(&UriRef<'static>) -> Option<&'static str>;
    let cases: [(&str, Accessor, Option<&str>); 10] = [
        ("http://h?", UriRef::query, Some("")),
        ("http://h", UriRef::query, None),
        ("http://h#", UriRef::fragment, Some("")),
        ("http://h", UriRef::fragment, None),
        ("http://h:/", UriRef::port, Some("")),
        ("http://h/", UriRef::port, None),
        ("http://@h", UriRef::userinfo, Some("")),
        ("http://h", UriRef::userinfo, None),
        ("file:///etc", UriRef::host_str, Some("")),
        ("file:/etc", UriRef::host_str, None),
    ];
    for (text, component, expected) in cases {
        assert_eq!(component(&parse(text)), expected, "{text}");
    }
    assert!(parse("http://h:/").has_port());
    assert!(!parse("http://h/").has_port());
    assert_eq!(parse("?#").query(), Some(""));
    assert_eq!(parse("?#").fragment(), Some(""));
    assert_eq!(parse("").path(), "");
    assert_eq!(parse("foo://").authority(), Some(""));
}

#[test]
fn typed_hosts() {
    let host = |text: &'static str| parse(text).host();
    assert_eq!(
        host("http://192.0.2.16:80/"),
        Some(Host::Ipv4(Ipv4Addr::new(192, 0, 2, 16)))
    );
    assert_eq!(
        host("ldap://[2001:db8::7]/c=GB?objectClass?one"),
        Some(Host::Ipv6("2001:db8::7".parse::<Ipv6Addr>().unwrap()))
    );
    assert_eq!(
        host("http://[::FFFF:129.144.52.38]:80/"),
        Some(Host::Ipv6(
            "::ffff:129.144.52.38".parse::<Ipv6Addr>().unwrap()
        ))
    );
    assert_eq!(
        host("http://[V1F.a:b]/"),
        Some(Host::IpvFuture {
            version: "1F",
            address: "a:b"
        })
    );
    // Rare IPv4 forms are registered names to RFC 3986 (section 7.4 warns about them).
    for rare in [
        "http://127.1/",
        "http://0x7f.0.0.1/",
        "http://017700000001/",
        "http://1.2.3.04/",
    ] {
        assert_eq!(
            host(rare).map(|h| h.kind()),
            Some(HostKind::RegName),
            "{rare}"
        );
    }
    assert_eq!(HostKind::IpvFuture.as_str(), "ipvfuture");
}

#[test]
fn host_parse_on_its_own() {
    assert_eq!(Host::parse(""), Ok(Host::RegName("")));
    assert_eq!(
        Host::parse("255.255.255.255"),
        Ok(Host::Ipv4(Ipv4Addr::BROADCAST))
    );
    assert_eq!(Host::parse("[::]"), Ok(Host::Ipv6(Ipv6Addr::UNSPECIFIED)));
    let err = Host::parse("[::1]x").unwrap_err();
    assert_eq!(err.kind(), ParseErrorKind::InvalidChar(Component::Host));
    assert_eq!(err.index(), 5);
    assert_eq!(
        Host::parse("a%2").unwrap_err().kind(),
        ParseErrorKind::InvalidPercentEncoding(Component::Host)
    );
    let kind_at = |text| Host::parse(text).map_err(|e| (e.kind(), e.index()));
    assert_eq!(kind_at("[::1/]"), Err((ParseErrorKind::InvalidIpv6, 4)));
    assert_eq!(
        kind_at("[v1.x/]"),
        Err((ParseErrorKind::InvalidIpvFuture, 5))
    );
    assert_eq!(kind_at("[::1"), Err((ParseErrorKind::UnclosedIpLiteral, 4)));
}

#[test]
fn ports() {
    assert_eq!(parse("http://h:0/").port_u16(), Ok(Some(0)));
    assert_eq!(parse("http://h:65535/").port_u16(), Ok(Some(65535)));
    assert_eq!(parse("http://h:00080/").port_u16(), Ok(Some(80)));
    assert_eq!(parse("http://h/").port_u16(), Ok(None));
    assert_eq!(parse("http://h:/").port_u16(), Ok(None));
    let huge = parse("http://h:99999999999999999999999/");
    assert_eq!(huge.port(), Some("99999999999999999999999"));
    let err = huge.port_u16().unwrap_err();
    assert_eq!(err.digits(), "99999999999999999999999");
    assert_eq!(
        parse("http://h:65536").port_u16().unwrap_err().to_string(),
        "port 65536 does not fit in 16 bits"
    );
}

#[test]
fn path_segments_follow_the_seed_model() {
    let segments = |text: &'static str| parse(text).path_segments().collect::<Vec<_>>();
    assert_eq!(segments("foo/bar"), ["foo", "bar"]);
    assert_eq!(
        segments("http://www.example.com/foo/bar"),
        ["", "foo", "bar"]
    );
    assert_eq!(segments("urn:book:fantasy:Hobbit"), ["book:fantasy:Hobbit"]);
    assert!(segments("").is_empty());
    assert!(segments("http://h?q").is_empty());
    assert_eq!(segments("/"), [""]);
    assert_eq!(segments("foo/"), ["foo", ""]);
    assert_eq!(segments("//h//"), ["", "", ""]);
    assert_eq!(segments("a/%2F/b"), ["a", "%2F", "b"]);
    assert_eq!(
        parse("/a/b/c").path_segments().rev().collect::<Vec<_>>(),
        ["c", "b", "a", ""]
    );
}

#[test]
fn entry_points() {
    assert!(UriRef::parse_uri("a:").is_ok());
    assert_eq!(
        UriRef::parse_uri("/a").unwrap_err().kind(),
        ParseErrorKind::MissingScheme
    );
    assert_eq!(UriRef::parse_uri("").unwrap_err().index(), 0);
    assert!(UriRef::parse_absolute_uri("a:b?c").is_ok());
    let err = UriRef::parse_absolute_uri("a:b?c#d").unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (ParseErrorKind::FragmentNotAllowed, 5)
    );
    assert!(UriRef::parse_relative_ref("//h/p?q#f").is_ok());
    let err = UriRef::parse_relative_ref("g:h").unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (ParseErrorKind::ColonInFirstSegment, 1)
    );
    assert!(parse("a:b").is_absolute_uri());
    assert!(!parse("a:b#c").is_absolute_uri());
    assert!(!parse("//a").is_absolute_uri());
}

#[test]
fn error_messages_word_for_word() {
    for (text, expected) in [
        (":a", "empty scheme before ':' at index 0"),
        ("1a:b", "scheme does not start with a letter at index 0"),
        ("http://a b/", "invalid character ' ' in host at index 8"),
        (
            "http://u{@h",
            "invalid character '{' in user info at index 8",
        ),
        ("http://h:8a/", "invalid character 'a' in port at index 10"),
        ("/é", "invalid character 'é' in path at index 1"),
        ("/a?b c", "invalid character ' ' in query at index 4"),
        ("/a#b#c", "invalid character '#' in fragment at index 4"),
        ("/a\u{7f}", "invalid character '\\u{7f}' in path at index 2"),
        (
            "/a%2",
            "'%' not followed by two hexadecimal digits in path at index 2",
        ),
        (
            "//h?%zz",
            "'%' not followed by two hexadecimal digits in query at index 4",
        ),
        (
            "a%20:b",
            "':' in the first segment of a relative path at index 4 (write \"./\" before the path)",
        ),
        ("http://[1:2:3]/", "malformed IPv6 address at index 13"),
        ("http://[v1.]/", "malformed IPvFuture address at index 11"),
        ("http://[::1/", "IP literal not closed by ']' at index 11"),
    ] {
        assert_eq!(message(text), expected, "{text}");
    }
    assert_eq!(
        UriRef::parse_uri("//h").unwrap_err().to_string(),
        "missing scheme at index 0 (a URI starts with a scheme and ':')"
    );
    assert_eq!(
        UriRef::parse_absolute_uri("a:#").unwrap_err().to_string(),
        "fragment not allowed in an absolute URI at index 2"
    );
    let err = UriRef::parse_bytes(b"/\xC3").unwrap_err();
    assert_eq!(err.to_string(), "invalid byte 0xC3 in path at index 1");
    assert_eq!(err.found(), None);
    assert_eq!(UriRef::parse("/ ").unwrap_err().found(), Some(' '));
}

#[test]
fn too_long_is_an_error_not_a_wrong_answer() {
    // Zeroed memory costs nothing until written: this does not touch 4 GiB.
    let bytes = vec![0u8; MAX_LEN + 1];
    let err = UriRef::parse_bytes(&bytes).unwrap_err();
    assert_eq!(err.kind(), ParseErrorKind::TooLong);
    assert_eq!(err.index(), MAX_LEN);
    assert_eq!(
        err.to_string(),
        "input longer than the maximum of 4294967295 bytes"
    );
}

#[test]
fn never_panics_on_any_bytes() {
    // Every string of up to two bytes, and many random longer ones.
    for a in 0..=255u8 {
        let _ = UriRef::parse_bytes(&[a]);
        for b in 0..=255u8 {
            let _ = UriRef::parse_bytes(&[a, b]);
        }
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b"a1:/?#@[]%.vF \xC3\xA9\xFF-";
    for _ in 0..100_000 {
        let len = (next() % 24) as usize;
        let prefix: &[u8] = [&b""[..], b"//", b"a://", b"a:"][(next() % 4) as usize];
        let mut bytes = prefix.to_vec();
        bytes.extend((0..len).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]));
        match UriRef::parse_bytes(&bytes) {
            Ok(uri) => assert_eq!(uri.as_str().as_bytes(), &bytes[..]),
            // Only a missing `]` is found at the very end.
            Err(err) => assert!(
                err.index() < bytes.len() || err.kind() == ParseErrorKind::UnclosedIpLiteral,
                "{bytes:?}: {err}"
            ),
        }
    }
}

#[test]
fn components_recompose_to_the_input() {
    // RFC 3986 section 5.3: the components, with their delimiters, are the reference.
    for text in [
        "foo://u@example.com:8042/over/there?name=ferret#nose",
        "//@:?#",
        "a:",
        "?",
        "#",
        "",
        "../a/b?c?d#e?/",
    ] {
        let uri = parse(text);
        let mut out = String::new();
        if let Some(scheme) = uri.scheme() {
            out += scheme;
            out += ":";
        }
        if let Some(authority) = uri.authority() {
            out += "//";
            out += authority;
        }
        out += uri.path();
        if let Some(query) = uri.query() {
            out += "?";
            out += query;
        }
        if let Some(fragment) = uri.fragment() {
            out += "#";
            out += fragment;
        }
        assert_eq!(out, text);
    }
}

#[test]
fn equality_and_hashing_are_on_the_exact_text() {
    let a = parse("http://h/a");
    assert_eq!(a, parse("http://h/a"));
    assert_ne!(a, parse("HTTP://h/a"));
    let set: HashSet<UriRef<'_>> = ["http://h/a", "http://h/a", "http://h/%61"]
        .iter()
        .map(|t| parse(t))
        .collect();
    assert_eq!(set.len(), 2);
    assert_eq!(a.to_string(), "http://h/a");
    assert_eq!(a.as_ref(), "http://h/a");
    assert_eq!(UriRef::try_from("http://h/a"), Ok(a));
}

#[test]
fn owned_references() {
    let owned: UriRefBuf = "http://h/a?q".parse().unwrap();
    assert_eq!(owned.as_uri_ref().query(), Some("q"));
    assert_eq!(owned.as_str(), "http://h/a?q");
    assert_eq!(
        UriRefBuf::try_from(String::from("a b"))
            .unwrap_err()
            .index(),
        1
    );
    let from_view = UriRefBuf::from(parse("//h:1"));
    assert_eq!(from_view.as_uri_ref().port(), Some("1"));
    assert_eq!(from_view.to_string(), "//h:1");
    assert_eq!(from_view.clone().into_string(), "//h:1");
    assert_eq!(
        UriRefBuf::try_from("x").unwrap(),
        UriRefBuf::parse("x".into()).unwrap()
    );
    assert_eq!(format!("{from_view:?}"), format!("{:?}", parse("//h:1")));
}

#[test]
fn the_borrowed_view_is_small() {
    assert!(
        std::mem::size_of::<UriRef<'_>>() <= 40,
        "{}",
        std::mem::size_of::<UriRef<'_>>()
    );
}
