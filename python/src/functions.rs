//! The module's functions on text: parse, check, normalize, resolve, compare, map.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedStr;
use pyo3::types::PyString;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{ResolveOptions, RiRef, RiRefBuf};

use crate::arguments::Text;
use crate::errors::{parse_error, parsed, resolve_error};
use crate::options::{DefaultPorts, Normalization};
use crate::uri::{iri_to_uri, options, parse_as, uri_to_iri, with_grammar, Held, PyUriRef};

/// Parses `text` as a URI reference (RFC 3986), or with `iri=True` an IRI reference (RFC
/// 3987); raises `ParseError` when it is not one. With `zone_id=True`, an IPv6 address may have
/// a zone identifier (RFC 6874: `http://[fe80::1%25eth0]/`), which RFC 3986 does not allow.
#[pyfunction]
#[pyo3(signature = (text, *, iri = false, zone_id = false))]
pub(crate) fn parse(
    py: Python<'_>,
    text: &Bound<'_, PyString>,
    iri: bool,
    zone_id: bool,
) -> PyResult<PyUriRef> {
    with_grammar!(iri, |G| match backed(text) {
        // The reference keeps the `str` itself, not a copy of its text.
        Some(string) => match RiRef::<G>::parse_with(&string, options(zone_id)) {
            Ok(reference) => {
                let parts = reference.__macro_parts();
                Ok(PyUriRef::new(Held::<G>::parsed(string, parts), zone_id))
            }
            Err(error) => Err(parse_error(
                py,
                &error,
                Some(&Text::of(text.as_borrowed())?)
            )),
        },
        // A `str` with a lone surrogate, which no reference holds: read with U+FFFD in its
        // place, for the error.
        None => {
            let read = Text::of(text.as_borrowed())?;
            parsed(py, &read, |read| {
                RiRef::<G>::parse_with(read, options(zone_id)).map(RiRefBuf::<G>::from)
            })
            .map(|owned| PyUriRef::new(owned, zone_id))
        }
    })
}

/// `text` kept as it is, where it is UTF-8 (it holds no lone surrogate); its UTF-8 is then
/// read once.
fn backed(text: &Bound<'_, PyString>) -> Option<PyBackedStr> {
    PyBackedStr::try_from(text.clone()).ok()
}

/// The rules of `is_valid`, by name, and whether each is an IRI rule: the four of each grammar
/// in the order of [`read`] (and of the batch kernel's rules).
pub(crate) const RULES: [(&str, bool); 8] = [
    ("URI-reference", false),
    ("URI", false),
    ("absolute-URI", false),
    ("relative-ref", false),
    ("IRI-reference", true),
    ("IRI", true),
    ("absolute-IRI", true),
    ("irelative-ref", true),
];

/// `text` read by `rule` of grammar `G`, the rule's place in its half of [`RULES`].
fn read<G: Grammar>(text: &str, rule: usize) -> Result<RiRef<'_, G>, rfc3986::ParseError> {
    match rule % 4 {
        0 => RiRef::<G>::parse(text),
        1 => RiRef::<G>::parse_uri(text),
        2 => RiRef::<G>::parse_absolute_uri(text),
        _ => RiRef::<G>::parse_relative_ref(text),
    }
}

/// The place in [`RULES`] of the rule named `rule`.
/// (A name with a lone surrogate, read with U+FFFD in its place, names none.)
pub(crate) fn rule_index(rule: &Text<'_, '_>) -> PyResult<usize> {
    if let Some(index) = RULES.iter().position(|(name, _)| *name == rule.as_str()) {
        return Ok(index);
    }
    let names: Vec<&str> = RULES.iter().map(|(name, _)| *name).collect();
    Err(PyValueError::new_err(format!(
        "unknown rule {}: one of {}",
        rule.repr()?,
        names.join(", ")
    )))
}

/// Whether `text` matches the grammar rule `rule`: `URI-reference`, `URI`, `absolute-URI`,
/// `relative-ref` (RFC 3986), or `IRI-reference`, `IRI`, `absolute-IRI`, `irelative-ref` (RFC
/// 3987). A `str` with a lone surrogate matches none.
#[pyfunction]
#[pyo3(signature = (text, rule = None), text_signature = "(text, rule='URI-reference')")]
pub(crate) fn is_valid(text: Text<'_, '_>, rule: Option<Text<'_, '_>>) -> PyResult<bool> {
    let index = rule.as_ref().map_or(Ok(0), rule_index)?;
    Ok(!text.has_surrogates()
        && with_grammar!(RULES[index].1, |G| read::<G>(text.as_str(), index).is_ok()))
}

/// Checks that `text` matches the grammar rule `rule` (the rules of `is_valid`): returns
/// `None`, or raises `ParseError` saying what is wrong and where.
#[pyfunction]
#[pyo3(signature = (text, rule = None), text_signature = "(text, rule='URI-reference')")]
pub(crate) fn check(
    py: Python<'_>,
    text: Text<'_, '_>,
    rule: Option<Text<'_, '_>>,
) -> PyResult<()> {
    let index = rule.as_ref().map_or(Ok(0), rule_index)?;
    with_grammar!(RULES[index].1, |G| parsed(py, &text, |text| read::<G>(
        text, index
    ))
    .map(|_| ()))
}

/// The normal form of `text` (RFC 3986 section 6), a URI reference or with `iri=True` an IRI
/// reference: the options of `UriRef.normalize`.
#[pyfunction]
#[pyo3(signature = (text, *, iri = false, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
pub(crate) fn normalize(
    py: Python<'_>,
    text: Text<'_, '_>,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<DefaultPorts>,
) -> PyResult<String> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    with_grammar!(iri, |G| {
        let reference = parse_as::<G>(py, &text)?;
        Ok(normalization.with(|options| reference.normalize_with(options).as_str().to_owned()))
    })
}

/// Whether `a` and `b` have the same normal form (the options of `normalize`).
#[pyfunction]
#[pyo3(signature = (a, b, *, iri = false, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn equivalent(
    py: Python<'_>,
    a: Text<'_, '_>,
    b: Text<'_, '_>,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<DefaultPorts>,
) -> PyResult<bool> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    with_grammar!(iri, |G| {
        let (a, b) = (parse_as::<G>(py, &a)?, parse_as::<G>(py, &b)?);
        Ok(normalization.with(|options| a.equivalent(&b, options)))
    })
}

/// `reference` resolved against the absolute URI `base` (RFC 3986 section 5.2); `strict=False`
/// reads `http:g` against an `http` base as `g`.
#[pyfunction]
#[pyo3(signature = (base, reference, *, iri = false, strict = true))]
pub(crate) fn resolve(
    py: Python<'_>,
    base: Text<'_, '_>,
    reference: Text<'_, '_>,
    iri: bool,
    strict: bool,
) -> PyResult<String> {
    let options = ResolveOptions {
        non_strict: !strict,
        ..ResolveOptions::STRICT
    };
    with_grammar!(iri, |G| {
        let base = parse_as::<G>(py, &base)?;
        let reference = parse_as::<G>(py, &reference)?;
        base.resolve_with(&reference, options)
            .map(|resolved| resolved.into_string())
            .map_err(resolve_error)
    })
}

/// The shortest relative reference that resolves against `base` to `target`.
#[pyfunction]
#[pyo3(signature = (base, target, *, iri = false))]
pub(crate) fn make_relative(
    py: Python<'_>,
    base: Text<'_, '_>,
    target: Text<'_, '_>,
    iri: bool,
) -> PyResult<String> {
    with_grammar!(iri, |G| {
        let (base, target) = (parse_as::<G>(py, &base)?, parse_as::<G>(py, &target)?);
        base.make_relative(&target)
            .map(|relative| relative.into_string())
            .map_err(resolve_error)
    })
}

/// The IRI reference `text` mapped to a URI reference (RFC 3987 section 3.1): characters beyond
/// ASCII percent-encoded as UTF-8, or with `idna=True` the host converted to IDNA A-labels.
#[pyfunction]
#[pyo3(signature = (text, *, idna = false))]
pub(crate) fn to_uri(py: Python<'_>, text: Text<'_, '_>, idna: bool) -> PyResult<String> {
    let iri = parse_as::<Iri>(py, &text)?;
    iri_to_uri(py, iri, idna).map(|uri| uri.into_string())
}

/// The URI reference `text` read as an IRI reference (RFC 3987 section 3.2): percent-encoded
/// UTF-8 that IRIs allow as characters decoded, or with `idna=True` the host's A-labels
/// converted to Unicode too.
#[pyfunction]
#[pyo3(signature = (text, *, idna = false))]
pub(crate) fn to_iri(py: Python<'_>, text: Text<'_, '_>, idna: bool) -> PyResult<String> {
    let uri = parse_as::<Uri>(py, &text)?;
    uri_to_iri(py, uri, idna).map(|iri| iri.into_string())
}
