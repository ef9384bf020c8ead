//! The commands that print one result per input (`resolve`, `relative`, `to-uri`, `to-iri`,
//! `to-path`, `from-path`): each result on its own line of standard output, in input order, or
//! an error line on standard error naming the input.

use std::cell::RefCell;
use std::ffi::OsString;
use std::io::{self, Write};

use crate::input::{self, ErrorLine, Input, Outcome, Reader};
use crate::options::Common;
use crate::output;

/// Runs `op` on every input (the arguments, or the lines of standard input when there are
/// none), printing its result or an error line; `Ok` says whether every one succeeded.
pub(crate) fn each_result<T: AsRef<str>>(
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(Input<'_>) -> Result<T, String>,
) -> io::Result<Outcome> {
    each_bytes_result(inputs, common, |input| op(input).map(Text))
}

/// A result that is text, as bytes.
struct Text<T>(T);

impl<T: AsRef<str>> AsRef<[u8]> for Text<T> {
    fn as_ref(&self) -> &[u8] {
        self.0.as_ref().as_bytes()
    }
}

/// [`each_result`], for results that are bytes (the POSIX paths of `to-path`, which need not
/// be UTF-8).
pub(crate) fn each_bytes_result<T: AsRef<[u8]>>(
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(Input<'_>) -> Result<T, String>,
) -> io::Result<Outcome> {
    let passwords = common.passwords();
    let out = RefCell::new(output::stdout(64 * 1024));
    let outcome = input::for_each_input(
        Reader::from_args(inputs, common.max_line_length),
        |position, input| match op(input) {
            Ok(result) => {
                let mut out = out.borrow_mut();
                out.write_all(result.as_ref())?;
                out.write_all(b"\n")?;
                Ok(true)
            }
            Err(message) => {
                // Keep the order of the two streams: what came before is out first.
                out.borrow_mut().flush()?;
                output::error_line(ErrorLine::new(position, input, &message, passwords));
                Ok(false)
            }
        },
        || out.borrow_mut().flush(),
    )?;
    out.into_inner().flush()?;
    Ok(outcome)
}
