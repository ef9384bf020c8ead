//! The error of the conversions to and from other crates' types: [`ConvertError`].

use alloc::string::String;
use core::fmt;
use core::net::Ipv4Addr;

use super::ParseError;

/// Why a conversion was refused ([module docs](crate::interop) for each case).
///
/// ```
/// # #[cfg(all(feature = "http", feature = "url"))] {
/// use rfc3986::interop::ConvertErrorKind;
/// use rfc3986::{ParseOptions, UriRef};
///
/// let kind_to_http = |s| http::Uri::try_from(UriRef::parse(s).unwrap()).unwrap_err().kind();
/// assert_eq!(kind_to_http("http://user@example.com/"), ConvertErrorKind::UserInfo);
/// assert_eq!(kind_to_http("mailto:x"), ConvertErrorKind::NoAuthority);
/// assert_eq!(kind_to_http("//example.com/a"), ConvertErrorKind::NetworkPath);
/// assert_eq!(kind_to_http("a/b"), ConvertErrorKind::RelativePath);
/// assert_eq!(kind_to_http("file:///etc"), ConvertErrorKind::RefusedByHttp);
/// assert_eq!(kind_to_http("http://h:99999/"), ConvertErrorKind::PortChanged);
/// assert_eq!(kind_to_http("http://127.1/"), ConvertErrorKind::HostChanged);
/// let zoned = UriRef::parse_with("http://[fe80::1%25eth0]/", ParseOptions::RFC6874).unwrap();
/// assert_eq!(http::Uri::try_from(zoned).unwrap_err().kind(), ConvertErrorKind::ZoneId);
///
/// let kind_to_url = |s| url::Url::try_from(UriRef::parse(s).unwrap()).unwrap_err().kind();
/// assert_eq!(kind_to_url("/a"), ConvertErrorKind::Relative);
/// assert_eq!(kind_to_url("http://[v1.x]/"), ConvertErrorKind::RefusedByWhatwg);
/// assert_eq!(kind_to_url("http://127.1/"), ConvertErrorKind::HostChanged);
///
/// let url = url::Url::parse("http://example.com/a|b").unwrap();
/// assert_eq!(UriRef::try_from(&url).unwrap_err().kind(), ConvertErrorKind::NotRfc3986);
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ConvertErrorKind {
    /// The other type's text is not an RFC 3986 reference: [`ConvertError::parse_error`] says
    /// what and where (the index is into the other type's text).
    NotRfc3986,
    /// The other parser reads a host other than ours, or HTTP clients would connect to
    /// another host than the one we read.
    HostChanged,
    /// The other parser reads a port other than ours: the `http` crate reads no port in
    /// `http://h:99999/`, and a client then connects to the scheme's default.
    PortChanged,
    /// A fragment, which an `http::Uri` does not have.
    #[cfg(feature = "http")]
    Fragment,
    /// User info, which an HTTP request target does not have
    /// ([RFC 9110 section 4.2.4](https://www.rfc-editor.org/rfc/rfc9110#section-4.2.4)).
    #[cfg(feature = "http")]
    UserInfo,
    /// A scheme without an authority (`mailto:x`), which `http::Uri` would read as a host and
    /// a port.
    #[cfg(feature = "http")]
    NoAuthority,
    /// `//`, an authority, and a path or a query (`//example.com/a`), which `http::Uri` would
    /// read as a path.
    #[cfg(feature = "http")]
    NetworkPath,
    /// A relative reference whose path does not start with `/` (`a/b`, `?q`), and is not `*`.
    #[cfg(feature = "http")]
    RelativePath,
    /// An IPv6 zone identifier (`[fe80::1%25eth0]`, RFC 6874), which an `http::Uri` keeps as
    /// text that HTTP clients read as another zone.
    #[cfg(feature = "http")]
    ZoneId,
    /// The `http` crate refuses the text; the message gives its reason.
    #[cfg(feature = "http")]
    RefusedByHttp,
    /// A relative reference, where a URL is absolute.
    #[cfg(feature = "url")]
    Relative,
    /// WHATWG URL parsing refuses the text; the message gives its reason.
    #[cfg(feature = "url")]
    RefusedByWhatwg,
}

/// The other type of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Peer {
    #[cfg(feature = "http")]
    Http,
    #[cfg(feature = "url")]
    Whatwg,
}

impl Peer {
    /// What reads the text, for the messages.
    fn reader(self) -> &'static str {
        match self {
            #[cfg(feature = "http")]
            Peer::Http => "the http crate",
            #[cfg(feature = "url")]
            Peer::Whatwg => "WHATWG URL",
        }
    }

    /// Whose text it is, for the messages.
    fn text(self) -> &'static str {
        match self {
            #[cfg(feature = "http")]
            Peer::Http => "the text of the http::Uri",
            #[cfg(feature = "url")]
            Peer::Whatwg => "the text of the URL",
        }
    }
}

/// The refusals that need no more than their kind to be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Unrepresentable {
    #[cfg(feature = "http")]
    Fragment,
    #[cfg(feature = "http")]
    UserInfo,
    #[cfg(feature = "http")]
    NoAuthority,
    #[cfg(feature = "http")]
    NetworkPath,
    #[cfg(feature = "http")]
    RelativePath,
    #[cfg(feature = "http")]
    ZoneId,
    #[cfg(feature = "url")]
    Relative,
}

/// What a [`ConvertError`] holds: its kind follows from it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    Unrepresentable(Unrepresentable),
    /// The text of the peer is not RFC 3986.
    Parse(Peer, ParseError),
    /// The peer reads the host `theirs` where RFC 3986 reads `ours` (`None`: no host).
    Host {
        peer: Peer,
        ours: Option<String>,
        theirs: Option<String>,
    },
    /// Resolvers read the registered name `name` as the IPv4 address `address`.
    Resolved {
        name: String,
        address: Ipv4Addr,
    },
    /// The peer reads the port `theirs` where RFC 3986 reads the digits `ours` (`None`: no
    /// port, or an empty one).
    Port {
        peer: Peer,
        ours: Option<String>,
        theirs: Option<u16>,
    },
    /// The peer refuses the text, with this message.
    Refused(Peer, String),
}

/// A conversion that was refused: what did not fit.
///
/// ```
/// # #[cfg(feature = "url")] {
/// use rfc3986::interop::ConvertErrorKind;
/// use rfc3986::UriRef;
///
/// let err = url::Url::try_from(UriRef::parse("http://127.1/")?).unwrap_err();
/// assert_eq!(err.kind(), ConvertErrorKind::HostChanged);
/// assert_eq!(
///     err.to_string(),
///     "WHATWG URL reads the host \"127.0.0.1\" where RFC 3986 reads the host \"127.1\""
/// );
/// # }
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvertError(Repr);

impl ConvertError {
    /// The text of `peer` is not RFC 3986.
    pub(crate) fn not_rfc3986(peer: Peer, error: ParseError) -> ConvertError {
        ConvertError(Repr::Parse(peer, error))
    }

    /// `peer` reads the host `theirs` where RFC 3986 reads `ours`.
    pub(crate) fn host_changed(
        peer: Peer,
        ours: Option<&str>,
        theirs: Option<&str>,
    ) -> ConvertError {
        ConvertError(Repr::Host {
            peer,
            ours: ours.map(String::from),
            theirs: theirs.map(String::from),
        })
    }

    /// `peer` reads the port `theirs` where RFC 3986 reads the digits `ours`.
    pub(crate) fn port_changed(
        peer: Peer,
        ours: Option<&str>,
        theirs: Option<u16>,
    ) -> ConvertError {
        ConvertError(Repr::Port {
            peer,
            ours: ours.filter(|digits| !digits.is_empty()).map(String::from),
            theirs,
        })
    }

    /// `peer` refuses the text, saying `message`.
    pub(crate) fn refused(peer: Peer, message: &dyn fmt::Display) -> ConvertError {
        ConvertError(Repr::Refused(peer, alloc::format!("{message}")))
    }

    /// Resolvers read the registered name `name` as the IPv4 address `address`.
    pub(crate) fn resolved(name: &str, address: Ipv4Addr) -> ConvertError {
        ConvertError(Repr::Resolved {
            name: String::from(name),
            address,
        })
    }

    /// What did not fit.
    ///
    /// ```
    /// # #[cfg(feature = "http")] {
    /// use rfc3986::interop::ConvertErrorKind;
    /// use rfc3986::UriRef;
    ///
    /// let err = http::Uri::try_from(UriRef::parse("/a#top")?).unwrap_err();
    /// assert_eq!(err.kind(), ConvertErrorKind::Fragment);
    /// # }
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn kind(&self) -> ConvertErrorKind {
        match &self.0 {
            Repr::Unrepresentable(plain) => match plain {
                #[cfg(feature = "http")]
                Unrepresentable::Fragment => ConvertErrorKind::Fragment,
                #[cfg(feature = "http")]
                Unrepresentable::UserInfo => ConvertErrorKind::UserInfo,
                #[cfg(feature = "http")]
                Unrepresentable::NoAuthority => ConvertErrorKind::NoAuthority,
                #[cfg(feature = "http")]
                Unrepresentable::NetworkPath => ConvertErrorKind::NetworkPath,
                #[cfg(feature = "http")]
                Unrepresentable::RelativePath => ConvertErrorKind::RelativePath,
                #[cfg(feature = "http")]
                Unrepresentable::ZoneId => ConvertErrorKind::ZoneId,
                #[cfg(feature = "url")]
                Unrepresentable::Relative => ConvertErrorKind::Relative,
            },
            Repr::Parse(..) => ConvertErrorKind::NotRfc3986,
            Repr::Host { .. } => ConvertErrorKind::HostChanged,
            Repr::Resolved { .. } => ConvertErrorKind::HostChanged,
            Repr::Port { .. } => ConvertErrorKind::PortChanged,
            Repr::Refused(peer, _) => match peer {
                #[cfg(feature = "http")]
                Peer::Http => ConvertErrorKind::RefusedByHttp,
                #[cfg(feature = "url")]
                Peer::Whatwg => ConvertErrorKind::RefusedByWhatwg,
            },
        }
    }

    /// For [`ConvertErrorKind::NotRfc3986`], what RFC 3986 parsing found wrong, with the index
    /// into the other type's text.
    ///
    /// ```
    /// # #[cfg(feature = "url")] {
    /// use rfc3986::UriRef;
    ///
    /// let url = url::Url::parse("http://example.com/a|b").unwrap();
    /// let err = UriRef::try_from(&url).unwrap_err();
    /// assert_eq!(err.parse_error().map(|e| e.index()), Some(20));
    /// # }
    /// ```
    pub fn parse_error(&self) -> Option<&ParseError> {
        match &self.0 {
            Repr::Parse(_, error) => Some(error),
            _ => None,
        }
    }
}

impl From<Unrepresentable> for ConvertError {
    fn from(plain: Unrepresentable) -> ConvertError {
        ConvertError(Repr::Unrepresentable(plain))
    }
}

/// A host for the messages: `the host "h"`, or `no host`.
struct Shown<'a>(&'a Option<String>);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(host) => write!(f, "the host {host:?}"),
            None => f.write_str("no host"),
        }
    }
}

/// A port for the messages: `the port 80`, or `no port`.
struct ShownPort<T>(Option<T>);

impl<T: fmt::Display> fmt::Display for ShownPort<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(port) => write!(f, "the port {port}"),
            None => f.write_str("no port"),
        }
    }
}

impl fmt::Display for ConvertError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Parse(peer, error) => write!(f, "{} is not RFC 3986: {error}", peer.text()),
            Repr::Host { peer, ours, theirs } => write!(
                f,
                "{} reads {} where RFC 3986 reads {}",
                peer.reader(),
                Shown(theirs),
                Shown(ours)
            ),
            Repr::Resolved { name, address } => write!(
                f,
                "resolvers read the host {name:?} as the IPv4 address {address} (as inet_aton \
                 does), where RFC 3986 reads a registered name"
            ),
            Repr::Port { peer, ours, theirs } => write!(
                f,
                "{} reads {} where RFC 3986 reads {}",
                peer.reader(),
                ShownPort(*theirs),
                ShownPort(ours.as_ref())
            ),
            Repr::Refused(peer, message) => write!(f, "{} refuses it: {message}", peer.reader()),
            Repr::Unrepresentable(plain) => f.write_str(match plain {
                #[cfg(feature = "http")]
                Unrepresentable::Fragment => "an http::Uri has no fragment",
                #[cfg(feature = "http")]
                Unrepresentable::UserInfo => {
                    "an http::Uri carries no user info (RFC 9110 section 4.2.4)"
                }
                #[cfg(feature = "http")]
                Unrepresentable::NoAuthority => {
                    "a URI without an authority is no request target: http::Uri would read its \
                     scheme as a host"
                }
                #[cfg(feature = "http")]
                Unrepresentable::NetworkPath => {
                    "\"//\" and an authority with a path or a query is no request target: \
                     http::Uri would read it all as a path"
                }
                #[cfg(feature = "http")]
                Unrepresentable::RelativePath => {
                    "a relative reference is a request target only as a path starting with '/', \
                     \"//\" and an authority alone, or '*'"
                }
                #[cfg(feature = "http")]
                Unrepresentable::ZoneId => {
                    "an http::Uri keeps an IPv6 zone identifier as text, whose \"%25\" HTTP \
                     clients read as part of the zone"
                }
                #[cfg(feature = "url")]
                Unrepresentable::Relative => {
                    "a relative reference is no URL (resolve it against a base first)"
                }
            }),
        }
    }
}

impl core::error::Error for ConvertError {}
