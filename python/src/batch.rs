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
use pyo3::types::{PyList, PyString, PyTuple};
use pyo3_arrow::input::AnyArray;
use pyo3_arrow::{PyArray, PyChunkedArray, PyDataType};
use rayon::prelude::*;
use rfc3986::ResolveOptions;
use rfc3986_arrow::{Component, Grammar, Operand, Rule, UrlPart};

use crate::arguments::{Int, Text};
use crate::functions;
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

/// The name of the type of `object`, as Python writes it (`int`).
fn type_name(object: &Bound<'_, PyAny>) -> String {
    object
        .get_type()
        .name()
        .map_or_else(|_| "an object".to_owned(), |name| name.to_string())
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

/// The grammar of keyword `iri`.
fn grammar(iri: bool) -> Grammar {
    if iri {
        Grammar::Iri
    } else {
        Grammar::Uri
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

/// The kernel's rule of an `is_valid` rule name (the names of `rfc3986_rs.is_valid`), and its
/// grammar.
fn rule(name: &Text<'_, '_>) -> PyResult<(Rule, Grammar)> {
    let index = functions::rule_index(name)?;
    let rule = [
        Rule::UriReference,
        Rule::Uri,
        Rule::AbsoluteUri,
        Rule::RelativeRef,
    ][index % 4];
    Ok((rule, grammar(functions::RULES[index].1)))
}

/// `arrow.is_valid`.
#[pyfunction]
pub(crate) fn arrow_is_valid<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    rule: Text<'_, '_>,
) -> PyResult<Bound<'py, PyAny>> {
    let (rule, grammar) = self::rule(&rule)?;
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::is_valid(array, rule, grammar)?))
    })
}

/// The kernel's component of a name.
fn component(name: &Text<'_, '_>) -> PyResult<Component> {
    match Component::ALL
        .into_iter()
        .find(|component| component.name() == name.as_str())
    {
        Some(component) => Ok(component),
        None => Err(PyValueError::new_err(format!(
            "unknown component {}",
            name.repr()?
        ))),
    }
}

/// `arrow.scheme`, `arrow.host`... : one component of each row.
#[pyfunction]
pub(crate) fn arrow_component<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    name: Text<'_, '_>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let component = self::component(&name)?;
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::component(
            array,
            component,
            grammar(iri),
        )?))
    })
}

/// `arrow.parse`: the seven components, as a struct array.
#[pyfunction]
pub(crate) fn arrow_parse<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::parse(array, grammar(iri))?))
    })
}

/// `arrow.port_number`.
#[pyfunction]
pub(crate) fn arrow_port_number<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::port_u16(array, grammar(iri))?))
    })
}

/// `arrow.host_kind`.
#[pyfunction]
pub(crate) fn arrow_host_kind<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::host_kind(array, grammar(iri))?))
    })
}

/// `arrow.query_param`.
#[pyfunction]
pub(crate) fn arrow_query_param<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    key: Text<'_, '_>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let key = key.into_string();
    let key = key.as_str();
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::query_param(
            array,
            key,
            grammar(iri),
        )?))
    })
}

/// `arrow.path_segment`.
#[pyfunction]
pub(crate) fn arrow_path_segment<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    n: Int<i64>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let Int(n) = n;
    each(py, Column::of(values)?, move |array| {
        Ok(Arc::new(rfc3986_arrow::path_segment(
            array,
            n,
            grammar(iri),
        )?))
    })
}

/// `arrow.normalize`.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub(crate) fn arrow_normalize<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<DefaultPorts>,
) -> PyResult<Bound<'py, PyAny>> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    each(py, Column::of(values)?, move |array| {
        normalization.with(|options| {
            Ok(Arc::new(rfc3986_arrow::normalize(array, options, grammar(iri))?) as ArrayRef)
        })
    })
}

/// `arrow.resolve`.
#[pyfunction]
pub(crate) fn arrow_resolve<'py>(
    py: Python<'py>,
    base: &Bound<'_, PyAny>,
    reference: &Bound<'_, PyAny>,
    iri: bool,
    strict: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let options = ResolveOptions {
        non_strict: !strict,
        ..ResolveOptions::STRICT
    };
    pairwise(py, base, reference, move |base, reference| {
        Ok(Arc::new(rfc3986_arrow::resolve(
            base,
            reference,
            options,
            grammar(iri),
        )?))
    })
}

/// `arrow.make_relative`.
#[pyfunction]
pub(crate) fn arrow_make_relative<'py>(
    py: Python<'py>,
    base: &Bound<'_, PyAny>,
    target: &Bound<'_, PyAny>,
    iri: bool,
) -> PyResult<Bound<'py, PyAny>> {
    pairwise(py, base, target, move |base, target| {
        Ok(Arc::new(rfc3986_arrow::make_relative(
            base,
            target,
            grammar(iri),
        )?))
    })
}

/// `arrow.equivalent`.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub(crate) fn arrow_equivalent<'py>(
    py: Python<'py>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<DefaultPorts>,
) -> PyResult<Bound<'py, PyAny>> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    pairwise(py, a, b, move |a, b| {
        normalization.with(|options| {
            Ok(Arc::new(rfc3986_arrow::equivalent(a, b, options, grammar(iri))?) as ArrayRef)
        })
    })
}

/// `arrow.parse_url`: Spark's function of that name.
#[pyfunction]
#[pyo3(signature = (values, part, key = None))]
pub(crate) fn arrow_parse_url<'py>(
    py: Python<'py>,
    values: &Bound<'_, PyAny>,
    part: Text<'_, '_>,
    key: Option<Text<'_, '_>>,
) -> PyResult<Bound<'py, PyAny>> {
    if UrlPart::from_name(part.as_str()).is_none() {
        return Err(PyValueError::new_err(format!(
            "unknown part {}: HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO",
            part.repr()?
        )));
    }
    let part = part.into_string();
    let part = part.as_str();
    let key = key.map(Text::into_string);
    let key = key.as_deref();
    each(py, Column::of(values)?, move |array| {
        let key = key.map(|key| Operand::Scalar(Some(key)));
        Ok(Arc::new(rfc3986_arrow::parse_url(
            array,
            Operand::Scalar(Some(part)),
            key,
        )?))
    })
}
