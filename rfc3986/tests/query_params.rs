//! The parameters of a query: values and keys read decoded; parameters removed, kept,
//! sorted and tracking parameters stripped, borrowed and owned alike; the query and the
//! fragment cut. Corners first, then a naive transcription of each rule (split on `&`,
//! filter, join) as an oracle on generated references.

use std::borrow::Cow;

use proptest::prelude::*;
use rfc3986::pct::{self, QueryOptions};
use rfc3986::{IriRef, TrackingParams, UriRef, UriRefBuf, TRACKING_PARAMS};

const FORM: QueryOptions = QueryOptions {
    plus_as_space: true,
};

fn uri(text: &str) -> UriRef<'_> {
    UriRef::parse(text).expect("valid")
}

/// Checks that `edited` parses back with every component of `before` but the query as it
/// was, and returns its query.
#[track_caller]
fn rest_unchanged<'a>(before: &UriRef<'_>, edited: &'a str) -> Option<&'a str> {
    let after = UriRef::parse(edited).expect("the result parses back");
    assert_eq!(after.scheme(), before.scheme(), "{edited}");
    assert_eq!(after.authority(), before.authority(), "{edited}");
    assert_eq!(after.path(), before.path(), "{edited}");
    assert_eq!(after.fragment(), before.fragment(), "{edited}");
    after.query()
}

#[test]
fn values_of_one_key() {
    let values = |text, key, options| -> Vec<String> {
        uri(text)
            .query_values(key, options)
            .map(Cow::into_owned)
            .collect()
    };
    let plain = QueryOptions::DEFAULT;
    assert_eq!(values("/p?a=1&b=2&a=3", "a", plain), ["1", "3"]);
    assert_eq!(values("/p?a&a=&=x", "a", plain), ["", ""]);
    assert_eq!(values("/p?=x&=", "", plain), ["x", ""]);
    assert_eq!(values("/p?a=b=c", "a", plain), ["b=c"]);
    assert_eq!(values("/p?%61=1&a%3D=2&a%26=3", "a", plain), ["1"]);
    assert_eq!(values("/p?a%3D=2&a%26=3", "a=", plain), ["2"]);
    assert_eq!(values("/p?a%3D=2&a%26=3", "a&", plain), ["3"]);
    assert_eq!(values("/p?a+b=c+d", "a+b", plain), ["c+d"]);
    assert_eq!(values("/p?a+b=c+d", "a b", plain), Vec::<String>::new());
    assert_eq!(values("/p?a+b=c+d&a%20b=%2B", "a b", FORM), ["c d", "+"]);
    assert_eq!(values("/p?a=%FF", "a", plain), ["\u{FFFD}"]);
    assert_eq!(values("/p", "a", plain), Vec::<String>::new());
    assert_eq!(values("/p?", "", plain), Vec::<String>::new());
    assert_eq!(values("/p?a=1#a=2", "a", plain), ["1"]);
    let iri = IriRef::parse("/p?clé=é&cl%C3%A9=2").expect("valid");
    let values: Vec<_> = iri.query_values("clé", plain).collect();
    assert_eq!(values, ["é", "2"]);
    // Nothing to decode: borrowed.
    let text = uri("/p?a=1");
    assert!(matches!(
        text.query_values("a", plain).next(),
        Some(Cow::Borrowed("1"))
    ));
}

#[test]
fn keys_in_order_of_first_appearance() {
    let keys = |text, options| -> Vec<String> {
        uri(text)
            .query_keys(options)
            .into_iter()
            .map(Cow::into_owned)
            .collect()
    };
    let plain = QueryOptions::DEFAULT;
    assert_eq!(keys("/p?b=1&a=2&b=3&%62=4&c", plain), ["b", "a", "c"]);
    assert_eq!(keys("/p?&&=x&=y", plain), [""]);
    assert_eq!(keys("/p?", plain), Vec::<String>::new());
    assert_eq!(keys("/p", plain), Vec::<String>::new());
    assert_eq!(keys("/p?a+b&a%20b", plain), ["a+b", "a b"]);
    assert_eq!(keys("/p?a+b&a%20b", FORM), ["a b"]);
    assert_eq!(keys("/p?%26=1&%3D=2&&", plain), ["&", "="]);
}

#[test]
fn removing_parameters() {
    let remove = |text, names: &[&str]| uri(text).without_query_params(names).into_owned();
    assert_eq!(remove("http://h/p?a=1&b=2", &["a"]), "http://h/p?b=2");
    assert_eq!(remove("http://h/p?a=1&b=2", &["b"]), "http://h/p?a=1");
    assert_eq!(
        remove("http://h/p?a=1&b=2&c=3", &["b"]),
        "http://h/p?a=1&c=3"
    );
    assert_eq!(remove("http://h/p?a=1&a=2", &["a"]), "http://h/p");
    assert_eq!(remove("http://h/p?a=1#f", &["a"]), "http://h/p#f");
    assert_eq!(remove("http://h/p?b&a=1#f", &["a"]), "http://h/p?b#f");
    // Pieces without `=`, with an empty key or an empty value are parameters like others.
    assert_eq!(remove("/p?a&b", &["a"]), "/p?b");
    assert_eq!(remove("/p?a=&b", &["a"]), "/p?b");
    assert_eq!(remove("/p?=x&b", &[""]), "/p?b");
    // Empty pieces stay where they are, and do not count as parameters.
    assert_eq!(remove("/p?a=1&&b=2", &["a"]), "/p?&b=2");
    assert_eq!(remove("/p?a=1&&b=2", &["b"]), "/p?a=1&");
    assert_eq!(remove("/p?&a=1&", &["a"]), "/p");
    // A query without parameters is left as it is.
    assert_eq!(remove("/p?", &[""]), "/p?");
    assert_eq!(remove("/p?&&", &[""]), "/p?&&");
    assert_eq!(remove("/p", &["a"]), "/p");
    // Keys compared decoded; an encoded `&` or `=` is part of the key.
    assert_eq!(
        remove("/p?%61=1&a%26b=2&a%3Db=3", &["a"]),
        "/p?a%26b=2&a%3Db=3"
    );
    assert_eq!(remove("/p?a%26b=2&a%3Db=3", &["a&b", "a=b"]), "/p");
    assert_eq!(remove("/p?a+b=1&a%20b=2", &["a b"]), "/p?a+b=1");
    assert_eq!(remove("/p?a+b=1&a%20b=2", &["a+b"]), "/p?a%20b=2");
    // The rest of the reference is untouched, even where normalization would change it.
    assert_eq!(
        remove("HTTP://U@H:80/./%7e?x=%7e&a=%7e#F%7e", &["a"]),
        "HTTP://U@H:80/./%7e?x=%7e#F%7e"
    );
    // Relative references, and the `./` a path may need, keep their meaning.
    assert_eq!(remove("./a:b?a=1", &["a"]), "./a:b");
    assert_eq!(remove("?a=1&b", &["a"]), "?b");
    assert_eq!(remove("?a=1", &["a"]), "");
}

#[test]
fn keeping_parameters() {
    let keep = |text, names: &[&str]| uri(text).with_only_query_params(names).into_owned();
    assert_eq!(keep("/p?a=1&b=2&a=3&c", &["a", "c"]), "/p?a=1&a=3&c");
    assert_eq!(keep("/p?a=1&b=2#f", &["z"]), "/p#f");
    assert_eq!(keep("/p?a=1&&b=2", &["b"]), "/p?&b=2");
    assert_eq!(keep("/p?", &[]), "/p?");
    assert_eq!(keep("/p?%61", &["a"]), "/p?%61");
}

#[test]
fn sorting_parameters() {
    let sort = |text| uri(text).with_sorted_query_params().into_owned();
    assert_eq!(sort("/p?b=1&a=2"), "/p?a=2&b=1");
    // Stable: the values of one key keep their order.
    assert_eq!(sort("/p?b=2&a=1&b=1&a=0"), "/p?a=1&a=0&b=2&b=1");
    // By decoded key: `%61` is `a`, and keeps its place among the `a`.
    assert_eq!(sort("/p?b&%61=1&a=2"), "/p?%61=1&a=2&b");
    // Byte order: uppercase first, the empty key first of all.
    assert_eq!(sort("/p?b&B&=x&a"), "/p?=x&B&a&b");
    // Empty pieces go; a query without parameters stays, empty.
    assert_eq!(sort("/p?&b&&a&"), "/p?a&b");
    assert_eq!(sort("/p?&&"), "/p?");
    assert_eq!(sort("/p?"), "/p?");
    assert_eq!(sort("/p"), "/p");
    assert_eq!(sort("/p?b=1&a=2#z&y"), "/p?a=2&b=1#z&y");
    let iri = IriRef::parse("/p?é=1&z=2&e=3").expect("valid");
    assert_eq!(iri.with_sorted_query_params(), "/p?e=3&z=2&é=1");
}

#[test]
fn tracking_parameters() {
    let strip = |text| {
        uri(text)
            .without_tracking(&TrackingParams::DEFAULT)
            .into_owned()
    };
    assert_eq!(strip("http://h/p?utm_source=x"), "http://h/p");
    assert_eq!(
        strip("https://example.com/a?id=1&utm_medium=m&fbclid=f&gclid=g#s"),
        "https://example.com/a?id=1#s"
    );
    assert_eq!(strip("/p?UTM_Source=x&FBCLID=y&utm_=z"), "/p");
    assert_eq!(strip("/p?utm_%73ource=x&%66bclid=y"), "/p");
    assert_eq!(
        strip("/p?utm=x&xutm_source=y&fbclid2=z"),
        "/p?utm=x&xutm_source=y&fbclid2=z"
    );
    assert_eq!(strip("/p?"), "/p?");

    let default = TrackingParams::default();
    assert_eq!(default, TrackingParams::DEFAULT);
    assert_eq!(default.patterns(), TRACKING_PARAMS);
    for pattern in TRACKING_PARAMS {
        let name = pattern.strip_suffix('*').unwrap_or(pattern);
        assert!(default.matches(name), "{pattern}");
        assert!(default.matches(&name.to_uppercase()), "{pattern}");
        assert_eq!(
            default.matches(&format!("{name}x")),
            pattern.ends_with('*'),
            "{pattern}"
        );
        assert!(!default.matches(&name[1..]), "{pattern}");
        assert_eq!(pattern.to_lowercase(), *pattern, "patterns are lowercase");
    }
    for name in [
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "fbclid",
        "gclid",
        "dclid",
        "gbraid",
        "wbraid",
        "msclkid",
        "mc_cid",
        "mc_eid",
        "_ga",
        "_gl",
        "igshid",
        "yclid",
        "twclid",
        "ttclid",
        "li_fat_id",
        "mkt_tok",
        "oly_anon_id",
        "oly_enc_id",
        "_hsenc",
        "_hsmi",
        "vero_id",
        "s_cid",
    ] {
        assert!(default.matches(name), "{name}");
    }
    for name in [
        "id", "q", "page", "ref", "source", "utm", "", "_g", "gclidx",
    ] {
        assert!(!default.matches(name), "{name}");
    }

    let only = TrackingParams::new(&["ref", "src*"]);
    assert_eq!(
        uri("/p?ref=1&src=2&srcset=3&utm_source=4").without_tracking(&only),
        "/p?utm_source=4"
    );
    let none = TrackingParams::new(&[]);
    assert!(!none.matches("utm_source"));
}

#[test]
fn retaining_by_predicate() {
    let mut seen = Vec::new();
    let text = uri("/p?a=1&&%62=2&c%FF=3#f");
    let kept = text.with_query_params_retained(|key| {
        seen.push(key.to_owned());
        key != "b"
    });
    assert_eq!(kept, "/p?a=1&&c%FF=3#f");
    // Each parameter's key once, decoded; empty pieces are not parameters.
    assert_eq!(seen, ["a", "b", "c\u{FFFD}"]);
}

#[test]
fn unchanged_is_borrowed_and_a_prefix_too() {
    let text = uri("http://h/p?a=1&b=2#f");
    assert!(matches!(text.without_query_params(&["c"]), Cow::Borrowed(s) if s == text.as_str()));
    assert!(matches!(
        text.with_only_query_params(&["a", "b"]),
        Cow::Borrowed(_)
    ));
    assert!(matches!(text.with_sorted_query_params(), Cow::Borrowed(_)));
    assert!(matches!(
        text.without_tracking(&TrackingParams::DEFAULT),
        Cow::Borrowed(_)
    ));
    assert!(matches!(
        text.with_query_params_retained(|_| true),
        Cow::Borrowed(_)
    ));
    let no_fragment = uri("http://h/p?a=1&b=2");
    assert!(matches!(
        no_fragment.without_query_params(&["b"]),
        Cow::Borrowed("http://h/p?a=1")
    ));
    assert!(matches!(
        no_fragment.without_query_params(&["a", "b"]),
        Cow::Borrowed("http://h/p")
    ));
    assert!(matches!(
        no_fragment.without_query(),
        Cow::Borrowed("http://h/p")
    ));
    assert!(matches!(text.without_query(), Cow::Owned(ref s) if s == "http://h/p#f"));
    assert!(matches!(uri("/p#f").without_query(), Cow::Borrowed("/p#f")));
    assert!(
        matches!(text.without_query_params(&["a"]), Cow::Owned(ref s) if s == "http://h/p?b=2#f")
    );
}

#[test]
fn cutting_the_query_and_the_fragment() {
    for (text, without_query, without_fragment) in [
        ("http://h/p?q#f", "http://h/p#f", "http://h/p?q"),
        ("http://h/p?#", "http://h/p#", "http://h/p?"),
        ("http://h/p", "http://h/p", "http://h/p"),
        ("?q", "", "?q"),
        ("#f", "#f", ""),
        ("a:b?c#d?e", "a:b#d?e", "a:b?c"),
        ("//h?q#f", "//h#f", "//h?q"),
    ] {
        let reference = uri(text);
        assert_eq!(reference.without_query(), without_query, "{text}");
        let cut = reference.without_fragment();
        assert_eq!(cut, without_fragment, "{text}");
        assert_eq!(cut.fragment(), None, "{text}");
        assert_eq!(cut.query(), reference.query(), "{text}");
        assert_eq!(cut.path(), reference.path(), "{text}");
        assert_eq!(cut.authority(), reference.authority(), "{text}");
        assert_eq!(rest_unchanged(&reference, &reference.without_query()), None);
        let mut owned = UriRefBuf::from(reference);
        owned.set_query(None).expect("removing the query");
        assert_eq!(owned.as_str(), without_query, "{text}");
        owned.set_fragment(None).expect("removing the fragment");
        assert_eq!(owned.as_str(), cut.without_query(), "{text}");
    }
}

#[test]
fn owned_edits_in_place() {
    let mut owned: UriRefBuf = "http://h/p?b=2&utm_source=x&a=1&a=0#f"
        .parse()
        .expect("valid");
    assert_eq!(owned.strip_tracking(&TrackingParams::DEFAULT), 1);
    assert_eq!(owned.as_str(), "http://h/p?b=2&a=1&a=0#f");
    owned.sort_query_params();
    assert_eq!(owned.as_str(), "http://h/p?a=1&a=0&b=2#f");
    assert_eq!(owned.keep_query_params(&["a"]), 1);
    assert_eq!(owned.as_str(), "http://h/p?a=1&a=0#f");
    assert_eq!(owned.remove_query_params(&["x"]), 0);
    assert_eq!(owned.retain_query_params(|_| false), 2);
    assert_eq!(owned.as_str(), "http://h/p#f");
    assert_eq!(owned.as_ri_ref().query(), None);
    assert_eq!(owned.remove_query_params(&["a"]), 0);
    // A prefix: the offsets are those of the shorter text.
    let mut prefix: UriRefBuf = "/p?a=1&b=2".parse().expect("valid");
    assert_eq!(prefix.remove_query_param("b"), 1);
    assert_eq!(prefix.as_ri_ref().query(), Some("a=1"));
    assert_eq!(prefix.remove_query_param("a"), 1);
    assert_eq!(prefix.as_str(), "/p");
    assert_eq!(prefix.as_ri_ref().path(), "/p");
    // The edited value takes the other edits as any other.
    prefix.append_query_param("c", "3").expect("appended");
    assert_eq!(prefix.as_str(), "/p?c=3");
}

/// Splits a query on `&`, then a piece on its first `=`: the key's decoded bytes.
fn naive_key(piece: &str) -> Vec<u8> {
    pct::decode(piece.split('=').next().unwrap_or_default()).into_owned()
}

/// References with a query made of pieces that stress the splitting and the decoding.
fn references() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "",
        "a",
        "a=",
        "=x",
        "a=1",
        "b=2",
        "%61=3",
        "a%26b=4",
        "a%3D=5",
        "a+b=6",
        "a%20b",
        "utm_source=x",
        "UTM_medium",
        "fbclid=%FF",
        "b",
        "c=d=e",
        "%C3%A9=f",
        "é=g",
        "_ga=1",
    ]);
    let head = prop::sample::select(vec!["http://h/p", "", "./a:b", "//h", "s:", "/"]);
    let fragment = prop::sample::select(vec!["", "#", "#f", "#a=1&b"]);
    (
        head,
        prop::option::of(prop::collection::vec(piece, 0..8)),
        fragment,
    )
        .prop_map(|(head, pieces, fragment)| {
            let query = pieces
                .map(|p| format!("?{}", p.join("&")))
                .unwrap_or_default();
            format!("{head}{query}{fragment}")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn edits_match_the_naive_rules(text in references()) {
        let iri = IriRef::parse(&text).expect("generated references are IRIs");
        let reference = UriRef::parse(&text);
        let names: [&str; 3] = ["a", "a b", "é"];
        let tracking = TrackingParams::DEFAULT;
        let expected = naive_retained(&text, |key| !names.iter().any(|n| n.as_bytes() == key));
        prop_assert_eq!(iri.without_query_params(&names), expected.0.as_str());
        let mut owned = rfc3986::IriRefBuf::from(iri);
        prop_assert_eq!(owned.remove_query_params(&names), expected.1);
        prop_assert_eq!(owned.as_str(), expected.0.as_str());

        let expected = naive_retained(&text, |key| names.iter().any(|n| n.as_bytes() == key));
        prop_assert_eq!(iri.with_only_query_params(&names), expected.0.as_str());
        let mut owned = rfc3986::IriRefBuf::from(iri);
        prop_assert_eq!(owned.keep_query_params(&names), expected.1);
        prop_assert_eq!(owned.as_str(), expected.0.as_str());

        let expected = naive_retained(&text, |key| {
            !tracking.matches(&String::from_utf8_lossy(key))
        });
        prop_assert_eq!(iri.without_tracking(&tracking), expected.0.as_str());
        let mut owned = rfc3986::IriRefBuf::from(iri);
        prop_assert_eq!(owned.strip_tracking(&tracking), expected.1);
        prop_assert_eq!(owned.as_str(), expected.0.as_str());

        let expected = naive_sorted(&text);
        prop_assert_eq!(iri.with_sorted_query_params(), expected.as_str());
        let mut owned = rfc3986::IriRefBuf::from(iri);
        owned.sort_query_params();
        prop_assert_eq!(owned.as_str(), expected.as_str());

        // A URI gives what the IRI gives.
        if let Ok(reference) = reference {
            prop_assert_eq!(reference.without_query_params(&names), iri.without_query_params(&names));
            prop_assert_eq!(reference.with_sorted_query_params(), iri.with_sorted_query_params());
            let edited = reference.without_tracking(&tracking);
            rest_unchanged(&reference, &edited);
        }
    }

    #[test]
    fn values_and_keys_match_the_naive_rules(text in references()) {
        let iri = IriRef::parse(&text).expect("generated references are IRIs");
        let query = iri.query().unwrap_or_default();
        for options in [QueryOptions::DEFAULT, FORM] {
            let decode = |text: &str| {
                let text = if options.plus_as_space { text.replace('+', " ") } else { text.to_owned() };
                String::from_utf8_lossy(&pct::decode(&text)).into_owned()
            };
            let pairs: Vec<(String, String)> = query
                .split('&')
                .filter(|piece| !piece.is_empty())
                .map(|piece| match piece.split_once('=') {
                    Some((k, v)) => (decode(k), decode(v)),
                    None => (decode(piece), String::new()),
                })
                .collect();
            let mut keys: Vec<String> = Vec::new();
            for (key, _) in &pairs {
                if !keys.contains(key) {
                    keys.push(key.clone());
                }
            }
            prop_assert_eq!(iri.query_keys(options), keys.clone());
            for key in keys.iter().map(String::as_str).chain(["a b", "zz"]) {
                let values: Vec<&str> = pairs.iter().filter(|(k, _)| k == key).map(|(_, v)| v.as_str()).collect();
                let found: Vec<Cow<'_, str>> = iri.query_values(key, options).collect();
                prop_assert_eq!(found, values);
            }
        }
    }
}

/// The naive rule: the pieces of the query kept by `keep` (empty ones always), joined by
/// `&`; the query dropped when parameters went and none is left. With how many went.
fn naive_retained(text: &str, keep: impl Fn(&[u8]) -> bool) -> (String, usize) {
    let reference = IriRef::parse(text).expect("valid");
    let Some(query) = reference.query() else {
        return (text.to_owned(), 0);
    };
    let pieces: Vec<&str> = query.split('&').collect();
    let kept: Vec<&str> = pieces
        .iter()
        .copied()
        .filter(|piece| piece.is_empty() || keep(&naive_key(piece)))
        .collect();
    let removed = pieces.len() - kept.len();
    let fragment_len = reference.fragment().map_or(0, |f| f.len() + 1);
    let head = &text[..text.len() - fragment_len - query.len() - 1];
    let fragment = &text[text.len() - fragment_len..];
    let query = if removed > 0 && kept.iter().all(|piece| piece.is_empty()) {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    };
    (format!("{head}{query}{fragment}"), removed)
}

/// The naive sort: the non-empty pieces, stable-sorted by decoded key, joined by `&`.
fn naive_sorted(text: &str) -> String {
    let reference = IriRef::parse(text).expect("valid");
    let Some(query) = reference.query() else {
        return text.to_owned();
    };
    let mut pieces: Vec<&str> = query.split('&').filter(|piece| !piece.is_empty()).collect();
    pieces.sort_by_key(|piece| naive_key(piece));
    let fragment_len = reference.fragment().map_or(0, |f| f.len() + 1);
    let head = &text[..text.len() - fragment_len - query.len() - 1];
    let fragment = &text[text.len() - fragment_len..];
    format!("{head}?{}{fragment}", pieces.join("&"))
}
