//! Parsing a borrowed reference allocates nothing: a counting global allocator watches the
//! parser over both corpora of real URLs (91,425, `rfc3986_test_support::corpus`), valid and
//! invalid lines alike.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rfc3986::{ParseOptions, UriRef};
use rfc3986_test_support::corpus;
use rfc3986_test_support::tsv::Table;

/// The system allocator, counting every allocation made by the current thread (so that the
/// test harness's own threads do not count).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: every call is forwarded unchanged to `System`, which upholds the contract.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded with the caller's layout, as `GlobalAlloc::alloc` requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` with this layout (see `alloc`).
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn parsing_the_corpora_allocates_nothing() {
    let mut texts = Vec::new();
    for name in [corpus::WEB, corpus::FILES] {
        texts.push(corpus::text(name));
    }
    let lines: Vec<&str> = texts.iter().flat_map(|t| t.lines()).collect();
    assert_eq!(lines.len(), 48_010 + 43_415);

    // The counter works: a box is one allocation.
    let probe = allocations();
    drop(std::hint::black_box(Box::new(1u8)));
    assert_eq!(allocations(), probe + 1);

    let before = allocations();
    let mut valid = 0;
    let mut components = 0;
    for line in &lines {
        if let Ok(uri) = UriRef::parse(line) {
            valid += 1;
            // Reading every component allocates nothing either.
            components += uri.scheme().map_or(0, str::len)
                + uri.authority().map_or(0, str::len)
                + uri.host().map_or(0, |_| 1)
                + uri.path_segments().count()
                + uri.query().map_or(0, str::len)
                + uri.fragment().map_or(0, str::len);
        } else if let Err(e) = UriRef::parse_bytes(line.as_bytes()) {
            components += e.index();
        }
    }
    let after = allocations();
    assert_eq!(after - before, 0, "allocations while parsing");
    assert_eq!(valid, 47_669 + 43_415);
    assert!(components > 0);
}

/// Zone identifiers (RFC 6874) too, accepted or refused, and their host read apart.
#[test]
fn parsing_zone_identifiers_allocates_nothing() {
    let table = Table::load(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data"),
        "zone.tsv",
    );
    let inputs: Vec<String> = table
        .records()
        .map(|(_, r)| r["input"].to_string())
        .collect();
    let before = allocations();
    let mut zones = 0;
    for input in &inputs {
        for options in [ParseOptions::RFC6874, ParseOptions::STRICT] {
            match UriRef::parse_with(input, options) {
                Ok(uri) => zones += uri.host().and_then(|h| h.zone_id()).map_or(0, str::len),
                Err(e) => zones += e.index(),
            }
        }
    }
    assert_eq!(allocations() - before, 0, "allocations while parsing");
    assert!(zones > 0);
}

#[test]
fn building_from_parts_in_uri_form_allocates_once() {
    let builder = rfc3986::Builder::new()
        .scheme("foo")
        .userinfo("user")
        .host("example.com")
        .port_str("8042")
        .path("/over/there")
        .query("name=ferret")
        .fragment("nose");
    let before = allocations();
    let built = builder.build().expect("valid parts");
    assert_eq!(allocations() - before, 1, "one allocation for the string");
    assert_eq!(
        built.as_str(),
        "foo://user@example.com:8042/over/there?name=ferret#nose"
    );
    let len = built.as_str().len();
    assert_eq!(
        built.into_string().capacity(),
        len,
        "the exact length, computed first"
    );
}

#[test]
fn normalizing_allocates_at_most_once_and_nothing_when_normal() {
    let text = corpus::text(corpus::WEB);
    let uris: Vec<UriRef<'_>> = text.lines().filter_map(|l| UriRef::parse(l).ok()).collect();
    let mut normal = Vec::new();
    let mut changed = 0;
    for uri in &uris {
        let before = allocations();
        let normalized = uri.normalize();
        let used = allocations() - before;
        assert!(used <= 1, "{uri}: {used} allocations");
        assert_eq!(used == 1, normalized.is_owned(), "{uri}");
        changed += usize::from(normalized.is_owned());
        normal.push(normalized.into_owned());
    }
    assert!(changed > 0 && changed < uris.len(), "{changed}");
    let before = allocations();
    for uri in &normal {
        assert!(!uri.as_ri_ref().normalize().is_owned(), "{uri}");
    }
    assert_eq!(
        allocations() - before,
        0,
        "allocations normalizing normal forms"
    );
}

#[test]
fn normalizing_a_path_whose_decoding_makes_dot_segments_allocates_once() {
    let uri = UriRef::parse("HTTP://a/b/%2E%2e/c/%2e/d%7e").expect("valid");
    let before = allocations();
    let normalized = uri.normalize();
    assert_eq!(allocations() - before, 1);
    assert_eq!(normalized, "http://a/c/d~");
}

/// Registrable domains (feature `psl`): a lookup allocates nothing for an ASCII host of up to
/// 253 bytes, in either section, with the embedded list or one read at run time.
#[cfg(feature = "psl")]
#[test]
fn registrable_domains_of_ascii_hosts_allocate_nothing() {
    use rfc3986::domain::{Section, SuffixList};

    let text = corpus::text(corpus::WEB);
    let uris: Vec<UriRef<'_>> = text.lines().filter_map(|l| UriRef::parse(l).ok()).collect();
    let lists = [
        SuffixList::embedded(),
        SuffixList::parse(&corpus::text(corpus::PSL_LIST)).expect("the list file parses"),
    ];
    let before = allocations();
    let mut found = 0;
    for list in &lists {
        for uri in &uris {
            for section in [Section::Icann, Section::All] {
                if let Some(domain) = uri.domain(list, section) {
                    found += domain.registrable_domain().map_or(0, str::len);
                }
            }
        }
    }
    assert_eq!(allocations() - before, 0, "allocations while looking up");
    assert!(found > 0);

    // The longest name looked up without allocating: 253 bytes (and its final `.`); one byte
    // more is looked up in a buffer of its own.
    let longest = [
        "a".repeat(253 - ".example.com".len()),
        ".example.com".into(),
    ]
    .concat();
    for (name, allocates) in [
        (longest.clone(), false),
        ([longest.as_str(), "."].concat(), false),
        (["a", longest.as_str()].concat(), true),
    ] {
        let before = allocations();
        let domain = lists[0].lookup(&name, Section::Icann).expect("a name");
        assert_eq!(domain.public_suffix(), "com");
        assert_eq!(allocations() > before, allocates, "{} bytes", name.len());
    }
}

/// Auditing into a buffer that has room allocates nothing (the messages are not written) but
/// where the audit decodes: user info, a path with `%` (read as a lenient server decodes it),
/// a host name in A-labels (whose scripts are read) and a path without a host (read as WHATWG
/// URL reads it).
#[test]
fn auditing_into_a_buffer_allocates_nothing() {
    let text = corpus::text(corpus::WEB);
    let findings = [
        "http://h/./a/../b?%00%0A%01%2541%7F#x",
        "http://0x7f.1:21/",
        "http://[::ffff:127.0.0.1]/",
        "http://localhost/a?%2F",
    ];
    let uris: Vec<UriRef<'_>> = text
        .lines()
        .chain(findings)
        .filter_map(|l| UriRef::parse(l).ok())
        .collect();
    let mut flags = Vec::with_capacity(64);
    let mut flagged = 0;
    let mut quiet = 0;
    for uri in &uris {
        if uri.userinfo().is_some()
            || uri.path().contains('%')
            || uri
                .host_str()
                .is_some_and(|h| h.to_ascii_lowercase().contains("xn--"))
            || uri.host_str().is_none_or(str::is_empty)
        {
            continue;
        }
        flags.clear();
        let before = allocations();
        uri.audit_into(&mut flags);
        assert_eq!(allocations() - before, 0, "{uri}");
        flagged += flags.len();
        quiet += 1;
    }
    assert!(quiet > 47_000, "{quiet}");
    // Two in the corpus, twelve in the references above.
    assert_eq!(flagged, 2 + 12);
}
