//! Options given as Python keywords, turned into the library's.

use std::collections::HashMap;

use rfc3986::NormalizeOptions;

/// The keywords of a normalization: its levels, and the default ports besides the library's
/// table (a dict of scheme name to port).
pub(crate) struct Normalization {
    syntax: bool,
    scheme: bool,
    ignore_fragment: bool,
    default_ports: Vec<(String, u16)>,
}

impl Normalization {
    /// The normalization of the keywords `syntax`, `scheme`, `ignore_fragment` and
    /// `default_ports`.
    pub(crate) fn new(
        syntax: bool,
        scheme: bool,
        ignore_fragment: bool,
        default_ports: Option<HashMap<String, u16>>,
    ) -> Normalization {
        Normalization {
            syntax,
            scheme,
            ignore_fragment,
            default_ports: default_ports.unwrap_or_default().into_iter().collect(),
        }
    }

    /// Runs `f` with the library's options for these keywords.
    pub(crate) fn with<R>(&self, f: impl FnOnce(NormalizeOptions<'_>) -> R) -> R {
        let ports: Vec<(&str, u16)> = self
            .default_ports
            .iter()
            .map(|(scheme, port)| (scheme.as_str(), *port))
            .collect();
        f(NormalizeOptions {
            syntax_based: self.syntax,
            scheme_based: self.scheme,
            ignore_fragment: self.ignore_fragment,
            default_ports: &ports,
        })
    }
}
