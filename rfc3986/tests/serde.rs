//! The `serde` feature: strings out, validated strings in.
#![cfg(feature = "serde")]

use rfc3986::{ParseOptions, UriRef, UriRefBuf};

#[test]
fn serializes_as_the_text() {
    let owned: UriRefBuf = "http://u:p@h/a?b#c".parse().unwrap();
    assert_eq!(
        serde_json::to_string(&owned).unwrap(),
        r#""http://u:p@h/a?b#c""#
    );
    let view = UriRef::parse("x:y").unwrap();
    assert_eq!(serde_json::to_string(&view).unwrap(), r#""x:y""#);
}

/// Deserializing parses strictly: a zone identifier (RFC 6874) is refused, with the parser's
/// message; parse a `String` with `parse_with` to take one.
#[test]
fn deserializing_refuses_zone_identifiers() {
    let text = r#""http://[fe80::1%25eth0]/""#;
    let message = "zone identifier at index 15: zone identifiers need RFC 6874 parsing \
                   (parse_with and ParseOptions::RFC6874)";
    let owned = serde_json::from_str::<UriRefBuf>(text).unwrap_err();
    assert!(owned.to_string().starts_with(message), "{owned}");
    let view = serde_json::from_str::<UriRef<'_>>(text).unwrap_err();
    assert!(view.to_string().starts_with(message), "{view}");
    // Serializing writes the text, zone and all.
    let zoned = UriRef::parse_with("http://[fe80::1%25eth0]/", ParseOptions::RFC6874).unwrap();
    assert_eq!(serde_json::to_string(&zoned).unwrap(), text);
}

#[test]
fn deserializes_with_validation() {
    let owned: UriRefBuf = serde_json::from_str(r#""http://h/a%20b""#).unwrap();
    assert_eq!(owned.as_ri_ref().path(), "/a%20b");
    let view: UriRef<'_> = serde_json::from_str(r#""//h?q""#).unwrap();
    assert_eq!(view.query(), Some("q"));
    let err = serde_json::from_str::<UriRefBuf>(r#""http://a b/""#).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("invalid character ' ' in host at index 8"),
        "{err}"
    );
    let err = serde_json::from_str::<UriRef<'_>>(r#""http://[::1""#).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("IP literal not closed by ']' at index 11"),
        "{err}"
    );
}

#[test]
fn escaped_text_deserializes_into_the_owned_type() {
    // JSON escapes must be undone, so the borrowed view cannot point into the input.
    let owned: UriRefBuf = serde_json::from_str(r#""http:\/\/h\/""#).unwrap();
    assert_eq!(owned.as_str(), "http://h/");
    assert!(serde_json::from_str::<UriRef<'_>>(r#""http:\/\/h\/""#).is_err());
}
