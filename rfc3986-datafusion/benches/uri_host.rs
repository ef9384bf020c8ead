//! `uri_host` in a DataFusion query over ten million rows (the web corpus repeated), beside
//! DataFusion's Spark-compatible `parse_url(url, 'HOST')` (WHATWG URL, a `String` per row) and
//! host extraction by regular expression, on one thread and on two. (The kernels beside the
//! library's parse loop are `rfc3986-arrow`'s `kernels` benchmark.)
//!
//! `cargo bench -p rfc3986-datafusion --bench uri_host` (`URI_HOST_ROWS` sets the number of
//! rows, ten million by default).

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::datasource::MemTable;
use datafusion::prelude::{SessionConfig, SessionContext};

/// The regular expression of a host after `scheme://` and any user information.
const HOST_PATTERN: &str = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*).*$";

fn main() {
    let rows: usize = std::env::var("URI_HOST_ROWS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let corpus = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::WEB);
    let lines: Vec<&str> = corpus.lines().collect();
    // Batches of 8192 rows, the engine's own size, dealt to two partitions.
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]));
    let mut partitions: [Vec<RecordBatch>; 2] = [Vec::new(), Vec::new()];
    let mut row = 0;
    let mut k = 0;
    while row < rows {
        let len = 8192.min(rows - row);
        let urls: ArrayRef = Arc::new(StringArray::from_iter_values(
            (row..row + len).map(|r| lines[r % lines.len()]),
        ));
        partitions[k % 2].push(RecordBatch::try_new(schema.clone(), vec![urls]).unwrap());
        row += len;
        k += 1;
    }
    let table = Arc::new(MemTable::try_new(schema, partitions.to_vec()).unwrap());

    println!("### `uri_host` in a DataFusion query: {rows} rows of `web-kasztp.txt` repeated\n");
    println!("| query | threads | s (best of 3) | M rows/s | time vs uri_host |");
    println!("|---|---:|---:|---:|---:|");
    let queries = [
        (
            "uri_host(url)",
            "SELECT count(uri_host(url)) FROM t".to_owned(),
        ),
        (
            "Spark parse_url(url, 'HOST')",
            "SELECT count(try_parse_url(url, 'HOST')) FROM t".to_owned(),
        ),
        (
            "regexp_replace",
            format!("SELECT count(regexp_replace(url, '{HOST_PATTERN}', '\\1')) FROM t"),
        ),
        // The list of groups, not its element: `[2]` needs DataFusion's nested functions,
        // a feature this crate leaves out, and taking the element would only add time.
        (
            "regexp_match (the groups' list)",
            format!("SELECT count(regexp_match(url, '{HOST_PATTERN}')) FROM t"),
        ),
    ];
    for threads in [1, 2] {
        // The engine's tasks on `threads` workers, and as many partitions planned.
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .build()
            .unwrap();
        let ctx =
            SessionContext::new_with_config(SessionConfig::new().with_target_partitions(threads));
        rfc3986_datafusion::register(&ctx);
        ctx.register_udf(
            datafusion_spark::function::url::try_parse_url()
                .as_ref()
                .clone(),
        );
        ctx.register_table("t", table.clone()).unwrap();
        let mut ours = Duration::ZERO;
        for (name, sql) in &queries {
            let best = (0..3)
                .map(|_| {
                    let start = Instant::now();
                    let batches = runtime
                        .block_on(async { ctx.sql(sql).await.unwrap().collect().await.unwrap() });
                    black_box(batches);
                    start.elapsed()
                })
                .min()
                .unwrap();
            if ours.is_zero() {
                ours = best;
            }
            println!(
                "| {name} | {threads} | {:.3} | {:.1} | {:.2}x |",
                best.as_secs_f64(),
                rows as f64 / best.as_secs_f64() / 1e6,
                best.as_secs_f64() / ours.as_secs_f64()
            );
        }
    }
}
