//! What the unit tests share.

/// A small deterministic generator: xorshift64, so that every run of a test reads the same
/// inputs.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    /// The next number.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
