//! The vector files: UTF-8, tab-separated, a header line naming the columns, then one row a
//! line. A line that starts with `#` and holds no tab is a comment (an input may start with `#`:
//! a data row always has its tabs); empty lines are skipped. Fields are never trimmed or quoted.
//! Every row must have as many fields as the header. (The format is described in
//! `rfc3986/tests/data/README.md`.)

use std::collections::HashMap;
use std::path::Path;

/// A data file: its name, header and rows, each row with its line number.
#[derive(Debug)]
pub struct Table {
    name: String,
    header: Vec<String>,
    rows: Vec<(usize, Vec<String>)>,
}

impl Table {
    /// Reads `dir/relative`; `relative` names the file in messages (`conformance/x.tsv:12`).
    /// Panics, at the caller, when the file cannot be read, has no header, or has a row whose
    /// number of fields differs from the header's.
    #[track_caller]
    pub fn load(dir: impl AsRef<Path>, relative: &str) -> Table {
        let path = dir.as_ref().join(relative);
        match std::fs::read_to_string(&path) {
            Ok(text) => Table::parse(relative, &text),
            Err(e) => panic!("{}: {e}", path.display()),
        }
    }

    /// Reads a table from its text; `name` names it in messages. Panics as [`Table::load`] does.
    #[track_caller]
    pub fn parse(name: &str, text: &str) -> Table {
        let is_comment = |line: &str| line.starts_with('#') && !line.contains('\t');
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.is_empty() && !is_comment(line));
        let Some((_, header)) = lines.next() else {
            panic!("{name}: no header line");
        };
        let header: Vec<String> = header.split('\t').map(String::from).collect();
        let mut rows = Vec::new();
        for (n, line) in lines {
            let fields: Vec<String> = line.split('\t').map(String::from).collect();
            assert_eq!(
                fields.len(),
                header.len(),
                "{name}:{}: {} fields, the header has {}",
                n + 1,
                fields.len(),
                header.len()
            );
            rows.push((n + 1, fields));
        }
        Table {
            name: name.to_string(),
            header,
            rows,
        }
    }

    /// The file's name, as given to [`Table::load`].
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The column names.
    pub fn header(&self) -> &[String] {
        &self.header
    }

    /// How many rows the file has (header and comments not counted).
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Whether the file has no row.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// The rows as maps from column name to field, each with where it is, `name:line`, to put
    /// in a failure's message.
    pub fn records(&self) -> impl Iterator<Item = (String, HashMap<&str, &str>)> + '_ {
        self.rows.iter().map(|(line, fields)| {
            let record = self
                .header
                .iter()
                .map(String::as_str)
                .zip(fields.iter().map(String::as_str))
                .collect();
            (format!("{}:{line}", self.name), record)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Table;

    #[test]
    fn comments_and_empty_lines_are_skipped_and_rows_keep_their_line() {
        let text = "# a comment\ninput\tresult\n\n#frag\tok\n# another\n\tempty\n";
        let table = Table::parse("t.tsv", text);
        assert_eq!(table.name(), "t.tsv");
        assert_eq!(table.header(), ["input", "result"]);
        assert_eq!(table.len(), 2);
        let records: Vec<_> = table.records().collect();
        assert_eq!(records[0].0, "t.tsv:4");
        assert_eq!(records[0].1["input"], "#frag");
        assert_eq!(records[1].0, "t.tsv:6");
        assert_eq!(records[1].1["input"], "");
        assert_eq!(records[1].1["result"], "empty");
    }

    #[test]
    fn a_short_row_is_refused_with_its_line() {
        let refused = std::panic::catch_unwind(|| Table::parse("t.tsv", "a\tb\nx\n"));
        let message = *refused
            .expect_err("refused")
            .downcast::<String>()
            .expect("a message");
        assert!(
            message.contains("t.tsv:2: 1 fields, the header has 2"),
            "{message}"
        );
    }
}
