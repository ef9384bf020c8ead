//! Where `rfc3986::extract` and linkify's URL finder disagree on `prose-urls.txt`: every URL
//! found by one and not the other, or with another end, falls in one of the groups that
//! `extract_linkify.md` explains, with the counts written there. A new kind of disagreement, or
//! a count that moves, fails here and is to be explained there.

use std::collections::BTreeMap;

use rfc3986::{Form, UriRef};
use rfc3986_test_support::corpus;

/// Why the two disagree on a URL (see `extract_linkify.md`).
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    /// linkify goes on through `\`, which no URI holds: ours ends before it.
    Backslash,
    /// linkify goes on through `{` or `}`, which no URI holds: ours ends before it.
    Braces,
    /// A host name with `_`: a `reg-name` to RFC 3986, not a domain to linkify.
    UnderscoreInHost,
    /// Delimited by quotes or angle brackets, ours keeps a final `.`, `?` or `;` that linkify
    /// trims.
    KeptInsideDelimiters,
    /// Ours keeps final `*`s (a `sub-delim`, and no sentence punctuation), bare or delimited;
    /// linkify trims them.
    FinalAsterisks,
}

#[test]
fn every_disagreement_with_linkify_is_explained() {
    let text = corpus::text(corpus::PROSE);
    let ours: BTreeMap<usize, (String, Form)> = rfc3986::extract(&text)
        .map(|f| (f.start, (f.uri.into_owned(), f.form)))
        .collect();
    let finder = rfc3986_benches::contenders::linkify_finder();
    let theirs: BTreeMap<usize, &str> = finder
        .links(&text)
        .map(|l| (l.start(), l.as_str()))
        .collect();
    let mut groups: BTreeMap<Group, usize> = BTreeMap::new();
    for (start, (uri, form)) in &ours {
        let group = match theirs.get(start) {
            Some(link) if link == uri => continue,
            Some(link) if link.starts_with(uri.as_str()) && link[uri.len()..].starts_with('\\') => {
                Group::Backslash
            }
            Some(link) if link.starts_with(uri.as_str()) && link[uri.len()..].starts_with('{') => {
                Group::Braces
            }
            Some(link)
                if uri.starts_with(link)
                    && *form != Form::Bare
                    && uri[link.len()..].bytes().all(|b| b".?;".contains(&b)) =>
            {
                Group::KeptInsideDelimiters
            }
            Some(link) if uri.starts_with(link) && uri[link.len()..].bytes().all(|b| b == b'*') => {
                Group::FinalAsterisks
            }
            None if UriRef::parse(uri)
                .is_ok_and(|u| u.host_str().is_some_and(|h| h.contains('_'))) =>
            {
                Group::UnderscoreInHost
            }
            other => panic!("unexplained: ours {uri:?} ({form:?}), linkify's {other:?}"),
        };
        *groups.entry(group).or_default() += 1;
    }
    let only_theirs: Vec<&&str> = theirs
        .iter()
        .filter(|(start, _)| !ours.contains_key(start))
        .map(|(_, link)| link)
        .collect();
    assert!(
        only_theirs.is_empty(),
        "found by linkify only: {only_theirs:?}"
    );
    let counts: Vec<(Group, usize)> = groups.into_iter().collect();
    assert_eq!(
        counts,
        [
            (Group::Backslash, 75),
            (Group::Braces, 5),
            (Group::UnderscoreInHost, 15),
            (Group::KeptInsideDelimiters, 6),
            (Group::FinalAsterisks, 2),
        ]
    );
}
