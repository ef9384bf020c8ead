//! `cargo xtask TASK`: the project's maintenance tasks (`cargo xtask --help` lists them).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod man;

/// The project's maintenance tasks.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask")]
struct Xtask {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Write the man pages of `uri`: `uri.1`, and `uri-COMMAND.1` for each of its commands.
    Man(man::Out),
    /// Write the shell completions of `uri`, for bash, zsh, fish, elvish and PowerShell.
    Completions(man::Out),
}

fn main() -> ExitCode {
    let result = match Xtask::parse().task {
        Task::Man(out) => man::man_pages(&out.dir("man")),
        Task::Completions(out) => man::completions(&out.dir("completions")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
