//! Parsing any bytes: valid exactly when Appendix A says so, with the same components, the
//! input kept byte for byte (`properties::parse`).
#![no_main]

#[path = "../../rfc3986/tests/common/mod.rs"]
mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::properties::parse(data));
