//! The exceptions: `ParseError`, `BuildError`, `ResolveError`, `TemplateError` and
//! `ExpandError`, each a `ValueError`. Their
//! messages are the library's, but where the library speaks Rust or of what a Python user does
//! not see: a character is written as Python writes it, a lone surrogate of a `str` (which the
//! library reads as U+FFFD, see [`Text`]) is named, and so is `parse(text, zone_id=True)`,
//! which accepts zone identifiers.

use pyo3::exceptions::{PyBaseException, PyValueError};
use pyo3::prelude::*;
use pyo3::{create_exception, intern, PyErr};
use rfc3986::template::{
    ExpandError as RustExpandError, ExpandErrorKind, TemplateError as RustTemplateError,
};
use rfc3986::{
    BuildError as RustBuildError, BuildErrorKind, ParseError as RustParseError, ParseErrorKind,
};

use crate::arguments::{repr, Text};

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
create_exception!(
    rfc3986_rs,
    TemplateError,
    PyValueError,
    "A text that is not a URI Template (RFC 6570): `index` is the byte where it goes wrong, \
     `kind` what is wrong there (`invalid-literal`, `unclosed-expression`...)."
);
create_exception!(
    rfc3986_rs,
    ExpandError,
    PyValueError,
    "An expansion of a template that cannot be made: `kind` is `prefix-on-composite` (a prefix \
     on a list or pairs) or `not-a-reference` (an expansion that is no URI reference, its \
     `ParseError` the cause)."
);

/// What `error` says, for a Python user, of `text` (the text parsed, when it was given as a
/// `str`): the library's message, but a character is written as Python writes it (`'\x7f'`,
/// not Rust's `'\u{7f}'`), a lone surrogate is named where the library would name the U+FFFD
/// that stands for it, and `parse(text, zone_id=True)` is named where the library names its
/// Rust options.
fn message(py: Python<'_>, error: &RustParseError, text: Option<&Text<'_, '_>>) -> String {
    let i = error.index();
    match error.kind() {
        ParseErrorKind::InvalidChar(component) => {
            let surrogate = text.and_then(|text| text.surrogate_at(i));
            match surrogate.or_else(|| error.found().map(u32::from)) {
                Some(code) => {
                    let component = component.to_string();
                    char_message(py, code, surrogate.is_some(), Some(&component), i)
                        .unwrap_or_else(|_| error.to_string())
                }
                None => error.to_string(),
            }
        }
        ParseErrorKind::ZoneIdNotAllowed => format!(
            "zone identifier at index {i}: zone identifiers need RFC 6874 parsing, \
             parse(text, zone_id=True)"
        ),
        _ => error.to_string(),
    }
}

/// The message for the invalid character `code` (a lone surrogate when `surrogate`) at byte
/// `index`, in `component` if it is known: the character as Python writes it, and its code
/// point beyond ASCII.
fn char_message(
    py: Python<'_>,
    code: u32,
    surrogate: bool,
    component: Option<&str>,
    index: usize,
) -> PyResult<String> {
    let repr = char_repr(py, code)?;
    let code_point = match (surrogate, code) {
        (true, _) => format!(" (U+{code:04X}, a lone surrogate)"),
        (false, 0x80..) => format!(" (U+{code:04X})"),
        (false, _) => String::new(),
    };
    let place = component.map(|c| format!(" in {c}")).unwrap_or_default();
    Ok(format!(
        "invalid character {repr}{code_point}{place} at index {index}"
    ))
}

/// The character `code` as Python writes it, `repr(chr(code))`: an ASCII one written here (a
/// message for each invalid URL of a batch costs no call into Python for it), the others by
/// Python, which knows which are printable.
fn char_repr(py: Python<'_>, code: u32) -> PyResult<String> {
    match u8::try_from(code) {
        Ok(byte) if byte.is_ascii() => Ok(ascii_repr(byte)),
        _ => repr(&py.import("builtins")?.getattr("chr")?.call1((code,))?),
    }
}

/// `repr` of the one-character `str` of the ASCII byte `byte`: quoted with `'`, or `"` for
/// `'` itself; `\\`, `\t`, `\n` and `\r` escaped so; the other control characters as `\xhh`.
fn ascii_repr(byte: u8) -> String {
    match byte {
        b'\'' => "\"'\"".to_owned(),
        b'\\' => r"'\\'".to_owned(),
        b'\t' => r"'\t'".to_owned(),
        b'\n' => r"'\n'".to_owned(),
        b'\r' => r"'\r'".to_owned(),
        0x20..=0x7E => format!("'{}'", char::from(byte)),
        _ => format!(r"'\x{byte:02x}'"),
    }
}

/// A `ParseError` saying `message`, with its `index`, `kind` and `component`.
fn new_parse_error(
    py: Python<'_>,
    message: String,
    index: usize,
    kind: &str,
    component: Option<&str>,
) -> PyErr {
    with_attributes(py, ParseError::new_err(message), |value| {
        value.setattr(intern!(py, "index"), index)?;
        value.setattr(intern!(py, "kind"), kind)?;
        value.setattr(intern!(py, "component"), component)
    })
}

/// A `ParseError` for `error`, found in `text` (when it was given as a `str`).
pub(crate) fn parse_error(
    py: Python<'_>,
    error: &RustParseError,
    text: Option<&Text<'_, '_>>,
) -> PyErr {
    let kind = error.kind();
    new_parse_error(
        py,
        message(py, error, text),
        error.index(),
        kind.name(),
        kind.component().map(|c| c.name()),
    )
}

/// What `parse` gives for `text`: its value, or a `ParseError`, which it always is for a `str`
/// with a lone surrogate, as no rule allows one (at the first, when the parse of the text with
/// U+FFFD in its place finds nothing wrong before it).
pub(crate) fn parsed<'t, T>(
    py: Python<'_>,
    text: &'t Text<'_, '_>,
    parse: impl FnOnce(&'t str) -> Result<T, RustParseError>,
) -> PyResult<T> {
    match (parse(text.as_str()), text.first_surrogate()) {
        (Ok(value), None) => Ok(value),
        (Err(error), _) => Err(parse_error(py, &error, Some(text))),
        (Ok(_), Some((index, code))) => match char_message(py, code, true, None, index) {
            Ok(message) => Err(new_parse_error(py, message, index, "invalid-char", None)),
            Err(error) => Err(error),
        },
    }
}

/// A `BuildError` for `error`; `text` is the text of the component the error is in, when it
/// was given as a `str`.
pub(crate) fn build_error(
    py: Python<'_>,
    error: &RustBuildError,
    text: Option<&Text<'_, '_>>,
) -> PyErr {
    let message = match (error.kind(), error.parse_error()) {
        (BuildErrorKind::Invalid(component), Some(parse)) => {
            format!("invalid {component}: {}", message(py, parse, text))
        }
        _ => error.to_string(),
    };
    BuildError::new_err(message)
}

/// A `ResolveError` saying `error`.
pub(crate) fn resolve_error(error: impl std::fmt::Display) -> PyErr {
    ResolveError::new_err(error.to_string())
}

/// `exception` with the attributes `set` gives it (or the error of setting them).
fn with_attributes(
    py: Python<'_>,
    exception: PyErr,
    set: impl FnOnce(&Bound<'_, PyBaseException>) -> PyResult<()>,
) -> PyErr {
    match set(exception.value(py)) {
        Ok(()) => exception,
        Err(error) => error,
    }
}

/// A `TemplateError` for `error`, with its `index` and `kind`.
pub(crate) fn template_error(py: Python<'_>, error: &RustTemplateError) -> PyErr {
    with_attributes(py, TemplateError::new_err(error.to_string()), |value| {
        value.setattr("index", error.index())?;
        value.setattr("kind", error.kind().name())
    })
}

/// An `ExpandError` for `error`, with its `kind`; the `ParseError` of an expansion that is no
/// URI reference is its cause.
pub(crate) fn expand_error(py: Python<'_>, error: &RustExpandError) -> PyErr {
    let kind = error.kind();
    let exception = with_attributes(py, ExpandError::new_err(error.to_string()), |value| {
        value.setattr("kind", kind.name())
    });
    if let ExpandErrorKind::NotAReference(parse) = kind {
        exception.set_cause(py, Some(parse_error(py, &parse, None)));
    }
    exception
}
