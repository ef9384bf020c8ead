//! The errors of resolution ([`ResolveError`], [`JoinError`]) and of its inverse
//! ([`RelativeError`]).

use core::fmt;

use super::ParseError;

/// Why a reference could not be resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveErrorKind {
    /// The base has no scheme: a base URI must be absolute (section 5.1).
    BaseNotAbsolute,
    /// A `..` climbed above the root, with [`AboveRoot::Error`](crate::AboveRoot::Error).
    AboveRoot,
    /// The target would be longer than [`MAX_LEN`](crate::MAX_LEN) bytes.
    TooLong,
}

/// A reference that could not be resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolveError {
    pub(crate) kind: ResolveErrorKind,
}

impl ResolveError {
    /// What is wrong.
    pub fn kind(&self) -> ResolveErrorKind {
        self.kind
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.kind {
            ResolveErrorKind::BaseNotAbsolute => "the base URI has no scheme",
            ResolveErrorKind::AboveRoot => "a '..' segment climbs above the root of the path",
            ResolveErrorKind::TooLong => "the target would be longer than the maximum length",
        })
    }
}

impl core::error::Error for ResolveError {}

/// A reference that could not be parsed or resolved, from [`UriRef::join`](crate::RiRef::join). Its `Display`
/// says which; the error underneath, with the details, is its
/// [`source`](core::error::Error::source) (and the variant's field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum JoinError {
    /// The reference is not a `URI-reference`.
    Parse(ParseError),
    /// The reference could not be resolved against the base.
    Resolve(ResolveError),
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::Parse(_) => f.write_str("the reference is not a valid URI reference"),
            JoinError::Resolve(_) => f.write_str("the reference could not be resolved"),
        }
    }
}

impl core::error::Error for JoinError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            JoinError::Parse(e) => Some(e),
            JoinError::Resolve(e) => Some(e),
        }
    }
}

impl From<ParseError> for JoinError {
    fn from(e: ParseError) -> JoinError {
        JoinError::Parse(e)
    }
}

impl From<ResolveError> for JoinError {
    fn from(e: ResolveError) -> JoinError {
        JoinError::Resolve(e)
    }
}

/// Why no relative reference leads from a base to a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RelativeErrorKind {
    /// The base has no scheme.
    BaseNotAbsolute,
    /// The target has no scheme.
    TargetNotAbsolute,
    /// The target's path holds `.` or `..` segments, which resolution always removes: no
    /// reference resolves to it exactly.
    DotSegments,
}

/// A target that no reference from the base leads to, from [`UriRef::make_relative`](crate::RiRef::make_relative).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeError {
    pub(crate) kind: RelativeErrorKind,
}

impl RelativeError {
    /// What is wrong.
    pub fn kind(&self) -> RelativeErrorKind {
        self.kind
    }
}

impl fmt::Display for RelativeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.kind {
            RelativeErrorKind::BaseNotAbsolute => "the base URI has no scheme",
            RelativeErrorKind::TargetNotAbsolute => "the target URI has no scheme",
            RelativeErrorKind::DotSegments => {
                "the target's path has '.' or '..' segments, which resolution always removes"
            }
        })
    }
}

impl core::error::Error for RelativeError {}
