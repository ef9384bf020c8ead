//! Section 5.2 of RFC 3986 transcribed as plainly as possible, on strings, with no care for
//! speed: the oracle the library's resolution is checked against. It serves IRIs as it serves
//! URIs: RFC 3987 section 6.5 resolves IRI references by the same algorithm.

use rfc3986::grammar::Grammar;
use rfc3986::RiRef;

/// `T = resolve(Base, R)`: the pseudo-code of section 5.2.2, with the merge of 5.2.3, the
/// `remove_dot_segments` of 5.2.4 and the recomposition of 5.3. `non_strict` is the
/// backward-compatible reading (a reference with the base's scheme is relative). One addition,
/// documented by the library: a path that would start with `//` where there is no authority is
/// written `/.//`, so that it does not read as one. Also says whether a `..` climbed above the
/// root: found nothing to remove (section 5.2.4's steps A, C and D, on an empty output).
pub fn resolve<G: Grammar>(
    base: &RiRef<'_, G>,
    r: &RiRef<'_, G>,
    non_strict: bool,
) -> (String, bool) {
    let base_scheme = base.scheme().expect("an absolute base");
    let r_scheme = r
        .scheme()
        .filter(|s| !(non_strict && s.eq_ignore_ascii_case(base_scheme)));
    let (scheme, authority, (path, above_root), query);
    if let Some(s) = r_scheme {
        scheme = s;
        authority = r.authority();
        (path, above_root) = remove_dot_segments_noting_climbs(r.path());
        query = r.query();
    } else {
        if r.authority().is_some() {
            authority = r.authority();
            (path, above_root) = remove_dot_segments_noting_climbs(r.path());
            query = r.query();
        } else {
            if r.path().is_empty() {
                (path, above_root) = (base.path().to_string(), false);
                query = r.query().or(base.query());
            } else {
                if r.path().starts_with('/') {
                    (path, above_root) = remove_dot_segments_noting_climbs(r.path());
                } else {
                    (path, above_root) = remove_dot_segments_noting_climbs(&merge(base, r.path()));
                }
                query = r.query();
            }
            authority = base.authority();
        }
        scheme = base_scheme;
    }
    let fragment = r.fragment();

    let mut result = String::new();
    result += scheme;
    result += ":";
    if let Some(authority) = authority {
        result += "//";
        result += authority;
    } else if path.starts_with("//") {
        result += "/.";
    }
    result += &path;
    if let Some(query) = query {
        result += "?";
        result += query;
    }
    if let Some(fragment) = fragment {
        result += "#";
        result += fragment;
    }
    (result, above_root)
}

/// Section 5.2.3.
fn merge<G: Grammar>(base: &RiRef<'_, G>, path: &str) -> String {
    if base.authority().is_some() && base.path().is_empty() {
        return format!("/{path}");
    }
    match base.path().rfind('/') {
        Some(slash) => format!("{}{path}", &base.path()[..=slash]),
        None => path.to_string(),
    }
}

/// `remove_dot_segments` of section 5.2.4, its steps A to E taken literally, on strings.
pub fn remove_dot_segments(path: &str) -> String {
    remove_dot_segments_noting_climbs(path).0
}

/// Section 5.2.4, step by step; and whether a `..` found nothing to remove (climbed above the
/// root: in step A, or in steps C and D on an empty output buffer).
pub fn remove_dot_segments_noting_climbs(path: &str) -> (String, bool) {
    // 1. The input buffer is initialized with the now-appended path components and the output
    //    buffer is initialized to the empty string.
    let mut input = path.to_string();
    let mut output = String::new();
    let mut above_root = false;
    // Remove the last segment and its preceding "/" (if any) from the output buffer.
    let mut pop = |output: &mut String| {
        above_root |= output.is_empty();
        let last = output.rfind('/').unwrap_or(0);
        output.truncate(last);
    };
    // 2. While the input buffer is not empty, loop as follows:
    while !input.is_empty() {
        if input.starts_with("../") {
            // A. If the input buffer begins with a prefix of "../" or "./", then remove that
            //    prefix from the input buffer. (The input begins with "../" only before
            //    anything reached the output: this `..` has nothing to remove.)
            input.replace_range(..3, "");
            pop(&mut output);
        } else if input.starts_with("./") {
            input.replace_range(..2, "");
        } else if input.starts_with("/./") {
            // B. If the input buffer begins with a prefix of "/./" or "/.", where "." is a
            //    complete path segment, then replace that prefix with "/" in the input buffer.
            input.replace_range(..3, "/");
        } else if input == "/." {
            input = "/".to_string();
        } else if input.starts_with("/../") {
            // C. If the input buffer begins with a prefix of "/../" or "/..", where ".." is a
            //    complete path segment, then replace that prefix with "/" in the input buffer
            //    and remove the last segment and its preceding "/" (if any) from the output
            //    buffer.
            input.replace_range(..4, "/");
            pop(&mut output);
        } else if input == "/.." {
            input = "/".to_string();
            pop(&mut output);
        } else if input == "." || input == ".." {
            // D. If the input buffer consists only of "." or "..", then remove that from the
            //    input buffer. (Here too the output is empty.)
            if input == ".." {
                pop(&mut output);
            }
            input.clear();
        } else {
            // E. Move the first path segment in the input buffer to the end of the output
            //    buffer, including the initial "/" character (if any) and any subsequent
            //    characters up to, but not including, the next "/" character or the end of
            //    the input buffer.
            let start = usize::from(input.starts_with('/'));
            let end = input[start..]
                .find('/')
                .map_or(input.len(), |at| start + at);
            output.extend(input.drain(..end));
        }
    }
    // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
    (output, above_root)
}
