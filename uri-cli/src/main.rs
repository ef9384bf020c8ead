//! `uri`: parse and inspect URI references, exactly as RFC 3986 defines them.
//!
//! Exit codes: 0 when every input was valid, 1 when any was invalid (all inputs are still
//! reported), 2 for a usage error or an input/output error.

mod input;
mod json;
mod normalize;
mod parse;
mod pipeline;
mod resolve;
mod style;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::input::Outcome;

/// Parse and inspect URI references, exactly as RFC 3986 defines them.
#[derive(Parser)]
#[command(name = "uri", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse URI references and show their components.
    ///
    /// With no URI arguments, reads one reference per line from standard input (LF or CRLF
    /// line endings, which are not part of the reference).
    Parse(parse::Args),
    /// Resolve references against a base URI (RFC 3986 section 5), one result per line.
    ///
    /// With no REF arguments, reads one reference per line from standard input. An invalid
    /// base is an error (exit 2); an invalid reference gets an error line on standard error
    /// naming it, and the run goes on (exit 1 at the end).
    Resolve(resolve::ResolveArgs),
    /// The shortest reference from a base URI to each target (the inverse of resolve).
    ///
    /// With no TARGET arguments, reads one target per line from standard input; same
    /// conventions as `resolve`.
    Relative(resolve::RelativeArgs),
    /// Normalize URI references (RFC 3986 section 6), one normal form per line, in input order.
    ///
    /// With no URI arguments, reads standard input, or the --input files, one reference per
    /// line, using every core on big inputs. An invalid line gets an error line naming it (on
    /// standard error, or as a JSON object with --json) and the run goes on (exit 1 at the
    /// end). A summary goes to standard error after a batch (not with --quiet).
    Normalize(normalize::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Parse(args) => parse::run(&args),
        Command::Resolve(args) => resolve::run_resolve(&args),
        Command::Relative(args) => resolve::run_relative(&args),
        Command::Normalize(args) => normalize::run(&args),
    };
    match result {
        Ok(Outcome::AllValid) => ExitCode::SUCCESS,
        Ok(Outcome::SomeInvalid) => ExitCode::from(1),
        Err(e) => {
            eprintln!("uri: {e}");
            ExitCode::from(2)
        }
    }
}
