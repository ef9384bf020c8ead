//! A run's results, printed as they come and kept, to be written into a document between two
//! markers (`BENCH_WRITE`): the tables of the latest run, with the facts that make them
//! comparable (the command, the date, the machine, the compiler, the vector code used).

use std::fmt::{self, Display};
use std::path::Path;

use crate::{Corpus, Measurement};

/// The line after which a run's results are written.
pub const BEGIN: &str = "<!-- bench:begin -->";
/// The line before which a run's results end.
pub const END: &str = "<!-- bench:end -->";

/// What a run prints, kept as well: Markdown, the tables and the lines that compare them.
#[derive(Default)]
pub struct Report {
    text: String,
}

impl Report {
    /// Prints `line` and keeps it.
    pub fn line(&mut self, line: impl Display) {
        let line = line.to_string();
        println!("{line}");
        self.text.push_str(&line);
        self.text.push('\n');
    }

    /// Prints and keeps a Markdown table of `measurements` on `corpus`, with the ratio of each
    /// to the first (ours).
    pub fn table(&mut self, title: &str, corpus: &Corpus, measurements: &[Measurement]) {
        self.line(format_args!(
            "\n### {title}: `{}` ({} inputs, {:.1} bytes mean)\n",
            corpus.name,
            corpus.lines.len(),
            corpus.bytes as f64 / corpus.lines.len() as f64
        ));
        self.line("| contender | ns/input | MB/s | accepted | time vs rfc3986 |");
        self.line("|---|---:|---:|---:|---:|");
        let ours = measurements[0].median.as_secs_f64();
        for m in measurements {
            self.line(format_args!(
                "| {} | {:.1} | {:.0} | {} | {:.2}x |",
                m.name,
                m.ns_per_input(corpus),
                m.mb_per_s(corpus),
                m.accepted,
                m.median.as_secs_f64() / ours,
            ));
        }
    }

    /// What was printed, line by line.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// The facts that make a run's numbers comparable with another's.
pub struct Run {
    /// The command that ran the benchmark.
    pub command: String,
    /// The day of the run, `YYYY-MM-DD`, in UTC.
    pub date: String,
    /// The processor's model and the number of logical CPUs.
    pub machine: String,
    /// The compiler that built the benchmark (`rustc --version`).
    pub rustc: String,
    /// The vector instructions the parser used.
    pub vectors: String,
}

impl Run {
    /// The facts of this run, from the process's environment, the machine and the build.
    pub fn here() -> Run {
        Run {
            command: command(|name| std::env::var(name).ok()),
            date: chrono::Utc::now().format("%Y-%m-%d").to_string(),
            machine: machine(),
            rustc: env!("RFC3986_BENCH_RUSTC").to_string(),
            vectors: vectors().to_string(),
        }
    }
}

impl Display for Run {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "- command: `{}`", self.command)?;
        writeln!(f, "- date: {} (UTC)", self.date)?;
        writeln!(f, "- machine: {}", self.machine)?;
        writeln!(f, "- compiler: {}", self.rustc)?;
        write!(f, "- vector code: {}", self.vectors)
    }
}

/// The variables that change what the benchmark measures, in the order they are written.
const VARIABLES: [&str; 3] = ["RUSTFLAGS", "BENCH_ROUNDS", "BENCH_ONLY"];

/// The command that runs the benchmark as this process was run: the variables of `VARIABLES`
/// that `var` gives (not empty), then `cargo bench`.
pub fn command(var: impl Fn(&str) -> Option<String>) -> String {
    let mut command = String::new();
    for name in VARIABLES {
        if let Some(value) = var(name).filter(|v| !v.is_empty()) {
            let value = if value.contains(' ') {
                format!("\"{value}\"")
            } else {
                value
            };
            command += &format!("{name}={value} ");
        }
    }
    command + "cargo bench -p rfc3986-benches --bench peers"
}

/// The processor's model, from `/proc/cpuinfo` where there is one, and the number of logical
/// CPUs.
fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpu_model(&cpuinfo).unwrap_or("unknown processor");
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cpus} logical CPUs")
}

/// The model name of the first processor of a `/proc/cpuinfo`.
pub fn cpu_model(cpuinfo: &str) -> Option<&str> {
    cpuinfo.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        (key.trim() == "model name").then(|| value.trim())
    })
}

/// The vector instructions the parser uses in this build on this processor.
fn vectors() -> &'static str {
    if cfg!(rfc3986_portable) {
        return "none (`--cfg rfc3986_portable`: SWAR and one byte at a time)";
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        return "SSE2, with SSSE3's byte shuffle, and AVX2 for the structural pass of parsing";
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("ssse3") {
        return "SSE2, with SSSE3's byte shuffle";
    }
    if cfg!(target_arch = "x86_64") {
        "SSE2, without SSSE3"
    } else {
        "none on this architecture (SWAR and one byte at a time)"
    }
}

/// Why a run's results could not be written.
#[derive(Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The document has no line that is `marker`.
    MissingMarker(&'static str),
    /// The document has more than one line that is `marker`.
    RepeatedMarker(&'static str),
    /// The end marker comes before the begin marker.
    EndBeforeBegin,
}

impl Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::MissingMarker(marker) => write!(f, "no line `{marker}`"),
            WriteError::RepeatedMarker(marker) => write!(f, "more than one line `{marker}`"),
            WriteError::EndBeforeBegin => write!(f, "`{END}` comes before `{BEGIN}`"),
        }
    }
}

impl std::error::Error for WriteError {}

/// `document` with the lines between its line [`BEGIN`] and its line [`END`] replaced by
/// `results` (the markers kept). Each marker must be a line of its own, once, in that order.
pub fn replace_between_markers(document: &str, results: &str) -> Result<String, WriteError> {
    let begin = marker_line(document, BEGIN)?;
    let end = marker_line(document, END)?;
    if end.start < begin.end {
        return Err(WriteError::EndBeforeBegin);
    }
    let results = results.trim_matches('\n');
    Ok(format!(
        "{}{results}\n\n{}",
        &document[..begin.end],
        &document[end.start..]
    ))
}

/// Where the one line of `document` that is `marker` is, from its first byte to past its line
/// ending.
fn marker_line(document: &str, marker: &'static str) -> Result<std::ops::Range<usize>, WriteError> {
    let mut found = None;
    let mut start = 0;
    for line in document.split_inclusive('\n') {
        if line.trim_end() == marker {
            if found.is_some() {
                return Err(WriteError::RepeatedMarker(marker));
            }
            found = Some(start..start + line.len());
        }
        start += line.len();
    }
    found.ok_or(WriteError::MissingMarker(marker))
}

/// Writes `report`, under the facts of `run`, between the markers of the file at `path`.
pub fn write_between_markers(path: &Path, run: &Run, report: &Report) -> Result<(), String> {
    let fail = |e: &dyn Display| format!("{}: {e}", path.display());
    let document = std::fs::read_to_string(path).map_err(|e| fail(&e))?;
    let results = format!("{run}\n\n{}", report.text());
    let written = replace_between_markers(&document, &results).map_err(|e| fail(&e))?;
    std::fs::write(path, written).map_err(|e| fail(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_results_replace_what_is_between_the_markers() {
        let document =
            "# Speed\n\nprose\n<!-- bench:begin -->\nold\ntables\n<!-- bench:end -->\nafter\n";
        assert_eq!(
            replace_between_markers(document, "\n| new |\n").unwrap(),
            "# Speed\n\nprose\n<!-- bench:begin -->\n| new |\n\n<!-- bench:end -->\nafter\n"
        );
    }

    #[test]
    fn empty_markers_are_filled_and_a_second_run_replaces_the_first() {
        let document = "intro\n<!-- bench:begin -->\n<!-- bench:end -->\n";
        let first = replace_between_markers(document, "one").unwrap();
        assert_eq!(
            first,
            "intro\n<!-- bench:begin -->\none\n\n<!-- bench:end -->\n"
        );
        let second = replace_between_markers(&first, "two").unwrap();
        assert_eq!(
            second,
            "intro\n<!-- bench:begin -->\ntwo\n\n<!-- bench:end -->\n"
        );
    }

    #[test]
    fn markers_at_the_end_without_a_line_ending_and_with_crlf() {
        let document = "a\r\n<!-- bench:begin -->\r\nold\r\n<!-- bench:end -->";
        assert_eq!(
            replace_between_markers(document, "new").unwrap(),
            "a\r\n<!-- bench:begin -->\r\nnew\n\n<!-- bench:end -->"
        );
    }

    #[test]
    fn a_missing_repeated_or_misplaced_marker_is_an_error() {
        let cases = [
            ("no markers\n", WriteError::MissingMarker(BEGIN)),
            ("<!-- bench:begin -->\n", WriteError::MissingMarker(END)),
            ("<!-- bench:end -->\n", WriteError::MissingMarker(BEGIN)),
            (
                "<!-- bench:end -->\n<!-- bench:begin -->\n",
                WriteError::EndBeforeBegin,
            ),
            (
                "<!-- bench:begin -->\n<!-- bench:begin -->\n<!-- bench:end -->\n",
                WriteError::RepeatedMarker(BEGIN),
            ),
            (
                "<!-- bench:begin -->\n<!-- bench:end -->\n<!-- bench:end -->\n",
                WriteError::RepeatedMarker(END),
            ),
            // A marker inside a line of prose is not a marker.
            (
                "see `<!-- bench:begin -->`\n<!-- bench:end -->\n",
                WriteError::MissingMarker(BEGIN),
            ),
        ];
        for (document, error) in cases {
            assert_eq!(
                replace_between_markers(document, "x"),
                Err(error),
                "{document:?}"
            );
        }
    }

    #[test]
    fn errors_name_the_marker() {
        assert_eq!(
            WriteError::MissingMarker(BEGIN).to_string(),
            "no line `<!-- bench:begin -->`"
        );
        assert_eq!(
            WriteError::RepeatedMarker(END).to_string(),
            "more than one line `<!-- bench:end -->`"
        );
        assert_eq!(
            WriteError::EndBeforeBegin.to_string(),
            "`<!-- bench:end -->` comes before `<!-- bench:begin -->`"
        );
    }

    #[test]
    fn the_command_has_the_variables_that_were_set() {
        let vars = |set: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                set.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            command(vars(&[])),
            "cargo bench -p rfc3986-benches --bench peers"
        );
        assert_eq!(
            command(vars(&[
                ("BENCH_ONLY", "parse,iri"),
                ("BENCH_ROUNDS", "1"),
                ("BENCH_WRITE", "PERFORMANCE.md"),
                ("RUSTFLAGS", "--cfg rfc3986_portable"),
            ])),
            "RUSTFLAGS=\"--cfg rfc3986_portable\" BENCH_ROUNDS=1 BENCH_ONLY=parse,iri \
             cargo bench -p rfc3986-benches --bench peers"
        );
        assert_eq!(
            command(vars(&[("RUSTFLAGS", "")])),
            "cargo bench -p rfc3986-benches --bench peers"
        );
    }

    #[test]
    fn the_cpu_model_is_the_first_processors() {
        let cpuinfo = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel\t\t: 85\n\
                       model name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nprocessor\t: 1\n\
                       model name\t: Other\n";
        assert_eq!(cpu_model(cpuinfo), Some("Intel(R) Xeon(R) CPU @ 2.20GHz"));
        assert_eq!(cpu_model("processor\t: 0\n"), None);
    }

    /// The facts of a run, made up.
    fn a_run() -> Run {
        Run {
            command: "cargo bench".into(),
            date: "2026-11-28".into(),
            machine: "a CPU, 2 logical CPUs".into(),
            rustc: "rustc 1.95.0".into(),
            vectors: "SSE2".into(),
        }
    }

    #[test]
    fn the_run_is_a_list_of_its_facts() {
        let run = a_run();
        assert_eq!(
            run.to_string(),
            "- command: `cargo bench`\n- date: 2026-11-28 (UTC)\n\
             - machine: a CPU, 2 logical CPUs\n- compiler: rustc 1.95.0\n- vector code: SSE2"
        );
    }

    #[test]
    fn the_facts_of_this_run_are_read_from_the_build_and_the_machine() {
        let run = Run::here();
        assert!(run
            .command
            .ends_with("cargo bench -p rfc3986-benches --bench peers"));
        assert_eq!(run.date.len(), "2026-11-28".len(), "{}", run.date);
        assert!(run.date.starts_with("20"), "{}", run.date);
        assert!(run.machine.ends_with(" logical CPUs"), "{}", run.machine);
        assert!(!run.machine.starts_with(','), "{}", run.machine);
        assert!(run.rustc.starts_with("rustc 1."), "{}", run.rustc);
        let expected = if cfg!(target_arch = "x86_64") && !cfg!(rfc3986_portable) {
            "SSE2"
        } else {
            "none"
        };
        assert!(run.vectors.starts_with(expected), "{}", run.vectors);
    }

    #[test]
    fn the_results_are_written_into_the_file_under_the_facts_of_the_run() {
        let path = std::env::temp_dir().join(format!("rfc3986-bench-{}.md", std::process::id()));
        let run = a_run();
        let mut report = Report::default();
        report.line("| table |");
        let missing = write_between_markers(&path, &run, &report).unwrap_err();
        assert!(
            missing.starts_with(&format!("{}: ", path.display())),
            "{missing}"
        );
        std::fs::write(&path, "prose\n<!-- bench:begin -->\n<!-- bench:end -->\n").unwrap();
        write_between_markers(&path, &run, &report).unwrap();
        let written = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, "no markers\n").unwrap();
        let unmarked = write_between_markers(&path, &run, &report).unwrap_err();
        let left = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            written,
            format!("prose\n<!-- bench:begin -->\n{run}\n\n| table |\n\n<!-- bench:end -->\n")
        );
        assert_eq!(
            unmarked,
            format!("{}: no line `<!-- bench:begin -->`", path.display())
        );
        assert_eq!(left, "no markers\n");
    }

    #[test]
    fn the_report_keeps_every_line_printed() {
        let mut report = Report::default();
        report.line("a");
        let corpus = Corpus {
            name: "c.txt",
            lines: vec!["ab".into(), "abcd".into()],
            bytes: 6,
        };
        let measurement = |name, ms| Measurement {
            name,
            median: std::time::Duration::from_millis(ms),
            accepted: 2,
        };
        report.table(
            "parse",
            &corpus,
            &[measurement("ours", 2), measurement("theirs", 3)],
        );
        assert_eq!(
            report.text(),
            "a\n\n### parse: `c.txt` (2 inputs, 3.0 bytes mean)\n\n\
             | contender | ns/input | MB/s | accepted | time vs rfc3986 |\n\
             |---|---:|---:|---:|---:|\n\
             | ours | 1000000.0 | 0 | 2 | 1.00x |\n\
             | theirs | 1500000.0 | 0 | 2 | 1.50x |\n"
        );
    }
}
