//! What IRIs have beyond URIs ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)): the
//! conversions between the two, and the check for bidirectional formatting characters.
//!
//! Everything else (parsing, accessors, building, editing, resolution, normalization) is the
//! same code for both grammars: see [`crate::grammar`].

use alloc::string::String;

use crate::chars::{NonAsciiChars, BIDI_CONTROLS, UNRESERVED};
use crate::error::{BuildError, BuildErrorKind, Component};
use crate::grammar::Grammar;
use crate::limits::too_long;
use crate::owned::{IriRefBuf, RiRefBuf, UriRefBuf};
use crate::parse::Offsets;
use crate::pct::{encoded_iri_char, non_ascii_encoded, pct_encoded_octet, NonAscii};
use crate::recompose::{capacity_for, Recomposed, Writer};
use crate::reference::{IriRef, RiRef, UriRef};

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
        uri_mapping(self)
    }

    /// The URI this IRI maps to, as [`to_uri`](Self::to_uri), but for a host name with
    /// characters beyond ASCII (as themselves or percent-encoded), which is converted to
    /// A-labels instead (`例え.テスト` is `xn--r8jz45g.xn--zckzah`), as RFC 3987 section 3.1
    /// allows: by the UTS 46 ToASCII of the `idna` crate, non-transitional, without the STD3
    /// rules or DNS length checks (as WHATWG URL does). An ASCII host is kept as written.
    ///
    /// The host is read as WHATWG URL's host parser reads it, and refused where that refuses
    /// it, so that no client reads another host in the result: [`BuildErrorKind::Idna`] when
    /// its decoded bytes are not UTF-8, when UTS 46 refuses a label, when the mapped name
    /// holds a forbidden domain code point (a compatibility form of a delimiter, such as
    /// `／`, `＠`, `？`, `＃`, `：` or `％`, maps to the delimiter; a Unicode space maps to a
    /// space), when it maps to nothing (`U+200B`, `U+00AD`, `U+FEFF`), and when it ends in a
    /// number but is no IPv4 address (`１.２.３.２５６`). A name that is an IPv4 address once
    /// mapped is written in dotted decimal (`１２７.０.０.１` is `127.0.0.1`). The other error
    /// is [`BuildErrorKind::TooLong`].
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let iri = IriRef::parse("http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/\u{30D1}\u{30B9}")?;
    /// assert_eq!(iri.to_uri_idna()?.as_str(), "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "idna")]
    pub fn to_uri_idna(&self) -> Result<UriRefBuf, BuildError> {
        let Some(host) = self.host_str().filter(|h| !h.starts_with('[')) else {
            return uri_mapping(self);
        };
        // The IRI with its host in A-labels (ASCII), then mapped as any other.
        let mut ascii = String::new();
        idna::push_a_labels(&mut ascii, host)?;
        let o = self.offsets();
        let (start, end) = (o.host_start as usize, o.host_end as usize);
        let text = [&self.as_str()[..start], &ascii, &self.as_str()[end..]].concat();
        // `host_start` stays; every offset from the host's end on moves with it.
        let moved = |offset: u32| (offset as usize - end + start + ascii.len()) as u32;
        let offsets = Offsets {
            host_end: moved(o.host_end),
            path_start: moved(o.path_start),
            path_end: moved(o.path_end),
            query_end: moved(o.query_end),
            ..o
        };
        mapped_to_uri(&text, offsets)
    }

    /// The bidirectional control characters of the text ([`BIDI_CONTROLS`]), with their
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
            .filter(|(_, c)| BIDI_CONTROLS.contains(c))
    }
}

impl UriRef<'_> {
    /// The IRI this URI maps to
    /// ([RFC 3987 section 3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2)): in user
    /// info, host, path, query and fragment, the `%XX` that the five steps of the section
    /// decode are decoded, and every other byte is kept as written:
    ///
    /// - an unreserved ASCII character (`%7E` is `~`) is decoded; `%25` (`%`), a reserved
    ///   character and an ASCII character that URIs do not allow (`%20`) stay encoded (step 2);
    /// - a run of `%XX` that is the UTF-8 of a character beyond ASCII is decoded when an IRI
    ///   may carry that character where it stands: a `ucschar`, or an `iprivate` in the query
    ///   (step 4 and section 2.2);
    /// - bytes that are not valid UTF-8 stay encoded (step 3), and so do characters that the
    ///   IRI grammar does not take there (a non-character, `U+0080` to `U+009F`, an `iprivate`
    ///   outside the query) and the bidirectional formatting characters of section 4.1, with
    ///   the controls Unicode added since ([`BIDI_CONTROLS`]) (step 4).
    ///
    /// The result is never longer than the URI. Mapped back with
    /// [`IriRef::to_uri`], it gives the URI again but for the case of the hex digits and for
    /// the unreserved characters decoded, which is an equivalent URI (RFC 3986 section 6.2.2).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://r%C3%A9sum%C3%A9.example/%7Ea%20b/%E2%80%AE%FF?%EE%80%80")?;
    /// assert_eq!(uri.to_iri().as_str(), "http://r\u{E9}sum\u{E9}.example/~a%20b/%E2%80%AE%FF?\u{E000}");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn to_iri(&self) -> IriRefBuf {
        let mapping = mapped(self, 0, push_iri_decoded, |out, host| {
            push_iri_decoded(out, host, Component::Host);
            Ok(())
        });
        // Decoding only shortens the text: it fits wherever the URI did.
        mapping.unwrap_or_else(|_| IriRefBuf::from(IriRef::from(*self)))
    }

    /// The IRI this URI maps to, as [`to_iri`](Self::to_iri), with the A-labels of a host name
    /// (`xn--r8jz45g`) converted back to Unicode by the UTS 46 ToUnicode of the `idna` crate.
    /// A label that does not convert, that is no U-label once decoded (its ToASCII does not
    /// give the A-label back, as RFC 5891 section 5.4 checks: a decoded label that starts with
    /// `xn--`, say), or whose Unicode form an IRI host could not carry as it is, stays as
    /// written; so does the whole host when, converted, it would not map back to the same name
    /// by [`IriRef::to_uri_idna`]. The IRI made here always maps back to an equivalent URI.
    ///
    /// Errors: [`BuildErrorKind::Idna`] when the host is one that
    /// [`to_uri_idna`](IriRef::to_uri_idna) refuses (percent-encoded bytes beyond ASCII that
    /// are not UTF-8, or a name UTS 46 or WHATWG URL refuses, such as `%2F.%C3%A9`), and
    /// [`BuildErrorKind::TooLong`] for a result longer than [`MAX_LEN`](crate::MAX_LEN) (a
    /// Unicode label can take more bytes than its A-label).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9")?;
    /// assert_eq!(uri.to_iri_idna()?.as_str(), "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/\u{30D1}\u{30B9}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "idna")]
    pub fn to_iri_idna(&self) -> Result<IriRefBuf, BuildError> {
        let extra = self.host_str().map_or(0, str::len);
        mapped(self, extra, push_iri_decoded, |out, host| {
            let mut decoded = String::with_capacity(host.len());
            push_iri_decoded(&mut decoded, host, Component::Host);
            idna::push_u_labels(out, &decoded)
        })
    }
}

/// The URI mapping of `r` ([`IriRef::to_uri`]), for either grammar.
pub(crate) fn uri_mapping<G: Grammar>(r: &RiRef<'_, G>) -> Result<UriRefBuf, BuildError> {
    mapped_to_uri(r.as_str(), r.offsets())
}

/// The URI mapping of the reference `text` with `offsets`: the text with every byte from
/// `0x80` on written `%XX`, and each offset moved two bytes on for each such byte before it.
/// (Every delimiter is ASCII: each component stays in its place.)
fn mapped_to_uri(text: &str, offsets: Offsets) -> Result<UriRefBuf, BuildError> {
    let non_ascii = NonAscii::of(text.as_bytes());
    if too_long(text.len() + 2 * non_ascii.count) {
        return Err(BuildError::new(BuildErrorKind::TooLong));
    }
    let at = |offset: u32| non_ascii.position(text.as_bytes(), offset as usize) as u32;
    let offsets = Offsets {
        scheme_end: at(offsets.scheme_end),
        host_start: at(offsets.host_start),
        host_end: at(offsets.host_end),
        path_start: at(offsets.path_start),
        path_end: at(offsets.path_end),
        query_end: at(offsets.query_end),
    };
    let text = non_ascii_encoded(text, non_ascii);
    match Recomposed::checked(&text, offsets) {
        Ok(offsets) => Ok(RiRefBuf::recomposed(text, offsets)),
        Err(_) => Err(BuildError::new(BuildErrorKind::TooLong)),
    }
}

/// Writes `r` anew, each component through `component` (with its name) but for the host,
/// through `host`; scheme and port as they are. `extra` is how
/// many bytes longer than `r` the result may be, for the first allocation.
pub(crate) fn mapped<G: Grammar, H: Grammar>(
    r: &RiRef<'_, G>,
    extra: usize,
    mut component: impl FnMut(&mut String, &str, Component),
    host: impl FnOnce(&mut String, &str) -> Result<(), BuildError>,
) -> Result<RiRefBuf<H>, BuildError> {
    let mut text = String::with_capacity(capacity_for(r.as_str().len() + extra));
    let mut w = Writer::new(&mut text);
    if let Some(scheme) = r.scheme() {
        w.scheme(scheme);
    }
    if let Some(host_text) = r.host_str() {
        w.push("//");
        if let Some(userinfo) = r.userinfo() {
            component(w.text(), userinfo, Component::UserInfo);
            w.push("@");
        }
        w.start_host();
        if host_text.starts_with('[') {
            w.push(host_text);
        } else {
            host(w.text(), host_text)?;
        }
        w.end_host();
        if let Some(port) = r.port() {
            w.push(":");
            w.push(port);
        }
        w.start_path();
    }
    component(w.text(), r.path(), Component::Path);
    w.end_path();
    if let Some(query) = r.query() {
        w.push("?");
        component(w.text(), query, Component::Query);
    }
    w.end_query();
    if let Some(fragment) = r.fragment() {
        w.push("#");
        component(w.text(), fragment, Component::Fragment);
    }
    match w.finish() {
        Ok(offsets) => Ok(RiRefBuf::recomposed(text, offsets)),
        Err(_) => Err(BuildError::new(BuildErrorKind::TooLong)),
    }
}

/// Appends `text`, the text of `component` of a URI, with the `%XX` that section 3.2 decodes
/// decoded ([`UriRef::to_iri`]), and every other byte as it is.
fn push_iri_decoded(out: &mut String, text: &str, component: Component) {
    let beyond = match component {
        Component::Query => NonAsciiChars::UcscharOrIprivate,
        _ => NonAsciiChars::Ucschar,
    };
    let bytes = text.as_bytes();
    let mut rest = text;
    let mut at = 0;
    while let Some(found) = rest.find('%') {
        let percent = at + found;
        out.push_str(&rest[..found]);
        let after = &bytes[percent + 1..];
        let taken = match pct_encoded_octet(after) {
            Some(octet) if UNRESERVED.contains(octet) => {
                out.push(char::from(octet));
                3
            }
            _ => match encoded_iri_char(after, beyond) {
                Some((c, len)) => {
                    out.push(c);
                    1 + len
                }
                None => {
                    out.push('%');
                    1
                }
            },
        };
        at = percent + taken;
        rest = &text[at..];
    }
    out.push_str(rest);
}

/// The host conversions of the `idna` feature.
#[cfg(feature = "idna")]
pub(crate) mod idna {
    use alloc::borrow::Cow;
    use alloc::string::String;
    use core::fmt::Write;

    use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

    use crate::error::{BuildError, BuildErrorKind};
    use crate::parse::host::starts_a_label;
    use crate::pct::{self, EncodeSet};

    /// Appends `host`, an IRI reg-name, with its name converted to A-labels by UTS 46 ToASCII
    /// when it has characters beyond ASCII, decoded or not; as it is otherwise.
    ///
    /// As WHATWG URL's host parser, the name is refused when UTS 46 refuses it, when its
    /// mapped form holds a forbidden domain code point (a compatibility form of a delimiter,
    /// `／` or `＠`, becomes the delimiter; a space; a control), when it maps to nothing, and
    /// when it ends in a number but is no IPv4 address. A name that is an IPv4 address once
    /// mapped (`１２７.０.０.１`, `０x7f.1`) is written in dotted decimal.
    pub(super) fn push_a_labels(out: &mut String, host: &str) -> Result<(), BuildError> {
        let decoded = pct::decode(host);
        if decoded.is_ascii() {
            out.push_str(host);
            return Ok(());
        }
        let idna = || BuildError::new(BuildErrorKind::Idna);
        let name = core::str::from_utf8(&decoded).map_err(|_| idna())?;
        let ascii = to_ascii(name).ok_or_else(idna)?;
        if ends_in_a_number(&ascii) {
            let address = crate::security::rare_ipv4(&ascii, false).ok_or_else(idna)?;
            // `Display` of an `Ipv4Addr` is dotted decimal; `fmt::Write` for `String` cannot
            // fail.
            let _ = write!(out, "{address}");
            return Ok(());
        }
        // What remains of ASCII beyond a reg-name (`"`, `{`, `}`, a backquote) delimits
        // nothing: it is written encoded.
        out.push_str(&pct::encode(&ascii, EncodeSet::REG_NAME).to_cow());
        Ok(())
    }

    /// `name` by UTS 46 ToASCII as WHATWG URL's host parser applies it (non-transitional,
    /// without the STD3 rules, hyphen checks or DNS lengths, refusing its forbidden domain code
    /// points once mapped); `None` when that refuses it or gives nothing.
    pub(crate) fn to_ascii(name: &str) -> Option<Cow<'_, str>> {
        Uts46::new()
            .to_ascii(
                name.as_bytes(),
                AsciiDenyList::URL,
                Hyphens::Allow,
                DnsLength::Ignore,
            )
            .ok()
            .filter(|ascii| !ascii.is_empty())
    }

    /// Whether an ASCII name ends in a number as WHATWG URL reads it: its last label (before
    /// one final `.`) is decimal digits, or `0x` and hexadecimal digits. Such a name is an IPv4
    /// address there, or an error.
    fn ends_in_a_number(ascii: &str) -> bool {
        let name = ascii.strip_suffix('.').unwrap_or(ascii);
        let last = name.rsplit('.').next().unwrap_or(name);
        let hex = last
            .strip_prefix("0x")
            .or_else(|| last.strip_prefix("0X"))
            .is_some_and(|digits| digits.bytes().all(|b| b.is_ascii_hexdigit()));
        hex || (!last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()))
    }

    /// Appends `host`, an IRI reg-name (decoded as [`UriRef::to_iri`](crate::UriRef::to_iri)
    /// decodes), with its A-labels converted to Unicode by UTS 46 ToUnicode where the result
    /// is a U-label: one that gives the A-label back by ToASCII (the check of RFC 5891 section
    /// 5.4, which also refuses a decoded label that starts with `xn--`) and holds characters
    /// an IRI host carries as they are. The host is kept as it is when the converted host as a
    /// whole would not convert back by [`push_a_labels`]: each IRI made here maps back to an
    /// equivalent URI. A host that [`push_a_labels`] refuses is refused.
    pub(super) fn push_u_labels(out: &mut String, host: &str) -> Result<(), BuildError> {
        // What `to_uri_idna` would write is not kept: whether it refuses the host is.
        let mut scratch = String::with_capacity(host.len());
        push_a_labels(&mut scratch, host)?;
        let mut unicode = String::with_capacity(host.len());
        for (i, label) in host.split('.').enumerate() {
            if i > 0 {
                unicode.push('.');
            }
            unicode.push_str(u_label(label).as_deref().unwrap_or(label));
        }
        // Each converted label gives its A-label back (`u_label`), so the whole gives the same
        // name back when it converts at all (not when a `%20` in another label refuses it).
        scratch.clear();
        let converts = unicode == host || push_a_labels(&mut scratch, &unicode).is_ok();
        out.push_str(if converts { &unicode } else { host });
        Ok(())
    }

    /// The U-label of `label` when it is an A-label that converts (see [`push_u_labels`]).
    fn u_label(label: &str) -> Option<String> {
        if !starts_a_label(label.as_bytes()) {
            return None;
        }
        // What UTS 46 takes as valid in a label is `ucschar` and no bidirectional control
        // (`tests::every_character_of_a_u_label_is_one_an_iri_host_carries`), and the ASCII
        // of a reg-name but `%` once `to_ascii` has refused that: the U-label is one an IRI
        // host carries as it is.
        let (unicode, result) =
            Uts46::new().to_unicode(label.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
        result.ok()?;
        let back = to_ascii(&unicode)?;
        back.eq_ignore_ascii_case(label)
            .then(|| unicode.into_owned())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;

    use crate::limits::LEN_LIMIT;
    use crate::{BuildErrorKind, IriRef};

    /// Every character beyond ASCII that UTS 46 keeps in a U-label (it gives itself back by
    /// ToUnicode of its ToASCII) is `ucschar`, and no bidirectional control: an A-label that
    /// converts gives what an IRI host carries as it is (which `to_iri_idna` relies on).
    #[cfg(feature = "idna")]
    #[test]
    fn every_character_of_a_u_label_is_one_an_iri_host_carries() {
        use alloc::string::ToString;
        use idna::uts46::{AsciiDenyList, Hyphens, Uts46};

        use crate::chars::NonAsciiChars;

        let mut valid = 0;
        for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
            let text = c.to_string();
            let Some(ascii) = super::idna::to_ascii(&text) else {
                continue;
            };
            let (unicode, result) =
                Uts46::new().to_unicode(ascii.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
            if result.is_ok() && unicode == text {
                valid += 1;
                assert!(NonAsciiChars::Ucschar.takes(c), "U+{:04X}", u32::from(c));
                assert!(!super::BIDI_CONTROLS.contains(&c), "U+{:04X}", u32::from(c));
            }
        }
        // Most of Unicode's letters: the test is not vacuous.
        assert!(valid > 100_000, "{valid}");
    }

    /// The mapping of an IRI is refused when, and only when, it is longer than the limit (1024
    /// bytes in the unit tests): each `é` (two bytes) becomes six.
    #[test]
    fn a_mapping_longer_than_the_limit_is_refused() {
        let head = String::from("a:") + &"\u{E9}".repeat(100);
        let fill = LEN_LIMIT - (2 + 6 * 100);
        let exact = head.clone() + &"b".repeat(fill);
        let mapped = IriRef::parse(&exact).map(|iri| iri.to_uri());
        assert_eq!(
            mapped.expect("valid").expect("at the limit").as_str().len(),
            LEN_LIMIT
        );
        let over = head + &"b".repeat(fill + 1);
        let refused = IriRef::parse(&over).expect("valid").to_uri();
        assert_eq!(refused.map_err(|e| e.kind()), Err(BuildErrorKind::TooLong));
    }
}
