//! `PublicSuffixList`: the Public Suffix List that the domain functions read (the list embedded
//! in the library, or a `public_suffix_list.dat` read at run time), and the sections of the list
//! a lookup uses.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};
use rfc3986::domain::{Section, SuffixList};

use crate::arguments::{repr, Text};

/// A Public Suffix List (<https://publicsuffix.org/>): the one embedded in the package
/// (`PublicSuffixList.embedded()`, its date in `snapshot`), or a `public_suffix_list.dat` read
/// at run time (`PublicSuffixList.load(path)`, `PublicSuffixList.parse(text)`), for a program
/// that runs longer than a release of the package lasts. Given as `psl=` to the functions of
/// registrable domains; immutable, shared between threads, and pickled as its text (Spark
/// sends it to its executors so).
#[pyclass(frozen, module = "rfc3986_rs", name = "PublicSuffixList")]
pub(crate) struct PyPublicSuffixList {
    list: Arc<SuffixList>,
    /// The text of a list read at run time, which it is pickled as; `None` for the embedded
    /// list.
    text: Option<Arc<str>>,
}

impl PyPublicSuffixList {
    /// The list, to be shared with the kernels.
    pub(crate) fn list(&self) -> Arc<SuffixList> {
        Arc::clone(&self.list)
    }
}

/// The embedded list, which a call given no `psl` reads.
static EMBEDDED: SuffixList = SuffixList::embedded();

/// The list of the keyword `psl`: the one given, or the embedded one for `None`.
pub(crate) fn list_of(psl: Option<&PyPublicSuffixList>) -> &SuffixList {
    psl.map_or(&EMBEDDED, |psl| &psl.list)
}

/// The names of the sections of the list, as the `section` arguments take them: `icann`, the
/// ICANN section alone (the default, as BigQuery's `NET.REG_DOMAIN` and `tldextract` answer),
/// `all`, the private section too (as browsers use the list).
const SECTIONS: [(&str, Section); 2] = [("icann", Section::Icann), ("all", Section::All)];

/// The section named `name`; `ValueError` for another name.
pub(crate) fn section(py: Python<'_>, name: &str) -> PyResult<Section> {
    match SECTIONS.iter().find(|(known, _)| *known == name) {
        Some((_, section)) => Ok(*section),
        None => Err(PyValueError::new_err(format!(
            "unknown section {}: one of icann, all",
            repr(PyString::new(py, name).as_any())?
        ))),
    }
}

#[pymethods]
impl PyPublicSuffixList {
    /// The list embedded in the package, of the date its `snapshot` gives.
    #[staticmethod]
    fn embedded() -> PyPublicSuffixList {
        PyPublicSuffixList {
            list: Arc::new(SuffixList::embedded()),
            text: None,
        }
    }

    /// The list of `text`, the content of a `public_suffix_list.dat`: its rules in the sections
    /// its `===BEGIN ICANN DOMAINS===` and `===BEGIN PRIVATE DOMAINS===` lines open, and its
    /// date (the `// VERSION:` line). `ValueError` for a text that is no list (no ICANN
    /// section, no rule) or has a rule the list's format refuses (its line named).
    #[staticmethod]
    fn parse(text: Text<'_, '_>) -> PyResult<PyPublicSuffixList> {
        let list = SuffixList::parse(text.as_str())
            .map_err(|error| PyValueError::new_err(error.to_string()))?;
        Ok(PyPublicSuffixList {
            list: Arc::new(list),
            text: Some(Arc::from(text.as_str())),
        })
    }

    /// The list of the file at `path` (a `str` or an `os.PathLike`), read as UTF-8: `parse`
    /// of its text, a `ValueError` naming the file for one that is no list; `OSError`
    /// (`FileNotFoundError`...) for a file that cannot be read.
    #[staticmethod]
    fn load(path: &Bound<'_, PyAny>) -> PyResult<PyPublicSuffixList> {
        let py = path.py();
        let file = py
            .import(intern!(py, "pathlib"))?
            .getattr(intern!(py, "Path"))?
            .call1((path,))?;
        let keywords = PyDict::new(py);
        keywords.set_item(intern!(py, "encoding"), intern!(py, "utf-8"))?;
        let text = file.call_method(intern!(py, "read_text"), (), Some(&keywords))?;
        let text: Text<'_, '_> = text.extract()?;
        PyPublicSuffixList::parse(text).map_err(|error| {
            let shown = file.str().map_or_else(|_| String::new(), |s| s.to_string());
            PyValueError::new_err(format!("{shown}: {}", error.value(py)))
        })
    }

    /// The date of the list: the `// VERSION:` line of a list read at run time (`None`
    /// without one), or the version of the list embedded (`2026-10-22_08-36-41_UTC`).
    #[getter]
    fn snapshot(&self) -> Option<&str> {
        self.list.snapshot()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let snapshot = match self.list.snapshot() {
            Some(snapshot) => repr(PyString::new(py, snapshot).as_any())?,
            None => "None".to_owned(),
        };
        let kind = if self.text.is_some() {
            "loaded"
        } else {
            "embedded"
        };
        Ok(format!("<PublicSuffixList {kind}, snapshot={snapshot}>"))
    }

    /// Pickled as `PublicSuffixList.parse(text)`, or `PublicSuffixList.embedded()`.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let class = slf.get_type();
        match &slf.get().text {
            Some(text) => Ok((
                class.getattr(intern!(py, "parse"))?,
                PyTuple::new(py, [&**text])?,
            )),
            None => Ok((class.getattr(intern!(py, "embedded"))?, PyTuple::empty(py))),
        }
    }
}
