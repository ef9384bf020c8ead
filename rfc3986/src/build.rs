//! Building a reference from its parts, and the checks every edit goes through
//! ([RFC 3986 section 5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3) recomposition).
//!
//! [`Parts`] holds the components of a reference being built or edited, each in URI form.
//! [`Parts::render`] checks them, alone and together, and writes the string with one
//! allocation; the [`Builder`] and every setter of [`UriRefBuf`] end there, so they keep the
//! same guarantees: the result is a valid reference whose components are the ones given, but
//! for one rewrite that keeps the meaning: a relative path whose first segment holds a `:` is
//! written after `./` (section 4.2). The `./` then stays, even if a scheme is set later
//! (`s:./a:b` means what `s:a:b` means).

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt;
use core::net::IpAddr;

use crate::error::{Component, ParseError};
use crate::owned::UriRefBuf;
use crate::parse::{self, Offsets};
use crate::pct::{encode, EncodeSet};
use crate::reference::UriRef;

/// Why a reference could not be built or edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BuildErrorKind {
    /// A component with text its rule does not allow; [`BuildError::parse_error`] says what
    /// and where (the index is into the component's text).
    Invalid(Component),
    /// User info without a host: user info lives in an authority, which needs a host.
    UserInfoWithoutHost,
    /// A port without a host.
    PortWithoutHost,
    /// A host, and a path that is neither empty nor starting with `/`
    /// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    PathNotAbsolute,
    /// No host, and a path that starts with `//`, which would read as an authority.
    PathStartsWithTwoSlashes,
    /// The reference would be longer than [`MAX_LEN`](crate::MAX_LEN) bytes.
    TooLong,
}

/// A reference that could not be built, or an edit that was refused (the value edited is then
/// left as it was).
///
/// ```
/// use rfc3986::{BuildErrorKind, Component, UriRefBuf};
///
/// let err = UriRefBuf::builder().scheme("http").host("example.com").path("a b").build().unwrap_err();
/// assert_eq!(err.kind(), BuildErrorKind::Invalid(Component::Path));
/// assert_eq!(err.to_string(), "invalid path: invalid character ' ' in path at index 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BuildError {
    kind: BuildErrorKind,
    parse: Option<ParseError>,
}

impl BuildError {
    fn new(kind: BuildErrorKind) -> BuildError {
        BuildError { kind, parse: None }
    }

    fn invalid(component: Component, parse: ParseError) -> BuildError {
        BuildError {
            kind: BuildErrorKind::Invalid(component),
            parse: Some(parse),
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> BuildErrorKind {
        self.kind
    }

    /// For [`BuildErrorKind::Invalid`], what the component's rule found wrong, with an index
    /// into the component's text.
    pub fn parse_error(&self) -> Option<&ParseError> {
        self.parse.as_ref()
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, &self.parse) {
            (BuildErrorKind::Invalid(component), Some(parse)) => {
                write!(f, "invalid {component}: {parse}")
            }
            (BuildErrorKind::Invalid(component), None) => write!(f, "invalid {component}"),
            (BuildErrorKind::UserInfoWithoutHost, _) => {
                f.write_str("user info needs a host (set the host first)")
            }
            (BuildErrorKind::PortWithoutHost, _) => {
                f.write_str("a port needs a host (set the host first)")
            }
            (BuildErrorKind::PathNotAbsolute, _) => {
                f.write_str("with a host, the path must be empty or start with '/'")
            }
            (BuildErrorKind::PathStartsWithTwoSlashes, _) => {
                f.write_str("without a host, the path cannot start with \"//\"")
            }
            (BuildErrorKind::TooLong, _) => write!(
                f,
                "the reference would be longer than the maximum of {} bytes",
                crate::MAX_LEN
            ),
        }
    }
}

impl core::error::Error for BuildError {}

/// The components of a reference, each in URI form (percent-encoded), `None` when absent.
#[derive(Clone, Default)]
pub(crate) struct Parts<'a> {
    pub(crate) scheme: Option<Cow<'a, str>>,
    pub(crate) userinfo: Option<Cow<'a, str>>,
    pub(crate) host: Option<Cow<'a, str>>,
    pub(crate) port: Option<Cow<'a, str>>,
    pub(crate) path: Cow<'a, str>,
    pub(crate) query: Option<Cow<'a, str>>,
    pub(crate) fragment: Option<Cow<'a, str>>,
}

/// Shows the parts with a password in the user info as `***` (section 7.5).
impl fmt::Debug for Parts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let userinfo = self.userinfo.as_deref().map(|u| match u.split_once(':') {
            Some((user, password)) if !password.is_empty() => alloc::format!("{user}:***"),
            _ => String::from(u),
        });
        f.debug_struct("Parts")
            .field("scheme", &self.scheme)
            .field("userinfo", &userinfo)
            .field("host", &self.host)
            .field("port", &self.port)
            .field("path", &self.path)
            .field("query", &self.query)
            .field("fragment", &self.fragment)
            .finish()
    }
}

impl<'a> Parts<'a> {
    /// The parts of a parsed reference, borrowed.
    pub(crate) fn of(uri: &UriRef<'a>) -> Parts<'a> {
        Parts {
            scheme: uri.scheme().map(Cow::Borrowed),
            userinfo: uri.userinfo().map(Cow::Borrowed),
            host: uri.host_str().map(Cow::Borrowed),
            port: uri.port().map(Cow::Borrowed),
            path: Cow::Borrowed(uri.path()),
            query: uri.query().map(Cow::Borrowed),
            fragment: uri.fragment().map(Cow::Borrowed),
        }
    }

    /// Checks every part and how they fit together, then writes the reference with one
    /// allocation.
    pub(crate) fn render(&self) -> Result<UriRefBuf, BuildError> {
        let check = |component, text: &Option<Cow<'_, str>>| match text {
            Some(text) => {
                parse::component(component, text).map_err(|e| BuildError::invalid(component, e))
            }
            None => Ok(()),
        };
        check(Component::Scheme, &self.scheme)?;
        check(Component::UserInfo, &self.userinfo)?;
        check(Component::Host, &self.host)?;
        check(Component::Port, &self.port)?;
        parse::component(Component::Path, &self.path)
            .map_err(|e| BuildError::invalid(Component::Path, e))?;
        check(Component::Query, &self.query)?;
        check(Component::Fragment, &self.fragment)?;

        let path: &str = &self.path;
        if self.host.is_some() {
            if !path.is_empty() && !path.starts_with('/') {
                return Err(BuildError::new(BuildErrorKind::PathNotAbsolute));
            }
        } else {
            if self.userinfo.is_some() {
                return Err(BuildError::new(BuildErrorKind::UserInfoWithoutHost));
            }
            if self.port.is_some() {
                return Err(BuildError::new(BuildErrorKind::PortWithoutHost));
            }
            if path.starts_with("//") {
                return Err(BuildError::new(BuildErrorKind::PathStartsWithTwoSlashes));
            }
        }
        // A relative path whose first segment holds a `:` would read as a scheme: section 4.2
        // writes it after `./`, which keeps its meaning.
        let dot_slash = self.scheme.is_none()
            && self.host.is_none()
            && path
                .split('/')
                .next()
                .is_some_and(|first| first.contains(':'));
        let prefix = if dot_slash { "./" } else { "" };
        if self.len(prefix) > crate::MAX_LEN {
            return Err(BuildError::new(BuildErrorKind::TooLong));
        }
        Ok(self.write(prefix))
    }

    /// The length of the written reference, `path_prefix` before the path.
    fn len(&self, path_prefix: &str) -> usize {
        let len = |part: &Option<Cow<'_, str>>| part.as_ref().map_or(0, |p| p.len() + 1);
        len(&self.scheme)
            + self.host.as_ref().map_or(0, |h| h.len() + 2)
            + len(&self.userinfo)
            + len(&self.port)
            + path_prefix.len()
            + self.path.len()
            + len(&self.query)
            + len(&self.fragment)
    }

    /// Writes the checked parts, `path_prefix` before the path.
    fn write(&self, path_prefix: &str) -> UriRefBuf {
        let capacity = self.len(path_prefix);
        let mut text = String::with_capacity(capacity);
        let mut offsets = Offsets::default();
        let at = |text: &String| text.len() as u32;
        if let Some(scheme) = &self.scheme {
            text.push_str(scheme);
            offsets.scheme_end = at(&text);
            text.push(':');
        }
        if let Some(host) = &self.host {
            text.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                text.push_str(userinfo);
                text.push('@');
            }
            offsets.host_start = at(&text);
            text.push_str(host);
            offsets.host_end = at(&text);
            if let Some(port) = &self.port {
                text.push(':');
                text.push_str(port);
            }
        }
        offsets.path_start = at(&text);
        text.push_str(path_prefix);
        text.push_str(&self.path);
        offsets.path_end = at(&text);
        if let Some(query) = &self.query {
            text.push('?');
            text.push_str(query);
        }
        offsets.query_end = at(&text);
        if let Some(fragment) = &self.fragment {
            text.push('#');
            text.push_str(fragment);
        }
        debug_assert_eq!(text.len(), capacity);
        UriRefBuf::from_parts(text, offsets)
    }
}

/// The text of a host given as an IP address: IPv6 between brackets.
pub(crate) fn ip_host(addr: IpAddr) -> String {
    match addr {
        IpAddr::V4(v4) => alloc::format!("{v4}"),
        IpAddr::V6(v6) => alloc::format!("[{v6}]"),
    }
}

/// A path from segments, in the seed's model: none is the empty path, `[""]` is `/`, and
/// otherwise the segments joined with `/` (absolute when the first is empty). With `set`, each
/// segment is percent-encoded; without, a segment holding a `/` is refused (it would be two).
pub(crate) fn join_segments<I, S>(segments: I, set: Option<EncodeSet>) -> Result<String, BuildError>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut path = String::new();
    let mut count = 0;
    for segment in segments {
        if count > 0 {
            path.push('/');
        }
        let segment = segment.as_ref();
        match set {
            Some(set) => path.push_str(&encode(segment, set).to_cow()),
            None => {
                if let Some(slash) = segment.find('/') {
                    let at = path.len() + slash;
                    path.push_str(segment);
                    let error = ParseError::invalid_char(path.as_bytes(), at, Component::Path);
                    return Err(BuildError::invalid(Component::Path, error));
                }
                path.push_str(segment);
            }
        }
        count += 1;
    }
    if count == 1 && path.is_empty() {
        path.push('/');
    }
    Ok(path)
}

/// Builds a [`UriRefBuf`] from parts, in one go
/// ([section 5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3)).
///
/// Each part has two setters: one taking text already in URI form, checked as it is (`path`),
/// and one taking any text, percent-encoded where the component needs it (`path_plain`). A
/// problem is reported by [`build`](Self::build), which checks every part and how they fit
/// together, then writes the string with one allocation.
///
/// ```
/// use rfc3986::UriRefBuf;
///
/// let uri = UriRefBuf::builder()
///     .scheme("https")
///     .host("example.com")
///     .port(8443)
///     .path_segments_plain(["", "a b", "c/d"])
///     .query_plain("q=1 2")
///     .fragment("top")
///     .build()?;
/// assert_eq!(uri.as_str(), "https://example.com:8443/a%20b/c%2Fd?q=1%202#top");
/// # Ok::<(), rfc3986::BuildError>(())
/// ```
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct Builder<'a> {
    parts: Parts<'a>,
    /// A problem found while a part was set, reported by `build`.
    pending: Option<BuildError>,
}

impl<'a> Builder<'a> {
    /// A builder with no parts: it builds the empty reference.
    pub fn new() -> Builder<'a> {
        Builder::default()
    }

    /// The scheme (`http`), without its `:`.
    pub fn scheme(mut self, scheme: &'a str) -> Self {
        self.parts.scheme = Some(Cow::Borrowed(scheme));
        self
    }

    /// The user info in URI form, without its `@`.
    pub fn userinfo(mut self, userinfo: &'a str) -> Self {
        self.parts.userinfo = Some(Cow::Borrowed(userinfo));
        self
    }

    /// The user info as any text, percent-encoded.
    pub fn userinfo_plain(mut self, userinfo: &str) -> Self {
        self.parts.userinfo = Some(Cow::Owned(
            encode(userinfo, EncodeSet::USERINFO).to_string(),
        ));
        self
    }

    /// The host in URI form: a registered name, an IPv4 address, or an IP literal with its
    /// brackets (`[::1]`).
    pub fn host(mut self, host: &'a str) -> Self {
        self.parts.host = Some(Cow::Borrowed(host));
        self
    }

    /// The host as any text, percent-encoded as a registered name (`é.fr` gives `%C3%A9.fr`).
    pub fn host_plain(mut self, host: &str) -> Self {
        self.parts.host = Some(Cow::Owned(encode(host, EncodeSet::REG_NAME).to_string()));
        self
    }

    /// The host as an IP address; an IPv6 address is written between brackets.
    pub fn host_ip(mut self, addr: impl Into<IpAddr>) -> Self {
        self.parts.host = Some(Cow::Owned(ip_host(addr.into())));
        self
    }

    /// The port.
    pub fn port(mut self, port: u16) -> Self {
        self.parts.port = Some(Cow::Owned(alloc::format!("{port}")));
        self
    }

    /// The port's digits as they are to be written: any number of digits, or none
    /// (`http://h:/` has an empty port).
    pub fn port_str(mut self, port: &'a str) -> Self {
        self.parts.port = Some(Cow::Borrowed(port));
        self
    }

    /// The path in URI form.
    pub fn path(mut self, path: &'a str) -> Self {
        self.parts.path = Cow::Borrowed(path);
        self.pending = None;
        self
    }

    /// The path as any text, percent-encoded; `/` stays the separator between segments.
    pub fn path_plain(mut self, path: &str) -> Self {
        self.parts.path = Cow::Owned(encode(path, EncodeSet::PATH).to_string());
        self.pending = None;
        self
    }

    /// The path from segments in URI form, in the seed's model: an empty first segment makes
    /// the path absolute, `[""]` is `/`, no segments is the empty path. (`["", ""]` writes `/`
    /// too, which reads back as `[""]`.) A segment holding a `/` is an error.
    pub fn path_segments<I, S>(mut self, segments: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        match join_segments(segments, None) {
            Ok(path) => {
                self.parts.path = Cow::Owned(path);
                self.pending = None;
            }
            Err(e) => self.pending = Some(e),
        }
        self
    }

    /// The path from segments as any text, each percent-encoded (a `/` inside a segment gives
    /// `%2F`).
    pub fn path_segments_plain<I, S>(mut self, segments: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        match join_segments(segments, Some(EncodeSet::PATH_SEGMENT)) {
            Ok(path) => {
                self.parts.path = Cow::Owned(path);
                self.pending = None;
            }
            Err(e) => self.pending = Some(e),
        }
        self
    }

    /// The query in URI form, without its `?`.
    pub fn query(mut self, query: &'a str) -> Self {
        self.parts.query = Some(Cow::Borrowed(query));
        self
    }

    /// The query as any text, percent-encoded (`+`, `&` and `=` are kept: to build
    /// `key=value` pairs from any text, see [`UriRefBuf::append_query_param`]).
    pub fn query_plain(mut self, query: &str) -> Self {
        self.parts.query = Some(Cow::Owned(encode(query, EncodeSet::QUERY).to_string()));
        self
    }

    /// The fragment in URI form, without its `#`.
    pub fn fragment(mut self, fragment: &'a str) -> Self {
        self.parts.fragment = Some(Cow::Borrowed(fragment));
        self
    }

    /// The fragment as any text, percent-encoded.
    pub fn fragment_plain(mut self, fragment: &str) -> Self {
        self.parts.fragment = Some(Cow::Owned(
            encode(fragment, EncodeSet::FRAGMENT).to_string(),
        ));
        self
    }

    /// Checks the parts and writes the reference. A problem with a part set earlier is
    /// reported unless that part was set again since.
    pub fn build(&self) -> Result<UriRefBuf, BuildError> {
        if let Some(error) = self.pending {
            return Err(error);
        }
        self.parts.render()
    }
}
