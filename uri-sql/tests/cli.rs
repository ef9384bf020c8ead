//! `uri-sql` end to end: a Parquet file in, the expected rows out in each format; every format
//! and case of extension, named in the query or with `--table`; the exit codes and messages of
//! a bad query, of a wrong argument and of a missing file.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::parquet::arrow::ArrowWriter;

/// URLs: `example.com` three times, `b.example` twice, one that does not parse.
const URLS: [&str; 6] = [
    "http://example.com/a",
    "https://example.com/b?q=1",
    "http://b.example/",
    "http://example.com:8080/c",
    "http://b.example/x#y",
    "http://bad host/",
];

/// A Parquet file of `URLS` and a null.
fn write_crawl(path: &Path) {
    let urls: ArrayRef = Arc::new(StringArray::from_iter(
        URLS.into_iter().map(Some).chain([None]),
    ));
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

/// `uri-sql` run in the folder `dir`.
fn uri_sql_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uri-sql"))
        .args(args)
        .current_dir(dir)
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
    // A name that is not a path nor registered is the engine's "table not found".
    let unknown = uri_sql(&["SELECT * FROM no_such_table"]);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&unknown.stderr)
            .contains("table 'datafusion.public.no_such_table' not found"),
        "{}",
        String::from_utf8_lossy(&unknown.stderr)
    );
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

/// `write_crawl`'s rows that are not null, written as `stem.csv`, `stem.json` and
/// `stem.ndjson` (both NDJSON) in `dir`; and `stem.parquet` by `write_crawl`. Returns the file
/// names.
fn write_each_format(dir: &Path, stem: &str) -> [String; 4] {
    let csv: String = std::iter::once("url")
        .chain(URLS)
        .map(|line| format!("{line}\n"))
        .collect();
    let ndjson: String = URLS
        .iter()
        .map(|url| format!("{{\"url\":\"{url}\"}}\n"))
        .collect();
    let names = ["csv", "json", "ndjson", "parquet"].map(|extension| format!("{stem}.{extension}"));
    std::fs::write(dir.join(&names[0]), csv).unwrap();
    std::fs::write(dir.join(&names[1]), &ndjson).unwrap();
    std::fs::write(dir.join(&names[2]), &ndjson).unwrap();
    write_crawl(&dir.join(&names[3]));
    names
}

#[test]
fn every_format_in_every_case_of_its_extension_named_in_the_query_or_with_table() {
    let dir = tempfile::tempdir().unwrap();
    // The hosts of `URLS`, in their order (the last does not parse).
    let want: String = [
        "example.com",
        "example.com",
        "b.example",
        "example.com",
        "b.example",
    ]
    .map(|host| format!("{{\"host\":\"{host}\"}}\n"))
    .concat()
        + "{}\n";
    let mut checked = 0;
    for name in write_each_format(dir.path(), "urls") {
        let (stem, extension) = name.rsplit_once('.').unwrap();
        let mut capitalized = extension.to_owned();
        capitalized[..1].make_ascii_uppercase();
        for extension in [
            extension.to_ascii_uppercase(),
            capitalized,
            extension.to_owned(),
        ] {
            let path = dir.path().join(format!("{stem}.{extension}"));
            std::fs::rename(dir.path().join(&name), &path).unwrap();
            // The path alone, and qualified by the default schema.
            for schema in ["", "public.", "datafusion.public."] {
                let query = format!(
                    "SELECT uri_host(url) AS host FROM {schema}'{}' WHERE url IS NOT NULL",
                    path.display()
                );
                let by_path = uri_sql(&["--threads", "1", "--format", "json", &query]);
                assert_eq!(stdout(&by_path), want, "{query}");
            }
            let table = format!("t={}", path.display());
            let by_name = uri_sql(&[
                "--threads",
                "1",
                "--format",
                "json",
                "--table",
                &table,
                "SELECT uri_host(url) AS host FROM t WHERE url IS NOT NULL",
            ]);
            assert_eq!(stdout(&by_name), want, "{}", path.display());
            std::fs::rename(&path, dir.path().join(&name)).unwrap();
            checked += 1;
        }
    }
    // Four extensions (NDJSON as .json and .ndjson), three cases each.
    assert_eq!(checked, 12);
}

#[test]
fn a_file_name_without_a_folder_is_a_path_too() {
    let dir = tempfile::tempdir().unwrap();
    write_each_format(dir.path(), "urls");
    std::fs::rename(dir.path().join("urls.ndjson"), dir.path().join("UP.NDJSON")).unwrap();
    let json = uri_sql_in(
        dir.path(),
        &["--format", "json", "SELECT count(*) AS n FROM 'UP.NDJSON'"],
    );
    assert_eq!(stdout(&json), "{\"n\":6}\n");
    let missing = uri_sql_in(dir.path(), &["SELECT * FROM 'nope.csv'"]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&missing.stderr),
        "uri-sql: no file or folder nope.csv\n"
    );
}

#[test]
fn a_wrong_argument_is_a_type_error_that_names_it_with_exit_1() {
    for (query, message) in [
        (
            "SELECT uri_host(n) FROM (VALUES (1)) AS v(n)",
            "uri-sql: Error during planning: uri_host(url): url must be a string, not Int64\n",
        ),
        (
            "SELECT uri_is_valid('a', 3)",
            "uri-sql: Error during planning: uri_is_valid(url[, rule]): rule must be a string, not Int64\n",
        ),
        (
            "SELECT parse_url('http://h/')",
            "uri-sql: Error during planning: parse_url(url, part[, key]) takes 2 or 3 arguments, not 1\n",
        ),
        (
            "SELECT uri_is_valid('a', 'nope')",
            "uri-sql: Execution error: uri_is_valid: unknown rule 'nope' (URI-reference, URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI, irelative-ref)\n",
        ),
    ] {
        let output = uri_sql(&[query]);
        assert_eq!(output.status.code(), Some(1), "{query}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), message, "{query}");
    }
    // A null rule is a null result, as a null argument is everywhere.
    let csv = stdout(&uri_sql(&[
        "--format",
        "csv",
        "SELECT uri_is_valid(url, NULL) IS NULL AS n FROM (VALUES ('http://a/')) AS v(url)",
    ]));
    assert_eq!(csv, "n\ntrue\n");
}

#[test]
fn psl_reads_a_list_for_the_domain_functions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crawl.parquet");
    write_crawl(&path);
    let query = format!(
        "SELECT uri_registrable_domain(url) AS site, uri_subdomain(url, 'all') AS sub FROM '{}'",
        path.display()
    );
    // The list built in: `example` is no public suffix, `b.example` its site.
    let built_in = stdout(&uri_sql(&["--format", "csv", &query]));
    assert_eq!(
        built_in,
        "site,sub\nexample.com,\nexample.com,\nb.example,\nexample.com,\nb.example,\n,\n,\n"
    );
    // A list where `b.example` and `com` are public suffixes, `example.com` a private one.
    let list = dir.path().join("public_suffix_list.dat");
    std::fs::write(
        &list,
        "// ===BEGIN ICANN DOMAINS===\ncom\nb.example\n// ===BEGIN PRIVATE DOMAINS===\nexample.com\n",
    )
    .unwrap();
    let list = list.to_str().unwrap();
    let loaded = stdout(&uri_sql(&["--format", "csv", "--psl", list, &query]));
    assert_eq!(
        loaded,
        "site,sub\nexample.com,\nexample.com,\n,\nexample.com,\n,\n,\n,\n"
    );
    // A file that does not exist, or is no list: exit 2, naming the file.
    let missing = uri_sql(&["--psl", "/no/such/list.dat", "SELECT 1"]);
    assert_eq!(missing.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&missing.stderr);
    assert!(
        stderr.starts_with("uri-sql: --psl /no/such/list.dat: "),
        "{stderr}"
    );
    let not_a_list = dir.path().join("not-a-list.dat");
    std::fs::write(&not_a_list, "com\n").unwrap();
    let bad = uri_sql(&["--psl", not_a_list.to_str().unwrap(), "SELECT 1"]);
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.starts_with(&format!("uri-sql: --psl {}: ", not_a_list.display())),
        "{stderr}"
    );
}
