//! SSE2: sixteen bytes tested against a class at once, and the first one outside found
//! without a branch; the audit's marks, each gathered in a vector sixteen bytes at a time and
//! made a mask at the end; normalization's quick look (its marks gathered in one vector); the dot segments
//! and the last `/` of a path. Where the processor has SSSE3 (nearly every `x86_64` processor
//! since 2006), the class test of parsing's scans is a byte shuffle instead
//! (`outside_mask_shuffled`): two table lookups whatever the class, where the SSE2 test costs
//! an instruction or more per range and per single byte of the class.
//!
//! This is the crate's only `unsafe`: calling a `#[target_feature(enable = "sse2")]` function,
//! which Rust requires even where the build itself enables SSE2, as every `x86_64` target does;
//! calling a `#[target_feature(enable = "ssse3")]` function, only where the build enables SSSE3
//! or the processor said it has it (`level`: `is_x86_feature_detected!` with `std`, else
//! CPUID); `CPUID` itself, without `std`; and sixteen bytes transmuted into a vector (`load`).
//! The module is compiled only with `rfc3986_sse2`, which the build script sets only where
//! `target_feature = "sse2"` is, which is what makes the SSE2 calls sound. Its tests check both
//! class tests against the class table on every byte value.

use core::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_min_epu8,
    _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8, _mm_setzero_si128, _mm_shuffle_epi8,
    _mm_slli_si128, _mm_srli_epi16, _mm_srli_si128, _mm_sub_epi8,
};
#[cfg(rfc3986_detect_ssse3)]
use core::sync::atomic::{AtomicU8, Ordering};
#[cfg(all(rfc3986_detect_ssse3, feature = "std"))]
extern crate std;

use super::Marks;
use crate::chars::VectorClass;

/// The vector instructions the scans of one parse use, chosen once by `with_best_if_present`
/// or [`Vectors::detected`] and handed down to each scan: in the copy of the parser compiled
/// with SSSE3 the choice is a constant, and no scan asks again. Its field is private: only this
/// module makes one that says SSSE3, and only where the build enables it or the processor said
/// it has it, which is what makes the shuffle in [`run_end_if_long`] sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Vectors {
    /// Whether the class tests may use SSSE3's byte shuffle.
    shuffle: bool,
    /// Whether AVX2 may be used (the structural pass of the parser, `super::avx2`): only with
    /// `shuffle`, since every processor with AVX2 has SSSE3.
    wide: bool,
}

impl Vectors {
    /// SSE2 alone (where the build enables SSSE3, for the tests only).
    #[cfg(any(test, rfc3986_detect_ssse3))]
    pub(crate) const SSE2: Vectors = Vectors {
        shuffle: false,
        wide: false,
    };

    /// The best this processor has: SSSE3, and AVX2, where the build enables them or the
    /// processor says it has them ([`level`]), else SSE2 alone. (Where the processor is not
    /// asked, in SGX enclaves, what the build enables.)
    #[inline(always)]
    pub(crate) fn detected() -> Vectors {
        #[cfg(not(rfc3986_detect_ssse3))]
        return Vectors {
            shuffle: cfg!(target_feature = "ssse3"),
            wide: cfg!(target_feature = "avx2"),
        };
        #[cfg(rfc3986_detect_ssse3)]
        {
            let level = level();
            Vectors {
                shuffle: level >= SSSE3,
                wide: level == AVX2,
            }
        }
    }

    /// Whether AVX2 may be used: the processor has it.
    #[inline(always)]
    pub(crate) fn wide(self) -> bool {
        self.wide
    }
}

/// The index of the first byte from `i` on, sixteen at a time (with `pair`, thirty-two first),
/// that is outside the class (or the length), with the class test `vectors` says; `None` when
/// the whole input is shorter than sixteen bytes, which is for the scalar scan.
#[inline(always)]
pub(super) fn run_end_if_long(
    s: &[u8],
    i: usize,
    spec: &VectorClass,
    vectors: Vectors,
    pair: bool,
) -> Option<usize> {
    if vectors.shuffle {
        // SAFETY: a `Vectors` that says SSSE3 is made only where the build enables it or the
        // processor said it has it (`Vectors`). Inlined into code compiled with SSSE3 (the
        // parser, under `with_best_if_present`, where `vectors` is then a constant); elsewhere
        // a call per chunk, since a function with a target feature its caller lacks is not
        // inlined into it.
        return first_marked(
            s,
            i,
            pair,
            #[inline(always)]
            |chunk| unsafe { outside_mask_shuffled(chunk, spec) },
        );
    }
    // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the CPU
    // running this code has SSE2, the only feature `outside_mask` requires.
    first_marked(s, i, pair, |chunk| unsafe { outside_mask(chunk, spec) })
}

/// `f(vectors)` compiled with AVX2 enabled, where the processor has it, or with SSSE3, where it
/// has that, and `vectors` saying which: the scans that `f` inlines then test classes with the
/// byte shuffle (and the parser classifies with AVX2), inlined too, and ask nothing more.
/// `otherwise(f)` where it has neither. The choice is of the function, called at one place
/// (see `super::with_best_vectors`).
#[cfg(rfc3986_detect_ssse3)]
#[inline(always)]
pub(super) fn with_best_if_present<R, F: FnOnce(Vectors) -> R>(f: F, otherwise: fn(F) -> R) -> R {
    let run = copy_for(level(), otherwise);
    // SAFETY: the processor said it has what `run` enables (`level`).
    unsafe { run(f) }
}

/// The function that runs `f` with the vector instructions of `level` ([`LEVEL`]): with AVX2,
/// with SSSE3, or `otherwise`. Calling it is safe only where the processor has them.
#[cfg(rfc3986_detect_ssse3)]
#[inline(always)]
fn copy_for<R, F: FnOnce(Vectors) -> R>(level: u8, otherwise: fn(F) -> R) -> unsafe fn(F) -> R {
    match level {
        AVX2 => with_avx2::<R, F>,
        SSSE3 => with_ssse3::<R, F>,
        _ => otherwise,
    }
}

/// `f(vectors)`, with SSSE3 enabled in the code it inlines.
#[cfg(rfc3986_detect_ssse3)]
#[target_feature(enable = "ssse3")]
fn with_ssse3<R, F: FnOnce(Vectors) -> R>(f: F) -> R {
    f(Vectors {
        shuffle: true,
        wide: false,
    })
}

/// `f(vectors)`, with AVX2 (and so SSSE3) enabled in the code it inlines.
#[cfg(rfc3986_detect_ssse3)]
#[target_feature(enable = "avx2")]
fn with_avx2<R, F: FnOnce(Vectors) -> R>(f: F) -> R {
    f(Vectors {
        shuffle: true,
        wide: true,
    })
}

/// What the processor has, of what the scans use: [`UNKNOWN`] (not asked yet), [`SSE2`],
/// [`SSSE3`] or [`AVX2`] (with SSSE3), asked once (`ask`) and remembered.
#[cfg(rfc3986_detect_ssse3)]
static LEVEL: AtomicU8 = AtomicU8::new(UNKNOWN);

/// [`LEVEL`] before the processor is asked.
#[cfg(rfc3986_detect_ssse3)]
const UNKNOWN: u8 = 0;
/// [`LEVEL`] of a processor with SSE2 alone.
#[cfg(rfc3986_detect_ssse3)]
const SSE2: u8 = 1;
/// [`LEVEL`] of a processor with SSSE3, without AVX2.
#[cfg(rfc3986_detect_ssse3)]
const SSSE3: u8 = 2;
/// [`LEVEL`] of a processor with AVX2 and SSSE3.
#[cfg(rfc3986_detect_ssse3)]
const AVX2: u8 = 3;

/// What the processor has (see [`LEVEL`]).
#[cfg(rfc3986_detect_ssse3)]
#[inline(always)]
fn level() -> u8 {
    match LEVEL.load(Ordering::Relaxed) {
        UNKNOWN => ask(),
        known => known,
    }
}

/// Asks the processor what it has, and remembers: by the standard library where there is one
/// (which asks CPUID where that is allowed, and the operating system whether it saves the wide
/// registers AVX2 uses), else SSSE3 by CPUID itself (`cpuid_leaf_1_ecx`), and AVX2 never.
#[cfg(rfc3986_detect_ssse3)]
#[cold]
fn ask() -> u8 {
    #[cfg(feature = "std")]
    let (ssse3, avx2) = (
        std::is_x86_feature_detected!("ssse3"),
        std::is_x86_feature_detected!("avx2"),
    );
    #[cfg(not(feature = "std"))]
    let (ssse3, avx2) = (ssse3_bit(cpuid_leaf_1_ecx()), false);
    let level = match (ssse3, avx2) {
        (true, true) => AVX2,
        (true, false) => SSSE3,
        (false, _) => SSE2,
    };
    LEVEL.store(level, Ordering::Relaxed);
    level
}

/// The ECX of CPUID leaf 1, feature bits of the processor: how it is asked without the standard
/// library. Never built for SGX enclaves, where CPUID is illegal (`rfc3986_detect_ssse3` is not
/// set there).
#[cfg(all(rfc3986_detect_ssse3, any(test, not(feature = "std"))))]
fn cpuid_leaf_1_ecx() -> u32 {
    // SAFETY: every `x86_64` processor has the `cpuid` instruction, and leaf 1 (processor info
    // and feature bits).
    #[allow(unused_unsafe)]
    let features = unsafe { core::arch::x86_64::__cpuid(1) };
    features.ecx
}

/// Whether the ECX of CPUID leaf 1 says SSSE3: its bit 9.
#[cfg(all(rfc3986_detect_ssse3, any(test, not(feature = "std"))))]
fn ssse3_bit(ecx: u32) -> bool {
    ecx & 1 << 9 != 0
}

/// The index of the first byte from `i` on, sixteen at a time, that is one of `bytes` (or the
/// length); `None` when the whole input is shorter than sixteen bytes, which is for the scalar
/// search.
#[inline(always)]
pub(super) fn find_any_if_long(s: &[u8], mut i: usize, bytes: [u8; 3]) -> Option<usize> {
    // Sixty-four bytes at a time while none is sought (text is mostly words between them), then
    // sixteen at a time to the one found.
    while let Some(block) = s.get(i..).and_then(<[u8]>::first_chunk::<64>) {
        // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the
        // CPU running this code has SSE2, the only feature `any_in_block` requires.
        if unsafe { any_in_block(block, bytes) } {
            break;
        }
        i += 64;
    }
    // SAFETY: as above, for `equal_mask`.
    first_marked(s, i, false, |chunk| unsafe { equal_mask(chunk, bytes) })
}

/// [`super::marks`] sixteen bytes at a time, each pair across two chunks found with the last
/// byte of the first (the last sixteen bytes read again, where the length is not a multiple of
/// sixteen: a pair that overlap repeats is found twice, which changes nothing); `None` when the
/// input is shorter than sixteen bytes, which is for the word scan. Each mark gathers its bytes
/// in a vector, made a mask once at the end.
#[inline(always)]
pub(super) fn marks_if_long(s: &[u8], upper_before: usize) -> Option<Marks> {
    // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the CPU
    // running this code has SSE2, the only feature these functions require.
    let zero = unsafe { _mm_setzero_si128() };
    let mut found = FoundMarks {
        percent: zero,
        high: zero,
        upper: zero,
        dashes: zero,
        slash_dot: zero,
    };
    // What is carried: the last byte's `-` and `/`, moved to the first place.
    each_chunk(s, (zero, zero), |chunk, at, before| {
        // SAFETY: as above, for `mark_chunk`.
        let (marked, carried) = unsafe { mark_chunk(found, chunk, at, upper_before, before) };
        found = marked;
        carried
    })?;
    // SAFETY: as above.
    let any = |v| unsafe { _mm_movemask_epi8(v) } != 0;
    Some(Marks {
        percent: any(found.percent),
        high: any(found.high),
        upper: any(found.upper),
        dashes: any(found.dashes),
        slash_dot: any(found.slash_dot),
    })
}

/// The bytes of [`Marks`] found so far, each in a vector (a byte whose high bit is set).
#[derive(Clone, Copy)]
struct FoundMarks {
    percent: __m128i,
    /// Bytes from `0x80` on: their own high bit.
    high: __m128i,
    upper: __m128i,
    /// The second `-` of each pair.
    dashes: __m128i,
    /// The `.` of each pair `/.`.
    slash_dot: __m128i,
}

/// One chunk of [`marks_if_long`], which starts at `at`: `found` with the chunk's marks added,
/// and the `-` and `/` of its last byte, moved to the first place, for the next chunk.
#[target_feature(enable = "sse2")]
#[inline]
fn mark_chunk(
    found: FoundMarks,
    chunk: &[u8; 16],
    at: usize,
    upper_before: usize,
    (dash_before, slash_before): (__m128i, __m128i),
) -> (FoundMarks, (__m128i, __m128i)) {
    let x = load(chunk);
    let equal = |b: u8| _mm_cmpeq_epi8(x, _mm_set1_epi8(b as i8));
    let (dash, slash) = (equal(b'-'), equal(b'/'));
    // Each byte marked after a byte marked: the mark of the byte before moved onto it.
    let after =
        |marked: __m128i, before: __m128i| _mm_or_si128(_mm_slli_si128::<1>(marked), before);
    let upper = _mm_and_si128(
        in_range(x, b'A', b'Z'),
        first_bytes(upper_before.saturating_sub(at)),
    );
    let found = FoundMarks {
        percent: _mm_or_si128(found.percent, equal(b'%')),
        high: _mm_or_si128(found.high, x),
        upper: _mm_or_si128(found.upper, upper),
        dashes: _mm_or_si128(found.dashes, _mm_and_si128(dash, after(dash, dash_before))),
        slash_dot: _mm_or_si128(
            found.slash_dot,
            _mm_and_si128(equal(b'.'), after(slash, slash_before)),
        ),
    };
    (
        found,
        (_mm_srli_si128::<15>(dash), _mm_srli_si128::<15>(slash)),
    )
}

/// [`super::segments`] sixteen bytes at a time: where the first dot segment of `path` starts,
/// and, when there is none, where its last `/` is; `None` when the path is shorter than
/// sixteen bytes. A path shorter than sixty-four bytes is read as one block ([`block_bits`]),
/// whose bits give the dots that start a segment ([`super::segments_of_bits`]). In a longer
/// path, each `.` that starts a segment (at the start, or after a `/`, across two chunks too)
/// is looked at by `dot_segment_at`; the last sixteen bytes are read again where the length is not a multiple of
/// sixteen, their first dot already looked at in the chunk before. (Not
/// [`each_chunk`]: the walk stops at the first dot segment, and the start of the path counts
/// as a `/` before it in the first chunk only.)
#[inline(always)]
pub(super) fn segments_if_long(
    path: &[u8],
    dot_segment_at: impl Fn(&[u8]) -> bool,
) -> Option<(Option<usize>, Option<usize>)> {
    let last = path.last_chunk::<16>()?;
    if path.len() < 64 {
        return Some(super::segments_of_bits(
            block_bits(path),
            path,
            dot_segment_at,
        ));
    }
    let mut last_slash = None;
    // A dot in a chunk after a `/`: a dot segment, or not.
    let mut dot_segment = |at: usize, chunk: &[u8; 16], slash_before: u32| {
        // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the
        // CPU running this code has SSE2, the only feature these functions require.
        let (slashes, dots) = unsafe {
            let x = load(chunk);
            (equal_bits(x, b'/'), equal_bits(x, b'.'))
        };
        let mut starting = dots & (slashes << 1 | slash_before);
        while starting != 0 {
            let dot = at + starting.trailing_zeros() as usize;
            if dot_segment_at(&path[dot..]) {
                return Err(dot);
            }
            starting &= starting - 1;
        }
        if slashes != 0 {
            last_slash = Some(at + 31 - slashes.leading_zeros() as usize);
        }
        Ok(slashes >> 15)
    };
    // The start of the path starts a segment, as a `/` before it would.
    let mut slash_before = 1;
    let mut rest = path;
    let mut at = 0;
    while let Some((chunk, after)) = rest.split_first_chunk::<16>() {
        match dot_segment(at, chunk, slash_before) {
            Ok(carried) => slash_before = carried,
            Err(dot) => return Some((Some(dot), None)),
        }
        rest = after;
        at += 16;
    }
    if !rest.is_empty() {
        if let Err(dot) = dot_segment(path.len() - 16, last, 0) {
            return Some((Some(dot), None));
        }
    }
    Some((None, last_slash))
}

/// A bit for each `/` and for each `.` of `path`, which is sixteen to sixty-three bytes long:
/// four chunks read, at 0, 16, 32 and the last sixteen bytes, those past the end moved back
/// onto the last sixteen (read twice, which marks nothing twice). No branch on the length.
#[inline(always)]
pub(super) fn block_bits(path: &[u8]) -> super::SlashesDots {
    let last = path.len() - 16;
    let (mut slashes, mut dots) = (0, 0);
    for start in [0, last.min(16), last.min(32), last] {
        if let Some(chunk) = path.get(start..).and_then(<[u8]>::first_chunk::<16>) {
            // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so
            // the CPU running this code has SSE2, the only feature these functions require.
            let (chunk_slashes, chunk_dots) = unsafe {
                let x = load(chunk);
                (equal_bits(x, b'/'), equal_bits(x, b'.'))
            };
            slashes |= u64::from(chunk_slashes) << start;
            dots |= u64::from(chunk_dots) << start;
        }
    }
    super::SlashesDots { slashes, dots }
}

/// [`super::may_normalize`] sixteen bytes at a time: a `%`, an uppercase letter before
/// `upper_before`, or `/.` (across two chunks too, as [`marks_if_long`] finds it), gathered in
/// one vector and read with one mask at the end; `None` when the input is shorter than sixteen
/// bytes.
#[inline(always)]
pub(super) fn may_normalize_if_long(s: &[u8], upper_before: usize) -> Option<bool> {
    // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the CPU
    // running this code has SSE2, the only feature these functions require.
    let zero = unsafe { _mm_setzero_si128() };
    let mut any = zero;
    // What is carried: the last byte's `/`, moved to the first place.
    each_chunk(s, zero, |chunk, at, slash_before| {
        // SAFETY: as above, for `quick_look`.
        let (marked, carried) = unsafe { quick_look(any, chunk, at, upper_before, slash_before) };
        any = marked;
        carried
    })?;
    // SAFETY: as above.
    Some(unsafe { _mm_movemask_epi8(any) } != 0)
}

/// One chunk of [`may_normalize_if_long`], which starts at `at`: `any` with the chunk's marks
/// added, and the `/` of its last byte, moved to the first place, for the next chunk.
#[target_feature(enable = "sse2")]
#[inline]
fn quick_look(
    any: __m128i,
    chunk: &[u8; 16],
    at: usize,
    upper_before: usize,
    slash_before: __m128i,
) -> (__m128i, __m128i) {
    let x = load(chunk);
    let slash = _mm_cmpeq_epi8(x, _mm_set1_epi8(b'/' as i8));
    let after_slash = _mm_or_si128(_mm_slli_si128::<1>(slash), slash_before);
    let dot = _mm_and_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(b'.' as i8)), after_slash);
    let percent = _mm_cmpeq_epi8(x, _mm_set1_epi8(b'%' as i8));
    // (Uppercase letters count before `upper_before` only: with no branch on where the chunk
    // lies, which varies from one reference to the next.)
    let upper = _mm_and_si128(
        in_range(x, b'A', b'Z'),
        first_bytes(upper_before.saturating_sub(at)),
    );
    let any = _mm_or_si128(any, _mm_or_si128(_mm_or_si128(percent, dot), upper));
    (any, _mm_srli_si128::<15>(slash))
}

/// A vector whose first `n` bytes (all sixteen from `n = 16` on) have every bit set, the rest
/// none.
#[target_feature(enable = "sse2")]
#[inline]
fn first_bytes(n: usize) -> __m128i {
    /// Row `n`: the first `n` bytes set.
    static FIRST_BYTES: [[u8; 16]; 17] = {
        let mut rows = [[0; 16]; 17];
        let mut n = 0;
        while n < 17 {
            let mut k = 0;
            while k < n {
                rows[n][k] = 0xFF;
                k += 1;
            }
            n += 1;
        }
        rows
    };
    load(&FIRST_BYTES[n.min(16)])
}

/// Calls `step` on each chunk of sixteen bytes of `s` with the index of its first byte and what
/// the step before gave (`fresh` for the first), then, where the length is not a multiple of
/// sixteen, on the last sixteen bytes, read again in part, with `fresh` (what is carried across
/// a boundary is found inside them). `None` when `s` is shorter than sixteen bytes.
#[inline(always)]
fn each_chunk<C: Copy>(
    s: &[u8],
    fresh: C,
    mut step: impl FnMut(&[u8; 16], usize, C) -> C,
) -> Option<()> {
    let last = s.last_chunk::<16>()?;
    let mut carried = fresh;
    let mut rest = s;
    let mut at = 0;
    while let Some((chunk, after)) = rest.split_first_chunk::<16>() {
        carried = step(chunk, at, carried);
        rest = after;
        at += 16;
    }
    if !rest.is_empty() {
        step(last, s.len() - 16, fresh);
    }
    Some(())
}

/// A bit for each byte of `x` that is `b`.
#[target_feature(enable = "sse2")]
#[inline]
fn equal_bits(x: __m128i, b: u8) -> u32 {
    _mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(b as i8))) as u32
}

/// [`run_end_if_long`] thirty-two bytes a step: one branch for two chunks (for the long runs
/// of extraction's scans; parsing keeps the step of sixteen, shorter runs being the rule there).
#[inline(always)]
pub(super) fn run_end_wide_if_long(s: &[u8], i: usize, spec: &VectorClass) -> Option<usize> {
    // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the CPU
    // running this code has SSE2, the only feature `outside_mask` requires.
    first_marked_wide(s, i, |chunk| unsafe { outside_mask(chunk, spec) })
}

/// [`run_end_wide_if_long`], and the index of the first byte before the run's end that is one of
/// `noted` (the end when none is); `None` when the whole input is shorter than sixteen bytes,
/// which is for the scalar scan.
#[inline(always)]
pub(super) fn run_end_noting_if_long<const N: usize>(
    s: &[u8],
    i: usize,
    spec: &VectorClass,
    noted: [u8; N],
) -> Option<(usize, usize)> {
    first_marked_noting::<true>(s, i, false, |chunk| {
        // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the
        // CPU running this code has SSE2, the only feature `outside_mask` and `equal_mask`
        // require.
        unsafe { (outside_mask(chunk, spec), equal_mask(chunk, noted)) }
    })
}

/// A bit for each of the sixty-four bytes from `i` on that is one of `bytes` (bit `k` for byte
/// `i + k`, none for bytes past the end); `None` when the whole input is shorter than
/// sixty-four bytes, which is for the scalar search.
#[inline(always)]
pub(super) fn any_block_mask_if_long<const N: usize>(
    s: &[u8],
    i: usize,
    bytes: [u8; N],
) -> Option<u64> {
    if let Some(block) = s.get(i..).and_then(<[u8]>::first_chunk::<64>) {
        // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so the
        // CPU running this code has SSE2, the only feature `block_mask` requires.
        return Some(unsafe { block_mask(block, bytes) });
    }
    // Fewer than sixty-four bytes left: the last sixty-four of the input, those before `i`
    // shifted out.
    let last = s.last_chunk::<64>()?;
    let skip = i.saturating_sub(s.len() - 64);
    // SAFETY: as above.
    Some(
        unsafe { block_mask(last, bytes) }
            .checked_shr(skip as u32)
            .unwrap_or(0),
    )
}

/// The index of the first byte of the run of the class that ends at `end` (`end` itself when
/// `s[end - 1]` is outside), read backwards sixteen bytes at a time and never before `floor`;
/// `None` when the whole input is shorter than sixteen bytes, which is for the scalar scan.
#[inline(always)]
pub(super) fn run_start_if_long(
    s: &[u8],
    floor: usize,
    end: usize,
    spec: &VectorClass,
) -> Option<usize> {
    let first = s.first_chunk::<16>()?;
    let mut j = end;
    while j > floor {
        // The sixteen bytes before `j`, or, near the start, the first sixteen with those from
        // `j` on masked out.
        let before = s.get(..j)?;
        let (base, outside) = match before.last_chunk::<16>() {
            // SAFETY: this module is compiled only with `target_feature = "sse2"` enabled, so
            // the CPU running this code has SSE2, the only feature `outside_mask` requires.
            Some(chunk) => (j - 16, unsafe { outside_mask(chunk, spec) }),
            // SAFETY: as above.
            None => (0, unsafe { outside_mask(first, spec) } & ((1 << j) - 1)),
        };
        if outside != 0 {
            // The last byte outside is at `base + 31 - leading zeros`; the run starts after it.
            return Some((base + 32 - outside.leading_zeros() as usize).max(floor));
        }
        j = base;
    }
    Some(floor.min(end))
}

/// [`first_marked`] forty-eight bytes, then thirty-two a step, then sixteen and the last sixteen
/// ([`first_marked_noting`]).
#[inline(always)]
fn first_marked_wide(s: &[u8], i: usize, mask: impl Fn(&[u8; 16]) -> u32) -> Option<usize> {
    first_marked_noting::<true>(s, i, false, |chunk| (mask(chunk), 0)).map(|(end, _)| end)
}

/// The index of the first byte from `i` on that `mask` marks (a bit per byte of a chunk of
/// sixteen), sixteen at a time (with `pair`, thirty-two first), or the length; `None` when the
/// whole input is shorter than sixteen bytes.
#[inline(always)]
fn first_marked(s: &[u8], i: usize, pair: bool, mask: impl Fn(&[u8; 16]) -> u32) -> Option<usize> {
    first_marked_noting::<false>(
        s,
        i,
        pair,
        #[inline(always)]
        |chunk| (mask(chunk), 0),
    )
    .map(|(end, _)| end)
}

/// The index of the first byte from `i` on that `masks` marks (the first of its two masks, a bit
/// per byte of a chunk of sixteen), or the length; and the index of the first byte before that
/// one that it notes (the second mask), or that same index when it notes none. Sixteen bytes a
/// step; with `WIDE`, a first step of forty-eight bytes (within which the runs of most URIs in
/// text end: a branch on one step or two would be mispredicted half the time), then thirty-two
/// (one branch for two chunks), then sixteen; otherwise, with `pair`, a first step of
/// thirty-two bytes or to the end, then sixteen (for runs that end before the sixteenth byte
/// about as often as after it, where the branch on one chunk or two would be mispredicted). The
/// last sixteen bytes of the input are tested with those before `i` shifted out. `None` when the
/// whole input is shorter than sixteen bytes.
#[inline(always)]
fn first_marked_noting<const WIDE: bool>(
    s: &[u8],
    mut i: usize,
    pair: bool,
    masks: impl Fn(&[u8; 16]) -> (u32, u32),
) -> Option<(usize, usize)> {
    // The first byte noted before `i`, if any.
    let mut noted_before = usize::MAX;
    // The step at `i` whose marks and notes are given: where the first marked byte is, and the
    // first byte noted before it (or it), when one is marked; else the first noted kept.
    let mut step = |i: usize, (marked, noted): (u64, u64)| {
        if marked != 0 {
            let end = i + marked.trailing_zeros() as usize;
            let first = i + (noted | marked).trailing_zeros() as usize;
            return Some((end, noted_before.min(first)));
        }
        if noted != 0 {
            noted_before = noted_before.min(i + noted.trailing_zeros() as usize);
        }
        None
    };
    if WIDE {
        if let Some(first) = step_masks::<3>(s, i, &masks) {
            if let Some(found) = step(i, first) {
                return Some(found);
            }
            i += 48;
        }
        while let Some(pair) = step_masks::<2>(s, i, &masks) {
            if let Some(found) = step(i, pair) {
                return Some(found);
            }
            i += 32;
        }
    }
    if !WIDE && pair {
        // A first step of thirty-two bytes, or to the end where fewer are left: the second chunk
        // is then the last sixteen bytes (read over the first in part), and a bit past the end
        // marks it. Most hosts of web URLs end within it, with one branch.
        if let Some(first) = s.get(i..).and_then(<[u8]>::first_chunk::<16>) {
            let second_at = (i + 16).min(s.len() - 16);
            let end = second_at + 16;
            if let Some(second) = s[second_at..].first_chunk::<16>() {
                let ((marked, noted), (marked_2, noted_2)) = (masks(first), masks(second));
                let shift = second_at - i;
                let marked = u64::from(marked)
                    | u64::from(marked_2) << shift
                    | u64::from(end == s.len()) << (end - i);
                let noted = u64::from(noted) | u64::from(noted_2) << shift;
                if let Some(found) = step(i, (marked, noted)) {
                    return Some(found);
                }
                i = end;
            }
        }
    }
    while let Some(chunk) = step_masks::<1>(s, i, &masks) {
        if let Some(found) = step(i, chunk) {
            return Some(found);
        }
        i += 16;
    }
    // Fewer than sixteen bytes left: test the last sixteen of the input, ignoring those before
    // `i`, which are already scanned or not this scan's to judge; a bit past the end marks it.
    let last = s.last_chunk::<16>()?;
    let i = i.min(s.len());
    let skip = i - (s.len() - 16);
    let (marked, noted) = masks(last);
    let marked = u64::from(marked >> skip) | 1 << (16 - skip);
    step(i, (marked, u64::from(noted >> skip)))
}

/// The two masks of `masks` for the `CHUNKS` chunks of sixteen bytes from `i` on, a bit per byte
/// (bit `k` for byte `i + k`); `None` when fewer bytes are left.
#[inline(always)]
fn step_masks<const CHUNKS: usize>(
    s: &[u8],
    i: usize,
    masks: &impl Fn(&[u8; 16]) -> (u32, u32),
) -> Option<(u64, u64)> {
    let bytes = s.get(i..i + 16 * CHUNKS)?;
    let (mut marked, mut noted) = (0, 0);
    for (k, chunk) in bytes.chunks_exact(16).enumerate() {
        let (chunk_marked, chunk_noted) = masks(chunk.first_chunk::<16>()?);
        marked |= u64::from(chunk_marked) << (16 * k);
        noted |= u64::from(chunk_noted) << (16 * k);
    }
    Some((marked, noted))
}

/// Whether any of the sixty-four bytes is one of `bytes`: the four chunks' matches merged,
/// one test.
#[target_feature(enable = "sse2")]
#[inline]
fn any_in_block(block: &[u8; 64], bytes: [u8; 3]) -> bool {
    let mut equal = _mm_setzero_si128();
    let mut rest: &[u8] = block;
    while let Some((chunk, after)) = rest.split_first_chunk::<16>() {
        equal = _mm_or_si128(equal, equal_to_any(load(chunk), bytes));
        rest = after;
    }
    _mm_movemask_epi8(equal) != 0
}

/// A bit for each of the sixty-four bytes that is one of `bytes`: four chunks' masks, one word.
#[target_feature(enable = "sse2")]
#[inline]
fn block_mask<const N: usize>(block: &[u8; 64], bytes: [u8; N]) -> u64 {
    let mut mask = 0;
    let mut rest: &[u8] = block;
    let mut shift = 0;
    while let Some((chunk, after)) = rest.split_first_chunk::<16>() {
        let bits = _mm_movemask_epi8(equal_to_any(load(chunk), bytes)) as u32;
        mask |= u64::from(bits) << shift;
        rest = after;
        shift += 16;
    }
    mask
}

/// A bit for each of the sixteen bytes that is one of `bytes`.
#[target_feature(enable = "sse2")]
#[inline]
fn equal_mask<const N: usize>(chunk: &[u8; 16], bytes: [u8; N]) -> u32 {
    _mm_movemask_epi8(equal_to_any(load(chunk), bytes)) as u32
}

/// All-ones in each byte of `x` that is one of `bytes`.
#[target_feature(enable = "sse2")]
#[inline]
fn equal_to_any<const N: usize>(x: __m128i, bytes: [u8; N]) -> __m128i {
    let mut equal = _mm_setzero_si128();
    for b in bytes {
        equal = _mm_or_si128(equal, _mm_cmpeq_epi8(x, _mm_set1_epi8(b as i8)));
    }
    equal
}

/// Sixteen bytes as a vector: one unaligned load.
#[target_feature(enable = "sse2")]
#[inline]
fn load(chunk: &[u8; 16]) -> __m128i {
    // SAFETY: `[u8; 16]` and `__m128i` have the same size, and every pattern of its 128 bits
    // is a valid `__m128i`.
    unsafe { core::mem::transmute::<[u8; 16], __m128i>(*chunk) }
}

/// A bit for each of the sixteen bytes that is outside the class.
#[target_feature(enable = "sse2")]
#[inline]
fn outside_mask(chunk: &[u8; 16], spec: &VectorClass) -> u32 {
    let x = load(chunk);
    let mut inside = _mm_setzero_si128();
    if spec.letters {
        // Setting bit 5 folds `A`-`Z` onto `a`-`z` (and nothing else onto them).
        let folded = _mm_or_si128(x, _mm_set1_epi8(0x20));
        inside = in_range(folded, b'a', b'z');
    }
    for &(first, last) in spec.ranges.iter().take(spec.range_count) {
        inside = _mm_or_si128(inside, in_range(x, first, last));
    }
    for &b in spec.singles.iter().take(spec.single_count) {
        inside = _mm_or_si128(inside, _mm_cmpeq_epi8(x, _mm_set1_epi8(b as i8)));
    }
    if spec.utf8_bulk {
        inside = _mm_or_si128(inside, utf8_bulk(x));
    }
    !(_mm_movemask_epi8(inside) as u32) & 0xFFFF
}

/// All-ones in each byte of `x` that `VectorClass::utf8_bulk` takes: below `EE` as a signed
/// byte (so from `0x80` on), and not `C2`.
#[target_feature(enable = "sse2")]
#[inline]
fn utf8_bulk(x: __m128i) -> __m128i {
    let below_ee = _mm_cmpgt_epi8(_mm_set1_epi8(0xEE_u8 as i8), x);
    _mm_andnot_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(0xC2_u8 as i8)), below_ee)
}

/// The two tables of a class's shuffle test (also `super::avx2`'s): the class's rows (`low`),
/// and bit `k` for the high four bits `k` below 8, nothing for 8 and above.
#[inline(always)]
pub(super) fn shuffle_tables(spec: &VectorClass) -> (__m128i, __m128i) {
    const BIT_OF_HIGH_FOUR: [u8; 16] = [1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0];
    // SAFETY: `[u8; 16]` and `__m128i` have the same size, and every pattern of its 128 bits
    // is a valid `__m128i`.
    unsafe {
        (
            core::mem::transmute::<[u8; 16], __m128i>(spec.low),
            core::mem::transmute::<[u8; 16], __m128i>(BIT_OF_HIGH_FOUR),
        )
    }
}

/// [`outside_mask`] with a byte shuffle: each byte's low four bits pick its row of the class's
/// table, its high four bits the bit of that row (none from `0x80` on, where both shuffles give
/// zero); then every byte from `0x80` on is taken back in for an IRI class.
#[target_feature(enable = "ssse3")]
#[inline]
fn outside_mask_shuffled(chunk: &[u8; 16], spec: &VectorClass) -> u32 {
    let x = load(chunk);
    let (rows, bits) = shuffle_tables(spec);
    // A shuffle takes the low four bits of each index byte, or gives 0 when its high bit is set.
    let row = _mm_shuffle_epi8(rows, x);
    let high_four = _mm_and_si128(_mm_srli_epi16(x, 4), _mm_set1_epi8(0x0F));
    let bit = _mm_shuffle_epi8(bits, high_four);
    let inside = _mm_and_si128(row, bit);
    let outside = _mm_movemask_epi8(_mm_cmpeq_epi8(inside, _mm_setzero_si128())) as u32;
    if spec.high_bytes {
        // The high bit of each byte: those from `0x80` on.
        outside & !(_mm_movemask_epi8(x) as u32)
    } else if spec.utf8_bulk {
        outside & !(_mm_movemask_epi8(utf8_bulk(x)) as u32)
    } else {
        outside
    }
}

/// All-ones in each byte of `x` within `first..=last`: `x - first`, unsigned, at most
/// `last - first`.
#[target_feature(enable = "sse2")]
#[inline]
fn in_range(x: __m128i, first: u8, last: u8) -> __m128i {
    let offset = _mm_sub_epi8(x, _mm_set1_epi8(first as i8));
    let width = _mm_set1_epi8((last - first) as i8);
    _mm_cmpeq_epi8(_mm_min_epu8(offset, width), offset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chars::{ALL, ALL_IRI};

    #[test]
    fn equal_mask_finds_each_byte_sought_at_every_place() {
        let sought = *b":<\"";
        for b in 0..=255u8 {
            for at in [0, 7, 15] {
                let mut chunk = [b'a'; 16];
                chunk[at] = b;
                // SAFETY: the test is compiled only where SSE2 is enabled.
                let equal = unsafe { equal_mask(&chunk, sought) };
                let expected = if sought.contains(&b) { 1 << at } else { 0 };
                assert_eq!(equal, expected, "byte 0x{b:02X} at {at}");
            }
        }
    }

    #[test]
    fn every_class_matches_the_table_on_every_byte() {
        let shuffles = Vectors::detected().shuffle;
        for class in ALL.iter().chain(&ALL_IRI) {
            // Around the byte tested, a byte of the class.
            let filler = (0..=255u8).find(|&b| class.contains(b)).unwrap_or_default();
            for b in 0..=255u8 {
                for at in [0, 7, 15] {
                    let mut chunk = [filler; 16];
                    chunk[at] = b;
                    let expected = if class.contains(b) { 0 } else { 1 << at };
                    // SAFETY: the test is compiled only where SSE2 is enabled.
                    let outside = unsafe { outside_mask(&chunk, class.vector_form()) };
                    assert_eq!(outside, expected, "byte 0x{b:02X} at {at}");
                    if shuffles {
                        // SAFETY: the build or the processor has SSSE3.
                        let outside = unsafe { outside_mask_shuffled(&chunk, class.vector_form()) };
                        assert_eq!(outside, expected, "shuffled, byte 0x{b:02X} at {at}");
                    }
                }
            }
        }
    }

    /// The form of each IRI class that scans of text known to be UTF-8 use
    /// (`super::super::utf8_spec`) holds the class's ASCII bytes and, from `0x80` on, the
    /// continuation bytes and the lead bytes from `C0` to `ED` but `C2`, with SSE2 alone and
    /// with the shuffle.
    #[test]
    fn the_utf8_form_of_each_iri_class_holds_its_ascii_bytes_and_the_bulk_of_utf8() {
        let shuffles = Vectors::detected().shuffle;
        let bulk = |b: u8| (0x80..=0xED).contains(&b) && b != 0xC2;
        for class in &ALL_IRI {
            let spec = super::super::utf8_spec(class.vector_form());
            let filler = (0..0x80u8).find(|&b| class.contains(b)).unwrap_or_default();
            for b in 0..=255u8 {
                let holds = if b < 0x80 { class.contains(b) } else { bulk(b) };
                for at in [0, 7, 15] {
                    let mut chunk = [filler; 16];
                    chunk[at] = b;
                    let expected = if holds { 0 } else { 1 << at };
                    // SAFETY: the test is compiled only where SSE2 is enabled.
                    let outside = unsafe { outside_mask(&chunk, &spec) };
                    assert_eq!(outside, expected, "byte 0x{b:02X} at {at}");
                    if shuffles {
                        // SAFETY: the build or the processor has SSSE3.
                        let outside = unsafe { outside_mask_shuffled(&chunk, &spec) };
                        assert_eq!(outside, expected, "shuffled, byte 0x{b:02X} at {at}");
                    }
                }
            }
        }
    }

    /// The function chosen for each level the processor has runs its closure with the vectors
    /// of that level; without SSSE3, the one given.
    #[cfg(rfc3986_detect_ssse3)]
    #[test]
    fn each_level_runs_its_own_copy() {
        type Closure = fn(Vectors) -> Vectors;
        let same: Closure = |vectors| vectors;
        let sse2: fn(Closure) -> Vectors = |f| f(Vectors::SSE2);
        let (shuffle, wide) = (true, true);
        let levels = [
            (SSE2, Vectors::SSE2),
            (
                SSSE3,
                Vectors {
                    shuffle,
                    wide: false,
                },
            ),
            (AVX2, Vectors { shuffle, wide }),
        ];
        for (level, vectors) in levels
            .into_iter()
            .filter(|&(level, _)| level <= super::level())
        {
            // SAFETY: the processor has what the level's copy enables (`level`).
            let ran = unsafe { copy_for(level, sse2)(same) };
            assert_eq!(ran, vectors, "level {level}");
        }
    }

    #[cfg(rfc3986_detect_ssse3)]
    #[test]
    fn ssse3_is_bit_9_of_ecx() {
        assert!(ssse3_bit(1 << 9));
        assert!(ssse3_bit(u32::MAX));
        assert!(!ssse3_bit(0));
        assert!(!ssse3_bit(!(1 << 9)));
    }

    /// CPUID's feature bits, read as they are without `std`, say what the standard library
    /// says: SSSE3 (bit 9), and SSE3 (bit 0), SSE4.1 (bit 19) and SSE4.2 (bit 20), so that a
    /// wrong reading shows on a processor with SSSE3 too.
    #[cfg(rfc3986_detect_ssse3)]
    #[test]
    fn cpuid_says_what_the_standard_library_says() {
        extern crate std;
        let ecx = cpuid_leaf_1_ecx();
        assert_eq!(ssse3_bit(ecx), std::is_x86_feature_detected!("ssse3"));
        assert_eq!(ecx & 1 != 0, std::is_x86_feature_detected!("sse3"));
        assert_eq!(ecx & 1 << 19 != 0, std::is_x86_feature_detected!("sse4.1"));
        assert_eq!(ecx & 1 << 20 != 0, std::is_x86_feature_detected!("sse4.2"));
    }

    /// The processor's answer, against the standard library's (which asks CPUID too, and knows
    /// what the operating system enables), asked once and remembered. Then
    /// [`run_end_if_long`] with SSE2 alone and with the vectors detected (the shuffle, where
    /// the processor has it), against a reading one byte at a time, for every class, a byte of
    /// every kind at every place of inputs of sixteen to forty bytes, from several starts.
    #[cfg(rfc3986_detect_ssse3)]
    #[test]
    fn ssse3_is_detected_and_runs_end_alike_with_and_without_the_shuffle() {
        extern crate std;
        let shuffles = std::is_x86_feature_detected!("ssse3");
        let wide = shuffles && std::is_x86_feature_detected!("avx2");
        assert_eq!(level() >= SSSE3, shuffles);
        assert_eq!(
            Vectors::detected(),
            Vectors {
                shuffle: shuffles,
                wide
            }
        );
        assert_eq!(Vectors::detected().wide(), wide);
        assert!(!Vectors::SSE2.wide());
        let level = [SSE2, SSSE3, AVX2][usize::from(shuffles) + usize::from(wide)];
        assert_eq!(LEVEL.load(Ordering::Relaxed), level);
        // The copy of a parse that runs is the one of the vectors detected.
        assert_eq!(
            super::super::with_best_vectors(|vectors| vectors),
            Vectors::detected()
        );
        let bytes = *b"\0 %/?#[:@\x7F\x80\xC3\xFFAz~";
        for class in ALL.iter().chain(&ALL_IRI) {
            let filler = (0..=255u8).find(|&b| class.contains(b)).unwrap_or_default();
            for len in 16..=40 {
                for at in 0..len {
                    for b in bytes {
                        let mut text = alloc::vec![filler; len];
                        text[at] = b;
                        for start in [0, 1, at, 15, len] {
                            let expected = (start..len)
                                .find(|&k| !class.contains(text[k]))
                                .unwrap_or(len);
                            let spec = class.vector_form();
                            let without = run_end_if_long(&text, start, spec, Vectors::SSE2, false);
                            assert_eq!(without, Some(expected), "{text:X?} from {start}");
                            if shuffles {
                                let with =
                                    run_end_if_long(&text, start, spec, Vectors::detected(), false);
                                assert_eq!(with, Some(expected), "{text:X?} from {start}");
                            }
                        }
                    }
                }
            }
        }
    }
}
