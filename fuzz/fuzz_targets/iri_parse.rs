//! Parsing any bytes as an IRI reference: valid exactly when RFC 3987 section 2.2 says so, with
//! the same components, the input kept byte for byte and re-parsed to the same reference; the
//! same answer as the URI parser on ASCII, and every URI an IRI (`iri_properties::parse`).
#![no_main]

use rfc3986_test_support::iri_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| iri_properties::parse(data));
