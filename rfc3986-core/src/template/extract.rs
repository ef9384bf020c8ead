//! Matching a URI reference against a template: the values whose expansion gives it.
//!
//! The reading is one pass from left to right, without backtracking, so it takes time linear
//! in the input (times the length of the template's literals):
//!
//! - a literal matches its expansion exactly;
//! - an expression takes the longest run of the characters its expansion can hold (unreserved
//!   characters, percent-encodings, and the operator's separators; for `+` and `#` every
//!   character of a URI), ending where the literal after it last occurs in that run (or, for
//!   an expression followed by another, at the end of the run);
//! - its text is cut into values by the operator's separator: with named operators, by name;
//!   otherwise each variable takes one value, the last one (or an exploded one) what is left.
//!
//! The values found are checked by expanding them again: an assignment is only returned when
//! its expansion is the input. Expressions side by side are where the one reading can miss
//! an assignment that exists (a repeated variable, a prefix before another expression): the
//! first of them has taken the text the others needed.

use alloc::string::String;
use alloc::vec::Vec;

use crate::chars;
use crate::pct;

use super::expand::{expand, push_literal};
use super::{Expression, Modifier, Operator, Part, Template, Value, VarSpec};

/// The values of `template`'s variables whose expansion is `input`, or `None`.
pub(super) fn extract<'t>(template: &Template<'t>, input: &str) -> Option<Vec<(&'t str, Value)>> {
    let parts: Vec<Part<'t>> = template.parts().collect();
    let mut found = Found::default();
    let mut literal = String::new();
    let mut at = 0;
    let mut n = 0;
    while let Some(part) = parts.get(n) {
        let chain: Vec<&Expression<'t>> = parts[n..]
            .iter()
            .map_while(|part| match part {
                Part::Expression(expression) => Some(expression),
                Part::Literal(_) => None,
            })
            .collect();
        if chain.is_empty() {
            let Part::Literal(text) = part else {
                return None;
            };
            literal.clear();
            push_literal(&mut literal, text);
            if !input[at..].starts_with(literal.as_str()) {
                return None;
            }
            at += literal.len();
            n += 1;
            continue;
        }
        // The expressions side by side, up to the literal after them (its last place in what
        // they can hold) or the end.
        let mut run = at;
        for expression in &chain {
            run += run_length(expression.operator(), &input[run..]);
        }
        let end = match parts.get(n + chain.len()) {
            Some(Part::Literal(next)) => {
                literal.clear();
                push_literal(&mut literal, next);
                (at..=run).rev().find(|&q| {
                    input.is_char_boundary(q) && input[q..].starts_with(literal.as_str())
                })?
            }
            _ => run,
        };
        // Each takes what it can of its run; the last must end where the chain does.
        for expression in &chain {
            let text = &input[at..end];
            let text = &text[..run_length(expression.operator(), text)];
            at += values(expression, text, &mut found)?;
        }
        if at != end {
            return None;
        }
        n += chain.len();
    }
    if at != input.len() {
        return None;
    }
    let vars = found.vars;
    // Only an assignment that gives the input back.
    let mut again = String::with_capacity(input.len());
    expand(template, &vars, &mut again).ok()?;
    (again == input).then_some(vars)
}

/// The values found so far, each variable once.
#[derive(Default)]
struct Found<'t> {
    vars: Vec<(&'t str, Value)>,
    /// Whether each value came through a prefix, which a whole value or a longer prefix then
    /// replaces.
    prefixed: Vec<bool>,
}

impl<'t> Found<'t> {
    fn add(&mut self, spec: &VarSpec<'t>, value: Value) {
        let prefixed = matches!(spec.modifier, Modifier::Prefix(_));
        match self.vars.iter().position(|(name, _)| *name == spec.name) {
            Some(k) if self.prefixed[k] && (!prefixed || longer(&value, &self.vars[k].1)) => {
                self.vars[k].1 = value;
                self.prefixed[k] = prefixed;
            }
            Some(_) => {}
            None => {
                self.vars.push((spec.name, value));
                self.prefixed.push(prefixed);
            }
        }
    }
}

/// Whether `value` is a longer string than `than`.
fn longer(value: &Value, than: &Value) -> bool {
    match (value, than) {
        (Value::String(value), Value::String(than)) => value.len() > than.len(),
        _ => false,
    }
}

/// How many bytes at the start of `text` an expansion of `operator` can hold.
fn run_length(operator: Operator, text: &str) -> usize {
    let bytes = text.as_bytes();
    let first = operator.first().as_bytes();
    let start = match bytes.starts_with(first) {
        true => first.len(),
        false => 0,
    };
    let separator = operator.separator().as_bytes()[0];
    let holds = |b: u8| match operator.allows_reserved() {
        true => chars::RESERVED_UNRESERVED.contains(b) || b == b'%',
        false => chars::UNRESERVED.contains(b) || matches!(b, b'%' | b',' | b'=') || b == separator,
    };
    start + bytes[start..].iter().take_while(|&&b| holds(b)).count()
}

/// Reads the values of `expression` from the start of `text` into `found`, as much as its
/// variables take. How many bytes it read.
fn values<'t>(expression: &Expression<'t>, text: &str, found: &mut Found<'t>) -> Option<usize> {
    let operator = expression.operator();
    // Every variable undefined (or, for an operator without a first character, empty).
    let Some(body) = text
        .strip_prefix(operator.first())
        .filter(|_| !text.is_empty())
    else {
        return Some(0);
    };
    let specs: Vec<VarSpec<'t>> = expression.varspecs().collect();
    let items: Vec<&str> = body.split(operator.separator()).collect();
    let taken = match operator.named() {
        true => named_values(operator, &specs, &items, found)?,
        false => unnamed_values(operator, &specs, &items, found)?,
    };
    // The first character, the items taken and the separators between them.
    // (Every separator is one byte.)
    let separators = taken.saturating_sub(1);
    let used = items[..taken].iter().map(|item| item.len()).sum::<usize>() + separators;
    Some(match taken {
        0 => 0,
        _ => operator.first().len() + used,
    })
}

/// Values of a named operator (`;`, `?`, `&`): each item `name=value` (or `name` alone), in
/// the order of the variables. How many items they took.
fn named_values<'t>(
    operator: Operator,
    specs: &[VarSpec<'t>],
    items: &[&str],
    found: &mut Found<'t>,
) -> Option<usize> {
    let mut taken = 0;
    let mut items = items.iter().map(|item| match item.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (*item, None),
    });
    let mut pending = items.next();
    for (k, spec) in specs.iter().enumerate() {
        let Some((name, value)) = pending else { break };
        if spec.modifier == Modifier::Explode {
            // The items up to the next one named as a later variable.
            let later = |name: &str| specs[k + 1..].iter().any(|s| s.name == name);
            let mut members = Vec::new();
            let mut current = Some((name, value));
            while let Some((name, value)) = current.filter(|(name, _)| !later(name)) {
                members.push((
                    decode(operator, name)?,
                    decode(operator, value.unwrap_or(""))?,
                ));
                taken += 1;
                current = items.next();
            }
            pending = current;
            if members.is_empty() {
                continue;
            }
            let value = match members.iter().all(|(name, _)| name == spec.name) {
                true => Value::List(members.into_iter().map(|(_, value)| value).collect()),
                false => Value::Assoc(members),
            };
            found.add(spec, value);
            continue;
        }
        if name != spec.name {
            continue;
        }
        let value = match value {
            // An empty string is its name alone where `ifemp` is empty (`;`): `name=` and
            // nothing more is a list of one empty string.
            Some("") if operator.if_empty().is_empty() => Value::List(alloc::vec![String::new()]),
            value => joined(operator, value.unwrap_or(""))?,
        };
        found.add(spec, value);
        taken += 1;
        pending = items.next();
    }
    Some(taken)
}

/// Values of an unnamed operator: one item each, the last (or an exploded) variable taking
/// what is left. How many items they took.
fn unnamed_values<'t>(
    operator: Operator,
    specs: &[VarSpec<'t>],
    items: &[&str],
    found: &mut Found<'t>,
) -> Option<usize> {
    let mut rest = items;
    for (k, spec) in specs.iter().enumerate() {
        if rest.is_empty() {
            break;
        }
        let last = k + 1 == specs.len();
        match spec.modifier {
            Modifier::Explode => {
                // All that is left but one item for each later variable.
                let take = rest.len().saturating_sub(specs.len() - k - 1).max(1);
                let (mine, others) = rest.split_at(take);
                rest = others;
                let pairs: Option<Vec<(String, String)>> = pairs_of(operator, mine)
                    .iter()
                    .map(|item| {
                        let (name, value) = item.split_once('=')?;
                        Some((decode(operator, name)?, decode(operator, value)?))
                    })
                    .collect();
                let value = match (pairs, operator.allows_reserved()) {
                    (Some(pairs), false) => Value::Assoc(pairs),
                    _ => Value::List(
                        mine.iter()
                            .map(|item| decode(operator, item))
                            .collect::<Option<_>>()?,
                    ),
                };
                found.add(spec, value);
            }
            _ if last => {
                let value = rest.join(operator.separator());
                found.add(spec, joined(operator, &value)?);
                rest = &[];
            }
            _ => {
                found.add(spec, joined(operator, rest[0])?);
                rest = &rest[1..];
            }
        }
    }
    // The last variable took what was left.
    Some(items.len())
}

/// The exploded pairs of `items` (the text cut at each separator), each `name=value`: an item
/// without `=` is part of the pair before it (or, first, of the one after it), as the separator
/// `.` of labels is an unreserved character that names and values keep.
fn pairs_of(operator: Operator, items: &[&str]) -> Vec<String> {
    let mut pairs: Vec<String> = Vec::new();
    for item in items {
        match pairs.last_mut() {
            Some(pair) if !(item.contains('=') && pair.contains('=')) => {
                pair.push_str(operator.separator());
                pair.push_str(item);
            }
            _ => pairs.push(String::from(*item)),
        }
    }
    pairs
}

/// A value written whole: a string, or a list where its items are joined by an unencoded `,`
/// that a string's expansion would have encoded (not with `+` and `#`, which keep it).
fn joined(operator: Operator, text: &str) -> Option<Value> {
    if !operator.allows_reserved() && text.contains(',') {
        let items = text.split(',').map(|item| decode(operator, item));
        return Some(Value::List(items.collect::<Option<_>>()?));
    }
    Some(Value::String(decode(operator, text)?))
}

/// The value a piece of text stands for: percent-decoded where the operator encodes every
/// other character (the decoded bytes must be UTF-8). With `+` and `#`, whose expansion keeps
/// percent-encodings, only the encodings of characters beyond ASCII in the expansion's
/// uppercase are decoded (which a prefix counts as one character each), the others kept as
/// written.
fn decode(operator: Operator, text: &str) -> Option<String> {
    if !operator.allows_reserved() {
        return String::from_utf8(pct::decode(text).into_owned()).ok();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let after = &rest.as_bytes()[at + 1..];
        // A character beyond ASCII in the expansion's uppercase (a lowercase encoding was kept
        // as written); else the `%` as written, and what follows it read on as text.
        let encoded = pct::encoded_char(after)
            .filter(|&(_, taken)| !after[..taken].iter().any(u8::is_ascii_lowercase));
        match encoded {
            Some((c, taken)) => {
                out.push(c);
                rest = &rest[at + 1 + taken..];
            }
            None => {
                out.push('%');
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(rest);
    Some(out)
}
