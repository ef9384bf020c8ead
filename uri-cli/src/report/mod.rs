//! What a command tells people besides its results: an input as people see it (its password
//! masked, a line too long cut, control characters escaped), the error line for an invalid
//! input, the progress bar of a long run, and how the run went, for the exit status.

pub(crate) mod error_line;
pub(crate) mod progress;
pub(crate) mod shown;

pub(crate) use error_line::{bad_argument, ErrorLine};
pub(crate) use shown::{printable, Passwords, Shown};

/// How a run over many inputs went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every input was valid (exit code 0).
    AllValid,
    /// At least one input was invalid, and was reported (exit code 1).
    SomeInvalid,
}
