#![doc = include_str!("../README.md")]
#![no_std]

pub use rfc3986_core::*;

/// A URI reference checked when the program is compiled (feature `macros`): see
/// [`rfc3986_macros::uri!`].
#[cfg(feature = "macros")]
pub use rfc3986_macros::uri;

/// An IRI reference checked when the program is compiled (feature `macros`): see
/// [`rfc3986_macros::iri!`].
#[cfg(feature = "macros")]
pub use rfc3986_macros::iri;

/// A URI Template checked when the program is compiled (feature `macros`): see
/// [`rfc3986_macros::uri_template!`].
#[cfg(feature = "macros")]
pub use rfc3986_macros::uri_template;
