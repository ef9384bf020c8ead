//! Windows paths and file URIs: drive letters, UNC paths, the `\\?\` prefix, and the forms of
//! [RFC 8089 Appendix E](https://www.rfc-editor.org/rfc/rfc8089#appendix-E) in common use.

use alloc::borrow::Cow;
use alloc::string::String;

use super::{ascii, decode_segments, is_localhost, write_uri, FileUri, Separators};
use crate::error::{FilePathError, FilePathErrorKind};
use crate::grammar::Grammar;
use crate::owned::UriRefBuf;
use crate::pct::{encode, encoded_index, EncodeSet};
use crate::reference::RiRef;

/// The Windows path that a file URI names, with `\` separators.
///
/// | URI | path | form |
/// |---|---|---|
/// | `file:///C:/Program%20Files/x` | `C:\Program Files\x` | a drive, [Appendix E.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2) |
/// | `file:/C:/x`, `file:C:/x`, `file://localhost/C:/x` | `C:\x` | the same, other spellings |
/// | `file:///c%7C/x`, `file:c%7C/x` | `c:\x` | a drive with `\|` (Appendix E.2.2), encoded |
/// | `file:///C:`, `file:///C:/` | `C:\` | the root of a drive |
/// | `file://server/share/f.txt` | `\\server\share\f.txt` | UNC, [Appendix E.3.1](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.1) |
/// | `file:////server/share/f.txt`, `file://///server/share/f.txt` | `\\server\share\f.txt` | UNC in the path (Appendix E.3.2) |
///
/// A drive is a letter, then `:` or `|`, then the end of the path or `/`. RFC 3986 has no `|`
/// in a URI: `file:///c|/x` is no URI reference, and must be given as `file:///c%7C/x` (which
/// is what Appendix E.2.2 means, and what browsers make of it): [`encode_drive_bar`] makes
/// that text of it. The letter keeps its
/// case, and `file:///C:` is the root of the drive, `C:\` (`C:` alone would be the current
/// directory of the drive, which no URI means). A UNC path needs a server and a share; a host
/// that is an IP literal (`[::1]`) is refused, since Windows names such a server otherwise
/// (`ipv6-literal.net`). The segments are decoded as UTF-8 (Windows paths are Unicode);
/// `%5C`, like `%2F`, is refused. A path with neither a drive nor a UNC server
/// (`file:///etc/hosts`) is refused. The path is not checked against Windows naming rules
/// beyond that (`file:///C:/a%3Fb` gives `C:\a?b`, which Windows then refuses).
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
/// use rfc3986::UriRef;
///
/// fn path(uri: &str) -> Result<String, Box<dyn std::error::Error>> {
///     Ok(file::to_windows_path(&UriRef::parse(uri)?)?)
/// }
/// assert_eq!(path("file:///C:/Program%20Files/x")?, r"C:\Program Files\x");
/// assert_eq!(path("file:c%7C/x")?, r"c:\x");
/// assert_eq!(path("file://server/share/f.txt")?, r"\\server\share\f.txt");
/// assert_eq!(path("file:////server/share/f.txt")?, r"\\server\share\f.txt");
///
/// let err = file::to_windows_path(&UriRef::parse("file:///etc/hosts")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::NotAbsolute);
/// assert_eq!(
///     err.to_string(),
///     r"path without a drive or UNC server at index 7: a Windows path starts with one (C:\ or \\server\share)"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_windows_path<G: Grammar>(uri: &RiRef<'_, G>) -> Result<String, FilePathError> {
    let file = FileUri::of(uri)?;
    let (path, at) = (file.path, file.path_start);
    let mut out = String::with_capacity(path.len() + file.host.map_or(0, str::len) + 3);
    match file.host {
        Some(host) if !file.is_local() => {
            if host.starts_with('[') {
                return Err(FilePathError::new(
                    FilePathErrorKind::Host,
                    "IP literal host",
                    "a UNC path names its server by name or IPv4 address",
                    Some(file.host_start),
                ));
            }
            unc(&mut out, host, file.host_start, path, at)?;
        }
        _ => {
            if let Some(rest) = path.strip_prefix("//") {
                // Appendix E.3.2: `file:////server/share`, `file://///server/share`.
                let slashes = if rest.starts_with('/') { 3 } else { 2 };
                let server_and_path = &path[slashes..];
                let (server, share_path) = server_and_path
                    .find('/')
                    .map_or((server_and_path, ""), |end| server_and_path.split_at(end));
                if server.is_empty() {
                    return Err(no_server(at + slashes));
                }
                unc(
                    &mut out,
                    server,
                    at + slashes,
                    share_path,
                    at + slashes + server.len(),
                )?;
            } else {
                let rooted = usize::from(path.starts_with('/'));
                let Some((letter, rest)) = drive(&path[rooted..]) else {
                    return Err(FilePathError::new(
                        FilePathErrorKind::NotAbsolute,
                        "path without a drive or UNC server",
                        r"a Windows path starts with one (C:\ or \\server\share)",
                        Some(at),
                    ));
                };
                out.push(char::from(letter));
                out.push(':');
                if rest.is_empty() {
                    out.push('\\');
                }
                push_decoded(&mut out, rest, at + path.len() - rest.len())?;
            }
        }
    }
    Ok(out)
}

/// The drive letter that `path` starts with, and the path after it (empty or from a `/`): a
/// letter, then `:` or `%7C` (the `|` of Appendix E.2.2, which a URI cannot hold as itself),
/// then the end or `/`.
fn drive(path: &str) -> Option<(u8, &str)> {
    let (letter, rest) = match path.as_bytes() {
        [letter, b':', ..] => (*letter, &path[2..]),
        [letter, b'%', b'7', b'C' | b'c', ..] => (*letter, &path[4..]),
        _ => return None,
    };
    let ends = rest.is_empty() || rest.starts_with('/');
    (letter.is_ascii_alphabetic() && ends).then_some((letter, rest))
}

/// Appends `\\server` and the share and path `path` (`/share/...`), decoded; `server` (as
/// written) is at `server_at` of the URI, `path` at `at`.
fn unc(
    out: &mut String,
    server: &str,
    server_at: usize,
    path: &str,
    at: usize,
) -> Result<(), FilePathError> {
    let share_len = path.get(1..).map_or(0, |p| p.find('/').unwrap_or(p.len()));
    if share_len == 0 {
        return Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "UNC path without a share",
            r"a UNC path starts with \\server\share",
            Some(at),
        ));
    }
    out.push_str(r"\\");
    push_decoded(out, server, server_at)?;
    push_decoded(out, path, at)
}

/// The error of a UNC path without a server (`file:////`), at `at`.
fn no_server(at: usize) -> FilePathError {
    FilePathError::new(
        FilePathErrorKind::NotAbsolute,
        "UNC path without a server",
        r"a UNC path starts with \\server\share",
        Some(at),
    )
}

/// Appends `text` (at `at` of the URI) decoded, as UTF-8, with `\` for `/`.
fn push_decoded(out: &mut String, text: &str, at: usize) -> Result<(), FilePathError> {
    let decoded = decode_segments(text, at, true)?;
    let decoded = match decoded {
        Cow::Borrowed(_) => text,
        Cow::Owned(ref bytes) => core::str::from_utf8(bytes).map_err(|e| {
            FilePathError::new(
                FilePathErrorKind::NotUnicode,
                "decoded bytes that are not UTF-8",
                "a Windows path is Unicode text",
                Some(at + encoded_index(text, e.valid_up_to())),
            )
        })?,
    };
    let mut pieces = decoded.split('/');
    if let Some(first) = pieces.next() {
        out.push_str(first);
    }
    for piece in pieces {
        out.push('\\');
        out.push_str(piece);
    }
    Ok(())
}

/// `text` with the `|` of a drive letter written `%7C`, so that the form
/// `file:///c|/x` of [RFC 8089 Appendix E.2.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2.2),
/// which RFC 3986 does not allow (`|` is no URI character), can be parsed and given to
/// [`to_windows_path`]; any other text, a URI or not, is given back as it is.
///
/// The `|` is taken for a drive's when `text` is a `file:` URI (the scheme in any case) whose
/// path, after the authority if there is one and after one `/`, starts with an ASCII letter,
/// then `|`, then `/`, `?`, `#` or the end. Only that `|` is encoded.
///
/// ```
/// use rfc3986::file;
/// use rfc3986::UriRef;
///
/// let text = file::encode_drive_bar("file:///c|/Program%20Files/x");
/// assert_eq!(text, "file:///c%7C/Program%20Files/x");
/// assert_eq!(file::to_windows_path(&UriRef::parse(&text)?)?, r"c:\Program Files\x");
/// assert_eq!(file::encode_drive_bar("file:c|/x"), "file:c%7C/x");
/// // Not a drive, or not a file URI: as it is.
/// assert_eq!(file::encode_drive_bar("file:///a|b/x"), "file:///a|b/x");
/// assert_eq!(file::encode_drive_bar("http://h/c|/x"), "http://h/c|/x");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn encode_drive_bar(text: &str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    let scheme = b"file:";
    if !bytes
        .get(..scheme.len())
        .is_some_and(|s| s.eq_ignore_ascii_case(scheme))
    {
        return Cow::Borrowed(text);
    }
    let mut path = scheme.len();
    if bytes[path..].starts_with(b"//") {
        let authority = path + 2;
        path = bytes[authority..]
            .iter()
            .position(|b| matches!(b, b'/' | b'?' | b'#'))
            .map_or(bytes.len(), |end| authority + end);
    }
    if bytes.get(path) == Some(&b'/') {
        path += 1;
    }
    let drive = bytes.get(path).is_some_and(u8::is_ascii_alphabetic)
        && bytes.get(path + 1) == Some(&b'|')
        && matches!(bytes.get(path + 2), None | Some(b'/' | b'?' | b'#'));
    if !drive {
        return Cow::Borrowed(text);
    }
    let bar = path + 1;
    let mut out = String::with_capacity(text.len() + 2);
    out.push_str(&text[..bar]);
    out.push_str("%7C");
    out.push_str(&text[bar + 1..]);
    Cow::Owned(out)
}

/// The file URI of an absolute Windows path: `\` and `/` are both separators, written `/`,
/// and each byte a segment may not carry as itself is percent-encoded.
///
/// | path | URI |
/// |---|---|
/// | `C:\Program Files\x` | `file:///C:/Program%20Files/x` |
/// | `\\server\share\f.txt` | `file://server/share/f.txt` |
/// | `\\?\C:\x`, `\\?\UNC\server\share\x` | `file:///C:/x`, `file://server/share/x` |
/// | `\\localhost\share\x` | `file:////localhost/share/x` |
///
/// A drive path needs its root (`C:\`); a UNC path, its server and share. A UNC server named
/// `localhost` is written in the path ([Appendix E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2)),
/// as `file://localhost/share` would be the local `\share`. The `\\?\` prefix (and `UNC\`
/// after it) is left out; device paths (`\\.\`, and `\\?\` with `/`) are refused, and so are
/// relative paths (`x\y`), drive-relative ones (`C:x`) and paths rooted on the current drive
/// (`\x`). The forms of Appendix E are read by [`to_windows_path`], never written.
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
///
/// assert_eq!(file::from_windows_path(r"C:\Program Files\x")?, "file:///C:/Program%20Files/x");
/// assert_eq!(file::from_windows_path(r"\\?\UNC\server\share\x")?, "file://server/share/x");
/// assert_eq!(file::from_windows_path(r"C:\50%\été")?, "file:///C:/50%25/%C3%A9t%C3%A9");
///
/// let err = file::from_windows_path(r"C:x").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::NotAbsolute);
/// assert_eq!(
///     err.to_string(),
///     r"drive-relative path: a file URI needs an absolute path (C:\x, not C:x)"
/// );
/// # Ok::<(), rfc3986::file::FilePathError>(())
/// ```
pub fn from_windows_path(path: &str) -> Result<UriRefBuf, FilePathError> {
    let bytes = path.as_bytes();
    let is_separator = |b: u8| b == b'\\' || b == b'/';
    if let Some(rest) = path.strip_prefix(r"\\?\") {
        let at = path.len() - rest.len();
        let unc = rest.as_bytes().get(..4);
        if unc.is_some_and(|unc| unc.eq_ignore_ascii_case(br"UNC\")) {
            // (Four ASCII bytes: `rest` goes on at a character boundary.)
            return unc_uri(&rest[4..], at + 4);
        }
        return match drive_path(rest, at) {
            Some(uri) => uri,
            None => Err(FilePathError::new(
                FilePathErrorKind::NotAbsolute,
                r"\\?\ path without a drive or UNC server",
                r"a file URI names a drive (\\?\C:\) or a UNC share (\\?\UNC\server\share)",
                None,
            )),
        };
    }
    match bytes {
        [a, b, rest @ ..] if is_separator(*a) && is_separator(*b) => {
            if let [b'.' | b'?', c, ..] = rest {
                if is_separator(*c) {
                    return Err(FilePathError::new(
                        FilePathErrorKind::DevicePath,
                        r"device path (\\.\)",
                        "it names a device, not a file",
                        None,
                    ));
                }
            }
            unc_uri(&path[2..], 2)
        }
        [a, ..] if is_separator(*a) => Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "path without a drive",
            r"a file URI needs an absolute path (C:\x, not \x)",
            None,
        )),
        _ => drive_path(path, 0).unwrap_or(Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "relative path",
            r"a file URI needs an absolute path (C:\x or \\server\share\x)",
            None,
        ))),
    }
}

/// The file URI of `path` (at `at` of the path given), if it starts with a drive letter and
/// `:`: an error if no separator follows, which makes a drive-relative path.
fn drive_path(path: &str, at: usize) -> Option<Result<UriRefBuf, FilePathError>> {
    match path.as_bytes() {
        [letter, b':', rest @ ..] if letter.is_ascii_alphabetic() => Some(match rest {
            [b'\\' | b'/', ..] => {
                // `/C:`, then the path from its root.
                let drive = [b'/', *letter, b':'];
                write_uri("", ascii(&drive), rest, at + 2, Separators::Both)
            }
            _ => Err(FilePathError::new(
                FilePathErrorKind::NotAbsolute,
                "drive-relative path",
                r"a file URI needs an absolute path (C:\x, not C:x)",
                None,
            )),
        }),
        _ => None,
    }
}

/// The file URI of the UNC path `path` (`server\share\...`, after its `\\`, at `at` of the
/// path given).
fn unc_uri(path: &str, at: usize) -> Result<UriRefBuf, FilePathError> {
    let is_separator = |b: &u8| *b == b'\\' || *b == b'/';
    let bytes = path.as_bytes();
    let server_len = bytes.iter().position(is_separator).unwrap_or(bytes.len());
    let (server, rest) = path.split_at(server_len);
    if server.is_empty() {
        return Err(no_server(at));
    }
    if let Some(nul) = server.find('\0') {
        return Err(FilePathError::new(
            FilePathErrorKind::Nul,
            "NUL byte in the path",
            "",
            Some(at + nul),
        ));
    }
    let share_len = rest
        .as_bytes()
        .get(1..)
        .map_or(0, |r| r.iter().position(is_separator).unwrap_or(r.len()));
    if share_len == 0 {
        return Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "UNC path without a share",
            r"a UNC path starts with \\server\share",
            Some(at + server_len),
        ));
    }
    let rest_at = at + server_len;
    if is_localhost(server) {
        // `file://localhost/share` would be the local `\share`: the server goes in the path.
        let mut prefix = String::with_capacity(2 + server.len());
        prefix.push_str("//");
        prefix.push_str(server);
        return write_uri("", &prefix, rest.as_bytes(), rest_at, Separators::Both);
    }
    let host = encode(server, EncodeSet::REG_NAME).to_cow();
    write_uri(&host, "", rest.as_bytes(), rest_at, Separators::Both)
}

#[cfg(test)]
mod tests {
    use super::encode_drive_bar;
    use alloc::borrow::Cow;

    #[test]
    fn the_drive_bar_and_only_it_is_encoded() {
        let table = [
            (
                "file:///c|/path/to/file.txt",
                "file:///c%7C/path/to/file.txt",
            ),
            ("file:/c|/path/to/file.txt", "file:/c%7C/path/to/file.txt"),
            ("file:c|/path/to/file.txt", "file:c%7C/path/to/file.txt"),
            ("FILE:///C|/x", "FILE:///C%7C/x"),
            ("file://localhost/c|/x", "file://localhost/c%7C/x"),
            ("file://h/c|/x|y", "file://h/c%7C/x|y"),
            ("file:///c|", "file:///c%7C"),
            ("file:c|", "file:c%7C"),
            ("file:///c|?q", "file:///c%7C?q"),
            ("file:///c|#f", "file:///c%7C#f"),
            ("file:///z|/", "file:///z%7C/"),
        ];
        for (text, encoded) in table {
            assert_eq!(encode_drive_bar(text), encoded, "{text}");
        }
    }

    #[test]
    fn other_text_is_given_back_borrowed() {
        for text in [
            "",
            "file",
            "file:",
            "file://",
            "file:///",
            "file://c|/x",
            "file://h?c|/x",
            "file:///c:/x",
            "file:///c%7C/x",
            "file:///ab|/x",
            "file:///1|/x",
            "file:///c|x",
            "file:///c||",
            "file:////c|/x",
            "file:///x/c|/y",
            "fil:///c|/x",
            "http:///c|/x",
            "xfile:///c|/x",
            "file:///\u{e9}|/x",
        ] {
            assert!(
                matches!(encode_drive_bar(text), Cow::Borrowed(t) if t == text),
                "{text}"
            );
        }
    }
}
