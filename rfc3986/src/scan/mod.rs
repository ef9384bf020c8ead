//! Scanning bytes many at a time: the one module with vector and SWAR ("SIMD within a
//! register") code, each with the scalar fallback it is tested against.
//!
//! - [`run_end`]: where a run of bytes of a [`Class`] ends, sixteen bytes at a time with SSE2
//!   ([`sse2`], on `x86_64`) or eight at a time with a table ([`swar`]) elsewhere and for
//!   inputs shorter than sixteen bytes; [`run_end_short`] one byte at a time, for short runs.
//! - [`swar::segments`]: the first dot segment of a path, or its last `/`.
//! - [`swar::has_percent_or_upper`]: whether a reference may change under syntax-based
//!   normalization.
//!
//! The grammar's rules are elsewhere ([`crate::chars`], [`crate::parse`], [`crate::path`]);
//! this module only answers "where is the next byte that ...".

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[allow(unsafe_code)]
mod sse2;
pub(crate) mod swar;

use crate::chars::{Beyond, Class, HEXDIG};
use crate::error::{Component, ParseError, ParseErrorKind};

/// The index of the first byte of `s` from `start` on that is not in `class` (or the length):
/// sixteen bytes at a time with SSE2 where the target has it (one at a time for an input
/// shorter than that), else eight at a time.
#[inline(always)]
pub(crate) fn run_end(class: &Class, s: &[u8], start: usize) -> usize {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    return match sse2::run_end_if_long(s, start, class.spec()) {
        Some(end) => end,
        None => run_end_short(class, s, start),
    };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    swar::run_end(class, s, start)
}

/// [`run_end`] in a component, also stepping over `pct-encoded` triplets: where the run of
/// `class` bytes and `%XX` ends. A `%` not followed by two hex digits is an error in
/// `component`. For an IRI class, the run ends at the first character beyond ASCII that the
/// class does not take ([`run_end_beyond`]).
#[inline(always)]
pub(crate) fn run_end_encoded(
    s: &[u8],
    mut i: usize,
    class: &Class,
    component: Component,
) -> Result<usize, ParseError> {
    loop {
        let start = i;
        i = run_end(class, s, i);
        if class.beyond() != Beyond::Nothing {
            i = run_end_beyond(class.beyond(), s, start, i);
        }
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

/// Where the characters of `s[start..end]` (a run of an IRI class, whose bytes from `0x80` on
/// the class takes all) stop being what `beyond` takes: the index of the first character that
/// is not, or `end`. A byte that does not start a valid UTF-8 sequence stops the run too (input
/// given as bytes).
#[inline(always)]
fn run_end_beyond(beyond: Beyond, s: &[u8], start: usize, end: usize) -> usize {
    let run = &s[start..end];
    if run.is_ascii() {
        return end;
    }
    let mut i = start;
    while i < end {
        if s[i] < 0x80 {
            i += 1;
            continue;
        }
        let Some((c, len)) = char_at(s, i) else {
            return i;
        };
        if !beyond.takes(c) {
            return i;
        }
        i += len;
    }
    // A character cut at `end` (the run stopped inside it) is not taken either.
    i.min(end)
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
    use crate::chars::{ALL, ALL_IRI};

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
                    assert_eq!(run_end(class, s, start), slow);
                    assert_eq!(swar::run_end(class, s, start), slow);
                    assert_eq!(run_end_short(class, s, start), slow);
                }
            }
        }
    }
}
