//! The mapping of IRIs to URIs (RFC 3987 section 3.1): an ASCII, valid URI with the IRI's
//! components encoded, the same bytes once decoded, an ASCII IRI its own URI, mapped back to the
//! IRI (section 3.2) where the RFC says the round trip holds, and commuting with normalization
//! (`iri_properties::to_uri`).
#![no_main]

use rfc3986_test_support::iri_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| iri_properties::to_uri(data));
