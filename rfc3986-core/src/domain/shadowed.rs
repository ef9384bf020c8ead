//! The names where the crates' walk of the rules misses a `*.` rule, and the answer there.
//!
//! Both crates walk down a name's labels in a tree of the rules, and take a label's own branch
//! where there is one. Where a `*.` rule and a longer rule under one of its labels meet
//! (`*.replit.dev` and `*.teams.replit.dev`, without `teams.replit.dev`), the walk follows
//! `teams` and no longer sees `*.replit.dev`: for a name ending at `teams.replit.dev` it
//! answers the last rule above (`dev`), where the algorithm's longest matching rule is
//! `*.replit.dev`. Where the label's branch is itself a rule of the other section
//! (`*.kobe.jp` in the ICANN section, `b.kobe.jp` in the private one), the walk answers the
//! private rule, which the ICANN section must see through to the `*.` rule.
//!
//! Such a place is a *shadowed name*: a name `label.parent` that the tree has a branch for
//! (a rule, or the end of a longer rule), with a rule `*.parent`, that is no exception rule and
//! is under none, and that is no rule (or a private rule beside an ICANN `*.` rule). The
//! lookup asks the crate first, then whether a suffix of the name deeper than the crate's
//! answer is a shadowed name: the deepest one is the answer, by its `*.` rule.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::vec::Vec;

use psl_types::Type;

/// The shadowed names of the list the `psl` crate embeds, in byte order, with the section of
/// their `*.` rule. The test `shadowed_names_of_the_embedded_list` derives them from the list
/// file of the embedded list's date, `test-support/data/psl/public_suffix_list.dat`, and fails
/// with the table to write here when they differ.
const EMBEDDED: &[(&str, Type)] = &[
    ("ap-north-1.r.cloud.int.apple", Type::Private),
    ("ap-south-1.r.cloud.int.apple", Type::Private),
    ("ap-south-2.r.cloud.int.apple", Type::Private),
    ("eu-central-1.r.cloud.int.apple", Type::Private),
    ("eu-north-1.r.cloud.int.apple", Type::Private),
    ("ex.futurecms.at", Type::Private),
    ("in.futurecms.at", Type::Private),
    ("mtls.run.app", Type::Private),
    ("oci.customer-oci.com", Type::Private),
    ("ocp.customer-oci.com", Type::Private),
    ("ocs.customer-oci.com", Type::Private),
    ("privatelink.snowflake.app", Type::Private),
    ("r.cloud.int.apple", Type::Private),
    ("svc.firenet.ch", Type::Private),
    ("teams.replit.dev", Type::Private),
    ("us-central-1.r.cloud.int.apple", Type::Private),
    ("us-central-2.r.cloud.int.apple", Type::Private),
    ("us-east-1.r.cloud.int.apple", Type::Private),
    ("us-east-2.r.cloud.int.apple", Type::Private),
    ("us-west-1.r.cloud.int.apple", Type::Private),
    ("us-west-2.r.cloud.int.apple", Type::Private),
    ("us-west-3.r.cloud.int.apple", Type::Private),
];

/// The shadowed names of a list, in byte order, with the section of their `*.` rule.
#[derive(Clone, Debug)]
pub(super) struct Shadowed {
    names: Names,
    /// Which names can be shadowed, by [`slot`]: most names are not asked for further.
    slots: [u64; 4],
    /// The fewest labels a shadowed name has (`usize::MAX` without any): a shorter suffix is
    /// not asked for.
    fewest: usize,
}

#[derive(Clone, Debug)]
enum Names {
    /// [`EMBEDDED`].
    Embedded,
    /// Found in a list file by [`Shadowed::of_rules`].
    Loaded(Vec<(String, Type)>),
}

/// The labels of a name, from the last, as a crate's walk takes them: it notes how far the
/// walk went.
pub(super) struct Walk<'k, I> {
    key: &'k [u8],
    labels: I,
    /// How many labels the walk took.
    taken: usize,
    /// Where the last label it took starts in `key`.
    start: usize,
}

/// The walk of the last `take` labels of `key` (lowercase ASCII labels joined by `.`).
pub(super) fn walk(key: &[u8], take: usize) -> Walk<'_, impl Iterator<Item = &[u8]>> {
    Walk {
        key,
        labels: key.rsplit(|&b| b == b'.').take(take),
        taken: 0,
        start: key.len(),
    }
}

impl<'k, I: Iterator<Item = &'k [u8]>> Iterator for Walk<'k, I> {
    type Item = &'k [u8];

    fn next(&mut self) -> Option<&'k [u8]> {
        let label = self.labels.next()?;
        self.taken += 1;
        self.start = label.as_ptr() as usize - self.key.as_ptr() as usize;
        Some(label)
    }
}

/// How many labels `name` has.
const fn labels(name: &[u8]) -> usize {
    let mut labels = 1;
    let mut at = 0;
    while at < name.len() {
        if name[at] == b'.' {
            labels += 1;
        }
        at += 1;
    }
    labels
}

/// The slot of a (non-empty) name in [`Shadowed::slots`], by its length and first byte.
const fn slot(name: &[u8]) -> usize {
    (name.len().wrapping_mul(31) ^ name[0] as usize) & 255
}

impl Shadowed {
    /// The shadowed names of the list the `psl` crate embeds.
    pub(super) const fn embedded() -> Self {
        let mut slots = [0; 4];
        let mut fewest = usize::MAX;
        let mut n = 0;
        while n < EMBEDDED.len() {
            let name = EMBEDDED[n].0.as_bytes();
            let at = slot(name);
            slots[at / 64] |= 1 << (at % 64);
            if labels(name) < fewest {
                fewest = labels(name);
            }
            n += 1;
        }
        Shadowed {
            names: Names::Embedded,
            slots,
            fewest,
        }
    }

    /// The shadowed names of `rules`: each rule as the crate matches it (lowercase ASCII,
    /// A-labels, `*.` and `!` kept) and its section.
    pub(super) fn of_rules<'r>(rules: impl IntoIterator<Item = (&'r str, Type)>) -> Self {
        let mut plain = BTreeMap::new();
        let mut wildcards = BTreeMap::new();
        let mut exceptions = BTreeSet::new();
        let mut branches = BTreeSet::new();
        for (rule, typ) in rules {
            let name = match (rule.strip_prefix('!'), rule.strip_prefix("*.")) {
                (Some(name), _) => {
                    exceptions.insert(name);
                    name
                }
                (_, Some(parent)) => {
                    wildcards.insert(parent, typ);
                    parent
                }
                _ => {
                    plain.insert(rule, typ);
                    rule
                }
            };
            // The name and every name it ends with: the branches of the tree.
            branches.extend(suffixes(name));
        }
        let names: Vec<(String, Type)> = branches
            .into_iter()
            .filter_map(|name| {
                let (_, parent) = name.split_once('.')?;
                let wildcard = *wildcards.get(parent)?;
                let shadowed = match plain.get(name) {
                    None => true,
                    Some(&typ) => typ == Type::Private && wildcard == Type::Icann,
                };
                let under_exception = suffixes(name).any(|name| exceptions.contains(name));
                (shadowed && !under_exception).then(|| (String::from(name), wildcard))
            })
            .collect();
        let mut slots = [0; 4];
        for (name, _) in &names {
            let at = slot(name.as_bytes());
            slots[at / 64] |= 1 << (at % 64);
        }
        let fewest = names
            .iter()
            .map(|(name, _)| labels(name.as_bytes()))
            .min()
            .unwrap_or(usize::MAX);
        Shadowed {
            names: Names::Loaded(names),
            slots,
            fewest,
        }
    }

    /// The section of the `*.` rule of `name` (lowercase ASCII) when it is a shadowed name.
    pub(super) fn get(&self, name: &[u8]) -> Option<Type> {
        fn search<S: AsRef<str>>(names: &[(S, Type)], name: &[u8]) -> Option<Type> {
            let at = names
                .binary_search_by(|(shadowed, _)| shadowed.as_ref().as_bytes().cmp(name))
                .ok()?;
            names.get(at).map(|&(_, typ)| typ)
        }
        if name.is_empty() {
            return None;
        }
        let at = slot(name);
        if self.slots[at / 64] & (1 << (at % 64)) == 0 {
            return None;
        }
        match &self.names {
            Names::Embedded => search(EMBEDDED, name),
            Names::Loaded(names) => search(names, name),
        }
    }

    /// The deepest suffix of the name that `walk` went through, of more than `found` labels,
    /// that is a shadowed name: how many labels it has, and the section of its `*.` rule.
    pub(super) fn deepest<I>(&self, walk: &Walk<'_, I>, found: usize) -> Option<(usize, Type)> {
        let mut start = walk.start;
        let mut labels = walk.taken;
        let lowest = found.max(self.fewest - 1);
        while labels > lowest {
            let suffix = walk.key.get(start..)?;
            if let Some(typ) = self.get(suffix) {
                return Some((labels, typ));
            }
            start += suffix.iter().position(|&b| b == b'.')? + 1;
            labels -= 1;
        }
        None
    }
}

/// `name` and every name it ends with, the longest first.
fn suffixes(name: &str) -> impl Iterator<Item = &str> {
    core::iter::successors(Some(name), |name| {
        name.split_once('.').map(|(_, parent)| parent)
    })
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;

    use super::{Names, Shadowed, EMBEDDED};
    use crate::domain::SuffixList;

    #[test]
    fn shadowed_names_of_the_embedded_list() {
        let text = include_str!("../../../test-support/data/psl/public_suffix_list.dat");
        let list = SuffixList::parse(text).unwrap();
        let Names::Loaded(names) = &list.shadowed.names else {
            panic!("a parsed list finds its shadowed names");
        };
        let table: String = names
            .iter()
            .map(|(name, typ)| format!("    (\"{name}\", Type::{typ:?}),\n"))
            .collect();
        let embedded: String = EMBEDDED
            .iter()
            .map(|(name, typ)| format!("    (\"{name}\", Type::{typ:?}),\n"))
            .collect();
        assert_eq!(
            embedded, table,
            "the list file of the embedded list's date has other shadowed names: write them \
             into EMBEDDED in rfc3986-core/src/domain/shadowed.rs"
        );
    }

    /// The filter spreads the names: the 22 names of the embedded list fall in 13 of its 256
    /// slots, which a name that is not shadowed seldom shares.
    #[test]
    fn the_filter_spreads_the_names() {
        let slots: u32 = Shadowed::embedded()
            .slots
            .iter()
            .map(|s| s.count_ones())
            .sum();
        assert_eq!(slots, 13);
        assert_eq!(EMBEDDED.len(), 22);
        // `mtls.run.app` and the like.
        assert_eq!(Shadowed::embedded().fewest, 3);
    }

    /// The shadowed names of some rules: a branch under a `*.` rule that is no rule (`y.bd`,
    /// `x.apps.host.com`), and a private rule beside an ICANN `*.` rule (`shop.er`); not a
    /// rule of the `*.` rule's own section (`b.kobe.jp`), an exception (`city.kobe.jp`) or a
    /// name under one (`z.www.ck`).
    #[test]
    fn shadowed_names_of_rules() {
        use psl_types::Type::{Icann, Private};
        let rules = [
            ("jp", Icann),
            ("*.kobe.jp", Icann),
            ("!city.kobe.jp", Icann),
            ("b.kobe.jp", Icann),
            ("*.bd", Icann),
            ("*.er", Icann),
            ("*.ck", Icann),
            ("!www.ck", Icann),
            ("*.apps.host.com", Private),
            ("deep.x.apps.host.com", Private),
            ("a.city.kobe.jp", Private),
            ("*.b.kobe.jp", Private),
            ("x.y.bd", Private),
            ("shop.er", Private),
            ("*.z.www.ck", Private),
            ("*.p.er", Private),
            ("p.er", Private),
        ];
        let shadowed = Shadowed::of_rules(rules);
        assert_eq!(shadowed.fewest, 2);
        assert_eq!(Shadowed::of_rules([("com", Icann)]).fewest, usize::MAX);
        let Names::Loaded(names) = shadowed.names else {
            panic!("loaded");
        };
        let names: alloc::vec::Vec<(&str, psl_types::Type)> = names
            .iter()
            .map(|(name, typ)| (name.as_str(), *typ))
            .collect();
        assert_eq!(
            names,
            [
                ("p.er", Icann),
                ("shop.er", Icann),
                ("x.apps.host.com", Private),
                ("y.bd", Icann)
            ]
        );
    }
}
