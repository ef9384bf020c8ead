//! The tasks as `cargo xtask` runs them: each writes its files where `--out` says, and a folder
//! that cannot be made is an error (exit status 1) that names it.

use std::path::PathBuf;
use std::process::Command;

/// A folder of its own under the system's temporary folder, for one test.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("xtask-task-{name}-{}", std::process::id()))
}

/// Runs `cargo xtask TASK --out DIR`.
fn xtask(task: &str, out: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([task, "--out"])
        .arg(out)
        .output()
        .expect("xtask runs")
}

#[test]
fn each_task_writes_its_files_into_the_folder_given() {
    for (task, file) in [("man", "uri-parse.1"), ("completions", "uri.bash")] {
        let dir = scratch(task);
        let run = xtask(task, &dir);
        assert!(run.status.success(), "{task}: {run:?}");
        assert!(dir.join(file).is_file(), "{task} wrote {file}");
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}

#[test]
fn a_folder_that_cannot_be_made_is_an_error() {
    let file = scratch("file");
    std::fs::write(&file, "not a folder").expect("a file");
    let run = xtask("man", &file);
    assert_eq!(run.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&run.stderr);
    let named = format!("cargo xtask: {}: ", file.display());
    assert!(stderr.starts_with(&named), "{stderr}");
    std::fs::remove_file(&file).expect("clean up");
}
