//! The engine of [`rfc3986`](https://docs.rs/rfc3986): everything that crate offers but its
//! compile-time checked literals, which live in a procedural macro crate that runs this crate's
//! parser (a crate that exports procedural macros cannot also be the one they depend on).
//!
//! Depend on `rfc3986`, not on this crate: `rfc3986` re-exports all of it, and its documentation
//! is the one to read. The examples here are written with `rfc3986::` paths for that reason.

#![no_std]

extern crate alloc;

pub mod audit;
mod build;
mod chars;
#[cfg(feature = "psl")]
pub mod domain;
mod edit;
mod error;
mod extract;
pub mod file;
pub mod grammar;
#[cfg(any(feature = "http", feature = "url"))]
pub mod interop;
mod iri;
mod limits;
mod normalize;
mod owned;
mod params;
mod parse;
mod part;
mod path;
pub mod pct;
mod recompose;
mod reference;
mod resolve;
mod scan;
mod security;
#[cfg(feature = "serde")]
mod serde;
pub mod template;
#[cfg(test)]
mod testing;

pub use build::Builder;
pub use chars::BIDI_CONTROLS;
#[allow(deprecated)]
pub use chars::BIDI_FORMATTING;
pub use error::{
    BuildError, BuildErrorKind, Component, ParseError, ParseErrorKind, PortOverflowError,
};
pub use error::{JoinError, RelativeError, RelativeErrorKind, ResolveError, ResolveErrorKind};
pub use extract::{
    extract, extract_bytes, extract_with, Extract, ExtractOptions, Form, Found, WELL_KNOWN_SCHEMES,
};
pub use limits::MAX_LEN;
pub use normalize::{NormalizeOptions, Normalized, DEFAULT_PORTS};
pub use owned::{IriRefBuf, RiRefBuf, UriRefBuf};
pub use params::{TrackingParams, TRACKING_PARAMS};
pub use parse::host::{Host, HostKind};
pub use parse::ParseOptions;
pub use path::remove_dot_segments;
pub use reference::{DecodedSegments, IriRef, PathSegments, Redacted, RiRef, UriRef};
pub use resolve::{AboveRoot, ResolveOptions};
