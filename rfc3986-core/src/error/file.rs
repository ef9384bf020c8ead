//! The error of the mappings between `file` URIs and paths: [`FilePathError`].

use core::fmt;

/// What kind of problem a [`FilePathError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathErrorKind {
    /// A reference without a scheme, or whose scheme is not `file`
    /// ([RFC 8089 section 2](https://www.rfc-editor.org/rfc/rfc8089#section-2)).
    NotFile,
    /// A query: the `file` scheme has none (RFC 8089 section 2), and a `?` is no part of a
    /// file name unless it is percent-encoded.
    Query,
    /// User info or a port: the authority of a file URI is a host alone.
    Authority,
    /// A host the path cannot name: a host other than the local machine for a POSIX path,
    /// an IP literal for a Windows UNC path.
    Host,
    /// A percent-encoded separator (`%2F`, and in a Windows path `%5C`) in a segment: no file
    /// name holds one.
    EncodedSeparator,
    /// A NUL byte, percent-encoded in a URI (`%00`) or in a path: no file name holds one.
    Nul,
    /// Text that is not Unicode where a Windows path is wanted: decoded bytes that are not
    /// UTF-8, or a native path that is not valid UTF-16.
    NotUnicode,
    /// A path that is not absolute: a relative path, or a URI whose path has no root (no `/`
    /// for POSIX; no drive letter and root, nor UNC server and share, for Windows).
    NotAbsolute,
    /// A Windows path that names a device rather than a file: a device path (`\\.\`, or
    /// `\\?\` other than before a drive or a UNC share), or a reserved device name (`CON`,
    /// `NUL`, `COM1`...) as a segment.
    DevicePath,
    /// A `:` in a segment of a Windows path (other than the drive's): Windows reads `a:s` as
    /// the alternate data stream `s` of the file `a`, not as a file name.
    AlternateStream,
    /// The URI would be longer than [`MAX_LEN`](crate::MAX_LEN) bytes.
    TooLong,
}

/// A file URI that does not give a path, or a path that does not give a file URI
/// ([RFC 8089](https://www.rfc-editor.org/rfc/rfc8089)): what is wrong, and where when it is
/// at one byte of the input (in the URI's text, or in the path's bytes).
///
/// ```
/// use rfc3986::file::{self, FilePathErrorKind};
/// use rfc3986::UriRef;
///
/// let err = file::to_posix_path(&UriRef::parse("file:///a%2Fb")?).unwrap_err();
/// assert_eq!(err.kind(), FilePathErrorKind::EncodedSeparator);
/// assert_eq!(err.index(), Some(9));
/// assert_eq!(err.to_string(), "encoded '/' (%2F) in a path segment at index 9");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FilePathError {
    kind: FilePathErrorKind,
    index: Option<usize>,
    /// What is wrong, said before the index.
    what: &'static str,
    /// Why it is wrong, said after it, or nothing.
    why: &'static str,
}

impl FilePathError {
    /// An error of `kind`: `what` is wrong, at `index` if it is at one byte, and `why` (or
    /// nothing, when it goes without saying).
    #[cold]
    pub(crate) fn new(
        kind: FilePathErrorKind,
        what: &'static str,
        why: &'static str,
        index: Option<usize>,
    ) -> FilePathError {
        FilePathError {
            kind,
            index,
            what,
            why,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> FilePathErrorKind {
        self.kind
    }

    /// The byte offset of the problem: in the URI's text for a URI read, in the path for a
    /// path read; `None` when it is about the whole input.
    pub fn index(&self) -> Option<usize> {
        self.index
    }
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)?;
        if let Some(i) = self.index {
            write!(f, " at index {i}")?;
        }
        if !self.why.is_empty() {
            write!(f, ": {}", self.why)?;
        }
        Ok(())
    }
}

impl core::error::Error for FilePathError {}
