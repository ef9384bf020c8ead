//! `uri`: parse and inspect URI references, exactly as RFC 3986 defines them.
//!
//! Exit codes: 0 when every input was valid, 1 when any was invalid (all inputs are still
//! reported), 2 for a usage error or an input/output error, 141 when standard output was closed
//! (as for a command that `SIGPIPE` ends, which is what shells expect of `uri ... | head`).
//!
//! The library holds the whole command, for the `uri` binary ([`run`]) and for the generators
//! of its man pages and shell completions ([`command`]). Its modules: `cli` declares the
//! command line; each subcommand is a module of `commands`, which uses only the shared modules:
//! `input` (the inputs, read in chunks of whole lines), `each` and `pipeline` (running over
//! them, in order or on a thread pool), `report` (inputs as people see them, error lines, the
//! progress bar, the outcome), `output`, `style` and `json` (where and how results are
//! written), `options` and `base` (what several commands take).

mod base;
mod cli;
mod commands;
mod each;
mod input;
mod json;
mod options;
mod output;
mod pipeline;
mod report;
mod style;
mod whatwg;

pub use cli::{command, run};
