//! The error of percent-decoding: [`DecodeError`].

use core::fmt;

use super::Part;

/// What kind of problem a [`DecodeError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// The decoded bytes are not UTF-8, where text was asked for.
    InvalidUtf8,
    /// `%00`, refused by [`Decoder::reject_nul`](crate::pct::Decoder::reject_nul)
    /// ([section 7.3](https://www.rfc-editor.org/rfc/rfc3986#section-7.3)).
    Nul,
    /// A `%` not followed by two hexadecimal digits, refused by
    /// [`Decoder::reject_malformed`](crate::pct::Decoder::reject_malformed) and by
    /// [`Part::decode`]
    /// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
    Malformed,
    /// Text that is not a valid text of the [`Part`] it was decoded as, refused by
    /// [`Part::decode`]: a character the part does not allow as itself (`/` in a path
    /// segment, a space anywhere), or a host that is neither a registered name nor an IP
    /// literal.
    InvalidChar(Part),
}

/// Percent-encoded text that could not be decoded: what is wrong, and the byte index in the
/// encoded text where it was found.
///
/// ```
/// use rfc3986::pct::{self, DecodeErrorKind};
///
/// let err = pct::decode_utf8("ab%C3").unwrap_err();
/// assert_eq!(err.kind(), DecodeErrorKind::InvalidUtf8);
/// assert_eq!(err.index(), 2);
/// assert_eq!(err.to_string(), "decoded bytes are not UTF-8 at index 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeError {
    pub(crate) kind: DecodeErrorKind,
    pub(crate) index: usize,
    /// For [`DecodeErrorKind::InvalidChar`], the character at `index`, if any.
    pub(crate) found: Option<char>,
}

impl DecodeError {
    /// An error of `kind` at `index`.
    pub(crate) fn new(kind: DecodeErrorKind, index: usize) -> DecodeError {
        DecodeError {
            kind,
            index,
            found: None,
        }
    }

    /// A character or a host that `part` does not allow, at `index` of `text`.
    pub(crate) fn invalid(part: Part, text: &str, index: usize) -> DecodeError {
        DecodeError {
            kind: DecodeErrorKind::InvalidChar(part),
            index,
            found: text.get(index..).and_then(|rest| rest.chars().next()),
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> DecodeErrorKind {
        self.kind
    }

    /// The byte offset in the encoded text: of the `%` refused, or, for
    /// [`DecodeErrorKind::InvalidUtf8`], of the `%` or byte that starts the first sequence that
    /// is not UTF-8.
    pub fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.index;
        match self.kind {
            DecodeErrorKind::InvalidUtf8 => write!(f, "decoded bytes are not UTF-8 at index {i}"),
            DecodeErrorKind::Nul => write!(f, "%00 (a NUL byte) at index {i}"),
            DecodeErrorKind::Malformed => {
                write!(f, "'%' not followed by two hexadecimal digits at index {i}")
            }
            DecodeErrorKind::InvalidChar(part) => match self.found {
                Some(c) if c.is_ascii() => {
                    write!(f, "invalid character {c:?} in {part} at index {i}")
                }
                Some(c) => write!(
                    f,
                    "invalid character {c:?} (U+{:04X}) in {part} at index {i}",
                    u32::from(c)
                ),
                None => write!(f, "invalid {part}: it ends too soon at index {i}"),
            },
        }
    }
}

impl core::error::Error for DecodeError {}
