//! Errors: what is wrong, and at which byte.

use core::fmt;

/// A component of a URI reference: where a parse error was found, or which part a
/// [`BuildError`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// [`scheme`](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)
    Scheme,
    /// [`userinfo`](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)
    UserInfo,
    /// [`host`](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)
    Host,
    /// [`port`](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)
    Port,
    /// [`path`](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)
    Path,
    /// [`query`](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)
    Query,
    /// [`fragment`](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)
    Fragment,
}

impl Component {
    /// The seven components, in the order a reference writes them.
    ///
    /// ```
    /// use rfc3986::Component;
    ///
    /// let names: Vec<_> = Component::ALL.iter().map(|component| component.name()).collect();
    /// assert_eq!(names, ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]);
    /// ```
    pub const ALL: [Component; 7] = [
        Component::Scheme,
        Component::UserInfo,
        Component::Host,
        Component::Port,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];

    /// An alias of [`Component::UserInfo`].
    #[deprecated(note = "renamed to `Component::UserInfo`")]
    #[allow(non_upper_case_globals)]
    pub const Userinfo: Component = Component::UserInfo;

    /// The component's name in the grammar: `scheme`, `userinfo`, `host`, `port`, `path`,
    /// `query` or `fragment`. (Its `Display` is for people: `user info`.)
    ///
    /// ```
    /// use rfc3986::Component;
    ///
    /// assert_eq!(Component::UserInfo.name(), "userinfo");
    /// assert_eq!(Component::UserInfo.to_string(), "user info");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::UserInfo => "userinfo",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Component::Scheme => "scheme",
            Component::UserInfo => "user info",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        })
    }
}

/// What kind of problem a [`ParseError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A `:` at index 0: a scheme cannot be empty.
    EmptyScheme,
    /// A scheme that does not start with a letter (`1http:`), reported at index 0.
    SchemeStart,
    /// A byte that the component does not allow, such as a space or a non-ASCII byte.
    InvalidChar(Component),
    /// A `%` not followed by two hexadecimal digits.
    InvalidPercentEncoding(Component),
    /// A `:` in the first segment of a relative path (`a%20:b`), which would read as a scheme;
    /// [RFC 3986 section 4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2) suggests
    /// writing `./` before such a path.
    ColonInFirstSegment,
    /// An `IPv6address` between brackets that does not match the grammar.
    InvalidIpv6,
    /// An `IPvFuture` between brackets that does not match the grammar.
    InvalidIpvFuture,
    /// An IP literal whose `]` is missing before the end of the authority.
    UnclosedIpLiteral,
    /// An IPv6 address with a zone identifier (`[fe80::1%25eth0]`,
    /// [RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)), which RFC 3986 does not have,
    /// without [`ParseOptions::zone_id`](crate::ParseOptions::zone_id); reported at the `%`.
    ZoneIdNotAllowed,
    /// With [`ParseOptions::zone_id`](crate::ParseOptions::zone_id), a zone identifier that
    /// does not match `"%25" ZoneID` (RFC 6874): a `%` after the address not followed by `25`
    /// (reported at the `%`), an empty zone (at the `]`), or a byte that is neither unreserved
    /// nor a percent-encoding (at that byte). A `%` in the zone not followed by two hexadecimal
    /// digits is an [`InvalidPercentEncoding`](Self::InvalidPercentEncoding) in the host.
    InvalidZoneId,
    /// No scheme, where a `URI` or an `absolute-URI` is required.
    MissingScheme,
    /// A fragment, where an `absolute-URI` is required.
    FragmentNotAllowed,
    /// An input longer than [`MAX_LEN`](crate::MAX_LEN) bytes; the index is `MAX_LEN`, where
    /// the bytes past the maximum start.
    TooLong,
}

impl ParseErrorKind {
    /// A stable name for the kind, for programs (JSON, other languages' bindings):
    /// `empty-scheme`, `scheme-start`, `invalid-char`, `invalid-percent-encoding`,
    /// `colon-in-first-segment`, `invalid-ipv6`, `invalid-ipvfuture`, `unclosed-ip-literal`,
    /// `zone-id-not-allowed`, `invalid-zone-id`, `missing-scheme`, `fragment-not-allowed`,
    /// `too-long`. Where the problem is, [`component`](Self::component) says.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let kind = UriRef::parse("http://h/%zz").unwrap_err().kind();
    /// assert_eq!(kind.name(), "invalid-percent-encoding");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            ParseErrorKind::EmptyScheme => "empty-scheme",
            ParseErrorKind::SchemeStart => "scheme-start",
            ParseErrorKind::InvalidChar(_) => "invalid-char",
            ParseErrorKind::InvalidPercentEncoding(_) => "invalid-percent-encoding",
            ParseErrorKind::ColonInFirstSegment => "colon-in-first-segment",
            ParseErrorKind::InvalidIpv6 => "invalid-ipv6",
            ParseErrorKind::InvalidIpvFuture => "invalid-ipvfuture",
            ParseErrorKind::UnclosedIpLiteral => "unclosed-ip-literal",
            ParseErrorKind::ZoneIdNotAllowed => "zone-id-not-allowed",
            ParseErrorKind::InvalidZoneId => "invalid-zone-id",
            ParseErrorKind::MissingScheme => "missing-scheme",
            ParseErrorKind::FragmentNotAllowed => "fragment-not-allowed",
            ParseErrorKind::TooLong => "too-long",
        }
    }

    /// The component the problem is in: the scheme for a scheme that is empty, starts badly or
    /// is missing; the host for IP literals and zone identifiers; the path for a colon in its
    /// first segment; the fragment where none is allowed; `None` for an input too long.
    ///
    /// ```
    /// use rfc3986::{Component, UriRef};
    ///
    /// let error = UriRef::parse("http://[::1/").unwrap_err();
    /// assert_eq!(error.kind().component(), Some(Component::Host));
    /// ```
    pub const fn component(self) -> Option<Component> {
        Some(match self {
            ParseErrorKind::EmptyScheme
            | ParseErrorKind::SchemeStart
            | ParseErrorKind::MissingScheme => Component::Scheme,
            ParseErrorKind::InvalidChar(component)
            | ParseErrorKind::InvalidPercentEncoding(component) => component,
            ParseErrorKind::ColonInFirstSegment => Component::Path,
            ParseErrorKind::InvalidIpv6
            | ParseErrorKind::InvalidIpvFuture
            | ParseErrorKind::UnclosedIpLiteral
            | ParseErrorKind::ZoneIdNotAllowed
            | ParseErrorKind::InvalidZoneId => Component::Host,
            ParseErrorKind::FragmentNotAllowed => Component::Fragment,
            ParseErrorKind::TooLong => return None,
        })
    }
}

/// What was found at the index of an invalid character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Found {
    Nothing,
    Char(char),
    Byte(u8),
}

/// A URI reference that does not match the grammar of RFC 3986: what is wrong, and the byte
/// index where it was found.
///
/// ```
/// use rfc3986::{Component, ParseErrorKind, UriRef};
///
/// let err = UriRef::parse("http://example.com/a b").unwrap_err();
/// assert_eq!(err.kind(), ParseErrorKind::InvalidChar(Component::Path));
/// assert_eq!(err.index(), 20);
/// assert_eq!(err.to_string(), "invalid character ' ' in path at index 20");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    kind: ParseErrorKind,
    index: usize,
    found: Found,
}

impl ParseError {
    /// An error of `kind` at `index`.
    #[cold]
    pub(crate) fn new(kind: ParseErrorKind, index: usize) -> ParseError {
        ParseError {
            kind,
            index,
            found: Found::Nothing,
        }
    }

    /// An [`ParseErrorKind::InvalidChar`] at `index` of `input`, remembering what was there.
    #[cold]
    pub(crate) fn invalid_char(input: &[u8], index: usize, component: Component) -> ParseError {
        let rest = input.get(index..).unwrap_or_default();
        let head = &rest[..rest.len().min(4)];
        let valid = match core::str::from_utf8(head) {
            Ok(text) => text,
            Err(e) => core::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or_default(),
        };
        let found = match (valid.chars().next(), rest.first()) {
            (Some(c), _) => Found::Char(c),
            (None, Some(&b)) => Found::Byte(b),
            (None, None) => Found::Nothing,
        };
        ParseError {
            kind: ParseErrorKind::InvalidChar(component),
            index,
            found,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// The byte offset in the input where the problem was found.
    pub fn index(&self) -> usize {
        self.index
    }

    /// For [`ParseErrorKind::InvalidChar`], the character found at [`index`](Self::index), when
    /// the input is valid UTF-8 there.
    pub fn found(&self) -> Option<char> {
        match self.found {
            Found::Char(c) => Some(c),
            Found::Nothing | Found::Byte(_) => None,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.index;
        match self.kind {
            ParseErrorKind::EmptyScheme => write!(f, "empty scheme before ':' at index {i}"),
            ParseErrorKind::SchemeStart => {
                write!(f, "scheme does not start with a letter at index {i}")
            }
            ParseErrorKind::InvalidChar(component) => match self.found {
                Found::Char(c) if c.is_ascii() => {
                    write!(f, "invalid character {c:?} in {component} at index {i}")
                }
                Found::Char(c) => write!(
                    f,
                    "invalid character {c:?} (U+{:04X}) in {component} at index {i}",
                    u32::from(c)
                ),
                Found::Byte(b) => write!(f, "invalid byte 0x{b:02X} in {component} at index {i}"),
                Found::Nothing => write!(f, "invalid character in {component} at index {i}"),
            },
            ParseErrorKind::InvalidPercentEncoding(component) => write!(
                f,
                "'%' not followed by two hexadecimal digits in {component} at index {i}"
            ),
            ParseErrorKind::ColonInFirstSegment => write!(
                f,
                "':' in the first segment of a relative path at index {i} (write \"./\" before the path)"
            ),
            ParseErrorKind::InvalidIpv6 => write!(f, "malformed IPv6 address at index {i}"),
            ParseErrorKind::InvalidIpvFuture => {
                write!(f, "malformed IPvFuture address at index {i}")
            }
            ParseErrorKind::UnclosedIpLiteral => {
                write!(f, "IP literal not closed by ']' at index {i}")
            }
            ParseErrorKind::ZoneIdNotAllowed => write!(
                f,
                "zone identifier at index {i}: zone identifiers need RFC 6874 parsing \
                 (parse_with and ParseOptions::RFC6874)"
            ),
            ParseErrorKind::InvalidZoneId => write!(
                f,
                "malformed IPv6 zone identifier at index {i} (RFC 6874: \"%25\" then \
                 unreserved characters or percent-encodings)"
            ),
            ParseErrorKind::MissingScheme => {
                write!(f, "missing scheme at index {i} (a URI starts with a scheme and ':')")
            }
            ParseErrorKind::FragmentNotAllowed => {
                write!(f, "fragment not allowed in an absolute URI at index {i}")
            }
            // (The index of a `TooLong` is the limit: the first byte past it.)
            ParseErrorKind::TooLong => write!(f, "input longer than the maximum of {i} bytes"),
        }
    }
}

impl core::error::Error for ParseError {}

/// A port whose digits do not fit in a `u16` (RFC 3986 allows any number of digits).
///
/// ```
/// use rfc3986::UriRef;
///
/// let uri = UriRef::parse("http://example.com:99999/").unwrap();
/// assert_eq!(uri.port(), Some("99999"));
/// let err = uri.port_u16().unwrap_err();
/// assert_eq!(err.to_string(), "port 99999 does not fit in 16 bits");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PortOverflowError<'a> {
    pub(crate) digits: &'a str,
}

impl<'a> PortOverflowError<'a> {
    /// The port's digits, as written.
    pub fn digits(&self) -> &'a str {
        self.digits
    }
}

impl fmt::Display for PortOverflowError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "port {} does not fit in 16 bits", self.digits)
    }
}

impl core::error::Error for PortOverflowError<'_> {}

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
    /// A host name that IDNA (UTS 46) cannot convert to A-labels
    /// ([`IriRef::to_uri_idna`](crate::IriRef::to_uri_idna)).
    #[cfg(feature = "idna")]
    Idna,
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
    pub(crate) fn new(kind: BuildErrorKind) -> BuildError {
        BuildError { kind, parse: None }
    }

    pub(crate) fn invalid(component: Component, parse: ParseError) -> BuildError {
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
                crate::parse::LEN_LIMIT
            ),
            #[cfg(feature = "idna")]
            (BuildErrorKind::Idna, _) => {
                f.write_str("the host is not a name that IDNA (UTS 46) converts to A-labels")
            }
        }
    }
}

impl core::error::Error for BuildError {}

/// What kind of problem a [`FilePathError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathErrorKind {
    /// A reference without a scheme, or whose scheme is not `file`
    /// ([RFC 8089 section 2](https://www.rfc-editor.org/rfc/rfc8089#section-2)).
    NotFile,
    /// A query: the `file` scheme has none (RFC 8089 section 2), and a `?` is no part of a
    /// file name unless it is percent-encoded.
    Query,
    /// User info or a port: the authority of a file URI is a host alone.
    Authority,
    /// A host the path cannot name: a host other than the local machine for a POSIX path,
    /// an IP literal for a Windows UNC path.
    Host,
    /// A percent-encoded separator (`%2F`, and in a Windows path `%5C`) in a segment: no file
    /// name holds one.
    EncodedSeparator,
    /// A NUL byte, percent-encoded in a URI (`%00`) or in a path: no file name holds one.
    Nul,
    /// Text that is not Unicode where a Windows path is wanted: decoded bytes that are not
    /// UTF-8, or a native path that is not valid UTF-16.
    NotUnicode,
    /// A path that is not absolute: a relative path, or a URI whose path has no root (no `/`
    /// for POSIX; no drive letter and root, nor UNC server and share, for Windows).
    NotAbsolute,
    /// A Windows path that names a device rather than a file: a device path (`\\.\`, or
    /// `\\?\` other than before a drive or a UNC share), or a reserved device name (`CON`,
    /// `NUL`, `COM1`...) as a segment.
    DevicePath,
    /// A `:` in a segment of a Windows path (other than the drive's): Windows reads `a:s` as
    /// the alternate data stream `s` of the file `a`, not as a file name.
    AlternateStream,
    /// The URI would be longer than [`MAX_LEN`](crate::MAX_LEN) bytes.
    TooLong,
}

/// A file URI that does not give a path, or a path that does not give a file URI
/// ([RFC 8089](https://www.rfc-editor.org/rfc/rfc8089)): what is wrong, and where when it is
/// at one byte of the input (in the URI's text, or in the path's bytes).
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
/// use rfc3986::UriRef;
///
/// let err = file::to_posix_path(&UriRef::parse("file:///a%2Fb")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::EncodedSeparator);
/// assert_eq!(err.index(), Some(9));
/// assert_eq!(err.to_string(), "encoded '/' (%2F) in a path segment at index 9");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FilePathError {
    kind: FilePathErrorKind,
    index: Option<usize>,
    /// What is wrong, said before the index.
    what: &'static str,
    /// Why it is wrong, said after it, or nothing.
    why: &'static str,
}

impl FilePathError {
    /// An error of `kind`: `what` is wrong, at `index` if it is at one byte, and `why` (or
    /// nothing, when it goes without saying).
    #[cold]
    pub(crate) fn new(
        kind: FilePathErrorKind,
        what: &'static str,
        why: &'static str,
        index: Option<usize>,
    ) -> FilePathError {
        FilePathError {
            kind,
            index,
            what,
            why,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> FilePathErrorKind {
        self.kind
    }

    /// The byte offset of the problem: in the URI's text for a URI read, in the path for a
    /// path read; `None` when it is about the whole input.
    pub fn index(&self) -> Option<usize> {
        self.index
    }
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)?;
        if let Some(i) = self.index {
            write!(f, " at index {i}")?;
        }
        if !self.why.is_empty() {
            write!(f, ": {}", self.why)?;
        }
        Ok(())
    }
}

impl core::error::Error for FilePathError {}

#[cfg(test)]
mod tests {
    use super::{Component, ParseErrorKind};

    #[test]
    fn every_kind_has_a_name_and_its_component() {
        use Component::*;
        use ParseErrorKind::*;
        let kinds = [
            (EmptyScheme, "empty-scheme", Some(Scheme)),
            (SchemeStart, "scheme-start", Some(Scheme)),
            (InvalidChar(Query), "invalid-char", Some(Query)),
            (InvalidChar(UserInfo), "invalid-char", Some(UserInfo)),
            (
                InvalidPercentEncoding(Port),
                "invalid-percent-encoding",
                Some(Port),
            ),
            (ColonInFirstSegment, "colon-in-first-segment", Some(Path)),
            (InvalidIpv6, "invalid-ipv6", Some(Host)),
            (InvalidIpvFuture, "invalid-ipvfuture", Some(Host)),
            (UnclosedIpLiteral, "unclosed-ip-literal", Some(Host)),
            (ZoneIdNotAllowed, "zone-id-not-allowed", Some(Host)),
            (InvalidZoneId, "invalid-zone-id", Some(Host)),
            (MissingScheme, "missing-scheme", Some(Scheme)),
            (FragmentNotAllowed, "fragment-not-allowed", Some(Fragment)),
            (TooLong, "too-long", None),
        ];
        for (kind, name, component) in kinds {
            assert_eq!(kind.name(), name, "{kind:?}");
            assert_eq!(kind.component(), component, "{kind:?}");
        }
        let names = [Scheme, UserInfo, Host, Port, Path, Query, Fragment].map(Component::name);
        assert_eq!(
            names,
            ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]
        );
    }
}
