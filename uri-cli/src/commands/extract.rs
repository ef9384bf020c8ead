//! `uri extract`: the URIs in text (RFC 3986 Appendix C), one per line or one JSON object each,
//! with their byte spans in the input.
//!
//! Each input is read in chunks and searched up to the last point that no URI can cross: the
//! last ASCII whitespace, or the `<` before it when the text between them could be a URI in angle
//! brackets broken across lines. The rest waits for the next chunk, so a URI across two reads is
//! found whole, and memory stays bounded: when no such point comes within `LONGEST_WAIT` bytes
//! (one word of 16 MiB, or angle brackets never closed), the text read is searched as it is.

use std::borrow::Cow;
use std::io::{self, Read, Write};
use std::path::PathBuf;

use indicatif::ProgressBar;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{extract_bytes, ExtractOptions, Form, Found, RiRef};
use serde::Serialize;

use crate::base;
use crate::input::{in_file, open_files, Opened};
use crate::json;
use crate::output::{self, Stdout};
use crate::report::{progress, Outcome, Passwords};

/// The exit status of `uri extract`, for `--help`.
pub(crate) const EXTRACT_EXIT_STATUS: &str = "\
Exit status:
  0    the inputs were searched (whether or not any URI was found)
  2    usage error (an invalid --resolve base among them), or input/output error
  141  standard output was closed (`uri extract ... | head`)";

/// How much is read at once.
const CHUNK_BYTES: usize = 1 << 20;

/// The most text kept waiting for the end of a URI that may cross a read.
const LONGEST_WAIT: usize = 1 << 24;

/// Arguments of `uri extract`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per URI: `uri`, `start` and `end` (byte offsets of its span in the
    /// input, end exclusive), `form` (`angle`, `url-prefix`, `quoted` or `bare`), and `file`
    /// when several files are given.
    #[arg(long)]
    json: bool,
    /// Find IRIs (RFC 3987): characters beyond ASCII inside URIs. A bare IRI ends where the
    /// prose after it starts, even with no space before it: at CJK punctuation, or where a word
    /// goes on in another script (`https://n.example/aを参照` is `https://n.example/a`).
    #[arg(long)]
    iri: bool,
    /// Resolve the relative references found inside angle brackets against BASE, an absolute
    /// URI (RFC 3986 section 5); an invalid BASE is a usage error.
    #[arg(long, value_name = "BASE")]
    resolve: Option<String>,
    /// The files to search, in order (`-` is standard input); standard input when there are
    /// none.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// A line of `uri extract --json`.
#[derive(Serialize)]
struct FoundLine<'a> {
    uri: &'a str,
    start: u64,
    end: u64,
    form: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
}

/// Prints the URIs of every input; always `AllValid` (finding nothing is no error).
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    if args.iri {
        run_in::<Iri>(args)
    } else {
        run_in::<Uri>(args)
    }
}

/// [`run`] in grammar `G`.
fn run_in<G: Grammar>(args: &Args) -> io::Result<Outcome> {
    let base = match &args.resolve {
        Some(text) => Some(base::absolute(
            text.as_bytes(),
            RiRef::<G>::parse(text),
            Passwords::Masked,
        )?),
        None => None,
    };
    let (sources, total) = open(&args.files)?;
    let several = args.files.len() > 1;
    let progress = progress::over_files(total);
    let options = ExtractOptions {
        iri: G::IRI,
        ..ExtractOptions::DEFAULT
    };
    let mut writer = Writer {
        out: output::stdout(256 * 1024),
        json: args.json,
        base,
    };
    let mut result = Ok(());
    for (name, mut stream) in sources {
        let file = name.as_deref().filter(|_| several);
        result = search(&mut stream, options, progress.as_ref(), |found, offset| {
            writer.write(found, offset, file)
        })
        .map_err(|e| match &name {
            Some(name) if e.kind() != io::ErrorKind::BrokenPipe => in_file(name, &e),
            _ => e,
        })
        .and_then(|()| writer.out.flush());
        if result.is_err() {
            break;
        }
    }
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    result.map(|()| Outcome::AllValid)
}

/// Opens every file ([`open_files`]); none is standard input alone.
fn open(files: &[PathBuf]) -> io::Result<(Vec<Opened>, Option<u64>)> {
    if files.is_empty() {
        return Ok((vec![(None, Box::new(io::stdin()))], None));
    }
    open_files(files)
}

/// Searches `stream` chunk by chunk, calling `each` with every URI found and the offset in the
/// stream of the text it was found in; stops at the first error.
fn search(
    stream: &mut dyn Read,
    options: ExtractOptions,
    progress: Option<&ProgressBar>,
    mut each: impl FnMut(&Found<'_>, u64) -> io::Result<()>,
) -> io::Result<()> {
    let mut pending: Vec<u8> = Vec::with_capacity(CHUNK_BYTES);
    let mut offset = 0u64;
    loop {
        let old = pending.len();
        pending.resize(old + CHUNK_BYTES, 0);
        let read = loop {
            match stream.read(&mut pending[old..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        };
        pending.truncate(old + read);
        if let Some(bar) = progress {
            bar.inc(read as u64);
        }
        let end = read == 0;
        let cut = match safe_end(&pending) {
            _ if end || pending.len() >= LONGEST_WAIT => pending.len(),
            cut => cut,
        };
        for found in extract_bytes(&pending[..cut], options) {
            each(&found, offset)?;
        }
        if end {
            return Ok(());
        }
        pending.drain(..cut);
        offset += cut as u64;
    }
}

/// The end of the longest start of `text` that can be searched alone: the last ASCII whitespace,
/// unless the text between it and a `<` before it could all be inside angle brackets (URI
/// characters and whitespace): then that `<`. Zero when there is none.
fn safe_end(text: &[u8]) -> usize {
    let Some(space) = text.iter().rposition(u8::is_ascii_whitespace) else {
        return 0;
    };
    let in_angle_brackets = |b: &u8| {
        *b >= 0x80
            || b.is_ascii_alphanumeric()
            || b.is_ascii_whitespace()
            || b"-._~:/?#[]@!$&'()*+,;=%".contains(b)
    };
    match text[..space].iter().rposition(|b| !in_angle_brackets(b)) {
        Some(open) if text[open] == b'<' => open,
        _ => space,
    }
}

/// Standard output, and how each URI is written.
struct Writer<'b, G: Grammar> {
    out: io::BufWriter<Stdout>,
    json: bool,
    base: Option<RiRef<'b, G>>,
}

impl<G: Grammar> Writer<'_, G> {
    /// Writes `found`, whose offsets are in text that starts at `offset` in file `file`.
    fn write(&mut self, found: &Found<'_>, offset: u64, file: Option<&str>) -> io::Result<()> {
        let uri = self.resolved(found);
        if self.json {
            let line = FoundLine {
                uri: &uri,
                start: offset + found.start as u64,
                end: offset + found.end as u64,
                form: found.form.as_str(),
                file,
            };
            json::write_line(&mut self.out, &line)
        } else {
            self.out.write_all(uri.as_bytes())?;
            self.out.write_all(b"\n")
        }
    }

    /// The URI found, or with `--resolve` the target of a relative reference found inside
    /// angle brackets.
    fn resolved<'f>(&self, found: &'f Found<'_>) -> Cow<'f, str> {
        let in_angle_brackets = matches!(found.form, Form::Angle | Form::UrlPrefix);
        let target = self
            .base
            .as_ref()
            .filter(|_| in_angle_brackets)
            .and_then(|base| {
                let reference = RiRef::<G>::parse(&found.uri).ok()?;
                if !reference.is_relative() {
                    return None;
                }
                base.resolve(&reference).ok()
            });
        match target {
            Some(target) => Cow::Owned(target.as_str().to_string()),
            None => Cow::Borrowed(&*found.uri),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads its text in pieces of `piece` bytes.
    struct Pieces<'a> {
        text: &'a [u8],
        piece: usize,
    }

    impl Read for Pieces<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.piece.min(buf.len()).min(self.text.len());
            buf[..n].copy_from_slice(&self.text[..n]);
            self.text = &self.text[n..];
            Ok(n)
        }
    }

    /// What `search` finds in `text` read in pieces of `piece` bytes: each URI and its span
    /// in the whole text.
    fn found_in_pieces(text: &[u8], piece: usize) -> Vec<(String, u64, u64)> {
        let mut all = Vec::new();
        let mut stream = Pieces { text, piece };
        search(
            &mut stream,
            ExtractOptions::DEFAULT,
            None,
            |found, offset| {
                let start = offset + found.start as u64;
                all.push((found.uri.to_string(), start, offset + found.end as u64));
                Ok(())
            },
        )
        .expect("no error");
        all
    }

    /// Whatever the pieces, the URIs found are those of the whole text, at the same offsets:
    /// URIs that cross reads, angle brackets broken across lines and reads, a `<` never closed.
    #[test]
    fn uris_across_reads_are_found_whole() {
        let text = b"see http://a.example/path/to/x. and <http://b.example/long/\n  path> or \
                     \"http://c/\" then < not a uri and (https://en.wikipedia.org/wiki/F_(b)) \
                     <URL: ftp://d/\n e> end http://e/f";
        let whole: Vec<(String, u64, u64)> = extract_bytes(text, ExtractOptions::DEFAULT)
            .map(|f| (f.uri.to_string(), f.start as u64, f.end as u64))
            .collect();
        assert_eq!(whole.len(), 6);
        for piece in 1..=text.len() {
            assert_eq!(found_in_pieces(text, piece), whole, "pieces of {piece}");
        }
    }

    #[test]
    fn the_safe_end_is_before_open_angle_brackets() {
        assert_eq!(safe_end(b"abc"), 0);
        assert_eq!(safe_end(b"a b c"), 3);
        assert_eq!(safe_end(b"a <http://x/\n y"), 2);
        assert_eq!(safe_end(b"a <http://x/> y"), 13);
        assert_eq!(safe_end(b"a <x \"b\" y"), 8);
    }
}
