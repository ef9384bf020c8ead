//! The project's tasks, run from anywhere in the repository as `cargo xtask <task>` (the alias is
//! in `.cargo/config.toml`): plain Rust, so they need nothing but the toolchain to start.

mod cycles;
mod man;
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
    /// Run every test of the repository, or the parts named (`--list` lists them).
    Test(test::Args),
    /// Fail, listing them, on import cycles between the modules of each crate.
    Cycles(cycles::Args),
    /// Write the man pages of `uri`: `uri.1`, and `uri-COMMAND.1` for each of its commands.
    Man(man::Out),
    /// Write the shell completions of `uri`, for bash, zsh, fish, elvish and PowerShell.
    Completions(man::Out),
}

fn main() -> ExitCode {
    match Cli::parse().task {
        Task::Test(args) => test::run(&args),
        Task::Cycles(args) => cycles::run(&args),
        Task::Man(out) => written(man::man_pages(&out.dir("man"))),
        Task::Completions(out) => written(man::completions(&out.dir("completions"))),
    }
}

/// The exit status of a task that writes files: an error is printed, and fails the task.
fn written(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
