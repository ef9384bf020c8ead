//! The conversions with `http::Uri` and `url::Url`, both ways, on any text: never a panic, and
//! every conversion accepted reads the host and the port number we read (the same host text
//! for `http::Uri`, the same address or name but for case for WHATWG URL; the same number, or
//! none for the scheme's default); never a name that resolvers read as an IPv4 address, nor,
//! into `http::Uri`, a zone identifier.
#![no_main]

use rfc3986::{Host, ParseOptions, UriRef, UriRefBuf};
use rfc3986_test_support::components::same_host;
use url::Url;

/// Checks the conversions of a reference into `http::Uri` and `url::Url`.
fn from_ours(ours: UriRef<'_>) {
    if let Ok(http) = http::Uri::try_from(ours) {
        assert_eq!(http.host(), ours.host_str(), "{ours}");
        assert_eq!(ours.port_u16(), Ok(http.port_u16()), "{ours}");
        match ours.host() {
            Some(host @ Host::RegName(_)) => {
                assert_eq!(
                    host.ipv4_as_resolved(),
                    None,
                    "{ours}: resolved as an address"
                );
            }
            Some(Host::Ipv6Zoned { .. }) => panic!("{ours}: a zone in an http::Uri"),
            _ => {}
        }
        let back = UriRefBuf::try_from(&http).expect("an http::Uri made of ours is ours");
        assert_eq!(back.as_ri_ref().host_str(), ours.host_str(), "{ours}");
        assert_eq!(back.as_ri_ref().port_u16(), ours.port_u16(), "{ours}");
    }
    if let Ok(url) = Url::try_from(ours) {
        if let Some(host @ Host::RegName(_)) = ours.host() {
            assert_eq!(
                host.ipv4_as_resolved(),
                None,
                "{ours}: resolved as an address"
            );
        }
        let back = UriRef::try_from(&url);
        if let Ok(back) = back {
            assert!(same_host(ours.host(), back.host()), "{ours} -> {url}");
        }
        let ours_port = ours
            .port_u16()
            .expect("WHATWG URL refuses a port beyond 16 bits");
        match url.port() {
            Some(port) => assert_eq!(ours_port, Some(port), "{ours} -> {url}"),
            None => assert!(
                ours_port.is_none() || ours_port == url.port_or_known_default(),
                "{ours} -> {url}"
            ),
        }
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for options in [ParseOptions::default(), ParseOptions::RFC6874] {
        if let Ok(ours) = UriRef::parse_with(text, options) {
            from_ours(ours);
        }
    }
    if let Ok(http) = text.parse::<http::Uri>() {
        if let Ok(ours) = UriRefBuf::try_from(&http) {
            let ours = ours.as_ri_ref();
            assert_eq!(ours.host_str(), http.host(), "{text}");
            assert_eq!(ours.port_u16(), Ok(http.port_u16()), "{text}");
        }
    }
    if let Ok(url) = Url::parse(text) {
        if let Ok(ours) = UriRef::try_from(&url) {
            let host = |h: Option<&str>| h.filter(|h| !h.is_empty()).map(str::to_owned);
            assert_eq!(
                host(ours.host_str()),
                host(url.host_str()),
                "{text} -> {url}"
            );
            assert_eq!(ours.port_u16(), Ok(url.port()), "{text} -> {url}");
        }
    }
});
