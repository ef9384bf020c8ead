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

/// A group of the suite: cases that share their values.
pub struct Group {
    /// Where it is: the file and the group's name.
    pub place: String,
    /// The values as the suite writes them, a JSON object.
    pub json: Json,
    /// The values, by name (numbers as their text; `null` left out, undefined).
    pub variables: BTreeMap<String, Value>,
    /// The templates, each with the expansions the suite accepts (one, or one per order of a
    /// map's pairs); none when the template must be refused or its expansion cannot be made.
    pub cases: Vec<(String, Vec<String>)>,
}

/// A case of the suite, with the values of its group.
pub struct Case {
    /// Where it is: the file and the group.
    pub place: String,
    /// The template.
    pub template: String,
    /// The values of its group, by name.
    pub variables: BTreeMap<String, Value>,
    /// The expansions the suite accepts; none when the template must be refused or its
    /// expansion cannot be made.
    pub expected: Vec<String>,
}

/// Every group of the suite's files, in their order.
pub fn groups() -> Vec<Group> {
    let mut groups = Vec::new();
    for file in FILES {
        let path = format!(
            "{}/../rfc3986/tests/data/uritemplate/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let file_groups: serde_json::Map<String, Json> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        for (group, tests) in file_groups {
            let json = tests["variables"].clone();
            let variables = json
                .as_object()
                .expect("variables")
                .iter()
                .filter_map(|(name, json)| Some((name.clone(), value(json)?)))
                .collect();
            let cases = tests["testcases"]
                .as_array()
                .expect("testcases")
                .iter()
                .map(|case| {
                    let template = case[0].as_str().expect("a template").to_owned();
                    let expected = match &case[1] {
                        Json::Bool(false) => Vec::new(),
                        Json::String(one) => vec![one.clone()],
                        Json::Array(any) => any
                            .iter()
                            .map(|one| one.as_str().expect("an expansion").to_owned())
                            .collect(),
                        other => panic!("{file} {group} {template}: {other}"),
                    };
                    (template, expected)
                })
                .collect();
            groups.push(Group {
                place: format!("{file} {group}"),
                json,
                variables,
                cases,
            });
        }
    }
    groups
}

/// Every case of the suite's files, in their order.
pub fn cases() -> Vec<Case> {
    groups()
        .into_iter()
        .flat_map(|group| {
            let Group {
                place,
                variables,
                cases,
                ..
            } = group;
            cases.into_iter().map(move |(template, expected)| Case {
                place: place.clone(),
                template,
                variables: variables.clone(),
                expected,
            })
        })
        .collect()
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
