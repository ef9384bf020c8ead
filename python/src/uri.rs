//! `UriRef`: a parsed reference, immutable, read without parsing again.

use std::marker::PhantomData;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedStr;
use pyo3::types::{PyDict, PyInt, PyString};
use rfc3986::domain::Domain;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::pct::QueryOptions;
use rfc3986::{
    BuildErrorKind, IriRef, IriRefBuf, ParseOptions, ResolveOptions, RiRef, RiRefBuf, UriRef,
    UriRefBuf,
};

use crate::arguments::{repr, Port, Text};
use crate::domain::{self, PyPublicSuffixList};
use crate::errors::{build_error, parse_error, parsed, resolve_error};
use crate::options::{DefaultPorts, Normalization};

/// The text of a [`Held`] reference: the `str` it was parsed from, kept as it is (the
/// reference costs no copy of its text), or the `String` made for it by an operation.
enum Stored {
    /// The `str` given to `parse`.
    Str(PyBackedStr),
    /// Text made here (a resolution, a normal form, an edit).
    String(String),
}

/// A reference of grammar `G`, owned: its text and the offsets of its components as its parse
/// gave them, read back without parsing again.
pub(crate) struct Held<G: Grammar> {
    text: Stored,
    /// The offsets, as [`RiRef::__macro_parts`] gives them for `text`.
    parts: [u32; 6],
    grammar: PhantomData<G>,
}

impl<G: Grammar> Held<G> {
    /// The reference that `string` is, holding `string`; `parts` are the offsets
    /// ([`RiRef::__macro_parts`]) of its parse as grammar `G`.
    pub(crate) fn parsed(string: PyBackedStr, parts: [u32; 6]) -> Held<G> {
        Held {
            text: Stored::Str(string),
            parts,
            grammar: PhantomData,
        }
    }

    /// The borrowed view. (The offsets are those of the parse of this very text, which is
    /// immutable: the view is the one the parse gave.)
    pub(crate) fn as_ri_ref(&self) -> RiRef<'_, G> {
        let text = match &self.text {
            Stored::Str(string) => string,
            Stored::String(string) => string.as_str(),
        };
        RiRef::__from_macro_parts(text, self.parts)
    }
}

impl<G: Grammar> From<RiRefBuf<G>> for Held<G> {
    fn from(owned: RiRefBuf<G>) -> Held<G> {
        Held {
            parts: owned.as_ri_ref().__macro_parts(),
            text: Stored::String(owned.into_string()),
            grammar: PhantomData,
        }
    }
}

/// A reference of either grammar, owned.
pub(crate) enum Owned {
    /// A URI reference (RFC 3986).
    Uri(Held<Uri>),
    /// An IRI reference (RFC 3987).
    Iri(Held<Iri>),
}

/// Runs `$body` with `$r` the borrowed view of `$owned`, whichever its grammar.
macro_rules! view {
    ($owned:expr, |$r:ident| $body:expr) => {
        match $owned {
            Owned::Uri(owned) => {
                let $r = owned.as_ri_ref();
                $body
            }
            Owned::Iri(owned) => {
                let $r = owned.as_ri_ref();
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

impl IntoOwned for Held<Uri> {
    fn into_owned(self) -> Owned {
        Owned::Uri(self)
    }
}

impl IntoOwned for Held<Iri> {
    fn into_owned(self) -> Owned {
        Owned::Iri(self)
    }
}

impl IntoOwned for UriRefBuf {
    fn into_owned(self) -> Owned {
        Owned::Uri(self.into())
    }
}

impl IntoOwned for IriRefBuf {
    fn into_owned(self) -> Owned {
        Owned::Iri(self.into())
    }
}

/// The options of a parse: zone identifiers (RFC 6874) accepted or not.
pub(crate) fn options(zone_id: bool) -> ParseOptions {
    ParseOptions { zone_id }
}

/// `text` parsed with grammar `G`, or a `ParseError`.
pub(crate) fn parse_as<'t, G: Grammar>(
    py: Python<'_>,
    text: &'t Text<'_, '_>,
) -> PyResult<RiRef<'t, G>> {
    parsed(py, text, RiRef::<G>::parse)
}

/// A reference given as a `UriRef` (read as it was accepted) or as a `str` (parsed with
/// `options`), parsed with grammar `G`.
pub(crate) fn reference_of<G: Grammar>(
    py: Python<'_>,
    reference: &Bound<'_, PyAny>,
    options: ParseOptions,
) -> PyResult<RiRefBuf<G>> {
    if let Ok(uri) = reference.cast::<PyUriRef>() {
        let text = uri.get().as_str().to_owned();
        return RiRefBuf::<G>::parse_with(text, ParseOptions::RFC6874)
            .map_err(|error| parse_error(py, &error, None));
    }
    let text = reference
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err("a reference is a str or a UriRef"))?;
    let text = Text::of(text.as_borrowed())?;
    parsed(py, &text, |text| RiRef::<G>::parse_with(text, options)).map(RiRefBuf::from)
}

/// A URI reference (RFC 3986) or, parsed with `iri=True`, an IRI reference (RFC 3987): its
/// components as written, `None` when absent and `""` when empty (`http://h?` has an empty
/// query, `http://h` none). Immutable; `==` and `hash` compare the text. Made by
/// `rfc3986_rs.parse`; one parsed with `zone_id=True` accepts IPv6 zone identifiers (RFC 6874)
/// in what it is given, and so do the references made from it.
#[pyclass(frozen, module = "rfc3986_rs", name = "UriRef")]
pub(crate) struct PyUriRef {
    owned: Owned,
    /// Whether zone identifiers (RFC 6874) are accepted: the reference was parsed with
    /// `zone_id=True`, or holds one.
    zone_id: bool,
}

impl PyUriRef {
    /// The reference's text.
    pub(crate) fn as_str(&self) -> &str {
        view!(&self.owned, |r| r.as_str())
    }

    /// A `UriRef` of `owned`, parsed with zone identifiers accepted when `zone_id`.
    pub(crate) fn new(owned: impl IntoOwned, zone_id: bool) -> PyUriRef {
        PyUriRef {
            owned: owned.into_owned(),
            zone_id,
        }
    }

    /// A `UriRef` of `owned`, made from this one: zone identifiers accepted as here, or when
    /// it holds one (taken from a reference given as a `UriRef` that accepts them).
    fn derived(&self, owned: impl IntoOwned) -> PyUriRef {
        let owned = owned.into_owned();
        let zoned = self.zone_id || view!(&owned, |r| r.host().and_then(|h| h.zone_id()).is_some());
        PyUriRef {
            owned,
            zone_id: zoned,
        }
    }

    /// The `part` of the host's domain by the list `psl` (the embedded one for `None`) and
    /// the section named `section`.
    fn domain<'s>(
        &'s self,
        py: Python<'_>,
        section: &str,
        psl: Option<PyRef<'_, PyPublicSuffixList>>,
        part: impl Fn(&Domain<'s>) -> Option<&'s str>,
    ) -> PyResult<Option<&'s str>> {
        let section = domain::section(py, section)?;
        let list = domain::list_of(psl.as_deref());
        Ok(view!(&self.owned, |r| r
            .domain(list, section)
            .and_then(|found| part(&found))))
    }

    /// Whether this reference was read as an IRI reference.
    fn iri(&self) -> bool {
        matches!(self.owned, Owned::Iri(_))
    }

    /// The options of a parse made for this reference.
    fn options(&self) -> ParseOptions {
        options(self.zone_id)
    }
}

/// The components `replace` takes, in the order of the reference.
const COMPONENTS: [&str; 7] = [
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
];

/// The new value of a component, as `replace` was given it.
enum Replacement<'a, 'py> {
    /// Not given: the reference's own.
    Kept,
    /// `None`: removed.
    Removed,
    /// A `str`.
    Text(Text<'a, 'py>),
    /// A port given as an `int`, written in decimal.
    Port(String),
}

impl<'a, 'py> Replacement<'a, 'py> {
    /// The replacement of component `name` given as `value`.
    fn of(name: &str, value: Option<&'a Bound<'py, PyAny>>) -> PyResult<Replacement<'a, 'py>> {
        let Some(value) = value else {
            return Ok(Replacement::Kept);
        };
        if value.is_none() {
            return Ok(Replacement::Removed);
        }
        if name == "port" && value.is_instance_of::<PyInt>() {
            let Port(port) = value.extract()?;
            return Ok(Replacement::Port(port.to_string()));
        }
        let expected = if name == "port" {
            "a str, an int or None"
        } else {
            "a str or None"
        };
        let text = value.cast::<PyString>().map_err(|_| {
            let given = value.get_type().name().map(|n| n.to_string());
            PyTypeError::new_err(format!(
                "{name} is {expected}, not {}",
                given.unwrap_or_default()
            ))
        })?;
        Text::of(text.as_borrowed()).map(Replacement::Text)
    }

    /// The component's text: `now`, the reference's own, when it is kept.
    fn text<'s>(&'s self, now: Option<&'s str>) -> Option<&'s str> {
        match self {
            Replacement::Kept => now,
            Replacement::Removed => None,
            Replacement::Text(text) => Some(text.as_str()),
            Replacement::Port(port) => Some(port.as_str()),
        }
    }
}

/// `reference` with the components `changes` names replaced (or removed, for `None`), built
/// and checked whole, a host with a zone identifier accepted with `options`.
fn replaced<G: Grammar>(
    py: Python<'_>,
    reference: RiRef<'_, G>,
    changes: Option<&Bound<'_, PyDict>>,
    options: ParseOptions,
) -> PyResult<RiRefBuf<G>> {
    if let Some(changes) = changes {
        for key in changes.keys() {
            if !COMPONENTS.iter().any(|name| key.eq(name).unwrap_or(false)) {
                return Err(PyTypeError::new_err(format!(
                    "replace() got an unexpected keyword argument {}",
                    repr(&key)?
                )));
            }
        }
    }
    let mut given = Vec::with_capacity(COMPONENTS.len());
    for name in COMPONENTS {
        given.push(match changes {
            Some(changes) => changes.get_item(name)?,
            None => None,
        });
    }
    let mut replacements = Vec::with_capacity(COMPONENTS.len());
    for (name, value) in COMPONENTS.iter().zip(&given) {
        replacements.push(Replacement::of(name, value.as_ref())?);
    }
    let [scheme, userinfo, host, port, path, query, fragment] = [
        replacements[0].text(reference.scheme()),
        replacements[1].text(reference.userinfo()),
        replacements[2].text(reference.host_str()),
        replacements[3].text(reference.port()),
        replacements[4].text(Some(reference.path())),
        replacements[5].text(reference.query()),
        replacements[6].text(reference.fragment()),
    ];
    let mut builder = RiRefBuf::<G>::builder();
    if let Some(scheme) = scheme {
        builder = builder.scheme(scheme);
    }
    if let Some(userinfo) = userinfo {
        builder = builder.userinfo(userinfo);
    }
    if let Some(host) = host {
        builder = builder.host_with(host, options);
    }
    if let Some(port) = port {
        builder = builder.port_str(port);
    }
    builder = builder.path(path.unwrap_or_default());
    if let Some(query) = query {
        builder = builder.query(query);
    }
    if let Some(fragment) = fragment {
        builder = builder.fragment(fragment);
    }
    builder.build().map_err(|error| {
        // The text of the component the error is in, when it was given as a `str`.
        let text = match error.kind() {
            BuildErrorKind::Invalid(component) => COMPONENTS
                .iter()
                .position(|name| *name == component.name())
                .and_then(|k| match &replacements[k] {
                    Replacement::Text(text) => Some(text),
                    _ => None,
                }),
            _ => None,
        };
        build_error(py, &error, text)
    })
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

    /// The zone identifier of an IPv6 host (RFC 6874), as written (percent-encodings kept):
    /// `eth0` in `http://[fe80::1%25eth0]/`; `None` for any other host. Only a reference parsed
    /// with `zone_id=True` has one.
    #[getter]
    fn zone_id(&self) -> Option<&str> {
        view!(&self.owned, |r| r.host().and_then(|host| host.zone_id()))
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

    /// The public suffix of the host by the Public Suffix List (`co.uk` of
    /// `http://www.example.co.uk/`), as written: by the rules of `section`, `"icann"` (the
    /// ICANN section alone, the default) or `"all"` (the private section too, as browsers use
    /// the list), of the list `psl` (a `PublicSuffixList`; the embedded one for `None`). `None`
    /// without a host, for an IP address, or for a name the list cannot answer (an empty
    /// label).
    #[pyo3(signature = (section = "icann", *, psl = None))]
    fn public_suffix(
        &self,
        py: Python<'_>,
        section: &str,
        psl: Option<PyRef<'_, PyPublicSuffixList>>,
    ) -> PyResult<Option<&str>> {
        self.domain(py, section, psl, |found| Some(found.public_suffix()))
    }

    /// The registrable domain of the host (its public suffix and one label more: the site,
    /// `example.co.uk` of `http://www.example.co.uk/`), as written, without a final dot; `None`
    /// where `public_suffix` is, and for a host that is itself a public suffix. `section` and
    /// `psl` as for `public_suffix`.
    #[pyo3(signature = (section = "icann", *, psl = None))]
    fn registrable_domain(
        &self,
        py: Python<'_>,
        section: &str,
        psl: Option<PyRef<'_, PyPublicSuffixList>>,
    ) -> PyResult<Option<&str>> {
        self.domain(py, section, psl, Domain::registrable_domain)
    }

    /// What is in front of the registrable domain of the host (`www` of
    /// `http://www.example.co.uk/`); `None` when nothing is, and where `registrable_domain`
    /// is `None`. `section` and `psl` as for `public_suffix`.
    #[pyo3(signature = (section = "icann", *, psl = None))]
    fn subdomain(
        &self,
        py: Python<'_>,
        section: &str,
        psl: Option<PyRef<'_, PyPublicSuffixList>>,
    ) -> PyResult<Option<&str>> {
        self.domain(py, section, psl, Domain::subdomain)
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
            Owned::Uri(base) => resolved::<Uri>(py, base, reference, options, self.options())
                .map(|owned| self.derived(owned)),
            Owned::Iri(base) => resolved::<Iri>(py, base, reference, options, self.options())
                .map(|owned| self.derived(owned)),
        }
    }

    /// The shortest relative reference that resolves against this base URI to `target`
    /// (a `str` or a `UriRef`).
    fn make_relative(&self, py: Python<'_>, target: &Bound<'_, PyAny>) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(base) => {
                relative::<Uri>(py, base, target, self.options()).map(|owned| self.derived(owned))
            }
            Owned::Iri(base) => {
                relative::<Iri>(py, base, target, self.options()).map(|owned| self.derived(owned))
            }
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
        default_ports: Option<DefaultPorts>,
    ) -> PyUriRef {
        let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
        normalization.with(|options| match &self.owned {
            Owned::Uri(owned) => {
                self.derived(owned.as_ri_ref().normalize_with(options).into_owned())
            }
            Owned::Iri(owned) => {
                self.derived(owned.as_ri_ref().normalize_with(options).into_owned())
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
        default_ports: Option<DefaultPorts>,
    ) -> PyResult<bool> {
        let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
        normalization.with(|options| match &self.owned {
            Owned::Uri(owned) => {
                let other = reference_of::<Uri>(py, other, self.options())?;
                Ok(owned.as_ri_ref().equivalent(&other.as_ri_ref(), options))
            }
            Owned::Iri(owned) => {
                let other = reference_of::<Iri>(py, other, self.options())?;
                Ok(owned.as_ri_ref().equivalent(&other.as_ri_ref(), options))
            }
        })
    }

    /// A copy with components replaced: `scheme`, `userinfo`, `host`, `port` (a `str`, or an
    /// `int` from 0 to 65535 but not a `bool`), `path`, `query`, `fragment`; `None` removes one
    /// (the path becomes empty). The values are written as they are and must be valid for their
    /// component: the result is checked whole, as the library's builder checks it (`BuildError`
    /// otherwise). A host with a zone identifier is accepted when the reference was parsed with
    /// `zone_id=True`.
    #[pyo3(signature = (**changes))]
    fn replace(&self, py: Python<'_>, changes: Option<&Bound<'_, PyDict>>) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(owned) => replaced(py, owned.as_ri_ref(), changes, self.options())
                .map(|owned| self.derived(owned)),
            Owned::Iri(owned) => replaced(py, owned.as_ri_ref(), changes, self.options())
                .map(|owned| self.derived(owned)),
        }
    }

    /// This IRI reference mapped to a URI reference (RFC 3987 section 3.1): characters beyond
    /// ASCII percent-encoded as UTF-8, or with `idna=True` a host beyond ASCII converted to
    /// its IDNA A-labels (UTS 46). A URI reference is returned as it is.
    #[pyo3(signature = (*, idna = false))]
    fn to_uri(&self, py: Python<'_>, idna: bool) -> PyResult<PyUriRef> {
        match &self.owned {
            Owned::Uri(owned) => Ok(self.derived(UriRefBuf::from(owned.as_ri_ref()))),
            Owned::Iri(owned) => {
                iri_to_uri(py, owned.as_ri_ref(), idna).map(|uri| self.derived(uri))
            }
        }
    }

    /// This reference read as an IRI reference (RFC 3987 section 3.2): percent-encoded UTF-8
    /// that IRIs allow as characters decoded, or with `idna=True` IDNA A-labels of the host
    /// converted to Unicode too.
    #[pyo3(signature = (*, idna = false))]
    fn to_iri(&self, py: Python<'_>, idna: bool) -> PyResult<PyUriRef> {
        let uri: UriRefBuf = match &self.owned {
            Owned::Uri(owned) => owned.as_ri_ref().into(),
            Owned::Iri(owned) => iri_to_uri(py, owned.as_ri_ref(), false)?,
        };
        uri_to_iri(py, uri.as_ri_ref(), idna).map(|iri| self.derived(iri))
    }

    fn __str__(&self) -> &str {
        self.as_str()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = repr(PyString::new(py, self.as_str()).as_any())?;
        let iri = if self.iri() { ", iri=True" } else { "" };
        let zone_id = if self.zone_id { ", zone_id=True" } else { "" };
        Ok(format!("UriRef({text}{iri}{zone_id})"))
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

    /// Pickled as `_parse_positional(text, iri, zone_id)`.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (String, bool, bool))> {
        let py = slf.py();
        let parse = py.import("rfc3986_rs")?.getattr("_parse_positional")?;
        let this = slf.get();
        Ok((parse, (this.as_str().to_owned(), this.iri(), this.zone_id)))
    }
}

/// `reference` resolved against `base` with `options`; a `str` reference parsed with `parse`.
fn resolved<G: Grammar>(
    py: Python<'_>,
    base: &Held<G>,
    reference: &Bound<'_, PyAny>,
    options: ResolveOptions,
    parse: ParseOptions,
) -> PyResult<RiRefBuf<G>> {
    let reference = reference_of::<G>(py, reference, parse)?;
    base.as_ri_ref()
        .resolve_with(&reference.as_ri_ref(), options)
        .map_err(resolve_error)
}

/// The relative reference from `base` to `target`; a `str` target parsed with `parse`.
fn relative<G: Grammar>(
    py: Python<'_>,
    base: &Held<G>,
    target: &Bound<'_, PyAny>,
    parse: ParseOptions,
) -> PyResult<RiRefBuf<G>> {
    let target = reference_of::<G>(py, target, parse)?;
    base.as_ri_ref()
        .make_relative(&target.as_ri_ref())
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

/// `iri` mapped to a URI reference, its host converted to IDNA A-labels when `idna`.
pub(crate) fn iri_to_uri(py: Python<'_>, iri: IriRef<'_>, idna: bool) -> PyResult<UriRefBuf> {
    let uri = if idna {
        iri.to_uri_idna()
    } else {
        iri.to_uri()
    };
    uri.map_err(|error| build_error(py, &error, None))
}

/// `uri` read as an IRI reference, its host's A-labels converted to Unicode when `idna`.
pub(crate) fn uri_to_iri(py: Python<'_>, uri: UriRef<'_>, idna: bool) -> PyResult<IriRefBuf> {
    if idna {
        uri.to_iri_idna()
            .map_err(|error| build_error(py, &error, None))
    } else {
        Ok(uri.to_iri())
    }
}
