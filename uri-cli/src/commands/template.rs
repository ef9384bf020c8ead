//! `uri template expand`, `match` and `check`: URI Templates (RFC 6570), by the library's
//! `template` module.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io;

use rfc3986::pct::{self, EncodeSet};
use rfc3986::template::{Template, Value};

use crate::each::{each_check, each_result, print_each};
use crate::input::Input;
use crate::json::{self, MatchLine};
use crate::options::Common;
use crate::report::{bad_argument, Outcome};

mod vars;

/// The exit status of `uri template match`, for `--help`.
pub(crate) const MATCH_EXIT_STATUS: &str = "\
Exit status:
  0    the template matched every input
  1    some input did not match, or was no text (each one is reported, and the run goes on)
  2    usage error (an invalid TEMPLATE), or input/output error
  141  standard output was closed (`uri ... | head`)";

/// Arguments of `uri template expand`.
#[derive(clap::Args)]
pub(crate) struct ExpandArgs {
    /// The values: one JSON object, a variable by name, each a string, an array (a list) or an
    /// object (pairs, in its order); a number or a boolean stands for its JSON text, and `null`
    /// or a missing name leaves the variable undefined. `@FILE` reads the object from FILE, `-`
    /// from standard input (the templates are then arguments). Without --vars, every variable
    /// is undefined.
    #[arg(long, value_name = "JSON")]
    vars: Option<String>,
    #[command(flatten)]
    common: Common,
    /// The templates; standard input, one per line, when there are none.
    #[arg(value_name = "TEMPLATE")]
    templates: Vec<OsString>,
}

/// Arguments of `uri template match`.
#[derive(clap::Args)]
pub(crate) struct MatchArgs {
    /// Print one JSON object per input, one per line: `input`, `matched`, then `vars` (the
    /// values, as --vars of `expand` takes them) when it matched.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    common: Common,
    /// The template.
    #[arg(value_name = "TEMPLATE")]
    template: OsString,
    /// The URI references; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Arguments of `uri template check`.
#[derive(clap::Args)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    common: Common,
    /// The templates; standard input, one per line, when there are none.
    #[arg(value_name = "TEMPLATE")]
    templates: Vec<OsString>,
}

/// Prints the expansion of every template with the values of `--vars`.
pub(crate) fn run_expand(args: &ExpandArgs) -> io::Result<Outcome> {
    let vars = variables(args.vars.as_deref(), &args.templates)?;
    each_result(&args.templates, &args.common, |input| {
        let template = template(input)?;
        let uri = template.expand(&vars).map_err(|e| e.to_string())?;
        Ok(uri.into_string())
    })
}

/// The values of `--vars`: the JSON object written, or read from `@FILE` or from standard input
/// (`-`, when the templates are arguments); a usage error, naming where it came from, when it
/// cannot be read.
fn variables(vars: Option<&str>, templates: &[OsString]) -> io::Result<BTreeMap<String, Value>> {
    let Some(vars) = vars else {
        return Ok(BTreeMap::new());
    };
    let (json, name) = match vars.strip_prefix('@') {
        Some(file) => (std::fs::read_to_string(file), format!("--vars {vars}")),
        None if vars == "-" && templates.is_empty() => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "--vars - reads standard input: give the templates as arguments",
            ))
        }
        None if vars == "-" => (io::read_to_string(io::stdin().lock()), "--vars -".into()),
        None => (Ok(vars.to_owned()), "--vars".into()),
    };
    let json = json.map_err(|e| io::Error::new(e.kind(), format!("{name}: {e}")))?;
    vars::read(&json)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("{name}: {e}")))
}

/// Prints the values that the template finds in every input.
pub(crate) fn run_match(args: &MatchArgs) -> io::Result<Outcome> {
    let text = args.template.as_encoded_bytes();
    let template = template(Input::Whole(text))
        .map_err(|why| bad_argument("template", text, why, args.common.passwords()))?;
    if args.json {
        return print_each(&args.uris, &args.common, |out, _, input| {
            let (line, matched) = match input.text() {
                Ok(text) => {
                    let found = template.extract(text);
                    let matched = found.is_some();
                    (MatchLine::new(text, found), matched)
                }
                Err(error) => (MatchLine::unread(input, &error), false),
            };
            json::write_line(out, &line)?;
            Ok(matched)
        });
    }
    each_result(&args.uris, &args.common, |input| {
        let text = input.text().map_err(|e| e.to_string())?;
        let found = template
            .extract(text)
            .ok_or_else(|| "does not match the template".to_string())?;
        Ok(pairs(&found))
    })
}

/// The text output of a match: `name=value` for each variable found, in the order of the
/// template, separated by spaces. A string is written as a query parameter's value
/// ([`EncodeSet::QUERY_PARAM`]) with `,` encoded too, so that the spaces, `=` and `,` in it are
/// encoded; a list is its items separated by `,`; pairs are `name=value` separated by `,`.
fn pairs(found: &[(&str, Value)]) -> String {
    const SET: EncodeSet = EncodeSet::QUERY_PARAM.remove(b',');
    let encoded = |text| pct::encode(text, SET).to_cow();
    let mut line = String::new();
    for (name, value) in found {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(name);
        line.push('=');
        match value {
            Value::String(text) => line.push_str(&encoded(text)),
            Value::List(items) => {
                let items: Vec<_> = items.iter().map(|item| encoded(item)).collect();
                line.push_str(&items.join(","));
            }
            Value::Assoc(pairs) => {
                let pairs: Vec<_> = pairs
                    .iter()
                    .map(|(key, item)| format!("{}={}", encoded(key), encoded(item)))
                    .collect();
                line.push_str(&pairs.join(","));
            }
        }
    }
    line
}

/// Prints an error line for every invalid template; nothing for the valid ones.
pub(crate) fn run_check(args: &CheckArgs) -> io::Result<Outcome> {
    each_check(&args.templates, &args.common, |input| {
        template(input).map(|_| ())
    })
}

/// The template that `input` is, or the error line's message.
fn template(input: Input<'_>) -> Result<Template<'_>, String> {
    let text = input.text().map_err(|e| e.to_string())?;
    Template::parse(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A line of `match`'s text output read back as its documentation says: `name=value`
    /// separated by spaces; a value with a `=` is pairs, one with a `,` a list, any other a
    /// string; each piece percent-decoded.
    fn read_back(line: &str) -> Vec<(String, Value)> {
        let decoded = |text: &str| pct::decode_utf8(text).expect("UTF-8").into_owned();
        line.split(' ')
            .filter(|pair| !pair.is_empty())
            .map(|pair| {
                let (name, value) = pair.split_once('=').expect("name=value");
                let value = if value.contains('=') {
                    let pairs = value.split(',').map(|pair| {
                        let (key, item) = pair.split_once('=').expect("key=value");
                        (decoded(key), decoded(item))
                    });
                    Value::Assoc(pairs.collect())
                } else if value.contains(',') {
                    Value::List(value.split(',').map(decoded).collect())
                } else {
                    Value::String(decoded(value))
                };
                (name.to_owned(), value)
            })
            .collect()
    }

    fn value() -> impl Strategy<Value = Value> {
        prop_oneof![
            any::<String>().prop_map(Value::String),
            prop::collection::vec(any::<String>(), 1..4).prop_map(Value::List),
            prop::collection::vec(any::<(String, String)>(), 1..4).prop_map(Value::Assoc),
        ]
    }

    proptest! {
        /// Every value comes back from the text, whatever its characters: only a list of one
        /// item reads as a string.
        #[test]
        fn the_text_of_a_match_reads_back(
            found in prop::collection::vec(("[A-Za-z0-9_]{1,4}(\\.[a-z]|%4[1-9]){0,2}", value()), 0..4)
        ) {
            let found: Vec<(&str, Value)> =
                found.iter().map(|(name, value)| (name.as_str(), value.clone())).collect();
            let expected: Vec<(String, Value)> = found
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        Value::List(items) if items.len() == 1 => Value::String(items[0].clone()),
                        other => other.clone(),
                    };
                    (name.to_string(), value)
                })
                .collect();
            let line = pairs(&found);
            prop_assert!(line.bytes().all(|b| b.is_ascii_graphic() || b == b' '), "{}", line);
            prop_assert_eq!(read_back(&line), expected);
        }
    }

    #[test]
    fn the_text_of_a_match_encodes_what_would_be_ambiguous() {
        let list = |items: &[&str]| Value::List(items.iter().map(|&i| i.into()).collect());
        let found = [
            ("s", Value::from("a b=c,d%e/f?g:h@i!j$k'l(m)n*o;p&q+r#sé\n")),
            ("e", Value::from("")),
            ("l", list(&["x,y", "", "z"])),
            (
                "k",
                Value::Assoc(vec![("a=".into(), "1 2".into()), ("".into(), "".into())]),
            ),
        ];
        assert_eq!(
            pairs(&found),
            "s=a%20b%3Dc%2Cd%25e/f?g:h@i!j$k'l(m)n*o;p%26q%2Br%23s%C3%A9%0A e= l=x%2Cy,,z \
             k=a%3D=1%202,="
        );
        assert_eq!(pairs(&[]), "");
    }
}
