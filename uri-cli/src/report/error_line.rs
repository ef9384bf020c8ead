//! The error line for an input, on standard error: where the input is, the input as people see
//! it, and what is wrong with it; and the usage error for an argument that every input needs
//! (a base, a template), which shows it the same way.

use std::fmt;
use std::io;

use crate::input::{Input, Position};
use crate::report::shown::{Passwords, Shown};

/// The error line for an input: `uri: line 3: "a b": invalid character ...`.
pub(crate) struct ErrorLine<'a> {
    position: Position<'a>,
    input: Shown<'a>,
    message: &'a dyn fmt::Display,
}

impl<'a> ErrorLine<'a> {
    /// The error line for `input` at `position`: the input is shown quoted and escaped, with
    /// invalid UTF-8 replaced and its password masked unless `passwords` says to show it (a line
    /// too long is shown by its start, followed by `...`), then what is wrong with it.
    pub(crate) fn new(
        position: Position<'a>,
        input: Input<'a>,
        message: &'a dyn fmt::Display,
        passwords: Passwords,
    ) -> Self {
        ErrorLine {
            position,
            input: Shown::new(input, passwords),
            message,
        }
    }
}

impl fmt::Display for ErrorLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = String::from_utf8_lossy(self.input.bytes());
        let cut = if self.input.is_cut() { "..." } else { "" };
        write!(
            f,
            "uri: {}: {input:?}{cut}: {}",
            self.position, self.message
        )
    }
}

/// The usage error (exit 2) of an invalid argument, the `what` of the run (`base`,
/// `template`): `invalid base "x": ...`, the argument shown as error lines show an input.
pub(crate) fn bad_argument(
    what: &str,
    text: &[u8],
    why: impl fmt::Display,
    passwords: Passwords,
) -> io::Error {
    let shown = Shown::new(Input::Whole(text), passwords);
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "invalid {what} {:?}: {why}",
            String::from_utf8_lossy(shown.bytes())
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::SourceName;

    #[test]
    fn an_error_line_shows_the_position_the_input_and_the_message() {
        let file = SourceName::File("urls.txt".to_string());
        let at = Position::at;
        let input = Input::Whole(b"a \"b\"\xFF");
        let line = ErrorLine::new(at(&file, 4), input, &"bad", Passwords::Masked);
        assert_eq!(
            line.to_string(),
            "uri: urls.txt: line 4: \"a \\\"b\\\"\u{FFFD}\": bad"
        );
        let input = Input::Whole(b"//u:pw@h/a b");
        let line = ErrorLine::new(at(&SourceName::Stdin, 1), input, &"bad", Passwords::Masked);
        assert_eq!(line.to_string(), "uri: line 1: \"//u:***@h/a b\": bad");
        let line = ErrorLine::new(at(&SourceName::Stdin, 1), input, &"bad", Passwords::Shown);
        assert_eq!(line.to_string(), "uri: line 1: \"//u:pw@h/a b\": bad");
        let long = [b'x'; 80];
        let input = Input::TooLong {
            start: &long,
            limit: 70,
        };
        let error = input
            .parse::<rfc3986::grammar::Uri>()
            .expect_err("too long");
        let line = ErrorLine::new(at(&SourceName::Args, 1), input, &error, Passwords::Masked);
        assert_eq!(
            line.to_string(),
            format!(
                "uri: input 1: \"{}\"...: longer than the line limit of 70 bytes \
                 (--max-line-length)",
                "x".repeat(64)
            )
        );
        assert_eq!(error.index(), 70);
    }
}
