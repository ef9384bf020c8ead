//! Where the references come from, for every batch command: the arguments, standard input or
//! files, read in chunks of whole lines, each line with its position for error lines.
//!
//! A line ends at `\n`; a `\r` just before it is part of the line ending, a `\r` anywhere else is
//! part of the reference (and makes it invalid). An argument is one input whatever it holds.
//! Each byte read is looked at once for line ends, when the chunk is cut; the chunk keeps where
//! its lines end, and its buffer goes back to the reader for reuse when it is dropped.
//!
//! A line longer than the limit (`--max-line-length`) is passed on as soon as it is found too
//! long, with the bytes read of it so far, and the rest of it is read and dropped, so that memory
//! stays bounded whatever the input (`uri parse < /dev/zero`). Arguments have no limit.

use std::ffi::OsString;
use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Arc;

use super::chunk::{Buffers, Chunk};
use super::files::{in_file, open_files};
use super::SourceName;

/// How much is read at once: a chunk is at most this, cut after its last line end, unless one
/// line is longer.
const CHUNK_BYTES: usize = 1 << 20;

/// How many dropped chunks' buffers wait to be reused.
const SPARE_BUFFERS: usize = 8;

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
    /// The longest line, in bytes, its line ending not counted.
    limit: usize,
    /// The number of the next line, from 1.
    next_line: usize,
    pending: Pending,
}

/// The bytes read from a source and not passed on yet.
#[derive(Default)]
struct Pending {
    /// `data[..filled]` is the start of a line whose end is still to come; `skipped` counts the
    /// bytes of a line too long dropped since the last chunk.
    buffers: Buffers,
    /// How many bytes of `buffers.data` hold input.
    filled: usize,
    /// Whether what is read is the rest of a line too long, to drop up to its end.
    skipping: bool,
}

/// The inputs of a batch command, read in chunks of whole lines, source after source.
pub(crate) struct Reader {
    /// The sources not finished yet, the one being read first.
    sources: std::collections::VecDeque<Source>,
    /// Whether the inputs are the arguments.
    reads_args: bool,
    /// The total size of the files, when the inputs are files only.
    file_bytes: Option<u64>,
    spare: Receiver<Buffers>,
    give_back: SyncSender<Buffers>,
}

impl Reader {
    /// The arguments, or standard input when there are none, its lines at most `limit` bytes
    /// long.
    pub(crate) fn from_args(args: &[OsString], limit: usize) -> Reader {
        if args.is_empty() {
            Reader::new(vec![(SourceName::Stdin, stdin(), limit)])
        } else {
            Reader::new(vec![(
                SourceName::Args,
                Stream::Args(args.to_vec()),
                usize::MAX,
            )])
        }
    }

    /// The arguments when there are any, else the files in order (`-` is standard input), else
    /// standard input; lines at most `limit` bytes long. Every file is opened here, so that a
    /// missing one stops the run before any output.
    pub(crate) fn open(args: &[OsString], files: &[PathBuf], limit: usize) -> io::Result<Reader> {
        if files.is_empty() {
            return Ok(Reader::from_args(args, limit));
        }
        let (files, bytes) = open_files(files)?;
        let sources = files
            .into_iter()
            .map(|(name, stream)| {
                let name = name.map_or(SourceName::Stdin, SourceName::File);
                (name, Stream::Bytes(stream), limit)
            })
            .collect();
        let mut reader = Reader::new(sources);
        reader.file_bytes = bytes;
        Ok(reader)
    }

    fn new(sources: Vec<(SourceName, Stream, usize)>) -> Reader {
        let (give_back, spare) = sync_channel(SPARE_BUFFERS);
        Reader {
            reads_args: matches!(sources.first(), Some((SourceName::Args, ..))),
            sources: sources
                .into_iter()
                .map(|(name, stream, limit)| Source {
                    name: Arc::new(name),
                    stream,
                    limit,
                    next_line: 1,
                    pending: Pending::default(),
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

    /// The total size of the files, when the inputs are files only.
    pub(crate) fn file_bytes(&self) -> Option<u64> {
        self.file_bytes
    }

    /// The next chunk: whole lines, at most what one read returned (so that lines that come one
    /// at a time are passed on at once) and up to a line too long, or all the arguments; `None`
    /// at the end.
    fn next_chunk(&mut self) -> io::Result<Option<Chunk>> {
        while let Some(source) = self.sources.front_mut() {
            let pending = &mut source.pending;
            let cut = match &mut source.stream {
                Stream::Args(args) => {
                    let buffers = &mut pending.buffers;
                    for arg in args.drain(..) {
                        buffers.data.extend_from_slice(arg.as_encoded_bytes());
                        buffers.ends.push(buffers.data.len());
                    }
                    Cut::End
                }
                Stream::Bytes(stream) => {
                    let spare = || self.spare.try_recv().unwrap_or_default();
                    pending
                        .read(stream, source.limit, spare)
                        .map_err(|e| match &*source.name {
                            SourceName::File(name) => in_file(name, &e),
                            SourceName::Args | SourceName::Stdin => e,
                        })?
                }
            };
            let (buffers, finished) = match cut {
                Cut::At(rest) => (std::mem::replace(&mut pending.buffers, rest), false),
                Cut::End => (std::mem::take(&mut pending.buffers), true),
            };
            let chunk = Chunk {
                source: Arc::clone(&source.name),
                first: source.next_line,
                limit: source.limit,
                buffers,
                spare: self.give_back.clone(),
            };
            source.next_line += chunk.len();
            if finished {
                self.sources.pop_front();
            }
            // A chunk of no line is passed on only for the bytes it dropped.
            if chunk.len() > 0 || chunk.buffers.skipped > 0 {
                return Ok(Some(chunk));
            }
        }
        Ok(None)
    }
}

/// Standard input, as a stream.
fn stdin() -> Stream {
    Stream::Bytes(Box::new(io::stdin()))
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
    /// After the last line end read, or after a line too long; the rest of the bytes, moved
    /// into these new buffers, start the next chunk.
    At(Buffers),
    /// At the end of the source: the pending bytes are its last chunk.
    End,
}

impl Pending {
    /// Reads from `stream` until a read brings at least one line end, or the line being read is
    /// found longer than `limit`, or the stream ends. Only the bytes just read are looked at, so
    /// a long line costs one look at each byte.
    ///
    /// On entry, and after each read that is not passed on, `buffers` holds no line end and at
    /// most `limit + 1` bytes (a `\r` may end a line of `limit` bytes): the buffer grows only
    /// when they fill it, so it stays within `max(CHUNK_BYTES, 2 * limit + 2)` bytes. A line
    /// found longer is passed on at once, as the last of its chunk, and what follows of it is
    /// read into the same buffer and dropped, up to its line end.
    fn read(
        &mut self,
        stream: &mut impl Read,
        limit: usize,
        spare: impl FnOnce() -> Buffers,
    ) -> io::Result<Cut> {
        let buffers = &mut self.buffers;
        loop {
            if self.filled == buffers.data.len() {
                // An empty buffer, or a line longer than the buffer: make room.
                let room = (2 * buffers.data.len()).max(CHUNK_BYTES);
                buffers.data.resize(room, 0);
            }
            let start = self.filled;
            let mut n = match stream.read(&mut buffers.data[start..]) {
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if n == 0 {
                // The last line of a source may have no line end (the bytes pending are one
                // line: any read that brought a line end was passed on).
                if self.filled > 0 {
                    buffers.ends.push(self.filled);
                }
                return Ok(Cut::End);
            }
            if self.skipping {
                let read = &buffers.data[start..start + n];
                let Some(end) = memchr::memchr(b'\n', read) else {
                    buffers.skipped += n as u64;
                    continue;
                };
                // The line too long ends here: what follows is the next line.
                buffers.skipped += end as u64 + 1;
                buffers.data.copy_within(start + end + 1..start + n, start);
                n -= end + 1;
                self.skipping = false;
            }
            self.filled += n;
            let ends = memchr::memchr_iter(b'\n', &buffers.data[start..self.filled]);
            buffers.ends.extend(ends.map(|i| start + i + 1));
            let line_start = buffers.ends.last().copied().unwrap_or(0);
            let cut = if self.filled - line_start > limit.saturating_add(1) {
                // Too long, whatever its line ending: passed on now, and the rest dropped.
                buffers.ends.push(self.filled);
                self.skipping = true;
                self.filled
            } else if line_start > 0 {
                line_start
            } else {
                continue;
            };
            let mut rest = spare();
            rest.ends.clear();
            rest.skipped = 0;
            let tail = &buffers.data[cut..self.filled];
            let room = rest.data.len().max(tail.len());
            rest.data.resize(room, 0);
            rest.data[..tail.len()].copy_from_slice(tail);
            self.filled = tail.len();
            return Ok(Cut::At(rest));
        }
    }
}

#[cfg(test)]
impl Reader {
    /// A reader of `stream`, named `name`, its lines at most `limit` bytes long.
    pub(crate) fn from_stream(
        name: SourceName,
        stream: impl Read + Send + 'static,
        limit: usize,
    ) -> Reader {
        Reader::new(vec![(name, Stream::Bytes(Box::new(stream)), limit)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::test_stream::{Failing, Pieces};
    use crate::input::{Input, DEFAULT_MAX_LINE};

    /// Every chunk of `reader`: the number of its first line, and its lines.
    fn chunks(reader: Reader) -> Vec<(usize, Vec<Vec<u8>>)> {
        reader
            .map(|chunk| {
                let chunk = chunk.expect("no error");
                let lines = (0..chunk.len())
                    .map(|i| chunk.line(i).bytes().to_vec())
                    .collect();
                (chunk.position(0).number(), lines)
            })
            .collect()
    }

    fn lines(lines: &[&str]) -> Vec<Vec<u8>> {
        lines.iter().map(|line| line.as_bytes().to_vec()).collect()
    }

    #[test]
    fn lines_end_at_lf_or_crlf_and_a_lone_cr_stays() {
        let stream = Pieces::new(&[b"a\r\nb\n\nc\rd\n\r\r\ne\r"]);
        let read = chunks(Reader::from_stream(
            SourceName::Stdin,
            stream,
            DEFAULT_MAX_LINE,
        ));
        // The last line, which has no line end yet, waits for the next read.
        let whole = lines(&["a", "b", "", "c\rd", "\r"]);
        assert_eq!(read, [(1, whole), (6, lines(&["e\r"]))]);
    }

    #[test]
    fn an_empty_source_has_no_chunk_and_a_lone_line_end_one_empty_line() {
        assert_eq!(
            chunks(Reader::from_stream(
                SourceName::Stdin,
                Pieces::new(&[]),
                DEFAULT_MAX_LINE
            )),
            []
        );
        let one = Reader::from_stream(SourceName::Stdin, Pieces::new(&[b"\n"]), DEFAULT_MAX_LINE);
        assert_eq!(chunks(one), [(1, lines(&[""]))]);
    }

    /// Each read is passed on up to its last line end; the rest starts the next chunk, and
    /// lines are numbered across chunks.
    #[test]
    fn each_read_is_passed_on_at_once() {
        let stream = Pieces::new(&[b"a\nb", b"", b"c\nd\n", b"e", b"f", b"\n", b"g"]);
        let read = chunks(Reader::from_stream(
            SourceName::Stdin,
            stream,
            DEFAULT_MAX_LINE,
        ));
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

    /// A line longer than the buffer (and within the limit), arriving in small pieces, is found
    /// whole.
    #[test]
    fn a_line_longer_than_the_buffer_is_one_line() {
        let long = vec![b'a'; 2 * CHUNK_BYTES + 5];
        let mut pieces: Vec<&[u8]> = long.chunks(4096).collect();
        pieces.push(b"\r\nb\nc");
        let stream = Pieces::new(&pieces);
        let read = chunks(Reader::from_stream(SourceName::Stdin, stream, long.len()));
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
        let reader = Reader::from_args(&args, 1);
        assert!(reader.reads_args());
        assert_eq!(reader.file_bytes(), None);
        assert_eq!(chunks(reader), [(1, lines(&["a\nb", "c\r", "", "d"]))]);
    }

    #[test]
    fn standard_input_when_there_are_no_arguments() {
        let reader = Reader::from_args(&[], DEFAULT_MAX_LINE);
        assert!(!reader.reads_args());
        assert_eq!(reader.file_bytes(), None);
    }

    #[test]
    fn bytes_count_line_endings() {
        let stream = Pieces::new(&[b"ab\r\n\ncde\n"]);
        let chunk = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE)
            .next()
            .expect("a chunk")
            .expect("no error");
        assert_eq!(chunk.len(), 3);
        assert_eq!(chunk.bytes(0..3), 9);
        assert_eq!(chunk.bytes(1..3), 5);
        assert_eq!(chunk.bytes(1..2), 1);
        assert_eq!(chunk.bytes(2..2), 0);
        assert_eq!(chunk.bytes_read(), 9);
        let lines: Vec<_> = chunk.lines(1..3).map(|(p, l)| (p.number(), l)).collect();
        assert_eq!(lines, [(2, Input::Whole(b"")), (3, Input::Whole(b"cde"))]);
    }

    #[test]
    fn files_are_read_in_order_each_numbered_from_1() {
        let dir = std::env::temp_dir().join(format!("uri-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
        std::fs::write(&a, "x\ny").expect("write");
        std::fs::write(&b, "z\n").expect("write");
        let reader = Reader::open(&[], &[a.clone(), b.clone()], 10).expect("both open");
        assert!(!reader.reads_args());
        assert_eq!(reader.file_bytes(), Some(5));
        let positions: Vec<String> = reader
            .flat_map(|chunk| {
                let chunk = chunk.expect("no error");
                let lines: Vec<String> = chunk
                    .lines(0..chunk.len())
                    .map(|(p, l)| format!("{p} {}", String::from_utf8_lossy(l.bytes())))
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
        let error = Reader::open(&[], &[dir.join("a.txt"), missing.clone()], 10)
            .err()
            .expect("a missing file is an error");
        assert!(error
            .to_string()
            .starts_with(&format!("{}: ", missing.display())));
        // Arguments come first, when there are any.
        let args = Reader::open(&[OsString::from("q")], &[], 10).expect("arguments");
        assert!(args.reads_args());
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_read_error_names_the_file_and_ends_the_reading() {
        let name = SourceName::File("f.txt".to_string());
        let stream = Failing(Pieces::new(&[b"a\nb"]));
        let mut reader = Reader::from_stream(name, stream, DEFAULT_MAX_LINE);
        let first = reader.next().expect("a chunk").expect("no error yet");
        assert_eq!(first.line(0), Input::Whole(b"a"));
        let error = reader.next().expect("the error").err().expect("an error");
        assert_eq!(error.to_string(), "f.txt: the disk is on fire");
        assert!(reader.next().is_none());
        let stream = Failing(Pieces::new(&[]));
        let mut stdin = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE);
        let error = stdin.next().expect("the error").err().expect("an error");
        assert_eq!(error.to_string(), "the disk is on fire");
    }

    #[test]
    fn a_dropped_chunk_gives_its_buffers_back() {
        let stream = Pieces::new(&[b"a\n", b"b\n"]);
        let mut reader = Reader::from_stream(SourceName::Stdin, stream, DEFAULT_MAX_LINE);
        let chunk = reader.next().expect("a chunk").expect("no error");
        assert!(reader.spare.try_recv().is_err());
        drop(chunk);
        let spare = reader.spare.try_recv().expect("the buffers are back");
        assert!(spare.data.len() >= CHUNK_BYTES);
    }

    /// Lines of `limit` bytes pass, with either line ending; longer ones are too long, whether
    /// they end within a read or not.
    #[test]
    fn lines_longer_than_the_limit_are_too_long() {
        let stream = Pieces::new(&[b"abcd\r\nabcde\n", b"abcd\r", b"\nabcd\r\r\nab", b"cde"]);
        let reader = Reader::from_stream(SourceName::Stdin, stream, 4);
        let mut seen = Vec::new();
        for chunk in reader {
            let chunk = chunk.expect("no error");
            for (position, line) in chunk.lines(0..chunk.len()) {
                let too_long = matches!(line, Input::TooLong { limit: 4, .. });
                seen.push((position.number(), line.bytes().to_vec(), too_long));
            }
        }
        let line = |n, text: &str, too_long| (n, text.as_bytes().to_vec(), too_long);
        assert_eq!(
            seen,
            [
                line(1, "abcd", false),
                line(2, "abcde", true),
                line(3, "abcd", false),
                line(4, "abcd\r", true),
                line(5, "abcde", true),
            ]
        );
    }

    /// A line too long is passed on as soon as it is found so, and the rest of it is dropped
    /// without growing the buffer: memory stays bounded by the buffer, the next lines are read
    /// as usual and numbered on, and the bytes dropped are counted.
    #[test]
    fn a_line_too_long_is_passed_on_at_once_and_the_rest_dropped() {
        let long = vec![b'a'; 4 * CHUNK_BYTES];
        let mut pieces: Vec<&[u8]> = vec![b"ok\n"];
        pieces.extend(long.chunks(100_000));
        pieces.push(b"aaa\r\nnext\n");
        pieces.push(&long);
        let mut reader = Reader::from_stream(SourceName::Stdin, Pieces::new(&pieces), 1000);
        let ok = reader.next().expect("a chunk").expect("no error");
        assert_eq!(ok.line(0), Input::Whole(b"ok"));
        drop(ok);
        // Found too long by the first read of it.
        let first = reader.next().expect("a chunk").expect("no error");
        assert_eq!(first.len(), 1);
        assert_eq!(first.position(0).number(), 2);
        let Input::TooLong { start, limit } = first.line(0) else {
            panic!("line 2 is too long");
        };
        assert_eq!(limit, 1000);
        assert_eq!(start, &long[..100_000]);
        assert_eq!(first.bytes_read(), 100_000);
        drop(first);
        let second = reader.next().expect("a chunk").expect("no error");
        assert_eq!(second.len(), 1);
        assert_eq!(second.position(0).number(), 3);
        assert_eq!(second.line(0), Input::Whole(b"next"));
        let dropped = (4 * CHUNK_BYTES - 100_000 + 5) as u64;
        assert_eq!(second.bytes_read(), dropped + 5);
        assert!(second.buffers.data.len() <= CHUNK_BYTES);
        drop(second);
        // A last line too long, without a line end: found too long at once, the rest dropped
        // and counted in a chunk of no line.
        let third = reader.next().expect("a chunk").expect("no error");
        assert_eq!(third.position(0).number(), 4);
        assert!(matches!(third.line(0), Input::TooLong { .. }));
        let read = third.bytes_read();
        let rest = reader.next().expect("the bytes dropped").expect("no error");
        assert_eq!(rest.len(), 0);
        assert_eq!(read + rest.bytes_read(), long.len() as u64);
        assert!(rest.buffers.data.len() <= CHUNK_BYTES);
        assert!(reader.next().is_none());
    }

    /// `-` among the files is standard input, which has no size: no total then.
    #[test]
    fn a_dash_is_standard_input() {
        let reader = Reader::open(&[], &[PathBuf::from("-")], 10).expect("standard input");
        assert!(!reader.reads_args());
        assert_eq!(reader.file_bytes(), None);
        assert_eq!(*reader.sources[0].name, SourceName::Stdin);
    }
}
