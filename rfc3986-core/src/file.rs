//! File URIs and file system paths, both ways
//! ([RFC 8089](https://www.rfc-editor.org/rfc/rfc8089)).
//!
//! POSIX and Windows paths are explicit choices, each available on every platform (a Linux
//! server can read the Windows paths of its clients), and the platform's own is there too
//! under the `std` feature:
//!
//! | | URI → path | path → URI |
//! |---|---|---|
//! | POSIX | [`to_posix_path`] (bytes) | [`from_posix_path`] (bytes) |
//! | Windows | [`to_windows_path`] (text) | [`from_windows_path`] (text) |
//! | native, `std` | `to_file_path` (`PathBuf`) | `from_file_path` (`&Path`) |
//!
//! ```
//! use rfc3986::{file, UriRef};
//!
//! let uri = UriRef::parse("file:///etc/hosts%20old")?;
//! assert_eq!(&*file::to_posix_path(&uri)?, b"/etc/hosts old");
//! assert_eq!(file::from_posix_path("/tmp/50% #1")?, "file:///tmp/50%25%20%231");
//!
//! let uri = UriRef::parse("file:///C:/Program%20Files/x")?;
//! assert_eq!(file::to_windows_path(&uri)?, r"C:\Program Files\x");
//! assert_eq!(file::from_windows_path(r"\\server\share\f.txt")?, "file://server/share/f.txt");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Reading a URI
//!
//! - The scheme must be `file`, in any case; a reference without a scheme, or with a query
//!   (RFC 8089 has none: a `?` of a file name is written `%3F`), or with user info or a port, is
//!   refused. A fragment names a part of the file, not another file: it is left out.
//! - The host is local when the authority is absent (`file:/etc/hosts`), empty
//!   (`file:///etc/hosts`) or `localhost` in any case (`file://localhost/etc/hosts`,
//!   [section 2](https://www.rfc-editor.org/rfc/rfc8089#section-2)). A POSIX path has no host:
//!   any other is refused. A Windows path names it as a UNC server (`\\server\share`).
//! - An authority with an empty path (`file://localhost`) is the root, `/`, as
//!   [RFC 3986 section 6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3) reads it;
//!   a path without a root (`file:a/b`), other than a Windows drive, is refused.
//! - Each segment is percent-decoded; `%2F` (and, for Windows, `%5C`) would be a separator
//!   inside a segment, and `%00` a NUL, that no file name holds: both are refused, with the
//!   index of the `%`. A POSIX path is bytes: what is not UTF-8 is kept as it is (on Unix,
//!   `to_file_path` makes an `OsString` of the bytes). A Windows path is Unicode: decoded bytes
//!   that are not UTF-8 are refused.
//! - The path is not rewritten: a trailing `/` stays, empty segments stay, and `.` and `..`
//!   segments (decoded `%2E` included) are given to the file system as they are, which resolves
//!   them as it does any path (on POSIX, through symbolic links). To remove them as text
//!   first, normalize or resolve the URI ([`UriRef::normalize`](crate::RiRef::normalize)).
//!
//! # Writing a URI
//!
//! - Only an absolute path has a URI; a relative one is refused, saying why (POSIX: it does
//!   not start with `/`; Windows: it has no drive and root, `C:\`, nor UNC server and share,
//!   `\\server\share`: `C:x` and `\x` depend on the current directory).
//! - Every byte a path segment may not carry as itself in a URI is percent-encoded: `%`, `#`,
//!   `?`, space, controls, and every non-ASCII byte (UTF-8 text as its UTF-8 bytes); what
//!   `pchar` allows stays ([RFC 3986 section 3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
//!   A NUL byte is refused.
//! - A local path is written `file:///...`, with an empty authority
//!   ([section 2](https://www.rfc-editor.org/rfc/rfc8089#section-2)); nothing is removed or
//!   added (trailing separators, empty segments, `.` and `..` are kept), so that reading the
//!   URI gives the path back byte for byte (for Windows, with `/` separators as `\`).
//!
//! Windows paths have more forms, described at [`to_windows_path`] and [`from_windows_path`]:
//! drive letters, UNC paths, the `\\?\` prefix, and the forms of
//! [Appendix E](https://www.rfc-editor.org/rfc/rfc8089#appendix-E) in common use, which are
//! read but not written. A Windows path that names something other than a file is refused
//! both ways, however the URI spells it: a device path (`\\.\pipe\x`, `\\?\GLOBALROOT\x`:
//! `file://./pipe/x`, `file://%3F/GLOBALROOT/x`), a reserved device name (`C:\x\NUL`), an
//! alternate data stream (`C:\a:$DATA`).

use alloc::borrow::Cow;
use alloc::string::String;
#[cfg(all(feature = "std", any(unix, windows)))]
use std::path::{Path, PathBuf};

use crate::chars::PATH;
pub use crate::error::{FilePathError, FilePathErrorKind};
use crate::grammar::{Grammar, Uri};
use crate::owned::UriRefBuf;
use crate::pct::{decode_with, PERCENT_ENCODED};
use crate::recompose::Writer;
use crate::reference::RiRef;
use crate::scan::{run_end, Vectors};

mod windows;

pub use windows::{encode_drive_bar, from_windows_path, to_windows_path};

#[cfg(all(feature = "std", any(unix, windows)))]
extern crate std;

/// The parts of a file URI that name a file, checked: the scheme is `file`, there is no
/// query, and the authority, if any, is a host alone.
struct FileUri<'a> {
    /// The host as written, when there is an authority.
    host: Option<&'a str>,
    /// Where the host starts in the URI's text.
    host_start: usize,
    /// The path as written.
    path: &'a str,
    /// Where the path starts in the URI's text.
    path_start: usize,
}

impl<'a> FileUri<'a> {
    /// The parts of `uri`, or why it is no file URI.
    fn of<G: Grammar>(uri: &RiRef<'a, G>) -> Result<FileUri<'a>, FilePathError> {
        if !uri.scheme().is_some_and(|s| s.eq_ignore_ascii_case("file")) {
            return Err(FilePathError::new(
                FilePathErrorKind::NotFile,
                "not a file URI",
                "the scheme must be \"file\"",
                None,
            ));
        }
        let offsets = uri.offsets();
        if uri.query().is_some() {
            return Err(FilePathError::new(
                FilePathErrorKind::Query,
                "query",
                "a file URI has none (a '?' of a file name is written %3F)",
                Some(offsets.path_end as usize),
            ));
        }
        if uri.userinfo().is_some() || uri.port().is_some() {
            return Err(FilePathError::new(
                FilePathErrorKind::Authority,
                "user info or port",
                "the authority of a file URI is a host alone",
                Some(offsets.scheme_end as usize + 3),
            ));
        }
        Ok(FileUri {
            host: uri.host_str(),
            host_start: offsets.host_start as usize,
            path: uri.path(),
            path_start: offsets.path_start as usize,
        })
    }

    /// Whether the host is the local machine: no authority, an empty host, or `localhost`.
    fn is_local(&self) -> bool {
        self.host.is_none_or(is_localhost)
    }
}

/// Whether `host` names the local machine: empty, or `localhost` in any case
/// ([RFC 8089 section 2](https://www.rfc-editor.org/rfc/rfc8089#section-2)).
fn is_localhost(host: &str) -> bool {
    host.is_empty() || host.eq_ignore_ascii_case("localhost")
}

/// The decoded bytes of `text`, which starts at byte `at` of a URI, refusing `%00` and an
/// encoded separator: `%2F`, and `%5C` too when `backslash` is.
fn decode_segments(text: &str, at: usize, backslash: bool) -> Result<Cow<'_, [u8]>, FilePathError> {
    decode_with(text, |octet, index| {
        let (kind, what, why) = match octet {
            Some(0) => (
                FilePathErrorKind::Nul,
                "encoded NUL (%00) in a path segment",
                "",
            ),
            Some(b'/') => (
                FilePathErrorKind::EncodedSeparator,
                "encoded '/' (%2F) in a path segment",
                "",
            ),
            Some(b'\\') if backslash => (
                FilePathErrorKind::EncodedSeparator,
                "encoded '\\' (%5C) in a path segment",
                "",
            ),
            _ => return Ok(()),
        };
        Err(FilePathError::new(kind, what, why, Some(at + index)))
    })
}

/// The POSIX path that a file URI names: its path, percent-decoded, as bytes (borrowed from
/// the URI when nothing is encoded).
///
/// The URI's host must be local (absent, empty or `localhost`); `file://localhost` is `/`. See
/// the [module](self) for what is refused and why, and what is kept as it is.
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
/// use rfc3986::UriRef;
///
/// for uri in ["file:///etc/fstab", "file://localhost/etc/fstab", "file:/etc/fstab"] {
///     assert_eq!(&*file::to_posix_path(&UriRef::parse(uri)?)?, b"/etc/fstab");
/// }
/// let uri = UriRef::parse("file:///caf%C3%A9/%FF/")?;
/// assert_eq!(&*file::to_posix_path(&uri)?, b"/caf\xC3\xA9/\xFF/");
///
/// let err = file::to_posix_path(&UriRef::parse("file://server/etc/fstab")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::Host);
/// assert_eq!(
///     err.to_string(),
///     "non-local host at index 7: a POSIX path names local files only"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_posix_path<'a, G: Grammar>(uri: &RiRef<'a, G>) -> Result<Cow<'a, [u8]>, FilePathError> {
    let file = FileUri::of(uri)?;
    if !file.is_local() {
        return Err(FilePathError::new(
            FilePathErrorKind::Host,
            "non-local host",
            "a POSIX path names local files only",
            Some(file.host_start),
        ));
    }
    if file.path.is_empty() && file.host.is_some() {
        return Ok(Cow::Borrowed(b"/"));
    }
    if !file.path.starts_with('/') {
        return Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "path without a root",
            "a POSIX path starts with '/'",
            Some(file.path_start),
        ));
    }
    decode_segments(file.path, file.path_start, false)
}

/// The file URI of an absolute POSIX path, given as bytes (`&str`, `&[u8]`, `Vec<u8>`...):
/// `file://` and the path, each byte a segment may not carry as itself percent-encoded.
///
/// The path must start with `/`, and hold no NUL. It is written as it is: see the
/// [module](self).
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
///
/// assert_eq!(file::from_posix_path("/etc/fstab")?, "file:///etc/fstab");
/// let uri = file::from_posix_path(b"/caf\xC3\xA9/a?b#c/%/\xFF/")?;
/// assert_eq!(uri, "file:///caf%C3%A9/a%3Fb%23c/%25/%FF/");
///
/// let err = file::from_posix_path("etc/fstab").unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::NotAbsolute);
/// assert_eq!(
///     err.to_string(),
///     "relative path: a file URI needs an absolute path, which starts with '/'"
/// );
/// # Ok::<(), rfc3986::file::FilePathError>(())
/// ```
pub fn from_posix_path(path: impl AsRef<[u8]>) -> Result<UriRefBuf, FilePathError> {
    posix_uri(path.as_ref())
}

/// [`from_posix_path`], not generic.
fn posix_uri(path: &[u8]) -> Result<UriRefBuf, FilePathError> {
    if path.first() != Some(&b'/') {
        return Err(FilePathError::new(
            FilePathErrorKind::NotAbsolute,
            "relative path",
            "a file URI needs an absolute path, which starts with '/'",
            None,
        ));
    }
    write_uri("", "", path, 0, Separators::Slash)
}

/// What separates the segments of a path being written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Separators {
    /// `/` only (POSIX).
    Slash,
    /// `/` and `\` (Windows).
    Both,
}

/// The file URI with authority `host` and a path of `prefix` (both in URI form), then `path`
/// (a path of the file system, from a separator, at byte `at` of the path given: for errors),
/// written by the [`Writer`].
fn write_uri(
    host: &str,
    prefix: &str,
    path: &[u8],
    at: usize,
    separators: Separators,
) -> Result<UriRefBuf, FilePathError> {
    // Room for the scheme and the authority, and for a path with a few bytes to encode (the
    // text grows if it has more).
    let len = host.len() + prefix.len() + path.len();
    let mut text = String::with_capacity(8 + len + path.len() / 8);
    let mut w = Writer::new(&mut text);
    w.scheme("file");
    w.authority(None, host, None);
    w.push(prefix);
    encode_path(w.path_text(), path, at, separators)?;
    w.end_path();
    w.query(None);
    w.fragment(None);
    let offsets = w.finish::<Uri>().map_err(|_| {
        FilePathError::new(
            FilePathErrorKind::TooLong,
            "file URI too long",
            "it would be longer than rfc3986::MAX_LEN bytes",
            None,
        )
    })?;
    Ok(UriRefBuf::recomposed(text, offsets))
}

/// Appends `path` to `out` percent-encoded as a path (`pchar` and `/`), each separator as `/`:
/// the runs of bytes the path takes as themselves are found many bytes at a time, and copied
/// at once. A NUL byte is an error, at its index in `path` plus `at`.
fn encode_path(
    out: &mut String,
    path: &[u8],
    at: usize,
    separators: Separators,
) -> Result<(), FilePathError> {
    // Each turn takes a run and the byte after it off the front of `rest`: the loop ends.
    let mut rest = path;
    let vectors = Vectors::detected();
    loop {
        let (run, after) = rest.split_at(run_end(&PATH, rest, 0, vectors));
        out.push_str(ascii(run));
        let Some((&byte, after)) = after.split_first() else {
            break;
        };
        match byte {
            0 => {
                return Err(FilePathError::new(
                    FilePathErrorKind::Nul,
                    "NUL byte in the path",
                    "",
                    Some(at + path.len() - after.len() - 1),
                ))
            }
            b'\\' if separators == Separators::Both => out.push('/'),
            _ => out.push_str(PERCENT_ENCODED[usize::from(byte)]),
        }
        rest = after;
    }
    Ok(())
}

/// A run of bytes of [`PATH`], as text: they are ASCII.
#[inline(always)]
fn ascii(run: &[u8]) -> &str {
    debug_assert!(run.is_ascii());
    core::str::from_utf8(run).unwrap_or_default()
}

/// The path of the platform that a file URI names: the [POSIX path](to_posix_path) as an
/// `OsString` of its bytes on Unix, the [Windows path](to_windows_path) on Windows.
///
/// ```
/// use rfc3986::{file, UriRef};
///
/// let uri = UriRef::parse("file:///tmp/a%20b")?;
/// # #[cfg(unix)]
/// assert_eq!(file::to_file_path(&uri)?, std::path::Path::new("/tmp/a b"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(all(feature = "std", unix))]
pub fn to_file_path<G: Grammar>(uri: &RiRef<'_, G>) -> Result<PathBuf, FilePathError> {
    use std::os::unix::ffi::OsStringExt;
    let bytes = to_posix_path(uri)?.into_owned();
    Ok(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
}

/// The path of the platform that a file URI names: the [POSIX path](to_posix_path) as an
/// `OsString` of its bytes on Unix, the [Windows path](to_windows_path) on Windows.
///
/// ```
/// use rfc3986::{file, UriRef};
///
/// let uri = UriRef::parse("file:///C:/a%20b")?;
/// assert_eq!(file::to_file_path(&uri)?, std::path::Path::new(r"C:\a b"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(all(feature = "std", windows))]
pub fn to_file_path<G: Grammar>(uri: &RiRef<'_, G>) -> Result<PathBuf, FilePathError> {
    to_windows_path(uri).map(PathBuf::from)
}

/// The file URI of an absolute path of the platform: [`from_posix_path`] of its bytes on Unix
/// (any bytes, UTF-8 or not), [`from_windows_path`] on Windows.
///
/// ```
/// use rfc3986::file;
///
/// # #[cfg(unix)]
/// assert_eq!(file::from_file_path("/tmp/a b")?, "file:///tmp/a%20b");
/// # Ok::<(), rfc3986::file::FilePathError>(())
/// ```
#[cfg(all(feature = "std", unix))]
pub fn from_file_path(path: impl AsRef<Path>) -> Result<UriRefBuf, FilePathError> {
    use std::os::unix::ffi::OsStrExt;
    posix_uri(path.as_ref().as_os_str().as_bytes())
}

/// The file URI of an absolute path of the platform: [`from_posix_path`] of its bytes on Unix
/// (any bytes, UTF-8 or not), [`from_windows_path`] on Windows (a path that is not valid
/// UTF-16 is refused).
///
/// ```
/// use rfc3986::file;
///
/// assert_eq!(file::from_file_path(r"C:\a b")?, "file:///C:/a%20b");
/// # Ok::<(), rfc3986::file::FilePathError>(())
/// ```
#[cfg(all(feature = "std", windows))]
pub fn from_file_path(path: impl AsRef<Path>) -> Result<UriRefBuf, FilePathError> {
    match path.as_ref().to_str() {
        Some(path) => from_windows_path(path),
        None => Err(FilePathError::new(
            FilePathErrorKind::NotUnicode,
            "path that is not valid UTF-16",
            "a Windows path in a file URI is Unicode text",
            None,
        )),
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec;

    use super::*;
    use crate::limits::LEN_LIMIT;

    /// A URI longer than the limit is not written (the crate's unit tests have a limit of a
    /// few hundred bytes: see `LEN_LIMIT`); the longest allowed is.
    #[test]
    fn too_long_a_uri_is_not_written() {
        let mut longest = vec![b'a'; LEN_LIMIT - "file://".len()];
        longest[0] = b'/';
        assert_eq!(
            from_posix_path(&longest).map(|u| u.as_str().len()),
            Ok(LEN_LIMIT)
        );
        longest.push(b'a');
        let err = from_posix_path(&longest).unwrap_err();
        assert_eq!(err.kind(), FilePathErrorKind::TooLong);
        assert_eq!(err.index(), None);
        assert_eq!(
            err.to_string(),
            "file URI too long: it would be longer than rfc3986::MAX_LEN bytes"
        );
        let windows = ["C:\\", &"a".repeat(LEN_LIMIT)].concat();
        let err = from_windows_path(&windows).unwrap_err();
        assert_eq!(err.kind(), FilePathErrorKind::TooLong);
    }

    /// The runs copied as text are the path's own bytes.
    #[test]
    fn ascii_runs_are_their_bytes() {
        assert_eq!(ascii(b"/a:b@c"), "/a:b@c");
        assert_eq!(ascii(b""), "");
    }
}
