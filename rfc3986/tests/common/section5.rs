//! Section 5.2 of RFC 3986 transcribed as plainly as possible, on strings, with no care for
//! speed: the oracle the library's resolution is checked against.

use rfc3986::UriRef;

/// `T = resolve(Base, R)`: the pseudo-code of section 5.2.2, with the merge of 5.2.3, the
/// `remove_dot_segments` of 5.2.4 and the recomposition of 5.3. `non_strict` is the
/// backward-compatible reading (a reference with the base's scheme is relative). One addition,
/// documented by the library: a path that would start with `//` where there is no authority is
/// written `/.//`, so that it does not read as one. Also says whether a `..` climbed above the
/// root: found nothing to remove (section 5.2.4's steps A, C and D, on an empty output).
pub fn resolve(base: &UriRef<'_>, r: &UriRef<'_>, non_strict: bool) -> (String, bool) {
    let base_scheme = base.scheme().expect("an absolute base");
    let r_scheme = r
        .scheme()
        .filter(|s| !(non_strict && s.eq_ignore_ascii_case(base_scheme)));
    let (scheme, authority, (path, above_root), query);
    if let Some(s) = r_scheme {
        scheme = s;
        authority = r.authority();
        (path, above_root) = remove_dot_segments(r.path());
        query = r.query();
    } else {
        if r.authority().is_some() {
            authority = r.authority();
            (path, above_root) = remove_dot_segments(r.path());
            query = r.query();
        } else {
            if r.path().is_empty() {
                (path, above_root) = (base.path().to_string(), false);
                query = r.query().or(base.query());
            } else {
                if r.path().starts_with('/') {
                    (path, above_root) = remove_dot_segments(r.path());
                } else {
                    (path, above_root) = remove_dot_segments(&merge(base, r.path()));
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
fn merge(base: &UriRef<'_>, path: &str) -> String {
    if base.authority().is_some() && base.path().is_empty() {
        return format!("/{path}");
    }
    match base.path().rfind('/') {
        Some(slash) => format!("{}{path}", &base.path()[..=slash]),
        None => path.to_string(),
    }
}

/// Section 5.2.4, step by step; and whether a `..` found nothing to remove.
pub fn remove_dot_segments(path: &str) -> (String, bool) {
    let mut input = path.to_string();
    let mut output = String::new();
    let mut above_root = false;
    let mut pop = |output: &mut String| {
        above_root |= output.is_empty();
        let last = output.rfind('/').unwrap_or(0);
        output.truncate(last);
    };
    while !input.is_empty() {
        if input.starts_with("../") {
            input.replace_range(..3, "");
            pop(&mut output);
        } else if input.starts_with("./") {
            input.replace_range(..2, "");
        } else if input.starts_with("/./") {
            input.replace_range(..3, "/");
        } else if input == "/." {
            input = "/".to_string();
        } else if input.starts_with("/../") {
            input.replace_range(..4, "/");
            pop(&mut output);
        } else if input == "/.." {
            input = "/".to_string();
            pop(&mut output);
        } else if input == "." || input == ".." {
            if input == ".." {
                pop(&mut output);
            }
            input.clear();
        } else {
            let start = usize::from(input.starts_with('/'));
            let end = input[start..]
                .find('/')
                .map_or(input.len(), |at| start + at);
            output.extend(input.drain(..end));
        }
    }
    (output, above_root)
}
