//! Every kernel against the row-at-a-time library: on the web, file, IRI and prose corpora, with
//! nulls, on sliced arrays (offsets not at zero), for the three string array types.

use std::sync::Arc;

use arrow_array::{
    Array, ArrayRef, BooleanArray, LargeStringArray, ListArray, MapArray, StringArray,
    StringViewArray, StructArray, UInt16Array, UInt32Array,
};
use rfc3986::domain::{Section, SuffixList};
use rfc3986::pct::{self, Part, QueryOptions};
use rfc3986::{
    ExtractOptions, IriRef, NormalizeOptions, ResolveOptions, RiRef, TrackingParams, UriRef,
};
use rfc3986_arrow::kernels::Returns;
use rfc3986_arrow::{
    audit, component, cut, decode, domain, encode, extract, host_kind, is_valid, parse,
    path_segments, port_u16, query_param_all, query_params, to_iri, to_uri, try_component, try_cut,
    try_parse, try_to_iri, try_to_uri, Component, Cut, DomainPart, Grammar, Operand, Rule,
};
use rfc3986_test_support::corpus;
use rfc3986_test_support::rows::{each_uri, each_uri_pair};

mod common;

/// The rows of a corpus, with a null every seventh row and some rows that do not parse.
fn rows(name: &str) -> Vec<Option<String>> {
    let text = corpus::text(name);
    text.lines()
        .take(20_000)
        .enumerate()
        .map(|(k, line)| match k % 7 {
            3 => None,
            5 => Some(format!("{line} x")),
            _ => Some(line.to_owned()),
        })
        .collect()
}

/// The rows as each of the three string array types, whole and sliced.
fn arrays(rows: &[Option<String>]) -> Vec<(String, ArrayRef, Vec<Option<String>>)> {
    let borrowed: Vec<Option<&str>> = rows.iter().map(Option::as_deref).collect();
    let whole = common::string_arrays(&borrowed);
    let (offset, len) = (13, rows.len() - 20);
    let sliced = &rows[offset..offset + len];
    let whole_rows = whole
        .iter()
        .map(|(kind, array)| (kind.to_string(), array.clone(), rows.to_vec()));
    let sliced_rows = whole.iter().map(|(kind, array)| {
        let array = array.slice(offset, len);
        (format!("{kind} sliced"), array, sliced.to_vec())
    });
    whole_rows.chain(sliced_rows).collect()
}

fn component_of<G: rfc3986::grammar::Grammar>(row: &str, component: Component) -> Option<String> {
    let reference = RiRef::<G>::parse(row).ok()?;
    let parts = [
        (Component::Scheme, reference.scheme()),
        (Component::UserInfo, reference.userinfo()),
        (Component::Host, reference.host_str()),
        (Component::Port, reference.port()),
        (Component::Path, Some(reference.path())),
        (Component::Query, reference.query()),
        (Component::Fragment, reference.fragment()),
    ];
    let (_, part) = parts.into_iter().find(|(c, _)| *c == component)?;
    part.map(str::to_owned)
}

fn expected_component(row: Option<&str>, component: Component, grammar: Grammar) -> Option<String> {
    let row = row?;
    match grammar {
        Grammar::Uri => component_of::<rfc3986::grammar::Uri>(row, component),
        Grammar::Iri => component_of::<rfc3986::grammar::Iri>(row, component),
    }
}

/// Where the data buffers of `array` start.
fn buffer_addresses(array: &StringViewArray) -> Vec<usize> {
    array
        .data_buffers()
        .iter()
        .map(|buffer| buffer.as_ptr() as usize)
        .collect()
}

/// Where the buffers that hold the rows of `array` start (a `Utf8View` array may have many).
fn input_buffer_addresses(array: &ArrayRef) -> Vec<usize> {
    if let Some(view) = array.as_any().downcast_ref::<StringViewArray>() {
        buffer_addresses(view)
    } else if let Some(utf8) = array.as_any().downcast_ref::<StringArray>() {
        vec![utf8.values().as_ptr() as usize]
    } else {
        let large = array.as_any().downcast_ref::<LargeStringArray>().unwrap();
        vec![large.values().as_ptr() as usize]
    }
}

#[test]
fn every_component_agrees_with_the_library_on_every_row() {
    for (name, grammar) in [
        (corpus::WEB, Grammar::Uri),
        (corpus::FILES, Grammar::Uri),
        (corpus::IRIS, Grammar::Iri),
        (corpus::IRIS, Grammar::Uri),
    ] {
        let rows = rows(name);
        for (kind, array, rows) in arrays(&rows) {
            // The `Utf8View` rows are in several buffers: each part is found in its row's.
            assert!(input_buffer_addresses(&array).len() > 1 || !kind.starts_with("view"));
            for c in Component::ALL {
                let got = component(&array, c, grammar).unwrap();
                assert_eq!(got.len(), rows.len());
                let expected: Vec<_> = rows
                    .iter()
                    .map(|row| expected_component(row.as_deref(), c, grammar))
                    .collect();
                assert_eq!(
                    common::texts(&got),
                    expected,
                    "{name} {kind} {c:?} {grammar:?}"
                );
                // Every part is a view into the input's own buffers: none was copied.
                assert_eq!(
                    buffer_addresses(&got),
                    input_buffer_addresses(&array),
                    "{name} {kind} {c:?}"
                );
            }
        }
    }
}

#[test]
fn parse_gives_the_seven_components_and_nulls_the_rows_that_do_not_parse() {
    let rows = rows(corpus::WEB);
    for (kind, array, rows) in arrays(&rows) {
        let parsed: StructArray = parse(&array, Grammar::Uri).unwrap();
        for (k, row) in rows.iter().enumerate() {
            let valid = row.as_deref().is_some_and(|row| UriRef::parse(row).is_ok());
            assert_eq!(parsed.is_valid(k), valid, "{kind} {k}");
        }
        for c in Component::ALL {
            let column = parsed.column_by_name(c.name()).unwrap();
            let column = column.as_any().downcast_ref::<StringViewArray>().unwrap();
            let expected: Vec<_> = rows
                .iter()
                .map(|row| expected_component(row.as_deref(), c, Grammar::Uri))
                .collect();
            assert_eq!(common::texts(column), expected, "{kind} {c:?}");
        }
    }
}

#[test]
fn is_valid_agrees_with_the_library_for_every_rule() {
    let rows = rows(corpus::WEB);
    let mut rows_and_relative = rows.clone();
    rows_and_relative
        .extend(["../a", "?q", "#f", "//h/p", "http://h/#f"].map(|r| Some(r.to_owned())));
    for (kind, array, rows) in arrays(&rows_and_relative) {
        for rule in [
            Rule::UriReference,
            Rule::Uri,
            Rule::AbsoluteUri,
            Rule::RelativeRef,
        ] {
            let got: BooleanArray = is_valid(&array, rule, Grammar::Uri).unwrap();
            let expected: Vec<Option<bool>> = rows
                .iter()
                .map(|row| {
                    let row = row.as_deref()?;
                    Some(UriRef::parse(row).is_ok_and(|r| match rule {
                        Rule::UriReference => true,
                        Rule::Uri => r.scheme().is_some(),
                        Rule::AbsoluteUri => r.scheme().is_some() && r.fragment().is_none(),
                        Rule::RelativeRef => r.scheme().is_none(),
                    }))
                })
                .collect();
            assert_eq!(got.iter().collect::<Vec<_>>(), expected, "{kind} {rule:?}");
        }
        // IRIs: a row beyond ASCII is an IRI reference, not a URI reference.
        let iri = StringArray::from(vec!["http://例え.jp/"]);
        assert!(!is_valid(&iri, Rule::UriReference, Grammar::Uri)
            .unwrap()
            .value(0));
        assert!(is_valid(&iri, Rule::Uri, Grammar::Iri).unwrap().value(0));
        let _ = rows;
    }
}

#[test]
fn ports_and_host_kinds_agree_with_the_library() {
    let mut rows = rows(corpus::WEB);
    rows.extend(
        [
            "http://h:0/",
            "http://h:65535/",
            "http://h:65536/",
            "http://h:/",
            "http://[v1.x]/",
            "http://[::1]:80/",
        ]
        .map(|r| Some(r.to_owned())),
    );
    for (kind, array, rows) in arrays(&rows) {
        let ports: UInt16Array = port_u16(&array, Grammar::Uri).unwrap();
        let kinds = host_kind(&array, Grammar::Uri).unwrap();
        for (k, row) in rows.iter().enumerate() {
            let reference = row.as_deref().and_then(|row| UriRef::parse(row).ok());
            let port = reference.as_ref().and_then(|r| r.port_u16().ok().flatten());
            assert_eq!(
                ports.is_valid(k).then(|| ports.value(k)),
                port,
                "{kind} {k}"
            );
            let host_kind = reference
                .as_ref()
                .and_then(|r| Some(r.host()?.kind().as_str()));
            assert_eq!(
                kinds.is_valid(k).then(|| kinds.value(k)),
                host_kind,
                "{kind} {k}"
            );
        }
    }
}

#[test]
fn components_are_views_into_the_input_buffers() {
    let rows = ["https://example.com/a/path/long/enough/to/be/stored/out/of/line?q"];
    // Utf8: one buffer, the input's values.
    let utf8 = StringArray::from(rows.to_vec());
    let paths = component(&utf8, Component::Path, Grammar::Uri).unwrap();
    assert_eq!(paths.data_buffers().len(), 1);
    assert_eq!(paths.data_buffers()[0].as_ptr(), utf8.values().as_ptr());
    assert_eq!(
        paths.value(0),
        "/a/path/long/enough/to/be/stored/out/of/line"
    );
    // Utf8View: the input's own data buffers.
    let view = StringViewArray::from(rows.to_vec());
    let paths = component(&view, Component::Path, Grammar::Uri).unwrap();
    assert_eq!(paths.data_buffers().len(), view.data_buffers().len());
    for (out, input) in paths.data_buffers().iter().zip(view.data_buffers()) {
        assert_eq!(out.as_ptr(), input.as_ptr());
    }
    // LargeUtf8 too.
    let large = LargeStringArray::from(rows.to_vec());
    let paths = component(&large, Component::Path, Grammar::Uri).unwrap();
    assert_eq!(paths.data_buffers()[0].as_ptr(), large.values().as_ptr());
}

#[test]
fn strict_kernels_name_the_first_row_that_does_not_parse() {
    let rows = StringArray::from(vec![
        Some("http://a/"),
        None,
        Some("http://a/%zz"),
        Some("b c"),
    ]);
    let error = try_component(&rows, Component::Host, Grammar::Uri).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Compute error: row 2: \"http://a/%zz\" is not a reference: '%' not followed by two hexadecimal digits in path at index 9"
    );
    let error = try_parse(&rows, Grammar::Uri).unwrap_err();
    assert!(error.to_string().contains("row 2: "), "{error}");
    // A null row is not an error.
    let rows = StringArray::from(vec![Some("http://a/"), None]);
    let hosts = try_component(&rows, Component::Host, Grammar::Uri).unwrap();
    assert_eq!(hosts.iter().collect::<Vec<_>>(), [Some("a"), None]);
    let parsed = try_parse(&rows, Grammar::Uri).unwrap();
    assert!(parsed.is_valid(0) && parsed.is_null(1));
}

#[test]
fn no_null_mask_is_made_when_no_row_is_null() {
    let urls = StringArray::from(vec!["http://a/b?c#d", "mailto:x@y"]);
    let parsed = parse(&urls, Grammar::Uri).unwrap();
    assert!(parsed.nulls().is_none());
    let paths = component(&urls, Component::Path, Grammar::Uri).unwrap();
    assert!(paths.nulls().is_none());
    let hosts = component(&urls, Component::Host, Grammar::Uri).unwrap();
    assert_eq!(hosts.nulls().map(|nulls| nulls.null_count()), Some(1));
}

#[test]
fn other_types_are_refused() {
    let numbers = UInt16Array::from(vec![1, 2]);
    let error = component(&numbers, Component::Host, Grammar::Uri).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Invalid argument error: URI kernels take Utf8, LargeUtf8 or Utf8View arrays, not UInt16"
    );
    assert!(is_valid(&numbers, Rule::Uri, Grammar::Uri).is_err());
    assert!(parse(&numbers, Grammar::Uri).is_err());
    assert!(port_u16(&numbers, Grammar::Uri).is_err());
    assert!(host_kind(&numbers, Grammar::Uri).is_err());
}

#[test]
fn iri_rows_read_as_iris() {
    let rows = StringArray::from(vec!["http://例え.jp/パス?q#f"]);
    let hosts = component(&rows, Component::Host, Grammar::Iri).unwrap();
    assert_eq!(hosts.value(0), "例え.jp");
    assert!(component(&rows, Component::Host, Grammar::Uri)
        .unwrap()
        .is_null(0));
    let _ = IriRef::parse("http://例え.jp/").unwrap();
}

/// The base and reference columns of `relrefs.tsv`, with nulls and rows that do not parse.
fn pairs() -> (Vec<Option<String>>, Vec<Option<String>>) {
    let text = corpus::text(corpus::RELREFS);
    let mut bases = Vec::new();
    let mut references = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let (base, reference) = line.split_once('\t').unwrap();
        bases.push(match k % 11 {
            4 => None,
            6 => Some(format!("{base} x")),
            _ => Some(base.to_owned()),
        });
        references.push(match k % 13 {
            2 => None,
            8 => Some(format!("{reference} x")),
            _ => Some(reference.to_owned()),
        });
    }
    (bases, references)
}

#[test]
fn query_params_and_path_segments_agree_with_the_library() {
    let mut rows = rows(corpus::WEB);
    rows.extend(
        [
            "/s?q=1&q=2",
            "/s?q",
            "/s?q&q=3",
            "/s?=x&q=",
            "/s?",
            "/",
            "",
            "a/b/",
        ]
        .map(|r| Some(r.to_owned())),
    );
    for (kind, array, rows) in arrays(&rows) {
        for key in ["q", "id", "page", ""] {
            let got = rfc3986_arrow::query_param(&array, key, Grammar::Uri).unwrap();
            let expected: Vec<Option<String>> = each_uri(&rows, |reference| {
                reference.query()?;
                let (_, value) = reference
                    .query_pairs()
                    .find(|&(k, value)| k == key && value.is_some())?;
                value.map(str::to_owned)
            });
            assert_eq!(common::texts(&got), expected, "{kind} {key:?}");
        }
        for n in [0, 1, 2, 7, -1, -2, -9, i64::MIN] {
            let got = rfc3986_arrow::path_segment(&array, n, Grammar::Uri).unwrap();
            let expected: Vec<Option<String>> = each_uri(&rows, |reference| {
                let segments: Vec<&str> = reference.path_segments().collect();
                let index = if n >= 0 {
                    usize::try_from(n).ok()?
                } else {
                    segments
                        .len()
                        .checked_sub(usize::try_from(n.unsigned_abs()).ok()?)?
                };
                segments.get(index).map(|s| (*s).to_owned())
            });
            assert_eq!(common::texts(&got), expected, "{kind} {n}");
        }
    }
}

#[test]
fn normalize_agrees_with_the_library_and_shares_the_rows_already_normal() {
    let rows = rows(corpus::WEB);
    for (kind, array, rows) in arrays(&rows) {
        for options in [
            NormalizeOptions::FULL,
            NormalizeOptions::SYNTAX,
            NormalizeOptions::SCHEME,
        ] {
            let got = rfc3986_arrow::normalize(&array, options, Grammar::Uri).unwrap();
            let expected: Vec<Option<String>> = each_uri(&rows, |reference| {
                Some(reference.normalize_with(options).as_str().to_owned())
            });
            assert_eq!(common::texts(&got), expected, "{kind}");
        }
    }
    // A row already normal is a view into the input's buffer; a row that changed is in a block
    // of the output's own, after the input's buffers.
    let rows = StringArray::from(vec![
        "http://example.com/already/normal/and/long",
        "HTTP://EXAMPLE.COM/made/normal/and/long/too",
    ]);
    let normal = rfc3986_arrow::normalize(&rows, NormalizeOptions::FULL, Grammar::Uri).unwrap();
    assert_eq!(
        normal.value(1),
        "http://example.com/made/normal/and/long/too"
    );
    let buffer_of = |view: u128| (view >> 64) as u32;
    assert_eq!(buffer_of(normal.views()[0]), 0);
    assert_eq!(normal.data_buffers()[0].as_ptr(), rows.values().as_ptr());
    assert_eq!(buffer_of(normal.views()[1]), 1);
    assert_eq!(normal.data_buffers().len(), 2);
}

#[test]
fn resolve_and_make_relative_agree_with_the_library() {
    let (bases, references) = pairs();
    let base_arrays = arrays(&bases);
    let reference_arrays = arrays(&references);
    for ((kind, base, bases), (_, reference, references)) in
        base_arrays.iter().zip(&reference_arrays)
    {
        let got = rfc3986_arrow::resolve(
            Operand::Array(base),
            Operand::Array(reference),
            ResolveOptions::STRICT,
            Grammar::Uri,
        )
        .unwrap();
        let expected = each_uri_pair(bases, references, |base, reference| {
            Some(base.resolve(reference).ok()?.into_string())
        });
        assert_eq!(common::texts(&got), expected, "{kind}");
        // And back: each resolved target made relative to its base.
        let targets = StringViewArray::from_iter(expected.iter().map(Option::as_deref));
        let relative = rfc3986_arrow::make_relative(
            Operand::Array(base),
            Operand::Array(&targets),
            Grammar::Uri,
        )
        .unwrap();
        let expected_relative = each_uri_pair(bases, &expected, |base, target| {
            Some(base.make_relative(target).ok()?.into_string())
        });
        assert_eq!(common::texts(&relative), expected_relative, "{kind}");
    }
    // One base for every row, parsed once.
    let (_, reference, references) = &reference_arrays[0];
    let base = "http://a/b/c/d;p?q";
    let got = rfc3986_arrow::resolve(
        Operand::Scalar(Some(base)),
        Operand::Array(reference),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap();
    let base = UriRef::parse(base).unwrap();
    let expected: Vec<Option<String>> = references
        .iter()
        .map(|reference| {
            let reference = UriRef::parse(reference.as_deref()?).ok()?;
            Some(base.resolve(&reference).ok()?.into_string())
        })
        .collect();
    assert_eq!(common::texts(&got), expected);
    // A null base: every row null.
    let got = rfc3986_arrow::resolve(
        Operand::Scalar(None),
        Operand::Array(reference),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap();
    assert_eq!(got.null_count(), got.len());
}

#[test]
fn equivalent_agrees_with_the_library() {
    let (bases, references) = pairs();
    let (a, b) = (
        StringArray::from_iter(bases.iter().map(Option::as_deref)),
        StringArray::from_iter(references.iter().map(Option::as_deref)),
    );
    let normal = rfc3986_arrow::normalize(&a, NormalizeOptions::FULL, Grammar::Uri).unwrap();
    for (left, right, rows_right) in [
        (&a, &b as &dyn Array, &references),
        (&a, &normal as &dyn Array, &common::texts(&normal)),
    ] {
        let got = rfc3986_arrow::equivalent(
            Operand::Array(left),
            Operand::Array(right),
            NormalizeOptions::FULL,
            Grammar::Uri,
        )
        .unwrap();
        let expected = each_uri_pair(&bases, rows_right, |x, y| {
            Some(x.equivalent(y, NormalizeOptions::FULL))
        });
        assert_eq!(got.iter().collect::<Vec<_>>(), expected);
    }
    // Each row is equivalent to its normal form.
    let got = rfc3986_arrow::equivalent(
        Operand::Array(&a),
        Operand::Array(&normal),
        NormalizeOptions::FULL,
        Grammar::Uri,
    )
    .unwrap();
    assert!(got.iter().flatten().all(|same| same));
    assert!(got.iter().flatten().count() > 8_000);
}

#[test]
fn the_kernels_of_two_columns_check_their_arguments_and_name_failing_rows() {
    let a = StringArray::from(vec!["http://a/b", "http://a/c"]);
    let b = StringArray::from(vec!["x"]);
    let error = rfc3986_arrow::resolve(
        Operand::Array(&a),
        Operand::Array(&b),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "Invalid argument error: the two columns have different lengths: 2 and 1"
    );
    let numbers = UInt16Array::from(vec![1, 2]);
    assert!(rfc3986_arrow::resolve(
        Operand::Array(&numbers),
        Operand::Array(&a),
        ResolveOptions::STRICT,
        Grammar::Uri
    )
    .is_err());
    // Two scalars: one row.
    let one = rfc3986_arrow::resolve(
        Operand::Scalar(Some("http://a/b")),
        Operand::Scalar(Some("c")),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap();
    assert_eq!(one.iter().collect::<Vec<_>>(), [Some("http://a/c")]);
    // The strict forms name the row and say why.
    let references = StringArray::from(vec![Some("g"), None, Some("a b")]);
    let error = rfc3986_arrow::try_resolve(
        Operand::Scalar(Some("http://a/b")),
        Operand::Array(&references),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap_err();
    assert_eq!(error.to_string(), "Compute error: row 2: \"a b\" is not a reference: invalid character ' ' in path at index 1");
    let error = rfc3986_arrow::try_resolve(
        Operand::Scalar(Some("b")),
        Operand::Array(&references),
        ResolveOptions::STRICT,
        Grammar::Uri,
    )
    .unwrap_err();
    assert!(
        error.to_string().starts_with(
            "Compute error: row 0: \"b\" and \"g\": cannot resolve against the base: "
        ),
        "{error}"
    );
    let error = rfc3986_arrow::try_make_relative(
        Operand::Scalar(Some("http://a/b")),
        Operand::Array(&StringArray::from(vec!["http://a/./c"])),
        Grammar::Uri,
    )
    .unwrap_err();
    assert!(
        error.to_string().starts_with(
            "Compute error: row 0: \"http://a/b\" and \"http://a/./c\": no relative reference: "
        ),
        "{error}"
    );
    let error = rfc3986_arrow::try_normalize(&references, NormalizeOptions::FULL, Grammar::Uri)
        .unwrap_err();
    assert!(error.to_string().contains("row 2: "), "{error}");
    let ok = rfc3986_arrow::try_normalize(
        &StringArray::from(vec![Some("HTTP://a"), None]),
        NormalizeOptions::FULL,
        Grammar::Uri,
    )
    .unwrap();
    assert_eq!(ok.iter().collect::<Vec<_>>(), [Some("http://a/"), None]);
}

/// The rows of a list of texts, as owned strings (`None` for a null row).
fn lists(array: &ArrayRef) -> Vec<Option<Vec<String>>> {
    let lists = array.as_any().downcast_ref::<ListArray>().unwrap();
    (0..lists.len())
        .map(|k| {
            lists.is_valid(k).then(|| {
                let items = lists.value(k);
                let items = items.as_any().downcast_ref::<StringViewArray>().unwrap();
                items.iter().map(|item| item.unwrap().to_owned()).collect()
            })
        })
        .collect()
}

/// The buffers of the items of a list of texts.
fn item_buffer_addresses(array: &ArrayRef) -> Vec<usize> {
    let lists = array.as_any().downcast_ref::<ListArray>().unwrap();
    let items = lists.values().as_any().downcast_ref::<StringViewArray>();
    buffer_addresses(items.unwrap())
}

/// `rows` with more rows among them (after the first twenty: in the sliced arrays too).
fn with_rows(mut rows: Vec<Option<String>>, more: &[&str]) -> Vec<Option<String>> {
    let more = more.iter().map(|row| Some((*row).to_owned()));
    rows.splice(20..20, more);
    rows
}

#[test]
fn path_segments_agree_with_the_library_and_point_into_the_input() {
    for (name, grammar) in [(corpus::WEB, Grammar::Uri), (corpus::IRIS, Grammar::Iri)] {
        let rows = with_rows(rows(name), &["", "/", "a//b/", "http://h", "mailto:a@b"]);
        for (kind, array, rows) in arrays(&rows) {
            let got: ArrayRef = Arc::new(path_segments(&array, grammar).unwrap());
            let expected: Vec<Option<Vec<String>>> = rows
                .iter()
                .map(|row| {
                    let row = row.as_deref()?;
                    let segments: Vec<String> = match grammar {
                        Grammar::Uri => UriRef::parse(row)
                            .ok()?
                            .path_segments()
                            .map(str::to_owned)
                            .collect(),
                        Grammar::Iri => IriRef::parse(row)
                            .ok()?
                            .path_segments()
                            .map(str::to_owned)
                            .collect(),
                    };
                    Some(segments)
                })
                .collect();
            assert_eq!(lists(&got), expected, "{name} {kind}");
            assert_eq!(
                item_buffer_addresses(&got),
                input_buffer_addresses(&array),
                "{name} {kind}"
            );
        }
    }
}

/// The entries of a row of `query_params`: each key with its values.
type Params = Vec<(String, Vec<String>)>;

/// A query's pairs decoded and grouped by key, the naive way: each key looked for among
/// those already seen.
fn grouped(url: &str, options: QueryOptions) -> Option<Params> {
    let reference = UriRef::parse(url).ok()?;
    reference.query()?;
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (key, value) in reference.query_pairs().decoded(options) {
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, values)) => values.push(value.into_owned()),
            None => groups.push((key.into_owned(), vec![value.into_owned()])),
        }
    }
    Some(groups)
}

/// The rows of a map of `query_params`, as owned strings.
fn maps(map: &MapArray) -> Vec<Option<Params>> {
    let keys = map
        .keys()
        .as_any()
        .downcast_ref::<StringViewArray>()
        .unwrap();
    let values: ArrayRef = map.values().clone();
    let values = lists(&values);
    let offsets = map.value_offsets();
    (0..map.len())
        .map(|k| {
            map.is_valid(k).then(|| {
                (offsets[k] as usize..offsets[k + 1] as usize)
                    .map(|e| (keys.value(e).to_owned(), values[e].clone().unwrap()))
                    .collect()
            })
        })
        .collect()
}

/// Queries at the corners of decoding and grouping.
const QUERIES: [&str; 12] = [
    "/s?a=1&b=2&a=3",
    "/s?a",
    "/s?&&a=&&",
    "/s?",
    "/s",
    "/s?%61=1&a=2&A=3",
    "/s?a+b=c+d%2B&a%20b=e",
    "/s?%FF=%C3%A9&%C3=x",
    "/s?=x&=y",
    "/s?k=v=w#f",
    "/s?q=caf%C3%A9+au+lait&q",
    "http://h/?b=1&a=2&b=3&c&a=4#x",
];

#[test]
fn query_params_agree_with_a_naive_grouping_on_every_row() {
    let rows = with_rows(rows(corpus::WEB), &QUERIES);
    for (kind, array, rows) in arrays(&rows) {
        for options in [
            QueryOptions::DEFAULT,
            QueryOptions {
                plus_as_space: true,
            },
        ] {
            let got = query_params(&array, options, Grammar::Uri).unwrap();
            assert_eq!(got.data_type(), &Returns::QueryParams.data_type());
            let expected: Vec<_> = rows
                .iter()
                .map(|row| grouped(row.as_deref()?, options))
                .collect();
            assert_eq!(maps(&got), expected, "{kind} {options:?}");
        }
    }
    // A key or value with nothing to decode points into the input; decoded ones are copied.
    let rows = StringArray::from(vec![
        "/s?a_long_key_to_be_out_of_line=a%20long%20value%20too",
    ]);
    let got = query_params(&rows, QueryOptions::DEFAULT, Grammar::Uri).unwrap();
    let keys = got
        .keys()
        .as_any()
        .downcast_ref::<StringViewArray>()
        .unwrap();
    assert_eq!(keys.data_buffers().len(), 1);
    assert_eq!(keys.data_buffers()[0].as_ptr(), rows.values().as_ptr());
    assert_eq!(
        maps(&got),
        [Some(vec![(
            "a_long_key_to_be_out_of_line".to_owned(),
            vec!["a long value too".to_owned()]
        )])]
    );
}

#[test]
fn query_param_all_agrees_with_the_library_on_every_row() {
    let rows = with_rows(rows(corpus::WEB), &QUERIES);
    for (kind, array, rows) in arrays(&rows) {
        for options in [
            QueryOptions::DEFAULT,
            QueryOptions {
                plus_as_space: true,
            },
        ] {
            for key in ["a", "a b", "", "\u{FFFD}"] {
                let got: ArrayRef =
                    Arc::new(query_param_all(&array, key, options, Grammar::Uri).unwrap());
                let expected: Vec<Option<Vec<String>>> = each_uri(&rows, |reference| {
                    reference.query()?;
                    let values = reference.query_pairs().decoded(options);
                    let values = values
                        .filter(|(k, _)| k == key)
                        .map(|(_, v)| v.into_owned());
                    Some(values.collect())
                });
                assert_eq!(lists(&got), expected, "{kind} {options:?} {key:?}");
            }
        }
    }
}

#[test]
fn extract_agrees_with_the_library_on_prose_and_urls() {
    let prose = corpus::text(corpus::PROSE);
    let mut rows: Vec<Option<String>> = prose
        .lines()
        .take(5_000)
        .enumerate()
        .map(|(k, line)| (k % 7 != 3).then(|| line.to_owned()))
        .collect();
    rows.extend(
        [
            "",
            "no uri",
            "<http://a/b\n c>",
            "\"http://q/\" <URL:x:y> http://例え.jp/パス.",
        ]
        .map(|row| Some(row.to_owned())),
    );
    for (kind, array, rows) in arrays(&rows) {
        for options in [
            ExtractOptions::DEFAULT,
            ExtractOptions {
                iri: true,
                ..ExtractOptions::DEFAULT
            },
        ] {
            let got: ArrayRef = Arc::new(extract(&array, options).unwrap());
            let expected: Vec<Option<Vec<String>>> = rows
                .iter()
                .map(|row| {
                    let found = rfc3986::extract_with(row.as_deref()?, options);
                    Some(found.map(|found| found.uri.into_owned()).collect())
                })
                .collect();
            assert_eq!(lists(&got), expected, "{kind} {options:?}");
            assert!(
                expected
                    .iter()
                    .flatten()
                    .filter(|found| found.len() > 1)
                    .count()
                    > 10
            );
        }
    }
}

#[test]
fn audit_agrees_with_the_library_on_every_row() {
    for name in [corpus::WEB, corpus::IRIS] {
        let rows = with_rows(
            rows(name),
            &[
                "ftp://user:secret@10.0.0.1:22/",
                "http://www.example.com@0x7f.1/a/../b",
                "http://h/%00%0d",
            ],
        );
        for (kind, array, rows) in arrays(&rows) {
            let got = audit(&array).unwrap();
            assert_eq!(got.data_type(), &Returns::Findings.data_type());
            let findings = got.values().as_any().downcast_ref::<StructArray>().unwrap();
            let column = |name: &str| findings.column_by_name(name).unwrap().clone();
            let (codes, severities) = (column("code"), column("severity"));
            let codes = codes.as_any().downcast_ref::<StringViewArray>().unwrap();
            let severities = severities
                .as_any()
                .downcast_ref::<StringViewArray>()
                .unwrap();
            let (starts, ends) = (column("start"), column("end"));
            let starts = starts.as_any().downcast_ref::<UInt32Array>().unwrap();
            let ends = ends.as_any().downcast_ref::<UInt32Array>().unwrap();
            let offsets = got.value_offsets();
            let mut found = 0;
            for (k, row) in rows.iter().enumerate() {
                let expected = row
                    .as_deref()
                    .and_then(|row| rfc3986::audit::audit(row).ok());
                assert_eq!(got.is_valid(k), expected.is_some(), "{kind} {k}");
                let Some(expected) = expected else { continue };
                let span = offsets[k] as usize..offsets[k + 1] as usize;
                let listed: Vec<(&str, &str, u32, u32)> = span
                    .map(|e| {
                        (
                            codes.value(e),
                            severities.value(e),
                            starts.value(e),
                            ends.value(e),
                        )
                    })
                    .collect();
                let expected: Vec<(&str, &str, u32, u32)> = expected
                    .iter()
                    .map(|f| {
                        (
                            f.code.as_str(),
                            f.severity.as_str(),
                            f.start as u32,
                            f.end as u32,
                        )
                    })
                    .collect();
                assert_eq!(listed, expected, "{kind} {k}");
                found += expected.len();
            }
            assert!(found >= 10, "{name} {kind} {found}");
        }
    }
}

#[test]
fn the_mappings_between_iris_and_uris_agree_with_the_library() {
    for name in [corpus::WEB, corpus::IRIS] {
        let rows = rows(name);
        for (kind, array, rows) in arrays(&rows) {
            let uris = to_uri(&array).unwrap();
            let expected: Vec<Option<String>> = rows
                .iter()
                .map(|row| {
                    Some(
                        IriRef::parse(row.as_deref()?)
                            .ok()?
                            .to_uri()
                            .ok()?
                            .into_string(),
                    )
                })
                .collect();
            assert_eq!(common::texts(&uris), expected, "{name} {kind}");
            let iris = to_iri(&array).unwrap();
            let expected = each_uri(&rows, |uri| Some(uri.to_iri().into_string()));
            assert_eq!(common::texts(&iris), expected, "{name} {kind}");
        }
    }
    // A row that maps to itself is a view of the input row; the others are copied.
    let rows = StringArray::from(vec![
        "http://example.com/already/a/uri",
        "http://é.example/a/long/iri",
    ]);
    let uris = to_uri(&rows).unwrap();
    assert_eq!(uris.data_buffers()[0].as_ptr(), rows.values().as_ptr());
    assert_eq!(uris.views()[0] >> 64 & 0xFFFF_FFFF, 0);
    assert_eq!(uris.views()[1] >> 64 & 0xFFFF_FFFF, 1);
    let rows = StringArray::from(vec![
        Some("http://example.com/already/an/iri"),
        Some("%"),
        None,
        Some("http://a/%C3%A9tude/longer"),
    ]);
    let iris = to_iri(&rows).unwrap();
    assert_eq!(iris.views()[0] >> 64 & 0xFFFF_FFFF, 0);
    assert_eq!(iris.views()[3] >> 64 & 0xFFFF_FFFF, 1);
    assert_eq!(
        iris.iter().collect::<Vec<_>>(),
        [
            Some("http://example.com/already/an/iri"),
            None,
            None,
            Some("http://a/étude/longer")
        ]
    );
    // The strict forms name the row.
    let error = try_to_uri(&StringArray::from(vec![Some("a"), None, Some("a b")])).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Compute error: row 2: \"a b\" is not a reference: invalid character ' ' in path at index 1"
    );
    let error = try_to_iri(&StringArray::from(vec!["http://é/"])).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("Compute error: row 0: \"http://é/\" is not a reference: "),
        "{error}"
    );
    let ok = try_to_iri(&StringArray::from(vec![Some("http://a/%7E"), None])).unwrap();
    assert_eq!(ok.iter().collect::<Vec<_>>(), [Some("http://a/~"), None]);
    let ok = try_to_uri(&StringArray::from(vec![Some("http://é/"), None])).unwrap();
    assert_eq!(
        ok.iter().collect::<Vec<_>>(),
        [Some("http://%C3%A9/"), None]
    );
}

#[test]
fn the_new_kernels_refuse_other_types() {
    let numbers = UInt16Array::from(vec![1, 2]);
    assert!(path_segments(&numbers, Grammar::Uri).is_err());
    assert!(query_params(&numbers, QueryOptions::DEFAULT, Grammar::Uri).is_err());
    assert!(query_param_all(&numbers, "a", QueryOptions::DEFAULT, Grammar::Iri).is_err());
    assert!(extract(&numbers, ExtractOptions::DEFAULT).is_err());
    assert!(audit(&numbers).is_err());
    assert!(to_uri(&numbers).is_err());
    assert!(to_iri(&numbers).is_err());
    assert!(decode(&numbers, None, Grammar::Uri).is_err());
    assert!(encode(&numbers, Part::Path, Grammar::Uri).is_err());
    assert!(cut(&numbers, Cut::Query, Grammar::Uri).is_err());
}

/// The web corpus's rows, and each one's path, query and fragment as rows of their own: texts
/// of each part, and texts that are not.
fn parts_and_urls(name: &str) -> Vec<Option<String>> {
    let mut parts = Vec::new();
    for row in rows(name).into_iter().take(6_000) {
        if let Some(reference) = row.as_deref().and_then(|row| IriRef::parse(row).ok()) {
            let pieces = [
                Some(reference.path()),
                reference.query(),
                reference.fragment(),
            ];
            parts.extend(
                pieces
                    .into_iter()
                    .flatten()
                    .map(|piece| Some(piece.to_owned())),
            );
        }
        parts.push(row);
    }
    with_rows(
        parts,
        &[
            "", "%", "%zz", "a+b%2B", "%FF", "%C3%A9", "a&b=c", "[::1]", "é/ü", "%00",
        ],
    )
}

#[test]
fn decode_agrees_with_the_library_for_every_part() {
    for (name, grammar) in [(corpus::WEB, Grammar::Uri), (corpus::IRIS, Grammar::Iri)] {
        let rows = parts_and_urls(name);
        for (kind, array, rows) in arrays(&rows) {
            let got = decode(&array, None, grammar).unwrap();
            let expected: Vec<Option<String>> = rows
                .iter()
                .map(|row| Some(pct::decode_utf8(row.as_deref()?).ok()?.into_owned()))
                .collect();
            assert_eq!(common::texts(&got), expected, "{name} {kind}");
            for part in Part::ALL {
                let got = decode(&array, Some(part), grammar).unwrap();
                let expected: Vec<Option<String>> = rows
                    .iter()
                    .map(|row| {
                        let row = row.as_deref()?;
                        let decoded = match grammar {
                            Grammar::Uri => part.decode::<rfc3986::grammar::Uri>(row),
                            Grammar::Iri => part.decode::<rfc3986::grammar::Iri>(row),
                        };
                        Some(decoded.ok()?.into_owned())
                    })
                    .collect();
                assert_eq!(common::texts(&got), expected, "{name} {kind} {part:?}");
                assert!(got.null_count() < got.len(), "{name} {kind} {part:?}");
            }
        }
    }
    // A text with nothing to decode is a view of the input row.
    let rows = StringArray::from(vec![
        "/a/path/with/nothing/to/decode",
        "/a/path/with%20a/space",
    ]);
    let got = decode(&rows, Some(Part::Path), Grammar::Uri).unwrap();
    assert_eq!(got.views()[0] >> 64 & 0xFFFF_FFFF, 0);
    assert_eq!(got.views()[1] >> 64 & 0xFFFF_FFFF, 1);
    assert_eq!(got.value(1), "/a/path/with a/space");
}

#[test]
fn encode_agrees_with_the_library_for_every_part() {
    let prose = corpus::text(corpus::PROSE);
    let iris = corpus::text(corpus::IRIS);
    let rows: Vec<Option<String>> = prose
        .lines()
        .take(800)
        .chain(iris.lines().take(800))
        .enumerate()
        .map(|(k, line)| (k % 7 != 3).then(|| line.to_owned()))
        .collect();
    let rows = with_rows(rows, &["", "a b+c&d=e", "plain", "é ü/?#[]@%"]);
    for (kind, array, rows) in arrays(&rows) {
        for part in Part::ALL {
            for grammar in [Grammar::Uri, Grammar::Iri] {
                let set = match grammar {
                    Grammar::Uri => part.encode_set(),
                    Grammar::Iri => part.iri_encode_set(),
                };
                let got = encode(&array, part, grammar).unwrap();
                let expected: Vec<Option<String>> = rows
                    .iter()
                    .map(|row| Some(pct::encode(row.as_deref()?, set).to_string()))
                    .collect();
                assert_eq!(common::texts(&got), expected, "{kind} {part:?} {grammar:?}");
            }
        }
    }
    // A text with nothing to encode is a view of the input row.
    let rows = StringArray::from(vec!["nothing-to-encode-here", "a space to encode"]);
    let got = encode(&rows, Part::Segment, Grammar::Uri).unwrap();
    assert_eq!(got.views()[0] >> 64 & 0xFFFF_FFFF, 0);
    assert_eq!(got.views()[1] >> 64 & 0xFFFF_FFFF, 1);
    assert_eq!(got.value(1), "a%20space%20to%20encode");
}

#[test]
fn cut_agrees_with_the_library_for_every_cut() {
    let rows = with_rows(
        rows(corpus::WEB),
        &[
            "http://h/p?utm_source=x&fbclid=y#f",
            "http://h/p?a=1&UTM_Medium=2&b",
            "/p?a=1&b=2&%61=3#f",
            "/p?#",
            "?a",
        ],
    );
    let names = ["a", "id", "q", "utm_source"];
    let tracking = TrackingParams::DEFAULT;
    for (kind, array, rows) in arrays(&rows) {
        for how in [
            Cut::Query,
            Cut::Fragment,
            Cut::Params(&names),
            Cut::Params(&[]),
            Cut::Tracking(&tracking),
        ] {
            let got = cut(&array, how, Grammar::Uri).unwrap();
            let expected: Vec<Option<String>> = each_uri(&rows, |r| {
                Some(match how {
                    Cut::Query => r.without_query().into_owned(),
                    Cut::Fragment => r.without_fragment().as_str().to_owned(),
                    Cut::Params(names) => r.without_query_params(names).into_owned(),
                    Cut::Tracking(params) => r.without_tracking(params).into_owned(),
                })
            });
            assert_eq!(common::texts(&got), expected, "{kind} {how:?}");
        }
    }
    // A row left as it is, or only shortened, is a view of the input row.
    let rows = StringArray::from(vec![
        "http://example.com/long/enough?q=1",
        "http://example.com/long/enough?q=1#f",
    ]);
    let got = cut(&rows, Cut::Query, Grammar::Uri).unwrap();
    assert_eq!(
        got.iter().collect::<Vec<_>>(),
        [
            Some("http://example.com/long/enough"),
            Some("http://example.com/long/enough#f")
        ]
    );
    assert_eq!(got.views()[0] >> 64 & 0xFFFF_FFFF, 0);
    assert_eq!(got.views()[1] >> 64 & 0xFFFF_FFFF, 1);
    let got = cut(&rows, Cut::Fragment, Grammar::Uri).unwrap();
    assert_eq!(got.data_buffers().len(), 1);
    // IRIs, and the strict form.
    let iris = StringArray::from(vec![Some("http://é/?utm_source=x"), None]);
    let got = cut(&iris, Cut::Tracking(&tracking), Grammar::Iri).unwrap();
    assert_eq!(got.iter().collect::<Vec<_>>(), [Some("http://é/"), None]);
    assert!(cut(&iris, Cut::Query, Grammar::Uri).unwrap().is_null(0));
    let error = try_cut(&iris, Cut::Query, Grammar::Uri).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("Compute error: row 0: \"http://é/?utm_source=x\" is not a reference: "),
        "{error}"
    );
    let got = try_cut(&iris, Cut::Query, Grammar::Iri).unwrap();
    assert_eq!(got.iter().collect::<Vec<_>>(), [Some("http://é/"), None]);
}

#[test]
fn domains_agree_with_the_library_for_every_part_section_and_list() {
    let small =
        "// VERSION: 2026-01-01_00-00-00_UTC\n// ===BEGIN ICANN DOMAINS===\ncom\nuk\nco.uk\n\
                 // ===BEGIN PRIVATE DOMAINS===\ngithub.io\n";
    let lists = [
        ("embedded", SuffixList::embedded()),
        ("small", SuffixList::parse(small).unwrap()),
    ];
    let corners = [
        "https://www.Example.co.uk./a",
        "http://alice.github.io/",
        "http://co.uk/",
        "http://10.0.0.1/",
        "http://[::1]/",
        "http://a..com/",
        "http://example.com/",
        "http://食狮.公司.cn/",
        "http://xn--85x722f.xn--55qx5d.cn/",
        "file:///etc",
        "mailto:a@example.com",
    ];
    for (name, grammar) in [(corpus::WEB, Grammar::Uri), (corpus::IRIS, Grammar::Iri)] {
        let mut rows = rows(name);
        rows.truncate(6_000);
        let rows = with_rows(rows, &corners);
        for (kind, array, rows) in arrays(&rows) {
            for (list_name, list) in &lists {
                for section in [Section::Icann, Section::All] {
                    for part in [
                        DomainPart::PublicSuffix,
                        DomainPart::RegistrableDomain,
                        DomainPart::Subdomain,
                    ] {
                        let got = domain(&array, part, list, section, grammar).unwrap();
                        let expected: Vec<Option<String>> = rows
                            .iter()
                            .map(|row| {
                                let row = row.as_deref()?;
                                let found = match grammar {
                                    Grammar::Uri => UriRef::parse(row).ok()?.domain(list, section),
                                    Grammar::Iri => IriRef::parse(row).ok()?.domain(list, section),
                                }?;
                                let part = match part {
                                    DomainPart::PublicSuffix => Some(found.public_suffix()),
                                    DomainPart::RegistrableDomain => found.registrable_domain(),
                                    DomainPart::Subdomain => found.subdomain(),
                                };
                                part.map(str::to_owned)
                            })
                            .collect();
                        let what = format!("{name} {kind} {list_name} {section:?} {part:?}");
                        assert_eq!(common::texts(&got), expected, "{what}");
                        assert!(got.null_count() < got.len() / 2, "{what}");
                        // Every part is a view into the input's own buffers.
                        assert_eq!(
                            buffer_addresses(&got),
                            input_buffer_addresses(&array),
                            "{what}"
                        );
                    }
                }
            }
        }
    }
    assert!(domain(
        &UInt16Array::from(vec![1]),
        DomainPart::Subdomain,
        &lists[0].1,
        Section::Icann,
        Grammar::Uri
    )
    .is_err());
}
