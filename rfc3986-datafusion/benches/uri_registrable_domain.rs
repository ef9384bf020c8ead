//! `uri_registrable_domain` in a DataFusion query over ten million rows (the web corpus
//! repeated), beside the way it is done without it: the host by DataFusion's Spark-compatible
//! `parse_url(url, 'HOST')`, then its last two labels by a regular expression. That cut is not
//! even right: it gives `co.uk` for `www.example.co.uk`, where the Public Suffix List gives
//! `example.co.uk`. On one thread and on two, with the goal lines.
//!
//! `cargo bench -p rfc3986-datafusion --bench uri_registrable_domain` (`BENCH_ROWS` sets the
//! number of rows, ten million by default).

mod common;

use common::Query;

/// The last two labels of a host name (the whole name when it has fewer).
const LAST_TWO_LABELS: &str = r"^.*?([^.]+\.[^.]+)$";

fn main() {
    let queries = [
        Query {
            name: "uri_registrable_domain(url)",
            sql: "SELECT count(uri_registrable_domain(url)) FROM t".to_owned(),
        },
        Query {
            name: "Spark parse_url(url, 'HOST'), then regexp_replace",
            sql: format!(
                "SELECT count(regexp_replace(try_parse_url(url, 'HOST'), '{LAST_TWO_LABELS}', \
                 '\\1')) FROM t"
            ),
        },
        // The same cut of our host: how much of the time above is the regular expression's.
        Query {
            name: "uri_host(url), then regexp_replace",
            sql: format!(
                "SELECT count(regexp_replace(uri_host(url), '{LAST_TWO_LABELS}', '\\1')) FROM t"
            ),
        },
    ];
    common::bench("uri_registrable_domain", &queries, &[(1, 5.0)]);
}
