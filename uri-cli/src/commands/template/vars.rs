//! The values of `uri template expand --vars`: one JSON object, a variable by name, whose value
//! is a string, a list (an array) or pairs (an object, in its order). A number or a boolean is
//! its JSON text; `null` is undefined, in a list or pairs too (left out).

use std::collections::btree_map::{BTreeMap, Entry};
use std::fmt;

use rfc3986::template::Value;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

/// The variables of `json`, by name (the undefined ones left out); an error that says what is
/// wrong and where.
pub(super) fn read(json: &str) -> Result<BTreeMap<String, Value>, serde_json::Error> {
    let mut reader = serde_json::Deserializer::from_str(json);
    let vars = reader.deserialize_map(Variables)?;
    reader.end()?;
    Ok(vars)
}

/// The whole object.
struct Variables;

impl<'de> Visitor<'de> for Variables {
    type Value = BTreeMap<String, Value>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of variables")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut vars = BTreeMap::new();
        while let Some(name) = map.next_key::<String>()? {
            let value = map.next_value_seed(Variable(&name))?;
            match vars.entry(name) {
                Entry::Occupied(entry) => {
                    return Err(de::Error::custom(format_args!(
                        "variable {:?} is given twice",
                        entry.key()
                    )))
                }
                Entry::Vacant(entry) => entry.insert(value),
            };
        }
        Ok(vars
            .into_iter()
            .filter_map(|(name, value)| Some((name, value?)))
            .collect())
    }
}

/// The value of the variable named `.0`: `None` when undefined.
struct Variable<'a>(&'a str);

impl<'de> DeserializeSeed<'de> for Variable<'_> {
    type Value = Option<Value>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Variable<'_> {
    type Value = Option<Value>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string, number, boolean, array, object or null")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        string(Item(self.0).visit_str(v))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
        string(Item(self.0).visit_bool(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        string(Item(self.0).visit_u64(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        string(Item(self.0).visit_i64(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        string(Item(self.0).visit_f64(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Item(self.0))? {
            items.extend(item);
        }
        Ok(Some(Value::List(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut pairs = Vec::new();
        while let Some(name) = map.next_key::<String>()? {
            if let Some(value) = map.next_value_seed(Item(self.0))? {
                pairs.push((name, value));
            }
        }
        Ok(Some(Value::Assoc(pairs)))
    }
}

/// A string value, from the text of a scalar.
fn string<E>(text: Result<Option<String>, E>) -> Result<Option<Value>, E> {
    text.map(|text| text.map(Value::String))
}

/// An item of a list or the value of a pair, of the variable named `.0`: a scalar's text, or
/// `None` for `null`.
struct Item<'a>(&'a str);

impl<'de> DeserializeSeed<'de> for Item<'_> {
    type Value = Option<String>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl Item<'_> {
    /// The error of an array or an object inside a list or pairs.
    fn too_deep<E: de::Error>(&self, what: &str) -> E {
        E::custom(format_args!(
            "variable {:?}: a list or pairs cannot hold {what}",
            self.0
        ))
    }
}

impl<'de> Visitor<'de> for Item<'_> {
    type Value = Option<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string, number, boolean or null")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Some(v.to_owned()))
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }

    /// As JSON writes it (`37.76`, `2.0`, `1e+300`).
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        Ok(Some(serde_json::Value::from(v).to_string()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Self::Value, A::Error> {
        Err(self.too_deep("an array"))
    }

    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Self::Value, A::Error> {
        Err(self.too_deep("an object"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(json: &str) -> Vec<(String, Value)> {
        read(json).expect("valid").into_iter().collect()
    }

    fn error(json: &str) -> String {
        read(json).expect_err("invalid").to_string()
    }

    #[test]
    fn strings_lists_and_pairs_in_their_order() {
        let list = |items: &[&str]| Value::List(items.iter().map(|&i| i.into()).collect());
        assert_eq!(
            vars(r#"{"var": "value", "list": ["b", "a"], "keys": {"z": "1", "a": "2"}, "e": ""}"#),
            [
                ("e".into(), Value::from("")),
                (
                    "keys".into(),
                    Value::Assoc(vec![("z".into(), "1".into()), ("a".into(), "2".into())])
                ),
                ("list".into(), list(&["b", "a"])),
                ("var".into(), Value::from("value")),
            ]
        );
        // Empty lists and pairs are kept: the library reads them as undefined.
        assert_eq!(
            vars(r#"{"l": [], "k": {}}"#),
            [
                ("k".into(), Value::Assoc(Vec::new())),
                ("l".into(), Value::List(Vec::new()))
            ]
        );
        assert_eq!(vars("{}"), []);
    }

    #[test]
    fn numbers_and_booleans_are_their_json_text() {
        assert_eq!(
            vars(r#"{"a": 2, "b": -7, "c": 37.76, "d": true, "e": false, "f": 1e300, "g": 2.0}"#),
            [
                ("a".into(), Value::from("2")),
                ("b".into(), Value::from("-7")),
                ("c".into(), Value::from("37.76")),
                ("d".into(), Value::from("true")),
                ("e".into(), Value::from("false")),
                ("f".into(), Value::from("1e+300")),
                ("g".into(), Value::from("2.0")),
            ]
        );
        assert_eq!(
            vars(r#"{"l": [1, -1, 0.5, true], "k": {"n": 3, "m": -3, "x": 0.25, "t": false}}"#),
            [
                (
                    "k".into(),
                    Value::Assoc(vec![
                        ("n".into(), "3".into()),
                        ("m".into(), "-3".into()),
                        ("x".into(), "0.25".into()),
                        ("t".into(), "false".into()),
                    ])
                ),
                (
                    "l".into(),
                    Value::List(vec!["1".into(), "-1".into(), "0.5".into(), "true".into()])
                ),
            ]
        );
    }

    #[test]
    fn null_is_undefined_everywhere() {
        assert_eq!(
            vars(r#"{"u": null, "l": [null, "a", null], "k": {"x": null, "y": "1"}}"#),
            [
                ("k".into(), Value::Assoc(vec![("y".into(), "1".into())])),
                ("l".into(), Value::List(vec!["a".into()])),
            ]
        );
    }

    #[test]
    fn errors_name_the_variable_and_the_place() {
        assert_eq!(
            error(r#"{"list": ["a", ["b"]]}"#),
            "variable \"list\": a list or pairs cannot hold an array at line 1 column 16"
        );
        assert_eq!(
            error(r#"{"keys": {"k": {"x": "y"}}}"#),
            "variable \"keys\": a list or pairs cannot hold an object at line 1 column 16"
        );
        assert_eq!(
            error(r#"{"x": "a", "x": null}"#),
            "variable \"x\" is given twice at line 1 column 21"
        );
        assert_eq!(
            error(r#"["x"]"#),
            "invalid type: sequence, expected an object of variables at line 1 column 0"
        );
        assert_eq!(
            error("null"),
            "invalid type: null, expected an object of variables at line 1 column 4"
        );
        assert_eq!(error("{} x"), "trailing characters at line 1 column 4");
        assert_eq!(error(r#"{"x": }"#), "expected value at line 1 column 7");
    }
}
