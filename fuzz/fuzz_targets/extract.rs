//! Finding URIs in any bytes (RFC 3986 Appendix C), as URIs and as IRIs: no panic, every span
//! inside the text on character boundaries, and, its whitespace removed, exactly the URI found,
//! which parses (`properties::extract`).
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::extract(data));
