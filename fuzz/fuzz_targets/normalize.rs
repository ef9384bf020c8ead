//! Normalization under every option set: idempotent, valid, same kind and meaning
//! (`properties::normalize`).
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::normalize(data));
