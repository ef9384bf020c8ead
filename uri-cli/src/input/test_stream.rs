//! Streams for tests, that give their bytes as a pipe does.

use std::collections::VecDeque;
use std::io::{self, Read};

/// A stream that returns its pieces one read at a time, as a pipe does; an empty piece is
/// an interrupted read.
pub(crate) struct Pieces(VecDeque<Vec<u8>>);

impl Pieces {
    /// A stream of `pieces`, one a read.
    pub(crate) fn new(pieces: &[&[u8]]) -> Pieces {
        Pieces(pieces.iter().map(|piece| piece.to_vec()).collect())
    }
}

impl Read for Pieces {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let Some(mut piece) = self.0.pop_front() else {
            return Ok(0);
        };
        if piece.is_empty() {
            return Err(io::Error::from(io::ErrorKind::Interrupted));
        }
        let n = piece.len().min(buf.len());
        buf[..n].copy_from_slice(&piece[..n]);
        if n < piece.len() {
            self.0.push_front(piece.split_off(n));
        }
        Ok(n)
    }
}

/// A stream that fails after its pieces.
pub(crate) struct Failing(pub(crate) Pieces);

impl Read for Failing {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self.0.read(buf)? {
            0 => Err(io::Error::other("the disk is on fire")),
            n => Ok(n),
        }
    }
}
