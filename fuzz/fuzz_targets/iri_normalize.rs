//! Normalization of IRI references under every option set: idempotent, a valid IRI, equivalent
//! to the input, the URI normal form on ASCII (`iri_properties::normalize`).
#![no_main]

use rfc3986_test_support::iri_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| iri_properties::normalize(data));
