//! Looks up the registrable domain of each host name of the web corpus many times with one
//! contender, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_domain -- 200 rfc3986`
//! (contenders: `rfc3986`, by the ICANN section; `rfc3986-all`, by both sections; `psl`, the
//! `psl` crate's `domain_str` on the host in lowercase).

use rfc3986::domain::{Section, SuffixList};
use rfc3986_benches::{contenders, pass, Corpus};

fn main() {
    let mut args = std::env::args().skip(1);
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(200);
    let contender = args.next().unwrap_or_else(|| "rfc3986".into());
    let hosts = Corpus::host_names();
    let lowercase: Vec<String> = hosts.lines.iter().map(|h| h.to_ascii_lowercase()).collect();
    let list = SuffixList::embedded();
    let mut total = std::time::Duration::ZERO;
    for _ in 0..times {
        total += match contender.as_str() {
            "psl" => pass(&lowercase, contenders::psl_registrable_domain),
            "rfc3986-all" => pass(&hosts.lines, |host| {
                contenders::rfc3986_registrable_domain(&list, Section::All, host)
            }),
            _ => pass(&hosts.lines, |host| {
                contenders::rfc3986_registrable_domain(&list, Section::Icann, host)
            }),
        }
        .0;
    }
    let per = total.as_nanos() as f64 / (times * hosts.lines.len()) as f64;
    println!("{contender}: {per:.1} ns per host");
}
