//! Finding URIs in text (RFC 3986 Appendix C): the appendix's own example, every delimiter
//! form and trimming rule, IPv6 literals, IRIs, bytes that are not UTF-8, hostile inputs, and
//! the properties every result has (`check_found`), over generated texts.

use proptest::prelude::*;
use rfc3986::{extract, extract_bytes, extract_with, ExtractOptions, Form, Found, IriRef, UriRef};

const IRI: ExtractOptions = ExtractOptions {
    iri: true,
    ..ExtractOptions::DEFAULT
};

/// What every URI found must satisfy: its span is inside the text, on character boundaries,
/// and, its ASCII whitespace removed, is exactly the URI; the URI parses (as an IRI when
/// `iri`); a bare URI's span holds no whitespace.
#[track_caller]
fn check_found(text: &[u8], found: &Found<'_>, iri: bool) {
    assert!(found.start < found.end, "{found:?}");
    assert!(found.end <= text.len(), "{found:?}");
    let span = &text[found.start..found.end];
    let joined: Vec<u8> = span
        .iter()
        .copied()
        .filter(|b| !b" \t\n\r\x0C".contains(b))
        .collect();
    let encoded = rfc3986_test_support::properties::bidi_controls_encoded;
    assert_eq!(encoded(&joined), found.uri.as_bytes(), "{found:?}");
    if found.form != Form::Angle && found.form != Form::UrlPrefix {
        assert_eq!(encoded(span), found.uri.as_bytes(), "{found:?}");
    }
    if iri {
        assert!(IriRef::parse(&found.uri).is_ok(), "{found:?}");
    } else {
        assert!(UriRef::parse(&found.uri).is_ok(), "{found:?}");
    }
    if let Ok(text) = std::str::from_utf8(text) {
        assert!(text.is_char_boundary(found.start) && text.is_char_boundary(found.end));
    }
}

/// The URIs found in `text` (checked), with their forms.
#[track_caller]
fn found_with(text: &str, options: ExtractOptions) -> Vec<(String, Form)> {
    let all: Vec<Found<'_>> = extract_with(text, options).collect();
    let from_bytes: Vec<Found<'_>> = extract_bytes(text.as_bytes(), options).collect();
    assert_eq!(all, from_bytes, "the same from bytes");
    for found in &all {
        check_found(text.as_bytes(), found, options.iri);
    }
    all.into_iter()
        .map(|f| (f.uri.into_owned(), f.form))
        .collect()
}

/// The URIs found in `text` with the default options.
#[track_caller]
fn uris(text: &str) -> Vec<String> {
    found_with(text, ExtractOptions::DEFAULT)
        .into_iter()
        .map(|(uri, _)| uri)
        .collect()
}

/// The IRIs found in `text`.
#[track_caller]
fn iris(text: &str) -> Vec<String> {
    found_with(text, IRI)
        .into_iter()
        .map(|(uri, _)| uri)
        .collect()
}

/// The one URI found in `text`, bare.
#[track_caller]
fn bare(text: &str) -> String {
    let found = found_with(text, ExtractOptions::DEFAULT);
    assert_eq!(found.len(), 1, "{text:?}: {found:?}");
    assert_eq!(found[0].1, Form::Bare, "{text:?}");
    found[0].0.clone()
}

/// The example of RFC 3986 Appendix C, verbatim, with its indentation (RFC 3986, The Internet
/// Society, 2005; quoted as the RFC's copyright notice allows).
const APPENDIX_C: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

#[test]
fn the_example_of_appendix_c() {
    let found = found_with(APPENDIX_C, ExtractOptions::DEFAULT);
    assert_eq!(
        found,
        [
            ("http://www.w3.org/Addressing/".to_string(), Form::Quoted),
            ("ftp://foo.example.com/rfc/".to_string(), Form::Angle),
            (
                "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING".to_string(),
                Form::Angle
            ),
        ]
    );
    let spans: Vec<&str> = extract(APPENDIX_C)
        .map(|f| &APPENDIX_C[f.start..f.end])
        .collect();
    assert_eq!(
        spans,
        [
            "http://www.w3.org/Addressing/",
            "ftp://foo.example.\n      com/rfc/",
            "http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING",
        ]
    );
}

/// The appendix's other examples: the three delimiting styles, and `URL:` with or without a
/// space after it.
#[test]
fn every_delimiter_form() {
    let text = "\"http://example.com/\" <http://example.com/> http://example.com/ \
                <URL:http://example.com/a> <URL: http://example.com/b> <url:http://c/>";
    assert_eq!(
        found_with(text, ExtractOptions::DEFAULT),
        [
            ("http://example.com/".to_string(), Form::Quoted),
            ("http://example.com/".to_string(), Form::Angle),
            ("http://example.com/".to_string(), Form::Bare),
            ("http://example.com/a".to_string(), Form::UrlPrefix),
            ("http://example.com/b".to_string(), Form::UrlPrefix),
            ("http://c/".to_string(), Form::UrlPrefix),
        ]
    );
    let spans: Vec<(usize, usize)> = extract(text).map(|f| (f.start, f.end)).collect();
    assert_eq!(spans[0], (1, 20));
    assert_eq!(spans[1], (23, 42));
    assert_eq!(&text[spans[4].0..spans[4].1], "http://example.com/b");
    let forms: Vec<&str> = extract(text).map(|f| f.form.as_str()).collect();
    assert_eq!(
        forms,
        [
            "quoted",
            "angle",
            "bare",
            "url-prefix",
            "url-prefix",
            "url-prefix"
        ]
    );
}

#[test]
fn whitespace_inside_angle_brackets_is_removed() {
    assert_eq!(
        uris("<http://a.example/\r\n\tb c\x0Cd>"),
        ["http://a.example/bcd"]
    );
    assert_eq!(uris("< http://a/ >"), ["http://a/"]);
    // A hyphen before a line break is kept: writers are asked not to break a URI there.
    assert_eq!(uris("<http://a/long-\n  name>"), ["http://a/long-name"]);
    // Whitespace before the `>` only: what is taken without whitespace is taken with it.
    assert_eq!(uris("<foo:bar\n>"), ["foo:bar"]);
    assert_eq!(uris("<../a/b.html \r\n>"), ["../a/b.html"]);
    // Borrowed when there was nothing to remove.
    let found = extract("<http://a/>").next().expect("found");
    assert!(matches!(found.uri, std::borrow::Cow::Borrowed(_)));
    let found = extract("<http://a/\n>").next().expect("found");
    assert!(matches!(found.uri, std::borrow::Cow::Borrowed(_)));
    let found = extract("<http://a/\nb>").next().expect("found");
    assert!(matches!(found.uri, std::borrow::Cow::Owned(_)));
}

#[test]
fn what_angle_brackets_take() {
    // Any scheme without whitespace; with whitespace removed, `//` or a well-known scheme.
    assert_eq!(uris("<foo:bar>"), ["foo:bar"]);
    assert_eq!(uris("<Note: see this>"), Vec::<String>::new());
    assert_eq!(uris("<http: //a/b>"), Vec::<String>::new());
    assert_eq!(uris("<http:/ /a/b>"), Vec::<String>::new());
    // A line may break right after them.
    assert_eq!(uris("<mailto:\n a@b>"), ["mailto:a@b"]);
    assert_eq!(uris("<http://\n a/b>"), ["http://a/b"]);
    assert_eq!(
        uris("<mailto:jim@\n example.com>"),
        ["mailto:jim@example.com"]
    );
    // Relative references, when they look like references.
    assert_eq!(uris("<../a/b.html>"), ["../a/b.html"]);
    assert_eq!(uris("<#top>"), ["#top"]);
    assert_eq!(uris("<?q=1>"), ["?q=1"]);
    assert_eq!(uris("<a/b>"), ["a/b"]);
    assert_eq!(uris("<//example.com/x>"), ["//example.com/x"]);
    for not in [
        "<b>",
        "<ab>",
        "</b>",
        "<jim@example.com>",
        "<a b.html>",
        "<>",
        "< >",
        "<URL:>",
    ] {
        assert_eq!(uris(not), Vec::<String>::new(), "{not}");
    }
    let absolute_only = ExtractOptions {
        relative_in_angles: false,
        ..ExtractOptions::DEFAULT
    };
    assert_eq!(
        found_with("<../a.html> <http://a/>", absolute_only).len(),
        1
    );
    // A scheme and nothing after it is not a URI worth reporting.
    assert_eq!(uris("<http://> <foo:>"), Vec::<String>::new());
    // Not closed, or holding what no URI holds: the bare URI inside is found instead.
    assert_eq!(
        found_with("<see http://a/b>", ExtractOptions::DEFAULT),
        [("http://a/b".to_string(), Form::Bare)]
    );
    assert_eq!(
        found_with("<http://a/b", ExtractOptions::DEFAULT),
        [("http://a/b".to_string(), Form::Bare)]
    );
    assert_eq!(
        found_with("<http://a/%zz>", ExtractOptions::DEFAULT),
        [("http://a/".to_string(), Form::Bare)]
    );
}

#[test]
fn what_quotes_take() {
    // Nothing is trimmed inside quotes.
    assert_eq!(
        found_with("\"http://a/b.\"", ExtractOptions::DEFAULT),
        [("http://a/b.".to_string(), Form::Quoted)]
    );
    assert_eq!(uris("\"mailto:a@b.example\""), ["mailto:a@b.example"]);
    // Relative references, unknown schemes without `//`, and whitespace are not taken.
    for not in [
        "\"a/b.html\"",
        "\"foo:bar\"",
        "\"hello\"",
        "\"\"",
        "\"http://\"",
    ] {
        assert_eq!(uris(not), Vec::<String>::new(), "{not}");
    }
    assert_eq!(
        found_with("\"see http://a/ here\"", ExtractOptions::DEFAULT),
        [("http://a/".to_string(), Form::Bare)]
    );
}

#[test]
fn bare_uris_end_where_the_grammar_does() {
    assert_eq!(
        bare("go to http://example.com/a?b=c#d now"),
        "http://example.com/a?b=c#d"
    );
    assert_eq!(bare("x http://a/b\"c"), "http://a/b");
    assert_eq!(bare("http://a/b{c}"), "http://a/b");
    assert_eq!(bare("http://a/b%zz"), "http://a/b");
    assert_eq!(bare("http://a/b%4"), "http://a/b");
    assert_eq!(bare("http://a/b%41c"), "http://a/b%41c");
    assert_eq!(bare("http://a/b\\c"), "http://a/b");
    assert_eq!(bare("http://a/b<c>"), "http://a/b");
    assert_eq!(bare("http://a/é"), "http://a/");
    assert_eq!(
        bare("https://user:pw@host:8080/p"),
        "https://user:pw@host:8080/p"
    );
    // After the authority, only `/`, `?` or `#` go on.
    assert_eq!(bare("http://host:80:90"), "http://host:80");
    assert_eq!(bare("http://host:abc"), "http://host");
    assert_eq!(bare("file:///etc/hosts"), "file:///etc/hosts");
    assert_eq!(bare("FTP://a"), "FTP://a");
    assert_eq!(bare("svn+ssh://a/b"), "svn+ssh://a/b");
}

#[test]
fn bare_schemes() {
    for uri in [
        "mailto:jim@example.com",
        "urn:isbn:0-486-27557-4",
        "tel:+1-816-555-1212",
        "news:comp.infosystems.www.servers.unix",
        "MAILTO:a@b",
        "data:,hello",
        "geo:37.786971,-122.399677",
    ] {
        assert_eq!(bare(&format!("see {uri} now")), uri);
    }
    // Other schemes need `//`; a scheme starts with a letter; something must follow.
    for not in [
        "foo:bar",
        "10:30",
        "see:this",
        "http:",
        "http://",
        "http:// a",
        "mailto:",
        "mailto:.",
        "://a",
        "1://a",
        "+://a",
    ] {
        assert_eq!(uris(not), Vec::<String>::new(), "{not}");
    }
    // The scheme is the longest run of scheme characters that starts with a letter.
    assert_eq!(bare("(1.http://a)"), "http://a");
    assert_eq!(bare("xhttp://a"), "xhttp://a");
    assert_eq!(bare("_http://a"), "http://a");
}

#[test]
fn sentence_punctuation_is_trimmed() {
    for end in [
        ".", ",", ";", ":", "!", "?", "...", "?!", ".)", "),", "'.", "].",
    ] {
        let text = format!("(['see http://a.example/b{end}");
        assert_eq!(bare(&text), "http://a.example/b", "{text}");
    }
    // Kept inside: only the end is trimmed.
    assert_eq!(bare("http://a/b.c,d;e:f!g?h"), "http://a/b.c,d;e:f!g?h");
    // A query's `?` and a fragment's `#` with nothing after them: the `?` goes, the `#` stays.
    assert_eq!(bare("http://a/b?"), "http://a/b");
    assert_eq!(bare("http://a/b#"), "http://a/b#");
    assert_eq!(bare("http://a/b-"), "http://a/b-");
    assert_eq!(bare("http://a/b/"), "http://a/b/");
}

/// Every ASCII byte after a bare URI: the sentence punctuation and the unmatched closers and
/// quote are trimmed; any other byte is kept when the grammar takes it (the text parses), and
/// ends the URI before it when not.
#[test]
fn every_ascii_byte_at_the_end_is_trimmed_or_kept_by_its_kind() {
    for b in 0..0x80u8 {
        let text = format!("http://a/b{}", char::from(b));
        let expected = if b".,;:!?)]'".contains(&b) || UriRef::parse(&text).is_err() {
            "http://a/b"
        } else {
            &text
        };
        assert_eq!(uris(&text), [expected], "byte 0x{b:02X}");
        assert_eq!(iris(&text), [expected], "byte 0x{b:02X}");
        // After a letter that the URI ends with, the same.
        let after = format!("{text}x");
        let whole = UriRef::parse(&after).is_ok() && b != b'%';
        let expected_after = if whole { after.as_str() } else { expected };
        assert_eq!(
            uris(&after),
            [expected_after],
            "byte 0x{b:02X} then a letter"
        );
    }
}

/// The closing quotes beyond ASCII are trimmed from a bare IRI, and only they: not other
/// characters, even those whose last byte is a closing quote's (`ę` ends with `0x99`, as `’`
/// does; `›` and `º` with `0xBA`).
#[test]
fn closing_quotes_beyond_ascii_are_trimmed_from_iris() {
    for quote in ["\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}"] {
        let text = format!("http://a/b{quote}");
        assert_eq!(iris(&text), ["http://a/b"], "{quote}");
        assert_eq!(iris(&format!("{text}.")), ["http://a/b"], "{quote}.");
        assert_eq!(
            iris(&format!("{text}{quote}")),
            ["http://a/b"],
            "{quote}{quote}"
        );
        // Not an IRI: the URI ends before any character beyond ASCII.
        assert_eq!(uris(&text), ["http://a/b"], "{quote}");
    }
    // At the start of a word; and after a Latin letter, but for the letter of another script,
    // which starts the prose there (`extract_prose.rs`).
    for kept in ["\u{119}", "\u{BA}", "\u{E9}", "\u{201C}", "\u{4F8B}"] {
        let text = format!("http://a/b/{kept}");
        assert_eq!(iris(&text), [text.as_str()], "{kept}");
        let text = format!("http://a/b{kept}");
        let expected = if kept == "\u{4F8B}" {
            "http://a/b"
        } else {
            &text
        };
        assert_eq!(iris(&text), [expected], "{kept}");
    }
}

#[test]
fn parentheses_and_brackets_are_kept_when_the_uri_opens_them() {
    assert_eq!(
        bare("(see https://en.wikipedia.org/wiki/Foo_(bar))"),
        "https://en.wikipedia.org/wiki/Foo_(bar)"
    );
    assert_eq!(
        bare("(see https://en.wikipedia.org/wiki/Foo_(bar)_(baz))."),
        "https://en.wikipedia.org/wiki/Foo_(bar)_(baz)"
    );
    assert_eq!(bare("((http://a/((b))))"), "http://a/((b))");
    assert_eq!(bare("http://a/b)"), "http://a/b");
    assert_eq!(bare("http://a/(b"), "http://a/(b");
    assert_eq!(bare("http://a/b))))))"), "http://a/b");
    assert_eq!(bare("[http://a/b]"), "http://a/b");
    assert_eq!(bare("[http://[::1]/]"), "http://[::1]/");
    assert_eq!(bare("[http://[::1]]"), "http://[::1]");
}

#[test]
fn quotes_are_trimmed_when_unmatched() {
    assert_eq!(bare("'http://a/b'"), "http://a/b");
    assert_eq!(bare("x http://a/b'"), "http://a/b");
    assert_eq!(bare("x http://a/it's"), "http://a/it's");
    assert_eq!(bare("'http://a/it's'"), "http://a/it's");
    assert_eq!(bare("x http://a/'b'"), "http://a/'b'");
    // The quote before the URI takes one of its closing quotes; of the other two, one pairs
    // with the `'` inside.
    assert_eq!(bare("'http://a/it's''"), "http://a/it's'");
}

#[test]
fn ipv6_literals() {
    assert_eq!(
        bare("at http://[2001:db8::1]:8080/x."),
        "http://[2001:db8::1]:8080/x"
    );
    assert_eq!(bare("at http://[::1]."), "http://[::1]");
    // A query or fragment right after the literal's `]`.
    assert_eq!(bare("at http://[::1]?q=1 now"), "http://[::1]?q=1");
    assert_eq!(bare("at http://[::1]#f now"), "http://[::1]#f");
    assert_eq!(uris("\"http://[::1]?q#f\""), ["http://[::1]?q#f"]);
    assert_eq!(bare("at http://user@[v7.a:b]/"), "http://user@[v7.a:b]/");
    // Delimited: read by the full grammar, in their own form (not as bare URIs).
    for (text, form) in [
        ("<http://[::1]/a>", Form::Angle),
        ("<http://[::1]:80/a\n>", Form::Angle),
        ("<URL:http://[::1]/a>", Form::UrlPrefix),
        ("\"http://[::1]/a\"", Form::Quoted),
        ("\"http://[::1]:80/a\"", Form::Quoted),
    ] {
        let uri = text
            .trim_matches(['<', '>', '"', '\n'])
            .trim_start_matches("URL:");
        assert_eq!(
            found_with(text, ExtractOptions::DEFAULT),
            [(uri.to_string(), form)],
            "{text:?}"
        );
    }
    // Not an IP literal: nothing.
    for not in [
        "http://[::1",
        "http://[::1 ]/",
        "http://[:::::::::]/",
        "http://[g]/",
    ] {
        assert_eq!(uris(not), Vec::<String>::new(), "{not}");
    }
}

#[test]
fn the_end_of_the_text() {
    assert_eq!(bare("http://a"), "http://a");
    assert_eq!(bare("http://a."), "http://a");
    assert_eq!(bare("x mailto:a"), "mailto:a");
    assert_eq!(uris("<http://a"), ["http://a"]);
    assert_eq!(uris("\"http://a"), ["http://a"]);
    assert_eq!(uris("<URL:"), Vec::<String>::new());
    assert_eq!(uris("<"), Vec::<String>::new());
    assert_eq!(uris(":"), Vec::<String>::new());
    assert_eq!(uris("\""), Vec::<String>::new());
    assert_eq!(uris(""), Vec::<String>::new());
}

#[test]
fn uris_next_to_each_other() {
    assert_eq!(uris("<http://a/><http://b/>"), ["http://a/", "http://b/"]);
    assert_eq!(
        uris("\"http://a/\"\"http://b/\""),
        ["http://a/", "http://b/"]
    );
    assert_eq!(uris("http://a/,http://b/"), ["http://a/,http://b/"]);
    assert_eq!(uris("http://a/ http://b/"), ["http://a/", "http://b/"]);
    assert_eq!(uris("<http://a/>http://b/"), ["http://a/", "http://b/"]);
    assert_eq!(uris("http://a/<http://b/>"), ["http://a/", "http://b/"]);
    assert_eq!(uris("http://a/\"http://b/\""), ["http://a/", "http://b/"]);
    // The closing quote of one quoted URI does not open the next, which is bare.
    assert_eq!(
        found_with("\"http://a/\"http://b/\"", ExtractOptions::DEFAULT),
        [
            ("http://a/".to_string(), Form::Quoted),
            ("http://b/".to_string(), Form::Bare)
        ]
    );
    // The scheme of the second does not reach into the first.
    let found: Vec<Found<'_>> = extract("<http://a/>b://c").collect();
    assert_eq!(found[1].uri, "b://c");
    assert_eq!(found[1].start, 11);
}

#[test]
fn bytes_that_are_not_utf8_are_skipped() {
    let text = b"\xFF\xFEhttp://a/b\xC3(\x80 <http://c/\xE9> \"http://d/\"\xF0\x28 mailto:x@y\xED\xA0\x80.";
    let found: Vec<Found<'_>> = extract_bytes(text, ExtractOptions::DEFAULT).collect();
    for f in &found {
        check_found(text, f, false);
    }
    let uris: Vec<&str> = found.iter().map(|f| &*f.uri).collect();
    assert_eq!(uris, ["http://a/b", "http://c/", "http://d/", "mailto:x@y"]);
    let found: Vec<Found<'_>> = extract_bytes(text, IRI).collect();
    for f in &found {
        check_found(text, f, true);
    }
    // The angle brackets hold a byte that is not UTF-8: the URI before it is found bare.
    let forms: Vec<(&str, Form)> = found.iter().map(|f| (&*f.uri, f.form)).collect();
    assert_eq!(
        forms,
        [
            ("http://a/b", Form::Bare),
            ("http://c/", Form::Bare),
            ("http://d/", Form::Quoted),
            ("mailto:x@y", Form::Bare)
        ]
    );
    // A valid character beyond ASCII after invalid bytes.
    let text = b"\x80http://a/\xC3\xA9\xFF";
    let found: Vec<Found<'_>> = extract_bytes(text, IRI).collect();
    assert_eq!(found[0].uri, "http://a/\u{E9}");
    assert_eq!((found[0].start, found[0].end), (1, 12));
}

#[test]
fn iris_with_the_option() {
    let text = "Voir https://例え.jp/パス。Et <http://ü.example/ä\n ö>, \"http://α/β\".";
    assert_eq!(
        found_with(text, IRI),
        [
            ("https://例え.jp/パス".to_string(), Form::Bare),
            ("http://ü.example/äö".to_string(), Form::Angle),
            ("http://α/β".to_string(), Form::Quoted),
        ]
    );
    // Without it, a URI ends before the first character beyond ASCII.
    assert_eq!(uris(text), Vec::<String>::new());
    assert_eq!(bare("see http://a/b\u{E9}c"), "http://a/b");
    // Closing quotes and full-width punctuation are trimmed; Unicode whitespace ends an IRI.
    for (text, iri) in [
        ("“http://a/é”", "http://a/é"),
        ("‘http://a/é’", "http://a/é"),
        ("«http://a/é»", "http://a/é"),
        ("（http://a/é）、", "http://a/é"),
        ("「http://a/é」", "http://a/é"),
        ("http://a/é\u{A0}next", "http://a/é"),
        ("http://a/é\u{3000}next", "http://a/é"),
        ("http://a/é\u{2028}next", "http://a/é"),
        ("http://a/é。次", "http://a/é"),
        ("http://a/é，次", "http://a/é"),
    ] {
        let found = found_with(text, IRI);
        assert_eq!(found, [(iri.to_string(), Form::Bare)], "{text}");
    }
    // A cut at Unicode whitespace is read again by the grammar: without the `@` after it,
    // `urn:x` is a host and an invalid port.
    assert_eq!(found_with("http://urn:x:\u{A0}@", IRI)[0].0, "http://urn");
    // `iprivate` only in a query.
    assert_eq!(
        found_with("http://a/?\u{E000}", IRI)[0].0,
        "http://a/?\u{E000}"
    );
    assert_eq!(found_with("http://a/\u{E000}", IRI)[0].0, "http://a/");
}

/// Megabytes of shapes that could make a search quadratic: each must end fast with the
/// right answer (the time limit is the test harness's; a quadratic search would take hours).
#[test]
fn hostile_inputs_take_linear_time() {
    const BIG: usize = 1 << 20;
    let start = std::time::Instant::now();
    let cases: [(String, usize); 9] = [
        ("a".repeat(BIG) + ":", 0),
        ("a:".repeat(BIG / 2), 0),
        ("<".repeat(BIG), 0),
        ("\"".repeat(BIG), 0),
        ("<a ".repeat(BIG / 3), 0),
        (format!("http://a/{}", ")".repeat(BIG)), 1),
        (format!("http://a/{}", ".".repeat(BIG)), 1),
        ("tel:.,".repeat(BIG / 6), 1),
        ("http://[".repeat(BIG / 8), 0),
    ];
    for (text, count) in &cases {
        assert_eq!(extract(text).count(), *count, "{}", &text[..20]);
        assert_eq!(extract_with(text, IRI).count(), *count);
    }
    let angles = format!("<http://a/{}>", " b".repeat(BIG / 2));
    assert_eq!(
        extract(&angles).next().map(|f| f.uri.len()),
        Some(9 + BIG / 2)
    );
    assert!(start.elapsed().as_secs() < 60);
}

/// Pieces of text around URIs: delimiters, punctuation, whitespace, schemes, IP literals,
/// characters beyond ASCII, and now and then any byte.
fn text_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        8 => proptest::sample::select(vec![
            "http://", "https://a.example", "mailto:", "urn:x:", "tel:+1", "foo:", "URL:", "<",
            ">", "\"", "'", "(", ")", "[", "]", "[::1]", " ", "\n", "\t", "\r\n", ".", ",", ";",
            ":", "!", "?", "#", "/", "//", "@", "%", "%41", "%g", "a", "Z", "0", "-", "_",
            "~", "&", "=", "+", "é", "例", "\u{A0}", "\u{3000}", "”", "。", "\u{E000}",
            "../", "b.html", "x@y", "{", "\\",
        ]).prop_map(|s| s.as_bytes().to_vec()),
        1 => proptest::collection::vec(any::<u8>(), 1..3),
    ];
    proptest::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Every URI found, from bytes or text, URIs or IRIs, satisfies `check_found`; the
    /// URIs come in order, none inside another; text and bytes give the same.
    #[test]
    fn every_span_is_its_uri(text in text_bytes()) {
        for options in [ExtractOptions::DEFAULT, IRI] {
            let found: Vec<Found<'_>> = extract_bytes(&text, options).collect();
            let mut last_end = 0;
            for f in &found {
                check_found(&text, f, options.iri);
                prop_assert!(f.start >= last_end);
                last_end = f.end;
            }
            if let Ok(text) = std::str::from_utf8(&text) {
                prop_assert_eq!(extract_with(text, options).collect::<Vec<_>>(), found);
            }
        }
    }
}

/// A bidirectional control (RFC 3987 section 4.1, and those Unicode added since) is never left
/// raw inside a found IRI: a bare IRI ends before it, and one between delimiters holds it
/// percent-encoded.
#[test]
fn bidi_controls_are_not_left_raw_in_an_iri() {
    for c in rfc3986::BIDI_CONTROLS {
        let encoded =
            rfc3986_test_support::properties::bidi_controls_encoded(c.to_string().as_bytes());
        let encoded = String::from_utf8(encoded).unwrap();
        assert!(
            encoded.starts_with('%') && encoded.len() % 3 == 0,
            "{encoded}"
        );
        let bare = format!("see http://a.example/x{c}y ok");
        assert_eq!(iris(&bare), ["http://a.example/x"], "{c:?}");
        for (text, form) in [
            (format!("see <http://a.example/x{c}y> ok"), Form::Angle),
            (
                format!("see <URL:http://a.example/x{c}y> ok"),
                Form::UrlPrefix,
            ),
            (format!("see \"http://a.example/x{c}y\" ok"), Form::Quoted),
            (format!("see <http://a.example/x{c}\n y> ok"), Form::Angle),
        ] {
            let options = ExtractOptions {
                iri: true,
                ..ExtractOptions::DEFAULT
            };
            let found = found_with(&text, options);
            let expected = format!("http://a.example/x{encoded}y");
            assert_eq!(found, [(expected, form)], "{text:?}");
        }
        // URIs end before any character beyond ASCII.
        assert_eq!(uris(&bare), ["http://a.example/x"]);
    }
}
