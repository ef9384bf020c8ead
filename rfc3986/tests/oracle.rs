//! The parser against an independent oracle: Appendix A of RFC 3986 transcribed rule by rule
//! into one regular expression, compared on validity and on every component, over every string
//! of up to four bytes from an alphabet of the grammar's delimiters, and over many random
//! strings built from the grammar's tricky pieces.

mod common;

use regex::Regex;
use rfc3986::UriRef;

/// Appendix A as a regex, each rule named as in the RFC.
fn uri_reference_regex() -> Regex {
    let unreserved = r"[A-Za-z0-9\-._~]";
    let pct_encoded = r"%[0-9A-Fa-f]{2}";
    let sub_delims = r"[!$&'()*+,;=]";
    let pchar = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|[:@])");
    let scheme = r"[A-Za-z][A-Za-z0-9+\-.]*";
    let userinfo = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|:)*");
    let dec_octet = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
    let ipv4address = format!(r"{dec_octet}\.{dec_octet}\.{dec_octet}\.{dec_octet}");
    let h16 = r"[0-9A-Fa-f]{1,4}";
    let ls32 = format!("(?:{h16}:{h16}|{ipv4address})");
    let ipv6address = [
        format!("(?:{h16}:){{6}}{ls32}"),
        format!("::(?:{h16}:){{5}}{ls32}"),
        format!("(?:{h16})?::(?:{h16}:){{4}}{ls32}"),
        format!("(?:(?:{h16}:){{0,1}}{h16})?::(?:{h16}:){{3}}{ls32}"),
        format!("(?:(?:{h16}:){{0,2}}{h16})?::(?:{h16}:){{2}}{ls32}"),
        format!("(?:(?:{h16}:){{0,3}}{h16})?::{h16}:{ls32}"),
        format!("(?:(?:{h16}:){{0,4}}{h16})?::{ls32}"),
        format!("(?:(?:{h16}:){{0,5}}{h16})?::{h16}"),
        format!("(?:(?:{h16}:){{0,6}}{h16})?::"),
    ]
    .join("|");
    let ipvfuture = format!(r"[vV][0-9A-Fa-f]+\.(?:{unreserved}|{sub_delims}|:)+");
    let ip_literal = format!(r"\[(?:{ipv6address}|{ipvfuture})\]");
    let reg_name = format!("(?:{unreserved}|{pct_encoded}|{sub_delims})*");
    let host = format!("(?:{ip_literal}|{ipv4address}|{reg_name})");
    let port = "[0-9]*";
    let authority = format!("(?:(?P<userinfo>{userinfo})@)?(?P<host>{host})(?::(?P<port>{port}))?");
    let segment = format!("{pchar}*");
    let segment_nz = format!("{pchar}+");
    let segment_nz_nc = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|@)+");
    let path_abempty = format!("(?:/{segment})*");
    let path_absolute = format!("/(?:{segment_nz}(?:/{segment})*)?");
    let path_noscheme = format!("{segment_nz_nc}(?:/{segment})*");
    let path_rootless = format!("{segment_nz}(?:/{segment})*");
    let query = format!("(?:{pchar}|[/?])*");
    let hier_part = format!(
        "(?://{authority}(?P<path_a>{path_abempty})|(?P<path_b>{path_absolute}|{path_rootless}|))"
    );
    let relative_part = format!(
        "(?://{authority}(?P<path_c>{path_abempty})|(?P<path_d>{path_absolute}|{path_noscheme}|))"
    );
    // The relative branch repeats the authority: its groups need names of their own.
    let relative_part = relative_part
        .replace("?P<userinfo>", "?P<userinfo_r>")
        .replace("?P<host>", "?P<host_r>")
        .replace("?P<port>", "?P<port_r>");
    let uri = format!(
        "(?P<scheme>{scheme}):{hier_part}(?:\\?(?P<query>{query}))?(?:#(?P<fragment>{query}))?"
    );
    let relative_ref =
        format!("{relative_part}(?:\\?(?P<query_r>{query}))?(?:#(?P<fragment_r>{query}))?");
    Regex::new(&format!("^(?:{uri}|{relative_ref})$")).expect("the grammar compiles")
}

/// The components the oracle finds, in a comparable form.
type Split = [Option<String>; 7];

fn oracle_split(re: &Regex, input: &str) -> Option<Split> {
    let caps = re.captures(input)?;
    let get = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| caps.name(n))
            .map(|m| m.as_str().to_string())
    };
    Some([
        get(&["scheme"]),
        get(&["userinfo", "userinfo_r"]),
        get(&["host", "host_r"]),
        get(&["port", "port_r"]),
        Some(get(&["path_a", "path_b", "path_c", "path_d"]).unwrap_or_default()),
        get(&["query", "query_r"]),
        get(&["fragment", "fragment_r"]),
    ])
}

fn our_split(input: &str) -> Option<Split> {
    UriRef::parse(input).ok().as_ref().map(common::split)
}

/// Compares the two on `input`; returns whether it is valid.
#[track_caller]
fn compare(re: &Regex, input: &str) -> bool {
    let ours = our_split(input);
    assert_eq!(ours, oracle_split(re, input), "{input:?}");
    ours.is_some()
}

#[test]
fn the_oracle_knows_the_grammar() {
    let re = uri_reference_regex();
    for valid in [
        "http://[::1]:80/a?b#c",
        "a:b:c",
        "//u@[v1.x]",
        "?#",
        "",
        "./a:b",
        "file:///",
    ] {
        assert!(oracle_split(&re, valid).is_some(), "{valid}");
    }
    for invalid in [
        "a b",
        ":",
        "1:",
        "http://[::1::]",
        "a:b#c#d",
        "%4",
        "a:b:c/[",
        "//h:x",
    ] {
        assert!(oracle_split(&re, invalid).is_none(), "{invalid}");
    }
    let split = oracle_split(
        &re,
        "foo://u:p@example.com:8042/over/there?name=ferret#nose",
    );
    assert_eq!(
        split,
        Some(
            [
                "foo",
                "u:p",
                "example.com",
                "8042",
                "/over/there",
                "name=ferret",
                "nose"
            ]
            .map(|s| Some(s.to_string()))
        )
    );
}

#[test]
fn every_short_string_over_the_delimiters() {
    let re = uri_reference_regex();
    let alphabet = [
        "a", "1", ":", "/", "?", "#", "@", "[", "]", "%", ".", "v", " ", "F",
    ];
    let mut strings = vec![String::new()];
    let (mut checked, mut valid) = (0, 0);
    for _ in 0..4 {
        let mut longer = Vec::with_capacity(strings.len() * alphabet.len());
        for s in &strings {
            for piece in alphabet {
                let t = format!("{s}{piece}");
                valid += usize::from(compare(&re, &t));
                checked += 1;
                longer.push(t);
            }
        }
        strings = longer;
    }
    assert_eq!(checked, 14 + 14 * 14 + 14usize.pow(3) + 14usize.pow(4));
    assert!(valid > checked / 10, "{valid} of {checked} valid");
}

/// A small deterministic generator (xorshift), so that a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_strings_from_grammar_pieces() {
    let re = uri_reference_regex();
    let pieces = [
        "http:",
        "a:",
        "1",
        "//",
        "/",
        "?",
        "#",
        "@",
        ":",
        "::",
        "[",
        "]",
        "[v1.",
        "[V",
        "v",
        "%41",
        "%4",
        "%",
        "%zz",
        ".",
        "..",
        "255",
        "256",
        "0",
        "01",
        "1.2.3.4",
        "ffff",
        "12345",
        "a",
        "B",
        "-",
        "~",
        "!",
        "$",
        "'",
        "(",
        "=",
        "+",
        " ",
        "é",
        "\\",
        "{",
        "|",
        "\"",
        ":80",
        "::1",
        "1:2:3:4:5:6",
        ":1.2.3.4",
        "@h",
        "u:p@",
    ];
    let mut rng = Rng(0x3986_3986_3986_3986);
    let mut valid = 0;
    for _ in 0..200_000 {
        let n = 1 + rng.below(12);
        let input: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        valid += usize::from(compare(&re, &input));
    }
    assert!(valid > 10_000, "{valid} valid");
}

#[test]
fn random_ip_literals() {
    let re = uri_reference_regex();
    let pieces = [
        "1",
        "ff",
        "ABCD",
        "12345",
        ":",
        ":",
        "::",
        "1.2.3.4",
        "255.255.255.255",
        "01.1.1.1",
        "256.1.1.1",
        "0",
        ".",
        "1.1.1",
        "g",
        "v1.",
        "V",
        "x",
        "%25",
        "]",
    ];
    let mut rng = Rng(0x0006_0004_0006_0004);
    let mut valid = 0;
    for _ in 0..200_000 {
        let n = 1 + rng.below(14);
        let inner: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        valid += usize::from(compare(&re, &format!("//[{inner}]")));
    }
    assert!(valid > 2_000, "{valid} valid");
}
