//! Parses a corpus many times with one contender, for a profiler:
//! `cargo run --release -p rfc3986-benches --example profile_parse -- web-kasztp.txt 200 rfc3986`
//! (contenders: rfc3986, scan, floor (the vector-scan floor), can-parse (ada-url's), fluent-uri; `resolve`, with `relrefs.tsv`; for IRIs, with
//! `iri-mixed.txt` or any other: `iri` (`IriRef::parse`), `fluent-uri-iri`, `oxiri`,
//! `iri-string-iri`, and `to-uri`, `fluent-uri-to-uri` or `iri-string-to-uri` (parse and map to a
//! URI)); `audit` (parse as an IRI and audit, RFC 3986 section 7); `normalize` (parse and
//! normalize into a `String`), `ada` (ada-url's parse) and `ada-href` (its parse and `href`).

use rfc3986_benches::{contenders, pass, Corpus};

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "web-kasztp.txt".into());
    let times: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(200);
    let contender = args.next().unwrap_or_else(|| "rfc3986".into());
    let corpus = Corpus::load(Box::leak(name.into_boxed_str()));
    let op: fn(&str) -> bool = match contender.as_str() {
        "scan" => contenders::scan,
        "floor" => contenders::vector_scan,
        "can-parse" => contenders::ada_can_parse,
        "fluent-uri" => contenders::fluent_uri,
        "resolve" => contenders::rfc3986_resolve,
        "iri" => contenders::rfc3986_iri,
        "fluent-uri-iri" => contenders::fluent_uri_iri,
        "oxiri" => contenders::oxiri,
        "iri-string-iri" => contenders::iri_string_iri,
        "to-uri" => contenders::rfc3986_parse_to_uri,
        "fluent-uri-to-uri" => contenders::fluent_uri_parse_to_uri,
        "iri-string-to-uri" => contenders::iri_string_parse_to_uri,
        "audit" => contenders::rfc3986_audit,
        "normalize" => contenders::rfc3986_normalize,
        "ada" => contenders::ada,
        "ada-href" => contenders::ada_normalize,
        _ => contenders::rfc3986,
    };
    let mut total = std::time::Duration::ZERO;
    for _ in 0..times {
        total += pass(&corpus.lines, op).0;
    }
    let per = total.as_nanos() as f64 / (times * corpus.lines.len()) as f64;
    println!("{contender}: {per:.1} ns per input");
}
