//! The owned URI reference: one `String` and the parser's offsets, with setters that keep it
//! valid.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use crate::error::ParseError;
use crate::parse::Offsets;
use crate::recompose::Recomposed;
use crate::reference::UriRef;

/// An owned, validated URI reference: the text in one `String` and the offsets of its
/// components. Read it through the borrowed view [`as_uri_ref`](Self::as_uri_ref), which costs a
/// copy of the offsets and nothing else; edit it with the setters, which check the new part and
/// how it fits with the others, and leave the value unchanged when they refuse.
///
/// Setters come in two layers: `set_query` and its kin take text already in URI form and check
/// it; `set_query_plain` and its kin take any text and percent-encode what the component does
/// not allow. `None` removes a component; `Some("")` makes it present and empty.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let mut uri: UriRefBuf = "http://example.com/a?b".parse()?;
/// uri.set_path_plain("/over there")?;
/// uri.set_fragment(Some("nose"))?;
/// uri.set_port(Some(8042))?;
/// assert_eq!(uri.as_str(), "http://example.com:8042/over%20there?b#nose");
/// assert_eq!(uri.as_uri_ref().port_u16(), Ok(Some(8042)));
///
/// // A refused edit changes nothing.
/// assert!(uri.set_path("relative").is_err());
/// assert_eq!(uri.as_str(), "http://example.com:8042/over%20there?b#nose");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
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

    /// The reference a [`Writer`](crate::recompose::Writer) wrote in `text`, with the offsets
    /// it recorded and checked.
    #[inline(always)]
    pub(crate) fn recomposed(text: String, offsets: Recomposed) -> UriRefBuf {
        UriRefBuf {
            text,
            offsets: offsets.offsets(),
        }
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

impl From<UriRefBuf> for String {
    fn from(uri: UriRefBuf) -> String {
        uri.text
    }
}

impl AsRef<str> for UriRefBuf {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl Borrow<str> for UriRefBuf {
    fn borrow(&self) -> &str {
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

impl PartialEq for UriRefBuf {
    fn eq(&self, other: &UriRefBuf) -> bool {
        self.text == other.text
    }
}

impl Eq for UriRefBuf {}

/// Hashes as the text does, as `Borrow<str>` requires.
impl Hash for UriRefBuf {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl PartialEq<UriRef<'_>> for UriRefBuf {
    fn eq(&self, other: &UriRef<'_>) -> bool {
        self.text == other.as_str()
    }
}

impl PartialEq<UriRefBuf> for UriRef<'_> {
    fn eq(&self, other: &UriRefBuf) -> bool {
        self.as_str() == other.text
    }
}

impl PartialEq<str> for UriRefBuf {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for UriRefBuf {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl PartialEq<UriRefBuf> for str {
    fn eq(&self, other: &UriRefBuf) -> bool {
        self == other.text
    }
}

impl PartialEq<UriRefBuf> for &str {
    fn eq(&self, other: &UriRefBuf) -> bool {
        *self == other.text
    }
}

impl<'a> From<&'a UriRefBuf> for UriRef<'a> {
    fn from(owned: &'a UriRefBuf) -> UriRef<'a> {
        owned.as_uri_ref()
    }
}
