//! The compiler's version, for the facts a benchmark run writes with its results
//! (`RFC3986_BENCH_RUSTC`, read by `report::Run`).

use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map_or_else(
            || "rustc (version unknown)".into(),
            |v| v.trim().to_string(),
        );
    println!("cargo::rustc-env=RFC3986_BENCH_RUSTC={version}");
}
