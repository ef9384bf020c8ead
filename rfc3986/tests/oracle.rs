//! The parser against an independent oracle: Appendix A of RFC 3986 transcribed rule by rule
//! into one regular expression, compared on validity and on every component, over every string
//! of up to four bytes from an alphabet of the grammar's delimiters, and over many random
//! strings built from the grammar's tricky pieces.

mod common;

use common::grammar::{oracle_split, uri_reference_regex, Split};
use regex::Regex;
use rfc3986::UriRef;

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
