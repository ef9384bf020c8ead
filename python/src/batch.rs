//! The batch functions (`rfc3986_rs.arrow`): the kernels of `rfc3986-arrow` on arrays that come
//! through the Arrow PyCapsule interface (pyarrow, Polars, DuckDB...) or as a list of `str`,
//! returned as pyarrow arrays. No Python object is made per row, and the GIL is released while
//! the kernels run.

use std::sync::Arc;

use arrow_array::{new_null_array, Array, ArrayRef, StringArray};
use arrow_schema::{ArrowError, DataType, Field};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use pyo3_arrow::input::AnyArray;
use pyo3_arrow::{PyArray, PyChunkedArray, PyDataType};
use rayon::prelude::*;
use rfc3986::domain::SuffixList;
use rfc3986::ResolveOptions;
use rfc3986_arrow::kernels::{
    self, ArgumentKind, Call, InvalidRow, Kernel, Omitted, Returns, Setting, Value, KERNELS,
};
use rfc3986_arrow::{Grammar, Operand};

use crate::arguments::{type_name, Int, Text};
use crate::domain::{self, PyPublicSuffixList};
use crate::options::{DefaultPorts, Normalization};

/// A column given to a batch function.
enum Column {
    /// One array.
    Array(ArrayRef),
    /// The chunks of a chunked array or of a stream.
    Chunks(Vec<ArrayRef>),
}

impl Column {
    /// The column of `values`: an Arrow array or chunked array of strings (any object with
    /// `__arrow_c_array__` or `__arrow_c_stream__`; an array of nulls reads as strings all
    /// null), or a list or tuple of `str` and `None` (a `str` with a lone surrogate read as
    /// one that no rule allows, [`Text`]). `TypeError` for anything else.
    fn of(values: &Bound<'_, PyAny>) -> PyResult<Column> {
        let py = values.py();
        if values.is_instance_of::<PyList>() || values.is_instance_of::<PyTuple>() {
            let mut rows = Vec::with_capacity(values.len()?);
            for (i, row) in values.try_iter()?.enumerate() {
                let row = row?;
                if row.is_none() {
                    rows.push(None);
                    continue;
                }
                let text = row.cast::<PyString>().map_err(|_| {
                    PyTypeError::new_err(format!(
                        "a list of values holds str and None only: row {i} is {}",
                        type_name(&row)
                    ))
                })?;
                rows.push(Some(Text::of(text.as_borrowed())?.into_string()));
            }
            return Ok(Column::Array(Arc::new(StringArray::from(rows))));
        }
        let arrow = values.hasattr(intern!(py, "__arrow_c_array__"))?
            || values.hasattr(intern!(py, "__arrow_c_stream__"))?;
        let array = values.extract::<AnyArray>().map_err(|error| {
            if arrow {
                error
            } else {
                PyTypeError::new_err(format!(
                    "expected an Arrow array of strings, or a list or tuple of str and None, \
                     not {}",
                    type_name(values)
                ))
            }
        })?;
        match array {
            AnyArray::Array(array) => {
                let (array, _) = array.into_inner();
                Ok(Column::Array(strings(py, array)?))
            }
            AnyArray::Stream(stream) => {
                let (chunks, field) = AnyArray::Stream(stream).into_chunked_array()?.into_inner();
                if chunks.is_empty() {
                    strings(py, new_null_array(field.data_type(), 0))?;
                }
                let chunks = chunks
                    .into_iter()
                    .map(|chunk| strings(py, chunk))
                    .collect::<PyResult<_>>()?;
                Ok(Column::Chunks(chunks))
            }
        }
    }

    /// The column as one array (its chunks concatenated).
    fn into_array(self) -> PyResult<ArrayRef> {
        match self {
            Column::Array(array) => Ok(array),
            Column::Chunks(chunks) if chunks.is_empty() => {
                Ok(Arc::new(StringArray::from(Vec::<Option<&str>>::new())))
            }
            Column::Chunks(chunks) => {
                let chunks: Vec<&dyn Array> = chunks.iter().map(|chunk| chunk.as_ref()).collect();
                arrow_select::concat::concat(&chunks).map_err(error)
            }
        }
    }
}

/// `array`, which must be of strings (`string`, `large_string` or `string_view`): an array of
/// nulls is made one of strings, all null; any other is a `TypeError` that names its type as
/// pyarrow does.
fn strings(py: Python<'_>, array: ArrayRef) -> PyResult<ArrayRef> {
    match array.data_type() {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Ok(array),
        DataType::Null => Ok(new_null_array(&DataType::Utf8, array.len())),
        other => {
            let name = PyDataType::new(other.clone())
                .into_pyarrow(py)
                .and_then(|pyarrow| Ok(pyarrow.str()?.to_string()))
                .unwrap_or_else(|_| other.to_string());
            Err(PyTypeError::new_err(format!(
                "expected an array of strings (string, large_string or string_view), not {name}"
            )))
        }
    }
}

/// A Python exception for a kernel's error: `TypeError` for an array that is not one of
/// strings, `ValueError` otherwise.
fn error(error: ArrowError) -> PyErr {
    match error {
        ArrowError::InvalidArgumentError(message) => PyTypeError::new_err(message),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// A kernel's result array as a pyarrow array.
fn to_pyarrow(py: Python<'_>, array: ArrayRef) -> PyResult<Bound<'_, PyAny>> {
    py.import(intern!(py, "pyarrow"))?
        .getattr(intern!(py, "array"))?
        .call1((PyArray::from_array_ref(array),))
}

/// The fewest rows of an array that [`each`] splits across threads: below it, the split and
/// the concatenation cost more than a second thread saves.
const PARALLEL_ROWS: usize = 16 * 1024;

/// `kernel` run on `array`: on slices of it in parallel (one per thread of the pool) when it
/// is long, their results concatenated.
fn on_array(
    array: &dyn Array,
    kernel: &(impl Fn(&dyn Array) -> Result<ArrayRef, ArrowError> + Sync),
) -> Result<ArrayRef, ArrowError> {
    let threads = rayon::current_num_threads();
    if threads < 2 || array.len() < PARALLEL_ROWS {
        return kernel(array);
    }
    let step = array.len().div_ceil(threads);
    let pieces = (0..array.len())
        .step_by(step)
        .map(|start| array.slice(start, step.min(array.len() - start)))
        .collect::<Vec<_>>()
        .into_par_iter()
        .map(|piece| kernel(piece.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let pieces: Vec<&dyn Array> = pieces.iter().map(|piece| piece.as_ref()).collect();
    arrow_select::concat::concat(&pieces)
}

/// `kernel` run on each array of `column` without the GIL (chunks in parallel, a long array
/// split across threads): a pyarrow array for an array, a pyarrow chunked array for chunks.
fn each<'py>(
    py: Python<'py>,
    column: Column,
    kernel: impl Fn(&dyn Array) -> Result<ArrayRef, ArrowError> + Send + Sync,
) -> PyResult<Bound<'py, PyAny>> {
    match column {
        Column::Array(array) => {
            let result = py
                .detach(|| on_array(array.as_ref(), &kernel))
                .map_err(error)?;
            to_pyarrow(py, result)
        }
        Column::Chunks(chunks) => {
            let results = py.detach(|| {
                let empty = StringArray::from(Vec::<Option<&str>>::new());
                // The type of the result, even without chunks.
                let typed = kernel(&empty)?;
                let results = chunks
                    .par_iter()
                    .map(|chunk| kernel(chunk.as_ref()))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok::<_, ArrowError>((typed.data_type().clone(), results))
            });
            let (data_type, results) = results.map_err(error)?;
            let field = Arc::new(Field::new("", data_type, true));
            PyChunkedArray::try_new(results, field)?.into_pyarrow(py)
        }
    }
}

/// An operand of a two-column function: a column, or one value (or `None`) for every row.
enum Argument {
    Column(Column),
    Scalar(Option<String>),
}

impl Argument {
    fn of(value: &Bound<'_, PyAny>) -> PyResult<Argument> {
        if value.is_none() {
            return Ok(Argument::Scalar(None));
        }
        if let Ok(text) = value.cast::<PyString>() {
            let text = Text::of(text.as_borrowed())?;
            return Ok(Argument::Scalar(Some(text.into_string())));
        }
        Column::of(value).map(Argument::Column)
    }

    /// Whether the argument is a chunked array.
    fn chunked(&self) -> bool {
        matches!(self, Argument::Column(Column::Chunks(_)))
    }
}

/// A two-operand `kernel` on `left` and `right`: chunked when either is (their chunks
/// concatenated), an array otherwise; a list of one value when both are values.
fn pairwise<'py>(
    py: Python<'py>,
    left: &Bound<'_, PyAny>,
    right: &Bound<'_, PyAny>,
    kernel: impl Fn(Operand<'_>, Operand<'_>) -> Result<ArrayRef, ArrowError> + Send + Sync,
) -> PyResult<Bound<'py, PyAny>> {
    let (left, right) = (Argument::of(left)?, Argument::of(right)?);
    let chunked = left.chunked() || right.chunked();
    let resolved = |argument: Argument| -> PyResult<(Option<ArrayRef>, Option<String>)> {
        match argument {
            Argument::Column(column) => Ok((Some(column.into_array()?), None)),
            Argument::Scalar(value) => Ok((None, value)),
        }
    };
    let (left_array, left_value) = resolved(left)?;
    let (right_array, right_value) = resolved(right)?;
    if left_array.is_none() && right_array.is_none() {
        return Err(PyTypeError::new_err(
            "one of the two arguments is an array or a list",
        ));
    }
    fn operand<'a>(array: &'a Option<ArrayRef>, value: &'a Option<String>) -> Operand<'a> {
        match array {
            Some(array) => Operand::Array(array.as_ref()),
            None => Operand::Scalar(value.as_deref()),
        }
    }
    let result = py
        .detach(|| {
            kernel(
                operand(&left_array, &left_value),
                operand(&right_array, &right_value),
            )
        })
        .map_err(error)?;
    if chunked {
        let field = Arc::new(Field::new("", result.data_type().clone(), true));
        PyChunkedArray::try_new(vec![result], field)?.into_pyarrow(py)
    } else {
        to_pyarrow(py, result)
    }
}

/// The settings of a call, as the Python keywords give them.
struct Settings {
    grammar: Grammar,
    resolve: ResolveOptions,
    normalization: Normalization,
    /// The Public Suffix List given as `psl`; the embedded one when `None`.
    suffixes: Option<Arc<SuffixList>>,
}

impl Settings {
    /// Runs `kernel` on `arguments` with these settings.
    fn run(&self, kernel: &Kernel, arguments: &[Value<'_>]) -> Result<ArrayRef, ArrowError> {
        self.normalization.with(|normalize| {
            (kernel.run)(&Call {
                arguments,
                grammar: self.grammar,
                normalize,
                resolve: self.resolve,
                suffixes: self.suffixes.as_deref().unwrap_or(&domain::EMBEDDED),
            })
        })
    }
}

/// An argument of a kernel of one reference a row, read from Python.
enum Given {
    /// The rows, [`Column`]: given to the kernel one array at a time.
    Rows,
    /// One text (or `None`) for every row.
    Text(Option<String>),
    /// One integer for every row.
    Integer(i64),
    /// One list of names (or `None`) for every row.
    Names(Option<Vec<String>>),
}

/// The names of `value`, given for `argument`: a list or tuple of `str`, or `None` (null);
/// `TypeError` for anything else.
fn names_of(
    argument: &kernels::Argument,
    value: &Bound<'_, PyAny>,
) -> PyResult<Option<Vec<String>>> {
    if value.is_none() {
        return Ok(None);
    }
    if !(value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>()) {
        return Err(PyTypeError::new_err(format!(
            "argument '{}': expected a list of str, not {}",
            argument.name,
            type_name(value)
        )));
    }
    let mut names = Vec::with_capacity(value.len()?);
    for item in value.try_iter()? {
        let item = item?;
        let text: Text<'_, '_> = item
            .extract()
            .map_err(|error| about(argument.name, error, value.py()))?;
        names.push(text.into_string());
    }
    Ok(Some(names))
}

/// The name of `argument` in Python: `values` for the rows.
fn python_name(argument: &kernels::Argument) -> &'static str {
    match argument.kind {
        ArgumentKind::Rows => "values",
        _ => argument.name,
    }
}

/// A `TypeError` about argument `name`, as Python words one: `argument 'n': ...`.
fn about(name: &str, error: PyErr, py: Python<'_>) -> PyErr {
    if error.is_instance_of::<PyTypeError>(py) {
        PyTypeError::new_err(format!("argument '{name}': {}", error.value(py)))
    } else {
        error
    }
}

/// The text of `value`, given for `argument`: a `str`, or `None` where the argument may be
/// null; `ValueError` for a name the argument does not take.
fn text_of(argument: &kernels::Argument, value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    if value.is_none() && argument.kind == ArgumentKind::RowsOrText {
        return Ok(None);
    }
    let text: Text<'_, '_> = value
        .extract()
        .map_err(|error| about(argument.name, error, value.py()))?;
    if !argument.names.is_empty() && !argument.names.contains(&text.as_str()) {
        return Err(PyValueError::new_err(format!(
            "unknown {} {}: one of {}",
            argument.name,
            text.repr()?,
            argument.names.join(", ")
        )));
    }
    Ok(Some(text.into_string()))
}

/// `_native.arrow_kernel`: the kernel `name` of `rfc3986_arrow::kernels::KERNELS` on
/// `arguments` (as the functions of `rfc3986_rs.arrow`, made from the table, give them), with
/// the settings of the keywords.
#[pyfunction]
#[pyo3(signature = (
    name, arguments, *, iri = false, strict = true, syntax = true, scheme = true,
    ignore_fragment = false, default_ports = None, psl = None,
))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn arrow_kernel<'py>(
    py: Python<'py>,
    name: &str,
    arguments: &Bound<'py, PyTuple>,
    iri: bool,
    strict: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<DefaultPorts>,
    psl: Option<PyRef<'py, PyPublicSuffixList>>,
) -> PyResult<Bound<'py, PyAny>> {
    let Some(kernel) = kernels::kernel(name) else {
        return Err(PyValueError::new_err(format!("unknown kernel '{name}'")));
    };
    let settings = Settings {
        grammar: if iri { Grammar::Iri } else { Grammar::Uri },
        resolve: ResolveOptions {
            non_strict: !strict,
            ..ResolveOptions::STRICT
        },
        normalization: Normalization::new(syntax, scheme, ignore_fragment, default_ports),
        suffixes: psl.map(|psl| psl.list()),
    };
    let rows = kernel
        .arguments
        .iter()
        .position(|argument| argument.kind == ArgumentKind::Rows);
    let Some(rows) = rows else {
        // A kernel of two references: either may be a column or one value.
        let (left, right) = (arguments.get_item(0)?, arguments.get_item(1)?);
        return pairwise(py, &left, &right, move |left, right| {
            settings.run(kernel, &[value_of(left), value_of(right)])
        });
    };
    let mut given = Vec::with_capacity(arguments.len());
    for (argument, value) in kernel.arguments.iter().zip(arguments.iter()) {
        given.push(match argument.kind {
            ArgumentKind::Rows => Given::Rows,
            ArgumentKind::RowsOrText | ArgumentKind::Text => {
                Given::Text(text_of(argument, &value)?)
            }
            ArgumentKind::Integer => {
                let Int(n) = value
                    .extract()
                    .map_err(|error| about(python_name(argument), error, py))?;
                Given::Integer(n)
            }
            ArgumentKind::Names => Given::Names(names_of(argument, &value)?),
        });
    }
    let column = Column::of(&arguments.get_item(rows)?)?;
    each(py, column, move |array| {
        // (Once for each array, not for each row.)
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
                Given::Rows => Value::Array(array),
                Given::Text(text) => Value::Text(text.as_deref()),
                Given::Integer(n) => Value::Integer(*n),
                Given::Names(_) => Value::Names(names.as_deref()),
            })
            .collect();
        settings.run(kernel, &values)
    })
}

/// An operand given to a kernel.
fn value_of(operand: Operand<'_>) -> Value<'_> {
    match operand {
        Operand::Array(array) => Value::Array(array),
        Operand::Scalar(text) => Value::Text(text),
    }
}

/// `_native.KERNELS`: the table of the kernels, a list of dicts (`name`, `sql_name`, `doc`,
/// `arguments`, `settings`, `returns`, `invalid`), from which `rfc3986_rs.arrow` and the
/// integrations make their functions.
pub(crate) fn table(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let kernels = PyList::empty(py);
    for kernel in KERNELS {
        let arguments = PyList::empty(py);
        for argument in kernel.arguments {
            let entry = PyDict::new(py);
            entry.set_item("name", python_name(argument))?;
            entry.set_item("sql_name", argument.name)?;
            entry.set_item(
                "kind",
                match argument.kind {
                    ArgumentKind::Rows => "rows",
                    ArgumentKind::RowsOrText => "rows_or_text",
                    ArgumentKind::Text => "text",
                    ArgumentKind::Integer => "integer",
                    ArgumentKind::Names => "names",
                },
            )?;
            match argument.omitted {
                Omitted::Required => entry.set_item("required", true)?,
                Omitted::Absent => entry.set_item("required", false)?,
                Omitted::Text(text) => {
                    entry.set_item("required", false)?;
                    entry.set_item("default", text)?;
                }
            }
            entry.set_item("names", PyTuple::new(py, argument.names)?)?;
            entry.set_item("doc", argument.doc)?;
            arguments.append(entry)?;
        }
        let settings: Vec<&str> = kernel
            .settings
            .iter()
            .map(|setting| match setting {
                Setting::Iri => "iri",
                Setting::Strict => "strict",
                Setting::Normalization => "normalization",
                Setting::Suffixes => "psl",
            })
            .collect();
        let entry = PyDict::new(py);
        entry.set_item("name", kernel.name)?;
        entry.set_item("sql_name", kernel.sql_name)?;
        entry.set_item("doc", kernel.doc)?;
        entry.set_item("arguments", arguments)?;
        entry.set_item("settings", PyTuple::new(py, settings)?)?;
        entry.set_item(
            "returns",
            match kernel.returns {
                Returns::Boolean => "boolean",
                Returns::Text => "text",
                Returns::Port => "port",
                Returns::Components => "components",
                Returns::TextList => "text_list",
                Returns::QueryParams => "query_params",
                Returns::Findings => "findings",
            },
        )?;
        entry.set_item(
            "invalid",
            match kernel.invalid {
                InvalidRow::Null => "null",
                InvalidRow::False => "false",
            },
        )?;
        kernels.append(entry)?;
    }
    Ok(kernels)
}
