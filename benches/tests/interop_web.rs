//! The conversions of `rfc3986::interop` on the web corpus (`rfc3986_test_support::corpus::WEB`,
//! 48,010 real URLs): every line that RFC 3986 and the other parser both accept goes there and
//! back, and the host never changes. The counts of each outcome are asserted, so that a change
//! in either parser shows here; `cargo test -p rfc3986-benches --test interop_web --
//! --nocapture` prints them, and the lines refused.

use std::collections::BTreeMap;

use rfc3986::interop::ConvertErrorKind;
use rfc3986::{Host, UriRef, UriRefBuf};
use rfc3986_test_support::components::same_host;
use rfc3986_test_support::corpus;
use url::Url;

/// Counts of outcomes, printed and compared whole.
#[derive(Default)]
struct Counts(BTreeMap<&'static str, usize>);

impl Counts {
    fn add(&mut self, outcome: &'static str) {
        *self.0.entry(outcome).or_default() += 1;
    }

    #[track_caller]
    fn assert(&self, expected: &[(&'static str, usize)]) {
        println!("{:#?}", self.0);
        assert_eq!(self.0, expected.iter().copied().collect());
    }
}

/// Ours → `Url` → ours → `Url`, on every line both accept.
#[test]
fn url_round_trips_on_the_web_corpus() {
    let text = corpus::text(corpus::WEB);
    let mut counts = Counts::default();
    for line in text.lines() {
        let (Ok(uri), Ok(whatwg)) = (UriRef::parse(line), Url::parse(line)) else {
            continue;
        };
        counts.add("both accept");
        let url = match Url::try_from(uri) {
            Ok(url) => url,
            Err(e) => {
                // WHATWG URL took it: the only refusal left is a host read otherwise.
                assert_eq!(e.kind(), ConvertErrorKind::HostChanged, "{line}: {e}");
                println!("host changed: {line}: {e}");
                counts.add("refused: host changed");
                continue;
            }
        };
        // The conversion is WHATWG URL's parse, nothing more.
        assert_eq!(url, whatwg, "{line}");
        let back = match UriRef::try_from(&url) {
            Ok(back) => back,
            Err(e) => {
                assert_eq!(e.kind(), ConvertErrorKind::NotRfc3986, "{line}: {e}");
                println!("URL text not RFC 3986: {line} -> {url}: {e}");
                counts.add("url text not rfc 3986");
                continue;
            }
        };
        assert!(same_host(uri.host(), back.host()), "{line} -> {back}");
        let port = |scheme: &str, port: Option<u16>| {
            port.or(match scheme {
                "http" | "ws" => Some(80),
                "https" | "wss" => Some(443),
                "ftp" => Some(21),
                _ => None,
            })
        };
        let scheme = back.scheme().unwrap_or_default();
        assert_eq!(
            port(scheme, uri.port_u16().ok().flatten()),
            url.port_or_known_default(),
            "{line}"
        );
        assert_eq!(
            port(scheme, back.port_u16().ok().flatten()),
            url.port_or_known_default()
        );
        if back.as_str() == line {
            counts.add("round trip, text unchanged");
        } else {
            counts.add("round trip, text rewritten");
        }
        // A URL's text comes back as the same URL.
        assert_eq!(Url::try_from(back).as_ref(), Ok(&url), "{line}");
        assert_eq!(
            UriRefBuf::try_from(&url).map(|b| b.into_string()),
            Ok(url.to_string())
        );
    }
    // Every line RFC 3986 accepts, WHATWG URL accepts, and writes as it is.
    counts.assert(&[
        ("both accept", 47_668),
        ("round trip, text unchanged", 47_668),
    ]);
}

/// The same lines with their host in capitals: WHATWG URL lowercases the host of its special
/// schemes, which is the same host; the URL is the one of the line as it was.
#[test]
fn url_takes_a_host_in_capitals_as_the_same_host() {
    let text = corpus::text(corpus::WEB);
    let mut counts = Counts::default();
    for line in text.lines() {
        let (Ok(uri), Ok(whatwg)) = (UriRef::parse(line), Url::parse(line)) else {
            continue;
        };
        let Some(Host::RegName(host)) = uri.host() else {
            counts.add("not a reg-name");
            continue;
        };
        let start = uri
            .authority()
            .map_or(0, |a| a.as_ptr() as usize - line.as_ptr() as usize)
            + uri.userinfo().map_or(0, |u| u.len() + 1);
        let shouting = format!(
            "{}{}{}",
            &line[..start],
            host.to_ascii_uppercase(),
            &line[start + host.len()..]
        );
        let shouted = UriRef::parse(&shouting).expect(line);
        assert_eq!(shouted.host_str(), Some(&*host.to_ascii_uppercase()));
        let url = Url::try_from(shouted).unwrap_or_else(|e| panic!("{shouting}: {e}"));
        assert_eq!(url, whatwg, "{shouting}");
        assert_eq!(
            url.host_str(),
            Some(&*host.to_ascii_lowercase()),
            "{shouting}"
        );
        counts.add("host in capitals, same URL");
    }
    // Every host of the corpus is a registered name.
    counts.assert(&[("host in capitals, same URL", 47_668)]);
}

/// The text of the `http::Uri` that ours becomes: the schemes `http` and `https` lowercased,
/// an empty path after an authority written `/`.
fn as_http_writes(uri: &UriRef<'_>) -> String {
    let scheme = uri.scheme().unwrap_or_default();
    let mut text = String::new();
    if ["http", "https"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
    {
        text += &scheme.to_ascii_lowercase();
        text += &uri.as_str()[scheme.len()..];
    } else {
        text += uri.as_str();
    }
    if uri.path().is_empty() {
        let at = text.len() - uri.query().map_or(0, |q| q.len() + 1);
        text.insert(at, '/');
    }
    text
}

/// Ours → `http::Uri` → ours → `http::Uri`, on every line both accept; and `http::Uri` →
/// ours → `http::Uri` on every line the http crate accepts.
#[test]
fn http_round_trips_on_the_web_corpus() {
    let text = corpus::text(corpus::WEB);
    let mut counts = Counts::default();
    for line in text.lines() {
        let Ok(direct) = line.parse::<http::Uri>() else {
            continue;
        };
        counts.add("http accepts");
        match UriRefBuf::try_from(&direct) {
            Ok(ours) => {
                assert_eq!(http::Uri::try_from(&ours).as_ref(), Ok(&direct), "{line}");
                counts.add("http -> ours -> http");
            }
            Err(e) => {
                assert_eq!(e.kind(), ConvertErrorKind::NotRfc3986, "{line}: {e}");
                counts.add("http text not rfc 3986");
            }
        }
        let Ok(uri) = UriRef::parse(line) else {
            continue;
        };
        counts.add("both accept");
        let http = match http::Uri::try_from(uri) {
            Ok(http) => http,
            Err(e) => {
                counts.add(match e.kind() {
                    ConvertErrorKind::Fragment => "refused: fragment",
                    ConvertErrorKind::UserInfo => "refused: user info",
                    kind => panic!("{line}: {kind:?}: {e}"),
                });
                continue;
            }
        };
        assert_eq!(http, direct, "{line}");
        assert_eq!(http.host(), uri.host_str(), "{line}");
        let expected = as_http_writes(&uri);
        assert_eq!(http.to_string(), expected, "{line}");
        let back = UriRefBuf::try_from(&http).expect(line);
        assert_eq!(back.as_str(), expected);
        assert_eq!(http::Uri::try_from(&back).as_ref(), Ok(&http), "{line}");
        counts.add("ours -> http -> ours -> http");
    }
    // No line has user info. Of the 191 lines that the http crate takes and RFC 3986 refuses,
    // 168 hold `|`, `{`, `"`... in their path or query, and 23 in a fragment, which the http
    // crate drops.
    counts.assert(&[
        ("both accept", 47_668),
        ("http accepts", 47_859),
        ("http -> ours -> http", 47_691),
        ("http text not rfc 3986", 168),
        ("ours -> http -> ours -> http", 47_510),
        ("refused: fragment", 158),
    ]);
}
