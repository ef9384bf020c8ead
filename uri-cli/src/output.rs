//! Where the commands write, and what a failed write does; nothing here panics, unlike
//! `println!` and `eprintln!`.
//!
//! Standard output carries the results: a failed write there ends the run at once. Its errors
//! say that it was standard output, and a closed pipe keeps its kind (`BrokenPipe`), which
//! `main` turns into exit status 141 without a word. Standard error carries error lines and
//! summaries: a failed write there (`2>/dev/full`, a closed pipe) does not stop the run, so
//! that standard output stays complete; it is remembered, nothing more is written to standard
//! error, and the run ends with exit status 2, since lines were lost.

use std::fmt;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Standard output, locked and buffered (`capacity` bytes go out at once, or at a flush).
pub(crate) fn stdout(capacity: usize) -> BufWriter<Stdout> {
    BufWriter::with_capacity(capacity, Stdout(io::stdout().lock()))
}

/// Standard output, locked; its errors name it.
pub(crate) struct Stdout(StdoutLock<'static>);

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(named)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(named)
    }
}

/// `error`, of standard output, saying so; of the same kind.
fn named(error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("standard output: {error}"))
}

/// Whether a write to standard error failed.
static STDERR_FAILED: AtomicBool = AtomicBool::new(false);

/// Writes `text`, whole lines, to standard error, unless a write there failed before.
pub(crate) fn to_stderr(text: &[u8]) {
    if stderr_failed() {
        return;
    }
    if io::stderr().lock().write_all(text).is_err() {
        STDERR_FAILED.store(true, Ordering::Relaxed);
    }
}

/// Writes `line` and a line end to standard error, in one piece.
pub(crate) fn error_line(line: impl fmt::Display) {
    to_stderr(format!("{line}\n").as_bytes());
}

/// Whether a write to standard error failed: some error line or summary was lost.
pub(crate) fn stderr_failed() -> bool {
    STDERR_FAILED.load(Ordering::Relaxed)
}
