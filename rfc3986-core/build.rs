//! Which back end the scans of `src/scan/` use, decided once for the build and given to the
//! code as cfgs that say it, in place of the target's properties:
//!
//! - `rfc3986_sse2`: sixteen bytes at a time with SSE2, on `x86_64` (every `x86_64` target
//!   enables SSE2), unless the build asks for the portable code with `--cfg rfc3986_portable`
//!   in `RUSTFLAGS`. Without it, the scans are the ones every other target runs: eight bytes
//!   at a time in a `u64` (SWAR), one at a time where there is no SWAR form.
//! - `rfc3986_detect_ssse3`: with SSE2, where the build does not enable SSSE3 itself, a copy of
//!   the parser compiled with SSSE3 is run where the processor says it has it, and one compiled
//!   with AVX2 (the structural pass) where it has that too (asked of the standard library: with
//!   `std` only). Not in SGX enclaves (`target_env = "sgx"`), where asking the processor
//!   (CPUID) is illegal: there only what the build enables is used.

use std::env;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(rfc3986_sse2)");
    println!("cargo::rustc-check-cfg=cfg(rfc3986_detect_ssse3)");
    let features = env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let enabled = |feature: &str| features.split(',').any(|f| f == feature);
    let sse2 = env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64")
        && enabled("sse2")
        && env::var_os("CARGO_CFG_RFC3986_PORTABLE").is_none();
    if sse2 {
        println!("cargo::rustc-cfg=rfc3986_sse2");
    }
    if sse2 && !enabled("ssse3") && env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("sgx") {
        println!("cargo::rustc-cfg=rfc3986_detect_ssse3");
    }
}
