//! Percent-encoding and decoding of any text with every set (`properties::percent`).
#![no_main]

#[path = "../../rfc3986/tests/common/mod.rs"]
mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::properties::percent(data));
