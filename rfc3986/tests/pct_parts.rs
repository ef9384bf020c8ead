//! Percent-encoding and decoding per part of a reference (`pct::Part`): the names the bindings
//! use, each part's set, the strict decoding (a text that is not the part's refused, UTF-8
//! required), and round trips over arbitrary text, checked against the parser.

use std::borrow::Cow;

use proptest::prelude::*;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::pct::{self, DecodeErrorKind, EncodeSet, Part};
use rfc3986::{Component, IriRef, UriRef};

#[test]
fn names_read_back() {
    let names: Vec<&str> = Part::ALL.iter().map(|part| part.name()).collect();
    assert_eq!(
        names,
        ["userinfo", "host", "path", "segment", "query", "param", "form", "fragment"]
    );
    for part in Part::ALL {
        assert_eq!(part.name().parse::<Part>(), Ok(part));
    }
    let shown: Vec<String> = Part::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            "user info",
            "host",
            "path",
            "path segment",
            "query",
            "query parameter",
            "form field",
            "fragment"
        ]
    );
    for unknown in ["", "Path", "scheme", "port", "segments", " path"] {
        let err = unknown.parse::<Part>().unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "unknown part {unknown:?} (one of userinfo, host, path, segment, query, param, form, fragment)"
            )
        );
    }
}

#[test]
fn each_part_encodes_with_its_set() {
    let text = "a b/c?d&e=f+g#h@i:j[k]é%";
    let expected = [
        (
            Part::UserInfo,
            "a%20b%2Fc%3Fd&e=f+g%23h%40i:j%5Bk%5D%C3%A9%25",
        ),
        (
            Part::Host,
            "a%20b%2Fc%3Fd&e=f+g%23h%40i%3Aj%5Bk%5D%C3%A9%25",
        ),
        (Part::Path, "a%20b/c%3Fd&e=f+g%23h@i:j%5Bk%5D%C3%A9%25"),
        (Part::Segment, "a%20b%2Fc%3Fd&e=f+g%23h@i:j%5Bk%5D%C3%A9%25"),
        (Part::Query, "a%20b/c?d&e=f+g%23h@i:j%5Bk%5D%C3%A9%25"),
        (Part::Param, "a%20b/c?d%26e%3Df%2Bg%23h@i:j%5Bk%5D%C3%A9%25"),
        (Part::Form, "a+b/c?d%26e%3Df%2Bg%23h@i:j%5Bk%5D%C3%A9%25"),
        (Part::Fragment, "a%20b/c?d&e=f+g%23h@i:j%5Bk%5D%C3%A9%25"),
    ];
    for (part, encoded) in expected {
        assert_eq!(
            pct::encode(text, part.encode_set()).to_string(),
            encoded,
            "{part}"
        );
        assert_eq!(
            pct::encode(text, part.encode_set()).to_cow(),
            encoded,
            "{part}"
        );
        assert_eq!(
            pct::encode_bytes(text.as_bytes(), part.encode_set()),
            encoded,
            "{part}"
        );
        // The IRI sets keep `é`, and encode the rest alike.
        let iri = encoded.replace("%C3%A9", "é");
        assert_eq!(
            pct::encode(text, part.iri_encode_set()).to_string(),
            iri,
            "{part}"
        );
    }
    assert_eq!(Part::Form.encode_set(), EncodeSet::FORM);
    assert_eq!(Part::Form.iri_encode_set(), EncodeSet::IFORM);
    assert_eq!(Part::Param.iri_encode_set(), EncodeSet::IQUERY_PARAM);
}

#[test]
fn a_form_writes_spaces_as_plus() {
    for (text, encoded) in [
        (" ", "+"),
        ("  a  ", "++a++"),
        ("a+b", "a%2Bb"),
        ("1 + 1 = 2", "1+%2B+1+%3D+2"),
        ("é è", "%C3%A9+%C3%A8"),
        ("", ""),
    ] {
        let Cow::Owned(owned) = pct::encode(text, EncodeSet::FORM).to_cow() else {
            assert_eq!(text, "");
            continue;
        };
        assert_eq!(owned, encoded);
        // The exact length, spaces counted as one byte.
        assert_eq!(owned.capacity(), encoded.len(), "{text:?}");
        assert_eq!(pct::encode(text, EncodeSet::FORM).to_string(), encoded);
        assert_eq!(pct::encode_bytes(text.as_bytes(), EncodeSet::FORM), encoded);
        assert_eq!(Part::Form.decode::<Uri>(encoded).as_deref(), Ok(text));
    }
    assert_eq!(pct::encode("é è", EncodeSet::IFORM).to_string(), "é+è");
    assert_eq!(
        format!("{:?}", EncodeSet::FORM),
        format!(
            "EncodeSet {{ keeps: {:?}, space_as_plus: true }}",
            (0..=127u8)
                .filter(|&b| EncodeSet::QUERY_PARAM.keeps(b))
                .map(char::from)
                .collect::<String>()
        )
    );
    assert_eq!(EncodeSet::FORM.remove(b' '), EncodeSet::FORM);
    assert_ne!(EncodeSet::FORM, EncodeSet::QUERY_PARAM);
}

#[track_caller]
fn decodes<G: Grammar>(part: Part, text: &str, expected: &str) {
    assert_eq!(
        part.decode::<G>(text).as_deref(),
        Ok(expected),
        "{part} {text:?}"
    );
}

#[track_caller]
fn refused<G: Grammar>(part: Part, text: &str, kind: DecodeErrorKind, index: usize, message: &str) {
    let err = part.decode::<G>(text).unwrap_err();
    assert_eq!((err.kind(), err.index()), (kind, index), "{part} {text:?}");
    assert_eq!(err.to_string(), message, "{part} {text:?}");
}

#[test]
fn decoding_each_part() {
    decodes::<Uri>(Part::UserInfo, "us%65r:p%40ss", "user:p@ss");
    decodes::<Uri>(Part::Host, "ex%41mple.com", "exAmple.com");
    decodes::<Uri>(Part::Host, "[fe80::1%25eth0]", "[fe80::1%eth0]");
    decodes::<Uri>(Part::Host, "", "");
    decodes::<Uri>(Part::Path, "/a%20b/c%2Fd", "/a b/c/d");
    decodes::<Uri>(Part::Segment, "a%20b:c", "a b:c");
    decodes::<Uri>(Part::Query, "a=1&b=%26+", "a=1&b=&+");
    decodes::<Uri>(Part::Param, "x=y%26+", "x=y&+");
    decodes::<Uri>(Part::Form, "x=y%26+%2B", "x=y& +");
    decodes::<Uri>(Part::Fragment, "s%C3%A9c/?", "séc/?");
    decodes::<Uri>(Part::Query, "%00", "\0");
    decodes::<Iri>(Part::Path, "/é%C3%A9", "/éé");
    decodes::<Iri>(Part::Query, "\u{E000}", "\u{E000}");
    // Nothing to decode: the text itself.
    assert!(matches!(
        Part::Path.decode::<Uri>("/a/b"),
        Ok(Cow::Borrowed("/a/b"))
    ));
    assert!(matches!(Part::Form.decode::<Uri>("a+b"), Ok(Cow::Owned(ref s)) if s == "a b"));
    assert!(matches!(Part::Form.decode::<Uri>("a%20b"), Ok(Cow::Owned(ref s)) if s == "a b"));
}

#[test]
fn decoding_refuses_what_the_part_does_not_hold() {
    use DecodeErrorKind::{InvalidChar, InvalidUtf8, Malformed};
    refused::<Uri>(
        Part::Segment,
        "a/b",
        InvalidChar(Part::Segment),
        1,
        "invalid character '/' in path segment at index 1",
    );
    refused::<Uri>(
        Part::Param,
        "a&b",
        InvalidChar(Part::Param),
        1,
        "invalid character '&' in query parameter at index 1",
    );
    refused::<Uri>(
        Part::Form,
        "a b",
        InvalidChar(Part::Form),
        1,
        "invalid character ' ' in form field at index 1",
    );
    refused::<Uri>(
        Part::Query,
        "a#b",
        InvalidChar(Part::Query),
        1,
        "invalid character '#' in query at index 1",
    );
    refused::<Uri>(
        Part::UserInfo,
        "a@b",
        InvalidChar(Part::UserInfo),
        1,
        "invalid character '@' in user info at index 1",
    );
    refused::<Uri>(
        Part::Fragment,
        "é",
        InvalidChar(Part::Fragment),
        0,
        "invalid character 'é' (U+00E9) in fragment at index 0",
    );
    refused::<Iri>(
        Part::Fragment,
        "\u{E000}",
        InvalidChar(Part::Fragment),
        0,
        r"invalid character '\u{e000}' (U+E000) in fragment at index 0",
    );
    refused::<Uri>(
        Part::Host,
        "a:b",
        InvalidChar(Part::Host),
        1,
        "invalid character ':' in host at index 1",
    );
    refused::<Uri>(
        Part::Host,
        "[::1",
        InvalidChar(Part::Host),
        4,
        "invalid host: it ends too soon at index 4",
    );
    refused::<Uri>(
        Part::Path,
        "/a%2",
        Malformed,
        2,
        "'%' not followed by two hexadecimal digits at index 2",
    );
    refused::<Uri>(
        Part::Path,
        "/a%C3",
        InvalidUtf8,
        2,
        "decoded bytes are not UTF-8 at index 2",
    );
    // The first problem from the left, whichever its kind.
    refused::<Uri>(
        Part::Segment,
        "a/%zz",
        InvalidChar(Part::Segment),
        1,
        "invalid character '/' in path segment at index 1",
    );
    refused::<Uri>(
        Part::Segment,
        "a %2F/",
        InvalidChar(Part::Segment),
        1,
        "invalid character ' ' in path segment at index 1",
    );
    refused::<Uri>(
        Part::Segment,
        "%zz/",
        Malformed,
        0,
        "'%' not followed by two hexadecimal digits at index 0",
    );
    refused::<Uri>(
        Part::Segment,
        "%FF/",
        InvalidUtf8,
        0,
        "decoded bytes are not UTF-8 at index 0",
    );
    refused::<Uri>(
        Part::Form,
        "%C3+&",
        InvalidUtf8,
        0,
        "decoded bytes are not UTF-8 at index 0",
    );
    refused::<Uri>(
        Part::Form,
        "%C3%A9+%FF",
        InvalidUtf8,
        7,
        "decoded bytes are not UTF-8 at index 7",
    );
}

/// What the parser says of `text` as `component` of grammar `G`: whether a reference made of
/// it parses, with `text` as that component (after `/x/` for a path).
fn parses<G: Grammar>(component: Component, text: &str) -> bool {
    let (before, after, expected) = match component {
        Component::UserInfo => ("//", "@h", text.to_owned()),
        Component::Host => ("//", "", text.to_owned()),
        Component::Path => ("/x/", "", format!("/x/{text}")),
        Component::Query => ("?", "", text.to_owned()),
        _ => ("#", "", text.to_owned()),
    };
    let reference = format!("{before}{text}{after}");
    rfc3986::RiRef::<G>::parse_with(&reference, rfc3986::ParseOptions::RFC6874)
        .is_ok_and(|parsed| parsed.component(component) == Some(expected.as_str()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn decoding_an_encoding_gives_the_text_back(text in any::<String>()) {
        for part in Part::ALL {
            let encoded = pct::encode(&text, part.encode_set()).to_string();
            prop_assert_eq!(part.decode::<Uri>(&encoded).map(Cow::into_owned), Ok(text.clone()), "{}", part);
            prop_assert_eq!(part.decode::<Iri>(&encoded).map(Cow::into_owned), Ok(text.clone()), "{}", part);
            let iri = pct::encode(&text, part.iri_encode_set()).to_string();
            prop_assert_eq!(part.decode::<Iri>(&iri).map(Cow::into_owned), Ok(text.clone()), "{}", part);
            let query = format!("?{encoded}");
            prop_assert!(part != Part::Query || UriRef::parse(&query).is_ok());
            let fragment = format!("#{iri}");
            prop_assert!(part != Part::Fragment || IriRef::parse(&fragment).is_ok());
        }
    }

    /// A text decodes when the parser takes it as the component (and a piece of one holds
    /// no separator of its pieces) and its bytes are UTF-8 once decoded; else the error says
    /// which.
    #[test]
    fn decoding_checks_as_the_parser_does(text in "([a-z/?#&=+:@ \\[\\]é]|%|%[0-9a-fA-F]{2}|%C3|%FF)*") {
        for part in Part::ALL {
            let (component, separator) = match part {
                Part::UserInfo => (Component::UserInfo, None),
                Part::Host => (Component::Host, None),
                Part::Path => (Component::Path, None),
                Part::Segment => (Component::Path, Some('/')),
                Part::Query => (Component::Query, None),
                Part::Param | Part::Form => (Component::Query, Some('&')),
                _ => (Component::Fragment, None),
            };
            for iri in [false, true] {
                let valid = if iri { parses::<Iri>(component, &text) } else { parses::<Uri>(component, &text) }
                    && separator.is_none_or(|s| !text.contains(s));
                let decoded = if iri { part.decode::<Iri>(&text) } else { part.decode::<Uri>(&text) };
                match decoded {
                    Ok(decoded) => {
                        prop_assert!(valid, "{} {:?}", part, text);
                        let spaced = if part == Part::Form { text.replace('+', " ") } else { text.clone() };
                        prop_assert_eq!(decoded, pct::decode_utf8(&spaced).unwrap());
                    }
                    Err(err) if err.kind() == DecodeErrorKind::InvalidUtf8 => {
                        prop_assert!(pct::decode_utf8(&text[..]).is_err() || !valid);
                    }
                    Err(_) => prop_assert!(!valid, "{} {:?}", part, text),
                }
            }
        }
    }
}
