//! Reference resolution (RFC 3986 section 5) and its inverse: the RFC's examples verbatim, the
//! conformance vectors of other libraries (each row checked against section 5.2 transcribed,
//! with our deviations from their sources listed, each explained by a rule checked on its row),
//! corner cases, and properties over generated references.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use regex::Regex;
use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::pct::{self, EncodeSet};
use rfc3986::{
    remove_dot_segments, AboveRoot, JoinError, NormalizeOptions, RelativeErrorKind,
    ResolveErrorKind, ResolveOptions, RiRef, UriRef,
};
use rfc3986_test_support::grammar::{iri_reference_regex, uri_reference_regex};
use rfc3986_test_support::section5;
use rfc3986_test_support::tsv::Table;

/// Resolves, both ways: a parsed reference, and a reference parsed and resolved in one call
/// (`join_with`), which must agree.
#[track_caller]
fn resolve_with(base: &str, reference: &str, options: ResolveOptions) -> String {
    let base = UriRef::parse(base).expect("base");
    let joined = base.join_with(reference, options).expect("joins");
    let reference = UriRef::parse(reference).expect("reference");
    let target = base
        .resolve_with(&reference, options)
        .expect("resolves")
        .into_string();
    assert_eq!(joined.as_str(), target);
    target
}

#[track_caller]
fn resolve(base: &str, reference: &str) -> String {
    resolve_with(base, reference, ResolveOptions::STRICT)
}

const NON_STRICT: ResolveOptions = ResolveOptions {
    non_strict: true,
    above_root: AboveRoot::Clamp,
};

/// Section 5.4: the base of every example.
const BASE: &str = "http://a/b/c/d;p?q";

#[test]
fn rfc_5_4_1_normal_examples() {
    for (reference, target) in [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"),
        ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"),
        ("g;x", "http://a/b/c/g;x"),
        ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"),
        (".", "http://a/b/c/"),
        ("./", "http://a/b/c/"),
        ("..", "http://a/b/"),
        ("../", "http://a/b/"),
        ("../g", "http://a/b/g"),
        ("../..", "http://a/"),
        ("../../", "http://a/"),
        ("../../g", "http://a/g"),
    ] {
        assert_eq!(resolve(BASE, reference), target, "{reference:?}");
        assert_eq!(
            resolve_with(BASE, reference, NON_STRICT),
            target,
            "{reference:?}"
        );
    }
}

#[test]
fn rfc_5_4_2_abnormal_examples() {
    for (reference, target) in [
        ("../../../g", "http://a/g"),
        ("../../../../g", "http://a/g"),
        ("/./g", "http://a/g"),
        ("/../g", "http://a/g"),
        ("g.", "http://a/b/c/g."),
        (".g", "http://a/b/c/.g"),
        ("g..", "http://a/b/c/g.."),
        ("..g", "http://a/b/c/..g"),
        ("./../g", "http://a/b/g"),
        ("./g/.", "http://a/b/c/g/"),
        ("g/./h", "http://a/b/c/g/h"),
        ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
        ("g;x=1/../y", "http://a/b/c/y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g?y/../x", "http://a/b/c/g?y/../x"),
        ("g#s/./x", "http://a/b/c/g#s/./x"),
        ("g#s/../x", "http://a/b/c/g#s/../x"),
    ] {
        assert_eq!(resolve(BASE, reference), target, "{reference:?}");
    }
    // "for strict parsers" / "for backward compatibility"
    assert_eq!(resolve(BASE, "http:g"), "http:g");
    assert_eq!(resolve_with(BASE, "http:g", NON_STRICT), "http://a/b/c/g");
    assert_eq!(resolve_with(BASE, "HTTP:g", NON_STRICT), "http://a/b/c/g");
}

#[test]
fn corner_cases() {
    for (base, reference, target) in [
        // An authority and an empty base path: the merge starts with "/".
        ("http://a", "g", "http://a/g"),
        ("http://a", "", "http://a"),
        ("http://a", "?y", "http://a?y"),
        ("http://a", "..", "http://a/"),
        // No authority.
        ("foo:a/b", "c", "foo:a/c"),
        ("foo:a/b", "../c", "foo:/c"),
        ("foo:a", "b", "foo:b"),
        ("mailto:", "x@y", "mailto:x@y"),
        ("mailto:a@b", "?subject=x", "mailto:a@b?subject=x"),
        ("foo:", "..", "foo:"),
        ("foo:/a/b", "..//evil", "foo:/.//evil"),
        ("foo:/a", ".//x", "foo:/.//x"),
        ("foo:/a", "/..//x", "foo:/.//x"),
        ("foo:x", "//h/../p", "foo://h/p"),
        // Above the root.
        ("http://a/b", "../../../g", "http://a/g"),
        ("http://a", "/../g", "http://a/g"),
        // Percent-encoded dots are not dot segments.
        ("http://a/b/c", "%2E%2E/g", "http://a/b/%2E%2E/g"),
        ("http://a/b/c", ".%2e/g", "http://a/b/.%2e/g"),
        // Empty segments stay.
        ("http://a/b//c", "d", "http://a/b//d"),
        ("http://a/b/c", "..//d", "http://a//d"),
        ("http://a/b/c", "//", "http://"),
        // Query and fragment.
        ("http://a/b?q#f", "", "http://a/b?q"),
        ("http://a/b?q#f", "#", "http://a/b?q#"),
        ("http://a/b?q", "?", "http://a/b?"),
        ("http://a/b", "?#", "http://a/b?#"),
        ("http://a/b?q", "c?", "http://a/c?"),
        // The base path is used as it is when the reference path is empty.
        ("http://a/b/./c", "?y", "http://a/b/./c?y"),
        // IP literals and ports.
        ("http://[::1]:8080/a/b", "../c", "http://[::1]:8080/c"),
        ("http://u@[v7.x]/a", "b", "http://u@[v7.x]/b"),
        ("http://h:/a", "//[::1]/x", "http://[::1]/x"),
    ] {
        let got = resolve(base, reference);
        assert_eq!(got, target, "{base} + {reference}");
        assert_parses_to_itself(&got);
    }
}

#[test]
fn errors() {
    let base = UriRef::parse("/relative").unwrap();
    let err = base.resolve(&UriRef::parse("g").unwrap()).unwrap_err();
    assert_eq!(err.kind(), ResolveErrorKind::BaseNotAbsolute);
    assert_eq!(err.to_string(), "the base URI has no scheme");
    let careful = ResolveOptions {
        above_root: AboveRoot::Error,
        ..ResolveOptions::STRICT
    };
    let base = UriRef::parse(BASE).unwrap();
    for climbing in ["../../../g", "/../g", "/a/../../g", "http:/..", "//x/.."] {
        let err = base
            .resolve_with(&UriRef::parse(climbing).unwrap(), careful)
            .unwrap_err();
        assert_eq!(err.kind(), ResolveErrorKind::AboveRoot, "{climbing}");
    }
    assert_eq!(
        base.resolve_with(&UriRef::parse("../../g").unwrap(), careful)
            .unwrap()
            .as_str(),
        "http://a/g"
    );
    let err = base
        .resolve_with(&UriRef::parse("/..").unwrap(), careful)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a '..' segment climbs above the root of the path"
    );
}

/// `join` is `parse` then `resolve`, strict: each error under its own variant, with its own
/// message, and the error underneath as its source.
#[test]
fn join_parses_then_resolves_strictly() {
    use std::error::Error;

    let base = UriRef::parse(BASE).unwrap();
    assert_eq!(base.join("../g").unwrap().as_str(), "http://a/b/g");
    assert_eq!(base.join("http:g").unwrap().as_str(), "http:g");
    let err = base.join("g h").unwrap_err();
    let parse_error = UriRef::parse("g h").unwrap_err();
    assert_eq!(err, JoinError::Parse(parse_error));
    assert_eq!(err, JoinError::from(parse_error));
    assert_eq!(
        err.to_string(),
        "the reference is not a valid URI reference"
    );
    assert_eq!(
        err.source().map(ToString::to_string),
        Some(parse_error.to_string())
    );
    let relative = UriRef::parse("/r").unwrap();
    let resolve_error = relative.resolve(&UriRef::parse("g").unwrap()).unwrap_err();
    let err = relative.join("g").unwrap_err();
    assert_eq!(err, JoinError::Resolve(resolve_error));
    assert_eq!(err, JoinError::from(resolve_error));
    assert_eq!(err.to_string(), "the reference could not be resolved");
    assert_eq!(
        err.source().map(ToString::to_string),
        Some("the base URI has no scheme".to_string())
    );
    assert_eq!(ResolveOptions::default(), ResolveOptions::STRICT);
}

#[track_caller]
fn assert_parses_to_itself(text: &str) {
    let parsed = UriRef::parse(text).expect("a result parses");
    assert_eq!(parsed.as_str(), text);
}

/// The rows of a conformance file (`tests/data/conformance/`), each with where it is
/// (`file:line`), as maps from its header's names.
fn rows(file: &str) -> Vec<(String, HashMap<String, String>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance");
    Table::load(dir, file)
        .records()
        .map(|(at, record)| {
            let record = record
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            (at, record)
        })
        .collect()
}

/// Our answer for a conformance row, with the grammar `G` (URIs or IRIs): the target, or what
/// refused it.
fn our_answer<G: Grammar>(base: &str, reference: &str, options: ResolveOptions) -> String {
    match (RiRef::<G>::parse(base), RiRef::<G>::parse(reference)) {
        (Ok(b), Ok(r)) => match b.resolve_with(&r, options) {
            Ok(target) => target.into_string(),
            Err(e) => format!("<error:{:?}>", e.kind()),
        },
        (Err(_), _) => "<invalid-base>".to_string(),
        (_, Err(_)) => "<invalid-ref>".to_string(),
    }
}

/// RFC 3986's answer for a conformance row, without the crate's resolution: Appendix A as a
/// regular expression (`grammar`) says whether the base and the reference are valid, section
/// 5.2 transcribed (`section5`) resolves them; and whether a `..` climbed above the root.
/// With `G` = [`Iri`] and RFC 3987 section 2.2 as `grammar`, RFC 3987's answer (its section 6.5
/// resolves IRIs by the algorithm of RFC 3986).
fn rfc_answer<G: Grammar>(
    grammar: &Regex,
    base: &str,
    reference: &str,
    non_strict: bool,
) -> (String, bool) {
    if !grammar.is_match(base) {
        return ("<invalid-base>".to_string(), false);
    }
    if !grammar.is_match(reference) {
        return ("<invalid-ref>".to_string(), false);
    }
    let valid = |text| RiRef::<G>::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    let (b, r) = (valid(base), valid(reference));
    if b.scheme().is_none() {
        return ("<error:BaseNotAbsolute>".to_string(), false);
    }
    section5::resolve(&b, &r, non_strict)
}

#[track_caller]
fn parse(text: &str) -> UriRef<'_> {
    UriRef::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// `uri` with `path` for its path.
fn with_path(uri: &UriRef<'_>, path: &str) -> String {
    let mut text = String::new();
    if let Some(scheme) = uri.scheme() {
        text = text + scheme + ":";
    }
    if let Some(authority) = uri.authority() {
        text = text + "//" + authority;
    }
    text += path;
    if let Some(query) = uri.query() {
        text = text + "?" + query;
    }
    if let Some(fragment) = uri.fragment() {
        text = text + "#" + fragment;
    }
    text
}

/// `text` with each character that is not ASCII percent-encoded as UTF-8: an IRI written as a
/// URI (RFC 3987 section 3.1).
fn iri_to_uri(text: &str) -> String {
    text.chars()
        .map(|c| match c.is_ascii() {
            true => c.to_string(),
            false => pct::encode(c.encode_utf8(&mut [0; 4]), EncodeSet::UNRESERVED).to_string(),
        })
        .collect()
}

/// A row of `resolve.tsv` that we answer differently from its source.
struct Deviation<'a> {
    base: &'a str,
    reference: &'a str,
    non_strict: bool,
    /// The source's answer.
    source: &'a str,
    /// Ours, which is the RFC's.
    ours: &'a str,
    /// Whether a `..` climbed above the root, to the RFC.
    above_root: bool,
}

impl Deviation<'_> {
    /// Section 5.2's target for a base and a reference given as text.
    fn section5(&self, base: &str, reference: &str) -> String {
        section5::resolve(&parse(base), &parse(reference), self.non_strict).0
    }

    /// Whether `rule` (a `rule` of `resolve_deviations.tsv`) holds for this row, and explains
    /// the source's answer: where a source departs from the RFC in a way that can be written
    /// down, its answer is section 5.2's once that departure is made.
    fn is_explained_by(&self, rule: &str) -> bool {
        if rule == "A an invalid base or reference is refused" {
            return self.ours.starts_with("<invalid-");
        }
        let (base, r) = (parse(self.base), parse(self.reference));
        let target = parse(self.ours);
        let relative_path = r.scheme().is_none() && !r.has_authority();
        // The base with its dot segments removed first.
        let tidy_base = || with_path(&base, &section5::remove_dot_segments(base.path()));
        match rule {
            "5.1 a base's fragment is ignored" => {
                base.fragment().is_some() && self.source.starts_with("<error:")
            }
            "5.2.1 any absolute URI is a base" => {
                !base.has_authority()
                    && !base.path().starts_with('/')
                    && self.source.starts_with("<error:")
            }
            "5.2.2 an empty path keeps the base path" => {
                relative_path
                    && r.path().is_empty()
                    && target.path() == base.path()
                    && self.source == self.section5(&tidy_base(), self.reference)
            }
            "5.2.2 strict: a reference's scheme is its own" => {
                !self.non_strict
                    && r.scheme() == base.scheme()
                    && self.source == section5::resolve(&base, &r, true).0
            }
            "5.2.3 merge drops the base's last segment" => {
                relative_path
                    && !r.path().is_empty()
                    && !r.path().starts_with('/')
                    && matches!(base.path().rsplit('/').next(), Some("." | ".."))
                    && self.source == self.section5(&tidy_base(), self.reference)
            }
            "5.2.4 %2E is not a dot segment" => {
                let dots = |text: &str| text.replace("%2e", ".").replace("%2E", ".");
                (dots(self.base) != self.base || dots(self.reference) != self.reference)
                    && self.source == self.section5(&dots(self.base), &dots(self.reference))
            }
            "5.2.4 a rootless path gains a /" => {
                !target.has_authority()
                    && !base.path().starts_with('/')
                    && !r.path().starts_with('/')
                    && target.path().starts_with('/')
                    && self.source == self.ours.replacen(":/", ":", 1)
            }
            "5.2.4 a .. above the root is dropped" => {
                self.above_root
                    && UriRef::parse(self.source)
                        .is_ok_and(|s| s.path_segments().any(|segment| segment == ".."))
            }
            "5.3 // without an authority is written /.//" => {
                !target.has_authority()
                    && target.path().starts_with("/.//")
                    && self.source == self.ours.replacen("/.//", "//", 1)
            }
            "6 resolution does not normalize" => {
                // The source normalizes (case, percent-encoding, ports; and writes an IRI's
                // characters decoded), but the dot segments are not the difference.
                let dot = |segment: &str| matches!(pct::decode(segment).as_ref(), b"." | b"..");
                let source = iri_to_uri(self.source);
                !target.path_segments().any(dot)
                    && target.normalize_with(NormalizeOptions::SYNTAX).as_str() != self.ours
                    && UriRef::parse(&source)
                        .is_ok_and(|s| target.equivalent(&s, NormalizeOptions::FULL))
            }
            _ => panic!("no such rule: {rule}"),
        }
    }
}

/// Other libraries' vectors (`conformance/resolve.tsv`): on every row we give what section 5.2
/// gives (the transcription of `section5`, with Appendix A as a regular expression for what is
/// valid); and where that is not what the row's source expects, the row is listed in
/// `resolve_deviations.tsv` with the RFC's answer and the rule that explains the difference,
/// checked on the row.
#[test]
fn conformance_vectors_with_our_deviations() {
    // (mode, base, reference) to where the row is and the row.
    type Row = HashMap<String, String>;
    let mut deviations: HashMap<(String, String, String), (String, Row)> = HashMap::new();
    for (at, row) in rows("resolve_deviations.tsv") {
        let key = (
            row["mode"].clone(),
            row["base"].clone(),
            row["reference"].clone(),
        );
        let listed = deviations.insert(key, (at.clone(), row));
        assert!(listed.is_none(), "{at}: listed twice");
    }
    let grammar = uri_reference_regex();
    let mut used = HashSet::new();
    let (mut matched, mut deviated) = (0, 0);
    for (at, row) in rows("resolve.tsv") {
        let (base, reference, expected) = (&row["base"], &row["reference"], &row["expected"]);
        let (non_strict, options) = mode(&row["mode"]);
        let ours = our_answer::<Uri>(base, reference, options);
        let (rfc, above_root) = rfc_answer::<Uri>(&grammar, base, reference, non_strict);
        assert_eq!(ours, rfc, "{at}: {base} + {reference}");
        let alternatives: Vec<&str> = match row["flags"].split_once("alternatives=") {
            Some((_, alts)) => alts.split(" || ").map(str::trim).collect(),
            None => vec![expected.as_str()],
        };
        let any_of = expected
            .strip_prefix("ANY{")
            .and_then(|e| e.strip_suffix('}'))
            .is_some_and(|e| e.split(" || ").any(|a| a.trim() == ours));
        if alternatives.contains(&ours.as_str()) || any_of {
            matched += 1;
            continue;
        }
        let key = (row["mode"].clone(), base.clone(), reference.clone());
        let Some((listed_at, listed)) = deviations.get(&key) else {
            panic!("{at}: {base} + {reference}: expected {expected}, we give {ours}");
        };
        assert_eq!(&listed["source_expects"], expected, "{listed_at}");
        assert_eq!(listed["rfc_gives"], rfc, "{listed_at}");
        let deviation = Deviation {
            base,
            reference,
            non_strict,
            source: expected,
            ours: &ours,
            above_root,
        };
        let rule = &listed["rule"];
        assert!(deviation.is_explained_by(rule), "{listed_at}: not {rule}");
        used.insert(key);
        deviated += 1;
    }
    assert_eq!(matched + deviated, 1093);
    // One deviation is the same row from two sources.
    assert_eq!(deviated, 67);
    assert_eq!(
        used.len(),
        deviations.len(),
        "every deviation is a row we answer differently"
    );
}

/// Whether a vector's `mode` column asks for the non-strict reading, and the options for it.
fn mode(mode: &str) -> (bool, ResolveOptions) {
    if mode == "nonstrict" {
        (true, NON_STRICT)
    } else {
        (false, ResolveOptions::STRICT)
    }
}

/// The same vectors resolved as IRIs: on every row we give RFC 3987's answer (section 2.2 for
/// what is valid, section 6.5: the algorithm of RFC 3986 section 5.2). Where base and reference
/// are ASCII, that is the answer as URIs, which the test above compares with the source (and the
/// deviations it lists hold for IRIs too). Where one of them is not (the rows flagged
/// `non_ascii` whose inputs go beyond ASCII, all refused as URIs), the answer is the source's.
#[test]
fn conformance_vectors_as_iris() {
    let grammar = iri_reference_regex();
    let (mut ascii, mut agree) = (0, 0);
    for (at, row) in rows("resolve.tsv") {
        let (base, reference, expected) = (&row["base"], &row["reference"], &row["expected"]);
        let (non_strict, options) = mode(&row["mode"]);
        let ours = our_answer::<Iri>(base, reference, options);
        let (rfc, _) = rfc_answer::<Iri>(&grammar, base, reference, non_strict);
        assert_eq!(ours, rfc, "{at}: {base} + {reference}");
        if base.is_ascii() && reference.is_ascii() {
            assert_eq!(ours, our_answer::<Uri>(base, reference, options), "{at}");
            ascii += 1;
            continue;
        }
        assert!(row["flags"].contains("non_ascii"), "{at}");
        assert!(our_answer::<Uri>(base, reference, options).starts_with("<invalid-"));
        assert_eq!(&ours, expected, "{at}: {base} + {reference}");
        agree += 1;
    }
    assert_eq!((ascii, agree), (1091, 2));
}

#[test]
fn the_bench_pairs_resolve_as_section_5_2_says() {
    let text = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::RELREFS);
    let mut resolved = 0;
    for line in text.lines() {
        let (base, reference) = line.split_once('\t').expect("two columns");
        let target = resolve(base, reference);
        assert_parses_to_itself(&target);
        let (base, reference) = (
            UriRef::parse(base).unwrap(),
            UriRef::parse(reference).unwrap(),
        );
        assert_eq!(target, section5::resolve(&base, &reference, false).0);
        resolved += 1;
    }
    assert_eq!(resolved, 10_000);
}

#[test]
fn remove_dot_segments_is_linear_on_a_million_segments() {
    let climbing = "../".repeat(1_000_000) + "g";
    assert_eq!(resolve("http://a/b/c", &climbing), "http://a/g");
    let deep = "/a".repeat(500_000) + &"/..".repeat(500_000);
    assert!(
        remove_dot_segments(&deep) == "/",
        "half a million /a undone by /.."
    );
    let dots = "/.".repeat(1_000_000);
    assert!(
        remove_dot_segments(&dots) == "/",
        "a million /. segments leave /"
    );
}

/// Every path of up to seven pieces over an alphabet of dots, slashes and segments: 97,656
/// sequences, 63,504 distinct paths (`.` then `.` is `..`).
fn every_short_path() -> HashSet<String> {
    let alphabet = ["a", ".", "/", "..", "b."];
    let mut paths = HashSet::from([String::new()]);
    let mut last = vec![String::new()];
    for _ in 0..7 {
        last = last
            .iter()
            .flat_map(|p| alphabet.map(|piece| format!("{p}{piece}")))
            .collect();
        paths.extend(last.iter().cloned());
    }
    assert_eq!(last.len(), 5usize.pow(7));
    paths
}

/// `remove_dot_segments` is section 5.2.4 taken literally (`section5::remove_dot_segments`, its
/// steps A to E on strings) on every short path; and resolving a network-path reference
/// (`//h` and the path) refuses with `AboveRoot::Error` exactly when a `..` of the path finds
/// nothing to remove.
#[test]
fn remove_dot_segments_is_the_literal_algorithm_on_every_short_path() {
    let paths = every_short_path();
    assert_eq!(paths.len(), 63_504);
    let mut resolved = 0;
    let base = UriRef::parse("http://a/b/c").unwrap();
    let careful = ResolveOptions {
        above_root: AboveRoot::Error,
        ..ResolveOptions::STRICT
    };
    for path in &paths {
        assert_eq!(
            remove_dot_segments(path),
            section5::remove_dot_segments(path),
            "{path:?}"
        );
        if path.is_empty() || path.starts_with('/') {
            let (expected, climbs) = section5::remove_dot_segments_noting_climbs(path);
            let reference = format!("//h{path}");
            let reference = UriRef::parse(&reference).unwrap();
            resolved += 1;
            match base.resolve_with(&reference, careful) {
                Ok(target) => {
                    assert!(!climbs, "{path:?}");
                    assert_eq!(target.as_str(), format!("http://h{expected}"), "{path:?}");
                }
                Err(e) => {
                    assert!(climbs, "{path:?}");
                    assert_eq!(e.kind(), ResolveErrorKind::AboveRoot, "{path:?}");
                }
            }
        }
    }
    assert_eq!(resolved, 13_670);
}

/// A path cut after each of its slashes, the first part a base's path and the rest a reference,
/// resolves (merge, then `remove_dot_segments`) as section 5.2 transcribed says, with and
/// without `AboveRoot::Error`: the two pieces give what the whole path gives.
#[test]
fn merged_paths_resolve_as_the_transcription_on_every_short_path() {
    let careful = ResolveOptions {
        above_root: AboveRoot::Error,
        ..ResolveOptions::STRICT
    };
    let mut checked = 0;
    for path in every_short_path() {
        for (slash, _) in path.match_indices('/') {
            let (directory, rest) = (&path[..=slash], &path[slash + 1..]);
            if rest.is_empty() || rest.starts_with('/') || directory.starts_with("//") {
                // Not a merge: no reference path, an absolute one, or a base with an authority.
                continue;
            }
            let base = format!("foo:{directory}");
            let base = UriRef::parse(&base).unwrap();
            let reference = UriRef::parse(rest).unwrap();
            let (expected, climbs) = section5::resolve(&base, &reference, false);
            let target = base.resolve(&reference).unwrap();
            assert_eq!(target.as_str(), expected, "{path:?} after {slash}");
            let refused = base.resolve_with(&reference, careful).is_err();
            assert_eq!(refused, climbs, "{path:?} after {slash}");
            checked += 1;
        }
    }
    assert_eq!(checked, 60_918);
}

#[test]
fn make_relative_examples() {
    let base = UriRef::parse(BASE).unwrap();
    for (target, reference) in [
        ("http://a/b/c/g", "g"),
        ("http://a/b/c/g/", "g/"),
        ("http://a/g", "/g"),
        ("http://g", "//g"),
        ("http://a/b/c/d;p?y", "?y"),
        ("http://a/b/c/g?y", "g?y"),
        ("http://a/b/c/d;p?q#s", "#s"),
        ("http://a/b/c/d;p?q", ""),
        ("http://a/b/c/", "."),
        ("http://a/b/", ".."),
        ("http://a/b/g", "../g"),
        ("http://a/", "/"),
        ("http://a/b/c/d;p", "d;p"),
        ("http://a/b/c/g:h", "./g:h"),
        ("https://a/b", "https://a/b"),
        ("http://a", "//a"),
    ] {
        let got = base.make_relative(&UriRef::parse(target).unwrap()).unwrap();
        assert_eq!(got.as_str(), reference, "{target}");
        assert_eq!(base.resolve(&got.as_ri_ref()).unwrap().as_str(), target);
    }
    let dotted = base
        .make_relative(&UriRef::parse("http://a/b/../c").unwrap())
        .unwrap_err();
    assert_eq!(dotted.kind(), RelativeErrorKind::DotSegments);
    let relative = base
        .make_relative(&UriRef::parse("/c").unwrap())
        .unwrap_err();
    assert_eq!(relative.kind(), RelativeErrorKind::TargetNotAbsolute);
    let no_base = UriRef::parse("/a")
        .unwrap()
        .make_relative(&UriRef::parse("http://a/c").unwrap())
        .unwrap_err();
    assert_eq!(no_base.kind(), RelativeErrorKind::BaseNotAbsolute);
    assert_eq!(no_base.to_string(), "the base URI has no scheme");
    assert_eq!(relative.to_string(), "the target URI has no scheme");
    assert_eq!(
        dotted.to_string(),
        "the target's path has '.' or '..' segments, which resolution always removes"
    );
}

fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-c]{1,2}",
        Just(".".to_string()),
        Just("..".to_string()),
        Just(String::new()),
        Just("%2E".to_string()),
        Just("x:y".to_string())
    ]
}

fn path() -> impl Strategy<Value = String> {
    proptest::collection::vec(segment(), 0..5).prop_map(|segments| segments.join("/"))
}

/// A reference: any of the shapes section 4.1 allows.
fn reference() -> impl Strategy<Value = String> {
    (
        proptest::option::of(prop_oneof![Just("http"), Just("foo")]),
        proptest::option::of(prop_oneof![
            Just(""),
            Just("a"),
            Just("u@b:1"),
            Just("[::1]")
        ]),
        any::<bool>(),
        path(),
        proptest::option::of("[a-z=&]{0,3}"),
        proptest::option::of("[a-z]{0,2}"),
    )
        .prop_map(|(scheme, authority, absolute, path, query, fragment)| {
            let mut text = String::new();
            if let Some(s) = scheme {
                text += s;
                text += ":";
            }
            let has_authority = authority.is_some();
            if let Some(a) = authority {
                text += "//";
                text += a;
            }
            if (absolute || has_authority) && !path.is_empty() {
                text += "/";
            }
            text += &path;
            if let Some(q) = query {
                text += "?";
                text += &q;
            }
            if let Some(f) = fragment {
                text += "#";
                text += &f;
            }
            text
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Every result is a valid URI that parses back to what it was written as, keeps the
    /// reference's fragment, and has no dot segments left (resolution removes them).
    #[test]
    fn results_are_valid_and_mean_what_was_computed(base in reference(), r in reference()) {
        let (Ok(b), Ok(rr)) = (UriRef::parse(&base), UriRef::parse(&r)) else {
            return Ok(());
        };
        if b.is_relative() {
            prop_assert_eq!(b.resolve(&rr).unwrap_err().kind(), ResolveErrorKind::BaseNotAbsolute);
            return Ok(());
        }
        for options in [ResolveOptions::STRICT, NON_STRICT] {
            let target = b.resolve_with(&rr, options).expect("an absolute base resolves");
            let (expected, above_root) = section5::resolve(&b, &rr, options.non_strict);
            prop_assert_eq!(target.as_str(), expected);
            let careful = ResolveOptions { above_root: AboveRoot::Error, ..options };
            prop_assert_eq!(b.resolve_with(&rr, careful).is_err(), above_root);
            let reparsed = UriRef::parse(target.as_str()).expect("the result parses");
            let view = target.as_ri_ref();
            prop_assert_eq!(reparsed.scheme(), view.scheme());
            prop_assert_eq!(reparsed.authority(), view.authority());
            prop_assert_eq!(reparsed.path(), view.path());
            prop_assert_eq!(reparsed.query(), view.query());
            prop_assert_eq!(reparsed.fragment(), rr.fragment());
            prop_assert!(!reparsed.is_relative());
            let own_scheme = rr.scheme().filter(|s| {
                !(options.non_strict && b.scheme().is_some_and(|bs| bs.eq_ignore_ascii_case(s)))
            });
            let authority_from_reference = own_scheme.is_some() || rr.has_authority();
            let expected_authority = if authority_from_reference { rr.authority() } else { b.authority() };
            prop_assert_eq!(reparsed.authority(), expected_authority);
            // The base path is kept as it is only when the reference has no path of its own.
            if authority_from_reference || !rr.path().is_empty() {
                let path = reparsed.path();
                let plain = path.strip_prefix("/.").filter(|p| p.starts_with("//")).unwrap_or(path);
                prop_assert_eq!(remove_dot_segments(plain), plain);
            }
        }
    }

    /// `make_relative` gives a reference that resolves back to the target exactly, and it is
    /// never longer than the target.
    #[test]
    fn make_relative_round_trips(base in reference(), target in reference()) {
        let (Ok(b), Ok(t)) = (UriRef::parse(&base), UriRef::parse(&target)) else {
            return Ok(());
        };
        if b.is_relative() || t.is_relative() {
            return Ok(());
        }
        match b.make_relative(&t) {
            Ok(reference) => {
                prop_assert!(reference.as_str().len() <= target.len());
                let back = b.resolve(&reference.as_ri_ref()).expect("resolves");
                prop_assert_eq!(back.as_str(), target.as_str());
            }
            Err(e) => {
                prop_assert_eq!(e.kind(), RelativeErrorKind::DotSegments);
                // No reference can give it back: not even the target itself.
                let itself = b.resolve(&t).expect("resolves");
                prop_assert_ne!(itself.as_str(), target.as_str());
            }
        }
    }
}

/// Where the sources disagree (`resolve_conflicts.tsv`), our strict answer is one of the
/// variants a strict source asserts: the one the RFC's text gives, or, for `f:/a` with `.//g`,
/// the one that keeps the meaning (uriparser's; see `resolve_with`).
#[test]
fn conflicts_are_settled_as_documented() {
    let mut settled = 0;
    let pairs: std::collections::BTreeSet<(String, String)> = rows("resolve_conflicts.tsv")
        .into_iter()
        .map(|(_, r)| (r["base"].clone(), r["reference"].clone()))
        .collect();
    for (base, reference) in &pairs {
        let ours = resolve(base, reference);
        let strict_variants: Vec<String> = rows("resolve_conflicts.tsv")
            .into_iter()
            .filter(|(_, r)| &r["base"] == base && &r["reference"] == reference)
            .filter(|(_, r)| r["asserted_by"].contains("[strict]"))
            .map(|(_, r)| r["expected_variant"].clone())
            .collect();
        assert!(
            strict_variants.contains(&ours),
            "{base} + {reference}: {ours} not in {strict_variants:?}"
        );
        settled += 1;
    }
    assert_eq!(settled, 6);
    assert_eq!(resolve("f:/a", ".//g"), "f:/.//g");
}
