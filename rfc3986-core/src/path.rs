//! Path algorithms of [RFC 3986 section 5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2):
//! `remove_dot_segments` (5.2.4) and `merge` (5.2.3), shared by resolution and normalization.

use alloc::string::String;
use alloc::vec::Vec;

use crate::pct;
use crate::scan;

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
    remove_dot_segments_into(path, &mut out);
    out
}

/// Appends `remove_dot_segments(path)` to `out`: the output is what `out` holds after its
/// current length. Returns whether a `..` climbed above the root (and was dropped).
pub(crate) fn remove_dot_segments_into(path: &str, out: &mut String) -> bool {
    let root = out.len();
    remove(
        &mut Appended {
            input: path,
            out,
            root,
        },
        0,
    )
}

/// Appends `remove_dot_segments(dir + path)` to `out`, for the two pieces of a merged path
/// ([`merge`]): when `path` is not empty, `dir` is empty or ends with `/`. Returns whether a
/// `..` climbed above the root.
pub(crate) fn remove_dot_segments_merged([dir, path]: [&str; 2], out: &mut String) -> bool {
    let root = out.len();
    let above_root = remove_dot_segments_into(dir, out);
    if out.len() == root {
        // Nothing of the directory is left (`../`): the path is the start of the input.
        return above_root | remove_dot_segments_into(path, out);
    }
    // The output ends with `/`, as the directory does: the path goes on from there.
    let mut copy = Appended {
        input: path,
        out,
        root,
    };
    above_root
        | match dot_segment(path.as_bytes()) {
            None => {
                copy.append(0, path.len());
                false
            }
            Some(dot) => remove_from(&mut copy, 0, dot),
        }
}

/// Appends `text` to `out`, removing the dot segments of the path it ends with, the first of
/// which is at `dot`: the path being written starts at `root` in `out`, and `text[..dot]` ends
/// with `/` (or `out` does, when `dot` is 0). Returns whether a `..` climbed above the root.
/// For resolution, whose target's path may start with the base's directory, which a `..`
/// then climbs.
pub(crate) fn remove_dot_segments_after(
    text: &str,
    dot: usize,
    root: usize,
    out: &mut String,
) -> bool {
    remove_from(
        &mut Appended {
            input: text,
            out,
            root,
        },
        0,
        dot,
    )
}

/// `remove_dot_segments` of `buf[root..]`, written over itself (the output is never longer
/// than the input): for a path that is already in the output, as normalization's is once
/// decoded. Returns whether a `..` climbed above the root.
pub(crate) fn remove_dot_segments_in_place(buf: &mut Vec<u8>, root: usize) -> bool {
    let mut in_place = InPlace {
        buf: core::mem::take(buf),
        root,
        write: root,
    };
    let above_root = remove(&mut in_place, root);
    let InPlace {
        buf: mut out,
        write,
        ..
    } = in_place;
    out.truncate(write);
    *buf = out;
    above_root
}

/// Where section 5.2.4's algorithm reads its input and writes its output: [`Appended`] appends to
/// a `String` from another text; [`InPlace`] writes over the input already read. Indexes are
/// into the input.
trait Buffer {
    /// The input (the bytes from the current read position on are still the input's).
    fn input(&self) -> &[u8];
    /// Appends `input[from..to]` to the output.
    fn append(&mut self, from: usize, to: usize);
    /// The output path so far.
    fn written(&self) -> &[u8];
    /// Cuts the output path to its first `len` bytes.
    fn cut(&mut self, len: usize);
    /// Appends a `/` to the output.
    fn push_slash(&mut self);
}

/// The output appended to a `String`, whose path starts at `root`.
struct Appended<'i, 'o> {
    input: &'i str,
    out: &'o mut String,
    root: usize,
}

impl Buffer for Appended<'_, '_> {
    #[inline(always)]
    fn input(&self) -> &[u8] {
        self.input.as_bytes()
    }

    #[inline(always)]
    fn append(&mut self, from: usize, to: usize) {
        // (Both ends are next to a `/` or an end of the input: on character boundaries.)
        self.out.push_str(&self.input[from..to]);
    }

    #[inline(always)]
    fn written(&self) -> &[u8] {
        &self.out.as_bytes()[self.root..]
    }

    #[inline(always)]
    fn cut(&mut self, len: usize) {
        self.out.truncate(self.root + len);
    }

    #[inline(always)]
    fn push_slash(&mut self) {
        self.out.push('/');
    }
}

/// The output written over the input, in one buffer: the path is `buf[root..write]`, and the
/// input is read ahead of `write`.
struct InPlace {
    buf: Vec<u8>,
    root: usize,
    write: usize,
}

impl Buffer for InPlace {
    fn input(&self) -> &[u8] {
        &self.buf
    }

    fn append(&mut self, from: usize, to: usize) {
        self.buf.copy_within(from..to, self.write);
        self.write += to - from;
    }

    fn written(&self) -> &[u8] {
        &self.buf[self.root..self.write]
    }

    fn cut(&mut self, len: usize) {
        self.write = self.root + len;
    }

    fn push_slash(&mut self) {
        // Only after a dot segment, whose bytes are read: there is room.
        self.buf[self.write] = b'/';
        self.write += 1;
    }
}

/// Section 5.2.4 on the input from `start` on. Steps A and D can only apply at the start of the
/// input (every other step leaves it starting with `/`); then the first dot segment is found,
/// and [`remove_from`] goes on from there. (A first segment without a `/` before it is moved
/// as it is, by E, with what follows it up to that dot segment.)
fn remove(b: &mut impl Buffer, start: usize) -> bool {
    let (above_root, skip, dot) = {
        let path = &b.input()[start..];
        let segments = DotSegments::of(path);
        let (mut above_root, mut skip) = (false, 0);
        // A: leading `../` and `./`; D: a `.` or `..` that is all that is left (nothing
        // follows).
        while let Some((up, len)) = segments.at(path, skip) {
            above_root |= up;
            skip += len;
        }
        (above_root, skip, segments.first(path, skip))
    };
    let read = start + skip;
    match dot {
        None => {
            let end = b.input().len();
            b.append(read, end);
            above_root
        }
        // (After step A, a dot segment has a `/` before it.)
        Some(dot) => above_root | remove_from(b, read, start + dot),
    }
}

/// Appends the input from `read` on to the output, removing its dot segments, the first of
/// which is at `dot`: what comes before it is copied at once, then the dot segment is dropped
/// (B: `.`) or takes the last segment of the output off (C: `..`), and so on from one dot
/// segment to the next. `input[read..dot]` ends with `/` (or the output does, when it is
/// empty), and the output before the first dot segment has none. What is written before a dot
/// segment always ends with `/`, so that a final `.` or `..` leaves a final `/`, as the RFC's
/// loop does. Returns whether a `..` climbed above the root.
fn remove_from(b: &mut impl Buffer, read: usize, mut dot: usize) -> bool {
    let end = b.input().len();
    let mut above_root = false;
    b.append(read, dot);
    loop {
        // The output ends with `/`, and a dot segment starts at `dot`.
        let up = b.input().get(dot + 1) == Some(&b'.');
        if up {
            // C: keep up to the `/` before the last segment (`/a/b/` is `/a/`). A first
            // segment with no `/` before it goes whole (`a/` is `/`: the RFC's loop leaves the
            // `/` of `/..`); an output that is only `/` has nothing to give.
            let written = b.written();
            let last = &written[..written.len() - 1];
            match scan::rfind(last, b'/') {
                Some(slash) => b.cut(slash + 1),
                None if last.is_empty() => above_root = true,
                None => {
                    b.cut(0);
                    b.push_slash();
                }
            }
        }
        // After the segment and its `/`, if any. A dot segment often follows (`./../../`):
        // it is looked at before the rest is scanned.
        let next = (dot + 2 + usize::from(up)).min(end);
        if starts_with_dot_segment(&b.input()[next..]) {
            dot = next;
            continue;
        }
        match dot_segment(&b.input()[next..]) {
            Some(at) => {
                b.append(next, next + at);
                dot = next + at;
            }
            None => {
                b.append(next, end);
                return above_root;
            }
        }
    }
}

/// Whether `segment`, a whole segment, is a dot segment: `.` or `..`
/// ([section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)), which
/// [`remove_dot_segments`] removes. The one rule: every other test of a dot segment calls it.
/// As written: a `%2E` is no dot here, as resolution reads it (section 5.2.4 compares text);
/// normalization decodes it first, and [`is_dot_segment_decoded`] reads it so.
#[inline(always)]
pub(crate) fn is_dot_segment(segment: &[u8]) -> bool {
    matches!(segment, b"." | b"..")
}

/// Whether the segment at the start of `path` (up to its first `/`, or the end) is a dot
/// segment ([`is_dot_segment`]). Reads three bytes at most: a longer segment is none.
#[inline(always)]
pub(crate) fn starts_with_dot_segment(path: &[u8]) -> bool {
    // The segment up to the `/` after its first one or two bytes: a dot segment ends there.
    let len = match path {
        [_, b'/', ..] => 1,
        [_, _, b'/', ..] => 2,
        _ => path.len().min(3),
    };
    is_dot_segment(&path[..len])
}

/// The dot segment at the start of `path` ([`starts_with_dot_segment`]), if it has one:
/// whether it is `..` (not `.`), and its length with the `/` after it, if any.
#[inline(always)]
pub(crate) fn leading_dot_segment(path: &[u8]) -> Option<(bool, usize)> {
    starts_with_dot_segment(path).then(|| dot_segment_shape(path))
}

/// Of the dot segment at the start of `path`: whether it is `..`, and its length with the `/`
/// after it, if any.
#[inline(always)]
fn dot_segment_shape(path: &[u8]) -> (bool, usize) {
    let up = path.get(1) == Some(&b'.');
    let len = 1 + usize::from(up);
    // Anything after it starts with the `/` that ends it.
    (up, len + usize::from(path.len() > len))
}

/// Where the dot segments of a path are, found with one look at its bytes when it is shorter
/// than sixty-four bytes: bit `k` for a dot segment that starts at byte `k`
/// ([`dot_segment_bits`]). A longer path is read where it is asked about, as
/// [`leading_dot_segment`] and [`dot_segment`] read it.
#[derive(Clone, Copy)]
pub(crate) enum DotSegments {
    /// A path shorter than sixty-four bytes: bit `k` for a dot segment at byte `k`.
    Bits(u64),
    /// A path of sixty-four bytes or more.
    Long,
}

impl DotSegments {
    /// The dot segments of `path`.
    #[inline(always)]
    pub(crate) fn of(path: &[u8]) -> DotSegments {
        match dot_segment_bits(path) {
            Some(bits) => DotSegments::Bits(bits),
            None => DotSegments::Long,
        }
    }

    /// [`leading_dot_segment`] of `path[at..]`, where `at` is the start of a segment of `path`
    /// (0, or after a `/`) or its end.
    #[inline(always)]
    pub(crate) fn at(self, path: &[u8], at: usize) -> Option<(bool, usize)> {
        debug_assert!(at == 0 || at == path.len() || path[at - 1] == b'/');
        match self {
            DotSegments::Bits(bits) if bits >> at & 1 != 0 => Some(dot_segment_shape(&path[at..])),
            DotSegments::Bits(_) => None,
            DotSegments::Long => leading_dot_segment(&path[at..]),
        }
    }

    /// [`dot_segment`] of `path[from..]`, as an index into `path`, where `from` is the start of
    /// a segment of `path` (0, or after a `/`) or its end.
    #[inline(always)]
    pub(crate) fn first(self, path: &[u8], from: usize) -> Option<usize> {
        debug_assert!(from == 0 || from == path.len() || path[from - 1] == b'/');
        match self {
            DotSegments::Bits(bits) => {
                let after = bits >> from;
                (after != 0).then(|| from + after.trailing_zeros() as usize)
            }
            DotSegments::Long => dot_segment(&path[from..]).map(|at| from + at),
        }
    }
}

/// Bit `k` for each dot segment that starts at byte `k` of `path`, when it is shorter than
/// sixty-four bytes: [`starts_with_dot_segment`] at the start of every segment, with bit
/// operations on the path's `/` and `.` ([`scan::slashes_dots`]): a `.` at a segment's start,
/// followed by the segment's end (a `/`, or the end of the path), or by a `.` and then the
/// segment's end.
#[inline(always)]
fn dot_segment_bits(path: &[u8]) -> Option<u64> {
    let scan::SlashesDots { slashes, dots } = scan::slashes_dots(path)?;
    let starts = slashes << 1 | 1;
    let ends = slashes | 1 << path.len();
    Some(dots & starts & (ends >> 1 | dots >> 1 & ends >> 2))
}

/// Whether `segment`, a whole segment, is a dot segment once its percent-encodings are decoded
/// (`%2E`, `.%2e`: [section 6.2.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2)
/// makes them dots): [`is_dot_segment`] of the decoded bytes.
pub(crate) fn is_dot_segment_decoded(segment: &str) -> bool {
    // `%2E%2E` is the longest encoded form.
    segment.len() <= 6 && is_dot_segment(&pct::decode(segment))
}

/// Where the first dot segment of `path` starts. Looks at sixteen (or eight) bytes at a time
/// for a dot that starts a segment (at the start or after a `/`), without a branch per dot:
/// the dots of file names (`logo.png`) cost nothing.
pub(crate) fn dot_segment(path: &[u8]) -> Option<usize> {
    scan::segments(path, starts_with_dot_segment).0
}

/// The length of the directory of `path` (up to its last `/`, which it keeps) when the path
/// has no dot segment; `None` when it has one. One pass, as [`dot_segment`]'s.
pub(crate) fn plain_directory(path: &[u8]) -> Option<usize> {
    match scan::segments(path, starts_with_dot_segment) {
        (None, last_slash) => Some(last_slash.map_or(0, |slash| slash + 1)),
        (Some(_), _) => None,
    }
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
        let dir = scan::rfind(base_path.as_bytes(), b'/').map_or("", |slash| &base_path[..=slash]);
        [dir, path]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            // After other text: the output's root is where the path starts.
            let mut after = String::from("kept/");
            remove_dot_segments_into(input, &mut after);
            assert_eq!(after, alloc::format!("kept/{output}"), "{input:?}");
            // In place, after other text.
            let mut bytes = alloc::format!("kept/{input}").into_bytes();
            remove_dot_segments_in_place(&mut bytes, 5);
            assert_eq!(
                bytes,
                alloc::format!("kept/{output}").as_bytes(),
                "{input:?}"
            );
        }
    }

    /// The dot segment a path starts with, and its length with its `/`.
    #[test]
    fn leading_dot_segments_and_their_lengths() {
        for (path, expected) in [
            ("..", Some((true, 2))),
            ("../a", Some((true, 3))),
            ("..//", Some((true, 3))),
            (".", Some((false, 1))),
            ("./a", Some((false, 2))),
            ("", None),
            ("a", None),
            (".a", None),
            ("..a/", None),
            ("...", None),
            ("/..", None),
        ] {
            assert_eq!(leading_dot_segment(path.as_bytes()), expected, "{path:?}");
        }
    }

    /// The dot segments that percent-decoding makes (section 6.2.2.2), and the segments that
    /// are none.
    #[test]
    fn dot_segments_once_decoded() {
        for segment in [".", "..", "%2E", "%2e", ".%2E", "%2E.", "%2E%2E", "%2e%2E"] {
            assert!(is_dot_segment_decoded(segment), "{segment:?}");
        }
        for segment in [
            "",
            "a",
            "...",
            "%2E%2E%2E",
            "%2E%2E.",
            "%2F",
            "%2E%2",
            "%2E%2Ea",
        ] {
            assert!(!is_dot_segment_decoded(segment), "{segment:?}");
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
            assert_eq!(dot_segment(path.as_bytes()), Some(at), "{path}");
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
            assert_eq!(dot_segment(path.as_bytes()), None, "{path}");
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
            assert_eq!(dot_segment(path.as_bytes()), plain(path), "{path:?}");
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
            assert_eq!(plain_directory(path.as_bytes()), expected, "{path:?}");
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
                        assert_eq!(dot_segment(path.as_bytes()), plain(path), "{path:?}");
                        let dotted = alloc::format!("{path}/..");
                        assert_eq!(dot_segment(dotted.as_bytes()), plain(&dotted), "{dotted:?}");
                    }
                }
            }
        }
    }

    /// Every dot segment of `path` the plain way, segment by segment: bit `k` for one that
    /// starts at byte `k`.
    fn plain_bits(path: &str) -> u64 {
        let mut at = 0;
        let mut bits = 0;
        for segment in path.split('/') {
            if segment == "." || segment == ".." {
                bits |= 1 << at;
            }
            at += segment.len() + 1;
        }
        bits
    }

    /// Paths of 0 to 70 bytes with two bytes of `.` or `/` at every pair of places: across
    /// the words and the vectors, to each length where the bits are no longer made.
    fn long_paths() -> impl Iterator<Item = String> {
        (0..=70).flat_map(|len| {
            (0..len).flat_map(move |first| {
                (first..len).flat_map(move |second| {
                    [[b'.', b'/'], [b'/', b'.'], [b'.', b'.'], [b'/', b'/']].map(|[a, b]| {
                        let mut path = alloc::vec![b'a'; len];
                        path[first] = a;
                        path[second] = b;
                        String::from_utf8(path).unwrap_or_default()
                    })
                })
            })
        })
    }

    /// The bits of [`dot_segment_bits`] mark every dot segment, and nothing else, of every
    /// path shorter than sixty-four bytes; a longer one has none.
    #[test]
    fn dot_segment_bits_mark_every_dot_segment() {
        let dotted = short_paths()
            .into_iter()
            .chain(long_paths())
            .flat_map(|path| {
                let more = alloc::format!("{path}/..");
                [path, more]
            });
        for path in dotted {
            let expected = (path.len() < 64).then(|| plain_bits(&path));
            assert_eq!(dot_segment_bits(path.as_bytes()), expected, "{path:?}");
        }
    }

    /// [`DotSegments`] answers as [`leading_dot_segment`] and [`dot_segment`] do, at every
    /// segment's start and at the end, by its bits or by a look at a long path.
    #[test]
    fn dot_segments_answer_as_the_searches_do() {
        for path in short_paths().into_iter().chain(long_paths()) {
            let bytes = path.as_bytes();
            let segments = DotSegments::of(bytes);
            let starts = [0, path.len()]
                .into_iter()
                .chain(path.match_indices('/').map(|(at, _)| at + 1));
            for at in starts {
                let (found, expected) = (segments.at(bytes, at), leading_dot_segment(&bytes[at..]));
                assert_eq!(found, expected, "{path:?} at {at}");
                let expected = dot_segment(&bytes[at..]).map(|dot| at + dot);
                assert_eq!(segments.first(bytes, at), expected, "{path:?} from {at}");
            }
        }
    }

    #[test]
    fn climbing_above_the_root_is_reported() {
        let above = |path: &str| remove_dot_segments_into(path, &mut String::new());
        assert!(above("/.."));
        assert!(above("/a/../.."));
        assert!(above("../a"));
        // Above the root both before the first segment and after it.
        assert!(above("../a/../../b"));
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
