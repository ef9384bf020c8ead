//! The `uri` binary, run as a user would: arguments, standard input, output, exit codes.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::uri;
use serde_json::Value;

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

#[test]
fn json_of_the_seed_example_has_every_key() {
    let output = uri(
        &[
            "parse",
            "--json",
            "foo://example.com:8042/over/there?name=ferret#nose",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let lines = json_lines(&output);
    assert_eq!(
        lines,
        [serde_json::json!({
            "input": "foo://example.com:8042/over/there?name=ferret#nose",
            "valid": true,
            "scheme": "foo",
            "userinfo": null,
            "host": "example.com",
            "port": "8042",
            "path": "/over/there",
            "query": "name=ferret",
            "fragment": "nose",
            "host_kind": "reg-name",
        })]
    );
}

#[test]
fn json_host_kinds_and_absent_versus_empty() {
    let output = uri(
        &[
            "parse",
            "--json",
            "--",
            "http://@[::1]:/?#",
            "//10.0.0.1",
            "x:",
            "//[v1.a]",
            "-a",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let lines = json_lines(&output);
    assert_eq!(lines[0]["userinfo"], "");
    assert_eq!(lines[0]["host"], "[::1]");
    assert_eq!(lines[0]["host_kind"], "ipv6");
    assert_eq!(lines[0]["port"], "");
    assert_eq!(lines[0]["query"], "");
    assert_eq!(lines[0]["fragment"], "");
    assert_eq!(lines[1]["host_kind"], "ipv4");
    assert_eq!(lines[1]["scheme"], Value::Null);
    assert_eq!(lines[1]["path"], "");
    assert_eq!(lines[2]["host"], Value::Null);
    assert_eq!(lines[2]["host_kind"], Value::Null);
    assert_eq!(lines[3]["host_kind"], "ipvfuture");
    assert_eq!(lines[4]["path"], "-a");
}

/// `--zone-id` takes RFC 6874 zone identifiers and shows them apart; without it, they are
/// refused with an error that says so.
#[test]
fn zone_ids_on_request() {
    let inputs = [
        "http://[fe80::a%25en1]/",
        "http://[::1]/",
        "http://[fe80::a%25]/",
    ];
    let output = uri(
        &[&["parse", "--json", "--zone-id"][..], &inputs].concat(),
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "input": "http://[fe80::a%25en1]/",
            "valid": true,
            "scheme": "http",
            "userinfo": null,
            "host": "[fe80::a%25en1]",
            "port": null,
            "path": "/",
            "query": null,
            "fragment": null,
            "host_kind": "ipv6",
            "zone_id": "en1",
        })
    );
    assert_eq!(lines[1]["host_kind"], "ipv6");
    assert_eq!(lines[1].get("zone_id"), None);
    assert_eq!(lines[2]["error"]["index"], 18);

    // Standard input too.
    let output = uri(&["parse", "--zone-id", "--json"], b"//[::1%25lo]\n");
    assert_eq!(json_lines(&output)[0]["zone_id"], "lo");

    let output = uri(&["parse", "--json", inputs[0]], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        json_lines(&output)[0]["error"],
        serde_json::json!({
            "index": 15,
            "message": "zone identifier at index 15: zone identifiers need RFC 6874 parsing \
                        (parse_with and ParseOptions::RFC6874)",
        })
    );

    let output = uri(&["parse", "--zone-id", "http://[FE80::a%25En1]:8/"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://[FE80::a%25En1]:8/\n\
         \x20 scheme     http\n\
         \x20 authority  [FE80::a%25En1]:8\n\
         \x20 userinfo   (none)\n\
         \x20 host       [FE80::a%25En1]  (ipv6)\n\
         \x20 zone id    En1\n\
         \x20 port       8\n\
         \x20 path       /\n\
         \x20 query      (none)\n\
         \x20 fragment   (none)\n\
         \n"
    );
    let output = uri(&["parse", "http://[FE80::a%25En1]:8/"], b"");
    let caret = format!(
        "{}^\n  error: zone identifier at index 15: zone identifiers",
        " ".repeat(15)
    );
    assert!(stdout(&output).contains(&caret), "{}", stdout(&output));
}

#[test]
fn invalid_inputs_are_reported_and_the_run_goes_on() {
    let output = uri(&["parse", "--json", "http://a b", "ok:fine", "[::1]"], b"");
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "input": "http://a b",
            "valid": false,
            "error": {"index": 8, "message": "invalid character ' ' in host at index 8"},
        })
    );
    assert_eq!(lines[1]["valid"], true);
    assert_eq!(lines[2]["error"]["index"], 0);
}

#[test]
fn standard_input_one_reference_per_line_lf_or_crlf() {
    let output = uri(
        &["parse", "--json"],
        b"http://h?\r\n\nfoo:bar\n/\xFF\nlast:line",
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    let inputs: Vec<&str> = lines.iter().map(|l| l["input"].as_str().unwrap()).collect();
    assert_eq!(
        inputs,
        ["http://h?", "", "foo:bar", "/\u{FFFD}", "last:line"]
    );
    assert_eq!(lines[0]["query"], "");
    assert_eq!(lines[1]["valid"], true);
    assert_eq!(
        lines[3]["error"]["message"],
        "invalid byte 0xFF in path at index 1"
    );
}

#[test]
fn many_lines_stream_through() {
    let input: String = (0..20_000)
        .map(|i| format!("http://h{i}.example/p?{i}\n"))
        .collect();
    let output = uri(&["parse", "--json"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 20_000);
    assert_eq!(lines[19_999]["host"], "h19999.example");
}

#[test]
fn text_output_sets_user_info_apart() {
    let output = uri(
        &[
            "parse",
            "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(
        !text.contains('\x1b'),
        "no colour when not a terminal:\n{text}"
    );
    assert!(
        text.contains(
            "userinfo   cnn.example.com&story=breaking_news   <- user info, NOT the host\n"
        ),
        "{text}"
    );
    assert!(text.contains("host       10.0.0.1  (ipv4)\n"), "{text}");
}

#[test]
fn text_output_of_the_seed_example_and_of_an_error() {
    let output = uri(
        &[
            "parse",
            "foo://example.com:8042/over/there?name=ferret#nose",
            "http://u:pw@h:99999/a b",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "foo://example.com:8042/over/there?name=ferret#nose\n\
         \x20 scheme     foo\n\
         \x20 authority  example.com:8042\n\
         \x20 userinfo   (none)\n\
         \x20 host       example.com  (reg-name)\n\
         \x20 port       8042\n\
         \x20 path       /over/there\n\
         \x20 query      name=ferret\n\
         \x20 fragment   nose\n\
         \n\
         http://u:***@h:99999/a b\n\
         \x20                     ^\n\
         \x20 error: invalid character ' ' in path at index 21\n\
         \n"
    );
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(
        uri(&["parse", "--no-such-flag"], b"").status.code(),
        Some(2)
    );
    assert_eq!(uri(&["no-such-command"], b"").status.code(), Some(2));
    assert_eq!(uri(&[], b"").status.code(), Some(2));
}

#[test]
fn a_lone_carriage_return_is_not_a_line_ending() {
    let output = uri(&["parse", "--json"], b"/x\r");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(json_lines(&output)[0]["error"]["index"], 2);
}

#[test]
fn empty_user_info_is_shown_as_empty() {
    let text = stdout(&uri(&["parse", "//@h"], b""));
    assert!(
        text.contains("userinfo   (empty)   <- user info, NOT the host\n"),
        "{text}"
    );
}

/// Runs `uri args`, writing each question on its own line and reading one answer line for
/// it while standard input is still open: a streaming command answers at once.
fn conversation(args: &[&str], questions: &[&str]) -> Vec<String> {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("uri runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut answers = BufReader::new(child.stdout.take().expect("stdout"));
    let mut out = Vec::new();
    for question in questions {
        stdin.write_all(question.as_bytes()).expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
        let mut answer = String::new();
        answers
            .read_line(&mut answer)
            .expect("an answer while stdin is still open");
        out.push(answer);
    }
    drop(stdin);
    assert_eq!(child.wait().expect("exits").code(), Some(0));
    out
}

#[test]
fn answers_each_line_before_the_next_arrives() {
    let answers = conversation(&["parse", "--json"], &["http://a/", "http://b/"]);
    for (answer, host) in answers.iter().zip(["a", "b"]) {
        let answer: Value = serde_json::from_str(answer).expect("JSON");
        assert_eq!(answer["host"], host);
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 errors")
}

#[test]
fn resolve_prints_one_target_per_reference() {
    let output = uri(
        &["resolve", "http://a/b/c/d;p?q", "g", "../g?y#s", "//g", ""],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://a/b/c/g\nhttp://a/b/g?y#s\nhttp://g\nhttp://a/b/c/d;p?q\n"
    );
}

#[test]
fn resolve_reads_standard_input_and_reports_bad_references() {
    let output = uri(&["resolve", "http://a/b/c/d;p?q"], b"g\r\na b\nhttp:g\n");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "http://a/b/c/g\nhttp:g\n");
    assert_eq!(
        stderr(&output),
        "uri: line 2: \"a b\": invalid character ' ' in path at index 1\n"
    );
    let non_strict = uri(
        &["resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"],
        b"",
    );
    assert_eq!(stdout(&non_strict), "http://a/b/c/g\n");
}

#[test]
fn an_invalid_or_relative_base_exits_2() {
    let output = uri(&["resolve", "/relative", "g"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "uri: invalid base \"/relative\": it has no scheme, so it is not an absolute URI\n"
    );
    assert_eq!(
        uri(&["resolve", "http://a b", "g"], b"").status.code(),
        Some(2)
    );
    assert_eq!(
        uri(&["relative", "x y:", "g:h"], b"").status.code(),
        Some(2)
    );
    assert_eq!(uri(&["resolve"], b"").status.code(), Some(2));
}

#[test]
fn relative_is_the_inverse() {
    let output = uri(
        &[
            "relative",
            "--",
            "http://a/b/c/d;p?q",
            "http://a/b/c/g",
            "http://a/b/g?y",
            "http://a/b/c/d;p?q#s",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "g\n../g?y\n#s\n");
    let refused = uri(&["relative", "http://a/b"], b"http://a/./x\nhttp://a/y\n");
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(stdout(&refused), "y\n");
    assert!(stderr(&refused).starts_with("uri: line 1: \"http://a/./x\": the target's path has"));
}

#[test]
fn error_lines_name_inputs_given_as_arguments() {
    let output = uri(&["resolve", "http://a/", "ok", "a b"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "http://a/ok\n");
    assert_eq!(
        stderr(&output),
        "uri: input 2: \"a b\": invalid character ' ' in path at index 1\n"
    );
}

#[test]
fn normalize_prints_normal_forms_in_order() {
    let output = uri(
        &[
            "normalize",
            "HTTP://www.EXAMPLE.com:80",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "foo:/a/..//evil",
            "http://example.com/?",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://www.example.com/\nexample://a/b/c/%7Bfoo%7D\nfoo:/.//evil\nhttp://example.com/?\n"
    );
    // No summary for arguments.
    assert_eq!(stderr(&output), "");
}

#[test]
fn normalize_options_syntax_only_ignore_fragment_dedupe() {
    let input = b"HTTP://A:80/b#x\nhttp://a:80/b#y\nhttp://a/b\n";
    let syntax = uri(&["normalize", "--syntax-only", "-q"], input);
    assert_eq!(
        stdout(&syntax),
        "http://a:80/b#x\nhttp://a:80/b#y\nhttp://a/b\n"
    );
    let both = uri(&["normalize", "--ignore-fragment", "--dedupe"], input);
    assert_eq!(stdout(&both), "http://a/b\n");
    assert!(
        stderr(&both).contains("3 lines read, 3 valid, 0 invalid, 1 unique, 2 changed"),
        "{}",
        stderr(&both)
    );
}

/// `--strip-tracking` removes the tracking parameters after normalization (which decodes
/// `%73` first), the query with them when none is left; `--sort-query` sorts what is left;
/// `--dedupe` keeps one line per stripped and sorted form.
#[test]
fn normalize_strip_tracking_sort_query_dedupe() {
    let input = b"HTTP://A/p?utm_source=x\nhttp://a/p\nhttp://a/p?b=1&utm_%73ource=y&a=2#f\n\
                  http://a/p?a=2&fbclid=z&b=1#f\nhttp://a/p?&&\n";
    let strip = uri(&["normalize", "-q", "--strip-tracking"], input);
    assert_eq!(
        stdout(&strip),
        "http://a/p\nhttp://a/p\nhttp://a/p?b=1&a=2#f\nhttp://a/p?a=2&b=1#f\nhttp://a/p?&&\n"
    );
    let sort = uri(&["normalize", "-q", "--sort-query"], input);
    assert_eq!(
        stdout(&sort),
        "http://a/p?utm_source=x\nhttp://a/p\nhttp://a/p?a=2&b=1&utm_source=y#f\n\
         http://a/p?a=2&b=1&fbclid=z#f\nhttp://a/p?\n"
    );
    let both = uri(
        &["normalize", "--strip-tracking", "--sort-query", "--dedupe"],
        input,
    );
    assert_eq!(
        stdout(&both),
        "http://a/p\nhttp://a/p?a=2&b=1#f\nhttp://a/p?\n"
    );
    assert!(
        stderr(&both).contains("5 lines read, 5 valid, 0 invalid, 3 unique, 4 changed"),
        "{}",
        stderr(&both)
    );
    let json = uri(
        &["normalize", "--json", "--strip-tracking", "--dedupe"],
        b"http://a/?gclid=1\nhttp://a/\n",
    );
    let lines = json_lines(&json);
    assert_eq!(lines[0]["normalized"], "http://a/");
    assert_eq!(lines[0]["changed"], true);
    assert_eq!(lines[1]["duplicate"], true);
    // Arguments, and IRIs, too.
    let iri = uri(
        &[
            "normalize",
            "--iri",
            "--strip-tracking",
            "--sort-query",
            "http://é/?z=1&é=2&UTM_ID=3",
        ],
        b"",
    );
    assert_eq!(stdout(&iri), "http://é/?z=1&é=2\n");
}

#[test]
fn normalize_reports_invalid_lines_and_goes_on() {
    let output = uri(
        &["normalize"],
        b"http://a/%7e\nbad uri\r\n\nhttp://b/%zz\nHTTP://c\n",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "http://a/~\n\nhttp://c/\n");
    let errors = stderr(&output);
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(lines.len(), 3, "{errors}");
    assert_eq!(
        lines[0],
        "uri: line 2: \"bad uri\": invalid character ' ' in path at index 3"
    );
    assert!(
        lines[1].starts_with("uri: line 4: \"http://b/%zz\": "),
        "{errors}"
    );
    assert!(
        lines[2].starts_with(
            "uri normalize: 5 lines read, 3 valid, 2 invalid, unique not counted (without --dedupe)"
        ),
        "{errors}"
    );
}

#[test]
fn normalize_json_has_every_line() {
    let output = uri(&["normalize", "--json"], b"HTTP://A\nhttp://a/\n%\n");
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["line"], 1);
    assert_eq!(lines[0]["input"], "HTTP://A");
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[0]["normalized"], "http://a/");
    assert_eq!(lines[0]["changed"], true);
    assert_eq!(lines[1]["changed"], false);
    assert_eq!(lines[2]["line"], 3);
    assert_eq!(lines[2]["valid"], false);
    assert_eq!(lines[2]["error"]["index"], 0);
    assert!(lines[2]["error"]["message"].is_string());
}

/// A real corpus through both code paths (one thread, and the pool): every line accounted
/// for, the same output either way, and files read in order with their names in errors.
#[test]
fn normalize_a_real_corpus_accounts_for_every_line() {
    let corpus = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::WEB);
    let text = std::fs::read_to_string(&corpus).expect("corpus");
    let corpus = corpus.to_str().expect("a UTF-8 path");
    let lines = text.lines().count();
    let mut outputs = Vec::new();
    for threads in ["1", "2", "3"] {
        let output = uri(
            &[
                "normalize",
                "--threads",
                threads,
                "--input",
                corpus,
                "--input",
                corpus,
            ],
            b"",
        );
        assert_eq!(output.status.code(), Some(1));
        let out = stdout(&output);
        let err = stderr(&output);
        let errors = err.lines().filter(|l| l.contains(": line ")).count();
        assert_eq!(out.lines().count() + errors, 2 * lines, "threads {threads}");
        assert!(err
            .lines()
            .all(|l| l.starts_with("uri: ") || l.starts_with("uri normalize: ")));
        assert!(err.contains(&format!("{} lines read", 2 * lines)), "{err}");
        // Each error names the file and its line number in it.
        let first = err.lines().next().expect("the corpus has invalid lines");
        let number: usize = first
            .split(": line ")
            .nth(1)
            .and_then(|rest| rest.split(':').next())
            .and_then(|n| n.parse().ok())
            .expect("a line number");
        let named = text.lines().nth(number - 1).expect("that line");
        assert!(first.contains(&format!("{named:?}")), "{first}");
        outputs.push((
            out,
            err.lines()
                .filter(|l| l.contains(": line "))
                .map(String::from)
                .collect::<Vec<_>>(),
        ));
    }
    assert!(outputs.windows(2).all(|w| w[0] == w[1]));
    // Every valid line came out normalized, in order.
    let expected: Vec<String> = text
        .lines()
        .filter_map(|l| rfc3986::UriRef::parse(l).ok())
        .map(|u| u.normalize().to_string())
        .collect();
    let out_lines: Vec<&str> = outputs[0].0.lines().collect();
    assert_eq!(
        out_lines[..expected.len()],
        expected.iter().map(String::as_str).collect::<Vec<_>>()[..]
    );
}

#[test]
fn normalize_answers_each_line_before_the_next_arrives() {
    let answers = conversation(&["normalize", "-q"], &["HTTP://A", "http://b/%7e"]);
    assert_eq!(answers, ["http://a/\n", "http://b/~\n"]);
}

#[test]
fn normalize_missing_file_exits_2() {
    let output = uri(&["normalize", "--input", "/nonexistent/urls.txt"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("/nonexistent/urls.txt"));
}

/// An argument is one input, whatever it holds: a `\n` or a final `\r` in it makes it invalid,
/// it is not split or trimmed.
#[test]
fn normalize_takes_each_argument_whole() {
    let output = uri(&["normalize", "a", "b\nc", "HTTP://X/\r", "d"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "a\nd\n");
    let errors = stderr(&output);
    assert!(errors.contains("uri: input 2: \"b\\nc\""), "{errors}");
    assert!(
        errors.contains("uri: input 3: \"HTTP://X/\\r\""),
        "{errors}"
    );
    assert_eq!(errors.lines().count(), 2, "{errors}");
}

#[test]
fn normalize_dedupe_json_marks_repeats() {
    let output = uri(
        &["normalize", "--dedupe", "--json"],
        b"HTTP://A\nhttp://a/\nbad bad\n",
    );
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["duplicate"], false);
    assert_eq!(lines[1]["duplicate"], true);
    assert_eq!(lines[1]["normalized"], "http://a/");
    assert_eq!(lines[2]["valid"], false);
    assert!(lines[2].get("duplicate").is_none());
}

/// One line of several megabytes through a pipe, read in pieces: found whole, in linear time,
/// when the line limit allows it (the default, 1 MiB, does not).
#[test]
fn normalize_reads_a_long_line_from_a_pipe() {
    let long = format!("HTTP://h/{}\nhttp://b\n", "a".repeat(8 << 20));
    let limit = (16 << 20).to_string();
    let output = uri(
        &["normalize", "-q", "--max-line-length", &limit],
        long.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].len(), "http://h/".len() + (8 << 20));
    assert_eq!(lines[1], "http://b/");
}

/// `--dedupe --json` with files: every line, byte for byte, a repeat marked as one and named
/// by its file and line.
#[test]
fn normalize_dedupe_json_lines_byte_for_byte() {
    let dir = std::env::temp_dir().join(format!("uri-cli-dedupe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
    std::fs::write(&a, "HTTP://A\r\nx y\nhttp://a:80\n").expect("write");
    std::fs::write(&b, "http://a/").expect("write");
    let (a, b) = (a.to_str().expect("UTF-8"), b.to_str().expect("UTF-8"));
    let output = uri(
        &[
            "normalize",
            "-q",
            "--dedupe",
            "--json",
            "--input",
            a,
            "--input",
            b,
        ],
        b"",
    );
    std::fs::remove_dir_all(&dir).expect("clean up");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        format!(
            "{{\"line\":1,\"file\":\"{a}\",\"input\":\"HTTP://A\",\"valid\":true,\
             \"normalized\":\"http://a/\",\"changed\":true,\"duplicate\":false}}\n\
             {{\"line\":2,\"file\":\"{a}\",\"input\":\"x y\",\"valid\":false,\"error\":{{\
             \"index\":1,\"message\":\"invalid character ' ' in path at index 1\"}}}}\n\
             {{\"line\":3,\"file\":\"{a}\",\"input\":\"http://a:80\",\"valid\":true,\
             \"normalized\":\"http://a/\",\"changed\":true,\"duplicate\":true}}\n\
             {{\"line\":1,\"file\":\"{b}\",\"input\":\"http://a/\",\"valid\":true,\
             \"normalized\":\"http://a/\",\"changed\":false,\"duplicate\":true}}\n"
        )
    );
    assert_eq!(stderr(&output), "");
}

/// Every command that reads standard input answers a line before the next one arrives, with
/// one thread or several.
#[test]
fn every_command_answers_each_line_before_the_next_arrives() {
    let resolve = conversation(&["resolve", "http://a/b/"], &["g", "../h"]);
    assert_eq!(resolve, ["http://a/b/g\n", "http://a/h\n"]);
    let relative = conversation(
        &["relative", "http://a/b/"],
        &["http://a/b/c", "http://a/x"],
    );
    assert_eq!(relative, ["c\n", "/x\n"]);
    let one_thread = conversation(
        &["normalize", "-q", "--threads", "1", "--dedupe"],
        &["HTTP://A", "http://b"],
    );
    assert_eq!(one_thread, ["http://a/\n", "http://b/\n"]);
}

/// A read error ends the run with exit 2, naming the file when it is one; what came before it
/// is out.
#[test]
fn normalize_read_errors_exit_2_naming_the_file() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let output = uri(&["normalize", "--input", dir], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        format!("uri: {dir}: Is a directory (os error 21)\n")
    );
    for threads in ["1", "2"] {
        let output = Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(["normalize", "--threads", threads])
            .stdin(std::fs::File::open(dir).expect("the folder opens"))
            .output()
            .expect("uri runs");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(stderr(&output), "uri: Is a directory (os error 21)\n");
    }
}

/// A reader that goes away (`uri normalize --input big | head -1`) ends the run quietly, with
/// the exit status of a command that `SIGPIPE` ends (141), and no error printed for it.
#[test]
fn normalize_stops_quietly_when_standard_output_closes() {
    use std::io::{BufRead, BufReader};
    let corpus = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::WEB);
    let corpus = corpus.to_str().expect("a UTF-8 path");
    for threads in ["1", "2"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
            .args(["normalize", "-q", "--threads", threads, "--input", corpus])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("uri runs");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("a first line");
        // The pipe is closed here, long before the 2 MB of output are written.
        let output = child.wait_with_output().expect("uri finishes");
        assert_eq!(first, "https://www.sec.gov/edgar.shtml\n");
        assert_eq!(output.status.code(), Some(141), "{:?}", output.status);
        let errors = stderr(&output);
        assert!(!errors.contains("Broken pipe"), "{errors}");
        assert!(errors.lines().all(|l| l.contains(": line ")), "{errors}");
    }
}

/// The summary counts every line and measures the speed over the bytes read.
#[test]
fn normalize_summary_counts_lines_and_bytes() {
    let corpus = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::WEB);
    let corpus = corpus.to_str().expect("a UTF-8 path");
    let output = uri(&["normalize", "--input", corpus], b"");
    let errors = stderr(&output);
    let summary = errors.lines().last().expect("a summary");
    let speed = |unit: &str| -> f64 {
        let before = summary.split(unit).next().expect("the unit");
        let number = before.trim_end().rsplit(' ').next().expect("a number");
        number.parse().expect("a number")
    };
    assert!(speed(" MB/s") > 0.0, "{summary}");
    assert!(speed(" lines/s") > 0.0, "{summary}");
}

/// `--help` of every command says what the exit statuses are; `uri parse --help` also says
/// when there is colour (`NO_COLOR`), and the line limit, passwords, threads and `--whatwg` are documented.
#[test]
fn help_documents_exit_statuses_colour_and_limits() {
    let help = |args: &[&str]| {
        let output = uri(args, b"");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert_eq!(stderr(&output), "");
        stdout(&output)
    };
    for command in [
        &["--help"][..],
        &["parse", "--help"],
        &["resolve", "--help"],
        &["relative", "--help"],
        &["normalize", "--help"],
        &["to-uri", "--help"],
        &["to-iri", "--help"],
        &["to-path", "--help"],
        &["from-path", "--help"],
        &["domain", "--help"],
        &["help", "parse"],
        &["parse", "-h"],
    ] {
        let text = help(command);
        for status in [
            "Exit status:",
            "  0    every input was valid",
            "  1    some input was invalid",
            "  2    usage error, or input/output error",
            "  141  standard output was closed",
        ] {
            assert!(text.contains(status), "{command:?}: {status}\n{text}");
        }
    }
    let parse = help(&["parse", "--help"]);
    for words in [
        "NO_COLOR",
        "--show-password",
        "--max-line-length <BYTES>",
        "[default: 1048576]",
        "(RFC 3986 section 7.5)",
        "--whatwg",
    ] {
        assert!(parse.contains(words), "{words}\n{parse}");
    }
    let normalize = help(&["normalize", "--help"]);
    for words in ["1 to 256", "`-` is standard input", "--max-line-length"] {
        assert!(normalize.contains(words), "{words}\n{normalize}");
    }
    assert!(help(&["resolve", "--help"]).contains("--show-password"));
}

/// `--threads` is 1 to 256: anything else is a usage error, said at once.
#[test]
fn threads_are_bounded() {
    for threads in ["0", "257", "99999", "many"] {
        let output = uri(&["normalize", "--threads", threads, "-q", "a:b"], b"");
        assert_eq!(output.status.code(), Some(2), "{threads}");
        assert!(stdout(&output).is_empty());
        assert!(
            stderr(&output).contains("invalid value"),
            "{}",
            stderr(&output)
        );
    }
    let output = uri(&["normalize", "--threads", "99999", "-q", "a:b"], b"");
    assert!(
        stderr(&output).contains("99999 is not in 1..=256"),
        "{}",
        stderr(&output)
    );
    for threads in ["1", "256"] {
        let output = uri(&["normalize", "--threads", threads, "-q"], b"HTTP://A\n");
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(stdout(&output), "http://a/\n");
        let output = uri(&["normalize", "--threads", threads, "HTTP://B"], b"");
        assert_eq!(stdout(&output), "http://b/\n");
    }
}

/// The text output and error lines show a password as `***` (RFC 3986 section 7.5), unless
/// `--show-password`; JSON output has it.
#[test]
fn passwords_are_masked_for_people_and_kept_in_json() {
    let uri_with = "http://user:secret@h/";
    let text = stdout(&uri(&["parse", uri_with], b""));
    assert!(!text.contains("secret"), "{text}");
    assert!(text.starts_with("http://user:***@h/\n"), "{text}");
    assert!(text.contains("  authority  user:***@h\n"), "{text}");
    assert!(
        text.contains(
            "  userinfo   user:***   <- user info, NOT the host, with a password (section 7.5)\n"
        ),
        "{text}"
    );
    let shown = stdout(&uri(&["parse", "--show-password", uri_with], b""));
    assert!(shown.starts_with("http://user:secret@h/\n"), "{shown}");
    assert!(shown.contains("  authority  user:secret@h\n"), "{shown}");
    assert!(shown.contains("  userinfo   user:secret   <- "), "{shown}");
    let json = json_lines(&uri(&["parse", "--json", uri_with], b""));
    assert_eq!(json[0]["input"], uri_with);
    assert_eq!(json[0]["userinfo"], "user:secret");
    // An empty password is no secret; a user alone has none.
    let empty = stdout(&uri(&["parse", "http://user:@h/", "http://user@h/"], b""));
    assert!(empty.contains("  authority  user:@h\n"), "{empty}");
    assert!(empty.contains("  authority  user@h\n"), "{empty}");
    // The caret stays under the byte in error, with the password masked or not.
    let caret = |args: &[&str]| stdout(&uri(args, b""));
    assert_eq!(
        caret(&["parse", "http://u:secret@h/a b"]),
        "http://u:***@h/a b\n\x20               ^\n\
         \x20 error: invalid character ' ' in path at index 19\n\n"
    );
    assert_eq!(
        caret(&["parse", "--show-password", "http://u:pw@h:99999/a b"]),
        "http://u:pw@h:99999/a b\n\x20                    ^\n\
         \x20 error: invalid character ' ' in path at index 21\n\n"
    );
    // Error lines, of every command, and of an invalid base.
    let invalid = "http://user:secret@h/a b";
    for args in [
        &["normalize", invalid][..],
        &["resolve", "http://a/", invalid],
        &["relative", "http://a/", invalid],
    ] {
        let errors = stderr(&uri(args, b""));
        assert!(
            errors.starts_with("uri: input 1: \"http://user:***@h/a b\": "),
            "{errors}"
        );
        let mut shown = args.to_vec();
        shown.insert(1, "--show-password");
        let errors = stderr(&uri(&shown, b""));
        assert!(errors.contains(invalid), "{errors}");
    }
    let base = stderr(&uri(&["resolve", invalid, "g"], b""));
    assert!(
        base.starts_with("uri: invalid base \"http://user:***@h/a b\": "),
        "{base}"
    );
    let json = json_lines(&uri(&["normalize", "--json", invalid], b""));
    assert_eq!(json[0]["input"], invalid);
}

/// An empty line is shown as such, not as a blank header.
#[test]
fn an_empty_reference_has_a_header() {
    let output = uri(&["parse"], b"\n");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        stdout(&output).starts_with("(empty reference)\n  scheme     (none)\n"),
        "{}",
        stdout(&output)
    );
}

/// A line longer than `--max-line-length` gets an error naming it, and the run goes on;
/// arguments have no limit, and a line of the limit passes, with either line ending.
#[test]
fn lines_longer_than_the_limit_are_refused_and_the_run_goes_on() {
    let input = b"a:345678\r\na:3456789\nx:y\n";
    let output = uri(&["parse", "--json", "--max-line-length", "8"], input);
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(
        lines[1],
        serde_json::json!({
            "input": "a:3456789",
            "truncated": true,
            "valid": false,
            "error": {
                "index": 8,
                "message": "longer than the line limit of 8 bytes (--max-line-length)",
            },
        })
    );
    assert_eq!(lines[2]["input"], "x:y");
    let text = uri(&["parse", "--max-line-length", "8"], input);
    assert!(
        stdout(&text).contains(
            "a:3456789...\n  error: longer than the line limit of 8 bytes (--max-line-length)\n\n"
        ),
        "{}",
        stdout(&text)
    );
    let long = format!("{}\ng\n", "a".repeat(100));
    for args in [
        &["resolve", "--max-line-length", "50", "http://a/"][..],
        &["normalize", "-q", "--max-line-length", "50"],
    ] {
        let output = uri(args, long.as_bytes());
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(stdout(&output).ends_with("/g\n") || stdout(&output) == "g\n");
        assert_eq!(
            stderr(&output),
            format!(
                "uri: line 1: \"{}\"...: longer than the line limit of 50 bytes \
                 (--max-line-length)\n",
                "a".repeat(64)
            )
        );
    }
    let json = json_lines(&uri(
        &["normalize", "--json", "--max-line-length", "50"],
        long.as_bytes(),
    ));
    assert_eq!(json[0]["line"], 1);
    assert_eq!(json[0]["truncated"], true);
    assert_eq!(json[0]["error"]["index"], 50);
    assert_eq!(json[1]["normalized"], "g");
    assert!(json[1].get("truncated").is_none());
    // Arguments are not lines: no limit.
    let args = uri(&["parse", "--json", "--max-line-length", "1", "abc"], b"");
    assert_eq!(args.status.code(), Some(0));
    // The default: 1 MiB.
    let mib = 1 << 20;
    let input = format!("/{}\n/{}\n", "a".repeat(mib - 1), "a".repeat(mib));
    let lines = json_lines(&uri(&["parse", "--json"], input.as_bytes()));
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[1]["error"]["index"], mib);
    // A limit of 0 is a usage error.
    let zero = uri(&["parse", "--max-line-length", "0"], b"");
    assert_eq!(zero.status.code(), Some(2));
}

/// `--input -` is standard input, among the files, in order; its lines are named as standard
/// input's are.
#[test]
fn normalize_input_dash_is_standard_input() {
    let dir = std::env::temp_dir().join(format!("uri-cli-dash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("a.txt");
    std::fs::write(&file, "HTTP://A\nx y\n").expect("write");
    let file = file.to_str().expect("UTF-8");
    let output = uri(
        &["normalize", "-q", "--input", file, "--input", "-"],
        b"HTTP://B\nz w\n",
    );
    std::fs::remove_dir_all(&dir).expect("clean up");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "http://a/\nhttp://b/\n");
    assert_eq!(
        stderr(&output),
        format!(
            "uri: {file}: line 2: \"x y\": invalid character ' ' in path at index 1\n\
             uri: line 2: \"z w\": invalid character ' ' in path at index 1\n"
        )
    );
    let alone = uri(&["normalize", "--input", "-"], b"HTTP://C\n");
    assert_eq!(stdout(&alone), "http://c/\n");
    assert!(stderr(&alone).starts_with("uri normalize: 1 lines read"));
}

/// The issue's contract: `to-uri`, with and without `--idna`, on arguments.
#[test]
fn to_uri_maps_iris_as_section_3_1_says() {
    let output = uri(&["to-uri", "http://例え.テスト/パス"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9\n"
    );
    let output = uri(&["to-uri", "--idna", "--", "http://例え.テスト/パス"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9\n"
    );
}

/// Standard input, one result per line in order; an invalid line gets an error line naming it,
/// the run goes on, and the exit status is 1.
#[test]
fn to_uri_and_to_iri_read_lines_and_name_the_invalid_ones() {
    let output = uri(
        &["to-uri", "--idna"],
        "http://r\u{E9}sum\u{E9}.example.org/\u{E9}\nhttp://a b/\nhttp://%FF\u{E9}/\n/x?\u{E000}\n"
            .as_bytes(),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "http://xn--rsum-bpad.example.org/%C3%A9\n/x?%EE%80%80\n"
    );
    let errors = stderr(&output);
    assert!(
        errors.contains("line 2: \"http://a b/\": invalid character ' ' in host at index 8"),
        "{errors}"
    );
    assert!(
        errors.contains("line 3:") && errors.contains("IDNA"),
        "{errors}"
    );
    let output = uri(
        &["to-iri"],
        b"http://www.example.org/D%C3%BCrst\nhttp://www.example.org/D%FCrst\nhttp://xn--99zt52a.example.org/%e2%80%ae\nnot a uri\n",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "http://www.example.org/D\u{FC}rst\nhttp://www.example.org/D%FCrst\nhttp://xn--99zt52a.example.org/%e2%80%ae\n"
    );
    assert!(stderr(&output).contains("line 4: \"not a uri\""));
    let output = uri(
        &[
            "to-iri",
            "--idna",
            "http://xn--99zt52a.example.org/%e2%80%ae",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://\u{7D0D}\u{8C46}.example.org/%e2%80%ae\n"
    );
    // An IRI is not a URI: `to-iri` wants URIs.
    let output = uri(&["to-iri", "http://\u{E9}/"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("(U+00E9)"), "{}", stderr(&output));
    let answers = conversation(&["to-uri"], &["/\u{E9}", "/\u{4F8B}"]);
    assert_eq!(answers, ["/%C3%A9\n", "/%E4%BE%8B\n"]);
    let answers = conversation(&["to-iri"], &["/%C3%A9", "/%E4%BE%8B"]);
    assert_eq!(answers, ["/\u{E9}\n", "/\u{4F8B}\n"]);
}

/// `parse --iri`: the keys of `parse --json`, component values in Unicode; without `--iri`, a
/// non-ASCII character is an error naming its code point.
#[test]
fn parse_iri_shows_unicode_components() {
    let output = uri(
        &[
            "parse",
            "--iri",
            "--json",
            "http://us\u{E9}r@r\u{E9}sum\u{E9}.example:8/p\u{E9}?q\u{E000}#f\u{E9}",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        json_lines(&output),
        [serde_json::json!({
            "input": "http://us\u{E9}r@r\u{E9}sum\u{E9}.example:8/p\u{E9}?q\u{E000}#f\u{E9}",
            "valid": true,
            "scheme": "http",
            "userinfo": "us\u{E9}r",
            "host": "r\u{E9}sum\u{E9}.example",
            "port": "8",
            "path": "/p\u{E9}",
            "query": "q\u{E000}",
            "fragment": "f\u{E9}",
            "host_kind": "reg-name",
        })]
    );
    let text = stdout(&uri(
        &["parse", "--iri", "http://r\u{E9}sum\u{E9}.example/"],
        b"",
    ));
    assert!(
        text.contains("r\u{E9}sum\u{E9}.example  (reg-name)"),
        "{text}"
    );
    // iprivate outside the query is refused, with the component, index and code point.
    let output = uri(&["parse", "--iri", "--json", "/\u{E000}"], b"");
    assert_eq!(output.status.code(), Some(1));
    let line = &json_lines(&output)[0];
    assert_eq!(line["valid"], false);
    assert_eq!(line["error"]["index"], 1);
    let output = uri(&["parse", "http://r\u{E9}sum\u{E9}.example/"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("invalid character '\u{E9}' (U+00E9) in host at index 8"));
}

/// `--iri` on resolve, relative and normalize; `--nfc` needs `--iri`.
#[test]
fn resolve_relative_and_normalize_take_iri() {
    let output = uri(
        &[
            "resolve",
            "--iri",
            "http://\u{4F8B}.example/a/b",
            "../\u{E9}?\u{E000}",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "http://\u{4F8B}.example/\u{E9}?\u{E000}\n");
    let output = uri(&["resolve", "http://a/b", "\u{E9}"], b"");
    assert_eq!(output.status.code(), Some(1));
    let output = uri(&["resolve", "http://\u{E9}/", "x"], b"");
    assert_eq!(output.status.code(), Some(2));
    let output = uri(
        &[
            "relative",
            "--iri",
            "http://\u{4F8B}.example/a/b",
            "http://\u{4F8B}.example/a/\u{E9}",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "\u{E9}\n");
    let output = uri(
        &[
            "normalize",
            "--iri",
            "HTTP://%C3%89X.ORG/a/../%c3%a9/%E2%80%AE",
            "s://h/e\u{301}",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://\u{C9}x.org/\u{E9}/%E2%80%AE\ns://h/e\u{301}\n"
    );
    let output = uri(
        &["normalize", "--iri", "--nfc", "s://\u{212A}.ORG/e\u{301}"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "s://k.org/\u{E9}\n");
    let output = uri(&["normalize", "--nfc", "s://h/"], b"");
    assert_eq!(output.status.code(), Some(2));
    let output = uri(
        &["normalize", "-q", "--iri", "--threads", "2"],
        "s://h/%C3%A9\n/\u{E000}\n".as_bytes(),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "s://h/\u{E9}\n");
}

/// `uri audit`: the input with a caret line under each finding's span, the password masked;
/// exit 1 for a finding at or above `--fail-on` (warning by default) or an invalid input.
#[test]
fn audit_text_output_and_exit_status() {
    let output = uri(&["audit", "ftp://user:secret@10.0.0.1:22/"], b"");
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "ftp://user:***@10.0.0.1:22/");
    assert!(
        lines[1].starts_with("      ^^^^^^^^ info userinfo: "),
        "{text}"
    );
    assert!(
        lines[2].starts_with("           ^^^ warning password: "),
        "{text}"
    );
    assert!(
        lines[3].starts_with("               ^^^^^^^^ info ip-host: "),
        "{text}"
    );
    assert!(
        lines[4].starts_with("                        ^^ warning unexpected-port: "),
        "{text}"
    );
    assert!(!text.contains("secret"));

    let ordinary = uri(&["audit", "https://example.com/search?q=a%20b#top"], b"");
    assert_eq!(ordinary.status.code(), Some(0));
    assert_eq!(
        stdout(&ordinary),
        "https://example.com/search?q=a%20b#top\n  no findings\n\n"
    );

    for (fail_on, status) in [("info", 1), ("warning", 1), ("danger", 0)] {
        let output = uri(&["audit", "--fail-on", fail_on, "http://h:22/"], b"");
        assert_eq!(output.status.code(), Some(status), "--fail-on {fail_on}");
    }
    let invalid = uri(&["audit", "--fail-on", "danger", "http://exa mple/"], b"");
    assert_eq!(invalid.status.code(), Some(1));
    assert!(stdout(&invalid).contains("error: invalid character ' ' in host at index 10"));
    let usage = uri(&["audit", "--fail-on", "severe", "http://h/"], b"");
    assert_eq!(usage.status.code(), Some(2));
}

/// `uri audit --json`: one object per input, from standard input, with the keys of the
/// contract; IRIs read as IRIs.
#[test]
fn audit_json_lines() {
    let stdin = "http://www.example.com@0x7f.1/\nhttp://p\u{430}ypal.com/\nx y\n";
    let output = uri(&["audit", "--json"], stdin.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["input"], "http://www.example.com@0x7f.1/");
    assert_eq!(lines[0]["valid"], true);
    let findings = lines[0]["findings"].as_array().expect("a list");
    let keys: Vec<_> = findings[2]
        .as_object()
        .expect("an object")
        .keys()
        .cloned()
        .collect();
    assert_eq!(keys, ["code", "end", "message", "severity", "start"]);
    assert_eq!(findings[2]["code"], "rare-ipv4");
    assert_eq!(findings[2]["severity"], "danger");
    assert_eq!(
        (findings[2]["start"].as_u64(), findings[2]["end"].as_u64()),
        (Some(23), Some(29))
    );
    assert!(findings[2]["message"]
        .as_str()
        .expect("text")
        .contains("127.0.0.1"));
    let codes: Vec<_> = lines[1]["findings"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| f["code"].as_str().expect("a code"))
        .collect();
    assert_eq!(codes, ["mixed-script-host", "non-ascii-host"]);
    assert_eq!(lines[2]["valid"], false);
    assert_eq!(lines[2]["error"]["index"], 1);
    assert_eq!(lines[2]["findings"], serde_json::json!([]));
}

/// A host that UTS 46 maps to a delimiter, a space or nothing is an error line, not a host
/// written with `%2F` in it; an A-label that is no U-label stays, so `to-iri --idna` never
/// gives what `to-uri --idna` refuses.
#[test]
fn idna_refuses_what_splits_a_host() {
    let inputs = [
        "http://evil.com\u{FF0F}.good.com/",
        "http://user\u{FF20}evil.com/",
        "http://a\u{FF1F}b/",
        "http://a\u{FF03}b/",
        "http://a\u{FF1A}80/",
        "http://a\u{FF05}41/",
        "http://\u{FF0F}\u{1F600}",
        "http://\u{200B}/",
        "http://\u{AD}/",
        "http://\u{FEFF}/",
        "http://127.0.0.1\u{A0}/",
    ];
    let stdin = inputs.join("\n") + "\nhttp://\u{E9}.example/\n";
    let output = uri(&["to-uri", "--idna"], stdin.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "http://xn--9ca.example/\n");
    let errors = stderr(&output);
    for line in 1..=inputs.len() {
        assert!(errors.contains(&format!("line {line}: ")), "{errors}");
    }
    assert_eq!(errors.lines().count(), inputs.len(), "{errors}");
    let output = uri(
        &["to-iri", "--idna", "http://xn--xn---xn--mnchen-3ya/"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "http://xn--xn---xn--mnchen-3ya/\n");
    let back = uri(
        &["to-uri", "--idna", "http://xn--xn---xn--mnchen-3ya/"],
        b"",
    );
    assert_eq!(back.status.code(), Some(0));
}

/// The audit's findings on the inputs of an attacker: each with its code, at `danger`.
#[test]
fn audit_flags_what_clients_read_otherwise() {
    for (input, code) in [
        ("http://evil.com\u{FF0F}.good.com/", "mapped-delimiter"),
        ("http://user\u{FF20}evil.com/", "mapped-delimiter"),
        ("http://127.0.0.1\u{A0}/", "rare-ipv4"),
        ("http://127.0.0.1\u{3000}/", "rare-ipv4"),
        (
            "http://\u{FF4C}\u{FF4F}\u{FF43}\u{FF41}\u{FF4C}host/",
            "localhost",
        ),
        ("http://local\u{AD}host/", "localhost"),
        ("http://%6cocalhost/", "localhost"),
        ("http://h/a/%2E%2E%2F/b", "hidden-traversal"),
        ("http://h/..%2f", "hidden-traversal"),
        ("http://h/%5c..%5c", "hidden-traversal"),
        ("http://h/\u{FF0E}\u{FF0E}/x", "hidden-traversal"),
        ("http://h/%c0%ae%c0%ae/", "hidden-traversal"),
        ("http:evil.com", "missing-authority"),
        ("http://[::127.0.0.1]/", "rare-ipv4"),
        ("http://[::ffff:0:127.0.0.1]/", "rare-ipv4"),
        ("http://127.1@evil/", "userinfo-like-host"),
        ("http://0x7f.1:80@h/", "userinfo-like-host"),
        ("http://a.b@c/", "userinfo-like-host"),
        ("http://h/a\u{2067}b", "bidi-formatting"),
        ("http://h/a\u{61C}b", "bidi-formatting"),
    ] {
        let output = uri(&["audit", "--json", "--", input], b"");
        assert_eq!(output.status.code(), Some(1), "{input}");
        let lines = json_lines(&output);
        let found = lines[0]["findings"]
            .as_array()
            .expect("a list")
            .iter()
            .any(|f| f["code"] == code && f["severity"] == "danger");
        assert!(found, "{input}: {}", lines[0]);
    }
    // Label separators of IDNA and Latin with Japanese are no danger.
    let output = uri(
        &[
            "audit",
            "--fail-on",
            "danger",
            "http://example\u{3002}com/",
            "http://\u{30BD}\u{30D5}\u{30C8}\u{30D0}\u{30F3}\u{30AF}bb.jp/",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
}

/// RFC 3986 Appendix C's example, verbatim (The Internet Society, 2005).
const APPENDIX_C: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

#[test]
fn extract_finds_the_uris_of_appendix_c() {
    let output = uri(&["extract"], APPENDIX_C.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://www.w3.org/Addressing/\nftp://foo.example.com/rfc/\n\
         http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n"
    );
    let output = uri(&["extract", "--json"], APPENDIX_C.as_bytes());
    let lines = json_lines(&output);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "uri": "http://www.w3.org/Addressing/", "start": 34, "end": 63, "form": "quoted"
        })
    );
    for line in &lines {
        let (start, end) = (
            line["start"].as_u64().unwrap(),
            line["end"].as_u64().unwrap(),
        );
        let span: String = APPENDIX_C[start as usize..end as usize]
            .split_whitespace()
            .collect();
        assert_eq!(span, line["uri"].as_str().unwrap());
    }
    assert_eq!(lines[1]["form"], "angle");
}

#[test]
fn extract_forms_iris_and_nothing_found() {
    let text = "<URL:http://a/> \"mailto:b@c\" (https://d/e_(f)). https://例え.jp/パス";
    let lines = json_lines(&uri(&["extract", "--json"], text.as_bytes()));
    let forms: Vec<(&str, &str)> = lines
        .iter()
        .map(|l| (l["uri"].as_str().unwrap(), l["form"].as_str().unwrap()))
        .collect();
    assert_eq!(
        forms,
        [
            ("http://a/", "url-prefix"),
            ("mailto:b@c", "quoted"),
            ("https://d/e_(f)", "bare"),
        ]
    );
    let output = uri(&["extract", "--iri"], text.as_bytes());
    assert!(stdout(&output).ends_with("https://d/e_(f)\nhttps://例え.jp/パス\n"));
    // Nothing found, invalid UTF-8: exit 0.
    let output = uri(&["extract"], b"no uri \xFF\xFE here\n");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "");
}

/// `extract --iri`: a bare IRI ends where the prose after it starts, with no space before it
/// (a change of script inside a word, CJK punctuation); angle brackets take an IRI whole.
#[test]
fn extract_iris_end_where_prose_in_another_script_starts() {
    let text = "https://n.example/aを参照してください";
    let output = uri(&["extract", "--iri"], text.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "https://n.example/a\n");
    let lines = json_lines(&uri(&["extract", "--iri", "--json"], text.as_bytes()));
    assert_eq!(
        lines,
        [serde_json::json!({"uri": "https://n.example/a", "start": 0, "end": 19, "form": "bare"})]
    );
    let text = "详见https://ja.wikipedia.org/wiki/東京、http://t.example/Abc123了解更多。\n\
                Смотрите https://n.example/docsподробнее, <https://ja.wikipedia.org/wiki/C言語>。\n";
    let output = uri(&["extract", "--iri"], text.as_bytes());
    assert_eq!(
        stdout(&output),
        "https://ja.wikipedia.org/wiki/東京\nhttp://t.example/Abc123\nhttps://n.example/docs\n\
         https://ja.wikipedia.org/wiki/C言語\n"
    );
    // Without `--iri`, URIs end before the first byte beyond ASCII, as ever.
    let output = uri(&["extract"], text.as_bytes());
    assert_eq!(
        stdout(&output),
        "https://ja.wikipedia.org/wiki/\nhttp://t.example/Abc123\nhttps://n.example/docs\n\
         https://ja.wikipedia.org/wiki/C\n"
    );
}

#[test]
fn extract_resolves_relative_references_in_angle_brackets() {
    let text = b"see <../x.html> and <http://o/p> and <#top>";
    let output = uri(&["extract", "--resolve", "http://h/a/b/c"], text);
    assert_eq!(
        stdout(&output),
        "http://h/a/x.html\nhttp://o/p\nhttp://h/a/b/c#top\n"
    );
    // Refused before any input is read: none is given, so that no write to a pipe the command
    // has closed races with its exit.
    for bad in ["/relative", "http://a b"] {
        let output = uri(&["extract", "--resolve", bad], b"");
        assert_eq!(output.status.code(), Some(2), "{bad}");
        assert!(stdout(&output).is_empty());
    }
    assert_eq!(
        stderr(&uri(&["extract", "--resolve", "/relative"], b"")),
        "uri: invalid base \"/relative\": it has no scheme, so it is not an absolute URI\n"
    );
}

#[test]
fn extract_reads_files_in_order_names_them_and_streams_across_reads() {
    let dir = std::env::temp_dir().join(format!("uri-extract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    // A URI in angle brackets, broken across lines, across the first 1 MiB read.
    let mut big = "word ".repeat((1 << 20) / 5 - 2).into_bytes();
    big.extend_from_slice(b"<http://a.example/long/\n  path> and http://b/.\n");
    let (first, second) = (dir.join("big.txt"), dir.join("small.txt"));
    std::fs::write(&first, &big).expect("written");
    std::fs::write(&second, "<http://c/>").expect("written");
    let (first, second) = (first.to_str().unwrap(), second.to_str().unwrap());
    let output = uri(&["extract", "--json", "--", first, second], b"");
    assert_eq!(output.status.code(), Some(0));
    let lines = json_lines(&output);
    let start = big.len() as u64 - 46;
    assert!(
        start < 1 << 20 && start + 29 > 1 << 20,
        "across the first read"
    );
    assert_eq!(
        lines,
        [
            serde_json::json!({
                "uri": "http://a.example/long/path", "start": start, "end": start + 29,
                "form": "angle", "file": first
            }),
            serde_json::json!({
                "uri": "http://b/", "start": big.len() as u64 - 11, "end": big.len() as u64 - 2,
                "form": "bare", "file": first
            }),
            serde_json::json!({
                "uri": "http://c/", "start": 1, "end": 10, "form": "angle", "file": second
            }),
        ]
    );
    // One file: no `file` key.
    let lines = json_lines(&uri(&["extract", "--json", second], b""));
    assert_eq!(lines[0].get("file"), None);
    // A missing file: exit 2, nothing written.
    let output = uri(&["extract", second, "/no/such/file"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "");
    std::fs::remove_dir_all(&dir).expect("removed");
}

/// `parse --whatwg`, text: WHATWG URL's reading on a `whatwg` line after the components (or
/// after the error), and a warning when it reads another host or takes an input RFC 3986
/// refuses; a password masked there too.
#[test]
fn parse_whatwg_warns_of_another_host() {
    let output = uri(
        &["parse", "--whatwg", "http://127.1/", "http://Example.com/"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "http://127.1/\n  scheme     http\n  authority  127.1\n  userinfo   (none)\n  \
         host       127.1  (reg-name)\n  port       (none)\n  path       /\n  \
         query      (none)\n  fragment   (none)\n  \
         whatwg     http://127.0.0.1/  (host 127.0.0.1)\n  \
         warning: WHATWG URL reads the host \"127.0.0.1\" where RFC 3986 reads the host \
         \"127.1\"\n\n\
         http://Example.com/\n  scheme     http\n  authority  Example.com\n  \
         userinfo   (none)\n  host       Example.com  (reg-name)\n  port       (none)\n  \
         path       /\n  query      (none)\n  fragment   (none)\n  \
         whatwg     http://example.com/  (host example.com)\n\n"
    );
    let output = uri(
        &["parse", "--whatwg", "http://evil.example\\@good.example/"],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).ends_with(
        "  error: invalid character '\\\\' in user info at index 19\n  \
         whatwg     http://evil.example/@good.example/  (host evil.example)\n  \
         warning: WHATWG URL takes this input, which RFC 3986 refuses\n\n"
    ));
    for (input, line) in [
        (
            "http:example.com",
            "http://example.com/  (host example.com)",
        ),
        ("mailto:x", "mailto:x  (no host)"),
        ("/a", "(refused: relative URL without a base)"),
        ("http://h:99999/", "(refused: invalid port number)"),
        ("http://u:secret@h/", "http://u:***@h/  (host h)"),
    ] {
        let text = stdout(&uri(&["parse", "--whatwg", input], b""));
        assert!(text.contains(&format!("\n  whatwg     {line}\n")), "{text}");
        assert!(!text.contains("secret"), "{text}");
    }
    let text = stdout(&uri(&["parse", "--whatwg", "http:example.com"], b""));
    assert!(text.contains(
        "\n  warning: WHATWG URL reads the host \"example.com\" where RFC 3986 reads no host\n"
    ));
    // What WHATWG URL is not given.
    let text = stdout(&uri(
        &["parse", "--whatwg", "--max-line-length", "4"],
        b"http://h/\n\xFF\n",
    ));
    assert!(
        text.contains("\n  whatwg     (not read: the line is too long)\n"),
        "{text}"
    );
    assert!(
        text.contains("\n  whatwg     (not read: the input is not UTF-8)\n"),
        "{text}"
    );
    // Without --whatwg, no line.
    assert!(!stdout(&uri(&["parse", "http://127.1/"], b"")).contains("whatwg"));
}

/// `parse --whatwg`: a name that WHATWG URL keeps (for a scheme it does not know) but that
/// resolvers read as an IPv4 address is another host: the client that takes the URL connects
/// to the address.
#[test]
fn parse_whatwg_warns_of_a_name_resolvers_read_as_an_address() {
    let output = uri(
        &["parse", "--json", "--whatwg", "redis://0x7f.1:6379/"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        json_lines(&output)[0]["whatwg"],
        serde_json::json!({
            "href": "redis://0x7f.1:6379/", "host": "0x7f.1", "same_host": false
        })
    );
    let text = stdout(&uri(&["parse", "--whatwg", "foo://127.1/"], b""));
    assert!(
        text.ends_with(
            "\n  whatwg     foo://127.1/  (host 127.1)\n  warning: resolvers read the host \
             \"127.1\" as the IPv4 address 127.0.0.1 (as inet_aton does), where RFC 3986 reads \
             a registered name\n\n"
        ),
        "{text}"
    );
}

/// `parse --json --whatwg`: every key as before, then `whatwg`: `href`, `host` and
/// `same_host`, or `null` when WHATWG URL refuses the input.
#[test]
fn parse_json_whatwg_adds_one_key() {
    let output = uri(
        &["parse", "--json", "--whatwg", "--zone-id"],
        b"http://0x7f.1/\nhttp://u:pw@h:80\n/a\nhttp:\\\\evil.example\\\n\xFF\nhttp://[fe80::1%25lo]/\n",
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "input": "http://0x7f.1/", "valid": true, "scheme": "http", "userinfo": null,
            "host": "0x7f.1", "port": null, "path": "/", "query": null, "fragment": null,
            "host_kind": "reg-name",
            "whatwg": {"href": "http://127.0.0.1/", "host": "127.0.0.1", "same_host": false},
        })
    );
    let whatwg: Vec<_> = lines.iter().map(|line| line["whatwg"].clone()).collect();
    assert_eq!(
        whatwg[1..],
        [
            serde_json::json!({"href": "http://u:pw@h/", "host": "h", "same_host": true}),
            serde_json::Value::Null,
            serde_json::json!({
                "href": "http://evil.example/", "host": "evil.example", "same_host": false
            }),
            serde_json::Value::Null,
            serde_json::Value::Null,
        ]
    );
    // The invalid lines keep their keys, `whatwg` last.
    assert_eq!(
        stdout(&output).lines().nth(3),
        Some(
            "{\"input\":\"http:\\\\\\\\evil.example\\\\\",\"valid\":false,\"error\":{\"index\":5,\
             \"message\":\"invalid character '\\\\\\\\' in path at index 5\"},\"whatwg\":{\
             \"href\":\"http://evil.example/\",\"host\":\"evil.example\",\"same_host\":false}}"
        )
    );
    // Without --whatwg, no key.
    let lines = json_lines(&uri(&["parse", "--json", "http://0x7f.1/"], b""));
    assert_eq!(lines[0].get("whatwg"), None);
}

/// `parse --iri --whatwg`: an IRI is compared by its URI, its host by IDNA; a name that IDNA
/// makes an IPv4 address is another host.
#[test]
fn parse_iri_whatwg_compares_through_idna() {
    let lines = json_lines(&uri(
        &[
            "parse",
            "--iri",
            "--json",
            "--whatwg",
            "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/",
            "http://\u{FF11}\u{FF12}\u{FF17}.0.0.1/",
        ],
        b"",
    ));
    assert_eq!(
        lines[0]["whatwg"],
        serde_json::json!({
            "href": "http://xn--r8jz45g.xn--zckzah/", "host": "xn--r8jz45g.xn--zckzah",
            "same_host": true
        })
    );
    assert_eq!(lines[1]["whatwg"]["same_host"], false);
    let text = stdout(&uri(
        &[
            "parse",
            "--iri",
            "--whatwg",
            "http://\u{FF11}\u{FF12}\u{FF17}.0.0.1/",
        ],
        b"",
    ));
    assert!(text.contains(
        "\n  warning: IDNA maps the host \"\u{FF11}\u{FF12}\u{FF17}.0.0.1\" to the IPv4 \
         address 127.0.0.1\n"
    ));
}

/// The issue's contract for `to-path`: the three local spellings of RFC 8089 give one POSIX
/// path; `--windows` reads drives and UNC paths; a bad input gets an error line naming it, the
/// run goes on, and the exit status is 1.
#[test]
fn to_path_gives_posix_and_windows_paths() {
    let output = uri(
        &[
            "to-path",
            "--posix",
            "file:///etc/fstab",
            "file://localhost/etc/fstab",
            "file:/etc/hosts",
            "file:///caf%C3%A9/%FF",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        output.stdout,
        b"/etc/fstab\n/etc/fstab\n/etc/hosts\n/caf\xC3\xA9/\xFF\n"
    );
    let output = uri(
        &["to-path", "--windows", "--"],
        b"file:///C:/Program%20Files/x\r\nfile://server/share/f.txt\nfile:///etc/hosts\nfile:////server/share\nfile:///c|/x\n",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "C:\\Program Files\\x\n\\\\server\\share\\f.txt\n\\\\server\\share\nc:\\x\n"
    );
    assert_eq!(
        stderr(&output),
        "uri: line 3: \"file:///etc/hosts\": path without a drive or UNC server at index 7: \
         a Windows path starts with one (C:\\ or \\\\server\\share)\n"
    );
    let output = uri(
        &[
            "to-path",
            "--posix",
            "file://server/x",
            "file:///a%2Fb",
            "http://h/x",
            "file:///a%0Ab",
            "a b",
            "file:///ok",
            "file:///c|/x",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "/ok\n");
    assert_eq!(
        stderr(&output),
        "uri: input 1: \"file://server/x\": non-local host at index 7: a POSIX path names local files only\n\
         uri: input 2: \"file:///a%2Fb\": encoded '/' (%2F) in a path segment at index 9\n\
         uri: input 3: \"http://h/x\": not a file URI: the scheme must be \"file\"\n\
         uri: input 4: \"file:///a%0Ab\": the path holds a line feed, which one path per line cannot show\n\
         uri: input 5: \"a b\": invalid character ' ' in path at index 1\n\
         uri: input 7: \"file:///c|/x\": invalid character '|' in path at index 9\n"
    );
}

/// A carriage return is refused as a line feed is: written, it would end the line for some
/// readers, and be dropped before the line feed by others (`uri`'s own among them), so the
/// next reader would get another path. Every spelling (`%0D`, `%0d`), anywhere in the path, for
/// POSIX and Windows paths alike; each input gets its error line and the run goes on.
#[test]
fn to_path_refuses_a_carriage_return_as_a_line_feed() {
    let mut posix = Vec::new();
    let mut windows = Vec::new();
    for (byte, what) in [
        ("0D", "carriage return"),
        ("0d", "carriage return"),
        ("0A", "line feed"),
    ] {
        for place in ["/tmp/a%{}", "/tmp/%{}a", "/%{}/x", "/tmp/a%{}%{}"] {
            posix.push((format!("file://{}", place.replace("{}", byte)), what));
            windows.push((format!("file:///C:{}", place.replace("{}", byte)), what));
        }
        windows.push((format!("file://a%{byte}b/share/x"), what));
        windows.push((format!("file:////server/share%{byte}/x"), what));
    }
    for (form, cases) in [("--posix", posix), ("--windows", windows)] {
        let mut input = b"file:///C:/ok\n".to_vec();
        let mut errors = String::new();
        for (n, (uri, what)) in cases.iter().enumerate() {
            input.extend_from_slice(uri.as_bytes());
            input.push(b'\n');
            errors.push_str(&format!(
                "uri: line {}: {uri:?}: the path holds a {what}, which one path per line cannot \
                 show\n",
                n + 2
            ));
        }
        let output = uri(&["to-path", form], &input);
        assert_eq!(output.status.code(), Some(1), "{form}");
        let ok = if form == "--posix" {
            "/C:/ok\n"
        } else {
            "C:\\ok\n"
        };
        assert_eq!(stdout(&output), ok, "{form}");
        assert_eq!(stderr(&output), errors, "{form}");
    }
}

/// `to-path --windows` refuses what `from-path --windows` refuses: device paths (the server
/// `.` or `?`, however spelled), reserved device names, alternate data streams.
#[test]
fn to_path_windows_refuses_devices_and_streams() {
    let device = r"device path (\\.\ or \\?\) at index {}: it names a device, not a file";
    let name = "reserved device name (CON, PRN, AUX, NUL, COM1, LPT1...) at index {}: Windows \
                opens the device, not a file";
    let stream = "':' in a path segment at index {}: Windows reads a:s as the alternate data \
                  stream s of the file a, not as a file name";
    let cases = [
        ("file://./pipe/evil", device, 7),
        ("file://%2e/PhysicalDrive0", device, 7),
        ("file://%3F/GLOBALROOT/Device/HarddiskVolume1", device, 7),
        ("file:////./pipe/x", device, 9),
        ("file:///C:/x/nul.txt", name, 13),
        ("file:///C:/a:$DATA", stream, 12),
    ];
    let input: String = cases.iter().map(|(uri, ..)| format!("{uri}\n")).collect();
    let output = uri(&["to-path", "--windows"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
    let expected: String = cases
        .iter()
        .enumerate()
        .map(|(n, (uri, message, at))| {
            format!(
                "uri: line {}: {uri:?}: {}\n",
                n + 1,
                message.replace("{}", &at.to_string())
            )
        })
        .collect();
    assert_eq!(stderr(&output), expected);
    let output = uri(
        &[
            "from-path",
            "--windows",
            "--",
            r"\\.\pipe\evil",
            r"C:\x\nul.txt",
            r"C:\a:$DATA",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
    assert_eq!(
        stderr(&output),
        format!(
            "uri: input 1: \"\\\\\\\\.\\\\pipe\\\\evil\": {}\nuri: input 2: \"C:\\\\x\\\\nul.txt\": \
             {}\nuri: input 3: \"C:\\\\a:$DATA\": {}\n",
            device.replace("{}", "2"),
            name.replace("{}", "5"),
            stream.replace("{}", "4"),
        )
    );
}

/// `from-path`: POSIX paths of any bytes (standard input, or arguments), Windows paths with
/// `--windows`; a relative path is an error naming the reason.
#[test]
fn from_path_gives_file_uris() {
    let output = uri(
        &["from-path", "--posix"],
        b"/tmp/a b\nrelative\n/x#?%\xFF\n/\n",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "file:///tmp/a%20b\nfile:///x%23%3F%25%FF\nfile:///\n"
    );
    assert_eq!(
        stderr(&output),
        "uri: line 2: \"relative\": relative path: a file URI needs an absolute path, which starts with '/'\n"
    );
    let output = uri(
        &[
            "from-path",
            "--windows",
            "--",
            r"C:\Program Files\x",
            r"\\server\share\f.txt",
            r"C:x",
            r"\\?\UNC\server\share",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "file:///C:/Program%20Files/x\nfile://server/share/f.txt\nfile://server/share\n"
    );
    assert_eq!(
        stderr(&output),
        "uri: input 3: \"C:x\": drive-relative path: a file URI needs an absolute path (C:\\x, not C:x)\n"
    );
    let output = uri(&["from-path", "--windows"], b"C:\\\xFF\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).ends_with(": not UTF-8 at index 3\n"),
        "{}",
        stderr(&output)
    );
    let answers = conversation(&["from-path", "--posix"], &["/a", "/b c"]);
    assert_eq!(answers, ["file:///a\n", "file:///b%20c\n"]);
    let answers = conversation(&["to-path", "--posix"], &["file:///a", "file:///b%20c"]);
    assert_eq!(answers, ["/a\n", "/b c\n"]);
    let both = uri(&["from-path", "--windows", "--posix", "/a"], b"");
    assert_eq!(both.status.code(), Some(2));
}

/// `uri domain`: one line per input, the registrable domain or an empty line, error lines for
/// invalid inputs, in input order.
#[test]
fn domain_prints_one_registrable_domain_per_input() {
    let input = "https://www.Example.co.uk./x\nhttp://alice.github.io\nhttp://192.0.2.1/\n\
                 mailto:a@example.com\nhttp://github.io\na b\nhttp://a..com/\nhttp://[::1]/\n";
    let output = uri(&["domain"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "Example.co.uk\ngithub.io\n\n\ngithub.io\n\n\n"
    );
    assert_eq!(
        stderr(&output),
        "uri: line 6: \"a b\": invalid character ' ' in path at index 1\n"
    );
    let output = uri(&["domain", "--private-domains"], input.as_bytes());
    assert_eq!(
        stdout(&output),
        "Example.co.uk\nalice.github.io\n\n\n\n\n\n"
    );
    let output = uri(
        &["domain", "http://a.b.example.com", "HTTP://WWW.EXAMPLE.COM"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "example.com\nEXAMPLE.COM\n");
    // Unicode hosts are IRIs: `--iri`.
    let output = uri(
        &[
            "domain",
            "--iri",
            "http://www.\u{98DF}\u{72EE}.\u{516C}\u{53F8}.cn/",
        ],
        b"",
    );
    assert_eq!(stdout(&output), "\u{98DF}\u{72EE}.\u{516C}\u{53F8}.cn\n");
}

/// `uri domain --json`: the keys in order, `null` where there is no part, the error of
/// `uri parse --json`.
#[test]
fn domain_json_has_the_parts_in_order() {
    let output = uri(
        &[
            "domain",
            "--json",
            "http://a.b.example.com/",
            "http://github.io",
            "http://192.0.2.1/",
            "urn:x",
            "a b",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    let parse = uri(&["parse", "--json", "a b"], b"");
    let lines: Vec<&str> = std::str::from_utf8(&output.stdout)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(
        lines[..4],
        [
            "{\"input\":\"http://a.b.example.com/\",\"valid\":true,\"host\":\"a.b.example.com\",\
             \"public_suffix\":\"com\",\"registrable_domain\":\"example.com\",\"subdomain\":\"a.b\"}",
            "{\"input\":\"http://github.io\",\"valid\":true,\"host\":\"github.io\",\
             \"public_suffix\":\"io\",\"registrable_domain\":\"github.io\",\"subdomain\":null}",
            "{\"input\":\"http://192.0.2.1/\",\"valid\":true,\"host\":\"192.0.2.1\",\
             \"public_suffix\":null,\"registrable_domain\":null,\"subdomain\":null}",
            "{\"input\":\"urn:x\",\"valid\":true,\"host\":null,\"public_suffix\":null,\
             \"registrable_domain\":null,\"subdomain\":null}",
        ]
    );
    assert_eq!(format!("{}\n", lines[4]), stdout(&parse));
    assert_eq!(stderr(&output), "");
    let output = uri(
        &["domain", "--json", "--private-domains", "http://github.io"],
        b"",
    );
    assert_eq!(
        json_lines(&output)[0]["public_suffix"],
        serde_json::json!("github.io")
    );
    assert_eq!(json_lines(&output)[0]["registrable_domain"], Value::Null);
}

/// `--psl FILE` reads a list; a file that cannot be read or is no list is a usage error.
#[test]
fn domain_reads_a_list_file() {
    let list = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::PSL_LIST);
    let list = list.to_str().expect("a UTF-8 path");
    let output = uri(
        &[
            "domain",
            "--psl",
            list,
            "--private-domains",
            "http://a.b.github.io",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "b.github.io\n");

    let dir = std::env::temp_dir().join(format!("uri-domain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let own = dir.join("own.dat");
    std::fs::write(
        &own,
        "// VERSION: x\n// ===BEGIN ICANN DOMAINS===\nexample\n",
    )
    .unwrap();
    let output = uri(
        &[
            "domain",
            "--psl",
            own.to_str().unwrap(),
            "http://a.b.example/",
        ],
        b"",
    );
    assert_eq!(stdout(&output), "b.example\n");
    let bad = dir.join("bad.dat");
    std::fs::write(&bad, "com\n").unwrap();
    let output = uri(
        &["domain", "--psl", bad.to_str().unwrap(), "http://a.com/"],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "");
    assert_eq!(
        stderr(&output),
        format!(
            "uri: {}: not a public suffix list: no '===BEGIN ICANN DOMAINS===' line\n",
            bad.display()
        )
    );
    let missing = dir.join("missing.dat");
    let output = uri(
        &[
            "domain",
            "--psl",
            missing.to_str().unwrap(),
            "http://a.com/",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with(&format!("uri: {}: ", missing.display())),
        "{}",
        stderr(&output)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The date of the embedded list: in `uri --version` and `uri domain --help`.
#[test]
fn the_embedded_lists_date_is_shown() {
    let output = uri(&["--version"], b"");
    assert_eq!(
        stdout(&output),
        "uri 0.1.0\nPublic Suffix List: 2026-10-22_08-36-41_UTC (embedded)\n"
    );
    assert_eq!(stdout(&uri(&["-V"], b"")), "uri 0.1.0\n");
    let help = stdout(&uri(&["domain", "--help"], b""));
    assert!(
        help.contains("The embedded Public Suffix List: 2026-10-22_08-36-41_UTC."),
        "{help}"
    );
    assert!(
        help.contains("--private-domains") && help.contains("--psl <FILE>"),
        "{help}"
    );
}
