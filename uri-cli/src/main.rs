//! `uri`: parse and inspect URI references, exactly as RFC 3986 defines them (the command is
//! the `uri_cli` library's).

use std::process::ExitCode;

fn main() -> ExitCode {
    uri_cli::run()
}
