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
/// (`file:///etc/hosts`) is refused.
///
/// What [`from_windows_path`] refuses to write is refused here too, so that no URI gives a
/// path that Windows reads as something other than a file:
/// - a UNC server `.` or `?`, however spelled (`file://./pipe/x`, `file://%2E/PhysicalDrive0`,
///   `file://%3F/GLOBALROOT/x`, `file:////./pipe/x`): `\\.\pipe\x` and `\\?\GLOBALROOT\x`
///   are Win32 device paths, which name devices and the objects of the NT namespace
///   ([`DevicePath`](FilePathErrorKind::DevicePath));
/// - a reserved device name as a segment, in any case, with or without an extension or
///   spaces at its end (`CON`, `PRN`, `AUX`, `NUL`, `COM0` to `COM9`, `LPT0` to `LPT9`, `COM¹`,
///   `CONIN$`, `nul.txt`, `Com1 .log`): Windows opens the device in any directory
///   ([`DevicePath`](FilePathErrorKind::DevicePath));
/// - a `:` in a segment, as itself or `%3A` (`file:///C:/a:$DATA`): Windows reads `a:s` as
///   the alternate data stream `s` of the file `a`, and `a::$DATA` as the file's content
///   ([`AlternateStream`](FilePathErrorKind::AlternateStream)). A file name has no `:`, so
///   refusing it loses no file.
///
/// The path is not checked against Windows naming rules beyond that (`file:///C:/a%3Fb`
/// gives `C:\a?b`, which Windows then refuses), and not against the names Windows reads as
/// another name of the same file (case, trailing dots and spaces, 8.3 short names).
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
///
/// // `\\.\pipe\evil` would name a named pipe, not a file on the server ".".
/// let err = file::to_windows_path(&UriRef::parse("file://%2E/pipe/evil")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
/// assert_eq!(
///     err.to_string(),
///     r"device path (\\.\ or \\?\) at index 7: it names a device, not a file"
/// );
/// let err = file::to_windows_path(&UriRef::parse("file:///C:/x/nul.txt")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
/// let err = file::to_windows_path(&UriRef::parse("file:///C:/a%3A$DATA")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::AlternateStream);
/// assert_eq!(err.index(), Some(12));
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
                push_segments(&mut out, rest, at + path.len() - rest.len())?;
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
    let name = decoded(server, server_at)?;
    check_server(&name, server_at)?;
    out.push_str(&name);
    push_segments(out, path, at)
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

/// `text` (at `at` of the URI) decoded, as UTF-8.
fn decoded(text: &str, at: usize) -> Result<Cow<'_, str>, FilePathError> {
    match decode_segments(text, at, true)? {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned).map_err(|e| {
            FilePathError::new(
                FilePathErrorKind::NotUnicode,
                "decoded bytes that are not UTF-8",
                "a Windows path is Unicode text",
                Some(at + encoded_index(text, e.utf8_error().valid_up_to())),
            )
        }),
    }
}

/// Appends the segments of `text` (at `at` of the URI), each decoded as UTF-8 and checked
/// ([`check_name`]), with `\` for `/`.
fn push_segments(out: &mut String, text: &str, at: usize) -> Result<(), FilePathError> {
    let mut segment_at = at;
    for (n, segment) in text.split('/').enumerate() {
        if n > 0 {
            out.push('\\');
        }
        let name = decoded(segment, segment_at)?;
        check_name(&name, |i| segment_at + encoded_index(segment, i))?;
        out.push_str(&name);
        segment_at += segment.len() + 1;
    }
    Ok(())
}

/// Refuses the UNC server `.` and `?` (at `at` of the input), which make the Win32 device
/// paths `\\.\` and `\\?\`: the path would name a device (`\\.\pipe\x`,
/// `\\.\PhysicalDrive0`) or an object of the NT namespace (`\\?\GLOBALROOT\...`), not a
/// file on a share.
fn check_server(server: &str, at: usize) -> Result<(), FilePathError> {
    if server == "." || server == "?" {
        return Err(FilePathError::new(
            FilePathErrorKind::DevicePath,
            r"device path (\\.\ or \\?\)",
            "it names a device, not a file",
            Some(at),
        ));
    }
    Ok(())
}

/// Refuses a segment of a Windows path, `name` (decoded), that Windows does not read as a
/// file name: one holding a `:`, which names an alternate data stream (`a:s`, `a::$DATA`), and
/// a reserved device name ([`is_device_name`]); `index` gives the input's index of a byte of
/// `name`.
fn check_name(name: &str, index: impl Fn(usize) -> usize) -> Result<(), FilePathError> {
    if let Some(colon) = name.find(':') {
        return Err(FilePathError::new(
            FilePathErrorKind::AlternateStream,
            "':' in a path segment",
            "Windows reads a:s as the alternate data stream s of the file a, not as a file name",
            Some(index(colon)),
        ));
    }
    if is_device_name(name) {
        return Err(FilePathError::new(
            FilePathErrorKind::DevicePath,
            "reserved device name (CON, PRN, AUX, NUL, COM1, LPT1...)",
            "Windows opens the device, not a file",
            Some(index(0)),
        ));
    }
    Ok(())
}

/// The names that Windows reads as devices in any directory, whatever their case, with or
/// without an extension: `CON`, `PRN`, `AUX`, `NUL`, `CONIN$`, `CONOUT$`, and `COM` or `LPT`
/// followed by a digit or by `¹`, `²` or `³`
/// ([Naming Files](https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file)).
const DEVICES: [&str; 6] = ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"];

/// Whether Windows reads the file name `name` as a device: its part before the first `.`,
/// spaces at its end removed (`nul.txt`, `CON .x`, `com1`), is one of the [`DEVICES`] or a
/// `COM` or `LPT` port.
fn is_device_name(name: &str) -> bool {
    let stem = name.split_once('.').map_or(name, |(stem, _)| stem);
    let stem = stem.trim_end_matches(' ');
    if DEVICES
        .iter()
        .any(|device| stem.eq_ignore_ascii_case(device))
    {
        return true;
    }
    let Some((port, number)) = stem.split_at_checked(3) else {
        return false;
    };
    let mut number = number.chars();
    let numbered = matches!(
        (number.next(), number.next()),
        (Some('0'..='9' | '\u{b9}' | '\u{b2}' | '\u{b3}'), None)
    );
    numbered && (port.eq_ignore_ascii_case("COM") || port.eq_ignore_ascii_case("LPT"))
}

/// Refuses a segment of the Windows path `path` (`\\` and `/` separate them; `path` is at
/// `at` of the path given) that [`check_name`] refuses.
fn check_names(path: &str, at: usize) -> Result<(), FilePathError> {
    let mut segment_at = at;
    for segment in path.split(['\\', '/']) {
        check_name(segment, |i| segment_at + i)?;
        segment_at += segment.len() + 1;
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
/// after it) is left out; relative paths (`x\y`), drive-relative ones (`C:x`) and paths
/// rooted on the current drive (`\x`) are refused. The forms of Appendix E are read by
/// [`to_windows_path`], never written.
///
/// A path that names something other than a file is refused, as [`to_windows_path`] refuses
/// the URIs that would give it: a device path (`\\.\COM1`, `//./pipe/x`, `\\?\` before
/// anything but a drive or `UNC\`, `\\?\UNC\.\pipe`), a reserved device name as a segment
/// (`C:\x\NUL`, `C:\x\com1.txt`), even after `\\?\` (which reaches a file so named, where
/// the URI's path without the prefix would not), and a `:` after the drive's (`C:\a:$DATA`,
/// an alternate data stream).
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
/// let err = file::from_windows_path(r"\\.\pipe\x").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
/// let err = file::from_windows_path(r"C:\x\CON").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::DevicePath);
/// assert_eq!(
///     err.to_string(),
///     "reserved device name (CON, PRN, AUX, NUL, COM1, LPT1...) at index 5: Windows opens \
///      the device, not a file"
/// );
/// let err = file::from_windows_path(r"C:\a:$DATA").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::AlternateStream);
/// assert_eq!(err.index(), Some(4));
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
        [a, b, ..] if is_separator(*a) && is_separator(*b) => unc_uri(&path[2..], 2),
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
                check_names(&path[2..], at + 2)
                    .and_then(|()| write_uri("", ascii(&drive), rest, at + 2, Separators::Both))
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
    check_server(server, at)?;
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
    check_names(rest, rest_at)?;
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
