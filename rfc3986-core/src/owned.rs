//! The owned URI reference: one `String` and the parser's offsets, with setters that keep it
//! valid.

use alloc::string::String;
use core::borrow::Borrow;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::str::FromStr;

use crate::error::ParseError;
use crate::grammar::{Grammar, Iri, Uri};
use crate::parse::Offsets;
use crate::parse::ParseOptions;
use crate::recompose::Recomposed;
use crate::reference::RiRef;

/// An owned, validated URI reference: the text in one `String` and the offsets of its
/// components. Read it through the borrowed view [`as_ri_ref`](Self::as_ri_ref), which costs a
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
/// assert_eq!(uri.as_ri_ref().port_u16(), Ok(Some(8042)));
///
/// // A refused edit changes nothing.
/// assert!(uri.set_path("relative").is_err());
/// assert_eq!(uri.as_str(), "http://example.com:8042/over%20there?b#nose");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct RiRefBuf<G: Grammar> {
    text: String,
    offsets: Offsets,
    grammar: PhantomData<G>,
}

/// An owned URI reference (RFC 3986): a [`RiRefBuf`] of the [`Uri`] grammar.
pub type UriRefBuf = RiRefBuf<Uri>;

/// An owned IRI reference ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)): a [`RiRefBuf`]
/// of the [`Iri`] grammar.
pub type IriRefBuf = RiRefBuf<Iri>;

impl<G: Grammar> RiRefBuf<G> {
    /// Parses a `URI-reference`, taking ownership of the text (no copy).
    pub fn parse(text: String) -> Result<RiRefBuf<G>, ParseError> {
        RiRefBuf::parse_with(text, ParseOptions::STRICT)
    }

    /// Parses a `URI-reference` with `options`, taking ownership of the text (see
    /// [`RiRef::parse_with`]). A zone identifier accepted here stays through the edits of the
    /// other components; a new host is checked with the options its setter is given
    /// ([`set_host_with`](Self::set_host_with)).
    ///
    /// ```
    /// use rfc3986::{ParseOptions, UriRefBuf};
    ///
    /// let mut uri = UriRefBuf::parse_with("http://[fe80::1%25eth0]/".into(), ParseOptions::RFC6874)?;
    /// uri.set_path("/status")?;
    /// assert_eq!(uri.as_str(), "http://[fe80::1%25eth0]/status");
    /// assert!(uri.set_host(Some("[fe80::1%25eth1]")).is_err());
    /// uri.set_host_with(Some("[fe80::1%25eth1]"), ParseOptions::RFC6874)?;
    /// assert_eq!(uri.as_str(), "http://[fe80::1%25eth1]/status");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_with(text: String, options: ParseOptions) -> Result<RiRefBuf<G>, ParseError> {
        let offsets = RiRef::<G>::parse_with(&text, options)?.offsets();
        Ok(RiRefBuf {
            text,
            offsets,
            grammar: PhantomData,
        })
    }

    /// The reference a [`Writer`](crate::recompose::Writer) wrote in `text`, with the offsets
    /// it recorded and checked.
    #[inline(always)]
    pub(crate) fn recomposed(text: String, offsets: Recomposed<G>) -> Self {
        RiRefBuf {
            text,
            offsets: offsets.offsets(),
            grammar: PhantomData,
        }
    }

    /// The borrowed view, with every accessor: a [`UriRef`](crate::UriRef) for a
    /// [`UriRefBuf`](crate::UriRefBuf), an [`IriRef`](crate::IriRef) for an
    /// [`IriRefBuf`](crate::IriRefBuf).
    pub fn as_ri_ref(&self) -> RiRef<'_, G> {
        RiRef::<G>::from_parts(&self.text, self.offsets)
    }

    /// The borrowed view: [`as_ri_ref`](Self::as_ri_ref), whose name says that it is an
    /// [`IriRef`](crate::IriRef) for an [`IriRefBuf`](crate::IriRefBuf).
    #[deprecated(note = "renamed to as_ri_ref")]
    pub fn as_uri_ref(&self) -> RiRef<'_, G> {
        self.as_ri_ref()
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

impl<G: Grammar> FromStr for RiRefBuf<G> {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<RiRefBuf<G>, ParseError> {
        RiRef::<G>::parse(text).map(RiRefBuf::from)
    }
}

impl<G: Grammar> TryFrom<String> for RiRefBuf<G> {
    type Error = ParseError;

    fn try_from(text: String) -> Result<RiRefBuf<G>, ParseError> {
        RiRefBuf::parse(text)
    }
}

impl<G: Grammar> TryFrom<&str> for RiRefBuf<G> {
    type Error = ParseError;

    fn try_from(text: &str) -> Result<RiRefBuf<G>, ParseError> {
        text.parse()
    }
}

impl<G: Grammar> From<RiRef<'_, G>> for RiRefBuf<G> {
    fn from(view: RiRef<'_, G>) -> Self {
        RiRefBuf {
            text: String::from(view.as_str()),
            offsets: view.offsets(),
            grammar: PhantomData,
        }
    }
}

impl<G: Grammar> From<RiRefBuf<G>> for String {
    fn from(uri: RiRefBuf<G>) -> String {
        uri.text
    }
}

impl<G: Grammar> AsRef<str> for RiRefBuf<G> {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl<G: Grammar> Borrow<str> for RiRefBuf<G> {
    fn borrow(&self) -> &str {
        &self.text
    }
}

impl<G: Grammar> fmt::Display for RiRefBuf<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<G: Grammar> fmt::Debug for RiRefBuf<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.as_ri_ref(), f)
    }
}

impl<G: Grammar> PartialEq for RiRefBuf<G> {
    fn eq(&self, other: &RiRefBuf<G>) -> bool {
        self.text == other.text
    }
}

impl<G: Grammar> Eq for RiRefBuf<G> {}

/// Hashes as the text does, as `Borrow<str>` requires.
impl<G: Grammar> Hash for RiRefBuf<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl<G: Grammar> PartialEq<RiRef<'_, G>> for RiRefBuf<G> {
    fn eq(&self, other: &RiRef<'_, G>) -> bool {
        self.text == other.as_str()
    }
}

impl<G: Grammar> PartialEq<RiRefBuf<G>> for RiRef<'_, G> {
    fn eq(&self, other: &RiRefBuf<G>) -> bool {
        self.as_str() == other.text
    }
}

impl<G: Grammar> PartialEq<str> for RiRefBuf<G> {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl<G: Grammar> PartialEq<&str> for RiRefBuf<G> {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl<G: Grammar> PartialEq<RiRefBuf<G>> for str {
    fn eq(&self, other: &RiRefBuf<G>) -> bool {
        self == other.text
    }
}

impl<G: Grammar> PartialEq<RiRefBuf<G>> for &str {
    fn eq(&self, other: &RiRefBuf<G>) -> bool {
        *self == other.text
    }
}

impl<'a, G: Grammar> From<&'a RiRefBuf<G>> for RiRef<'a, G> {
    fn from(owned: &'a RiRefBuf<G>) -> RiRef<'a, G> {
        owned.as_ri_ref()
    }
}

/// Every URI reference is an IRI reference, as it is: the same `String`, no check.
impl From<UriRefBuf> for IriRefBuf {
    fn from(uri: UriRefBuf) -> IriRefBuf {
        RiRefBuf {
            text: uri.text,
            offsets: uri.offsets,
            grammar: PhantomData,
        }
    }
}
