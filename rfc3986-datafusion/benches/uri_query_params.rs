//! `uri_query_params` in a DataFusion query over ten million rows (the web corpus repeated),
//! beside the query's `key=value` pieces cut out by regular expressions and `string_to_array`,
//! as it is done without it. The pieces are less than the function gives: neither split into
//! keys and values nor decoded, nor gathered by key. On one thread and on two, with the goal
//! lines.
//!
//! `cargo bench -p rfc3986-datafusion --bench uri_query_params` (`BENCH_ROWS` sets the number
//! of rows, ten million by default).

mod common;

use common::Query;

/// The whole reference, its query (if any) in the first group.
const QUERY_PATTERN: &str = r"^[^?#]*(?:\?([^#]*))?.*$";

fn main() {
    let queries = [
        Query {
            name: "uri_query_params(url)",
            sql: "SELECT count(uri_query_params(url)) FROM t".to_owned(),
        },
        Query {
            name: "regexp_replace, then string_to_array",
            sql: format!(
                "SELECT count(string_to_array(regexp_replace(url, '{QUERY_PATTERN}', '\\1'), \
                 '&')) FROM t"
            ),
        },
        Query {
            name: "regexp_match, then string_to_array",
            sql: "SELECT count(string_to_array(regexp_match(url, '\\?([^#]*)')[1], '&')) FROM t"
                .to_owned(),
        },
    ];
    common::bench("uri_query_params", &queries, &[(1, 3.0), (2, 3.0)]);
}
