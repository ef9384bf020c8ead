//! The audit ([`rfc3986::audit`]): for each code, references that get it (with its span and
//! severity) and references that must not; RFC 3986 section 7.6's own example.

use rfc3986::audit::{audit, Code, Finding, Severity};
use rfc3986::{Host, IriRef, UriRef};

/// The findings of `text` as (code, severity, the text of the span).
#[track_caller]
fn findings(text: &str) -> Vec<(Code, Severity, &str)> {
    let found = audit(text).unwrap_or_else(|e| panic!("{text:?} is valid: {e}"));
    for f in &found {
        let empty_userinfo = f.code == Code::UserInfo && f.start == f.end;
        assert!(
            (f.start < f.end || empty_userinfo) && f.end <= text.len(),
            "{text:?}: {f:?}"
        );
        assert!(!f.message.is_empty());
    }
    let keys: Vec<_> = found.iter().map(|f| (f.start, f.end, f.code)).collect();
    assert!(keys.windows(2).all(|w| w[0] <= w[1]), "{text:?}: in order");
    // The same findings as flags, appended after what the buffer holds.
    let mut flags = Vec::new();
    UriRef::parse("http://h/%00")
        .unwrap()
        .audit_into(&mut flags);
    IriRef::parse(text).unwrap().audit_into(&mut flags);
    let (first, appended) = flags.split_first().expect("the first flag");
    assert_eq!(
        (first.code, first.start, first.end),
        (Code::EncodedNul, 9, 12)
    );
    let flagged: Vec<_> = appended
        .iter()
        .map(|f| (f.start, f.end, f.code, f.severity))
        .collect();
    let expected: Vec<_> = found
        .iter()
        .map(|f| (f.start, f.end, f.code, f.severity))
        .collect();
    assert_eq!(flagged, expected, "{text:?}");
    found
        .iter()
        .map(|f: &Finding| (f.code, f.severity, &text[f.start..f.end]))
        .collect()
}

/// `text` has the finding `code`, with `severity`, on `span`.
#[track_caller]
fn has(text: &str, code: Code, severity: Severity, span: &str) {
    let found = findings(text);
    assert!(
        found.contains(&(code, severity, span)),
        "{text:?}: expected {code} ({severity}) on {span:?}, found {found:?}"
    );
}

/// `text` has no finding `code`.
#[track_caller]
fn has_no(text: &str, code: Code) {
    let found = findings(text);
    assert!(
        found.iter().all(|&(c, _, _)| c != code),
        "{text:?}: expected no {code}, found {found:?}"
    );
}

#[test]
fn an_ordinary_uri_has_no_finding() {
    for text in [
        "https://example.com/search?q=a%20b#top",
        "http://example.com",
        "mailto:user@example.com",
        "urn:isbn:0451450523",
        "../relative/path?x=1",
        "file:///etc/fstab",
        "https://en.wikipedia.org/wiki/Foo_(bar)",
    ] {
        assert_eq!(findings(text), [], "{text}");
    }
}

#[test]
fn section_7_6_example() {
    let text = "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm";
    let userinfo = "cnn.example.com&story=breaking_news";
    assert_eq!(
        findings(text),
        [
            (Code::UserInfo, Severity::Info, userinfo),
            (Code::UserinfoLikeHost, Severity::Danger, userinfo),
            (Code::IpHost, Severity::Info, "10.0.0.1"),
        ]
    );
}

#[test]
fn userinfo_like_host() {
    for (text, userinfo) in [
        ("http://www.example.com@evil.example/", "www.example.com"),
        (
            "http://example.com%2Flogin@evil.example/",
            "example.com%2Flogin",
        ),
        (
            "http://https%3A%2F%2Fbank@evil.example/",
            "https%3A%2F%2Fbank",
        ),
        ("http://10.0.0.1@evil.example/", "10.0.0.1"),
        ("http://login%3Fnext=1@evil.example/", "login%3Fnext=1"),
        ("http://a=b@evil.example/", "a=b"),
        ("http://first.last@example.com/", "first.last"),
        (
            "http://user:www.bank.com@evil.example/",
            "user:www.bank.com",
        ),
        ("http://x!10.0.0.1@evil.example/", "x!10.0.0.1"),
    ] {
        has(text, Code::UserinfoLikeHost, Severity::Danger, userinfo);
        has(text, Code::UserInfo, Severity::Info, userinfo);
    }
    for text in [
        "ftp://user@example.com/",
        "ftp://user:pass@example.com/",
        "ftp://user-1.@example.com/",
        "ftp://a.1@example.com/",
        "ftp://v.1a@example.com/",
        "ftp://%75ser@example.com/",
        "ftp://.x@example.com/",
    ] {
        has_no(text, Code::UserinfoLikeHost);
    }
}

#[test]
fn an_empty_user_info_is_an_empty_span() {
    let found = audit("//@h:").expect("valid");
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].code, found[0].start, found[0].end),
        (Code::UserInfo, 2, 2)
    );
}

#[test]
fn password() {
    has(
        "ftp://user:secret@example.com/",
        Code::Password,
        Severity::Warning,
        "secret",
    );
    has(
        "ftp://:s@example.com/",
        Code::Password,
        Severity::Warning,
        "s",
    );
    for text in [
        "ftp://user:@example.com/",
        "ftp://user@example.com/",
        "ftp://example.com/a:b",
    ] {
        has_no(text, Code::Password);
    }
}

#[test]
fn rare_ipv4() {
    for (text, host) in [
        ("http://127.1/", "127.1"),
        ("http://0x7f.1/", "0x7f.1"),
        ("http://0X7F.0.0.1/", "0X7F.0.0.1"),
        ("http://2130706433/", "2130706433"),
        ("http://017700000001/", "017700000001"),
        ("http://127.0.0.1./", "127.0.0.1."),
        ("http://%31%32%37.0.0.1/", "%31%32%37.0.0.1"),
        ("http://127.1%00.evil.com/", "127.1%00.evil.com"),
        (
            "http://\u{FF11}\u{FF12}\u{FF17}.0.0.1/",
            "\u{FF11}\u{FF12}\u{FF17}.0.0.1",
        ),
        ("http://127\u{3002}0.0.1/", "127\u{3002}0.0.1"),
    ] {
        let found = findings(text);
        assert!(
            found
                .iter()
                .any(|f| f == &(Code::RareIpv4, Severity::Danger, host)),
            "{text}: {found:?}"
        );
        let message = audit(text).expect("valid");
        let message = &message
            .iter()
            .find(|f| f.code == Code::RareIpv4)
            .expect("found")
            .message;
        assert!(message.contains("127.0.0.1"), "{message}");
    }
    has(
        "http://[::ffff:7f00:1]/",
        Code::RareIpv4,
        Severity::Danger,
        "[::ffff:7f00:1]",
    );
    for text in [
        "http://127.0.0.1/",
        "http://example.com/",
        "http://1.2.3.4.5/",
        "http://256.1.1.1/",
        "http://[::1]/",
        "http://0x7g.1/",
        "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/",
    ] {
        has_no(text, Code::RareIpv4);
    }
}

/// Names whose last byte a number may end with (a hex digit, the `x` of `0x`, in either case;
/// before one final `.`) are read as addresses where they are one, and so are names that end
/// in a word after a `%` (which decoding may cut them short at); names that end in a word, or
/// in a hex letter but in a part that is no number, are not. (`0xa.1`: a part before the last
/// may end in a letter.)
#[test]
fn rare_ipv4_by_the_last_byte() {
    for (host, addr) in [
        ("0x7f", "0.0.0.127"),
        ("0XA", "0.0.0.10"),
        ("1.0xff", "1.0.0.255"),
        ("0xa.1", "10.0.0.1"),
        ("0x", "0.0.0.0"),
        ("0X", "0.0.0.0"),
        ("0xA.", "0.0.0.10"),
        ("0x7f%00.com", "0.0.0.127"),
        ("1.2%2e3.4", "1.2.3.4"),
    ] {
        has(
            &format!("http://{host}/"),
            Code::RareIpv4,
            Severity::Danger,
            host,
        );
        let found = audit(&format!("http://{host}/")).expect("valid");
        let message = &found
            .iter()
            .find(|f| f.code == Code::RareIpv4)
            .expect("found")
            .message;
        assert!(message.contains(&format!("address {addr},")), "{message}");
        let addr = addr.parse().ok();
        assert_eq!(
            Host::parse(host).ok().and_then(|h| h.ipv4_as_resolved()),
            addr,
            "{host}"
        );
    }
    for host in [
        "example.com",
        "example.com.",
        "1.2.3.com",
        "example.cafe",
        "1.2.3.0xfg",
        "1.2.3.ax",
        "0xX",
        "x",
        "1.2.3.4.ff",
    ] {
        has_no(&format!("http://{host}/"), Code::RareIpv4);
        assert_eq!(
            Host::parse(host).ok().and_then(|h| h.ipv4_as_resolved()),
            None,
            "{host}"
        );
    }
}

/// The UTS 46 mappings that make digits of other characters, or drop them: exact with the
/// `idna` feature, suspected without it.
#[test]
fn rare_ipv4_beyond_ascii() {
    for (text, host) in [
        // Superscript two, five and four: the cloud metadata address for WHATWG URL.
        (
            "http://169.254.169.%C2%B2%E2%81%B5%E2%81%B4/",
            "169.254.169.%C2%B2%E2%81%B5%E2%81%B4",
        ),
        (
            "http://169.254.169.\u{B2}\u{2075}\u{2074}/",
            "169.254.169.\u{B2}\u{2075}\u{2074}",
        ),
        // Circled digits.
        (
            "http://\u{2460}\u{2461}\u{2466}.0.0.1/",
            "\u{2460}\u{2461}\u{2466}.0.0.1",
        ),
        // A mathematical bold `a`: `0xa`.
        ("http://0x\u{1D41A}/", "0x\u{1D41A}"),
        // Fullwidth, with a superscript that only the whole mapping knows.
        ("http://0x\u{FF41}\u{2075}/", "0x\u{FF41}\u{2075}"),
    ] {
        if cfg!(feature = "idna") {
            has(text, Code::RareIpv4, Severity::Danger, host);
        } else {
            has(text, Code::RareIpv4, Severity::Warning, host);
        }
    }
    for text in [
        "http://\u{E9}t\u{E9}.example/",
        "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/",
        "http://\u{30C6}-1.example/",
        "http://\u{E9}.1g/",
    ] {
        has_no(text, Code::RareIpv4);
    }
    // A character UTS 46 maps to nothing (a zero-width space): dropped with or without the
    // whole mapping.
    has(
        "http://127.0.0%E2%80%8B.1/",
        Code::RareIpv4,
        Severity::Danger,
        "127.0.0%E2%80%8B.1",
    );
    // A digit next to a character beyond ASCII: suspected without the whole mapping, which
    // tells (`1.example` is a name).
    let text = "http://1\u{200B}.example/";
    if cfg!(feature = "idna") {
        has_no(text, Code::RareIpv4);
    } else {
        has(text, Code::RareIpv4, Severity::Warning, "1\u{200B}.example");
    }
}

#[test]
fn percent_encoded_controls() {
    has("http://h/a%00b", Code::EncodedNul, Severity::Danger, "%00");
    has(
        "http://h/?a=%000",
        Code::EncodedNul,
        Severity::Danger,
        "%00",
    );
    let text = "http://h/%0d%0ASet-Cookie:%20a=b";
    assert_eq!(
        findings(text),
        [
            (Code::EncodedNewline, Severity::Danger, "%0d"),
            (Code::EncodedNewline, Severity::Danger, "%0A"),
        ]
    );
    has(
        "http://h/#%09",
        Code::EncodedControl,
        Severity::Warning,
        "%09",
    );
    has(
        "http://h/%7f",
        Code::EncodedControl,
        Severity::Warning,
        "%7f",
    );
    has(
        "http://h/%1F",
        Code::EncodedControl,
        Severity::Warning,
        "%1F",
    );
    for text in ["http://h/%20%41%7E", "http://h/%2000", "http://h/a0a0"] {
        assert_eq!(findings(text), [], "{text}");
    }
}

#[test]
fn double_encoding() {
    has(
        "http://h/%252F",
        Code::DoubleEncoding,
        Severity::Warning,
        "%252F",
    );
    has(
        "http://h/?%2541",
        Code::DoubleEncoding,
        Severity::Warning,
        "%2541",
    );
    for text in [
        "http://h/%25",
        "http://h/%25zz",
        "http://h/%252",
        "http://h/%25%25",
    ] {
        has_no(text, Code::DoubleEncoding);
    }
}

#[test]
fn encoded_delimiter_in_host() {
    for encoded in [
        "%2F", "%2f", "%3F", "%23", "%40", "%3A", "%5C", "%2E", "%2e",
    ] {
        let text = format!("http://evil.example{encoded}bank.example/");
        has(
            &text,
            Code::EncodedDelimiterInHost,
            Severity::Danger,
            encoded,
        );
    }
    for text in [
        "http://h/a%2Fb",
        "http://example.com/a%2Fb",
        "http://u%40s@h/",
        "http://u%40s@host.example/",
        "http://r%C3%A9sum%C3%A9.example/",
        "http://%41.example/",
    ] {
        has_no(text, Code::EncodedDelimiterInHost);
    }
}

#[test]
fn dot_segments_say_whether_they_are_encoded() {
    let plain = audit("http://h/a/../b").expect("valid");
    assert!(
        plain[0].message.starts_with("a dot segment"),
        "{}",
        plain[0].message
    );
    let encoded = audit("http://h/a/%2E%2e/b").expect("valid");
    let message = &encoded[0].message;
    assert!(
        message.starts_with("a percent-encoded dot segment"),
        "{message}"
    );
}

#[test]
fn a_percent_encoded_ascii_host_is_no_internationalized_name() {
    assert_eq!(findings("http://axn--b.example/"), []);
    let host = "www.xn--r8jz45g.example";
    has(
        &format!("http://{host}/"),
        Code::NonAsciiHost,
        Severity::Info,
        host,
    );
    assert_eq!(findings("http://%41.example/"), []);
    assert_eq!(findings("http://%41.example/\u{E9}"), []);
}

#[test]
fn dot_segments() {
    for (text, segment) in [
        ("http://h/a/../b", ".."),
        ("http://h/./a", "."),
        ("http://h/a/%2e%2E/x", "%2e%2E"),
        ("http://h/.%2E", ".%2E"),
        ("http://h/a/..", ".."),
        ("file:..", ".."),
        ("s:a/./b", "."),
    ] {
        has(text, Code::DotSegments, Severity::Warning, segment);
    }
    for text in [
        "../a",
        "./b",
        "//h/../a",
        "http://h/a.b/..c/...",
        "http://h/a?/../#/..",
    ] {
        has_no(text, Code::DotSegments);
    }
}

#[test]
fn unexpected_port() {
    has(
        "http://h:22/",
        Code::UnexpectedPort,
        Severity::Warning,
        "22",
    );
    has(
        "HTTPS://h:0021/",
        Code::UnexpectedPort,
        Severity::Warning,
        "0021",
    );
    let found = audit("http://h:22/").expect("valid");
    assert!(found[0].message.contains("ssh"), "{}", found[0].message);
    for text in [
        "http://h:80/",
        "http://h:080/",
        "http://h:8080/",
        "ws://h:80/",
        "wss://h:443/",
        "foo://h:80/",
        "http://h:/",
        "http://h:99999/",
    ] {
        has_no(text, Code::UnexpectedPort);
    }
}

#[test]
fn mixed_script_host() {
    // A Cyrillic `а` among Latin letters.
    has(
        "http://p\u{430}ypal.com/",
        Code::MixedScriptHost,
        Severity::Danger,
        "p\u{430}ypal",
    );
    has(
        "http://p%D0%B0ypal.com/",
        Code::MixedScriptHost,
        Severity::Danger,
        "p%D0%B0ypal",
    );
    has(
        "http://\u{3B1}\u{3B2}c.gr/",
        Code::MixedScriptHost,
        Severity::Danger,
        "\u{3B1}\u{3B2}c",
    );
    if cfg!(all(feature = "idna", feature = "uts39")) {
        has(
            "http://xn--pypal-4ve.com/",
            Code::MixedScriptHost,
            Severity::Danger,
            "xn--pypal-4ve",
        );
    }
    let found = audit("http://p\u{430}ypal.com/").expect("valid");
    let message = &found
        .iter()
        .find(|f| f.code == Code::MixedScriptHost)
        .expect("found")
        .message;
    assert!(
        message.contains("Latin") && message.contains("Cyrillic"),
        "{message}"
    );
    for text in [
        "http://example.com/",
        "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/",
        "http://\u{3C0}\u{3B1}\u{3C1}\u{3AC}\u{3B4}\u{3B5}\u{3B9}\u{3B3}\u{3BC}\u{3B1}.gr/",
        "http://\u{43F}\u{440}\u{438}\u{43C}\u{435}\u{440}-1.ru/",
        "http://r\u{E9}sum\u{E9}.example/",
    ] {
        has_no(text, Code::MixedScriptHost);
    }
}

#[test]
fn bidi_formatting() {
    let text = "http://h/a\u{202E}b\u{200F}";
    assert_eq!(
        findings(text),
        [
            (Code::BidiFormatting, Severity::Danger, "\u{202E}"),
            (Code::BidiFormatting, Severity::Danger, "\u{200F}"),
        ]
    );
    has_no("http://h/a%E2%80%AEb", Code::BidiFormatting);
}

#[test]
fn informational_findings() {
    has("http://10.0.0.1/", Code::IpHost, Severity::Info, "10.0.0.1");
    has("http://[::1]:8080/", Code::IpHost, Severity::Info, "[::1]");
    has("http://[v7.x]/", Code::IpHost, Severity::Info, "[v7.x]");
    for (text, host) in [
        (
            "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/",
            "\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}",
        ),
        ("http://xn--r8jz45g.xn--zckzah/", "xn--r8jz45g.xn--zckzah"),
        ("http://XN--r8jz45g.example/", "XN--r8jz45g.example"),
        (
            "http://r%C3%A9sum%C3%A9.example/",
            "r%C3%A9sum%C3%A9.example",
        ),
    ] {
        assert_eq!(
            findings(text),
            [(Code::NonAsciiHost, Severity::Info, host)],
            "{text}"
        );
    }
}

#[test]
fn the_same_audit_for_a_uri_and_its_iri_view() {
    let text = "http://u:p%40www.a.b@0x7f.1:22/%2e./%00";
    let uri = UriRef::parse(text).expect("valid");
    assert_eq!(uri.audit(), IriRef::from(uri).audit());
    assert_eq!(uri.audit(), audit(text).expect("valid"));
}

#[test]
fn names_and_sections() {
    assert_eq!(Code::RareIpv4.as_str(), "rare-ipv4");
    assert_eq!(Code::RareIpv4.to_string(), "rare-ipv4");
    assert_eq!(Code::BidiFormatting.section(), "RFC 3987 4.1");
    assert_eq!(Severity::Danger.to_string(), "danger");
    assert!(Severity::Info < Severity::Warning && Severity::Warning < Severity::Danger);
}

/// No false alarms on ordinary URLs: of the 48,010 lines of the web corpus, only two get a
/// finding above `info`, and both deserve it (`https` on port 70, gopher's).
#[test]
fn the_web_corpus_has_two_findings_above_info() {
    let text = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::WEB);
    let mut above_info = Vec::new();
    for line in text.lines() {
        let Ok(found) = audit(line) else { continue };
        for f in found.iter().filter(|f| f.severity > Severity::Info) {
            above_info.push((f.code, &line[f.start..f.end], line));
        }
    }
    assert_eq!(
        above_info,
        [
            (
                Code::UnexpectedPort,
                "70",
                "https://gopher.quux.org:70/devel/dictclient"
            ),
            (
                Code::UnexpectedPort,
                "70",
                "https://gopher.quux.org:70/devel/gopher/pygopherd"
            ),
        ]
    );
}

/// `text` with `piece` percent-encoded as the UTF-8 of its characters (upper-case hex).
fn encoded(piece: &str) -> String {
    piece.bytes().map(|b| format!("%{b:02X}")).collect()
}

/// A compatibility form of a delimiter in the host or the user info: a client that applies
/// IDNA (UTS 46, or IDNA2003's NFKC) before it splits the reference reads another host. Each
/// form, as itself and percent-encoded, anywhere in the host or the user info.
#[test]
fn mapped_delimiters() {
    has(
        "http://evil.com\u{FF0F}.good.com/",
        Code::MappedDelimiter,
        Severity::Danger,
        "\u{FF0F}",
    );
    has(
        "http://user\u{FF20}evil.com/",
        Code::MappedDelimiter,
        Severity::Danger,
        "\u{FF20}",
    );
    let forms = [
        '\u{FF0F}',
        '\u{FF20}',
        '\u{FF1F}',
        '\u{FF03}',
        '\u{FF1A}',
        '\u{FF05}',
        '\u{FF3C}',
        '\u{FF3B}',
        '\u{FF3D}',
        '\u{FE13}',
        '\u{FE16}',
        '\u{FE55}',
        '\u{FE56}',
        '\u{FE5F}',
        '\u{FE68}',
        '\u{FE6A}',
        '\u{FE6B}',
        '\u{FE47}',
        '\u{FE48}',
        '\u{2100}',
        '\u{2101}',
        '\u{2105}',
        '\u{2106}',
        '\u{2A74}',
        '\u{2047}',
        '\u{2024}',
        '\u{2025}',
        '\u{FE52}',
        '\u{2488}',
        '\u{249B}',
        '\u{33C7}',
        '\u{1F100}',
    ];
    for c in forms {
        let c = c.to_string();
        for written in [c.clone(), encoded(&c)] {
            for (text, span) in [
                (format!("http://a{written}b.example/"), &written),
                (format!("http://{written}/"), &written),
                (format!("https://x.example{written}@y.example/"), &written),
                (format!("http://u{written}:p@h/"), &written),
            ] {
                has(&text, Code::MappedDelimiter, Severity::Danger, span);
            }
        }
    }
    // The label separators of IDNA separate labels in a host; other characters map to no
    // delimiter.
    for text in [
        "http://example\u{3002}com/",
        "http://example\u{FF0E}com/",
        "http://example\u{FF61}com/",
        "http://\u{E9}\u{4F8B}\u{FF21}.example/",
        "http://h/\u{FF0F}",
        "http://a\u{FF0F}b@h/".replace('\u{FF0F}', "x").as_str(),
    ] {
        has_no(text, Code::MappedDelimiter);
    }
}

/// An IPv4 address that a Unicode space, or a character UTS 46 maps to nothing, follows or
/// precedes: resolvers read the address, as they do with `%20`.
#[test]
fn an_address_next_to_unicode_space_is_read() {
    let spaces = (0x80..0x3001)
        .filter_map(char::from_u32)
        .filter(|c| c.is_whitespace())
        .collect::<Vec<_>>();
    assert_eq!(spaces.len(), 19, "{spaces:?}");
    let ignored = [
        '\u{AD}', '\u{200B}', '\u{2060}', '\u{FEFF}', '\u{34F}', '\u{FE0F}',
    ];
    let mut tested = 0;
    for c in spaces.iter().chain(&ignored) {
        let c = c.to_string();
        for written in [c.clone(), encoded(&c)] {
            for address in ["127.0.0.1", "0x7f.1", "2130706433", "127.1"] {
                for host in [format!("{address}{written}"), format!("{written}{address}")] {
                    let text = format!("http://{host}/");
                    let Ok(found) = audit(&text) else {
                        // Not `ucschar` (U+0085, U+2028): only its encoded form is an IRI.
                        assert!(!written.starts_with('%'), "{text:?}");
                        continue;
                    };
                    let rare = found.iter().find(|f| f.code == Code::RareIpv4);
                    let rare = rare.unwrap_or_else(|| panic!("{text:?}: {found:?}"));
                    assert_eq!(rare.severity, Severity::Danger, "{text:?}");
                    assert!(rare.message.contains("127.0.0.1"), "{text:?}");
                    tested += 1;
                }
            }
        }
    }
    assert!(tested > 150, "{tested}");
    has_no("http://127.0.0.1g\u{A0}/", Code::RareIpv4);
}

/// Names that resolvers and WHATWG URL read as `localhost`: the same finding, a danger when
/// spelled otherwise than in ASCII.
#[test]
fn localhost_in_any_spelling() {
    for text in [
        "http://localhost/",
        "http://LocalHost:8080/",
        "http://LOCALHOST/",
        "http://a.localhost/",
    ] {
        let host = UriRef::parse(text).unwrap().host_str().unwrap().to_owned();
        has(text, Code::Localhost, Severity::Info, &host);
    }
    // Each letter in turn fullwidth, circled, percent-encoded; a character that maps to
    // nothing at each place; a final dot.
    let word = "localhost";
    let mut spellings = vec![String::from("localhost."), String::from("a.LOCALHOST.")];
    for (i, letter) in word.char_indices() {
        let (head, tail) = (&word[..i], &word[i + 1..]);
        let offset = u32::from(letter) - u32::from('a');
        for other in [
            char::from_u32(0xFF41 + offset).unwrap().to_string(),
            char::from_u32(0xFF21 + offset).unwrap().to_string(),
            char::from_u32(0x24D0 + offset).unwrap().to_string(),
            char::from_u32(0x24B6 + offset).unwrap().to_string(),
            format!("%{:02x}", u32::from(letter)),
            format!("{letter}\u{AD}"),
            format!("{letter}\u{200B}"),
            format!("{letter}%E2%80%8B"),
        ] {
            spellings.push(format!("{head}{other}{tail}"));
        }
    }
    for host in &spellings {
        for scheme in ["http", "https", "ws"] {
            let text = format!("{scheme}://{host}/");
            has(&text, Code::Localhost, Severity::Danger, host);
        }
    }
    for text in [
        "http://localhost.com/",
        "http://notlocalhost/",
        "http://local-host/",
        "http://localhos/",
        "file://localhost/etc/fstab",
        "http://[::1]/",
    ] {
        has_no(text, Code::Localhost);
    }
    has(
        "http://localhost@evil.example/",
        Code::UserinfoLikeHost,
        Severity::Danger,
        "localhost",
    );
}

/// A `..` written inside one segment, which a server that decodes (or maps) before it splits
/// the path sees as a dot segment: every encoding of the dots and of the separator.
#[test]
fn hidden_traversal() {
    let dots = [
        ".",
        "%2e",
        "%2E",
        "%252e",
        "%25%32%65",
        "%c0%ae",
        "%C0%AE",
        "%e0%80%ae",
        "%f0%80%80%ae",
        "\u{FF0E}",
        "%EF%BC%8E",
        "\u{FE52}",
    ];
    let separators = [
        "%2f",
        "%2F",
        "%5c",
        "%5C",
        "%252f",
        "%c0%af",
        "%c1%9c",
        "%e0%80%af",
        "%e0%81%9c",
        "%f0%80%80%af",
        "%f0%80%81%9c",
        "\u{FF0F}",
        "\u{FF3C}",
        "%EF%BC%8F",
        "\u{FE68}",
    ];
    let mut tested = 0;
    for (i, first) in dots.iter().enumerate() {
        let second = dots[(i * 7 + 3) % dots.len()];
        for separator in separators {
            for segment in [
                format!("{first}{second}{separator}"),
                format!("{separator}{first}{second}"),
                format!("{separator}{first}{second}{separator}etc"),
            ] {
                for text in [
                    format!("http://h/a/{segment}/b"),
                    format!("/files/{segment}"),
                    format!("{segment}/x"),
                ] {
                    has(&text, Code::HiddenTraversal, Severity::Danger, &segment);
                    tested += 1;
                }
            }
        }
    }
    assert!(tested > 1_000);
    // Dots in another form alone.
    for segment in [
        "\u{FF0E}\u{FF0E}",
        "%c0%ae%c0%ae",
        "%252e%252e",
        "\u{2025}",
        "\u{2025}\u{FF0F}x",
        "x\u{FF3C}\u{2025}",
        "\u{E9}\u{FF0F}.\u{FF0E}",
        "\u{E9}\u{FF0F}\u{2024}\u{2024}\u{FF0F}",
    ] {
        let text = format!("http://h/{segment}/x");
        has(&text, Code::HiddenTraversal, Severity::Danger, segment);
    }
    for text in [
        "http://h/a/../b",
        "http://h/a/%2e%2e/b",
        "http://h/..a%2fb",
        "http://h/...%2f",
        "http://h/%2e%2e%2e",
        "http://h/a%2fb",
        "http://h/\u{E9}t\u{E9}",
        "http://h/?q=..%2f",
        // Not overlong forms: a lead byte with no continuation after it, or a form that is no
        // ASCII character.
        "http://h/%C0..%2f",
        "http://h/.%C0.%2f",
        "http://h/%E0%80..%2f",
        "http://h/%F0%80%80..%2f",
        "http://h/%C2%AE%C2%AE%2f",
        "http://h/%E0%82%AE%E0%82%AE%2f",
        "http://h/\u{E9}..\u{E9}%2f",
        "http://h/\u{2026}",
        "http://h/\u{E9}\u{2025}",
        "http://h/\u{2025}\u{E9}\u{FF0F}",
        "http://h/\u{E9}\u{FF0F}\u{2026}\u{FF3C}",
        "http://h/\u{E9}\u{FF0F}.\u{FF0F}",
    ] {
        has_no(text, Code::HiddenTraversal);
    }
    // A plain or encoded `..` alone stays a dot segment.
    has(
        "http://h/a/%2e%2e/b",
        Code::DotSegments,
        Severity::Warning,
        "%2e%2e",
    );
}

/// A special scheme of WHATWG URL without an authority: WHATWG URL reads a host where RFC
/// 3986 reads a path.
#[test]
fn missing_authority() {
    for scheme in ["http", "https", "ws", "wss", "ftp", "HTTP"] {
        for (rest, path) in [
            ("evil.com", "evil.com"),
            ("evil.com/x?y", "evil.com/x"),
            ("/evil.com/x", "/evil.com/x"),
            ("///evil.com", "/evil.com"),
            ("@evil.com", "@evil.com"),
            ("user:pw@evil.com:8080/x", "user:pw@evil.com:8080/x"),
        ] {
            let text = format!("{scheme}:{rest}");
            has(&text, Code::MissingAuthority, Severity::Danger, path);
            let found = audit(&text).unwrap();
            let f = found
                .iter()
                .find(|f| f.code == Code::MissingAuthority)
                .unwrap();
            assert!(f.message.contains("`evil.com`"), "{text}: {}", f.message);
        }
    }
    for text in [
        "http://evil.com/",
        "http:",
        "http:/",
        "http:?q",
        "file:evil.com",
        "mailto:a@evil.com",
        "urn:evil.com",
        "foo:evil.com",
        "evil.com",
    ] {
        has_no(text, Code::MissingAuthority);
    }
}

/// Every IPv6 form that embeds an IPv4 address that traffic reaches.
#[test]
fn ipv6_forms_that_embed_an_ipv4_address() {
    for (host, address) in [
        ("[::ffff:127.0.0.1]", "127.0.0.1"),
        ("[::ffff:7f00:1]", "127.0.0.1"),
        ("[::127.0.0.1]", "127.0.0.1"),
        ("[::7f00:1]", "127.0.0.1"),
        ("[::10.0.0.1]", "10.0.0.1"),
        ("[::ffff:0:127.0.0.1]", "127.0.0.1"),
        ("[::FFFF:0:a9fe:a9fe]", "169.254.169.254"),
        ("[64:ff9b::127.0.0.1]", "127.0.0.1"),
        ("[64:ff9b::a9fe:a9fe]", "169.254.169.254"),
        ("[2002:7f00:1::]", "127.0.0.1"),
        ("[2002:a9fe:a9fe::1]", "169.254.169.254"),
        ("[::ffff:127.0.0.1%25eth0]", "127.0.0.1"),
    ] {
        let text = format!("http://{host}/");
        let parsed = UriRef::parse(&text)
            .or_else(|_| UriRef::parse_with(&text, rfc3986::ParseOptions::RFC6874));
        let Ok(uri) = parsed else {
            panic!("{text}");
        };
        let found = uri.audit();
        let rare = found.iter().find(|f| f.code == Code::RareIpv4);
        let rare = rare.unwrap_or_else(|| panic!("{text}: {found:?}"));
        assert_eq!(rare.severity, Severity::Danger);
        assert_eq!(&text[rare.start..rare.end], host);
        assert!(rare.message.contains(address), "{text}: {}", rare.message);
        assert_eq!(
            Host::parse(&host.replace("%25eth0", ""))
                .unwrap()
                .ipv4_as_resolved()
                .map(|a| a.to_string()),
            Some(address.to_owned())
        );
    }
    for text in [
        "http://[::1]/",
        "http://[::]/",
        "http://[2001:db8::7f00:1]/",
    ] {
        has_no(text, Code::RareIpv4);
    }
}

/// User info that reads like an address in any form resolvers read, or like a host name
/// however short its labels; a number alone (a password as much as an address) does not.
#[test]
fn userinfo_like_an_address_or_a_name() {
    for (text, userinfo) in [
        ("http://127.1@evil.example/", "127.1"),
        ("http://0x7f.1:80@h/", "0x7f.1:80"),
        ("http://0x7f000001@h/", "0x7f000001"),
        ("http://a.b@c/", "a.b"),
        ("http://ab.cd@c/", "ab.cd"),
        ("http://localhost@evil.example/", "localhost"),
        ("http://%31%32%37.1@h/", "%31%32%37.1"),
    ] {
        has(text, Code::UserinfoLikeHost, Severity::Danger, userinfo);
    }
    for text in [
        "http://user:1234@h/",
        "http://2130706433@h/",
        "http://user@h/",
        "http://j0hn:s3cr3t@h/",
    ] {
        has_no(text, Code::UserinfoLikeHost);
    }
}

/// ALM and the isolates, which Unicode added after RFC 3987, are flagged as its seven are.
#[test]
fn every_bidi_control_is_flagged() {
    for c in rfc3986::BIDI_CONTROLS {
        for text in [
            format!("http://h/a{c}b"),
            format!("http://h/?q={c}"),
            format!("http://h/#{c}"),
            format!("http://a{c}b.example/"),
        ] {
            has(
                &text,
                Code::BidiFormatting,
                Severity::Danger,
                &c.to_string(),
            );
        }
    }
}

/// Every control of a long text is found, after other characters that start with the same
/// byte (`–`, `€`, U+0600), before and after sixty-four bytes.
#[test]
fn every_bidi_control_of_a_long_text_is_flagged() {
    let filler = "\u{2013}a\u{20AC}\u{0600}".repeat(12);
    for c in rfc3986::BIDI_CONTROLS {
        let text = format!("http://h/{c}{filler}{c}x{filler}?q={c}#{filler}{c}");
        let found: Vec<(usize, usize)> = audit(&text)
            .unwrap()
            .iter()
            .filter(|f| f.code == Code::BidiFormatting)
            .map(|f| (f.start, f.end))
            .collect();
        let expected: Vec<(usize, usize)> = text
            .match_indices(c)
            .map(|(at, s)| (at, at + s.len()))
            .collect();
        assert_eq!(expected.len(), 4);
        assert_eq!(found, expected, "{text}");
    }
}

/// The label separators of IDNA are no second script, and UTS 39's "Highly Restrictive"
/// level is the bar: Latin with Japanese, with Han and Bopomofo, with Korean is no spoof.
#[test]
fn mixed_scripts_at_the_highly_restrictive_level() {
    for text in [
        "http://example\u{3002}com/",
        "http://example\u{FF0E}com/",
        "http://example\u{FF61}com/",
        "http://\u{30BD}\u{30D5}\u{30C8}\u{30D0}\u{30F3}\u{30AF}bb.jp/",
        "http://\u{65E5}\u{672C}\u{8A9E}abc.jp/",
        "http://\u{3072}\u{3089}\u{304C}\u{306A}abc.jp/",
        "http://\u{D55C}\u{AD6D}\u{C5B4}abc.kr/",
        "http://\u{4E2D}\u{6587}abc.cn/",
        "http://\u{6CE8}\u{3105}abc.tw/",
        "http://abc\u{4E2D}\u{6587}-1.cn/",
    ] {
        has_no(text, Code::MixedScriptHost);
    }
    for (text, label) in [
        // Katakana with Hangul: no one set of the level holds both.
        (
            "http://\u{30BD}\u{30D5}\u{D55C}.jp/",
            "\u{30BD}\u{30D5}\u{D55C}",
        ),
        ("http://p\u{430}ypal\u{3002}com/", "p\u{430}ypal"),
        ("http://\u{3B1}b\u{4E2D}.cn/", "\u{3B1}b\u{4E2D}"),
    ] {
        has(text, Code::MixedScriptHost, Severity::Danger, label);
    }
}

/// The message of each finding on a percent-encoded octet names the octet.
#[test]
fn percent_encoded_octets_are_named_in_the_messages() {
    let found = audit("http://a%2Fb/%00%0A%01%7F%2541").unwrap();
    let messages: Vec<(Code, &str)> = found.iter().map(|f| (f.code, f.message.as_str())).collect();
    let message = |code: Code, nth: usize| {
        messages
            .iter()
            .filter(|(c, _)| *c == code)
            .nth(nth)
            .unwrap_or_else(|| panic!("{code}: {messages:?}"))
            .1
    };
    assert!(message(Code::EncodedDelimiterInHost, 0).contains("`/` in the host"));
    assert!(message(Code::EncodedNul, 0).contains("NUL"));
    assert!(message(Code::EncodedNewline, 0).contains("line break"));
    assert!(message(Code::EncodedControl, 0).contains("(U+0001)"));
    assert!(message(Code::EncodedControl, 1).contains("(U+007F)"));
    assert!(message(Code::DoubleEncoding, 0).contains("decoded twice"));
}
