//! `uri resolve` and `uri relative`: one output line per input, errors on standard error.

use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, Write};

use rfc3986::{ResolveOptions, UriRef, UriRefBuf};

use crate::input::{self, ErrorLine, Input, Outcome, Reader};
use crate::options::Common;
use crate::output;
use crate::shown::{Passwords, Shown};

/// Arguments of `uri resolve`.
#[derive(clap::Args)]
pub(crate) struct ResolveArgs {
    /// Read a reference with the base's own scheme (`http:g`) as relative (RFC 3986 section
    /// 5.2.2's backward-compatible reading).
    #[arg(long)]
    non_strict: bool,
    #[command(flatten)]
    common: Common,
    /// The base URI: absolute (with a scheme); its fragment is ignored.
    #[arg(value_name = "BASE")]
    base: OsString,
    /// The references; standard input, one per line, when there are none.
    #[arg(value_name = "REF")]
    references: Vec<OsString>,
}

/// Arguments of `uri relative`.
#[derive(clap::Args)]
pub(crate) struct RelativeArgs {
    #[command(flatten)]
    common: Common,
    /// The base URI: absolute (with a scheme).
    #[arg(value_name = "BASE")]
    base: OsString,
    /// The targets, absolute URIs; standard input, one per line, when there are none.
    #[arg(value_name = "TARGET")]
    targets: Vec<OsString>,
}

/// Resolves every reference against the base.
pub(crate) fn run_resolve(args: &ResolveArgs) -> io::Result<Outcome> {
    let options = ResolveOptions {
        non_strict: args.non_strict,
        ..ResolveOptions::STRICT
    };
    each_against_base(
        &args.base,
        &args.references,
        &args.common,
        |base, reference| {
            base.resolve_with(reference, options)
                .map_err(|e| e.to_string())
        },
    )
}

/// Finds the shortest reference from the base to every target.
pub(crate) fn run_relative(args: &RelativeArgs) -> io::Result<Outcome> {
    each_against_base(&args.base, &args.targets, &args.common, |base, target| {
        base.make_relative(target).map_err(|e| e.to_string())
    })
}

/// Parses the base (an absolute URI, or exit 2), then runs `op` on every input, printing its
/// result or an error line.
fn each_against_base(
    base: &OsString,
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(&UriRef<'_>, &UriRef<'_>) -> Result<UriRefBuf, String>,
) -> io::Result<Outcome> {
    let passwords = common.passwords();
    let base_text = base.as_encoded_bytes();
    let base = match UriRef::parse_bytes(base_text) {
        Ok(base) if !base.is_relative() => base,
        Ok(_) => {
            return Err(bad_base(
                base_text,
                "it has no scheme, so it is not an absolute URI",
                passwords,
            ))
        }
        Err(e) => return Err(bad_base(base_text, e, passwords)),
    };
    let out = std::cell::RefCell::new(output::stdout(64 * 1024));
    let outcome = input::for_each_input(
        Reader::from_args(inputs, common.max_line_length),
        |position, input| {
            let result = input
                .parse()
                .map_err(|e| e.to_string())
                .and_then(|reference| op(&base, &reference));
            match result {
                Ok(output) => {
                    let mut out = out.borrow_mut();
                    out.write_all(output.as_str().as_bytes())?;
                    out.write_all(b"\n")?;
                    Ok(true)
                }
                Err(message) => {
                    // Keep the order of the two streams: what came before is out first.
                    out.borrow_mut().flush()?;
                    output::error_line(ErrorLine::new(position, input, &message, passwords));
                    Ok(false)
                }
            }
        },
        || out.borrow_mut().flush(),
    )?;
    out.into_inner().flush()?;
    Ok(outcome)
}

/// The error of an invalid base, which shows it as error lines show an input.
fn bad_base(text: &[u8], why: impl Display, passwords: Passwords) -> io::Error {
    let shown = Shown::new(Input::Whole(text), passwords);
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "invalid base {:?}: {why}",
            String::from_utf8_lossy(shown.bytes())
        ),
    )
}
