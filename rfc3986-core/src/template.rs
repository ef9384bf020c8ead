//! URI Templates ([RFC 6570](https://www.rfc-editor.org/rfc/rfc6570)): a template checked
//! against the grammar of all four levels, and its expansion with values.
//!
//! A template is literal text and expressions between braces: `{var}` (simple string
//! expansion), `{+var}` (reserved characters kept), `{#var}` (a fragment), `{.var}` (labels),
//! `{/var}` (path segments), `{;var}` (path parameters), `{?var}` and `{&var}` (query
//! parameters); a variable takes a prefix (`{var:3}`) or is exploded (`{list*}`). A value is
//! a string, a list of strings or a list of pairs ([`Value`]); a variable without a value is
//! undefined and left out, as is an empty list.
//!
//! The expansion is a URI reference in the making: values are percent-encoded (every byte
//! beyond the unreserved characters, or beyond the unreserved and reserved ones and the
//! percent-encodings for `+` and `#`), and literals beyond ASCII are percent-encoded too
//! (RFC 6570 section 3.1), so the text is ASCII. [`Template::expand`] parses it as a URI
//! reference, and refuses what is none: a template such as `{x}[` makes text that RFC 3986
//! does not read, whatever the values.
//!
//! ```
//! use rfc3986::template::{Template, Value};
//!
//! let template = Template::parse("https://api.example/repos/{owner}/{repo}/issues{?state,labels*}")?;
//! let vars = [
//!     ("owner", Value::from("octo cat")),
//!     ("repo", Value::from("hello")),
//!     ("labels", Value::List(vec!["bug".into(), "help wanted".into()])),
//! ];
//! let uri = template.expand(&vars)?;
//! assert_eq!(
//!     uri.as_str(),
//!     "https://api.example/repos/octo%20cat/hello/issues?labels=bug&labels=help%20wanted"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

pub use crate::error::{ExpandError, ExpandErrorKind, TemplateError, TemplateErrorKind};

mod expand;
mod extract;
mod parse;

pub use parse::{Parts, VarSpecs};

/// A URI Template that matches the grammar of RFC 6570 (all four levels): a view of its
/// text, read part by part.
///
/// ```
/// use rfc3986::template::{Part, Template};
///
/// let template = Template::parse("/search{?q,page}")?;
/// assert_eq!(template.parts().count(), 2);
/// assert_eq!(template.variables().collect::<Vec<_>>(), ["q", "page"]);
/// assert!(matches!(template.parts().next(), Some(Part::Literal("/search"))));
/// # Ok::<(), rfc3986::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Template<'a> {
    text: &'a str,
}

impl<'a> Template<'a> {
    /// Checks `text` against the grammar of
    /// [RFC 6570 section 2](https://www.rfc-editor.org/rfc/rfc6570#section-2): literals,
    /// expressions of every operator, variable names, prefixes of 1 to 9999 and explode
    /// modifiers. The operators the RFC reserves (`=`, `,`, `!`, `@`, `|`) are refused.
    ///
    /// ```
    /// use rfc3986::template::{Template, TemplateErrorKind};
    ///
    /// assert!(Template::parse("{/path*}{?q,lang}").is_ok());
    /// let error = Template::parse("{var:10000}").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (TemplateErrorKind::InvalidPrefix, 5));
    /// let error = Template::parse("{!var}").unwrap_err();
    /// assert_eq!(error.kind(), TemplateErrorKind::ReservedOperator);
    /// ```
    pub fn parse(text: &'a str) -> Result<Self, TemplateError> {
        parse::check(text)?;
        Ok(Template { text })
    }

    /// The template of a literal that `uri_template!` checked.
    #[doc(hidden)]
    pub const fn __from_macro(text: &'a str) -> Self {
        Template { text }
    }

    /// The template's text.
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// Its literals and expressions, in order.
    pub fn parts(&self) -> Parts<'a> {
        Parts::new(self.text)
    }

    /// The names of its variables, in order (a name used twice comes twice).
    pub fn variables(&self) -> impl Iterator<Item = &'a str> {
        self.parts()
            .filter_map(|part| match part {
                Part::Expression(expression) => Some(expression.varspecs()),
                Part::Literal(_) => None,
            })
            .flatten()
            .map(|spec| spec.name)
    }

    /// The expansion of the template with `vars`
    /// ([RFC 6570 section 3](https://www.rfc-editor.org/rfc/rfc6570#section-3)), as a URI
    /// reference.
    ///
    /// Errors: [`ExpandErrorKind::PrefixOnComposite`] for a prefix on a list or pairs (which
    /// RFC 6570 section 2.4.1 does not apply), [`ExpandErrorKind::NotAReference`] when the text
    /// is no URI reference (see the [module](self)).
    ///
    /// ```
    /// use rfc3986::template::{Template, Value};
    ///
    /// let template = Template::parse("{/path*}{?x,y,empty}")?;
    /// let vars = [
    ///     ("path", Value::List(vec!["a".into(), "b c".into()])),
    ///     ("x", Value::from("1024")),
    ///     ("empty", Value::from("")),
    /// ];
    /// assert_eq!(template.expand(&vars)?.as_str(), "/a/b%20c?x=1024&empty=");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn expand(
        &self,
        vars: &(impl Variables + ?Sized),
    ) -> Result<crate::UriRefBuf, ExpandError> {
        let mut text = String::new();
        self.expand_into(vars, &mut text)?;
        crate::UriRefBuf::parse(text).map_err(|error| ExpandError {
            kind: ExpandErrorKind::NotAReference(error),
        })
    }

    /// The text of the expansion, appended to `out`, as RFC 6570 makes it (not parsed): for a
    /// caller that writes many expansions into one buffer.
    ///
    /// ```
    /// use rfc3986::template::{Template, Value};
    ///
    /// let mut out = String::from("<");
    /// Template::parse("{var:3}")?.expand_into(&[("var", Value::from("value"))], &mut out)?;
    /// assert_eq!(out, "<val");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn expand_into(
        &self,
        vars: &(impl Variables + ?Sized),
        out: &mut String,
    ) -> Result<(), ExpandError> {
        expand::expand(self, vars, out)
    }
}

impl<'a> Template<'a> {
    /// The values of the variables whose expansion is `input`, in the order of the template
    /// (each variable once; an undefined one left out), or `None` when this reading finds none.
    ///
    /// The template is read once from left to right (linear in the input): an expression takes
    /// the longest text it can before the literal that follows it (its last occurrence), and
    /// where several assignments give the input, that one is returned. What the expansion
    /// loses stays lost: a prefix gives the prefix, a pair's values without names (`{keys}`)
    /// come back as a list, an empty simple expansion as undefined variables, and with `+` and
    /// `#` the values keep their percent-encodings. Every assignment returned expands back to
    /// `input`.
    ///
    /// Where a literal separates the expressions, `None` means that no values give `input`.
    /// Expressions side by side are read greedily too, and there the reading can miss values
    /// that exist: the first takes all it can, so a variable repeated among them (`{a}{a}`
    /// against `xyzxyz`) or a prefix followed by another expression (`{a:2}{b}` against
    /// `abcd`) finds none. Finding those in general is matching with back-references, which
    /// takes more than one pass.
    ///
    /// ```
    /// use rfc3986::template::{Template, Value};
    ///
    /// let template = Template::parse("/repos/{owner}/{repo}/issues{?state,labels}")?;
    /// let vars = template.extract("/repos/octo%20cat/hello/issues?state=open&labels=bug,ui").unwrap();
    /// assert_eq!(
    ///     vars,
    ///     [
    ///         ("owner", Value::from("octo cat")),
    ///         ("repo", Value::from("hello")),
    ///         ("state", Value::from("open")),
    ///         ("labels", Value::List(vec!["bug".into(), "ui".into()])),
    ///     ]
    /// );
    /// assert_eq!(template.expand(&vars)?.as_str(), "/repos/octo%20cat/hello/issues?state=open&labels=bug,ui");
    /// assert_eq!(template.extract("/users/octocat"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn extract(&self, input: &str) -> Option<Vec<(&'a str, Value)>> {
        extract::extract(self, input)
    }
}

/// A literal or an expression of a [`Template`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part<'a> {
    /// Literal text, as written in the template.
    Literal(&'a str),
    /// An expression: what was between `{` and `}`.
    Expression(Expression<'a>),
}

/// An expression of a [`Template`]: its operator and its variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Expression<'a> {
    operator: Operator,
    /// The `variable-list`, as written.
    list: &'a str,
}

impl<'a> Expression<'a> {
    /// The operator.
    pub const fn operator(&self) -> Operator {
        self.operator
    }

    /// The variables, in order.
    pub fn varspecs(&self) -> VarSpecs<'a> {
        VarSpecs::new(self.list)
    }
}

/// A variable of an expression, with its modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VarSpec<'a> {
    /// The variable's name, as written (`pct-encoded` kept).
    pub name: &'a str,
    /// Its modifier.
    pub modifier: Modifier,
}

/// The modifier of a variable (level 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// None.
    None,
    /// `:n`, the first `n` characters of a string (1 to 9999).
    Prefix(u16),
    /// `*`: each item of a list, each pair, on its own.
    Explode,
}

/// The operator of an expression, with what it writes
/// ([RFC 6570 appendix A](https://www.rfc-editor.org/rfc/rfc6570#appendix-A)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operator {
    /// No operator: `{var}`.
    Simple,
    /// `{+var}`: reserved characters kept.
    Reserved,
    /// `{#var}`: a fragment, reserved characters kept.
    Fragment,
    /// `{.var}`: labels, each after a `.`.
    Label,
    /// `{/var}`: path segments, each after a `/`.
    PathSegment,
    /// `{;var}`: path parameters, `;name=value`.
    PathParameter,
    /// `{?var}`: a query, `?name=value&...`.
    Query,
    /// `{&var}`: more query parameters, `&name=value`.
    QueryContinuation,
}

impl Operator {
    /// The operator written `b`, if `b` is one (not a reserved one).
    pub const fn of(b: u8) -> Option<Operator> {
        Some(match b {
            b'+' => Operator::Reserved,
            b'#' => Operator::Fragment,
            b'.' => Operator::Label,
            b'/' => Operator::PathSegment,
            b';' => Operator::PathParameter,
            b'?' => Operator::Query,
            b'&' => Operator::QueryContinuation,
            _ => return None,
        })
    }

    /// What the expansion starts with when a variable is defined (`first`).
    pub const fn first(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved => "",
            Operator::Fragment => "#",
            Operator::Label => ".",
            Operator::PathSegment => "/",
            Operator::PathParameter => ";",
            Operator::Query => "?",
            Operator::QueryContinuation => "&",
        }
    }

    /// What goes between two values (`sep`).
    pub const fn separator(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => ",",
            Operator::Label => ".",
            Operator::PathSegment => "/",
            Operator::PathParameter => ";",
            Operator::Query | Operator::QueryContinuation => "&",
        }
    }

    /// Whether a value is written after its name (`named`).
    pub const fn named(self) -> bool {
        matches!(
            self,
            Operator::PathParameter | Operator::Query | Operator::QueryContinuation
        )
    }

    /// What follows the name of an empty value (`ifemp`).
    pub const fn if_empty(self) -> &'static str {
        match self {
            Operator::Query | Operator::QueryContinuation => "=",
            _ => "",
        }
    }

    /// Whether reserved characters and percent-encodings of a value are kept (`allow`: U+R,
    /// rather than U).
    pub const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }
}

/// The value of a variable ([RFC 6570 section 2.3](https://www.rfc-editor.org/rfc/rfc6570#section-2.3)).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A string (empty is defined).
    String(String),
    /// A list of strings (empty is undefined).
    List(Vec<String>),
    /// An associative list: pairs of name and value, in order (empty is undefined).
    Assoc(Vec<(String, String)>),
}

impl From<&str> for Value {
    fn from(text: &str) -> Self {
        Value::String(String::from(text))
    }
}

impl From<String> for Value {
    fn from(text: String) -> Self {
        Value::String(text)
    }
}

/// The values of variables, by name: a variable without a value is undefined.
///
/// Implemented for maps (`BTreeMap`, and with `std` `HashMap`) and for lists of pairs (a slice,
/// an array or a `Vec` of `(&str, Value)` or `(String, Value)`), where the first pair of a name
/// counts.
pub trait Variables {
    /// The value of `name`, if it has one.
    fn value(&self, name: &str) -> Option<&Value>;
}

impl<K: AsRef<str>> Variables for [(K, Value)] {
    fn value(&self, name: &str) -> Option<&Value> {
        self.iter()
            .find(|(key, _)| key.as_ref() == name)
            .map(|(_, value)| value)
    }
}

impl<K: AsRef<str>, const N: usize> Variables for [(K, Value); N] {
    fn value(&self, name: &str) -> Option<&Value> {
        self.as_slice().value(name)
    }
}

impl<K: AsRef<str>> Variables for Vec<(K, Value)> {
    fn value(&self, name: &str) -> Option<&Value> {
        self.as_slice().value(name)
    }
}

impl<K: core::borrow::Borrow<str> + Ord> Variables for BTreeMap<K, Value> {
    fn value(&self, name: &str) -> Option<&Value> {
        self.get(name)
    }
}

#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "std")]
impl<K, S> Variables for std::collections::HashMap<K, Value, S>
where
    K: core::borrow::Borrow<str> + core::hash::Hash + Eq,
    S: core::hash::BuildHasher,
{
    fn value(&self, name: &str) -> Option<&Value> {
        self.get(name)
    }
}
