//! The `uri` binary when its streams do not behave: a standard output closed early (`| head`),
//! a full device (`/dev/full`) as standard output or standard error, an input without end
//! (`/dev/zero`). Linux devices; no test depends on timing (a wait between two writes to a
//! child that has not ended is only to spare the processor).

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Output, Stdio};

fn uri(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_uri"));
    command.args(args).env_remove("NO_COLOR");
    command
}

/// `/dev/full`: every write fails with "No space left on device".
fn full() -> Stdio {
    File::create("/dev/full").expect("/dev/full").into()
}

/// Runs `command` with `stdin` as its standard input, fed from another thread.
fn run(command: &mut Command, stdin: &[u8]) -> Output {
    let mut child = command.stdin(Stdio::piped()).spawn().expect("uri runs");
    let feeder = feed(&mut child, stdin.to_vec());
    let output = child.wait_with_output().expect("uri finishes");
    feeder.join().expect("the feeder");
    output
}

/// Writes `input` to the child's standard input from another thread, then closes it; a child
/// that stops reading early is not an error.
fn feed(child: &mut Child, input: Vec<u8>) -> std::thread::JoinHandle<()> {
    let mut stdin = child.stdin.take().expect("stdin piped");
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    })
}

/// `uri args`, started with its three streams piped.
fn spawn_piped(args: &[&str]) -> Child {
    uri(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uri runs")
}

/// Takes the child's standard output, reads its first line, and drops it: the reader is gone.
fn first_line(child: &mut Child) -> String {
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout piped"))
        .read_line(&mut line)
        .expect("a first line");
    line
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8")
}

/// The error line of a failed write to standard output.
const STDOUT_FULL: &str = "uri: standard output: No space left on device (os error 28)\n";

/// Every command, each as a reader of standard input, and a line it answers.
const COMMANDS: [(&[&str], &str); 6] = [
    (&["parse"], "http://a/"),
    (&["parse", "--json"], "http://a/"),
    (&["resolve", "http://a/b/"], "g"),
    (&["relative", "http://a/b/"], "http://a/b/c"),
    (&["normalize", "--threads", "1"], "HTTP://A"),
    (&["normalize", "--threads", "2"], "HTTP://A"),
];

/// Once standard output is closed, the next write ends the run at once, exit status 141, with
/// nothing on standard error (no summary): standard input, still open, is not read to its end.
#[test]
fn a_closed_standard_output_ends_the_run_at_once_with_141() {
    for (args, line) in COMMANDS {
        let mut child = spawn_piped(args);
        let mut stdin: ChildStdin = child.stdin.take().expect("stdin");
        writeln!(stdin, "{line}").expect("write");
        let answer = first_line(&mut child);
        assert!(!answer.is_empty(), "{args:?}");
        // The reader is gone; the next answer cannot be written. (Another test's child, between
        // its fork and its exec, may hold the read end for a moment and take an answer: each line
        // more asks for another answer, until one cannot be written and the run ends.)
        while child.try_wait().expect("uri runs").is_none() {
            let _ = writeln!(stdin, "{line}");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let output = child.wait_with_output().expect("uri finishes");
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert_eq!(text(&output.stderr), "", "{args:?}");
        drop(stdin);
    }
}

/// `... | uri normalize | head -1`: a big input into a pipe closed after one line ends the run
/// with 141 and no summary, whatever the number of threads; `uri parse` the same.
#[test]
fn a_big_input_into_a_pipe_closed_early() {
    let input: String = (0..200_000).map(|i| format!("HTTP://h{i}/\n")).collect();
    let runs: [&[&str]; 3] = [
        &["normalize", "--threads", "1"],
        &["normalize", "--threads", "3"],
        &["parse"],
    ];
    for args in runs {
        let mut child = spawn_piped(args);
        let feeder = feed(&mut child, input.clone().into_bytes());
        let first = first_line(&mut child);
        let output = child.wait_with_output().expect("uri finishes");
        feeder.join().expect("the feeder");
        assert!(first.starts_with("http://h0/") || first.starts_with("HTTP://h0/"));
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert_eq!(text(&output.stderr), "", "{args:?}");
    }
}

/// Standard output on a full device: the run stops, exit 2, and says why on standard error.
#[test]
fn a_full_standard_output_exits_2_naming_it() {
    for (args, line) in COMMANDS {
        let output = run(
            uri(args).stdout(full()).stderr(Stdio::piped()),
            format!("{line}\n{line}\n").as_bytes(),
        );
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&output.stderr), STDOUT_FULL, "{args:?}");
    }
    // Arguments too, and with standard error full as well: exit 2, no panic.
    let output = run(
        uri(&["normalize", "a:b", "c d"])
            .stdout(full())
            .stderr(full()),
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
}

/// Standard error on a full device: the error lines are lost, but every input still gets its
/// output line, and the run ends with exit 2 (an I/O error), not a panic.
#[test]
fn a_full_standard_error_loses_no_output_line() {
    // `uri resolve http://a/ 'a b' c 2>/dev/full` resolves `c`.
    let output = run(
        uri(&["resolve", "http://a/", "a b", "c"])
            .stdout(Stdio::piped())
            .stderr(full()),
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "http://a/c\n");
    // `uri normalize --input FILE 2>/dev/full` writes all 4 valid lines, with any number of
    // threads.
    let dir = std::env::temp_dir().join(format!("uri-streams-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("urls.txt");
    std::fs::write(&file, "HTTP://A\na b\nhttp://b\n%\nhttp://c\nhttp://d\n").expect("write");
    let file = file.to_str().expect("UTF-8");
    for threads in ["1", "2"] {
        let output = run(
            uri(&["normalize", "--threads", threads, "--input", file])
                .stdout(Stdio::piped())
                .stderr(full()),
            b"",
        );
        assert_eq!(output.status.code(), Some(2), "threads {threads}");
        assert_eq!(
            text(&output.stdout),
            "http://a/\nhttp://b/\nhttp://c/\nhttp://d/\n"
        );
    }
    std::fs::remove_dir_all(&dir).expect("clean up");
    // All valid, but the summary is lost: exit 2; without a summary, nothing is lost.
    let lines = b"HTTP://A\nhttp://b\n";
    let summary = run(
        uri(&["normalize"]).stdout(Stdio::piped()).stderr(full()),
        lines,
    );
    assert_eq!(summary.status.code(), Some(2));
    assert_eq!(text(&summary.stdout), "http://a/\nhttp://b/\n");
    let quiet = run(
        uri(&["normalize", "-q"])
            .stdout(Stdio::piped())
            .stderr(full()),
        lines,
    );
    assert_eq!(quiet.status.code(), Some(0));
    // Errors that end the run: a usage error, an invalid base.
    for args in [&["parse", "--no-such-flag"][..], &["resolve", "a b", "c"]] {
        let output = run(uri(args).stdout(Stdio::piped()).stderr(full()), b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
    }
}

/// Help and version that cannot be written exit 2; written, 0.
#[test]
fn help_on_a_full_standard_output_exits_2() {
    for args in [&["--help"][..], &["parse", "--help"], &["--version"]] {
        let output = run(uri(args).stdout(full()).stderr(Stdio::piped()), b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let output = run(uri(args).stdout(Stdio::piped()), b"");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
    }
}

/// Help and version into a pipe whose reader is already gone: exit 141, as for any closed
/// output. (The pipe is closed before the run starts: no timing involved.)
#[test]
fn help_into_a_closed_pipe_exits_141() {
    for args in [&["--help"][..], &["parse", "--help"], &["--version"]] {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let output = run(uri(args).stdout(writer).stderr(Stdio::piped()), b"");
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert_eq!(text(&output.stderr), "", "{args:?}");
    }
}

/// `uri parse < /dev/zero`: the line never ends, yet it is answered as soon as it passes the
/// limit (not after gigabytes, nor an abort); the run would then read on, dropping what it
/// reads, so it is stopped here.
#[test]
fn an_endless_line_is_answered_at_the_limit() {
    let zero = || File::open("/dev/zero").expect("/dev/zero");
    let answer = |args: &[&str], lines: usize, from_stderr: bool| {
        let mut command = uri(args);
        command.stdin(zero());
        if from_stderr {
            command.stdout(Stdio::null()).stderr(Stdio::piped());
        } else {
            command.stdout(Stdio::piped()).stderr(Stdio::null());
        }
        let mut child = command.spawn().expect("uri runs");
        let stream: Box<dyn std::io::Read> = if from_stderr {
            Box::new(child.stderr.take().expect("stderr"))
        } else {
            Box::new(child.stdout.take().expect("stdout"))
        };
        let mut reader = BufReader::new(stream);
        let mut answer = String::new();
        for _ in 0..lines {
            reader.read_line(&mut answer).expect("an answer");
        }
        child.kill().expect("stop it");
        child.wait().expect("it ends");
        answer
    };
    let json = answer(&["parse", "--json"], 1, false);
    let json: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        json,
        serde_json::json!({
            "input": "\u{0}".repeat(64),
            "truncated": true,
            "valid": false,
            "error": {
                "index": 1_048_576,
                "message": "longer than the line limit of 1048576 bytes (--max-line-length)",
            },
        })
    );
    let text = answer(&["parse"], 2, false);
    assert_eq!(
        text,
        format!(
            "{}...\n  error: longer than the line limit of 1048576 bytes (--max-line-length)\n",
            "\\u{0}".repeat(64)
        )
    );
    for threads in ["1", "2"] {
        let args = ["normalize", "--threads", threads, "--max-line-length", "10"];
        let line = answer(&args, 1, true);
        assert_eq!(
            line,
            format!(
                "uri: line 1: \"{}\"...: longer than the line limit of 10 bytes \
                 (--max-line-length)\n",
                "\\0".repeat(64)
            )
        );
    }
}
