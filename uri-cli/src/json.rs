//! Every `--json` line, built from values with serde: one object per input, one per line.
//!
//! The field order of each type is the order on the line; the README lists the fields.

use std::borrow::Cow;
use std::io::{self, Write};

use rfc3986::{ParseError, UriRef};
use serde::Serialize;

use crate::input::Position;

/// Writes `line` as one line of JSON.
pub(crate) fn write_line(out: &mut impl Write, line: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, line)?;
    out.write_all(b"\n")
}

/// A parse error: the byte index where the input goes wrong, and the message.
#[derive(Serialize)]
pub(crate) struct JsonError {
    index: usize,
    message: String,
}

impl From<&ParseError> for JsonError {
    fn from(error: &ParseError) -> JsonError {
        JsonError {
            index: error.index(),
            message: error.to_string(),
        }
    }
}

/// The input as JSON shows it: invalid UTF-8 replaced by U+FFFD.
fn shown(input: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(input)
}

/// A line of `uri parse --json`: the components of a valid reference, or the error.
#[derive(Serialize)]
#[serde(untagged)]
pub(crate) enum ParseLine<'a> {
    /// A valid reference and its components (`null` when absent; the path never is).
    Valid {
        input: &'a str,
        valid: bool,
        scheme: Option<&'a str>,
        userinfo: Option<&'a str>,
        host: Option<&'a str>,
        port: Option<&'a str>,
        path: &'a str,
        query: Option<&'a str>,
        fragment: Option<&'a str>,
        host_kind: Option<&'static str>,
    },
    /// An invalid input and why.
    Invalid {
        input: Cow<'a, str>,
        valid: bool,
        error: JsonError,
    },
}

impl<'a> ParseLine<'a> {
    /// The line for `input`, which parsed as `parsed`.
    pub(crate) fn new(input: &'a [u8], parsed: &'a Result<UriRef<'a>, ParseError>) -> Self {
        match parsed {
            Ok(uri) => ParseLine::Valid {
                input: uri.as_str(),
                valid: true,
                scheme: uri.scheme(),
                userinfo: uri.userinfo(),
                host: uri.host_str(),
                port: uri.port(),
                path: uri.path(),
                query: uri.query(),
                fragment: uri.fragment(),
                host_kind: uri.host().map(|host| host.kind().as_str()),
            },
            Err(error) => ParseLine::Invalid {
                input: shown(input),
                valid: false,
                error: JsonError::from(error),
            },
        }
    }
}

/// A line of `uri normalize --json`: where the input was, and its normal form or the error.
#[derive(Serialize)]
#[serde(untagged)]
pub(crate) enum NormalizeLine<'a> {
    /// A valid reference and its normal form.
    Valid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        input: Cow<'a, str>,
        valid: bool,
        normalized: Cow<'a, str>,
        changed: bool,
        /// With `--dedupe` only: whether an earlier line had the same normal form.
        #[serde(skip_serializing_if = "Option::is_none")]
        duplicate: Option<bool>,
    },
    /// An invalid input and why.
    Invalid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        input: Cow<'a, str>,
        valid: bool,
        error: JsonError,
    },
}

impl<'a> NormalizeLine<'a> {
    /// The line for a valid `input` at `position` whose normal form is `normalized`;
    /// `duplicate` is `None` without `--dedupe`.
    pub(crate) fn valid(
        position: Position<'a>,
        input: &'a [u8],
        normalized: &'a [u8],
        duplicate: Option<bool>,
    ) -> Self {
        NormalizeLine::Valid {
            line: position.number(),
            file: position.file(),
            input: shown(input),
            valid: true,
            normalized: shown(normalized),
            changed: input != normalized,
            duplicate,
        }
    }

    /// The line for an invalid `input` at `position`.
    pub(crate) fn invalid(position: Position<'a>, input: &'a [u8], error: &ParseError) -> Self {
        NormalizeLine::Invalid {
            line: position.number(),
            file: position.file(),
            input: shown(input),
            valid: false,
            error: JsonError::from(error),
        }
    }
}
