//! Expansion ([RFC 6570 section 3](https://www.rfc-editor.org/rfc/rfc6570#section-3)), as
//! appendix A writes the algorithm.

use alloc::string::String;

use crate::error::{ExpandError, ExpandErrorKind};
use crate::pct::{self, EncodeSet};

use super::{Expression, Modifier, Operator, Part, Template, Value, VarSpec, Variables};

/// Appends the expansion of `template` with `vars` to `out`.
pub(super) fn expand(
    template: &Template<'_>,
    vars: &(impl Variables + ?Sized),
    out: &mut String,
) -> Result<(), ExpandError> {
    for part in template.parts() {
        match part {
            Part::Literal(text) => push_literal(out, text),
            Part::Expression(expression) => expression_into(&expression, vars, out)?,
        }
    }
    Ok(())
}

/// Appends the expansion of a literal: its ASCII characters, all allowed in a URI, and its
/// percent-encodings as they are; a character beyond ASCII encoded (section 3.1).
pub(super) fn push_literal(out: &mut String, text: &str) {
    push_keeping_encoded(out, text, EncodeSet::TEMPLATE_LITERALS);
}

/// Appends the expansion of one expression (section 3.2.1).
fn expression_into(
    expression: &Expression<'_>,
    vars: &(impl Variables + ?Sized),
    out: &mut String,
) -> Result<(), ExpandError> {
    let operator = expression.operator();
    let mut first = true;
    for spec in expression.varspecs() {
        let Some(value) = vars.value(spec.name).filter(|value| is_defined(value)) else {
            continue;
        };
        out.push_str(match first {
            true => operator.first(),
            false => operator.separator(),
        });
        first = false;
        match value {
            Value::String(text) => string_into(operator, &spec, text, out),
            Value::List(items) => {
                composite_into(operator, &spec, items.iter().map(|item| (None, item)), out)?
            }
            Value::Assoc(pairs) => composite_into(
                operator,
                &spec,
                pairs.iter().map(|(name, value)| (Some(name), value)),
                out,
            )?,
        }
    }
    Ok(())
}

/// Whether a value is defined: a string always, a list or pairs when not empty (section 2.3).
fn is_defined(value: &Value) -> bool {
    match value {
        Value::String(_) => true,
        Value::List(items) => !items.is_empty(),
        Value::Assoc(pairs) => !pairs.is_empty(),
    }
}

/// Appends a string value, with its name for a named operator, cut to its prefix.
fn string_into(operator: Operator, spec: &VarSpec<'_>, text: &str, out: &mut String) {
    if operator.named() {
        out.push_str(spec.name);
        if text.is_empty() {
            out.push_str(operator.if_empty());
            return;
        }
        out.push('=');
    }
    let text = match spec.modifier {
        Modifier::Prefix(length) => prefix(text, length, operator.allows_reserved()),
        Modifier::None | Modifier::Explode => text,
    };
    value_into(operator, text, out);
}

/// Appends a list (`name` `None`) or pairs, exploded or joined by commas.
fn composite_into<'v>(
    operator: Operator,
    spec: &VarSpec<'_>,
    members: impl Iterator<Item = (Option<&'v String>, &'v String)>,
    out: &mut String,
) -> Result<(), ExpandError> {
    match spec.modifier {
        Modifier::Prefix(_) => Err(ExpandError {
            kind: ExpandErrorKind::PrefixOnComposite,
        }),
        Modifier::Explode => {
            for (n, (name, value)) in members.enumerate() {
                if n > 0 {
                    out.push_str(operator.separator());
                }
                match (name, operator.named()) {
                    // A pair's name stands for the variable's.
                    (Some(name), true) => value_into(operator, name, out),
                    (None, true) => out.push_str(spec.name),
                    (Some(name), false) => {
                        value_into(operator, name, out);
                        out.push('=');
                    }
                    (None, false) => {}
                }
                if operator.named() {
                    if value.is_empty() {
                        out.push_str(operator.if_empty());
                        continue;
                    }
                    out.push('=');
                }
                value_into(operator, value, out);
            }
            Ok(())
        }
        Modifier::None => {
            if operator.named() {
                out.push_str(spec.name);
                out.push('=');
            }
            for (n, (name, value)) in members.enumerate() {
                if n > 0 {
                    out.push(',');
                }
                if let Some(name) = name {
                    value_into(operator, name, out);
                    out.push(',');
                }
                value_into(operator, value, out);
            }
            Ok(())
        }
    }
}

/// Appends `text` encoded as the operator allows: the unreserved characters kept (U), and for
/// `+` and `#` the reserved ones and the percent-encodings too (U+R).
fn value_into(operator: Operator, text: &str, out: &mut String) {
    match operator.allows_reserved() {
        true => push_keeping_encoded(out, text, EncodeSet::RESERVED_UNRESERVED),
        false => pct::push_encoded(out, text, EncodeSet::UNRESERVED),
    }
}

/// Appends `text` encoded with `set`, but for its `pct-encoded` triplets, kept as they are (a
/// `%` that starts none is encoded).
fn push_keeping_encoded(out: &mut String, text: &str, set: EncodeSet) {
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        let (run, tail) = rest.split_at(at);
        pct::push_encoded(out, run, set);
        match pct::pct_encoded_octet(&tail.as_bytes()[1..]) {
            Some(_) => {
                out.push_str(&tail[..3]);
                rest = &tail[3..];
            }
            None => {
                out.push_str("%25");
                rest = &tail[1..];
            }
        }
    }
    pct::push_encoded(out, rest, set);
}

/// The first `length` characters of `text` (all of it when shorter); with `keep_encoded` (an
/// operator that keeps percent-encodings), a `pct-encoded` triplet counts as one character,
/// which a prefix does not split (section 3.2.1).
fn prefix(text: &str, length: u16, keep_encoded: bool) -> &str {
    let bytes = text.as_bytes();
    let mut end = 0;
    for _ in 0..length {
        let Some(c) = text[end..].chars().next() else {
            return text;
        };
        let encoded =
            keep_encoded && c == '%' && pct::pct_encoded_octet(&bytes[end + 1..]).is_some();
        end += if encoded { 3 } else { c.len_utf8() };
    }
    &text[..end]
}
