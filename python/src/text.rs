//! The functions on free text: `audit` (RFC 3986 section 7) and `extract` (Appendix C). Their
//! spans are given as indices into the Python `str` (code points), not bytes; a lone surrogate
//! of the `str` is one code point, as the U+FFFD that stands for it in the text is
//! ([`Text`]).

use pyo3::prelude::*;
use pyo3::types::PyString;
use rfc3986::{extract_with, ExtractOptions};

use crate::arguments::Text;
use crate::errors::parsed;

/// Byte offsets of a text turned into character offsets, read forward from the last one asked.
struct CharIndex<'a> {
    text: &'a str,
    ascii: bool,
    byte: usize,
    chars: usize,
}

impl<'a> CharIndex<'a> {
    fn new(text: &'a str) -> CharIndex<'a> {
        CharIndex {
            text,
            ascii: text.is_ascii(),
            byte: 0,
            chars: 0,
        }
    }

    /// The character offset of byte offset `byte` (a character boundary).
    fn of(&mut self, byte: usize) -> usize {
        if self.ascii {
            return byte;
        }
        // Forward from the last offset asked, or (for one behind it) from the start.
        self.chars = match self.text.get(self.byte..byte) {
            Some(ahead) => self.chars + ahead.chars().count(),
            None => self.text[..byte].chars().count(),
        };
        self.byte = byte;
        self.chars
    }
}

/// A finding of `audit`: a stable `code`, a `severity` (`info`, `warning`, `danger`), the span
/// `start`..`end` of the text it concerns (indices into the `str`), and a `message` for people.
#[pyclass(frozen, eq, module = "rfc3986_rs", name = "Finding")]
#[derive(PartialEq)]
pub(crate) struct Finding {
    #[pyo3(get)]
    code: &'static str,
    #[pyo3(get)]
    severity: &'static str,
    #[pyo3(get)]
    start: usize,
    #[pyo3(get)]
    end: usize,
    #[pyo3(get)]
    message: String,
}

/// `text` as Python writes it (`repr`).
fn repr(py: Python<'_>, text: &str) -> PyResult<String> {
    Ok(PyString::new(py, text).repr()?.to_cow()?.into_owned())
}

#[pymethods]
impl Finding {
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "Finding(code={}, severity={}, start={}, end={}, message={})",
            repr(py, self.code)?,
            repr(py, self.severity)?,
            self.start,
            self.end,
            repr(py, &self.message)?
        ))
    }
}

/// What RFC 3986 section 7 warns about in `text`, an IRI reference (so that characters beyond
/// ASCII are reported rather than refused): a list of `Finding`, ordered by where each starts.
/// Raises `ParseError` when `text` is not an IRI reference (as a `str` with a lone surrogate
/// never is).
#[pyfunction]
pub(crate) fn audit(py: Python<'_>, text: Text<'_, '_>) -> PyResult<Vec<Finding>> {
    let findings = parsed(py, &text, rfc3986::audit::audit)?;
    let mut index = CharIndex::new(text.as_str());
    Ok(findings
        .into_iter()
        .map(|finding| Finding {
            code: finding.code.as_str(),
            severity: finding.severity.as_str(),
            start: index.of(finding.start),
            end: index.of(finding.end),
            message: finding.message,
        })
        .collect())
}

/// A URI found by `extract`: the `uri` (whitespace inside angle brackets removed), its span
/// `start`..`end` in the text (indices into the `str`, inside any delimiters), and its `form`:
/// `angle`, `url-prefix`, `quoted` or `bare`.
#[pyclass(frozen, eq, module = "rfc3986_rs", name = "Found")]
#[derive(PartialEq)]
pub(crate) struct Found {
    #[pyo3(get)]
    uri: String,
    #[pyo3(get)]
    start: usize,
    #[pyo3(get)]
    end: usize,
    #[pyo3(get)]
    form: &'static str,
}

#[pymethods]
impl Found {
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "Found(uri={}, start={}, end={}, form={})",
            repr(py, &self.uri)?,
            self.start,
            self.end,
            repr(py, self.form)?
        ))
    }
}

/// The URIs in free text, left to right (RFC 3986 Appendix C): delimited by `<...>`,
/// `<URL:...>` or double quotes, or bare and trimmed of the sentence's punctuation. With
/// `iri=True`, IRIs (characters beyond ASCII inside them), a bare one ending where the prose
/// after it starts, even with no space: at CJK punctuation, or where a word goes on in another
/// script (`https://n.example/aを参照` gives `https://n.example/a`; between angle brackets an IRI
/// is taken whole); `relative_in_angles=False` leaves out relative references in angle brackets.
/// A lone surrogate of the `str` is in no URI.
#[pyfunction]
#[pyo3(signature = (text, *, iri = false, relative_in_angles = true))]
pub(crate) fn extract(text: Text<'_, '_>, iri: bool, relative_in_angles: bool) -> Vec<Found> {
    let options = ExtractOptions {
        iri,
        relative_in_angles,
    };
    let text = text.as_str();
    let mut index = CharIndex::new(text);
    extract_with(text, options)
        .map(|found| Found {
            start: index.of(found.start),
            end: index.of(found.end),
            uri: found.uri.into_owned(),
            form: found.form.as_str(),
        })
        .collect()
}
