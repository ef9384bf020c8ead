//! The `xtask` binary as `cargo xtask` runs it: `test --list` lists the parts and runs nothing.

use std::process::{Command, Output};

/// The output of `xtask` with `args`.
fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("xtask runs")
}

#[test]
fn test_list_gives_every_part_with_its_commands() {
    let output = xtask(&["test", "--list"]);
    assert!(output.status.success());
    let list = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        list.starts_with("rust: the Rust workspace")
            && list.contains("\n    cargo test --locked --workspace --all-features\n")
            && list.contains("\npython: the Python package")
            && list.contains("\n    target/python-venv/bin/pytest -q python\n")
            && list.ends_with(
                "\n    target/python-venv/bin/pytest -q python/tests/test_integrations.py -k polars\n"
            ),
        "{list}"
    );
}

#[test]
fn an_unknown_part_is_a_usage_error() {
    let output = xtask(&["test", "nothing-of-the-kind"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
}
