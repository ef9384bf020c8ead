//! What the tests of the `uri` binary share: running it as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `uri` with `args`, `stdin` written to its standard input.
pub fn uri(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uri"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uri runs");
    // Written from another thread: the child's output must be read while it is fed.
    let mut pipe = child.stdin.take().expect("stdin");
    let stdin = stdin.to_vec();
    let writer = std::thread::spawn(move || pipe.write_all(&stdin));
    let output = child.wait_with_output().expect("uri finishes");
    // A child that stops before reading all of it (a usage error) closes the pipe: not an
    // error of the test.
    match writer.join().expect("writer thread") {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.expect("write stdin"),
    }
    output
}
