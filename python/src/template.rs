//! `Template`: a URI Template (RFC 6570) checked once, expanded with Python values and matched
//! against references.
//!
//! A value is read as the library's [`Value`]: a `str` (an `int` or a `float` as its `str()`),
//! a list or tuple of them, or pairs (a mapping, or a list or tuple of 2-tuples); `None` is
//! undefined. A `bool` is refused, as `str()` (`'True'`) and JSON (`true`) write it apart.

use pyo3::exceptions::{PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyMapping, PyString, PyTuple};
use rfc3986::template::{Template, Value};

use crate::arguments::{repr, type_name, Text};
use crate::errors::{expand_error, template_error};
use crate::uri::PyUriRef;

/// A URI Template (RFC 6570, all four levels), checked when made: `Template(text)` raises
/// `TemplateError` (a `ValueError`) with the byte `index` and the `kind` of what is wrong.
/// `expand` gives the URI reference of values; `match` the values of a URI reference;
/// `variables` the names, in order, each once. Immutable; `==` and `hash` compare the text.
#[pyclass(frozen, module = "rfc3986_rs", name = "Template")]
pub(crate) struct PyTemplate {
    /// The text, which matches the grammar.
    text: String,
    /// The names of the variables, in order, each once, with their Python `str`s (interned)
    /// for the look-ups of `expand`.
    names: Vec<(String, Py<PyString>)>,
}

impl PyTemplate {
    /// The template, read from its checked text.
    fn template(&self, py: Python<'_>) -> PyResult<Template<'_>> {
        Template::parse(&self.text).map_err(|error| template_error(py, &error))
    }
}

#[pymethods]
impl PyTemplate {
    #[new]
    fn new(py: Python<'_>, text: Text<'_, '_>) -> PyResult<PyTemplate> {
        let template =
            Template::parse(text.as_str()).map_err(|error| template_error(py, &error))?;
        let mut names: Vec<&str> = Vec::new();
        for name in template.variables() {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        Ok(PyTemplate {
            names: names
                .iter()
                .map(|name| (name.to_string(), PyString::intern(py, name).unbind()))
                .collect(),
            text: text.into_string(),
        })
    }

    /// The names of the variables, in the order of the template, each once (as written: a
    /// `pct-encoded` name such as `%41` is not decoded).
    #[getter]
    fn variables<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.names.iter().map(|(_, key)| key.bind(py)))
    }

    /// The expansion with the values of `mapping` (any mapping of names to values) and of the
    /// keywords, which take precedence: a `str` (of the URI reference, RFC 6570 section 3).
    /// A name without a value, or with `None`, is undefined; names the template does not use
    /// are left alone.
    ///
    /// A value is a `str`, an `int` or a `float` (its `str()`), a list or tuple of them, a
    /// mapping of them (pairs, in its order), or a list or tuple of 2-tuples of them (pairs,
    /// repeated names allowed). Anything else (a `bool`, `None` in a list, a list of lists)
    /// raises `TypeError` naming the variable. `ExpandError` (a `ValueError`) for a prefix on
    /// a list or pairs, or an expansion that is no URI reference (`{x}[`).
    #[pyo3(signature = (mapping = None, /, **values))]
    fn expand(
        &self,
        py: Python<'_>,
        mapping: Option<&Bound<'_, PyAny>>,
        values: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        let mapping = mapping.map(Lookup::of).transpose()?;
        let mut vars: Vec<(&str, Value)> = Vec::with_capacity(self.names.len());
        for (name, key) in &self.names {
            let key = key.bind(py);
            let given = match values.map(|values| values.get_item(key)).transpose()? {
                Some(Some(value)) => Some(value),
                _ => match &mapping {
                    Some(mapping) => mapping.get(key)?,
                    None => None,
                },
            };
            let Some(given) = given else {
                continue;
            };
            if let Some(value) = value_of(name, &given)? {
                vars.push((name.as_str(), value));
            }
        }
        let expanded = self
            .template(py)?
            .expand(vars.as_slice())
            .map_err(|error| expand_error(py, &error))?;
        Ok(expanded.into_string())
    }

    /// The values whose expansion is `uri` (a `str` or a `UriRef`), as a dict in the order of
    /// the template, or `None` when no values give it. A value is a `str`, a `list` of `str`
    /// or, for exploded pairs with their names, a `dict` (in the order of `uri`); an undefined
    /// variable is left out. Where several assignments give `uri`, each expression takes the
    /// longest text it can; what the expansion loses stays lost (a prefix gives the prefix,
    /// pairs without their names come back as a list), and with `+` and `#` values keep their
    /// percent-encodings. Every dict returned expands back to `uri`. The template is read once
    /// from left to right: expressions side by side, with no literal between them, can miss
    /// values that exist (a variable repeated among them, `{a}{a}` against `xyzxyz`).
    #[pyo3(name = "match")]
    fn matches<'py>(
        &self,
        py: Python<'py>,
        uri: &Bound<'py, PyAny>,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        let text = match uri.cast::<PyUriRef>() {
            Ok(reference) => reference.get().as_str().to_owned(),
            Err(_) => {
                let string = uri.cast::<PyString>().map_err(|_| {
                    PyTypeError::new_err(format!(
                        "a URI is a str or a UriRef, not {}",
                        type_name(uri)
                    ))
                })?;
                let text = Text::of(string.as_borrowed())?;
                // No expansion holds a lone surrogate.
                if text.has_surrogates() {
                    return Ok(None);
                }
                text.into_string()
            }
        };
        let Some(found) = self.template(py)?.extract(&text) else {
            return Ok(None);
        };
        let dict = PyDict::new(py);
        for (name, value) in found {
            match value {
                Value::String(text) => dict.set_item(name, text)?,
                Value::List(items) => dict.set_item(name, items)?,
                Value::Assoc(pairs) => {
                    let pairs_dict = PyDict::new(py);
                    for (key, value) in pairs {
                        pairs_dict.set_item(key, value)?;
                    }
                    dict.set_item(name, pairs_dict)?
                }
            }
        }
        Ok(Some(dict))
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = repr(PyString::new(py, &self.text).as_any())?;
        Ok(format!("Template({text})"))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyTemplate>()
            .is_ok_and(|other| other.get().text == self.text)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.text.hash(&mut hasher);
        hasher.finish()
    }

    /// Pickled as `Template(text)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (String,)) {
        (slf.get_type().into_any(), (slf.get().text.clone(),))
    }
}

/// The positional argument of `expand`: a dict, read directly, or another mapping, read with
/// `[]` (a `KeyError` is an undefined variable).
enum Lookup<'a, 'py> {
    Dict(&'a Bound<'py, PyDict>),
    Mapping(&'a Bound<'py, PyMapping>),
}

impl<'a, 'py> Lookup<'a, 'py> {
    /// The look-up in `mapping`, or `TypeError` for what is no mapping.
    fn of(mapping: &'a Bound<'py, PyAny>) -> PyResult<Lookup<'a, 'py>> {
        if let Ok(dict) = mapping.cast::<PyDict>() {
            return Ok(Lookup::Dict(dict));
        }
        match mapping.cast::<PyMapping>() {
            Ok(mapping) => Ok(Lookup::Mapping(mapping)),
            Err(_) => Err(PyTypeError::new_err(format!(
                "expand() takes a mapping of names to values, not {}",
                type_name(mapping)
            ))),
        }
    }

    /// The value of `name`, if the mapping has one.
    fn get(&self, name: &Bound<'py, PyString>) -> PyResult<Option<Bound<'py, PyAny>>> {
        match self {
            Lookup::Dict(dict) => dict.get_item(name),
            Lookup::Mapping(mapping) => match mapping.get_item(name) {
                Ok(value) => Ok(Some(value)),
                Err(error) if error.is_instance_of::<PyKeyError>(mapping.py()) => Ok(None),
                Err(error) => Err(error),
            },
        }
    }
}

/// The value of the variable `name` given as `given`: `None` when undefined.
fn value_of(name: &str, given: &Bound<'_, PyAny>) -> PyResult<Option<Value>> {
    if given.is_none() {
        return Ok(None);
    }
    if let Some(text) = scalar(name, given)? {
        return Ok(Some(Value::String(text)));
    }
    if let Ok(dict) = given.cast::<PyDict>() {
        let pairs = dict
            .iter()
            .map(|(key, value)| Ok((member(name, &key)?, member(name, &value)?)))
            .collect::<PyResult<_>>()?;
        return Ok(Some(Value::Assoc(pairs)));
    }
    let items: Vec<Bound<'_, PyAny>> = if let Ok(list) = given.cast::<PyList>() {
        list.iter().collect()
    } else if let Ok(tuple) = given.cast::<PyTuple>() {
        tuple.iter().collect()
    } else if let Ok(mapping) = given.cast::<PyMapping>() {
        // Another mapping: its items, each a 2-tuple.
        mapping.items()?.iter().collect()
    } else {
        return Err(PyTypeError::new_err(format!(
            "the value of '{name}' is a str, an int, a float, a list, a tuple, a mapping or \
             None, not {}",
            type_name(given)
        )));
    };
    // Pairs when the first item is a tuple, else a list.
    if !items
        .first()
        .is_some_and(|item| item.is_instance_of::<PyTuple>())
    {
        let items = items
            .iter()
            .map(|item| member(name, item))
            .collect::<PyResult<_>>()?;
        return Ok(Some(Value::List(items)));
    }
    let pairs = items
        .iter()
        .map(|item| {
            let pair = item.cast::<PyTuple>().map_err(|_| {
                PyTypeError::new_err(format!(
                    "the items of '{name}' are pairs (its first is a tuple), not {}",
                    type_name(item)
                ))
            })?;
            match pair.len() {
                2 => Ok((
                    member(name, &pair.get_item(0)?)?,
                    member(name, &pair.get_item(1)?)?,
                )),
                n => Err(PyTypeError::new_err(format!(
                    "a pair of '{name}' is a tuple of two (a name and a value), not of {n}"
                ))),
            }
        })
        .collect::<PyResult<_>>()?;
    Ok(Some(Value::Assoc(pairs)))
}

/// An item of a list, or a name or a value of a pair, of the variable `name`.
fn member(name: &str, item: &Bound<'_, PyAny>) -> PyResult<String> {
    scalar(name, item)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "an item of '{name}' is a str, an int or a float, not {}",
            type_name(item)
        ))
    })
}

/// The text of `value` when it is a `str`, an `int` or a `float` (its `str()`); `None` for
/// another type; `TypeError` for a `bool`.
fn scalar(name: &str, value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    let string = if let Ok(string) = value.cast::<PyString>() {
        string.clone()
    } else if value.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "a value of '{name}' is a bool: give a str, as str() and JSON write it apart \
             ('True', 'true')"
        )));
    } else if value.is_instance_of::<PyInt>() || value.is_instance_of::<PyFloat>() {
        value.str()?
    } else {
        return Ok(None);
    };
    let text = Text::of(string.as_borrowed())?;
    if let Some((_, code)) = text.first_surrogate() {
        return Err(PyValueError::new_err(format!(
            "a value of '{name}' holds a lone surrogate (U+{code:04X}), which UTF-8 cannot encode"
        )));
    }
    Ok(Some(text.into_string()))
}
