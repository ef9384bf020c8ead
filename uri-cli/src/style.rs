//! Colour for people: only when standard output is a terminal and `NO_COLOR` is unset.

use std::fmt;
use std::io::IsTerminal;

/// Whether to colour standard output.
#[derive(Clone, Copy)]
pub(crate) struct Style {
    enabled: bool,
}

impl Style {
    /// Colour when standard output is a terminal and `NO_COLOR` is unset (set to anything,
    /// even empty, it turns colour off).
    pub(crate) fn detect() -> Style {
        Style {
            enabled: std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal(),
        }
    }

    /// `text` in bold.
    pub(crate) fn strong<T: fmt::Display>(self, text: T) -> Painted<T> {
        self.paint("1", text)
    }

    /// `text` as a warning: bold yellow.
    pub(crate) fn warn<T: fmt::Display>(self, text: T) -> Painted<T> {
        self.paint("1;33", text)
    }

    /// `text` as an error: bold red.
    pub(crate) fn error<T: fmt::Display>(self, text: T) -> Painted<T> {
        self.paint("1;31", text)
    }

    /// `text` faint, for labels and placeholders.
    pub(crate) fn dim<T: fmt::Display>(self, text: T) -> Painted<T> {
        self.paint("2", text)
    }

    fn paint<T: fmt::Display>(self, code: &'static str, text: T) -> Painted<T> {
        Painted {
            code: self.enabled.then_some(code),
            text,
        }
    }
}

/// Text with an optional SGR colour code.
pub(crate) struct Painted<T> {
    code: Option<&'static str>,
    text: T,
}

impl<T: fmt::Display> fmt::Display for Painted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            Some(code) => write!(f, "\x1b[{code}m{}\x1b[0m", self.text),
            None => self.text.fmt(f),
        }
    }
}
