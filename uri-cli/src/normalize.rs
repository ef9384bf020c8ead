//! `uri normalize`: one normal form per input line, in input order, for crawl-sized lists.
//!
//! The input is read in chunks of whole lines by one thread; each chunk is normalized by a
//! rayon pool, in blocks of lines that keep their order; the main thread writes the blocks
//! (and keeps the dedupe set). Memory is bounded by a few chunks in flight, plus the dedupe
//! set when asked for. With `--threads 1` everything runs on the main thread.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use rfc3986::{NormalizeOptions, UriRef};
use serde::Serialize;

use crate::input::strip_line_ending;
use crate::parse::JsonError;
use crate::Outcome;

/// Arguments of `uri normalize`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Syntax-based normalization only (RFC 3986 section 6.2.2): leave ports and empty paths.
    #[arg(long)]
    syntax_only: bool,
    /// Drop fragments (section 6.1: they do not matter for network actions).
    #[arg(long)]
    ignore_fragment: bool,
    /// Print each normal form once, at its first occurrence.
    #[arg(long)]
    dedupe: bool,
    /// Print one JSON object per input line; invalid lines too, on standard output.
    #[arg(long)]
    json: bool,
    /// Read URIs from FILE, one per line (repeatable; files are read in order).
    #[arg(long = "input", value_name = "FILE", conflicts_with = "uris")]
    inputs: Vec<PathBuf>,
    /// Worker threads (default: one per core); 1 runs everything on one thread.
    #[arg(long, value_name = "N")]
    threads: Option<NonZeroUsize>,
    /// Do not print the summary on standard error.
    #[arg(short, long)]
    quiet: bool,
    /// The URIs; standard input (or --input files), one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Lines per block: the unit of work of a pool thread.
const BLOCK_LINES: usize = 2048;
/// How much is read at once (a chunk is at most this, cut after its last full line).
const CHUNK_BYTES: usize = 1 << 20;

/// Where the lines come from.
enum Source {
    Args(Vec<OsString>),
    File(PathBuf, File),
    Stdin,
}

/// A run of whole lines of one source.
struct Chunk {
    /// Which source (index into the names), for error lines.
    source: usize,
    /// The number of the chunk's first line, from 1.
    first_line: usize,
    /// Lines, each ending with `\n` except perhaps the last of the source; or, for arguments,
    /// the arguments one after the other.
    data: Vec<u8>,
    /// For arguments, where each ends in `data`: an argument is one input whatever it holds (a
    /// `\n` or a final `\r` in it is part of it, and makes it invalid).
    arg_ends: Vec<usize>,
}

/// What one block of lines gave: the text for standard output and standard error, and where
/// each line's part of them ends.
#[derive(Default)]
struct Block {
    out: Vec<u8>,
    err: Vec<u8>,
    /// The normal forms one after the other, for `--dedupe`.
    keys: Vec<u8>,
    lines: Vec<LineEnd>,
}

/// Where a line's output, error and key end in its block, and how it went.
struct LineEnd {
    out: usize,
    err: usize,
    key: usize,
    valid: bool,
    changed: bool,
}

/// What is counted for the summary.
#[derive(Default)]
struct Counts {
    read: u64,
    valid: u64,
    invalid: u64,
    changed: u64,
    duplicates: u64,
    bytes: u64,
}

/// The settings every worker reads.
struct Settings {
    options: NormalizeOptions<'static>,
    json: bool,
    dedupe: bool,
    /// How each source is named in error lines: `line`, `input` or `FILE: line`.
    names: Vec<String>,
}

/// One line of `--json` output.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonLine<'a> {
    Valid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        input: &'a str,
        valid: bool,
        normalized: &'a str,
        changed: bool,
        /// With `--dedupe`: written `false` here, made `true` by the writer for a repeat.
        #[serde(skip_serializing_if = "Option::is_none")]
        duplicate: Option<bool>,
    },
    Invalid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        input: &'a str,
        valid: bool,
        error: JsonError,
    },
}

/// Normalizes every input line; `Ok` says whether all were valid.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    let mut sources = Vec::new();
    let mut names = Vec::new();
    let mut total_bytes = 0;
    if !args.uris.is_empty() {
        sources.push(Source::Args(args.uris.clone()));
        names.push("input".to_string());
    } else if args.inputs.is_empty() {
        sources.push(Source::Stdin);
        names.push("line".to_string());
    }
    for path in &args.inputs {
        let file = File::open(path)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
        total_bytes += file.metadata().map_or(0, |m| m.len());
        names.push(format!("{}: line", path.display()));
        sources.push(Source::File(path.clone(), file));
    }
    let settings = Settings {
        options: NormalizeOptions {
            scheme_based: !args.syntax_only,
            ignore_fragment: args.ignore_fragment,
            ..NormalizeOptions::FULL
        },
        json: args.json,
        dedupe: args.dedupe,
        names,
    };
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
        NonZeroUsize::get,
    );
    let batch = matches!(sources.first(), Some(Source::File(..) | Source::Stdin));
    let progress = (batch && !args.quiet && !args.inputs.is_empty() && io::stderr().is_terminal())
        .then(|| progress_bar(total_bytes));
    let mut writer = Writer {
        out: io::BufWriter::with_capacity(256 * 1024, io::stdout().lock()),
        seen: HashSet::new(),
        counts: Counts::default(),
        settings: &settings,
        progress,
    };
    let start = Instant::now();
    let result = if threads == 1 {
        read_sources(sources, |chunk| {
            let blocks = vec![normalize_lines(&settings, &chunk, &lines_of(&chunk), 0)];
            writer.write(&chunk, &blocks).map(|()| true)
        })
    } else {
        pipeline(sources, &settings, threads, &mut writer)
    };
    let end = match result.and_then(|()| writer.out.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    };
    if let Some(bar) = &writer.progress {
        bar.finish_and_clear();
    }
    end?;
    if batch && !args.quiet {
        summary(&writer.counts, args.dedupe, start.elapsed());
    }
    Ok(if writer.counts.invalid == 0 {
        Outcome::AllValid
    } else {
        Outcome::SomeInvalid
    })
}

/// Reader thread → pool → this thread, with at most two chunks waiting at each step.
fn pipeline(
    sources: Vec<Source>,
    settings: &Settings,
    threads: usize,
    writer: &mut Writer<'_>,
) -> io::Result<()> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(io::Error::other)?;
    let (chunk_tx, chunk_rx) = sync_channel::<Chunk>(2);
    let (done_tx, done_rx) = sync_channel::<(Chunk, Vec<Block>)>(2);
    std::thread::scope(|scope| {
        let reader =
            scope.spawn(move || read_sources(sources, |chunk| Ok(chunk_tx.send(chunk).is_ok())));
        scope.spawn(move || normalize_chunks(&pool, settings, &chunk_rx, &done_tx));
        let mut result = Ok(());
        for (chunk, blocks) in &done_rx {
            result = writer.write(&chunk, &blocks);
            if result.is_err() {
                break;
            }
        }
        // Dropping the receiver stops the workers and the reader if the writer stopped early.
        drop(done_rx);
        let read = reader
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the reader failed")));
        result.and(read)
    })
}

/// The pool's side of the pipeline: each chunk's blocks, in order.
fn normalize_chunks(
    pool: &rayon::ThreadPool,
    settings: &Settings,
    chunks: &Receiver<Chunk>,
    done: &SyncSender<(Chunk, Vec<Block>)>,
) {
    for chunk in chunks {
        let lines = lines_of(&chunk);
        let blocks = pool.install(|| {
            lines
                .par_chunks(BLOCK_LINES)
                .enumerate()
                .map(|(k, block)| normalize_lines(settings, &chunk, block, k * BLOCK_LINES))
                .collect()
        });
        if done.send((chunk, blocks)).is_err() {
            return;
        }
    }
}

/// The lines of a chunk, without their line endings (or its arguments, as they are).
fn lines_of(chunk: &Chunk) -> Vec<&[u8]> {
    let data = &chunk.data;
    if !chunk.arg_ends.is_empty() {
        let starts = std::iter::once(0).chain(chunk.arg_ends.iter().copied());
        return starts
            .zip(&chunk.arg_ends)
            .map(|(start, &end)| &data[start..end])
            .collect();
    }
    let mut lines = Vec::with_capacity(data.len() / 32);
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', data) {
        lines.push(strip_line_ending(&data[start..=end]));
        start = end + 1;
    }
    if start < data.len() {
        lines.push(&data[start..]);
    }
    lines
}

/// Calls `each` with the chunks of every source in order, until it returns `false`.
fn read_sources(
    sources: Vec<Source>,
    mut each: impl FnMut(Chunk) -> io::Result<bool>,
) -> io::Result<()> {
    for (source, input) in sources.into_iter().enumerate() {
        let go_on = match input {
            Source::Args(args) => {
                let mut data = Vec::new();
                let mut arg_ends = Vec::new();
                for arg in &args {
                    data.extend_from_slice(arg.as_encoded_bytes());
                    arg_ends.push(data.len());
                }
                each(Chunk {
                    source,
                    first_line: 1,
                    data,
                    arg_ends,
                })?
            }
            Source::File(path, file) => read_chunks(file, source, &mut each)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?,
            Source::Stdin => read_chunks(io::stdin().lock(), source, &mut each)?,
        };
        if !go_on {
            break;
        }
    }
    Ok(())
}

/// Reads `input` in chunks of whole lines. Whatever one read returns is passed on at once
/// (up to its last line end), so that lines typed or piped one by one are answered at once.
fn read_chunks(
    mut input: impl Read,
    source: usize,
    each: &mut impl FnMut(Chunk) -> io::Result<bool>,
) -> io::Result<bool> {
    let mut buf = vec![0; CHUNK_BYTES];
    let mut filled = 0;
    let mut line = 1;
    loop {
        if filled == buf.len() {
            // A line longer than the buffer: make room for it.
            buf.resize(buf.len() * 2, 0);
        }
        let n = match input.read(&mut buf[filled..]) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        filled += n;
        // Only the bytes just read can hold a line end: those before had none (they were cut
        // after their last one), so a long line costs one look at each byte.
        let cut = if n == 0 {
            filled
        } else {
            match memchr::memrchr(b'\n', &buf[filled - n..filled]) {
                Some(end) => filled - n + end + 1,
                None => continue,
            }
        };
        if cut > 0 {
            let data = buf[..cut].to_vec();
            let lines = data.iter().filter(|&&b| b == b'\n').count()
                + usize::from(n == 0 && !data.ends_with(b"\n"));
            let chunk = Chunk {
                source,
                first_line: line,
                data,
                arg_ends: Vec::new(),
            };
            line += lines;
            if !each(chunk)? {
                return Ok(false);
            }
            buf.copy_within(cut..filled, 0);
            filled -= cut;
        }
        if n == 0 {
            return Ok(true);
        }
    }
}

/// Normalizes `lines`, the lines of `chunk` from its `offset`-th.
fn normalize_lines(settings: &Settings, chunk: &Chunk, lines: &[&[u8]], offset: usize) -> Block {
    let mut block = Block {
        out: Vec::with_capacity(lines.iter().map(|l| l.len() + 1).sum()),
        lines: Vec::with_capacity(lines.len()),
        ..Block::default()
    };
    let file = settings.names[chunk.source]
        .strip_suffix(": line")
        .filter(|_| settings.names[chunk.source] != "line");
    for (i, &input) in lines.iter().enumerate() {
        let number = chunk.first_line + offset + i;
        let (valid, changed) = match UriRef::parse_bytes(input) {
            Ok(uri) => {
                let normal = uri.normalize_with(settings.options);
                let changed = normal.as_str() != uri.as_str();
                if settings.json {
                    let line = JsonLine::Valid {
                        line: number,
                        file,
                        input: uri.as_str(),
                        valid: true,
                        normalized: normal.as_str(),
                        changed,
                        duplicate: settings.dedupe.then_some(false),
                    };
                    json_line(&mut block.out, &line);
                } else {
                    block.out.extend_from_slice(normal.as_str().as_bytes());
                    block.out.push(b'\n');
                }
                if settings.dedupe {
                    block.keys.extend_from_slice(normal.as_str().as_bytes());
                }
                (true, changed)
            }
            Err(error) => {
                let shown = String::from_utf8_lossy(input);
                if settings.json {
                    let line = JsonLine::Invalid {
                        line: number,
                        file,
                        input: &shown,
                        valid: false,
                        error: JsonError::from(&error),
                    };
                    json_line(&mut block.out, &line);
                } else {
                    let name = &settings.names[chunk.source];
                    // Writing to a `Vec` cannot fail.
                    let _ = writeln!(block.err, "uri: {name} {number}: {shown:?}: {error}");
                }
                (false, false)
            }
        };
        block.lines.push(LineEnd {
            out: block.out.len(),
            err: block.err.len(),
            key: block.keys.len(),
            valid,
            changed,
        });
    }
    block
}

fn json_line(out: &mut Vec<u8>, line: &JsonLine<'_>) {
    // Serializing these plain fields into a `Vec` cannot fail.
    let _ = serde_json::to_writer(&mut *out, line);
    out.push(b'\n');
}

/// How a `--dedupe --json` line ends, and how it ends when it repeats an earlier one.
const DUPLICATE_NO: &[u8] = b"\"duplicate\":false}\n";
const DUPLICATE_YES: &[u8] = b"\"duplicate\":true}\n";

/// The main thread's side: output in order, the dedupe set, the counts, the progress bar.
struct Writer<'s> {
    out: io::BufWriter<io::StdoutLock<'static>>,
    seen: HashSet<Box<[u8]>>,
    counts: Counts,
    settings: &'s Settings,
    progress: Option<ProgressBar>,
}

impl Writer<'_> {
    fn write(&mut self, chunk: &Chunk, blocks: &[Block]) -> io::Result<()> {
        let mut stderr = io::stderr().lock();
        for block in blocks {
            let (mut out, mut err, mut key) = (0, 0, 0);
            for line in &block.lines {
                let text = &block.out[out..line.out];
                let this_key = &block.keys[key..line.key];
                let duplicate =
                    self.settings.dedupe && line.valid && !self.seen.insert(this_key.into());
                if !duplicate {
                    self.out.write_all(text)?;
                } else {
                    self.counts.duplicates += 1;
                    // In JSON, a repeat is still a line, marked as one.
                    if let Some(head) = text.strip_suffix(DUPLICATE_NO) {
                        self.out.write_all(head)?;
                        self.out.write_all(DUPLICATE_YES)?;
                    }
                }
                if err < line.err {
                    // What came before is out first, so that the two streams keep their order;
                    // the progress bar steps aside while the error line is written.
                    self.out.flush()?;
                    let error = &block.err[err..line.err];
                    match &self.progress {
                        Some(bar) => bar.suspend(|| stderr.write_all(error))?,
                        None => stderr.write_all(error)?,
                    }
                }
                self.counts.read += 1;
                self.counts.valid += u64::from(line.valid);
                self.counts.invalid += u64::from(!line.valid);
                self.counts.changed += u64::from(line.changed);
                (out, err, key) = (line.out, line.err, line.key);
            }
        }
        self.counts.bytes += chunk.data.len() as u64;
        if let Some(bar) = &self.progress {
            bar.inc(chunk.data.len() as u64);
        }
        // Lines that came one at a time are answered at once.
        if chunk.data.len() < 64 * 1024 {
            self.out.flush()?;
        }
        Ok(())
    }
}

fn progress_bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total);
    let style =
        ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// The summary on standard error.
fn summary(counts: &Counts, dedupe: bool, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64().max(1e-9);
    let unique = if dedupe {
        format!("{} unique", counts.valid - counts.duplicates)
    } else {
        "unique not counted (without --dedupe)".to_string()
    };
    eprintln!(
        "uri normalize: {} lines read, {} valid, {} invalid, {}, {} changed by normalization; \
         {:.1} MB/s, {:.0} lines/s",
        counts.read,
        counts.valid,
        counts.invalid,
        unique,
        counts.changed,
        counts.bytes as f64 / 1e6 / seconds,
        counts.read as f64 / seconds,
    );
}
