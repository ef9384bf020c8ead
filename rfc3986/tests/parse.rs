//! Parsing (RFC 3986 sections 3, 4 and Appendix A), in three parts:
//!
//! 1. **The vectors**: the files of `tests/data/` (ours: every example of the RFC, the corners of
//!    every ABNF rule, the seed's behaviours) and `tests/data/conformance/` (other libraries'
//!    vectors, with the rows we answer differently listed in `deviations.tsv`). The format and the
//!    error-index rules are in `tests/data/README.md`.
//! 2. **The public API**: accessors, absent versus empty, typed hosts, ports, path segments, entry
//!    points, error messages word for word, and the trait implementations. (The length limit is
//!    tested by the crate's unit tests, under a small limit of their own: see `parse::LEN_LIMIT`.)
//! 3. **Against an independent oracle**: Appendix A transcribed rule by rule into one regular
//!    expression (`rfc3986_test_support::grammar`), compared on validity and on every component,
//!    over every string of up to four bytes from an alphabet of the grammar's delimiters, and
//!    over many random strings built from the grammar's tricky pieces.
//!
//! (Parsing under the fuzz targets' properties, and megabytes of hostile input, are in
//! `tests/robustness.rs`; parsing without allocating in `tests/no_alloc.rs`.)

use std::collections::hash_map::RandomState;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasher;
use std::net::{Ipv4Addr, Ipv6Addr};

use regex::Regex;
use rfc3986::{Component, Host, HostKind, ParseErrorKind, UriRef, UriRefBuf};
use rfc3986_test_support::components::{error_name, split, Split};
use rfc3986_test_support::grammar::{oracle_split, uri_reference_regex};
use rfc3986_test_support::rng::Rng;
use rfc3986_test_support::tsv::Table;

/// The vector files.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

// 1. The vectors.

fn host_kind_name(kind: HostKind) -> &'static str {
    kind.as_str()
}

/// `<none>` for an absent component.
fn field(value: Option<&str>) -> &str {
    value.unwrap_or("<none>")
}

/// The components of a parse in the vector files' columns.
fn components(uri: &UriRef<'_>) -> HashMap<&'static str, String> {
    HashMap::from([
        ("scheme", field(uri.scheme()).to_string()),
        ("userinfo", field(uri.userinfo()).to_string()),
        ("host", field(uri.host_str()).to_string()),
        (
            "host_kind",
            field(uri.host().map(|h| host_kind_name(h.kind()))).to_string(),
        ),
        ("port", field(uri.port()).to_string()),
        ("path", uri.path().to_string()),
        ("query", field(uri.query()).to_string()),
        ("fragment", field(uri.fragment()).to_string()),
    ])
}

/// Checks one expectation: `ok` with the component columns present in `record`, or an error.
#[track_caller]
fn check(at: &str, input: &str, result: &str, record: &HashMap<&str, &str>) {
    match (UriRef::parse(input), result) {
        (Ok(uri), "ok") => {
            assert_eq!(uri.as_str(), input, "{at}: as_str");
            assert_eq!(uri.to_string(), input, "{at}: Display");
            let got = components(&uri);
            for (column, value) in &got {
                if let Some(expected) = record.get(column) {
                    assert_eq!(value, expected, "{at}: {column} of {input:?}");
                }
            }
        }
        (Ok(uri), expected) => panic!("{at}: {input:?} parsed as {uri:?}, expected {expected}"),
        (Err(error), expected) => {
            assert_eq!(error_name(&error), expected, "{at}: {input:?}: {error}")
        }
    }
}

/// Runs one of our own vector files; returns (valid, invalid) counts.
fn run_own(name: &str) -> (usize, usize) {
    let table = Table::load(DATA, name);
    let (mut valid, mut invalid) = (0, 0);
    for (at, record) in table.records() {
        let result = record["result"];
        check(&at, record["input"], result, &record);
        if result == "ok" {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    assert!(valid + invalid > 0, "{name} is empty");
    (valid, invalid)
}

#[test]
fn rfc_examples() {
    let (valid, _) = run_own("rfc_examples.tsv");
    assert!(valid >= 60, "{valid} RFC examples");
}

#[test]
fn abnf_corners() {
    let (valid, invalid) = run_own("abnf_corners.tsv");
    assert!(
        valid >= 100 && invalid >= 100,
        "{valid} valid, {invalid} invalid"
    );
}

#[test]
fn seed_behaviours() {
    let (valid, invalid) = run_own("seed.tsv");
    assert!(
        valid >= 40 && invalid >= 40,
        "{valid} valid, {invalid} invalid"
    );
}

/// The rows of `conformance/deviations.tsv`: (file, input) to what we expect instead.
fn deviations() -> HashMap<(String, String), String> {
    Table::load(DATA, "conformance/deviations.tsv")
        .records()
        .map(|(_, r)| {
            (
                (r["file"].to_string(), r["input"].to_string()),
                r["we_expect"].to_string(),
            )
        })
        .collect()
}

/// Checks a deviation: our answer is `we_expect`, for the URI-reference parse.
#[track_caller]
fn check_deviation(at: &str, input: &str, we_expect: &str) {
    match we_expect {
        "ok:URI" => {
            let uri = UriRef::parse_uri(input).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert!(!uri.is_absolute_uri(), "{at}: not an absolute-URI");
            assert!(UriRef::parse_absolute_uri(input).is_err(), "{at}");
        }
        expected => check(at, input, expected, &HashMap::new()),
    }
}

#[test]
fn conformance_parse_valid() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load(DATA, "conformance/parse_valid.tsv").records() {
        let input = record["input"];
        match deviations.get(&("parse_valid.tsv".to_string(), input.to_string())) {
            Some(we_expect) => check_deviation(&at, input, we_expect),
            None => check(&at, input, "ok", &record),
        }
        checked += 1;
    }
    assert!(checked >= 160, "{checked}");
}

#[test]
fn conformance_parse_valid_only() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load(DATA, "conformance/parse_valid_only.tsv").records() {
        let input = record["input"];
        checked += 1;
        if let Some(we_expect) =
            deviations.get(&("parse_valid_only.tsv".to_string(), input.to_string()))
        {
            check_deviation(&at, input, we_expect);
            continue;
        }
        let class = record["class"];
        let parsed = match class {
            "URI" => UriRef::parse_uri(input),
            "absolute-URI" | "absolute IRI" => UriRef::parse_absolute_uri(input),
            "relative-ref" => UriRef::parse_relative_ref(input),
            _ => UriRef::parse(input),
        };
        let uri = parsed.unwrap_or_else(|e| panic!("{at}: {input:?} as {class}: {e}"));
        if class.contains("host must be reg-name") {
            assert_eq!(
                uri.host().map(|h| h.kind()),
                Some(HostKind::RegName),
                "{at}"
            );
        }
    }
    assert!(checked >= 185, "{checked}");
}

#[test]
fn conformance_parse_invalid() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load(DATA, "conformance/parse_invalid.tsv").records() {
        let input = record["input"];
        let expected = record["result"];
        checked += 1;
        if record["flags"].contains("invalid_as_absolute_uri_only") {
            let error = UriRef::parse_absolute_uri(input).expect_err(&at);
            assert_eq!(error_name(&error), expected, "{at}: {input:?}");
            if let Some(we_expect) =
                deviations.get(&("parse_invalid.tsv".to_string(), input.to_string()))
            {
                check_deviation(&at, input, we_expect);
            }
            continue;
        }
        check(&at, input, expected, &record);
    }
    assert!(checked >= 140, "{checked}");
}

#[test]
fn conformance_ip_literals() {
    let mut checked = 0;
    for (at, record) in Table::load(DATA, "conformance/ip_literals.tsv").records() {
        let address = record["address"];
        let valid = record["valid"] == "true";
        match record["kind"] {
            "ipv4" => {
                let text = format!("//{address}");
                let host = UriRef::parse(&text).ok().and_then(|u| u.host());
                assert_eq!(
                    host.is_some_and(|h| h.kind() == HostKind::Ipv4),
                    valid,
                    "{at}"
                );
            }
            _ => {
                let text = format!("//[{address}]");
                let host = UriRef::parse(&text).ok().and_then(|u| u.host());
                assert_eq!(
                    host.is_some_and(|h| h.kind() == HostKind::Ipv6),
                    valid,
                    "{at}"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 51);
}

#[test]
fn every_deviation_is_a_row_of_its_file() {
    for ((file, input), _) in deviations() {
        let table = Table::load(DATA, &format!("conformance/{file}"));
        assert!(
            table.records().any(|(_, r)| r["input"] == input),
            "{file}: {input:?} is not a row"
        );
    }
}

// 2. The public API.

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
    for (text, kind, name) in [
        ("http://h/", HostKind::RegName, "reg-name"),
        ("http://1.2.3.4/", HostKind::Ipv4, "ipv4"),
        ("http://[::1]/", HostKind::Ipv6, "ipv6"),
        ("http://[v1.x]/", HostKind::IpvFuture, "ipvfuture"),
    ] {
        assert_eq!(host(text).map(|h| h.kind()), Some(kind), "{text}");
        assert_eq!(kind.as_str(), name);
    }
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
        ("/é", "invalid character 'é' (U+00E9) in path at index 1"),
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

/// Any bytes give the input back or an error inside it; and every string of up to two bytes
/// is valid exactly when Appendix A says, with the same components.
#[test]
fn never_panics_on_any_bytes() {
    let check = |bytes: &[u8]| match UriRef::parse_bytes(bytes) {
        Ok(uri) => assert_eq!(uri.as_str().as_bytes(), bytes),
        // Only a missing `]` is found at the very end.
        Err(err) => assert!(
            err.index() < bytes.len() || err.kind() == ParseErrorKind::UnclosedIpLiteral,
            "{bytes:?}: {err}"
        ),
    };
    let re = uri_reference_regex();
    let short = |bytes: &[u8]| {
        check(bytes);
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                compare(&re, text);
            }
            Err(_) => assert!(UriRef::parse_bytes(bytes).is_err(), "{bytes:?}"),
        }
    };
    short(b"");
    for a in 0..=255u8 {
        short(&[a]);
        for b in 0..=255u8 {
            short(&[a, b]);
        }
    }
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let alphabet = b"a1:/?#@[]%.vF \xC3\xA9\xFF-";
    for _ in 0..100_000 {
        let len = (rng.next_u64() % 24) as usize;
        let prefix: &[u8] = [&b""[..], b"//", b"a://", b"a:"][(rng.next_u64() % 4) as usize];
        let mut bytes = prefix.to_vec();
        bytes.extend((0..len).map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize]));
        check(&bytes);
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
    // The hash is the text's, so that a view hashes as its text does.
    let hasher = RandomState::new();
    assert_eq!(hasher.hash_one(a), hasher.hash_one("http://h/a"));
    assert_eq!(a, *"http://h/a");
    assert_ne!(a, *"http://h/b");
    assert_eq!(a, "http://h/a");
    assert_ne!(a, "http://h/b");
    assert_eq!(a.to_string(), "http://h/a");
    assert_eq!(a.as_ref(), "http://h/a");
    assert_eq!(UriRef::try_from("http://h/a"), Ok(a));
}

#[test]
fn owned_references() {
    let owned: UriRefBuf = "http://h/a?q".parse().unwrap();
    assert_eq!(owned.as_ri_ref().query(), Some("q"));
    assert_eq!(owned.as_str(), "http://h/a?q");
    assert_eq!(
        UriRefBuf::try_from(String::from("a b"))
            .unwrap_err()
            .index(),
        1
    );
    let from_view = UriRefBuf::from(parse("//h:1"));
    assert_eq!(from_view.as_ri_ref().port(), Some("1"));
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

// 3. Against Appendix A transcribed into a regular expression.

fn our_split(input: &str) -> Option<Split> {
    UriRef::parse(input).ok().as_ref().map(split)
}

/// Compares the two on `input`; returns whether it is valid.
#[track_caller]
fn compare(re: &Regex, input: &str) -> bool {
    let ours = our_split(input);
    assert_eq!(ours, oracle_split(re, input), "{input:?}");
    ours.is_some()
}

#[test]
fn the_oracle_knows_the_grammar() {
    let re = uri_reference_regex();
    for valid in [
        "http://[::1]:80/a?b#c",
        "a:b:c",
        "//u@[v1.x]",
        "?#",
        "",
        "./a:b",
        "file:///",
    ] {
        assert!(oracle_split(&re, valid).is_some(), "{valid}");
    }
    for invalid in [
        "a b",
        ":",
        "1:",
        "http://[::1::]",
        "a:b#c#d",
        "%4",
        "a:b:c/[",
        "//h:x",
    ] {
        assert!(oracle_split(&re, invalid).is_none(), "{invalid}");
    }
    let split = oracle_split(
        &re,
        "foo://u:p@example.com:8042/over/there?name=ferret#nose",
    );
    assert_eq!(
        split,
        Some(
            [
                "foo",
                "u:p",
                "example.com",
                "8042",
                "/over/there",
                "name=ferret",
                "nose"
            ]
            .map(|s| Some(s.to_string()))
        )
    );
}

#[test]
fn every_short_string_over_the_delimiters() {
    let re = uri_reference_regex();
    let alphabet = [
        "a", "1", ":", "/", "?", "#", "@", "[", "]", "%", ".", "v", " ", "F",
    ];
    let mut strings = vec![String::new()];
    let (mut checked, mut valid) = (0, 0);
    for _ in 0..4 {
        let mut longer = Vec::with_capacity(strings.len() * alphabet.len());
        for s in &strings {
            for piece in alphabet {
                let t = format!("{s}{piece}");
                valid += usize::from(compare(&re, &t));
                checked += 1;
                longer.push(t);
            }
        }
        strings = longer;
    }
    assert_eq!(checked, 14 + 14 * 14 + 14usize.pow(3) + 14usize.pow(4));
    assert!(valid > checked / 10, "{valid} of {checked} valid");
}

#[test]
fn random_strings_from_grammar_pieces() {
    let re = uri_reference_regex();
    let pieces = [
        "http:",
        "a:",
        "1",
        "//",
        "/",
        "?",
        "#",
        "@",
        ":",
        "::",
        "[",
        "]",
        "[v1.",
        "[V",
        "v",
        "%41",
        "%4",
        "%",
        "%zz",
        ".",
        "..",
        "255",
        "256",
        "0",
        "01",
        "1.2.3.4",
        "ffff",
        "12345",
        "a",
        "B",
        "-",
        "~",
        "!",
        "$",
        "'",
        "(",
        "=",
        "+",
        " ",
        "é",
        "\\",
        "{",
        "|",
        "\"",
        ":80",
        "::1",
        "1:2:3:4:5:6",
        ":1.2.3.4",
        "@h",
        "u:p@",
    ];
    let mut rng = Rng::new(0x3986_3986_3986_3986);
    let mut valid = 0;
    for _ in 0..200_000 {
        let n = 1 + rng.below(12);
        let input: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        valid += usize::from(compare(&re, &input));
    }
    assert!(valid > 10_000, "{valid} valid");
}

#[test]
fn random_ip_literals() {
    let re = uri_reference_regex();
    let pieces = [
        "1",
        "ff",
        "ABCD",
        "12345",
        ":",
        ":",
        "::",
        "1.2.3.4",
        "255.255.255.255",
        "01.1.1.1",
        "256.1.1.1",
        "0",
        ".",
        "1.1.1",
        "g",
        "v1.",
        "V",
        "x",
        "%25",
        "]",
    ];
    let mut rng = Rng::new(0x0006_0004_0006_0004);
    let mut valid = 0;
    for _ in 0..200_000 {
        let n = 1 + rng.below(14);
        let inner: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        valid += usize::from(compare(&re, &format!("//[{inner}]")));
    }
    assert!(valid > 2_000, "{valid} valid");
}
