//! `uri-sql` end to end: a Parquet file in, the expected rows out in each format; the exit codes
//! of a bad query and of a missing file.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;

/// A Parquet file of URLs: `example.com` three times, `b.example` twice, one that does not
/// parse, one null.
fn write_crawl(path: &Path) {
    let urls: ArrayRef = Arc::new(StringArray::from(vec![
        Some("http://example.com/a"),
        Some("https://example.com/b?q=1"),
        Some("http://b.example/"),
        Some("http://example.com:8080/c"),
        Some("http://b.example/x#y"),
        Some("http://bad host/"),
        None,
    ]));
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]));
    let batch = RecordBatch::try_new(schema.clone(), vec![urls]).unwrap();
    let mut writer = ArrowWriter::try_new(File::create(path).unwrap(), schema, None).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
}

fn uri_sql(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uri-sql"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn a_parquet_file_named_in_the_query() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crawl.parquet");
    write_crawl(&path);
    let query = format!(
        "SELECT uri_host(url) AS host, count(*) AS n FROM '{}' GROUP BY host ORDER BY n DESC, host",
        path.display()
    );
    let csv = stdout(&uri_sql(&["--format", "csv", &query]));
    assert_eq!(csv, "host,n\nexample.com,3\nb.example,2\n,2\n");
    let json = stdout(&uri_sql(&["--format", "json", &query]));
    assert_eq!(
        json,
        "{\"host\":\"example.com\",\"n\":3}\n{\"host\":\"b.example\",\"n\":2}\n{\"n\":2}\n"
    );
    let table = stdout(&uri_sql(&[&query]));
    assert!(table.contains("| host        | n |"), "{table}");
    assert!(table.contains("| example.com | 3 |"), "{table}");
    // One thread gives the same.
    let one = stdout(&uri_sql(&["--threads", "1", "--format", "csv", &query]));
    assert_eq!(one, csv);
}

#[test]
fn a_table_registered_by_name_and_an_empty_result() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crawl.parquet");
    write_crawl(&path);
    let table = format!("crawl={}", path.display());
    let csv = stdout(&uri_sql(&[
        "--table",
        &table,
        "--format",
        "csv",
        "SELECT parse_url(url, 'QUERY', 'q') AS q, uri_normalize(url) AS normal FROM crawl WHERE uri_query(url) IS NOT NULL",
    ]));
    assert_eq!(csv, "q,normal\n1,https://example.com/b?q=1\n");
    // No rows: the header alone.
    let csv = stdout(&uri_sql(&[
        "--table",
        &table,
        "--format",
        "csv",
        "SELECT url FROM crawl WHERE false",
    ]));
    assert_eq!(csv, "url\n");
}

#[test]
fn a_bad_query_exits_1_and_a_missing_file_2() {
    let bad = uri_sql(&["SELECT uri_host( FROM"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).starts_with("uri-sql: "));
    let unknown = uri_sql(&["SELECT no_such_function('a')"]);
    assert_eq!(unknown.status.code(), Some(1));
    let missing = uri_sql(&["SELECT * FROM 'no/such/crawl.parquet'"]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&missing.stderr),
        "uri-sql: no file or folder no/such/crawl.parquet\n"
    );
    let missing = uri_sql(&["--table", "t=no/such.csv", "SELECT * FROM t"]);
    assert_eq!(missing.status.code(), Some(2));
    let usage = uri_sql(&["--format", "xml", "SELECT 1"]);
    assert_eq!(usage.status.code(), Some(2));
}
