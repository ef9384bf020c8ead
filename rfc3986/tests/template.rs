//! URI Templates (RFC 6570): the shared suite of uri-templates/uritemplate-test (`data/uritemplate/`:
//! the RFC's examples, by level and by section, the extended tests and the negative tests),
//! every case; the errors of the grammar, at their byte.

use std::collections::BTreeMap;

use rfc3986::template::{
    ExpandErrorKind, Modifier, Operator, Part, Template, TemplateErrorKind, Value, VarSpec,
};
use serde_json::Value as Json;

const SUITE: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
];

fn suite(file: &str) -> serde_json::Map<String, Json> {
    let path = format!(
        "{}/tests/data/uritemplate/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A JSON value of the suite as a template value: numbers as their text, `null` undefined.
fn value(json: &Json) -> Option<Value> {
    let text = |json: &Json| match json {
        Json::String(text) => text.clone(),
        other => other.to_string(),
    };
    Some(match json {
        Json::Null => return None,
        Json::Array(items) => Value::List(items.iter().map(text).collect()),
        Json::Object(pairs) => Value::Assoc(
            pairs
                .iter()
                .map(|(name, value)| (name.clone(), text(value)))
                .collect(),
        ),
        other => Value::String(text(other)),
    })
}

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
    for file in SUITE {
        for (group, tests) in suite(file) {
            let vars: BTreeMap<String, Value> = tests["variables"]
                .as_object()
                .expect("variables")
                .iter()
                .filter_map(|(name, json)| Some((name.clone(), value(json)?)))
                .collect();
            for case in tests["testcases"].as_array().expect("testcases") {
                let template = case[0].as_str().expect("a template");
                let got = outcome(template, &vars);
                let expected: Vec<&str> = match &case[1] {
                    Json::Bool(false) => Vec::new(),
                    Json::String(one) => vec![one.as_str()],
                    Json::Array(any) => any.iter().filter_map(Json::as_str).collect(),
                    other => panic!("{file} {group} {template}: {other}"),
                };
                match &got {
                    None => assert!(expected.is_empty(), "{file} {group} {template}: refused"),
                    Some(got) => {
                        assert!(
                            expected.contains(&got.as_str()),
                            "{file} {group} {template}: {got:?}, expected one of {expected:?}"
                        );
                        // Matching the expansion finds values that give it back.
                        let template = Template::parse(template).unwrap();
                        match template.extract(got) {
                            Some(found) => {
                                let mut again = String::new();
                                template.expand_into(&found, &mut again).unwrap();
                                assert_eq!(&again, got, "{file} {group}: {found:?}");
                                extracted += 1;
                            }
                            None => unmatched
                                .push(format!("{file} {group} {}: {got}", template.as_str())),
                        }
                    }
                }
                cases += 1;
            }
        }
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
}
