//! The borrowed view of a parsed URI reference: every accessor is a slice of the input.

use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::fmt;
use core::hash::{Hash, Hasher};

use core::marker::PhantomData;

use crate::error::{ParseError, PortOverflowError};
use crate::grammar::{Grammar, Iri, Uri};
use crate::parse::host::{classify, Host};
use crate::parse::ParseOptions;
use crate::parse::{parse, Offsets, Rule};
use crate::pct::{self, DecodeError, QueryOptions, QueryPairs, QueryValues};
use crate::scan::{self, Utf8, Vectors};

/// A URI reference ([RFC 3986 section 4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)),
/// borrowed from the text it was parsed from.
///
/// Parsing validates every byte against the grammar, in linear time, and records where each
/// component is; it does not allocate and does not change the text: [`as_str`](Self::as_str)
/// and `Display` give back the input exactly. Components are raw, still percent-encoded.
///
/// A component that can be absent is an `Option`, so that an absent component and an empty one
/// differ, as section 5.3 requires:
///
/// ```
/// use rfc3986::UriRef;
///
/// let with = UriRef::parse("http://h?").unwrap();
/// let without = UriRef::parse("http://h").unwrap();
/// assert_eq!(with.query(), Some(""));
/// assert_eq!(without.query(), None);
/// assert_eq!(UriRef::parse("http://h:/").unwrap().port(), Some(""));
/// assert_eq!(UriRef::parse("http://@h").unwrap().userinfo(), Some(""));
/// ```
///
/// Equality and hashing are on the exact text: `HTTP://h` and `http://h` differ.
#[derive(Clone, Copy)]
pub struct RiRef<'a, G: Grammar> {
    text: &'a str,
    offsets: Offsets,
    grammar: PhantomData<G>,
}

/// A URI reference (RFC 3986), borrowed: a [`RiRef`] of the [`Uri`] grammar.
pub type UriRef<'a> = RiRef<'a, Uri>;

/// An IRI reference ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)), borrowed: a
/// [`RiRef`] of the [`Iri`] grammar. Every URI reference is one, as it is.
pub type IriRef<'a> = RiRef<'a, Iri>;

impl<'a, G: Grammar> RiRef<'a, G> {
    /// Parses a `URI-reference`: a `URI` (with a scheme) or a `relative-ref`.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
    /// assert_eq!(uri.scheme(), Some("foo"));
    /// let relative = UriRef::parse("../there?name=ferret")?;
    /// assert!(relative.is_relative());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn parse(text: &'a str) -> Result<RiRef<'a, G>, ParseError> {
        Self::parsed_by(
            text,
            #[inline(always)]
            |s, vectors| {
                parse::<G>(
                    s,
                    Rule::Reference,
                    ParseOptions::STRICT,
                    Utf8::Known,
                    vectors,
                )
            },
        )
    }

    /// Parses a `URI-reference` with `options`: with [`ParseOptions::RFC6874`], an IPv6
    /// address may have a zone identifier
    /// ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)), which
    /// [`host`](Self::host) gives apart ([`Host::Ipv6Zoned`]).
    ///
    /// A reference parsed so keeps its zone through every operation: accessors, the owned
    /// form and its edits of other components, resolution, `make_relative` and normalization
    /// (which keeps the zone's text, but for its percent-encodings). (For the stricter rules,
    /// check the result: [`is_relative`](Self::is_relative),
    /// [`is_absolute_uri`](Self::is_absolute_uri).)
    ///
    /// ```
    /// use rfc3986::{ParseOptions, UriRef};
    ///
    /// let uri = UriRef::parse_with("http://[fe80::a%25en1]:8080/", ParseOptions::RFC6874)?;
    /// assert_eq!(uri.host_str(), Some("[fe80::a%25en1]"));
    /// assert_eq!(uri.host().and_then(|h| h.zone_id()), Some("en1"));
    /// assert_eq!(uri.port(), Some("8080"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn parse_with(text: &'a str, options: ParseOptions) -> Result<RiRef<'a, G>, ParseError> {
        Self::parsed_by(
            text,
            #[inline(always)]
            move |s, vectors| parse::<G>(s, Rule::Reference, options, Utf8::Known, vectors),
        )
    }

    /// Parses a `URI`: a reference that has a scheme
    /// ([section 3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// use rfc3986::{ParseErrorKind, UriRef};
    ///
    /// assert!(UriRef::parse_uri("urn:example:animal:ferret:nose").is_ok());
    /// let err = UriRef::parse_uri("//example.com/").unwrap_err();
    /// assert_eq!(err.kind(), ParseErrorKind::MissingScheme);
    /// ```
    pub fn parse_uri(text: &'a str) -> Result<RiRef<'a, G>, ParseError> {
        Self::parsed_by(
            text,
            #[inline(always)]
            |s, vectors| parse::<G>(s, Rule::Uri, ParseOptions::STRICT, Utf8::Known, vectors),
        )
    }

    /// Parses an `absolute-URI`: a scheme and no fragment, the form a base URI must have
    /// ([section 4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)).
    ///
    /// ```
    /// use rfc3986::{ParseErrorKind, UriRef};
    ///
    /// assert!(UriRef::parse_absolute_uri("http://a/b/c/d;p?q").is_ok());
    /// let err = UriRef::parse_absolute_uri("http://a/b#frag").unwrap_err();
    /// assert_eq!(err.kind(), ParseErrorKind::FragmentNotAllowed);
    /// assert_eq!(err.index(), 10);
    /// ```
    pub fn parse_absolute_uri(text: &'a str) -> Result<RiRef<'a, G>, ParseError> {
        Self::parsed_by(
            text,
            #[inline(always)]
            |s, vectors| {
                parse::<G>(
                    s,
                    Rule::AbsoluteUri,
                    ParseOptions::STRICT,
                    Utf8::Known,
                    vectors,
                )
            },
        )
    }

    /// Parses a `relative-ref`: a reference without a scheme
    /// ([section 4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)).
    ///
    /// ```
    /// use rfc3986::{ParseErrorKind, UriRef};
    ///
    /// assert!(UriRef::parse_relative_ref("./this:that").is_ok());
    /// let err = UriRef::parse_relative_ref("this:that").unwrap_err();
    /// assert_eq!(err.kind(), ParseErrorKind::ColonInFirstSegment);
    /// ```
    pub fn parse_relative_ref(text: &'a str) -> Result<RiRef<'a, G>, ParseError> {
        Self::parsed_by(
            text,
            #[inline(always)]
            |s, vectors| {
                parse::<G>(
                    s,
                    Rule::RelativeRef,
                    ParseOptions::STRICT,
                    Utf8::Known,
                    vectors,
                )
            },
        )
    }

    /// Parses a `URI-reference` from bytes. A URI is ASCII, so any byte above 0x7F, valid UTF-8
    /// or not, is an invalid character at its index.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse_bytes(b"/a?b")?.path(), "/a");
    /// let err = UriRef::parse_bytes(b"/a\xFF").unwrap_err();
    /// assert_eq!(err.to_string(), "invalid byte 0xFF in path at index 2");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn parse_bytes(bytes: &'a [u8]) -> Result<RiRef<'a, G>, ParseError> {
        Self::parse_bytes_with(bytes, ParseOptions::STRICT)
    }

    /// Parses a `URI-reference` from bytes, with `options` (see
    /// [`parse_with`](Self::parse_with) and [`parse_bytes`](Self::parse_bytes)).
    ///
    /// ```
    /// use rfc3986::{ParseOptions, UriRef};
    ///
    /// let uri = UriRef::parse_bytes_with(b"//[::1%25lo]/", ParseOptions::RFC6874)?;
    /// assert_eq!(uri.host().and_then(|h| h.zone_id()), Some("lo"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn parse_bytes_with(
        bytes: &'a [u8],
        options: ParseOptions,
    ) -> Result<RiRef<'a, G>, ParseError> {
        let vectors = Vectors::detected();
        let offsets = parse::<G>(bytes, Rule::Reference, options, Utf8::Unchecked, vectors)?;
        // The parser accepts ASCII, and for IRIs checks each UTF-8 sequence beyond it: every
        // valid input is UTF-8.
        match core::str::from_utf8(bytes) {
            Ok(text) => Ok(RiRef {
                text,
                offsets,
                grammar: PhantomData,
            }),
            Err(e) => Err(ParseError::invalid_char(
                bytes,
                e.valid_up_to(),
                crate::Component::Path,
            )),
        }
    }

    /// The view of `text` as `parser` reads it: [`parse`] with an entry point's rule and
    /// options, under [`scan::with_best_vectors`]. Each entry point gives its own closure, and
    /// so has its own copy of the parser, with its rule and options folded in where they are
    /// constants (see `PERFORMANCE.md`).
    #[inline(always)]
    fn parsed_by(
        text: &'a str,
        parser: impl FnOnce(&[u8], Vectors) -> Result<Offsets, ParseError>,
    ) -> Result<RiRef<'a, G>, ParseError> {
        scan::with_best_vectors(
            #[inline(always)]
            move |vectors| {
                let offsets = parser(text.as_bytes(), vectors)?;
                Ok(RiRef {
                    text,
                    offsets,
                    grammar: PhantomData,
                })
            },
        )
    }

    /// Builds a view from offsets the parser made for `text`.
    pub(crate) fn from_parts(text: &'a str, offsets: Offsets) -> RiRef<'a, G> {
        RiRef {
            text,
            offsets,
            grammar: PhantomData,
        }
    }

    /// The view of `text` with the component offsets `parts`, as
    /// [`__macro_parts`](Self::__macro_parts) gave them for the same text. For the `uri!` and
    /// `iri!` macros of `rfc3986`, which parse when the program is compiled and emit this call,
    /// so that a checked reference costs nothing at run time and can be a `const`, and for the
    /// Python package, whose `UriRef` keeps the `str` it parsed and these parts; not part of
    /// the API, and not checked: other parts give a view whose accessors may panic.
    #[doc(hidden)]
    pub const fn __from_macro_parts(text: &'a str, parts: [u32; 6]) -> RiRef<'a, G> {
        RiRef {
            text,
            offsets: Offsets::of(parts),
            grammar: PhantomData,
        }
    }

    /// The component offsets that [`__from_macro_parts`](Self::__from_macro_parts) takes back,
    /// for the `uri!` and `iri!` macros of `rfc3986` and the Python package; not part of the
    /// API.
    #[doc(hidden)]
    pub fn __macro_parts(&self) -> [u32; 6] {
        let o = self.offsets;
        [
            o.scheme_end,
            o.host_start,
            o.host_end,
            o.path_start,
            o.path_end,
            o.query_end,
        ]
    }

    /// The offsets of the components.
    pub(crate) fn offsets(&self) -> Offsets {
        self.offsets
    }

    /// The whole reference, exactly as parsed.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    fn slice(&self, start: u32, end: u32) -> &'a str {
        &self.text[start as usize..end as usize]
    }

    /// The scheme, without its `:`; `None` for a relative reference.
    pub fn scheme(&self) -> Option<&'a str> {
        let end = self.offsets.scheme_end;
        (end != 0).then(|| self.slice(0, end))
    }

    /// Where the authority starts (after the `//`), when there is one.
    fn authority_start(&self) -> Option<u32> {
        if self.offsets.host_start == 0 {
            return None;
        }
        let scheme_end = self.offsets.scheme_end;
        Some(if scheme_end == 0 { 2 } else { scheme_end + 3 })
    }

    /// The authority (`[ userinfo "@" ] host [ ":" port ]`), without the `//`; `None` when the
    /// reference has no `//`.
    pub fn authority(&self) -> Option<&'a str> {
        let start = self.authority_start()?;
        Some(self.slice(start, self.offsets.path_start))
    }

    /// The user info, without its `@`
    /// ([section 3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)). It may hold a
    /// password (`user:password`), which section 7.5 advises against showing.
    pub fn userinfo(&self) -> Option<&'a str> {
        let start = self.authority_start()?;
        let host_start = self.offsets.host_start;
        (host_start > start).then(|| self.slice(start, host_start - 1))
    }

    /// The text of the host, brackets included for an IP literal; `None` without an authority.
    /// May be empty (`file:///etc`).
    pub fn host_str(&self) -> Option<&'a str> {
        self.authority_start()?;
        Some(self.slice(self.offsets.host_start, self.offsets.host_end))
    }

    /// The host, typed by the rule it matches; `None` without an authority. An IPv6 address
    /// with a zone identifier (parsed with [`ParseOptions::zone_id`]) is a
    /// [`Host::Ipv6Zoned`], which gives the address and the zone apart.
    pub fn host(&self) -> Option<Host<'a>> {
        self.host_str().map(classify)
    }

    /// The port's digits as written, without the `:`; `Some("")` for an empty port (`h:`).
    pub fn port(&self) -> Option<&'a str> {
        self.authority_start()?;
        let Offsets {
            host_end,
            path_start,
            ..
        } = self.offsets;
        (path_start > host_end).then(|| self.slice(host_end + 1, path_start))
    }

    /// The port as a number: `Ok(None)` when there is no port or it is empty (section 3.2.3 reads
    /// an empty port as none), an error when the digits do not fit in a `u16`. Leading zeros are
    /// allowed: `:0080` is 80.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("http://h:8080/")?.port_u16(), Ok(Some(8080)));
    /// assert_eq!(UriRef::parse("http://h:/")?.port_u16(), Ok(None));
    /// assert!(UriRef::parse("http://h:65536/")?.port_u16().is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn port_u16(&self) -> Result<Option<u16>, PortOverflowError<'a>> {
        let Some(digits) = self.port().filter(|d| !d.is_empty()) else {
            return Ok(None);
        };
        let mut value: u16 = 0;
        for b in digits.bytes() {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u16::from(b - b'0')))
                .ok_or(PortOverflowError { digits })?;
        }
        Ok(Some(value))
    }

    /// The path, possibly empty; never absent
    /// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    pub fn path(&self) -> &'a str {
        self.slice(self.offsets.path_start, self.offsets.path_end)
    }

    /// The segments of the path, split at each `/`: an empty path has none, an absolute path
    /// starts with an empty segment, and `/` alone is that one empty segment.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let segments = |s| UriRef::parse(s).unwrap().path_segments().collect::<Vec<_>>();
    /// assert_eq!(segments("http://www.example.com/foo/bar"), ["", "foo", "bar"]);
    /// assert_eq!(segments("foo/"), ["foo", ""]);
    /// assert_eq!(segments("/"), [""]);
    /// assert!(segments("").is_empty());
    /// assert_eq!(segments("urn:book:fantasy:Hobbit"), ["book:fantasy:Hobbit"]);
    /// ```
    pub fn path_segments(&self) -> PathSegments<'a> {
        let path = self.path();
        PathSegments {
            inner: match path {
                "" => None,
                "/" => Some("".split('/')),
                _ => Some(path.split('/')),
            },
        }
    }

    /// The segments of the path, each percent-decoded as UTF-8 (see
    /// [`path_segments`](Self::path_segments) for the model). Decoding comes after splitting,
    /// so a `%2F` is a `/` inside a segment, never a separator (section 7.3).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("/a%20b/c%2Fd")?;
    /// let segments: Result<Vec<_>, _> = uri.decoded_path_segments().collect();
    /// assert_eq!(segments?, ["", "a b", "c/d"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decoded_path_segments(&self) -> DecodedSegments<'a> {
        DecodedSegments(self.path_segments())
    }

    /// The query, percent-decoded as UTF-8 (a `+` stays a `+`; for HTML form pairs see
    /// [`query_pairs`](Self::query_pairs)).
    pub fn decoded_query(&self) -> Option<Result<Cow<'a, str>, DecodeError>> {
        self.query().map(pct::decode_utf8)
    }

    /// The fragment, percent-decoded as UTF-8.
    pub fn decoded_fragment(&self) -> Option<Result<Cow<'a, str>, DecodeError>> {
        self.fragment().map(pct::decode_utf8)
    }

    /// The `key=value` pairs of the query, raw; none when there is no query.
    ///
    /// ```
    /// use rfc3986::{pct::QueryOptions, UriRef};
    ///
    /// let uri = UriRef::parse("/search?q=caf%C3%A9+au+lait&page=2")?;
    /// let pairs: Vec<_> = uri.query_pairs().decoded(QueryOptions { plus_as_space: true }).collect();
    /// assert_eq!(pairs, [("q".into(), "café au lait".into()), ("page".into(), "2".into())]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn query_pairs(&self) -> QueryPairs<'a> {
        pct::query_pairs(self.query().unwrap_or_default())
    }

    /// The decoded values of the query parameter `key`, in order: every pair whose key is
    /// `key` once percent-decoded (with `+` as a space only under
    /// [`QueryOptions::plus_as_space`]); see [`QueryPairs::values`].
    ///
    /// ```
    /// use rfc3986::{pct::QueryOptions, UriRef};
    ///
    /// let uri = UriRef::parse("/s?tag=a&page=2&tag=b%20c&t%61g=d")?;
    /// let tags: Vec<_> = uri.query_values("tag", QueryOptions::DEFAULT).collect();
    /// assert_eq!(tags, ["a", "b c", "d"]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn query_values<'k>(&self, key: &'k str, options: QueryOptions) -> QueryValues<'a, 'k> {
        self.query_pairs().values(key, options)
    }

    /// The decoded keys of the query's parameters, each once, in the order of their first
    /// pair; see [`QueryPairs::keys`].
    ///
    /// ```
    /// use rfc3986::{pct::QueryOptions, UriRef};
    ///
    /// let uri = UriRef::parse("/s?tag=a&page=2&tag=b&flag")?;
    /// assert_eq!(uri.query_keys(QueryOptions::DEFAULT), ["tag", "page", "flag"]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn query_keys(&self, options: QueryOptions) -> Vec<Cow<'a, str>> {
        self.query_pairs().keys(options)
    }

    /// The query, without its `?`.
    pub fn query(&self) -> Option<&'a str> {
        let Offsets {
            path_end,
            query_end,
            ..
        } = self.offsets;
        (query_end > path_end).then(|| self.slice(path_end + 1, query_end))
    }

    /// The fragment, without its `#`.
    pub fn fragment(&self) -> Option<&'a str> {
        let start = self.offsets.query_end as usize;
        (start < self.text.len()).then(|| &self.text[start + 1..])
    }

    /// The reference without its fragment, and without the `#`: a prefix of the text, with
    /// every other component as it is (nothing is copied). On a
    /// [`UriRefBuf`](crate::UriRefBuf), [`set_fragment(None)`](crate::RiRefBuf::set_fragment)
    /// does the same.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://h/p?q#top")?;
    /// assert_eq!(uri.without_fragment(), "http://h/p?q");
    /// assert_eq!(uri.without_fragment().query(), Some("q"));
    /// assert_eq!(UriRef::parse("#")?.without_fragment(), "");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn without_fragment(&self) -> RiRef<'a, G> {
        RiRef::from_parts(&self.text[..self.offsets.query_end as usize], self.offsets)
    }

    /// One component, as its own accessor gives it: [`scheme`](Self::scheme),
    /// [`userinfo`](Self::userinfo), [`host_str`](Self::host_str), [`port`](Self::port),
    /// [`path`](Self::path) (always `Some`), [`query`](Self::query) or
    /// [`fragment`](Self::fragment). `None` when the reference lacks it; `Some("")` when it is
    /// present and empty ([section 3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// ```
    /// use rfc3986::{Component, UriRef};
    ///
    /// let uri = UriRef::parse("http://jo@example.com:8080/a?")?;
    /// assert_eq!(uri.component(Component::UserInfo), Some("jo"));
    /// assert_eq!(uri.component(Component::Port), Some("8080"));
    /// assert_eq!(uri.component(Component::Query), Some(""));
    /// assert_eq!(uri.component(Component::Fragment), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[inline]
    pub fn component(&self, component: crate::Component) -> Option<&'a str> {
        match component {
            crate::Component::Scheme => self.scheme(),
            crate::Component::UserInfo => self.userinfo(),
            crate::Component::Host => self.host_str(),
            crate::Component::Port => self.port(),
            crate::Component::Path => Some(self.path()),
            crate::Component::Query => self.query(),
            crate::Component::Fragment => self.fragment(),
        }
    }

    /// Whether this is a relative reference: it has no scheme.
    pub fn is_relative(&self) -> bool {
        self.offsets.scheme_end == 0
    }

    /// Whether this matches `absolute-URI`: a scheme and no fragment.
    pub fn is_absolute_uri(&self) -> bool {
        !self.is_relative() && self.fragment().is_none()
    }

    /// Whether there is an authority (a `//` after the scheme, or at the start).
    pub fn has_authority(&self) -> bool {
        self.offsets.host_start != 0
    }

    /// Whether there is a port, possibly empty (`http://h:/`).
    pub fn has_port(&self) -> bool {
        self.port().is_some()
    }

    /// The password of the user info: what follows its first `:`, when not empty. RFC 3986
    /// section 7.5 deprecates passwords in URIs; [`redacted`](Self::redacted) and `Debug` hide
    /// it.
    pub fn password(&self) -> Option<&'a str> {
        let (start, end) = self.password_range()?;
        Some(&self.text[start..end])
    }

    /// Where the password is in the text.
    fn password_range(&self) -> Option<(usize, usize)> {
        let start = self.authority_start()? as usize;
        let userinfo = self.userinfo()?;
        let colon = userinfo.find(':')?;
        let end = start + userinfo.len();
        (colon + 1 < userinfo.len()).then_some((start + colon + 1, end))
    }

    /// The reference for display with its password, if any, replaced by `***`. `Display` of the
    /// reference itself always gives back the exact text.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("ftp://user:secret@example.com/")?;
    /// assert_eq!(uri.redacted().to_string(), "ftp://user:***@example.com/");
    /// assert_eq!(uri.to_string(), "ftp://user:secret@example.com/");
    /// assert!(!format!("{uri:?}").contains("secret"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn redacted(&self) -> Redacted<'a, G> {
        Redacted(*self)
    }
}

impl<G: Grammar> fmt::Display for RiRef<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl<G: Grammar> fmt::Debug for RiRef<'_, G> {
    /// The components, with a password in the user info shown as `***` (section 7.5).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let userinfo = self.userinfo().map(|userinfo| match self.password() {
            Some(_) => Cow::Owned(alloc::format!(
                "{}:***",
                userinfo.split_once(':').map_or(userinfo, |(user, _)| user)
            )),
            None => Cow::Borrowed(userinfo),
        });
        f.debug_struct("UriRef")
            .field("scheme", &self.scheme())
            .field("userinfo", &userinfo)
            .field("host", &self.host_str())
            .field("port", &self.port())
            .field("path", &self.path())
            .field("query", &self.query())
            .field("fragment", &self.fragment())
            .finish()
    }
}

/// A reference shown with the password of its user info replaced by `***`, from
/// [`UriRef::redacted`].
#[derive(Clone, Copy, Debug)]
pub struct Redacted<'a, G: Grammar = Uri>(RiRef<'a, G>);

impl<G: Grammar> fmt::Display for Redacted<'_, G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.text;
        match self.0.password_range() {
            Some((start, end)) => {
                f.write_str(&text[..start])?;
                f.write_str("***")?;
                f.write_str(&text[end..])
            }
            None => f.write_str(text),
        }
    }
}

impl<G: Grammar> PartialEq for RiRef<'_, G> {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl<G: Grammar> Eq for RiRef<'_, G> {}

impl<G: Grammar> Hash for RiRef<'_, G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl<G: Grammar> PartialEq<str> for RiRef<'_, G> {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl<G: Grammar> PartialEq<&str> for RiRef<'_, G> {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl<G: Grammar> AsRef<str> for RiRef<'_, G> {
    fn as_ref(&self) -> &str {
        self.text
    }
}

impl<'a, G: Grammar> TryFrom<&'a str> for RiRef<'a, G> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<RiRef<'a, G>, ParseError> {
        RiRef::parse(text)
    }
}

/// The percent-decoded segments of a path, from [`UriRef::decoded_path_segments`].
#[derive(Clone, Debug)]
pub struct DecodedSegments<'a>(PathSegments<'a>);

impl<'a> Iterator for DecodedSegments<'a> {
    type Item = Result<Cow<'a, str>, DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(pct::decode_utf8)
    }
}

/// The segments of a path, from [`UriRef::path_segments`]. Raw: still percent-encoded.
#[derive(Clone, Debug)]
pub struct PathSegments<'a> {
    inner: Option<core::str::Split<'a, char>>,
}

impl<'a> Iterator for PathSegments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.inner.as_mut()?.next()
    }
}

impl DoubleEndedIterator for PathSegments<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner.as_mut()?.next_back()
    }
}

impl core::iter::FusedIterator for PathSegments<'_> {}
