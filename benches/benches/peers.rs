//! `cargo bench -p rfc3986-benches`: rfc3986 beside its peers on real corpora, in one run.
//!
//! Set `BENCH_ROUNDS` to change the number of interleaved rounds (default 31).

use rfc3986_benches::contenders::{self, PARSERS};
use rfc3986_benches::{median, pass, print_table, Corpus, Measurement};

fn main() {
    let rounds: usize = std::env::var("BENCH_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(31);
    println!(
        "size_of::<rfc3986::UriRef>() = {} bytes",
        std::mem::size_of::<rfc3986::UriRef<'_>>()
    );
    for name in ["web-kasztp.txt", "file-node.txt"] {
        let corpus = Corpus::load(name);
        let measurements = parse_round_robin(&corpus, rounds);
        print_table("parse", &corpus, &measurements);
    }
}

/// Runs every parser once per round, rotating the order, and keeps the median per parser.
fn parse_round_robin(corpus: &Corpus, rounds: usize) -> Vec<Measurement> {
    let lines = &corpus.lines;
    let mut samples = vec![Vec::with_capacity(rounds); PARSERS.len()];
    let mut accepted = vec![0; PARSERS.len()];
    for round in 0..rounds + 1 {
        for k in 0..PARSERS.len() {
            let which = (k + round) % PARSERS.len();
            let (time, count) = match which {
                0 => pass(lines, contenders::rfc3986),
                1 => pass(lines, contenders::scan),
                2 => pass(lines, contenders::fluent_uri),
                3 => pass(lines, contenders::oxiri),
                4 => pass(lines, contenders::iri_string),
                5 => pass(lines, contenders::url),
                _ => pass(lines, contenders::http),
            };
            // Round 0 warms the caches and is not counted.
            if round > 0 {
                samples[which].push(time);
            }
            accepted[which] = count;
        }
    }
    samples
        .into_iter()
        .zip(accepted)
        .zip(PARSERS)
        .map(|((samples, accepted), &name)| Measurement {
            name,
            median: median(samples),
            accepted,
        })
        .collect()
}
