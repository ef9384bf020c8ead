//! Conversions, both ways, with the `http` crate's
//! [`Uri`](https://docs.rs/http/1/http/uri/struct.Uri.html) (feature `http`, http 1.x) and the
//! `url` crate's [`Url`](https://docs.rs/url/2/url/struct.Url.html) (feature `url`, url 2.x):
//! `TryFrom` between them and [`UriRef`](crate::UriRef) or [`UriRefBuf`](crate::UriRefBuf), with
//! a [`ConvertError`] that says what did not fit.
//!
//! The three types do not mean the same thing by a "URI", and a conversion between them is
//! exact or refused: **it never changes the host or the port**, as the other type reads them
//! and as the clients that take it connect. What else changes, and what is refused, is listed
//! here, each case tested (`tests/interop.rs`).
//!
//! # `http::Uri` (feature `http`)
//!
//! An `http::Uri` is an HTTP request target
//! ([RFC 9112 section 3.2](https://www.rfc-editor.org/rfc/rfc9112#section-3.2)) in one of its
//! four forms, and a reference becomes the one that carries it unchanged:
//!
//! | our reference | `http::Uri` form | example |
//! |---|---|---|
//! | scheme and authority | absolute form | `http://example.com/a?b` |
//! | a path starting with `/`, maybe a query | origin form | `/a?b` |
//! | `//` and an authority, nothing else | authority form (`CONNECT`) | `//h:443` ↔ `h:443` |
//! | `*` | asterisk form (`OPTIONS`) | `*` |
//!
//! Into an `http::Uri`, refused ([`ConvertErrorKind`]):
//! - a fragment (`Fragment`): an `http::Uri` has none (parsing one drops it);
//! - user info (`UserInfo`): a request target has none
//!   ([RFC 9110 section 4.2.4](https://www.rfc-editor.org/rfc/rfc9110#section-4.2.4));
//! - a scheme without an authority, `mailto:x` (`NoAuthority`): `http::Uri` would read
//!   `mailto:x` as the authority form, with the host `mailto`;
//! - `//` with an authority and a path or a query, `//example.com/a` (`NetworkPath`):
//!   `http::Uri` would read it as a path, with no host;
//! - any other relative reference, `a/b`, `?q`, the empty one (`RelativePath`);
//! - what the `http` crate itself refuses (`RefusedByHttp`, with its message): an empty host
//!   (`file:///etc`) or authority (`//`), a `%` in the host, a scheme longer than 64 bytes, a
//!   reference longer than 65,534 bytes;
//! - a port that does not fit in 16 bits, `http://h:99999/` (`PortChanged`): the `http` crate
//!   keeps the digits but reads no port, and a client connects to the scheme's default;
//! - a registered name that resolvers read as an IPv4 address, `127.1`, `0x7f.1`,
//!   `2130706433`, `017700000001`, `127.0.0.1.` (`HostChanged`,
//!   [`Host::ipv4_as_resolved`](crate::Host::ipv4_as_resolved)): the `http` crate keeps the
//!   text, and a client hands it to `getaddrinfo`, which reads `127.0.0.1` where RFC 3986
//!   reads a name
//!   ([RFC 3986 section 7.4](https://www.rfc-editor.org/rfc/rfc3986#section-7.4));
//! - an IPv6 zone identifier, `[fe80::1%25eth0]` (`ZoneId`): the `http` crate keeps the text,
//!   and a client that resolves it as text reads `%25eth0` as the zone `25eth0`.
//!
//! What changes: the `http` crate lowercases the schemes `http` and `https` (`HTTP://h/` becomes
//! `http://h/`; other schemes keep their case), and writes an empty path as `/` after an
//! authority (`foo://h?q` becomes `foo://h/?q`). Nothing else: the host, the port digits as
//! written (`:0080`, an empty `:`), the path and the query are kept byte for byte. Both ways,
//! the host the `http` crate reads is checked to be ours, byte for byte (`HostChanged`
//! otherwise, which no input is known to cause), and so is its port number
//! ([`http::Uri::port_u16`](https://docs.rs/http/1/http/uri/struct.Uri.html#method.port_u16)
//! against [`UriRef::port_u16`](crate::UriRef::port_u16); `PortChanged` otherwise): `:0080`
//! is 80 to both, and an empty port none to both (the scheme's default).
//!
//! From an `http::Uri`: its text, as `http::Uri` writes it (the authority form with `//`
//! before it; user info kept; a fragment was dropped when the `http` crate parsed it), parsed
//! by RFC 3986; refused (`NotRfc3986`, with the parse error) when it is not a URI reference,
//! which the `http` crate allows for a few bytes of the path and the query (`"`, `{`, `|`, `}`,
//! `^`, a `%` not followed by two hexadecimal digits) and for IPv6 zone identifiers
//! (`[fe80::1%25eth0]`, RFC 6874, which strict parsing refuses); refused (`PortChanged`) when
//! its port does not fit in 16 bits (`http://h:99999/`), which the `http` crate reads as no
//! port and RFC 3986 as the digits.
//!
//! # `url::Url` (feature `url`)
//!
//! A `Url` is a [WHATWG URL](https://url.spec.whatwg.org/): always absolute, and rewritten by
//! its parser. WHATWG URL parsing is not RFC 3986 parsing, and the two can read different hosts
//! in the same text: that difference is behind several server-side request forgery attacks
//! (a filter reads one host, the HTTP client connects to another).
//!
//! Into a `Url`: the text is parsed by [`Url::parse`]; refused:
//! - a relative reference (`Relative`): a URL is absolute
//!   ([`UriRef::resolve`](crate::UriRef::resolve) it against a base first);
//! - what WHATWG URL refuses (`RefusedByWhatwg`, with its message): a port above 65535, an
//!   IPvFuture or a zone identifier, a host that IDNA refuses...;
//! - a port that WHATWG URL reads as another number (`PortChanged`), which no input is known
//!   to cause: the port is checked as the host is, the same number, or none where ours is the
//!   scheme's default (`http://h:80/` is `http://h/`);
//! - a host that WHATWG URL reads differently (`HostChanged`). Hosts are the same when both are
//!   the same IPv4 address, the same IPv6 address, or registered names equal but for ASCII
//!   case (RFC 3986 section 3.2.2: case does not matter in a host); no host and an empty host
//!   are the same. Everything else is refused:
//!   - a registered name that WHATWG URL reads as an IPv4 address: `127.1`, `0x7f.1`,
//!     `2130706433`, `127.0.0.1.` (a final dot), fullwidth digits
//!     (`%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1`);
//!   - a host that WHATWG URL percent-decodes (`a%2eb` is `a.b` there) or maps by IDNA
//!     (`%C3%9F.de` is `xn--zca.de`);
//!   - a host where RFC 3986 reads none (`http:example.com/a` is `http://example.com/a` to
//!     WHATWG URL), or none where RFC 3986 reads one (`file://localhost/etc` is `file:///etc`,
//!     `file://c:/x` is `file:///c:/x`);
//!   - a registered name that resolvers read as an IPv4 address, where WHATWG URL keeps a
//!     name (a scheme it does not know: `foo://127.1/`, `redis://0x7f.1:6379/`): the client
//!     that takes the URL hands the name to `getaddrinfo`, which reads `127.0.0.1`, as for
//!     `http::Uri` above.
//!
//! What else WHATWG URL rewrites, accepted (none changes the host or the port number;
//! compare [`Url::as_str`] with ours when the text must stay as it is):
//! - the scheme lowercased; the host lowercased (the schemes `http`, `https`, `ws`, `wss`,
//!   `ftp` and `file`, WHATWG's "special" ones); an IPv6 address in its shortest form
//!   (`[::FFFF:1.2.3.4]` becomes `[::ffff:102:304]`);
//! - a port equal to the scheme's default dropped, and an empty port (`http://h:80/`,
//!   `http://h:/` become `http://h/`); leading zeros dropped (`:0081` becomes `:81`);
//! - an empty path after a special scheme's host written `/` (`http://h` becomes `http://h/`);
//! - dot segments removed from a path that starts with `/`, `%2e` counting as `.`
//!   (`http://h/a/%2e%2e/b` becomes `http://h/b`);
//! - in the user info, `;`, `=` and a `:` in the password percent-encoded (`a;b@` becomes
//!   `a%3Bb@`), an empty password or user info dropped (`http://u:@h/` becomes `http://u@h/`,
//!   `http://@h/` becomes `http://h/`);
//! - in the query of a special scheme, `'` percent-encoded (`?a'b` becomes `?a%27b`).
//!
//! From a `Url`: its text, [`Url::as_str`], which is ASCII and always has a scheme, parsed by
//! RFC 3986 (borrowed, for a [`UriRef`](crate::UriRef)). The host and the port are then the
//! URL's, as written, and the text is not changed. Refused (`NotRfc3986`, with the parse error naming
//! the byte) when WHATWG URL leaves in it what RFC 3986 does not allow:
//! - in a path: `|`, `^`, `[`, `]`;
//! - in a query: `{`, `}`, `|`, `^`, `` ` ``, `[`, `]`, `\`;
//! - in a fragment: `{`, `}`, `|`, `^`, `[`, `]`, `\`, `#`;
//! - in the path of a URL without a host (`mailto:a b`): any printable ASCII character that RFC
//!   3986 does not allow there, but `%` (a space, `"`, `<`, `>`, those above);
//! - anywhere: a `%` not followed by two hexadecimal digits;
//! - in the host of a non-special scheme: `{`, `}` or another byte RFC 3986 does not allow
//!   (`foo://a{b/`).
//!
//! [`Url::parse`]: https://docs.rs/url/2/url/struct.Url.html#method.parse
//! [`Url::as_str`]: https://docs.rs/url/2/url/struct.Url.html#method.as_str

pub use crate::error::{ConvertError, ConvertErrorKind};
use crate::error::{Peer, Unrepresentable};
use crate::parse::host::Host;

#[cfg(feature = "http")]
mod http_uri;
#[cfg(feature = "url")]
mod whatwg_url;

/// Refuses a registered name that resolvers read as an IPv4 address
/// ([`Host::ipv4_as_resolved`]: `127.1`, `0x7f.1`, `2130706433`, `127.0.0.1.`): where the other
/// type keeps it as a name (the `http` crate always, WHATWG URL for a scheme it does not know),
/// the client it goes to hands it to `getaddrinfo` or `inet_aton`, which reads an address
/// where RFC 3986 reads a name that a filter would not take for one
/// ([RFC 3986 section 7.4](https://www.rfc-editor.org/rfc/rfc3986#section-7.4)).
fn resolved_as_named(host: Option<Host<'_>>) -> Result<(), ConvertError> {
    match host {
        Some(host @ Host::RegName(name)) => match host.ipv4_as_resolved() {
            Some(address) => Err(ConvertError::resolved(name, address)),
            None => Ok(()),
        },
        _ => Ok(()),
    }
}
