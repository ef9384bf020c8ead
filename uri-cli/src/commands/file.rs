//! `uri to-path` and `uri from-path`: file URIs and the paths they name (RFC 8089), POSIX or
//! Windows, one result per input.

use std::borrow::Cow;
use std::ffi::OsString;
use std::io;

use rfc3986::file;
use rfc3986::grammar::Uri;
use rfc3986::UriRef;

use crate::each::each_bytes_result;
use crate::input::{Input, InputError};
use crate::options::Common;
use crate::report::Outcome;

/// Which paths: the platform's (POSIX, or Windows on Windows), or the one asked for.
#[derive(clap::Args)]
pub(crate) struct Form {
    /// Windows paths: drive letters (`C:\x`; `file:///c|/x` is read too) and UNC paths
    /// (`\\server\share\x`).
    #[arg(long, conflicts_with = "posix")]
    windows: bool,
    /// POSIX paths (`/etc/hosts`), of any bytes.
    #[arg(long)]
    posix: bool,
}

impl Form {
    /// Whether the paths are Windows paths.
    fn is_windows(&self) -> bool {
        self.windows || (cfg!(windows) && !self.posix)
    }
}

/// Arguments of `uri to-path`.
#[derive(clap::Args)]
pub(crate) struct ToPathArgs {
    #[command(flatten)]
    form: Form,
    #[command(flatten)]
    common: Common,
    /// The file URIs; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Arguments of `uri from-path`.
#[derive(clap::Args)]
pub(crate) struct FromPathArgs {
    #[command(flatten)]
    form: Form,
    #[command(flatten)]
    common: Common,
    /// The absolute paths; standard input, one per line, when there are none.
    #[arg(value_name = "PATH")]
    paths: Vec<OsString>,
}

/// Prints the path that every file URI names.
pub(crate) fn run_to_path(args: &ToPathArgs) -> io::Result<Outcome> {
    let windows = args.form.is_windows();
    each_bytes_result(&args.uris, &args.common, |input| {
        // Windows paths: the `|` of a drive (`file:///c|/x`, RFC 8089 Appendix E.2.2) is read
        // as `%7C`.
        let bar = match input {
            Input::Whole(bytes) if windows => std::str::from_utf8(bytes)
                .ok()
                .map(file::encode_drive_bar)
                .filter(|text| matches!(text, Cow::Owned(_))),
            _ => None,
        };
        let uri = match &bar {
            Some(text) => UriRef::parse(text).map_err(|e| e.to_string())?,
            None => input.parse::<Uri>().map_err(|e| e.to_string())?,
        };
        let path = if windows {
            file::to_windows_path(&uri).map(String::into_bytes)
        } else {
            file::to_posix_path(&uri).map(|path| path.into_owned())
        };
        let path = path.map_err(|e| e.to_string())?;
        line_break(&path)?;
        Ok(path)
    })
}

/// Refuses a path that holds a line feed or a carriage return: one path per line cannot show
/// it (a reader of the lines ends a line at the line feed, and drops a carriage return before
/// it, or ends a line at a carriage return too), so the next reader would get another path.
fn line_break(path: &[u8]) -> Result<(), String> {
    let what = match path.iter().find(|&&b| b == b'\n' || b == b'\r') {
        None => return Ok(()),
        Some(b'\n') => "line feed",
        Some(_) => "carriage return",
    };
    Err(format!(
        "the path holds a {what}, which one path per line cannot show"
    ))
}

/// Prints the file URI of every path.
pub(crate) fn run_from_path(args: &FromPathArgs) -> io::Result<Outcome> {
    let windows = args.form.is_windows();
    each_bytes_result(&args.paths, &args.common, |input| {
        let uri = if windows {
            file::from_windows_path(input.text().map_err(|e| e.to_string())?)
        } else {
            file::from_posix_path(whole(input)?)
        };
        uri.map(|uri| uri.into_string()).map_err(|e| e.to_string())
    })
}

/// The bytes of a whole input; a line too long is refused.
fn whole(input: Input<'_>) -> Result<&[u8], String> {
    match input {
        Input::Whole(bytes) => Ok(bytes),
        Input::TooLong { limit, .. } => Err(InputError::TooLong { limit }.to_string()),
    }
}
