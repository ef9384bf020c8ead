//! The shape of a batch command whose work is parallel: one thread reads chunks of whole lines,
//! a rayon pool works on each chunk in blocks of lines, and the calling thread writes each
//! chunk's blocks in input order. At most two chunks wait at each step, so memory stays bounded.

use std::io;
use std::ops::Range;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

use rayon::prelude::*;

use crate::input::{Chunk, Reader};

/// Lines per block: the unit of work of a pool thread.
const BLOCK_LINES: usize = 2048;

/// Runs `work` on every line of `reader`'s chunks, a block of lines (given as a range of indexes
/// in the chunk) at a time, and calls `write` with each chunk and its blocks' results, in input
/// order. With one thread, everything runs on the calling thread, one block per chunk. Stops at
/// the first error of any of them.
pub(crate) fn map_in_order<T: Send>(
    mut reader: Reader,
    threads: usize,
    work: impl Fn(&Chunk, Range<usize>) -> io::Result<T> + Sync,
    mut write: impl FnMut(&Chunk, Vec<T>) -> io::Result<()>,
) -> io::Result<()> {
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
    std::thread::scope(|scope| {
        let reader = scope.spawn(move || read(reader, &chunk_tx));
        let (pool, work) = (&pool, &work);
        scope.spawn(move || work_on_chunks(pool, work, &chunk_rx, &done_tx));
        let mut result = Ok(());
        for (chunk, done) in &done_rx {
            result = done.and_then(|done| write(&chunk, done));
            if result.is_err() {
                break;
            }
        }
        // Dropping the receiver stops the workers and the reader if the writer stopped early.
        drop(done_rx);
        let read = reader
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the reader failed")));
        result.and(read)
    })
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

/// The pool's side: each chunk's blocks, in order.
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
