//! What every command shares: the options about lines and passwords, and the help text about
//! exit status.

use clap::builder::RangedU64ValueParser;

use crate::input::DEFAULT_MAX_LINE;
use crate::report::Passwords;

/// The exit status of every command, for `--help`.
pub(crate) const EXIT_STATUS: &str = "\
Exit status:
  0    every input was valid
  1    some input was invalid (each one is reported, and the run goes on)
  2    usage error, or input/output error: an input could not be read, or standard output
       or standard error could not be written (when standard error fails, the run still goes
       on, so that standard output is complete)
  141  standard output was closed (`uri ... | head`): the run stops at once, with no summary";

/// Options every command has.
#[derive(clap::Args)]
pub(crate) struct Common {
    /// The longest input line, in bytes, its line ending not counted. A longer line gets an
    /// error naming it, and is read to its end without being kept; the run goes on. Arguments
    /// have no limit.
    #[arg(
        long,
        value_name = "BYTES",
        default_value_t = DEFAULT_MAX_LINE,
        value_parser = RangedU64ValueParser::<usize>::new().range(1..=rfc3986::MAX_LEN as u64),
    )]
    pub(crate) max_line_length: usize,
    /// Show passwords (`user:secret@`) in text output and error lines, where they are `***`
    /// otherwise (RFC 3986 section 7.5); JSON output always has them.
    #[arg(long)]
    show_password: bool,
}

impl Common {
    /// Whether passwords are shown to people.
    pub(crate) fn passwords(&self) -> Passwords {
        Passwords::shown_if(self.show_password)
    }
}
