//! Building a reference from its parts in one go: the [`Builder`].
//!
//! The builder and every setter of [`UriRefBuf`](crate::UriRefBuf) end in [`Parts::build`], so they keep the
//! same guarantees: the result is a valid reference whose components are the ones given, but
//! for one rewrite that keeps the meaning: a relative path whose first segment holds a `:` is
//! written after `./` (section 4.2). The `./` then stays, even if a scheme is set later
//! (`s:./a:b` means what `s:a:b` means).

use alloc::borrow::Cow;
use alloc::string::ToString;
use core::marker::PhantomData;
use core::net::IpAddr;

use crate::error::BuildError;
use crate::grammar::{sets, Grammar, Uri};
use crate::owned::RiRefBuf;
use crate::pct::encode;
use crate::recompose::{ip_host, join_segments, Parts};
use crate::zone::ParseOptions;

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
