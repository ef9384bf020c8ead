//! `uri parse`: the components of each reference, for a person or as JSON lines.

use std::cell::RefCell;
use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, BufWriter, Write};

use rfc3986::{ParseError, UriRef};

use crate::input::{self, Outcome, Reader};
use crate::json::{self, ParseLine};
use crate::style::Style;

/// Arguments of `uri parse`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per reference, one per line.
    #[arg(long)]
    json: bool,
    /// The references; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Parses every input and prints its components; `Ok` says whether all were valid.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    let out = RefCell::new(BufWriter::with_capacity(64 * 1024, io::stdout().lock()));
    let style = Style::detect();
    let json = args.json;
    let outcome = input::for_each_input(
        Reader::from_args(&args.uris),
        |_, input| {
            let parsed = UriRef::parse_bytes(input);
            let out = &mut *out.borrow_mut();
            if json {
                json::write_line(out, &ParseLine::new(input, &parsed))?;
            } else {
                write_text(out, style, input, &parsed)?;
            }
            Ok(parsed.is_ok())
        },
        || out.borrow_mut().flush(),
    )?;
    let mut out = out.into_inner();
    match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(outcome),
    }
}

/// The label column of the text output.
const LABEL_WIDTH: usize = 11;

fn write_text(
    out: &mut impl Write,
    style: Style,
    input: &[u8],
    parsed: &Result<UriRef<'_>, ParseError>,
) -> io::Result<()> {
    let shown = printable(input);
    writeln!(out, "{}", style.strong(&shown))?;
    match parsed {
        Ok(uri) => write_components(out, style, uri)?,
        Err(error) => {
            let column = printable(input.get(..error.index()).unwrap_or(input))
                .chars()
                .count();
            writeln!(out, "{:column$}{}", "", style.error("^"))?;
            writeln!(out, "  {} {error}", style.error("error:"))?;
        }
    }
    writeln!(out)
}

fn write_components(out: &mut impl Write, style: Style, uri: &UriRef<'_>) -> io::Result<()> {
    let row = |out: &mut dyn Write, label: &str, value: Option<&str>, note: &dyn Display| {
        let label = format!("{label:LABEL_WIDTH$}");
        match value {
            None => writeln!(out, "  {}{}", style.dim(label), style.dim("(none)")),
            Some("") => writeln!(out, "  {}{}{note}", style.dim(label), style.dim("(empty)")),
            Some(text) => writeln!(
                out,
                "  {}{}{note}",
                style.dim(label),
                printable(text.as_bytes())
            ),
        }
    };
    row(out, "scheme", uri.scheme(), &"")?;
    row(out, "authority", uri.authority(), &"")?;
    match uri.userinfo() {
        // RFC 3986 section 7.6: user info that reads like a host must not pass for one.
        Some(userinfo) => {
            let password = if userinfo.contains(':') {
                ", with a password (section 7.5)"
            } else {
                ""
            };
            writeln!(
                out,
                "  {}{}   {}",
                style.warn(format!("{:LABEL_WIDTH$}", "userinfo")),
                style.warn(if userinfo.is_empty() {
                    "(empty)".to_string()
                } else {
                    printable(userinfo.as_bytes())
                }),
                style.warn(format!("<- user info, NOT the host{password}")),
            )?;
        }
        None => row(out, "userinfo", None, &"")?,
    }
    match (uri.host_str(), uri.host()) {
        (Some(text), Some(host)) => {
            let label = format!("{:LABEL_WIDTH$}", "host");
            let value = if text.is_empty() { "(empty)" } else { text };
            writeln!(
                out,
                "  {}{}  {}",
                style.dim(label),
                style.strong(value),
                style.dim(format!("({})", host.kind().as_str())),
            )?;
        }
        _ => row(out, "host", None, &"")?,
    }
    let port_note = match uri.port_u16() {
        Err(overflow) => format!("  ({overflow})"),
        Ok(_) => String::new(),
    };
    row(out, "port", uri.port(), &port_note)?;
    row(out, "path", Some(uri.path()), &"")?;
    row(out, "query", uri.query(), &"")?;
    row(out, "fragment", uri.fragment(), &"")
}

/// The input for a terminal: invalid UTF-8 replaced, control characters escaped.
fn printable(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
