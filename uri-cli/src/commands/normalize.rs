//! `uri normalize`: one normal form per input line, in input order, for crawl-sized lists.
//!
//! The lines go through the batch pipeline (`crate::pipeline`): a rayon pool normalizes each
//! chunk in blocks of lines, and this module's writer writes the blocks in order on the main
//! thread, keeping the dedupe set, the counts and the progress bar. Memory is bounded by a few
//! chunks in flight, plus the dedupe set when asked for. With `--threads 1`, or for arguments,
//! everything runs on the main thread: no pool is built.

use std::collections::HashSet;
use std::ffi::OsString;
use std::io::{self, Write};
use std::num::NonZeroUsize;
use std::ops::Range;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use std::borrow::Cow;

use clap::builder::RangedU64ValueParser;
use indicatif::ProgressBar;

use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{NormalizeOptions, Normalized, ParseOptions, RiRef, TrackingParams};

use crate::input::{Chunk, Input, InputError, Reader};
use crate::json::{self, NormalizeLine};
use crate::options::Common;
use crate::output::{self, Stdout};
use crate::pipeline;
use crate::report::{progress, ErrorLine, Outcome, Passwords};

/// The most worker threads: more than any core count this work gains from, few enough to start
/// at once.
const MAX_THREADS: usize = 256;

/// Arguments of `uri normalize`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Syntax-based normalization only (RFC 3986 section 6.2.2): leave ports and empty paths.
    #[arg(long)]
    syntax_only: bool,
    /// Drop fragments (section 6.1: they do not matter for network actions).
    #[arg(long)]
    ignore_fragment: bool,
    /// Normalize IRI references (RFC 3987): percent-encoded UTF-8 of characters an IRI carries
    /// as themselves is decoded (`%C3%A9` is `é`).
    #[arg(long)]
    iri: bool,
    /// With --iri, put each component in Unicode Normalization Form C first (RFC 3987 section
    /// 5.3.2.2).
    #[arg(long, requires = "iri")]
    nfc: bool,
    /// After normalization, remove the tracking parameters of the query (`utm_*`, `fbclid`,
    /// `gclid`, `msclkid`...: the library's default list); the query goes when none is left.
    #[arg(long)]
    strip_tracking: bool,
    /// After normalization (and --strip-tracking), sort the query parameters by decoded key,
    /// keeping the order of those with the same key; empty pieces go.
    #[arg(long)]
    sort_query: bool,
    /// Print each normal form once, at its first occurrence (after --strip-tracking and
    /// --sort-query).
    #[arg(long)]
    dedupe: bool,
    /// Print one JSON object per input line; invalid lines too, on standard output.
    #[arg(long)]
    json: bool,
    /// Read URIs from FILE, one per line (repeatable; files are read in order; `-` is standard
    /// input).
    #[arg(long = "input", value_name = "FILE", conflicts_with = "uris")]
    inputs: Vec<PathBuf>,
    /// Worker threads for standard input and files, 1 to 256 (default: one per core, at most
    /// 256); 1 runs everything on one thread, as URI arguments always are.
    #[arg(
        long,
        value_name = "N",
        value_parser = RangedU64ValueParser::<usize>::new().range(1..=MAX_THREADS as u64),
    )]
    threads: Option<usize>,
    /// Do not print the summary on standard error.
    #[arg(short, long)]
    quiet: bool,
    #[command(flatten)]
    common: Common,
    /// The URIs; standard input (or --input files), one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
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
#[derive(Clone, Copy)]
struct Settings {
    options: NormalizeOptions<'static>,
    strip_tracking: bool,
    sort_query: bool,
    iri: bool,
    nfc: bool,
    json: bool,
    dedupe: bool,
    passwords: Passwords,
}

/// Normalizes every input line; `Ok` says whether all were valid.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    let reader = Reader::open(&args.uris, &args.inputs, args.common.max_line_length)?;
    let settings = Settings {
        options: NormalizeOptions {
            scheme_based: !args.syntax_only,
            ignore_fragment: args.ignore_fragment,
            ..NormalizeOptions::FULL
        },
        strip_tracking: args.strip_tracking,
        sort_query: args.sort_query,
        iri: args.iri,
        nfc: args.nfc,
        json: args.json,
        dedupe: args.dedupe,
        passwords: args.common.passwords(),
    };
    let batch = !reader.reads_args();
    let threads = worker_threads(args.threads, batch);
    let progress = progress::over_files(reader.file_bytes().filter(|_| !args.quiet));
    let mut writer = Writer {
        out: output::stdout(256 * 1024),
        seen: HashSet::new(),
        counts: Counts::default(),
        settings,
        progress,
    };
    let start = Instant::now();
    let result = pipeline::map_in_order(
        reader,
        threads,
        move |chunk, lines| normalize_lines(&settings, chunk, lines),
        |chunk, blocks| writer.write(chunk, &blocks),
    );
    let end = result.and_then(|()| writer.out.flush());
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

/// How many threads normalize: one for arguments (a pool costs more than a few references),
/// else as many as asked for, or one per core (at most `MAX_THREADS`).
fn worker_threads(asked: Option<usize>, batch: bool) -> usize {
    match asked {
        _ if !batch => 1,
        Some(threads) => threads,
        None => std::thread::available_parallelism()
            .map_or(1, NonZeroUsize::get)
            .min(MAX_THREADS),
    }
}

/// The normal form of `reference`, with the query edits of `settings`: borrowed from it when
/// nothing changes.
fn normal_form<'a, G: Grammar>(reference: RiRef<'a, G>, settings: &Settings) -> Cow<'a, str> {
    match reference.normalize_with(settings.options) {
        Normalized::Borrowed(r) => edit_query(r, settings),
        Normalized::Owned(buf) => Cow::Owned(edit_query(buf.as_ri_ref(), settings).into_owned()),
    }
}

/// `reference` with its tracking parameters removed and its parameters sorted, as `settings`
/// asks: borrowed from it when nothing changes.
fn edit_query<'a, G: Grammar>(reference: RiRef<'a, G>, settings: &Settings) -> Cow<'a, str> {
    let stripped = match settings.strip_tracking {
        true => reference.without_tracking(&TrackingParams::DEFAULT),
        false => Cow::Borrowed(reference.as_str()),
    };
    if !settings.sort_query {
        return stripped;
    }
    match stripped {
        Cow::Borrowed(text) => sorted::<G>(text).unwrap_or(Cow::Borrowed(text)),
        Cow::Owned(text) => {
            let owned = sorted::<G>(&text).map(Cow::into_owned);
            Cow::Owned(owned.unwrap_or(text))
        }
    }
}

/// `text`, a reference that a rewriting wrote (so that parsing it again cannot fail), with its
/// query parameters sorted.
fn sorted<G: Grammar>(text: &str) -> Option<Cow<'_, str>> {
    RiRef::<G>::parse_with(text, ParseOptions::RFC6874)
        .ok()
        .map(|r| r.with_sorted_query_params())
}

/// The normal form of `input` under `settings`: a URI, an IRI, or an IRI in NFC first (NFC can
/// bring ASCII letters into a host, which normalization then lowercases).
fn normalize_input<'a>(input: Input<'a>, settings: &Settings) -> Result<Cow<'a, str>, InputError> {
    Ok(match (settings.iri, settings.nfc) {
        (false, _) => normal_form(input.parse::<Uri>()?, settings),
        (true, false) => normal_form(input.parse::<Iri>()?, settings),
        (true, true) => match input.parse::<Iri>()?.nfc() {
            Normalized::Borrowed(iri) => normal_form(iri, settings),
            Normalized::Owned(buf) => {
                Cow::Owned(normal_form(buf.as_ri_ref(), settings).into_owned())
            }
        },
    })
}

/// Normalizes the lines of `chunk` in `lines` (indexes in the chunk).
fn normalize_lines(settings: &Settings, chunk: &Chunk, lines: Range<usize>) -> io::Result<Block> {
    let mut block = Block {
        out: Vec::with_capacity(chunk.bytes(lines.clone())),
        lines: Vec::with_capacity(lines.len()),
        ..Block::default()
    };
    for (position, input) in chunk.lines(lines) {
        let (valid, changed) = match normalize_input(input, settings) {
            Ok(normal) => {
                let normal = normal.as_bytes();
                let bytes = input.bytes();
                if settings.json {
                    let duplicate = settings.dedupe.then_some(false);
                    let line = NormalizeLine::valid(position, bytes, normal, duplicate);
                    json::write_line(&mut block.out, &line)?;
                } else {
                    block.out.extend_from_slice(normal);
                    block.out.push(b'\n');
                }
                if settings.dedupe {
                    block.keys.extend_from_slice(normal);
                }
                (true, normal != bytes)
            }
            Err(error) => {
                if settings.json {
                    let line = NormalizeLine::invalid(position, input, &error);
                    json::write_line(&mut block.out, &line)?;
                } else {
                    let line = ErrorLine::new(position, input, &error, settings.passwords);
                    writeln!(block.err, "{line}")?;
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
    Ok(block)
}

/// The main thread's side: output in order, the dedupe set, the counts, the progress bar.
struct Writer {
    out: io::BufWriter<Stdout>,
    seen: HashSet<Box<[u8]>>,
    counts: Counts,
    settings: Settings,
    progress: Option<ProgressBar>,
}

impl Writer {
    /// Writes the blocks of `chunk`, in order, and counts its lines. A block's text goes out in
    /// as few writes as its repeats and error lines allow; standard output is flushed at the
    /// end, so that lines that came one at a time are answered at once.
    fn write(&mut self, chunk: &Chunk, blocks: &[Block]) -> io::Result<()> {
        let mut index = 0;
        for block in blocks {
            // `written`: how much of the block's text is out.
            let (mut out, mut err, mut key, mut written) = (0, 0, 0, 0);
            for line in &block.lines {
                let normal = &block.keys[key..line.key];
                if self.settings.dedupe && line.valid && !self.seen.insert(normal.into()) {
                    self.counts.duplicates += 1;
                    self.out.write_all(&block.out[written..out])?;
                    written = line.out;
                    // In JSON, a repeat is still a line, marked as one.
                    if self.settings.json {
                        let (position, input) = (chunk.position(index), chunk.line(index));
                        let line =
                            NormalizeLine::valid(position, input.bytes(), normal, Some(true));
                        json::write_line(&mut self.out, &line)?;
                    }
                }
                let error = &block.err[err..line.err];
                if !error.is_empty() {
                    // What came before is out first, so that the two streams keep their order;
                    // the progress bar steps aside while the error line is written.
                    self.out.write_all(&block.out[written..line.out])?;
                    written = line.out;
                    self.out.flush()?;
                    match &self.progress {
                        Some(bar) => bar.suspend(|| output::to_stderr(error)),
                        None => output::to_stderr(error),
                    }
                }
                self.counts.read += 1;
                self.counts.valid += u64::from(line.valid);
                self.counts.invalid += u64::from(!line.valid);
                self.counts.changed += u64::from(line.changed);
                (out, err, key) = (line.out, line.err, line.key);
                index += 1;
            }
            self.out.write_all(&block.out[written..])?;
        }
        let bytes = chunk.bytes_read();
        self.counts.bytes += bytes;
        if let Some(bar) = &self.progress {
            bar.inc(bytes);
        }
        self.out.flush()
    }
}

/// The summary on standard error.
fn summary(counts: &Counts, dedupe: bool, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64().max(1e-9);
    let unique = if dedupe {
        format!("{} unique", counts.valid - counts.duplicates)
    } else {
        "unique not counted (without --dedupe)".to_string()
    };
    output::error_line(format_args!(
        "uri normalize: {} lines read, {} valid, {} invalid, {}, {} changed by normalization; \
         {:.1} MB/s, {:.0} lines/s",
        counts.read,
        counts.valid,
        counts.invalid,
        unique,
        counts.changed,
        counts.bytes as f64 / 1e6 / seconds,
        counts.read as f64 / seconds,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Arguments are normalized on the main thread (no pool, whatever `--threads` says); a
    /// batch by as many threads as asked for, or one per core, within `MAX_THREADS`.
    #[test]
    fn a_pool_is_only_for_batches() {
        assert_eq!(worker_threads(Some(8), false), 1);
        assert_eq!(worker_threads(None, false), 1);
        assert_eq!(worker_threads(Some(8), true), 8);
        assert_eq!(worker_threads(Some(1), true), 1);
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        assert_eq!(worker_threads(None, true), cores.min(MAX_THREADS));
    }
}
