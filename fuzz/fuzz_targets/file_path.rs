//! File URIs and paths (RFC 8089), both ways, on any text: never a panic, every path given
//! written back to a URI that gives it, no device or stream, the UNC server the URI's host
//! (`file_properties::file_path`).
#![no_main]

use rfc3986_test_support::file_properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| file_properties::file_path(data));
