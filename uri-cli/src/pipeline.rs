//! The shape of a batch command whose work is parallel: one thread reads chunks of whole lines,
//! a rayon pool works on each chunk in blocks of lines, and the calling thread writes each
//! chunk's blocks in input order. At most two chunks wait at each step, so memory stays bounded.
//!
//! The reader and the pool's thread are not waited for when the writer stops early (a closed
//! standard output): the reader may be waiting for input that does not come, and the run must
//! end at once. Each of them ends by itself as soon as nobody takes what it passes on, or with
//! the process.

use std::io;
use std::ops::Range;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::thread;

use rayon::prelude::*;

use crate::input::{Chunk, Reader};

/// Lines per block: the unit of work of a pool thread.
const BLOCK_LINES: usize = 2048;

/// Runs `work` on every line of `reader`'s chunks, a block of lines (given as a range of indexes
/// in the chunk) at a time, and calls `write` with each chunk and its blocks' results, in input
/// order. With one thread, everything runs on the calling thread, one block per chunk, and no
/// pool is built. Stops at the first error of any of them.
pub(crate) fn map_in_order<T, W>(
    mut reader: Reader,
    threads: usize,
    work: W,
    mut write: impl FnMut(&Chunk, Vec<T>) -> io::Result<()>,
) -> io::Result<()>
where
    T: Send + 'static,
    W: Fn(&Chunk, Range<usize>) -> io::Result<T> + Send + Sync + 'static,
{
    if threads == 1 {
        return reader.try_for_each(|chunk| {
            let chunk = chunk?;
            let done = work(&chunk, 0..chunk.len())?;
            write(&chunk, vec![done])
        });
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(io::Error::other)?;
    let (chunk_tx, chunk_rx) = sync_channel::<Chunk>(2);
    let (done_tx, done_rx) = sync_channel::<(Chunk, io::Result<Vec<T>>)>(2);
    let reader = spawn("uri-reader", move || read(reader, &chunk_tx))?;
    spawn("uri-worker", move || {
        work_on_chunks(&pool, &work, &chunk_rx, &done_tx);
    })?;
    for (chunk, done) in &done_rx {
        // An early return drops the receiver, which stops the worker, then the reader.
        done.and_then(|done| write(&chunk, done))?;
    }
    // Every chunk is written: the reader has finished.
    reader
        .join()
        .unwrap_or_else(|_| Err(io::Error::other("the reader failed")))
}

/// Starts a thread named `name`; failing to is an error, not a panic.
fn spawn<R: Send + 'static>(
    name: &str,
    f: impl FnOnce() -> R + Send + 'static,
) -> io::Result<thread::JoinHandle<R>> {
    thread::Builder::new().name(name.to_string()).spawn(f)
}

/// The reader's side: every chunk, until the end or until nobody takes them.
fn read(reader: Reader, chunks: &SyncSender<Chunk>) -> io::Result<()> {
    for chunk in reader {
        if chunks.send(chunk?).is_err() {
            break;
        }
    }
    Ok(())
}

/// The pool's side: each chunk's blocks, in order, until the end or until nobody takes them.
fn work_on_chunks<T: Send>(
    pool: &rayon::ThreadPool,
    work: &(impl Fn(&Chunk, Range<usize>) -> io::Result<T> + Sync),
    chunks: &Receiver<Chunk>,
    done: &SyncSender<(Chunk, io::Result<Vec<T>>)>,
) {
    for chunk in chunks {
        let lines = chunk.len();
        let blocks = pool.install(|| {
            (0..lines.div_ceil(BLOCK_LINES))
                .into_par_iter()
                .map(|k| work(&chunk, k * BLOCK_LINES..lines.min((k + 1) * BLOCK_LINES)))
                .collect()
        });
        if done.send((chunk, blocks)).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::{self, Read};

    use super::*;
    use crate::input::{SourceName, DEFAULT_MAX_LINE};

    /// `lines` numbered lines, read in pieces of `piece` bytes, then an error if `fail`.
    struct Numbered {
        text: Vec<u8>,
        at: usize,
        piece: usize,
        fail: bool,
    }

    fn numbered(lines: usize, piece: usize, fail: bool) -> Reader {
        let text = (1..=lines).map(|n| format!("{n}\n")).collect::<String>();
        let stream = Numbered {
            text: text.into_bytes(),
            at: 0,
            piece,
            fail,
        };
        Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE)
    }

    impl Read for Numbered {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.piece.min(buf.len()).min(self.text.len() - self.at);
            if n == 0 && self.fail {
                return Err(io::Error::other("the disk is on fire"));
            }
            buf[..n].copy_from_slice(&self.text[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }

    /// Runs the numbered lines through the pipeline; each block gives its line numbers as
    /// read from the lines themselves, and the writer checks that the blocks cover the chunk
    /// (in blocks of at most `BLOCK_LINES` lines, or one block with one thread).
    fn run(reader: Reader, threads: usize) -> io::Result<Vec<usize>> {
        let mut seen = Vec::new();
        map_in_order(
            reader,
            threads,
            |chunk, range| {
                Ok(chunk
                    .lines(range.clone())
                    .map(|(position, line)| {
                        assert_eq!(line.bytes(), position.number().to_string().as_bytes());
                        (range.clone(), position.number())
                    })
                    .collect::<Vec<_>>())
            },
            |chunk, blocks| {
                let mut next = 0;
                for block in blocks {
                    let range = block.first().map_or(next..next, |(range, _)| range.clone());
                    assert_eq!(range.start, next, "blocks in order, none missing");
                    assert!(threads == 1 || range.len() <= BLOCK_LINES);
                    next = range.end;
                    seen.extend(block.into_iter().map(|(_, number)| number));
                }
                assert_eq!(next, chunk.len());
                Ok(())
            },
        )?;
        Ok(seen)
    }

    #[test]
    fn every_line_comes_out_once_in_input_order() {
        let all: Vec<usize> = (1..=20_000).collect();
        for threads in [1, 2, 3] {
            // Many small chunks, and chunks of many blocks.
            for piece in [999, 1 << 20] {
                let seen = run(numbered(20_000, piece, false), threads).expect("no error");
                assert!(seen == all, "threads {threads}, pieces of {piece}");
            }
        }
    }

    #[test]
    fn a_read_error_ends_the_run_after_the_lines_before_it() {
        for threads in [1, 2] {
            let error = run(numbered(5_000, 4096, true), threads).expect_err("the read error");
            assert_eq!(error.to_string(), "the disk is on fire");
        }
    }

    #[test]
    fn an_error_of_the_work_or_of_the_writer_ends_the_run() {
        for threads in [1, 2] {
            let work = map_in_order(
                numbered(50_000, 4096, false),
                threads,
                |chunk, range| match chunk.lines(range).any(|(_, l)| l.bytes() == b"30000") {
                    true => Err(io::Error::other("no 30000")),
                    false => Ok(()),
                },
                |_, _| Ok(()),
            );
            assert_eq!(work.expect_err("the work's error").to_string(), "no 30000");
            let mut chunks = 0;
            let write = map_in_order(
                numbered(50_000, 4096, false),
                threads,
                |_, _| Ok(()),
                |_, _| {
                    chunks += 1;
                    match chunks {
                        3 => Err(io::Error::from(io::ErrorKind::BrokenPipe)),
                        _ => Ok(()),
                    }
                },
            );
            assert_eq!(
                write.expect_err("the writer's error").kind(),
                io::ErrorKind::BrokenPipe
            );
            assert_eq!(chunks, 3, "nothing is written after the error");
        }
    }

    /// A stream that gives its first bytes, then waits until the test lets it end: standard
    /// input that nothing more comes to.
    struct Stalled {
        first: Option<Vec<u8>>,
        open: Receiver<()>,
    }

    impl Read for Stalled {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.first.take() {
                Some(first) => {
                    buf[..first.len()].copy_from_slice(&first);
                    Ok(first.len())
                }
                None => {
                    // Until the test drops its sender.
                    let _ = self.open.recv();
                    Ok(0)
                }
            }
        }
    }

    /// A writer that stops (a closed standard output) ends the run at once, while the reader
    /// still waits for input.
    #[test]
    fn a_writer_that_stops_does_not_wait_for_the_reader() {
        let (hold, open) = std::sync::mpsc::channel();
        let stream = Stalled {
            first: Some(b"1\n2\n".to_vec()),
            open,
        };
        let reader = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE);
        let result = map_in_order(
            reader,
            2,
            |_, _| Ok(()),
            |_, _| Err(io::Error::from(io::ErrorKind::BrokenPipe)),
        );
        assert_eq!(
            result.expect_err("the writer's error").kind(),
            io::ErrorKind::BrokenPipe
        );
        drop(hold);
    }
}
