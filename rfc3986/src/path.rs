//! Path algorithms of [RFC 3986 section 5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2):
//! `remove_dot_segments` (5.2.4) and `merge` (5.2.3), shared by resolution and normalization.

use alloc::string::String;
use alloc::vec::Vec;

/// Removes the `.` and `..` segments of `path`
/// ([RFC 3986 section 5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)), exactly
/// as the RFC's algorithm does, in time linear in the length of the path.
///
/// A `..` that would climb above the root is dropped, as the RFC says. Only the segments `.`
/// and `..` count: `%2E%2E` is not a dot segment here (normalization decodes it first).
///
/// ```
/// use rfc3986::remove_dot_segments;
///
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/../a"), "/a");
/// assert_eq!(remove_dot_segments("/a/%2E%2E/b"), "/a/%2E%2E/b");
/// ```
pub fn remove_dot_segments(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    remove_dot_segments_into([path, ""], &mut out);
    out
}

/// Appends `remove_dot_segments(pieces[0] + pieces[1])` to `out`: the output is what `out`
/// holds after its current length. The first piece is empty or ends with `/` when the second
/// is not empty (a merged path: a base directory, then a reference's path). Returns whether a
/// `..` climbed above the root (and was dropped).
///
/// This is section 5.2.4's loop, read segment by segment: steps A and D can only apply at the
/// start of the input (every other step leaves it starting with `/`), a first segment without
/// `/` is moved as it is, and then each `/segment` is moved (E), dropped (B: `.`) or pops the
/// last output segment (C: `..`); a final `.` or `..` leaves a final `/`. The tests check it
/// against a step-by-step transcription of the RFC's loop.
pub(crate) fn remove_dot_segments_into(pieces: [&str; 2], out: &mut String) -> bool {
    // What comes before the first dot segment is left as it is: copy it, and go on from the
    // `/` before that segment. Most paths have no dot segment at all. (The first piece ends
    // with `/`, so no dot segment straddles the two.)
    let start = out.len();
    let [dir, path] = pieces;
    match (dot_segment(dir), dot_segment(path)) {
        (None, None) => {
            out.push_str(dir);
            if !path.is_empty() {
                out.push_str(path);
            }
            false
        }
        (Some(at), _) if at > 0 => {
            out.push_str(&dir[..at - 1]);
            let rest = if path.is_empty() {
                &dir[at - 1..]
            } else {
                &dir[at - 1..dir.len() - 1]
            };
            let above = slash_segments(rest, false, path.is_empty(), start, out);
            above | slash_segments(path, !path.is_empty(), true, start, out)
        }
        (None, Some(at)) if at > 0 || !dir.is_empty() => {
            if at == 0 {
                out.push_str(&dir[..dir.len() - 1]);
                slash_segments(path, true, true, start, out)
            } else {
                out.push_str(dir);
                out.push_str(&path[..at - 1]);
                slash_segments(&path[at - 1..], false, true, start, out)
            }
        }
        _ => remove_dot_segments_from_start(pieces, out),
    }
}

/// `remove_dot_segments` of a path whose first segment is a dot segment: steps A and D first.
fn remove_dot_segments_from_start(pieces: [&str; 2], out: &mut String) -> bool {
    let start = out.len();
    let mut above_root = false;
    let (mut first, mut second) = match pieces {
        [only, ""] | ["", only] => (only, None),
        [dir, path] => (dir, Some(path)),
    };
    // A: leading `../` and `./` (never across the pieces: the first ends with `/`).
    loop {
        if let Some(rest) = first.strip_prefix("../") {
            first = rest;
            above_root = true;
        } else if let Some(rest) = first.strip_prefix("./") {
            first = rest;
        } else if first.is_empty() && second.is_some() {
            first = second.take().unwrap_or_default();
        } else {
            break;
        }
    }
    // D
    if second.is_none() && (first == "." || first == "..") {
        return above_root || first == "..";
    }
    // A first segment without a leading `/` is moved as it is.
    if !first.starts_with('/') {
        let end = first.bytes().position(|b| b == b'/').unwrap_or(first.len());
        out.push_str(&first[..end]);
        first = &first[end..];
    }
    if second.is_some() {
        first = first.strip_suffix('/').unwrap_or(first);
    }
    above_root |= slash_segments(first, false, second.is_none(), start, out);
    if let Some(path) = second {
        above_root |= slash_segments(path, true, true, start, out);
    }
    above_root
}

/// Steps B, C and E over `/segment` units: `text` starts with `/`, or has it in front of it
/// when `slash_before` is set; `ends_input` says whether more input follows it. Returns whether
/// a `..` found nothing to remove.
fn slash_segments(
    text: &str,
    mut slash_before: bool,
    ends_input: bool,
    start: usize,
    out: &mut String,
) -> bool {
    let mut above_root = false;
    if slash_before {
        out.push('/');
    }
    // A run of ordinary `/segment`s is copied at once, when a dot segment or the end comes.
    let mut run = 0;
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < bytes.len() || slash_before {
        let body = if slash_before { i } else { i + 1 };
        slash_before = false;
        let len = bytes[body..]
            .iter()
            .position(|&b| b == b'/')
            .unwrap_or(bytes.len() - body);
        let segment = &text[body..body + len];
        let next = body + len;
        if segment == "." || segment == ".." {
            out.push_str(&text[run..i]);
            if out.len() > start && run == 0 && i == 0 && body == 0 {
                // The `/` pushed for `slash_before` belongs to this dot segment: take it back.
                out.pop();
            }
            if segment == ".." {
                above_root |= out.len() == start;
                let keep = out[start..]
                    .bytes()
                    .rposition(|b| b == b'/')
                    .map_or(start, |slash| start + slash);
                out.truncate(keep);
            }
            if ends_input && next == bytes.len() {
                out.push('/');
            }
            run = next;
        }
        i = next;
    }
    out.push_str(&text[run..]);
    above_root
}

/// Where the first segment `.` or `..` of `path` starts. Looks at eight bytes at a time for a
/// dot that starts a segment (at the start or after a `/`), without a branch per dot: the dots
/// of file names (`logo.png`) cost nothing.
pub(crate) fn dot_segment(path: &str) -> Option<usize> {
    scan_segments(path).0
}

/// The length of the directory of `path` (up to its last `/`, which it keeps) when the path
/// has no dot segment; `None` when it has one. One pass, as [`dot_segment`]'s.
pub(crate) fn plain_directory(path: &str) -> Option<usize> {
    match scan_segments(path) {
        (None, last_slash) => Some(last_slash.map_or(0, |slash| slash + 1)),
        (Some(_), _) => None,
    }
}

/// Where the first dot segment of `path` starts, and, when there is none, where its last `/`
/// is: eight bytes at a time.
#[inline(always)]
fn scan_segments(path: &str) -> (Option<usize>, Option<usize>) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES * 0x80;
    let path = path.as_bytes();
    let mut from = 0;
    let mut last_slash = None;
    // The start of the path starts a segment, as a `/` before it would.
    let mut slash_before = 0x80;
    while from < path.len() {
        let word = match path[from..].first_chunk::<8>() {
            Some(chunk) => u64::from_le_bytes(*chunk),
            None => tail_word(path, from),
        };
        // The high bit of each byte that is `byte`: a path is ASCII, so `word ^ byte` is below
        // 0x80 in each byte, and adding 0x7f carries into the high bit unless it is zero.
        let bytes_equal = |byte: u8| !((word ^ (ONES * u64::from(byte))) + ONES * 0x7f) & HIGH;
        let slashes = bytes_equal(b'/');
        let mut candidates = bytes_equal(b'.') & (slashes << 8 | slash_before);
        while candidates != 0 {
            let dot = from + (candidates.trailing_zeros() / 8) as usize;
            let after = if path.get(dot + 1) == Some(&b'.') {
                dot + 2
            } else {
                dot + 1
            };
            if matches!(path.get(after), None | Some(b'/')) {
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

/// The bytes of `path` from `from` to its end (fewer than eight), then zeros (neither `.` nor
/// `/`), as a little-endian word: read with loads that overlap what is already scanned, not
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

/// The merged path of [section 5.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3),
/// as the two pieces to write one after the other: a reference's relative `path` against a
/// base with or without an authority and with `base_path`.
pub(crate) fn merge<'a>(
    base_has_authority: bool,
    base_path: &'a str,
    path: &'a str,
) -> [&'a str; 2] {
    if base_has_authority && base_path.is_empty() {
        ["/", path]
    } else {
        // The last `/` is near the end: a short loop back beats a call to `memrchr`.
        let dir = base_path
            .bytes()
            .rposition(|b| b == b'/')
            .map_or("", |slash| &base_path[..=slash]);
        [dir, path]
    }
}

/// `remove_dot_segments` of `buf[start..]`, in place: section 5.2.4's loop, step by step as the
/// RFC writes it, the output written over the input already consumed (it is never longer).
/// Linear: a `..` looks back over one output segment, which it then removes. Used where the
/// path is already in the output (normalization), and the oracle the segment-wise
/// [`remove_dot_segments_into`] is checked against. Returns whether a `..` climbed above the
/// root.
pub(crate) fn remove_dot_segments_in_place(buf: &mut Vec<u8>, start: usize) -> bool {
    let end = buf.len();
    let mut read = start;
    let mut write = start;
    let mut above_root = false;
    while read < end {
        let input = &buf[read..end];
        // Most steps move a segment (E): only a `.` first, or `/.`, can start anything else.
        let dot_first = input[0] == b'.' || input.get(..2) == Some(b"/.");
        if !dot_first {
            read = move_segment(buf, read, end, &mut write);
        } else if input.starts_with(b"../") {
            // A: a leading `..` has nothing to remove.
            read += 3;
            above_root = true;
        } else if input.starts_with(b"./") {
            read += 2;
        } else if input.starts_with(b"/./") {
            // B: `/./` becomes `/`.
            read += 2;
        } else if input == b"/." {
            read += 1;
            buf[read] = b'/';
        } else if input.starts_with(b"/../") || input == b"/.." {
            // C: `/../` (or a final `/..`) becomes `/`, and the last output segment goes.
            if input.len() > 3 {
                read += 3;
            } else {
                read += 2;
                buf[read] = b'/';
            }
            if write == start {
                above_root = true;
            }
            write = buf[start..write]
                .iter()
                .rposition(|&b| b == b'/')
                .map_or(start, |slash| start + slash);
        } else if input == b"." || input == b".." {
            // D
            above_root |= input == b"..";
            read = end;
        } else {
            read = move_segment(buf, read, end, &mut write);
        }
    }
    buf.truncate(write);
    above_root
}

/// Step E: moves the first segment of `buf[read..end]`, with its leading `/` if any, to the
/// output at `write`; returns where the input now starts.
#[inline(always)]
fn move_segment(buf: &mut [u8], read: usize, end: usize, write: &mut usize) -> usize {
    let from = read + usize::from(buf[read] == b'/');
    let next = buf[from..end]
        .iter()
        .position(|&b| b == b'/')
        .map_or(end, |slash| from + slash);
    if *write != read {
        // Segments are short: a loop beats a call to `memmove`.
        for k in read..next {
            buf[*write + k - read] = buf[k];
        }
    }
    *write += next - read;
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_literal_loop_on_every_short_path() {
        let alphabet = ["a", ".", "/", "..", "b."];
        let mut paths = alloc::vec![String::new()];
        for _ in 0..7 {
            let mut longer = Vec::new();
            for p in &paths {
                for piece in alphabet {
                    longer.push(alloc::format!("{p}{piece}"));
                }
            }
            paths.extend(longer.iter().cloned());
            paths.dedup();
            if paths.len() > 200_000 {
                break;
            }
        }
        for path in &paths {
            let mut buf = Vec::from(path.as_bytes());
            let above = remove_dot_segments_in_place(&mut buf, 0);
            let mut out = String::new();
            assert_eq!(
                remove_dot_segments_into([path, ""], &mut out),
                above,
                "{path:?}"
            );
            assert_eq!(out.as_bytes(), &buf[..], "{path:?}");
            // Split as a merge splits: after a `/`.
            for (slash, _) in path.match_indices('/') {
                let mut split = String::new();
                let above_split =
                    remove_dot_segments_into([&path[..=slash], &path[slash + 1..]], &mut split);
                if !path[slash + 1..].is_empty() {
                    assert_eq!(split, out, "{path:?} split after {slash}");
                    assert_eq!(above_split, above, "{path:?} split after {slash}");
                }
            }
        }
    }

    /// The examples of section 5.2.4 and the corners around them.
    #[test]
    fn remove_dot_segments_examples() {
        for (input, output) in [
            ("/a/b/c/./../../g", "/a/g"),
            ("mid/content=5/../6", "mid/6"),
            ("", ""),
            ("/", "/"),
            (".", ""),
            ("..", ""),
            ("../", ""),
            ("./", ""),
            ("/.", "/"),
            ("/..", "/"),
            ("/../", "/"),
            ("/a/..", "/"),
            ("/a/.", "/a/"),
            ("/a/./", "/a/"),
            ("a/..", "/"),
            ("a/../..", "/"),
            ("../../a", "a"),
            ("/a//b/../c", "/a//c"),
            ("/a/b//../c", "/a/b/c"),
            ("//..", "/"),
            ("/./.././../g", "/g"),
            ("/.a/..b/c.", "/.a/..b/c."),
            ("/a/.../b", "/a/.../b"),
            ("g;x=1/../y", "/y"),
        ] {
            assert_eq!(remove_dot_segments(input), output, "{input:?}");
            let mut in_place = Vec::from(*b"kept");
            in_place.extend_from_slice(input.as_bytes());
            remove_dot_segments_in_place(&mut in_place, 4);
            assert_eq!(in_place, [b"kept", output.as_bytes()].concat(), "{input:?}");
        }
    }

    #[test]
    fn dot_segments_are_found_exactly() {
        for (path, at) in [
            (".", 0),
            ("..", 0),
            ("./", 0),
            ("../", 0),
            ("/.", 1),
            ("/..", 1),
            ("a/./b", 2),
            ("a/../b", 2),
            ("/a/.", 3),
            ("/abcdefgh/ijk/.", 14),
            ("/a.b/..", 5),
        ] {
            assert_eq!(dot_segment(path), Some(at), "{path}");
        }
        for path in [
            "",
            "/",
            "a.b",
            ".a",
            "..a",
            "a.",
            "...",
            "/.../",
            "/a./b",
            "/.a/",
            "%2E",
            "/abcdefgh.ij/k",
        ] {
            assert_eq!(dot_segment(path), None, "{path}");
        }
    }

    /// [`dot_segment`] the plain way: segment by segment.
    fn plain(path: &str) -> Option<usize> {
        let mut at = 0;
        path.split('/').find_map(|segment| {
            let found = (segment == "." || segment == "..").then_some(at);
            at += segment.len() + 1;
            found
        })
    }

    /// Every path of up to 11 bytes over `.`, `/` and `a`: every position of the dots in and
    /// across the eight-byte words.
    fn short_paths() -> Vec<String> {
        let mut paths = alloc::vec![String::new()];
        for _ in 0..11 {
            let longer: Vec<String> = paths
                .iter()
                .filter(|p| p.len() == paths.last().map_or(0, String::len))
                .flat_map(|p| [".", "/", "a"].map(|c| alloc::format!("{p}{c}")))
                .collect();
            paths.extend(longer);
        }
        assert_eq!(paths.len(), (3_usize.pow(12) - 1) / 2);
        paths
    }

    #[test]
    fn dot_segments_are_found_as_a_plain_search_finds_them() {
        for path in &short_paths() {
            assert_eq!(dot_segment(path), plain(path), "{path:?}");
        }
    }

    /// The directory of a path without dot segments is up to its last `/`.
    #[test]
    fn plain_directories_end_after_the_last_slash() {
        for path in &short_paths() {
            let expected = match plain(path) {
                Some(_) => None,
                None => Some(path.rfind('/').map_or(0, |slash| slash + 1)),
            };
            assert_eq!(plain_directory(path), expected, "{path:?}");
        }
    }

    /// Long paths: dot segments and dots in names at every position across the words.
    #[test]
    fn dot_segments_are_found_in_long_paths() {
        for len in 0..=40 {
            for first in 0..len {
                for second in first..len {
                    for [a, b] in [[b'.', b'/'], [b'/', b'.'], [b'.', b'.'], [b'/', b'/']] {
                        let mut path = alloc::vec![b'a'; len];
                        path[first] = a;
                        path[second] = b;
                        let path = core::str::from_utf8(&path).unwrap_or_default();
                        assert_eq!(dot_segment(path), plain(path), "{path:?}");
                        let dotted = alloc::format!("{path}/..");
                        assert_eq!(dot_segment(&dotted), plain(&dotted), "{dotted:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn climbing_above_the_root_is_reported() {
        let above = |path: &str| remove_dot_segments_into([path, ""], &mut String::new());
        assert!(above("/.."));
        assert!(above("/a/../.."));
        assert!(above("../a"));
        assert!(above(".."));
        assert!(!above("/a/.."));
        assert!(!above("/a/b/../../c"));
        assert!(!above("a/.."));
    }

    #[test]
    fn merge_as_section_5_2_3() {
        assert_eq!(merge(true, "", "g"), ["/", "g"]);
        assert_eq!(merge(true, "/b/c/d;p", "g"), ["/b/c/", "g"]);
        assert_eq!(merge(false, "a/b", "c"), ["a/", "c"]);
        assert_eq!(merge(false, "", "g"), ["", "g"]);
        assert_eq!(merge(false, "b", "g"), ["", "g"]);
    }
}
