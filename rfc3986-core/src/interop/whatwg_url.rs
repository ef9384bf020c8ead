//! `TryFrom` both ways with `url::Url` (feature `url`): a URI parsed by WHATWG URL and refused
//! when that reads another host; a URL's text parsed by RFC 3986.

use ::url::{Host as UrlHost, Url};

use super::{resolved_as_named, ConvertError, Peer, Unrepresentable};
use crate::owned::UriRefBuf;
use crate::parse::host::Host;
use crate::reference::UriRef;

/// The WHATWG URL of a URI, refused when WHATWG URL reads another host; what is refused and
/// what WHATWG URL rewrites are in the [module docs](crate::interop).
///
/// ```
/// use rfc3986::UriRef;
///
/// let url = url::Url::try_from(UriRef::parse("HTTP://Example.COM:80/a/../b")?)?;
/// assert_eq!(url.as_str(), "http://example.com/b");
///
/// // RFC 3986 reads a registered name, WHATWG URL an IPv4 address.
/// let err = url::Url::try_from(UriRef::parse("http://0x7f.1/")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "WHATWG URL reads the host \"127.0.0.1\" where RFC 3986 reads the host \"0x7f.1\""
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<UriRef<'_>> for Url {
    type Error = ConvertError;

    fn try_from(uri: UriRef<'_>) -> Result<Url, ConvertError> {
        to_url(uri)
    }
}

/// As for a [`UriRef`].
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri: UriRefBuf = "http:example.com/a".parse()?;
/// let err = url::Url::try_from(&uri).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "WHATWG URL reads the host \"example.com\" where RFC 3986 reads no host"
/// );
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl TryFrom<&UriRefBuf> for Url {
    type Error = ConvertError;

    fn try_from(uri: &UriRefBuf) -> Result<Url, ConvertError> {
        to_url(uri.as_ri_ref())
    }
}

/// As for a [`UriRef`].
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri: UriRefBuf = "mailto:someone@example.com".parse()?;
/// assert_eq!(url::Url::try_from(uri)?.path(), "someone@example.com");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<UriRefBuf> for Url {
    type Error = ConvertError;

    fn try_from(uri: UriRefBuf) -> Result<Url, ConvertError> {
        to_url(uri.as_ri_ref())
    }
}

/// The text of a URL, [`Url::as_str`], borrowed and parsed by RFC 3986; refused when it is not
/// a URI (see the [module docs](crate::interop)).
///
/// ```
/// use rfc3986::{Host, UriRef};
///
/// let url = url::Url::parse("http://EXAMPLE.com/a b")?;
/// let uri = UriRef::try_from(&url)?;
/// assert_eq!(uri.as_str(), "http://example.com/a%20b");
/// assert_eq!(uri.host(), Some(Host::RegName("example.com")));
///
/// // WHATWG URL leaves `{` in a query, RFC 3986 does not allow it.
/// let url = url::Url::parse("http://example.com/?{}")?;
/// let err = UriRef::try_from(&url).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the text of the URL is not RFC 3986: invalid character '{' in query at index 20"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<'a> TryFrom<&'a Url> for UriRef<'a> {
    type Error = ConvertError;

    fn try_from(url: &'a Url) -> Result<UriRef<'a>, ConvertError> {
        UriRef::parse(url.as_str()).map_err(|e| ConvertError::not_rfc3986(Peer::Whatwg, e))
    }
}

/// As for a [`UriRef`], copied.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let url = url::Url::parse("https://example.com/?q=1#top")?;
/// assert_eq!(UriRefBuf::try_from(&url)?.as_str(), "https://example.com/?q=1#top");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<&Url> for UriRefBuf {
    type Error = ConvertError;

    fn try_from(url: &Url) -> Result<UriRefBuf, ConvertError> {
        UriRef::try_from(url).map(UriRefBuf::from)
    }
}

/// As for a [`UriRef`], taking the URL's `String` (no copy).
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let url = url::Url::parse("https://example.com")?;
/// assert_eq!(UriRefBuf::try_from(url)?.as_str(), "https://example.com/");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<Url> for UriRefBuf {
    type Error = ConvertError;

    fn try_from(url: Url) -> Result<UriRefBuf, ConvertError> {
        UriRefBuf::parse(url.into()).map_err(|e| ConvertError::not_rfc3986(Peer::Whatwg, e))
    }
}

fn to_url(uri: UriRef<'_>) -> Result<Url, ConvertError> {
    if uri.is_relative() {
        return Err(Unrepresentable::Relative.into());
    }
    let url = Url::parse(uri.as_str()).map_err(|e| ConvertError::refused(Peer::Whatwg, &e))?;
    if !same_host(uri.host(), url.host()) {
        let theirs = url.host_str().filter(|host| !host.is_empty());
        let ours = uri.host_str().filter(|host| !host.is_empty());
        return Err(ConvertError::host_changed(Peer::Whatwg, ours, theirs));
    }
    resolved_as_named(uri.host())?;
    same_port(&uri, url.port(), url.port_or_known_default())?;
    Ok(url)
}

/// Refuses a port that WHATWG URL reads otherwise than RFC 3986 reads the port of `uri` (no
/// port, or an empty one, is none): WHATWG URL reads `theirs`, the same number, or none where
/// ours is the scheme's default, `default`, which it drops (`http://h:80/` is `http://h/`). A
/// port that does not fit in 16 bits is refused by WHATWG URL before this, and no other is
/// known to differ.
fn same_port(
    uri: &UriRef<'_>,
    theirs: Option<u16>,
    default: Option<u16>,
) -> Result<(), ConvertError> {
    match uri.port_u16() {
        Ok(ours) if ours == theirs || (theirs.is_none() && ours == default) => Ok(()),
        _ => Err(ConvertError::port_changed(
            Peer::Whatwg,
            uri.port(),
            theirs.or(default),
        )),
    }
}

/// Whether WHATWG URL reads the host RFC 3986 reads: the same IPv4 address, the same IPv6
/// address, or registered names equal but for ASCII case; no host and an empty one are the
/// same.
fn same_host(ours: Option<Host<'_>>, theirs: Option<UrlHost<&str>>) -> bool {
    let ours = ours.filter(|host| *host != Host::RegName(""));
    let theirs = theirs.filter(|host| *host != UrlHost::Domain(""));
    match (ours, theirs) {
        (None, None) => true,
        (Some(Host::Ipv4(a)), Some(UrlHost::Ipv4(b))) => a == b,
        (Some(Host::Ipv6(a)), Some(UrlHost::Ipv6(b))) => a == b,
        (Some(Host::RegName(a)), Some(UrlHost::Domain(b))) => a.eq_ignore_ascii_case(b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use core::net::{Ipv4Addr, Ipv6Addr};

    use super::*;

    /// Addresses are compared as numbers: WHATWG URL writes an IPv4address as it is, so only
    /// a host given here tells a wrong comparison from a right one.
    #[test]
    fn hosts_are_the_same_address_or_the_same_name_but_for_case() {
        let v4 = Ipv4Addr::new(127, 0, 0, 1);
        let v6 = Ipv6Addr::LOCALHOST;
        let same = [
            (None, None),
            (Some(Host::RegName("")), None),
            (None, Some(UrlHost::Domain(""))),
            (Some(Host::RegName("")), Some(UrlHost::Domain(""))),
            (Some(Host::Ipv4(v4)), Some(UrlHost::Ipv4(v4))),
            (Some(Host::Ipv6(v6)), Some(UrlHost::Ipv6(v6))),
            (Some(Host::RegName("A.b")), Some(UrlHost::Domain("a.B"))),
        ];
        for (ours, theirs) in same {
            assert!(same_host(ours, theirs.clone()), "{ours:?} {theirs:?}");
        }
        let other = [
            (None, Some(UrlHost::Domain("a"))),
            (Some(Host::RegName("a")), None),
            (
                Some(Host::Ipv4(v4)),
                Some(UrlHost::Ipv4(Ipv4Addr::new(127, 0, 0, 2))),
            ),
            (
                Some(Host::Ipv6(v6)),
                Some(UrlHost::Ipv6(Ipv6Addr::UNSPECIFIED)),
            ),
            (Some(Host::RegName("a")), Some(UrlHost::Domain("b"))),
            (Some(Host::RegName("127.1")), Some(UrlHost::Ipv4(v4))),
            (Some(Host::Ipv4(v4)), Some(UrlHost::Domain("127.0.0.1"))),
        ];
        for (ours, theirs) in other {
            assert!(!same_host(ours, theirs.clone()), "{ours:?} {theirs:?}");
        }
    }

    /// Ports are the same number, or none where ours is the scheme's default: WHATWG URL
    /// refuses a port beyond 16 bits itself, so only ports given here tell a wrong comparison
    /// from a right one.
    #[test]
    fn ports_are_the_same_number_or_the_default() {
        let uri = |text| UriRef::parse(text).unwrap();
        for (ours, theirs, default) in [
            ("foo://h/", None, None),
            ("http://h/", None, Some(80)),
            ("http://h:/", None, Some(80)),
            ("http://h:80/", None, Some(80)),
            ("http://h:081/", Some(81), Some(81)),
            ("foo://h:81/", Some(81), None),
        ] {
            assert_eq!(same_port(&uri(ours), theirs, default), Ok(()), "{ours}");
        }
        for (ours, theirs, default, message) in [
            (
                "http://h:81/",
                None,
                Some(80),
                "WHATWG URL reads the port 80 where RFC 3986 reads the port 81",
            ),
            (
                "http://h/",
                Some(81),
                Some(81),
                "WHATWG URL reads the port 81 where RFC 3986 reads no port",
            ),
            (
                "http://h:80/",
                Some(81),
                Some(81),
                "WHATWG URL reads the port 81 where RFC 3986 reads the port 80",
            ),
            (
                "foo://h:80/",
                None,
                None,
                "WHATWG URL reads no port where RFC 3986 reads the port 80",
            ),
            (
                "http://h:99999/",
                None,
                Some(80),
                "WHATWG URL reads the port 80 where RFC 3986 reads the port 99999",
            ),
        ] {
            let err = same_port(&uri(ours), theirs, default).unwrap_err();
            assert_eq!(err.kind(), super::super::ConvertErrorKind::PortChanged);
            assert_eq!(err.to_string(), message, "{ours}");
        }
    }
}
