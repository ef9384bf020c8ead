//! What IRIs have beyond URIs ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)): the
//! conversions between the two, and the check for bidirectional formatting characters.
//!
//! Everything else (parsing, accessors, building, editing, resolution, normalization) is the
//! same code for both grammars: see [`crate::grammar`].

use alloc::string::String;

use crate::error::{BuildError, BuildErrorKind};
use crate::owned::UriRefBuf;
use crate::pct::push_non_ascii_encoded;
use crate::recompose::{capacity_for, Writer};
use crate::reference::{IriRef, RiRef, UriRef};

/// The bidirectional formatting characters that
/// [RFC 3987 section 4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1) says IRIs must
/// not contain: LRM, RLM, LRE, RLE, PDF, LRO and RLO.
pub const BIDI_FORMATTING: [char; 7] = [
    '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
];

/// Every URI reference is an IRI reference, as it is: no copy, no check.
impl<'a> From<UriRef<'a>> for IriRef<'a> {
    fn from(uri: UriRef<'a>) -> IriRef<'a> {
        RiRef::from_parts(uri.as_str(), uri.offsets())
    }
}

impl<'a> IriRef<'a> {
    /// The URI this IRI maps to
    /// ([RFC 3987 section 3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1)): every
    /// character beyond ASCII written as the `%XX` of its UTF-8 bytes, in every component (a
    /// host name included), and nothing else changed. An IRI that is ASCII is its own URI.
    ///
    /// The only error is a result longer than [`MAX_LEN`](crate::MAX_LEN)
    /// ([`BuildErrorKind::TooLong`]).
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let iri = IriRef::parse("http://r\u{E9}sum\u{E9}.example.org/red%09ros\u{E9}#red")?;
    /// assert_eq!(iri.to_uri()?.as_str(), "http://r%C3%A9sum%C3%A9.example.org/red%09ros%C3%A9#red");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_uri(&self) -> Result<UriRefBuf, BuildError> {
        let src = self.as_str();
        let non_ascii = src.bytes().filter(|&b| b >= 0x80).count();
        let mut text = String::with_capacity(capacity_for(src.len() + 2 * non_ascii));
        let mut w = Writer::new(&mut text);
        if let Some(scheme) = self.scheme() {
            w.scheme(scheme);
        }
        if let Some(host) = self.host_str() {
            w.push("//");
            if let Some(userinfo) = self.userinfo() {
                push_non_ascii_encoded(w.text(), userinfo);
                w.push("@");
            }
            w.start_host();
            push_non_ascii_encoded(w.text(), host);
            w.end_host();
            if let Some(port) = self.port() {
                w.push(":");
                w.push(port);
            }
            w.start_path();
        }
        push_non_ascii_encoded(w.text(), self.path());
        w.end_path();
        if let Some(query) = self.query() {
            w.push("?");
            push_non_ascii_encoded(w.text(), query);
        }
        w.end_query();
        if let Some(fragment) = self.fragment() {
            w.push("#");
            push_non_ascii_encoded(w.text(), fragment);
        }
        match w.finish() {
            Ok(offsets) => Ok(UriRefBuf::recomposed(text, offsets)),
            Err(_) => Err(BuildError::new(BuildErrorKind::TooLong)),
        }
    }

    /// The bidirectional formatting characters of the text ([`BIDI_FORMATTING`]), with their
    /// byte indexes. RFC 3987's grammar allows them (they are `ucschar`), but its section 4.1
    /// says IRIs must not contain them: they can make an IRI display in an order other than
    /// its logical one.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let iri = IriRef::parse("http://example.org/a\u{202E}b")?;
    /// assert_eq!(iri.bidi_formatting().collect::<Vec<_>>(), [(20, '\u{202E}')]);
    /// assert_eq!(IriRef::parse("http://example.org/é")?.bidi_formatting().count(), 0);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn bidi_formatting(&self) -> impl Iterator<Item = (usize, char)> + 'a {
        self.as_str()
            .char_indices()
            .filter(|(_, c)| BIDI_FORMATTING.contains(c))
    }
}
