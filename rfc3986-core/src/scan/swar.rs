//! Eight bytes at a time in a `u64`, for any target: class runs tested through the table,
//! and the searches of paths, of normalization and of the audit's marks done with word
//! arithmetic, without a branch per byte.

use super::Marks;

/// `0x01` in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;
/// `0x80` in every byte.
const HIGH: u64 = ONES * 0x80;

/// The high bit of each byte of `word` that is `byte`, the other bits clear. In each byte of
/// `x = word ^ byte`, adding 0x7f to the low seven bits carries into the high bit unless they
/// are zero, and no byte carries into the next; a byte with its own high bit set is not zero
/// either. (IRIs have bytes from 0x80 on.)
#[inline(always)]
fn eq_mask(word: u64, byte: u8) -> u64 {
    let x = word ^ (ONES * u64::from(byte));
    !(((x & !HIGH) + ONES * 0x7f) | x) & HIGH
}

/// [`find_any`](super::find_any) without vectors: the index of the first byte from `start`
/// on that is one of `bytes` (or the length), eight bytes at a time.
#[inline(always)]
pub(crate) fn find_any(s: &[u8], start: usize, bytes: [u8; 3]) -> usize {
    let mut i = start;
    while let Some(chunk) = s.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        let word = u64::from_le_bytes(*chunk);
        let equal = eq_mask(word, bytes[0]) | eq_mask(word, bytes[1]) | eq_mask(word, bytes[2]);
        if equal != 0 {
            // The high bit of the first byte found, in little-endian order.
            return i + (equal.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < s.len() && !bytes.contains(&s[i]) {
        i += 1;
    }
    i
}

/// [`rfind`](super::rfind): the index of the last byte of `s` that is `byte`, eight bytes at
/// a time from the end.
#[inline(always)]
pub(crate) fn rfind(s: &[u8], byte: u8) -> Option<usize> {
    let mut end = s.len();
    while let Some(chunk) = s[..end].last_chunk::<8>() {
        let equal = eq_mask(u64::from_le_bytes(*chunk), byte);
        if equal != 0 {
            // The high bit of the last byte found, in little-endian order.
            return Some(end - 8 + (63 - equal.leading_zeros() as usize) / 8);
        }
        end -= 8;
    }
    s[..end].iter().rposition(|&b| b == byte)
}

/// [`find_any_block`](super::find_any_block) without vectors: a bit for each of the sixty-four
/// bytes from `start` on that is one of `bytes` (none past the end), eight bytes at a time.
#[inline(always)]
pub(crate) fn any_block_mask<const N: usize>(s: &[u8], start: usize, bytes: [u8; N]) -> u64 {
    let mut mask = 0;
    for k in 0..8 {
        let at = start + 8 * k;
        let word = match s.get(at..).and_then(<[u8]>::first_chunk::<8>) {
            Some(chunk) => u64::from_le_bytes(*chunk),
            // Fewer than eight bytes left: them, then zeros (marked below if zero is sought, and
            // cleared at the end).
            None if at < s.len() => s[at..].iter().rev().fold(0, |w, &b| w << 8 | u64::from(b)),
            None => break,
        };
        let equal = bytes.iter().fold(0, |equal, &b| equal | eq_mask(word, b));
        mask |= byte_bits(equal) << (8 * k);
    }
    let valid = s.len().saturating_sub(start).min(64);
    mask & u64::MAX.checked_shr((64 - valid) as u32).unwrap_or(0)
}

/// [`run_end`](super::run_end) without vectors: eight bytes at a time while they all are in
/// the class, then one by one. (Compiled where there is no SSE2, and for its tests.)
#[cfg(any(test, not(rfc3986_sse2)))]
#[inline(always)]
pub(crate) fn run_end(class: &crate::chars::Class, s: &[u8], start: usize) -> usize {
    run_end_of::<false>(class, s, start)
}

/// [`run_end`] over the ASCII bytes of the class only, for the scan of an IRI class
/// (`super::run_end_iri`): it stops at every byte from `0x80` on too.
#[cfg(any(test, not(rfc3986_sse2)))]
#[inline(always)]
pub(crate) fn run_end_ascii(class: &crate::chars::Class, s: &[u8], start: usize) -> usize {
    run_end_of::<true>(class, s, start)
}

/// [`run_end`], or with `ASCII` [`run_end_ascii`].
#[cfg(any(test, not(rfc3986_sse2)))]
#[inline(always)]
fn run_end_of<const ASCII: bool>(class: &crate::chars::Class, s: &[u8], start: usize) -> usize {
    let byte_in = |b: u8| class.contains(b) && !(ASCII && b >= 0x80);
    let all_in = |chunk: &[u8; 8]| {
        class.contains_all(chunk) && !(ASCII && u64::from_le_bytes(*chunk) & HIGH != 0)
    };
    let mut i = start;
    while let Some(chunk) = s.get(i..).and_then(<[u8]>::first_chunk::<8>) {
        if !all_in(chunk) {
            // One of these eight is outside: no bounds to check on the way to it.
            return i + chunk.iter().take_while(|&&b| byte_in(b)).count();
        }
        i += 8;
    }
    // Fewer than eight bytes left. When this scan has already passed the eight before the
    // end, test the last eight at once: most references end inside a long component.
    if let Some(last) = s.last_chunk::<8>() {
        if s.len() - 8 >= start && all_in(last) {
            return s.len();
        }
    }
    while i < s.len() && byte_in(s[i]) {
        i += 1;
    }
    i
}

/// A bit for each byte of a word of [`eq_mask`]s, whose high bits are the bytes found: bit `j`
/// for byte `j`.
#[inline(always)]
fn byte_bits(equal: u64) -> u64 {
    // The high bits shifted down to the low bit of each byte: the multiplication adds byte `j`'s
    // bit at bit `56 + j`, every partial product at its own bit (no carries).
    (equal >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// [`segments`](super::segments) without vectors: where the first dot segment of `path`
/// starts, and, when there is none, where its last `/` is, eight bytes at a time. A path
/// shorter than sixteen bytes is read as two words at most (the first eight bytes and the last
/// eight, or the whole path), whose bits give the dots that start a segment
/// ([`segments_of_bits`](super::segments_of_bits)); each is looked at by `dot_segment_at`.
#[inline(always)]
pub(crate) fn segments(
    path: &[u8],
    dot_segment_at: impl Fn(&[u8]) -> bool,
) -> (Option<usize>, Option<usize>) {
    if path.len() < 16 {
        return super::segments_of_bits(short_bits(path), path, dot_segment_at);
    }
    let mut from = 0;
    let mut last_slash = None;
    // The start of the path starts a segment, as a `/` before it would.
    let mut slash_before = 0x80;
    while from < path.len() {
        let word = word_at(path, from);
        // The high bit of each byte that is `byte`.
        let bytes_equal = |byte: u8| eq_mask(word, byte);
        let slashes = bytes_equal(b'/');
        let mut candidates = bytes_equal(b'.') & (slashes << 8 | slash_before);
        while candidates != 0 {
            let dot = from + (candidates.trailing_zeros() / 8) as usize;
            if dot_segment_at(&path[dot..]) {
                return (Some(dot), None);
            }
            candidates &= candidates - 1;
        }
        if slashes != 0 {
            last_slash = Some(from + (63 - slashes.leading_zeros() as usize) / 8);
        }
        slash_before = slashes >> 56;
        from += 8;
    }
    (None, last_slash)
}

/// A bit for each `/` and for each `.` of `path`, shorter than sixty-four bytes: eight bytes at a
/// time ([`short_bits`] for a path shorter than sixteen).
#[inline(always)]
pub(super) fn block_bits(path: &[u8]) -> super::SlashesDots {
    if path.len() < 16 {
        return short_bits(path);
    }
    let (mut slashes, mut dots) = (0, 0);
    let mut from = 0;
    while from < path.len() {
        let word = word_at(path, from);
        slashes |= byte_bits(eq_mask(word, b'/')) << from;
        dots |= byte_bits(eq_mask(word, b'.')) << from;
        from += 8;
    }
    super::SlashesDots { slashes, dots }
}

/// A bit for each `/` and for each `.` of `path`, shorter than sixteen bytes: its first eight
/// bytes and its last eight (the bytes read twice mark nothing twice), or the whole path in one
/// word.
#[inline(always)]
fn short_bits(path: &[u8]) -> super::SlashesDots {
    let (first, last, last_at) = match (path.first_chunk::<8>(), path.last_chunk::<8>()) {
        (Some(first), Some(last)) => (
            u64::from_le_bytes(*first),
            u64::from_le_bytes(*last),
            path.len() - 8,
        ),
        // (Zeros after the path: neither `/` nor `.`.)
        _ => (tail_word(path, 0), 0, 0),
    };
    super::SlashesDots {
        slashes: byte_bits(eq_mask(first, b'/')) | byte_bits(eq_mask(last, b'/')) << last_at,
        dots: byte_bits(eq_mask(first, b'.')) | byte_bits(eq_mask(last, b'.')) << last_at,
    }
}

/// [`marks`](super::marks) without vectors: eight bytes at a time, each pair across two words
/// found with the last byte of the first (the last eight bytes read again, where the length is
/// not a multiple of eight: a pair that overlap repeats is found twice, which changes nothing).
#[inline(always)]
pub(crate) fn marks(s: &[u8], upper_before: usize) -> Marks {
    // The high bit of each byte (`percent`, `high`, `upper`) or pair (`dashes`, `slash_dot`)
    // found, at its place in its word.
    let (mut percent, mut high, mut upper, mut dashes, mut slash_dot) = (0, 0, 0, 0, 0);
    // `at`: the index of the word's first byte.
    let mut add = |word: u64, at: usize, dash_before: u64, slash_before: u64| {
        let dash = eq_mask(word, b'-');
        let slash = eq_mask(word, b'/');
        percent |= eq_mask(word, b'%');
        high |= word & HIGH;
        upper |= upper_mask(word) & bytes_before(upper_before, at);
        // Each byte marked after a byte marked: the bit of the byte before moved onto it.
        dashes |= dash & (dash << 8 | dash_before);
        slash_dot |= eq_mask(word, b'.') & (slash << 8 | slash_before);
        // The bit of the last byte, when it is `-` (or `/`), moved to the first.
        (dash >> 56, slash >> 56)
    };
    let (mut dash_before, mut slash_before) = (0, 0);
    let mut words = s.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(word);
        (dash_before, slash_before) = add(u64::from_le_bytes(bytes), at, dash_before, slash_before);
        at += 8;
    }
    if !words.remainder().is_empty() {
        // The last eight bytes, or the whole text, shorter than that, followed by zeros (none
        // of the bytes looked for).
        let (last, at) = match s.last_chunk::<8>() {
            Some(last) => (u64::from_le_bytes(*last), s.len() - 8),
            None => (tail_word(s, 0), 0),
        };
        add(last, at, 0, 0);
    }
    Marks {
        percent: percent != 0,
        high: high != 0,
        upper: upper != 0,
        dashes: dashes != 0,
        slash_dot: slash_dot != 0,
    }
}

/// The high bit of each byte of `word` that is an ASCII uppercase letter. On the low seven bits
/// of each byte no sum below carries into the next byte: the high bit of each byte of
/// `low + c` says whether that byte is at least `0x80 - c`. A byte from `0x80` on (in an IRI)
/// is no letter.
#[inline(always)]
fn upper_mask(word: u64) -> u64 {
    let low = word & !HIGH;
    let at_least_a = low + ONES * (0x80 - u64::from(b'A'));
    let above_z = low + ONES * (0x80 - u64::from(b'Z') - 1);
    at_least_a & !above_z & !word & HIGH
}

/// The high bits of the bytes of the word that starts at index `at` whose index is below
/// `end`.
#[inline(always)]
fn bytes_before(end: usize, at: usize) -> u64 {
    let before = end.saturating_sub(at).min(8);
    u64::MAX.checked_shr(64 - 8 * before as u32).unwrap_or(0) & HIGH
}

/// The eight bytes of `path` from `from` on, as a little-endian word; where fewer are left,
/// them, then zeros ([`tail_word`]).
#[inline(always)]
fn word_at(path: &[u8], from: usize) -> u64 {
    match path[from..].first_chunk::<8>() {
        Some(chunk) => u64::from_le_bytes(*chunk),
        None => tail_word(path, from),
    }
}

/// The bytes of `path` from `from` to its end (fewer than eight), then zeros (none of the bytes
/// looked for), as a little-endian word: read with loads that overlap what is already scanned, not
/// byte by byte (which costs a copy through memory, and a stall to read it back).
fn tail_word(path: &[u8], from: usize) -> u64 {
    let rest = path.len() - from;
    if let Some(last) = path.last_chunk::<8>() {
        // The last eight bytes, of which the first `8 - rest` are already scanned.
        return u64::from_le_bytes(*last) >> (8 * (8 - rest));
    }
    // A path of fewer than eight bytes: `from` is 0.
    if let (Some(first), Some(last)) = (path.first_chunk::<4>(), path.last_chunk::<4>()) {
        // `last` moved up to bytes `rest - 4..rest`, over the same bytes of `first`.
        let (first, last) = (u32::from_le_bytes(*first), u32::from_le_bytes(*last));
        return u64::from(first) | u64::from(last) << (8 * (rest - 4));
    }
    let byte = |k: usize| path.get(k).map_or(0, |&b| u64::from(b));
    byte(0) | byte(1) << 8 | byte(2) << 16
}
