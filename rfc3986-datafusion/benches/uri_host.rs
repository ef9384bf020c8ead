//! `uri_host` in a DataFusion query over ten million rows (the web corpus repeated), beside
//! DataFusion's Spark-compatible `parse_url(url, 'HOST')` (WHATWG URL, a `String` per row) and
//! host extraction by regular expression, on one thread and on two, with the goal lines. (The
//! kernels beside the library's parse loop are `rfc3986-arrow`'s `kernels` benchmark.)
//!
//! `cargo bench -p rfc3986-datafusion --bench uri_host` (`BENCH_ROWS` sets the number of rows,
//! ten million by default).

mod common;

use common::Query;

/// The regular expression of a host after `scheme://` and any user information.
const HOST_PATTERN: &str = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*).*$";

fn main() {
    let queries = [
        Query {
            name: "uri_host(url)",
            sql: "SELECT count(uri_host(url)) FROM t".to_owned(),
        },
        Query {
            name: "Spark parse_url(url, 'HOST')",
            sql: "SELECT count(try_parse_url(url, 'HOST')) FROM t".to_owned(),
        },
        Query {
            name: "regexp_replace",
            sql: format!("SELECT count(regexp_replace(url, '{HOST_PATTERN}', '\\1')) FROM t"),
        },
        // The list of groups, not its element: taking the element would only add time.
        Query {
            name: "regexp_match (the groups' list)",
            sql: format!("SELECT count(regexp_match(url, '{HOST_PATTERN}')) FROM t"),
        },
    ];
    common::bench("uri_host", &queries, &[(1, 5.0), (2, 3.0), (3, 3.0)]);
}
