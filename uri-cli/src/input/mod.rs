//! One input of a batch command and where it comes from: a reference (an argument or a line), or
//! the start of a line too long; why it is not a valid reference; and its position in its source,
//! for error lines. The submodules read the inputs: [`Reader`] cuts the arguments, standard input
//! or files into chunks of whole lines ([`Chunk`]).

use std::fmt;

use rfc3986::grammar::Grammar;
use rfc3986::{ParseError, ParseOptions, RiRef};

mod chunk;
mod files;
mod reader;
#[cfg(test)]
pub(crate) mod test_stream;

pub(crate) use chunk::Chunk;
pub(crate) use files::{in_file, open_files, Opened};
pub(crate) use reader::Reader;

/// The longest line read by default, in bytes, its line ending not counted.
pub(crate) const DEFAULT_MAX_LINE: usize = 1 << 20;

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
    /// The position of input `number` (from 1) of `source`.
    #[cfg(test)]
    pub(crate) fn at(source: &'a SourceName, number: usize) -> Self {
        Position { source, number }
    }

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

/// One input: a whole reference, or a line longer than the limit, of which only the start was
/// kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Input<'a> {
    /// A line (without its line ending) or an argument, whole.
    Whole(&'a [u8]),
    /// A line longer than `limit` bytes: the bytes of it read before it was found too long (more
    /// than `limit`); the rest was dropped.
    TooLong { start: &'a [u8], limit: usize },
}

impl<'a> Input<'a> {
    /// The reference, parsed by grammar `G` (URI or IRI); a line too long is refused without
    /// being looked at.
    pub(crate) fn parse<G: Grammar>(self) -> Result<RiRef<'a, G>, InputError> {
        self.parse_with(ParseOptions::STRICT)
    }

    /// [`parse`](Self::parse), with `options` (RFC 6874 zone identifiers).
    pub(crate) fn parse_with<G: Grammar>(
        self,
        options: ParseOptions,
    ) -> Result<RiRef<'a, G>, InputError> {
        match self {
            Input::Whole(bytes) => {
                RiRef::parse_bytes_with(bytes, options).map_err(InputError::Invalid)
            }
            Input::TooLong { limit, .. } => Err(InputError::TooLong { limit }),
        }
    }

    /// The input as text, for what the library reads as `str` (URI Templates, Windows paths): a
    /// line too long, or bytes that are not UTF-8, are refused.
    pub(crate) fn text(self) -> Result<&'a str, InputError> {
        match self {
            Input::Whole(bytes) => std::str::from_utf8(bytes).map_err(|e| InputError::NotUtf8 {
                index: e.valid_up_to(),
            }),
            Input::TooLong { limit, .. } => Err(InputError::TooLong { limit }),
        }
    }

    /// The bytes: the whole reference, or the start of a line too long.
    pub(crate) fn bytes(self) -> &'a [u8] {
        match self {
            Input::Whole(bytes) | Input::TooLong { start: bytes, .. } => bytes,
        }
    }
}

/// Why an input is not a valid reference, or cannot be read as text.
#[derive(Debug)]
pub(crate) enum InputError {
    /// The grammar refuses it.
    Invalid(ParseError),
    /// It is a line longer than the limit.
    TooLong { limit: usize },
    /// It is not UTF-8, from byte `index` on.
    NotUtf8 { index: usize },
}

impl InputError {
    /// The byte index where the input goes wrong: for a line too long, the first byte past the
    /// limit.
    pub(crate) fn index(&self) -> usize {
        match self {
            InputError::Invalid(error) => error.index(),
            InputError::TooLong { limit } => *limit,
            InputError::NotUtf8 { index } => *index,
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Invalid(error) => error.fmt(f),
            InputError::TooLong { limit } => write!(
                f,
                "longer than the line limit of {limit} bytes (--max-line-length)"
            ),
            InputError::NotUtf8 { index } => write!(f, "not UTF-8 at index {index}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
