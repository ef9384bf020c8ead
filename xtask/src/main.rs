//! The project's tasks, run from anywhere in the repository as `cargo xtask <task>` (the alias is
//! in `.cargo/config.toml`): plain Rust, so they need nothing but the toolchain to start.

mod test;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// The command line: one task and its arguments.
#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "The project's tasks"
)]
struct Cli {
    /// The task to run.
    #[command(subcommand)]
    task: Task,
}

/// The tasks, one variant each.
#[derive(Subcommand)]
enum Task {
    /// Runs every test of the repository, or the parts named (`--list` lists them).
    Test(test::Args),
}

fn main() -> ExitCode {
    match Cli::parse().task {
        Task::Test(args) => test::run(&args),
    }
}
