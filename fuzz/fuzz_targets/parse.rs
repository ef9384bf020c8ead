//! Parsing any bytes: valid exactly when Appendix A says so, with the same components, the
//! input kept byte for byte (`properties::parse`).
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::parse(data));
