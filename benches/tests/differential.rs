//! Differential testing against fluent-uri (strict RFC 3986): the same inputs through both
//! parsers, comparing validity and the seven components, and resolution where both resolve.
//! Every disagreement must be one of those listed in `tests/fluent_uri_deviations.md`, each
//! decided by an RFC rule; anything else fails the test. (`cargo test -p rfc3986-benches --test
//! differential -- --nocapture` prints how many of each.)
//!
//! Inputs: both corpora of real URLs (91,425, `rfc3986_test_support::corpus`), 100,000
//! references generated from the grammar, and 300,000 mutations of the corpora and of generated
//! references.

use rfc3986::UriRef;
use rfc3986_test_support::components::{split, Split};
use rfc3986_test_support::corpus;
use rfc3986_test_support::rng::Rng;

/// A random `URI-reference` derived from the grammar of Appendix A, rule by rule.
fn generate(rng: &mut Rng) -> String {
    let mut s = String::new();
    if rng.chance(60) {
        s += rng.pick(&["http", "https", "a", "foo+bar", "X.1-y", "urn", "file"]);
        s += ":";
    }
    let authority = rng.chance(60);
    if authority {
        s += "//";
        if rng.chance(20) {
            s += &chars(rng, &["u", "ser", ":", "%41", "!", "pw", ";"], 4);
            s += "@";
        }
        s += &host(rng);
        if rng.chance(25) {
            s += ":";
            s += rng.pick(&["", "80", "0", "65535", "65536", "0080", "99999999999"]);
        }
    }
    let segments = rng.below(5);
    let pieces = [
        "a", "b", "%2F", "%2e", ".", "..", "", ":", "@", "=", "~", "é", "%C3%A9",
    ];
    for k in 0..segments {
        if k > 0 || authority || rng.chance(60) {
            s += "/";
        }
        s += &chars(rng, &pieces, 3);
    }
    if rng.chance(30) {
        s += "?";
        s += &chars(rng, &["a", "=", "&", "/", "?", ":", "@", "%20", "+"], 5);
    }
    if rng.chance(20) {
        s += "#";
        s += &chars(rng, &["f", "/", "?", ":", "@", "%23"], 3);
    }
    s
}

fn host(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => String::new(),
        1 => format!(
            "{}.{}.{}.{}",
            rng.below(300),
            rng.below(256),
            rng.pick(&["0", "01", "255", "256"]),
            rng.below(256)
        ),
        2 => rng
            .pick(&[
                "[::1]",
                "[1:2:3:4:5:6:7:8]",
                "[::ffff:1.2.3.4]",
                "[1::2::3]",
                "[v1.x]",
                "[V7.a:b]",
                "[fe80::1%25eth0]",
                "[1:2:3:4:5:6:7]",
                "[::1.2.3]",
                "[]",
            ])
            .to_string(),
        _ => chars(rng, &["example", ".", "com", "-", "%41", "_", "A", "!"], 4),
    }
}

fn chars(rng: &mut Rng, pieces: &[&str], max: usize) -> String {
    (0..rng.below(max + 1)).map(|_| rng.pick(pieces)).collect()
}

/// `text` with one to three bytes inserted, removed or replaced, by delimiters mostly.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let alphabet = b":/?#[]@%!$&'()*+,;=.-_~aZ09 \"\\{}|^`\x7f\x00";
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(bytes.len() + 1);
        let byte = alphabet[rng.below(alphabet.len())];
        match rng.below(3) {
            0 => bytes.insert(at, byte),
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ if at < bytes.len() => bytes[at] = byte,
            _ => bytes.push(byte),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn ours(text: &str) -> Option<Split> {
    UriRef::parse(text).ok().as_ref().map(split)
}

fn theirs(text: &str) -> Option<Split> {
    let uri = fluent_uri::UriRef::parse(text).ok()?;
    let authority = uri.authority();
    Some([
        uri.scheme().map(|s| s.as_str().to_string()),
        authority
            .as_ref()
            .and_then(|a| a.userinfo())
            .map(|u| u.as_str().to_string()),
        authority.as_ref().map(|a| a.host().to_string()),
        authority
            .as_ref()
            .and_then(|a| a.port())
            .map(|p| p.as_str().to_string()),
        Some(uri.path().as_str().to_string()),
        uri.query().map(|q| q.as_str().to_string()),
        uri.fragment().map(|f| f.as_str().to_string()),
    ])
}

/// Resolution by both, where both parse the pair and the base is absolute: our target, and
/// fluent-uri's or its refusal.
fn resolutions(base: &str, reference: &str) -> Option<(String, Result<String, String>)> {
    let our_base = UriRef::parse(base).ok().filter(|b| !b.is_relative())?;
    let our_target = our_base.resolve(&UriRef::parse(reference).ok()?).ok()?;
    let their_base = fluent_uri::Uri::parse(base).ok()?;
    let theirs = fluent_uri::UriRef::parse(reference)
        .ok()?
        .resolve_against(&their_base)
        .map(|t| t.into_string())
        .map_err(|e| e.to_string());
    Some((our_target.into_string(), theirs))
}

/// Which documented deviation of fluent-uri's resolver (see `fluent_uri_deviations.md`)
/// explains its answer `theirs` where ours is `ours`, if one does.
fn deviation(base: &str, reference: &str, ours: &str, theirs: &str) -> Option<Deviation> {
    // It reads a segment of `%2E`s as a dot segment: resolving with those decoded first gives
    // its answer.
    if resolutions(&dots_decoded(base), &dots_decoded(reference)).is_some_and(|(o, _)| o == theirs)
    {
        return Some(Deviation::EncodedDots);
    }
    // It leaves dot segments in a rootless path (`http:../g`): removing them gives ours.
    let their_view = UriRef::parse(theirs).ok()?;
    if !their_view.has_authority() && !their_view.path().starts_with('/') {
        let mut path = rfc3986::remove_dot_segments(their_view.path());
        if path.starts_with("//") {
            // (And then our `/.`, as below.)
            path.insert_str(0, "/.");
        }
        let mut fixed = format!("{}:{path}", their_view.scheme()?);
        if let Some(q) = their_view.query() {
            fixed += &format!("?{q}");
        }
        if let Some(f) = their_view.fragment() {
            fixed += &format!("#{f}");
        }
        if fixed == ours {
            return Some(Deviation::RootlessDots);
        }
    }
    None
}

/// `text` with every path segment made of `.` and `%2E` (`%2e`) only written with dots.
fn dots_decoded(text: &str) -> String {
    let Ok(uri) = UriRef::parse(text) else {
        return text.to_string();
    };
    let path: Vec<String> = uri
        .path()
        .split('/')
        .map(|segment| {
            let plain = segment.replace("%2e", ".").replace("%2E", ".");
            if plain == "." || plain == ".." {
                plain
            } else {
                segment.to_string()
            }
        })
        .collect();
    let start = uri.as_str().len()
        - uri.path().len()
        - uri.query().map_or(0, |q| q.len() + 1)
        - uri.fragment().map_or(0, |f| f.len() + 1);
    let end = start + uri.path().len();
    format!("{}{}{}", &text[..start], path.join("/"), &text[end..])
}

/// fluent-uri's resolution deviations from RFC 3986.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Deviation {
    EncodedDots,
    RootlessDots,
}

#[test]
fn parsing_agrees_with_fluent_uri() {
    let mut inputs: Vec<String> = Vec::new();
    for name in [corpus::WEB, corpus::FILES] {
        let text = corpus::text(name);
        inputs.extend(text.lines().map(str::to_string));
    }
    let corpus = inputs.len();
    let mut rng = Rng::new(0x3986_3986_3986);
    let generated: Vec<String> = (0..100_000).map(|_| generate(&mut rng)).collect();
    let mut mutated = Vec::with_capacity(300_000);
    for k in 0..300_000 {
        let source = if k % 2 == 0 {
            &inputs[rng.below(corpus)]
        } else {
            &generated[rng.below(generated.len())]
        };
        mutated.push(mutate(&mut rng, source));
    }
    inputs.extend(generated);
    inputs.extend(mutated);

    let mut valid = 0;
    let mut disagreements = Vec::new();
    for input in &inputs {
        let (a, b) = (ours(input), theirs(input));
        valid += usize::from(a.is_some());
        if a != b {
            disagreements.push(format!("{input:?}: ours {a:?}, fluent-uri {b:?}"));
        }
    }
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first ones:\n{}",
        disagreements.len(),
        disagreements[..disagreements.len().min(20)].join("\n")
    );
    // The inputs exercise both sides of the grammar.
    assert!(
        valid > inputs.len() / 4 && valid < inputs.len() * 3 / 4,
        "{valid}"
    );
    assert_eq!(inputs.len(), corpus + 400_000);
}

#[test]
fn resolution_agrees_with_fluent_uri_but_for_its_documented_deviations() {
    let pairs_text = corpus::text(corpus::RELREFS);
    let mut pairs: Vec<(String, String)> = pairs_text
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(b, r)| (b.to_string(), r.to_string()))
        .collect();
    let mut rng = Rng::new(0x5_2_2_0);
    let bases = [
        "http://a/b/c/d;p?q",
        "foo:/a/b",
        "foo:a/b",
        "http://h",
        "file:///x/y/",
        "a:",
    ];
    for _ in 0..100_000 {
        let base = rng.pick(&bases).to_string();
        let reference = generate(&mut rng);
        pairs.push((base, reference));
    }
    let mut compared = 0;
    let mut unexplained = Vec::new();
    let mut explained = std::collections::HashMap::new();
    let mut refusals = std::collections::HashMap::new();
    for (base, reference) in &pairs {
        let Some((ours, theirs)) = resolutions(base, reference) else {
            continue;
        };
        compared += 1;
        let theirs = match theirs {
            Ok(theirs) if theirs == ours => continue,
            Ok(theirs) => theirs,
            Err(refusal) => {
                // It refuses a base with a rootless path and no authority (`foo:a/b`) for most
                // references, and a target whose path would start with `//` after a scheme
                // without authority, which we write with `/.`: those are the only cases.
                let view = UriRef::parse(&ours).expect("our target parses");
                let guarded = !view.has_authority() && view.path().starts_with("/.//");
                let rootless_base = UriRef::parse(base)
                    .is_ok_and(|b| !b.has_authority() && !b.path().starts_with('/'));
                assert!(
                    guarded || rootless_base,
                    "{base:?} + {reference:?}: fluent-uri refuses ({refusal}), we give {ours:?}"
                );
                *refusals.entry(refusal).or_insert(0) += 1;
                continue;
            }
        };
        match deviation(base, reference, &ours, &theirs) {
            Some(kind) => *explained.entry(kind).or_insert(0) += 1,
            None => unexplained.push(format!(
                "{base:?} + {reference:?}: ours {ours:?}, fluent-uri {theirs:?}"
            )),
        }
    }
    println!("{compared} pairs compared; deviations: {explained:?}; refused: {refusals:?}");
    assert!(
        unexplained.is_empty(),
        "{} unexplained, first ones:\n{}",
        unexplained.len(),
        unexplained[..unexplained.len().min(20)].join("\n")
    );
    assert!(compared > 50_000, "{compared}");
}
