//! Building a reference from its parts in one go: the [`Builder`].
//!
//! The builder and every setter of [`UriRefBuf`](crate::UriRefBuf) end in [`Parts::build`], so they keep the
//! same guarantees: the result is a valid reference whose components are the ones given, but
//! for one rewrite that keeps the meaning: a relative path whose first segment holds a `:` is
//! written after `./` (section 4.2). The `./` then stays, even if a scheme is set later
//! (`s:./a:b` means what `s:a:b` means).

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt;
use core::marker::PhantomData;
use core::net::IpAddr;

use crate::error::{BuildError, BuildErrorKind, Component, ParseError};
use crate::grammar::{sets, Grammar, Uri};
use crate::limits::too_long;
use crate::owned::RiRefBuf;
use crate::parse;
use crate::parse::ParseOptions;
use crate::pct::{encode, EncodeSet};
use crate::recompose::{path_guard, TooLong, Writer};
use crate::reference::RiRef;

impl<G: Grammar> RiRefBuf<G> {
    /// A [`Builder`], to make a reference from its parts in one go.
    pub fn builder<'a>() -> Builder<'a, G> {
        Builder::default()
    }
}

/// Builds a [`UriRefBuf`](crate::UriRefBuf) from parts, in one go
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
pub struct Builder<'a, G: Grammar = Uri> {
    parts: Parts<'a>,
    /// A problem found while a part was set, reported by `build`.
    pending: Option<BuildError>,
    grammar: PhantomData<G>,
}

impl<'a> Builder<'a, Uri> {
    /// A builder of URI references with no parts: it builds the empty reference. (For IRIs,
    /// start from [`IriRefBuf::builder`](crate::IriRefBuf).)
    pub fn new() -> Builder<'a, Uri> {
        Builder::default()
    }
}

impl<'a, G: Grammar> Builder<'a, G> {
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
            encode(userinfo, sets::<G>().userinfo).to_string(),
        ));
        self
    }

    /// The host in URI form: a registered name, an IPv4 address, or an IP literal with its
    /// brackets (`[::1]`), checked strictly (for a zone identifier, see
    /// [`host_with`](Self::host_with)).
    pub fn host(self, host: &'a str) -> Self {
        self.host_with(host, ParseOptions::STRICT)
    }

    /// The host in URI form, checked with `options`: with [`ParseOptions::RFC6874`], an IPv6
    /// address may have a zone identifier.
    ///
    /// ```
    /// use rfc3986::{ParseOptions, UriRefBuf};
    ///
    /// let uri = UriRefBuf::builder()
    ///     .scheme("http")
    ///     .host_with("[fe80::a%25en1]", ParseOptions::RFC6874)
    ///     .path("/")
    ///     .build()?;
    /// assert_eq!(uri.as_str(), "http://[fe80::a%25en1]/");
    /// assert!(UriRefBuf::builder().host("[fe80::a%25en1]").build().is_err());
    /// # Ok::<(), rfc3986::BuildError>(())
    /// ```
    pub fn host_with(mut self, host: &'a str, options: ParseOptions) -> Self {
        self.parts.host = Some(Cow::Borrowed(host));
        self.parts.options = options;
        self
    }

    /// The host as any text, percent-encoded as a registered name (`é.fr` gives `%C3%A9.fr`).
    pub fn host_plain(mut self, host: &str) -> Self {
        self.parts.host = Some(Cow::Owned(encode(host, sets::<G>().reg_name).to_string()));
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
        self.parts.path = Cow::Owned(encode(path, sets::<G>().path).to_string());
        self.pending = None;
        self
    }

    /// The path from segments in URI form: an empty first segment makes the path absolute, `[""]` is `/`, no segments is the empty path. (`["", ""]` writes `/`
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
        match join_segments(segments, Some(sets::<G>().path_segment)) {
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
    /// `key=value` pairs from any text, see [`UriRefBuf::append_query_param`](crate::RiRefBuf::append_query_param)).
    pub fn query_plain(mut self, query: &str) -> Self {
        self.parts.query = Some(Cow::Owned(encode(query, sets::<G>().query).to_string()));
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
            encode(fragment, sets::<G>().fragment).to_string(),
        ));
        self
    }

    /// Checks the parts and writes the reference. A problem with a part set earlier is
    /// reported unless that part was set again since.
    pub fn build(&self) -> Result<RiRefBuf<G>, BuildError> {
        if let Some(error) = self.pending {
            return Err(error);
        }
        self.parts.build()
    }
}

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
    /// What the host is checked with: [`ParseOptions::STRICT`] unless the host's setter was
    /// given options, or the host is a parsed reference's (see [`Parts::of`]). (A host
    /// percent-encoded from any text, or written from an IP address, has no zone identifier:
    /// the options make no difference to it.)
    pub(crate) options: ParseOptions,
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
            .field("options", &self.options)
            .finish()
    }
}

impl<'a> Parts<'a> {
    /// The parts of a parsed reference, borrowed. Its host was checked when it was parsed,
    /// with whatever options it was parsed with: it is checked again with zone identifiers
    /// allowed, which accepts it in any case (an edit of another component keeps a zone), and
    /// nothing else that it could not be. A setter of the host sets the options its host is
    /// checked with.
    pub(crate) fn of<G: Grammar>(uri: &RiRef<'a, G>) -> Parts<'a> {
        Parts {
            scheme: uri.scheme().map(Cow::Borrowed),
            userinfo: uri.userinfo().map(Cow::Borrowed),
            host: uri.host_str().map(Cow::Borrowed),
            port: uri.port().map(Cow::Borrowed),
            path: Cow::Borrowed(uri.path()),
            query: uri.query().map(Cow::Borrowed),
            fragment: uri.fragment().map(Cow::Borrowed),
            options: ParseOptions::RFC6874,
        }
    }

    /// Checks the parts ([`validate`](Self::validate)), then writes the reference with one
    /// allocation.
    pub(crate) fn build<G: Grammar>(&self) -> Result<RiRefBuf<G>, BuildError> {
        self.validate::<G>()?;
        self.write()
            .map_err(|TooLong| BuildError::new(BuildErrorKind::TooLong))
    }

    /// Checks every part against its rule, and how they fit together: user info and a port
    /// need a host; with a host, the path is empty or starts with `/`; without one, it does
    /// not start with `//`.
    fn validate<G: Grammar>(&self) -> Result<(), BuildError> {
        let check = |component, text: Option<&str>| match text {
            Some(text) => parse::component::<G>(component, text, self.options)
                .map_err(|e| BuildError::invalid(component, e)),
            None => Ok(()),
        };
        check(Component::Scheme, self.scheme.as_deref())?;
        check(Component::UserInfo, self.userinfo.as_deref())?;
        check(Component::Host, self.host.as_deref())?;
        check(Component::Port, self.port.as_deref())?;
        check(Component::Path, Some(&self.path))?;
        check(Component::Query, self.query.as_deref())?;
        check(Component::Fragment, self.fragment.as_deref())?;

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
        Ok(())
    }

    /// Writes the checked parts, into a string of the exact length computed first. (Not
    /// inlined: the result is then written where the caller wants it, not moved there just after
    /// the text's length is written; see `PERFORMANCE.md`.)
    #[inline(never)]
    fn write<G: Grammar>(&self) -> Result<RiRefBuf<G>, TooLong> {
        let guard = path_guard(
            self.scheme.is_some(),
            self.host.is_some(),
            self.path.as_bytes(),
        );
        let len = |part: &Option<Cow<'_, str>>| part.as_ref().map_or(0, |p| p.len() + 1);
        let total = len(&self.scheme)
            + self.host.as_ref().map_or(0, |h| h.len() + 2)
            + len(&self.userinfo)
            + len(&self.port)
            + guard.len()
            + self.path.len()
            + len(&self.query)
            + len(&self.fragment);
        if too_long(total) {
            return Err(TooLong);
        }
        let mut text = String::with_capacity(total);
        let mut w = Writer::new(&mut text);
        if let Some(scheme) = &self.scheme {
            w.scheme(scheme);
        }
        if let Some(host) = &self.host {
            w.authority(self.userinfo.as_deref(), host, self.port.as_deref());
        }
        w.push(&self.path);
        w.end_path();
        w.query(self.query.as_deref());
        w.fragment(self.fragment.as_deref());
        debug_assert_eq!(w.at() as usize, total);
        let offsets = w.finish()?;
        Ok(RiRefBuf::recomposed(text, offsets))
    }
}

/// The text of a host given as an IP address: IPv6 between brackets.
pub(crate) fn ip_host(addr: IpAddr) -> String {
    match addr {
        IpAddr::V4(v4) => alloc::format!("{v4}"),
        IpAddr::V6(v6) => alloc::format!("[{v6}]"),
    }
}

/// A path from segments: none is the empty path, `[""]` is `/`, and otherwise the segments
/// joined with `/` (absolute when the first is empty). With `set`, each
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
