//! SSE2 scanning of long runs: sixteen bytes tested against a class at once, and the first one
//! outside found without a branch.
//!
//! This is the crate's only `unsafe`: calling a `#[target_feature(enable = "sse2")]` function,
//! which Rust requires even where the build itself enables SSE2, as every `x86_64` target does.
//! The module is compiled only when `target_feature = "sse2"` is set, which is what makes each
//! call sound. [`crate::chars`] tests it against the scalar scan on every byte value.

use core::arch::x86_64::{
    __m128i, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_cmplt_epi8, _mm_movemask_epi8,
    _mm_or_si128, _mm_set1_epi8, _mm_set_epi64x,
};

/// The printable ASCII bytes (`0x21..=0x7E`) that a class leaves out; every other byte of a
/// class is printable ASCII, and every other printable byte is in it.
pub(crate) type Exceptions = &'static [u8];

/// The index of the first byte from `i` on, sixteen at a time, that is outside the class
/// described by `exceptions` (or the length); `Err` when the whole input is shorter than
/// sixteen bytes, for the caller to scan one byte at a time.
#[inline(always)]
pub(crate) fn scan(s: &[u8], mut i: usize, exceptions: Exceptions) -> Result<usize, usize> {
    while let Some(chunk) = s.get(i..).and_then(<[u8]>::first_chunk::<16>) {
        // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the
        // CPU running this code has SSE2, the only feature `outside_mask` requires.
        let outside = unsafe { outside_mask(chunk, exceptions) };
        if outside != 0 {
            return Ok(i + outside.trailing_zeros() as usize);
        }
        i += 16;
    }
    // Fewer than sixteen bytes left: test the last sixteen of the input, ignoring those before
    // `i`, which are already scanned or not this scan's to judge.
    let Some(last) = s.last_chunk::<16>() else {
        return Err(i);
    };
    let skip = i - (s.len() - 16);
    // SAFETY: as above.
    let outside = unsafe { outside_mask(last, exceptions) } >> skip;
    Ok(if outside == 0 {
        s.len()
    } else {
        i + outside.trailing_zeros() as usize
    })
}

/// A bit for each of the sixteen bytes that is outside the class.
#[target_feature(enable = "sse2")]
#[inline]
fn outside_mask(chunk: &[u8; 16], exceptions: Exceptions) -> u32 {
    let (lo, hi) = chunk.split_at(8);
    let word = |half: &[u8]| {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(half);
        i64::from_le_bytes(bytes)
    };
    let x = _mm_set_epi64x(word(hi), word(lo));
    // Printable ASCII: above 0x20 and below 0x7F, as signed bytes (0x80 and up are negative).
    let printable = _mm_and_printable(x);
    let mut excluded = _mm_set1_epi8(0);
    for &e in exceptions {
        excluded = _mm_or_si128(excluded, _mm_cmpeq_epi8(x, _mm_set1_epi8(e as i8)));
    }
    let inside: __m128i = _mm_andnot_si128(excluded, printable);
    !(_mm_movemask_epi8(inside) as u32) & 0xFFFF
}

/// All-ones in each byte of `x` that is printable ASCII.
#[target_feature(enable = "sse2")]
#[inline]
fn _mm_and_printable(x: __m128i) -> __m128i {
    let above_space = _mm_cmpgt_epi8(x, _mm_set1_epi8(0x20));
    let below_del = _mm_cmplt_epi8(x, _mm_set1_epi8(0x7F));
    _mm_andnot_si128(_mm_cmpeq_epi8(below_del, _mm_set1_epi8(0)), above_space)
}
