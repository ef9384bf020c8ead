//! `uri parse --whatwg`: what WHATWG URL parsing (browsers, the `url` crate) makes of an input,
//! beside our parse, and whether it reads the same host: a parser differential, the kind of
//! disagreement behind server-side request forgery (a filter reads one host, the client
//! connects to another).

use rfc3986::grammar::Grammar;
use rfc3986::{Host, IriRef, RiRef, UriRef};
use serde::Serialize;
use url::Url;

use crate::input::{Input, InputError};
use crate::report::Passwords;

/// What WHATWG URL makes of an input.
pub(crate) enum Whatwg {
    /// WHATWG URL refuses it, for this reason.
    Refused(String),
    /// The input was not given to WHATWG URL, for this reason: it is not UTF-8, or is a line too
    /// long (of which only the start is kept).
    NotRead(&'static str),
    /// The URL, and the warning when it reads another host than RFC 3986, or takes an input that
    /// RFC 3986 refuses.
    Read { url: Url, warning: Option<String> },
}

impl Whatwg {
    /// The WHATWG reading of `input`, which RFC 3986 parsed as `parsed`.
    pub(crate) fn new<G: Grammar>(
        input: Input<'_>,
        parsed: &Result<RiRef<'_, G>, InputError>,
    ) -> Whatwg {
        let text = match input {
            Input::Whole(bytes) => match std::str::from_utf8(bytes) {
                Ok(text) => text,
                Err(_) => return Whatwg::NotRead("the input is not UTF-8"),
            },
            Input::TooLong { .. } => return Whatwg::NotRead("the line is too long"),
        };
        let url = match Url::parse(text) {
            Ok(url) => url,
            Err(e) => return Whatwg::Refused(e.to_string()),
        };
        let warning = match parsed {
            Ok(_) => host_warning::<G>(text),
            Err(_) => Some("WHATWG URL takes this input, which RFC 3986 refuses".to_string()),
        };
        Whatwg::Read { url, warning }
    }

    /// The line of the text output: the URL (its password masked unless `passwords` says
    /// otherwise) and its host, or why there is none.
    pub(crate) fn text(&self, passwords: Passwords) -> String {
        match self {
            Whatwg::Refused(reason) => format!("(refused: {reason})"),
            Whatwg::NotRead(reason) => format!("(not read: {reason})"),
            Whatwg::Read { url, .. } => {
                let mut url = url.clone();
                if passwords == Passwords::Masked && url.password().is_some() {
                    // A URL with a password has a host, which is all `set_password` needs.
                    let _ = url.set_password(Some("***"));
                }
                match url.host_str() {
                    Some(host) if !host.is_empty() => format!("{url}  (host {host})"),
                    _ => format!("{url}  (no host)"),
                }
            }
        }
    }

    /// The warning, when there is one.
    pub(crate) fn warning(&self) -> Option<&str> {
        match self {
            Whatwg::Read { warning, .. } => warning.as_deref(),
            Whatwg::Refused(_) | Whatwg::NotRead(_) => None,
        }
    }

    /// The value of the JSON key `whatwg`: `None` (`null`) when WHATWG URL refuses the input,
    /// or did not read it.
    pub(crate) fn json(&self) -> Option<JsonWhatwg<'_>> {
        match self {
            Whatwg::Refused(_) | Whatwg::NotRead(_) => None,
            Whatwg::Read { url, warning } => Some(JsonWhatwg {
                href: url.as_str(),
                host: url.host_str(),
                same_host: warning.is_none(),
            }),
        }
    }
}

/// The JSON key `whatwg` of `uri parse --json --whatwg`.
#[derive(Serialize)]
pub(crate) struct JsonWhatwg<'a> {
    /// The URL as WHATWG URL writes it.
    href: &'a str,
    /// Its host (`null` for none), as WHATWG URL writes it.
    host: Option<&'a str>,
    /// Whether RFC 3986 reads the same host in the input (false when it refuses the input).
    same_host: bool,
}

/// The warning when WHATWG URL reads another host in `text`, a valid reference of grammar `G`.
/// An IRI is compared by its URI, its host converted by IDNA as WHATWG URL converts it: a
/// name that IDNA makes an IPv4 address (`１２７.0.0.1`) is another host.
fn host_warning<G: Grammar>(text: &str) -> Option<String> {
    let converted = if G::IRI {
        let uri = IriRef::parse(text)
            .map_err(|e| e.to_string())
            .and_then(|iri| {
                let uri = iri
                    .to_uri_idna()
                    .map_err(|e| format!("the host has no IDNA form: {e}"))?;
                match (iri.host(), uri.as_ri_ref().host()) {
                    (Some(Host::RegName(name)), Some(Host::Ipv4(address))) => Err(format!(
                        "IDNA maps the host {name:?} to the IPv4 address {address}"
                    )),
                    _ => Ok(uri),
                }
            });
        match uri {
            Ok(uri) => Url::try_from(&uri),
            Err(message) => return Some(message),
        }
    } else {
        match UriRef::parse(text) {
            Ok(uri) => Url::try_from(uri),
            Err(e) => return Some(e.to_string()),
        }
    };
    // A host read otherwise (`ConvertErrorKind::HostChanged`), or, for an IRI, a URI that
    // WHATWG URL refuses where it took the IRI.
    converted.err().map(|e| e.to_string())
}
