//! Differential testing of file URIs and POSIX paths (RFC 8089) against `url`'s
//! `Url::from_file_path` and `Url::to_file_path`, where the two agree on what a file URI is.
//! Every disagreement must be one of the cases of `tests/file_deviations.md`, each recognised
//! here by what makes it that case; any other fails the test. (`cargo test -p rfc3986-benches
//! --test differential_file -- --nocapture` prints the counts.)
//!
//! Inputs: the paths of the file corpus (43,415, each `file://x/y` read as `/x/y`) and 20,000
//! generated paths of any bytes but NUL (with `.`, `..`, empty segments, trailing `/`, and
//! every ASCII byte a URI must encode); and the corpus's URIs made local (`file:///x/y`) and
//! 20,000 generated file URIs (local and not, with encoded separators, NULs and dots, queries,
//! fragments and drive letters).

#![cfg(unix)]

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use rfc3986::file;
use rfc3986::UriRef;
use rfc3986_test_support::corpus;
use rfc3986_test_support::rng::Rng;

/// A path as `std::path::Path::components` rebuilds it, which is how `url` reads a path: no
/// `.` segments, no empty segments, no trailing `/` (the root stays).
fn components(path: &[u8]) -> Vec<u8> {
    let rebuilt: PathBuf = Path::new(OsStr::from_bytes(path)).components().collect();
    rebuilt.as_os_str().as_bytes().to_vec()
}

/// `text` with the bytes `url` leaves as they are in a path but RFC 3986 does not allow
/// there (`[`, `]`, `^`, `|`) percent-encoded, as ours writes them.
fn strictly_encoded(text: &str) -> String {
    text.replace('[', "%5B")
        .replace(']', "%5D")
        .replace('^', "%5E")
        .replace('|', "%7C")
}

/// Path → URI, ours and `url`'s: the case the pair is, or a panic if it is none of the known.
fn compare_path(path: &[u8]) -> &'static str {
    let ours = file::from_posix_path(path);
    let theirs = url::Url::from_file_path(Path::new(OsStr::from_bytes(path)));
    match (ours, theirs) {
        (Err(e), Err(())) => {
            assert_eq!(e.kind(), file::FilePathErrorKind::NotAbsolute, "{path:?}");
            "both refuse (relative)"
        }
        (Err(e), Ok(_)) if path.contains(&0) => {
            assert_eq!(e.kind(), file::FilePathErrorKind::Nul, "{path:?}");
            "NUL byte: ours refuses, url encodes %00"
        }
        (Ok(ours), Ok(theirs)) => {
            if ours.as_str() == theirs.as_str() {
                return "identical";
            }
            // The same path once std's components rebuild it, and the same bytes once url's
            // are encoded as RFC 3986 wants: nothing else differs.
            let normalized = file::from_posix_path(components(path)).expect("absolute");
            assert_eq!(
                normalized.as_str(),
                strictly_encoded(theirs.as_str()),
                "{path:?}"
            );
            if components(path) != path {
                "path rewritten by url (`.`, empty segments, trailing `/` removed)"
            } else {
                "`[`, `]`, `^`, `|`: url leaves them as they are (not RFC 3986), ours encodes"
            }
        }
        (ours, theirs) => panic!("{path:?}: ours {ours:?}, url {theirs:?}"),
    }
}

/// Whether the decoded path of `uri` (its path as written) has a `.` or `..` segment, which
/// WHATWG parsing removes (`%2E` read as `.`).
fn has_dot_segment(path: &str) -> bool {
    path.split('/').any(|s| {
        let s = s.to_ascii_lowercase().replace("%2e", ".");
        s == "." || s == ".."
    })
}

/// Whether a decoded path ends with a letter and `:` or `|`, after which `url`'s `to_file_path`
/// adds a `/` ("a windows drive letter must end with a slash", on every platform).
fn ends_like_a_drive(path: &[u8]) -> bool {
    matches!(path, [.., _, letter, b':' | b'|'] if letter.is_ascii_alphabetic())
}

/// Whether a segment of `path` reads as a Windows drive letter to WHATWG parsing (`c:`, `c|`
/// encoded or not), which has rules of its own for them in file URLs, on every platform.
fn has_drive_letter(path: &str) -> bool {
    path.split('/').any(|s| {
        let s = s
            .to_ascii_lowercase()
            .replace("%7c", "|")
            .replace("%3a", ":");
        let b = s.as_bytes();
        b.len() >= 2 && b[0].is_ascii_alphabetic() && matches!(b[1], b':' | b'|')
    })
}

/// Our path of `uri` with its path replaced by `path` as WHATWG parsing rewrites it: `%2E`
/// read as `.`, then the dot segments removed, then the leading empty segments; and a `/` after
/// a path that ends like a drive, as `url` does.
fn ours_as_url_reads(uri: &UriRef<'_>, path: &str) -> Option<Vec<u8>> {
    let dotted = path.replace("%2E", ".").replace("%2e", ".");
    let removed = rfc3986::remove_dot_segments(&dotted);
    // Leading empty segments removed.
    let rooted = format!("/{}", removed.trim_start_matches('/'));
    let authority = uri.authority().map_or(String::new(), |a| format!("//{a}"));
    let text = format!("file:{authority}{rooted}");
    let mut bytes = file::to_posix_path(&UriRef::parse(&text).ok()?)
        .ok()?
        .into_owned();
    if ends_like_a_drive(&bytes) {
        bytes.push(b'/');
    }
    Some(bytes)
}

/// URI → path, ours and `url`'s (after its parse): the case, or a panic.
fn compare_uri(text: &str) -> &'static str {
    let uri = UriRef::parse(text).expect("valid");
    let ours = file::to_posix_path(&uri).map(|p| p.into_owned());
    let theirs = url::Url::parse(text)
        .ok()
        .and_then(|u| u.to_file_path().ok())
        .map(|p| p.into_os_string().as_bytes().to_vec());
    let path = uri.path();
    match (ours, theirs) {
        (Ok(ours), Some(theirs)) if ours == theirs => "same path",
        (Err(_), None) => "both refuse",
        (Err(e), Some(_)) if e.kind() == file::FilePathErrorKind::Query => {
            "query: ours refuses, url ignores it"
        }
        (Err(e), Some(_)) if e.kind() == file::FilePathErrorKind::EncodedSeparator => {
            "%2F: ours refuses, url decodes it to a separator"
        }
        (Err(e), Some(_)) if e.kind() == file::FilePathErrorKind::Nul => {
            "%00: ours refuses, url decodes it to a NUL"
        }
        (Err(e), Some(theirs)) if e.kind() == file::FilePathErrorKind::NotAbsolute => {
            assert!(!path.starts_with('/'), "{text}");
            // With a root, the same path, unless the rest holds another refusal (`%2F`...).
            if let Some(rooted) = ours_as_url_reads(&uri, &format!("/{path}")) {
                assert_eq!(rooted, theirs, "{text}");
            }
            "rootless path (`file:c:/x`): ours refuses, url makes it absolute"
        }
        (ours, Some(_))
            if (has_drive_letter(path) || has_drive_letter(uri.authority().unwrap_or("")))
                && ours.as_ref().map_or_else(
                    |e| {
                        e.kind() == file::FilePathErrorKind::Host
                            || e.kind() == file::FilePathErrorKind::Authority
                    },
                    |_| true,
                ) =>
        {
            "a segment like a Windows drive (`c:`, `c%7C`): WHATWG parsing's own rules \
             (`..` stops at it, a host before it is dropped, `file://c:` is `file:///c:`)"
        }
        (Ok(ours), Some(theirs)) => {
            // What url's parse does to the path, and nothing else, explains the difference.
            assert_eq!(
                ours_as_url_reads(&uri, path).as_ref(),
                Some(&theirs),
                "{text}"
            );
            if has_dot_segment(path) {
                "dot segments: ours keeps them, url's parse removes them"
            } else if ends_like_a_drive(&ours) {
                "a path ending like a drive (`/xc:`): url's to_file_path adds a `/`"
            } else {
                assert!(ours.starts_with(b"//"), "{text}");
                "leading empty segments (`file:////x`): ours keeps them, url's parse removes them"
            }
        }
        (ours, theirs) => panic!("{text}: ours {ours:?}, url {theirs:?}"),
    }
}

/// A random path: segments of any bytes but `/` and NUL, some of them dot segments or empty,
/// sometimes a trailing `/`, a NUL or no root.
fn generate_path(rng: &mut Rng) -> Vec<u8> {
    let mut path = Vec::new();
    if !rng.chance(3) {
        path.push(b'/');
    }
    for i in 0..rng.below(6) {
        if i > 0 {
            path.push(b'/');
        }
        match rng.below(10) {
            0 => path.extend_from_slice(rng.pick(&[".", "..", "", "%41", "a b"]).as_bytes()),
            1 => path.extend_from_slice(rng.pick(&["[x]", "a^b", "a|b", "#?%", "été"]).as_bytes()),
            _ => {
                for _ in 0..1 + rng.below(8) {
                    let byte = match rng.below(4) {
                        0 => 1 + rng.below(255) as u8,
                        1 => 0x20 + rng.below(0x5F) as u8,
                        _ => b'a' + rng.below(26) as u8,
                    };
                    if byte != b'/' {
                        path.push(byte);
                    }
                }
            }
        }
    }
    if rng.chance(10) {
        path.push(b'/');
    }
    if rng.chance(1) {
        path.push(0);
    }
    path
}

/// A random file URI: a host (local or not) or none, segments of `pchar` and percent-encodings
/// (encoded separators, NULs, dots, UTF-8 and not), sometimes a query or a fragment.
fn generate_uri(rng: &mut Rng) -> String {
    let mut s = String::from(rng.pick(&["file:", "FILE:", "file:"]));
    let authority = !rng.chance(20);
    if authority {
        s += "//";
        s += rng.pick(&["", "", "", "localhost", "LocalHost", "server", "127.0.0.1"]);
    }
    let rooted = authority || !rng.chance(10);
    for i in 0..rng.below(5) {
        if i > 0 || rooted {
            s += "/";
        }
        for _ in 0..rng.below(4) {
            s += rng.pick(&[
                "a",
                "b",
                "%20",
                "%2F",
                "%2f",
                "%00",
                ".",
                "..",
                "%2E",
                "%2e%2E",
                "c:",
                "C%7C",
                "%C3%A9",
                "%FF",
                "%25",
                "@",
                "!$&'()*+,;=",
                "~",
                "-",
                "_",
                "%5C",
                "%7C",
            ]);
        }
    }
    if rng.chance(5) {
        s += "?q";
    }
    if rng.chance(5) {
        s += "#f";
    }
    s
}

#[test]
fn paths_to_uris_agree_with_url_where_the_definitions_do() {
    let mut cases: BTreeMap<&str, usize> = BTreeMap::new();
    let corpus = corpus::text(corpus::FILES);
    let mut count = 0;
    for line in corpus.lines() {
        let uri = UriRef::parse(line).expect("the corpus is valid");
        // `file://x/y` read as the local `/x/y`.
        let local = format!("file:///{}", &uri.as_str()["file://".len()..]);
        let local = UriRef::parse(&local).expect("valid");
        let path = file::to_posix_path(&local).expect("a local file URI");
        *cases.entry(compare_path(&path)).or_default() += 1;
        count += 1;
    }
    let mut rng = Rng::new(8089);
    for _ in 0..20_000 {
        *cases
            .entry(compare_path(&generate_path(&mut rng)))
            .or_default() += 1;
        count += 1;
    }
    println!("path → URI, {count} paths: {cases:#?}");
    assert!(cases["identical"] > 43_000);
}

#[test]
fn uris_to_paths_agree_with_url_where_the_definitions_do() {
    let mut cases: BTreeMap<&str, usize> = BTreeMap::new();
    let corpus = corpus::text(corpus::FILES);
    let mut count = 0;
    for line in corpus.lines() {
        let local = line.replacen("file://", "file:///", 1);
        *cases.entry(compare_uri(&local)).or_default() += 1;
        // As it is: a host that is not local, which both refuse.
        *cases.entry(compare_uri(line)).or_default() += 1;
        count += 2;
    }
    let mut rng = Rng::new(3986);
    for _ in 0..20_000 {
        let uri = generate_uri(&mut rng);
        // (A path without a root may start with `//`, and then reads as an authority.)
        if UriRef::parse(&uri).is_ok() {
            *cases.entry(compare_uri(&uri)).or_default() += 1;
            count += 1;
        }
    }
    println!("URI → path, {count} URIs: {cases:#?}");
    assert!(cases["same path"] > 43_000);
}
