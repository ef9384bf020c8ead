//! Public suffixes and registrable domains (feature `psl`): the list's own test cases
//! (`test_psl.txt`), the algorithm's examples, both sections, the embedded list against the
//! list file of its date, and both sections against a transcription of the list's algorithm
//! (`algorithm` below) on the names of every rule and on generated names.

#![cfg(feature = "psl")]

use proptest::prelude::*;
use publicsuffix::Type;
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

/// The names to ask for each rule of a list file: the rule's own name and every name it ends
/// with, one label more, and for `*.` and `!` rules the names those match and the ones around
/// them.
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
        // Every name the rule ends with: the branches of the crates' trees.
        let mut parent = name.trim_start_matches("*.");
        while let Some((_, rest)) = parent.split_once('.') {
            names.push(rest.to_owned());
            parent = rest;
        }
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

/// The list's algorithm (publicsuffix.org/list, "Algorithm"), transcribed as it reads: every
/// rule that matches the name, the exception rule if one matches, else the longest; no rule,
/// the implicit `*`. Labels are compared as written, the name's ASCII in lowercase.
mod algorithm {
    use std::collections::HashMap;

    use publicsuffix::Type;

    /// The rules of a list file, each with its section.
    pub struct Rules(HashMap<String, Type>);

    impl Rules {
        pub fn parse(text: &str) -> Rules {
            let mut rules = HashMap::new();
            let mut section = None;
            for line in text.lines() {
                if line.contains("===BEGIN ICANN DOMAINS===") {
                    section = Some(Type::Icann);
                } else if line.contains("===BEGIN PRIVATE DOMAINS===") {
                    section = Some(Type::Private);
                }
                let rule = line.split_whitespace().next().unwrap_or("");
                if let (Some(typ), false) = (section, rule.is_empty() || rule.starts_with("//")) {
                    rules.insert(rule.to_owned(), typ);
                }
            }
            Rules(rules)
        }

        /// How many labels the public suffix of `name` has, and the sections of the rules
        /// that prevail (none: the implicit rule), with the rules of `sections` alone.
        pub fn suffix(&self, name: &str, sections: &[Type]) -> (usize, Vec<Type>) {
            let name = name.to_ascii_lowercase();
            let labels: Vec<&str> = name.split('.').collect();
            // The rules that match: for the name's last `n` labels, the rule of these labels,
            // the `*.` rule of all but the first of them, and the exception rule.
            let mut matching: Vec<(&str, Type)> = Vec::new();
            for n in 1..=labels.len() {
                let tail = labels[labels.len() - n..].join(".");
                let parent = labels[labels.len() - n + 1..].join(".");
                let wildcard = if n == 1 {
                    "*".to_owned()
                } else {
                    format!("*.{parent}")
                };
                for rule in [tail.clone(), wildcard, format!("!{tail}")] {
                    if let Some((rule, &typ)) = self.0.get_key_value(&rule) {
                        if sections.contains(&typ) {
                            matching.push((rule.as_str(), typ));
                        }
                    }
                }
            }
            let count = |rule: &str| rule.split('.').count();
            if let Some(&(rule, typ)) = matching.iter().find(|(rule, _)| rule.starts_with('!')) {
                return (count(rule) - 1, vec![typ]);
            }
            let Some(longest) = matching.iter().map(|&(rule, _)| count(rule)).max() else {
                return (1, Vec::new());
            };
            let mut prevailing: Vec<Type> = matching
                .iter()
                .filter(|&&(rule, _)| count(rule) == longest)
                .map(|&(_, typ)| typ)
                .collect();
            prevailing.sort_by_key(|typ| *typ == Type::Private);
            prevailing.dedup();
            (longest, prevailing)
        }
    }
}

/// Whether `list` answers for `name` what the algorithm does, in `section`.
#[track_caller]
fn agrees(list: &SuffixList, rules: &algorithm::Rules, name: &str, section: Section) {
    let sections: &[Type] = match section {
        Section::Icann => &[Type::Icann],
        Section::All => &[Type::Icann, Type::Private],
    };
    let (labels, prevailing) = rules.suffix(name.trim_end_matches('.'), sections);
    let found = list
        .lookup(name, section)
        .unwrap_or_else(|| panic!("{name}: no answer"));
    let suffix = found.public_suffix();
    assert_eq!(
        suffix.split('.').count(),
        labels,
        "{name} ({section:?}): {suffix}"
    );
    assert_eq!(
        found.is_known(),
        !prevailing.is_empty(),
        "{name} ({section:?})"
    );
    if let [typ] = prevailing[..] {
        assert_eq!(
            found.is_private(),
            typ == Type::Private,
            "{name} ({section:?})"
        );
    }
}

#[test]
fn both_sections_follow_the_algorithm_on_the_names_of_every_rule() {
    let text = corpus::text(corpus::PSL_LIST);
    let rules = algorithm::Rules::parse(&text);
    let names = names_of_rules(&text);
    for list in [SuffixList::embedded(), file_list()] {
        for name in &names {
            for section in Section::ALL {
                agrees(&list, &rules, name, section);
            }
        }
    }
}

/// A list of the shapes the lookup must see through: private rules nested in private rules,
/// under `*.` rules, beside exceptions, a private rule of one label, and the places where the
/// crates' walk misses a `*.` rule (a longer rule under one of its labels: `*.b.kobe.jp`,
/// `x.y.bd`, `deep.x.apps.host.com`; a private rule beside an ICANN one: `shop.er`).
const SHAPES: &str = "\
// VERSION: test
// ===BEGIN ICANN DOMAINS===
com
jp
*.kobe.jp
!city.kobe.jp
b.kobe.jp
*.bd
*.er
*.ck
!www.ck
// ===END ICANN DOMAINS===
// ===BEGIN PRIVATE DOMAINS===
host.com
*.apps.host.com
deep.x.apps.host.com
a.city.kobe.jp
*.b.kobe.jp
*.c.kobe.jp
local
x.y.bd
shop.er
*.z.www.ck
// ===END PRIVATE DOMAINS===
";

#[test]
fn the_answers_see_through_the_shapes_of_rules() {
    let list = SuffixList::parse(SHAPES).unwrap();
    let cases = [
        // name, ICANN suffix, suffix of both sections
        ("www.host.com", "com", "host.com"),
        ("a.y.apps.host.com", "com", "y.apps.host.com"),
        ("q.deep.x.apps.host.com", "com", "deep.x.apps.host.com"),
        // `x.apps.host.com` is a branch of `deep.x.apps.host.com`, and `*.apps.host.com`.
        ("x.apps.host.com", "com", "x.apps.host.com"),
        ("q.x.apps.host.com", "com", "x.apps.host.com"),
        // An exception rule prevails over every other rule, a longer private one included.
        ("q.a.city.kobe.jp", "kobe.jp", "kobe.jp"),
        ("city.kobe.jp", "kobe.jp", "kobe.jp"),
        ("q.c.b.kobe.jp", "b.kobe.jp", "c.b.kobe.jp"),
        ("q.z.kobe.jp", "z.kobe.jp", "z.kobe.jp"),
        // `c.kobe.jp` is no rule, but `*.kobe.jp` matches it.
        ("c.kobe.jp", "c.kobe.jp", "c.kobe.jp"),
        ("q.c.kobe.jp", "c.kobe.jp", "q.c.kobe.jp"),
        ("x.local", "local", "local"),
        // `y.bd`, a branch of `x.y.bd`, by `*.bd`.
        ("y.bd", "y.bd", "y.bd"),
        ("q.y.bd", "y.bd", "y.bd"),
        ("q.x.y.bd", "y.bd", "x.y.bd"),
        // `shop.er` private, beside `*.er` in the ICANN section.
        ("q.shop.er", "shop.er", "shop.er"),
        // `!www.ck` prevails over the longer `*.z.www.ck` under it.
        ("q.z.www.ck", "ck", "ck"),
        ("z.www.ck", "ck", "ck"),
    ];
    for (name, icann, all) in cases {
        let found = list.lookup(name, Section::Icann).unwrap();
        assert_eq!(found.public_suffix(), icann, "{name}");
        let found = list.lookup(name, Section::All).unwrap();
        assert_eq!(found.public_suffix(), all, "{name}");
    }
    let ck = list.lookup("z.www.ck", Section::Icann).unwrap();
    assert_eq!(ck.registrable_domain(), Some("www.ck"));
    let er = list.lookup("q.shop.er", Section::Icann).unwrap();
    assert!(er.is_known() && !er.is_private());
    // Both sections' rules match with as many labels: the private one, the list's own
    // name for it, answers.
    let er = list.lookup("q.shop.er", Section::All).unwrap();
    assert!(er.is_known() && er.is_private());
    // A private rule of one label leaves the implicit rule in the ICANN section.
    let local = list.lookup("x.local", Section::Icann).unwrap();
    assert!(!local.is_known() && !local.is_private());
    assert_eq!(local.registrable_domain(), Some("x.local"));
    let local = list.lookup("x.local", Section::All).unwrap();
    assert!(local.is_known() && local.is_private());
    assert_eq!(local.registrable_domain(), Some("x.local"));
    assert_eq!(list.snapshot(), Some("test"));
    // Every name of up to four of the shapes' labels, as the algorithm answers.
    let rules = algorithm::Rules::parse(SHAPES);
    let labels = [
        "q", "x", "y", "z", "a", "b", "c", "city", "kobe", "jp", "com", "host", "apps", "deep",
        "bd", "er", "shop", "ck", "www", "local",
    ];
    let mut names: Vec<String> = labels.iter().map(|l| l.to_string()).collect();
    for _ in 1..4 {
        let longer: Vec<String> = names
            .iter()
            .flat_map(|name| labels.iter().map(move |l| format!("{l}.{name}")))
            .collect();
        names.extend(longer);
    }
    assert!(names.len() > 160_000);
    for name in &names {
        for section in Section::ALL {
            agrees(&list, &rules, name, section);
        }
    }
}

/// Where a `*.` rule and a longer rule under one of its labels meet in the embedded list:
/// `*.replit.dev` and `*.teams.replit.dev`.
#[test]
fn a_wildcard_beside_a_longer_rule_in_the_embedded_list() {
    assert_eq!(
        parts("teams.replit.dev", Section::All),
        ("teams.replit.dev", None, None)
    );
    assert_eq!(
        parts("a.teams.replit.dev", Section::All),
        ("a.teams.replit.dev", None, None)
    );
    assert_eq!(
        parts("b.a.teams.replit.dev", Section::All),
        ("a.teams.replit.dev", Some("b.a.teams.replit.dev"), None)
    );
    assert_eq!(
        parts("x.r.cloud.int.apple", Section::All),
        ("x.r.cloud.int.apple", None, None)
    );
    assert_eq!(
        parts("www.teams.replit.dev", Section::Icann),
        ("dev", Some("replit.dev"), Some("www.teams"))
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
    "replit",
    "dev",
    "teams",
    "r",
    "cloud",
    "int",
    "apple",
    "futurecms",
    "at",
    "in",
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
    fn both_sections_follow_the_algorithm_on_generated_names(
        labels in proptest::collection::vec(proptest::sample::select(LABELS), 1..6),
        trailing_dot in any::<bool>(),
    ) {
        thread_local! {
            static RULES: algorithm::Rules = algorithm::Rules::parse(&corpus::text(corpus::PSL_LIST));
        }
        let name = labels.join(".");
        let host = if trailing_dot { format!("{name}.") } else { name.clone() };
        let list = SuffixList::embedded();
        RULES.with(|rules| {
            for section in Section::ALL {
                agrees(&list, rules, &host, section);
            }
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
