//! The error of building and editing: [`BuildError`].

use core::fmt;

use super::{Component, ParseError};

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
                crate::limits::LEN_LIMIT
            ),
            #[cfg(feature = "idna")]
            (BuildErrorKind::Idna, _) => {
                f.write_str("the host is not a name that IDNA (UTS 46) converts to A-labels")
            }
        }
    }
}

impl core::error::Error for BuildError {}
