//! The kernels as one table, [`KERNELS`]: for each, its name (and its SQL name), its arguments
//! and their kinds, its return type, its documentation, what a row that does not parse gives,
//! and the function that runs it on a [`Call`]. The bindings are made from the table:
//! `rfc3986-datafusion` registers an SQL function for each entry with an SQL name (its
//! signature, its documentation), and the Python package (`python/`) gives each entry as a
//! batch function of `rfc3986_rs.arrow`, and as Polars expressions, Spark column functions and
//! DuckDB functions. A kernel added here, with its tests, is in every binding.
//!
//! ```
//! use arrow_array::{Array, StringArray};
//! use rfc3986_arrow::kernels::{self, Call, Value};
//!
//! let host = kernels::kernel("host").unwrap();
//! assert_eq!(host.sql_name, Some("uri_host"));
//! let urls = StringArray::from(vec!["http://example.com/a", "not a uri"]);
//! let hosts = (host.run)(&Call::new(&[Value::Array(&urls)]))?;
//! assert!(hosts.is_valid(0) && hosts.is_null(1));
//! # Ok::<(), arrow_schema::ArrowError>(())
//! ```

use arrow_array::{Array, ArrayRef};
use arrow_schema::{ArrowError, DataType};
use rfc3986::domain::SuffixList;
use rfc3986::pct::{Part, UnknownPartError};
use rfc3986::{NormalizeOptions, ResolveOptions};

use crate::{Grammar, Operand};

mod table;

pub use table::KERNELS;

/// One kernel: what a binding needs to offer it as a function of its own.
#[derive(Debug)]
pub struct Kernel {
    /// The kernel's name, as the Rust function and the Python batch function name it: `host`.
    pub name: &'static str,
    /// The name of its SQL function (`uri_host`); `None` for a kernel SQL does not offer.
    pub sql_name: Option<&'static str>,
    /// What it gives, for each row: the description of its documentation in every binding.
    pub doc: &'static str,
    /// A call in SQL and what it gives (`SELECT uri_host('http://[::1]:80/');  -- [::1]`);
    /// empty for a kernel without an SQL name.
    pub sql_example: &'static str,
    /// Its arguments, in order; the optional ones last.
    pub arguments: &'static [Argument],
    /// The settings the Python functions take as keywords (SQL runs the defaults of
    /// [`Call::new`]).
    pub settings: &'static [Setting],
    /// The type of its result.
    pub returns: Returns,
    /// What a row that does not parse gives.
    pub invalid: InvalidRow,
    /// The kernel.
    pub run: Run,
    /// Its strict form (`try_...`), which fails on the first row that does not parse; `None`
    /// for a kernel without one.
    pub try_run: Option<Run>,
}

/// A kernel's function: the result of a call, an array of the call's rows.
pub type Run = fn(&Call<'_>) -> Result<ArrayRef, ArrowError>;

/// An argument of a [`Kernel`].
#[derive(Debug)]
pub struct Argument {
    /// Its name, as SQL's documentation and the Python functions name it (a
    /// [`ArgumentKind::Rows`] argument is `values` in Python, `column` in Polars and Spark).
    pub name: &'static str,
    /// What it is.
    pub kind: ArgumentKind,
    /// What it reads as when it is left out.
    pub omitted: Omitted,
    /// The names it takes when it names one of a few things (a grammar rule, a part of a URL);
    /// empty when it takes any text.
    pub names: &'static [&'static str],
    /// Its documentation.
    pub doc: &'static str,
}

/// What an [`Argument`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgumentKind {
    /// The rows the kernel reads: a column of strings ([`Value::Array`]).
    Rows,
    /// A column of strings, or one string (or null) for every row, read once: a
    /// [`Value::Array`] or a [`Value::Text`].
    RowsOrText,
    /// One string (or null) for every row ([`Value::Text`]).
    Text,
    /// One integer for every row ([`Value::Integer`]).
    Integer,
    /// A list of strings (or null) for every row, read once ([`Value::Names`]): the names of
    /// query parameters.
    Names,
}

/// What an [`Argument`] left out reads as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Omitted {
    /// It cannot be left out.
    Required,
    /// The kernel runs without it (another thing than a null).
    Absent,
    /// This text.
    Text(&'static str),
}

/// A setting of a call, taken by the Python functions as keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// `iri`: the grammar, [`Call::grammar`].
    Iri,
    /// `strict`: resolution's strict or not, [`Call::resolve`].
    Strict,
    /// `syntax`, `scheme`, `ignore_fragment`, `default_ports`: [`Call::normalize`].
    Normalization,
    /// `psl`: the Public Suffix List, [`Call::suffixes`].
    Suffixes,
}

/// The type of a kernel's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returns {
    /// `Boolean`.
    Boolean,
    /// `Utf8View`.
    Text,
    /// `UInt16`.
    Port,
    /// The struct of [`parse`](crate::parse): the seven components, `Utf8View` each.
    Components,
    /// `List<Utf8View>`: a list of texts.
    TextList,
    /// The map of [`query_params`](crate::query_params): `Map<Utf8View, List<Utf8View>>`.
    QueryParams,
    /// The findings of [`audit`](crate::audit): a list of the structs of
    /// [`finding_fields`](crate::finding_fields).
    Findings,
}

impl Returns {
    /// The Arrow type.
    ///
    /// ```
    /// use arrow_schema::DataType;
    /// use rfc3986_arrow::kernels::Returns;
    ///
    /// assert_eq!(Returns::Port.data_type(), DataType::UInt16);
    /// ```
    pub fn data_type(self) -> DataType {
        match self {
            Returns::Boolean => DataType::Boolean,
            Returns::Text => DataType::Utf8View,
            Returns::Port => DataType::UInt16,
            Returns::Components => DataType::Struct(crate::parse_fields()),
            Returns::TextList => crate::output::text_list_type(),
            Returns::QueryParams => crate::query::query_params_type(),
            Returns::Findings => crate::audit::findings_type(),
        }
    }
}

/// What a kernel gives for a row that does not parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvalidRow {
    /// Null.
    Null,
    /// `false`.
    False,
}

/// A value given for an [`Argument`].
#[derive(Clone, Copy, Debug)]
pub enum Value<'a> {
    /// A column of strings.
    Array(&'a dyn Array),
    /// One string for every row; `None` is null.
    Text(Option<&'a str>),
    /// One integer for every row.
    Integer(i64),
    /// One list of strings for every row; `None` is null.
    Names(Option<&'a [&'a str]>),
}

/// A call of a kernel: its arguments and settings.
#[derive(Clone, Copy, Debug)]
pub struct Call<'a> {
    /// The arguments, in the order of [`Kernel::arguments`]; the optional ones may be left
    /// out, from the last.
    pub arguments: &'a [Value<'a>],
    /// The grammar of the references ([`Setting::Iri`]).
    pub grammar: Grammar,
    /// The normalization of `normalize` and `equivalent` ([`Setting::Normalization`]).
    pub normalize: NormalizeOptions<'a>,
    /// The resolution of `resolve` ([`Setting::Strict`]).
    pub resolve: ResolveOptions,
    /// The Public Suffix List of the domain kernels ([`Setting::Suffixes`]), which a
    /// long-running program may load anew ([`SuffixList::parse`]).
    pub suffixes: &'a SuffixList,
}

/// The list [`Call::new`] gives: the one the library embeds.
static EMBEDDED: SuffixList = SuffixList::embedded();

impl<'a> Call<'a> {
    /// A call with `arguments` and the settings SQL runs: URIs, the full normalization
    /// ([`NormalizeOptions::FULL`]), strict resolution ([`ResolveOptions::STRICT`]), the
    /// embedded Public Suffix List ([`SuffixList::embedded`]).
    pub fn new(arguments: &'a [Value<'a>]) -> Call<'a> {
        Call {
            arguments,
            grammar: Grammar::Uri,
            normalize: NormalizeOptions::FULL,
            resolve: ResolveOptions::STRICT,
            suffixes: &EMBEDDED,
        }
    }

    /// Argument `k`, a column; an error for anything else.
    fn array(&self, k: usize) -> Result<&'a dyn Array, ArrowError> {
        match self.arguments.get(k) {
            Some(Value::Array(array)) => Ok(*array),
            other => Err(wrong(k, "a column", other)),
        }
    }

    /// Argument `k`, a column or a text; `None` when left out; an error for an integer.
    fn operand(&self, k: usize) -> Result<Option<Operand<'a>>, ArrowError> {
        match self.arguments.get(k) {
            None => Ok(None),
            Some(Value::Array(array)) => Ok(Some(Operand::Array(*array))),
            Some(Value::Text(text)) => Ok(Some(Operand::Scalar(*text))),
            other => Err(wrong(k, "a column or a text", other)),
        }
    }

    /// Argument `k`, a text (`None` for null); `omitted` when left out.
    fn text(&self, k: usize, omitted: &'a str) -> Result<Option<&'a str>, ArrowError> {
        match self.arguments.get(k) {
            None => Ok(Some(omitted)),
            Some(Value::Text(text)) => Ok(*text),
            other => Err(wrong(k, "a text", other)),
        }
    }

    /// Argument `k`, an integer.
    fn integer(&self, k: usize) -> Result<i64, ArrowError> {
        match self.arguments.get(k) {
            Some(Value::Integer(n)) => Ok(*n),
            other => Err(wrong(k, "an integer", other)),
        }
    }

    /// Argument `k`, a list of names (`None` for null).
    fn names(&self, k: usize) -> Result<Option<&'a [&'a str]>, ArrowError> {
        match self.arguments.get(k) {
            Some(Value::Names(names)) => Ok(*names),
            other => Err(wrong(k, "a list of names", other)),
        }
    }

    /// The part argument `k` names (`None` for null, or when left out).
    fn part(&self, k: usize) -> Result<Option<Part>, ArrowError> {
        match self.arguments.get(k) {
            None => Ok(None),
            Some(Value::Text(None)) => Ok(None),
            Some(Value::Text(Some(name))) => {
                name.parse().map(Some).map_err(|error: UnknownPartError| {
                    ArrowError::InvalidArgumentError(error.to_string())
                })
            }
            other => Err(wrong(k, "a text", other)),
        }
    }
}

/// The error for argument `k`, which is not what its kernel takes.
fn wrong(k: usize, expected: &str, got: Option<&Value<'_>>) -> ArrowError {
    ArrowError::InvalidArgumentError(format!(
        "argument {k} of the kernel is {expected}, not {got:?}"
    ))
}

/// The kernel named `name`.
///
/// ```
/// assert_eq!(rfc3986_arrow::kernels::kernel("parse_url").unwrap().arguments.len(), 3);
/// assert!(rfc3986_arrow::kernels::kernel("nope").is_none());
/// ```
pub fn kernel(name: &str) -> Option<&'static Kernel> {
    KERNELS.iter().find(|kernel| kernel.name == name)
}
