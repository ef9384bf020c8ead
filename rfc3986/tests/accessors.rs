//! Each accessor of the borrowed view, told apart from its siblings: on references whose
//! components all hold different text, percent-encoded differently, an accessor that read
//! another component, or decoded when it should not (or the other way round), gives a
//! different answer. (The RFC's examples taken apart, absent versus empty, typed hosts and
//! ports are in `tests/parse.rs`.)

use std::borrow::Cow;

use rfc3986::pct::{DecodeError, DecodeErrorKind, QueryOptions};
use rfc3986::{Component, Host, UriRef};

#[track_caller]
fn parse(text: &str) -> UriRef<'_> {
    UriRef::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// Every component present, each with an encoded character of its own.
const EVERY: &str = "s://u%20i:p%2Aw@h%41st:81/p%3Ba/t%2Fh?q%3F+u=e%26ry#f%23r%25ag";

#[test]
fn raw_accessors_give_each_component_as_written() {
    let uri = parse(EVERY);
    assert_eq!(uri.as_str(), EVERY);
    assert_eq!(uri.scheme(), Some("s"));
    assert_eq!(uri.authority(), Some("u%20i:p%2Aw@h%41st:81"));
    assert_eq!(uri.userinfo(), Some("u%20i:p%2Aw"));
    assert_eq!(uri.password(), Some("p%2Aw"));
    assert_eq!(uri.host_str(), Some("h%41st"));
    assert_eq!(uri.host(), Some(Host::RegName("h%41st")));
    assert_eq!(uri.port(), Some("81"));
    assert_eq!(uri.port_u16(), Ok(Some(81)));
    assert_eq!(uri.path(), "/p%3Ba/t%2Fh");
    assert_eq!(
        uri.path_segments().collect::<Vec<_>>(),
        ["", "p%3Ba", "t%2Fh"]
    );
    assert_eq!(uri.query(), Some("q%3F+u=e%26ry"));
    assert_eq!(
        uri.query_pairs().collect::<Vec<_>>(),
        [("q%3F+u", Some("e%26ry"))]
    );
    assert_eq!(uri.fragment(), Some("f%23r%25ag"));
}

#[test]
fn component_gives_what_each_accessor_gives() {
    let every = parse(EVERY);
    let written = [
        "s",
        "u%20i:p%2Aw",
        "h%41st",
        "81",
        "/p%3Ba/t%2Fh",
        "q%3F+u=e%26ry",
        "f%23r%25ag",
    ];
    for (component, text) in Component::ALL.into_iter().zip(written) {
        assert_eq!(every.component(component), Some(text), "{component:?}");
    }
    // Absent (None) against present and empty (Some("")), each component on its own.
    for (text, present) in [
        ("", [None, None, None, None, Some(""), None, None]),
        ("s:", [Some("s"), None, None, None, Some(""), None, None]),
        (
            "//@:?#",
            [
                None,
                Some(""),
                Some(""),
                Some(""),
                Some(""),
                Some(""),
                Some(""),
            ],
        ),
        (
            "//h/a#f",
            [None, None, Some("h"), None, Some("/a"), None, Some("f")],
        ),
        ("?q", [None, None, None, None, Some(""), Some("q"), None]),
    ] {
        let uri = parse(text);
        let got = Component::ALL.map(|component| uri.component(component));
        assert_eq!(got, present, "{text:?}");
    }
}

#[test]
fn decoded_accessors_decode_their_own_component_and_only_it() {
    let uri = parse(EVERY);
    let segments: Result<Vec<_>, _> = uri.decoded_path_segments().collect();
    assert_eq!(segments, Ok(vec!["".into(), "p;a".into(), "t/h".into()]));
    // A `+` stays a `+`: the query is decoded as RFC 3986 text, not as an HTML form.
    assert_eq!(uri.decoded_query(), Some(Ok("q?+u=e&ry".into())));
    assert_eq!(uri.decoded_fragment(), Some(Ok("f#r%ag".into())));
    let pairs: Vec<_> = uri.query_pairs().decoded(QueryOptions::DEFAULT).collect();
    assert_eq!(pairs, [("q?+u".into(), "e&ry".into())]);

    // Absent, empty, and with nothing to decode (borrowed from the input).
    let bare = parse("/a");
    assert_eq!(bare.decoded_query(), None);
    assert_eq!(bare.decoded_fragment(), None);
    let empty = parse("/a?#");
    assert_eq!(empty.decoded_query(), Some(Ok("".into())));
    assert_eq!(empty.decoded_fragment(), Some(Ok("".into())));
    let plain = parse("/a?q#f");
    assert!(matches!(
        plain.decoded_query(),
        Some(Ok(Cow::Borrowed("q")))
    ));
    assert!(matches!(
        plain.decoded_fragment(),
        Some(Ok(Cow::Borrowed("f")))
    ));
    // Only one of the two present: each reads its own.
    assert_eq!(parse("?%61").decoded_fragment(), None);
    assert_eq!(parse("#%61").decoded_query(), None);
    assert_eq!(parse("?%61").decoded_query(), Some(Ok("a".into())));
    assert_eq!(parse("#%61").decoded_fragment(), Some(Ok("a".into())));
}

#[test]
fn decoded_accessors_report_text_that_is_not_utf8_where_it_is() {
    let utf8_error = |result: Option<Result<Cow<'_, str>, DecodeError>>| {
        let err = result.expect("present").expect_err("not UTF-8");
        assert_eq!(err.kind(), DecodeErrorKind::InvalidUtf8);
        err.index()
    };
    // The index is into the component's text.
    let uri = parse("/%C3%A9/x%FF?ab%C3#abc%FE");
    assert_eq!(utf8_error(uri.decoded_query()), 2);
    assert_eq!(utf8_error(uri.decoded_fragment()), 3);
    let segments: Vec<_> = uri.decoded_path_segments().collect();
    assert_eq!(segments.len(), 3);
    assert_eq!(segments[1], Ok("é".into()));
    assert_eq!(segments[2].as_ref().map_err(DecodeError::index), Err(1));
}

/// `is_relative`, `is_absolute_uri`, `has_authority` and `has_port`, on references that tell
/// each from the others.
#[test]
fn predicates_each_say_their_own_thing() {
    // (text, is_relative, is_absolute_uri, has_authority, has_port)
    for (text, relative, absolute, authority, port) in [
        ("a:b", false, true, false, false),
        ("a:b#f", false, false, false, false),
        ("a://h", false, true, true, false),
        ("a://h:#f", false, false, true, true),
        ("//h:1", true, false, true, true),
        ("//h", true, false, true, false),
        ("b", true, false, false, false),
        ("#f", true, false, false, false),
    ] {
        let uri = parse(text);
        assert_eq!(uri.is_relative(), relative, "{text}");
        assert_eq!(uri.is_absolute_uri(), absolute, "{text}");
        assert_eq!(uri.has_authority(), authority, "{text}");
        assert_eq!(uri.has_port(), port, "{text}");
    }
}

/// The password is what follows the first `:` of the user info, when not empty; `redacted` and
/// `Debug` hide it and show everything else, `Display` and `as_str` give it back.
#[test]
fn passwords_are_shown_only_where_asked() {
    for (text, password, redacted) in [
        ("ftp://user:secret@h/", Some("secret"), "ftp://user:***@h/"),
        ("ftp://user:s:e@h/", Some("s:e"), "ftp://user:***@h/"),
        ("//:secret@h", Some("secret"), "//:***@h"),
        ("ftp://user:@h/", None, "ftp://user:@h/"),
        ("ftp://user@h/", None, "ftp://user@h/"),
        ("ftp://h/user:secret", None, "ftp://h/user:secret"),
    ] {
        let uri = parse(text);
        assert_eq!(uri.password(), password, "{text}");
        assert_eq!(uri.redacted().to_string(), redacted, "{text}");
        assert_eq!(uri.to_string(), text);
        let debug = format!("{uri:?}");
        let redacted_debug = format!("{:?}", uri.redacted());
        if let Some(password) = password {
            assert!(!debug.contains(password), "{debug}");
            assert!(!redacted_debug.contains(password), "{redacted_debug}");
        }
    }
    let debug = format!("{:?}", parse("s://u:pw@h:1/p?q#f"));
    assert_eq!(
        debug,
        r#"UriRef { scheme: Some("s"), userinfo: Some("u:***"), host: Some("h"), port: Some("1"), path: "/p", query: Some("q"), fragment: Some("f") }"#
    );
}
