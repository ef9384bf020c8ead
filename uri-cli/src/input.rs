//! Where the references come from, for every batch command: the arguments, standard input or
//! files, read in chunks of whole lines, each line with its position for error lines.
//!
//! A line ends at `\n`; a `\r` just before it is part of the line ending, a `\r` anywhere else is
//! part of the reference (and makes it invalid). An argument is one input whatever it holds.
//! Each byte read is looked at once for line ends, when the chunk is cut; the chunk keeps where
//! its lines end, and its buffer goes back to the reader for reuse when it is dropped.

use std::ffi::OsString;
use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::ops::Range;
use std::path::PathBuf;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Arc;

/// How much is read at once: a chunk is at most this, cut after its last line end, unless one
/// line is longer.
const CHUNK_BYTES: usize = 1 << 20;

/// How many dropped chunks' buffers wait to be reused.
const SPARE_BUFFERS: usize = 8;

/// How a run over many inputs went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every input was valid (exit code 0).
    AllValid,
    /// At least one input was invalid, and was reported (exit code 1).
    SomeInvalid,
}

/// The source of some inputs, as error lines name it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SourceName {
    /// The command's arguments: `input 2` is the second.
    Args,
    /// Standard input: `line 3` is its third line.
    Stdin,
    /// A file given with `--input`, named as it was given: `urls.txt: line 3`.
    File(String),
}

/// Where an input is: its source and its number there, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position<'a> {
    source: &'a SourceName,
    number: usize,
}

impl<'a> Position<'a> {
    /// The input's number in its source, from 1: the line, or the argument.
    pub(crate) fn number(self) -> usize {
        self.number
    }

    /// The file the input is a line of, if it is.
    pub(crate) fn file(self) -> Option<&'a str> {
        match self.source {
            SourceName::File(name) => Some(name),
            SourceName::Args | SourceName::Stdin => None,
        }
    }
}

impl fmt::Display for Position<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.source {
            SourceName::Args => write!(f, "input {}", self.number),
            SourceName::Stdin => write!(f, "line {}", self.number),
            SourceName::File(name) => write!(f, "{name}: line {}", self.number),
        }
    }
}

/// The error line for an input: `uri: line 3: "a b": invalid character ...`.
pub(crate) struct ErrorLine<'a> {
    position: Position<'a>,
    input: &'a [u8],
    message: &'a dyn fmt::Display,
}

impl<'a> ErrorLine<'a> {
    /// The error line for `input` at `position`: the input is shown quoted and escaped, with
    /// invalid UTF-8 replaced, then what is wrong with it.
    pub(crate) fn new(
        position: Position<'a>,
        input: &'a [u8],
        message: &'a dyn fmt::Display,
    ) -> Self {
        ErrorLine {
            position,
            input,
            message,
        }
    }
}

impl fmt::Display for ErrorLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = String::from_utf8_lossy(self.input);
        write!(f, "uri: {}: {input:?}: {}", self.position, self.message)
    }
}

/// A chunk's bytes and where its lines end: what goes back to the reader for reuse.
#[derive(Default)]
struct Buffers {
    /// The bytes; only those up to the last line end belong to the chunk.
    data: Vec<u8>,
    /// Where each line ends, its line ending included: the next line starts there.
    ends: Vec<usize>,
}

/// Whole lines (or arguments) of one source, each with its position.
pub(crate) struct Chunk {
    source: Arc<SourceName>,
    /// The number of the first line, from 1.
    first: usize,
    buffers: Buffers,
    /// Where the buffers go when the chunk is dropped.
    spare: SyncSender<Buffers>,
}

impl Chunk {
    /// How many lines (or arguments) the chunk has.
    pub(crate) fn len(&self) -> usize {
        self.buffers.ends.len()
    }

    /// How many bytes of input the lines in `range` (indexes in the chunk, from 0) have, line
    /// endings included.
    pub(crate) fn bytes(&self, range: Range<usize>) -> usize {
        if range.is_empty() {
            return 0;
        }
        self.buffers.ends[range.end - 1] - self.start(range.start)
    }

    /// Where the `i`-th line starts in the data.
    fn start(&self, i: usize) -> usize {
        if i == 0 {
            0
        } else {
            self.buffers.ends[i - 1]
        }
    }

    /// The `i`-th line of the chunk (from 0), without its line ending.
    pub(crate) fn line(&self, i: usize) -> &[u8] {
        let line = &self.buffers.data[self.start(i)..self.buffers.ends[i]];
        match *self.source {
            SourceName::Args => line,
            SourceName::Stdin | SourceName::File(_) => strip_line_ending(line),
        }
    }

    /// Where the `i`-th line of the chunk (from 0) is.
    pub(crate) fn position(&self, i: usize) -> Position<'_> {
        Position {
            source: &self.source,
            number: self.first + i,
        }
    }

    /// The lines in `range` (indexes in the chunk, from 0), each with its position.
    pub(crate) fn lines(
        &self,
        range: Range<usize>,
    ) -> impl Iterator<Item = (Position<'_>, &[u8])> + '_ {
        range.map(|i| (self.position(i), self.line(i)))
    }
}

impl Drop for Chunk {
    fn drop(&mut self) {
        // When enough buffers wait already, or the reader is gone, this one is freed.
        let _ = self.spare.try_send(std::mem::take(&mut self.buffers));
    }
}

/// The line without its `\n` or `\r\n`. A `\r` without a `\n` after it is not a line ending:
/// it stays, and the reference is invalid.
fn strip_line_ending(line: &[u8]) -> &[u8] {
    match line.strip_suffix(b"\n") {
        Some(line) => line.strip_suffix(b"\r").unwrap_or(line),
        None => line,
    }
}

/// What a source reads from.
enum Stream {
    /// The arguments, not read yet.
    Args(Vec<OsString>),
    /// Standard input or a file.
    Bytes(Box<dyn Read + Send>),
}

/// One source and how far it is read.
struct Source {
    name: Arc<SourceName>,
    stream: Stream,
    /// The number of the next line, from 1.
    next_line: usize,
    /// Bytes read and not passed on yet: the start of a line whose end is still to come.
    pending: Buffers,
    /// How many bytes of `pending.data` hold input.
    filled: usize,
}

/// The inputs of a batch command, read in chunks of whole lines, source after source.
pub(crate) struct Reader {
    /// The sources not finished yet, the one being read first.
    sources: std::collections::VecDeque<Source>,
    /// Whether the inputs are the arguments.
    reads_args: bool,
    /// The total size of the files, when the inputs are files.
    file_bytes: Option<u64>,
    spare: Receiver<Buffers>,
    give_back: SyncSender<Buffers>,
}

impl Reader {
    /// The arguments, or standard input when there are none.
    pub(crate) fn from_args(args: &[OsString]) -> Reader {
        if args.is_empty() {
            Reader::new(vec![(
                SourceName::Stdin,
                Stream::Bytes(Box::new(io::stdin())),
            )])
        } else {
            Reader::new(vec![(SourceName::Args, Stream::Args(args.to_vec()))])
        }
    }

    /// The arguments when there are any, else the files in order, else standard input. Every
    /// file is opened here, so that a missing one stops the run before any output.
    pub(crate) fn open(args: &[OsString], files: &[PathBuf]) -> io::Result<Reader> {
        if files.is_empty() {
            return Ok(Reader::from_args(args));
        }
        let mut sources = Vec::new();
        let mut bytes = 0;
        for path in files {
            let name = path.display().to_string();
            let file = File::open(path).map_err(|e| in_file(&name, &e))?;
            bytes += file.metadata().map_or(0, |m| m.len());
            sources.push((SourceName::File(name), Stream::Bytes(Box::new(file))));
        }
        let mut reader = Reader::new(sources);
        reader.file_bytes = Some(bytes);
        Ok(reader)
    }

    fn new(sources: Vec<(SourceName, Stream)>) -> Reader {
        let (give_back, spare) = sync_channel(SPARE_BUFFERS);
        Reader {
            reads_args: matches!(sources.first(), Some((SourceName::Args, _))),
            sources: sources
                .into_iter()
                .map(|(name, stream)| Source {
                    name: Arc::new(name),
                    stream,
                    next_line: 1,
                    pending: Buffers::default(),
                    filled: 0,
                })
                .collect(),
            file_bytes: None,
            spare,
            give_back,
        }
    }

    /// Whether the inputs are the arguments (and not lines of standard input or files).
    pub(crate) fn reads_args(&self) -> bool {
        self.reads_args
    }

    /// The total size of the files, when the inputs are files.
    pub(crate) fn file_bytes(&self) -> Option<u64> {
        self.file_bytes
    }

    /// The next chunk: whole lines, at most what one read returned (so that lines that come one
    /// at a time are passed on at once), or all the arguments; `None` at the end.
    fn next_chunk(&mut self) -> io::Result<Option<Chunk>> {
        while let Some(source) = self.sources.front_mut() {
            let cut = match &mut source.stream {
                Stream::Args(args) => {
                    let buffers = &mut source.pending;
                    for arg in args.drain(..) {
                        buffers.data.extend_from_slice(arg.as_encoded_bytes());
                        buffers.ends.push(buffers.data.len());
                    }
                    Cut::End
                }
                Stream::Bytes(stream) => {
                    let spare = || self.spare.try_recv().unwrap_or_default();
                    read_lines(stream, &mut source.pending, &mut source.filled, spare).map_err(
                        |e| match &*source.name {
                            SourceName::File(name) => in_file(name, &e),
                            SourceName::Args | SourceName::Stdin => e,
                        },
                    )?
                }
            };
            let (buffers, finished) = match cut {
                Cut::At(rest) => (std::mem::replace(&mut source.pending, rest), false),
                Cut::End => (std::mem::take(&mut source.pending), true),
            };
            let chunk = Chunk {
                source: Arc::clone(&source.name),
                first: source.next_line,
                buffers,
                spare: self.give_back.clone(),
            };
            source.next_line += chunk.len();
            if finished {
                self.sources.pop_front();
            }
            if chunk.len() > 0 {
                return Ok(Some(chunk));
            }
        }
        Ok(None)
    }
}

impl Iterator for Reader {
    type Item = io::Result<Chunk>;

    fn next(&mut self) -> Option<io::Result<Chunk>> {
        let next = self.next_chunk().transpose();
        if matches!(next, Some(Err(_))) {
            // An error ends the reading.
            self.sources.clear();
        }
        next
    }
}

/// Where a source's pending bytes are cut into a chunk.
enum Cut {
    /// After the last line end read; the rest of the bytes, moved into these new buffers,
    /// start the next chunk.
    At(Buffers),
    /// At the end of the source: the pending bytes are its last chunk.
    End,
}

/// Reads from `stream` into `pending` until a read brings at least one line end, or the stream
/// ends. Only the bytes just read are looked at, so a long line costs one look at each byte.
fn read_lines(
    stream: &mut impl Read,
    pending: &mut Buffers,
    filled: &mut usize,
    spare: impl FnOnce() -> Buffers,
) -> io::Result<Cut> {
    loop {
        if *filled == pending.data.len() {
            // An empty buffer, or a line longer than the buffer: make room.
            let room = (2 * pending.data.len()).max(CHUNK_BYTES);
            pending.data.resize(room, 0);
        }
        let n = match stream.read(&mut pending.data[*filled..]) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let start = *filled;
        *filled += n;
        if n == 0 {
            // The last line of a source may have no line end (the bytes pending are one line:
            // any read that brought a line end was passed on).
            if *filled > 0 {
                pending.ends.push(*filled);
            }
            return Ok(Cut::End);
        }
        let ends = memchr::memchr_iter(b'\n', &pending.data[start..*filled]);
        pending.ends.extend(ends.map(|i| start + i + 1));
        if let Some(&cut) = pending.ends.last() {
            let mut rest = spare();
            rest.ends.clear();
            let tail = &pending.data[cut..*filled];
            let room = rest.data.len().max(tail.len());
            rest.data.resize(room, 0);
            rest.data[..tail.len()].copy_from_slice(tail);
            *filled = tail.len();
            return Ok(Cut::At(rest));
        }
    }
}

/// An error of the file `name`, naming it.
fn in_file(name: &str, error: &io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{name}: {error}"))
}

/// Runs `each` over every input, in order, tracking whether all were valid; `flush` is called
/// after each chunk, so that a program that writes one line and waits for the answer gets it,
/// while a big file is written in large blocks. A closed standard output (`uri parse < big |
/// head`) ends the run quietly with what was seen so far.
pub(crate) fn for_each_input(
    mut reader: Reader,
    mut each: impl FnMut(Position<'_>, &[u8]) -> io::Result<bool>,
    mut flush: impl FnMut() -> io::Result<()>,
) -> io::Result<Outcome> {
    let mut outcome = Outcome::AllValid;
    let result = reader.try_for_each(|chunk| {
        let chunk = chunk?;
        for (position, line) in chunk.lines(0..chunk.len()) {
            if !each(position, line)? {
                outcome = Outcome::SomeInvalid;
            }
        }
        flush()
    });
    match result {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e),
        _ => Ok(outcome),
    }
}

#[cfg(test)]
impl Reader {
    /// A reader of `stream`, named `name`.
    pub(crate) fn from_stream(name: SourceName, stream: impl Read + Send + 'static) -> Reader {
        Reader::new(vec![(name, Stream::Bytes(Box::new(stream)))])
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::io::{self, Read};

    use super::*;

    /// A stream that returns its pieces one read at a time, as a pipe does; an empty piece is
    /// an interrupted read.
    struct Pieces(VecDeque<Vec<u8>>);

    impl Pieces {
        fn new(pieces: &[&[u8]]) -> Pieces {
            Pieces(pieces.iter().map(|piece| piece.to_vec()).collect())
        }
    }

    impl Read for Pieces {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some(mut piece) = self.0.pop_front() else {
                return Ok(0);
            };
            if piece.is_empty() {
                return Err(io::Error::from(io::ErrorKind::Interrupted));
            }
            let n = piece.len().min(buf.len());
            buf[..n].copy_from_slice(&piece[..n]);
            if n < piece.len() {
                self.0.push_front(piece.split_off(n));
            }
            Ok(n)
        }
    }

    /// A stream that fails after its pieces.
    struct Failing(Pieces);

    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.read(buf)? {
                0 => Err(io::Error::other("the disk is on fire")),
                n => Ok(n),
            }
        }
    }

    /// Every chunk of `reader`: the number of its first line, and its lines.
    fn chunks(reader: Reader) -> Vec<(usize, Vec<Vec<u8>>)> {
        reader
            .map(|chunk| {
                let chunk = chunk.expect("no error");
                let lines = (0..chunk.len()).map(|i| chunk.line(i).to_vec()).collect();
                (chunk.position(0).number(), lines)
            })
            .collect()
    }

    fn lines(lines: &[&str]) -> Vec<Vec<u8>> {
        lines.iter().map(|line| line.as_bytes().to_vec()).collect()
    }

    #[test]
    fn line_endings_are_not_part_of_the_reference() {
        assert_eq!(strip_line_ending(b"a:b\n"), b"a:b");
        assert_eq!(strip_line_ending(b"a:b\r\n"), b"a:b");
        assert_eq!(strip_line_ending(b"a:b"), b"a:b");
        assert_eq!(strip_line_ending(b"\n"), b"");
        assert_eq!(strip_line_ending(b"a\rb\n"), b"a\rb");
        assert_eq!(strip_line_ending(b"a\r"), b"a\r");
    }

    #[test]
    fn lines_end_at_lf_or_crlf_and_a_lone_cr_stays() {
        let stream = Pieces::new(&[b"a\r\nb\n\nc\rd\n\r\r\ne\r"]);
        let read = chunks(Reader::from_stream(SourceName::Stdin, stream));
        // The last line, which has no line end yet, waits for the next read.
        let whole = lines(&["a", "b", "", "c\rd", "\r"]);
        assert_eq!(read, [(1, whole), (6, lines(&["e\r"]))]);
    }

    #[test]
    fn an_empty_source_has_no_chunk_and_a_lone_line_end_one_empty_line() {
        assert_eq!(
            chunks(Reader::from_stream(SourceName::Stdin, Pieces::new(&[]))),
            []
        );
        let one = Reader::from_stream(SourceName::Stdin, Pieces::new(&[b"\n"]));
        assert_eq!(chunks(one), [(1, lines(&[""]))]);
    }

    /// Each read is passed on up to its last line end; the rest starts the next chunk, and
    /// lines are numbered across chunks.
    #[test]
    fn each_read_is_passed_on_at_once() {
        let stream = Pieces::new(&[b"a\nb", b"", b"c\nd\n", b"e", b"f", b"\n", b"g"]);
        let read = chunks(Reader::from_stream(SourceName::Stdin, stream));
        assert_eq!(
            read,
            [
                (1, lines(&["a"])),
                (2, lines(&["bc", "d"])),
                (4, lines(&["ef"])),
                (5, lines(&["g"])),
            ]
        );
    }

    /// A line longer than the buffer, arriving in small pieces, is found whole.
    #[test]
    fn a_line_longer_than_the_buffer_is_one_line() {
        let long = vec![b'a'; 2 * CHUNK_BYTES + 5];
        let mut pieces: Vec<&[u8]> = long.chunks(4096).collect();
        pieces.push(b"\r\nb\nc");
        let read = chunks(Reader::from_stream(SourceName::Stdin, Pieces::new(&pieces)));
        let numbers: Vec<usize> = read.iter().map(|(first, _)| *first).collect();
        assert_eq!(numbers, [1, 3]);
        assert_eq!(read[0].1.len(), 2);
        assert!(read[0].1[0] == long, "the long line is whole");
        assert_eq!(read[0].1[1], b"b");
        assert_eq!(read[1].1, lines(&["c"]));
    }

    #[test]
    fn arguments_are_taken_whole_in_one_chunk() {
        let args = ["a\nb", "c\r", "", "d"].map(OsString::from);
        let reader = Reader::from_args(&args);
        assert!(reader.reads_args());
        assert_eq!(reader.file_bytes(), None);
        assert_eq!(chunks(reader), [(1, lines(&["a\nb", "c\r", "", "d"]))]);
    }

    #[test]
    fn standard_input_when_there_are_no_arguments() {
        let reader = Reader::from_args(&[]);
        assert!(!reader.reads_args());
        assert_eq!(reader.file_bytes(), None);
    }

    #[test]
    fn positions_name_their_source() {
        let file = SourceName::File("urls.txt".to_string());
        let at = |source, number| Position { source, number };
        assert_eq!(at(&SourceName::Args, 2).to_string(), "input 2");
        assert_eq!(at(&SourceName::Stdin, 3).to_string(), "line 3");
        assert_eq!(at(&file, 4).to_string(), "urls.txt: line 4");
        assert_eq!(at(&file, 4).file(), Some("urls.txt"));
        assert_eq!(at(&SourceName::Stdin, 3).file(), None);
        assert_eq!(at(&SourceName::Args, 2).file(), None);
        let line = ErrorLine::new(at(&file, 4), b"a \"b\"\xFF", &"bad");
        assert_eq!(
            line.to_string(),
            "uri: urls.txt: line 4: \"a \\\"b\\\"\u{FFFD}\": bad"
        );
    }

    #[test]
    fn bytes_count_line_endings() {
        let stream = Pieces::new(&[b"ab\r\n\ncde\n"]);
        let chunk = Reader::from_stream(SourceName::Stdin, stream)
            .next()
            .expect("a chunk")
            .expect("no error");
        assert_eq!(chunk.len(), 3);
        assert_eq!(chunk.bytes(0..3), 9);
        assert_eq!(chunk.bytes(1..3), 5);
        assert_eq!(chunk.bytes(1..2), 1);
        assert_eq!(chunk.bytes(2..2), 0);
        let lines: Vec<_> = chunk.lines(1..3).map(|(p, l)| (p.number(), l)).collect();
        assert_eq!(lines, [(2, &b""[..]), (3, b"cde")]);
    }

    #[test]
    fn files_are_read_in_order_each_numbered_from_1() {
        let dir = std::env::temp_dir().join(format!("uri-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
        std::fs::write(&a, "x\ny").expect("write");
        std::fs::write(&b, "z\n").expect("write");
        let reader = Reader::open(&[], &[a.clone(), b.clone()]).expect("both open");
        assert!(!reader.reads_args());
        assert_eq!(reader.file_bytes(), Some(5));
        let positions: Vec<String> = reader
            .flat_map(|chunk| {
                let chunk = chunk.expect("no error");
                let lines: Vec<String> = chunk
                    .lines(0..chunk.len())
                    .map(|(p, l)| format!("{p} {}", String::from_utf8_lossy(l)))
                    .collect();
                lines
            })
            .collect();
        let (a, b) = (a.display(), b.display());
        assert_eq!(
            positions,
            [
                format!("{a}: line 1 x"),
                format!("{a}: line 2 y"),
                format!("{b}: line 1 z")
            ]
        );
        let missing = dir.join("missing.txt");
        let error = Reader::open(&[], &[dir.join("a.txt"), missing.clone()])
            .err()
            .expect("a missing file is an error");
        assert!(error
            .to_string()
            .starts_with(&format!("{}: ", missing.display())));
        // Arguments come first, when there are any.
        let args = Reader::open(&[OsString::from("q")], &[]).expect("arguments");
        assert!(args.reads_args());
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_read_error_names_the_file_and_ends_the_reading() {
        let name = SourceName::File("f.txt".to_string());
        let mut reader = Reader::from_stream(name, Failing(Pieces::new(&[b"a\nb"])));
        let first = reader.next().expect("a chunk").expect("no error yet");
        assert_eq!(first.line(0), b"a");
        let error = reader.next().expect("the error").err().expect("an error");
        assert_eq!(error.to_string(), "f.txt: the disk is on fire");
        assert!(reader.next().is_none());
        let mut stdin = Reader::from_stream(SourceName::Stdin, Failing(Pieces::new(&[])));
        let error = stdin.next().expect("the error").err().expect("an error");
        assert_eq!(error.to_string(), "the disk is on fire");
    }

    #[test]
    fn a_dropped_chunk_gives_its_buffers_back() {
        let mut reader = Reader::from_stream(SourceName::Stdin, Pieces::new(&[b"a\n", b"b\n"]));
        let chunk = reader.next().expect("a chunk").expect("no error");
        assert!(reader.spare.try_recv().is_err());
        drop(chunk);
        let spare = reader.spare.try_recv().expect("the buffers are back");
        assert!(spare.data.len() >= CHUNK_BYTES);
    }

    #[test]
    fn for_each_input_tells_whether_all_were_valid_and_flushes_after_each_chunk() {
        let run = |pieces: &[&[u8]], fail_on: &[u8]| {
            let reader = Reader::from_stream(SourceName::Stdin, Pieces::new(pieces));
            let mut seen = Vec::new();
            let mut flushes = 0;
            let outcome = for_each_input(
                reader,
                |position, line| {
                    seen.push(format!("{position} {}", String::from_utf8_lossy(line)));
                    Ok(line != fail_on)
                },
                || {
                    flushes += 1;
                    Ok(())
                },
            );
            (outcome.expect("no error"), seen, flushes)
        };
        let (outcome, seen, flushes) = run(&[b"a\nb\n", b"c\n"], b"x");
        assert_eq!(outcome, Outcome::AllValid);
        assert_eq!(seen, ["line 1 a", "line 2 b", "line 3 c"]);
        assert_eq!(flushes, 2);
        assert_eq!(run(&[b"a\nx\nb"], b"x").0, Outcome::SomeInvalid);
    }

    #[test]
    fn a_closed_output_ends_the_run_quietly_and_other_errors_do_not() {
        let run = |kind: io::ErrorKind| {
            let reader = Reader::from_stream(SourceName::Stdin, Pieces::new(&[b"x\ny\n"]));
            let mut lines = 0;
            let result = for_each_input(
                reader,
                |_, line| {
                    lines += 1;
                    if line == b"y" {
                        return Err(io::Error::from(kind));
                    }
                    Ok(false)
                },
                || Ok(()),
            );
            (result, lines)
        };
        let (result, lines) = run(io::ErrorKind::BrokenPipe);
        assert_eq!(result.expect("quietly"), Outcome::SomeInvalid);
        assert_eq!(lines, 2);
        let (result, _) = run(io::ErrorKind::PermissionDenied);
        assert_eq!(
            result.expect_err("an error").kind(),
            io::ErrorKind::PermissionDenied
        );
    }
}
