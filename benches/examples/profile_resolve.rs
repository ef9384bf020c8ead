//! Resolves the pairs of `relrefs.tsv` against bases parsed beforehand, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_resolve -- 200 [both]`
//! (`both`: each line split and both references parsed, as the suite's main resolve table).

use rfc3986_benches::Corpus;

fn main() {
    let times: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let pairs = Corpus::load("relrefs.tsv");
    let parsed: Vec<(rfc3986::UriRef<'_>, &str)> = pairs
        .lines
        .iter()
        .filter_map(|l| l.split_once('\t'))
        .filter_map(|(b, r)| Some((rfc3986::UriRef::parse(b).ok()?, r)))
        .collect();
    let start = std::time::Instant::now();
    let mut total = 0;
    if std::env::args().nth(2).as_deref() == Some("both") {
        for _ in 0..times {
            for line in &pairs.lines {
                if rfc3986_benches::contenders::rfc3986_resolve(std::hint::black_box(line)) {
                    total += 1;
                }
            }
        }
        let per = start.elapsed().as_nanos() as f64 / (times * pairs.lines.len()) as f64;
        println!("{per:.1} ns per line ({total} resolved)");
        return;
    }
    for _ in 0..times {
        for (base, r) in &parsed {
            let target = base.join(std::hint::black_box(r)).expect("resolves");
            total += std::hint::black_box(target.into_string()).len();
        }
    }
    let per = start.elapsed().as_nanos() as f64 / (times * parsed.len()) as f64;
    println!("{per:.1} ns per reference ({total} bytes written)");
}
