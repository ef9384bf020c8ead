//! The grammar of URI Templates
//! ([RFC 6570 section 2](https://www.rfc-editor.org/rfc/rfc6570#section-2)): the check of a
//! whole template, and the reading of a checked one into its parts.

use crate::chars::{self, is_iprivate, is_ucschar};
use crate::error::{TemplateError, TemplateErrorKind};
use crate::pct::pct_encoded_octet;

use super::{Expression, Modifier, Operator, Part, VarSpec};

/// Checks `text` against `URI-Template`, at the first byte that does not match.
pub(super) fn check(text: &str) -> Result<(), TemplateError> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        at = match byte {
            b'{' => expression(bytes, at)?,
            b'%' => percent_encoded(bytes, at)?,
            _ if byte.is_ascii() => match chars::TEMPLATE_LITERALS & 1 << byte != 0 {
                true => at + 1,
                false => return Err(TemplateError::new(TemplateErrorKind::InvalidLiteral, at)),
            },
            _ => {
                // `at` is on a character boundary: every step moves by whole characters.
                let c = text[at..].chars().next().unwrap_or_default();
                match is_ucschar(c) || is_iprivate(c) {
                    true => at + c.len_utf8(),
                    false => return Err(TemplateError::new(TemplateErrorKind::InvalidLiteral, at)),
                }
            }
        };
    }
    Ok(())
}

/// The index after the `pct-encoded` at `at`.
fn percent_encoded(bytes: &[u8], at: usize) -> Result<usize, TemplateError> {
    match pct_encoded_octet(&bytes[at + 1..]) {
        Some(_) => Ok(at + 3),
        None => Err(TemplateError::new(
            TemplateErrorKind::InvalidPercentEncoding,
            at,
        )),
    }
}

/// The index after the expression whose `{` is at `open`.
fn expression(bytes: &[u8], open: usize) -> Result<usize, TemplateError> {
    let error = |kind, at| Err(TemplateError::new(kind, at));
    let unclosed = || error(TemplateErrorKind::UnclosedExpression, open);
    let mut at = open + 1;
    match bytes.get(at) {
        Some(&b) if Operator::of(b).is_some() => at += 1,
        Some(b'=' | b',' | b'!' | b'@' | b'|') => {
            return error(TemplateErrorKind::ReservedOperator, at)
        }
        _ => {}
    }
    loop {
        at = varname(bytes, at, open)?;
        match bytes.get(at) {
            Some(b'*') => at += 1,
            Some(b':') => at = prefix(bytes, at + 1)?,
            _ => {}
        }
        match bytes.get(at) {
            Some(b',') => at += 1,
            Some(b'}') => return Ok(at + 1),
            Some(_) => return error(TemplateErrorKind::ExpectedCommaOrBrace, at),
            None => return unclosed(),
        }
    }
}

/// The index after the `varname` at `at`, in the expression whose `{` is at `open`.
fn varname(bytes: &[u8], start: usize, open: usize) -> Result<usize, TemplateError> {
    let mut at = start;
    loop {
        match bytes.get(at) {
            Some(&b) if is_varchar(b) => at += 1,
            Some(b'%') => at = percent_encoded(bytes, at)?,
            // A `.` between two `varchar`s.
            Some(b'.') if at > start && bytes[at - 1] != b'.' => at += 1,
            Some(b'.') => {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidVariableName,
                    at,
                ))
            }
            None => {
                return Err(TemplateError::new(
                    TemplateErrorKind::UnclosedExpression,
                    open,
                ))
            }
            Some(_) => break,
        }
    }
    if at == start || bytes[at - 1] == b'.' {
        let at = if at == start { at } else { at - 1 };
        return Err(TemplateError::new(
            TemplateErrorKind::InvalidVariableName,
            at,
        ));
    }
    Ok(at)
}

/// `varchar` but its `pct-encoded`: `ALPHA / DIGIT / "_"`.
fn is_varchar(b: u8) -> bool {
    chars::ALPHA.contains(b) || chars::DIGIT.contains(b) || b == b'_'
}

/// The index after the `max-length` at `at` (`%x31-39 0*3DIGIT`: 1 to 9999).
fn prefix(bytes: &[u8], start: usize) -> Result<usize, TemplateError> {
    let digits = bytes[start..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    match (bytes.get(start), digits) {
        (Some(b'1'..=b'9'), 1..=4) => Ok(start + digits),
        _ => Err(TemplateError::new(TemplateErrorKind::InvalidPrefix, start)),
    }
}

/// The parts of a checked template, in order.
#[derive(Clone, Debug)]
pub struct Parts<'a> {
    rest: &'a str,
}

impl<'a> Parts<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        Parts { rest: text }
    }
}

impl<'a> Iterator for Parts<'a> {
    type Item = Part<'a>;

    fn next(&mut self) -> Option<Part<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        // A checked template: an expression runs from its `{` to the next `}`.
        if let Some(inside) = self.rest.strip_prefix('{') {
            let close = inside.find('}').unwrap_or(inside.len());
            let (body, rest) = inside.split_at(close);
            self.rest = rest.get(1..).unwrap_or_default();
            return Some(Part::Expression(Expression::of(body)));
        }
        let end = self.rest.find('{').unwrap_or(self.rest.len());
        let (literal, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some(Part::Literal(literal))
    }
}

impl<'a> Expression<'a> {
    /// The expression of `body`, the checked text between `{` and `}`.
    fn of(body: &'a str) -> Self {
        let operator = body.bytes().next().and_then(Operator::of);
        match operator {
            Some(operator) => Expression {
                operator,
                list: &body[1..],
            },
            None => Expression {
                operator: Operator::Simple,
                list: body,
            },
        }
    }
}

/// The variables of an expression, in order.
#[derive(Clone, Debug)]
pub struct VarSpecs<'a> {
    rest: Option<&'a str>,
}

impl<'a> VarSpecs<'a> {
    pub(super) fn new(list: &'a str) -> Self {
        VarSpecs { rest: Some(list) }
    }
}

impl<'a> Iterator for VarSpecs<'a> {
    type Item = VarSpec<'a>;

    fn next(&mut self) -> Option<VarSpec<'a>> {
        let rest = self.rest?;
        let (spec, rest) = match rest.split_once(',') {
            Some((spec, rest)) => (spec, Some(rest)),
            None => (rest, None),
        };
        self.rest = rest;
        Some(VarSpec::of(spec))
    }
}

impl<'a> VarSpec<'a> {
    /// The variable of `spec`, a checked `varspec`.
    fn of(spec: &'a str) -> Self {
        if let Some(name) = spec.strip_suffix('*') {
            return VarSpec {
                name,
                modifier: Modifier::Explode,
            };
        }
        match spec.split_once(':') {
            Some((name, length)) => VarSpec {
                name,
                // A checked `max-length`: 1 to 9999.
                modifier: Modifier::Prefix(length.parse().unwrap_or(u16::MAX)),
            },
            None => VarSpec {
                name: spec,
                modifier: Modifier::None,
            },
        }
    }
}
