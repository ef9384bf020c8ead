//! URI Templates (RFC 6570): the template before the first tab, values and text to match after
//! it; valid exactly as the grammar says, expansions that are references when they parse, and
//! whatever a match finds expands back (`template_properties::template`).
#![no_main]

use rfc3986_test_support::template_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| template_properties::template(data));
