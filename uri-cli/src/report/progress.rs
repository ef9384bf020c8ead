//! The progress bar of a run over files, on standard error.

use std::io::{self, IsTerminal};

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar of `total` bytes, when the total is known (the inputs are files only) and
/// standard error is a terminal.
pub(crate) fn over_files(total: Option<u64>) -> Option<ProgressBar> {
    total
        .filter(|_| io::stderr().is_terminal())
        .map(progress_bar)
}

/// A progress bar of `total` bytes, on standard error.
fn progress_bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total);
    let style =
        ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}
