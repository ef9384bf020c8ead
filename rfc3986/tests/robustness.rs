//! Robustness: the fuzz targets' properties (`rfc3986_test_support::properties`) run over generated inputs
//! in every test run, and hostile inputs — megabytes of one shape — that must give the right
//! answer (a quadratic algorithm would not finish; the benchmarks time the linear ones).

use std::io::Read;

use proptest::prelude::*;
use rfc3986::{remove_dot_segments, NormalizeOptions, ParseErrorKind, UriRef};
use rfc3986_test_support::properties::{self, split_at_tab, PlainParts};
use rfc3986_test_support::{file_properties, iri_properties, template_properties};

/// Bytes that are mostly the grammar's: delimiters, letters of both cases, digits, `%` with
/// and without hex digits, dots, brackets, IP pieces, and now and then anything at all.
fn uri_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        8 => proptest::sample::select(vec![
            "a", "Z", "0", "9", ":", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", "%2e",
            "%2E", "%7e", "%00", "%ff", ".", "..", "-", "_", "~", "!", "$", "&", "'", "(", ")",
            "*", "+", ",", ";", "=", "::", "1.2.3.4", "255", "256", "v1.x", "ffff", "http:",
            "HTTP://", "foo:", "80", " ", "\\", "\"", "é",
        ]).prop_map(|s| s.as_bytes().to_vec()),
        1 => proptest::collection::vec(any::<u8>(), 1..3),
    ];
    proptest::collection::vec(piece, 0..14).prop_map(|pieces| pieces.concat())
}

/// The pieces of [`uri_bytes`], and characters beyond ASCII: in `ucschar` or `iprivate` and on
/// both sides of their boundaries, the bidirectional formatting characters, and a `%XX` of
/// UTF-8.
fn iri_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        3 => uri_bytes(),
        1 => proptest::sample::select(vec![
            "é", "É", "例", "ß", "\u{A0}", "\u{9F}", "\u{D7FF}", "\u{E000}", "\u{F8FF}",
            "\u{F900}", "\u{FDCF}", "\u{FDD0}", "\u{FFEF}", "\u{FFFD}", "\u{10000}",
            "\u{1FFFE}", "\u{E1000}", "\u{F0000}", "\u{10FFFD}", "\u{202E}", "\u{200E}",
            "%C3%A9", "%c3%a9", "\u{130}", "K",
        ]).prop_map(|s| s.as_bytes().to_vec()),
    ];
    proptest::collection::vec(piece, 0..6).prop_map(|pieces| pieces.concat())
}

fn plain_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9 :/?#\\[\\]@!$&'()*+,;=%.~_-]{0,8}",
        "([a-zA-Z0-9]|[ %/?#@:\\[\\]+&=.~-]|é|日|😀){0,12}",
        any::<String>(),
    ]
}

fn plain_parts() -> impl Strategy<Value = PlainParts> {
    (
        proptest::option::of(prop_oneof!["[a-z][a-z0-9+.-]{0,5}", "[ -~]{0,3}"]),
        proptest::option::of(plain_text()),
        proptest::option::of(plain_text()),
        proptest::option::of(any::<u16>()),
        plain_text(),
        proptest::option::of(plain_text()),
        proptest::option::of(plain_text()),
    )
        .prop_map(
            |(scheme, userinfo, host, port, path, query, fragment)| PlainParts {
                scheme,
                userinfo,
                host,
                port,
                path,
                query,
                fragment,
            },
        )
}

/// Template text, mostly the grammar's pieces (expressions of every operator and modifier, and
/// now and then a broken one), a tab, and the values and text of
/// `template_properties::template`: lines of strings, lists (`L`), pairs (`A`), undefined (`U`).
fn template_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        4 => "\\{[+#./;?&]?[a-c](:[1-9]|\\*)?(,[a-c](:[1-9]|\\*)?)?\\}",
        4 => proptest::sample::select(vec![
            "a", "/", "?", "&", "=", ",", "!", "é", "%41", "%C3%A9", "'", "#", "{", "}", "%",
            "{a", "{=a}", "{a:0}", "{a:10000}", "{a.}", "{%2}", "{a.b_%41}", " ", "<", "\u{E000}",
        ]).prop_map(String::from),
    ];
    let line = prop_oneof![
        "[a-z/%é,=?&#.;]{0,6}",
        "L[a-z/%é,]{0,6}",
        "A[a-z/%é,=]{0,8}",
        Just("U".to_owned()),
    ];
    (
        proptest::collection::vec(piece, 0..8),
        proptest::collection::vec(line, 0..4),
        "[a-z/%é,=?&#.;]{0,12}",
    )
        .prop_map(|(pieces, lines, text)| {
            format!("{}\t{}\n{text}", pieces.concat(), lines.join("\n")).into_bytes()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn template(input in template_bytes()) {
        template_properties::template(&input);
    }

    #[test]
    fn template_any_bytes(input in proptest::collection::vec(any::<u8>(), 0..40)) {
        template_properties::template(&input);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn parse(input in uri_bytes()) {
        properties::parse(&input);
    }

    #[test]
    fn parse_any_bytes(input in proptest::collection::vec(any::<u8>(), 0..40)) {
        properties::parse(&input);
    }

    #[test]
    fn render(input in uri_bytes(), plain in plain_text()) {
        properties::render(&input, &plain);
    }

    #[test]
    fn resolve(base in uri_bytes(), reference in uri_bytes()) {
        let mut absolute = b"http://h/a/b/".to_vec();
        absolute.extend_from_slice(&base);
        properties::resolve(&base, &reference);
        properties::resolve(&absolute, &reference);
    }

    #[test]
    fn normalize(input in uri_bytes()) {
        properties::normalize(&input);
    }

    #[test]
    fn percent(input in proptest::collection::vec(any::<u8>(), 0..40)) {
        properties::percent(&input);
    }

    #[test]
    fn build(parts in plain_parts()) {
        properties::build(&parts);
    }

    #[test]
    fn iri_parse(input in iri_bytes()) {
        iri_properties::parse(&input);
    }

    #[test]
    fn iri_normalize(input in iri_bytes()) {
        iri_properties::normalize(&input);
    }

    #[test]
    fn iri_to_uri(input in iri_bytes()) {
        iri_properties::to_uri(&input);
    }

    #[test]
    fn audit(input in iri_bytes()) {
        iri_properties::audit(&input);
    }

    #[test]
    fn extract(input in proptest::collection::vec(iri_bytes(), 0..6)) {
        properties::extract(&input.join(&b" "[..]));
    }
}

/// The largest inputs here: a few megabytes, enough for a quadratic step to show as a hang.
const BIG: usize = 1 << 20;

#[test]
fn megabytes_of_dot_dot_slash_resolve_and_normalize() {
    let ups = "../".repeat(BIG);
    let reference = UriRef::parse(&ups).expect("valid");
    let base = UriRef::parse("http://h/a/b/c").expect("valid");
    assert_eq!(
        base.resolve(&reference).expect("resolves").as_str(),
        "http://h/"
    );
    let absolute = format!("http://h/{ups}x");
    let uri = UriRef::parse(&absolute).expect("valid");
    assert_eq!(uri.normalize(), "http://h/x");
    // A relative path keeps its dot segments.
    assert_eq!(reference.normalize().as_str().len(), ups.len());
    assert_eq!(remove_dot_segments(&format!("/{ups}")), "/");
}

#[test]
fn megabytes_of_encoded_dots_normalize() {
    let path = "/a/%2E%2E".repeat(BIG / 8) + "/x";
    let text_1 = format!("http://h{path}");
    let uri = UriRef::parse(&text_1).expect("valid");
    assert_eq!(uri.normalize(), "http://h/x");
    // Not dot segments for resolution: they stay.
    let base = UriRef::parse("http://h/").expect("valid");
    let reference = UriRef::parse(&path).expect("valid");
    assert_eq!(
        base.resolve(&reference)
            .expect("resolves")
            .as_ri_ref()
            .path(),
        path
    );
}

#[test]
fn a_million_segments() {
    let path = "/s".repeat(1_000_000);
    let text_2 = format!("http://h{path}?q#f");
    let uri = UriRef::parse(&text_2).expect("valid");
    assert_eq!(uri.path_segments().count(), 1_000_001);
    assert_eq!(uri.decoded_path_segments().count(), 1_000_001);
    assert!(!uri.normalize().is_owned());
    let text_3 = format!("HTTP://h{path}/./..");
    let upper = UriRef::parse(&text_3).expect("valid");
    let kept = "/s".repeat(999_999);
    assert_eq!(upper.normalize().as_str(), format!("http://h{kept}/"));
    let base = UriRef::parse("http://h/a").expect("valid");
    let text_4 = format!("x{path}/..");
    let reference = UriRef::parse(&text_4).expect("valid");
    let target = base.resolve(&reference).expect("resolves");
    let target = target.as_ri_ref();
    assert_eq!(target.path().len(), "/x".len() + path.len() - 1);
    let relative = base.make_relative(&target).expect("a relative path");
    assert_eq!(relative.as_str().len(), target.path().len() - 1);
}

#[test]
fn colons_in_brackets_and_at_signs_in_the_authority_fail_fast() {
    let colons = format!("http://[{}]/", ":".repeat(BIG));
    let e = UriRef::parse(&colons).expect_err("not an address");
    assert_eq!(e.kind(), ParseErrorKind::InvalidIpv6);
    assert_eq!(e.index(), 10);
    let groups = format!("http://[{}1]/", "1:".repeat(BIG));
    assert_eq!(
        UriRef::parse(&groups).expect_err("too many groups").kind(),
        ParseErrorKind::InvalidIpv6
    );
    let ats = format!("http://{}h/", "@".repeat(BIG));
    let e = UriRef::parse(&ats).expect_err("a second @");
    assert_eq!(e.index(), 8);
    let mixed = format!("http://{}@h:1/", "a:".repeat(BIG));
    let uri = UriRef::parse(&mixed).expect("user info may hold colons");
    assert_eq!(uri.port(), Some("1"));
    assert_eq!(uri.userinfo().map(str::len), Some(2 * BIG));
    assert!(uri.password().is_some());
    let ports = format!("http://h:{}/", "9".repeat(BIG));
    let uri = UriRef::parse(&ports).expect("any number of port digits");
    assert!(uri.port_u16().is_err());
    assert_eq!(
        uri.normalize_with(NormalizeOptions::FULL).as_str().len(),
        ports.len()
    );
    let zeros = format!("http://h:{}80/", "0".repeat(BIG));
    assert_eq!(
        UriRef::parse(&zeros).expect("valid").normalize(),
        "http://h/"
    );
}

#[test]
fn megabytes_of_percent_encodings() {
    let encoded = "%41%c3%a9".repeat(BIG / 9);
    let text = format!("http://{encoded}/{encoded}?{encoded}");
    let uri = UriRef::parse(&text).expect("valid");
    let normal = uri.normalize();
    assert!(normal.as_str().starts_with("http://a%C3%A9a%C3%A9"));
    assert_eq!(normal.as_ri_ref().query().map(str::len), Some(BIG / 9 * 7));
    let decoded = rfc3986::pct::decode_utf8(uri.query().unwrap_or_default()).expect("UTF-8");
    assert_eq!(decoded.chars().count(), BIG / 9 * 2);
}

/// The inputs of a fuzz target's corpus: the files of its archive, `fuzz/corpus/<target>.tar.gz`.
fn fuzz_corpus(target: &str) -> Vec<Vec<u8>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../fuzz/corpus/{target}.tar.gz"));
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(file));
    let entries = archive.entries().expect("a tar archive");
    entries
        .map(|entry| {
            let mut data = Vec::new();
            entry
                .expect("an entry")
                .read_to_end(&mut data)
                .expect("a corpus file");
            data
        })
        .collect()
}

/// The fuzzers' minimized corpora (`fuzz/corpus/<target>.tar.gz`, one archive per target,
/// written back by `fuzz/run.sh` after each fuzzing run), replayed through the properties their
/// targets check: what coverage-guided fuzzing found stays tested on the stable toolchain.
#[test]
fn the_fuzz_corpora_still_hold() {
    let mut replayed = 0;
    for target in [
        "parse",
        "render",
        "resolve",
        "normalize",
        "percent",
        "builder",
        "iri_parse",
        "iri_normalize",
        "iri_to_uri",
        "audit",
        "extract",
        "template",
    ] {
        let mut count = 0;
        for data in fuzz_corpus(target) {
            match target {
                "parse" => properties::parse(&data),
                "render" => {
                    let (reference, plain) = split_at_tab(&data);
                    properties::render(reference, &String::from_utf8_lossy(plain));
                }
                "resolve" => {
                    let (base, reference) = split_at_tab(&data);
                    properties::resolve(base, reference);
                }
                "normalize" => properties::normalize(&data),
                "percent" => properties::percent(&data),
                "iri_parse" => iri_properties::parse(&data),
                "iri_normalize" => iri_properties::normalize(&data),
                "iri_to_uri" => iri_properties::to_uri(&data),
                "audit" => iri_properties::audit(&data),
                "extract" => properties::extract(&data),
                "template" => template_properties::template(&data),
                // Structured by `arbitrary` in the fuzz target; here, the bytes as each part.
                _ => {
                    let text = String::from_utf8_lossy(&data).into_owned();
                    properties::build(&PlainParts {
                        userinfo: Some(text.clone()),
                        host: Some(text.clone()),
                        path: text.clone(),
                        query: Some(text.clone()),
                        fragment: Some(text),
                        ..PlainParts::default()
                    });
                }
            }
            count += 1;
        }
        assert!(count >= 100, "{target}: only {count} files");
        replayed += count;
    }
    assert!(replayed > 1000);
}

/// The corpus of the fuzz target `file_path`, replayed through its property: file URIs and paths
/// both ways (`file_properties::file_path`).
#[test]
fn the_file_path_fuzz_corpus_still_holds() {
    let inputs = fuzz_corpus("file_path");
    for data in &inputs {
        file_properties::file_path(data);
    }
    assert!(inputs.len() >= 50, "file_path: only {} files", inputs.len());
}
