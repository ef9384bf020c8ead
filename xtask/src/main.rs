//! The project's maintenance tasks: `cargo xtask <task>` (an alias in `.cargo/config.toml`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cycles;

/// The project's maintenance tasks.
#[derive(Parser)]
#[command(name = "cargo xtask")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

/// One task.
#[derive(Subcommand)]
enum Task {
    /// Fail, listing them, on import cycles between the modules of each crate.
    Cycles(cycles::Args),
}

fn main() -> ExitCode {
    match Cli::parse().task {
        Task::Cycles(args) => cycles::run(&args),
    }
}
