//! Normalization and comparison (RFC 3986 section 6): the RFC's examples verbatim, each step on
//! its own, the vectors of `data/normalize.tsv` and of other libraries, rare IPv4 forms, and
//! properties over generated references (idempotent, valid, same meaning).

use std::collections::{BTreeSet, HashSet};
use std::net::Ipv4Addr;

use proptest::prelude::*;
use rfc3986::{Host, NormalizeOptions, Normalized, UriRef, DEFAULT_PORTS};
use rfc3986_test_support::components::split;
use rfc3986_test_support::tsv::Table;

const FULL: NormalizeOptions<'static> = NormalizeOptions::FULL;
const SYNTAX: NormalizeOptions<'static> = NormalizeOptions::SYNTAX;
const SCHEME: NormalizeOptions<'static> = NormalizeOptions::SCHEME;

fn normalize(text: &str, options: NormalizeOptions<'_>) -> String {
    UriRef::parse(text)
        .unwrap_or_else(|e| panic!("{text:?}: {e}"))
        .normalize_with(options)
        .to_string()
}

fn equivalent(a: &str, b: &str, options: NormalizeOptions<'_>) -> bool {
    let parse = |s| UriRef::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"));
    parse(a).equivalent(&parse(b), options)
}

/// Section 6.2.2: the example of the three normalizations together, and each on its own.
#[test]
fn section_6_2_2_examples() {
    assert!(equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        SYNTAX
    ));
    assert!(!equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        NormalizeOptions::NONE
    ));
    assert_eq!(
        normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", SYNTAX),
        "example://a/b/c/%7Bfoo%7D"
    );
    // 6.2.2.1: case.
    assert_eq!(
        normalize("HTTP://www.EXAMPLE.com/", SYNTAX),
        "http://www.example.com/"
    );
    assert_eq!(normalize("http://a/%3a%2f", SYNTAX), "http://a/%3A%2F");
    // 6.2.2.2: percent-encoded unreserved characters.
    assert_eq!(
        normalize("http://a/%41%5A%61%7A%30%39%2D%2E%5F%7E", SYNTAX),
        "http://a/AZaz09-._~"
    );
    // 6.2.2.3: dot segments, after decoding.
    assert_eq!(normalize("http://a/b/../c/./d", SYNTAX), "http://a/c/d");
    assert_eq!(normalize("http://a/%2E%2E/b", SYNTAX), "http://a/b");
    assert_eq!(normalize("http://a/x/%2e%2E/b/%2E", SYNTAX), "http://a/b/");
}

/// Section 6.2.3: four equivalent `http` URIs, and the delimiters that must stay.
#[test]
fn section_6_2_3_examples() {
    let forms = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for form in forms {
        assert_eq!(normalize(form, FULL), "http://example.com/", "{form}");
        assert_eq!(normalize(form, SCHEME), "http://example.com/", "{form}");
        for other in forms {
            assert!(equivalent(form, other, SCHEME), "{form} {other}");
        }
    }
    assert!(!equivalent(
        "http://example.com/?",
        "http://example.com/",
        FULL
    ));
    assert_eq!(
        normalize("http://example.com/?", FULL),
        "http://example.com/?"
    );
    assert_eq!(
        normalize("http://example.com/#", FULL),
        "http://example.com/#"
    );
    assert_eq!(
        normalize("http://example.com?", FULL),
        "http://example.com/?"
    );
    // Syntax-based normalization alone leaves the port and the empty path.
    assert_eq!(
        normalize("http://example.com:80", SYNTAX),
        "http://example.com:80"
    );
}

#[test]
fn each_component() {
    // The scheme: lowercase, nothing else.
    assert_eq!(normalize("FoO+1.-x:bar", FULL), "foo+1.-x:bar");
    // User info: percent-encodings only, case kept.
    assert_eq!(
        normalize("http://Us%65r:P%3a%41ss@h/", FULL),
        "http://User:P%3AAss@h/"
    );
    // Reg-name: decoded, then lowercase; remaining encodings in uppercase.
    assert_eq!(normalize("http://%41.COM/", FULL), "http://a.com/");
    assert_eq!(
        normalize("http://Caf%c3%a9.EXAMPLE/", FULL),
        "http://caf%C3%A9.example/"
    );
    // IP literals lowercase, IPv4 as it is.
    assert_eq!(
        normalize("http://[FE80::A]:8080/", FULL),
        "http://[fe80::a]:8080/"
    );
    assert_eq!(normalize("http://[V1F.X:Y]/", FULL), "http://[v1f.x:y]/");
    assert_eq!(normalize("http://192.0.2.1:80/", FULL), "http://192.0.2.1/");
    // Path, query and fragment: encodings only, case kept.
    assert_eq!(
        normalize("http://h/A%2fB?Q%3d%7E&x#F%7e%23", FULL),
        "http://h/A%2FB?Q%3D~&x#F~%23"
    );
    // Reserved characters are never decoded; `%00` and non-UTF-8 bytes stay encoded.
    assert_eq!(
        normalize(
            "x:%3a%2f%3f%23%5b%5d%40%21%24%26%27%28%29%2a%2b%2c%3b%3d%25%00%ff",
            FULL
        ),
        "x:%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25%00%FF"
    );
}

#[test]
fn ports() {
    for &(scheme, port) in DEFAULT_PORTS {
        let upper = scheme.to_ascii_uppercase();
        assert_eq!(
            normalize(&format!("{upper}://h:{port}/p"), FULL),
            format!("{scheme}://h/p")
        );
        assert_eq!(
            normalize(&format!("{scheme}://h:{}/p", port + 1), FULL),
            format!("{scheme}://h:{}/p", port + 1)
        );
    }
    assert_eq!(normalize("http://h:0080/", FULL), "http://h/");
    assert_eq!(normalize("http://h:08080/", FULL), "http://h:8080/");
    assert_eq!(normalize("http://h:000/", FULL), "http://h:0/");
    assert_eq!(normalize("http://h:99999/", FULL), "http://h:99999/");
    assert_eq!(normalize("http://h:443/", FULL), "http://h:443/");
    assert_eq!(normalize("foo://h:80/", FULL), "foo://h:80/");
    assert_eq!(normalize("foo://h:/", FULL), "foo://h/");
    // A network-path reference has no scheme, so no default port; an empty one still goes.
    assert_eq!(normalize("//h:80/", FULL), "//h:80/");
    assert_eq!(normalize("//h:", FULL), "//h/");
    // The table a user extends (and overrides).
    let mine = NormalizeOptions {
        default_ports: &[("myproto", 4242), ("http", 8080)],
        ..FULL
    };
    assert_eq!(normalize("MyProto://h:4242", mine), "myproto://h/");
    assert_eq!(normalize("http://h:8080/", mine), "http://h/");
    assert_eq!(normalize("http://h:80/", mine), "http://h:80/");
    assert_eq!(mine.default_port("WSS"), Some(443));
}

#[test]
fn relative_references() {
    for (input, full) in [
        ("", ""),
        ("?Q%7e", "?Q~"),
        ("#%7E", "#~"),
        ("g", "g"),
        // A relative path keeps its dot segments: they depend on the base.
        ("../a/./b/%2E%2E", "../a/./b/.."),
        (".", "."),
        ("./g:h", "./g:h"),
        // An absolute path does not.
        ("/a/../b/./c", "/b/c"),
        ("/..", "/"),
        ("//H%41:80/a/../b", "//ha:80/b"),
        ("//h", "//h/"),
    ] {
        assert_eq!(normalize(input, FULL), full, "{input:?}");
    }
}

/// Removing dot segments never makes a path read as an authority.
#[test]
fn no_authority_is_ever_invented() {
    for (input, normal) in [
        ("foo:/a/..//evil", "foo:/.//evil"),
        ("foo:/.//x", "foo:/.//x"),
        ("foo:/..//x", "foo:/.//x"),
        ("foo:/%2E//x", "foo:/.//x"),
        ("/.//x", "/.//x"),
        ("/a/..//x/../y", "/.//y"),
        ("foo:.//x", "foo:/x"),
        ("foo://h/..//x", "foo://h//x"),
        ("/%2e//", "/.//"),
    ] {
        let normalized = normalize(input, FULL);
        assert_eq!(normalized, normal, "{input}");
        let reparsed = UriRef::parse(&normalized).expect("valid");
        assert_eq!(
            reparsed.authority(),
            UriRef::parse(input).expect("valid").authority(),
            "{input}"
        );
        assert_eq!(normalize(&normalized, FULL), normalized, "{input}");
        // A normal form with its `/.` is recognized as normal: borrowed, not rewritten.
        let again = UriRef::parse(&normalized).expect("valid");
        assert!(!again.normalize().is_owned(), "{normalized}");
    }
}

#[test]
fn fragments_can_be_ignored_without_allocating() {
    let network = NormalizeOptions {
        ignore_fragment: true,
        ..FULL
    };
    let uri = UriRef::parse("http://a/b?c#d").expect("valid");
    let normalized = uri.normalize_with(network);
    assert!(!normalized.is_owned());
    assert_eq!(normalized, "http://a/b?c");
    assert_eq!(normalized.as_ri_ref().fragment(), None);
    assert_eq!(normalized.as_ri_ref().query(), Some("c"));
    assert!(equivalent("http://a/b#x", "HTTP://A/b#y", network));
    assert!(!equivalent("http://a/b#x", "HTTP://A/b#y", FULL));
    let plain = NormalizeOptions {
        ignore_fragment: true,
        ..NormalizeOptions::NONE
    };
    assert!(equivalent("http://a/b#x", "http://a/b", plain));
    assert!(!equivalent("http://a/b#x", "http://A/b", plain));
}

#[test]
fn comparison_against_a_base_resolves_first() {
    let base = UriRef::parse("http://example.com/a/b").expect("valid");
    let parse = |s| UriRef::parse(s).expect("valid");
    assert_eq!(
        parse("c").equivalent_against(&parse("/a/%63"), &base, FULL),
        Ok(true)
    );
    assert_eq!(
        parse("../c").equivalent_against(&parse("/a/c"), &base, FULL),
        Ok(false)
    );
    assert!(parse("c")
        .equivalent_against(&parse("d"), &parse("relative/base"), FULL)
        .is_err());
}

/// `%2E` is a dot for normalization: comparing against a base normalizes before it resolves,
/// so that `equivalent_against` agrees with `equivalent` on the resolved references.
#[test]
fn encoded_dots_compare_alike_before_and_after_resolution() {
    let parse = |s| UriRef::parse(s).expect("valid");
    let base = parse("http://h/b/c/d");
    assert!(parse("http://h/b/c/%2E/..").equivalent(&parse("http://h/b/"), FULL));
    assert_eq!(
        parse("http://h/b/c/%2E/..").equivalent_against(&parse("http://h/b/"), &base, FULL),
        Ok(true)
    );
    assert_eq!(
        parse("%2E/..").equivalent_against(&parse("./.."), &base, FULL),
        Ok(true)
    );
    // Without syntax-based normalization, the text as resolution reads it.
    assert_eq!(
        parse("%2E/..").equivalent_against(&parse("./.."), &base, NormalizeOptions::NONE),
        Ok(false)
    );
}

#[test]
fn keys_deduplicate_and_order() {
    let inputs = [
        "http://example.com",
        "HTTP://EXAMPLE.COM:80/",
        "http://example.com/%7e",
        "http://example.com/~",
        "http://example.com/a/../~",
        "http://example.com/?",
    ];
    let parsed: Vec<UriRef<'_>> = inputs.iter().map(|s| UriRef::parse(s).unwrap()).collect();
    let keys: Vec<Normalized<'_>> = parsed.iter().map(UriRef::normalize).collect();
    let set: HashSet<Normalized<'_>> = keys.iter().cloned().collect();
    assert_eq!(set.len(), 3);
    assert!(set.contains("http://example.com/~"));
    let ordered: Vec<&str> = keys
        .iter()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .map(Normalized::as_str)
        .collect();
    assert_eq!(
        ordered,
        [
            "http://example.com/",
            "http://example.com/?",
            "http://example.com/~"
        ]
    );
    let owned = keys[1].clone().into_owned();
    assert_eq!(owned.as_str(), "http://example.com/");
}

/// `Normalized` on its own: its text, its view, whether it was rewritten, a copy that owns it,
/// and comparisons with text, whichever way it was made.
#[test]
fn a_normal_form_as_text_view_and_owned_copy() {
    let rewritten_from = UriRef::parse("HTTP://h/a").expect("valid");
    let normal = UriRef::parse("http://h/a").expect("valid");
    let rewritten = rewritten_from.normalize();
    let kept = normal.normalize();
    assert!(rewritten.is_owned());
    assert!(!kept.is_owned());
    assert_eq!(rewritten, kept);
    for n in [&rewritten, &kept] {
        assert_eq!(n.as_str(), "http://h/a");
        assert_eq!(n.as_ref(), "http://h/a");
        assert_eq!(n.to_string(), "http://h/a");
        assert_eq!(n.as_ri_ref(), normal);
        assert_eq!(n.as_ri_ref().path(), "/a");
        assert_eq!(format!("{n:?}"), format!("{normal:?}"));
        assert_eq!(*n, *"http://h/a");
        assert_ne!(*n, *"http://h/b");
        assert_eq!(*n, "http://h/a");
        assert_ne!(*n, "http://h/b");
        assert_eq!(n.clone().into_owned().as_str(), "http://h/a");
    }
}

/// Each set of options applies its levels and no other: `NONE` leaves the text as it is,
/// `SCHEME` only the scheme-based steps, `SYNTAX` only the syntax-based ones.
#[test]
fn each_option_set_does_its_levels_only() {
    let input = "HTTP://H:80?%7e";
    assert_eq!(normalize(input, NormalizeOptions::NONE), input);
    assert_eq!(normalize(input, SCHEME), "HTTP://H/?%7e");
    assert_eq!(normalize(input, SYNTAX), "http://h:80?~");
    assert_eq!(normalize(input, FULL), "http://h/?~");
    assert_eq!(NormalizeOptions::default(), FULL);
    for (options, syntax, scheme) in [
        (FULL, true, true),
        (SYNTAX, true, false),
        (SCHEME, false, true),
        (NormalizeOptions::NONE, false, false),
    ] {
        assert_eq!(options.syntax_based, syntax);
        assert_eq!(options.scheme_based, scheme);
        assert!(!options.ignore_fragment);
        assert!(options.default_ports.is_empty());
    }
}

/// Section 7.4: hosts that resolvers read as IPv4 addresses in rare forms.
#[test]
fn rare_ipv4_forms() {
    fn host(text: &str) -> Host<'_> {
        Host::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }
    for (text, addr) in [
        ("127.0.0.1", [127, 0, 0, 1]),
        ("127.1", [127, 0, 0, 1]),
        ("127.0.1", [127, 0, 0, 1]),
        ("0x7f.1", [127, 0, 0, 1]),
        ("0X7F.0X0.0X0.0X1", [127, 0, 0, 1]),
        ("017700000001", [127, 0, 0, 1]),
        ("0177.0.0.1", [127, 0, 0, 1]),
        ("2130706433", [127, 0, 0, 1]),
        ("0x7f000001", [127, 0, 0, 1]),
        ("010.0.0.1", [8, 0, 0, 1]),
        ("192.168.0.1.", [192, 168, 0, 1]),
        ("0", [0, 0, 0, 0]),
        ("0x", [0, 0, 0, 0]),
        ("4294967295", [255, 255, 255, 255]),
        ("1.16777215", [1, 255, 255, 255]),
        ("1.2.65535", [1, 2, 255, 255]),
        ("%30x7f.1", [127, 0, 0, 1]),
        // What resolvers read: up to a NUL or white space, after WHATWG's mappings.
        ("127.1%00.evil.com", [127, 0, 0, 1]),
        ("127.1%20evil", [127, 0, 0, 1]),
        ("127.0.0.1%09", [127, 0, 0, 1]),
        ("%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1", [127, 0, 0, 1]),
        ("127%E3%80%820%E3%80%820%E3%80%821", [127, 0, 0, 1]),
        ("127%EF%BC%8E1", [127, 0, 0, 1]),
        ("127.0.0.1%C2%AD", [127, 0, 0, 1]),
        ("0%EF%BD%987f.1", [127, 0, 0, 1]),
        ("127.0.0.1%C2%A0", [127, 0, 0, 1]),
        ("%E3%80%80127.0.0.1", [127, 0, 0, 1]),
        ("127.0.0.1%E2%80%8B", [127, 0, 0, 1]),
        ("[::ffff:127.0.0.1]", [127, 0, 0, 1]),
        ("[::FFFF:7f00:1]", [127, 0, 0, 1]),
        // The other IPv6 forms that embed an IPv4 address: compatible, translated, NAT64,
        // 6to4.
        ("[::127.0.0.1]", [127, 0, 0, 1]),
        ("[::ffff:0:127.0.0.1]", [127, 0, 0, 1]),
        ("[64:ff9b::127.0.0.1]", [127, 0, 0, 1]),
        ("[2002:7f00:1::]", [127, 0, 0, 1]),
    ] {
        assert_eq!(
            host(text).ipv4_as_resolved(),
            Some(Ipv4Addr::from(addr)),
            "{text}"
        );
        assert_eq!(host(text).is_rare_ipv4(), text != "127.0.0.1", "{text}");
    }
    for text in [
        "",
        "example.com",
        "4294967296",
        "1.16777216",
        "1.2.65536",
        "256.0.0.1",
        "1.2.3.4.5",
        "1..2",
        ".1",
        "08",
        "0x1g",
        "1.2.3.4..",
        "0x100000000",
        "99999999999999999999999",
        "127.0.0.1%C3%A9",
        "%FF127.0.0.1",
        "[::1]",
        "[::]",
        "[2001:db8::127.0.0.1]",
        "[64:ff9b:1::127.0.0.1]",
        "[v1.127.0.0.1]",
    ] {
        assert_eq!(host(text).ipv4_as_resolved(), None, "{text}");
        assert!(!host(text).is_rare_ipv4(), "{text}");
    }
    // A mathematical bold `1`: a digit for the whole UTS 46 mapping (the `idna` feature), which
    // WHATWG URL applies; not for the fullwidth mappings alone.
    let bold = host("%F0%9D%9F%8F27.0.0.1").ipv4_as_resolved();
    let expected = cfg!(feature = "idna").then_some(Ipv4Addr::LOCALHOST);
    assert_eq!(bold, expected);
}

/// A file of `tests/data`.
#[track_caller]
fn data(name: &str) -> Table {
    Table::load(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data"), name)
}

/// The project's own vectors: `input  syntax  scheme  full  note`.
#[test]
fn vectors() {
    let table = data("normalize.tsv");
    assert_eq!(
        table.header(),
        ["input", "syntax", "scheme", "full", "note"]
    );
    let mut rows = 0;
    for (at, row) in table.records() {
        let [input, syntax, scheme, full, note] =
            ["input", "syntax", "scheme", "full", "note"].map(|column| row[column]);
        rows += 1;
        let Ok(uri) = UriRef::parse(input) else {
            assert_eq!(
                [syntax, scheme, full],
                ["<invalid>"; 3],
                "{at}: {input:?} ({note})"
            );
            continue;
        };
        for (options, expected) in [(SYNTAX, syntax), (SCHEME, scheme), (FULL, full)] {
            assert_eq!(
                uri.normalize_with(options).as_str(),
                expected,
                "{at}: {input:?} with {options:?} ({note})"
            );
        }
    }
    assert!(rows >= 200, "{rows} rows");
}

/// Other libraries' vectors: each row agrees with our full normalization, or is listed in
/// `normalize_deviations.tsv` with what we give and why.
#[test]
fn conformance() {
    let deviations = data("conformance/normalize_deviations.tsv");
    let deviations: Vec<_> = deviations.records().map(|(_, row)| row).collect();
    let mut agree = 0;
    let mut deviate = 0;
    for (at, row) in data("conformance/normalize.tsv").records() {
        let (input, expected, mode) = (row["input"], row["expected"], row["mode"]);
        let ours = UriRef::parse(input)
            .map_or_else(|_| "<invalid>".to_string(), |u| u.normalize().to_string());
        if ours == expected {
            agree += 1;
            continue;
        }
        let listed = deviations
            .iter()
            .find(|d| d["input"] == input && d["mode"] == mode && d["source_expected"] == expected)
            .unwrap_or_else(|| {
                panic!("{at}: {input:?} ({mode}): we give {ours:?}, not {expected:?}")
            });
        assert_eq!(listed["we_expect"], ours, "{at}: {input:?} ({mode})");
        deviate += 1;
    }
    assert_eq!(deviate, deviations.len(), "every deviation is used");
    assert!(agree > 0);
}

/// Inputs built from pieces that exercise every step: encodings of unreserved and reserved
/// characters in both cases, dots, slashes, letters in both cases, ports.
fn reference() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("a"),
        Just("B"),
        Just("."),
        Just(".."),
        Just("/"),
        Just("%2e"),
        Just("%2E"),
        Just("%41"),
        Just("%7e"),
        Just("%3a"),
        Just("%2F"),
        Just("%c3%a9"),
        Just(":"),
        Just("@"),
    ];
    let text = proptest::collection::vec(piece, 0..8).prop_map(|p| p.concat());
    (
        proptest::option::of(prop_oneof![Just("http"), Just("HTTPS"), Just("foo")]),
        proptest::option::of(prop_oneof![
            Just(""),
            Just("A%42c"),
            Just("u%41@H:80"),
            Just("h:"),
            Just("h:0443"),
            Just("[::A]"),
            Just("1.2.3.4:8")
        ]),
        text.clone(),
        proptest::option::of(text.clone()),
        proptest::option::of(text),
    )
        .prop_map(|(scheme, authority, path, query, fragment)| {
            let mut s = String::new();
            if let Some(scheme) = scheme {
                s += scheme;
                s += ":";
            }
            if let Some(authority) = authority {
                s += "//";
                s += authority;
            }
            s += &path;
            if let Some(q) = query {
                s += "?";
                s += &q;
            }
            if let Some(f) = fragment {
                s += "#";
                s += &f;
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6000))]

    /// Normal forms are valid, stable, and mean what the input meant.
    #[test]
    fn normal_forms_are_idempotent_valid_and_keep_the_meaning(input in reference()) {
        let Ok(uri) = UriRef::parse(&input) else { return Ok(()); };
        for options in [FULL, SYNTAX, SCHEME, NormalizeOptions { ignore_fragment: true, ..FULL }] {
            let normal = uri.normalize_with(options);
            let view = normal.as_ri_ref();
            // The offsets written along the text are those a parse finds.
            let reparsed = UriRef::parse(normal.as_str()).expect("a normal form is valid");
            prop_assert_eq!(split(&reparsed), split(&view), "{:?}", options);
            // Idempotent, and already normal means borrowed.
            let again = reparsed.normalize_with(options);
            prop_assert_eq!(again.as_str(), normal.as_str());
            prop_assert!(!again.is_owned());
            // The same kind, scheme, authority, query and fragment.
            prop_assert_eq!(reparsed.is_relative(), uri.is_relative());
            prop_assert_eq!(reparsed.has_authority(), uri.has_authority());
            prop_assert_eq!(reparsed.query().is_some(), uri.query().is_some());
            let fragment_kept = uri.fragment().is_some() && !options.ignore_fragment;
            prop_assert_eq!(reparsed.fragment().is_some(), fragment_kept);
            if options.syntax_based {
                prop_assert_eq!(
                    reparsed.scheme().map(str::to_string),
                    uri.scheme().map(str::to_ascii_lowercase)
                );
                let decoded = |s: Option<&str>| s.map(|s| rfc3986::pct::decode(s).into_owned());
                prop_assert_eq!(decoded(reparsed.query()), decoded(uri.query()));
                prop_assert_eq!(decoded(reparsed.userinfo()), decoded(uri.userinfo()));
                if fragment_kept {
                    prop_assert_eq!(decoded(reparsed.fragment()), decoded(uri.fragment()));
                }
            } else {
                prop_assert_eq!(reparsed.scheme(), uri.scheme());
                prop_assert_eq!(reparsed.query(), uri.query());
            }
            // Equivalence is reflexive and holds between a reference and its normal form.
            prop_assert!(uri.equivalent(&reparsed, options));
        }
    }

    /// With a base, normalizing before or after resolution gives the same target: the
    /// dot segments a relative path keeps are the ones resolution needs. (Not with `%2E`:
    /// resolution takes it as a plain segment, normalization decodes it to a dot first, so
    /// `http://h/b/c/` + `%2E/..` is `http://h/b/c/`, and normalized first, `http://h/b/`.)
    #[test]
    fn normalizing_commutes_with_resolution(input in reference()) {
        let input = input.replace("%2e", "%2d").replace("%2E", "%2D");
        let Ok(uri) = UriRef::parse(&input) else { return Ok(()); };
        let base = UriRef::parse("http://h/b/c/d").expect("valid");
        let Ok(direct) = base.resolve(&uri) else { return Ok(()); };
        let normal = uri.normalize_with(SYNTAX);
        let via_normal = base.resolve(&normal.as_ri_ref()).expect("resolves");
        prop_assert_eq!(
            direct.as_ri_ref().normalize_with(SYNTAX).to_string(),
            via_normal.as_ri_ref().normalize_with(SYNTAX).to_string(),
            "{}", input
        );
    }
}
