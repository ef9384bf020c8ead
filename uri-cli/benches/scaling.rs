//! `cargo bench -p uri-cli`: the throughput of `uri normalize` on the web corpus (repeated 40
//! times, 88 MB), with one thread and with two, alternating, 7 runs each; the median of each
//! and the goal line (two threads at least 1.6x one thread's throughput).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    let corpus = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::WEB);
    let text = std::fs::read(corpus).expect("the web corpus");
    let big: PathBuf = std::env::temp_dir().join("uri-normalize-scaling.txt");
    std::fs::write(&big, text.repeat(40)).expect("a temporary file");
    let bytes = text.len() as f64 * 40.0;
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    for _ in 0..7 {
        for (k, threads) in ["1", "2"].iter().enumerate() {
            let start = Instant::now();
            let status = Command::new(env!("CARGO_BIN_EXE_uri"))
                .args(["normalize", "-q", "--threads", threads, "--input"])
                .arg(&big)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .expect("uri runs");
            times[k].push(start.elapsed());
            // The corpus has invalid lines: exit 1, every line accounted for.
            assert_eq!(status.code(), Some(1));
        }
    }
    let _ = std::fs::remove_file(&big);
    let median = |v: &mut Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let one = median(&mut times[0]);
    let two = median(&mut times[1]);
    for (threads, time) in [(1, one), (2, two)] {
        println!(
            "uri normalize --threads {threads}: {:.0} ms, {:.0} MB/s, {:.2} M lines/s",
            time.as_secs_f64() * 1e3,
            bytes / 1e6 / time.as_secs_f64(),
            48_010.0 * 40.0 / 1e6 / time.as_secs_f64()
        );
    }
    let speedup = one.as_secs_f64() / two.as_secs_f64();
    let verdict = if speedup >= 1.6 { "met" } else { "NOT met" };
    println!(
        "two threads: {speedup:.2}x one thread's throughput (goal: at least 1.6x, {verdict})."
    );
}
