//! A plain benchmark harness: every contender on the same inputs in the same run, rounds
//! interleaved so that a noisy machine slows all of them alike, medians reported.
//!
//! Run with `cargo bench -p rfc3986-benches` (see the README for the results table).

use std::hint::black_box;
use std::time::{Duration, Instant};

pub mod contenders;
pub mod report;

/// A corpus: one input per line of a file of `rfc3986_test_support::corpus`.
pub struct Corpus {
    /// The file name.
    pub name: &'static str,
    /// The lines, without their line endings.
    pub lines: Vec<String>,
    /// The total length of the lines, in bytes.
    pub bytes: usize,
}

impl Corpus {
    /// Loads the corpus `name` (`rfc3986_test_support::corpus::WEB`, `FILES`, `RELREFS` or
    /// `IRIS`).
    pub fn load(name: &'static str) -> Corpus {
        let text = rfc3986_test_support::corpus::text(name);
        let lines: Vec<String> = text.lines().map(String::from).collect();
        let bytes = lines.iter().map(String::len).sum();
        Corpus { name, lines, bytes }
    }

    /// The host of each URL of the web corpus whose host is a name (a `reg-name`, not empty),
    /// in the corpus's order and as written.
    pub fn host_names() -> Corpus {
        let corpus = Corpus::load(rfc3986_test_support::corpus::WEB);
        let lines: Vec<String> = corpus
            .lines
            .iter()
            .filter_map(|line| match rfc3986::UriRef::parse(line).ok()?.host()? {
                rfc3986::Host::RegName(name) if !name.is_empty() => Some(name.to_owned()),
                _ => None,
            })
            .collect();
        Corpus {
            name: "web-kasztp.txt, the host names of its URLs",
            bytes: lines.iter().map(String::len).sum(),
            lines,
        }
    }
}

/// One contender's result on one corpus.
pub struct Measurement {
    /// The contender's name.
    pub name: &'static str,
    /// The median time of a pass over the corpus.
    pub median: Duration,
    /// How many inputs it accepted.
    pub accepted: usize,
}

impl Measurement {
    /// Nanoseconds per input.
    pub fn ns_per_input(&self, corpus: &Corpus) -> f64 {
        self.median.as_nanos() as f64 / corpus.lines.len() as f64
    }

    /// Throughput in MB/s (10^6 bytes per second).
    pub fn mb_per_s(&self, corpus: &Corpus) -> f64 {
        corpus.bytes as f64 / self.median.as_secs_f64() / 1e6
    }
}

/// Times one pass of `op` over every line; returns the time and how many lines it accepted.
#[inline(never)]
pub fn pass<F: Fn(&str) -> bool>(lines: &[String], op: F) -> (Duration, usize) {
    let start = Instant::now();
    let mut accepted = 0;
    for line in lines {
        accepted += usize::from(op(black_box(line.as_str())));
    }
    (start.elapsed(), black_box(accepted))
}

/// Times `count`, which goes over some inputs and says how many it accepted.
pub fn timed(count: impl FnOnce() -> usize) -> (Duration, usize) {
    let start = Instant::now();
    let accepted = count();
    (start.elapsed(), black_box(accepted))
}

/// Runs every contender once per round, in rotating order so that a noisy moment slows all of
/// them alike; round 0 warms the caches and is not counted. `run(k)` times contender `k` (named
/// `names[k]`) over the inputs; the median pass of each is kept.
pub fn round_robin(
    names: &[&'static str],
    rounds: usize,
    mut run: impl FnMut(usize) -> (Duration, usize),
) -> Vec<Measurement> {
    let mut samples = vec![Vec::with_capacity(rounds); names.len()];
    let mut accepted = vec![0; names.len()];
    for round in 0..=rounds {
        for k in 0..names.len() {
            let which = (k + round) % names.len();
            let (time, count) = run(which);
            if round > 0 {
                samples[which].push(time);
            }
            accepted[which] = count;
        }
    }
    samples
        .into_iter()
        .zip(accepted)
        .zip(names)
        .map(|((samples, accepted), &name)| Measurement {
            name,
            median: median(samples),
            accepted,
        })
        .collect()
}

/// The median of some durations.
pub fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}
