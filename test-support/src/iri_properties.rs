//! The properties of IRI references (RFC 3987), as functions that panic when one fails: run by
//! the fuzz targets `iri_parse`, `iri_normalize` and `iri_to_uri` (`fuzz/`) and by
//! `rfc3986/tests/robustness.rs`. Like [`properties`](crate::properties), they take raw bytes.

use std::sync::OnceLock;

use regex::Regex;
use rfc3986::grammar::Iri;
use rfc3986::pct;
use rfc3986::{BuildErrorKind, IriRef, NormalizeOptions, UriRef, BIDI_CONTROLS};

use crate::components::{split, Split};
use crate::grammar::iri_reference_regex;
use crate::properties::{normalize_as, parse_as};

/// RFC 3987 section 2.2 as a regex, compiled once.
fn grammar() -> &'static Regex {
    static GRAMMAR: OnceLock<Regex> = OnceLock::new();
    GRAMMAR.get_or_init(iri_reference_regex)
}

/// Parsing as an IRI: everything [`properties::parse`](crate::properties::parse) checks of URIs,
/// with RFC 3987 section 2.2 as the oracle (valid exactly when it says so, the same components,
/// the input kept byte for byte and recomposed from its components, re-parsed to the same
/// reference); and against the URI parser: every URI is an IRI with the same components, an
/// input that is ASCII gets the same answer from both (errors included), an input beyond ASCII
/// is never a URI, and where both refuse, the URI parser's error comes no later (its grammar is
/// the narrower). A URI taken as an IRI (`From`) is the IRI parsed from its text. The
/// bidirectional formatting characters found are those of the text.
pub fn parse(input: &[u8]) {
    let iri = parse_as::<Iri>(input, grammar());
    let uri = UriRef::parse_bytes(input);
    if input.is_ascii() {
        assert_eq!(
            iri.as_ref().map(split).map_err(|e| *e),
            uri.as_ref().map(split).map_err(|e| *e),
            "{:?}",
            String::from_utf8_lossy(input)
        );
    } else {
        assert!(uri.is_err(), "a URI beyond ASCII: {uri:?}");
    }
    match (&iri, &uri) {
        (_, Ok(uri)) => {
            assert_eq!(iri.as_ref().map(split), Ok(split(uri)));
            assert_eq!(Ok(IriRef::from(*uri)), iri);
        }
        (Err(i), Err(u)) => assert!(u.index() <= i.index(), "URI {u:?}, IRI {i:?}"),
        (Ok(_), Err(_)) => {}
    }
    let Ok(iri) = iri else {
        return;
    };
    let text = iri.as_str();
    let expected: Vec<(usize, char)> = text
        .char_indices()
        .filter(|(_, c)| BIDI_CONTROLS.contains(c))
        .collect();
    assert_eq!(iri.bidi_formatting().collect::<Vec<_>>(), expected);
}

/// Normalization of IRIs: everything [`properties::normalize`](crate::properties::normalize)
/// checks, under every option set (the normal form is a valid IRI with the components it says
/// it has, its own normal form, equivalent to the input, of the same kind); and an input that is
/// ASCII has the normal form it has as a URI, mapped to an IRI (section 3.2): normalizing an IRI
/// decodes what an IRI carries as itself (section 5.3.2.3), as the mapping does.
pub fn normalize(input: &[u8]) {
    normalize_as::<Iri>(input);
    let (Ok(iri), Ok(uri)) = (IriRef::parse_bytes(input), UriRef::parse_bytes(input)) else {
        return;
    };
    for options in [NormalizeOptions::FULL, NormalizeOptions::SYNTAX] {
        let uri_normal = uri.normalize_with(options);
        assert_eq!(
            iri.normalize_with(options).as_str(),
            uri_normal.as_ri_ref().to_iri().as_str()
        );
    }
}

/// The mapping of an IRI to a URI (RFC 3987 section 3.1): the result is ASCII and a valid URI,
/// whose components (read again from its text) are the IRI's, each with its characters beyond
/// ASCII percent-encoded: so the same components, the same ones absent, and each decodes to the
/// same bytes as the IRI's; an ASCII IRI maps to itself, so mapping twice changes nothing; the
/// mapping back (section 3.2) gives the IRI again, or an equivalent one, stable; and
/// mapping and normalizing commute (RFC 3987 section 5.3.2.3 compares IRIs by mapping both to
/// URIs: normalizing first loses nothing).
pub fn to_uri(input: &[u8]) {
    let Ok(iri) = IriRef::parse_bytes(input) else {
        return;
    };
    let mapped = match iri.to_uri() {
        Ok(mapped) => mapped,
        Err(e) => {
            // The only error: a result too long to keep.
            assert_eq!(e.kind(), BuildErrorKind::TooLong);
            assert!(input.len() * 3 > rfc3986::MAX_LEN, "{e}");
            return;
        }
    };
    let text = mapped.as_str();
    assert!(text.is_ascii(), "{text:?}");
    let uri = UriRef::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(split(&uri), split(&mapped.as_ri_ref()));
    if input.is_ascii() {
        assert_eq!(text.as_bytes(), input);
    }
    let encoded = |part: &Option<String>| part.as_deref().map(non_ascii_encoded);
    let decoded = |part: &Option<String>| part.as_deref().map(|p| pct::decode(p).into_owned());
    let (from_iri, from_uri): (Split, Split) = (split(&iri), split(&uri));
    for (i, u) in from_iri.iter().zip(&from_uri) {
        assert_eq!(encoded(i), u.clone(), "{text:?}");
        assert_eq!(decoded(i), decoded(u), "{text:?}");
    }
    let again = IriRef::from(uri).to_uri().expect("no longer");
    assert_eq!(again.as_str(), text);
    // Back to an IRI (section 3.2): the IRI itself when it had no `%` and no bidirectional
    // formatting character (which 3.2 keeps encoded); always an equivalent IRI, which maps to
    // an equivalent URI, and which a second round trip leaves as it is.
    let back = uri.to_iri();
    let plain = !iri.as_str().contains('%') && iri.bidi_formatting().next().is_none();
    if plain {
        assert_eq!(back.as_str(), iri.as_str());
    }
    assert!(
        back.as_ri_ref().equivalent(&iri, NormalizeOptions::SYNTAX),
        "{text:?}"
    );
    let round = back
        .as_ri_ref()
        .to_uri()
        .expect("no longer than the first mapping");
    assert!(
        round.as_ri_ref().equivalent(&uri, NormalizeOptions::SYNTAX),
        "{text:?}"
    );
    assert_eq!(round.as_ri_ref().to_iri(), back, "{text:?}");
    for options in [NormalizeOptions::FULL, NormalizeOptions::SYNTAX] {
        let first = iri.normalize_with(options);
        let normal_then_mapped = first.as_ri_ref().to_uri().expect("no longer");
        assert_eq!(
            normal_then_mapped.as_str(),
            uri.normalize_with(options).as_str(),
            "{:?} {options:?}",
            iri.as_str()
        );
    }
}

/// `text` with every character beyond ASCII written as the `%XX` of its UTF-8 bytes (uppercase
/// hex digits), as section 3.1 says: written here again, apart from the library.
fn non_ascii_encoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            for byte in c.encode_utf8(&mut [0; 4]).bytes() {
                out.push_str(&format!("%{byte:02X}"));
            }
        }
    }
    out
}

/// The audit (RFC 3986 section 7, `rfc3986::audit`): of a valid IRI reference only, never a
/// panic; each finding on a span of the text (not empty, but for an empty user info), on
/// character boundaries, inside the
/// component its code is about, with the severity of its code; the findings in order; a URI
/// audited as a URI and as an IRI gets the same findings.
pub fn audit(input: &[u8]) {
    use rfc3986::audit::{Code, Severity};

    let Ok(text) = std::str::from_utf8(input) else {
        return;
    };
    let Ok(iri) = IriRef::parse(text) else {
        assert!(rfc3986::audit::audit(text).is_err(), "{text:?}");
        return;
    };
    let findings = iri.audit();
    assert_eq!(rfc3986::audit::audit(text).as_ref(), Ok(&findings));
    let keys: Vec<_> = findings.iter().map(|f| (f.start, f.end, f.code)).collect();
    assert!(
        keys.windows(2).all(|w| w[0] <= w[1]),
        "{text:?}: {findings:?}"
    );
    // Where each component is, as a range of the text.
    let range = |part: Option<&str>| {
        part.map(|p| {
            let start = p.as_ptr() as usize - text.as_ptr() as usize;
            start..start + p.len()
        })
    };
    let within = |part: Option<&str>, start: usize, end: usize| {
        range(part).is_some_and(|r| r.start <= start && end <= r.end)
    };
    for f in &findings {
        let (start, end) = (f.start, f.end);
        // Only an empty user info (`//@h`) is an empty span.
        let empty = f.code == Code::UserInfo && iri.userinfo() == Some("");
        assert!(
            (start < end || empty) && end <= text.len(),
            "{text:?}: {f:?}"
        );
        assert!(
            text.is_char_boundary(start) && text.is_char_boundary(end),
            "{f:?}"
        );
        assert!(!f.message.is_empty());
        let span = &text[start..end];
        let severity = match f.code {
            Code::UserInfo | Code::IpHost | Code::NonAsciiHost => Severity::Info,
            Code::Password
            | Code::EncodedControl
            | Code::DoubleEncoding
            | Code::DotSegments
            | Code::UnexpectedPort => Severity::Warning,
            Code::RareIpv4 if f.severity == Severity::Warning => Severity::Warning,
            // `localhost` as written is information; spelled otherwise, a disguise.
            Code::Localhost if span.is_ascii() && !span.contains('%') && !span.ends_with('.') => {
                Severity::Info
            }
            _ => Severity::Danger,
        };
        assert_eq!(f.severity, severity, "{text:?}: {f:?}");
        match f.code {
            Code::UserInfo | Code::UserinfoLikeHost => assert_eq!(Some(span), iri.userinfo()),
            Code::Password => assert_eq!(Some(span), iri.password()),
            Code::IpHost | Code::RareIpv4 | Code::NonAsciiHost => {
                assert_eq!(Some(span), iri.host_str());
            }
            Code::MixedScriptHost | Code::EncodedDelimiterInHost => {
                assert!(within(iri.host_str(), start, end), "{text:?}: {f:?}");
            }
            Code::UnexpectedPort => assert_eq!(Some(span), iri.port()),
            Code::DotSegments => {
                assert!(within(Some(iri.path()), start, end), "{text:?}: {f:?}");
                let decoded = pct::decode(span);
                assert!(matches!(&*decoded, b"." | b".."), "{text:?}: {f:?}");
            }
            Code::EncodedNul | Code::EncodedNewline | Code::EncodedControl => {
                let octet = u8::from_str_radix(&span[1..], 16).expect("hex digits");
                assert!(span.starts_with('%') && span.len() == 3 && octet.is_ascii_control());
            }
            Code::DoubleEncoding => assert!(span.len() == 5 && span[..3] == *"%25"),
            Code::BidiFormatting => {
                assert!(span.chars().all(|c| BIDI_CONTROLS.contains(&c)));
            }
            Code::MappedDelimiter => {
                assert!(
                    within(iri.host_str(), start, end) || within(iri.userinfo(), start, end),
                    "{text:?}: {f:?}"
                );
                // One character beyond ASCII, as itself or percent-encoded.
                let decoded = pct::decode(span);
                let decoded = core::str::from_utf8(&decoded).expect("UTF-8");
                assert!(
                    decoded.chars().count() == 1 && !decoded.is_ascii(),
                    "{text:?}: {f:?}"
                );
            }
            Code::Localhost => assert_eq!(Some(span), iri.host_str()),
            Code::HiddenTraversal => {
                assert!(within(Some(iri.path()), start, end), "{text:?}: {f:?}");
                assert!(!span.contains('/'), "{text:?}: {f:?}");
            }
            Code::MissingAuthority => {
                assert_eq!(span, iri.path());
                assert!(iri.scheme().is_some() && iri.host_str().unwrap_or_default().is_empty());
            }
            _ => panic!("a code without a property: {f:?}"),
        }
    }
    if let Ok(uri) = UriRef::parse(text) {
        assert_eq!(uri.audit(), findings, "{text:?}");
    }
}
