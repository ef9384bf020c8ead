//! Parses and normalizes the web corpus, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_normalize -- 100 [upper]`
//! (`upper`: schemes and hosts in uppercase, so that every line is rewritten).

use rfc3986_benches::Corpus;

fn main() {
    let times: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let mut corpus = Corpus::load("web-kasztp.txt");
    if std::env::args().nth(2).as_deref() == Some("upper") {
        for line in &mut corpus.lines {
            let end = line[8.min(line.len())..]
                .find('/')
                .map_or(line.len(), |e| e + 8);
            *line = line[..end].to_ascii_uppercase() + &line[end..];
        }
    }
    let start = std::time::Instant::now();
    let mut total = 0;
    for _ in 0..times {
        for line in &corpus.lines {
            if let Ok(uri) = rfc3986::UriRef::parse(std::hint::black_box(line)) {
                total += std::hint::black_box(uri.normalize().into_owned().into_string()).len();
            }
        }
    }
    let per = start.elapsed().as_nanos() as f64 / (times * corpus.lines.len()) as f64;
    println!("{per:.1} ns per line ({total} bytes written)");
}
