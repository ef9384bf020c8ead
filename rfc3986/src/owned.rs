//! The owned URI reference: one `String` and the parser's offsets.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use crate::error::ParseError;
use crate::parse::Offsets;
use crate::reference::UriRef;

/// An owned, validated URI reference: the text in one `String` and the offsets of its
/// components. Read it through the borrowed view [`as_uri_ref`](Self::as_uri_ref), which costs a
/// copy of the offsets and nothing else.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri: UriRefBuf = "http://example.com/a?b".parse()?;
/// assert_eq!(uri.as_uri_ref().path(), "/a");
/// assert_eq!(uri.to_string(), "http://example.com/a?b");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct UriRefBuf {
    text: String,
    offsets: Offsets,
}

impl UriRefBuf {
    /// Parses a `URI-reference`, taking ownership of the text (no copy).
    pub fn parse(text: String) -> Result<UriRefBuf, ParseError> {
        let offsets = UriRef::parse(&text)?.offsets();
        Ok(UriRefBuf { text, offsets })
    }

    /// The borrowed view, with every accessor.
    pub fn as_uri_ref(&self) -> UriRef<'_> {
        UriRef::from_parts(&self.text, self.offsets)
    }

    /// The whole reference.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text, giving up the offsets.
    pub fn into_string(self) -> String {
        self.text
    }
}

impl FromStr for UriRefBuf {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<UriRefBuf, ParseError> {
        UriRef::parse(text).map(UriRefBuf::from)
    }
}

impl TryFrom<String> for UriRefBuf {
    type Error = ParseError;

    fn try_from(text: String) -> Result<UriRefBuf, ParseError> {
        UriRefBuf::parse(text)
    }
}

impl TryFrom<&str> for UriRefBuf {
    type Error = ParseError;

    fn try_from(text: &str) -> Result<UriRefBuf, ParseError> {
        text.parse()
    }
}

impl From<UriRef<'_>> for UriRefBuf {
    fn from(view: UriRef<'_>) -> UriRefBuf {
        UriRefBuf {
            text: String::from(view.as_str()),
            offsets: view.offsets(),
        }
    }
}

impl AsRef<str> for UriRefBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for UriRefBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UriRefBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_uri_ref(), f)
    }
}
