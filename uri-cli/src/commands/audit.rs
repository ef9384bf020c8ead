//! `uri audit`: what RFC 3986 section 7 warns about in each reference (`rfc3986::audit`), for
//! a person (the input with a caret line under each finding) or as JSON lines.

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::audit::{Finding, Severity};
use rfc3986::grammar::Iri;
use rfc3986::RiRef;

use crate::each::print_each;
use crate::input::{Input, InputError};
use crate::json::{self, AuditLine};
use crate::options::Common;
use crate::report::{Outcome, Passwords, Shown};
use crate::style::Style;

/// The exit status of `uri audit`, for `--help`.
pub(crate) const AUDIT_EXIT_STATUS: &str = "\
Exit status:
  0    every input was valid, and no finding was at or above --fail-on
  1    some input was invalid, or had a finding at or above --fail-on (each input is
       reported, and the run goes on)
  2    usage error, or input/output error
  141  standard output was closed (`uri ... | head`)";

/// A severity as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum FailOn {
    Info,
    Warning,
    Danger,
}

impl From<FailOn> for Severity {
    fn from(level: FailOn) -> Severity {
        match level {
            FailOn::Info => Severity::Info,
            FailOn::Warning => Severity::Warning,
            FailOn::Danger => Severity::Danger,
        }
    }
}

/// Arguments of `uri audit`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per reference, one per line: `input`, `valid` (and `error` when
    /// invalid), `findings` (each with `code`, `severity`, `start`, `end`, `message`).
    #[arg(long)]
    json: bool,
    /// Exit with status 1 when a finding is at least this severe.
    #[arg(long, value_enum, value_name = "SEVERITY", default_value = "warning")]
    fail_on: FailOn,
    #[command(flatten)]
    common: Common,
    /// The references (URI or IRI); standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Audits every input and prints its findings; `Ok` says whether every input was valid with no
/// finding at or above `--fail-on`.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    let fail_on = Severity::from(args.fail_on);
    let text = Text {
        style: Style::detect(),
        passwords: args.common.passwords(),
    };
    print_each(&args.uris, &args.common, |out, _, input| {
        let parsed = input.parse::<Iri>();
        let findings = parsed.as_ref().map(RiRef::audit).unwrap_or_default();
        if args.json {
            json::write_line(out, &AuditLine::new(input, &parsed, &findings))?;
        } else {
            text.write(out, input, &parsed, &findings)?;
        }
        Ok(parsed.is_ok() && findings.iter().all(|f| f.severity < fail_on))
    })
}

/// How the text output looks.
struct Text {
    style: Style,
    passwords: Passwords,
}

impl Text {
    /// The block of one input: the input, then a caret line under the span of each finding,
    /// or where and why the input is invalid.
    fn write(
        &self,
        out: &mut impl Write,
        input: Input<'_>,
        parsed: &Result<RiRef<'_, Iri>, InputError>,
        findings: &[Finding],
    ) -> io::Result<()> {
        let style = self.style;
        let shown = Shown::new(input, self.passwords);
        writeln!(out, "{}", style.strong(shown.printed()))?;
        match parsed {
            Ok(_) if findings.is_empty() => writeln!(out, "  {}", style.dim("no findings"))?,
            Ok(_) => {
                for f in findings {
                    let (start, end) = (shown.column(f.start), shown.column(f.end));
                    let carets = "^".repeat((end - start).max(1));
                    let label = format!("{} {}:", f.severity, f.code);
                    let line = format!("{carets} {label} {}", f.message);
                    let line = match f.severity {
                        Severity::Danger => style.error(line).to_string(),
                        Severity::Warning => style.warn(line).to_string(),
                        Severity::Info => style.dim(line).to_string(),
                    };
                    writeln!(out, "{:start$}{line}", "")?;
                }
            }
            Err(error) => {
                if let InputError::Invalid(_) = error {
                    writeln!(
                        out,
                        "{:1$}{2}",
                        "",
                        shown.column(error.index()),
                        style.error("^")
                    )?;
                }
                writeln!(out, "  {} {error}", style.error("error:"))?;
            }
        }
        writeln!(out)
    }
}
