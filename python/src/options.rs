//! Options given as Python keywords, turned into the library's.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use rfc3986::NormalizeOptions;

use crate::arguments::{Port, Text};

/// The keyword `default_ports`: a dict of scheme name (a `str`) to port number (an `int` from 0
/// to 65535, not a `bool`). A name with a lone surrogate is kept, and names no scheme.
pub(crate) struct DefaultPorts(Vec<(String, u16)>);

impl<'a, 'py> FromPyObject<'a, 'py> for DefaultPorts {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<DefaultPorts> {
        let mut ports = Vec::new();
        for (scheme, port) in obj.cast::<PyDict>()?.iter() {
            let scheme = Text::of(scheme.cast::<PyString>()?.as_borrowed())?;
            let Port(port) = port.extract()?;
            ports.push((scheme.into_string(), port));
        }
        Ok(DefaultPorts(ports))
    }
}

/// The keywords of a normalization: its levels, and the default ports besides the library's
/// table.
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
        default_ports: Option<DefaultPorts>,
    ) -> Normalization {
        Normalization {
            syntax,
            scheme,
            ignore_fragment,
            default_ports: default_ports.map(|ports| ports.0).unwrap_or_default(),
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
