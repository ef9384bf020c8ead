//! The audit (RFC 3986 section 7): never a panic, every finding on a span of the text inside
//! the component its code is about, with its code's severity, in order
//! (`iri_properties::audit`).
#![no_main]

use rfc3986_test_support::iri_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| iri_properties::audit(data));
