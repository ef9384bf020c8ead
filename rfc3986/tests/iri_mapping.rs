//! The mappings between IRIs and URIs (RFC 3987 sections 3.1 and 3.2), the IRI steps of
//! normalization (section 5.3.2.3, and 5.3.2.2 with the `nfc` feature), equivalence across an
//! IRI and its URI mapping, and the IDNA host conversions (`idna` feature): the RFC's examples,
//! every rule of the five steps of 3.2 at its edges, and a transcription of those steps as an
//! oracle on generated URIs.

use rfc3986::{IriRef, NormalizeOptions, UriRef, BIDI_CONTROLS};
use rfc3986_test_support::rng::Rng;

fn to_iri(uri: &str) -> String {
    UriRef::parse(uri)
        .unwrap_or_else(|e| panic!("{uri}: {e}"))
        .to_iri()
        .as_str()
        .to_owned()
}

/// The examples of section 3.2 (and 3.2.1), in Unicode where the RFC writes `&#x...;`.
#[test]
fn the_rfc_examples_map_to_their_iris() {
    for (uri, iri) in [
        (
            "http://www.example.org/D%C3%BCrst",
            "http://www.example.org/D\u{FC}rst",
        ),
        // Not UTF-8 (Latin-1): kept.
        (
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D%FCrst",
        ),
        // RIGHT-TO-LEFT OVERRIDE, a bidirectional formatting character: kept, and so is the
        // A-label without the `idna` feature.
        (
            "http://xn--99zt52a.example.org/%e2%80%ae",
            "http://xn--99zt52a.example.org/%e2%80%ae",
        ),
        (
            "http://r%C3%A9sum%C3%A9.example.org",
            "http://r\u{E9}sum\u{E9}.example.org",
        ),
        (
            "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
            "http://example.com/\u{10300}\u{10301}\u{10302}",
        ),
        (
            "http://www.example.org/r%E9sum%E9.html",
            "http://www.example.org/r%E9sum%E9.html",
        ),
    ] {
        assert_eq!(to_iri(uri), iri, "{uri}");
    }
}

/// Step 2 on ASCII: unreserved characters are decoded; `%`, reserved characters and the ASCII
/// characters URIs do not allow stay encoded, as written.
#[test]
fn step_two_decodes_unreserved_ascii_only() {
    for octet in 0u8..0x80 {
        let uri = format!("s://h/%{octet:02x}?%{octet:02X}#%{octet:02x}");
        let unreserved = octet.is_ascii_alphanumeric() || b"-._~".contains(&octet);
        let expected = if unreserved {
            let c = char::from(octet);
            format!("s://h/{c}?{c}#{c}")
        } else {
            uri.clone()
        };
        assert_eq!(to_iri(&uri), expected, "{uri}");
    }
    assert_eq!(to_iri("s://%7euser%3A@%41%2e%62/"), "s://~user%3A@A.b/");
}

/// Steps 3 and 4 at their edges: what is not UTF-8, and what the grammar does not take where it
/// stands, stays encoded (every `%XX` of it, as written); the rest is decoded.
#[test]
fn steps_three_and_four_keep_what_an_iri_cannot_carry() {
    for (encoded, decoded_in_path, decoded_in_query) in [
        // Not UTF-8: a lone lead byte, a lead byte before ASCII, a lone continuation byte,
        // overlong forms, a surrogate, past U+10FFFF, bytes that never occur.
        ("%C3", false, false),
        ("%C3%28", false, false),
        ("%A9", false, false),
        ("%C0%AF", false, false),
        ("%C1%BF", false, false),
        ("%E0%80%AF", false, false),
        ("%F0%80%80%AF", false, false),
        ("%ED%A0%80", false, false),
        ("%F4%90%80%80", false, false),
        ("%F5%80%80%80", false, false),
        ("%FF", false, false),
        ("%E4%BE", false, false),
        // U+0080..U+009F (C1 controls) and U+009F: not ucschar; U+00A0: the first ucschar.
        ("%C2%80", false, false),
        ("%C2%9F", false, false),
        ("%C2%A0", true, true),
        // The edges of the ucschar ranges.
        ("%ED%9F%BF", true, true),
        ("%EF%A4%80", true, true),
        ("%EF%B7%8F", true, true),
        ("%EF%B7%90", false, false),
        ("%EF%B7%AF", false, false),
        ("%EF%B7%B0", true, true),
        ("%EF%BF%AF", true, true),
        ("%EF%BF%B0", false, false),
        ("%EF%BF%BE", false, false),
        ("%F0%90%80%80", true, true),
        ("%F0%9F%BF%BD", true, true),
        ("%F0%9F%BF%BE", false, false),
        ("%F3%A0%80%81", false, false),
        ("%F3%A1%80%80", true, true),
        ("%F3%AF%BF%BD", true, true),
        // iprivate: in the query only.
        ("%EE%80%80", false, true),
        ("%EF%A3%BF", false, true),
        ("%F3%B0%80%80", false, true),
        ("%F4%8F%BF%BD", false, true),
        ("%F4%8F%BF%BE", false, false),
    ] {
        let c = rfc3986::pct::decode_utf8(encoded)
            .ok()
            .and_then(|s| s.chars().next());
        let mut expected_path = encoded.to_owned();
        let mut expected_query = encoded.to_owned();
        if decoded_in_path {
            expected_path = c.unwrap().to_string();
        }
        if decoded_in_query {
            expected_query = c.unwrap().to_string();
        }
        let uri = format!("s://h/{encoded}?{encoded}#{encoded}");
        let expected = format!("s://h/{expected_path}?{expected_query}#{expected_path}");
        assert_eq!(to_iri(&uri), expected, "{uri}");
        let lowercase = uri.to_ascii_lowercase();
        assert_eq!(
            to_iri(&lowercase),
            expected
                .replace(encoded, &encoded.to_ascii_lowercase())
                .replace("S://", "s://"),
            "{lowercase}"
        );
    }
    // Every bidirectional formatting character stays encoded, in every component.
    for c in BIDI_CONTROLS {
        let encoded =
            rfc3986::pct::encode(&c.to_string(), rfc3986::pct::EncodeSet::PATH).to_string();
        let uri = format!("s://{encoded}@{encoded}/{encoded}?{encoded}#{encoded}");
        assert_eq!(to_iri(&uri), uri);
    }
    // A character cut in two by a component's end is not decoded across it.
    assert_eq!(to_iri("s://h/%C3?%A9"), "s://h/%C3?%A9");
    // The host takes ucschar, decoded, and keeps its case; an IP literal stays as it is.
    assert_eq!(to_iri("s://%C3%89T%C3%89/"), "s://\u{C9}T\u{C9}/");
    assert_eq!(to_iri("s://[v7.A]:8/%7E"), "s://[v7.A]:8/~");
    assert_eq!(to_iri("s://[::1]:80/%41"), "s://[::1]:80/A");
}

/// Step 1 to 5 transcribed, one by one, over octets: an oracle for [`UriRef::to_iri`].
fn oracle_to_iri(component: &str, query: bool) -> String {
    // Step 2: decode every `%XX` but those of `%`, reserved and disallowed ASCII.
    let bytes = component.as_bytes();
    // Each octet, and whether it came from a `%XX` (and its text).
    let mut octets: Vec<(u8, Option<&str>)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let text = &component[i..i + 3];
            let octet = u8::from_str_radix(&text[1..], 16).unwrap();
            let ascii_kept =
                octet < 0x80 && !(octet.is_ascii_alphanumeric() || b"-._~".contains(&octet));
            if ascii_kept {
                octets.extend(text.bytes().map(|b| (b, None)));
            } else {
                octets.push((octet, Some(text)));
            }
            i += 3;
        } else {
            octets.push((bytes[i], None));
            i += 1;
        }
    }
    // Steps 3 and 4: take each maximal valid UTF-8 sequence of decoded octets; keep the `%XX`
    // of any octet outside one, or of a character the IRI may not carry here.
    let mut out = String::new();
    let mut i = 0;
    while i < octets.len() {
        let (octet, text) = octets[i];
        let Some(text) = text else {
            out.push(char::from(octet));
            i += 1;
            continue;
        };
        if octet < 0x80 {
            out.push(char::from(octet));
            i += 1;
            continue;
        }
        let len = (1..=4).find(|&n| {
            i + n <= octets.len()
                && octets[i..i + n].iter().all(|(_, t)| t.is_some())
                && std::str::from_utf8(
                    &octets[i..i + n].iter().map(|(b, _)| *b).collect::<Vec<_>>(),
                )
                .is_ok()
        });
        let c = len.map(|n| {
            let seq: Vec<u8> = octets[i..i + n].iter().map(|(b, _)| *b).collect();
            String::from_utf8(seq).unwrap().chars().next().unwrap()
        });
        match (c, len) {
            (Some(c), Some(n)) if allowed(c, query) => {
                out.push(c);
                i += n;
            }
            _ => {
                out.push_str(text);
                i += 1;
            }
        }
    }
    out
}

/// RFC 3987 section 2.2's `ucschar` and `iprivate`, written out again from the ABNF, less the
/// bidirectional formatting characters of section 4.1.
fn allowed(c: char, query: bool) -> bool {
    let ucschar: &[(u32, u32)] = &[
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x10000, 0x1FFFD),
        (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
        (0x40000, 0x4FFFD),
        (0x50000, 0x5FFFD),
        (0x60000, 0x6FFFD),
        (0x70000, 0x7FFFD),
        (0x80000, 0x8FFFD),
        (0x90000, 0x9FFFD),
        (0xA0000, 0xAFFFD),
        (0xB0000, 0xBFFFD),
        (0xC0000, 0xCFFFD),
        (0xD0000, 0xDFFFD),
        (0xE1000, 0xEFFFD),
    ];
    let iprivate: &[(u32, u32)] = &[(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];
    let within = |ranges: &[(u32, u32)]| ranges.iter().any(|&(a, b)| (a..=b).contains(&(c as u32)));
    let bidi = matches!(c as u32, 0x200E | 0x200F | 0x202A..=0x202E);
    !bidi && (within(ucschar) || (query && within(iprivate)))
}

/// Generated URIs whose components are made of `%XX` runs (UTF-8 of every kind of character,
/// broken sequences, ASCII) and plain text.
fn generated_uris(count: usize) -> Vec<String> {
    let pieces = [
        "a",
        "/",
        "%2F",
        "%25",
        "%20",
        "%41",
        "%7e",
        "%C3%A9",
        "%c3%a9",
        "%C3",
        "%A9",
        "%E2%80%AE",
        "%E2%80%8E",
        "%EE%80%80",
        "%F3%B0%80%80",
        "%EF%BF%BE",
        "%EF%B7%90",
        "%C2%85",
        "%C2%A0",
        "%F0%9F%98%80",
        "%E4%BE%8B",
        "%ED%A0%80",
        "%C0%AF",
        "%F4%90%80%80",
        "%FF",
        "~",
        "=",
        "&",
    ];
    let mut rng = Rng::new(0x3987_0302);
    (0..count)
        .map(|_| {
            let part = |rng: &mut Rng| {
                let mut text = String::new();
                for _ in 0..rng.below(6) {
                    text.push_str(rng.pick(&pieces));
                }
                text.replace('/', if rng.chance(50) { "/" } else { "-" })
            };
            let host = part(&mut rng).replace('/', "");
            let path = part(&mut rng);
            let query = part(&mut rng);
            let fragment = part(&mut rng);
            format!("s://{host}/{path}?{query}#{fragment}")
        })
        .collect()
}

#[test]
fn the_mapping_follows_a_transcription_of_the_five_steps() {
    for uri in generated_uris(20_000) {
        let parsed = UriRef::parse(&uri).unwrap_or_else(|e| panic!("{uri}: {e}"));
        let iri = parsed.to_iri();
        let host = parsed.host_str().unwrap();
        let expected = format!(
            "s://{}{}?{}#{}",
            oracle_to_iri(host, false),
            oracle_to_iri(parsed.path(), false),
            oracle_to_iri(parsed.query().unwrap(), true),
            oracle_to_iri(parsed.fragment().unwrap(), false),
        );
        assert_eq!(iri.as_str(), expected, "{uri}");
        // The mapping is an IRI with the same structure, never longer than the URI.
        let reparsed = IriRef::parse(iri.as_str()).unwrap();
        assert_eq!(reparsed.query().is_some(), parsed.query().is_some());
        assert!(iri.as_str().len() <= uri.len());
        // Mapped back, it is the same URI (but for case and unreserved characters).
        let back = iri.as_ri_ref().to_uri().unwrap();
        assert!(
            back.as_ri_ref()
                .equivalent(&parsed, NormalizeOptions::SYNTAX),
            "{uri}"
        );
        // A second round changes nothing.
        assert_eq!(back.as_ri_ref().to_iri(), iri, "{uri}");
        // The IRI and the URI are equivalent, as IRIs.
        assert!(
            IriRef::from(parsed).equivalent(&iri.as_ri_ref(), NormalizeOptions::SYNTAX),
            "{uri}"
        );
    }
}

/// Section 3.1 then 3.2 gives the IRI back when it has no `%` and no bidirectional formatting
/// character, which the mapping to a URI encodes and the way back keeps encoded.
#[test]
fn an_iri_mapped_to_a_uri_and_back_is_itself() {
    let mut rng = Rng::new(0x3987_0301);
    let pieces = [
        "a",
        "/",
        "é",
        "例",
        "\u{10300}",
        "\u{E000}",
        "\u{F0000}",
        "\u{A0}",
        "\u{FFEF}",
        "~",
        "=",
        "&",
        ":",
        "@",
        "!",
        "\u{202E}",
    ];
    let mut tested = 0;
    for _ in 0..30_000 {
        let part = |rng: &mut Rng| {
            let mut text = String::new();
            for _ in 0..rng.below(6) {
                text.push_str(rng.pick(&pieces));
            }
            text
        };
        let (user, host, path, query, fragment) = (
            part(&mut rng),
            part(&mut rng),
            part(&mut rng),
            part(&mut rng),
            part(&mut rng),
        );
        let text = format!("s://{user}@{host}/{path}?{query}#{fragment}");
        let Ok(iri) = IriRef::parse(&text) else {
            continue;
        };
        tested += 1;
        let uri = iri.to_uri().unwrap();
        let back = uri.as_ri_ref().to_iri();
        if text.contains(BIDI_CONTROLS) {
            assert_ne!(back.as_str(), text);
        } else {
            assert_eq!(back.as_str(), text);
        }
        assert!(
            iri.equivalent(&back.as_ri_ref(), NormalizeOptions::SYNTAX),
            "{text}"
        );
        assert!(iri.equivalent(&IriRef::from(uri.as_ri_ref()), NormalizeOptions::SYNTAX));
    }
    assert!(tested > 5_000, "{tested}");
}

#[test]
fn normalizing_an_iri_decodes_what_it_may_carry_and_a_uri_keeps_it_encoded() {
    let cases = [
        // ucschar decoded in every component; the host's ASCII lowercased, not its Unicode.
        (
            "HTTP://%C3%A9%c3%a9@%C3%89X.ORG/%C3%A9?%C3%A9#%C3%A9",
            "http://\u{E9}\u{E9}@\u{C9}x.org/\u{E9}?\u{E9}#\u{E9}",
            "http://%C3%A9%C3%A9@%C3%89x.org/%C3%A9?%C3%A9#%C3%A9",
        ),
        // iprivate in the query only; bidi, invalid UTF-8 and non-characters kept, in
        // uppercase hex.
        (
            "s://h/%ee%80%80?%ee%80%80#%ee%80%80",
            "s://h/%EE%80%80?\u{E000}#%EE%80%80",
            "s://h/%EE%80%80?%EE%80%80#%EE%80%80",
        ),
        (
            "s://h/%e2%80%ae%ff%ef%bf%be",
            "s://h/%E2%80%AE%FF%EF%BF%BE",
            "s://h/%E2%80%AE%FF%EF%BF%BE",
        ),
        // Decoding comes before dot segments are removed, and never decodes a reserved `%2F`.
        ("s://h/a/%C3%A9/../%2e%2E/b%2F", "s://h/b%2F", "s://h/b%2F"),
        (
            "s://h/%E4%BE%8B/./%C3",
            "s://h/\u{4F8B}/%C3",
            "s://h/%E4%BE%8B/%C3",
        ),
    ];
    for (input, iri, uri) in cases {
        let as_iri = IriRef::parse(input).unwrap().normalize();
        assert_eq!(as_iri, iri, "{input}");
        assert_eq!(UriRef::parse(input).unwrap().normalize(), uri, "{input}");
        // Idempotent.
        assert_eq!(IriRef::parse(as_iri.as_str()).unwrap().normalize(), iri);
    }
    // Without syntax-based normalization, nothing is decoded.
    let text = "s://h/%C3%A9";
    assert_eq!(
        IriRef::parse(text)
            .unwrap()
            .normalize_with(NormalizeOptions::SCHEME),
        text
    );
    // A normal IRI is borrowed.
    assert!(!IriRef::parse("s://h/\u{E9}%25")
        .unwrap()
        .normalize()
        .is_owned());
}

#[test]
fn normalization_of_generated_iris_is_idempotent_and_agrees_with_the_mapping() {
    for uri in generated_uris(10_000) {
        let iri = IriRef::parse(&uri).unwrap();
        let normal = iri.normalize();
        let again = IriRef::parse(normal.as_str()).unwrap();
        assert_eq!(again.normalize().as_str(), normal.as_str(), "{uri}");
        // The normal form of an IRI is that of its URI mapping, mapped to an IRI then
        // normalized.
        let via_mapping = UriRef::parse(&uri)
            .unwrap()
            .normalize()
            .as_ri_ref()
            .to_iri();
        assert_eq!(
            via_mapping.as_ri_ref().normalize().as_str(),
            normal.as_str(),
            "{uri}"
        );
        assert!(iri.equivalent(&normal.as_ri_ref(), NormalizeOptions::FULL));
    }
}

#[test]
fn an_iri_and_its_uri_mapping_are_equivalent() {
    let iri = IriRef::parse("http://\u{7D0D}\u{8C46}.example.org/\u{202E}?\u{E000}").unwrap();
    let uri = iri.to_uri().unwrap();
    assert_eq!(
        uri.as_str(),
        "http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE?%EE%80%80"
    );
    let mapped = IriRef::from(uri.as_ri_ref());
    for options in [NormalizeOptions::SYNTAX, NormalizeOptions::FULL] {
        assert!(iri.equivalent(&mapped, options));
        assert!(mapped.equivalent(&iri, options));
    }
    // Simple string comparison tells them apart, as section 5.3.1 says.
    assert!(!iri.equivalent(&mapped, NormalizeOptions::NONE));
    assert!(!iri.equivalent(
        &IriRef::parse("http://\u{7D0D}.example.org/").unwrap(),
        NormalizeOptions::FULL
    ));
    // ASCII IRIs compare as URIs do.
    let a = IriRef::parse("HTTP://a.example/%7e").unwrap();
    assert!(a.equivalent(
        &IriRef::parse("http://a.example/~").unwrap(),
        NormalizeOptions::SYNTAX
    ));
}

#[cfg(feature = "idna")]
mod idna {
    use rfc3986::{BuildErrorKind, IriRef, UriRef};
    use rfc3986_test_support::rng::Rng;

    #[test]
    fn hosts_convert_to_a_labels_and_back() {
        // The issue's own example, and the RFC's (sections 3.1 and 3.2.1).
        let iri =
            IriRef::parse("http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/\u{30D1}\u{30B9}")
                .unwrap();
        assert_eq!(
            iri.to_uri().unwrap().as_str(),
            "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9"
        );
        let uri = iri.to_uri_idna().unwrap();
        assert_eq!(
            uri.as_str(),
            "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9"
        );
        assert_eq!(
            uri.as_ri_ref().to_iri_idna().unwrap().as_str(),
            iri.as_str()
        );
        for (iri, uri) in [
            (
                "http://r\u{E9}sum\u{E9}.example.org",
                "http://xn--rsum-bpad.example.org",
            ),
            (
                "http://r%C3%A9sum%C3%A9.example.org",
                "http://xn--rsum-bpad.example.org",
            ),
            // UTS 46 maps case (and more) on a name it converts.
            (
                "http://R\u{C9}SUM\u{C9}.Example.org:8/",
                "http://xn--rsum-bpad.example.org:8/",
            ),
            // An ASCII host is kept as written; so is an IP literal.
            ("http://Example.ORG/\u{E9}", "http://Example.ORG/%C3%A9"),
            ("http://[::1]/\u{E9}", "http://[::1]/%C3%A9"),
            ("mailto:\u{E9}@example.org", "mailto:%C3%A9@example.org"),
        ] {
            let got = IriRef::parse(iri).unwrap().to_uri_idna().unwrap();
            assert_eq!(got.as_str(), uri, "{iri}");
        }
        // What IDNA refuses is an error: bytes that are not UTF-8, a label UTS 46 rejects.
        for bad in [
            "http://%FF%C3%A9.org/",
            "http://xn--a.\u{E9}/",
            "http://a\u{200D}\u{E9}.org/",
        ] {
            let err = IriRef::parse(bad).unwrap().to_uri_idna().unwrap_err();
            assert_eq!(err.kind(), BuildErrorKind::Idna, "{bad}");
            assert!(err.to_string().contains("IDNA"), "{err}");
        }
    }

    /// The pieces of the generated hosts: ASCII, letters beyond it, digits that map to ASCII
    /// ones, the label separators UTS 46 maps to `.`, and some of these percent-encoded.
    const HOST_PIECES: &[&str] = &[
        "a",
        "b",
        "Z",
        "0",
        "1",
        "7",
        "x",
        "-",
        ".",
        "!",
        "$",
        "'",
        "*",
        "~",
        "_",
        "%41",
        "%2e",
        "%7B",
        "\u{E9}",
        "\u{4F8B}",
        "\u{1F600}",
        "\u{3B1}",
        "\u{FF11}",
        "\u{FF17}",
        "\u{2460}",
        "\u{FF58}",
        "\u{3002}",
        "\u{FF0E}",
        "\u{FF61}",
        "\u{2488}",
        "\u{24DB}",
        "\u{1D7CE}",
        "xn--",
        "xn--mnchen-3ya",
        "\u{300}",
        "\u{5D0}",
        "%C3%A9",
    ];

    /// The pieces that a host must not hold once mapped, or that map to nothing: the
    /// compatibility forms of the delimiters (fullwidth, small, presentation forms, and the
    /// letterlike symbols that hold a `/`), other forbidden code points, spaces, characters
    /// UTS 46 ignores, joiners, and some of these percent-encoded.
    const HAZARDS: &[&str] = &[
        "..",
        "%20",
        "%25",
        "%2F",
        "\u{FF0F}",
        "\u{FF20}",
        "\u{FF1F}",
        "\u{FF03}",
        "\u{FF1A}",
        "\u{FF05}",
        "\u{FF3C}",
        "\u{FE56}",
        "\u{FE6B}",
        "\u{FE5F}",
        "\u{FE55}",
        "\u{FE6A}",
        "\u{FE68}",
        "\u{FE13}",
        "\u{2100}",
        "\u{2101}",
        "\u{2105}",
        "\u{2106}",
        "\u{FF1C}",
        "\u{FF3E}",
        "\u{FF5C}",
        "\u{FF3B}",
        "\u{A0}",
        "\u{3000}",
        "\u{2003}",
        "\u{1680}",
        "\u{202F}",
        "\u{205F}",
        "\u{200B}",
        "\u{AD}",
        "\u{FEFF}",
        "\u{2060}",
        "\u{34F}",
        "\u{180B}",
        "\u{FE00}",
        "%EF%BC%8F",
        "%EF%BC%A0",
        "%E2%80%8B",
        "%C2%A0",
        "\u{200D}",
    ];

    /// Hosts for `http://{host}/`, from [`HOST_PIECES`] and, one piece in ten, [`HAZARDS`],
    /// each with a piece beyond ASCII (an ASCII host is kept as written, which WHATWG URL
    /// does not promise).
    fn generated_hosts(count: usize) -> Vec<String> {
        let mut rng = Rng::new(0x1d4a_5eed);
        let mut hosts = Vec::with_capacity(count);
        while hosts.len() < count {
            let host: String = (0..1 + rng.below(5))
                .map(|_| {
                    let pieces = if rng.chance(10) { HAZARDS } else { HOST_PIECES };
                    rng.pick(pieces)
                })
                .collect();
            let decoded = rfc3986::pct::decode(&host);
            if !decoded.is_ascii() {
                hosts.push(host);
            }
        }
        hosts
    }

    /// The host of `to_uri_idna`, against WHATWG URL's (the `url` crate's, on the same text):
    /// one refuses when, and only when, the other does, and both write the same host. So no
    /// character that UTS 46 maps to a delimiter, a space or nothing ends up in a host.
    #[test]
    fn hosts_convert_as_whatwg_url_converts_them() {
        let mut compared = 0;
        let mut refused = 0;
        for host in generated_hosts(20_000) {
            let text = format!("http://{host}/");
            let Ok(iri) = IriRef::parse(&text) else {
                continue;
            };
            let ours = iri.to_uri_idna();
            let theirs = url::Url::parse(&text);
            compared += 1;
            match (&ours, &theirs) {
                (Ok(uri), Ok(url)) => {
                    // Ours writes encoded what a reg-name does not take (`{`); WHATWG URL
                    // does not.
                    let host = rfc3986::pct::decode(uri.as_ri_ref().host_str().unwrap());
                    let host = String::from_utf8(host.to_ascii_lowercase()).unwrap();
                    assert_eq!(Some(&*host), url.host_str(), "{text:?}");
                }
                (Err(e), Err(_)) => {
                    assert_eq!(e.kind(), BuildErrorKind::Idna, "{text:?}");
                    refused += 1;
                }
                _ => panic!("{text:?}: ours {ours:?}, WHATWG URL {theirs:?}"),
            }
        }
        // The generator reaches both answers, often.
        assert!(compared > 15_000 && refused > 3_000 && compared - refused > 3_000);
    }

    /// The cases of the class, each written out: delimiters that UTS 46 makes of compatibility
    /// characters, hosts that map to nothing, and a number that is no address.
    #[test]
    fn a_host_that_maps_to_a_delimiter_or_to_nothing_is_refused() {
        for bad in [
            "http://evil.com\u{FF0F}.good.com/",
            "http://user\u{FF20}evil.com/",
            "http://evil.com\u{FF1F}.good.com/",
            "http://evil.com\u{FF03}.good.com/",
            "http://evil.com\u{FF1A}80/",
            "http://evil.com\u{FF05}2F/",
            "http://evil.com\u{FF3C}good.com/",
            "http://evil.com\u{FE6B}good.com/",
            "http://a\u{2100}.com/",
            "http://\u{FF0F}\u{1F600}",
            "http://evil.com%EF%BC%8F.good.com/",
            "http://127.0.0.1\u{A0}/",
            "http://a\u{3000}b.com/",
            "http://\u{200B}/",
            "http://\u{AD}/",
            "http://\u{FEFF}/",
            "http://\u{200B}\u{AD}\u{FEFF}/",
            "http://\u{FF11}.\u{FF12}.\u{FF13}.256/",
        ] {
            let err = IriRef::parse(bad).unwrap().to_uri_idna().unwrap_err();
            assert_eq!(err.kind(), BuildErrorKind::Idna, "{bad}");
        }
        // An address once mapped is written as WHATWG URL writes it.
        for (iri, uri) in [
            (
                "http://\u{FF11}\u{FF12}\u{FF17}.0.0.1/",
                "http://127.0.0.1/",
            ),
            ("http://\u{FF10}x\u{FF17}f.1/", "http://127.0.0.1/"),
            ("http://\u{E9}.1x/", "http://xn--9ca.1x/"),
        ] {
            let got = IriRef::parse(iri).unwrap().to_uri_idna().unwrap();
            assert_eq!(got.as_str(), uri, "{iri}");
        }
    }

    /// Every URI that `to_iri_idna` maps gives an IRI that `to_uri_idna` maps back, to an
    /// equivalent URI (the same once normalized): A-labels that decode to what is no U-label
    /// stay as written, and so does a host that would not convert back as a whole.
    #[test]
    fn an_iri_made_by_to_iri_idna_maps_back() {
        let mut rng = Rng::new(0x0a1a_be15);
        let mut refused = 0;
        let labels = [
            "xn--mnchen-3ya",
            "XN--MNCHEN-3YA",
            "xn--xn---xn--mnchen-3ya",
            "xn--xn--mnchen-3ya-",
            "xn--ls8h",
            "xn--99zt52a",
            "xn--r8jz45g",
            "xn--",
            "xn--a",
            "xn--zz-",
            "xn--abc-",
            "xn--9ca",
            "xn--1ca",
            "xn--ma-hia",
            "a",
            "B",
            "1",
            "0x7f",
            "%41",
            "%20",
            "%2F",
            "%7b",
            "%C3%A9",
            "%E2%80%AE",
            "xn--bcher-kva",
            "xn---",
            "xn--d1acufc",
            "xn--80ak6aa92e",
        ];
        for _ in 0..20_000 {
            let host = (0..1 + rng.below(3))
                .map(|_| rng.pick(&labels))
                .collect::<Vec<_>>()
                .join(".");
            let text = format!("http://{host}/p");
            let uri = UriRef::parse(&text).unwrap();
            let Ok(iri) = uri.to_iri_idna() else {
                // Refused when, and only when, its host is one that `to_uri_idna` refuses.
                assert!(IriRef::from(uri).to_uri_idna().is_err(), "{text:?}");
                refused += 1;
                continue;
            };
            let back = iri
                .as_ri_ref()
                .to_uri_idna()
                .unwrap_or_else(|e| panic!("{text:?} -> {iri:?}: {e}"));
            // Equivalent: the same once normalized, a host percent-encoded beyond ASCII
            // written in A-labels as `to_uri_idna` writes it (RFC 3987 section 3.1 allows both).
            let expected = IriRef::from(uri).to_uri_idna().map_or_else(
                |_| uri.normalize().to_string(),
                |u| u.as_ri_ref().normalize().to_string(),
            );
            assert_eq!(
                back.as_ri_ref().normalize().to_string(),
                expected,
                "{text:?} -> {iri:?}"
            );
        }
        assert!((1_000..10_000).contains(&refused), "{refused}");
        // A label that decodes to one that starts with `xn--` is no U-label: kept.
        let uri = UriRef::parse("http://xn--xn---xn--mnchen-3ya/").unwrap();
        assert_eq!(uri.to_iri_idna().unwrap().as_str(), uri.as_str());
        // A host that `to_uri_idna` refuses is refused.
        for bad in [
            "http://%2F.%C3%A9/",
            "http://%FF.xn--mnchen-3ya/",
            "http://%E2%80%8B/",
        ] {
            let err = UriRef::parse(bad).unwrap().to_iri_idna().unwrap_err();
            assert_eq!(err.kind(), BuildErrorKind::Idna, "{bad}");
        }
    }

    #[test]
    fn a_labels_convert_back_only_where_an_iri_host_carries_them() {
        for (uri, iri) in [
            // The RFC's example in 3.2: the A-label converts, the RLO stays encoded.
            (
                "http://xn--99zt52a.example.org/%e2%80%ae",
                "http://\u{7D0D}\u{8C46}.example.org/%e2%80%ae",
            ),
            (
                "http://XN--RSUM-BPAD.example.org",
                "http://r\u{E9}sum\u{E9}.example.org",
            ),
            // Not Punycode, or not a valid label once decoded: kept.
            ("http://xn--.example/", "http://xn--.example/"),
            ("http://xn--zz-.example/", "http://xn--zz-.example/"),
            ("http://xn--a.example/", "http://xn--a.example/"),
            ("http://xn--ls8h.example/", "http://\u{1F4A9}.example/"),
            // A label that decodes to ASCII is not an A-label.
            ("http://xn--abc-.example/", "http://xn--abc-.example/"),
            ("http://[::1]/", "http://[::1]/"),
            ("mailto:a@b", "mailto:a@b"),
        ] {
            let got = UriRef::parse(uri).unwrap().to_iri_idna().unwrap();
            assert_eq!(got.as_str(), iri, "{uri}");
        }
    }
}

#[cfg(feature = "nfc")]
#[test]
fn nfc_composes_each_component_that_stays_valid() {
    let decomposed = "s://e\u{301}@e\u{301}/e\u{301}?e\u{301}#e\u{301}";
    let composed = "s://\u{E9}@\u{E9}/\u{E9}?\u{E9}#\u{E9}";
    let iri = IriRef::parse(decomposed).unwrap();
    assert_eq!(iri.nfc(), composed);
    assert!(iri.nfc().is_owned());
    assert!(!IriRef::parse(composed).unwrap().nfc().is_owned());
    // KELVIN SIGN is K; GREEK QUESTION MARK is `;`, which a path takes; GREEK VARIA is a
    // backquote, which no component takes: that component stays as written.
    assert_eq!(
        IriRef::parse("s://h/\u{212A}\u{37E}").unwrap().nfc(),
        "s://h/K;"
    );
    assert_eq!(
        IriRef::parse("s://h/e\u{301}\u{1FEF}?e\u{301}")
            .unwrap()
            .nfc(),
        "s://h/e\u{301}\u{1FEF}?\u{E9}"
    );
    // Percent-encoded text is not decoded.
    assert_eq!(
        IriRef::parse("s://h/e%CC%81").unwrap().nfc(),
        "s://h/e%CC%81"
    );
}
