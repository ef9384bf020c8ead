//! The properties of the file URI conversions (RFC 8089), both ways, as a function that panics
//! when one fails: run by the fuzz target `file_path` (`fuzz/`) and by
//! `rfc3986/tests/robustness.rs`. On any text: never a panic; every path a file URI gives is
//! written back by `from_*_path` to a URI that gives the same path (what one direction refuses,
//! the other does); a Windows path is no device path and has no segment that Windows reads as a
//! device or a stream; its UNC server is the URI's host, decoded; a POSIX path comes from a local
//! host.

use rfc3986::{file, pct, UriRef};

/// The device names of Windows ("Naming Files, Paths, and Namespaces"), before an extension
/// or spaces: stated here apart from the library, as the property to check it by.
fn is_device(segment: &str) -> bool {
    let stem = segment
        .split('.')
        .next()
        .unwrap_or_default()
        .trim_end_matches(' ');
    let upper = stem.to_ascii_uppercase();
    let numbered = |prefix: &str| {
        upper.strip_prefix(prefix).is_some_and(|n| {
            n.len() == 1 && n.as_bytes()[0].is_ascii_digit() || matches!(n, "¹" | "²" | "³")
        })
    };
    matches!(
        upper.as_str(),
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$"
    ) || numbered("COM")
        || numbered("LPT")
}

/// Checks a Windows path given for `uri`.
fn windows(uri: &UriRef<'_>, path: &str) {
    assert!(
        !path.starts_with(r"\\.\") && !path.starts_with(r"\\?\"),
        "{uri} gives the device path {path}"
    );
    let after_root = match path.strip_prefix(r"\\") {
        Some(unc) => unc.split_once('\\').map_or("", |(_, rest)| rest),
        None => &path[3..],
    };
    for segment in after_root.split('\\') {
        assert!(!segment.contains(':'), "{uri} gives the stream {path}");
        assert!(!is_device(segment), "{uri} gives the device {path}");
    }
    let host = uri
        .host_str()
        .filter(|h| !h.is_empty() && !h.eq_ignore_ascii_case("localhost"));
    if let Some(host) = host {
        let server = pct::decode_utf8(host).expect("a server decoded as UTF-8");
        assert!(
            path.strip_prefix(r"\\")
                .and_then(|unc| unc.strip_prefix(&*server))
                .is_some_and(|rest| rest.starts_with('\\')),
            "{uri} gives {path}, not on the server {server:?}"
        );
    }
    let again = file::from_windows_path(path)
        .unwrap_or_else(|e| panic!("{uri} gives {path}, which is refused: {e}"));
    assert_eq!(
        file::to_windows_path(&again.as_ri_ref()).as_deref(),
        Ok(path)
    );
}

/// Checks a POSIX path given for `uri`.
fn posix(uri: &UriRef<'_>, path: &[u8]) {
    let host = uri.host_str().unwrap_or_default();
    assert!(
        host.is_empty() || host.eq_ignore_ascii_case("localhost"),
        "{uri}: a POSIX path from the host {host:?}"
    );
    let again = file::from_posix_path(path)
        .unwrap_or_else(|e| panic!("{uri} gives {path:?}, which is refused: {e}"));
    assert_eq!(file::to_posix_path(&again.as_ri_ref()).as_deref(), Ok(path));
}

/// Checks the conversions of `data` both ways: as a POSIX path, as a Windows path (when it is
/// UTF-8), and as a file URI (a drive's `|` encoded first) giving either kind of path.
pub fn file_path(data: &[u8]) {
    let _ = file::from_posix_path(data).map(|uri| {
        let back = file::to_posix_path(&uri.as_ri_ref()).expect("a URI written is read");
        assert_eq!(&*back, data);
    });
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(uri) = file::from_windows_path(text) {
        let path = file::to_windows_path(&uri.as_ri_ref())
            .unwrap_or_else(|e| panic!("{text:?} is written {uri}, which is refused: {e}"));
        windows(&uri.as_ri_ref(), &path);
    }
    let text = file::encode_drive_bar(text);
    let Ok(uri) = UriRef::parse(&text) else {
        return;
    };
    if let Ok(path) = file::to_windows_path(&uri) {
        windows(&uri, &path);
    }
    if let Ok(path) = file::to_posix_path(&uri) {
        posix(&uri, &path);
    }
}
