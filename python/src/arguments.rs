//! The arguments of the module's functions, read as Python gives them: a `str` that may hold
//! lone surrogates ([`Text`]), and integers that are not `bool`s ([`Int`], [`Port`]).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyInt, PyString};

/// A `str` argument as text.
///
/// A Python `str` may hold lone surrogates (code points U+D800 to U+DFFF outside a pair, as in
/// `'\udfff'`), which no Rust `str` holds and no rule of RFC 3986 or RFC 3987 allows. Here each
/// is replaced by U+FFFD, which no rule of either grammar allows either and which is, like the
/// surrogate, one code point and three bytes of UTF-8 (with `surrogatepass`): the text fails to
/// parse where the `str` does, at the same byte and the same index into the `str`, and no row
/// holding one parses in a batch. [`surrogate_at`](Self::surrogate_at) says which surrogate a
/// U+FFFD stands for, for the messages.
pub(crate) struct Text<'a, 'py> {
    /// The `str` given.
    string: Borrowed<'a, 'py, PyString>,
    /// Its text.
    chars: Chars<'a>,
}

/// The text of a [`Text`]: the UTF-8 the `str` keeps, or, where it holds lone surrogates, a
/// copy with U+FFFD for each. (Two cases of an enum, not a `Cow` and a list: the common one is
/// then two words that stay in registers.)
enum Chars<'a> {
    /// The `str`'s own UTF-8.
    Utf8(&'a str),
    /// The `str` with lone surrogates.
    Repaired(Box<Repaired>),
}

/// A `str` with lone surrogates, read: its text with U+FFFD for each, and where each was.
struct Repaired {
    /// The text, each lone surrogate replaced by U+FFFD.
    text: String,
    /// The byte index in `text` and the code point of each lone surrogate, in order.
    surrogates: Vec<(usize, u32)>,
}

impl<'a, 'py> Text<'a, 'py> {
    /// The text of `string`. (Inlined into each argument's extraction, and the text read by
    /// [`utf8`], so that it comes back in registers: returned through memory, it is copied with
    /// wider loads than the stores that wrote it, which stalls each call; see `PERFORMANCE.md`.)
    #[inline]
    pub(crate) fn of(string: Borrowed<'a, 'py, PyString>) -> PyResult<Text<'a, 'py>> {
        match utf8(string) {
            Some(text) => Ok(Text {
                string,
                chars: Chars::Utf8(text),
            }),
            None => Text::with_surrogates(string),
        }
    }

    /// The text of `string`, which holds lone surrogates.
    #[cold]
    #[inline(never)]
    fn with_surrogates(string: Borrowed<'a, 'py, PyString>) -> PyResult<Text<'a, 'py>> {
        // Only lone surrogates stop a `str` from being UTF-8: read it code point by code point.
        let py = string.py();
        let utf32 = string.call_method1(
            intern!(py, "encode"),
            (intern!(py, "utf-32-le"), intern!(py, "surrogatepass")),
        )?;
        let utf32 = utf32.cast::<PyBytes>()?.as_bytes();
        let mut text = String::with_capacity(utf32.len() / 4);
        let mut surrogates = Vec::new();
        for unit in utf32.chunks_exact(4) {
            let code = u32::from_le_bytes([unit[0], unit[1], unit[2], unit[3]]);
            match char::from_u32(code) {
                Some(c) => text.push(c),
                None => {
                    surrogates.push((text.len(), code));
                    text.push(char::REPLACEMENT_CHARACTER);
                }
            }
        }
        Ok(Text {
            string,
            chars: Chars::Repaired(Box::new(Repaired { text, surrogates })),
        })
    }

    /// The text, each lone surrogate replaced by U+FFFD.
    pub(crate) fn as_str(&self) -> &str {
        match &self.chars {
            Chars::Utf8(text) => text,
            Chars::Repaired(repaired) => &repaired.text,
        }
    }

    /// The text, owned.
    pub(crate) fn into_string(self) -> String {
        match self.chars {
            Chars::Utf8(text) => text.to_owned(),
            Chars::Repaired(repaired) => repaired.text,
        }
    }

    /// The byte index and the code point of each lone surrogate, in order.
    fn surrogates(&self) -> &[(usize, u32)] {
        match &self.chars {
            Chars::Utf8(_) => &[],
            Chars::Repaired(repaired) => &repaired.surrogates,
        }
    }

    /// Whether the `str` holds a lone surrogate, and so is no URI or IRI, nor a part of one.
    pub(crate) fn has_surrogates(&self) -> bool {
        !self.surrogates().is_empty()
    }

    /// The lone surrogate whose U+FFFD is at byte `index` of the text, if one is.
    pub(crate) fn surrogate_at(&self, index: usize) -> Option<u32> {
        self.surrogates()
            .iter()
            .find(|(at, _)| *at == index)
            .map(|(_, code)| *code)
    }

    /// The byte index and the code point of the first lone surrogate, if there is one.
    pub(crate) fn first_surrogate(&self) -> Option<(usize, u32)> {
        self.surrogates().first().copied()
    }

    /// The `str` as Python writes it (`repr`), lone surrogates as `\udfff`.
    pub(crate) fn repr(&self) -> PyResult<String> {
        repr(self.string.as_any())
    }
}

/// The UTF-8 of `string`, or `None` where it holds lone surrogates. Out of line, so that the
/// text comes back in two registers: PyO3's extraction returns it through memory, written eight
/// bytes at a time, and the caller would read it sixteen at a time.
#[inline(never)]
fn utf8<'a>(string: Borrowed<'a, '_, PyString>) -> Option<&'a str> {
    string.extract().ok()
}

impl<'a, 'py> FromPyObject<'a, 'py> for Text<'a, 'py> {
    type Error = PyErr;

    #[inline]
    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Text<'a, 'py>> {
        Text::of(obj.cast::<PyString>()?)
    }
}

/// `object` as Python writes it (`repr`).
pub(crate) fn repr(object: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(object.repr()?.to_cow()?.into_owned())
}

/// The name of the type of `object`, as Python writes it (`int`).
pub(crate) fn type_name(object: &Bound<'_, PyAny>) -> String {
    object
        .get_type()
        .name()
        .map_or_else(|_| "an object".to_owned(), |name| name.to_string())
}

/// The error for a `bool` where a number is wanted: Python counts `True` as the `int` 1, but a
/// flag is no port, no index.
fn not_a_bool(what: &str) -> PyErr {
    PyTypeError::new_err(format!("{what} is an int, not a bool"))
}

/// An integer argument: an `int` that is not a `bool`, of the range of `T` (Python's
/// `OverflowError` beyond it).
pub(crate) struct Int<T>(pub(crate) T);

impl<'a, 'py, T: FromPyObject<'a, 'py>> FromPyObject<'a, 'py> for Int<T> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Int<T>> {
        if obj.is_instance_of::<PyBool>() {
            return Err(not_a_bool("the number"));
        }
        T::extract(obj).map(Int).map_err(Into::into)
    }
}

/// A port number: an `int` (not a `bool`) from 0 to 65535; `ValueError` for any other `int`.
pub(crate) struct Port(pub(crate) u16);

impl<'a, 'py> FromPyObject<'a, 'py> for Port {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Port> {
        if obj.is_instance_of::<PyBool>() {
            return Err(not_a_bool("a port number"));
        }
        let int = obj.cast::<PyInt>()?;
        int.extract::<u16>().map(Port).or_else(|_| {
            Err(PyValueError::new_err(format!(
                "a port number is from 0 to 65535, not {}",
                repr(int.as_any())?
            )))
        })
    }
}
