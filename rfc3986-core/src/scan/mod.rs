//! Scanning bytes many at a time: the one module with vector and SWAR ("SIMD within a
//! register") code, each with the scalar fallback it is tested against.
//!
//! - [`run_end`]: where a run of bytes of a [`Class`] ends, sixteen bytes at a time with SSE2
//!   ([`sse2`], on `x86_64`; with SSSE3's byte shuffle where the processor has it) or eight at
//!   a time with a table ([`swar`]) elsewhere and for inputs shorter than sixteen bytes;
//!   [`run_end_short`] one byte at a time, for short runs.
//! - [`run_end_encoded`]: the same in a component, over `pct-encoded` triplets too, and for
//!   the classes of IRIs over the characters beyond ASCII they take: the class's ASCII bytes
//!   many at a time, and in a `&str` those of the characters every IRI class takes too; the
//!   other characters beyond ASCII one at a time (`run_end_iri`).
//!   [`run_end_encoded_of`] with `WIDE` steps thirty-two bytes at a time, for extraction.
//! - [`with_best_vectors`]: a whole parse compiled with SSSE3 as well, run where the processor
//!   has it: the class test of [`run_end`] is then a byte shuffle. The choice is a [`Vectors`],
//!   made once and handed to each scan.
//! - [`marks`]: whether a text holds what the checks of `crate::audit` look for (a `%`, a
//!   byte from `0x80` on, `--`, `/.`), and an uppercase letter before an index, in one pass,
//!   sixteen bytes at a time with SSE2, else eight with SWAR. [`may_normalize`]: whether it
//!   holds what syntax-based normalization may change (a `%`, an uppercase letter before the
//!   path, `/.`), as one answer.
//! - [`find_any`]: where the next of three given bytes is, sixteen bytes at a time with SSE2,
//!   else eight with SWAR (trimming a URI found in text looks for an opener with it).
//! - [`find_any_block`]: which of sixty-four bytes are one of given bytes, as a mask (the
//!   candidates where `crate::extract` looks for URIs in text).
//! - [`run_start`]: where a run of bytes of a class that ends at a given index starts, read
//!   backwards sixteen bytes at a time with SSE2 (the scheme before a `:` in text).
//! - [`with_block_masks`]: the bytes of an input of thirty-two to sixty-four bytes classified
//!   at once into bit masks, a mask for each class (the bytes outside it) and for each byte
//!   sought, with AVX2 ([`avx2`]) where the processor has it (for the parser's structural
//!   pass); [`block_masks_scalar`] is the same one byte at a time, what the tests compare with.
//! - [`segments`]: the first dot segment of a path, or its last `/`, sixteen bytes at a time
//!   with SSE2, else eight with SWAR (resolution, normalization, the audit).
//!
//! Which of these back ends a build uses is decided once, by the crate's build script
//! (`build.rs`), and said by two cfgs: `rfc3986_sse2` (the [`sse2`] scans, on `x86_64`) and
//! `rfc3986_detect_ssse3` (a copy of the parser with SSSE3, run where the processor has it).
//! With `--cfg rfc3986_portable` in `RUSTFLAGS`, `x86_64` builds use the scans of every other
//! target, [`swar`] and one byte at a time, so that they are tested as the whole parser too.
//!
//! The grammar's rules are elsewhere ([`crate::chars`], [`crate::parse`], [`crate::path`]);
//! this module only answers "where is the next byte that ...".

#[cfg(rfc3986_sse2)]
#[allow(unsafe_code)]
mod avx2;
#[cfg(rfc3986_sse2)]
#[allow(unsafe_code)]
mod sse2;
mod swar;

#[cfg(rfc3986_sse2)]
use crate::chars::VectorClass;
use crate::chars::{Class, NonAsciiChars, HEXDIG};
use crate::error::{Component, ParseError, ParseErrorKind};

/// The vector instructions the scans use, chosen once (for a whole parse, by
/// [`with_best_vectors`]) and handed to each scan. Without SSE2 there is no choice: the scans
/// work eight bytes at a time with SWAR.
#[cfg(rfc3986_sse2)]
pub(crate) use sse2::Vectors;

/// The vector instructions the scans use: without SSE2 there is no choice, and the scans work
/// eight bytes at a time with SWAR.
#[cfg(not(rfc3986_sse2))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Vectors;

#[cfg(not(rfc3986_sse2))]
impl Vectors {
    /// The only choice.
    #[inline(always)]
    pub(crate) fn detected() -> Vectors {
        Vectors
    }
}

/// `f(vectors)`, out of line, with the best vector instructions this module uses compiled into
/// the scans `f` inlines, and `vectors` saying which: on `x86_64` without SSSE3 in the build, a
/// copy of `f` built with it and one built with AVX2, the best run that the processor has (see
/// `sse2`). For a whole parse: the runs of a class then cost no call, the structural pass
/// ([`with_block_masks`]) is inlined where AVX2 is, and the choice is of the function to call,
/// called from one place: the result is written where the caller keeps it. (Called in each arm
/// of the choice, it was written to a place of its own and copied, with wider loads than its
/// stores: a store-forwarding stall per call; see `PERFORMANCE.md`.)
#[inline(always)]
pub(crate) fn with_best_vectors<R>(f: impl FnOnce(Vectors) -> R) -> R {
    #[cfg(rfc3986_detect_ssse3)]
    return sse2::with_best_if_present(f, with_sse2);
    #[cfg(not(rfc3986_detect_ssse3))]
    out_of_line(
        #[inline(always)]
        || f(Vectors::detected()),
    )
}

/// `f()`, out of line (as its copy with SSSE3 is: its caller inlines only the choice).
#[cfg(not(rfc3986_detect_ssse3))]
#[inline(never)]
fn out_of_line<R>(f: impl FnOnce() -> R) -> R {
    f()
}

/// `f(vectors)` with SSE2 alone, out of line.
#[cfg(rfc3986_detect_ssse3)]
#[inline(never)]
fn with_sse2<R, F: FnOnce(Vectors) -> R>(f: F) -> R {
    f(Vectors::SSE2)
}

/// The index of the first byte of `s` from `start` on that is not in `class` (or the length):
/// sixteen bytes at a time with SSE2 where the target has it, with the class test `vectors`
/// says (one at a time for an input shorter than that), else eight at a time.
#[inline(always)]
pub(crate) fn run_end(class: &Class, s: &[u8], start: usize, vectors: Vectors) -> usize {
    run_end_of::<false>(class, s, start, vectors, false)
}

/// [`run_end`], or with `WIDE` thirty-two bytes a step with SSE2 (one branch for two chunks:
/// for the long runs of extraction, where a step of sixteen costs a mispredicted branch more
/// often than the wider step costs in work; its class test is SSE2's alone). With `pair` (and
/// not `WIDE`), the first step is of thirty-two bytes, then sixteen: for the hosts of web URLs,
/// which end about as often in the first sixteen bytes as after them.
#[inline(always)]
fn run_end_of<const WIDE: bool>(
    class: &Class,
    s: &[u8],
    start: usize,
    vectors: Vectors,
    pair: bool,
) -> usize {
    #[cfg(rfc3986_sse2)]
    return match if WIDE {
        sse2::run_end_wide_if_long(s, start, class.vector_form())
    } else {
        sse2::run_end_if_long(s, start, class.vector_form(), vectors, pair)
    } {
        Some(end) => end,
        None => run_end_short(class, s, start),
    };
    #[cfg(not(rfc3986_sse2))]
    {
        let _ = (vectors, pair);
        swar::run_end(class, s, start)
    }
}

/// [`run_end`] thirty-two bytes a step where the target has SSE2 (as extraction's scans), and
/// the index of the first byte of the run that is one of `noted`, or the run's end when none
/// is: in one pass, where a reading of a run and a search in it would take two.
#[inline(always)]
pub(crate) fn run_end_noting<const N: usize>(
    class: &Class,
    s: &[u8],
    start: usize,
    noted: [u8; N],
) -> (usize, usize) {
    #[cfg(rfc3986_sse2)]
    if let Some(found) = sse2::run_end_noting_if_long(s, start, class.vector_form(), noted) {
        return found;
    }
    run_end_noting_short(class, s, start, noted)
}

/// [`run_end_noting`] one byte at a time.
#[inline(always)]
fn run_end_noting_short<const N: usize>(
    class: &Class,
    s: &[u8],
    start: usize,
    noted: [u8; N],
) -> (usize, usize) {
    let end = run_end_short(class, s, start);
    let first = s[start.min(end)..end]
        .iter()
        .position(|b| noted.contains(b))
        .map_or(end, |k| start + k);
    (end, first)
}

/// Where the bytes of an input of up to sixty-four bytes are, as bit masks: bit `k` of a mask
/// is byte `k`, and no bit past the end of the input is set.
#[cfg(rfc3986_sse2)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BlockMasks<const C: usize, const B: usize> {
    /// For each class asked for, the bytes outside it.
    pub(crate) outside: [u64; C],
    /// For each byte sought, the bytes equal to it.
    pub(crate) equal: [u64; B],
}

/// What [`with_block_masks`] marks: the bytes outside each of `CLASSES`, and each of `BYTES`.
/// Constants of a type, so that the code compiled for them tests each class and byte without
/// reading them.
#[cfg(rfc3986_sse2)]
pub(crate) trait Sought<const C: usize, const B: usize> {
    /// The classes whose outside bytes are marked.
    const CLASSES: [&'static Class; C];
    /// The bytes marked.
    const BYTES: [u8; B];
    /// Whether only ASCII inputs are classified: an input with a byte from `0x80` on is then
    /// given no masks (`None`), at the cost of one test, before the classes are tested.
    const ASCII_ONLY: bool;
}

/// `f` of the [`BlockMasks`] of `s` for what `S` seeks, where `s` is thirty-two to sixty-four
/// bytes long (and ASCII, where `S` asks so) and `vectors` say AVX2 (the whole input
/// classified in two steps of thirty-two bytes); `None` otherwise. Inlined where the code is compiled with AVX2
/// ([`with_best_vectors`]), else a call. (Only on `x86_64`: the masks cost more than the scans
/// where a step is of eight bytes.)
#[cfg(rfc3986_sse2)]
#[inline(always)]
pub(crate) fn with_block_masks<S: Sought<C, B>, const C: usize, const B: usize, R>(
    s: &[u8],
    vectors: Vectors,
    f: impl FnOnce(BlockMasks<C, B>) -> R,
) -> Option<R> {
    avx2::with_block_masks::<S, C, B, R>(s, vectors, f)
}

/// The [`BlockMasks`] of `s` (at most sixty-four bytes), one byte at a time: what
/// [`with_block_masks`] gives (for an ASCII input where `S` asks for ASCII), for its tests and
/// those of the structural pass.
#[cfg(all(test, rfc3986_sse2))]
pub(crate) fn block_masks_scalar<S: Sought<C, B>, const C: usize, const B: usize>(
    s: &[u8],
) -> BlockMasks<C, B> {
    assert!(s.len() <= 64);
    let mask = |is: &dyn Fn(u8) -> bool| {
        s.iter()
            .enumerate()
            .filter(|&(_, &b)| is(b))
            .fold(0, |mask, (k, _)| mask | 1 << k)
    };
    BlockMasks {
        outside: S::CLASSES.map(|class| mask(&|b| !class.contains(b))),
        equal: S::BYTES.map(|sought| mask(&|b| b == sought)),
    }
}

/// The index of the first byte of `s` from `start` on (at most the length) that is one of
/// `bytes`, or the length: sixteen bytes at a time with SSE2 where the target has it (eight at
/// a time for an input shorter than that), else eight at a time.
#[inline(always)]
pub(crate) fn find_any(s: &[u8], start: usize, bytes: [u8; 3]) -> usize {
    #[cfg(rfc3986_sse2)]
    return match sse2::find_any_if_long(s, start, bytes) {
        Some(at) => at,
        None => swar::find_any(s, start, bytes),
    };
    #[cfg(not(rfc3986_sse2))]
    swar::find_any(s, start, bytes)
}

/// The index of the last byte of `s` that is `byte`: eight bytes at a time from the end, for
/// the last segment of a path (usually within the first eight bytes read).
#[inline(always)]
pub(crate) fn rfind(s: &[u8], byte: u8) -> Option<usize> {
    swar::rfind(s, byte)
}

/// What a text holds of the bytes and pairs that the checks of `crate::audit` and the quick
/// look of normalization look for, noted in one pass ([`marks`]): a check whose mark is
/// absent has nothing to find.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Marks {
    /// A `%`: the start of every `pct-encoded` triplet.
    pub(crate) percent: bool,
    /// A byte from `0x80` on: the text is not ASCII.
    pub(crate) high: bool,
    /// An ASCII uppercase letter before the index given to [`marks`] (a scheme or a host to
    /// write in lowercase).
    pub(crate) upper: bool,
    /// The pair `--`, which every A-label holds (its prefix is `xn--`).
    pub(crate) dashes: bool,
    /// The pair `/.`, with which every dot segment but one that starts the path starts.
    pub(crate) slash_dot: bool,
}

/// What `s` holds of the [`Marks`], uppercase letters looked for before `upper_before` only:
/// sixteen bytes at a time with SSE2 where the target has it (eight at a time for an input
/// shorter than that), else eight at a time.
#[inline(always)]
pub(crate) fn marks(s: &[u8], upper_before: usize) -> Marks {
    #[cfg(rfc3986_sse2)]
    return match sse2::marks_if_long(s, upper_before) {
        Some(marks) => marks,
        None => swar::marks(s, upper_before),
    };
    #[cfg(not(rfc3986_sse2))]
    swar::marks(s, upper_before)
}

/// Whether `s` holds a `%`, an ASCII uppercase letter before `upper_before`, or the pair `/.`:
/// the marks of what syntax-based normalization may change, as one answer. With SSE2 where the
/// target has it (for an input of at least sixteen bytes), one mask for the three, a third of
/// the work of [`marks`]; else [`marks`].
#[inline(always)]
pub(crate) fn may_normalize(s: &[u8], upper_before: usize) -> bool {
    #[cfg(rfc3986_sse2)]
    if let Some(any) = sse2::may_normalize_if_long(s, upper_before) {
        return any;
    }
    may_normalize_by_marks(s, upper_before)
}

/// [`may_normalize`] from [`marks`]: with SSE2, for short inputs only, and out of line, so
/// that the vector scan's callers keep [`marks`]' registers out of theirs.
#[cfg_attr(rfc3986_sse2, inline(never))]
fn may_normalize_by_marks(s: &[u8], upper_before: usize) -> bool {
    let marks = marks(s, upper_before);
    marks.percent || marks.upper || marks.slash_dot
}

/// Where the first dot segment of `path` starts, and, when there is none, where its last `/`
/// is: each `.` that starts a segment (at the start, or after a `/`) is found, and
/// `dot_segment_at` says, from the path that starts there, whether its segment is a dot
/// segment (the rule is the path's: [`crate::path::starts_with_dot_segment`]). With SSE2 where
/// the target has it (for a path of at least sixteen bytes), else eight bytes at a time with
/// SWAR: a dot costs a look only where a segment starts with it.
#[inline(always)]
pub(crate) fn segments(
    path: &[u8],
    dot_segment_at: impl Fn(&[u8]) -> bool + Copy,
) -> (Option<usize>, Option<usize>) {
    #[cfg(rfc3986_sse2)]
    if let Some(found) = sse2::segments_if_long(path, dot_segment_at) {
        return found;
    }
    swar::segments(path, dot_segment_at)
}

/// A bit for each `/` and for each `.` of a path shorter than sixty-four bytes: bit `k` for
/// byte `k`.
#[derive(Clone, Copy)]
pub(crate) struct SlashesDots {
    pub(crate) slashes: u64,
    pub(crate) dots: u64,
}

/// The [`SlashesDots`] of `path`, where it is shorter than sixty-four bytes: with SSE2 where the
/// target has it (from sixteen bytes on), else eight bytes at a time with SWAR. No branch per
/// byte.
#[inline(always)]
pub(crate) fn slashes_dots(path: &[u8]) -> Option<SlashesDots> {
    if path.len() >= 64 {
        return None;
    }
    #[cfg(rfc3986_sse2)]
    if path.len() >= 16 {
        return Some(sse2::block_bits(path));
    }
    Some(swar::block_bits(path))
}

/// [`segments`] of `path`, less than sixty-four bytes long, from its bits: each `.` at the start
/// or after a `/` is looked at by `dot_segment_at` (most paths have none).
#[inline(always)]
fn segments_of_bits(
    SlashesDots { slashes, dots }: SlashesDots,
    path: &[u8],
    dot_segment_at: impl Fn(&[u8]) -> bool,
) -> (Option<usize>, Option<usize>) {
    debug_assert!(path.len() < 64);
    let mut starting = dots & (slashes << 1 | 1);
    while starting != 0 {
        let dot = starting.trailing_zeros() as usize;
        if dot_segment_at(&path[dot..]) {
            return (Some(dot), None);
        }
        starting &= starting - 1;
    }
    let last_slash = (slashes != 0).then(|| 63 - slashes.leading_zeros() as usize);
    (None, last_slash)
}

/// A bit for each of the sixty-four bytes of `s` from `start` on that is one of `bytes`: bit
/// `k` for `s[start + k]`, none for bytes past the end. With SSE2 where the target has it (for
/// an input of at least sixty-four bytes), else eight bytes at a time with SWAR. The caller takes
/// the bytes one by one from the mask: one loop, with no search to restart after each.
#[inline(always)]
pub(crate) fn find_any_block<const N: usize>(s: &[u8], start: usize, bytes: [u8; N]) -> u64 {
    #[cfg(rfc3986_sse2)]
    return match sse2::any_block_mask_if_long(s, start, bytes) {
        Some(mask) => mask,
        None => swar::any_block_mask(s, start, bytes),
    };
    #[cfg(not(rfc3986_sse2))]
    swar::any_block_mask(s, start, bytes)
}

/// The index of the first byte of the run of `class` bytes that ends at `end` (at most the
/// length), not before `floor`: `end` when `s[end - 1]` is outside the class or `end` is
/// `floor`. Read backwards, sixteen bytes at a time with SSE2 where the target has it (for
/// an input of at least sixteen bytes), else one at a time: the scheme before a `:` in text,
/// with no branch per byte.
#[inline(always)]
pub(crate) fn run_start(class: &Class, s: &[u8], floor: usize, end: usize) -> usize {
    #[cfg(rfc3986_sse2)]
    if let Some(start) = sse2::run_start_if_long(s, floor, end, class.vector_form()) {
        return start;
    }
    run_start_short(class, s, floor, end)
}

/// [`run_start`] one byte at a time.
#[inline(always)]
fn run_start_short(class: &Class, s: &[u8], floor: usize, mut end: usize) -> usize {
    while end > floor && class.contains(s[end - 1]) {
        end -= 1;
    }
    end
}

/// What the scanner knows of the bytes it reads beyond ASCII.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Utf8 {
    /// They are UTF-8 (the input is a `&str`): a character is checked for its class alone.
    Known,
    /// They are bytes given as such: each sequence is checked to be UTF-8 as it is read.
    Unchecked,
}

/// [`run_end`] in a component, also stepping over `pct-encoded` triplets: where the run of
/// `class` bytes and `%XX` ends. A `%` not followed by two hex digits is an error in
/// `component`. For an IRI class, the run ends at the first character beyond ASCII that the
/// class does not take ([`run_end_iri`]), or, in bytes not `utf8`, at the first byte that
/// does not start a UTF-8 sequence.
#[inline(always)]
pub(crate) fn run_end_encoded(
    s: &[u8],
    i: usize,
    class: &Class,
    component: Component,
    utf8: Utf8,
    vectors: Vectors,
) -> Result<usize, ParseError> {
    run_end_encoded_of::<false>(s, i, class, component, utf8, vectors, false)
}

/// [`run_end_encoded`], or with `WIDE` its class runs thirty-two bytes a step
/// ([`run_end_of`]): for extraction, whose runs are long, while parsing keeps the step of
/// sixteen; with `pair`, a first step of thirty-two ([`run_end_of`]).
#[inline(always)]
pub(crate) fn run_end_encoded_of<const WIDE: bool>(
    s: &[u8],
    mut i: usize,
    class: &Class,
    component: Component,
    utf8: Utf8,
    vectors: Vectors,
    pair: bool,
) -> Result<usize, ParseError> {
    loop {
        i = match class.non_ascii() {
            NonAsciiChars::Nothing => run_end_of::<WIDE>(class, s, i, vectors, pair),
            beyond => run_end_iri::<WIDE>(class, beyond, s, i, utf8, vectors, pair),
        };
        if s.get(i) != Some(&b'%') {
            return Ok(i);
        }
        let is_hex = |byte: Option<&u8>| byte.is_some_and(|&b| HEXDIG.contains(b));
        if !is_hex(s.get(i + 1)) || !is_hex(s.get(i + 2)) {
            return Err(ParseError::new(
                ParseErrorKind::InvalidPercentEncoding(component),
                i,
            ));
        }
        i += 3;
    }
}

/// Where a run of the IRI class `class` (which takes `beyond` beyond ASCII) starting at
/// `start` ends: its ASCII bytes many at a time, in text known to be UTF-8 with the characters
/// every IRI class takes ([`run_end_bulk`]), and from each other byte from
/// `0x80` on, one character at a time while the class takes them ([`taken_len`]). So ASCII
/// text costs what it costs in a URI (one test more where a run stops), and the characters of
/// most scripts in a `&str` cost what ASCII costs. With `WIDE`, the runs are read thirty-two
/// bytes a step; with `pair`, thirty-two bytes first ([`run_end_of`]).
#[inline(always)]
fn run_end_iri<const WIDE: bool>(
    class: &Class,
    beyond: NonAsciiChars,
    s: &[u8],
    start: usize,
    utf8: Utf8,
    vectors: Vectors,
    pair: bool,
) -> usize {
    let mut i = start;
    loop {
        i = run_end_bulk::<WIDE>(class, s, i, vectors, pair, utf8);
        while s.get(i).is_some_and(|&b| b >= 0x80) {
            match taken_len(beyond, s, i, utf8) {
                Some(len) => i += len,
                None => return i,
            }
        }
        // An ASCII byte after characters beyond ASCII: the run goes on if the class takes it.
        if !s.get(i).is_some_and(|&b| class.contains(b)) {
            return i;
        }
    }
}

/// [`run_end`] over the bytes of `class` that a step takes many at a time: its ASCII bytes,
/// and in text known to be UTF-8 (`utf8`) the characters every IRI class takes
/// (`VectorClass::utf8_bulk`). The run ends at a byte outside the class, at a lead byte of a
/// character left to [`taken_len`], or (bytes not known to be UTF-8, an input shorter than
/// sixteen bytes, or no SSE2) at the first byte from `0x80` on: each is where a character
/// starts. With `WIDE`, thirty-two bytes a step; with `pair`, thirty-two bytes first.
#[inline(always)]
fn run_end_bulk<const WIDE: bool>(
    class: &Class,
    s: &[u8],
    start: usize,
    vectors: Vectors,
    pair: bool,
    utf8: Utf8,
) -> usize {
    #[cfg(rfc3986_sse2)]
    {
        let spec = match utf8 {
            Utf8::Known => utf8_spec(class.vector_form()),
            Utf8::Unchecked => ascii_spec(class.vector_form()),
        };
        match if WIDE {
            sse2::run_end_wide_if_long(s, start, &spec)
        } else {
            sse2::run_end_if_long(s, start, &spec, vectors, pair)
        } {
            Some(end) => end,
            None => run_end_short_ascii(class, s, start),
        }
    }
    #[cfg(not(rfc3986_sse2))]
    {
        let _ = (vectors, pair, utf8);
        swar::run_end_ascii(class, s, start)
    }
}

/// The vector form of the bytes of an IRI class that a scan of text known to be UTF-8 takes
/// many at a time: its ASCII bytes ([`ascii_spec`]) and the bytes of the characters every IRI
/// class takes (`VectorClass::utf8_bulk`).
#[cfg(rfc3986_sse2)]
#[inline(always)]
fn utf8_spec(spec: &VectorClass) -> VectorClass {
    VectorClass {
        utf8_bulk: true,
        ..ascii_spec(spec)
    }
}

/// The vector form of the ASCII bytes of an IRI class: the class's own without its last range,
/// which is every byte from `0x80` on (how `chars` makes an IRI class; tested below for each),
/// and without those bytes in its shuffle form.
#[cfg(rfc3986_sse2)]
#[inline(always)]
fn ascii_spec(spec: &VectorClass) -> VectorClass {
    debug_assert_eq!(spec.ranges[spec.range_count - 1], (0x80, 0xFF));
    VectorClass {
        range_count: spec.range_count - 1,
        high_bytes: false,
        ..*spec
    }
}

/// [`run_end_short`] over the ASCII bytes of `class` only. (With SSE2, for inputs shorter
/// than sixteen bytes; elsewhere, `swar::run_end_ascii` ends the same way.)
#[cfg(any(test, rfc3986_sse2))]
#[inline(always)]
fn run_end_short_ascii(class: &Class, s: &[u8], mut i: usize) -> usize {
    while i < s.len() && s[i] < 0x80 && class.contains(s[i]) {
        i += 1;
    }
    i
}

/// The length of the UTF-8 sequence that starts at `s[i]` (a byte from `0x80` on) when the
/// character it encodes is one that `beyond` takes; `None` when it is not, or when no valid
/// sequence starts there (input given as bytes). The two- and three-byte forms, which hold
/// every character of the Basic Multilingual Plane, are decoded here without a loop, and the
/// ranges they fall in whole are taken without a look at the others (a test compares every
/// sequence of up to three bytes with [`char_at`] and [`NonAsciiChars::takes`]); the rest go to those two.
/// In text known to be UTF-8, the lead byte alone says which characters are `ucschar` all
/// through its range.
#[inline(always)]
fn taken_len(beyond: NonAsciiChars, s: &[u8], i: usize, utf8: Utf8) -> Option<usize> {
    let is_continuation = |b: u8| b & 0xC0 == 0x80;
    if utf8 == Utf8::Known {
        match s[i] {
            0xC3..=0xDF => return Some(2),
            0xE0..=0xED => return Some(3),
            _ => {}
        }
    }
    match s[i] {
        // U+00C0 to U+07FF: all `ucschar`.
        0xC3..=0xDF => is_continuation(*s.get(i + 1)?).then_some(2),
        // U+0080 to U+00BF: `ucschar` from U+00A0 on. (`C0` and `C1` start only overlong
        // forms, below.)
        0xC2 => (0xA0..=0xBF).contains(s.get(i + 1)?).then_some(2),
        // U+1000 to U+CFFF: all `ucschar`; then U+0800 to U+0FFF (`E0` followed by less than
        // `A0` is an overlong form) and U+D000 to U+D7FF (`ED` followed by `A0` or more is a
        // surrogate), all `ucschar` too.
        lead @ 0xE0..=0xED => {
            let &[second, third] = s.get(i + 1..i + 3)?.first_chunk::<2>()?;
            let second_ok = match lead {
                0xE0 => (0xA0..=0xBF).contains(&second),
                0xED => (0x80..=0x9F).contains(&second),
                _ => is_continuation(second),
            };
            (second_ok && is_continuation(third)).then_some(3)
        }
        // U+E000 to U+FFFF: ranges of both rules.
        lead @ (0xEE | 0xEF) => {
            let &[second, third] = s.get(i + 1..i + 3)?.first_chunk::<2>()?;
            if !is_continuation(second) || !is_continuation(third) {
                return None;
            }
            let code = u32::from(lead & 0x0F) << 12
                | u32::from(second & 0x3F) << 6
                | u32::from(third & 0x3F);
            beyond.takes(char::from_u32(code)?).then_some(3)
        }
        _ => {
            let (c, len) = char_at(s, i)?;
            beyond.takes(c).then_some(len)
        }
    }
}

/// The character whose UTF-8 sequence starts at `s[i]`, and the sequence's length; `None` when
/// no valid sequence starts there (a continuation byte, a sequence cut short, an overlong form,
/// a surrogate, a code point past `U+10FFFF`).
pub(crate) fn char_at(s: &[u8], i: usize) -> Option<(char, usize)> {
    let lead = *s.get(i)?;
    let (len, min, bits) = match lead {
        0x00..=0x7F => return Some((char::from(lead), 1)),
        0xC0..=0xDF => (2, 0x80, u32::from(lead & 0x1F)),
        0xE0..=0xEF => (3, 0x800, u32::from(lead & 0x0F)),
        0xF0..=0xF7 => (4, 0x1_0000, u32::from(lead & 0x07)),
        _ => return None,
    };
    let mut code = bits;
    for k in 1..len {
        let b = *s.get(i + k)?;
        if b & 0xC0 != 0x80 {
            return None;
        }
        code = code << 6 | u32::from(b & 0x3F);
    }
    if code < min {
        return None;
    }
    char::from_u32(code).map(|c| (c, len))
}

/// [`run_end`] one byte at a time: for the short runs (a scheme, a port), where testing many
/// at once costs more than it saves.
#[inline(always)]
pub(crate) fn run_end_short(class: &Class, s: &[u8], mut i: usize) -> usize {
    while i < s.len() && class.contains(s[i]) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chars::{ALL, ALL_IRI, PATH, SCHEME};
    use crate::path::starts_with_dot_segment;
    use crate::testing::XorShift;
    use alloc::format;
    use alloc::vec;
    use alloc::vec::Vec;

    /// Every choice of vector instructions this processor runs: SSE2 alone and the best it has
    /// (SSSE3's shuffle, where it has it), or the one choice without SSE2.
    fn every_vectors() -> Vec<Vectors> {
        #[cfg(rfc3986_sse2)]
        return alloc::vec![Vectors::SSE2, Vectors::detected()];
        #[cfg(not(rfc3986_sse2))]
        alloc::vec![Vectors::detected()]
    }

    #[test]
    fn every_scan_agrees_with_one_byte_at_a_time() {
        let text = b"abcdefghijklmnopqrstuvwxyz/0123456789?#%[]-._~!$&'()*+,;=:@ \xFF\x80\xC3\xA9";
        for class in ALL.iter().chain(&ALL_IRI) {
            for start in 0..text.len() {
                for end in start..=text.len() {
                    let s = &text[..end];
                    let mut slow = start;
                    while slow < s.len() && class.contains(s[slow]) {
                        slow += 1;
                    }
                    for vectors in every_vectors() {
                        assert_eq!(run_end(class, s, start, vectors), slow, "{vectors:?}");
                    }
                    assert_eq!(swar::run_end(class, s, start), slow);
                    assert_eq!(run_end_short(class, s, start), slow);
                }
            }
        }
    }

    #[test]
    fn find_any_agrees_with_one_byte_at_a_time() {
        // Long enough for the blocks of sixty-four bytes, with a stretch of none sought.
        let mut text =
            b"abc:def<gh\"ij\xFF:klmnopqrstuvwxyz<0123456789\"ABCDEFGHIJKLMNOP:".to_vec();
        text.extend_from_slice(&[b'x'; 100]);
        text.extend_from_slice(b"<y\"z:");
        let text = &text[..];
        let sought = *b":<\"";
        for start in 0..text.len() {
            for end in start..=text.len() {
                let s = &text[..end];
                let slow = (start..end)
                    .find(|&i| sought.contains(&s[i]))
                    .unwrap_or(end);
                assert_eq!(find_any(s, start, sought), slow);
                assert_eq!(swar::find_any(s, start, sought), slow);
                // The vector search on its own (a fallback to the word search would hide it).
                #[cfg(rfc3986_sse2)]
                assert_eq!(
                    sse2::find_any_if_long(s, start, sought),
                    (end >= 16).then_some(slow)
                );
            }
        }
    }

    /// [`rfind`] on every prefix of a text with the sought byte at both ends, in the middle
    /// of a word, and nowhere for more than eight bytes; 0xAF is `/` with the high bit set, and
    /// must not be taken for it.
    #[test]
    fn rfind_agrees_with_one_byte_at_a_time() {
        let text = b"/ab/c\xAFdefghijklmnop/q/rstuvwxyz0123456789/";
        for end in 0..=text.len() {
            let s = &text[..end];
            assert_eq!(rfind(s, b'/'), s.iter().rposition(|&b| b == b'/'), "{end}");
            assert_eq!(rfind(s, b'q'), s.iter().rposition(|&b| b == b'q'), "{end}");
        }
    }

    /// [`segments`] with the rule of dot segments.
    fn segments_of(path: &[u8]) -> (Option<usize>, Option<usize>) {
        segments(path, starts_with_dot_segment)
    }

    /// [`swar::segments`] with the rule of dot segments.
    fn swar_segments_of(path: &[u8]) -> (Option<usize>, Option<usize>) {
        swar::segments(path, starts_with_dot_segment)
    }

    /// [`segments`] one byte at a time.
    fn segments_slowly(path: &[u8]) -> (Option<usize>, Option<usize>) {
        let starts = |i: usize| i == 0 || path[i - 1] == b'/';
        let dot = (0..path.len()).find(|&i| {
            let after = if path.get(i + 1) == Some(&b'.') {
                i + 2
            } else {
                i + 1
            };
            path[i] == b'.' && starts(i) && matches!(path.get(after), None | Some(b'/'))
        });
        match dot {
            Some(at) => (Some(at), None),
            None => (None, path.iter().rposition(|&b| b == b'/')),
        }
    }

    /// [`segments`], and each of its scans, against a byte-by-byte reading, on paths of every
    /// length up to eighty (up to sixty-three bytes, one block read in four chunks; from
    /// sixty-four, chunks of sixteen and a last one partly read again), with bytes of IRIs:
    /// 0xAE and 0xAF are `.` and `/` with the high bit set, and must not be read as them. Each
    /// path is checked again with its dots that start a segment made letters, so that the last
    /// `/` is checked on long paths too, and with one dot segment written over that.
    #[test]
    fn segments_agree_with_one_byte_at_a_time() {
        let alphabet = [b'a', b'.', b'/', 0xAE, 0xAF, 0xC3];
        // Paths that do not repeat with a short period.
        let mut random = XorShift(0x9E37_79B9_7F4A_7C15);
        for len in 0..=80 {
            for _ in 0..300 {
                let path: Vec<u8> = (0..len)
                    .map(|_| alphabet[random.below(alphabet.len())])
                    .collect();
                let mut plain = path.clone();
                for i in 0..len {
                    if plain[i] == b'.' && (i == 0 || plain[i - 1] == b'/') {
                        plain[i] = b'x';
                    }
                }
                // The plain path with one dot segment written over it, anywhere: the first
                // dot segment is found late in long paths too.
                let mut one = plain.clone();
                let segment: &[u8] = [&b"/./"[..], b"/../", b"/.", b"/.."][random.below(4)];
                let at = random.below(len + 1).min(len.saturating_sub(segment.len()));
                if len >= segment.len() {
                    one[at..at + segment.len()].copy_from_slice(segment);
                }
                for path in [&path, &plain, &one] {
                    let expected = segments_slowly(path);
                    assert_eq!(segments_of(path), expected, "{path:X?}");
                    assert_eq!(swar_segments_of(path), expected, "the word scan, {path:X?}");
                    #[cfg(rfc3986_sse2)]
                    assert_eq!(
                        sse2::segments_if_long(path, starts_with_dot_segment),
                        (len >= 16).then_some(expected),
                        "the vector scan, {path:X?}"
                    );
                }
                assert_eq!(segments_slowly(&plain).0, None);
            }
        }
    }

    /// A dot segment (`.` or `..`, then `/` or the end) after a `/` at every place of a path of
    /// every length up to fifty among letters, and the same path with the `/` before it made a
    /// letter (then no dot segment, but for one at the start): whichever chunk, or pair of
    /// chunks, holds the `/` and the dots.
    #[test]
    fn segments_finds_a_dot_segment_at_every_place() {
        for len in 1..=50 {
            for at in 1..len {
                for dots in [1, 2] {
                    for slash_after in [true, false] {
                        let mut path = vec![b'a'; len];
                        path[at - 1] = b'/';
                        let end = at + dots;
                        if end > len || (slash_after && end >= len) {
                            continue;
                        }
                        path[at..end].fill(b'.');
                        if slash_after {
                            path[end] = b'/';
                        } else {
                            path.truncate(end);
                        }
                        let expected = segments_slowly(&path);
                        assert_eq!(expected.0, Some(at), "{path:X?}");
                        assert_eq!(segments_of(&path), expected, "{path:X?}");
                        assert_eq!(
                            swar_segments_of(&path),
                            expected,
                            "the word scan, {path:X?}"
                        );
                        let mut joined = path.clone();
                        joined[at - 1] = b'a';
                        let expected = segments_slowly(&joined);
                        assert_eq!(segments_of(&joined), expected, "{joined:X?}");
                        assert_eq!(
                            swar_segments_of(&joined),
                            expected,
                            "the word scan, {joined:X?}"
                        );
                    }
                }
            }
        }
    }

    /// [`marks`] one byte at a time.
    fn marks_slowly(s: &[u8], upper_before: usize) -> Marks {
        let pair = |pair: &[u8; 2]| s.windows(2).any(|w| w == pair);
        Marks {
            percent: s.contains(&b'%'),
            high: s.iter().any(|&b| b >= 0x80),
            upper: s.iter().take(upper_before).any(u8::is_ascii_uppercase),
            dashes: pair(b"--"),
            slash_dot: pair(b"/."),
        }
    }

    /// [`marks`], and each of its scans, against [`marks_slowly`] on `s` (uppercase letters
    /// looked for in all of it), which holds what `what` says: the vector scan takes every input
    /// of sixteen bytes or more.
    #[track_caller]
    fn assert_marks(s: &[u8], expected: Marks, what: &str) {
        assert_marks_before(s, s.len(), expected, what);
    }

    /// [`assert_marks`] with uppercase letters looked for before `upper_before` only.
    #[track_caller]
    fn assert_marks_before(s: &[u8], upper_before: usize, expected: Marks, what: &str) {
        let what = format!("{what}, uppercase before {upper_before}: {s:X?}");
        let any = expected.percent || expected.upper || expected.slash_dot;
        assert_eq!(may_normalize(s, upper_before), any, "may_normalize, {what}");
        #[cfg(rfc3986_sse2)]
        assert_eq!(
            sse2::may_normalize_if_long(s, upper_before),
            (s.len() >= 16).then_some(any),
            "may_normalize, the vector scan, {what}"
        );
        assert_eq!(
            marks_slowly(s, upper_before),
            expected,
            "the oracle, on {what}"
        );
        assert_eq!(marks(s, upper_before), expected, "{what}");
        assert_eq!(
            swar::marks(s, upper_before),
            expected,
            "the word scan, {what}"
        );
        #[cfg(rfc3986_sse2)]
        assert_eq!(
            sse2::marks_if_long(s, upper_before),
            (s.len() >= 16).then_some(expected),
            "the vector scan, {what}"
        );
    }

    /// An uppercase letter (`A`, `M`, `Z`) at every place of a text of every length up to
    /// forty, among the bytes around the letters (`@`, `[`, `` ` ``, `{`) and bytes from `0x80`
    /// on whose low seven bits are letters: marked when it is before the limit, at every limit
    /// from 0 to past the end.
    #[test]
    fn marks_finds_uppercase_letters_before_the_limit_only() {
        let filler = [b'@', b'[', b'`', b'{', 0xC1, 0xDA, b'a', b'z'];
        for len in 0..=40 {
            let text: Vec<u8> = filler.iter().cycle().take(len).copied().collect();
            let high = text.iter().any(|&b| b >= 0x80);
            let none = Marks {
                high,
                ..Marks::default()
            };
            for upper_before in [0, len / 2, len, len + 9] {
                assert_marks_before(&text, upper_before, none, "no uppercase letter");
            }
            for letter in [b'A', b'M', b'Z'] {
                for at in 0..len {
                    let mut text = text.clone();
                    text[at] = letter;
                    let high = text.iter().any(|&b| b >= 0x80);
                    for upper_before in 0..=len + 1 {
                        let expected = Marks {
                            high,
                            upper: at < upper_before,
                            ..Marks::default()
                        };
                        assert_marks_before(&text, upper_before, expected, "one letter");
                    }
                }
            }
        }
    }

    /// Each byte and each pair that [`marks`] looks for, alone at every place of a text of every
    /// length up to forty (three chunks of sixteen, the last one partly read again; five words
    /// of eight), among bytes that look like them: `-`, `/` and `.` alone, and bytes from `0x80`
    /// on whose low seven bits are `%`, `-`, `/` and `.`.
    #[test]
    fn marks_finds_each_mark_alone_at_every_place() {
        let none = Marks::default();
        let cases: [(&[u8], Marks); 5] = [
            (
                b"%",
                Marks {
                    percent: true,
                    ..none
                },
            ),
            (b"\x80", Marks { high: true, ..none }),
            (b"\xFF", Marks { high: true, ..none }),
            (
                b"--",
                Marks {
                    dashes: true,
                    ..none
                },
            ),
            (
                b"/.",
                Marks {
                    slash_dot: true,
                    ..none
                },
            ),
        ];
        // A filler of no mark: none of its pairs is `--` or `/.` (nor `./`), whichever
        // byte starts it.
        let filler = b"a-b/c.d-e.f/g-h.i/j.k-l/m";
        for len in 0..=40 {
            for offset in 0..3 {
                let text: Vec<u8> = filler
                    .iter()
                    .cycle()
                    .skip(offset)
                    .take(len)
                    .copied()
                    .collect();
                assert_marks(&text, none, "no mark");
            }
            for (mark, expected) in cases {
                for at in 0..(len + 1).saturating_sub(mark.len()) {
                    let mut text = vec![b'x'; len];
                    text[at..at + mark.len()].copy_from_slice(mark);
                    assert_marks(&text, expected, "one mark");
                }
            }
        }
        // With the high bit set, `%`, `-`, `/`, `.` and `A` are none of them.
        let look_alikes = [0xA5, 0xAD, 0xAD, 0xAF, 0xAE, 0xAF, 0x2E, 0xC1].repeat(6);
        for len in 1..=40 {
            let expected = Marks { high: true, ..none };
            assert_marks(&look_alikes[..len], expected, "look-alikes");
        }
    }

    /// The pairs split across the chunks of the vector scan (after sixteen and thirty-two bytes)
    /// and the words of the word scan (after each eight), and across the start of the last
    /// chunk or word read again; and each pair's first byte at the end of one and its second
    /// byte elsewhere, which is no pair.
    #[test]
    fn marks_finds_the_pairs_across_chunks_and_words() {
        let none = Marks::default();
        let pairs = [
            (
                *b"--",
                Marks {
                    dashes: true,
                    ..none
                },
            ),
            (
                *b"/.",
                Marks {
                    slash_dot: true,
                    ..none
                },
            ),
        ];
        for len in 2..=48usize {
            let last_starts = [len.checked_sub(16), len.checked_sub(8)];
            let splits = (8..len).step_by(8).chain(last_starts.into_iter().flatten());
            for split in splits.filter(|&split| split > 0) {
                for (pair, expected) in pairs {
                    let mut text = vec![b'x'; len];
                    text[split - 1] = pair[0];
                    text[split] = pair[1];
                    assert_marks(&text, expected, "a pair across a boundary");
                    // The two bytes apart: no pair.
                    text[split] = b'x';
                    if split + 1 < len {
                        text[split + 1] = pair[1];
                    }
                    assert_marks(&text, none, "a pair's bytes apart");
                }
            }
        }
    }

    /// Inputs of every length from 0 to 80 (the step of thirty-two, of sixteen, and the tails of
    /// each), as filler bytes with one byte `mark` at each position in turn (or none).
    fn marked_inputs(filler: u8, mark: u8) -> impl Iterator<Item = (Vec<u8>, Option<usize>)> {
        (0..=80usize).flat_map(move |len| {
            (0..=len).map(move |at| {
                let mut text = alloc::vec![filler; len];
                let marked = (at < len).then(|| {
                    text[at] = mark;
                    at
                });
                (text, marked)
            })
        })
    }

    #[test]
    fn run_end_noting_agrees_with_one_byte_at_a_time() {
        // A run of `a` ended by a space, with `:` and `/` (both in the class) noted, and the
        // space too (a byte that ends the run is not one noted before its end): at the places
        // around each chunk's and step's bounds of the end and of one noted byte of each kind,
        // before and after the end, or none.
        let noted = *b":/ ";
        let places = [0, 1, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 79, 99];
        for len in [0, 1, 15, 16, 17, 31, 32, 33, 48, 64, 65, 80] {
            for (end, colon, slash) in places.iter().flat_map(|&end| {
                places
                    .iter()
                    .flat_map(move |&colon| places.map(|slash| (end, colon, slash)))
            }) {
                let mut text = alloc::vec![b'a'; len];
                for (at, b) in [(end, b' '), (colon, b':'), (slash, b'/')] {
                    if text.get(at) == Some(&b'a') {
                        text[at] = b;
                    }
                }
                for start in 0..=text.len() {
                    let end = run_end_short(&PATH, &text, start);
                    let first_noted = (start..end)
                        .find(|&k| noted.contains(&text[k]))
                        .unwrap_or(end);
                    let slow = (end, first_noted);
                    assert_eq!(run_end_noting_short(&PATH, &text, start, noted), slow);
                    assert_eq!(run_end_noting(&PATH, &text, start, noted), slow, "{start}");
                    // The vector scan on its own: it takes every input of sixteen bytes or more.
                    #[cfg(rfc3986_sse2)]
                    assert_eq!(
                        sse2::run_end_noting_if_long(&text, start, PATH.vector_form(), noted),
                        (text.len() >= 16).then_some(slow),
                        "{start}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_wide_run_end_agrees_with_one_byte_at_a_time() {
        for class in ALL.iter().chain(&ALL_IRI) {
            let Some(filler) = (0..0x80).find(|&b| class.contains(b)) else {
                continue;
            };
            let Some(outside) = (0..=0xFF).find(|&b| !class.contains(b)) else {
                continue;
            };
            for (text, _) in marked_inputs(filler, outside) {
                for start in 0..=text.len() {
                    let slow = run_end_short(class, &text, start);
                    // The vector scans on their own too: they take every input of sixteen
                    // bytes or more (a fallback to the byte scan would hide them).
                    #[cfg(rfc3986_sse2)]
                    let expected = (text.len() >= 16).then_some(slow);
                    #[cfg(rfc3986_sse2)]
                    assert_eq!(
                        sse2::run_end_wide_if_long(&text, start, class.vector_form()),
                        expected
                    );
                    // (The wide scan's class test is SSE2's, whatever the choice.)
                    let wide = run_end_of::<true>(class, &text, start, Vectors::detected(), false);
                    assert_eq!(wide, slow);
                    // With a first step of sixteen bytes or of thirty-two.
                    for (vectors, pair) in every_vectors()
                        .into_iter()
                        .flat_map(|v| [(v, false), (v, true)])
                    {
                        assert_eq!(
                            run_end_of::<false>(class, &text, start, vectors, pair),
                            slow
                        );
                        #[cfg(rfc3986_sse2)]
                        assert_eq!(
                            sse2::run_end_if_long(&text, start, class.vector_form(), vectors, pair),
                            expected,
                            "{vectors:?}, {pair}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_wide_encoded_run_end_agrees_with_the_narrow_one() {
        use crate::chars::PATH;
        for mark in [b' ', b'%', 0xC3] {
            for (mut text, marked) in marked_inputs(b'a', mark) {
                // A valid triplet where one fits after the `%`, else one cut short.
                if let (Some(at), b'%') = (marked, mark) {
                    for (k, hex) in [b'4', b'1'].into_iter().enumerate() {
                        if let Some(b) = text.get_mut(at + 1 + k) {
                            *b = hex;
                        }
                    }
                }
                for start in 0..=text.len() {
                    for class in [&PATH, &ALL_IRI[0]] {
                        // Bytes from `0x80` on alone are not UTF-8: given as bytes only.
                        let known = [Utf8::Known].into_iter().filter(|_| mark < 0x80);
                        for utf8 in known.chain([Utf8::Unchecked]) {
                            let path = Component::Path;
                            let vectors = Vectors::detected();
                            let wide = run_end_encoded_of::<true>(
                                &text, start, class, path, utf8, vectors, false,
                            );
                            for vectors in every_vectors() {
                                let narrow =
                                    run_end_encoded(&text, start, class, path, utf8, vectors);
                                assert_eq!(wide, narrow, "{text:?} from {start}, {vectors:?}");
                                let paired = run_end_encoded_of::<false>(
                                    &text, start, class, path, utf8, vectors, true,
                                );
                                assert_eq!(paired, narrow, "{text:?} from {start}, {vectors:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn find_any_block_agrees_with_one_byte_at_a_time() {
        let sought = *b":<\"";
        // `0xBA` is `:` with the high bit set, and must not be taken for it.
        for mark in [b':', b'<', b'"', 0xBA] {
            for (mut text, _) in marked_inputs(b'a', mark) {
                // Some more bytes sought, so that a mask has several bits.
                for (k, b) in text.iter_mut().enumerate() {
                    if k % 23 == 5 {
                        *b = b'"';
                    }
                }
                for start in 0..=text.len() + 1 {
                    let slow = (0..64)
                        .filter(|&k| text.get(start + k).is_some_and(|b| sought.contains(b)))
                        .fold(0u64, |mask, k| mask | 1 << k);
                    assert_eq!(find_any_block(&text, start, sought), slow, "{start}");
                    assert_eq!(swar::any_block_mask(&text, start, sought), slow);
                    // The vector search on its own: it takes every input of sixty-four bytes
                    // or more (a fallback to the word search would hide it).
                    #[cfg(rfc3986_sse2)]
                    assert_eq!(
                        sse2::any_block_mask_if_long(&text, start, sought),
                        (text.len() >= 64).then_some(slow),
                        "{start}"
                    );
                }
            }
        }
        // A zero sought is not found past the end.
        assert_eq!(swar::any_block_mask(b"a\0", 0, [0; 3]), 0b10);
    }

    #[test]
    fn run_start_agrees_with_one_byte_at_a_time() {
        for (text, _) in marked_inputs(b'a', b' ') {
            for end in 0..=text.len() {
                let mut floors = alloc::vec![0, 1, 15, 16, 17, end / 2, end, end + 1];
                floors.extend(end.checked_sub(1));
                for floor in floors {
                    let slow = run_start_short(&SCHEME, &text, floor, end);
                    assert_eq!(run_start(&SCHEME, &text, floor, end), slow, "{end} {floor}");
                    // The vector scan on its own: it takes every input of sixteen bytes or more.
                    #[cfg(rfc3986_sse2)]
                    assert_eq!(
                        sse2::run_start_if_long(&text, floor, end, SCHEME.vector_form()),
                        (text.len() >= 16).then_some(slow),
                        "{end} {floor}"
                    );
                }
            }
        }
    }

    /// The scan of an IRI class, one character at a time: each byte below `0x80` by the class,
    /// each sequence from `0x80` on decoded by `char_at` and checked by `NonAsciiChars::takes`.
    fn iri_run_end_slowly(class: &Class, s: &[u8], mut i: usize) -> usize {
        while i < s.len() {
            if s[i] < 0x80 {
                if !class.contains(s[i]) {
                    break;
                }
                i += 1;
                continue;
            }
            match char_at(s, i) {
                Some((c, len)) if class.non_ascii().takes(c) => i += len,
                _ => break,
            }
        }
        i
    }

    /// The scans of the IRI classes on ASCII bytes in and out of each class, characters taken
    /// and not (two, three and four bytes; `iprivate`, which only the query takes; a
    /// non-character), sequences cut short or invalid; at every start and end, so that the
    /// vector scan sees inputs of every length around sixteen and characters across its chunks.
    #[test]
    fn every_iri_scan_agrees_with_one_character_at_a_time() {
        let text = "ab/\u{E9}c\u{A0}\u{9F}d \u{416}\u{436}\u{4E2D}\u{6587}?\u{E000}#[x\u{10300}\u{FFFE}@!\u{1F600}-\u{2028}\u{FFFF}:";
        let mut bytes = text.as_bytes().to_vec();
        // A sequence cut short, a lone continuation byte, an overlong form, a surrogate.
        for bad in [
            &b"\xC3"[..],
            b"\xA9z",
            b"\xC1\xBF",
            b"\xED\xA0\x80",
            b"\xF0\x9F\x98",
        ] {
            bytes.extend_from_slice(b"ok\xC3\xA9");
            bytes.extend_from_slice(bad);
        }
        for class in &ALL_IRI {
            for start in 0..bytes.len() {
                for end in start..=bytes.len() {
                    let s = &bytes[..end];
                    let expected = iri_run_end_slowly(class, s, start);
                    let beyond = class.non_ascii();
                    let str_text = text.is_char_boundary(start) && text.get(..end).is_some();
                    let known = [Utf8::Known].into_iter().filter(|_| str_text);
                    let ascii = run_end_short_ascii(class, s, start);
                    for vectors in every_vectors() {
                        for utf8 in known.clone().chain([Utf8::Unchecked]) {
                            // With a first step of sixteen bytes or of thirty-two.
                            for pair in [false, true] {
                                let narrow = run_end_iri::<false>(
                                    class, beyond, s, start, utf8, vectors, pair,
                                );
                                assert_eq!(narrow, expected, "{utf8:?}, {vectors:?}, {pair}");
                            }
                            let wide =
                                run_end_iri::<true>(class, beyond, s, start, utf8, vectors, false);
                            assert_eq!(wide, expected, "{utf8:?}, {vectors:?}");
                        }
                        for pair in [false, true] {
                            let narrow = run_end_bulk::<false>(
                                class,
                                s,
                                start,
                                vectors,
                                pair,
                                Utf8::Unchecked,
                            );
                            assert_eq!(narrow, ascii);
                        }
                        assert_eq!(
                            run_end_bulk::<true>(class, s, start, vectors, false, Utf8::Unchecked),
                            ascii
                        );
                    }
                    assert_eq!(swar::run_end_ascii(class, s, start), ascii);
                    assert!(s
                        .get(ascii)
                        .is_none_or(|&b| b >= 0x80 || !class.contains(b)));
                }
            }
        }
    }

    /// `taken_len` against `char_at` on every sequence of one to three bytes from a lead byte
    /// from `0x80` on (each followed by an `a`, and cut at its end), and on every character
    /// beyond the Basic Multilingual Plane; in text known to be UTF-8, on every character of
    /// two and three bytes.
    #[test]
    fn taken_len_agrees_with_char_at_on_every_short_sequence() {
        let slowly = |beyond: NonAsciiChars, s: &[u8]| {
            char_at(s, 0)
                .filter(|&(c, _)| beyond.takes(c))
                .map(|(_, len)| len)
        };
        for beyond in [NonAsciiChars::Ucschar, NonAsciiChars::UcscharOrIprivate] {
            for lead in 0x80..=0xFFu8 {
                for second in 0..=0xFFu8 {
                    let thirds = if (0xE0..=0xEF).contains(&lead) {
                        0..=0xFFu8
                    } else {
                        0..=0
                    };
                    for third in thirds {
                        let s = [lead, second, third, b'a'];
                        for len in 1..=s.len() {
                            let s = &s[..len];
                            let taken = taken_len(beyond, s, 0, Utf8::Unchecked);
                            assert_eq!(taken, slowly(beyond, s), "{s:X?}");
                        }
                    }
                }
            }
            for code in 0x1_0000..=0x10_FFFF {
                let c = char::from_u32(code).expect("beyond the surrogates");
                let mut s = [0; 4];
                c.encode_utf8(&mut s);
                let taken = taken_len(beyond, &s, 0, Utf8::Unchecked);
                assert_eq!(taken, slowly(beyond, &s), "{code:X}");
            }
            // In text known to be UTF-8: every character, followed by an `a`.
            for c in ('\u{80}'..=char::MAX).filter(|c| c.len_utf8() < 4) {
                let mut s = [b'a'; 4];
                let len = c.encode_utf8(&mut s).len();
                let known = taken_len(beyond, &s[..=len], 0, Utf8::Known);
                assert_eq!(known, slowly(beyond, &s[..=len]), "{c:?}");
            }
        }
    }

    /// An IRI class's ASCII spec holds the bytes of the class below `0x80`, and only those.
    #[cfg(rfc3986_sse2)]
    #[test]
    fn the_ascii_spec_of_an_iri_class_is_its_ascii_bytes() {
        for class in &ALL_IRI {
            let spec = ascii_spec(class.vector_form());
            for b in 0..=255u8 {
                let ascii = b < 0x80 && class.contains(b);
                assert_eq!(spec.holds(b), ascii, "0x{b:02X}");
                assert_eq!(spec.shuffle_holds(b), ascii, "0x{b:02X}");
            }
        }
    }
}
