//! What the SQL tests share: the table of URLs (written as Parquet and registered as `t`), a
//! context with the functions, the rows of a query as text, and the message of a query that
//! fails.

use std::fs::File;
use std::path::Path;
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::display::array_value_to_string;
use datafusion::error::Result;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use rfc3986_test_support::corpus;

/// A column of text, `None` for null.
pub type Column = Vec<Option<String>>;

/// The first rows of the web corpus, a null every ninth row, some rows that do not parse; and
/// resolution pairs.
pub fn columns() -> (Column, Column, Column) {
    let web = corpus::text(corpus::WEB);
    let urls: Vec<Option<String>> = web
        .lines()
        .take(3000)
        .enumerate()
        .map(|(k, line)| match k % 9 {
            4 => None,
            7 => Some(format!("{line} x")),
            _ => Some(line.to_owned()),
        })
        .collect();
    let pairs = corpus::text(corpus::RELREFS);
    let (bases, references) = pairs
        .lines()
        .take(urls.len())
        .map(|line| {
            let (base, reference) = line.split_once('\t').unwrap();
            (Some(base.to_owned()), Some(reference.to_owned()))
        })
        .unzip();
    (urls, bases, references)
}

fn batch() -> RecordBatch {
    let (urls, bases, references) = columns();
    let column = |rows: &[Option<String>]| -> ArrayRef {
        Arc::new(StringArray::from_iter(rows.iter().map(Option::as_deref)))
    };
    let schema = Schema::new(vec![
        Field::new("url", DataType::Utf8, true),
        Field::new("base", DataType::Utf8, true),
        Field::new("reference", DataType::Utf8, true),
    ]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![column(&urls), column(&bases), column(&references)],
    )
    .unwrap()
}

fn write_parquet(path: &Path) {
    let batch = batch();
    let mut writer =
        ArrowWriter::try_new(File::create(path).unwrap(), batch.schema(), None).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
}

/// A context with the crate's functions.
pub fn context() -> SessionContext {
    let ctx = SessionContext::new();
    rfc3986_datafusion::register(&ctx);
    ctx
}

/// Registers the table of [`columns`] in `ctx` as `t`, a Parquet file in the directory it
/// returns (which must live as long as the table is read).
pub async fn register_table(ctx: &SessionContext) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("urls.parquet");
    write_parquet(&path);
    ctx.register_parquet("t", path.to_str().unwrap(), ParquetReadOptions::default())
        .await
        .unwrap();
    dir
}

/// The rows of a one-column query, as text (`None` for null): a list as `[a, b]`, a map as
/// `{k: [a, b]}`, a struct as `{code: c, start: 1}`.
pub async fn strings(ctx: &SessionContext, sql: &str) -> Result<Vec<Option<String>>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let mut rows = Vec::new();
    for batch in batches {
        let column = batch.column(0);
        for k in 0..column.len() {
            let text = array_value_to_string(column, k)?;
            rows.push(column.is_valid(k).then_some(text));
        }
    }
    Ok(rows)
}

/// A list of texts as [`strings`] writes it.
pub fn list<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> String {
    let items: Vec<String> = items
        .into_iter()
        .map(|item| item.as_ref().to_owned())
        .collect();
    format!("[{}]", items.join(", "))
}

/// The message of the error of `sql`, which must fail (when it is planned or when it runs).
pub async fn error_of(ctx: &SessionContext, sql: &str) -> String {
    let result = match ctx.sql(sql).await {
        Ok(frame) => frame.collect().await.map(|_| ()),
        Err(error) => Err(error),
    };
    result.expect_err(sql).to_string()
}

/// The message of the error of `sql`, which must be planned and fail when it runs.
pub async fn run_error(ctx: &SessionContext, sql: &str) -> String {
    let frame = ctx.sql(sql).await.expect(sql);
    frame.collect().await.expect_err(sql).to_string()
}
