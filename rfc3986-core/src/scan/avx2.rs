//! AVX2: the bytes of an input of thirty-two to sixty-four bytes classified in two steps of
//! thirty-two, into a bit mask per class (the bytes outside it) and per byte sought (where it
//! is), for the parser's structural pass ([`super::with_block_masks`]).
//!
//! Its `unsafe`: calling the `#[target_feature(enable = "avx2")]` function, only where a
//! [`Vectors`] says AVX2, which the build enables or the processor said it has; and thirty-two
//! bytes transmuted into a vector (`load`). Its tests check the masks against
//! [`super::block_masks_scalar`] on every byte value at every place.

use core::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_broadcastsi128_si256, _mm256_cmpeq_epi8,
    _mm256_movemask_epi8, _mm256_or_si256, _mm256_set1_epi8, _mm256_setzero_si256,
    _mm256_shuffle_epi8, _mm256_srli_epi16,
};

use super::{BlockMasks, Sought, Vectors};
use crate::chars::VectorClass;

/// `f` of the masks of `s` where `vectors` say AVX2 and `s` is 32 to 64 bytes long (see
/// [`super::with_block_masks`]); `None` otherwise.
#[inline(always)]
pub(super) fn with_block_masks<S: Sought<C, B>, const C: usize, const B: usize, R>(
    s: &[u8],
    vectors: Vectors,
    f: impl FnOnce(BlockMasks<C, B>) -> R,
) -> Option<R> {
    let n = s.len();
    if n > 64 || !vectors.wide() {
        return None;
    }
    let (first, last) = (s.first_chunk::<32>()?, s.last_chunk::<32>()?);
    // SAFETY: a `Vectors` that says AVX2 is made only where the build enables it or the
    // processor said it has it (`Vectors`), the only feature these functions require. Inlined
    // into code compiled with AVX2 (the parser, under `with_best_vectors`, where `vectors` is
    // then a constant); elsewhere a call each.
    let (x, y) = unsafe { (load(first), load(last)) };
    // SAFETY: as above.
    if S::ASCII_ONLY && unsafe { any_high(x, y) } {
        return None;
    }
    // Each mask of `last` moved to its place and joined to the mask of `first` (the bytes read
    // twice are marked alike in both).
    let shift = n - 32;
    let join = |a: u32, b: u32| u64::from(a) | u64::from(b) << shift;
    Some(f(classify::<S, C, B>(x, y, join)))
}

/// The masks of two vectors, each test's two masks made one by `join`.
#[inline(always)]
fn classify<S: Sought<C, B>, const C: usize, const B: usize>(
    x: __m256i,
    y: __m256i,
    join: impl Fn(u32, u32) -> u64,
) -> BlockMasks<C, B> {
    let mut masks = BlockMasks {
        outside: [0; C],
        equal: [0; B],
    };
    for (mask, class) in masks.outside.iter_mut().zip(S::CLASSES) {
        let spec = class.vector_form();
        // SAFETY: as in `with_block_masks`, the only caller.
        *mask = unsafe { join(outside(x, spec), outside(y, spec)) };
    }
    for (mask, b) in masks.equal.iter_mut().zip(S::BYTES) {
        // SAFETY: as above.
        *mask = unsafe { join(equal(x, b), equal(y, b)) };
    }
    masks
}

/// Thirty-two bytes as a vector: one unaligned load.
#[target_feature(enable = "avx2")]
#[inline]
fn load(chunk: &[u8; 32]) -> __m256i {
    // SAFETY: `[u8; 32]` and `__m256i` have the same size, and every pattern of its 256 bits
    // is a valid `__m256i`.
    unsafe { core::mem::transmute::<[u8; 32], __m256i>(*chunk) }
}

/// Whether a byte of `x` or `y` is from `0x80` on.
#[target_feature(enable = "avx2")]
#[inline]
fn any_high(x: __m256i, y: __m256i) -> bool {
    _mm256_movemask_epi8(_mm256_or_si256(x, y)) != 0
}

/// A bit for each of the thirty-two bytes of `x` that is `b`.
#[target_feature(enable = "avx2")]
#[inline]
fn equal(x: __m256i, b: u8) -> u32 {
    _mm256_movemask_epi8(_mm256_cmpeq_epi8(x, _mm256_set1_epi8(b as i8))) as u32
}

/// A bit for each of the thirty-two bytes of `x` outside the class: the byte shuffle of the
/// SSSE3 test (each byte's low four bits pick its row of the class's table, its high four bits
/// the bit of that row), in both halves of the vector at once.
#[target_feature(enable = "avx2")]
#[inline]
fn outside(x: __m256i, spec: &VectorClass) -> u32 {
    let (rows, bits) = super::sse2::shuffle_tables(spec);
    let (rows, bits) = (
        _mm256_broadcastsi128_si256(rows),
        _mm256_broadcastsi128_si256(bits),
    );
    // A shuffle takes the low four bits of each index byte, or gives 0 when its high bit is set.
    let row = _mm256_shuffle_epi8(rows, x);
    let high_four = _mm256_and_si256(_mm256_srli_epi16(x, 4), _mm256_set1_epi8(0x0F));
    let bit = _mm256_shuffle_epi8(bits, high_four);
    let inside = _mm256_and_si256(row, bit);
    let outside = _mm256_movemask_epi8(_mm256_cmpeq_epi8(inside, _mm256_setzero_si256())) as u32;
    if spec.high_bytes {
        // The high bit of each byte: those from `0x80` on.
        outside & !(_mm256_movemask_epi8(x) as u32)
    } else {
        outside
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chars::{Class, IQUERY, QUERY, SCHEME};
    use crate::scan::block_masks_scalar;

    /// Three classes (one of IRIs) and the bytes of the structural pass.
    struct Three;

    impl Sought<3, 6> for Three {
        const CLASSES: [&'static Class; 3] = [&QUERY, &SCHEME, &IQUERY];
        const BYTES: [u8; 6] = *b"/?#:@%";
        const ASCII_ONLY: bool = false;
    }

    /// The same, for ASCII inputs only.
    struct Ascii;

    impl Sought<3, 6> for Ascii {
        const CLASSES: [&'static Class; 3] = Three::CLASSES;
        const BYTES: [u8; 6] = Three::BYTES;
        const ASCII_ONLY: bool = true;
    }

    /// Every byte value at every place of inputs of every length from 32 to 64, in a run of a
    /// class's bytes: the masks of AVX2 are those of the scalar form (where the processor has
    /// AVX2; elsewhere there is nothing to compare).
    #[test]
    fn masks_are_the_scalar_masks_for_every_byte_at_every_place() {
        let vectors = Vectors::detected();
        if !vectors.wide() {
            return;
        }
        for len in 32..=64 {
            for at in 0..len {
                for b in 0..=255u8 {
                    let mut s = [b'a'; 64];
                    s[at] = b;
                    let s = &s[..len];
                    let masks = with_block_masks::<Three, 3, 6, _>(s, vectors, |m| m);
                    let scalar = block_masks_scalar::<Three, 3, 6>(s);
                    assert_eq!(masks, Some(scalar), "0x{b:02X} at {at} of {len}");
                    let ascii = with_block_masks::<Ascii, 3, 6, _>(s, vectors, |m| m);
                    assert_eq!(ascii, b.is_ascii().then_some(scalar), "0x{b:02X} at {at}");
                }
            }
        }
        // Not for other lengths.
        for len in [0, 16, 31, 65, 100] {
            let s = [b'a'; 100];
            assert_eq!(
                with_block_masks::<Three, 3, 6, _>(&s[..len], vectors, |m| m),
                None
            );
        }
    }
}
