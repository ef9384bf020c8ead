//! Decoding the text of one [`Part`] of a reference by the part's own rules
//! ([section 2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)): the text must be a
//! valid text of that part before anything is decoded, and the decoded bytes must be UTF-8.

use alloc::borrow::Cow;

use crate::error::{Component, DecodeError, DecodeErrorKind, ParseErrorKind, Part};
use crate::grammar::Grammar;
use crate::parse::{self, ParseOptions};
use crate::pct::Decoder;

impl Part {
    /// Decodes `text`, a text of this part in the form grammar `G` writes it (a URI's, or an
    /// IRI's, which may hold characters beyond ASCII), into UTF-8 text: every `%XX`, and for
    /// [`Part::Form`] every `+` as a space (only there: a `+` is a `+` everywhere else, and
    /// `%2B` always). Borrows `text` when there is nothing to decode.
    ///
    /// Strict, where [`pct::decode_utf8`](crate::pct::decode_utf8) is lenient: refused with a
    /// [`DecodeError`] are a character the part does not allow as itself (a space, `/` in a
    /// [`Segment`](Part::Segment), `&` in a [`Param`](Part::Param) or a
    /// [`Form`](Part::Form), `#` anywhere), a host that is neither a registered name nor an IP
    /// literal, a `%` not followed by two hexadecimal digits, and decoded bytes that are not
    /// UTF-8 (an error, not U+FFFD). The first problem from the left is reported. `%00`
    /// decodes to U+0000; [`Decoder::STRICT`] refuses it.
    ///
    /// ```
    /// use rfc3986::grammar::{Iri, Uri};
    /// use rfc3986::pct::{DecodeErrorKind, Part};
    ///
    /// assert_eq!(Part::Segment.decode::<Uri>("caf%C3%A9%2Fbar")?, "café/bar");
    /// assert_eq!(Part::Form.decode::<Uri>("a+b%2B")?, "a b+");
    /// assert_eq!(Part::Param.decode::<Uri>("a+b%2B")?, "a+b+");
    /// assert_eq!(Part::Host.decode::<Uri>("[::1]")?, "[::1]");
    /// assert_eq!(Part::Query.decode::<Iri>("q=é%20x")?, "q=é x");
    ///
    /// let err = Part::Segment.decode::<Uri>("a/b").unwrap_err();
    /// assert_eq!(err.kind(), DecodeErrorKind::InvalidChar(Part::Segment));
    /// assert_eq!(err.to_string(), "invalid character '/' in path segment at index 1");
    /// let err = Part::Path.decode::<Uri>("/é").unwrap_err();
    /// assert_eq!(err.to_string(), "invalid character 'é' (U+00E9) in path at index 1");
    /// let err = Part::Query.decode::<Uri>("%FF").unwrap_err();
    /// assert_eq!(err.kind(), DecodeErrorKind::InvalidUtf8);
    /// # Ok::<(), rfc3986::pct::DecodeError>(())
    /// ```
    pub fn decode<G: Grammar>(self, text: &str) -> Result<Cow<'_, str>, DecodeError> {
        if let Err(error) = self.check::<G>(text) {
            // Bytes that are not UTF-8 before it are the first problem.
            return Err(
                match text
                    .get(..error.index())
                    .map(|before| self.decode_checked(before))
                {
                    Some(Err(earlier)) => earlier,
                    _ => error,
                },
            );
        }
        self.decode_checked(text)
    }

    /// Decodes `text`, checked already.
    fn decode_checked(self, text: &str) -> Result<Cow<'_, str>, DecodeError> {
        if self == Part::Form && text.contains('+') {
            let spaced = text.replace('+', " ");
            let decoded = match Decoder::LENIENT.decode_utf8(&spaced)? {
                Cow::Borrowed(_) => None,
                Cow::Owned(decoded) => Some(decoded),
            };
            return Ok(Cow::Owned(decoded.unwrap_or(spaced)));
        }
        Decoder::LENIENT.decode_utf8(text)
    }

    /// Checks that `text` is a text of this part in grammar `G`: the component's rule, and
    /// for a piece of a component, no separator of its pieces.
    fn check<G: Grammar>(self, text: &str) -> Result<(), DecodeError> {
        let (component, separator) = match self {
            Part::UserInfo => (Component::UserInfo, None),
            Part::Host => (Component::Host, None),
            Part::Path => (Component::Path, None),
            Part::Segment => (Component::Path, Some(b'/')),
            Part::Query => (Component::Query, None),
            Part::Param | Part::Form => (Component::Query, Some(b'&')),
            Part::Fragment => (Component::Fragment, None),
        };
        let separator = separator.and_then(|separator| text.bytes().position(|b| b == separator));
        let error = match parse::component::<G>(component, text, ParseOptions::RFC6874) {
            Err(e) if separator.is_none_or(|at| e.index() < at) => match e.kind() {
                ParseErrorKind::InvalidPercentEncoding(_) => {
                    DecodeError::new(DecodeErrorKind::Malformed, e.index())
                }
                _ => DecodeError::invalid(self, text, e.index()),
            },
            _ => match separator {
                Some(at) => DecodeError::invalid(self, text, at),
                None => return Ok(()),
            },
        };
        Err(error)
    }
}
