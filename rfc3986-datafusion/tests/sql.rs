//! The functions through SQL, in a real `SessionContext`, over Parquet and CSV files written by
//! the tests: every row against the row-at-a-time library; constants; `parse_url` against
//! DataFusion's Spark-compatible one.

use datafusion::error::Result;
use datafusion::prelude::{CsvReadOptions, SessionContext};
use rfc3986_arrow::rfc3986::domain::{Section, SuffixList};
use rfc3986_arrow::rfc3986::grammar::Uri;
use rfc3986_arrow::rfc3986::pct::{self, Part, QueryOptions};
use rfc3986_arrow::rfc3986::{IriRef, NormalizeOptions, TrackingParams, UriRef};
use rfc3986_datafusion::Options;
use rfc3986_test_support::corpus;
use rfc3986_test_support::rows::{each_uri, each_uri_pair};

mod common;

use common::{columns, context, error_of, list, register_table, run_error, strings};

#[tokio::test]
async fn every_function_agrees_with_the_library_over_a_parquet_file() -> Result<()> {
    let ctx = context();
    let _dir = register_table(&ctx).await;
    let (urls, bases, references) = columns();
    let owned = |s: Option<&str>| s.map(str::to_owned);
    let suffixes = SuffixList::embedded();
    let cases: Vec<(&str, Vec<Option<String>>)> = vec![
        ("uri_scheme(url)", each_uri(&urls, |u| owned(u.scheme()))),
        (
            "uri_userinfo(url)",
            each_uri(&urls, |u| owned(u.userinfo())),
        ),
        ("uri_host(url)", each_uri(&urls, |u| owned(u.host_str()))),
        ("uri_port(url)", each_uri(&urls, |u| owned(u.port()))),
        ("uri_path(url)", each_uri(&urls, |u| owned(Some(u.path())))),
        ("uri_query(url)", each_uri(&urls, |u| owned(u.query()))),
        (
            "uri_fragment(url)",
            each_uri(&urls, |u| owned(u.fragment())),
        ),
        (
            "uri_host_kind(url)",
            each_uri(&urls, |u| Some(u.host()?.kind().as_str().to_owned())),
        ),
        (
            "uri_query_param(url, 'q')",
            each_uri(&urls, |u| {
                let (_, value) = u.query_pairs().find(|&(k, v)| k == "q" && v.is_some())?;
                owned(value)
            }),
        ),
        (
            "uri_normalize(url)",
            each_uri(&urls, |u| Some(u.normalize().as_str().to_owned())),
        ),
        (
            "get_field(uri_parse(url), 'path')",
            each_uri(&urls, |u| owned(Some(u.path()))),
        ),
        (
            "parse_url(url, 'HOST')",
            each_uri(&urls, |u| owned(u.host_str())),
        ),
        (
            "CAST(uri_is_valid(url) AS VARCHAR)",
            urls.iter()
                .map(|u| Some(UriRef::parse(u.as_deref()?).is_ok().to_string()))
                .collect(),
        ),
        (
            "CAST(uri_equivalent(url, uri_normalize(url)) AS VARCHAR)",
            each_uri(&urls, |_| Some("true".to_owned())),
        ),
        (
            "uri_path_segments(url)",
            each_uri(&urls, |u| Some(list(u.path_segments()))),
        ),
        (
            "uri_query_params(url, 'form')",
            each_uri(&urls, |u| {
                u.query()?;
                let mut groups: Vec<(String, Vec<String>)> = Vec::new();
                let form = QueryOptions {
                    plus_as_space: true,
                };
                for (key, value) in u.query_pairs().decoded(form) {
                    match groups.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, values)) => values.push(value.into_owned()),
                        None => groups.push((key.into_owned(), vec![value.into_owned()])),
                    }
                }
                let entries: Vec<String> = groups
                    .iter()
                    .map(|(key, values)| format!("{key}: {}", list(values)))
                    .collect();
                Some(format!("{{{}}}", entries.join(", ")))
            }),
        ),
        (
            "uri_query_param_all(url, 'q')",
            each_uri(&urls, |u| {
                u.query()?;
                let values = u.query_pairs().decoded(QueryOptions::DEFAULT);
                Some(list(values.filter(|(k, _)| k == "q").map(|(_, v)| v)))
            }),
        ),
        (
            "uri_extract(url)",
            urls.iter()
                .map(|u| {
                    Some(list(
                        rfc3986_arrow::rfc3986::extract(u.as_deref()?).map(|f| f.uri),
                    ))
                })
                .collect(),
        ),
        (
            "uri_audit(url)",
            urls.iter()
                .map(|u| {
                    let findings = rfc3986_arrow::rfc3986::audit::audit(u.as_deref()?).ok()?;
                    Some(list(findings.iter().map(|f| {
                        format!(
                            "{{code: {}, severity: {}, start: {}, end: {}}}",
                            f.code, f.severity, f.start, f.end
                        )
                    })))
                })
                .collect(),
        ),
        (
            "uri_to_uri(url)",
            urls.iter()
                .map(|u| {
                    Some(
                        IriRef::parse(u.as_deref()?)
                            .ok()?
                            .to_uri()
                            .ok()?
                            .into_string(),
                    )
                })
                .collect(),
        ),
        (
            "uri_to_iri(url)",
            each_uri(&urls, |u| Some(u.to_iri().into_string())),
        ),
        (
            "uri_remove_query_params(url, ['q', 'id'])",
            each_uri(&urls, |u| {
                Some(u.without_query_params(&["q", "id"]).into_owned())
            }),
        ),
        (
            "uri_strip_tracking(url)",
            each_uri(&urls, |u| {
                Some(u.without_tracking(&TrackingParams::DEFAULT).into_owned())
            }),
        ),
        (
            "uri_without_query(url)",
            each_uri(&urls, |u| Some(u.without_query().into_owned())),
        ),
        (
            "uri_without_fragment(url)",
            each_uri(&urls, |u| Some(u.without_fragment().as_str().to_owned())),
        ),
        (
            "uri_decode(uri_query(url), 'query')",
            each_uri(&urls, |u| {
                Some(Part::Query.decode::<Uri>(u.query()?).ok()?.into_owned())
            }),
        ),
        (
            "uri_decode(url)",
            urls.iter()
                .map(|u| Some(pct::decode_utf8(u.as_deref()?).ok()?.into_owned()))
                .collect(),
        ),
        (
            "uri_public_suffix(url)",
            each_uri(&urls, |u| {
                Some(
                    u.domain(&suffixes, Section::Icann)?
                        .public_suffix()
                        .to_owned(),
                )
            }),
        ),
        (
            "uri_registrable_domain(url, 'all')",
            each_uri(&urls, |u| {
                owned(u.domain(&suffixes, Section::All)?.registrable_domain())
            }),
        ),
        (
            "uri_subdomain(url)",
            each_uri(&urls, |u| {
                owned(u.domain(&suffixes, Section::Icann)?.subdomain())
            }),
        ),
        (
            "uri_encode(url, 'segment')",
            urls.iter()
                .map(|u| Some(pct::encode(u.as_deref()?, Part::Segment.encode_set()).to_string()))
                .collect(),
        ),
    ];
    for (expression, want) in cases {
        let got = strings(&ctx, &format!("SELECT {expression} FROM t")).await?;
        assert_eq!(got, want, "{expression}");
    }
    // Resolution and its inverse, of two columns.
    let resolved = each_uri_pair(&bases, &references, |base, reference| {
        Some(base.resolve(reference).ok()?.into_string())
    });
    assert_eq!(
        strings(&ctx, "SELECT uri_resolve(base, reference) FROM t").await?,
        resolved
    );
    let relative = each_uri_pair(&bases, &resolved, |base, target| {
        Some(base.make_relative(target).ok()?.into_string())
    });
    assert_eq!(
        strings(
            &ctx,
            "SELECT uri_relative(base, uri_resolve(base, reference)) FROM t"
        )
        .await?,
        relative
    );
    // One base for every row.
    let base = UriRef::parse("http://a/b/c/d;p?q").unwrap();
    let against_one: Vec<Option<String>> = references
        .iter()
        .map(|reference| {
            let reference = UriRef::parse(reference.as_deref()?).ok()?;
            Some(base.resolve(&reference).ok()?.into_string())
        })
        .collect();
    assert_eq!(
        strings(
            &ctx,
            "SELECT uri_resolve('http://a/b/c/d;p?q', reference) FROM t"
        )
        .await?,
        against_one
    );
    Ok(())
}

#[tokio::test]
async fn a_csv_file_and_a_grouping_query() -> Result<()> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("urls.csv");
    let (urls, _, _) = columns();
    let mut text = String::from("url\n");
    for url in urls.iter().flatten() {
        text.push_str(&format!("\"{}\"\n", url.replace('"', "\"\"")));
    }
    std::fs::write(&path, text).unwrap();
    let ctx = context();
    ctx.register_csv("c", path.to_str().unwrap(), CsvReadOptions::new())
        .await?;
    let got = strings(
        &ctx,
        "SELECT host || ' ' || CAST(n AS VARCHAR) FROM \
         (SELECT uri_host(url) AS host, count(*) AS n FROM c WHERE uri_host(url) IS NOT NULL GROUP BY host) \
         ORDER BY n DESC, host LIMIT 3",
    )
    .await?;
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for url in urls.iter().flatten() {
        if let Some(host) = UriRef::parse(url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_owned))
        {
            *counts.entry(host).or_default() += 1;
        }
    }
    let mut counts: Vec<(String, usize)> = counts.into_iter().collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let want: Vec<Option<String>> = counts
        .iter()
        .take(3)
        .map(|(host, n)| Some(format!("{host} {n}")))
        .collect();
    assert_eq!(got, want);
    Ok(())
}

#[tokio::test]
async fn constants_rules_and_errors() -> Result<()> {
    let ctx = context();
    let one = |sql: &'static str| {
        let ctx = ctx.clone();
        async move {
            strings(&ctx, sql)
                .await
                .map(|rows| rows.into_iter().next().unwrap())
        }
    };
    for (sql, want) in [
        (
            "SELECT uri_host('http://example.com/a')",
            Some("example.com"),
        ),
        ("SELECT uri_query('http://h/?')", Some("")),
        ("SELECT uri_query('http://h/')", None),
        ("SELECT uri_host(NULL)", None),
        (
            "SELECT uri_resolve('http://a/b/c/d;p?q', '../g?y#s')",
            Some("http://a/b/g?y#s"),
        ),
        (
            "SELECT uri_normalize('HTTP://Example.COM:80/a/./b')",
            Some("http://example.com/a/b"),
        ),
        (
            "SELECT uri_relative('http://a/b/c/d;p?q', 'http://a/b/g?y')",
            Some("../g?y"),
        ),
        ("SELECT uri_query_param('/s?q=a%20b', 'q')", Some("a%20b")),
        ("SELECT uri_host_kind('http://10.0.0.1/')", Some("ipv4")),
        (
            "SELECT get_field(uri_parse('http://h/p?q'), 'query')",
            Some("q"),
        ),
        (
            "SELECT parse_url('http://h/p?x=1', 'QUERY', 'x')",
            Some("1"),
        ),
        (
            "SELECT CAST(uri_is_valid('http://a/b c') AS VARCHAR)",
            Some("false"),
        ),
        (
            "SELECT CAST(uri_is_valid('../a', 'relative-ref') AS VARCHAR)",
            Some("true"),
        ),
        (
            "SELECT CAST(uri_is_valid('../a', 'URI') AS VARCHAR)",
            Some("false"),
        ),
        (
            "SELECT CAST(uri_is_valid('http://a/#f', 'absolute-URI') AS VARCHAR)",
            Some("false"),
        ),
        (
            "SELECT CAST(uri_is_valid('http://例え.jp/', 'IRI') AS VARCHAR)",
            Some("true"),
        ),
        (
            "SELECT CAST(uri_is_valid('http://例え.jp/') AS VARCHAR)",
            Some("false"),
        ),
        (
            "SELECT CAST(uri_equivalent('HTTP://h:80/%7Ea', 'http://h/~a') AS VARCHAR)",
            Some("true"),
        ),
    ] {
        assert_eq!(one(sql).await?.as_deref(), want, "{sql}");
    }
    // Over a column, a constant url beside a column of parts.
    let got = strings(
        &ctx,
        "SELECT parse_url('http://u@h:1/p?q#f', part) FROM (VALUES ('HOST'), ('FILE'), ('AUTHORITY'), ('nope')) AS v(part)",
    )
    .await?;
    assert_eq!(
        got,
        [
            Some("h".into()),
            Some("/p?q".into()),
            Some("u@h:1".into()),
            None
        ]
    );
    let error = run_error(&ctx, "SELECT uri_is_valid('a', 'URL')").await;
    assert!(
        error.contains("uri_is_valid: unknown rule 'URL' (URI-reference, URI,"),
        "{error}"
    );
    // A rule is quoted as SQL quotes it.
    let error = run_error(&ctx, "SELECT uri_is_valid('a', 'it''s')").await;
    assert!(
        error.contains("uri_is_valid: unknown rule 'it''s' ("),
        "{error}"
    );
    // A list of names, as `make_array` or `[...]` writes it, of any string type; its nulls
    // name nothing.
    for names in [
        "make_array('a', 'c')",
        "['a', 'c']",
        "['a', NULL, 'c']",
        "make_array(arrow_cast('a', 'LargeUtf8'), 'c')",
        "arrow_cast(['a', 'c'], 'LargeList(Utf8)')",
        "arrow_cast(['a', 'c'], 'FixedSizeList(2, Utf8)')",
    ] {
        let sql = format!("SELECT uri_remove_query_params('http://h/?a=1&b=2&c=3', {names})");
        assert_eq!(
            strings(&ctx, &sql).await?,
            [Some("http://h/?b=2".to_owned())],
            "{sql}"
        );
    }
    let error = run_error(
        &ctx,
        "SELECT uri_remove_query_params(u, n) FROM (VALUES ('/s?a=1', ['a'])) AS v(u, n)",
    )
    .await;
    assert!(
        error.contains("uri_remove_query_params: the names must be a constant"),
        "{error}"
    );
    let error = run_error(&ctx, "SELECT uri_decode('a', 'scheme')").await;
    assert!(error.contains(
            "uri_decode: unknown component 'scheme' (userinfo, host, path, segment, query, param, form, fragment)"
        ),
        "{error}");
    let error = run_error(
        &ctx,
        "SELECT uri_query_param(u, k) FROM (VALUES ('/s?a=1', 'a')) AS v(u, k)",
    )
    .await;
    assert!(
        error.contains("uri_query_param: the key must be a constant"),
        "{error}"
    );
    Ok(())
}

#[tokio::test]
async fn parse_url_agrees_with_datafusions_spark_one_where_the_definitions_agree() -> Result<()> {
    // DataFusion's `try_parse_url` (null where its `parse_url` fails, as Spark's is by default)
    // in one context, ours in another, over the same rows of the web corpus.
    let theirs = SessionContext::new();
    theirs.register_udf(
        datafusion_spark::function::url::try_parse_url()
            .as_ref()
            .clone(),
    );
    let ours = context();
    let (urls, _, _) = columns();
    let values: Vec<String> = urls
        .iter()
        .flatten()
        .take(500)
        .map(|url| format!("('{}')", url.replace('\'', "''")))
        .collect();
    let table = format!("(VALUES {}) AS v(url)", values.join(", "));
    let mut compared = 0;
    for part in [
        "HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "USERINFO",
    ] {
        let got = strings(
            &ours,
            &format!("SELECT parse_url(url, '{part}') FROM {table}"),
        )
        .await?;
        let spark = strings(
            &theirs,
            &format!("SELECT try_parse_url(url, '{part}') FROM {table}"),
        )
        .await?;
        for ((url, ours), spark) in urls.iter().flatten().zip(&got).zip(&spark) {
            // Where the two definitions agree: the url is RFC 3986, and WHATWG URL changes
            // nothing of it (its serialization is the url itself).
            let whatwg_keeps_it = UriRef::parse(url).is_ok_and(|u| {
                u.normalize_with(NormalizeOptions::FULL).as_str() == url.as_str()
                    && u.host_str().is_some_and(|h| !h.is_empty())
                    && matches!(u.scheme(), Some("http" | "https"))
            });
            if whatwg_keeps_it {
                assert_eq!(ours, spark, "{url} {part}");
                compared += 1;
            }
        }
    }
    assert!(compared > 1000, "{compared}");
    Ok(())
}

#[tokio::test]
async fn the_domain_functions_run_with_the_list_they_are_registered_with() -> Result<()> {
    let (urls, _, _) = columns();
    let text = std::fs::read_to_string(corpus::path(corpus::PSL_LIST)).unwrap();
    let small =
        "// ===BEGIN ICANN DOMAINS===\ncom\norg\n// ===BEGIN PRIVATE DOMAINS===\nwikipedia.org\n";
    for list in [
        SuffixList::parse(&text).unwrap(),
        SuffixList::parse(small).unwrap(),
    ] {
        let ctx = SessionContext::new();
        let options = Options::default().with_suffixes(list.clone());
        rfc3986_datafusion::register_with(&ctx, &options);
        let _dir = register_table(&ctx).await;
        for section in [Section::Icann, Section::All] {
            let name = match section {
                Section::Icann => "icann",
                _ => "all",
            };
            let sql = format!("SELECT uri_registrable_domain(url, '{name}') FROM t");
            let want = each_uri(&urls, |u| {
                Some(u.domain(&list, section)?.registrable_domain()?.to_owned())
            });
            assert_eq!(strings(&ctx, &sql).await?, want, "{sql}");
        }
    }
    // Functions of one list are the same functions (the default's too); of two lists, not.
    let loaded = Options::default().with_suffixes(SuffixList::parse(small).unwrap());
    let first = rfc3986_datafusion::functions_with(&loaded);
    assert!(first == rfc3986_datafusion::functions_with(&loaded));
    assert!(first != rfc3986_datafusion::functions());
    assert!(
        rfc3986_datafusion::functions() == rfc3986_datafusion::functions_with(&Options::default())
    );
    Ok(())
}

#[tokio::test]
async fn every_example_of_the_table_gives_what_it_says() -> Result<()> {
    let ctx = context();
    for kernel in rfc3986_arrow::kernels::KERNELS {
        if kernel.sql_name.is_none() {
            continue;
        }
        let Some((sql, said)) = kernel.sql_example.split_once(";  -- ") else {
            panic!("{}: no `;  -- ` in {:?}", kernel.name, kernel.sql_example);
        };
        let said = if said == "(empty)" { "" } else { said };
        let rows = strings(&ctx, sql).await?;
        assert_eq!(rows, [Some(said.to_owned())], "{sql}");
    }
    Ok(())
}

#[test]
fn every_function_has_its_documentation() {
    for function in rfc3986_datafusion::functions()
        .iter()
        .chain([&rfc3986_datafusion::parse_url()])
    {
        let documentation = function.documentation().unwrap();
        assert!(
            documentation.syntax_example.starts_with(function.name()),
            "{}",
            function.name()
        );
        assert!(documentation
            .sql_example
            .as_deref()
            .unwrap()
            .contains(function.name()));
        assert_eq!(documentation.doc_section.label, "URI Functions");
    }
}

#[test]
fn the_syntax_of_each_function() {
    let syntaxes: Vec<String> = signatures()
        .into_iter()
        .map(|(_, syntax, _, _)| syntax)
        .collect();
    assert_eq!(
        syntaxes,
        [
            "uri_is_valid(url[, rule])",
            "uri_scheme(url)",
            "uri_userinfo(url)",
            "uri_host(url)",
            "uri_port(url)",
            "uri_path(url)",
            "uri_query(url)",
            "uri_fragment(url)",
            "uri_host_kind(url)",
            "uri_query_param(url, key)",
            "uri_normalize(url)",
            "uri_resolve(base, reference)",
            "uri_relative(base, target)",
            "uri_equivalent(a, b)",
            "uri_parse(url)",
            "uri_path_segments(url)",
            "uri_query_params(url[, decoding])",
            "uri_query_param_all(url, key[, decoding])",
            "uri_extract(text)",
            "uri_audit(url)",
            "uri_to_uri(iri)",
            "uri_to_iri(url)",
            "uri_decode(text[, component])",
            "uri_encode(text, component)",
            "uri_remove_query_params(url, names)",
            "uri_strip_tracking(url)",
            "uri_without_query(url)",
            "uri_without_fragment(url)",
            "uri_public_suffix(url[, section])",
            "uri_registrable_domain(url[, section])",
            "uri_subdomain(url[, section])",
            "parse_url(url, part[, key])",
        ]
    );
}

/// Each function of the crate, its syntax (`parse_url(url, part[, key])`), the names of its
/// parameters, and how many are required (the syntax's parameters outside brackets).
fn signatures() -> Vec<(String, String, Vec<String>, usize)> {
    rfc3986_datafusion::functions()
        .iter()
        .chain([&rfc3986_datafusion::parse_url()])
        .map(|function| {
            let documentation = function.documentation().unwrap();
            let syntax = documentation.syntax_example.clone();
            let names: Vec<String> = documentation
                .arguments
                .clone()
                .unwrap()
                .into_iter()
                .map(|(name, _)| name)
                .collect();
            let required = names.len() - syntax.matches('[').count();
            (function.name().to_owned(), syntax, names, required)
        })
        .collect()
}

/// The place of an argument in a call of a function: the function's name, its syntax and its
/// parameters, the number of arguments of the call, and the argument's place among them.
struct Place {
    name: String,
    syntax: String,
    parameters: Vec<String>,
    count: usize,
    at: usize,
}

impl Place {
    /// The parameter of the place.
    fn parameter(&self) -> &str {
        &self.parameters[self.at]
    }

    /// The arguments of the call, as SQL: `value` at the place, a valid value at the others.
    fn arguments(&self, value: &str) -> String {
        let arguments: Vec<&str> = self.parameters[..self.count]
            .iter()
            .enumerate()
            .map(|(k, parameter)| {
                if k == self.at {
                    value
                } else {
                    valid(parameter)
                }
            })
            .collect();
        arguments.join(", ")
    }
}

/// The places of the arguments of every call the functions take: for each function, each
/// number of arguments it takes, each argument.
fn places() -> Vec<Place> {
    let mut places = Vec::new();
    for (name, syntax, parameters, required) in signatures() {
        for count in required..=parameters.len() {
            for at in 0..count {
                places.push(Place {
                    name: name.clone(),
                    syntax: syntax.clone(),
                    parameters: parameters.clone(),
                    count,
                    at,
                });
            }
        }
    }
    places
}

/// A valid value of the parameter `name`, as SQL.
fn valid(name: &str) -> &'static str {
    match name {
        "rule" => "'URI'",
        "key" => "'x'",
        "part" => "'QUERY'",
        "decoding" => "'form'",
        "component" => "'query'",
        "section" => "'all'",
        "names" => "make_array('a')",
        _ => "'http://a/b?x=1'",
    }
}

#[tokio::test]
async fn a_wrong_argument_of_any_function_is_a_type_error_that_names_it() -> Result<()> {
    let ctx = context();
    let mut checked = 0;
    for place in places() {
        for (value, type_name) in [
            ("1", "Int64"),
            ("true", "Boolean"),
            ("1.5", "Float64"),
            ("n", "Int32"),
            ("CAST('2024-01-02' AS DATE)", "Date32"),
        ] {
            let sql = format!(
                "SELECT {}({}) FROM (VALUES (CAST(1 AS INT))) AS v(n)",
                place.name,
                place.arguments(value)
            );
            let message = error_of(&ctx, &sql).await;
            let parameter = place.parameter();
            let what = match parameter {
                "names" => "a list of strings",
                _ => "a string",
            };
            assert_eq!(
                message,
                format!(
                    "Error during planning: {}: {parameter} must be {what}, not {type_name}",
                    place.syntax
                ),
                "{sql}"
            );
            checked += 1;
        }
    }
    for (name, syntax, parameters, required) in signatures() {
        // One argument too few, and one too many.
        for count in [required.wrapping_sub(1), parameters.len() + 1] {
            if count == usize::MAX {
                continue;
            }
            let arguments = vec!["'a'"; count].join(", ");
            let message = error_of(&ctx, &format!("SELECT {name}({arguments})")).await;
            let expected = match (required, parameters.len()) {
                (1, 1) => "1 argument".to_owned(),
                (n, m) if n == m => format!("{n} arguments"),
                (n, m) => format!("{n} or {m} arguments"),
            };
            assert_eq!(
                message,
                format!("Error during planning: {syntax} takes {expected}, not {count}")
            );
        }
    }
    // Five wrong values in each place of each call of each function.
    assert_eq!(checked, 5 * places().len());
    Ok(())
}

#[tokio::test]
async fn every_string_type_in_any_place_of_any_function() -> Result<()> {
    // Utf8, LargeUtf8, Utf8View and dictionaries of them are read as their strings: the same
    // result as for Utf8, in each place of each function.
    let ctx = context();
    let mut checked = 0;
    for place in places() {
        let call = |cast: &str| {
            let value = match place.parameter() {
                "names" => format!("make_array(arrow_cast('a', '{cast}'))"),
                parameter => format!("arrow_cast({}, '{cast}')", valid(parameter)),
            };
            format!("SELECT {}({})", place.name, place.arguments(&value))
        };
        let want = strings(&ctx, &call("Utf8")).await?;
        for cast in [
            "LargeUtf8",
            "Utf8View",
            "Dictionary(Int32, Utf8)",
            "Dictionary(Int8, LargeUtf8)",
        ] {
            assert_eq!(strings(&ctx, &call(cast)).await?, want, "{}", call(cast));
            checked += 1;
        }
    }
    assert_eq!(checked, 4 * places().len());
    Ok(())
}

#[tokio::test]
async fn a_null_in_any_place_of_any_function_gives_null() -> Result<()> {
    let ctx = context();
    for place in places() {
        for from in ["", " FROM (VALUES ('http://a/b?x=1')) AS v(url)"] {
            let sql = format!(
                "SELECT CAST({}({}) IS NULL AS VARCHAR){from}",
                place.name,
                place.arguments("NULL")
            );
            let rows = strings(&ctx, &sql).await?;
            assert_eq!(rows, [Some("true".to_owned())], "{sql}");
        }
    }
    Ok(())
}

#[tokio::test]
async fn no_message_shows_rust_debug_output_or_blames_datafusion() -> Result<()> {
    let ctx = context();
    let mut messages = Vec::new();
    for sql in [
        "SELECT uri_is_valid('a', 'nope')",
        "SELECT uri_is_valid('a', '')",
        "SELECT uri_is_valid('a', 'say \"hi\"')",
        "SELECT uri_is_valid(u, r) FROM (VALUES ('a', 'URI')) AS v(u, r)",
        "SELECT uri_query_param(u, k) FROM (VALUES ('/s?a=1', 'a')) AS v(u, k)",
        "SELECT uri_host(1)",
        "SELECT uri_host()",
        "SELECT parse_url('a', 'HOST', 'k', 'x')",
    ] {
        messages.push(error_of(&ctx, sql).await);
    }
    for message in messages {
        for rust in [
            "Some(",
            "None",
            "Internal error",
            "bug in DataFusion",
            "\\\"",
        ] {
            assert!(!message.contains(rust), "{message}");
        }
    }
    Ok(())
}
