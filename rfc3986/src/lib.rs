//! URI references exactly as [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) defines them.
//!
//! Parsing is strict to the letter of the grammar in Appendix A: every string the grammar
//! accepts is accepted, every other string is refused with a [`ParseError`] that says what is
//! wrong and at which byte. A parsed [`UriRef`] borrows its input and records where each
//! component is: no allocation, no copy, no rewriting.
//!
//! The example of [section 3](https://www.rfc-editor.org/rfc/rfc3986#section-3), taken apart:
//!
//! ```text
//!   foo://example.com:8042/over/there?name=ferret#nose
//!   \_/   \______________/\_________/ \_________/ \__/
//!    |           |            |            |        |
//! scheme     authority       path        query   fragment
//! ```
//!
//! ```
//! use rfc3986::{Host, UriRef};
//!
//! let uri = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(uri.scheme(), Some("foo"));
//! assert_eq!(uri.authority(), Some("example.com:8042"));
//! assert_eq!(uri.userinfo(), None);
//! assert_eq!(uri.host(), Some(Host::RegName("example.com")));
//! assert_eq!(uri.port(), Some("8042"));
//! assert_eq!(uri.port_u16(), Ok(Some(8042)));
//! assert_eq!(uri.path(), "/over/there");
//! assert_eq!(uri.path_segments().collect::<Vec<_>>(), ["", "over", "there"]);
//! assert_eq!(uri.query(), Some("name=ferret"));
//! assert_eq!(uri.fragment(), Some("nose"));
//! assert!(!uri.is_relative());
//! assert_eq!(uri.to_string(), "foo://example.com:8042/over/there?name=ferret#nose");
//! # Ok::<(), rfc3986::ParseError>(())
//! ```
//!
//! Components are raw, as written. Percent-encoding
//! ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)) is the [`pct`] module's:
//! an encode set per component, lazy encoders, decoders that borrow when there is nothing to
//! decode, and the `key=value` pairs of a query.
//!
//! # What is here
//!
//! - **Parsing** (Appendix A): [`UriRef::parse`] for a `URI-reference`, the stricter
//!   [`UriRef::parse_uri`], [`UriRef::parse_absolute_uri`] and [`UriRef::parse_relative_ref`],
//!   and [`UriRef::parse_bytes`]; errors are [`ParseError`] ([`ParseErrorKind`], [`Component`],
//!   byte index).
//! - **Reading**: the components as written ([`UriRef::scheme`], [`UriRef::authority`],
//!   [`UriRef::userinfo`], [`UriRef::host_str`], [`UriRef::port`], [`UriRef::path`],
//!   [`UriRef::query`], [`UriRef::fragment`]); typed views: [`Host`] and [`HostKind`],
//!   [`UriRef::port_u16`], [`UriRef::path_segments`].
//! - **Decoded views**: [`UriRef::decoded_path_segments`], [`UriRef::decoded_query`],
//!   [`UriRef::decoded_fragment`], [`UriRef::query_pairs`].
//! - **Passwords** (section 7.5): [`UriRef::password`], and [`UriRef::redacted`] and `Debug`,
//!   which mask it.
//! - **Owned references, building and editing**: [`UriRefBuf`], with setters that keep it valid
//!   ([`UriRefBuf::set_path`], [`UriRefBuf::set_path_plain`]... and the query parameter editors
//!   [`UriRefBuf::append_query_param`], [`UriRefBuf::set_query_param`],
//!   [`UriRefBuf::remove_query_param`]), and [`Builder`]; refusals are [`BuildError`].
//! - **Percent-encoding** (section 2.1): the [`pct`] module.
//! - **Resolution** ([section 5](https://www.rfc-editor.org/rfc/rfc3986#section-5)):
//!   [`UriRef::resolve`] and [`UriRef::resolve_with`] ([`ResolveOptions`], [`AboveRoot`]),
//!   [`UriRef::join`] (parse and resolve), [`remove_dot_segments`]; its inverse,
//!   [`UriRef::make_relative`], the shortest reference that resolves back to a target.
//! - **Normalization and comparison** ([section 6](https://www.rfc-editor.org/rfc/rfc3986#section-6)):
//!   [`UriRef::normalize`] and [`UriRef::normalize_with`] ([`NormalizeOptions`],
//!   [`DEFAULT_PORTS`]) give a [`Normalized`], a key with `Eq`, `Hash` and `Ord`;
//!   [`UriRef::equivalent`] and [`UriRef::equivalent_against`] compare.
//! - **Hosts that resolvers read as IPv4** (section 7.4): [`Host::ipv4_as_resolved`] and
//!   [`Host::is_rare_ipv4`].
//! - **Security checks** ([section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7)): the
//!   [`audit`] module, [`RiRef::audit`], findings with a stable code, a severity, a span and a
//!   message (user info that reads like a host, passwords, rare IPv4 forms, encoded NUL, line
//!   breaks and delimiters, dot segments, unexpected ports, mixed-script hosts, bidirectional
//!   formatting characters).
//! - **IRIs** ([RFC 3987](https://www.rfc-editor.org/rfc/rfc3987)): [`IriRef`] and
//!   [`IriRefBuf`], the same types as [`UriRef`] and [`UriRefBuf`] ([`RiRef`] and [`RiRefBuf`])
//!   over the other [`grammar`], with everything above; the mappings [`IriRef::to_uri`]
//!   (section 3.1) and [`UriRef::to_iri`] (section 3.2), with IDNA host conversions under the
//!   `idna` feature; normalization that decodes what an IRI carries as itself, NFC under the
//!   `nfc` feature, and [`equivalent`](RiRef::equivalent) through the URI mapping (section
//!   5.3); [`IriRef::bidi_formatting`] (section 4.1), [`Host::parse_iri`], and the `I` encode
//!   sets of [`pct`].
//! - **Finding URIs in text** ([Appendix C](https://www.rfc-editor.org/rfc/rfc3986#appendix-C)):
//!   [`extract`], [`extract_with`] ([`ExtractOptions`]) and [`extract_bytes`] give the URIs of a
//!   text, each a [`Found`] with its byte span and its [`Form`] (angle brackets, `URL:`, quotes,
//!   bare), trimmed of sentence punctuation; IRIs on request.
//! - **Literals checked when the program is compiled** (feature `macros`): `uri!` and
//!   `iri!` give a `UriRef<'static>` or an `IriRef<'static>` with no parsing at run time,
//!   usable in a `const` or a `static`; a literal the grammar refuses is a compile error that
//!   quotes the parser.
//! - **File URIs and paths** ([RFC 8089](https://www.rfc-editor.org/rfc/rfc8089)): the
//!   [`file`](mod@file) module, POSIX and Windows paths both ways on every platform, and the
//!   platform's own under `std`.
//! - **IPv6 zone identifiers** ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)), on
//!   request: [`ParseOptions`] for [`UriRef::parse_with`] and the other `_with` entry points,
//!   [`Host::Ipv6Zoned`] (address and zone apart), [`ParseErrorKind::ZoneIdNotAllowed`] from the
//!   strict parsers; a zone, once accepted, is kept by every operation.
//!
//! # Features
//!
//! The crate is `no_std` and needs `alloc` (for [`UriRefBuf`] and decoded text).
//!
//! - `std` (default): conveniences that need the standard library: `file::to_file_path` and
//!   `file::from_file_path`, for the paths of the platform.
//! - `serde`: `Serialize` and `Deserialize` for [`UriRef`] (borrowed from the input) and
//!   [`UriRefBuf`], as strings; deserializing validates strictly (no zone identifiers), and a
//!   parse error gives the parser's message. The same for [`IriRef`] and [`IriRefBuf`].
//! - `idna`: `IriRef::to_uri_idna` and `UriRef::to_iri_idna`, the host conversions of the IRI
//!   mappings by IDNA (UTS 46), with the `idna` crate.
//! - `nfc`: `IriRef::nfc`, Unicode Normalization Form C (RFC 3987 section 5.3.2.2), with the
//!   `unicode-normalization` crate.
//!
//! - `http`: `TryFrom` both ways between [`UriRef`] or [`UriRefBuf`] and the `http` crate's
//!   `Uri` (http 1.x), the forms of an HTTP request target; needs `std`, as the `http` crate
//!   does. See the `interop` module.
//! - `url`: `TryFrom` both ways between [`UriRef`] or [`UriRefBuf`] and the `url` crate's `Url`
//!   (url 2.x, WHATWG URL), refused when WHATWG URL reads another host; works without `std`.
//!   See the `interop` module.
//!
//! The `idna` feature also makes [`Host::ipv4_as_resolved`] apply the whole UTS 46 mapping, as
//! WHATWG URL does, and the audit read A-labels in Unicode.
//!
//! - `macros`: `uri!` and `iri!`, by the procedural macro crate `rfc3986-macros`, which
//!   runs this crate's own parser when the program is compiled.
//! - `uts39`: the audit's `mixed-script-host` finding by UTS 39 (single-script with augmented
//!   script sets), with the `unicode-security` and `unicode-script` crates; without it, a
//!   reading of the blocks of the scripts that pass for Latin.
//!
//! # Speed and `unsafe`
//!
//! Parsing is linear, and so are resolution and normalization, whatever the input. On `x86_64`
//! the parser tests sixteen bytes at a time with SSE2: that is the crate's only `unsafe` code
//! (calling `#[target_feature(enable = "sse2")]` functions on targets where SSE2 is statically
//! enabled); elsewhere the same scans run eight bytes at a time, safely. With
//! `--cfg rfc3986_portable` in `RUSTFLAGS`, `x86_64` builds run those portable scans too,
//! without the vector code. Why the code is shaped as it is for speed, with measurements, is
//! in `PERFORMANCE.md` in the source repository.
//!
//! # Choices where the RFC leaves room
//!
//! - Offsets are `u32`: inputs longer than [`MAX_LEN`] bytes are refused with
//!   [`ParseErrorKind::TooLong`].
//! - A port may have any number of digits, as the grammar says; [`UriRef::port_u16`] tells when
//!   it does not fit in 16 bits, and reads an empty port as no port (section 3.2.3).
//! - A host that matches `IPv4address` is [`Host::Ipv4`]; one that merely looks like an address
//!   (`127.1`, `010.0.0.1`) is a [`Host::RegName`], as the first-match rule of section 3.2.2 says.
//! - A parse error is reported at the first byte, left to right, that the component it is in
//!   does not allow, with the `@` looked for first so that an error is placed in the user info or
//!   in the host correctly (the exact rules are in `tests/data/README.md` in the source
//!   repository).
//!
//! # Crates
//!
//! This crate is a facade: the code is in `rfc3986-core`, which it re-exports whole, and the
//! macros are in `rfc3986-macros`, which runs `rfc3986-core`'s parser when a program using them
//! is compiled. The split is what lets the macros use the real parser: a crate cannot depend on
//! a procedural macro crate that depends on it. Depend on `rfc3986` alone.

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

/// The README's examples (the crate's page on crates.io), run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
