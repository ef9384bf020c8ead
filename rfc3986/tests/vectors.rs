//! Data-driven parse vectors: `tests/data/*.tsv` (ours) and `tests/data/conformance/` (other
//! libraries' vectors, with the rows we answer differently listed in `deviations.tsv`).
//! The format and the error-index rules are in `tests/data/README.md`.

use std::collections::HashMap;
use std::fs;
use std::path::PathBuf;

mod common;

use rfc3986::{HostKind, ParseError, ParseErrorKind, UriRef};

/// A data file: its name, header and rows (with their line numbers).
struct Table {
    name: String,
    header: Vec<String>,
    rows: Vec<(usize, Vec<String>)>,
}

impl Table {
    fn load(relative: &str) -> Table {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(relative);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // A comment starts with `#` and has no tab; a data row may start with `#` too.
        let is_comment = |line: &str| line.starts_with('#') && !line.contains('\t');
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.is_empty() && !is_comment(line));
        let (_, header) = lines.next().expect("a header line");
        let header: Vec<String> = header.split('\t').map(String::from).collect();
        let rows = lines
            .map(|(n, line)| {
                let fields: Vec<String> = line.split('\t').map(String::from).collect();
                assert_eq!(
                    fields.len(),
                    header.len(),
                    "{relative}:{}: {} fields, the header has {}",
                    n + 1,
                    fields.len(),
                    header.len()
                );
                (n + 1, fields)
            })
            .collect();
        Table {
            name: relative.to_string(),
            header,
            rows,
        }
    }

    /// The rows as maps from column name to field.
    fn records(&self) -> impl Iterator<Item = (String, HashMap<&str, &str>)> + '_ {
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

/// The name of an error in the vector files: `<kind>@<index>`.
fn error_name(error: &ParseError) -> String {
    let component = common::component_name;
    let kind = match error.kind() {
        ParseErrorKind::EmptyScheme => "empty-scheme".to_string(),
        ParseErrorKind::SchemeStart => "scheme-start".to_string(),
        ParseErrorKind::InvalidChar(c) => format!("invalid-char:{}", component(c)),
        ParseErrorKind::InvalidPercentEncoding(c) => format!("bad-percent:{}", component(c)),
        ParseErrorKind::ColonInFirstSegment => "colon-in-first-segment".to_string(),
        ParseErrorKind::InvalidIpv6 => "ipv6".to_string(),
        ParseErrorKind::InvalidIpvFuture => "ipvfuture".to_string(),
        ParseErrorKind::UnclosedIpLiteral => "unclosed-ip-literal".to_string(),
        ParseErrorKind::MissingScheme => "missing-scheme".to_string(),
        ParseErrorKind::FragmentNotAllowed => "fragment-not-allowed".to_string(),
        ParseErrorKind::TooLong => "too-long".to_string(),
        other => format!("{other:?}"),
    };
    format!("{kind}@{}", error.index())
}

fn host_kind_name(kind: HostKind) -> &'static str {
    kind.as_str()
}

/// `<none>` for an absent component.
fn field(value: Option<&str>) -> &str {
    value.unwrap_or("<none>")
}

/// The components of a parse in the vector files' columns.
fn components(uri: &UriRef<'_>) -> HashMap<&'static str, String> {
    HashMap::from([
        ("scheme", field(uri.scheme()).to_string()),
        ("userinfo", field(uri.userinfo()).to_string()),
        ("host", field(uri.host_str()).to_string()),
        (
            "host_kind",
            field(uri.host().map(|h| host_kind_name(h.kind()))).to_string(),
        ),
        ("port", field(uri.port()).to_string()),
        ("path", uri.path().to_string()),
        ("query", field(uri.query()).to_string()),
        ("fragment", field(uri.fragment()).to_string()),
    ])
}

/// Checks one expectation: `ok` with the component columns present in `record`, or an error.
#[track_caller]
fn check(at: &str, input: &str, result: &str, record: &HashMap<&str, &str>) {
    match (UriRef::parse(input), result) {
        (Ok(uri), "ok") => {
            assert_eq!(uri.as_str(), input, "{at}: as_str");
            assert_eq!(uri.to_string(), input, "{at}: Display");
            let got = components(&uri);
            for (column, value) in &got {
                if let Some(expected) = record.get(column) {
                    assert_eq!(value, expected, "{at}: {column} of {input:?}");
                }
            }
        }
        (Ok(uri), expected) => panic!("{at}: {input:?} parsed as {uri:?}, expected {expected}"),
        (Err(error), expected) => {
            assert_eq!(error_name(&error), expected, "{at}: {input:?}: {error}")
        }
    }
}

/// Runs one of our own vector files; returns (valid, invalid) counts.
fn run_own(name: &str) -> (usize, usize) {
    let table = Table::load(name);
    let (mut valid, mut invalid) = (0, 0);
    for (at, record) in table.records() {
        let result = record["result"];
        check(&at, record["input"], result, &record);
        if result == "ok" {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    assert!(valid + invalid > 0, "{name} is empty");
    (valid, invalid)
}

#[test]
fn rfc_examples() {
    let (valid, _) = run_own("rfc_examples.tsv");
    assert!(valid >= 60, "{valid} RFC examples");
}

#[test]
fn abnf_corners() {
    let (valid, invalid) = run_own("abnf_corners.tsv");
    assert!(
        valid >= 100 && invalid >= 100,
        "{valid} valid, {invalid} invalid"
    );
}

#[test]
fn seed_behaviours() {
    let (valid, invalid) = run_own("seed.tsv");
    assert!(
        valid >= 40 && invalid >= 40,
        "{valid} valid, {invalid} invalid"
    );
}

/// The rows of `conformance/deviations.tsv`: (file, input) to what we expect instead.
fn deviations() -> HashMap<(String, String), String> {
    Table::load("conformance/deviations.tsv")
        .records()
        .map(|(_, r)| {
            (
                (r["file"].to_string(), r["input"].to_string()),
                r["we_expect"].to_string(),
            )
        })
        .collect()
}

/// Checks a deviation: our answer is `we_expect`, for the URI-reference parse.
#[track_caller]
fn check_deviation(at: &str, input: &str, we_expect: &str) {
    match we_expect {
        "ok:URI" => {
            let uri = UriRef::parse_uri(input).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert!(!uri.is_absolute_uri(), "{at}: not an absolute-URI");
            assert!(UriRef::parse_absolute_uri(input).is_err(), "{at}");
        }
        expected => check(at, input, expected, &HashMap::new()),
    }
}

#[test]
fn conformance_parse_valid() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load("conformance/parse_valid.tsv").records() {
        let input = record["input"];
        match deviations.get(&("parse_valid.tsv".to_string(), input.to_string())) {
            Some(we_expect) => check_deviation(&at, input, we_expect),
            None => check(&at, input, "ok", &record),
        }
        checked += 1;
    }
    assert!(checked >= 160, "{checked}");
}

#[test]
fn conformance_parse_valid_only() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load("conformance/parse_valid_only.tsv").records() {
        let input = record["input"];
        checked += 1;
        if let Some(we_expect) =
            deviations.get(&("parse_valid_only.tsv".to_string(), input.to_string()))
        {
            check_deviation(&at, input, we_expect);
            continue;
        }
        let class = record["class"];
        let parsed = match class {
            "URI" => UriRef::parse_uri(input),
            "absolute-URI" | "absolute IRI" => UriRef::parse_absolute_uri(input),
            "relative-ref" => UriRef::parse_relative_ref(input),
            _ => UriRef::parse(input),
        };
        let uri = parsed.unwrap_or_else(|e| panic!("{at}: {input:?} as {class}: {e}"));
        if class.contains("host must be reg-name") {
            assert_eq!(
                uri.host().map(|h| h.kind()),
                Some(HostKind::RegName),
                "{at}"
            );
        }
    }
    assert!(checked >= 185, "{checked}");
}

#[test]
fn conformance_parse_invalid() {
    let deviations = deviations();
    let mut checked = 0;
    for (at, record) in Table::load("conformance/parse_invalid.tsv").records() {
        let input = record["input"];
        let expected = record["result"];
        checked += 1;
        if record["flags"].contains("invalid_as_absolute_uri_only") {
            let error = UriRef::parse_absolute_uri(input).expect_err(&at);
            assert_eq!(error_name(&error), expected, "{at}: {input:?}");
            if let Some(we_expect) =
                deviations.get(&("parse_invalid.tsv".to_string(), input.to_string()))
            {
                check_deviation(&at, input, we_expect);
            }
            continue;
        }
        check(&at, input, expected, &record);
    }
    assert!(checked >= 140, "{checked}");
}

#[test]
fn conformance_ip_literals() {
    let mut checked = 0;
    for (at, record) in Table::load("conformance/ip_literals.tsv").records() {
        let address = record["address"];
        let valid = record["valid"] == "true";
        match record["kind"] {
            "ipv4" => {
                let text = format!("//{address}");
                let host = UriRef::parse(&text).ok().and_then(|u| u.host());
                assert_eq!(
                    host.is_some_and(|h| h.kind() == HostKind::Ipv4),
                    valid,
                    "{at}"
                );
            }
            _ => {
                let text = format!("//[{address}]");
                let host = UriRef::parse(&text).ok().and_then(|u| u.host());
                assert_eq!(
                    host.is_some_and(|h| h.kind() == HostKind::Ipv6),
                    valid,
                    "{at}"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 51);
}

#[test]
fn every_deviation_is_a_row_of_its_file() {
    for ((file, input), _) in deviations() {
        let table = Table::load(&format!("conformance/{file}"));
        assert!(
            table.records().any(|(_, r)| r["input"] == input),
            "{file}: {input:?} is not a row"
        );
    }
}
