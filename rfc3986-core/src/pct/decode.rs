//! Decoding `pct-encoded` octets
//! ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)): the decoders and their
//! error.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::convert::Infallible;

use crate::chars::NonAsciiChars;
use crate::chars::BIDI_CONTROLS;
use crate::error::{DecodeError, DecodeErrorKind};

/// The value of a hexadecimal digit (`HEXDIG`, either case).
fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'F' => Some(b - b'A' + 10),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    }
}

/// For the bytes after a `%`: the octet of the `pct-encoded` they end, and the bytes after it;
/// `None` when they do not start with two hexadecimal digits.
fn split_pct_encoded(after_percent: &[u8]) -> Option<(u8, &[u8])> {
    match after_percent {
        [high, low, rest @ ..] => Some((hex_value(*high)? << 4 | hex_value(*low)?, rest)),
        _ => None,
    }
}

/// For the bytes after a `%`, the octet of the `pct-encoded` they end; `None` when they do not
/// start with two hexadecimal digits.
pub(crate) fn pct_encoded_octet(after_percent: &[u8]) -> Option<u8> {
    split_pct_encoded(after_percent).map(|(octet, _)| octet)
}

/// For the bytes after a `%`: the character whose UTF-8 sequence the `%XX` from there
/// encode, and how many bytes of text those `%XX` take (after the `%`), when an IRI may carry
/// it as itself where `beyond` applies: a code point from `U+0080` on that the grammar takes
/// there (RFC 3987 section 2.2), and not a bidirectional formatting character (section 4.1).
/// `None` for anything else: an ASCII octet, an octet that does not start a valid UTF-8
/// sequence (section 3.2, step 3), a code point the grammar does not take there (step 4).
pub(crate) fn encoded_iri_char(
    after_percent: &[u8],
    beyond: NonAsciiChars,
) -> Option<(char, usize)> {
    if beyond == NonAsciiChars::Nothing {
        return None;
    }
    let (c, taken) = encoded_char(after_percent)?;
    (beyond.takes(c) && !BIDI_CONTROLS.contains(&c)).then_some((c, taken))
}

/// For the bytes after a `%`: the character beyond ASCII whose UTF-8 sequence the `%XX` from
/// there encode, and how many bytes of text those `%XX` take (after the `%`); `None` for an
/// ASCII octet or one that does not start a valid UTF-8 sequence.
pub(crate) fn encoded_char(after_percent: &[u8]) -> Option<(char, usize)> {
    let (lead, mut rest) = split_pct_encoded(after_percent)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut utf8 = [lead, 0, 0, 0];
    for byte in &mut utf8[1..len] {
        let (octet, after) = match rest {
            [b'%', after @ ..] => split_pct_encoded(after)?,
            _ => return None,
        };
        *byte = octet;
        rest = after;
    }
    let c = core::str::from_utf8(&utf8[..len]).ok()?.chars().next()?;
    Some((c, 3 * len - 1))
}

/// Decodes every `%XX` of `text`, handing each `%` to `check` first (with its octet, or `None`
/// when it does not start a `pct-encoded`) and stopping at its first error. Borrows `text` when
/// there is no `pct-encoded`; else allocates once, as much as `text`.
pub(crate) fn decode_with<E>(
    text: &str,
    check: impl FnMut(Option<u8>, usize) -> Result<(), E>,
) -> Result<Cow<'_, [u8]>, E> {
    decode_bytes_with(text.as_bytes(), check)
}

/// [`decode`] of bytes that need not be UTF-8 (text decoded once already, read again as a
/// lenient server reads it).
pub(crate) fn decode_bytes(bytes: &[u8]) -> Cow<'_, [u8]> {
    match decode_bytes_with(bytes, |_, _| Ok::<(), Infallible>(())) {
        Ok(bytes) => bytes,
        Err(never) => match never {},
    }
}

/// [`decode_with`] of bytes.
fn decode_bytes_with<E>(
    bytes: &[u8],
    mut check: impl FnMut(Option<u8>, usize) -> Result<(), E>,
) -> Result<Cow<'_, [u8]>, E> {
    let mut out: Option<Vec<u8>> = None;
    let mut pieces = bytes.split(|&b| b == b'%');
    // The index of the `%` before the piece at hand.
    let mut index = pieces.next().map_or(0, <[u8]>::len);
    for piece in pieces {
        let decoded = split_pct_encoded(piece);
        check(decoded.map(|(octet, _)| octet), index)?;
        match (&mut out, decoded) {
            (Some(out), Some((octet, rest))) => {
                out.push(octet);
                out.extend_from_slice(rest);
            }
            (Some(out), None) => {
                out.push(b'%');
                out.extend_from_slice(piece);
            }
            (None, Some((octet, rest))) => {
                let mut first = Vec::with_capacity(bytes.len());
                // `index` is the offset of a `%` of `bytes`: within it.
                first.extend_from_slice(&bytes[..index]);
                first.push(octet);
                first.extend_from_slice(rest);
                out = Some(first);
            }
            (None, None) => {}
        }
        index += 1 + piece.len();
    }
    Ok(match out {
        Some(out) => Cow::Owned(out),
        None => Cow::Borrowed(bytes),
    })
}

/// The index in `text` of the byte or `pct-encoded` that decodes to byte `decoded` of the
/// lenient decoding of `text` (or the length of `text`, past the end).
pub(crate) fn encoded_index(text: &str, decoded: usize) -> usize {
    let mut pieces = text.as_bytes().split(|&b| b == b'%');
    let first = pieces.next().map_or(0, <[u8]>::len);
    if decoded < first {
        return decoded;
    }
    let (mut encoded_at, mut decoded_at) = (first, first);
    for piece in pieces {
        // What this piece decodes to, one byte from `encoded_at`, then bytes one for one.
        let (unit, literal) = match split_pct_encoded(piece) {
            Some((_, rest)) => (3, rest.len()),
            None => (1, piece.len()),
        };
        if decoded == decoded_at {
            return encoded_at;
        }
        if decoded <= decoded_at + literal {
            return encoded_at + unit + (decoded - decoded_at - 1);
        }
        encoded_at += unit + literal;
        decoded_at += 1 + literal;
    }
    // Past the end: `encoded_at` is now the length of `text`.
    encoded_at
}

/// Decoded bytes as text: `text` itself when nothing was decoded.
fn to_utf8<'a>(text: &'a str, bytes: Cow<'a, [u8]>) -> Result<Cow<'a, str>, DecodeError> {
    match bytes {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(bytes) => match String::from_utf8(bytes) {
            Ok(decoded) => Ok(Cow::Owned(decoded)),
            Err(e) => Err(DecodeError::new(
                DecodeErrorKind::InvalidUtf8,
                encoded_index(text, e.utf8_error().valid_up_to()),
            )),
        },
    }
}

/// Decodes every `%XX` of `text` into its octet; a `%` not followed by two hexadecimal digits
/// stays as it is (lenient), and `%00` is decoded like any other. Borrows `text` when there is
/// nothing to decode; else allocates once. See [`Decoder`] to refuse those cases.
///
/// ```
/// use std::borrow::Cow;
/// use rfc3986::pct;
///
/// assert_eq!(pct::decode("a%20b%FF"), &b"a b\xFF"[..]);
/// assert_eq!(pct::decode("100%"), Cow::Borrowed(&b"100%"[..]));
/// ```
pub fn decode(text: &str) -> Cow<'_, [u8]> {
    match decode_with(text, |_, _| Ok::<(), Infallible>(())) {
        Ok(bytes) => bytes,
        Err(never) => match never {},
    }
}

/// Like [`decode`], and the decoded bytes must be UTF-8: an error of kind
/// [`DecodeErrorKind::InvalidUtf8`] when they are not.
///
/// ```
/// use rfc3986::pct;
///
/// assert_eq!(pct::decode_utf8("%C3%A9t%C3%A9")?, "été");
/// let err = pct::decode_utf8("abc%FF").unwrap_err();
/// assert_eq!(err.to_string(), "decoded bytes are not UTF-8 at index 3");
/// # Ok::<(), rfc3986::pct::DecodeError>(())
/// ```
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, DecodeError> {
    Decoder::LENIENT.decode_utf8(text)
}

/// What a decoder refuses, beyond what [`decode`] does.
///
/// ```
/// use rfc3986::pct::{DecodeErrorKind, Decoder};
///
/// let err = Decoder::STRICT.decode("a%00b").unwrap_err();
/// assert_eq!(err.kind(), DecodeErrorKind::Nul);
/// assert_eq!(Decoder::LENIENT.decode("a%00b")?, &b"a\0b"[..]);
///
/// let no_nul = Decoder { reject_nul: true, ..Decoder::LENIENT };
/// assert_eq!(no_nul.decode_utf8("50%")?, "50%");
/// # Ok::<(), rfc3986::pct::DecodeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decoder {
    /// Refuse `%00`, which decodes to a NUL byte: RFC 3986
    /// [section 7.3](https://www.rfc-editor.org/rfc/rfc3986#section-7.3) says it should be
    /// rejected where a component is not expected to carry raw data. (A NUL written as itself
    /// is left alone: no URI holds one, the parser refuses it.)
    pub reject_nul: bool,
    /// Refuse a `%` that is not followed by two hexadecimal digits, which no URI holds
    /// ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)), instead of keeping it
    /// as it is.
    pub reject_malformed: bool,
}

impl Decoder {
    /// Refuses nothing: the decoder of [`decode`] and [`decode_utf8`]; the default.
    pub const LENIENT: Decoder = Decoder {
        reject_nul: false,
        reject_malformed: false,
    };

    /// Refuses `%00` ([section 7.3](https://www.rfc-editor.org/rfc/rfc3986#section-7.3)) and a
    /// `%` not followed by two hexadecimal digits.
    pub const STRICT: Decoder = Decoder {
        reject_nul: true,
        reject_malformed: true,
    };

    /// Decodes every `%XX` of `text` into its octet, or reports the first `%` this decoder
    /// refuses. Borrows `text` when there is nothing to decode; else allocates once.
    ///
    /// ```
    /// use rfc3986::pct::Decoder;
    ///
    /// assert_eq!(Decoder::STRICT.decode("a%2fb")?, &b"a/b"[..]);
    /// let err = Decoder::STRICT.decode("a%2").unwrap_err();
    /// assert_eq!(err.to_string(), "'%' not followed by two hexadecimal digits at index 1");
    /// # Ok::<(), rfc3986::pct::DecodeError>(())
    /// ```
    pub fn decode<'a>(&self, text: &'a str) -> Result<Cow<'a, [u8]>, DecodeError> {
        let Decoder {
            reject_nul,
            reject_malformed,
        } = *self;
        decode_with(text, |octet, index| {
            let kind = match octet {
                Some(0) if reject_nul => DecodeErrorKind::Nul,
                None if reject_malformed => DecodeErrorKind::Malformed,
                _ => return Ok(()),
            };
            Err(DecodeError::new(kind, index))
        })
    }

    /// Like [`decode`](Self::decode), and the decoded bytes must be UTF-8. The error is the
    /// first problem from the left: bytes that are not UTF-8 before a refused `%` are reported
    /// first.
    ///
    /// ```
    /// use rfc3986::pct::{DecodeErrorKind, Decoder};
    ///
    /// assert_eq!(Decoder::STRICT.decode_utf8("%E6%97%A5")?, "日");
    /// let err = Decoder::STRICT.decode_utf8("%C3%00").unwrap_err();
    /// assert_eq!(err.kind(), DecodeErrorKind::InvalidUtf8);
    /// assert_eq!(err.index(), 0);
    /// # Ok::<(), rfc3986::pct::DecodeError>(())
    /// ```
    pub fn decode_utf8<'a>(&self, text: &'a str) -> Result<Cow<'a, str>, DecodeError> {
        match self.decode(text) {
            Ok(bytes) => to_utf8(text, bytes),
            Err(error) => match text
                .get(..error.index)
                .map(|before| to_utf8(before, decode(before)))
            {
                Some(Err(earlier)) => Err(earlier),
                _ => Err(error),
            },
        }
    }
}

impl Default for Decoder {
    /// [`Decoder::LENIENT`].
    fn default() -> Decoder {
        Decoder::LENIENT
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn err(kind: DecodeErrorKind, index: usize) -> DecodeError {
        DecodeError::new(kind, index)
    }

    #[test]
    fn decodes_every_pct_encoded() {
        assert_eq!(decode("a%20b"), &b"a b"[..]);
        assert_eq!(decode("%41%4a%4A%7e"), &b"AJJ~"[..]);
        assert_eq!(decode("%e6%97%a5"), "日".as_bytes());
        assert_eq!(decode("%FF%00"), &b"\xFF\0"[..]);
        assert_eq!(decode("%2525"), &b"%25"[..]);
        assert_eq!(decode_utf8("%E6%97%A5"), Ok(Cow::Borrowed("日")));
        assert_eq!(decode_utf8("é%C3%A9"), Ok(Cow::Borrowed("éé")));
    }

    #[test]
    fn lenient_keeps_a_malformed_percent() {
        for text in [
            "%", "a%", "%0", "a%0", "%zz", "%0g", "%g0", "100%", "%%", "%é",
        ] {
            assert_eq!(
                Decoder::LENIENT.decode(text),
                Ok(Cow::Borrowed(text.as_bytes()))
            );
        }
        assert_eq!(decode("%%41"), &b"%A"[..]);
        assert_eq!(decode("%%414"), &b"%A4"[..]);
        assert_eq!(decode("%41%"), &b"A%"[..]);
        assert_eq!(decode("%41%0"), &b"A%0"[..]);
        assert_eq!(decode("%zz%41"), &b"%zzA"[..]);
    }

    #[test]
    fn strict_refuses_nul_and_malformed() {
        let strict = Decoder::STRICT;
        assert_eq!(strict.decode("ab%00"), Err(err(DecodeErrorKind::Nul, 2)));
        assert_eq!(
            Decoder::LENIENT.decode("ab%00"),
            Ok(Cow::Owned(b"ab\0".to_vec()))
        );
        assert_eq!(strict.decode("%"), Err(err(DecodeErrorKind::Malformed, 0)));
        assert_eq!(
            strict.decode("ab%0"),
            Err(err(DecodeErrorKind::Malformed, 2))
        );
        assert_eq!(
            strict.decode("%41%zz"),
            Err(err(DecodeErrorKind::Malformed, 3))
        );
        assert_eq!(strict.decode("%41%2F"), Ok(Cow::Owned(b"A/".to_vec())));
        assert_eq!(strict.decode("a\0b"), Ok(Cow::Borrowed(&b"a\0b"[..])));

        let only_nul = Decoder {
            reject_nul: true,
            ..Decoder::LENIENT
        };
        assert_eq!(only_nul.decode("%zz"), Ok(Cow::Borrowed(&b"%zz"[..])));
        assert_eq!(only_nul.decode("%zz%00"), Err(err(DecodeErrorKind::Nul, 3)));
        let only_malformed = Decoder {
            reject_malformed: true,
            ..Decoder::LENIENT
        };
        assert_eq!(only_malformed.decode("%00"), Ok(Cow::Owned(b"\0".to_vec())));
        assert_eq!(Decoder::default(), Decoder::LENIENT);
    }

    #[test]
    fn invalid_utf8_at_the_start_of_the_first_bad_sequence() {
        let invalid = |index| Err(err(DecodeErrorKind::InvalidUtf8, index));
        assert_eq!(decode_utf8("%C3"), invalid(0));
        assert_eq!(decode_utf8("%FF"), invalid(0));
        assert_eq!(decode_utf8("abc%FF"), invalid(3));
        assert_eq!(decode_utf8("é%C3a"), invalid(2));
        assert_eq!(decode_utf8("%C3%A9%E6%97"), invalid(6));
        assert_eq!(decode_utf8("%zz%41x%FF"), invalid(7));
        assert_eq!(decode_utf8("%E6%97%A5%80"), invalid(9));
        assert_eq!(decode_utf8("%%C3"), invalid(1));
        // The first problem from the left, whichever its kind.
        assert_eq!(Decoder::STRICT.decode_utf8("%C3%00"), invalid(0));
        assert_eq!(Decoder::STRICT.decode_utf8("%C3%zz"), invalid(0));
        assert_eq!(
            Decoder::STRICT.decode_utf8("%C3%A9%zz"),
            Err(err(DecodeErrorKind::Malformed, 6))
        );
        assert_eq!(
            Decoder::STRICT.decode_utf8("%00%FF"),
            Err(err(DecodeErrorKind::Nul, 0))
        );
        assert_eq!(Decoder::STRICT.decode_utf8("%FF%00"), invalid(0));
    }

    #[test]
    fn encoded_index_maps_every_decoded_byte() {
        // Decoded: `a` `%` `z` `z` 0x41 `b` 0xC3 0xA9
        let text = "a%zz%41b%C3%A9";
        let expected = [0, 1, 2, 3, 4, 7, 8, 11, 14];
        for (decoded, &encoded) in expected.iter().enumerate() {
            assert_eq!(
                encoded_index(text, decoded),
                encoded,
                "decoded byte {decoded}"
            );
        }
        assert_eq!(encoded_index(text, 20), text.len());
        assert_eq!(encoded_index("abc", 5), 3);
    }

    #[test]
    fn nothing_to_decode_is_borrowed_else_one_allocation() {
        for text in ["", "abc", "é/?", "100%", "%zz"] {
            assert!(matches!(decode(text), Cow::Borrowed(_)), "{text:?}");
            assert!(
                matches!(decode_utf8(text), Ok(Cow::Borrowed(_))),
                "{text:?}"
            );
            assert!(matches!(
                Decoder::LENIENT.decode(text),
                Ok(Cow::Borrowed(_))
            ));
        }
        let Cow::Owned(bytes) = decode("a%20b%") else {
            panic!("decoded text is owned");
        };
        assert_eq!(bytes.capacity(), "a%20b%".len());
        assert!(matches!(decode_utf8("%41"), Ok(Cow::Owned(ref s)) if s == "A"));
    }

    #[test]
    fn messages_word_for_word() {
        let message = |kind, index| err(kind, index).to_string();
        assert_eq!(
            message(DecodeErrorKind::InvalidUtf8, 3),
            "decoded bytes are not UTF-8 at index 3"
        );
        assert_eq!(
            message(DecodeErrorKind::Nul, 5),
            "%00 (a NUL byte) at index 5"
        );
        assert_eq!(
            message(DecodeErrorKind::Malformed, 2),
            "'%' not followed by two hexadecimal digits at index 2"
        );
        assert_eq!(
            decode_utf8("abc%FF").map_err(|e| e.to_string()),
            Err("decoded bytes are not UTF-8 at index 3".into())
        );
        assert_eq!(
            Decoder::STRICT
                .decode("ab%41%00")
                .map_err(|e| e.to_string()),
            Err("%00 (a NUL byte) at index 5".into())
        );
        assert_eq!(
            Decoder::STRICT.decode("ab%4").map_err(|e| e.to_string()),
            Err("'%' not followed by two hexadecimal digits at index 2".into())
        );
    }
}
