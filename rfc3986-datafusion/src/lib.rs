#![doc = include_str!("../README.md")]

use std::sync::{Arc, LazyLock};

use datafusion::arrow::array::{Array, ArrayRef, AsArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::{exec_err, plan_err, Result, ScalarValue};
use datafusion::logical_expr::{
    ColumnarValue, DocSection, Documentation, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl,
    Signature, Volatility,
};
use datafusion::prelude::SessionContext;
use rfc3986_arrow::kernels::{ArgumentKind, Call, Kernel, Omitted, Value, KERNELS};
/// The Public Suffix List of [`Options`]: the library's.
pub use rfc3986_arrow::rfc3986::domain::SuffixList;

/// The SQL function of a kernel: its name, its syntax, its arguments' checks.
#[derive(Debug)]
struct Function {
    kernel: &'static Kernel,
    name: &'static str,
}

impl Function {
    /// The SQL function of `kernel`, which has an SQL name.
    fn of(kernel: &'static Kernel) -> Option<Function> {
        let name = kernel.sql_name?;
        Some(Function { kernel, name })
    }

    /// How many of the function's parameters are required (the others may be left out, from
    /// the last).
    fn required(&self) -> usize {
        self.kernel
            .arguments
            .iter()
            .filter(|argument| argument.omitted == Omitted::Required)
            .count()
    }

    /// How the function is called: `uri_is_valid(url[, rule])`.
    fn syntax(&self) -> String {
        let required = self.required();
        let mut syntax = format!("{}(", self.name);
        for (k, argument) in self.kernel.arguments.iter().enumerate() {
            let (comma, name) = (if k == 0 { "" } else { ", " }, argument.name);
            if k < required {
                syntax += &format!("{comma}{name}");
            } else {
                syntax += &format!("[{comma}{name}]");
            }
        }
        syntax + ")"
    }

    /// The types the arguments are read as: each string type as it is, a dictionary of strings
    /// as its strings, a null as `Utf8`, and for a list of names ([`ArgumentKind::Names`]) a
    /// list of strings as it is and a null as a list of `Utf8`; an error, naming the function
    /// and the argument, for a number of arguments the function does not take or an argument of
    /// another type.
    fn argument_types(&self, types: &[DataType]) -> Result<Vec<DataType>> {
        let (arguments, required) = (self.kernel.arguments, self.required());
        if types.len() < required || types.len() > arguments.len() {
            let expected = match (required, arguments.len()) {
                (1, 1) => "1 argument".to_owned(),
                (n, m) if n == m => format!("{n} arguments"),
                (n, m) => format!("{n} or {m} arguments"),
            };
            return plan_err!("{} takes {expected}, not {}", self.syntax(), types.len());
        }
        arguments
            .iter()
            .zip(types)
            .map(|(argument, data_type)| {
                let (read, what) = match argument.kind {
                    ArgumentKind::Names => (names_type(data_type), "a list of strings"),
                    _ => (string_type(data_type), "a string"),
                };
                match read {
                    Some(read) => Ok(read),
                    None => plan_err!(
                        "{}: {} must be {what}, not {data_type}",
                        self.syntax(),
                        argument.name
                    ),
                }
            })
            .collect()
    }

    /// The function's documentation: what it does, its syntax, an example and its arguments.
    fn documentation(&self) -> Documentation {
        let section = DocSection {
            include: true,
            label: "URI Functions",
            description: Some("RFC 3986 URI references, on the strict grammar (rfc3986)"),
        };
        let kernel = self.kernel;
        let example = kernel.sql_example;
        let mut builder = Documentation::builder(section, kernel.doc, self.syntax())
            .with_sql_example(format!("```sql\n{example}\n```"));
        for argument in kernel.arguments {
            builder = builder.with_argument(argument.name, argument.doc);
        }
        builder.build()
    }
}

/// How the functions run, beyond what a call in SQL says: the Public Suffix List of
/// `uri_public_suffix`, `uri_registrable_domain` and `uri_subdomain`. The default is what
/// [`register`] uses: the list the library embeds.
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> datafusion::error::Result<()> {
/// use datafusion::prelude::SessionContext;
/// use rfc3986_datafusion::{Options, SuffixList};
///
/// // A newer list, read at run time (here a small one).
/// let text = "// ===BEGIN ICANN DOMAINS===\ncom\nexample.com\n";
/// let list = SuffixList::parse(text).map_err(|e| datafusion::error::DataFusionError::External(e.into()))?;
/// let ctx = SessionContext::new();
/// rfc3986_datafusion::register_with(&ctx, &Options::default().with_suffixes(list));
/// let batches = ctx.sql("SELECT uri_registrable_domain('http://a.b.example.com/')").await?.collect().await?;
/// let table = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
/// assert!(table.contains("| b.example.com"), "{table}");
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Options {
    /// The Public Suffix List: [`SuffixList::embedded`] by default, or one a long-running
    /// program loads anew ([`SuffixList::parse`]).
    pub suffixes: Arc<SuffixList>,
}

/// The embedded list, shared by every [`Options::default`]: their functions are the same.
static EMBEDDED: LazyLock<Arc<SuffixList>> = LazyLock::new(|| Arc::new(SuffixList::embedded()));

impl Default for Options {
    /// The list the library embeds.
    fn default() -> Options {
        Options {
            suffixes: Arc::clone(&EMBEDDED),
        }
    }
}

impl Options {
    /// These options with the Public Suffix List `suffixes`.
    pub fn with_suffixes(self, suffixes: SuffixList) -> Options {
        Options {
            suffixes: Arc::new(suffixes),
        }
    }
}

/// One of the functions: a [`ScalarUDFImpl`].
#[derive(Debug)]
struct UriFunction {
    function: Function,
    options: Options,
    signature: Signature,
    documentation: Documentation,
}

/// Two functions are the same when they have the same name and the same list (the same one,
/// not an equal one).
impl PartialEq for UriFunction {
    fn eq(&self, other: &UriFunction) -> bool {
        self.function.name == other.function.name
            && Arc::ptr_eq(&self.options.suffixes, &other.options.suffixes)
    }
}

impl Eq for UriFunction {}

impl std::hash::Hash for UriFunction {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.function.name.hash(state);
    }
}

impl UriFunction {
    fn udf(function: Function, options: &Options) -> ScalarUDF {
        ScalarUDF::new_from_impl(UriFunction {
            signature: Signature::user_defined(Volatility::Immutable),
            documentation: function.documentation(),
            options: options.clone(),
            function,
        })
    }
}

/// The functions `uri_is_valid` to `uri_without_fragment` of the crate's table (not
/// `parse_url`, which [`parse_url`] gives, so that it can be left out where Spark's own is
/// registered): one for each kernel of [`rfc3986_arrow::kernels::KERNELS`] with an SQL name.
///
/// ```
/// let names: Vec<String> = rfc3986_datafusion::functions().iter().map(|f| f.name().to_owned()).collect();
/// assert!(names.contains(&"uri_host".to_owned()));
/// let with_sql = rfc3986_arrow::kernels::KERNELS.iter().filter(|k| k.sql_name.is_some());
/// assert_eq!(names.len(), with_sql.count() - 1);
/// ```
pub fn functions() -> Vec<ScalarUDF> {
    functions_with(&Options::default())
}

/// [`functions`], running with `options`.
pub fn functions_with(options: &Options) -> Vec<ScalarUDF> {
    KERNELS
        .iter()
        .filter_map(Function::of)
        .filter(|function| function.name != PARSE_URL)
        .map(|function| UriFunction::udf(function, options))
        .collect()
}

/// The name of Spark's function.
const PARSE_URL: &str = "parse_url";

/// Spark's `parse_url(url, part[, key])` on the strict grammar
/// ([`rfc3986_arrow::parse_url`]).
pub fn parse_url() -> ScalarUDF {
    let kernel = KERNELS
        .iter()
        .find(|kernel| kernel.sql_name == Some(PARSE_URL));
    match kernel.and_then(Function::of) {
        Some(function) => UriFunction::udf(function, &Options::default()),
        None => unreachable!("the table has parse_url"),
    }
}

/// Registers every function of the crate's table with `ctx`, `parse_url` included, with the
/// default [`Options`].
pub fn register(ctx: &SessionContext) {
    register_with(ctx, &Options::default());
}

/// Registers every function of the crate's table with `ctx`, `parse_url` included, running
/// with `options` (a Public Suffix List loaded at run time).
pub fn register_with(ctx: &SessionContext, options: &Options) {
    for function in functions_with(options).into_iter().chain([parse_url()]) {
        ctx.register_udf(function);
    }
}

impl ScalarUDFImpl for UriFunction {
    fn name(&self) -> &str {
        self.function.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    /// The return type, once the arguments are checked: the error for a wrong number or type
    /// of arguments is raised here, where DataFusion reports it as it is.
    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        self.function.argument_types(arg_types)?;
        Ok(self.function.kernel.returns.data_type())
    }

    /// The types the arguments are cast to ([`Function::argument_types`]). Arguments that are
    /// wrong are left as they are, for [`return_type`](Self::return_type) to report: an error
    /// from here would reach the user wrapped as an internal error of DataFusion.
    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        Ok(self
            .function
            .argument_types(arg_types)
            .unwrap_or_else(|_| arg_types.to_vec()))
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(&self.documentation)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let Function { kernel, name } = self.function;
        // A constant argument (a rule, a key, names) is checked once: it is a constant, and one
        // of the names it takes.
        for (argument, arg) in kernel.arguments.iter().zip(&args.args) {
            if !matches!(argument.kind, ArgumentKind::Text | ArgumentKind::Names) {
                continue;
            }
            let what = argument.name;
            let ColumnarValue::Scalar(value) = arg else {
                return exec_err!("{name}: the {what} must be a constant");
            };
            if argument.kind == ArgumentKind::Names {
                continue;
            }
            match text_of(value)? {
                Some(text)
                    if !argument.names.is_empty() && !argument.names.contains(&text.as_str()) =>
                {
                    return exec_err!(
                        "{name}: unknown {what} {} ({})",
                        sql_string(&text),
                        argument.names.join(", ")
                    )
                }
                _ => {}
            }
        }
        columnar(kernel, &args.args, args.number_rows, &self.options)
    }
}

/// An argument given to a kernel, owned: a column, a text (or null), or a list of names (or
/// null).
enum Given {
    Array(ArrayRef),
    Text(Option<String>),
    Names(Option<Vec<String>>),
}

/// Runs `kernel` on the arguments, each a column or a constant, giving a constant when all are
/// constants (the planner folds such a call, on one row). A constant for an argument of
/// [`ArgumentKind::Rows`] is made a column of `rows` rows; the others are given as constants
/// (a base URI parsed once, a key read once). The call runs with `options`.
fn columnar(
    kernel: &Kernel,
    args: &[ColumnarValue],
    rows: usize,
    options: &Options,
) -> Result<ColumnarValue> {
    let all_constant = args
        .iter()
        .all(|arg| matches!(arg, ColumnarValue::Scalar(_)));
    let given: Vec<Given> = args
        .iter()
        .zip(kernel.arguments)
        .map(|(arg, argument)| match (arg, argument.kind) {
            (ColumnarValue::Array(array), _) => Ok(Given::Array(array.clone())),
            (ColumnarValue::Scalar(value), ArgumentKind::Rows) => {
                value.to_array_of_size(rows).map(Given::Array)
            }
            (ColumnarValue::Scalar(value), ArgumentKind::Names) => {
                names_of(value).map(Given::Names)
            }
            (ColumnarValue::Scalar(value), _) => text_of(value).map(Given::Text),
        })
        .collect::<Result<_>>()?;
    let names: Vec<Option<Vec<&str>>> = given
        .iter()
        .map(|given| match given {
            Given::Names(Some(names)) => Some(names.iter().map(String::as_str).collect()),
            _ => None,
        })
        .collect();
    let values: Vec<Value<'_>> = given
        .iter()
        .zip(&names)
        .map(|(given, names)| match given {
            Given::Array(array) => Value::Array(array.as_ref()),
            Given::Text(text) => Value::Text(text.as_deref()),
            Given::Names(_) => Value::Names(names.as_deref()),
        })
        .collect();
    let call = Call {
        suffixes: &options.suffixes,
        ..Call::new(&values)
    };
    let result = (kernel.run)(&call)?;
    if all_constant {
        Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(
            &result, 0,
        )?))
    } else {
        Ok(ColumnarValue::Array(result))
    }
}

/// The names of a constant list of strings (`None` when null); its null items name nothing.
fn names_of(value: &ScalarValue) -> Result<Option<Vec<String>>> {
    let items = match value {
        ScalarValue::List(list) if list.is_valid(0) => list.value(0),
        ScalarValue::LargeList(list) if list.is_valid(0) => list.value(0),
        ScalarValue::FixedSizeList(list) if list.is_valid(0) => list.value(0),
        other if other.is_null() => return Ok(None),
        other => return exec_err!("expected a list of strings, got {}", other.data_type()),
    };
    let items = cast(&items, &DataType::Utf8)?;
    let names = items.as_string::<i32>().iter().flatten().map(str::to_owned);
    Ok(Some(names.collect()))
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

/// The type a list of names of `data_type` is read as: its own for a list (of any size) of
/// strings or of nulls, a list of `Utf8` for a null; `None` for any other.
fn names_type(data_type: &DataType) -> Option<DataType> {
    match data_type {
        DataType::List(item) | DataType::LargeList(item) | DataType::FixedSizeList(item, _)
            if string_type(item.data_type()).is_some() =>
        {
            Some(data_type.clone())
        }
        DataType::Null => Some(DataType::new_list(DataType::Utf8, true)),
        _ => None,
    }
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
    use rfc3986_arrow::kernels::{ArgumentKind, KERNELS};

    use std::hash::{DefaultHasher, Hash, Hasher};

    use datafusion::logical_expr::ScalarUDF;

    use super::{functions, text_of};

    #[test]
    fn a_function_is_equal_to_itself_only() {
        let hash = |function: &ScalarUDF| {
            let mut hasher = DefaultHasher::new();
            function.hash(&mut hasher);
            hasher.finish()
        };
        let (first, again, second) = (&functions()[0], &functions()[0], &functions()[1]);
        assert!(first == again && first != second);
        assert_eq!(hash(first), hash(again));
        assert_ne!(hash(first), hash(second));
    }

    #[test]
    fn the_sql_functions_take_strings() {
        // (`columnar` gives strings only: a kernel with an integer needs SQL integers first.)
        for kernel in KERNELS.iter().filter(|kernel| kernel.sql_name.is_some()) {
            for argument in kernel.arguments {
                assert_ne!(argument.kind, ArgumentKind::Integer, "{}", kernel.name);
            }
        }
    }

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
