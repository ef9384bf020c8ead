//! IRI references (RFC 3987): the grammar of section 2.2 (against its transcription into a
//! regular expression, on the RFC's examples, at every range boundary in every component, on
//! generated strings, and on other libraries' vectors), the mapping to URIs of section 3.1, and
//! the check of section 4.1.

use std::collections::{HashMap, HashSet};

use rfc3986::{Component, IriRef, IriRefBuf, ParseError, ParseErrorKind, UriRef, UriRefBuf};
use rfc3986_test_support::components::{error_name, split, Split};
use rfc3986_test_support::grammar::{iri_reference_regex, oracle_split, uri_reference_regex};
use rfc3986_test_support::rng::Rng;
use rfc3986_test_support::tsv::Table;

/// The vector files.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

/// IRIs that RFC 3987 writes as examples (sections 3.1, 3.2, 3.2.1, 4.4, 5.2, 5.3), in
/// Unicode where the RFC writes `&#x...;`.
const RFC_3987_EXAMPLES: &[&str] = &[
    "http://r\u{E9}sum\u{E9}.example.org",
    "http://xn--rsum-bpad.example.org",
    "http://r%C3%A9sum%C3%A9.example.org",
    "http://www.example.org/red%09ros\u{E9}#red",
    "http://www.example.org/red%09ros%C3%A9#red",
    "http://example.com/\u{10300}\u{10301}\u{10302}",
    "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
    "http://www.example.org/r%C3%A9sum%C3%A9.html",
    "http://www.example.org/r%E9sum%E9.html",
    "http://www.example.org/D%C3%BCrst",
    "http://www.example.org/D%FCrst",
    "http://www.example.org/D\u{FC}rst",
    "http://xn--99zt52a.example.org/%e2%80%ae",
    "http://xn--99zt52a.example.org/%E2%80%AE",
    "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE",
    "http://ab.CDEFGH.ij/kl/mn/op.html",
    "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV",
    "http://example.org/ros\u{E9}",
    "example://a/b/c/%7Bfoo%7D/ros\u{E9}",
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
    "http://example.org/~user",
];

#[test]
fn the_rfc_examples_parse_and_agree_with_the_grammar() {
    let re = iri_reference_regex();
    for example in RFC_3987_EXAMPLES {
        let iri = IriRef::parse(example).unwrap_or_else(|e| panic!("{example}: {e}"));
        assert_eq!(Some(split(&iri)), oracle_split(&re, example), "{example}");
        assert_eq!(iri.as_str(), *example);
    }
}

/// Section 3.1's examples of the mapping, and the other non-ASCII forms: every character
/// beyond ASCII becomes the `%XX` of its UTF-8 bytes, in every component, and the rest stays.
#[test]
fn mapping_to_a_uri_encodes_every_character_beyond_ascii() {
    for (iri, uri) in [
        (
            "http://r\u{E9}sum\u{E9}.example.org",
            "http://r%C3%A9sum%C3%A9.example.org",
        ),
        (
            "http://www.example.org/red%09ros\u{E9}#red",
            "http://www.example.org/red%09ros%C3%A9#red",
        ),
        (
            "http://example.com/\u{10300}\u{10301}\u{10302}",
            "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
        ),
        (
            "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE",
            "http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE",
        ),
        (
            "http://例え.テスト/パス",
            "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9",
        ),
        (
            "s://\u{E9}@h:8/\u{E9}?\u{E000}\u{E9}#\u{E9}",
            "s://%C3%A9@h:8/%C3%A9?%EE%80%80%C3%A9#%C3%A9",
        ),
        ("\u{E9}/x", "%C3%A9/x"),
        ("//[::1]:80/\u{E9}", "//[::1]:80/%C3%A9"),
        ("http://a/b?c#d", "http://a/b?c#d"),
        ("", ""),
    ] {
        let mapped = IriRef::parse(iri).unwrap().to_uri().unwrap();
        assert_eq!(mapped.as_str(), uri, "{iri}");
        // The result is a URI, with the same components as the IRI's, mapped.
        let reparsed = UriRef::parse(uri).unwrap();
        assert_eq!(mapped.as_ri_ref(), reparsed);
        assert_eq!(
            mapped.as_ri_ref().port(),
            IriRef::parse(iri).unwrap().port()
        );
    }
}

/// Every URI reference is an IRI reference with the same components.
#[test]
fn a_uri_is_an_iri_as_it_is() {
    for text in [
        "http://u@h:1/p?q#f",
        "a/b",
        "//h",
        "",
        "urn:x:y",
        "http://[::1]/",
    ] {
        let uri = UriRef::parse(text).unwrap();
        let iri = IriRef::from(uri);
        assert_eq!(iri.as_str(), text);
        assert_eq!(split(&iri), split(&uri));
        assert_eq!(IriRef::parse(text).unwrap(), iri);
        let owned = IriRefBuf::from(UriRefBuf::from(uri));
        assert_eq!(owned.as_str(), text);
        assert_eq!(split(&owned.as_ri_ref()), split(&uri));
    }
}

/// The code points around every boundary of `ucschar` and `iprivate`: each with whether it is
/// `ucschar`, and whether it is `iprivate`.
fn boundaries() -> Vec<(char, bool, bool)> {
    let ucschar: &[(u32, u32)] = &[
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x1_0000, 0x1_FFFD),
        (0x2_0000, 0x2_FFFD),
        (0x3_0000, 0x3_FFFD),
        (0x4_0000, 0x4_FFFD),
        (0x5_0000, 0x5_FFFD),
        (0x6_0000, 0x6_FFFD),
        (0x7_0000, 0x7_FFFD),
        (0x8_0000, 0x8_FFFD),
        (0x9_0000, 0x9_FFFD),
        (0xA_0000, 0xA_FFFD),
        (0xB_0000, 0xB_FFFD),
        (0xC_0000, 0xC_FFFD),
        (0xD_0000, 0xD_FFFD),
        (0xE_1000, 0xE_FFFD),
    ];
    let iprivate: &[(u32, u32)] = &[
        (0xE000, 0xF8FF),
        (0xF_0000, 0xF_FFFD),
        (0x10_0000, 0x10_FFFD),
    ];
    let within = |ranges: &[(u32, u32)], c: u32| ranges.iter().any(|&(a, b)| a <= c && c <= b);
    let mut points: Vec<u32> = vec![0x7F, 0x80, 0x9F, 0x10_FFFF];
    for &(first, last) in ucschar.iter().chain(iprivate) {
        points.extend([first - 1, first, first + 1, last - 1, last, last + 1]);
    }
    points.sort_unstable();
    points.dedup();
    points
        .into_iter()
        .filter_map(char::from_u32)
        .map(|c| {
            let u = u32::from(c);
            (c, within(ucschar, u), within(iprivate, u))
        })
        .collect()
}

/// Each boundary character in each component: taken where the grammar takes it, refused with
/// the component, the index and the code point otherwise.
#[test]
fn every_range_boundary_in_every_component() {
    let re = iri_reference_regex();
    let mut checked = 0;
    for (c, ucschar, iprivate) in boundaries() {
        if c.is_ascii() {
            continue;
        }
        let cases = [
            (format!("s://{c}@h/"), Component::UserInfo, ucschar),
            (format!("s://{c}/"), Component::Host, ucschar),
            (format!("s://h/{c}"), Component::Path, ucschar),
            (format!("{c}/x"), Component::Path, ucschar),
            (format!("s://h/?{c}"), Component::Query, ucschar || iprivate),
            (format!("s://h/#{c}"), Component::Fragment, ucschar),
        ];
        for (text, component, allowed) in cases {
            let parsed = IriRef::parse(&text);
            assert_eq!(parsed.is_ok(), allowed, "{text:?} U+{:04X}", u32::from(c));
            assert_eq!(
                oracle_split(&re, &text).is_some(),
                allowed,
                "oracle {text:?}"
            );
            if let Err(e) = parsed {
                assert_eq!(e.kind(), ParseErrorKind::InvalidChar(component), "{text:?}");
                assert_eq!(e.index(), text.find(c).unwrap());
                assert_eq!(e.found(), Some(c));
                let code = format!("(U+{:04X})", u32::from(c));
                assert!(e.to_string().contains(&code), "{e}");
            }
            checked += 1;
        }
        // Never in a scheme, a port or an IP literal.
        for text in [
            format!("s{c}:x"),
            format!("s://h:8{c}/"),
            format!("s://[::{c}]/"),
        ] {
            assert!(IriRef::parse(&text).is_err(), "{text:?}");
        }
        // Never in a URI.
        assert!(UriRef::parse(&format!("s://h/{c}")).is_err());
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn errors_name_the_character_the_component_the_byte_and_the_code_point() {
    let e = IriRef::parse("http://h/a\u{E000}").unwrap_err();
    assert_eq!(e.kind(), ParseErrorKind::InvalidChar(Component::Path));
    assert_eq!(e.index(), 10);
    assert_eq!(
        e.to_string(),
        "invalid character '\\u{e000}' (U+E000) in path at index 10"
    );
    let e = IriRef::parse("http://h/?a b").unwrap_err();
    assert_eq!(e.to_string(), "invalid character ' ' in query at index 11");
    let e = UriRef::parse("http://h/\u{E9}").unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid character 'é' (U+00E9) in path at index 9"
    );
    // As bytes: a sequence that is not UTF-8 is refused at its first byte.
    let e = IriRef::parse_bytes(b"http://h/a\xC3(").unwrap_err();
    assert_eq!(e.index(), 10);
    assert_eq!(
        IriRef::parse_bytes("/\u{E9}".as_bytes()).unwrap().path(),
        "/\u{E9}"
    );
}

/// The parser against the transcription of section 2.2, on strings over ASCII delimiters,
/// letters, and characters on both sides of the range boundaries: same validity, same
/// components. And an IRI that is ASCII is valid exactly when it is a valid URI.
#[test]
fn the_parser_agrees_with_the_grammar_on_generated_strings() {
    let iri_re = iri_reference_regex();
    let uri_re = uri_reference_regex();
    let specials: Vec<String> = boundaries()
        .into_iter()
        .filter(|(c, _, _)| !c.is_ascii())
        .map(|(c, _, _)| c.to_string())
        .collect();
    let ascii = [
        "a", "B", "1", ":", "/", "?", "#", "[", "]", "@", "%", "%41", "%4", ".", "-", "~", "!",
        "=", "&", " ", "\"", "<", "v1.x", "::1", "//", "é", "例",
    ];
    let mut rng = Rng::new(0x3987_3987_3987_3987);
    let (mut valid, mut total) = (0, 0);
    for _ in 0..100_000 {
        let mut text = String::new();
        if rng.chance(50) {
            text.push_str(rng.pick(&["http:", "s:", "a+b:", ""]));
        }
        if rng.chance(40) {
            text.push_str("//");
        }
        for _ in 0..rng.below(8) {
            if rng.chance(30) {
                text.push_str(&specials[rng.below(specials.len())]);
            } else {
                text.push_str(rng.pick(&ascii));
            }
        }
        let ours = IriRef::parse(&text).ok().map(|r| split(&r));
        assert_eq!(ours, oracle_split(&iri_re, &text), "{text:?}");
        if text.is_ascii() {
            assert_eq!(
                UriRef::parse(&text).ok().map(|r| split(&r)),
                oracle_split(&uri_re, &text),
                "{text:?}"
            );
            assert_eq!(ours.is_some(), UriRef::parse(&text).is_ok(), "{text:?}");
        }
        valid += usize::from(ours.is_some());
        total += 1;
    }
    // Both answers are common: the comparison is not vacuous.
    assert!(
        valid > total / 10 && valid < total * 9 / 10,
        "{valid} of {total}"
    );
}

/// RFC 3987 section 4.1's seven, and the controls Unicode added since (ALM, the isolates),
/// are grammatical and found alike.
#[test]
fn bidirectional_formatting_characters_are_grammatical_and_found() {
    for bidi in rfc3986::BIDI_CONTROLS {
        let text = format!("http://h/a{bidi}b?{bidi}");
        let iri = IriRef::parse(&text).unwrap();
        assert_eq!(
            iri.bidi_formatting().collect::<Vec<_>>(),
            [(10, bidi), (10 + bidi.len_utf8() + 2, bidi)]
        );
    }
    assert_eq!(
        IriRef::parse("http://h/é%E2%80%AE")
            .unwrap()
            .bidi_formatting()
            .count(),
        0
    );
    #[allow(deprecated)]
    let rfc = rfc3986::BIDI_FORMATTING;
    assert_eq!(
        rfc,
        ['\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}']
    );
    // Unicode's Bidi_Control property: the RFC's seven, ALM and the four isolates.
    let added = ['\u{061C}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'];
    assert_eq!(rfc3986::BIDI_CONTROLS.len(), rfc.len() + added.len());
    assert!(rfc
        .iter()
        .chain(&added)
        .all(|c| rfc3986::BIDI_CONTROLS.contains(c)));
}

/// What the URI types offer, on IRIs: owned values, setters that keep the IRI valid and
/// encode only what the IRI component does not allow, the builder, resolution, normalization.
#[test]
fn iris_have_everything_uris_have() {
    let mut iri: IriRefBuf = "http://例え.テスト/パス?q=é#frag".parse().unwrap();
    assert_eq!(iri.as_ri_ref().host_str(), Some("例え.テスト"));
    iri.set_path_plain("/a b/ü").unwrap();
    assert_eq!(iri.as_str(), "http://例え.テスト/a%20b/ü?q=é#frag");
    iri.set_query_plain(Some("x=\u{E000}")).unwrap();
    assert_eq!(iri.as_str(), "http://例え.テスト/a%20b/ü?x=\u{E000}#frag");
    iri.set_fragment_plain(Some("\u{E000}")).unwrap();
    assert_eq!(
        iri.as_str(),
        "http://例え.テスト/a%20b/ü?x=\u{E000}#%EE%80%80"
    );
    assert!(iri.set_path("/\u{E000}").is_err());
    iri.set_host_plain(Some("bücher.example")).unwrap();
    assert_eq!(iri.as_ri_ref().host_str(), Some("bücher.example"));
    iri.append_query_param("ключ", "значение").unwrap();
    assert!(iri.as_str().ends_with("&ключ=значение#%EE%80%80"), "{iri}");

    let built = IriRefBuf::builder()
        .scheme("https")
        .host_plain("例え.テスト")
        .path_segments_plain(["", "パス", "a/b"])
        .build()
        .unwrap();
    assert_eq!(built.as_str(), "https://例え.テスト/パス/a%2Fb");

    let base = IriRef::parse("http://例え.テスト/a/b/c").unwrap();
    let target = base.join("../ü?é").unwrap();
    assert_eq!(target.as_str(), "http://例え.テスト/a/ü?é");
    assert_eq!(
        base.make_relative(&target.as_ri_ref()).unwrap().as_str(),
        "../ü?é"
    );
    let normal = IriRef::parse("HTTP://例え.テスト:80/a/./%7e/ü")
        .unwrap()
        .normalize();
    assert_eq!(normal, "http://例え.テスト/a/~/ü");
}

/// A parse as the vector files write it: the seven components, or the error's name.
fn answer<T>(parsed: Result<T, ParseError>, split: impl Fn(&T) -> Split) -> Result<Split, String> {
    parsed.as_ref().map(split).map_err(error_name)
}

/// The rows of `conformance/iri_deviations.tsv`: (file, input) to what we expect instead.
fn iri_deviations() -> HashMap<(String, String), String> {
    Table::load(DATA, "conformance/iri_deviations.tsv")
        .records()
        .map(|(_, r)| {
            let key = (r["file"].to_string(), r["input"].to_string());
            (key, r["we_expect"].to_string())
        })
        .collect()
}

/// Checks an IRI deviation: our answer is `we_expect`, `ok:IRI` (valid, but an `IRI` and not
/// an `absolute-IRI`) or the error of the `IRI-reference` parse.
#[track_caller]
fn check_iri_deviation(at: &str, input: &str, we_expect: &str) {
    match we_expect {
        "ok:IRI" => {
            let iri = IriRef::parse_uri(input).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert!(!iri.is_absolute_uri(), "{at}: not an absolute-IRI");
            let error = IriRef::parse_absolute_uri(input).expect_err(at);
            assert_eq!(error.kind(), ParseErrorKind::FragmentNotAllowed, "{at}");
        }
        expected => {
            let error = IriRef::parse(input).expect_err(at);
            assert_eq!(error_name(&error), expected, "{at}: {error}");
        }
    }
}

/// The source's assertion on a row of a parse file, checked on our IRI parser: the
/// components of `parse_valid.tsv`, the grammar rule of `parse_valid_only.tsv` (its "absolute
/// IRI" is RFC 3987's `absolute-IRI`), the refusal of `parse_invalid.tsv`.
#[track_caller]
fn check_as_the_source_says(at: &str, file: &str, row: &HashMap<&str, &str>) {
    let input = row["input"];
    match file {
        "parse_valid.tsv" => {
            let iri = IriRef::parse(input).unwrap_or_else(|e| panic!("{at}: {e}"));
            let columns = [
                "scheme", "userinfo", "host", "port", "path", "query", "fragment",
            ];
            for (column, value) in columns.iter().zip(split(&iri)) {
                assert_eq!(
                    value.as_deref().unwrap_or("<none>"),
                    row[column],
                    "{at}: {column}"
                );
            }
        }
        "parse_valid_only.tsv" => {
            let class = row["class"];
            let parsed = match class {
                "URI" => IriRef::parse_uri(input),
                "absolute-URI" | "absolute IRI" => IriRef::parse_absolute_uri(input),
                "relative-ref" => IriRef::parse_relative_ref(input),
                _ => IriRef::parse(input),
            };
            parsed.unwrap_or_else(|e| panic!("{at}: {input:?} as {class}: {e}"));
        }
        // The error itself is `iri_result`'s, checked on every row.
        _ => assert!(IriRef::parse(input).is_err(), "{at}: {input:?}"),
    }
}

/// Other libraries' parse vectors (`conformance/`) read as IRIs. Every row: valid exactly when
/// RFC 3987 section 2.2 says so (its transcription into a regular expression), with the same
/// components. A row that is ASCII gets the answer `UriRef` gives, error included (so what
/// `tests/parse.rs` decides of it holds for IRIs too). A row with characters beyond ASCII
/// (flagged `non_ascii`, and only those) is refused by `UriRef`, no later than by `IriRef`, and
/// at its first such character when it is a valid IRI; and `IriRef` answers as its source says,
/// or as `iri_deviations.tsv` says, where the rule that decides against the source is given.
#[test]
fn conformance_parse_rows_as_iris() {
    let re = iri_reference_regex();
    let deviations = iri_deviations();
    let mut used = HashSet::new();
    let (mut ascii, mut agree) = (0, 0);
    for file in [
        "parse_valid.tsv",
        "parse_valid_only.tsv",
        "parse_invalid.tsv",
    ] {
        for (at, row) in Table::load(DATA, &format!("conformance/{file}")).records() {
            let input = row["input"];
            let iri = answer(IriRef::parse(input), split);
            assert_eq!(
                iri.clone().ok(),
                oracle_split(&re, input),
                "{at}: {input:?}"
            );
            if file == "parse_invalid.tsv" {
                let parsed = match row["flags"].contains("invalid_as_absolute_uri_only") {
                    true => IriRef::parse_absolute_uri(input),
                    false => IriRef::parse(input),
                };
                let error = parsed.expect_err(&at);
                assert_eq!(error_name(&error), row["iri_result"], "{at}: {error}");
            }
            assert_eq!(
                row["flags"].contains("non_ascii"),
                !input.is_ascii(),
                "{at}: the flag says whether the input is ASCII"
            );
            let uri = UriRef::parse(input);
            if input.is_ascii() {
                assert_eq!(iri, answer(uri, split), "{at}: {input:?}");
                if file == "parse_invalid.tsv" {
                    assert_eq!(row["iri_result"], row["result"], "{at}");
                }
                ascii += 1;
                continue;
            }
            let uri_error = uri.expect_err(&at);
            match IriRef::parse(input) {
                Ok(_) => {
                    let first = input.find(|c: char| !c.is_ascii()).expect("non-ASCII");
                    assert_eq!(uri_error.index(), first, "{at}: {uri_error}");
                    assert_eq!(uri_error.found(), input[first..].chars().next(), "{at}");
                    assert!(
                        matches!(uri_error.kind(), ParseErrorKind::InvalidChar(_)),
                        "{at}: {uri_error}"
                    );
                }
                Err(iri_error) => assert!(uri_error.index() <= iri_error.index(), "{at}"),
            }
            let key = (file.to_string(), input.to_string());
            match deviations.get(&key) {
                Some(we_expect) => {
                    check_iri_deviation(&at, input, we_expect);
                    used.insert(key);
                }
                None => {
                    check_as_the_source_says(&at, file, &row);
                    agree += 1;
                }
            }
        }
    }
    assert_eq!(ascii, 455, "ASCII rows");
    assert_eq!(
        (agree, used.len()),
        (37, 1),
        "non-ASCII rows: agreeing, deviating"
    );
    assert_eq!(
        used.len(),
        deviations.len(),
        "every deviation is a non-ASCII row"
    );
}
