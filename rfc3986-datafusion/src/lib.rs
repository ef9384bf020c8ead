//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) URI functions for
//! [Apache DataFusion](https://datafusion.apache.org/) SQL, on the kernels of
//! [`rfc3986_arrow`]: registered with one call, [`register`].
//!
//! | function | returns |
//! |---|---|
//! | `uri_is_valid(url[, rule])` | whether `url` matches `rule`: `URI-reference` (the default), `URI`, `absolute-URI`, `relative-ref`, or their IRI forms `IRI-reference`, `IRI`, `absolute-IRI`, `irelative-ref` |
//! | `uri_scheme`, `uri_userinfo`, `uri_host`, `uri_port`, `uri_path`, `uri_query`, `uri_fragment` (`url`) | the component as written (null when absent; the empty string when empty) |
//! | `uri_host_kind(url)` | `reg-name`, `ipv4`, `ipv6` or `ipvfuture` |
//! | `uri_query_param(url, key)` | the value of the query's first `key=value` pair |
//! | `uri_normalize(url)` | the normal form (section 6.2, both levels) |
//! | `uri_resolve(base, reference)` | the reference resolved against the base (section 5.2) |
//! | `uri_relative(base, target)` | the shortest reference that resolves against the base to the target |
//! | `uri_equivalent(a, b)` | whether the two have the same normal form |
//! | `uri_parse(url)` | a struct of the seven components |
//! | `parse_url(url, part[, key])` | Spark's function: `HOST`, `PATH`, `QUERY`, `REF`, `PROTOCOL`, `FILE`, `AUTHORITY`, `USERINFO` |
//!
//! A null argument (a null rule or key too), or a reference that does not parse, gives null.
//! Components are views into the input's buffers (no byte copied). A constant argument (a base
//! URI, a rule, a key) is read once, not expanded into a column. Every argument is a string
//! (`Utf8`, `LargeUtf8`, `Utf8View`, or a dictionary of them); a call with another type, or
//! with a number of arguments the function does not take, fails at planning with an error that
//! names the function and the argument: `uri_host(url): url must be a string, not Int64`.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::error::Result<()> {
//! use datafusion::prelude::SessionContext;
//!
//! let ctx = SessionContext::new();
//! rfc3986_datafusion::register(&ctx);
//! let batches = ctx
//!     .sql("SELECT uri_host('http://example.com/a') AS host, uri_resolve('http://a/b/c/d;p?q', '../g') AS g")
//!     .await?
//!     .collect()
//!     .await?;
//! let table = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(table.contains("| example.com | http://a/b/g |"), "{table}");
//! # Ok(())
//! # }
//! ```

use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::{exec_err, plan_err, Result, ScalarValue};
use datafusion::logical_expr::{
    ColumnarValue, DocSection, Documentation, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl,
    Signature, Volatility,
};
use datafusion::prelude::SessionContext;
use rfc3986_arrow::rfc3986::{NormalizeOptions, ResolveOptions};
use rfc3986_arrow::{Component, Grammar, Operand, Rule};

/// The functions, each what it computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Function {
    IsValid,
    Component(Component),
    HostKind,
    QueryParam,
    Normalize,
    Resolve,
    Relative,
    Equivalent,
    Parse,
    ParseUrl,
}

impl Function {
    /// Every function, in the order of the crate's table.
    const ALL: [Function; 15] = [
        Function::IsValid,
        Function::Component(Component::Scheme),
        Function::Component(Component::Userinfo),
        Function::Component(Component::Host),
        Function::Component(Component::Port),
        Function::Component(Component::Path),
        Function::Component(Component::Query),
        Function::Component(Component::Fragment),
        Function::HostKind,
        Function::QueryParam,
        Function::Normalize,
        Function::Resolve,
        Function::Relative,
        Function::Equivalent,
        Function::Parse,
    ];

    fn name(self) -> &'static str {
        match self {
            Function::IsValid => "uri_is_valid",
            Function::Component(Component::Scheme) => "uri_scheme",
            Function::Component(Component::Userinfo) => "uri_userinfo",
            Function::Component(Component::Host) => "uri_host",
            Function::Component(Component::Port) => "uri_port",
            Function::Component(Component::Path) => "uri_path",
            Function::Component(Component::Query) => "uri_query",
            Function::Component(Component::Fragment) => "uri_fragment",
            Function::HostKind => "uri_host_kind",
            Function::QueryParam => "uri_query_param",
            Function::Normalize => "uri_normalize",
            Function::Resolve => "uri_resolve",
            Function::Relative => "uri_relative",
            Function::Equivalent => "uri_equivalent",
            Function::Parse => "uri_parse",
            Function::ParseUrl => "parse_url",
        }
    }

    /// The names of the function's parameters, and how many of them are required (the others
    /// may be left out, from the last).
    fn parameters(self) -> (&'static [&'static str], usize) {
        match self {
            Function::IsValid => (&["url", "rule"], 1),
            Function::Component(_) | Function::HostKind | Function::Normalize | Function::Parse => {
                (&["url"], 1)
            }
            Function::QueryParam => (&["url", "key"], 2),
            Function::Resolve => (&["base", "reference"], 2),
            Function::Relative => (&["base", "target"], 2),
            Function::Equivalent => (&["a", "b"], 2),
            Function::ParseUrl => (&["url", "part", "key"], 2),
        }
    }

    /// How the function is called: `uri_is_valid(url[, rule])`.
    fn syntax(self) -> String {
        let (names, required) = self.parameters();
        let mut syntax = format!("{}(", self.name());
        for (k, name) in names.iter().enumerate() {
            let comma = if k == 0 { "" } else { ", " };
            if k < required {
                syntax += &format!("{comma}{name}");
            } else {
                syntax += &format!("[{comma}{name}]");
            }
        }
        syntax + ")"
    }

    /// The types the arguments are read as: each string type as it is, a dictionary of strings
    /// as its strings, a null as `Utf8`; an error, naming the function and the argument, for a
    /// number of arguments the function does not take or an argument that is not a string.
    fn argument_types(self, types: &[DataType]) -> Result<Vec<DataType>> {
        let (names, required) = self.parameters();
        if types.len() < required || types.len() > names.len() {
            let expected = match (required, names.len()) {
                (1, 1) => "1 argument".to_owned(),
                (n, m) if n == m => format!("{n} arguments"),
                (n, m) => format!("{n} or {m} arguments"),
            };
            return plan_err!("{} takes {expected}, not {}", self.syntax(), types.len());
        }
        names
            .iter()
            .zip(types)
            .map(|(name, data_type)| match string_type(data_type) {
                Some(string) => Ok(string),
                None => plan_err!(
                    "{}: {name} must be a string, not {data_type}",
                    self.syntax()
                ),
            })
            .collect()
    }

    fn return_type(self) -> DataType {
        match self {
            Function::IsValid | Function::Equivalent => DataType::Boolean,
            Function::Parse => DataType::Struct(rfc3986_arrow::parse_fields()),
            _ => DataType::Utf8View,
        }
    }

    /// The function's documentation: what it does, its syntax, an example and its arguments.
    fn documentation(self) -> Documentation {
        let section = DocSection {
            include: true,
            label: "URI Functions",
            description: Some("RFC 3986 URI references, on the strict grammar (rfc3986)"),
        };
        let url = "A URI reference: a string column or constant.";
        let (description, example, arguments): (&str, &str, Vec<&str>) =
            match self {
                Function::IsValid => (
                    "Whether the string matches a grammar rule of RFC 3986 (or RFC 3987).",
                    "SELECT uri_is_valid('http://a/b c');  -- false",
                    vec![url, "URI-reference (the default), URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI or irelative-ref: a constant."],
                ),
                Function::Component(component) => {
                    let (description, example) = match component {
                        Component::Scheme => ("The scheme, without its `:`; null when there is none.", "SELECT uri_scheme('HTTP://h/');  -- HTTP"),
                        Component::Userinfo => ("The user information, without its `@`; null when there is none.", "SELECT uri_userinfo('ftp://jo@h/');  -- jo"),
                        Component::Host => ("The host as written (an IP literal with its brackets); null without an authority.", "SELECT uri_host('http://[::1]:80/');  -- [::1]"),
                        Component::Port => ("The port's text, without its `:` (possibly empty); null when there is none.", "SELECT uri_port('http://h:8080/');  -- 8080"),
                        Component::Path => ("The path (never null for a reference that parses; possibly empty).", "SELECT uri_path('http://h/a/b?q');  -- /a/b"),
                        Component::Query => ("The query, without its `?`; null when there is none, empty when it is.", "SELECT uri_query('http://h/?');  -- (empty)"),
                        Component::Fragment => ("The fragment, without its `#`; null when there is none.", "SELECT uri_fragment('http://h/#top');  -- top"),
                    };
                    (description, example, vec![url])
                }
                Function::HostKind => (
                    "The kind of the host: reg-name, ipv4, ipv6 or ipvfuture; null without an authority.",
                    "SELECT uri_host_kind('http://10.0.0.1/');  -- ipv4",
                    vec![url],
                ),
                Function::QueryParam => (
                    "The value of the first key=value pair of the query whose key is `key`, both as written (not decoded); pieces without `=` are passed over.",
                    "SELECT uri_query_param('/s?q=a%20b&p=2', 'q');  -- a%20b",
                    vec![url, "The key, as written: a constant."],
                ),
                Function::Normalize => (
                    "The normal form of RFC 3986 section 6.2: syntax-based (case, percent-encodings, dot segments) and scheme-based (default port, empty path).",
                    "SELECT uri_normalize('HTTP://Example.COM:80/a/./b');  -- http://example.com/a/b",
                    vec![url],
                ),
                Function::Resolve => (
                    "The reference resolved against the base URI (RFC 3986 section 5.2, strict).",
                    "SELECT uri_resolve('http://a/b/c/d;p?q', '../g?y#s');  -- http://a/b/g?y#s",
                    vec!["An absolute URI: a column or a constant (parsed once).", "A URI reference: a column or a constant."],
                ),
                Function::Relative => (
                    "The shortest reference that resolves against the base to the target; null when none does.",
                    "SELECT uri_relative('http://a/b/c/d;p?q', 'http://a/b/g?y');  -- ../g?y",
                    vec!["An absolute URI: a column or a constant (parsed once).", "A URI: a column or a constant."],
                ),
                Function::Equivalent => (
                    "Whether the two references have the same normal form (RFC 3986 section 6).",
                    "SELECT uri_equivalent('HTTP://h:80/%7Ea', 'http://h/~a');  -- true",
                    vec!["A URI reference: a column or a constant.", "A URI reference: a column or a constant."],
                ),
                Function::Parse => (
                    "The seven components in one pass, as a struct: scheme, userinfo, host, port, path, query, fragment.",
                    "SELECT get_field(uri_parse('http://h/p?q'), 'query');  -- q",
                    vec![url],
                ),
                Function::ParseUrl => (
                    "Spark's parse_url on the strict grammar: the part HOST, PATH, QUERY (or with a key, a query parameter), REF, PROTOCOL, FILE, AUTHORITY or USERINFO; null for an unknown part or a reference that does not parse. Hosts and authorities are as written.",
                    "SELECT parse_url('http://h/p?x=1', 'QUERY', 'x');  -- 1",
                    vec![url, "HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO.", "With QUERY: the key of the parameter."],
                ),
            };
        let mut builder = Documentation::builder(section, description, self.syntax())
            .with_sql_example(format!("```sql\n{example}\n```"));
        for (&name, text) in self.parameters().0.iter().zip(arguments) {
            builder = builder.with_argument(name, text);
        }
        builder.build()
    }
}

/// One of the functions: a [`ScalarUDFImpl`].
#[derive(Debug, PartialEq, Eq, Hash)]
struct UriFunction {
    kind: Function,
    signature: Signature,
    documentation: Documentation,
}

impl UriFunction {
    fn udf(kind: Function) -> ScalarUDF {
        ScalarUDF::new_from_impl(UriFunction {
            kind,
            signature: Signature::user_defined(Volatility::Immutable),
            documentation: kind.documentation(),
        })
    }
}

/// The functions `uri_is_valid` to `uri_parse` of the crate's table (not `parse_url`, which
/// [`parse_url`] gives, so that it can be left out where Spark's own is registered).
///
/// ```
/// let names: Vec<String> = rfc3986_datafusion::functions().iter().map(|f| f.name().to_owned()).collect();
/// assert!(names.contains(&"uri_host".to_owned()));
/// assert_eq!(names.len(), 15);
/// ```
pub fn functions() -> Vec<ScalarUDF> {
    Function::ALL.into_iter().map(UriFunction::udf).collect()
}

/// Spark's `parse_url(url, part[, key])` on the strict grammar
/// ([`rfc3986_arrow::parse_url`]).
pub fn parse_url() -> ScalarUDF {
    UriFunction::udf(Function::ParseUrl)
}

/// Registers every function of the crate's table with `ctx`, `parse_url` included.
pub fn register(ctx: &SessionContext) {
    for function in functions().into_iter().chain([parse_url()]) {
        ctx.register_udf(function);
    }
}

impl ScalarUDFImpl for UriFunction {
    fn name(&self) -> &str {
        self.kind.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    /// The return type, once the arguments are checked: the error for a wrong number or type
    /// of arguments is raised here, where DataFusion reports it as it is.
    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        self.kind.argument_types(arg_types)?;
        Ok(self.kind.return_type())
    }

    /// The types the arguments are cast to ([`Function::argument_types`]). Arguments that are
    /// wrong are left as they are, for [`return_type`](Self::return_type) to report: an error
    /// from here would reach the user wrapped as an internal error of DataFusion.
    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        Ok(self
            .kind
            .argument_types(arg_types)
            .unwrap_or_else(|_| arg_types.to_vec()))
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(&self.documentation)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let rows = args.number_rows;
        let args = &args.args;
        let name = self.kind.name();
        let uri = Grammar::Uri;
        match self.kind {
            Function::IsValid => {
                let (rule, grammar) = match args.get(1).map(|rule| constant(name, "rule", rule)) {
                    None => (Rule::UriReference, uri),
                    Some(rule) => match rule? {
                        Some(rule) => rule_of(&rule)?,
                        None => return null_of(&args[0], self.kind.return_type()),
                    },
                };
                columnar(&args[..1], (rows, true), |[url]| {
                    Ok(Arc::new(rfc3986_arrow::is_valid(
                        array(url)?,
                        rule,
                        grammar,
                    )?))
                })
            }
            Function::Component(component) => columnar(args, (rows, true), |[url]| {
                Ok(Arc::new(rfc3986_arrow::component(
                    array(url)?,
                    component,
                    uri,
                )?))
            }),
            Function::HostKind => columnar(args, (rows, true), |[url]| {
                Ok(Arc::new(rfc3986_arrow::host_kind(array(url)?, uri)?))
            }),
            Function::QueryParam => {
                let Some(key) = constant(name, "key", &args[1])? else {
                    return null_of(&args[0], self.kind.return_type());
                };
                columnar(&args[..1], (rows, true), |[url]| {
                    Ok(Arc::new(rfc3986_arrow::query_param(
                        array(url)?,
                        &key,
                        uri,
                    )?))
                })
            }
            Function::Normalize => columnar(args, (rows, true), |[url]| {
                Ok(Arc::new(rfc3986_arrow::normalize(
                    array(url)?,
                    NormalizeOptions::FULL,
                    uri,
                )?))
            }),
            Function::Resolve => columnar(args, (rows, false), |[base, reference]| {
                let strict = ResolveOptions::STRICT;
                Ok(Arc::new(rfc3986_arrow::resolve(
                    base, reference, strict, uri,
                )?))
            }),
            Function::Relative => columnar(args, (rows, false), |[base, target]| {
                Ok(Arc::new(rfc3986_arrow::make_relative(base, target, uri)?))
            }),
            Function::Equivalent => columnar(args, (rows, false), |[a, b]| {
                let full = NormalizeOptions::FULL;
                Ok(Arc::new(rfc3986_arrow::equivalent(a, b, full, uri)?))
            }),
            Function::Parse => columnar(args, (rows, true), |[url]| {
                Ok(Arc::new(rfc3986_arrow::parse(array(url)?, uri)?))
            }),
            Function::ParseUrl => match args.len() {
                2 => columnar(args, (rows, true), |[url, part]| {
                    Ok(Arc::new(rfc3986_arrow::parse_url(array(url)?, part, None)?))
                }),
                _ => columnar(args, (rows, true), |[url, part, key]| {
                    Ok(Arc::new(rfc3986_arrow::parse_url(
                        array(url)?,
                        part,
                        Some(key),
                    )?))
                }),
            },
        }
    }
}

/// Runs `kernel` on the `N` arguments, each a column or a constant ([`Operand`]), giving a
/// constant when all are constants (the planner folds such a call, on one row). With
/// `first_column` (a kernel that reads its first argument as a column), a constant first
/// argument is made a column of `rows` rows; the kernels of two references take constants as
/// they are, a base URI parsed once.
fn columnar<const N: usize>(
    args: &[ColumnarValue],
    (rows, first_column): (usize, bool),
    kernel: impl Fn([Operand<'_>; N]) -> Result<ArrayRef>,
) -> Result<ColumnarValue> {
    let Ok(args) = <&[ColumnarValue; N]>::try_from(args) else {
        return exec_err!("expected {N} arguments, got {}", args.len());
    };
    let all_constant = args
        .iter()
        .all(|arg| matches!(arg, ColumnarValue::Scalar(_)));
    let as_column: Vec<Option<ArrayRef>> = args
        .iter()
        .enumerate()
        .map(|(k, arg)| match arg {
            ColumnarValue::Scalar(value) if k == 0 && first_column => {
                value.to_array_of_size(rows).map(Some)
            }
            _ => Ok(None),
        })
        .collect::<Result<_>>()?;
    let texts: Vec<Option<String>> = args
        .iter()
        .map(|arg| match arg {
            ColumnarValue::Scalar(value) => text_of(value),
            ColumnarValue::Array(_) => Ok(None),
        })
        .collect::<Result<_>>()?;
    let operands: [Operand<'_>; N] = std::array::from_fn(|k| match (&args[k], &as_column[k]) {
        (_, Some(array)) => Operand::Array(array.as_ref()),
        (ColumnarValue::Array(array), None) => Operand::Array(array.as_ref()),
        (ColumnarValue::Scalar(_), None) => Operand::Scalar(texts[k].as_deref()),
    });
    let result = kernel(operands)?;
    if all_constant {
        Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
            &result, 0,
        )?))
    } else {
        Ok(ColumnarValue::Array(result))
    }
}

/// The column of an operand that a kernel reads as one (a constant was made a column of one
/// row by [`columnar`] when every argument is one).
fn array<'a>(operand: Operand<'a>) -> Result<&'a dyn Array> {
    match operand {
        Operand::Array(array) => Ok(array),
        Operand::Scalar(_) => exec_err!("expected a column"),
    }
}

/// The text of a string constant (`None` when null).
fn text_of(value: &ScalarValue) -> Result<Option<String>> {
    match value {
        ScalarValue::Utf8(text) | ScalarValue::LargeUtf8(text) | ScalarValue::Utf8View(text) => {
            Ok(text.clone())
        }
        other if other.is_null() => Ok(None),
        other => exec_err!("expected a string, got {}", other.data_type()),
    }
}

/// The text of the argument `what` of `function`, which must be a constant.
fn constant(function: &str, what: &str, arg: &ColumnarValue) -> Result<Option<String>> {
    match arg {
        ColumnarValue::Scalar(value) => text_of(value),
        ColumnarValue::Array(_) => exec_err!("{function}: the {what} must be a constant"),
    }
}

/// A null of type `data_type` for each row of `arg`.
fn null_of(arg: &ColumnarValue, data_type: DataType) -> Result<ColumnarValue> {
    let null = ScalarValue::try_from(&data_type)?;
    Ok(match arg {
        ColumnarValue::Scalar(_) => ColumnarValue::Scalar(null),
        ColumnarValue::Array(array) => ColumnarValue::Array(null.to_array_of_size(array.len())?),
    })
}

/// The rule and grammar `uri_is_valid` names.
fn rule_of(name: &str) -> Result<(Rule, Grammar)> {
    Ok(match name {
        "URI-reference" => (Rule::UriReference, Grammar::Uri),
        "URI" => (Rule::Uri, Grammar::Uri),
        "absolute-URI" => (Rule::AbsoluteUri, Grammar::Uri),
        "relative-ref" => (Rule::RelativeRef, Grammar::Uri),
        "IRI-reference" => (Rule::UriReference, Grammar::Iri),
        "IRI" => (Rule::Uri, Grammar::Iri),
        "absolute-IRI" => (Rule::AbsoluteUri, Grammar::Iri),
        "irelative-ref" => (Rule::RelativeRef, Grammar::Iri),
        other => {
            return exec_err!(
                "uri_is_valid: unknown rule {} (URI-reference, URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI, irelative-ref)",
                sql_string(other)
            )
        }
    })
}

/// `text` written as a SQL string literal: in single quotes, each `'` doubled.
fn sql_string(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// The type a string argument of `data_type` is read as: its own for a string type, the
/// values' for a dictionary of strings, `Utf8` for a null; `None` for any other.
fn string_type(data_type: &DataType) -> Option<DataType> {
    match data_type {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Some(data_type.clone()),
        DataType::Dictionary(_, values) => string_type(values),
        DataType::Null => Some(DataType::Utf8),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use datafusion::common::ScalarValue;

    use super::text_of;

    #[test]
    fn a_constant_is_a_string_or_null() {
        for text in [
            ScalarValue::Utf8(Some("http://a/".into())),
            ScalarValue::LargeUtf8(Some("http://a/".into())),
            ScalarValue::Utf8View(Some("http://a/".into())),
        ] {
            assert_eq!(text_of(&text).unwrap().as_deref(), Some("http://a/"));
        }
        for null in [
            ScalarValue::Null,
            ScalarValue::Utf8(None),
            ScalarValue::Int64(None),
        ] {
            assert_eq!(text_of(&null).unwrap(), None, "{null:?}");
        }
        let error = text_of(&ScalarValue::Int64(Some(5))).unwrap_err();
        assert!(
            error.to_string().contains("expected a string, got Int64"),
            "{error}"
        );
    }
}
