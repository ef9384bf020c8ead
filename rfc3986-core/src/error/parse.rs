//! The error of parsing: [`ParseError`], and [`PortOverflowError`] for a port read as a
//! number.

use core::fmt;

use super::Component;

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
