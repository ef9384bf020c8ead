//! `UriRef`: a parsed reference, immutable, read without parsing again.

use std::collections::HashMap;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::pct::QueryOptions;
use rfc3986::{IriRefBuf, ResolveOptions, RiRef, RiRefBuf, UriRefBuf};

use crate::errors::{build_error, parse_error, resolve_error};
use crate::options::Normalization;

/// A reference of either grammar, owned.
#[derive(Clone)]
pub(crate) enum Owned {
    /// A URI reference (RFC 3986).
    Uri(UriRefBuf),
    /// An IRI reference (RFC 3987).
    Iri(IriRefBuf),
}

/// Runs `$body` with `$r` the borrowed view of `$owned`, whichever its grammar.
macro_rules! view {
    ($owned:expr, |$r:ident| $body:expr) => {
        match $owned {
            Owned::Uri(owned) => {
                let $r = owned.as_uri_ref();
                $body
            }
            Owned::Iri(owned) => {
                let $r = owned.as_uri_ref();
                $body
            }
        }
    };
}

/// Runs `$body` with `$g` the grammar type: `Iri` when `$iri`, `Uri` otherwise.
macro_rules! with_grammar {
    ($iri:expr, |$g:ident| $body:expr) => {
        if $iri {
            type $g = rfc3986::grammar::Iri;
            $body
        } else {
            type $g = rfc3986::grammar::Uri;
            $body
        }
    };
}
pub(crate) use with_grammar;

/// The owned reference of grammar `G`, as an [`Owned`].
pub(crate) trait IntoOwned {
    /// `self` in an [`Owned`].
    fn into_owned(self) -> Owned;
}

impl IntoOwned for UriRefBuf {
    fn into_owned(self) -> Owned {
        Owned::Uri(self)
    }
}

impl IntoOwned for IriRefBuf {
    fn into_owned(self) -> Owned {
        Owned::Iri(self)
    }
}

/// `text` parsed with grammar `G`, or a `ParseError`.
pub(crate) fn parse_as<'a, G: Grammar>(py: Python<'_>, text: &'a str) -> PyResult<RiRef<'a, G>> {
    RiRef::<G>::parse(text).map_err(|error| parse_error(py, &error))
}

/// A reference given as a `UriRef` or as text, parsed with grammar `G`.
pub(crate) fn reference_of<G: Grammar>(
    py: Python<'_>,
    reference: &Bound<'_, PyAny>,
) -> PyResult<RiRefBuf<G>> {
    if let Ok(uri) = reference.cast::<PyUriRef>() {
        let text = uri.get().as_str();
        return RiRefBuf::<G>::parse(text.to_owned()).map_err(|error| parse_error(py, &error));
    }
    let text = reference
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err("a reference is a str or a UriRef"))?;
    RiRefBuf::<G>::parse(text.to_cow()?.into_owned()).map_err(|error| parse_error(py, &error))
}

/// A URI reference (RFC 3986) or, parsed with `iri=True`, an IRI reference (RFC 3987): its
/// components as written, `None` when absent and `""` when empty (`http://h?` has an empty
/// query, `http://h` none). Immutable; `==` and `hash` compare the text. Made by
/// `rfc3986_rs.parse`.
#[pyclass(frozen, module = "rfc3986_rs", name = "UriRef")]
pub(crate) struct PyUriRef {
    owned: Owned,
}

impl PyUriRef {
    /// The reference's text.
    pub(crate) fn as_str(&self) -> &str {
        view!(&self.owned, |r| r.as_str())
    }

    /// A `UriRef` of `owned`.
    pub(crate) fn new(owned: impl IntoOwned) -> PyUriRef {
        PyUriRef {
            owned: owned.into_owned(),
        }
    }

    /// Whether this reference was read as an IRI reference.
    fn iri(&self) -> bool {
        matches!(self.owned, Owned::Iri(_))
    }
}

/// The value of keyword `name` of `replace`: `None` when not given, `Some(None)` to remove the
/// component.
fn replacement<'py>(
    changes: Option<&Bound<'py, PyDict>>,
    name: &str,
) -> PyResult<Option<Option<Bound<'py, PyAny>>>> {
    let Some(value) = changes.map(|changes| changes.get_item(name)).transpose()? else {
        return Ok(None);
    };
    Ok(value.map(|value| (!value.is_none()).then_some(value)))
}

/// The text of replacement `value` for component `name`.
fn replacement_text(name: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    value
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err(format!("{name} is a str or None")))?
        .to_cow()
        .map(|text| text.into_owned())
}

/// `reference` with the components `changes` names replaced (or removed, for `None`), built
/// and checked whole.
fn replaced<G: Grammar>(
    reference: RiRef<'_, G>,
    changes: Option<&Bound<'_, PyDict>>,
) -> PyResult<RiRefBuf<G>> {
    const NAMES: [&str; 7] = [
        "scheme", "userinfo", "host", "port", "path", "query", "fragment",
    ];
    if let Some(changes) = changes {
        for key in changes.keys() {
            let key: String = key.extract()?;
            if !NAMES.contains(&key.as_str()) {
                return Err(PyTypeError::new_err(format!(
                    "replace() got an unexpected keyword argument {key:?}"
                )));
            }
        }
    }
    let current = [
        reference.scheme(),
        reference.userinfo(),
        reference.host_str(),
        reference.port(),
        Some(reference.path()),
        reference.query(),
        reference.fragment(),
    ];
    let mut texts: [Option<String>; 7] = Default::default();
    for ((name, now), text) in NAMES.iter().zip(current).zip(&mut texts) {
        *text = match replacement(changes, name)? {
            None => now.map(str::to_owned),
            Some(None) => None,
            Some(Some(value))
                if *name == "port" && value.is_instance_of::<pyo3::types::PyInt>() =>
            {
                let port: u16 = value
                    .extract()
                    .map_err(|_| PyValueError::new_err("a port number is in 0..=65535"))?;
                Some(port.to_string())
            }
            Some(Some(value)) => Some(replacement_text(name, &value)?),
        };
    }
    let [scheme, userinfo, host, port, path, query, fragment] = &texts;
    let mut builder = RiRefBuf::<G>::builder();
    if let Some(scheme) = scheme {
        builder = builder.scheme(scheme);
    }
    if let Some(userinfo) = userinfo {
        builder = builder.userinfo(userinfo);
    }
    if let Some(host) = host {
        builder = builder.host(host);
    }
    if let Some(port) = port {
        builder = builder.port_str(port);
    }
    builder = builder.path(path.as_deref().unwrap_or_default());
    if let Some(query) = query {
        builder = builder.query(query);
    }
    if let Some(fragment) = fragment {
        builder = builder.fragment(fragment);
    }
    builder.build().map_err(|error| build_error(&error))
}

#[pymethods]
impl PyUriRef {
    /// The scheme, without its `:`; `None` for a relative reference.
    #[getter]
    fn scheme(&self) -> Option<&str> {
        view!(&self.owned, |r| r.scheme())
    }

    /// The user information, without its `@`.
    #[getter]
    fn userinfo(&self) -> Option<&str> {
        view!(&self.owned, |r| r.userinfo())
    }

    /// The host as written (brackets included for an IP literal); `None` without an authority.
    #[getter]
    fn host(&self) -> Option<&str> {
        view!(&self.owned, |r| r.host_str())
    }

    /// What the host is: `reg-name`, `ipv4`, `ipv6` or `ipvfuture`; `None` without a host.
    #[getter]
    fn host_kind(&self) -> Option<&'static str> {
        view!(&self.owned, |r| r.host().map(|host| host.kind().as_str()))
    }

    /// The port as written, without its `:` (possibly empty).
    #[getter]
    fn port(&self) -> Option<&str> {
        view!(&self.owned, |r| r.port())
    }

    /// The port as a number; `None` when absent or empty. A port above 65535 (the grammar
    /// allows any digits) raises `ValueError`.
    #[getter]
    fn port_number(&self) -> PyResult<Option<u16>> {
        view!(&self.owned, |r| r
            .port_u16()
            .map_err(|error| PyValueError::new_err(error.to_string())))
    }

    /// The path (never `None`, possibly empty).
    #[getter]
    fn path(&self) -> &str {
        view!(&self.owned, |r| r.path())
    }

    /// The path's segments, as written: an absolute path starts with an empty segment
    /// (`/a/b` gives `["", "a", "b"]`), the empty path has none.
    #[getter]
    fn path_segments(&self) -> Vec<&str> {
        view!(&self.owned, |r| r.path_segments().collect())
    }

    /// The query, without its `?`.
    #[getter]
    fn query(&self) -> Option<&str> {
        view!(&self.owned, |r| r.query())
    }

    /// The fragment, without its `#`.
    #[getter]
    fn fragment(&self) -> Option<&str> {
        view!(&self.owned, |r| r.fragment())
    }

    /// Whether the reference has no scheme (a `relative-ref`).
    #[getter]
    fn is_relative(&self) -> bool {
        view!(&self.owned, |r| r.is_relative())
    }

    /// Whether the reference was read as an IRI reference (`parse(text, iri=True)`).
    #[getter]
    fn is_iri(&self) -> bool {
        self.iri()
    }

    /// The `key=value` pairs of the query, split on `&` then on the first `=`, empty pieces
    /// skipped: raw (the value `None` for a piece without `=`), or with `decode=True`
    /// percent-decoded (invalid UTF-8 replaced by U+FFFD, a piece without `=` given the value
    /// `""`), with `plus_as_space=True` reading `+` as a space as HTML forms do.
    #[pyo3(signature = (*, decode = false, plus_as_space = false))]
    fn query_pairs(&self, decode: bool, plus_as_space: bool) -> Vec<(String, Option<String>)> {
        let decoding = decode.then_some(QueryOptions { plus_as_space });
        view!(&self.owned, |r| query_pairs_of(r, decoding))
    }

    /// The reference `reference` (a `str` or a `UriRef`) resolved against this base URI
    /// (RFC 3986 section 5.2); `strict=False` reads `http:g` against an `http` base as `g`.
    #[pyo3(signature = (reference, *, strict = true))]
    fn resolve(
        &self,
        py: Python<'_>,
        reference: &Bound<'_, PyAny>,
        strict: bool,
    ) -> PyResult<PyUriRef> {
        let options = if strict {
            ResolveOptions::STRICT
        } else {
            ResolveOptions {
                non_strict: true,
                ..ResolveOptions::STRICT
            }
        };
        match &self.owned {
            Owned::Uri(base) => resolved::<Uri>(py, base, reference, options).map(PyUriRef::new),
            Owned::Iri(base) => resolved::<Iri>(py, base, reference, options).map(PyUriRef::new),
        }
    }

    /// The shortest relative reference that resolves against this base URI to `target`
    /// (a `str` or a `UriRef`).
    fn make_relative(&self, py: Python<'_>, target: &Bound<'_, PyAny>) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(base) => relative::<Uri>(py, base, target).map(PyUriRef::new),
            Owned::Iri(base) => relative::<Iri>(py, base, target).map(PyUriRef::new),
        }
    }

    /// The normal form (RFC 3986 section 6): `syntax` (case, percent-encodings, dot segments),
    /// `scheme` (empty path, default port), `ignore_fragment` (drop it), and `default_ports`
    /// (a dict of scheme to port, besides the built-in table).
    #[pyo3(signature = (*, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
    fn normalize(
        &self,
        syntax: bool,
        scheme: bool,
        ignore_fragment: bool,
        default_ports: Option<HashMap<String, u16>>,
    ) -> PyUriRef {
        let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
        normalization.with(|options| match &self.owned {
            Owned::Uri(owned) => {
                PyUriRef::new(owned.as_uri_ref().normalize_with(options).into_owned())
            }
            Owned::Iri(owned) => {
                PyUriRef::new(owned.as_uri_ref().normalize_with(options).into_owned())
            }
        })
    }

    /// Whether this reference and `other` (a `str` or a `UriRef`) have the same normal form
    /// (the options of `normalize`).
    #[pyo3(signature = (other, *, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
    fn equivalent(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        syntax: bool,
        scheme: bool,
        ignore_fragment: bool,
        default_ports: Option<HashMap<String, u16>>,
    ) -> PyResult<bool> {
        let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
        normalization.with(|options| match &self.owned {
            Owned::Uri(owned) => {
                let other = reference_of::<Uri>(py, other)?;
                Ok(owned.as_uri_ref().equivalent(&other.as_uri_ref(), options))
            }
            Owned::Iri(owned) => {
                let other = reference_of::<Iri>(py, other)?;
                Ok(owned.as_uri_ref().equivalent(&other.as_uri_ref(), options))
            }
        })
    }

    /// A copy with components replaced: `scheme`, `userinfo`, `host`, `port` (a `str` or an
    /// `int`), `path`, `query`, `fragment`; `None` removes one (the path becomes empty). The
    /// values are written as they are and must be valid for their component: the result is
    /// checked whole, as the library's builder checks it (`BuildError` otherwise).
    #[pyo3(signature = (**changes))]
    fn replace(&self, changes: Option<&Bound<'_, PyDict>>) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(owned) => replaced(owned.as_uri_ref(), changes).map(PyUriRef::new),
            Owned::Iri(owned) => replaced(owned.as_uri_ref(), changes).map(PyUriRef::new),
        }
    }

    /// This IRI reference mapped to a URI reference (RFC 3987 section 3.1): characters beyond
    /// ASCII percent-encoded as UTF-8, or with `idna=True` a host beyond ASCII converted to
    /// its IDNA A-labels (UTS 46). A URI reference is returned as it is.
    #[pyo3(signature = (*, idna = false))]
    fn to_uri(&self, idna: bool) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(owned) => Ok(PyUriRef::new(owned.clone())),
            Owned::Iri(owned) => {
                crate::functions::iri_to_uri(owned.as_uri_ref(), idna).map(PyUriRef::new)
            }
        }
    }

    /// This reference read as an IRI reference (RFC 3987 section 3.2): percent-encoded UTF-8
    /// that IRIs allow as characters decoded, or with `idna=True` IDNA A-labels of the host
    /// converted to Unicode too.
    #[pyo3(signature = (*, idna = false))]
    fn to_iri(&self, idna: bool) -> PyResult<PyUriRef> {
        let uri: UriRefBuf = match &self.owned {
            Owned::Uri(owned) => owned.clone(),
            Owned::Iri(owned) => crate::functions::iri_to_uri(owned.as_uri_ref(), false)?,
        };
        crate::functions::uri_to_iri(uri.as_uri_ref(), idna).map(PyUriRef::new)
    }

    fn __str__(&self) -> &str {
        self.as_str()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = PyString::new(py, self.as_str()).repr()?;
        Ok(if self.iri() {
            format!("UriRef({text}, iri=True)")
        } else {
            format!("UriRef({text})")
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyUriRef>()
            .is_ok_and(|other| other.get().as_str() == self.as_str())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.as_str().hash(&mut hasher);
        hasher.finish()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String, bool))> {
        let py = slf.py();
        let parse = py.import("rfc3986_rs")?.getattr("_parse_positional")?;
        let this = slf.get();
        Ok((parse, (this.as_str().to_owned(), this.iri())))
    }
}

/// `reference` resolved against `base`.
fn resolved<G: Grammar>(
    py: Python<'_>,
    base: &RiRefBuf<G>,
    reference: &Bound<'_, PyAny>,
    options: ResolveOptions,
) -> PyResult<RiRefBuf<G>> {
    let reference = reference_of::<G>(py, reference)?;
    base.as_uri_ref()
        .resolve_with(&reference.as_uri_ref(), options)
        .map_err(resolve_error)
}

/// The relative reference from `base` to `target`.
fn relative<G: Grammar>(
    py: Python<'_>,
    base: &RiRefBuf<G>,
    target: &Bound<'_, PyAny>,
) -> PyResult<RiRefBuf<G>> {
    let target = reference_of::<G>(py, target)?;
    base.as_uri_ref()
        .make_relative(&target.as_uri_ref())
        .map_err(resolve_error)
}

/// The query pairs of `reference`, decoded with `decoding` when it is given.
pub(crate) fn query_pairs_of<G: Grammar>(
    reference: RiRef<'_, G>,
    decoding: Option<QueryOptions>,
) -> Vec<(String, Option<String>)> {
    match decoding {
        Some(options) => reference
            .query_pairs()
            .decoded(options)
            .map(|(key, value)| (key.into_owned(), Some(value.into_owned())))
            .collect(),
        None => reference
            .query_pairs()
            .map(|(key, value)| (key.to_owned(), value.map(str::to_owned)))
            .collect(),
    }
}
