//! File URIs and paths (RFC 8089): the examples of Appendix B and Appendix E, every refusal by
//! its message, and round trips path → URI → path on generated POSIX and Windows paths.

use proptest::prelude::*;
use rfc3986::file::{self, FilePathError, FilePathErrorKind};
use rfc3986::{IriRef, UriRef};

/// The POSIX path of `uri`, as text (lossy) for the tables, or the error's message.
#[track_caller]
fn posix(uri: &str) -> Result<String, String> {
    let uri = UriRef::parse(uri).expect("a valid URI reference");
    file::to_posix_path(&uri)
        .map(|p| String::from_utf8_lossy(&p).into_owned())
        .map_err(|e| e.to_string())
}

/// The Windows path of `uri`, or the error's message.
#[track_caller]
fn windows(uri: &str) -> Result<String, String> {
    let uri = UriRef::parse(uri).expect("a valid URI reference");
    file::to_windows_path(&uri).map_err(|e| e.to_string())
}

/// The kind of the error of `result`.
fn kind<T>(result: Result<T, FilePathError>) -> Option<FilePathErrorKind> {
    result.err().map(|e| e.kind())
}

/// RFC 8089 Appendix B: a local file, with and without an authority, and a non-local one
/// (refused for a POSIX path, a UNC path for Windows).
#[test]
fn appendix_b_examples() {
    for uri in [
        "file:///path/to/file",
        "file:/path/to/file",
        "file://localhost/path/to/file",
        "FILE://LocalHost/path/to/file",
    ] {
        assert_eq!(posix(uri).as_deref(), Ok("/path/to/file"), "{uri}");
    }
    assert_eq!(
        posix("file://host.example.com/path/to/file"),
        Err("non-local host at index 7: a POSIX path names local files only".into())
    );
    assert_eq!(
        windows("file://host.example.com/path/to/file").as_deref(),
        Ok(r"\\host.example.com\path\to\file")
    );
}

/// RFC 8089 Appendix E.2 (drive letters, with `:` and with `|`, with and without the slashes)
/// and E.3 (UNC, in the authority and in the path). The raw `|` is no URI character: such text
/// is refused by the parser, before any file path is asked for.
#[test]
fn appendix_e_forms() {
    let err = UriRef::parse("file:///c|/path/to/file.txt").expect_err("no URI");
    assert_eq!(err.to_string(), "invalid character '|' in path at index 9");
    let table = [
        // E.2: DOS and Windows drive letters.
        ("file:///c:/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:/c:/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:c:/path/to/file.txt", r"c:\path\to\file.txt"),
        (
            "file://localhost/c:/path/to/file.txt",
            r"c:\path\to\file.txt",
        ),
        // E.2.2: the vertical line, percent-encoded (RFC 3986 has no `|` in a URI).
        ("file:///c%7C/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:/c%7c/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:c%7C/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:///c%7C", r"c:\"),
        // E.3.1: UNC in the authority.
        (
            "file://host.example.com/Share/path/to/file.txt",
            r"\\host.example.com\Share\path\to\file.txt",
        ),
        // E.3.2: UNC in the path, after an empty authority.
        (
            "file:////host.example.com/path/to/file",
            r"\\host.example.com\path\to\file",
        ),
        (
            "file://///host.example.com/path/to/file",
            r"\\host.example.com\path\to\file",
        ),
    ];
    for (uri, path) in table {
        assert_eq!(windows(uri).as_deref(), Ok(path), "{uri}");
    }
}

/// The `|` form of Appendix E.2.2 as written (`file:///c|/x`), which no URI parser takes, gives
/// its path once `encode_drive_bar` has encoded the drive's `|` (its cases: the unit tests).
#[test]
fn appendix_e_vertical_line_as_written() {
    for (text, path) in [
        ("file:///c|/path/to/file.txt", r"c:\path\to\file.txt"),
        ("file:c|/x", r"c:\x"),
        ("file:///c|", r"c:\"),
    ] {
        let encoded = file::encode_drive_bar(text);
        assert_eq!(windows(&encoded).as_deref(), Ok(path), "{text}");
    }
}

#[test]
fn windows_drives_and_roots() {
    let table = [
        ("file:///C:/Program%20Files/x", r"C:\Program Files\x"),
        ("file:///C:", r"C:\"),
        ("file:///C:/", r"C:\"),
        ("file:C:", r"C:\"),
        ("file:///C:/dir/", r"C:\dir\"),
        ("file:///C:/a//b/./../c", r"C:\a\\b\.\..\c"),
        ("file:///C:/caf%C3%A9/%E6%97%A5", r"C:\café\日"),
        ("file:///C:/a%3Bb#fragment", r"C:\a;b"),
        ("file://server/share", r"\\server\share"),
        ("file://server/share/", r"\\server\share\"),
        ("file://10.0.0.1/share/x", r"\\10.0.0.1\share\x"),
        ("file://my%20server/share", r"\\my server\share"),
        ("file:////localhost/share/x", r"\\localhost\share\x"),
    ];
    for (uri, path) in table {
        assert_eq!(windows(uri).as_deref(), Ok(path), "{uri}");
    }
    // An IRI's characters are its own.
    let iri = IriRef::parse("file:///C:/caf\u{E9}%20x").expect("valid");
    assert_eq!(
        file::to_windows_path(&iri).as_deref(),
        Ok("C:\\caf\u{E9} x")
    );
}

/// Every refusal of `to_windows_path`, by its message.
#[test]
fn windows_refusals_word_for_word() {
    let table = [
        (
            "file:///etc/hosts",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///C:x",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///Cx:/",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///C%7Cx",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///C%7D/",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///C%3C/",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file:///1:/",
            r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file://localhost",
            r"path without a drive or UNC server at index 16: a Windows path starts with one (C:\ or \\server\share)",
        ),
        (
            "file://server",
            r"UNC path without a share at index 13: a UNC path starts with \\server\share",
        ),
        (
            "file://server/",
            r"UNC path without a share at index 13: a UNC path starts with \\server\share",
        ),
        (
            "file://server//x",
            r"UNC path without a share at index 13: a UNC path starts with \\server\share",
        ),
        (
            "file:////server",
            r"UNC path without a share at index 15: a UNC path starts with \\server\share",
        ),
        (
            "file:////",
            r"UNC path without a server at index 9: a UNC path starts with \\server\share",
        ),
        (
            "file://///",
            r"UNC path without a server at index 10: a UNC path starts with \\server\share",
        ),
        (
            "file://[::1]/share",
            "IP literal host at index 7: a UNC path names its server by name or IPv4 address",
        ),
        (
            "file:///C:/a%5Cb",
            r"encoded '\' (%5C) in a path segment at index 12",
        ),
        (
            "file:///C:/a%2fb",
            "encoded '/' (%2F) in a path segment at index 12",
        ),
        (
            "file:///C:/a%00",
            "encoded NUL (%00) in a path segment at index 12",
        ),
        (
            "file:////a%2Fb/share",
            "encoded '/' (%2F) in a path segment at index 10",
        ),
        (
            "file://///a%00/share",
            "encoded NUL (%00) in a path segment at index 11",
        ),
        (
            "file://a%5Cb/share",
            r"encoded '\' (%5C) in a path segment at index 8",
        ),
        (
            "file:///c%7C/a%00",
            "encoded NUL (%00) in a path segment at index 14",
        ),
        (
            "file:c:/a%00",
            "encoded NUL (%00) in a path segment at index 9",
        ),
        (
            "file:///C:/ok/a%C3",
            "decoded bytes that are not UTF-8 at index 15: a Windows path is Unicode text",
        ),
        (
            "file:///C:/%FFa",
            "decoded bytes that are not UTF-8 at index 11: a Windows path is Unicode text",
        ),
        (
            "file:///C:/x?q",
            "query at index 12: a file URI has none (a '?' of a file name is written %3F)",
        ),
        (
            "http://server/share",
            "not a file URI: the scheme must be \"file\"",
        ),
    ];
    for (uri, message) in table {
        assert_eq!(windows(uri), Err(message.into()), "{uri}");
    }
}

/// Every refusal of `to_posix_path`, by its message and kind.
#[test]
fn posix_refusals_word_for_word() {
    let table = [
        (
            "http://localhost/etc",
            FilePathErrorKind::NotFile,
            "not a file URI: the scheme must be \"file\"",
        ),
        (
            "/etc/fstab",
            FilePathErrorKind::NotFile,
            "not a file URI: the scheme must be \"file\"",
        ),
        (
            "file:///etc?x",
            FilePathErrorKind::Query,
            "query at index 11: a file URI has none (a '?' of a file name is written %3F)",
        ),
        (
            "file:///etc?",
            FilePathErrorKind::Query,
            "query at index 11: a file URI has none (a '?' of a file name is written %3F)",
        ),
        (
            "file://me@localhost/etc",
            FilePathErrorKind::Authority,
            "user info or port at index 7: the authority of a file URI is a host alone",
        ),
        (
            "file://localhost:80/etc",
            FilePathErrorKind::Authority,
            "user info or port at index 7: the authority of a file URI is a host alone",
        ),
        (
            "file://localhost:/etc",
            FilePathErrorKind::Authority,
            "user info or port at index 7: the authority of a file URI is a host alone",
        ),
        (
            "file://server/etc",
            FilePathErrorKind::Host,
            "non-local host at index 7: a POSIX path names local files only",
        ),
        (
            "file://127.0.0.1/etc",
            FilePathErrorKind::Host,
            "non-local host at index 7: a POSIX path names local files only",
        ),
        (
            "file:etc/fstab",
            FilePathErrorKind::NotAbsolute,
            "path without a root at index 5: a POSIX path starts with '/'",
        ),
        (
            "file:",
            FilePathErrorKind::NotAbsolute,
            "path without a root at index 5: a POSIX path starts with '/'",
        ),
        (
            "file:///a%2Fb",
            FilePathErrorKind::EncodedSeparator,
            "encoded '/' (%2F) in a path segment at index 9",
        ),
        (
            "file:///a/b%00",
            FilePathErrorKind::Nul,
            "encoded NUL (%00) in a path segment at index 11",
        ),
    ];
    for (uri, expected_kind, message) in table {
        assert_eq!(posix(uri), Err(message.into()), "{uri}");
        let parsed = UriRef::parse(uri).expect("valid");
        assert_eq!(
            kind(file::to_posix_path(&parsed)),
            Some(expected_kind),
            "{uri}"
        );
    }
}

#[test]
fn posix_paths_are_decoded_and_kept_as_written() {
    let table: [(&str, &[u8]); 11] = [
        ("file:///etc/fstab", b"/etc/fstab"),
        ("file://localhost", b"/"),
        ("file://", b"/"),
        ("file:///", b"/"),
        ("file:/", b"/"),
        ("file:///tmp/", b"/tmp/"),
        ("file:///a//b/./../c", b"/a//b/./../c"),
        ("file:///a/%2E%2E/b", b"/a/../b"),
        ("file:///a%5Cb%20c%25", b"/a\\b c%"),
        ("file:///%FF%FE/caf%C3%A9#frag", b"/\xFF\xFE/caf\xC3\xA9"),
        ("file:////server/share", b"//server/share"),
    ];
    for (uri, path) in table {
        let parsed = UriRef::parse(uri).expect("valid");
        assert_eq!(file::to_posix_path(&parsed).as_deref(), Ok(path), "{uri}");
    }
    // Nothing to decode: the path is the URI's, borrowed.
    let uri = UriRef::parse("file:///etc/fstab").expect("valid");
    assert!(matches!(
        file::to_posix_path(&uri),
        Ok(std::borrow::Cow::Borrowed(_))
    ));
    let iri = IriRef::parse("file:///caf\u{E9}/%41").expect("valid");
    assert_eq!(
        file::to_posix_path(&iri).as_deref(),
        Ok("/caf\u{E9}/A".as_bytes())
    );
}

#[test]
fn from_posix_path_encodes_what_a_segment_cannot_carry() {
    let table: [(&[u8], &str); 9] = [
        (b"/etc/fstab", "file:///etc/fstab"),
        (b"/", "file:///"),
        (b"//server/x", "file:////server/x"),
        (b"/tmp/", "file:///tmp/"),
        (b"/a/./../b", "file:///a/./../b"),
        (b"/a b/#?%[]", "file:///a%20b/%23%3F%25%5B%5D"),
        (b"/:@!$&'()*+,;=-._~", "file:///:@!$&'()*+,;=-._~"),
        (
            b"/caf\xC3\xA9/\xFF\x01\x7F\\",
            "file:///caf%C3%A9/%FF%01%7F%5C",
        ),
        (b"/\"<>^`{|}", "file:///%22%3C%3E%5E%60%7B%7C%7D"),
    ];
    for (path, uri) in table {
        let written = file::from_posix_path(path).expect("absolute");
        assert_eq!(written, uri, "{path:?}");
        // The URI reads back as the same reference, and as the same path.
        assert_eq!(UriRef::parse(written.as_str()), Ok(written.as_ri_ref()));
        assert_eq!(
            file::to_posix_path(&written.as_ri_ref()).as_deref(),
            Ok(path)
        );
    }
}

/// The URI's text is allocated once, with room for a few encoded bytes and no more: at most
/// an eighth of the path and eight bytes beyond the URI of a path with nothing to encode.
#[test]
fn from_posix_path_allocates_what_it_needs() {
    for path in ["/", "/etc/fstab", &"/abcdefgh".repeat(40)] {
        let uri = file::from_posix_path(path).expect("absolute").into_string();
        assert_eq!(uri.len(), "file://".len() + path.len());
        assert!(uri.capacity() <= uri.len() + 1 + path.len() / 8, "{path}");
    }
    for (path, len) in [
        (r"C:\x\y", "file:///C:/x/y".len()),
        (r"\\server\share\x", "file://server/share/x".len()),
        (r"\\localhost\share\x", "file:////localhost/share/x".len()),
    ] {
        let uri = file::from_windows_path(path)
            .expect("absolute")
            .into_string();
        assert_eq!(uri.len(), len);
        assert!(uri.capacity() <= uri.len() + 1 + path.len() / 8, "{path}");
    }
}

#[test]
fn from_posix_path_refusals_word_for_word() {
    let table: [(&[u8], FilePathErrorKind, &str); 4] = [
        (
            b"etc/fstab",
            FilePathErrorKind::NotAbsolute,
            "relative path: a file URI needs an absolute path, which starts with '/'",
        ),
        (
            b"",
            FilePathErrorKind::NotAbsolute,
            "relative path: a file URI needs an absolute path, which starts with '/'",
        ),
        (
            b"./x",
            FilePathErrorKind::NotAbsolute,
            "relative path: a file URI needs an absolute path, which starts with '/'",
        ),
        (
            b"/a/b\0c",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 4",
        ),
    ];
    for (path, expected_kind, message) in table {
        let err = file::from_posix_path(path).expect_err("refused");
        assert_eq!(err.kind(), expected_kind, "{path:?}");
        assert_eq!(err.to_string(), message, "{path:?}");
    }
    let err = file::from_posix_path("/a\0").expect_err("refused");
    assert_eq!(err.index(), Some(2));
    assert_eq!(
        file::from_posix_path("x").expect_err("refused").index(),
        None
    );
}

#[test]
fn from_windows_path_forms() {
    let table = [
        (r"C:\Program Files\x", "file:///C:/Program%20Files/x"),
        (r"c:\", "file:///c:/"),
        (r"C:/x/y", "file:///C:/x/y"),
        (r"C:\dir\", "file:///C:/dir/"),
        (r"C:\a\\b\.\..\c", "file:///C:/a//b/./../c"),
        (
            r"C:\50% #1?\été",
            "file:///C:/50%25%20%231%3F/%C3%A9t%C3%A9",
        ),
        (r"C:\a@b|c", "file:///C:/a@b%7Cc"),
        (r"\\server\share\f.txt", "file://server/share/f.txt"),
        (r"\\server\share", "file://server/share"),
        (r"\\server\share\", "file://server/share/"),
        (r"//server/share/x", "file://server/share/x"),
        (r"\\my server\share", "file://my%20server/share"),
        (r"\\été:1\share", "file://%C3%A9t%C3%A9%3A1/share"),
        (r"\\10.0.0.1\share", "file://10.0.0.1/share"),
        (r"\\localhost\share\x", "file:////localhost/share/x"),
        (r"\\LocalHost\c$\x", "file:////LocalHost/c$/x"),
        (r"\\?\C:\x", "file:///C:/x"),
        (r"\\?\UNC\server\share\x", "file://server/share/x"),
        (r"\\?\unc\server\share", "file://server/share"),
    ];
    for (path, uri) in table {
        let written = file::from_windows_path(path).expect("absolute");
        assert_eq!(written, uri, "{path}");
        assert_eq!(UriRef::parse(written.as_str()), Ok(written.as_ri_ref()));
        let back = file::to_windows_path(&written.as_ri_ref()).expect("a path");
        let without_prefix = path
            .strip_prefix(r"\\?\UNC\")
            .or_else(|| path.strip_prefix(r"\\?\unc\"))
            .map(|p| format!(r"\\{p}"))
            .unwrap_or_else(|| path.strip_prefix(r"\\?\").unwrap_or(path).to_owned());
        assert_eq!(back, without_prefix.replace('/', "\\"), "{path}");
    }
}

#[test]
fn from_windows_path_refusals_word_for_word() {
    let table = [
        (
            r"C:x",
            FilePathErrorKind::NotAbsolute,
            r"drive-relative path: a file URI needs an absolute path (C:\x, not C:x)",
        ),
        (
            r"C:",
            FilePathErrorKind::NotAbsolute,
            r"drive-relative path: a file URI needs an absolute path (C:\x, not C:x)",
        ),
        (
            r"\x",
            FilePathErrorKind::NotAbsolute,
            r"path without a drive: a file URI needs an absolute path (C:\x, not \x)",
        ),
        (
            r"x\y",
            FilePathErrorKind::NotAbsolute,
            r"relative path: a file URI needs an absolute path (C:\x or \\server\share\x)",
        ),
        (
            "",
            FilePathErrorKind::NotAbsolute,
            r"relative path: a file URI needs an absolute path (C:\x or \\server\share\x)",
        ),
        (
            r"1:\x",
            FilePathErrorKind::NotAbsolute,
            r"relative path: a file URI needs an absolute path (C:\x or \\server\share\x)",
        ),
        (
            r"\\server",
            FilePathErrorKind::NotAbsolute,
            r"UNC path without a share at index 8: a UNC path starts with \\server\share",
        ),
        (
            r"\\server\\x",
            FilePathErrorKind::NotAbsolute,
            r"UNC path without a share at index 8: a UNC path starts with \\server\share",
        ),
        (
            r"\\\share",
            FilePathErrorKind::NotAbsolute,
            r"UNC path without a server at index 2: a UNC path starts with \\server\share",
        ),
        (
            r"\\.\COM1",
            FilePathErrorKind::DevicePath,
            r"device path (\\.\ or \\?\) at index 2: it names a device, not a file",
        ),
        (
            r"//?/C:/x",
            FilePathErrorKind::DevicePath,
            r"device path (\\.\ or \\?\) at index 2: it names a device, not a file",
        ),
        (
            r"\\?\Volume{b75e2c83}\x",
            FilePathErrorKind::NotAbsolute,
            r"\\?\ path without a drive or UNC server: a file URI names a drive (\\?\C:\) or a UNC share (\\?\UNC\server\share)",
        ),
        (
            "\\\\?\\ABC\u{E9}",
            FilePathErrorKind::NotAbsolute,
            r"\\?\ path without a drive or UNC server: a file URI names a drive (\\?\C:\) or a UNC share (\\?\UNC\server\share)",
        ),
        (
            r"\\?\UNC\server",
            FilePathErrorKind::NotAbsolute,
            r"UNC path without a share at index 14: a UNC path starts with \\server\share",
        ),
        (
            "C:\\a\0",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 4",
        ),
        (
            "\\\\ser\0ver\\share",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 5",
        ),
        (
            "\\\\server\\share\\a\0",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 16",
        ),
        (
            "\\\\?\\UNC\\server\\share\\a\0",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 22",
        ),
        (
            "\\\\?\\C:\\a\0",
            FilePathErrorKind::Nul,
            "NUL byte in the path at index 8",
        ),
    ];
    for (path, expected_kind, message) in table {
        let err = file::from_windows_path(path).expect_err("refused");
        assert_eq!(err.kind(), expected_kind, "{path}");
        assert_eq!(err.to_string(), message, "{path}");
    }
}

/// The device paths of Win32, `\\.\` and `\\?\`, as a URI can spell them: the server `.` or
/// `?` in the authority or in the path (Appendix E.3.2), as itself or percent-encoded. Each
/// would name a device or an object of the NT namespace, not a file: refused as
/// `from_windows_path` refuses the paths, at the index of the server.
#[test]
fn windows_device_paths_are_refused_word_for_word() {
    let message = |at: usize| {
        format!(r"device path (\\.\ or \\?\) at index {at}: it names a device, not a file")
    };
    for (uri, at) in [
        ("file://./pipe/evil", 7),
        ("file://%2e/PhysicalDrive0", 7),
        ("file://%2E/PhysicalDrive0/x", 7),
        ("file://%3F/GLOBALROOT/Device/HarddiskVolume1/x", 7),
        ("file://%3f/C:/Windows", 7),
        ("file:////./pipe/x", 9),
        ("file://///./pipe/x", 10),
        ("file:////%2E/COM1/x", 9),
        ("file:////%3F/UNC/server/share", 9),
        ("file://localhost//./pipe/x", 18),
        ("file://LOCALHOST///%3f/C:/x", 19),
    ] {
        assert_eq!(windows(uri), Err(message(at)), "{uri}");
        let parsed = UriRef::parse(uri).expect("valid");
        assert_eq!(
            kind(file::to_windows_path(&parsed)),
            Some(FilePathErrorKind::DevicePath),
            "{uri}"
        );
    }
    // A server named otherwise is a server: `..`, `.x`, `?x`.
    for (uri, path) in [
        ("file://../share", r"\\..\share"),
        ("file://.x/share", r"\\.x\share"),
        ("file:////%3Fx/share", r"\\?x\share"),
    ] {
        assert_eq!(windows(uri).as_deref(), Ok(path), "{uri}");
    }
    for path in [
        r"\\?\UNC\.\pipe\x",
        r"\\?\UNC\?\C:\x",
        r"\/./pipe",
        r"/\?\C:\x",
    ] {
        let err = file::from_windows_path(path).expect_err(path);
        assert_eq!(err.kind(), FilePathErrorKind::DevicePath, "{path}");
    }
}

/// Windows opens a device for a reserved name in any directory, whatever its case, extension
/// or trailing spaces: refused both ways, at the segment's index.
#[test]
fn windows_reserved_device_names_are_refused_word_for_word() {
    let message = |at: usize| {
        format!(
            "reserved device name (CON, PRN, AUX, NUL, COM1, LPT1...) at index {at}: Windows \
             opens the device, not a file"
        )
    };
    for (uri, at) in [
        ("file:///C:/CON", 11),
        ("file:///C:/x/nul", 13),
        ("file:///C:/x/NUL.txt", 13),
        ("file:///C:/x/nul.tar.gz", 13),
        ("file:///C:/Com1%20.log/y", 11),
        ("file:///C:/lpt9%20%20", 11),
        ("file:///C:/COM%C2%B9", 11),
        ("file:///C:/%43ON", 11),
        ("file:///C:/conin$", 11),
        ("file://server/share/AUX", 20),
        ("file://server/PRN/x", 14),
        ("file:////server/share/CONOUT$.x", 22),
    ] {
        assert_eq!(windows(uri), Err(message(at)), "{uri}");
    }
    for (path, at) in [
        (r"C:\CON", 3),
        (r"C:\x\nul.txt", 5),
        (r"C:/x/Com1 .log", 5),
        ("C:\\COM\u{B3}", 3),
        (r"\\server\share\aux", 15),
        (r"\\server\PRN\x", 9),
        (r"\\?\C:\x\CONIN$", 9),
        (r"\\?\UNC\server\share\lpt0", 21),
    ] {
        let err = file::from_windows_path(path).expect_err(path);
        assert_eq!(err.kind(), FilePathErrorKind::DevicePath, "{path}");
        assert_eq!(err.to_string(), message(at), "{path}");
    }
    // Names that only look like one.
    for name in [
        "CONx",
        "COM10",
        "COM",
        "LPT",
        "COMA",
        "NULL",
        "AUX_",
        "xCON",
        "x.CON",
        " CON",
        "CO N",
        "COM1a",
        "conin",
        "CONIN$$",
        "COM\u{B4}",
    ] {
        let path = format!(r"C:\x\{name}");
        let uri = file::from_windows_path(&path).expect(name);
        assert_eq!(
            file::to_windows_path(&uri.as_ri_ref()).as_deref(),
            Ok(&*path)
        );
    }
}

/// A `:` after the drive's names an alternate data stream (`a:s`, `a::$DATA`): refused both
/// ways, at the index of the `:` (its `%` when encoded).
#[test]
fn windows_alternate_data_streams_are_refused_word_for_word() {
    let message = |at: usize| {
        format!(
            "':' in a path segment at index {at}: Windows reads a:s as the alternate data \
             stream s of the file a, not as a file name"
        )
    };
    for (uri, at) in [
        ("file:///C:/a:$DATA", 12),
        ("file:///C:/a%3A$DATA", 12),
        ("file:///C:/dir/a%3a%3A$DATA", 16),
        ("file:///C:/%3Astream", 11),
        ("file:///C:/x%C3%A9:s/y", 18),
        ("file://server/share:s/x", 19),
        ("file:////server/share/a:b", 23),
        ("file:c:/a/b:", 11),
        ("file:///c%7C/a:", 14),
    ] {
        assert_eq!(windows(uri), Err(message(at)), "{uri}");
        let parsed = UriRef::parse(uri).expect("valid");
        assert_eq!(
            kind(file::to_windows_path(&parsed)),
            Some(FilePathErrorKind::AlternateStream),
            "{uri}"
        );
    }
    for (path, at) in [
        (r"C:\a:$DATA", 4),
        (r"C:\a::$DATA", 4),
        (r"C:/dir/x:y", 8),
        (r"\\server\share\a:b", 16),
        (r"\\server\share:x", 14),
        (r"\\?\C:\a:b", 8),
        (r"\\?\UNC\server\share\é:s", 23),
    ] {
        let err = file::from_windows_path(path).expect_err(path);
        assert_eq!(err.kind(), FilePathErrorKind::AlternateStream, "{path}");
        assert_eq!(err.to_string(), message(at), "{path}");
    }
}

#[cfg(unix)]
#[test]
fn native_paths_on_unix_are_bytes() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    let path = Path::new(OsStr::from_bytes(b"/tmp/\xFF caf\xC3\xA9"));
    let uri = file::from_file_path(path).expect("absolute");
    assert_eq!(uri, "file:///tmp/%FF%20caf%C3%A9");
    assert_eq!(file::to_file_path(&uri.as_ri_ref()).as_deref(), Ok(path));
    assert_eq!(
        file::from_file_path("relative").map_err(|e| e.kind()),
        Err(FilePathErrorKind::NotAbsolute)
    );
    let remote = UriRef::parse("file://server/x").expect("valid");
    assert_eq!(
        file::to_file_path(&remote).map_err(|e| e.kind()),
        Err(FilePathErrorKind::Host)
    );
}

/// A POSIX path segment: any bytes but `/` and NUL, with the characters that need encoding
/// and the dot segments often.
fn posix_segment() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(1u8..=255, 0..12).prop_map(|mut s| {
            s.retain(|&b| b != b'/');
            s
        }),
        proptest::sample::select(vec![
            b".".to_vec(),
            b"..".to_vec(),
            b"%41".to_vec(),
            b"a b#c?d".to_vec(),
            "été".as_bytes().to_vec(),
            b"\xFF\xFE".to_vec(),
            b"x".to_vec(),
        ]),
    ]
}

/// A Windows path segment: any characters but the separators and NUL, with the names that
/// Windows reads as a device or a stream often.
fn windows_segment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[^\\\\/\u{0}]{0,10}",
        proptest::sample::select(vec![
            ".".to_owned(),
            "..".to_owned(),
            "%2F".to_owned(),
            "a b#c?d".to_owned(),
            "日本".to_owned(),
            "x".to_owned(),
            "CON".to_owned(),
            "nul.txt".to_owned(),
            "Com1 .log".to_owned(),
            "LPT\u{B2}".to_owned(),
            "COM10".to_owned(),
            "a:b".to_owned(),
            "a::$DATA".to_owned(),
        ]),
    ]
}

/// Why Windows does not read the segment `name` as a file name, by the rules as its
/// documentation states them ("Naming Files, Paths, and Namespaces"), written here apart from
/// the library: a `:` names an alternate data stream; `CON`, `PRN`, `AUX`, `NUL`, `COM0`-`COM9`,
/// `COM¹²³`, `LPT` likewise, `CONIN$` and `CONOUT$`, in any case, followed by spaces or by an
/// extension, name devices.
fn windows_name_refusal(name: &str) -> Option<FilePathErrorKind> {
    static DEVICE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?si)^(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|(COM|LPT)[0-9¹²³]) *(\..*)?$")
            .expect("a regex")
    });
    if name.contains(':') {
        Some(FilePathErrorKind::AlternateStream)
    } else if DEVICE.is_match(name) {
        Some(FilePathErrorKind::DevicePath)
    } else {
        None
    }
}

/// The first refusal of the segments of a Windows path after its root (`C:\` or
/// `\\server\`), by [`windows_name_refusal`].
fn windows_path_refusal(path: &str) -> Option<FilePathErrorKind> {
    let after_root = match path.strip_prefix(r"\\") {
        Some(unc) => unc.split_once('\\').map_or("", |(_, rest)| rest),
        None => path.get(3..).unwrap_or(""),
    };
    after_root.split('\\').find_map(windows_name_refusal)
}

/// Text for a file URI's path, in pieces that give Windows paths of every form: drives
/// spelled as Appendix E spells them, servers `.` and `?` spelled every way, device names,
/// streams, and other bytes, as themselves or percent-encoded in either case.
fn windows_uri_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "([a-zA-Z0-9._~!$&'()*+,;=@-]|%[2-7][0-9A-Fa-f]){1,6}",
        2 => proptest::sample::select(vec![
            "C:", "c%7C", "C%3A", ".", "%2e", "%2E", "%3F", "%3f", "..", "CON", "%43on", "nul.txt",
            "COM%C2%B9", "Lpt9%20%20", "CONIN$", "a:b", "a%3Ab", "a%3a%3a$DATA", "localhost",
            "server", "share", "%41", "%C3%A9", "%FF", "%00", "%5C", "%2F", "", "PhysicalDrive0",
            "pipe", "GLOBALROOT", "UNC", "Volume{x}",
        ])
        .prop_map(str::to_owned),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// POSIX: path → URI → path gives the path back, byte for byte, and the URI is valid.
    #[test]
    fn posix_round_trip(segments in proptest::collection::vec(posix_segment(), 0..6)) {
        let mut path = Vec::new();
        for segment in &segments {
            path.push(b'/');
            path.extend_from_slice(segment);
        }
        if path.is_empty() {
            path.push(b'/');
        }
        let uri = file::from_posix_path(&path).expect("an absolute path");
        prop_assert_eq!(UriRef::parse(uri.as_str()), Ok(uri.as_ri_ref()));
        prop_assert!(uri.as_str().starts_with("file:///"));
        let back = file::to_posix_path(&uri.as_ri_ref()).expect("a local file URI");
        prop_assert_eq!(&*back, &path[..]);
    }

    /// Windows: drive and UNC paths → URI → path give the path back (with `\` for `/`); a
    /// path that names a device or a stream is refused, with its reason.
    #[test]
    fn windows_round_trip(
        letter in proptest::char::range('A', 'Z'),
        server in "[a-zA-Z0-9.?\u{E9}_ -]{1,12}",
        unc in any::<bool>(),
        slash in any::<bool>(),
        segments in proptest::collection::vec(windows_segment(), 1..6),
    ) {
        let separator = if slash { "/" } else { "\\" };
        let head = if unc {
            format!(r"\\{server}")
        } else {
            format!("{letter}:")
        };
        // `\\?\` and a drive is the drive's path, `\\?\` and anything else is refused as
        // no drive (the tables have them).
        prop_assume!(!(unc && server == "?" && !slash));
        let path = format!("{head}{separator}{}", segments.join(separator));
        let expected = if unc && (server == "." || server == "?") {
            Some(FilePathErrorKind::DevicePath)
        } else if unc && segments[0].is_empty() {
            // A UNC path needs a share: the generator may leave the first segment empty.
            Some(FilePathErrorKind::NotAbsolute)
        } else {
            segments.iter().find_map(|segment| windows_name_refusal(segment))
        };
        match file::from_windows_path(&path) {
            Ok(uri) => {
                prop_assert_eq!(expected, None, "{}", path);
                prop_assert_eq!(UriRef::parse(uri.as_str()), Ok(uri.as_ri_ref()));
                let back = file::to_windows_path(&uri.as_ri_ref()).expect("a Windows path");
                prop_assert_eq!(back, path.replace('/', "\\"));
            }
            Err(e) => prop_assert_eq!(Some(e.kind()), expected, "{}: {}", path, e),
        }
    }

    /// Every path that `to_windows_path` gives is one that `from_windows_path` writes back to
    /// a URI giving the same path: what one refuses, the other does. None is a device path,
    /// and none has a segment that Windows reads as a device or a stream.
    #[test]
    fn every_windows_path_given_is_written_back(
        authority in proptest::sample::select(vec![
            "///C:/", "/c%7C/", "C:/", "//localhost/z:/", "//LocalHost//",
            "////", "//localhost///", "///%2E/", "//%2e/", "//./", "//%3F/", "//server/",
            "//my%20server/", "//%2E%2E/",
        ]),
        pieces in proptest::collection::vec(windows_uri_piece(), 0..5),
    ) {
        let text = format!("file:{authority}{}", pieces.join("/"));
        let Ok(uri) = UriRef::parse(&text) else {
            return Ok(());
        };
        let Ok(path) = file::to_windows_path(&uri) else {
            return Ok(());
        };
        prop_assert!(
            !path.starts_with(r"\\.\") && !path.starts_with(r"\\?\"),
            "{} gives the device path {}", text, path
        );
        prop_assert_eq!(windows_path_refusal(&path), None, "{} gives {}", text, path);
        let again = file::from_windows_path(&path)
            .unwrap_or_else(|e| panic!("{text} gives {path}, which is refused: {e}"));
        prop_assert_eq!(file::to_windows_path(&again.as_ri_ref()), Ok(path));
    }

    /// Any text is answered, without a panic: a URI that gives the path back, or an error.
    #[test]
    fn any_windows_path_is_answered(
        head in proptest::sample::select(vec![
            "", r"\\", "//", r"\\?\", r"\\?\UNC\", r"\\.\", "C:", r"C:\", "c|", r"\",
        ]),
        tail in "\\PC{0,12}",
    ) {
        let path = format!("{head}{tail}");
        if let Ok(uri) = file::from_windows_path(&path) {
            prop_assert_eq!(UriRef::parse(uri.as_str()), Ok(uri.as_ri_ref()));
            prop_assert!(file::to_windows_path(&uri.as_ri_ref()).is_ok(), "{}", path);
        }
    }

    /// Any URI that gives a POSIX path gives one that writes back to a URI with the same
    /// path, decoded.
    #[test]
    fn uri_to_path_to_uri(path in "(/([a-z.]|%[0-9A-F]{2}){0,4}){1,4}") {
        let text = format!("file://{path}");
        let uri = UriRef::parse(&text).expect("valid");
        if let Ok(bytes) = file::to_posix_path(&uri) {
            let again = file::from_posix_path(&bytes).expect("absolute");
            let again = again.as_ri_ref();
            let back = file::to_posix_path(&again).expect("a local file URI");
            prop_assert_eq!(&*back, &*bytes);
        }
    }
}
