//! Building from plain parts, structured by `arbitrary` (`properties::build`).
#![no_main]

use rfc3986_test_support::properties::{self, PlainParts};

/// The parts, as `arbitrary` makes them.
#[derive(Debug, arbitrary::Arbitrary)]
struct Parts {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<u16>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

libfuzzer_sys::fuzz_target!(|parts: Parts| {
    properties::build(&PlainParts {
        scheme: parts.scheme,
        userinfo: parts.userinfo,
        host: parts.host,
        port: parts.port,
        path: parts.path,
        query: parts.query,
        fragment: parts.fragment,
    });
});
