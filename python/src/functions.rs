//! The module's functions on text: parse, check, normalize, resolve, compare, map.

use std::collections::HashMap;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{IriRef, IriRefBuf, ResolveOptions, RiRef, RiRefBuf, UriRef, UriRefBuf};

use crate::errors::{build_error, parse_error, resolve_error};
use crate::options::Normalization;
use crate::uri::{parse_as, with_grammar, PyUriRef};

/// `iri` mapped to a URI reference, its host converted to IDNA A-labels when `idna`.
pub(crate) fn iri_to_uri(iri: IriRef<'_>, idna: bool) -> PyResult<UriRefBuf> {
    let uri = if idna {
        iri.to_uri_idna()
    } else {
        iri.to_uri()
    };
    uri.map_err(|error| build_error(&error))
}

/// `uri` read as an IRI reference, its host's A-labels converted to Unicode when `idna`.
pub(crate) fn uri_to_iri(uri: UriRef<'_>, idna: bool) -> PyResult<IriRefBuf> {
    if idna {
        uri.to_iri_idna().map_err(|error| build_error(&error))
    } else {
        Ok(uri.to_iri())
    }
}

/// Parses `text` as a URI reference (RFC 3986), or with `iri=True` an IRI reference (RFC
/// 3987); raises `ParseError` when it is not one.
#[pyfunction]
#[pyo3(signature = (text, *, iri = false))]
pub(crate) fn parse(py: Python<'_>, text: &str, iri: bool) -> PyResult<PyUriRef> {
    with_grammar!(iri, |G| parse_as::<G>(py, text)
        .map(|reference| PyUriRef::new(RiRefBuf::<G>::from(reference))))
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
pub(crate) fn rule_index(rule: &str) -> PyResult<usize> {
    RULES
        .iter()
        .position(|(name, _)| *name == rule)
        .ok_or_else(|| {
            let names: Vec<&str> = RULES.iter().map(|(name, _)| *name).collect();
            PyValueError::new_err(format!(
                "unknown rule {rule:?}: one of {}",
                names.join(", ")
            ))
        })
}

/// Whether `text` matches the grammar rule `rule`: `URI-reference`, `URI`, `absolute-URI`,
/// `relative-ref` (RFC 3986), or `IRI-reference`, `IRI`, `absolute-IRI`, `irelative-ref` (RFC
/// 3987).
#[pyfunction]
#[pyo3(signature = (text, rule = "URI-reference"))]
pub(crate) fn is_valid(text: &str, rule: &str) -> PyResult<bool> {
    let index = rule_index(rule)?;
    Ok(with_grammar!(RULES[index].1, |G| read::<G>(text, index).is_ok()))
}

/// Checks that `text` matches the grammar rule `rule` (the rules of `is_valid`): returns
/// `None`, or raises `ParseError` saying what is wrong and where.
#[pyfunction]
#[pyo3(signature = (text, rule = "URI-reference"))]
pub(crate) fn check(py: Python<'_>, text: &str, rule: &str) -> PyResult<()> {
    let index = rule_index(rule)?;
    with_grammar!(RULES[index].1, |G| read::<G>(text, index)
        .map(|_| ())
        .map_err(|error| parse_error(py, &error)))
}

/// The normal form of `text` (RFC 3986 section 6), a URI reference or with `iri=True` an IRI
/// reference: the options of `UriRef.normalize`.
#[pyfunction]
#[pyo3(signature = (text, *, iri = false, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
pub(crate) fn normalize(
    py: Python<'_>,
    text: &str,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<HashMap<String, u16>>,
) -> PyResult<String> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    with_grammar!(iri, |G| {
        let reference = parse_as::<G>(py, text)?;
        Ok(normalization.with(|options| reference.normalize_with(options).as_str().to_owned()))
    })
}

/// Whether `a` and `b` have the same normal form (the options of `normalize`).
#[pyfunction]
#[pyo3(signature = (a, b, *, iri = false, syntax = true, scheme = true, ignore_fragment = false, default_ports = None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn equivalent(
    py: Python<'_>,
    a: &str,
    b: &str,
    iri: bool,
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Option<HashMap<String, u16>>,
) -> PyResult<bool> {
    let normalization = Normalization::new(syntax, scheme, ignore_fragment, default_ports);
    with_grammar!(iri, |G| {
        let (a, b) = (parse_as::<G>(py, a)?, parse_as::<G>(py, b)?);
        Ok(normalization.with(|options| a.equivalent(&b, options)))
    })
}

/// `reference` resolved against the absolute URI `base` (RFC 3986 section 5.2); `strict=False`
/// reads `http:g` against an `http` base as `g`.
#[pyfunction]
#[pyo3(signature = (base, reference, *, iri = false, strict = true))]
pub(crate) fn resolve(
    py: Python<'_>,
    base: &str,
    reference: &str,
    iri: bool,
    strict: bool,
) -> PyResult<String> {
    let options = ResolveOptions {
        non_strict: !strict,
        ..ResolveOptions::STRICT
    };
    with_grammar!(iri, |G| {
        let (base, reference) = (parse_as::<G>(py, base)?, parse_as::<G>(py, reference)?);
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
    base: &str,
    target: &str,
    iri: bool,
) -> PyResult<String> {
    with_grammar!(iri, |G| {
        let (base, target) = (parse_as::<G>(py, base)?, parse_as::<G>(py, target)?);
        base.make_relative(&target)
            .map(|relative| relative.into_string())
            .map_err(resolve_error)
    })
}

/// The IRI reference `text` mapped to a URI reference (RFC 3987 section 3.1): characters beyond
/// ASCII percent-encoded as UTF-8, or with `idna=True` the host converted to IDNA A-labels.
#[pyfunction]
#[pyo3(signature = (text, *, idna = false))]
pub(crate) fn to_uri(py: Python<'_>, text: &str, idna: bool) -> PyResult<String> {
    let iri = parse_as::<Iri>(py, text)?;
    iri_to_uri(iri, idna).map(|uri| uri.into_string())
}

/// The URI reference `text` read as an IRI reference (RFC 3987 section 3.2): percent-encoded
/// UTF-8 that IRIs allow as characters decoded, or with `idna=True` the host's A-labels
/// converted to Unicode too.
#[pyfunction]
#[pyo3(signature = (text, *, idna = false))]
pub(crate) fn to_iri(py: Python<'_>, text: &str, idna: bool) -> PyResult<String> {
    let uri = parse_as::<Uri>(py, text)?;
    uri_to_iri(uri, idna).map(|iri| iri.into_string())
}
