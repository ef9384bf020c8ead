//! Builds each valid reference of the web corpus again from its components, parsed
//! beforehand, as the suite's build table does, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_build -- 200`.

use rfc3986_benches::Corpus;

fn main() {
    let times: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let corpus = Corpus::load("web-kasztp.txt");
    let parsed: Vec<rfc3986::UriRef<'_>> = corpus
        .lines
        .iter()
        .filter_map(|l| rfc3986::UriRef::parse(l).ok())
        .collect();
    let start = std::time::Instant::now();
    let mut total = 0;
    for _ in 0..times {
        for u in &parsed {
            if rfc3986_benches::contenders::rfc3986_build(u) {
                total += 1;
            }
        }
    }
    let per = start.elapsed().as_nanos() as f64 / (times * parsed.len()) as f64;
    println!("{per:.1} ns per reference ({total} built)");
}
