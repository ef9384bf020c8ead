//! Differential testing of IRI parsing (RFC 3987 section 2.2) against fluent-uri's `IriRef`,
//! iri-string's `IriReferenceStr` and oxiri's `IriRef`: the same inputs through the four
//! parsers, comparing validity and, where they accept, the components; and where all accept,
//! the mapping to a URI (section 3.1) by ours, fluent-uri's and iri-string's. Every
//! disagreement must be one of those listed in `tests/iri_deviations.md`, each decided by a
//! rule of RFC 3987; there are none, so any disagreement fails the test. (`cargo test -p
//! rfc3986-benches --test differential_iri -- --nocapture` prints the counts.)
//!
//! Inputs: the IRI corpus (47,986 lines, `rfc3986_test_support::corpus::IRIS`); each of 50
//! characters beyond ASCII (each side of the boundaries of `ucschar` and `iprivate`, the
//! bidirectional formatting characters, C1 controls, non-characters, tags) in each of 15
//! places of a reference; 25,000 IRI references generated from the grammar with those
//! characters and percent-encodings, valid and not, in every component; and 25,000 mutations
//! of the corpus and of generated references.

use std::collections::BTreeMap;

use rfc3986::IriRef;
use rfc3986_test_support::components::{split, Split};
use rfc3986_test_support::corpus;
use rfc3986_test_support::rng::Rng;

/// Characters beyond ASCII: each side of the boundaries of RFC 3987's `ucschar` and
/// `iprivate` (of each range, and of the planes at their ends), some of the scripts of the
/// corpus, and the characters section 4.1 names. (The surrogates, which no `str` holds, are
/// left to the unit tests of `rfc3986-core/src/scan`, which read bytes.)
const BEYOND_ASCII: &[&str] = &[
    // `ucschar`, at its boundaries and inside.
    "\u{A0}",
    "\u{E9}",
    "\u{416}",
    "\u{3B1}",
    "\u{4E2D}",
    "\u{D7FF}",
    "\u{F900}",
    "\u{FDCF}",
    "\u{FDF0}",
    "\u{FFEF}",
    "\u{10000}",
    "\u{1F600}",
    "\u{1FFFD}",
    "\u{20000}",
    "\u{2FFFD}",
    "\u{DFFFD}",
    "\u{E1000}",
    "\u{EFFFD}",
    // The bidirectional formatting characters (`ucschar`, which section 4.1 forbids apart).
    "\u{200E}",
    "\u{200F}",
    "\u{202A}",
    "\u{202B}",
    "\u{202C}",
    "\u{202D}",
    "\u{202E}",
    // `iprivate`: only the query takes them.
    "\u{E000}",
    "\u{F8FF}",
    "\u{F0000}",
    "\u{FFFFD}",
    "\u{100000}",
    "\u{10FFFD}",
    // Neither: C1 controls, non-characters, the tags block, the last code points.
    "\u{80}",
    "\u{9F}",
    "\u{FDD0}",
    "\u{FDEF}",
    "\u{FFF0}",
    "\u{FFFE}",
    "\u{FFFF}",
    "\u{1FFFE}",
    "\u{2FFFE}",
    "\u{DFFFE}",
    "\u{E0000}",
    "\u{E0001}",
    "\u{E0FFF}",
    "\u{EFFFE}",
    "\u{EFFFF}",
    "\u{FFFFE}",
    "\u{FFFFF}",
    "\u{10FFFE}",
    "\u{10FFFF}",
];

/// A random `IRI-reference` derived from the grammar of RFC 3987 section 2.2, rule by rule,
/// with pieces valid and not in every component.
fn generate(rng: &mut Rng) -> String {
    let mut s = String::new();
    if rng.chance(60) {
        s += rng.pick(&["http", "https", "a", "foo+bar", "urn", "file", "s\u{E9}"]);
        s += ":";
    }
    let authority = rng.chance(60);
    if authority {
        s += "//";
        if rng.chance(20) {
            s += &mixed(rng, &["u", ":", "%41", "!", ";"], 4);
            s += "@";
        }
        s += &host(rng);
        if rng.chance(20) {
            s += ":";
            s += rng.pick(&["", "80", "8\u{E9}", "\u{661}"]);
        }
    }
    let ascii = [
        "a",
        "%2F",
        "%C3%A9",
        "%e2%80%ae",
        ".",
        "",
        ":",
        "@",
        "=",
        "%zz",
        "%4",
    ];
    for k in 0..rng.below(4) {
        if k > 0 || authority || rng.chance(60) {
            s += "/";
        }
        s += &mixed(rng, &ascii, 4);
    }
    if rng.chance(40) {
        s += "?";
        s += &mixed(rng, &["a", "=", "&", "/", "?", "%20"], 5);
    }
    if rng.chance(30) {
        s += "#";
        s += &mixed(rng, &["f", "/", "?", "#", "%23"], 3);
    }
    s
}

fn host(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => String::new(),
        1 => rng
            .pick(&[
                "1.2.3.4",
                "1.2.3.\u{E9}",
                "[::1]",
                "[v1.\u{E9}]",
                "[::\u{E9}]",
            ])
            .to_string(),
        _ => mixed(rng, &["example", ".", "-", "%41", "_", "!"], 4),
    }
}

/// Up to `max` pieces, each an ASCII piece of `ascii` or a character of [`BEYOND_ASCII`].
fn mixed(rng: &mut Rng, ascii: &[&str], max: usize) -> String {
    (0..rng.below(max + 1))
        .map(|_| {
            if rng.chance(40) {
                rng.pick(BEYOND_ASCII)
            } else {
                rng.pick(ascii)
            }
        })
        .collect()
}

/// `text` with one to three characters inserted, removed or replaced, by delimiters and by
/// characters of [`BEYOND_ASCII`].
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<String> = text.chars().map(String::from).collect();
    let ascii = [
        ":", "/", "?", "#", "[", "]", "@", "%", "!", "=", ".", "a", " ", "\"", "{", "|",
    ];
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let piece = if rng.chance(50) {
            rng.pick(BEYOND_ASCII)
        } else {
            rng.pick(&ascii)
        }
        .to_string();
        match rng.below(3) {
            0 => chars.insert(at, piece),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = piece,
            _ => chars.push(piece),
        }
    }
    chars.concat()
}

/// fluent-uri's components.
fn fluent_uri(iri: &fluent_uri::IriRef<&str>) -> Split {
    let authority = iri.authority();
    [
        iri.scheme().map(|s| s.as_str().to_string()),
        authority
            .as_ref()
            .and_then(|a| a.userinfo())
            .map(|u| u.as_str().to_string()),
        authority.as_ref().map(|a| a.host().to_string()),
        authority
            .as_ref()
            .and_then(|a| a.port())
            .map(|p| p.as_str().to_string()),
        Some(iri.path().as_str().to_string()),
        iri.query().map(|q| q.as_str().to_string()),
        iri.fragment().map(|f| f.as_str().to_string()),
    ]
}

/// iri-string's components.
fn iri_string(iri: &iri_string::types::IriReferenceStr) -> Split {
    let authority = iri.authority_components();
    [
        iri.scheme_str().map(str::to_string),
        authority
            .as_ref()
            .and_then(|a| a.userinfo())
            .map(str::to_string),
        authority.as_ref().map(|a| a.host().to_string()),
        authority
            .as_ref()
            .and_then(|a| a.port())
            .map(str::to_string),
        Some(iri.path_str().to_string()),
        iri.query_str().map(str::to_string),
        iri.fragment_str().map(str::to_string),
    ]
}

/// The five components oxiri gives (it does not split the authority): scheme, authority,
/// path, query, fragment.
type Five = [Option<String>; 5];

/// The five components, owned.
fn own(parts: [Option<&str>; 5]) -> Five {
    parts.map(|part| part.map(str::to_string))
}

/// Ours as oxiri gives them.
fn five(iri: &IriRef<'_>) -> Five {
    own([
        iri.scheme(),
        iri.authority(),
        Some(iri.path()),
        iri.query(),
        iri.fragment(),
    ])
}

/// oxiri's components.
fn oxiri(iri: &oxiri::IriRef<&str>) -> Five {
    own([
        iri.scheme(),
        iri.authority(),
        Some(iri.path()),
        iri.query(),
        iri.fragment(),
    ])
}

/// Each character of [`BEYOND_ASCII`] in each place of a reference: every component, the
/// first segment of a relative path (before and after a `:`), an IP literal, after a `%`.
fn every_character_everywhere() -> Vec<String> {
    let places = [
        "s:{}",
        "{}:x",
        "s://{}@h/",
        "s://{}/",
        "s://h:{}/",
        "s://[{}]/",
        "s://[v1.{}]/",
        "s://h/{}",
        "{}/x",
        "x{}:y",
        "s://h/?{}",
        "s://h/#{}",
        "//{}.example/",
        "s://h/%{}",
        "s://h/%C{}",
    ];
    let mut inputs = Vec::new();
    for c in BEYOND_ASCII {
        for place in places {
            inputs.push(place.replace("{}", c));
        }
    }
    inputs
}

/// Every input: the corpus, each character everywhere, generated references, mutations of
/// the corpus and of generated references.
fn inputs() -> Vec<String> {
    let mut inputs: Vec<String> = corpus::text(corpus::IRIS)
        .lines()
        .map(str::to_string)
        .collect();
    let corpus = inputs.len();
    let mut rng = Rng::new(0x3987_3987_3987);
    let generated: Vec<String> = (0..25_000).map(|_| generate(&mut rng)).collect();
    let mut mutated = Vec::with_capacity(25_000);
    for k in 0..25_000 {
        let source = if k % 2 == 0 {
            &inputs[rng.below(corpus)]
        } else {
            &generated[rng.below(generated.len())]
        };
        mutated.push(mutate(&mut rng, source));
    }
    inputs.extend(every_character_everywhere());
    inputs.extend(generated);
    inputs.extend(mutated);
    inputs
}

/// A disagreement: the input, and each side's answer.
fn disagreement<T: std::fmt::Debug>(input: &str, ours: &Option<T>, theirs: &Option<T>) -> String {
    format!("{input:?}: ours {ours:?}, theirs {theirs:?}")
}

#[track_caller]
fn assert_none(peer: &str, disagreements: &[String]) {
    assert!(
        disagreements.is_empty(),
        "{} disagreements with {peer}, first ones:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(20)].join("\n")
    );
}

/// Validity and components agree with fluent-uri's and iri-string's (all seven) and oxiri's
/// (the five it gives) on every input; and where all accept, the three mappings to URIs
/// (RFC 3987 section 3.1) write the same text. `iri_deviations.md` says why there is nothing
/// to allow.
#[test]
fn iri_parsing_and_mapping_agree_with_fluent_uri_iri_string_and_oxiri() {
    let inputs = inputs();
    let (mut valid, mut mapped) = (0, 0);
    let mut by_peer: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for input in &inputs {
        let text = input.as_str();
        let our_iri = IriRef::parse(text).ok();
        let ours = our_iri.as_ref().map(split);
        valid += usize::from(ours.is_some());
        let fluent = fluent_uri::IriRef::parse(text).ok();
        let string = iri_string::types::IriReferenceStr::new(text).ok();
        let ox = oxiri::IriRef::parse(text).ok();
        let answers = [
            ("fluent-uri", fluent.as_ref().map(fluent_uri)),
            ("iri-string", string.map(iri_string)),
        ];
        for (peer, theirs) in answers {
            if theirs != ours {
                let found = disagreement(text, &ours, &theirs);
                by_peer.entry(peer).or_default().push(found);
            }
        }
        let (our_five, their_five) = (our_iri.as_ref().map(five), ox.as_ref().map(oxiri));
        if our_five != their_five {
            let found = disagreement(text, &our_five, &their_five);
            by_peer.entry("oxiri").or_default().push(found);
        }
        if let (Some(iri), Some(fluent), Some(string)) = (our_iri, fluent, string) {
            mapped += 1;
            let ours = iri.to_uri().expect("short").into_string();
            let theirs = [
                ("fluent-uri to_uri_ref", fluent.to_uri_ref().into_string()),
                (
                    "iri-string encode_to_uri",
                    string.encode_to_uri().to_string(),
                ),
            ];
            for (peer, theirs) in theirs {
                if theirs != ours {
                    let found = disagreement(text, &Some(&ours), &Some(&theirs));
                    by_peer.entry(peer).or_default().push(found);
                }
            }
        }
    }
    println!(
        "{} inputs, {valid} valid, {mapped} mapped; disagreements: {:?}",
        inputs.len(),
        by_peer
            .iter()
            .map(|(p, d)| (p, d.len()))
            .collect::<Vec<_>>()
    );
    for (peer, disagreements) in &by_peer {
        assert_none(peer, disagreements);
    }
    // The inputs exercise both sides of the grammar.
    assert!(
        valid > inputs.len() / 4 && valid < inputs.len() * 3 / 4,
        "{valid}"
    );
}

/// Whether each parser accepts `text`: ours, fluent-uri, iri-string, oxiri.
fn verdicts(text: &str) -> [bool; 4] {
    [
        IriRef::parse(text).is_ok(),
        fluent_uri::IriRef::parse(text).is_ok(),
        iri_string::types::IriReferenceStr::new(text).is_ok(),
        oxiri::IriRef::parse(text).is_ok(),
    ]
}

/// The cases of the table of `iri_deviations.md`, one or more inputs each, answered by all four
/// as RFC 3987 section 2.2 says.
#[test]
fn the_documented_cases_are_answered_as_section_2_2_says_by_all_four() {
    let cases: &[(&str, bool)] = &[
        // `ucschar` in every component.
        ("s://\u{A0}\u{D7FF}@h/", true),
        ("s://\u{F900}\u{FDCF}.example/", true),
        ("s://h/\u{FDF0}\u{FFEF}", true),
        ("s://h/?\u{10000}\u{1FFFD}\u{20000}", true),
        ("s://h/#\u{DFFFD}\u{E1000}\u{EFFFD}", true),
        // `iprivate` in the query, and nowhere else.
        (
            "s://h/?\u{E000}\u{F8FF}\u{F0000}\u{FFFFD}\u{100000}\u{10FFFD}",
            true,
        ),
        ("s://h/#\u{E000}", false),
        ("s://h/\u{F8FF}", false),
        ("s://\u{F0000}/", false),
        ("s://\u{10FFFD}@h/", false),
        // Neither.
        ("s://h/\u{80}", false),
        ("s://h/?\u{9F}", false),
        ("s://h/\u{FDD0}", false),
        ("s://h/\u{FDEF}", false),
        ("s://h/?\u{FFFE}", false),
        ("s://h/?\u{1FFFE}", false),
        ("s://h/\u{EFFFF}", false),
        ("s://h/?\u{10FFFF}", false),
        ("s://h/\u{E0000}", false),
        ("s://h/\u{E0FFF}", false),
        // The rules IRIs keep from URIs.
        ("s\u{E9}:x", false),
        ("s://h:8\u{E9}/", false),
        ("s://[::\u{E9}]/", false),
        ("s://[v1.\u{E9}]/", false),
        ("s://1.2.3.\u{E9}/", true),
        ("x\u{E9}:y", false),
        ("x/\u{E9}:y", true),
        // Section 4.1's characters, which the grammar takes.
        (
            "s://h/\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}",
            true,
        ),
        // `pct-encoded` beside characters beyond ASCII.
        ("s://h/%\u{E9}", false),
        ("s://h/%C\u{E9}", false),
        ("s://h/%C3%A9\u{E9}", true),
    ];
    for &(text, valid) in cases {
        assert_eq!(verdicts(text), [valid; 4], "{text:?}");
    }
}
