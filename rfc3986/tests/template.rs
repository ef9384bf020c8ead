//! URI Templates (RFC 6570): the shared suite of uri-templates/uritemplate-test (`data/uritemplate/`:
//! the RFC's examples, by level and by section, the extended tests and the negative tests),
//! every case; the errors of the grammar, at their byte.

use std::collections::BTreeMap;

use rfc3986::template::{
    ExpandErrorKind, Modifier, Operator, Part, Template, TemplateErrorKind, Value, VarSpec,
};
use rfc3986_test_support::template_suite;

/// The outcome of a case: the expansion's text, or `None` when the template is refused or
/// its expansion cannot be made.
fn outcome(template: &str, vars: &BTreeMap<String, Value>) -> Option<String> {
    let template = Template::parse(template).ok()?;
    let mut out = String::new();
    template.expand_into(vars, &mut out).ok()?;
    // Every expansion of the suite is a URI reference.
    let uri = template.expand(vars).expect("a URI reference");
    assert_eq!(uri.as_str(), out);
    Some(out)
}

#[test]
fn every_case_of_the_shared_suite_passes() {
    let mut cases = 0;
    let mut extracted = 0;
    let mut unmatched = Vec::new();
    for case in template_suite::cases() {
        let (place, template) = (&case.place, case.template.as_str());
        match outcome(template, &case.variables) {
            None => assert!(case.expected.is_empty(), "{place} {template}: refused"),
            Some(got) => {
                assert!(
                    case.expected.contains(&got),
                    "{place} {template}: {got:?}, expected one of {:?}",
                    case.expected
                );
                // Matching the expansion finds values that give it back.
                let template = Template::parse(template).unwrap();
                match template.extract(&got) {
                    Some(found) => {
                        let mut again = String::new();
                        template.expand_into(&found, &mut again).unwrap();
                        assert_eq!(again, got, "{place}: {found:?}");
                        extracted += 1;
                    }
                    None => unmatched.push(format!("{place} {}: {got}", template.as_str())),
                }
            }
        }
        cases += 1;
    }
    assert_eq!(cases, 64 + 117 + 53 + 36);
    assert!(
        unmatched.is_empty(),
        "{} matched, not matched:\n{}",
        extracted,
        unmatched.join("\n")
    );
}

#[test]
fn errors_say_what_and_where() {
    for (template, kind, index) in [
        ("{", TemplateErrorKind::UnclosedExpression, 0),
        ("a{/id*", TemplateErrorKind::UnclosedExpression, 1),
        ("/id*}", TemplateErrorKind::InvalidLiteral, 4),
        ("a b", TemplateErrorKind::InvalidLiteral, 1),
        ("a%2", TemplateErrorKind::InvalidPercentEncoding, 1),
        ("{%2x}", TemplateErrorKind::InvalidPercentEncoding, 1),
        ("{=path}", TemplateErrorKind::ReservedOperator, 1),
        ("{|var*}", TemplateErrorKind::ReservedOperator, 1),
        ("{??hello}", TemplateErrorKind::InvalidVariableName, 2),
        ("{}", TemplateErrorKind::InvalidVariableName, 1),
        ("{x.}", TemplateErrorKind::InvalidVariableName, 2),
        ("{x..y}", TemplateErrorKind::InvalidVariableName, 3),
        ("{.x}{.}", TemplateErrorKind::InvalidVariableName, 6),
        // A name starts with a `varchar`, after an operator or a comma too.
        ("{a,.b}", TemplateErrorKind::InvalidVariableName, 3),
        ("{+.b}", TemplateErrorKind::InvalidVariableName, 2),
        ("{var:0}", TemplateErrorKind::InvalidPrefix, 5),
        ("{var:01}", TemplateErrorKind::InvalidPrefix, 5),
        ("{var:10000}", TemplateErrorKind::InvalidPrefix, 5),
        ("{var:}", TemplateErrorKind::InvalidPrefix, 5),
        ("{hello:2*}", TemplateErrorKind::ExpectedCommaOrBrace, 8),
        ("{with space}", TemplateErrorKind::ExpectedCommaOrBrace, 5),
        ("x\u{7f}", TemplateErrorKind::InvalidLiteral, 1),
        ("\u{FDD0}", TemplateErrorKind::InvalidLiteral, 0),
    ] {
        let error = Template::parse(template).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{template:?}");
    }
    let error = Template::parse("ab{cd").unwrap_err();
    assert_eq!(error.to_string(), "unclosed expression at index 2");
    assert_eq!(error.kind().name(), "unclosed-expression");
    // Beyond ASCII: `ucschar` and `iprivate` in literals, encoded by the expansion.
    let template = Template::parse("/caf\u{e9}/\u{E000}{x}").unwrap();
    let vars = [("x", Value::from("1"))];
    assert_eq!(
        template.expand(&vars).unwrap().as_str(),
        "/caf%C3%A9/%EE%80%801"
    );
}

#[test]
fn templates_read_part_by_part() {
    let template = Template::parse("/a{+b,c:3}{?d*}x").unwrap();
    let parts: Vec<Part<'_>> = template.parts().collect();
    assert_eq!(parts.len(), 4);
    assert_eq!(parts[0], Part::Literal("/a"));
    assert_eq!(parts[3], Part::Literal("x"));
    let Part::Expression(first) = parts[1] else {
        panic!("an expression");
    };
    assert_eq!(first.operator(), Operator::Reserved);
    assert_eq!(
        first.varspecs().collect::<Vec<_>>(),
        [
            VarSpec {
                name: "b",
                modifier: Modifier::None
            },
            VarSpec {
                name: "c",
                modifier: Modifier::Prefix(3)
            }
        ]
    );
    assert_eq!(template.variables().collect::<Vec<_>>(), ["b", "c", "d"]);
    assert_eq!(template.as_str(), "/a{+b,c:3}{?d*}x");
}

#[test]
fn expansions_that_are_no_reference_are_refused() {
    let template = Template::parse("{x}[").unwrap();
    let error = template.expand(&[("x", Value::from("a"))]).unwrap_err();
    assert!(matches!(error.kind(), ExpandErrorKind::NotAReference(_)));
    assert_eq!(error.kind().name(), "not-a-reference");
    let mut out = String::new();
    template
        .expand_into(&[("x", Value::from("a"))], &mut out)
        .unwrap();
    assert_eq!(out, "a[");
}

#[test]
fn prefixes_and_literals_at_their_edges() {
    let expand = |template: &str, value: &str| {
        let mut out = String::new();
        Template::parse(template)
            .unwrap()
            .expand_into(&[("x", Value::from(value))], &mut out)
            .unwrap();
        out
    };
    // A percent-encoding is one character where it is kept, and is not split.
    assert_eq!(expand("{+x:2}", "%41bc"), "%41b");
    assert_eq!(expand("{#x:1}", "%41bc"), "#%41");
    // Where it is not kept, its `%` is a character like another.
    assert_eq!(expand("{x:2}", "%41bc"), "%254");
    // Characters, not bytes.
    assert_eq!(expand("{x:2}", "日本語"), "%E6%97%A5%E6%9C%AC");
    assert_eq!(expand("{x:9999}", "ab"), "ab");
    // A `%` of a reserved expansion that starts no percent-encoding is encoded.
    assert_eq!(expand("{+x}", "100%"), "100%25");
    assert_eq!(expand("{+x}", "%4"), "%254");
    // The apostrophe, a literal by erratum 6937.
    assert_eq!(expand("it's/{x}", "a"), "it's/a");
}

/// RFC 6570's examples outside the suite's tables (which hold section 1.2's levels and section
/// 3.2's subsections), verbatim: section 1.1's templates with the URIs it gives for them,
/// section 2.4.1's prefixes and section 2.4.2's composite values; each expansion matched back
/// to its values.
#[test]
fn the_examples_of_sections_1_1_and_2_4() {
    let list = |items: &[&str]| Value::List(items.iter().map(|&item| item.into()).collect());
    // A template, its values, and the URI the RFC gives.
    type Example = (&'static str, Vec<(&'static str, Value)>, &'static str);
    let cases: Vec<Example> = vec![
        // 1.1
        (
            "http://example.com/~{username}/",
            vec![("username", "fred".into())],
            "http://example.com/~fred/",
        ),
        (
            "http://example.com/~{username}/",
            vec![("username", "mark".into())],
            "http://example.com/~mark/",
        ),
        (
            "http://example.com/dictionary/{term:1}/{term}",
            vec![("term", "cat".into())],
            "http://example.com/dictionary/c/cat",
        ),
        (
            "http://example.com/dictionary/{term:1}/{term}",
            vec![("term", "dog".into())],
            "http://example.com/dictionary/d/dog",
        ),
        (
            "http://example.com/search{?q,lang}",
            vec![("q", "cat".into()), ("lang", "en".into())],
            "http://example.com/search?q=cat&lang=en",
        ),
        (
            "http://example.com/search{?q,lang}",
            vec![("q", "chien".into()), ("lang", "fr".into())],
            "http://example.com/search?q=chien&lang=fr",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            vec![("query", "mycelium".into()), ("number", "100".into())],
            "http://www.example.com/foo?query=mycelium&number=100",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            vec![("number", "100".into())],
            "http://www.example.com/foo?number=100",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            vec![],
            "http://www.example.com/foo",
        ),
        // 2.4.1
        ("{var}", vec![("var", "value".into())], "value"),
        ("{var:20}", vec![("var", "value".into())], "value"),
        ("{var:3}", vec![("var", "value".into())], "val"),
        ("{semi}", vec![("semi", ";".into())], "%3B"),
        ("{semi:2}", vec![("semi", ";".into())], "%3B"),
        // 2.4.2
        (
            "/mapper{?address*}",
            vec![(
                "address",
                Value::Assoc(vec![
                    ("city".into(), "Newport Beach".into()),
                    ("state".into(), "CA".into()),
                ]),
            )],
            "/mapper?city=Newport%20Beach&state=CA",
        ),
        (
            "find{?year*}",
            vec![("year", list(&["1965", "2000", "2012"]))],
            "find?year=1965&year=2000&year=2012",
        ),
        (
            "www{.dom*}",
            vec![("dom", list(&["example", "com"]))],
            "www.example.com",
        ),
    ];
    for (text, vars, expected) in cases {
        let template = Template::parse(text).unwrap();
        assert_eq!(template.expand(&vars).unwrap().as_str(), expected, "{text}");
        let found = template
            .extract(expected)
            .unwrap_or_else(|| panic!("{text}: no match"));
        let mut again = String::new();
        template.expand_into(&found, &mut again).unwrap();
        assert_eq!(again, expected, "{text}: {found:?}");
    }
    // Where nothing was lost, the values themselves come back.
    let template = Template::parse("http://example.com/dictionary/{term:1}/{term}").unwrap();
    let found = template
        .extract("http://example.com/dictionary/c/cat")
        .unwrap();
    assert_eq!(found, [("term", Value::from("cat"))]);
    let template = Template::parse("http://www.example.com/foo{?query,number}").unwrap();
    let found = template
        .extract("http://www.example.com/foo?number=100")
        .unwrap();
    assert_eq!(found, [("number", Value::from("100"))]);
}

/// Expressions side by side are read greedily, the first taking all it can: where a variable
/// repeats among them or a prefix comes before another, values that exist are missed (the
/// documented limit), and a literal between them finds them.
#[test]
fn side_by_side_expressions_are_read_greedily() {
    fn extract<'t>(template: &'t str, input: &str) -> Option<Vec<(&'t str, Value)>> {
        Template::parse(template).unwrap().extract(input)
    }
    assert_eq!(extract("{a}{a}", "xyzxyz"), None);
    assert_eq!(extract("{/a}{/a}", "/x/x"), None);
    assert_eq!(extract("{a:2}{b}", "abcd"), None);
    assert_eq!(
        extract("{a}-{a}", "xyz-xyz"),
        Some(vec![("a", Value::from("xyz"))])
    );
    assert_eq!(
        extract("{a:2}-{b}", "ab-cd"),
        Some(vec![("a", Value::from("ab")), ("b", Value::from("cd"))])
    );
    // Different variables side by side: the first takes the text, the others are undefined.
    assert_eq!(
        extract("{a}{b}", "xyz"),
        Some(vec![("a", Value::from("xyz"))])
    );
    // An operator's first character ends the run of the one before it.
    assert_eq!(
        extract("{a}{/b}", "x/y"),
        Some(vec![("a", Value::from("x")), ("b", Value::from("y"))])
    );
}

mod properties {
    use proptest::prelude::*;
    use rfc3986::template::{Template, Value};

    /// Literals of no expansion's characters: between two expressions, they leave one way to
    /// read the text.
    const LITERALS: &[&str] = &["!", "(", ")", "*", "+", ":", "@", "!$"];
    const OPERATORS: &[&str] = &["", ".", "/", ";", "?", "&", "+", "#"];

    fn value() -> impl Strategy<Value = String> {
        "[a-z0-9 é/%,=]{1,8}"
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]

        /// A template whose expressions are apart, each of one variable of the simple
        /// operators, with any non-empty string: matching the expansion gives the values.
        #[test]
        fn unambiguous_expansions_give_their_values_back(
            pieces in proptest::collection::vec(
                (proptest::sample::select(LITERALS), proptest::sample::select(&OPERATORS[..6]), value()),
                1..5,
            ),
        ) {
            let mut text = String::new();
            let mut vars = Vec::new();
            for (k, (literal, operator, value)) in pieces.iter().enumerate() {
                let name = format!("v{k}");
                text.push_str(literal);
                text.push_str(&format!("{{{operator}{name}}}"));
                vars.push((name, Value::String(value.clone())));
            }
            text.push('!');
            let template = Template::parse(&text).unwrap();
            let mut expanded = String::new();
            template.expand_into(&vars, &mut expanded).unwrap();
            let found = template.extract(&expanded);
            let found: Option<Vec<(String, Value)>> = found
                .map(|found| found.into_iter().map(|(n, v)| (n.to_owned(), v)).collect());
            prop_assert_eq!(found, Some(vars), "{} {}", text, expanded);
        }

        /// Any template of the pieces, any values, any operator: a match expands back to its
        /// input; the expansion of a template with `+` or `#` values may read otherwise.
        #[test]
        fn every_match_expands_back(
            pieces in proptest::collection::vec(
                (proptest::sample::select(&["", "/", "!", "a"][..]), proptest::sample::select(OPERATORS), value(), any::<u8>()),
                1..5,
            ),
        ) {
            let mut text = String::new();
            let mut vars = Vec::new();
            for (k, (literal, operator, value, shape)) in pieces.iter().enumerate() {
                let name = format!("v{k}");
                let (modifier, value) = match shape % 4 {
                    0 => ("", Value::String(value.clone())),
                    1 => (":2", Value::String(value.clone())),
                    2 => ("*", Value::List(value.split(',').map(String::from).collect())),
                    _ => ("", Value::Assoc(vec![(name.clone(), value.clone())])),
                };
                text.push_str(literal);
                text.push_str(&format!("{{{operator}{name}{modifier}}}"));
                vars.push((name, value));
            }
            let template = Template::parse(&text).unwrap();
            let mut expanded = String::new();
            template.expand_into(&vars, &mut expanded).unwrap();
            if let Some(found) = template.extract(&expanded) {
                let mut again = String::new();
                template.expand_into(&found, &mut again).unwrap();
                prop_assert_eq!(again, expanded);
            }
        }

        /// Matching any text against any of the suite's shapes ends, without a panic.
        #[test]
        fn matching_any_text_ends(input in "[a-z/?&=,.;#%0-9A-F]{0,40}") {
            for template in ["{x}", "{/x*}{?y,z}", "a{+x}b{#y}", "{.x,y}{;z*}", "{x}{y}{z}", "{?x*}{&y}"] {
                let template = Template::parse(template).unwrap();
                if let Some(found) = template.extract(&input) {
                    let mut again = String::new();
                    template.expand_into(&found, &mut again).unwrap();
                    prop_assert_eq!(&again, &input);
                }
            }
        }
    }
}

/// Many expressions side by side and a long input: one pass, not a search.
#[test]
fn matching_is_linear_on_hostile_shapes() {
    let template: String = (0..200).map(|k| format!("{{x{k}}}")).collect::<String>() + "!";
    let template = Template::parse(&template).unwrap();
    let input = "a".repeat(100_000);
    // No literal `!` at the end: no match, found at once.
    assert_eq!(template.extract(&input), None);
    let input = input + "!";
    let found = template.extract(&input).unwrap();
    assert_eq!(found.len(), 1);
    let template = Template::parse("{+a}/{+b}/{+c}/{+d}!").unwrap();
    assert!(template.extract(&"/".repeat(200_000)).is_none());
    // A long run of encodings that stay encoded: each `%` read once.
    let template = Template::parse("{+x}").unwrap();
    let input = "%41".repeat(200_000);
    assert_eq!(
        template.extract(&input).unwrap(),
        [("x", Value::from(input.as_str()))]
    );
}

/// Each kind's stable name and its message.
#[test]
fn each_error_kind_has_its_name_and_message() {
    for (template, name, message) in [
        (
            "a b",
            "invalid-literal",
            "invalid character in a literal at index 1",
        ),
        (
            "%zz",
            "invalid-percent-encoding",
            "invalid percent-encoding at index 0",
        ),
        (
            "{a",
            "unclosed-expression",
            "unclosed expression at index 0",
        ),
        ("{@a}", "reserved-operator", "reserved operator at index 1"),
        (
            "{a.}",
            "invalid-variable-name",
            "invalid variable name at index 2",
        ),
        (
            "{a:0}",
            "invalid-prefix",
            "invalid prefix length at index 3",
        ),
        (
            "{a b}",
            "expected-comma-or-brace",
            "expected ',' or '}' at index 2",
        ),
    ] {
        let error = Template::parse(template).unwrap_err();
        assert_eq!(error.kind().name(), name, "{template}");
        assert_eq!(error.to_string(), message, "{template}");
    }
    let template = Template::parse("{x}[").unwrap();
    let error = template.expand(&[("x", Value::from("a"))]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the expansion is no URI reference: invalid character '[' in path at index 1"
    );
    let error = Template::parse("{x:1}")
        .unwrap()
        .expand(&[("x", Value::Assoc(vec![("a".into(), "b".into())]))])
        .unwrap_err();
    assert_eq!(error.kind(), ExpandErrorKind::PrefixOnComposite);
    assert_eq!(error.kind().name(), "prefix-on-composite");
}

/// Values from every kind of container; the first pair of a name counts.
#[test]
fn values_come_from_maps_and_lists_of_pairs() {
    let template = Template::parse("{a}-{b}").unwrap();
    let expand = |vars: &dyn Fn(&mut String)| {
        let mut out = String::new();
        vars(&mut out);
        out
    };
    let mut hash = std::collections::HashMap::new();
    hash.insert(String::from("a"), Value::from("1"));
    hash.insert(String::from("b"), Value::from("2"));
    assert_eq!(
        expand(&|out| template.expand_into(&hash, out).unwrap()),
        "1-2"
    );
    let tree: BTreeMap<&str, Value> = [("a", Value::from("3"))].into_iter().collect();
    assert_eq!(
        expand(&|out| template.expand_into(&tree, out).unwrap()),
        "3-"
    );
    let pairs = vec![
        (String::from("b"), Value::from("4")),
        (String::from("b"), Value::from("5")),
    ];
    assert_eq!(
        expand(&|out| template.expand_into(&pairs, out).unwrap()),
        "-4"
    );
    assert_eq!(
        expand(&|out| template.expand_into(pairs.as_slice(), out).unwrap()),
        "-4"
    );
}

/// How `extract` reads the shapes where several readings meet.
#[test]
fn extract_reads_repeated_and_exploded_variables() {
    let extract = |template: &str, input: &str| {
        Template::parse(template)
            .unwrap()
            .extract(input)
            .map(|found| {
                found
                    .into_iter()
                    .map(|(name, value)| (name.to_owned(), value))
                    .collect::<Vec<_>>()
            })
    };
    let s = |text: &str| Value::from(text);
    let list = |items: &[&str]| Value::List(items.iter().map(|&i| i.into()).collect());
    // A whole value prevails over its prefix, a longer prefix over a shorter one.
    assert_eq!(
        extract("{var,var:1}", "value,v"),
        Some(vec![("var".into(), s("value"))])
    );
    assert_eq!(
        extract("{var:1}/{var}", "v/value"),
        Some(vec![("var".into(), s("value"))])
    );
    assert_eq!(
        extract("{x:1}-{x:3}", "a-abc"),
        Some(vec![("x".into(), s("abc"))])
    );
    // A named expression that takes nothing leaves its text to the next.
    assert_eq!(
        extract("{?x}{?y}", "?y=1"),
        Some(vec![("y".into(), s("1"))])
    );
    // An exploded named variable whose items all bear its name is a list; others, pairs.
    assert_eq!(
        extract("{?list*}", "?list=a&list=b"),
        Some(vec![("list".into(), list(&["a", "b"]))])
    );
    assert_eq!(
        extract("{?keys*}", "?a=1&b=2"),
        Some(vec![(
            "keys".into(),
            Value::Assoc(vec![("a".into(), "1".into()), ("b".into(), "2".into())])
        )])
    );
    // An exploded named variable takes the items up to one named as a later variable.
    assert_eq!(
        extract("{?list*,y}", "?list=a&list=b&y=1"),
        Some(vec![
            ("list".into(), list(&["a", "b"])),
            ("y".into(), s("1"))
        ])
    );
    // An exploded variable leaves one item to each variable after it.
    assert_eq!(
        extract("{/a*,b}", "/x/y/z"),
        Some(vec![("a".into(), list(&["x", "y"])), ("b".into(), s("z"))])
    );
    assert_eq!(
        extract("{/a,b*,c}", "/x/y/z/w"),
        Some(vec![
            ("a".into(), s("x")),
            ("b".into(), list(&["y", "z"])),
            ("c".into(), s("w"))
        ])
    );
    // The last variable takes what is left (a label's `.` is unreserved: `y.z` is one value).
    assert_eq!(
        extract("{.a,b}", ".x.y.z"),
        Some(vec![("a".into(), s("x")), ("b".into(), s("y.z"))])
    );
    // `;` writes an empty string as its name alone: `x=` is a list of one empty string.
    assert_eq!(
        extract("{;x}", ";x="),
        Some(vec![("x".into(), list(&[""]))])
    );
    assert_eq!(extract("{;x}", ";x"), Some(vec![("x".into(), s(""))]));
    assert_eq!(
        extract("{;x,y}", ";x=;y=1"),
        Some(vec![("x".into(), list(&[""])), ("y".into(), s("1"))])
    );
    assert_eq!(extract("{?x}", "?x="), Some(vec![("x".into(), s(""))]));
    // Exploded labels: a `.` in a pair's name or value (unreserved, so kept) is not a
    // separator of pairs.
    let pairs = |pairs: &[(&str, &str)]| {
        Value::Assoc(pairs.iter().map(|&(k, v)| (k.into(), v.into())).collect())
    };
    assert_eq!(
        extract("{.keys*}", "..=%2F~"),
        Some(vec![("keys".into(), pairs(&[(".", "/~")]))])
    );
    assert_eq!(
        extract("{.keys*}", ".a.b=c.d.e=f"),
        Some(vec![("keys".into(), pairs(&[("a.b", "c.d"), ("e", "f")]))])
    );
    assert_eq!(
        extract("{.keys*}", ".a=.b=c."),
        Some(vec![("keys".into(), pairs(&[("a", ""), ("b", "c.")]))])
    );
    assert_eq!(
        extract("{.list*}", ".a.b"),
        Some(vec![("list".into(), list(&["a", "b"]))])
    );
}

/// With `+` and `#`, what a value's characters beyond ASCII became is read back as those
/// characters; the other percent-encodings stay as written (the expansion keeps them).
#[test]
fn reserved_expansions_give_back_characters_beyond_ascii() {
    let extract = |template: &str, input: &str| {
        let template = Template::parse(template).unwrap();
        let found = template.extract(input).unwrap_or_else(|| panic!("{input}"));
        assert_eq!(found.len(), 1, "{input}");
        found[0].1.clone()
    };
    assert_eq!(extract("{+x}", "%CE%B1%20b"), Value::from("α%20b"));
    assert_eq!(extract("{#x}", "#caf%C3%A9%2F"), Value::from("café%2F"));
    assert_eq!(extract("{+x}", "%E2%82%AC%41"), Value::from("€%41"));
    // Lowercase is no expansion's writing: kept as written.
    assert_eq!(extract("{+x}", "%e2%82%ac"), Value::from("%e2%82%ac"));
    // Bytes that are no UTF-8 stay encoded, one by one.
    assert_eq!(extract("{+x}", "%C3%28%FF"), Value::from("%C3%28%FF"));
    assert_eq!(extract("{+x}", "a%C3"), Value::from("a%C3"));
    // A byte that is no UTF-8 between characters that are: each side read apart.
    assert_eq!(extract("{+x}", "%C3%A9%FF%C3%A9"), Value::from("é%FFé"));
    // Which a prefix counts as one character each.
    let template = Template::parse("{+x:2}-{+x}").unwrap();
    let found = template.extract("%CE%B1%CE%B2-%CE%B1%CE%B2%CE%B3").unwrap();
    assert_eq!(found, [("x", Value::from("αβγ"))]);
    // A shorter prefix after a longer one leaves the longer.
    let template = Template::parse("{x:3}/{x:1}").unwrap();
    assert_eq!(
        template.extract("abc/a").unwrap(),
        [("x", Value::from("abc"))]
    );
}
