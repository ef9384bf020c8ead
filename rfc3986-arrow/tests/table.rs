//! The table of kernels: each entry runs its kernel (the same answers as the function it names),
//! with its arguments and settings, and its strict form fails where the kernel's `try_` does.

use arrow_array::{Array, ArrayRef, StringArray};
use rfc3986::domain::{Section, SuffixList};
use rfc3986::pct::{Part, QueryOptions};
use rfc3986::{ExtractOptions, NormalizeOptions, ResolveOptions, TrackingParams};
use rfc3986_arrow::kernels::{
    kernel, ArgumentKind, Call, InvalidRow, Omitted, Returns, Setting, Value, KERNELS,
};
use rfc3986_arrow::{Component, Cut, DomainPart, Grammar, Operand, Rule};

const ROWS: [Option<&str>; 6] = [
    Some("HTTP://u@Example.com:8080/a/./b?q=1&k=v#f"),
    None,
    Some("a b"),
    Some("//h/x/y"),
    Some("http://ä/"),
    Some("mailto:x@y"),
];

/// A call with the grammar of IRIs.
fn iri<'a>(arguments: &'a [Value<'a>]) -> Call<'a> {
    Call {
        grammar: Grammar::Iri,
        ..Call::new(arguments)
    }
}

/// Normalization on the scheme only.
const SCHEME_ONLY: NormalizeOptions<'static> = NormalizeOptions {
    syntax_based: false,
    ..NormalizeOptions::FULL
};

/// Resolution that is not strict.
const NON_STRICT: ResolveOptions = ResolveOptions {
    non_strict: true,
    ..ResolveOptions::STRICT
};

/// A call with settings other than the defaults.
fn settings<'a>(arguments: &'a [Value<'a>]) -> Call<'a> {
    Call {
        grammar: Grammar::Iri,
        normalize: SCHEME_ONLY,
        resolve: NON_STRICT,
        ..Call::new(arguments)
    }
}

fn rows() -> StringArray {
    StringArray::from(ROWS.to_vec())
}

/// The result of the table's kernel `name` for `call`.
#[track_caller]
fn run(name: &str, call: Call<'_>) -> ArrayRef {
    let kernel = kernel(name).unwrap_or_else(|| panic!("no kernel {name}"));
    (kernel.run)(&call).unwrap_or_else(|error| panic!("{name}: {error}"))
}

#[track_caller]
fn same(name: &str, got: ArrayRef, expected: &dyn Array) {
    assert_eq!(got.to_data(), expected.to_data(), "{name}");
}

#[test]
fn each_entry_runs_the_function_it_names() {
    let rows = rows();
    let url = [Value::Array(&rows)];
    for component in Component::ALL {
        for grammar in [Grammar::Uri, Grammar::Iri] {
            let expected = rfc3986_arrow::component(&rows, component, grammar).unwrap();
            let call = Call {
                grammar,
                ..Call::new(&url)
            };
            same(component.name(), run(component.name(), call), &expected);
        }
    }
    let expected = rfc3986_arrow::host_kind(&rows, Grammar::Iri).unwrap();
    same("host_kind", run("host_kind", iri(&url)), &expected);
    same(
        "parse",
        run("parse", iri(&url)),
        &rfc3986_arrow::parse(&rows, Grammar::Iri).unwrap(),
    );
    let expected = rfc3986_arrow::port_u16(&rows, Grammar::Uri).unwrap();
    same(
        "port_number",
        run("port_number", Call::new(&url)),
        &expected,
    );
    let key = [Value::Array(&rows), Value::Text(Some("k"))];
    let expected = rfc3986_arrow::query_param(&rows, "k", Grammar::Iri).unwrap();
    same("query_param", run("query_param", iri(&key)), &expected);
    let n = [Value::Array(&rows), Value::Integer(-1)];
    let expected = rfc3986_arrow::path_segment(&rows, -1, Grammar::Iri).unwrap();
    same("path_segment", run("path_segment", iri(&n)), &expected);
    let part = [
        Value::Array(&rows),
        Value::Text(Some("QUERY")),
        Value::Text(Some("q")),
    ];
    let key = Some(Operand::Scalar(Some("q")));
    let expected = rfc3986_arrow::parse_url(&rows, Operand::Scalar(Some("QUERY")), key).unwrap();
    same("parse_url", run("parse_url", Call::new(&part)), &expected);
    let expected = rfc3986_arrow::parse_url(&rows, Operand::Scalar(Some("QUERY")), None).unwrap();
    same(
        "parse_url",
        run("parse_url", Call::new(&part[..2])),
        &expected,
    );
    let expected = rfc3986_arrow::path_segments(&rows, Grammar::Iri).unwrap();
    same("path_segments", run("path_segments", iri(&url)), &expected);
    let expected = rfc3986_arrow::audit(&rows).unwrap();
    same("audit", run("audit", Call::new(&url)), &expected);
    same(
        "to_uri",
        run("to_uri", Call::new(&url)),
        &rfc3986_arrow::to_uri(&rows).unwrap(),
    );
    same(
        "to_iri",
        run("to_iri", Call::new(&url)),
        &rfc3986_arrow::to_iri(&rows).unwrap(),
    );
    let iris = ExtractOptions {
        iri: true,
        ..ExtractOptions::DEFAULT
    };
    same(
        "extract",
        run("extract", iri(&url)),
        &rfc3986_arrow::extract(&rows, iris).unwrap(),
    );
    let expected = rfc3986_arrow::extract(&rows, ExtractOptions::DEFAULT).unwrap();
    same("extract", run("extract", Call::new(&url)), &expected);
}

#[test]
fn the_kernels_of_parts_and_cuts_run_what_they_name() {
    let rows = rows();
    let url = [Value::Array(&rows)];
    for (name, how) in [
        ("without_query", Cut::Query),
        ("without_fragment", Cut::Fragment),
        ("strip_tracking", Cut::Tracking(&TrackingParams::DEFAULT)),
    ] {
        same(
            name,
            run(name, iri(&url)),
            &rfc3986_arrow::cut(&rows, how, Grammar::Iri).unwrap(),
        );
    }
    let names = ["q", "k"];
    let arguments = [Value::Array(&rows), Value::Names(Some(&names))];
    let expected = rfc3986_arrow::cut(&rows, Cut::Params(&names), Grammar::Iri).unwrap();
    same(
        "remove_query_params",
        run("remove_query_params", iri(&arguments)),
        &expected,
    );
    let remove = kernel("remove_query_params").unwrap();
    let error = (remove.try_run.unwrap())(&Call::new(&arguments)).unwrap_err();
    assert!(error.to_string().contains("row 2: \"a b\""), "{error}");
    let parsing = StringArray::from(vec![Some("http://a/?q=1&p=2"), None]);
    let arguments = [Value::Array(&parsing), Value::Names(Some(&names))];
    let made = (remove.try_run.unwrap())(&Call::new(&arguments)).unwrap();
    same(
        "remove_query_params",
        made,
        &rfc3986_arrow::cut(&parsing, Cut::Params(&names), Grammar::Uri).unwrap(),
    );
    for nulls in [(remove.run), (remove.try_run.unwrap())] {
        let got = nulls(&Call::new(&[Value::Array(&rows), Value::Names(None)])).unwrap();
        assert_eq!(got.logical_null_count(), rows.len());
    }
    let error = (remove.run)(&Call::new(&[Value::Array(&rows), Value::Text(Some("q"))]));
    assert!(error
        .unwrap_err()
        .to_string()
        .contains("is a list of names"));
    // Parts: each of the library's names, and for decode none.
    let texts = StringArray::from(vec![Some("a%20b+c/d"), None, Some("%FF"), Some("é")]);
    for part in Part::ALL {
        let arguments = [Value::Array(&texts), Value::Text(Some(part.name()))];
        let expected = rfc3986_arrow::decode(&texts, Some(part), Grammar::Iri).unwrap();
        same("decode", run("decode", iri(&arguments)), &expected);
        let expected = rfc3986_arrow::encode(&texts, part, Grammar::Uri).unwrap();
        same("encode", run("encode", Call::new(&arguments)), &expected);
    }
    let expected = rfc3986_arrow::decode(&texts, None, Grammar::Uri).unwrap();
    same(
        "decode",
        run("decode", Call::new(&[Value::Array(&texts)])),
        &expected,
    );
    for name in ["decode", "encode"] {
        let kernel = kernel(name).unwrap();
        assert_eq!(kernel.arguments[1].names, Part::ALL.map(Part::name));
        let null = (kernel.run)(&Call::new(&[Value::Array(&texts), Value::Text(None)])).unwrap();
        assert_eq!(null.logical_null_count(), texts.len(), "{name}");
        let error = (kernel.run)(&Call::new(&[
            Value::Array(&texts),
            Value::Text(Some("scheme")),
        ]));
        assert_eq!(
            error.unwrap_err().to_string(),
            "Invalid argument error: unknown part \"scheme\" (one of userinfo, host, path, segment, query, param, form, fragment)"
        );
        let error = (kernel.run)(&Call::new(&[Value::Array(&texts), Value::Integer(1)]));
        assert!(
            error.unwrap_err().to_string().contains("is a text"),
            "{name}"
        );
    }
}

#[test]
fn the_domain_kernels_read_their_section_and_list() {
    let rows = StringArray::from(vec![
        Some("http://a.b.example.co.uk/"),
        None,
        Some("http://alice.github.io/"),
        Some("http://ä.example/"),
    ]);
    let small = "// ===BEGIN ICANN DOMAINS===\nuk\n// ===BEGIN PRIVATE DOMAINS===\nexample.co.uk\n";
    let small = SuffixList::parse(small).unwrap();
    let embedded = SuffixList::embedded();
    for (name, part) in [
        ("public_suffix", DomainPart::PublicSuffix),
        ("registrable_domain", DomainPart::RegistrableDomain),
        ("subdomain", DomainPart::Subdomain),
    ] {
        for (section_name, section) in [
            (None, Section::Icann),
            (Some("icann"), Section::Icann),
            (Some("all"), Section::All),
        ] {
            let mut arguments = vec![Value::Array(&rows)];
            arguments.extend(section_name.map(|name| Value::Text(Some(name))));
            let expected =
                rfc3986_arrow::domain(&rows, part, &embedded, section, Grammar::Uri).unwrap();
            same(name, run(name, Call::new(&arguments)), &expected);
            let expected =
                rfc3986_arrow::domain(&rows, part, &small, section, Grammar::Iri).unwrap();
            let call = Call {
                suffixes: &small,
                ..iri(&arguments)
            };
            same(name, run(name, call), &expected);
        }
        let kernel = kernel(name).unwrap();
        assert_eq!(kernel.settings, [Setting::Iri, Setting::Suffixes]);
        assert_eq!(kernel.arguments[1].omitted, Omitted::Text("icann"));
        assert_eq!(kernel.arguments[1].names, ["icann", "all"]);
        let null = run(name, Call::new(&[Value::Array(&rows), Value::Text(None)]));
        assert_eq!(null.logical_null_count(), rows.len());
        let error = (kernel.run)(&Call::new(&[
            Value::Array(&rows),
            Value::Text(Some("private")),
        ]));
        assert_eq!(
            error.unwrap_err().to_string(),
            "Invalid argument error: unknown section \"private\""
        );
    }
    // The lists differ, and so do the sections.
    let site = |call: Call<'_>| run("registrable_domain", call);
    let url = [Value::Array(&rows)];
    assert_ne!(
        site(Call::new(&url)).to_data(),
        site(Call {
            suffixes: &small,
            ..Call::new(&url)
        })
        .to_data()
    );
    let all = [Value::Array(&rows), Value::Text(Some("all"))];
    assert_ne!(
        site(Call::new(&url)).to_data(),
        site(Call::new(&all)).to_data()
    );
}

#[test]
fn the_query_kernels_read_their_decoding() {
    let rows = StringArray::from(vec![Some("/s?a+b=c+d&a+b=%2B"), None, Some("/s?a%20b=1")]);
    let form = QueryOptions {
        plus_as_space: true,
    };
    for (decoding, options) in [
        (None, QueryOptions::DEFAULT),
        (Some("percent"), QueryOptions::DEFAULT),
        (Some("form"), form),
    ] {
        let mut arguments = vec![Value::Array(&rows)];
        arguments.extend(decoding.map(|name| Value::Text(Some(name))));
        let expected = rfc3986_arrow::query_params(&rows, options, Grammar::Iri).unwrap();
        same(
            "query_params",
            run("query_params", iri(&arguments)),
            &expected,
        );
        let mut arguments = vec![Value::Array(&rows), Value::Text(Some("a b"))];
        arguments.extend(decoding.map(|name| Value::Text(Some(name))));
        let expected = rfc3986_arrow::query_param_all(&rows, "a b", options, Grammar::Iri).unwrap();
        same(
            "query_param_all",
            run("query_param_all", iri(&arguments)),
            &expected,
        );
    }
    let decoding = &kernel("query_params").unwrap().arguments[1];
    assert_eq!(decoding.omitted, Omitted::Text("percent"));
    assert_eq!(decoding.names, ["percent", "form"]);
    let query_params = kernel("query_params").unwrap();
    let error = (query_params.run)(&Call::new(&[
        Value::Array(&rows),
        Value::Text(Some("plus")),
    ]));
    assert_eq!(
        error.unwrap_err().to_string(),
        "Invalid argument error: unknown decoding \"plus\""
    );
}

#[test]
fn each_entry_runs_with_the_settings_of_its_call() {
    let rows = rows();
    let url = [Value::Array(&rows)];
    let expected = rfc3986_arrow::normalize(&rows, SCHEME_ONLY, Grammar::Iri).unwrap();
    same("normalize", run("normalize", settings(&url)), &expected);
    let expected = rfc3986_arrow::normalize(&rows, NormalizeOptions::FULL, Grammar::Uri).unwrap();
    same("normalize", run("normalize", Call::new(&url)), &expected);
    let base = Operand::Scalar(Some("http://a/b/c"));
    let pair = [Value::Text(Some("http://a/b/c")), Value::Array(&rows)];
    let resolve = |options, grammar| {
        rfc3986_arrow::resolve(base, Operand::Array(&rows), options, grammar).unwrap()
    };
    same(
        "resolve",
        run("resolve", settings(&pair)),
        &resolve(NON_STRICT, Grammar::Iri),
    );
    let strict = resolve(ResolveOptions::STRICT, Grammar::Uri);
    same("resolve", run("resolve", Call::new(&pair)), &strict);
    let expected = rfc3986_arrow::make_relative(base, Operand::Array(&rows), Grammar::Iri).unwrap();
    same(
        "make_relative",
        run("make_relative", settings(&pair)),
        &expected,
    );
    let (a, b) = (Operand::Array(&rows), Operand::Scalar(Some("http://a/b/c")));
    let expected = rfc3986_arrow::equivalent(a, b, SCHEME_ONLY, Grammar::Iri).unwrap();
    let pair = [Value::Array(&rows), Value::Text(Some("http://a/b/c"))];
    same("equivalent", run("equivalent", settings(&pair)), &expected);
}

#[test]
fn is_valid_reads_the_rule_it_is_given_and_its_grammar() {
    let rows = rows();
    let valid = |rule: Option<&str>| -> ArrayRef {
        let mut arguments = vec![Value::Array(&rows)];
        arguments.extend(rule.map(|rule| Value::Text(Some(rule))));
        run("is_valid", Call::new(&arguments))
    };
    let expected = rfc3986_arrow::is_valid(&rows, Rule::UriReference, Grammar::Uri).unwrap();
    same("is_valid", valid(None), &expected);
    for (name, rule, grammar) in [
        ("URI-reference", Rule::UriReference, Grammar::Uri),
        ("URI", Rule::Uri, Grammar::Uri),
        ("absolute-URI", Rule::AbsoluteUri, Grammar::Uri),
        ("relative-ref", Rule::RelativeRef, Grammar::Uri),
        ("IRI-reference", Rule::UriReference, Grammar::Iri),
        ("IRI", Rule::Uri, Grammar::Iri),
        ("absolute-IRI", Rule::AbsoluteUri, Grammar::Iri),
        ("irelative-ref", Rule::RelativeRef, Grammar::Iri),
    ] {
        let expected = rfc3986_arrow::is_valid(&rows, rule, grammar).unwrap();
        same(name, valid(Some(name)), &expected);
    }
    let is_valid = kernel("is_valid").unwrap();
    let rule = &is_valid.arguments[1];
    assert_eq!(rule.omitted, Omitted::Text("URI-reference"));
    assert_eq!(rule.names.len(), 8);
    let error = (is_valid.run)(&Call::new(&[Value::Array(&rows), Value::Text(Some("uri"))]));
    assert_eq!(
        error.unwrap_err().to_string(),
        "Invalid argument error: unknown rule \"uri\""
    );
}

#[test]
fn a_null_constant_gives_null_rows() {
    let rows = rows();
    for (name, arguments, returns) in [
        ("is_valid", &[Value::Text(None)][..], Returns::Boolean),
        ("query_param", &[Value::Text(None)], Returns::Text),
        ("query_params", &[Value::Text(None)], Returns::QueryParams),
        ("query_param_all", &[Value::Text(None)], Returns::TextList),
        (
            "query_param_all",
            &[Value::Text(Some("k")), Value::Text(None)],
            Returns::TextList,
        ),
    ] {
        let arguments: Vec<Value<'_>> = [Value::Array(&rows)]
            .into_iter()
            .chain(arguments.iter().copied())
            .collect();
        let result = run(name, Call::new(&arguments));
        assert_eq!(result.data_type(), &returns.data_type(), "{name}");
        assert_eq!(result.len(), rows.len(), "{name}");
        assert_eq!(result.logical_null_count(), rows.len(), "{name}");
    }
}

#[test]
fn the_strict_forms_fail_on_the_row_that_does_not_parse() {
    let rows = StringArray::from(vec![Some("http://a/b/d"), None, Some("a b")]);
    let components = Component::ALL.map(Component::name);
    let strict = components.into_iter().chain([
        "normalize",
        "parse",
        "to_uri",
        "to_iri",
        "strip_tracking",
        "without_query",
        "without_fragment",
    ]);
    for name in strict {
        let try_run = kernel(name).unwrap().try_run.unwrap();
        let error = try_run(&Call::new(&[Value::Array(&rows)])).unwrap_err();
        assert!(
            error.to_string().contains("row 2: \"a b\""),
            "{name}: {error}"
        );
        let parsing = StringArray::from(vec![Some("http://a/b"), None]);
        let kernel = kernel(name).unwrap();
        let arguments = [Value::Array(&parsing)];
        let expected = (kernel.run)(&Call::new(&arguments)).unwrap();
        same(
            name,
            try_run(&Call::new(&arguments)).unwrap(),
            expected.as_ref(),
        );
    }
    for name in ["resolve", "make_relative"] {
        let try_run = kernel(name).unwrap().try_run.unwrap();
        let arguments = [Value::Text(Some("http://a/b/c")), Value::Array(&rows)];
        let error = try_run(&Call::new(&arguments)).unwrap_err();
        assert!(
            error.to_string().contains("row 2: \"a b\""),
            "{name}: {error}"
        );
        let targets = StringArray::from(vec!["http://a/b/d"]);
        let arguments = [Value::Text(Some("http://a/b/c")), Value::Array(&targets)];
        let made = try_run(&Call::new(&arguments)).unwrap();
        assert!(made.is_valid(0), "{name}");
    }
    let without: Vec<&str> = KERNELS
        .iter()
        .filter(|kernel| kernel.try_run.is_none())
        .map(|kernel| kernel.name)
        .collect();
    assert_eq!(
        without,
        [
            "is_valid",
            "host_kind",
            "query_param",
            "equivalent",
            "parse_url",
            "port_number",
            "path_segment",
            "path_segments",
            "query_params",
            "query_param_all",
            "extract",
            "audit",
            "decode",
            "encode",
            "public_suffix",
            "registrable_domain",
            "subdomain"
        ]
    );
}

#[test]
fn arguments_of_the_wrong_kind_are_an_error() {
    let rows = rows();
    let host = kernel("host").unwrap();
    for arguments in [
        &[][..],
        &[Value::Text(Some("http://a/"))],
        &[Value::Integer(1)],
    ] {
        let error = (host.run)(&Call::new(arguments)).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("argument 0 of the kernel is a column"),
            "{error}"
        );
    }
    let segment = kernel("path_segment").unwrap();
    let error = (segment.run)(&Call::new(&[Value::Array(&rows), Value::Text(Some("1"))]));
    assert!(error.unwrap_err().to_string().contains("is an integer"));
    let key = kernel("query_param").unwrap();
    let error = (key.run)(&Call::new(&[Value::Array(&rows), Value::Array(&rows)]));
    assert!(error.unwrap_err().to_string().contains("is a text"));
    let resolve = kernel("resolve").unwrap();
    for arguments in [
        &[Value::Array(&rows)][..],
        &[Value::Integer(1), Value::Array(&rows)],
    ] {
        assert!((resolve.run)(&Call::new(arguments)).is_err());
    }
    let parse_url = kernel("parse_url").unwrap();
    assert!((parse_url.run)(&Call::new(&[Value::Array(&rows)])).is_err());
}

/// Each kernel's arguments (their names, `?` for an optional one, and kinds) and settings, as
/// the bindings offer them.
#[test]
fn each_kernel_takes_its_arguments_and_settings() {
    let signatures: Vec<String> = KERNELS
        .iter()
        .map(|kernel| {
            let arguments: Vec<String> = kernel
                .arguments
                .iter()
                .map(|argument| {
                    let optional = match argument.omitted {
                        Omitted::Required => "",
                        _ => "?",
                    };
                    format!("{}{optional}: {:?}", argument.name, argument.kind)
                })
                .collect();
            let arguments = arguments.join(", ");
            format!("{}({arguments}) {:?}", kernel.name, kernel.settings)
        })
        .collect();
    assert_eq!(
        signatures,
        [
            "is_valid(url: Rows, rule?: Text) []",
            "scheme(url: Rows) [Iri]",
            "userinfo(url: Rows) [Iri]",
            "host(url: Rows) [Iri]",
            "port(url: Rows) [Iri]",
            "path(url: Rows) [Iri]",
            "query(url: Rows) [Iri]",
            "fragment(url: Rows) [Iri]",
            "host_kind(url: Rows) [Iri]",
            "query_param(url: Rows, key: Text) [Iri]",
            "normalize(url: Rows) [Iri, Normalization]",
            "resolve(base: RowsOrText, reference: RowsOrText) [Iri, Strict]",
            "make_relative(base: RowsOrText, target: RowsOrText) [Iri]",
            "equivalent(a: RowsOrText, b: RowsOrText) [Iri, Normalization]",
            "parse(url: Rows) [Iri]",
            "parse_url(url: Rows, part: RowsOrText, key?: RowsOrText) []",
            "port_number(url: Rows) [Iri]",
            "path_segment(url: Rows, n: Integer) [Iri]",
            "path_segments(url: Rows) [Iri]",
            "query_params(url: Rows, decoding?: Text) [Iri]",
            "query_param_all(url: Rows, key: Text, decoding?: Text) [Iri]",
            "extract(text: Rows) [Iri]",
            "audit(url: Rows) []",
            "to_uri(iri: Rows) []",
            "to_iri(url: Rows) []",
            "decode(text: Rows, component?: Text) [Iri]",
            "encode(text: Rows, component: Text) [Iri]",
            "remove_query_params(url: Rows, names: Names) [Iri]",
            "strip_tracking(url: Rows) [Iri]",
            "without_query(url: Rows) [Iri]",
            "without_fragment(url: Rows) [Iri]",
            "public_suffix(url: Rows, section?: Text) [Iri, Suffixes]",
            "registrable_domain(url: Rows, section?: Text) [Iri, Suffixes]",
            "subdomain(url: Rows, section?: Text) [Iri, Suffixes]",
        ]
    );
}

#[test]
fn the_table_describes_each_kernel() {
    let names: Vec<&str> = KERNELS.iter().map(|kernel| kernel.name).collect();
    assert_eq!(
        names,
        [
            "is_valid",
            "scheme",
            "userinfo",
            "host",
            "port",
            "path",
            "query",
            "fragment",
            "host_kind",
            "query_param",
            "normalize",
            "resolve",
            "make_relative",
            "equivalent",
            "parse",
            "parse_url",
            "port_number",
            "path_segment",
            "path_segments",
            "query_params",
            "query_param_all",
            "extract",
            "audit",
            "to_uri",
            "to_iri",
            "decode",
            "encode",
            "remove_query_params",
            "strip_tracking",
            "without_query",
            "without_fragment",
            "public_suffix",
            "registrable_domain",
            "subdomain",
        ]
    );
    for kernel in KERNELS {
        // The optional arguments come last, and a kernel has its example where it has SQL.
        let required = kernel
            .arguments
            .iter()
            .filter(|a| a.omitted == Omitted::Required);
        assert!(kernel.arguments[..required.count()]
            .iter()
            .all(|a| a.omitted == Omitted::Required));
        assert_eq!(
            kernel.sql_name.is_some(),
            !kernel.sql_example.is_empty(),
            "{}",
            kernel.name
        );
        let invalid = if kernel.name == "is_valid" {
            InvalidRow::False
        } else {
            InvalidRow::Null
        };
        assert_eq!(kernel.invalid, invalid);
        let rows = kernel
            .arguments
            .iter()
            .filter(|a| a.kind == ArgumentKind::Rows)
            .count();
        assert!(rows <= 1, "{}", kernel.name);
    }
    // Each kernel gives the type the table says.
    let rows = rows();
    for kernel in KERNELS {
        let arguments: Vec<Value<'_>> = kernel
            .arguments
            .iter()
            .map(|argument| match argument.kind {
                ArgumentKind::Rows => Value::Array(&rows),
                ArgumentKind::Integer => Value::Integer(1),
                ArgumentKind::Names => Value::Names(Some(&["k"])),
                _ => Value::Text(Some(argument.names.first().unwrap_or(&"k"))),
            })
            .collect();
        let result = (kernel.run)(&Call::new(&arguments)).unwrap();
        assert_eq!(
            result.data_type(),
            &kernel.returns.data_type(),
            "{}",
            kernel.name
        );
    }
}

#[test]
#[allow(deprecated)]
fn userinfo_is_the_user_information() {
    assert_eq!(Component::Userinfo, Component::UserInfo);
    let rows = StringArray::from(vec!["ftp://jo@h/"]);
    let users = rfc3986_arrow::component(&rows, Component::Userinfo, Grammar::Uri).unwrap();
    assert_eq!(users.value(0), "jo");
}
