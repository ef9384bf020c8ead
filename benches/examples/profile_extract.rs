//! Finds the URIs of the prose corpus many times with one contender, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_extract -- 100 rfc3986`
//! (contenders: rfc3986, iri, linkify).

use rfc3986_benches::contenders;

fn main() {
    let mut args = std::env::args().skip(1);
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(100);
    let contender = args.next().unwrap_or_else(|| "rfc3986".into());
    let text = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::PROSE);
    let finder = contenders::linkify_finder();
    let start = std::time::Instant::now();
    let mut found = 0;
    for _ in 0..times {
        found += match contender.as_str() {
            "iri" => contenders::rfc3986_extract_iri(&text),
            "linkify" => contenders::linkify_extract(&finder, &text),
            _ => contenders::rfc3986_extract(&text),
        };
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{contender}: {found} URIs, {:.0} MB/s",
        (text.len() * times) as f64 / seconds / 1e6
    );
}
