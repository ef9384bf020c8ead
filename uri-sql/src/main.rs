//! `uri-sql`: a SQL query over CSV, NDJSON and Parquet files, with the URI functions of
//! `rfc3986-datafusion` registered, its result streamed to standard output.
//!
//! ```text
//! uri-sql [--format table|csv|json] [--threads N] [--table NAME=PATH ...] [--psl FILE] [--] QUERY
//! ```
//!
//! A table in the query may be a file path in quotes, as in DataFusion's own command line:
//! `uri-sql "SELECT uri_host(url) AS host, count(*) FROM 'crawl.parquet' GROUP BY host ORDER BY
//! 2 DESC LIMIT 20"`. The format of a file is read from its extension, in any case
//! (`.parquet`, `.csv`, and `.json` or `.ndjson` for NDJSON), the same for a path in the query
//! and for `--table`. Exit 0 on success, 1 when the query fails (it does not parse, names an
//! unknown column or function, calls a function with arguments of the wrong number or type, or
//! fails while running), 2 on a usage error or when a file cannot be read. `--psl FILE` reads a
//! Public Suffix List for the domain functions instead of the one built in.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use datafusion::arrow::csv::WriterBuilder;
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::arrow::json::LineDelimitedWriter;
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::TableReference;
use datafusion::error::DataFusionError;
use datafusion::prelude::{
    CsvReadOptions, JsonReadOptions, ParquetReadOptions, SessionConfig, SessionContext,
};
use futures::StreamExt;
use indicatif::{ProgressBar, ProgressStyle};
use rfc3986_datafusion::{Options, SuffixList};

/// How the result is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// A table for people (one table per batch of rows as they come).
    Table,
    /// CSV with a header line.
    Csv,
    /// One JSON object per row and line.
    Json,
}

/// SQL over CSV, NDJSON and Parquet files, with the RFC 3986 URI functions (uri_host,
/// uri_normalize, uri_resolve, parse_url, ...).
#[derive(Debug, Parser)]
#[command(name = "uri-sql", version)]
struct Args {
    /// How the result is written.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    /// Threads the query runs on (the machine's cores by default).
    #[arg(long)]
    threads: Option<usize>,
    /// A table named NAME, read from the file (or folder of files) PATH; the query may also
    /// name a file in quotes.
    #[arg(long = "table", value_name = "NAME=PATH")]
    tables: Vec<String>,
    /// A Public Suffix List (a public_suffix_list.dat) for uri_public_suffix,
    /// uri_registrable_domain and uri_subdomain, instead of the list built in.
    #[arg(long, value_name = "FILE")]
    psl: Option<PathBuf>,
    /// The query.
    query: String,
}

/// Why a run failed, and the exit code that says so.
enum Failure {
    /// The query failed: exit 1.
    Query(DataFusionError),
    /// A file could not be read or standard output written: exit 2.
    Io(String),
}

impl From<DataFusionError> for Failure {
    fn from(error: DataFusionError) -> Failure {
        // A file that cannot be read is an I/O error wherever the engine meets it.
        match error.find_root() {
            DataFusionError::IoError(_) | DataFusionError::ObjectStore(_) => {
                Failure::Io(error.to_string())
            }
            _ => Failure::Query(error),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error.to_string())
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.threads.unwrap_or_else(num_threads).max(1))
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("uri-sql: {error}");
            return ExitCode::from(2);
        }
    };
    match runtime.block_on(run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Query(error)) => {
            eprintln!("uri-sql: {error}");
            ExitCode::from(1)
        }
        Err(Failure::Io(error)) => {
            eprintln!("uri-sql: {error}");
            ExitCode::from(2)
        }
    }
}

/// The number of threads the machine runs at once.
fn num_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

async fn run(args: &Args) -> Result<(), Failure> {
    let threads = args.threads.unwrap_or_else(num_threads).max(1);
    let config = SessionConfig::new().with_target_partitions(threads);
    let ctx = SessionContext::new_with_config(config).enable_url_table();
    rfc3986_datafusion::register_with(&ctx, &options(args)?);
    for table in &args.tables {
        register_table(&ctx, table).await?;
    }
    register_files(&ctx, &args.query).await?;
    let frame = ctx.sql(&args.query).await?;
    let mut stream = frame.execute_stream().await?;
    let schema = stream.schema();
    let progress = io::stderr().is_terminal().then(progress_bar);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut writer = Writer::new(args.format);
    let mut rows = 0u64;
    while let Some(batch) = stream.next().await {
        let batch = batch?;
        rows += batch.num_rows() as u64;
        writer.write(&mut out, &batch)?;
        if let Some(progress) = &progress {
            progress.set_position(rows);
        }
    }
    writer.finish(&mut out, schema)?;
    out.flush()?;
    if let Some(progress) = progress {
        progress.finish_and_clear();
    }
    Ok(())
}

/// The options of the URI functions: the list of `--psl`, or the one built in.
fn options(args: &Args) -> Result<Options, Failure> {
    let Some(path) = &args.psl else {
        return Ok(Options::default());
    };
    let failure =
        |error: &dyn std::fmt::Display| Failure::Io(format!("--psl {}: {error}", path.display()));
    let text = std::fs::read_to_string(path).map_err(|error| failure(&error))?;
    let list = SuffixList::parse(&text).map_err(|error| failure(&error))?;
    Ok(Options::default().with_suffixes(list))
}

/// Registers each file the query names as a table, in quotes (and maybe qualified by a schema),
/// in the format of its extension ([`register_file`]), so that a path is read as `--table`
/// reads it. Fails when such a file does not exist (rather than the engine's "table not found",
/// which is for a name that is not registered). A path of another extension (or a folder) is
/// left to DataFusion's own reading of paths.
async fn register_files(ctx: &SessionContext, query: &str) -> Result<(), Failure> {
    let state = ctx.state();
    let dialect = state.config().options().sql_parser.dialect;
    let statement = state.sql_to_statement(query, &dialect)?;
    for table in state.resolve_table_references(&statement)? {
        let name = table.table();
        let file_like = name.contains('/') || FileFormat::of(name).is_some();
        let registered = ctx.table_exist(table.clone()).unwrap_or(false);
        if !file_like || registered {
            continue;
        }
        if std::fs::metadata(name).is_err() {
            return Err(Failure::Io(format!("no file or folder {name}")));
        }
        register_file(ctx, table.clone(), name).await?;
    }
    Ok(())
}

/// Registers `NAME=PATH` with `ctx` ([`register_file`]).
async fn register_table(ctx: &SessionContext, table: &str) -> Result<(), Failure> {
    let Some((name, path)) = table.split_once('=') else {
        return Err(Failure::Io(format!("--table {table}: expected NAME=PATH")));
    };
    if std::fs::metadata(path).is_err() {
        return Err(Failure::Io(format!(
            "--table {table}: no file or folder {path}"
        )));
    }
    if FileFormat::of(path).is_none() {
        return Err(Failure::Io(format!(
            "--table {table}: unknown format (.parquet, .csv, .json or .ndjson)"
        )));
    }
    register_file(ctx, name, path).await
}

/// Registers the table `name`, read from the file (or the files of the folder) `path` in the
/// format of the path's extension, which the files read must have as written (`.CSV` reads
/// `UP.CSV`); nothing when the extension is not one of a format.
async fn register_file(
    ctx: &SessionContext,
    name: impl Into<TableReference>,
    path: &str,
) -> Result<(), Failure> {
    let Some((format, extension)) = FileFormat::of(path) else {
        return Ok(());
    };
    match format {
        FileFormat::Parquet => {
            let options = ParquetReadOptions {
                file_extension: extension,
                ..Default::default()
            };
            ctx.register_parquet(name, path, options).await?
        }
        FileFormat::Csv => {
            let options = CsvReadOptions::new().file_extension(extension);
            ctx.register_csv(name, path, options).await?
        }
        FileFormat::Json => {
            let options = JsonReadOptions::default().file_extension(extension);
            ctx.register_json(name, path, options).await?
        }
    }
    Ok(())
}

/// The formats of the files a query reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileFormat {
    Parquet,
    Csv,
    /// NDJSON: one object per line.
    Json,
}

impl FileFormat {
    /// The format of the file at `path`, by its extension (`.parquet`, `.csv`, `.json` or
    /// `.ndjson`, in any case), and the extension as written, with its dot.
    fn of(path: &str) -> Option<(FileFormat, &str)> {
        let dot = path.rfind('.')?;
        let extension = &path[dot..];
        let format = match extension.to_ascii_lowercase().as_str() {
            ".parquet" => FileFormat::Parquet,
            ".csv" => FileFormat::Csv,
            ".json" | ".ndjson" => FileFormat::Json,
            _ => return None,
        };
        Some((format, extension))
    }
}

/// A spinner with the count of rows written, on standard error.
fn progress_bar() -> ProgressBar {
    let bar = ProgressBar::new_spinner();
    let style = ProgressStyle::with_template("{spinner} {pos} rows {per_sec} {elapsed}")
        .unwrap_or_else(|_| ProgressStyle::default_spinner());
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// The writer of the chosen format, one batch at a time.
enum Writer {
    Table,
    /// CSV, its header written with the first batch.
    Csv {
        header: bool,
    },
    Json,
}

impl Writer {
    fn new(format: Format) -> Writer {
        match format {
            Format::Table => Writer::Table,
            Format::Csv => Writer::Csv { header: true },
            Format::Json => Writer::Json,
        }
    }

    fn write(&mut self, out: &mut impl Write, batch: &RecordBatch) -> Result<(), Failure> {
        let empty = batch.num_rows() == 0;
        match self {
            Writer::Table | Writer::Json if empty => {}
            Writer::Table => writeln!(
                out,
                "{}",
                pretty_format_batches(std::slice::from_ref(batch))?
            )?,
            Writer::Csv { header } => {
                let mut writer = WriterBuilder::new().with_header(*header).build(&mut *out);
                writer.write(batch)?;
                *header = false;
            }
            Writer::Json => {
                let mut writer = LineDelimitedWriter::new(&mut *out);
                writer.write(batch)?;
                writer.finish()?;
            }
        }
        Ok(())
    }

    /// Ends the output: a CSV result without rows still has its header line.
    fn finish(&mut self, out: &mut impl Write, schema: SchemaRef) -> Result<(), Failure> {
        match self {
            Writer::Csv { header: true } => self.write(out, &RecordBatch::new_empty(schema)),
            _ => Ok(()),
        }
    }
}

impl From<datafusion::arrow::error::ArrowError> for Failure {
    fn from(error: datafusion::arrow::error::ArrowError) -> Failure {
        match error {
            datafusion::arrow::error::ArrowError::IoError(message, _) => Failure::Io(message),
            other => Failure::Query(DataFusionError::ArrowError(Box::new(other), None)),
        }
    }
}

#[cfg(test)]
mod tests {
    use datafusion::error::DataFusionError;

    use super::Failure;

    #[test]
    fn a_file_that_cannot_be_read_is_an_io_failure_wherever_the_engine_meets_it() {
        let io = || DataFusionError::IoError(std::io::Error::other("unreadable"));
        let store = || {
            DataFusionError::ObjectStore(Box::new(datafusion::object_store::Error::Generic {
                store: "LocalFileSystem",
                source: "unreadable".into(),
            }))
        };
        let nested = DataFusionError::Context("reading a file".into(), Box::new(io()));
        for error in [io(), store(), nested] {
            assert!(matches!(Failure::from(error), Failure::Io(_)));
        }
        let plan = DataFusionError::Plan("no such column".into());
        assert!(matches!(Failure::from(plan), Failure::Query(_)));
    }
}
