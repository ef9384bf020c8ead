//! The properties of URI Templates (RFC 6570), as a function that panics when one fails: run by
//! the fuzz target `template` (`fuzz/`) and by `rfc3986/tests/robustness.rs`. On any text:
//! never a panic; a template is valid exactly when section 2's grammar says so
//! ([`uri_template_regex`]), and an error's index is where the valid text ends; the parts give
//! the text back; an expansion is ASCII, its literals as written (beyond ASCII,
//! percent-encoded); `expand` gives a reference exactly when the text is one; whatever `extract`
//! returns, for an expansion or for any text, expands back to that text.

use std::sync::OnceLock;

use regex::Regex;
use rfc3986::template::{ExpandErrorKind, Modifier, Operator, Part, Template, Value};
use rfc3986::UriRef;

use crate::grammar::uri_template_regex;
use crate::properties::split_at_tab;

/// RFC 6570 section 2 as a regex, compiled once.
fn grammar() -> &'static Regex {
    static GRAMMAR: OnceLock<Regex> = OnceLock::new();
    GRAMMAR.get_or_init(uri_template_regex)
}

/// Templates and values: `data` is the template, a tab, then the values, a line each (a line
/// that starts with `L` is a list of its comma-separated items, `A` pairs `k=v,...`, `U`
/// undefined, any other a string; the distinct names take them in turn) and any text to
/// match.
pub fn template(data: &[u8]) {
    let (template, rest) = split_at_tab(data);
    let text = String::from_utf8_lossy(template);
    let rest = String::from_utf8_lossy(rest);
    let parsed = Template::parse(&text);
    assert_eq!(
        parsed.is_ok(),
        grammar().is_match(&text),
        "{text:?}: {parsed:?} where the grammar says otherwise"
    );
    let template = match parsed {
        Ok(template) => template,
        Err(error) => {
            // The check reads left to right and stops at the first error (at the end, where
            // the text ends too soon): the text before it (before the expression it is in) is a
            // template.
            let index = error.index();
            assert!(text.is_char_boundary(index), "{text:?}: {error}");
            let before = &text[..index];
            let valid = match before.rfind('{') > before.rfind('}') {
                true => before.rfind('{').unwrap_or_default(),
                false => index,
            };
            assert!(Template::parse(&text[..valid]).is_ok(), "{text:?}: {error}");
            return;
        }
    };
    assert_eq!(written_back(&template), text, "the parts of {text:?}");
    let names: Vec<&str> = template.variables().collect();
    let vars = values(&names, &rest);

    let mut literals = String::new();
    template
        .expand_into(&[] as &[(&str, Value)], &mut literals)
        .expect("no values, no error");
    assert_eq!(
        literals,
        encoded_literals(&template),
        "{text:?} without values"
    );

    let mut expanded = String::new();
    match template.expand_into(&vars, &mut expanded) {
        Ok(()) => {
            assert!(expanded.is_ascii(), "{text:?} gives {expanded:?}");
            match (template.expand(&vars), UriRef::parse(&expanded)) {
                (Ok(uri), Ok(_)) => assert_eq!(uri.as_str(), expanded),
                (Err(error), Err(_)) => {
                    assert!(matches!(error.kind(), ExpandErrorKind::NotAReference(_)))
                }
                (uri, parsed) => panic!("{text:?} gives {expanded:?}: {uri:?} but {parsed:?}"),
            }
            matched_back(&template, &expanded);
        }
        Err(error) => {
            assert_eq!(error.kind(), ExpandErrorKind::PrefixOnComposite, "{text:?}");
            assert!(prefixes_a_composite(&template, &vars), "{text:?}: {error}");
        }
    }
    matched_back(&template, &rest);
}

/// A value for each distinct name, from the lines of `rest` in turn: a line that starts with
/// `L` is a list of its comma-separated items, `A` a list of pairs (`k=v,...`), `U` undefined,
/// any other a string; a name without a line is undefined.
fn values<'a>(names: &[&'a str], rest: &str) -> Vec<(&'a str, Value)> {
    let mut lines = rest.split('\n');
    let mut vars: Vec<(&str, Value)> = Vec::new();
    for &name in names {
        if vars.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let Some(line) = lines.next() else { break };
        let value = if let Some(items) = line.strip_prefix('L') {
            Value::List(items.split(',').map(String::from).collect())
        } else if let Some(pairs) = line.strip_prefix('A') {
            Value::Assoc(
                pairs
                    .split(',')
                    .map(|pair| {
                        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                        (k.to_owned(), v.to_owned())
                    })
                    .collect(),
            )
        } else if line.starts_with('U') {
            continue;
        } else {
            Value::from(line)
        };
        vars.push((name, value));
    }
    vars
}

/// What `extract` finds in `input`, if anything, expands back to `input`.
fn matched_back(template: &Template<'_>, input: &str) {
    if let Some(found) = template.extract(input) {
        let mut again = String::new();
        template
            .expand_into(&found, &mut again)
            .unwrap_or_else(|e| panic!("{template:?} matches {input:?} as {found:?}: {e}"));
        assert_eq!(again, input, "{template:?} matches as {found:?}");
    }
}

/// The template's text, written from its parts.
fn written_back(template: &Template<'_>) -> String {
    let mut text = String::new();
    for part in template.parts() {
        match part {
            Part::Literal(literal) => text.push_str(literal),
            Part::Expression(expression) => {
                text.push('{');
                let operator = expression.operator();
                if let Some(&b) = b"+#./;?&"
                    .iter()
                    .find(|&&b| Operator::of(b) == Some(operator))
                {
                    text.push(char::from(b));
                }
                for (k, varspec) in expression.varspecs().enumerate() {
                    if k > 0 {
                        text.push(',');
                    }
                    text.push_str(varspec.name);
                    match varspec.modifier {
                        Modifier::None => {}
                        Modifier::Prefix(n) => text.push_str(&format!(":{n}")),
                        Modifier::Explode => text.push('*'),
                    }
                }
                text.push('}');
            }
        }
    }
    text
}

/// The literals of the template, each character beyond ASCII as the percent-encodings of its
/// UTF-8 bytes (RFC 6570 section 3.1): the expansion without values.
fn encoded_literals(template: &Template<'_>) -> String {
    let mut text = String::new();
    for part in template.parts() {
        if let Part::Literal(literal) = part {
            for c in literal.chars() {
                match c.is_ascii() {
                    true => text.push(c),
                    false => {
                        for b in c.to_string().bytes() {
                            text.push_str(&format!("%{b:02X}"));
                        }
                    }
                }
            }
        }
    }
    text
}

/// Whether a variable with a prefix has a list or pairs for its value (section 2.4.1: a prefix
/// applies to strings only), the one error of expansion besides a text that is no reference.
fn prefixes_a_composite(template: &Template<'_>, vars: &[(&str, Value)]) -> bool {
    template.parts().any(|part| match part {
        Part::Literal(_) => false,
        Part::Expression(expression) => expression.varspecs().any(|varspec| {
            matches!(varspec.modifier, Modifier::Prefix(_))
                && vars.iter().any(|(name, value)| {
                    *name == varspec.name && !matches!(value, Value::String(_))
                })
        }),
    })
}
