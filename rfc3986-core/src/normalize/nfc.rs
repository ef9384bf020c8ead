//! Unicode normalization of IRIs, the `nfc` feature
//! ([RFC 3987 section 5.3.2.2](https://www.rfc-editor.org/rfc/rfc3987#section-5.3.2.2)).

use alloc::string::String;

use unicode_normalization::{is_nfc, UnicodeNormalization};

use crate::error::Component;
use crate::grammar::Iri;
use crate::iri::mapped;
use crate::parse::component;
use crate::parse::ParseOptions;
use crate::reference::IriRef;

use super::Normalized;

impl<'a> IriRef<'a> {
    /// The IRI in Unicode Normalization Form C
    /// ([RFC 3987 section 5.3.2.2](https://www.rfc-editor.org/rfc/rfc3987#section-5.3.2.2)),
    /// component by component: user info, host, path, query and fragment are each put in
    /// NFC, and a component whose NFC form the IRI grammar would not take there stays as
    /// written (NFC maps a few characters to ASCII ones: `U+037E` to `;`, `U+1FEF` to a
    /// backquote). Percent-encoded text is not decoded: run
    /// [`normalize`](crate::RiRef::normalize) first to decode what it decodes. Borrowed
    /// when the IRI is in NFC already, or when its NFC form would be longer than
    /// [`MAX_LEN`](crate::MAX_LEN).
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// // `e` and a combining acute accent, composed into `é`.
    /// let iri = IriRef::parse("http://example.org/caf\u{65}\u{301}")?;
    /// assert_eq!(iri.nfc(), "http://example.org/caf\u{E9}");
    /// assert!(!IriRef::parse("http://example.org/caf\u{E9}")?.nfc().is_owned());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn nfc(&self) -> Normalized<'a, Iri> {
        let text = self.as_str();
        if is_nfc(text) {
            return Normalized::Borrowed(*self);
        }
        let mapping = mapped(self, text.len(), push_nfc, |out, host| {
            push_nfc(out, host, Component::Host);
            Ok(())
        });
        match mapping {
            Ok(buf) => Normalized::Owned(buf),
            Err(_) => Normalized::Borrowed(*self),
        }
    }
}

/// Appends `text`, the text of `part`, in NFC if the grammar takes that form there, as it
/// is otherwise.
fn push_nfc(out: &mut String, text: &str, part: Component) {
    let nfc: String = text.nfc().collect();
    if component::<Iri>(part, &nfc, ParseOptions::STRICT).is_ok() {
        out.push_str(&nfc);
    } else {
        out.push_str(text);
    }
}
