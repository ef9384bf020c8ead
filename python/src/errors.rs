//! The exceptions: `ParseError`, `BuildError` and `ResolveError`, each a `ValueError`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::{create_exception, PyErr};
use rfc3986::{BuildError as RustBuildError, ParseError as RustParseError};

create_exception!(
    rfc3986_rs,
    ParseError,
    PyValueError,
    "A text that is not a reference of the grammar asked for: `index` is the byte where it goes \
     wrong, `kind` what is wrong there (`invalid-char`, `empty-scheme`...), `component` where \
     (`scheme`, `userinfo`, `host`, `port`, `path`, `query`, `fragment`, or None)."
);
create_exception!(
    rfc3986_rs,
    BuildError,
    PyValueError,
    "A component that cannot take the value given (`UriRef.replace`), or a reference that \
     cannot be mapped (`to_uri`, `to_iri`)."
);
create_exception!(
    rfc3986_rs,
    ResolveError,
    PyValueError,
    "A resolution without an absolute base, or a relative reference that cannot be made."
);

/// A `ParseError` for `error`, with its `index`, `kind` and `component`.
pub(crate) fn parse_error(py: Python<'_>, error: &RustParseError) -> PyErr {
    let exception = ParseError::new_err(error.to_string());
    let value = exception.value(py);
    let set = || -> PyResult<()> {
        value.setattr("index", error.index())?;
        value.setattr("kind", error.kind().name())?;
        value.setattr("component", error.kind().component().map(|c| c.name()))
    };
    match set() {
        Ok(()) => exception,
        Err(error) => error,
    }
}

/// A `BuildError` for `error`.
pub(crate) fn build_error(error: &RustBuildError) -> PyErr {
    BuildError::new_err(error.to_string())
}

/// A `ResolveError` saying `error`.
pub(crate) fn resolve_error(error: impl std::fmt::Display) -> PyErr {
    ResolveError::new_err(error.to_string())
}
