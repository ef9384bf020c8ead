//! The files a command reads, opened before any output, and their errors, which name them.

use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// A file opened, with its name as given (`None` for standard input).
pub(crate) type Opened = (Option<String>, Box<dyn Read + Send>);

/// Opens every file in order (`-` is standard input), so that a missing one stops the run before
/// any output; and their total size, when every one is a file.
pub(crate) fn open_files(files: &[PathBuf]) -> io::Result<(Vec<Opened>, Option<u64>)> {
    let mut opened: Vec<Opened> = Vec::new();
    let mut bytes = Some(0);
    for path in files {
        if path == Path::new("-") {
            opened.push((None, Box::new(io::stdin())));
            // Its size is not known: no total.
            bytes = None;
            continue;
        }
        let name = path.display().to_string();
        let file = File::open(path).map_err(|e| in_file(&name, &e))?;
        let size = file.metadata().map_or(0, |m| m.len());
        bytes = bytes.map(|bytes| bytes + size);
        opened.push((Some(name), Box::new(file)));
    }
    Ok((opened, bytes))
}

/// An error of the file `name`, naming it.
pub(crate) fn in_file(name: &str, error: &io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{name}: {error}"))
}
