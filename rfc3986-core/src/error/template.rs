//! The errors of URI Templates (RFC 6570): [`TemplateError`] for a template that does not match
//! the grammar, [`ExpandError`] for an expansion that cannot be made.

use core::fmt;

/// What kind of problem a [`TemplateError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TemplateErrorKind {
    /// A character that a literal cannot hold (a space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`,
    /// `}`, a control character, or beyond ASCII one that is neither `ucschar` nor `iprivate`).
    InvalidLiteral,
    /// A `%` not followed by two hexadecimal digits, in a literal or a variable name.
    InvalidPercentEncoding,
    /// A `{` without its `}`.
    UnclosedExpression,
    /// One of the operators RFC 6570 reserves for later versions: `=`, `,`, `!`, `@` or `|`.
    ReservedOperator,
    /// A variable name that is empty, or holds a character other than letters, digits, `_`,
    /// percent-encodings and single `.` between them.
    InvalidVariableName,
    /// A prefix length that is not a number from 1 to 9999 written without a leading zero.
    InvalidPrefix,
    /// After a variable and its modifier, something other than `,` or `}`.
    ExpectedCommaOrBrace,
}

impl TemplateErrorKind {
    /// A stable name for the kind, for programs: `invalid-literal`,
    /// `invalid-percent-encoding`, `unclosed-expression`, `reserved-operator`,
    /// `invalid-variable-name`, `invalid-prefix`, `expected-comma-or-brace`.
    pub const fn name(self) -> &'static str {
        match self {
            TemplateErrorKind::InvalidLiteral => "invalid-literal",
            TemplateErrorKind::InvalidPercentEncoding => "invalid-percent-encoding",
            TemplateErrorKind::UnclosedExpression => "unclosed-expression",
            TemplateErrorKind::ReservedOperator => "reserved-operator",
            TemplateErrorKind::InvalidVariableName => "invalid-variable-name",
            TemplateErrorKind::InvalidPrefix => "invalid-prefix",
            TemplateErrorKind::ExpectedCommaOrBrace => "expected-comma-or-brace",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            TemplateErrorKind::InvalidLiteral => "invalid character in a literal",
            TemplateErrorKind::InvalidPercentEncoding => "invalid percent-encoding",
            TemplateErrorKind::UnclosedExpression => "unclosed expression",
            TemplateErrorKind::ReservedOperator => "reserved operator",
            TemplateErrorKind::InvalidVariableName => "invalid variable name",
            TemplateErrorKind::InvalidPrefix => "invalid prefix length",
            TemplateErrorKind::ExpectedCommaOrBrace => "expected ',' or '}'",
        }
    }
}

/// A URI Template that does not match the grammar of
/// [RFC 6570 section 2](https://www.rfc-editor.org/rfc/rfc6570#section-2): what is wrong, and
/// the byte index where it was found (for an unclosed expression, its `{`).
///
/// ```
/// use rfc3986::template::{Template, TemplateErrorKind};
///
/// let error = Template::parse("/a{b").unwrap_err();
/// assert_eq!(error.kind(), TemplateErrorKind::UnclosedExpression);
/// assert_eq!(error.index(), 2);
/// assert_eq!(error.to_string(), "unclosed expression at index 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TemplateError {
    pub(crate) kind: TemplateErrorKind,
    pub(crate) index: usize,
}

impl TemplateError {
    pub(crate) const fn new(kind: TemplateErrorKind, index: usize) -> Self {
        TemplateError { kind, index }
    }

    /// What is wrong.
    pub const fn kind(&self) -> TemplateErrorKind {
        self.kind
    }

    /// The byte index in the template where it was found.
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at index {}", self.kind.describe(), self.index)
    }
}

impl core::error::Error for TemplateError {}

/// What kind of problem an [`ExpandError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExpandErrorKind {
    /// A prefix modifier on a variable whose value is a list or pairs, which RFC 6570 section
    /// 2.4.1 does not apply prefixes to.
    PrefixOnComposite,
    /// An expansion that is no URI reference, as the parser says (a template such as `{x}[`).
    NotAReference(crate::ParseError),
}

impl ExpandErrorKind {
    /// A stable name for the kind, for programs: `prefix-on-composite`, `not-a-reference`.
    ///
    /// ```
    /// use rfc3986::template::{Template, Value};
    ///
    /// let error = Template::parse("{x}[")?.expand(&[("x", Value::from("a"))]).unwrap_err();
    /// assert_eq!(error.kind().name(), "not-a-reference");
    /// # Ok::<(), rfc3986::template::TemplateError>(())
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            ExpandErrorKind::PrefixOnComposite => "prefix-on-composite",
            ExpandErrorKind::NotAReference(_) => "not-a-reference",
        }
    }
}

/// An expansion of a template that cannot be made.
///
/// ```
/// use rfc3986::template::{ExpandErrorKind, Template, Value};
///
/// let template = Template::parse("{list:1}")?;
/// let error = template.expand(&[("list", Value::List(vec!["a".into()]))]).unwrap_err();
/// assert_eq!(error.kind(), ExpandErrorKind::PrefixOnComposite);
/// assert_eq!(error.to_string(), "a prefix on a list or pairs");
/// # Ok::<(), rfc3986::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExpandError {
    pub(crate) kind: ExpandErrorKind,
}

impl ExpandError {
    /// What is wrong.
    pub const fn kind(&self) -> ExpandErrorKind {
        self.kind
    }
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ExpandErrorKind::PrefixOnComposite => f.write_str("a prefix on a list or pairs"),
            ExpandErrorKind::NotAReference(error) => {
                write!(f, "the expansion is no URI reference: {error}")
            }
        }
    }
}

impl core::error::Error for ExpandError {}
