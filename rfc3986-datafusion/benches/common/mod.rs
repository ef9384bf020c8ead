//! What the DataFusion benchmarks share: the table of URLs (the web corpus repeated, in batches
//! of the engine's size), the race of some queries over it, on one thread and on two, and the
//! goal lines ([`bench`] runs them all).

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::datasource::MemTable;
use datafusion::prelude::{SessionConfig, SessionContext};

/// How many times each query runs, by turns with the others; the fastest run is kept.
const RUNS: usize = 3;

/// Races `queries` over the web corpus (the table of [`web_table`], of [`rows`] rows) under a
/// title naming `function`, then prints the goal line of each `(peer, times)` of `goals`: the
/// first query at least `times` as fast as query `peer`.
pub fn bench(function: &str, queries: &[Query], goals: &[(usize, f64)]) {
    let rows = rows();
    let table = web_table(rows);
    println!("### `{function}` in a DataFusion query: {rows} rows of `web-kasztp.txt` repeated\n");
    let results = race(&table, rows, queries);
    for &(peer, times) in goals {
        print_goal(&results, queries, peer, times);
    }
}

/// The number of rows: `BENCH_ROWS`, ten million by default.
fn rows() -> usize {
    std::env::var("BENCH_ROWS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000)
}

/// A table `t` of one column `url` (`Utf8`): `rows` lines of the web corpus, repeated, in
/// batches of 8192 rows dealt to two partitions.
fn web_table(rows: usize) -> Arc<MemTable> {
    let corpus = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::WEB);
    let lines: Vec<&str> = corpus.lines().collect();
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
    Arc::new(MemTable::try_new(schema, partitions.to_vec()).unwrap())
}

/// A query of a race: the name its row of the table gives, and its SQL over `t`.
pub struct Query {
    /// What the table calls it.
    pub name: &'static str,
    /// The SQL.
    pub sql: String,
}

/// Runs `queries` over `table` (as `t`, with our functions and Spark's `try_parse_url`
/// registered) on one thread, then on two, each query `RUNS` times by turns with the others,
/// and prints a Markdown table of the fastest run of each against the first query. Returns,
/// for each number of threads, the fastest time of each query.
fn race(table: &Arc<MemTable>, rows: usize, queries: &[Query]) -> Vec<(usize, Vec<Duration>)> {
    let first = queries[0].name;
    println!("| query | threads | s (best of {RUNS}) | M rows/s | time vs {first} |");
    println!("|---|---:|---:|---:|---:|");
    let mut results = Vec::new();
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
        let mut best = vec![Duration::MAX; queries.len()];
        for _ in 0..RUNS {
            for (query, best) in queries.iter().zip(&mut best) {
                let start = Instant::now();
                let batches = runtime.block_on(async {
                    ctx.sql(&query.sql).await.unwrap().collect().await.unwrap()
                });
                black_box(batches);
                *best = start.elapsed().min(*best);
            }
        }
        for (query, time) in queries.iter().zip(&best) {
            println!(
                "| {} | {threads} | {:.3} | {:.1} | {:.2}x |",
                query.name,
                time.as_secs_f64(),
                rows as f64 / time.as_secs_f64() / 1e6,
                time.as_secs_f64() / best[0].as_secs_f64()
            );
        }
        results.push((threads, best));
    }
    results
}

/// Prints, for each number of threads, the line of the goal that the first query is at least
/// `times` as fast as the query `peer` (an index into the race's queries).
fn print_goal(results: &[(usize, Vec<Duration>)], queries: &[Query], peer: usize, times: f64) {
    for (threads, best) in results {
        let faster = best[peer].as_secs_f64() / best[0].as_secs_f64();
        let verdict = if faster >= times { "met" } else { "NOT met" };
        println!(
            "\n{} is {faster:.2}x as fast as {} on {threads} thread(s) (goal: at least {times}x, \
             {verdict}).",
            queries[0].name, queries[peer].name
        );
    }
}
