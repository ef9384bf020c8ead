//! `TryFrom` both ways with `http::Uri` (feature `http`): a reference as the form of HTTP
//! request target that carries it unchanged, and an `http::Uri` as the text it writes.

use alloc::string::ToString;

use ::http::Uri as HttpUri;

use super::{resolved_as_named, ConvertError, Peer, Unrepresentable};
use crate::owned::UriRefBuf;
use crate::parse::host::Host;
use crate::reference::UriRef;

/// The `http::Uri` of a reference, in the form of request target that carries it
/// ([RFC 9112 section 3.2](https://www.rfc-editor.org/rfc/rfc9112#section-3.2)); the refusals and
/// the rewritings are in the [module docs](crate::interop).
///
/// ```
/// use rfc3986::UriRef;
///
/// let absolute = http::Uri::try_from(UriRef::parse("http://example.com:8080/a?b")?)?;
/// assert_eq!(absolute.host(), Some("example.com"));
/// assert_eq!(absolute.path_and_query().map(|p| p.as_str()), Some("/a?b"));
///
/// let origin = http::Uri::try_from(UriRef::parse("/a?b")?)?;
/// assert_eq!(origin.to_string(), "/a?b");
///
/// // "//" and an authority alone: the authority form of CONNECT.
/// let authority = http::Uri::try_from(UriRef::parse("//example.com:443")?)?;
/// assert_eq!(authority.to_string(), "example.com:443");
///
/// // The http crate would read no port, and a client would connect to port 80.
/// let err = http::Uri::try_from(UriRef::parse("http://example.com:99999/")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the http crate reads no port where RFC 3986 reads the port 99999"
/// );
///
/// // `http::Uri` would read "localhost:8080" as a host and a port, RFC 3986 as a scheme and a
/// // path.
/// let err = http::Uri::try_from(UriRef::parse("localhost:8080")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "a URI without an authority is no request target: http::Uri would read its scheme as a host"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<UriRef<'_>> for HttpUri {
    type Error = ConvertError;

    fn try_from(uri: UriRef<'_>) -> Result<HttpUri, ConvertError> {
        to_http(uri)
    }
}

/// As for a [`UriRef`].
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri: UriRefBuf = "https://example.com/a".parse()?;
/// assert_eq!(http::Uri::try_from(&uri)?.to_string(), "https://example.com/a");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<&UriRefBuf> for HttpUri {
    type Error = ConvertError;

    fn try_from(uri: &UriRefBuf) -> Result<HttpUri, ConvertError> {
        to_http(uri.as_ri_ref())
    }
}

/// As for a [`UriRef`].
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri: UriRefBuf = "*".parse()?;
/// assert_eq!(http::Uri::try_from(uri)?.path(), "*");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<UriRefBuf> for HttpUri {
    type Error = ConvertError;

    fn try_from(uri: UriRefBuf) -> Result<HttpUri, ConvertError> {
        to_http(uri.as_ri_ref())
    }
}

/// The reference an `http::Uri` writes (`//` before the authority form), parsed by RFC 3986;
/// the refusals are in the [module docs](crate::interop).
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri = UriRefBuf::try_from(&"http://example.com/a?b".parse::<http::Uri>()?)?;
/// assert_eq!(uri.as_str(), "http://example.com/a?b");
///
/// let connect = UriRefBuf::try_from(&"example.com:443".parse::<http::Uri>()?)?;
/// assert_eq!(connect.as_str(), "//example.com:443");
///
/// // The http crate allows `|` in a path, RFC 3986 does not.
/// let err = UriRefBuf::try_from(&"/a|b".parse::<http::Uri>()?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the text of the http::Uri is not RFC 3986: invalid character '|' in path at index 2"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<&HttpUri> for UriRefBuf {
    type Error = ConvertError;

    fn try_from(uri: &HttpUri) -> Result<UriRefBuf, ConvertError> {
        from_http(uri)
    }
}

/// As for a reference to an `http::Uri`.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri = UriRefBuf::try_from("/a?b".parse::<http::Uri>()?)?;
/// assert_eq!(uri.as_str(), "/a?b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<HttpUri> for UriRefBuf {
    type Error = ConvertError;

    fn try_from(uri: HttpUri) -> Result<UriRefBuf, ConvertError> {
        from_http(&uri)
    }
}

/// The text of the request target that carries `uri` unchanged, or why there is none.
fn request_target<'a>(uri: &UriRef<'a>) -> Result<&'a str, ConvertError> {
    if uri.fragment().is_some() {
        return Err(Unrepresentable::Fragment.into());
    }
    if uri.userinfo().is_some() {
        return Err(Unrepresentable::UserInfo.into());
    }
    let bare = uri.path().is_empty() && uri.query().is_none();
    match (uri.scheme(), uri.authority()) {
        (Some(_), Some(_)) => Ok(uri.as_str()),
        (Some(_), None) => Err(Unrepresentable::NoAuthority.into()),
        (None, Some(authority)) if bare => Ok(authority),
        (None, Some(_)) => Err(Unrepresentable::NetworkPath.into()),
        (None, None) if uri.path().starts_with('/') || uri.as_str() == "*" => Ok(uri.as_str()),
        (None, None) => Err(Unrepresentable::RelativePath.into()),
    }
}

fn to_http(uri: UriRef<'_>) -> Result<HttpUri, ConvertError> {
    let target = request_target(&uri)?;
    if let Some(Host::Ipv6Zoned { .. }) = uri.host() {
        return Err(Unrepresentable::ZoneId.into());
    }
    let http = HttpUri::try_from(target).map_err(|e| ConvertError::refused(Peer::Http, &e))?;
    same_host(uri.host_str(), http.host())?;
    resolved_as_named(uri.host())?;
    same_port(&uri, http.port_u16())?;
    Ok(http)
}

fn from_http(http: &HttpUri) -> Result<UriRefBuf, ConvertError> {
    let text = match (http.scheme(), http.authority()) {
        (None, Some(authority)) => alloc::format!("//{authority}"),
        _ => http.to_string(),
    };
    let uri = UriRefBuf::parse(text).map_err(|e| ConvertError::not_rfc3986(Peer::Http, e))?;
    same_host(uri.as_ri_ref().host_str(), http.host())?;
    same_port(&uri.as_ri_ref(), http.port_u16())?;
    Ok(uri)
}

/// Refuses ports that differ: `theirs`, the number the http crate reads (`None` for no port,
/// an empty one, or digits that do not fit in 16 bits, which a client replaces with the
/// scheme's default), against the port of `uri` (an empty port is none, section 3.2.3; leading
/// zeros are allowed). The http crate reads the digits as a decimal `u16`, as RFC 3986 does, so
/// only a port beyond 16 bits is known to differ.
fn same_port(uri: &UriRef<'_>, theirs: Option<u16>) -> Result<(), ConvertError> {
    match uri.port_u16() {
        Ok(ours) if ours == theirs => Ok(()),
        _ => Err(ConvertError::port_changed(Peer::Http, uri.port(), theirs)),
    }
}

/// Refuses hosts that differ: `ours` as RFC 3986 reads it, `theirs` as the http crate does,
/// both as written (brackets included for an IP literal), `None` for no host. The http crate
/// keeps the text of a host as it is, and this holds that to be so.
fn same_host(ours: Option<&str>, theirs: Option<&str>) -> Result<(), ConvertError> {
    if ours == theirs {
        Ok(())
    } else {
        Err(ConvertError::host_changed(Peer::Http, ours, theirs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check that the http crate reads our host: no input is known to make them differ
    /// (the http crate keeps the text of a host), so it is tested on its own.
    #[test]
    fn a_host_the_http_crate_reads_otherwise_is_refused() {
        assert_eq!(same_host(Some("a"), Some("a")), Ok(()));
        assert_eq!(same_host(None, None), Ok(()));
        for (ours, theirs, message) in [
            (
                Some("a"),
                Some("b"),
                "the http crate reads the host \"b\" where RFC 3986 reads the host \"a\"",
            ),
            (
                None,
                Some("b"),
                "the http crate reads the host \"b\" where RFC 3986 reads no host",
            ),
            (
                Some("a"),
                None,
                "the http crate reads no host where RFC 3986 reads the host \"a\"",
            ),
        ] {
            let err = same_host(ours, theirs).unwrap_err();
            assert_eq!(err.kind(), super::super::ConvertErrorKind::HostChanged);
            assert_eq!(err.to_string(), message);
        }
    }

    /// The check that the http crate reads our port: only a port beyond 16 bits is known to
    /// make them differ, so the other cases are tested on their own.
    #[test]
    fn a_port_the_http_crate_reads_otherwise_is_refused() {
        let uri = |text| UriRef::parse(text).unwrap();
        for (ours, theirs) in [
            ("http://h/", None),
            ("http://h:/", None),
            ("http://h:80/", Some(80)),
            ("http://h:0081/", Some(81)),
        ] {
            assert_eq!(same_port(&uri(ours), theirs), Ok(()), "{ours}");
        }
        for (ours, theirs, message) in [
            (
                "http://h:80/",
                Some(81),
                "the http crate reads the port 81 where RFC 3986 reads the port 80",
            ),
            (
                "http://h:80/",
                None,
                "the http crate reads no port where RFC 3986 reads the port 80",
            ),
            (
                "http://h/",
                Some(80),
                "the http crate reads the port 80 where RFC 3986 reads no port",
            ),
            (
                "http://h:/",
                Some(80),
                "the http crate reads the port 80 where RFC 3986 reads no port",
            ),
            (
                "http://h:65616/",
                Some(80),
                "the http crate reads the port 80 where RFC 3986 reads the port 65616",
            ),
        ] {
            let err = same_port(&uri(ours), theirs).unwrap_err();
            assert_eq!(err.kind(), super::super::ConvertErrorKind::PortChanged);
            assert_eq!(err.to_string(), message, "{ours}");
        }
    }
}
