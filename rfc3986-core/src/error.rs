//! Every error of the crate: what is wrong, and for parsing, at which byte.
//!
//! One rule: each error type lives here, in the file of its operation, whatever module
//! the operation is in ([`ParseError`] is made by the parser and by the scans it calls,
//! [`BuildError`] by building, editing and the IRI mappings); each is re-exported where its
//! operation is public (the crate root, [`pct`](crate::pct), [`interop`](crate::interop)).
//! Here too are [`Component`], which parse and build errors name, and [`Part`], which decode
//! errors name.

use core::fmt;

mod build;
#[cfg(any(feature = "http", feature = "url"))]
mod convert;
mod decode;
mod file;
mod parse;
mod resolve;
#[cfg(feature = "psl")]
mod suffix_list;
mod template;

pub use build::{BuildError, BuildErrorKind};
#[cfg(any(feature = "http", feature = "url"))]
pub use convert::{ConvertError, ConvertErrorKind};
#[cfg(any(feature = "http", feature = "url"))]
pub(crate) use convert::{Peer, Unrepresentable};
pub use decode::{DecodeError, DecodeErrorKind};
pub use file::{FilePathError, FilePathErrorKind};
pub use parse::{ParseError, ParseErrorKind, PortOverflowError};
pub use resolve::{JoinError, RelativeError, RelativeErrorKind, ResolveError, ResolveErrorKind};
#[cfg(feature = "psl")]
pub use suffix_list::{SuffixListError, SuffixListErrorKind};
pub use template::{ExpandError, ExpandErrorKind, TemplateError, TemplateErrorKind};

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

/// The part of a reference a text is percent-encoded for, or decoded from: each a component,
/// or a piece of one, with its own characters. [`Part::encode_set`] gives its
/// [`EncodeSet`](crate::pct::EncodeSet), [`Part::decode`] decodes its text after checking it.
///
/// Each has a lowercase name (`FromStr` reads it, `name` gives it), for the bindings that name
/// a part by a string: `userinfo`, `host`, `path`, `segment`, `query`, `param`, `form`,
/// `fragment`. The scheme and the port have no percent-encoding, and no part.
///
/// ```
/// use rfc3986::pct::Part;
///
/// let part: Part = "segment".parse()?;
/// assert_eq!(part, Part::Segment);
/// assert_eq!(part.name(), "segment");
/// assert_eq!(part.to_string(), "path segment");
/// let err = "scheme".parse::<Part>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown part \"scheme\" (one of userinfo, host, path, segment, query, param, form, fragment)");
/// # Ok::<(), rfc3986::pct::UnknownPartError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Part {
    /// The user info ([section 3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)).
    UserInfo,
    /// A registered name, the host form that percent-encodes
    /// ([section 3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)); decoding
    /// takes an IP literal too.
    Host,
    /// A whole path, whose `/` separate segments
    /// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    Path,
    /// One path segment: a `/` in it is data, encoded (`%2F`).
    Segment,
    /// A whole query ([section 3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
    Query,
    /// One key or one value of the `key=value&...` pairs of a query: `&`, `=` and `+` are
    /// encoded; decoding refuses an `&` and takes a `+` as a `+`.
    Param,
    /// One key or value of `application/x-www-form-urlencoded` (HTML forms): a
    /// [`Param`](Self::Param) whose space is written `+`, and whose `+` decodes to a space.
    Form,
    /// The fragment ([section 3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)).
    Fragment,
}

impl Part {
    /// Every part, in the order of [`Part::name`]'s list.
    pub const ALL: [Part; 8] = [
        Part::UserInfo,
        Part::Host,
        Part::Path,
        Part::Segment,
        Part::Query,
        Part::Param,
        Part::Form,
        Part::Fragment,
    ];

    /// The part's name, for programs: `userinfo`, `host`, `path`, `segment`, `query`, `param`,
    /// `form` or `fragment`. (Its `Display` is for people: `path segment`.)
    pub const fn name(self) -> &'static str {
        match self {
            Part::UserInfo => "userinfo",
            Part::Host => "host",
            Part::Path => "path",
            Part::Segment => "segment",
            Part::Query => "query",
            Part::Param => "param",
            Part::Form => "form",
            Part::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::UserInfo => "user info",
            Part::Host => "host",
            Part::Path => "path",
            Part::Segment => "path segment",
            Part::Query => "query",
            Part::Param => "query parameter",
            Part::Form => "form field",
            Part::Fragment => "fragment",
        })
    }
}

impl core::str::FromStr for Part {
    type Err = UnknownPartError;

    /// The part named `name`, as [`Part::name`] writes it (lowercase).
    fn from_str(name: &str) -> Result<Part, UnknownPartError> {
        Part::ALL
            .into_iter()
            .find(|part| part.name() == name)
            .ok_or_else(|| UnknownPartError {
                name: alloc::string::String::from(name),
            })
    }
}

/// A name that is no [`Part`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPartError {
    name: alloc::string::String,
}

impl fmt::Display for UnknownPartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown part {:?} (one of ", self.name)?;
        for (i, part) in Part::ALL.iter().enumerate() {
            let separator = if i == 0 { "" } else { ", " };
            write!(f, "{separator}{}", part.name())?;
        }
        f.write_str(")")
    }
}

impl core::error::Error for UnknownPartError {}

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
