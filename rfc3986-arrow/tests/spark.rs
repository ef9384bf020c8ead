//! `parse_url` against the cases of DataFusion's own Spark `parse_url` tests where the two
//! definitions agree, and the cases where strict RFC 3986 answers differently, each with why.
//!
//! The cases (inputs and expected values) are those of the unit tests of
//! `datafusion-spark` 55.2.0, `src/function/url/parse_url.rs` (Apache License 2.0,
//! <https://github.com/apache/datafusion>), written here as a table.

use arrow_array::StringArray;
use rfc3986_arrow::{parse_url, Operand, UrlPart};

mod common;

/// `(url, part, key, expected)`: the cases on which DataFusion's `parse_url` and ours agree.
const AGREED: &[(&str, &str, Option<&str>, Option<&str>)] = &[
    (
        "https://example.com/a?x=1",
        "HOST",
        None,
        Some("example.com"),
    ),
    ("https://ex.com/p?a=1&b=2", "QUERY", None, Some("a=1&b=2")),
    ("https://ex.com/p?a=1&b=2", "QUERY", Some("a"), Some("1")),
    ("https://ex.com/p?a=1&b=2", "QUERY", Some("c"), None),
    (
        "ftp://user:pwd@ftp.example.com:21/files?x=1#frag",
        "REF",
        None,
        Some("frag"),
    ),
    (
        "ftp://user:pwd@ftp.example.com:21/files?x=1#frag",
        "PROTOCOL",
        None,
        Some("ftp"),
    ),
    (
        "ftp://user:pwd@ftp.example.com:21/files?x=1#frag",
        "USERINFO",
        None,
        Some("user:pwd"),
    ),
    (
        "ftp://user:pwd@ftp.example.com:21/files?x=1#frag",
        "FILE",
        None,
        Some("/files?x=1"),
    ),
    ("https://example.com", "PATH", None, Some("")),
    ("https://example.com/", "PATH", None, Some("/")),
    (
        "https://ex.com/dir%20/pa%20th.HTML",
        "PATH",
        None,
        Some("/dir%20/pa%20th.HTML"),
    ),
    (
        "https://use%20r:pas%20s@example.com/dir%20/pa%20th.HTML?query=x%20y&q2=2#Ref%20two",
        "QUERY",
        None,
        Some("query=x%20y&q2=2"),
    ),
    (
        "https://use%20r:pas%20s@example.com/dir%20/pa%20th.HTML?query=x%20y&q2=2#Ref%20two",
        "QUERY",
        Some("query"),
        Some("x%20y"),
    ),
    ("http://ex.com?key=", "QUERY", Some("key"), Some("")),
    ("http://ex.com?keyonly", "QUERY", Some("keyonly"), None),
    ("http://ex.com?a=1&a=2", "QUERY", Some("a"), Some("1")),
    ("http://ex.com?a%20b=1", "QUERY", Some("a b"), None),
    ("", "PATH", None, Some("")),
    ("http://example.com", "FILE", None, Some("")),
    ("http://example.com?foo=bar", "FILE", None, Some("?foo=bar")),
    ("http://example.com#fragment", "FILE", None, Some("")),
    (
        "http://example.com/?foo=bar",
        "FILE",
        None,
        Some("/?foo=bar"),
    ),
    ("http://ex.com/?", "FILE", None, Some("/?")),
    ("http://ex.com?", "FILE", None, Some("?")),
    ("notaurl", "PATH", None, Some("notaurl")),
    ("notaurl", "FILE", None, Some("notaurl")),
    ("notaurl", "HOST", None, None),
    ("notaurl", "PROTOCOL", None, None),
    ("notaurl", "QUERY", None, None),
    ("notaurl", "REF", None, None),
    ("notaurl", "AUTHORITY", None, None),
    ("notaurl", "USERINFO", None, None),
    ("notaurl?key=value", "PATH", None, Some("notaurl")),
    ("notaurl?key=value", "FILE", None, Some("notaurl?key=value")),
    ("notaurl?key=value", "QUERY", None, Some("key=value")),
    ("notaurl?key=value", "QUERY", Some("key"), Some("value")),
    ("notaurl?key=value", "QUERY", Some("missing"), None),
    ("notaurl?key=value", "HOST", None, None),
    ("notaurl?key=value", "PROTOCOL", None, None),
    ("notaurl#reference", "REF", None, Some("reference")),
    ("notaurl#reference", "PATH", None, Some("notaurl")),
    ("notaurl#reference", "FILE", None, Some("notaurl")),
    ("notaurl?a=1&b=2#frag", "PATH", None, Some("notaurl")),
    ("notaurl?a=1&b=2#frag", "QUERY", None, Some("a=1&b=2")),
    ("notaurl?a=1&b=2#frag", "QUERY", Some("b"), Some("2")),
    ("notaurl?a=1&b=2#frag", "REF", None, Some("frag")),
    (
        "notaurl?a=1&b=2#frag",
        "FILE",
        None,
        Some("notaurl?a=1&b=2"),
    ),
    (
        "https://example.com/a?x=1&y=2",
        "QUERY",
        Some("y"),
        Some("2"),
    ),
    ("https://ex.com/?a=1", "QUERY", Some("b"), None),
    (
        "ftp://user:pwd@ftp.example.com:21/files",
        "USERINFO",
        None,
        Some("user:pwd"),
    ),
    ("https://example.com", "USERINFO", None, None),
];

/// A case where the definitions differ: url, part, our answer, DataFusion's, and why.
type Difference = (
    &'static str,
    &'static str,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
);

/// Where the definitions differ.
const DIFFERENT: &[Difference] = &[
    (
        "ftp://user:pwd@ftp.example.com:21/files?x=1#frag",
        "AUTHORITY",
        Some("user:pwd@ftp.example.com:21"),
        Some("user:pwd@ftp.example.com"),
        "the authority as written: WHATWG URL drops a scheme's default port (java.net.URI keeps it)",
    ),
    (
        "http://EXAMPLE.com/",
        "HOST",
        Some("EXAMPLE.com"),
        Some("example.com"),
        "the host as written: WHATWG URL lowercases it (java.net.URI does not)",
    ),
    (
        "http://@h/",
        "USERINFO",
        Some(""),
        None,
        "an empty user information is present and empty (WHATWG URL has no empty user name)",
    ),
    (
        "http://h/a b",
        "PATH",
        None,
        Some("/a%20b"),
        "a space is not in the grammar: null (WHATWG URL encodes it; java.net.URI refuses it)",
    ),
    (
        "http:\\\\h\\p",
        "HOST",
        None,
        Some("h"),
        "a backslash is not in the grammar (WHATWG URL reads it as a slash)",
    ),
];

/// Our `parse_url` on one row, through each array type.
fn ours(url: &str, part: &str, key: Option<&str>) -> Option<String> {
    let key = key.map(|key| Operand::Scalar(Some(key)));
    let part = Operand::Scalar(Some(part));
    let answers: Vec<Option<String>> = common::string_arrays(&[Some(url)])
        .iter()
        .map(|(_, urls)| common::texts(&parse_url(urls, part, key).unwrap())[0].clone())
        .collect();
    assert!(
        answers.iter().all(|answer| *answer == answers[0]),
        "{url} {part:?}"
    );
    answers[0].clone()
}

#[test]
fn the_cases_of_datafusions_spark_parse_url() {
    for &(url, part, key, expected) in AGREED {
        assert_eq!(
            ours(url, part, key).as_deref(),
            expected,
            "{url} {part} {key:?}"
        );
    }
}

#[test]
fn where_strict_rfc_3986_answers_differently() {
    for &(url, part, expected, datafusion, why) in DIFFERENT {
        assert_ne!(expected, datafusion);
        assert_eq!(
            ours(url, part, None).as_deref(),
            expected,
            "{url} {part}: {why}"
        );
    }
}

#[test]
fn parts_and_keys_may_be_columns_and_nulls_give_null() {
    let urls = StringArray::from(vec![
        Some("https://example.com/a?x=1&y=2"),
        Some("https://ex.com/"),
        None,
        Some("https://h/p?k=v"),
        Some("https://h/p?k=v"),
    ]);
    let parts = StringArray::from(vec![
        Some("HOST"),
        Some("PATH"),
        Some("HOST"),
        None,
        Some("host"),
    ]);
    let got = parse_url(&urls, Operand::Array(&parts), None).unwrap();
    assert_eq!(
        got.iter().collect::<Vec<_>>(),
        [Some("example.com"), Some("/"), None, None, None]
    );
    let keys = StringArray::from(vec![Some("y"), Some("b"), Some("k"), Some("k"), None]);
    let got = parse_url(
        &urls,
        Operand::Scalar(Some("QUERY")),
        Some(Operand::Array(&keys)),
    )
    .unwrap();
    assert_eq!(
        got.iter().collect::<Vec<_>>(),
        [Some("2"), None, None, Some("v"), None]
    );
    // The parts are views into the urls' buffer.
    let long = StringArray::from(vec!["https://example.com/a/path/longer/than/twelve?q"]);
    let got = parse_url(&long, Operand::Scalar(Some("FILE")), None).unwrap();
    assert_eq!(got.value(0), "/a/path/longer/than/twelve?q");
    assert_eq!(got.data_buffers()[0].as_ptr(), long.values().as_ptr());
    // Columns of another length are refused.
    let short = StringArray::from(vec!["HOST"]);
    let error = parse_url(&urls, Operand::Array(&short), None).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Invalid argument error: parse_url's arguments have different lengths: 5 and 1"
    );
}

#[test]
fn part_names_are_spark_s() {
    for (name, part) in [
        ("HOST", UrlPart::Host),
        ("PATH", UrlPart::Path),
        ("QUERY", UrlPart::Query),
        ("REF", UrlPart::Ref),
        ("PROTOCOL", UrlPart::Protocol),
        ("FILE", UrlPart::File),
        ("AUTHORITY", UrlPart::Authority),
        ("USERINFO", UrlPart::Userinfo),
    ] {
        assert_eq!(UrlPart::from_name(name), Some(part));
        assert_eq!(UrlPart::from_name(&name.to_lowercase()), None);
    }
}
