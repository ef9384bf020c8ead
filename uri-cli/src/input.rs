//! Where the references come from: the command line, or standard input one per line.

use std::ffi::OsString;
use std::io::{self, BufRead, BufReader};

/// Where an input came from, to name it in an error line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Position {
    /// The n-th reference given as an argument (after the base, if any), from 1.
    Arg(usize),
    /// The n-th line of standard input, from 1.
    Line(usize),
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Position::Arg(n) => write!(f, "input {n}"),
            Position::Line(n) => write!(f, "line {n}"),
        }
    }
}

/// The inputs of a batch command.
pub(crate) enum Inputs {
    /// References given as arguments, taken byte for byte.
    Args(Vec<OsString>),
    /// One reference per line of standard input, streamed.
    Stdin,
}

impl Inputs {
    /// The arguments, or standard input when there are none.
    pub(crate) fn from_args(args: &[OsString]) -> Inputs {
        if args.is_empty() {
            Inputs::Stdin
        } else {
            Inputs::Args(args.to_vec())
        }
    }

    /// Calls `each` with every input, in order, stopping at the first error. Before waiting for
    /// more input, calls `idle`, so that output can be flushed: a program that writes one line
    /// and waits for the answer gets it, and a big file is still written in large blocks.
    pub(crate) fn for_each(
        self,
        mut each: impl FnMut(Position, &[u8]) -> io::Result<()>,
        mut idle: impl FnMut() -> io::Result<()>,
    ) -> io::Result<()> {
        match self {
            Inputs::Args(args) => args
                .iter()
                .enumerate()
                .try_for_each(|(n, arg)| each(Position::Arg(n + 1), arg.as_encoded_bytes())),
            Inputs::Stdin => {
                let mut reader = BufReader::with_capacity(64 * 1024, io::stdin().lock());
                let mut line = Vec::new();
                let mut number = 0;
                loop {
                    if reader.buffer().is_empty() {
                        idle()?;
                    }
                    line.clear();
                    if reader.read_until(b'\n', &mut line)? == 0 {
                        return Ok(());
                    }
                    number += 1;
                    each(Position::Line(number), strip_line_ending(&line))?;
                }
            }
        }
    }
}

/// The line without its `\n` or `\r\n`. A `\r` without a `\n` after it is not a line ending:
/// it stays, and the reference is invalid.
pub(crate) fn strip_line_ending(line: &[u8]) -> &[u8] {
    match line.strip_suffix(b"\n") {
        Some(line) => line.strip_suffix(b"\r").unwrap_or(line),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::strip_line_ending;

    #[test]
    fn line_endings_are_not_part_of_the_reference() {
        assert_eq!(strip_line_ending(b"a:b\n"), b"a:b");
        assert_eq!(strip_line_ending(b"a:b\r\n"), b"a:b");
        assert_eq!(strip_line_ending(b"a:b"), b"a:b");
        assert_eq!(strip_line_ending(b"\n"), b"");
        assert_eq!(strip_line_ending(b"a\rb\n"), b"a\rb");
        assert_eq!(strip_line_ending(b"a\r"), b"a\r");
    }
}
