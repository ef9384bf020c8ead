//! Helpers shared by the integration tests (each test file uses some of them).
#![allow(dead_code)]

pub mod grammar;
pub mod properties;
pub mod section5;

use rfc3986::pct::EncodeSet;
use rfc3986::{Component, UriRef};

/// The name of a component in the vector files.
pub fn component_name(component: Component) -> &'static str {
    match component {
        Component::Scheme => "scheme",
        Component::UserInfo => "userinfo",
        Component::Host => "host",
        Component::Port => "port",
        Component::Path => "path",
        Component::Query => "query",
        Component::Fragment => "fragment",
        _ => "unknown",
    }
}

/// The seven components of a reference, owned, for comparison: scheme, user info, host, port,
/// path, query, fragment.
pub fn split(uri: &UriRef<'_>) -> [Option<String>; 7] {
    let own = |s: Option<&str>| s.map(String::from);
    [
        own(uri.scheme()),
        own(uri.userinfo()),
        own(uri.host_str()),
        own(uri.port()),
        Some(uri.path().to_string()),
        own(uri.query()),
        own(uri.fragment()),
    ]
}

/// `data` cut at its first tab (the second part empty when there is none): how the fuzz
/// targets that take two inputs read theirs.
pub fn split_at_tab(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\t') {
        Some(tab) => (&data[..tab], &data[tab + 1..]),
        None => (data, &[]),
    }
}

/// Every encode set `rfc3986::pct` offers.
pub const ENCODE_SETS: [EncodeSet; 8] = [
    EncodeSet::UNRESERVED,
    EncodeSet::USERINFO,
    EncodeSet::REG_NAME,
    EncodeSet::PATH_SEGMENT,
    EncodeSet::PATH,
    EncodeSet::QUERY,
    EncodeSet::FRAGMENT,
    EncodeSet::QUERY_PARAM,
];
