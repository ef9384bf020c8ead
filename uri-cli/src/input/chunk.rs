//! A chunk of whole lines (or arguments) of one source, as the reader cuts them: its bytes, where
//! each line ends, and each line's position. Its buffers go back to the reader for reuse when it
//! is dropped.

use std::ops::Range;
use std::sync::mpsc::SyncSender;
use std::sync::Arc;

use super::{Input, Position, SourceName};

/// A chunk's bytes and where its lines end: what goes back to the reader for reuse.
#[derive(Default)]
pub(super) struct Buffers {
    /// The bytes; only those up to the last line end belong to the chunk.
    pub(super) data: Vec<u8>,
    /// Where each line ends, its line ending included: the next line starts there.
    pub(super) ends: Vec<usize>,
    /// How many bytes of a line too long were dropped just before the chunk's first line.
    pub(super) skipped: u64,
}

/// Whole lines (or arguments) of one source, each with its position.
pub(crate) struct Chunk {
    pub(super) source: Arc<SourceName>,
    /// The number of the first line, from 1.
    pub(super) first: usize,
    /// The longest line, in bytes, its line ending not counted.
    pub(super) limit: usize,
    pub(super) buffers: Buffers,
    /// Where the buffers go when the chunk is dropped.
    pub(super) spare: SyncSender<Buffers>,
}

impl Chunk {
    /// How many lines (or arguments) the chunk has.
    pub(crate) fn len(&self) -> usize {
        self.buffers.ends.len()
    }

    /// How many bytes of input the lines in `range` (indexes in the chunk, from 0) have, line
    /// endings included.
    pub(crate) fn bytes(&self, range: Range<usize>) -> usize {
        if range.is_empty() {
            return 0;
        }
        self.buffers.ends[range.end - 1] - self.start(range.start)
    }

    /// How many bytes of input were read for the chunk: its lines with their line endings, and
    /// the end of a line too long, dropped just before them.
    pub(crate) fn bytes_read(&self) -> u64 {
        self.bytes(0..self.len()) as u64 + self.buffers.skipped
    }

    /// Where the `i`-th line starts in the data.
    fn start(&self, i: usize) -> usize {
        if i == 0 {
            0
        } else {
            self.buffers.ends[i - 1]
        }
    }

    /// The `i`-th line of the chunk (from 0), without its line ending.
    pub(crate) fn line(&self, i: usize) -> Input<'_> {
        let line = &self.buffers.data[self.start(i)..self.buffers.ends[i]];
        let line = match *self.source {
            SourceName::Args => line,
            SourceName::Stdin | SourceName::File(_) => strip_line_ending(line),
        };
        if line.len() > self.limit {
            Input::TooLong {
                start: line,
                limit: self.limit,
            }
        } else {
            Input::Whole(line)
        }
    }

    /// Where the `i`-th line of the chunk (from 0) is.
    pub(crate) fn position(&self, i: usize) -> Position<'_> {
        Position {
            source: &self.source,
            number: self.first + i,
        }
    }

    /// The lines in `range` (indexes in the chunk, from 0), each with its position.
    pub(crate) fn lines(
        &self,
        range: Range<usize>,
    ) -> impl Iterator<Item = (Position<'_>, Input<'_>)> + '_ {
        range.map(|i| (self.position(i), self.line(i)))
    }
}

impl Drop for Chunk {
    fn drop(&mut self) {
        // When enough buffers wait already, or the reader is gone, this one is freed.
        let _ = self.spare.try_send(std::mem::take(&mut self.buffers));
    }
}

/// The line without its `\n` or `\r\n`. A `\r` without a `\n` after it is not a line ending:
/// it stays, and the reference is invalid.
fn strip_line_ending(line: &[u8]) -> &[u8] {
    match line.strip_suffix(b"\n") {
        Some(line) => line.strip_suffix(b"\r").unwrap_or(line),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
