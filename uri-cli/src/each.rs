//! Running a command over its inputs one at a time, in input order: [`for_each_input`], and the
//! commands that print one result per input (`resolve`, `relative`, `to-uri`, `to-iri`,
//! `to-path`, `from-path`, `template expand`, `template match`): each result on its own line of
//! standard output, in input order, or an error line on standard error naming the input.

use std::cell::RefCell;
use std::ffi::OsString;
use std::io::{self, BufWriter, Write};

use crate::input::{Input, Position, Reader};
use crate::options::Common;
use crate::output::{self, Stdout};
use crate::report::{ErrorLine, Outcome};

/// Runs `each` over every input, in order, tracking whether all were valid; `flush` is called
/// after each chunk, so that a program that writes one line and waits for the answer gets it,
/// while a big file is written in large blocks. The first error of any of them ends the run at
/// once, nothing more read: a closed standard output (`uri parse < big | head`) among them.
pub(crate) fn for_each_input(
    mut reader: Reader,
    mut each: impl FnMut(Position<'_>, Input<'_>) -> io::Result<bool>,
    mut flush: impl FnMut() -> io::Result<()>,
) -> io::Result<Outcome> {
    let mut outcome = Outcome::AllValid;
    reader.try_for_each(|chunk| {
        let chunk = chunk?;
        for (position, line) in chunk.lines(0..chunk.len()) {
            if !each(position, line)? {
                outcome = Outcome::SomeInvalid;
            }
        }
        flush()
    })?;
    Ok(outcome)
}

/// Runs `each` over every input (the arguments, or the lines of standard input when there are
/// none), in order, with standard output to write to: flushed after each chunk (see
/// [`for_each_input`]) and at the end.
pub(crate) fn print_each(
    inputs: &[OsString],
    common: &Common,
    mut each: impl FnMut(&mut BufWriter<Stdout>, Position<'_>, Input<'_>) -> io::Result<bool>,
) -> io::Result<Outcome> {
    let out = RefCell::new(output::stdout(64 * 1024));
    let outcome = for_each_input(
        Reader::from_args(inputs, common.max_line_length),
        |position, input| each(&mut out.borrow_mut(), position, input),
        || out.borrow_mut().flush(),
    )?;
    out.into_inner().flush()?;
    Ok(outcome)
}

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
    each_written(inputs, common, op, |out, result| {
        out.write_all(result.as_ref())?;
        out.write_all(b"\n")
    })
}

/// Runs `op` on every input (the arguments, or the lines of standard input when there are
/// none), printing nothing for the inputs it accepts and an error line for the others (`uri
/// template check`); `Ok` says whether it accepted every one.
pub(crate) fn each_check(
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(Input<'_>) -> Result<(), String>,
) -> io::Result<Outcome> {
    each_written(inputs, common, op, |_, ()| Ok(()))
}

/// Runs `op` on every input, in order: `write` writes its result, or an error line names the
/// input.
fn each_written<T>(
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(Input<'_>) -> Result<T, String>,
    write: impl Fn(&mut BufWriter<Stdout>, T) -> io::Result<()>,
) -> io::Result<Outcome> {
    let passwords = common.passwords();
    print_each(inputs, common, |out, position, input| match op(input) {
        Ok(result) => {
            write(out, result)?;
            Ok(true)
        }
        Err(message) => {
            // Keep the order of the two streams: what came before is out first.
            out.flush()?;
            output::error_line(ErrorLine::new(position, input, &message, passwords));
            Ok(false)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::test_stream::Pieces;
    use crate::input::{SourceName, DEFAULT_MAX_LINE};

    #[test]
    fn for_each_input_tells_whether_all_were_valid_and_flushes_after_each_chunk() {
        let run = |pieces: &[&[u8]], fail_on: &[u8]| {
            let stream = Pieces::new(pieces);
            let reader = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE);
            let mut seen = Vec::new();
            let mut flushes = 0;
            let outcome = for_each_input(
                reader,
                |position, line| {
                    let line = line.bytes();
                    seen.push(format!("{position} {}", String::from_utf8_lossy(line)));
                    Ok(line != fail_on)
                },
                || {
                    flushes += 1;
                    Ok(())
                },
            );
            (outcome.expect("no error"), seen, flushes)
        };
        let (outcome, seen, flushes) = run(&[b"a\nb\n", b"c\n"], b"x");
        assert_eq!(outcome, Outcome::AllValid);
        assert_eq!(seen, ["line 1 a", "line 2 b", "line 3 c"]);
        assert_eq!(flushes, 2);
        assert_eq!(run(&[b"a\nx\nb"], b"x").0, Outcome::SomeInvalid);
    }

    /// An error of `each` (a closed standard output among them) ends the run at once: it is
    /// returned, and nothing more is read.
    #[test]
    fn an_error_of_each_ends_the_run_at_once() {
        for kind in [io::ErrorKind::BrokenPipe, io::ErrorKind::PermissionDenied] {
            let stream = Pieces::new(&[b"x\ny\nz\n", b"w\n"]);
            let reader = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE);
            let mut lines = 0;
            let result = for_each_input(
                reader,
                |_, line| {
                    lines += 1;
                    if line.bytes() == b"y" {
                        return Err(io::Error::from(kind));
                    }
                    Ok(false)
                },
                || Ok(()),
            );
            assert_eq!(result.expect_err("the error").kind(), kind);
            assert_eq!(lines, 2);
        }
    }
}
