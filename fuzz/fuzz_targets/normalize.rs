//! Normalization under every option set: idempotent, valid, same kind and meaning
//! (`properties::normalize`).
#![no_main]

#[path = "../../rfc3986/tests/common/mod.rs"]
mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| common::properties::normalize(data));
