//! IPv6 zone identifiers (RFC 6874), opt-in through `ParseOptions::RFC6874`:
//!
//! 1. **The vectors** of `tests/data/zone.tsv`, parsed both ways, by every entry point that
//!    takes options, in both grammars; error messages word for word.
//! 2. **The host**: address and zone apart, alone and in a reference.
//! 3. **Every operation keeps the zone**: owned references and their edits, the builder,
//!    normalization, resolution, `make_relative`, the IRI-to-URI mapping; generated references
//!    check it at random.

use std::net::Ipv6Addr;

use proptest::prelude::*;
use rfc3986::{
    BuildErrorKind, Component, Host, HostKind, IriRef, IriRefBuf, NormalizeOptions, ParseError,
    ParseErrorKind, ParseOptions, ResolveOptions, UriRef, UriRefBuf,
};
use rfc3986_test_support::components::error_name;
use rfc3986_test_support::tsv::Table;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
const ZONED: ParseOptions = ParseOptions::RFC6874;

fn zoned(text: &str) -> UriRef<'_> {
    UriRef::parse_with(text, ZONED).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn address(text: &str) -> Ipv6Addr {
    text.parse().expect("an IPv6 address")
}

// 1. The vectors.

/// What a parse gives, as the vector files write it.
fn outcome<T>(result: Result<T, ParseError>) -> String {
    match result {
        Ok(_) => "ok".to_string(),
        Err(e) => error_name(&e),
    }
}

#[test]
fn vectors() {
    let table = Table::load(DATA, "zone.tsv");
    let (mut valid, mut invalid) = (0, 0);
    for (at, record) in table.records() {
        let input = record["input"];
        let expected = record["rfc6874"];
        let parsed = UriRef::parse_with(input, ZONED);
        assert_eq!(outcome(parsed), expected, "{at}: {input:?} with zones");
        assert_eq!(
            outcome(UriRef::parse(input)),
            record["strict"],
            "{at}: {input:?}"
        );
        // Every entry point, both grammars, the same answer.
        let bytes = input.as_bytes();
        assert_eq!(
            outcome(UriRef::parse_bytes_with(bytes, ZONED)),
            expected,
            "{at}"
        );
        assert_eq!(outcome(IriRef::parse_with(input, ZONED)), expected, "{at}");
        assert_eq!(
            outcome(IriRef::parse_bytes_with(bytes, ZONED)),
            expected,
            "{at}"
        );
        let owned = UriRefBuf::parse_with(input.to_string(), ZONED);
        assert_eq!(outcome(owned), expected, "{at}");
        assert_eq!(outcome(IriRef::parse(input)), record["strict"], "{at}");
        assert_eq!(
            outcome(UriRef::parse_bytes(bytes)),
            record["strict"],
            "{at}"
        );

        let Ok(uri) = parsed else {
            invalid += 1;
            continue;
        };
        valid += 1;
        assert_eq!(uri.as_str(), input, "{at}");
        assert_eq!(uri.to_string(), input, "{at}");
        let host = uri.host().expect("a host");
        assert_eq!(host.kind().as_str(), record["host_kind"], "{at}");
        let (want_address, want_zone) = (record["address"], record["zone_id"]);
        match host {
            Host::Ipv6Zoned {
                address: a,
                zone_id,
            } => {
                assert_eq!(a, address(want_address), "{at}");
                assert_eq!(zone_id, want_zone, "{at}");
            }
            Host::Ipv6(a) => {
                assert_eq!(a, address(want_address), "{at}");
                assert_eq!(want_zone, "<none>", "{at}");
            }
            other => {
                assert_eq!(
                    (want_address, want_zone),
                    ("<none>", "<none>"),
                    "{at}: {other:?}"
                );
            }
        }
        assert_eq!(host.zone_id().unwrap_or("<none>"), want_zone, "{at}");
        // The host alone reads the same.
        let text = uri.host_str().expect("a host");
        assert_eq!(Host::parse_with(text, ZONED), Ok(host), "{at}");
        assert_eq!(Host::parse_iri_with(text, ZONED), Ok(host), "{at}");
    }
    assert!(
        valid >= 15 && invalid >= 25,
        "{valid} valid, {invalid} invalid"
    );
}

/// The strict parser names the RFC and the way to accept the zone, at the `%`.
#[test]
fn the_strict_refusal_names_rfc_6874() {
    let err = UriRef::parse("http://[fe80::a%25en1]/").unwrap_err();
    assert_eq!(err.kind(), ParseErrorKind::ZoneIdNotAllowed);
    assert_eq!(err.index(), 15);
    assert_eq!(
        err.to_string(),
        "zone identifier at index 15: zone identifiers need RFC 6874 parsing \
         (parse_with and ParseOptions::RFC6874)"
    );
    for text in ["http://[fe80::a%25en1]/", "//[::1%25x]"] {
        let from_str = text.parse::<UriRefBuf>().unwrap_err();
        assert_eq!(from_str.kind(), ParseErrorKind::ZoneIdNotAllowed, "{text}");
        let try_from = UriRefBuf::try_from(text.to_string()).unwrap_err();
        assert_eq!(try_from, from_str);
        assert_eq!(UriRef::try_from(text).unwrap_err(), from_str);
    }
    // The stricter rules, strict too.
    for err in [
        UriRef::parse_uri("http://[::1%25x]").unwrap_err(),
        UriRef::parse_absolute_uri("http://[::1%25x]").unwrap_err(),
        UriRef::parse_relative_ref("//[::1%25x]").unwrap_err(),
    ] {
        assert_eq!(err.kind(), ParseErrorKind::ZoneIdNotAllowed);
    }
}

#[test]
fn zone_error_messages() {
    let message = |text: &str| UriRef::parse_with(text, ZONED).unwrap_err().to_string();
    assert_eq!(
        message("http://[fe80::1%25]/"),
        "malformed IPv6 zone identifier at index 18 (RFC 6874: \"%25\" then unreserved \
         characters or percent-encodings)"
    );
    assert_eq!(
        message("http://[fe80::1%25eth%zz]/"),
        "'%' not followed by two hexadecimal digits in host at index 21"
    );
    assert_eq!(
        message("http://[fe80::1%25eth0"),
        "IP literal not closed by ']' at index 22"
    );
    assert_eq!(
        message("http://[v1.x%25y]/"),
        "malformed IPvFuture address at index 12"
    );
}

/// Options are plain values: the default is strict.
#[test]
fn options() {
    assert_eq!(ParseOptions::default(), ParseOptions::STRICT);
    assert_eq!(ParseOptions::STRICT, ParseOptions { zone_id: false });
    assert_eq!(ParseOptions::RFC6874, ParseOptions { zone_id: true });
    assert_eq!(
        format!("{:?}", ParseOptions::RFC6874),
        "ParseOptions { zone_id: true }"
    );
    let strict = UriRef::parse_with("http://[::1%25x]", ParseOptions::STRICT).unwrap_err();
    assert_eq!(strict.kind(), ParseErrorKind::ZoneIdNotAllowed);
    // Everything the strict parser takes, the other takes the same way.
    for text in ["http://[::1]/", "//h:8/a?b#c", "a:b", "", "http://[v1.x]/"] {
        let strict = UriRef::parse(text).unwrap();
        assert_eq!(UriRef::parse_with(text, ZONED), Ok(strict));
        assert_eq!(zoned(text).host(), strict.host());
    }
}

// 2. The host.

#[test]
fn host_gives_address_and_zone_apart() {
    let host = Host::parse_with("[fe80::1%25eth0]", ZONED).unwrap();
    assert_eq!(
        host,
        Host::Ipv6Zoned {
            address: address("fe80::1"),
            zone_id: "eth0"
        }
    );
    assert_eq!(host.kind(), HostKind::Ipv6);
    assert_eq!(host.kind().as_str(), "ipv6");
    assert_eq!(host.zone_id(), Some("eth0"));
    assert_eq!(Host::parse("[fe80::1]").unwrap().zone_id(), None);
    assert_eq!(Host::parse("h").unwrap().zone_id(), None);
    assert_eq!(Host::parse_with("h", ZONED), Ok(Host::RegName("h")));

    // The zone as written; decoding it is the caller's choice.
    let host = Host::parse_with("[fe80::1%25en%251]", ZONED).unwrap();
    let zone = host.zone_id().unwrap();
    assert_eq!(zone, "en%251");
    assert_eq!(rfc3986::pct::decode_utf8(zone).unwrap(), "en%1");

    // An IPv4-mapped address reads as IPv4 to a resolver, zone or not.
    let mapped = Host::parse_with("[::ffff:127.0.0.1%25lo]", ZONED).unwrap();
    assert_eq!(
        mapped.ipv4_as_resolved(),
        Some(std::net::Ipv4Addr::LOCALHOST)
    );
    assert!(mapped.is_rare_ipv4());
    let plain = Host::parse_with("[fe80::1%25lo]", ZONED).unwrap();
    assert_eq!(plain.ipv4_as_resolved(), None);
}

#[test]
fn host_alone_errors() {
    let err = |text: &str, options| {
        let e = Host::parse_with(text, options).unwrap_err();
        (e.kind(), e.index())
    };
    assert_eq!(
        err("[fe80::1%25eth0]", ParseOptions::STRICT),
        (ParseErrorKind::ZoneIdNotAllowed, 8)
    );
    assert_eq!(
        Host::parse("[fe80::1%25eth0]"),
        Host::parse_with("[fe80::1%25eth0]", ParseOptions::STRICT)
    );
    assert_eq!(
        Host::parse_iri("[fe80::1%25eth0]"),
        Host::parse_with("[fe80::1%25eth0]", ParseOptions::STRICT)
    );
    // On its own, a host ends at the end of the text only: a `/` is a bad byte of the zone.
    assert_eq!(
        err("[fe80::1%25eth0/x]", ZONED),
        (ParseErrorKind::InvalidZoneId, 15)
    );
    assert_eq!(
        err("[fe80::1/%25eth0]", ZONED),
        (ParseErrorKind::InvalidIpv6, 8)
    );
    assert_eq!(
        err("[v1.x/%25eth0]", ZONED),
        (ParseErrorKind::InvalidIpvFuture, 5)
    );
    assert_eq!(
        err("[fe80::1%25eth0", ZONED),
        (ParseErrorKind::UnclosedIpLiteral, 15)
    );
    assert_eq!(
        err("[fe80::1%25eth0]x", ZONED),
        (ParseErrorKind::InvalidChar(Component::Host), 16)
    );
    assert_eq!(
        err("[fe80::1%25]", ZONED),
        (ParseErrorKind::InvalidZoneId, 11)
    );
    // An IRI host takes the same zones, ASCII only.
    assert_eq!(
        Host::parse_iri_with("[fe80::1%25é]", ZONED).map_err(|e| (e.kind(), e.index())),
        Err((ParseErrorKind::InvalidZoneId, 11))
    );
}

// 3. Every operation keeps the zone.

#[test]
fn owned_references_keep_the_zone_through_edits() {
    let text = "http://[fe80::1%25eth0]/a?q#f";
    let mut uri = UriRefBuf::parse_with(text.to_string(), ZONED).unwrap();
    assert_eq!(uri, UriRefBuf::from(zoned(text)));
    assert_eq!(
        uri.as_ri_ref().host().and_then(|h| h.zone_id()),
        Some("eth0")
    );
    uri.set_path("/b").unwrap();
    uri.set_query(Some("r")).unwrap();
    uri.set_fragment(None).unwrap();
    uri.set_port(Some(8080)).unwrap();
    uri.set_userinfo(Some("u")).unwrap();
    uri.set_scheme(Some("https")).unwrap();
    uri.append_query_param("k", "v").unwrap();
    assert_eq!(uri.as_str(), "https://u@[fe80::1%25eth0]:8080/b?r&k=v");
    assert_eq!(uri.to_string(), uri.as_str());

    // A new host is checked with the options it is given.
    let err = uri.set_host(Some("[fe80::2%25eth1]")).unwrap_err();
    assert_eq!(err.kind(), BuildErrorKind::Invalid(Component::Host));
    let parse = err.parse_error().unwrap();
    assert_eq!(
        (parse.kind(), parse.index()),
        (ParseErrorKind::ZoneIdNotAllowed, 8)
    );
    assert_eq!(
        err.to_string(),
        "invalid host: zone identifier at index 8: zone identifiers need RFC 6874 parsing \
         (parse_with and ParseOptions::RFC6874)"
    );
    assert_eq!(uri.as_str(), "https://u@[fe80::1%25eth0]:8080/b?r&k=v");
    let strict = uri.set_host_with(Some("[fe80::2%25eth1]"), ParseOptions::STRICT);
    assert_eq!(strict, Err(err));
    uri.set_host_with(Some("[fe80::2%25eth1]"), ZONED).unwrap();
    assert_eq!(uri.as_str(), "https://u@[fe80::2%25eth1]:8080/b?r&k=v");
    let err = uri.set_host_with(Some("[fe80::2%25]"), ZONED).unwrap_err();
    assert_eq!(
        err.parse_error().map(|e| e.kind()),
        Some(ParseErrorKind::InvalidZoneId)
    );
    // And a host without a zone replaces it.
    uri.set_host(Some("[::1]")).unwrap();
    assert_eq!(uri.as_str(), "https://u@[::1]:8080/b?r&k=v");
    uri.set_host_with(Some("h"), ZONED).unwrap();
    assert_eq!(uri.as_str(), "https://u@h:8080/b?r&k=v");

    // The plain setters cannot make a zone: a `%` is encoded.
    let mut uri = UriRefBuf::parse_with(text.to_string(), ZONED).unwrap();
    uri.set_host_plain(Some("[fe80::1%eth0]")).unwrap();
    assert_eq!(uri.as_str(), "http://%5Bfe80%3A%3A1%25eth0%5D/a?q#f");
    assert_eq!(
        uri.as_ri_ref().host().map(|h| h.kind()),
        Some(HostKind::RegName)
    );
    uri.set_host_ip(address("fe80::1")).unwrap();
    assert_eq!(uri.as_str(), "http://[fe80::1]/a?q#f");

    // IRIs, the same.
    let mut iri = IriRefBuf::parse_with("http://[fe80::1%25eth0]/é".to_string(), ZONED).unwrap();
    iri.set_query(Some("ü")).unwrap();
    assert_eq!(iri.as_str(), "http://[fe80::1%25eth0]/é?ü");
    assert!(iri.set_host(Some("[::1%25x]")).is_err());
}

#[test]
fn the_builder_takes_a_zone_when_asked() {
    let built = UriRefBuf::builder()
        .scheme("http")
        .host_with("[fe80::a%25en1]", ZONED)
        .port(80)
        .path("/p")
        .build()
        .unwrap();
    assert_eq!(built.as_str(), "http://[fe80::a%25en1]:80/p");
    // Round trip: the text parses back to the same reference.
    assert_eq!(zoned(built.as_str()), built.as_ri_ref());
    assert_eq!(
        built.as_ri_ref().host().and_then(|h| h.zone_id()),
        Some("en1")
    );

    let refused = UriRefBuf::builder()
        .host("[fe80::a%25en1]")
        .build()
        .unwrap_err();
    assert_eq!(refused.kind(), BuildErrorKind::Invalid(Component::Host));
    assert_eq!(
        refused.parse_error().map(|e| e.kind()),
        Some(ParseErrorKind::ZoneIdNotAllowed)
    );
    // The options go with the host they came with: a later `host` is strict again.
    let again = UriRefBuf::builder()
        .host_with("[fe80::a%25en1]", ZONED)
        .host("[fe80::a%25en2]")
        .build();
    assert_eq!(again.unwrap_err(), refused);
    let replaced = UriRefBuf::builder()
        .host_with("[fe80::a%25en1]", ZONED)
        .host("h")
        .build()
        .unwrap();
    assert_eq!(replaced.as_str(), "//h");
    // `Debug` says how the host is checked.
    let debug = format!("{:?}", UriRefBuf::builder().host_with("[::1%25x]", ZONED));
    assert!(debug.contains(r#"host: Some("[::1%25x]")"#), "{debug}");
    assert!(
        debug.contains("options: ParseOptions { zone_id: true }"),
        "{debug}"
    );
    let debug = format!("{:?}", UriRefBuf::builder().host("h"));
    assert!(
        debug.contains("options: ParseOptions { zone_id: false }"),
        "{debug}"
    );
    let iri = IriRefBuf::builder()
        .host_with("[fe80::a%25en1]", ZONED)
        .path("/é")
        .build()
        .unwrap();
    assert_eq!(iri.as_str(), "//[fe80::a%25en1]/é");
}

#[test]
fn normalization_keeps_the_zone_case_and_normalizes_its_percent_encodings() {
    let normal = |text: &str, options| zoned(text).normalize_with(options).to_string();
    let full = NormalizeOptions::FULL;
    assert_eq!(
        normal("HTTP://[FE80::A%25En1]:80/%7e", full),
        "http://[fe80::a%25En1]/~"
    );
    assert_eq!(
        normal("http://[fe80::1%25%65th%2f0%41]", full),
        "http://[fe80::1%25eth%2F0A]/"
    );
    // `%25` in the zone stays: it is not unreserved.
    assert_eq!(
        normal("http://[::1%25a%25b]/", full),
        "http://[::1%25a%25b]/"
    );
    assert_eq!(
        normal("http://[FE80::1%25En%2f1]", NormalizeOptions::SCHEME),
        "http://[FE80::1%25En%2f1]/"
    );
    assert_eq!(
        normal("http://[FE80::1%25En%2f1]", NormalizeOptions::SYNTAX),
        "http://[fe80::1%25En%2F1]"
    );
    assert_eq!(
        normal("HTTP://[FE80::1%25En%2f1]", NormalizeOptions::NONE),
        "HTTP://[FE80::1%25En%2f1]"
    );
    // Already normal: borrowed.
    let clean = zoned("http://[fe80::1%25En1]/a");
    assert!(!clean.normalize().is_owned());
    assert_eq!(clean.normalize(), "http://[fe80::1%25En1]/a");

    let a = zoned("http://[FE80::1%25eth0]/");
    assert!(a.equivalent(
        &zoned("http://[fe80::1%25%65th0]:80"),
        NormalizeOptions::FULL
    ));
    assert!(!a.equivalent(&zoned("http://[fe80::1%25ETH0]/"), NormalizeOptions::FULL));
    assert!(!a.equivalent(&zoned("http://[fe80::1]/"), NormalizeOptions::FULL));

    let iri = IriRef::parse_with("http://[FE80::1%25En1]/%C3%A9é", ZONED).unwrap();
    // Normalizing an IRI decodes what an IRI carries as itself (RFC 3987 section 5.3.2.3).
    assert_eq!(iri.normalize(), "http://[fe80::1%25En1]/éé");
}

#[test]
fn resolution_keeps_the_zone() {
    let base = zoned("http://[fe80::1%25eth0]/a/b?q");
    let resolve = |r: &str| base.resolve(&zoned(r)).unwrap().into_string();
    assert_eq!(resolve("c"), "http://[fe80::1%25eth0]/a/c");
    assert_eq!(resolve("../c"), "http://[fe80::1%25eth0]/c");
    assert_eq!(resolve(""), "http://[fe80::1%25eth0]/a/b?q");
    assert_eq!(resolve("#f"), "http://[fe80::1%25eth0]/a/b?q#f");
    assert_eq!(resolve("/x/./y"), "http://[fe80::1%25eth0]/x/y");
    assert_eq!(resolve("//[fe80::2%25en1]/z"), "http://[fe80::2%25en1]/z");
    assert_eq!(resolve("//h"), "http://h");
    // The general way (a base path to merge that has dot segments), and the non-strict reading.
    let dotted = zoned("http://[fe80::1%25eth0]/a/./b");
    assert_eq!(
        dotted.resolve(&zoned("c")).unwrap().as_str(),
        "http://[fe80::1%25eth0]/a/c"
    );
    let non_strict = ResolveOptions {
        non_strict: true,
        ..ResolveOptions::STRICT
    };
    let target = base.resolve_with(&zoned("http:c"), non_strict).unwrap();
    assert_eq!(target.as_str(), "http://[fe80::1%25eth0]/a/c");
    // A zoned reference against a strict base.
    let plain = UriRef::parse("http://h/a").unwrap();
    let target = plain.resolve(&zoned("//[::1%25lo]/..//x")).unwrap();
    assert_eq!(target.as_str(), "http://[::1%25lo]//x");
    assert_eq!(
        target.as_ri_ref().host().and_then(|h| h.zone_id()),
        Some("lo")
    );
    // `join` parses its reference strictly.
    assert!(base.join("c").is_ok());
    assert!(plain.join("//[::1%25lo]/").is_err());
    // Both resolved, then compared.
    let a = zoned("../C");
    let b = zoned("http://[FE80::1%25eth0]/C");
    assert!(a
        .equivalent_against(&b, &base, NormalizeOptions::FULL)
        .unwrap());
}

#[test]
fn make_relative_keeps_the_zone() {
    let base = zoned("http://[fe80::1%25eth0]/a/b");
    let relative = |t: &str| base.make_relative(&zoned(t)).unwrap().into_string();
    assert_eq!(relative("http://[fe80::1%25eth0]/a/c"), "c");
    assert_eq!(relative("http://[fe80::1%25eth0]/a/b#x"), "#x");
    assert_eq!(
        relative("http://[fe80::1%25eth1]/a/c"),
        "//[fe80::1%25eth1]/a/c"
    );
    assert_eq!(relative("http://h/a/c"), "//h/a/c");
    let plain = UriRef::parse("http://h/a/b").unwrap();
    let to = zoned("http://[fe80::1%25eth1]/a/c");
    let reference = plain.make_relative(&to).unwrap();
    assert_eq!(reference.as_str(), "//[fe80::1%25eth1]/a/c");
    assert_eq!(plain.resolve(&reference.as_ri_ref()).unwrap(), to);
}

#[test]
fn an_iri_maps_to_a_uri_with_its_zone() {
    let iri = IriRef::parse_with("http://[fe80::1%25eth0]/é", ZONED).unwrap();
    assert_eq!(iri.host().and_then(|h| h.zone_id()), Some("eth0"));
    let uri = iri.to_uri().unwrap();
    assert_eq!(uri.as_str(), "http://[fe80::1%25eth0]/%C3%A9");
    assert_eq!(uri.as_ri_ref().host(), iri.host());
    let from_uri = IriRef::from(zoned("//[::1%25x]"));
    assert_eq!(from_uri.host().and_then(|h| h.zone_id()), Some("x"));
}

// Generated references.

/// A zone identifier: unreserved characters and percent-encodings, hex digits in either case.
fn zone() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => proptest::sample::select(
            "abcXYZ019-._~".chars().map(String::from).collect::<Vec<_>>()
        ),
        1 => (0u8..=255, any::<bool>()).prop_map(|(b, lower)| {
            let s = format!("%{b:02X}");
            if lower { s.to_lowercase() } else { s }
        }),
    ];
    proptest::collection::vec(piece, 1..6).prop_map(|p| p.concat())
}

/// What syntax-based normalization makes of a zone: a `%XX` of an unreserved character
/// decoded, others with uppercase hex digits, every other character as it is.
fn normal_zone(zone: &str) -> String {
    let mut out = String::new();
    let mut rest = zone;
    while let Some(at) = rest.find('%') {
        out += &rest[..at];
        let byte = u8::from_str_radix(&rest[at + 1..at + 3], 16).unwrap();
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out += &rest[at..at + 3].to_uppercase();
        }
        rest = &rest[at + 3..];
    }
    out + rest
}

fn zoned_reference() -> impl Strategy<Value = (String, String, String)> {
    let addresses = [
        "fe80::1",
        "FE80::A",
        "::",
        "1:2:3:4:5:6:7:8",
        "::ffff:1.2.3.4",
        "1::",
    ];
    (
        proptest::option::of(prop_oneof![Just("http"), Just("HTTP"), Just("foo")]),
        proptest::option::of(Just("u@")),
        proptest::sample::select(addresses.to_vec()),
        zone(),
        proptest::option::of(prop_oneof![Just(":80"), Just(":"), Just(":8080")]),
        proptest::sample::select(vec!["", "/", "/a/../b", "/%7e/./c", "/A"]),
        proptest::option::of(Just("?q")),
        proptest::option::of(Just("#F")),
    )
        .prop_map(
            |(scheme, user, address, zone, port, path, query, fragment)| {
                let text = format!(
                    "{}//{}[{address}%25{zone}]{}{path}{}{}",
                    scheme.map(|s| format!("{s}:")).unwrap_or_default(),
                    user.unwrap_or_default(),
                    port.unwrap_or_default(),
                    query.unwrap_or_default(),
                    fragment.unwrap_or_default(),
                );
                (text, address.to_string(), zone)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A generated zone is accepted, given back apart from its address, refused strictly at
    /// its `%`, kept (its case too) by normalization, resolution, edits and `make_relative`.
    #[test]
    fn zones_go_through_every_operation((text, addr, zone) in zoned_reference()) {
        let uri = zoned(&text);
        let host = uri.host().unwrap();
        prop_assert_eq!(host, Host::Ipv6Zoned { address: address(&addr), zone_id: &zone });
        let pct = text.find("%25").unwrap();
        let strict = UriRef::parse(&text).unwrap_err();
        prop_assert_eq!((strict.kind(), strict.index()), (ParseErrorKind::ZoneIdNotAllowed, pct));

        let normal = uri.normalize();
        let view = normal.as_ri_ref();
        let expected = normal_zone(&zone);
        prop_assert_eq!(view.host().and_then(|h| h.zone_id()), Some(expected.as_str()));
        let twice = view.normalize();
        prop_assert_eq!(twice.as_str(), normal.as_str());
        prop_assert_eq!(zoned(normal.as_str()), view);

        let base = zoned("http://[fe80::9%25base]/x/y");
        let target = base.resolve(&uri).unwrap();
        prop_assert_eq!(target.as_ri_ref().host(), Some(host));
        let rebased = uri.resolve(&zoned("z")).map(|t| t.as_ri_ref().host().and_then(|h| h.zone_id()).map(String::from));
        if uri.scheme().is_some() {
            prop_assert_eq!(rebased, Ok(Some(zone.clone())));
            let back = base.make_relative(&target.as_ri_ref());
            if let Ok(reference) = back {
                prop_assert_eq!(base.resolve(&reference.as_ri_ref()).unwrap(), target.clone());
            }
        }

        let mut owned = UriRefBuf::from(uri);
        owned.set_path("/edited").unwrap();
        prop_assert_eq!(owned.as_ri_ref().host(), Some(host));
        prop_assert_eq!(zoned(owned.as_str()), owned.as_ri_ref());
    }
}
