//! `make_relative` returns the shortest reference that resolves back to the target, checked
//! against a search of every reference of up to six bytes over a small alphabet: for each base,
//! every such string is resolved, and the shortest one giving each target is the oracle.
//!
//! Needs nothing but the crate, so it runs from the packaged crate too.

use std::collections::HashMap;

use rfc3986::UriRef;

/// The bytes of the searched references: two segment letters, the path, query and fragment
/// delimiters, the dot of dot segments, and `:` (a first segment with a colon needs `./`).
const ALPHABET: &[u8] = b"ab/.?#:";

/// Bases of every shape that matters to the search: directories of several depths, a path
/// that is a directory, an empty path with an authority, a query, a rootless path, no
/// authority.
const BASES: &[&str] = &[
    "s://h/a/b/a",
    "s://h/a/b/",
    "s://h/a",
    "s://h",
    "s://h/a/b?q",
    "s://h/b/a/b#f",
    "s:/a/b/a",
    "s:a/b",
];

/// Every string of `len` bytes over [`ALPHABET`], for each `len` up to `max`.
fn strings(max: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max {
        last = last
            .iter()
            .flat_map(|s| {
                ALPHABET.iter().map(move |&b| {
                    let mut t = s.clone();
                    t.push(char::from(b));
                    t
                })
            })
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn no_shorter_reference_resolves_to_the_target() {
    const MAX: usize = 6;
    let references = strings(MAX);
    let mut checked = 0;
    for base_text in BASES {
        let base = UriRef::parse(base_text).unwrap();
        // The shortest reference found for each target (the first found: `references` is in
        // order of length).
        let mut shortest: HashMap<String, &str> = HashMap::new();
        for text in &references {
            let Ok(reference) = UriRef::parse(text) else {
                continue;
            };
            if let Ok(target) = base.resolve(&reference) {
                shortest.entry(target.into_string()).or_insert(text);
            }
        }
        for (target, found) in &shortest {
            let target_ref = UriRef::parse(target).unwrap();
            let ours = base.make_relative(&target_ref).unwrap_or_else(|e| {
                panic!("{base_text} -> {target}: {e} (but {found:?} resolves to it)")
            });
            assert_eq!(
                base.resolve(&ours.as_ri_ref()).unwrap().as_str(),
                target,
                "{base_text}: {ours} does not resolve back"
            );
            assert_eq!(
                ours.as_str().len(),
                found.len(),
                "{base_text} -> {target}: we give {:?}, {found:?} also resolves to it",
                ours.as_str()
            );
            checked += 1;
        }
    }
    // Every base reaches thousands of targets: the search is not vacuous.
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn a_directory_is_reached_with_a_last_dot_segment() {
    let base = UriRef::parse("http://a/b/c/d").unwrap();
    let relative = |target: &str| {
        base.make_relative(&UriRef::parse(target).unwrap())
            .unwrap()
            .into_string()
    };
    assert_eq!(relative("http://a/b/c/"), ".");
    assert_eq!(relative("http://a/b/"), "..");
    assert_eq!(relative("http://a/b/c/?x"), ".?x");
    assert_eq!(relative("http://a/b/#f"), "..#f");
    assert_eq!(relative("http://a/"), "/");
    let deep = UriRef::parse("http://a/b/c/d/e/f").unwrap();
    let target = UriRef::parse("http://a/b/c/").unwrap();
    assert_eq!(deep.make_relative(&target).unwrap().as_str(), "../..");
}
