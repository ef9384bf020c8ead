//! Percent-encoding and decoding of any text with every set (`properties::percent`).
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::percent(data));
