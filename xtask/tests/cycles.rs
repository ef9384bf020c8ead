//! `cargo xtask cycles` as CI runs it: its output and exit status, on crates written for the
//! test and on the workspace.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `xtask cycles` with `args`.
fn cycles(args: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("cycles")
        .args(args)
        .output()
        .expect("xtask runs")
}

/// A crate of `files` (paths under its folder, and texts) in a fresh temporary folder.
fn write_crate(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("xtask-cycles-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    for (path, text) in files {
        let path = folder.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("created");
        std::fs::write(path, text).expect("written");
    }
    folder
}

#[test]
fn a_cycle_fails_with_its_listing() {
    let folder = write_crate(
        "cycle",
        &[
            ("src/main.rs", "mod a; mod b; fn main() {}"),
            ("src/a.rs", "pub fn f() { crate::b::g() }"),
            ("src/b.rs", "pub fn g() { crate::a::f() }"),
            ("src/bin/plain.rs", "fn main() {}"),
            ("src/bin/tool/main.rs", "mod x; mod y; fn main() {}"),
            ("src/bin/tool/x.rs", "pub fn f() { crate::y::g() }"),
            ("src/bin/tool/y.rs", "pub fn g() { crate::x::f() }"),
            ("src/bin/README.md", "not Rust"),
        ],
    );
    let output = cycles(&[&folder]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let name = folder.display();
    assert_eq!(
        stdout,
        format!(
            "{name}/src/main.rs: cycle among crate::{{a, b}}\n  \
             a -> b: src/a.rs:1 crate::b::g\n  \
             b -> a: src/b.rs:1 crate::a::f\n\
             {name}/src/bin/plain.rs: no cycle\n\
             {name}/src/bin/tool/main.rs: cycle among crate::{{x, y}}\n  \
             x -> y: src/bin/tool/x.rs:1 crate::y::g\n  \
             y -> x: src/bin/tool/y.rs:1 crate::x::f\n\
             2 cycle(s)\n"
        )
    );
    assert_eq!(output.status.code(), Some(1));
    std::fs::remove_dir_all(folder).expect("removed");
}

#[test]
fn a_tree_passes_and_a_missing_file_is_an_error() {
    let folder = write_crate(
        "tree",
        &[
            ("src/lib.rs", "mod a; pub fn f() { a::g() }"),
            ("src/a.rs", "pub fn g() {}"),
        ],
    );
    let output = cycles(&[&folder]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        stdout,
        format!("{}/src/lib.rs: no cycle\n", folder.display())
    );
    assert_eq!(output.status.code(), Some(0));
    std::fs::remove_dir_all(folder).expect("removed");

    let folder = write_crate("missing", &[("src/lib.rs", "mod a;")]);
    let output = cycles(&[&folder]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let expected = format!("{}/src/lib.rs: no file for module a\n", folder.display());
    assert_eq!((output.status.code(), &*stderr), (Some(2), &*expected));
    std::fs::remove_dir_all(folder).expect("removed");
}

#[test]
fn without_crates_every_member_and_python_are_checked() {
    let output = cycles(&[]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    for line in [
        "rfc3986-core/src/lib.rs: no cycle",
        "xtask/src/main.rs: no cycle",
    ] {
        assert!(stdout.lines().any(|l| l == line), "{stdout}");
    }
    assert!(
        stdout.lines().any(|l| l.starts_with("python/src/lib.rs: ")),
        "{stdout}"
    );
}
