//! The error of percent-decoding: [`DecodeError`].

use core::fmt;

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
    /// [`Decoder::reject_malformed`](crate::pct::Decoder::reject_malformed)
    /// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).
    Malformed,
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
}

impl DecodeError {
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
        }
    }
}

impl core::error::Error for DecodeError {}
