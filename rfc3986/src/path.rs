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
    let mut buf = Vec::from(path.as_bytes());
    remove_dot_segments_in_place(&mut buf, 0);
    // Only whole ASCII segments are removed or moved, so the bytes stay UTF-8; the lossy
    // conversion can only ever borrow.
    match String::from_utf8(buf) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// Runs `remove_dot_segments` on `buf[start..]`, in place: the output is written over the input
/// it has already consumed, so it never overtakes it. Returns whether a `..` climbed above the
/// root (and was dropped).
pub(crate) fn remove_dot_segments_in_place(buf: &mut Vec<u8>, start: usize) -> bool {
    let end = buf.len();
    let mut read = start;
    let mut write = start;
    let mut above_root = false;
    while read < end {
        let input = &buf[read..end];
        if input.starts_with(b"../") {
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
            // E: move the first segment, with its leading `/` if any, to the output.
            let from = if input[0] == b'/' { 1 } else { 0 };
            let len = input[from..]
                .iter()
                .position(|&b| b == b'/')
                .map_or(input.len(), |slash| from + slash);
            buf.copy_within(read..read + len, write);
            write += len;
            read += len;
        }
    }
    buf.truncate(write);
    above_root
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
        let dir = base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash]);
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
        }
    }

    #[test]
    fn climbing_above_the_root_is_reported() {
        let above = |path: &str| {
            let mut buf = Vec::from(path.as_bytes());
            remove_dot_segments_in_place(&mut buf, 0)
        };
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
