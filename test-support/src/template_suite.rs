//! The shared suite of URI Template tests (uri-templates/uritemplate-test, in
//! `rfc3986/tests/data/uritemplate/` with its source and licence): the RFC's examples by level
//! and by section, the extended tests and the negative tests, each case with its values.

use std::collections::BTreeMap;

use rfc3986::template::Value;
use serde_json::Value as Json;

/// The suite's files, in `rfc3986/tests/data/uritemplate/`.
pub const FILES: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
];

/// A case of the suite.
pub struct Case {
    /// Where it is: the file and the group.
    pub place: String,
    /// The template.
    pub template: String,
    /// The values of its group, by name.
    pub variables: BTreeMap<String, Value>,
    /// The expansions the suite accepts (one, or one per order of a map's pairs); none when
    /// the template must be refused or its expansion cannot be made.
    pub expected: Vec<String>,
}

/// Every case of the suite's files, in their order.
pub fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for file in FILES {
        let path = format!(
            "{}/../rfc3986/tests/data/uritemplate/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let groups: serde_json::Map<String, Json> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        for (group, tests) in groups {
            let variables: BTreeMap<String, Value> = tests["variables"]
                .as_object()
                .expect("variables")
                .iter()
                .filter_map(|(name, json)| Some((name.clone(), value(json)?)))
                .collect();
            for case in tests["testcases"].as_array().expect("testcases") {
                let template = case[0].as_str().expect("a template").to_owned();
                let expected = match &case[1] {
                    Json::Bool(false) => Vec::new(),
                    Json::String(one) => vec![one.clone()],
                    Json::Array(any) => any
                        .iter()
                        .filter_map(|one| Some(one.as_str()?.to_owned()))
                        .collect(),
                    other => panic!("{file} {group} {template}: {other}"),
                };
                cases.push(Case {
                    place: format!("{file} {group}"),
                    template,
                    variables: variables.clone(),
                    expected,
                });
            }
        }
    }
    cases
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
