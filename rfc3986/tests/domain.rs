//! Public suffixes and registrable domains (feature `psl`): the list's own test cases
//! (`test_psl.txt`), the algorithm's examples, both sections, the embedded list against the
//! list file of its date, the ICANN section against `publicsuffix::IcannList`, and both
//! sections against `publicsuffix` on generated names.

#![cfg(feature = "psl")]

use std::str::FromStr;

use proptest::prelude::*;
use publicsuffix::{IcannList, Type};
use rfc3986::domain::{Domain, Section, SuffixList, SuffixListErrorKind};
use rfc3986::{IriRef, UriRef};
use rfc3986_test_support::corpus;

/// What a lookup answers, as plain values: public suffix, registrable domain, subdomain,
/// known, private.
type Answer = (String, Option<String>, Option<String>, bool, bool);

fn answer(found: Option<Domain<'_>>) -> Option<Answer> {
    found.map(|d| {
        (
            d.public_suffix().to_owned(),
            d.registrable_domain().map(str::to_owned),
            d.subdomain().map(str::to_owned),
            d.is_known(),
            d.is_private(),
        )
    })
}

fn file_list() -> SuffixList {
    SuffixList::parse(&corpus::text(corpus::PSL_LIST)).expect("the list file parses")
}

/// The three parts of `host`, by the embedded list.
#[track_caller]
fn parts(host: &str, section: Section) -> (&str, Option<&str>, Option<&str>) {
    let found = SuffixList::embedded()
        .lookup(host, section)
        .unwrap_or_else(|| panic!("{host}: no answer"));
    (
        found.public_suffix(),
        found.registrable_domain(),
        found.subdomain(),
    )
}

/// The cases of `test_psl.txt`: `checkPublicSuffix('domain', 'registrable');`, `null` for none.
fn psl_cases(text: &str) -> Vec<(Option<String>, Option<String>)> {
    let arg = |s: &str| match s.trim() {
        "null" => None,
        quoted => Some(quoted.trim_matches('\'').to_owned()),
    };
    text.lines()
        .filter_map(|line| line.strip_prefix("checkPublicSuffix("))
        .map(|call| {
            let call = call.trim_end().trim_end_matches(");");
            let (domain, expected) = call.split_once(',').expect("two arguments");
            (arg(domain), arg(expected))
        })
        .collect()
}

#[test]
fn the_lists_own_test_cases_pass() {
    let cases = psl_cases(&corpus::text(corpus::PSL_TESTS));
    assert_eq!(cases.len(), 78);
    for list in [SuffixList::embedded(), file_list()] {
        for (domain, expected) in &cases {
            // `null` input: no host at all, so no registrable domain.
            let Some(domain) = domain else {
                assert_eq!(expected, &None);
                continue;
            };
            let found = list.lookup(domain, Section::All);
            // The answers keep the case of the input; the file writes them in lowercase.
            let registrable = found
                .and_then(|d| d.registrable_domain())
                .map(str::to_lowercase);
            assert_eq!(&registrable, expected, "checkPublicSuffix('{domain}')");
        }
    }
}

#[test]
fn the_snapshot_is_the_date_of_the_list_file_and_the_pinned_psl() {
    assert_eq!(SuffixList::embedded().snapshot(), file_list().snapshot());
    assert_eq!(
        SuffixList::default().snapshot(),
        Some("2026-10-22_08-36-41_UTC")
    );
    let manifest = include_str!("../../rfc3986-core/Cargo.toml");
    assert!(
        manifest.contains("psl = { version = \"=2.1.245\""),
        "the `psl` crate was bumped: replace test-support/data/psl/public_suffix_list.dat with \
         the list its data/rules.txt was made from, update EMBEDDED_SNAPSHOT in \
         rfc3986-core/src/domain.rs, the README beside the file and this test"
    );
}

/// The names to ask for each rule of a list file: the rule's own name, one label more, and
/// for `*.` and `!` rules the names those match and the ones around them.
fn names_of_rules(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_section = false;
    for line in text.lines() {
        if line.contains("===BEGIN ICANN DOMAINS===") {
            in_section = true;
        }
        let rule = line.split_whitespace().next().unwrap_or("");
        if !in_section || rule.is_empty() || rule.starts_with("//") {
            continue;
        }
        let name = rule.trim_start_matches('!');
        match name.strip_prefix("*.") {
            Some(parent) => {
                names.push(parent.to_owned());
                names.push(format!("wild.{parent}"));
                names.push(format!("x.wild.{parent}"));
            }
            None => {
                names.push(name.to_owned());
                names.push(format!("x.{name}"));
                names.push(format!("y.x.{name}"));
            }
        }
    }
    names
}

#[test]
fn the_embedded_list_answers_as_the_list_file_of_its_date() {
    let text = corpus::text(corpus::PSL_LIST);
    let (embedded, file) = (SuffixList::embedded(), file_list());
    let names = names_of_rules(&text);
    assert!(names.len() > 30_000, "{}", names.len());
    for name in &names {
        for section in [Section::Icann, Section::All] {
            assert_eq!(
                answer(embedded.lookup(name, section)),
                answer(file.lookup(name, section)),
                "{name} ({section:?}): the `psl` crate and {} answer differently. Was `psl` \
                 updated? Replace the file with the list of its date and update \
                 EMBEDDED_SNAPSHOT in rfc3986-core/src/domain.rs (test-support/data/psl/README.md)",
                corpus::PSL_LIST,
            );
        }
    }
}

/// `publicsuffix`'s own answer for an ASCII or Unicode `name`: the suffix's length in bytes
/// and its section.
fn oracle(list: &impl publicsuffix::Psl, name: &str) -> (usize, Option<Type>) {
    let name = name.to_lowercase();
    let info = list.find(name.as_bytes().rsplit(|&b| b == b'.'));
    (info.len, info.typ)
}

fn ours(list: &SuffixList, name: &str, section: Section) -> (usize, Option<Type>) {
    let found = list.lookup(name, section).expect("an answer");
    let typ = match (found.is_known(), found.is_private()) {
        (false, _) => None,
        (true, false) => Some(Type::Icann),
        (true, true) => Some(Type::Private),
    };
    (found.public_suffix().len(), typ)
}

#[test]
fn the_icann_section_is_what_publicsuffix_icann_list_answers() {
    let text = corpus::text(corpus::PSL_LIST);
    let icann = IcannList::from_str(&text).expect("the list parses");
    let all = publicsuffix::List::from_str(&text).expect("the list parses");
    for list in [SuffixList::embedded(), file_list()] {
        for name in names_of_rules(&text) {
            assert_eq!(
                ours(&list, &name, Section::Icann),
                oracle(&icann, &name),
                "{name}"
            );
            assert_eq!(
                ours(&list, &name, Section::All),
                oracle(&all, &name),
                "{name}"
            );
        }
    }
}

/// A list of the shapes the ICANN answer must see through: private rules nested in private
/// rules, under wildcards, beside exceptions, and a private rule of one label.
const SHAPES: &str = "\
// VERSION: test
// ===BEGIN ICANN DOMAINS===
com
jp
*.kobe.jp
!city.kobe.jp
b.kobe.jp
// ===END ICANN DOMAINS===
// ===BEGIN PRIVATE DOMAINS===
host.com
*.apps.host.com
deep.x.apps.host.com
a.city.kobe.jp
*.b.kobe.jp
local
// ===END PRIVATE DOMAINS===
";

#[test]
fn the_icann_answer_sees_through_private_rules() {
    let list = SuffixList::parse(SHAPES).unwrap();
    let icann_oracle = IcannList::from_str(SHAPES).unwrap();
    let all_oracle = publicsuffix::List::from_str(SHAPES).unwrap();
    let cases = [
        // name, ICANN suffix, suffix of both sections
        ("www.host.com", "com", "host.com"),
        ("a.y.apps.host.com", "com", "y.apps.host.com"),
        ("q.deep.x.apps.host.com", "com", "deep.x.apps.host.com"),
        // An exception rule prevails over every other rule, a longer private one included.
        ("q.a.city.kobe.jp", "kobe.jp", "kobe.jp"),
        ("q.c.b.kobe.jp", "b.kobe.jp", "c.b.kobe.jp"),
        ("q.z.kobe.jp", "z.kobe.jp", "z.kobe.jp"),
        ("x.local", "local", "local"),
    ];
    for (name, icann, all) in cases {
        let found = list.lookup(name, Section::Icann).unwrap();
        assert_eq!(found.public_suffix(), icann, "{name}");
        assert_eq!(found.public_suffix().len(), oracle(&icann_oracle, name).0);
        let found = list.lookup(name, Section::All).unwrap();
        assert_eq!(found.public_suffix(), all, "{name}");
        assert_eq!(found.public_suffix().len(), oracle(&all_oracle, name).0);
    }
    // A private rule of one label leaves the implicit rule in the ICANN section.
    let local = list.lookup("x.local", Section::Icann).unwrap();
    assert!(!local.is_known() && !local.is_private());
    assert_eq!(local.registrable_domain(), Some("x.local"));
    let local = list.lookup("x.local", Section::All).unwrap();
    assert!(local.is_known() && local.is_private());
    assert_eq!(local.registrable_domain(), Some("x.local"));
    assert_eq!(list.snapshot(), Some("test"));
}

/// Where a `*.` rule and a longer rule under one of its labels meet, both crates follow the
/// longer rule's label and miss the `*.` rule (the module's documentation says so).
#[test]
fn a_wildcard_beside_a_longer_rule_as_the_crates_match_it() {
    let text = "// ===BEGIN ICANN DOMAINS===\ncom\njp\n*.kobe.jp\n\
                // ===BEGIN PRIVATE DOMAINS===\nhost.com\n*.apps.host.com\n\
                deep.x.apps.host.com\n*.b.kobe.jp\n";
    let list = SuffixList::parse(text).unwrap();
    // The algorithm: `b.x.apps.host.com` (`*.apps.host.com`), `b.kobe.jp` (`*.kobe.jp`).
    let suffix = |name, section| list.lookup(name, section).unwrap().public_suffix();
    assert_eq!(suffix("a.b.x.apps.host.com", Section::All), "host.com");
    assert_eq!(suffix("q.c.b.kobe.jp", Section::Icann), "jp");
    assert_eq!(suffix("b.kobe.jp", Section::All), "jp");
    let icann = IcannList::from_str(text).unwrap();
    assert_eq!(oracle(&icann, "q.c.b.kobe.jp").0, "jp".len());
    // The embedded list has such a pair: `*.replit.dev` and `*.teams.replit.dev`.
    assert_eq!(parts("teams.replit.dev", Section::All).0, "dev");
    assert_eq!(
        parts("a.teams.replit.dev", Section::All).0,
        "a.teams.replit.dev"
    );
}

#[test]
fn the_algorithms_examples() {
    // The rules of the list's format page: `com`, `*.jp`, `*.hokkaido.jp`, `*.tokyo.jp`,
    // `!pref.hokkaido.jp`, `!metro.tokyo.jp`.
    let list = SuffixList::parse(
        "// ===BEGIN ICANN DOMAINS===\ncom\n*.jp\n*.hokkaido.jp\n*.tokyo.jp\n\
         !pref.hokkaido.jp\n!metro.tokyo.jp\n",
    )
    .unwrap();
    let suffix = |name| list.lookup(name, Section::Icann).unwrap().public_suffix();
    let registrable = |name| {
        list.lookup(name, Section::Icann)
            .unwrap()
            .registrable_domain()
    };
    assert_eq!(suffix("foo.com"), "com");
    assert_eq!(registrable("foo.com"), Some("foo.com"));
    assert_eq!(suffix("bar.foo.com"), "com");
    assert_eq!(suffix("foo.bar.jp"), "bar.jp");
    assert_eq!(registrable("foo.bar.jp"), Some("foo.bar.jp"));
    assert_eq!(suffix("bar.jp"), "bar.jp");
    assert_eq!(registrable("bar.jp"), None);
    assert_eq!(suffix("foo.bar.hokkaido.jp"), "bar.hokkaido.jp");
    assert_eq!(suffix("bar.hokkaido.jp"), "bar.hokkaido.jp");
    assert_eq!(suffix("foo.bar.tokyo.jp"), "bar.tokyo.jp");
    assert_eq!(suffix("pref.hokkaido.jp"), "hokkaido.jp");
    assert_eq!(registrable("pref.hokkaido.jp"), Some("pref.hokkaido.jp"));
    assert_eq!(suffix("foo.pref.hokkaido.jp"), "hokkaido.jp");
    assert_eq!(suffix("metro.tokyo.jp"), "tokyo.jp");
    // The implicit `*` rule.
    let found = list.lookup("foo.example", Section::Icann).unwrap();
    assert_eq!(found.public_suffix(), "example");
    assert!(!found.is_known());
    assert!(list.lookup("foo.com", Section::Icann).unwrap().is_known());
    assert_eq!(list.snapshot(), None);
}

#[test]
fn icann_or_all_on_private_suffixes() {
    for (name, icann, all) in [
        (
            "alice.github.io",
            Some("github.io"),
            Some("alice.github.io"),
        ),
        (
            "www.example.blogspot.com",
            Some("blogspot.com"),
            Some("example.blogspot.com"),
        ),
        (
            "bucket.s3.amazonaws.com",
            Some("amazonaws.com"),
            Some("bucket.s3.amazonaws.com"),
        ),
        ("github.io", Some("github.io"), None),
        (
            "www.example.co.uk",
            Some("example.co.uk"),
            Some("example.co.uk"),
        ),
    ] {
        assert_eq!(parts(name, Section::Icann).1, icann, "{name}");
        assert_eq!(parts(name, Section::All).1, all, "{name}");
    }
    let list = SuffixList::embedded();
    let pages = list.lookup("alice.github.io", Section::All).unwrap();
    assert!(pages.is_known() && pages.is_private());
    let pages = list.lookup("alice.github.io", Section::Icann).unwrap();
    assert!(pages.is_known() && !pages.is_private());
    assert_eq!(pages.subdomain(), Some("alice"));
    assert_eq!(Section::default(), Section::Icann);
}

#[test]
fn answers_keep_the_form_given() {
    // Uppercase and a final dot: matched as lowercase without the dot, answered as given.
    assert_eq!(
        parts("WWW.Example.CO.UK.", Section::Icann),
        ("CO.UK", Some("Example.CO.UK"), Some("WWW"))
    );
    // Internationalized names, Unicode and A-labels.
    assert_eq!(
        parts("www.食狮.公司.cn", Section::Icann),
        ("公司.cn", Some("食狮.公司.cn"), Some("www"))
    );
    assert_eq!(
        parts("www.xn--85x722f.xn--55qx5d.cn", Section::Icann),
        (
            "xn--55qx5d.cn",
            Some("xn--85x722f.xn--55qx5d.cn"),
            Some("www")
        )
    );
    assert_eq!(
        parts("WWW.XN--85X722F.XN--55QX5D.CN", Section::Icann),
        (
            "XN--55QX5D.CN",
            Some("XN--85X722F.XN--55QX5D.CN"),
            Some("WWW")
        )
    );
    // A Unicode rule of the list (`公司.cn`) matched after UTS 46 mapping: fullwidth letters
    // and the ideographic full stop.
    assert_eq!(
        parts("ｗｗｗ。食狮。公司。cn", Section::Icann),
        ("公司。cn", Some("食狮。公司。cn"), Some("ｗｗｗ"))
    );
    assert_eq!(
        parts("Ｅｘａｍｐｌｅ.com", Section::Icann).1,
        Some("Ｅｘａｍｐｌｅ.com")
    );
    // Percent-encoded: decoded to be matched, answered encoded.
    assert_eq!(
        parts(
            "www.%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn",
            Section::Icann
        ),
        (
            "%E5%85%AC%E5%8F%B8.cn",
            Some("%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn"),
            Some("www")
        )
    );
    assert_eq!(
        parts("a%2Eexample%2ECo.uk", Section::Icann),
        ("Co.uk", Some("example%2ECo.uk"), Some("a"))
    );
    assert_eq!(
        parts("a%E3%80%82example.com", Section::Icann),
        ("com", Some("example.com"), Some("a"))
    );
}

#[test]
fn hosts_without_an_answer() {
    let list = SuffixList::embedded();
    for host in [
        "",
        ".",
        "..",
        ".com",
        "a..com",
        "com..",
        "example.com..",
        "192.0.2.1",
        "192.0.2.1.",
        "[::1]",
        "[v7.x]",
        "a.%FF.com",
        "a.%C3.com",
        "a.\u{FFFF}.com",
        "a.b\u{2488}.com",
        "a.%2E.com",
        "ａ..com",
    ] {
        for section in [Section::Icann, Section::All] {
            assert_eq!(answer(list.lookup(host, section)), None, "{host:?}");
        }
    }
    // Not an `IPv4address` (a leading zero): a registered name, as the grammar says.
    assert_eq!(parts("10.0.0.01", Section::Icann).0, "01");
    // One label: its own public suffix (the implicit rule), no registrable domain.
    assert_eq!(
        parts("localhost", Section::Icann),
        ("localhost", None, None)
    );
    assert_eq!(parts("com", Section::Icann), ("com", None, None));
}

#[test]
fn long_names_are_answered_too() {
    // Longer than DNS allows (253 bytes): matched all the same, through an allocation.
    let long = format!("{}.example.com", "a".repeat(300));
    let (suffix, registrable, subdomain) = parts(&long, Section::Icann);
    assert_eq!((suffix, registrable), ("com", Some("example.com")));
    assert_eq!(subdomain.map(str::len), Some(300));
    let at_limit = format!("{}.Example.COM", "a".repeat(253 - 12));
    assert_eq!(at_limit.len(), 253);
    assert_eq!(parts(&at_limit, Section::Icann).1, Some("Example.COM"));
    let past_limit = format!("{}.Example.COM", "a".repeat(254 - 12));
    assert_eq!(parts(&past_limit, Section::Icann).1, Some("Example.COM"));
}

#[test]
fn references_answer_for_registered_names_only() {
    let list = SuffixList::embedded();
    let domain = |text| answer(UriRef::parse(text).unwrap().domain(&list, Section::Icann));
    let expected = |s: &str, r: Option<&str>, d: Option<&str>, known| {
        Some((
            s.to_owned(),
            r.map(str::to_owned),
            d.map(str::to_owned),
            known,
            false,
        ))
    };
    assert_eq!(
        domain("https://user@www.Example.com:8080/p?q#f"),
        expected("com", Some("Example.com"), Some("www"), true)
    );
    assert_eq!(
        domain("http://example.com./"),
        expected("com", Some("example.com"), None, true)
    );
    assert_eq!(domain("http://192.0.2.1/"), None);
    assert_eq!(domain("http://[2001:db8::1]/"), None);
    assert_eq!(domain("http://[v7.x]/"), None);
    assert_eq!(domain("file:///etc/hosts"), None);
    assert_eq!(domain("mailto:a@example.com"), None);
    assert_eq!(domain("/relative/path"), None);
    let iri = IriRef::parse("http://www.食狮.公司.cn/").unwrap();
    assert_eq!(
        iri.domain(&list, Section::All)
            .unwrap()
            .registrable_domain(),
        Some("食狮.公司.cn")
    );
}

#[test]
fn list_files_are_checked() {
    let kind = |text| SuffixList::parse(text).map(|_| ()).map_err(|e| e.kind());
    assert_eq!(kind("com\n"), Err(SuffixListErrorKind::NoIcannSection));
    assert_eq!(kind(""), Err(SuffixListErrorKind::NoIcannSection));
    assert_eq!(
        kind("// ===BEGIN PRIVATE DOMAINS===\ncom\n"),
        Err(SuffixListErrorKind::NoIcannSection)
    );
    assert_eq!(
        kind("// ===BEGIN ICANN DOMAINS===\n// nothing\n"),
        Err(SuffixListErrorKind::NoRules)
    );
    for (text, line) in [
        ("// ===BEGIN ICANN DOMAINS===\ncom\n.com\n", 3),
        ("// ===BEGIN ICANN DOMAINS===\ncom.\n", 2),
        ("// ===BEGIN ICANN DOMAINS===\n!com\n", 2),
        ("// ===BEGIN ICANN DOMAINS===\na..b\n", 2),
        ("// x\n// ===BEGIN ICANN DOMAINS===\n\u{FFFF}.com\n", 3),
        ("// ===BEGIN ICANN DOMAINS===\nb\u{2488}.com\n", 2),
    ] {
        let err = SuffixList::parse(text).unwrap_err();
        assert_eq!(err.kind(), SuffixListErrorKind::InvalidRule, "{text:?}");
        assert_eq!(err.line(), Some(line), "{text:?}");
        assert_eq!(
            err.to_string(),
            format!("invalid public suffix rule on line {line}")
        );
    }
    let err = SuffixList::parse("").unwrap_err();
    assert_eq!(err.line(), None);
    assert_eq!(
        err.to_string(),
        "not a public suffix list: no '===BEGIN ICANN DOMAINS===' line"
    );
    let err = SuffixList::parse("// ===BEGIN ICANN DOMAINS===\n").unwrap_err();
    assert_eq!(err.to_string(), "public suffix list without rules");
    // Rules before the first section are not read (as `publicsuffix` reads them); words after
    // a rule are comments; the first `VERSION` line is the date.
    let list = SuffixList::parse(
        "..bad\n// VERSION: one\n// VERSION: two\n// ===BEGIN ICANN DOMAINS===\r\ncom extra\r\n\
         !a.b.com\n食狮.cn\n",
    )
    .unwrap();
    assert_eq!(list.snapshot(), Some("one"));
    assert_eq!(
        list.lookup("x.b.com", Section::Icann)
            .unwrap()
            .public_suffix(),
        "com"
    );
    assert_eq!(
        list.lookup("x.xn--85x722f.cn", Section::Icann)
            .unwrap()
            .public_suffix(),
        "xn--85x722f.cn"
    );
    assert_eq!(
        list.lookup("x.食狮.cn", Section::Icann)
            .unwrap()
            .public_suffix(),
        "食狮.cn"
    );
}

/// Labels for generated names: every label of some rules, a label no rule has, and case.
const LABELS: &[&str] = &[
    "com",
    "uk",
    "co",
    "jp",
    "kobe",
    "city",
    "io",
    "github",
    "blogspot",
    "amazonaws",
    "s3",
    "appspot",
    "r",
    "x",
    "www",
    "example",
    "kawasaki",
    "ck",
    "www",
    "bd",
    "er",
    "mm",
    "Com",
    "CO",
    "GitHub",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn both_sections_agree_with_publicsuffix_on_generated_names(
        labels in proptest::collection::vec(proptest::sample::select(LABELS), 1..6),
        trailing_dot in any::<bool>(),
    ) {
        thread_local! {
            static ORACLES: (IcannList, publicsuffix::List) = {
                let text = corpus::text(corpus::PSL_LIST);
                (IcannList::from_str(&text).unwrap(), publicsuffix::List::from_str(&text).unwrap())
            };
        }
        let name = labels.join(".");
        let host = if trailing_dot { format!("{name}.") } else { name.clone() };
        let list = SuffixList::embedded();
        ORACLES.with(|(icann, all)| {
            prop_assert_eq!(ours(&list, &host, Section::Icann), oracle(icann, &name));
            prop_assert_eq!(ours(&list, &host, Section::All), oracle(all, &name));
            let found = list.lookup(&host, Section::All).unwrap();
            // The parts put back together are the name.
            let rebuilt = match (found.subdomain(), found.registrable_domain()) {
                (Some(sub), Some(reg)) => format!("{sub}.{reg}"),
                (None, Some(reg)) => reg.to_owned(),
                (_, None) => found.public_suffix().to_owned(),
            };
            prop_assert_eq!(rebuilt, name);
            Ok(())
        })?;
    }
}
