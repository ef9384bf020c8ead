//! Public suffixes and registrable domains, by the [Public Suffix List](https://publicsuffix.org/)
//! and [its algorithm](https://publicsuffix.org/list/) (feature `psl`).
//!
//! A host name's *public suffix* is the part under which anyone may register names (`com`,
//! `co.uk`, `github.io`); its *registrable domain* is the public suffix and one label more
//! (`example.co.uk`: WHATWG URL's "registrable domain", what people call the site); what
//! is left in front is the *subdomain*. The list decides, rule by rule: `*.` rules match any
//! one label, `!` rules are exceptions to them, and a name that no rule matches has its last
//! label as its public suffix (the implicit `*` rule).
//!
//! # The two sections
//!
//! The list has two sections: the ICANN section (the top-level domains and the names their
//! registries open to the public) and the private section (names that companies open to their
//! users: `github.io`, `blogspot.com`, `s3.amazonaws.com`). [`Section::Icann`], the default,
//! uses the first alone: `alice.github.io` is then a subdomain of `github.io`, the site that
//! BigQuery's `NET.REG_DOMAIN` and Python's `tldextract` report by default, and the one that
//! groups a domain's traffic under its owner. [`Section::All`] uses both, as browsers do to keep
//! cookies of `alice.github.io` from `bob.github.io`: there `alice.github.io` is itself a
//! registrable domain.
//!
//! # What a host is matched as
//!
//! The answers are slices of the host as given: case, Unicode or A-labels, percent-encoding
//! kept. The matching does not depend on them: ASCII letters are matched in lowercase, a label
//! beyond ASCII (as itself or percent-encoded) after UTS 46 mapping to its A-label
//! (`食狮.公司.cn` and `xn--85x722f.xn--55qx5d.cn` find the same rules), and one final `.` is not
//! part of the name (`example.com.` has the registrable domain `example.com`, without the dot).
//! Labels are counted in the host as given, between dots (and the other full stops UTS 46
//! reads as dots: `。`, `．`, `｡`, as themselves or percent-encoded).
//!
//! A host has no answer (`None`) when it is empty or `.`, when it has an empty label
//! (`a..com`, `.com`, `com..`), when a label beyond ASCII is refused by UTS 46 or maps to more
//! than one label, when it is an IP address (an `IPv4address`, or an IP literal in brackets),
//! and when its percent-encoded bytes are not UTF-8. Whether the rest is a valid reg-name is
//! not checked here: [`RiRef::domain`] asks it of a parsed reference, whose host the grammar
//! has checked.
//!
//! # The lists
//!
//! Both crates walk down a name's labels in a tree of the rules, and where a `*.` rule and a
//! longer rule under one of its labels meet (`*.replit.dev` and `*.teams.replit.dev`, without
//! `teams.replit.dev`), they follow the longer rule's label and miss the `*.` rule for the
//! names that end there (`teams.replit.dev`, whose public suffix is itself by `*.replit.dev`).
//! The lookup asks the crate, then corrects its answer at those names, which it finds in the
//! list's rules: every answer is the algorithm's.
//!
//! [`SuffixList::embedded`] is the list compiled into the `psl` crate (its date:
//! [`SuffixList::snapshot`]); [`SuffixList::parse`] reads a `public_suffix_list.dat` at run time
//! (through the `publicsuffix` crate), for a program that runs longer than a release of this
//! crate lasts. A lookup of an ASCII host of up to 253 bytes allocates nothing.
//!
//! ```
//! use rfc3986::domain::{Section, SuffixList};
//! use rfc3986::UriRef;
//!
//! let list = SuffixList::embedded();
//! let uri = UriRef::parse("https://www.Example.co.uk./path")?;
//! let domain = uri.domain(&list, Section::Icann).unwrap();
//! assert_eq!(domain.public_suffix(), "co.uk");
//! assert_eq!(domain.registrable_domain(), Some("Example.co.uk"));
//! assert_eq!(domain.subdomain(), Some("www"));
//!
//! let pages = list.lookup("alice.github.io", Section::Icann).unwrap();
//! assert_eq!(pages.registrable_domain(), Some("github.io"));
//! let pages = list.lookup("alice.github.io", Section::All).unwrap();
//! assert_eq!(pages.registrable_domain(), Some("alice.github.io"));
//! assert!(pages.is_private());
//! # Ok::<(), rfc3986::ParseError>(())
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::str::FromStr;

use psl_types::{List as _, Type};

pub use crate::error::{SuffixListError, SuffixListErrorKind};
use crate::grammar::Grammar;
use crate::iri::idna::to_ascii;
use crate::parse::host::{ipv4_address, Host};
use crate::pct::{decode, encoded_index};
use crate::reference::RiRef;

mod shadowed;

use shadowed::{walk, Shadowed};

/// The `VERSION` of the list the `psl` crate was generated from, as the list's header writes
/// it: the test `rfc3986/tests/domain.rs` holds that list and checks that the crate answers
/// as it does.
const EMBEDDED_SNAPSHOT: &str = "2026-10-22_08-36-41_UTC";

/// The longest name DNS carries, in bytes: a name up to this long is matched without
/// allocating.
const MAX_NAME: usize = 253;

/// The line that opens the ICANN section of a list file.
const ICANN_MARKER: &str = "===BEGIN ICANN DOMAINS===";

/// Which rules of the list a lookup uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Section {
    /// The ICANN section alone, the default: a name under a private suffix (`github.io`)
    /// belongs to that suffix's owner, as BigQuery's `NET.REG_DOMAIN` and `tldextract` answer.
    #[default]
    Icann,
    /// The ICANN and the private sections, as browsers use the list.
    All,
}

impl Section {
    /// The names of the sections, in the order of [`Section::ALL`]: `icann` and `all`, as
    /// the bindings' `section` arguments take them.
    pub const NAMES: [&'static str; 2] = ["icann", "all"];

    /// Every section, the default first.
    pub const ALL: [Section; 2] = [Section::Icann, Section::All];

    /// The section's name: `icann` or `all`.
    ///
    /// ```
    /// use rfc3986::domain::Section;
    ///
    /// assert_eq!(Section::All.name(), "all");
    /// assert_eq!(Section::from_name("icann"), Some(Section::Icann));
    /// assert_eq!(Section::from_name("ICANN"), None);
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Section::Icann => Section::NAMES[0],
            Section::All => Section::NAMES[1],
        }
    }

    /// The section named `name` ([`Section::NAMES`], exactly); `None` for another name.
    pub fn from_name(name: &str) -> Option<Section> {
        Section::ALL
            .into_iter()
            .find(|section| section.name() == name)
    }
}

/// A Public Suffix List: the one the `psl` crate embeds, or a file read at run time.
#[derive(Clone, Debug)]
pub struct SuffixList {
    rules: Rules,
    /// Where the crate's walk misses a `*.` rule.
    shadowed: Shadowed,
}

#[derive(Clone, Debug)]
enum Rules {
    Embedded,
    Loaded {
        list: publicsuffix::List,
        snapshot: Option<String>,
    },
}

impl Default for SuffixList {
    /// [`SuffixList::embedded`].
    fn default() -> Self {
        Self::embedded()
    }
}

impl SuffixList {
    /// The list compiled into the `psl` crate, of the date [`snapshot`](Self::snapshot) gives.
    pub const fn embedded() -> Self {
        SuffixList {
            rules: Rules::Embedded,
            shadowed: Shadowed::embedded(),
        }
    }

    /// Reads the text of a `public_suffix_list.dat`: its rules, in the sections its
    /// `===BEGIN ICANN DOMAINS===` and `===BEGIN PRIVATE DOMAINS===` lines open, and its date
    /// (the `// VERSION:` line). A rule of Unicode labels matches their A-labels as well.
    ///
    /// Refused: a text without the ICANN section's line, a rule with an empty label or an
    /// exception rule of one label, a rule whose labels UTS 46 refuses, a list without rules.
    ///
    /// The rules are matched by the `publicsuffix` crate, corrected where a `*.` rule meets a
    /// longer rule (see the [module](self)).
    ///
    /// ```
    /// use rfc3986::domain::{Section, SuffixList};
    ///
    /// let text = "// VERSION: 2026-01-01_00-00-00_UTC\n\
    ///             // ===BEGIN ICANN DOMAINS===\nuk\nco.uk\n\
    ///             // ===BEGIN PRIVATE DOMAINS===\nblogspot.co.uk\n";
    /// let list = SuffixList::parse(text)?;
    /// assert_eq!(list.snapshot(), Some("2026-01-01_00-00-00_UTC"));
    /// let found = list.lookup("a.blogspot.co.uk", Section::All).unwrap();
    /// assert_eq!(found.public_suffix(), "blogspot.co.uk");
    /// # Ok::<(), rfc3986::domain::SuffixListError>(())
    /// ```
    pub fn parse(text: &str) -> Result<SuffixList, SuffixListError> {
        let error = |kind, line| SuffixListError { kind, line };
        let mut snapshot = None;
        let mut icann = false;
        let mut section = None;
        // Each rule as the crate matches it, and its section.
        let mut matched = Vec::new();
        // The text, and after each rule of Unicode labels the same rule in A-labels.
        let mut rules = String::with_capacity(text.len());
        for (n, line) in text.lines().enumerate() {
            rules.push_str(line);
            rules.push('\n');
            // The lines as `publicsuffix` reads them: a line naming a section opens it, other
            // lines starting with `//` are comments, and a rule is a line's first word.
            if line.contains(ICANN_MARKER) {
                icann = true;
                section = Some(Type::Icann);
            } else if line.contains("===BEGIN PRIVATE DOMAINS===") {
                section = Some(Type::Private);
            } else if let Some(comment) = line.strip_prefix("//") {
                if let Some(version) = comment.trim().strip_prefix("VERSION:") {
                    snapshot.get_or_insert_with(|| String::from(version.trim()));
                }
            } else if let (Some(typ), Some(rule)) = (section, line.split_whitespace().next()) {
                let a_labels = rule_a_labels(rule)
                    .ok_or_else(|| error(SuffixListErrorKind::InvalidRule, n + 1))?;
                matched.push((a_labels.to_ascii_lowercase(), typ));
                if let Cow::Owned(a_labels) = a_labels {
                    rules.push_str(&a_labels);
                    rules.push('\n');
                }
            }
        }
        if !icann {
            return Err(error(SuffixListErrorKind::NoIcannSection, 0));
        }
        // Every rule was checked as `publicsuffix` checks it: what it can still refuse is a
        // list without rules.
        let list = publicsuffix::List::from_str(&rules)
            .map_err(|_| error(SuffixListErrorKind::NoRules, 0))?;
        let shadowed = Shadowed::of_rules(matched.iter().map(|(rule, typ)| (rule.as_str(), *typ)));
        Ok(SuffixList {
            rules: Rules::Loaded { list, snapshot },
            shadowed,
        })
    }

    /// The date of the list: the `// VERSION:` line of a file read by
    /// [`parse`](Self::parse) (`None` without one), or for the embedded list the `VERSION` of
    /// the list the `psl` crate was generated from.
    ///
    /// ```
    /// use rfc3986::domain::SuffixList;
    ///
    /// assert_eq!(SuffixList::embedded().snapshot(), Some("2026-10-22_08-36-41_UTC"));
    /// ```
    pub fn snapshot(&self) -> Option<&str> {
        match &self.rules {
            Rules::Embedded => Some(EMBEDDED_SNAPSHOT),
            Rules::Loaded { snapshot, .. } => snapshot.as_deref(),
        }
    }

    /// The public suffix, registrable domain and subdomain of `host`, a host name, by the rules
    /// of `section`; `None` for the hosts the [module](self) lists (empty, an empty label, an
    /// IP address, a label UTS 46 refuses).
    ///
    /// ```
    /// use rfc3986::domain::{Section, SuffixList};
    ///
    /// let list = SuffixList::embedded();
    /// let found = list.lookup("www.city.kawasaki.jp", Section::Icann).unwrap();
    /// // `*.kawasaki.jp`, but `!city.kawasaki.jp`.
    /// assert_eq!(found.public_suffix(), "kawasaki.jp");
    /// assert_eq!(found.registrable_domain(), Some("city.kawasaki.jp"));
    /// // The public suffix itself: no registrable domain.
    /// assert_eq!(list.lookup("co.uk", Section::Icann).unwrap().registrable_domain(), None);
    /// assert!(list.lookup("a..com", Section::Icann).is_none());
    /// assert!(list.lookup("192.0.2.1", Section::Icann).is_none());
    /// ```
    pub fn lookup<'h>(&self, host: &'h str, section: Section) -> Option<Domain<'h>> {
        let name = host.strip_suffix('.').unwrap_or(host);
        if name.starts_with('[') || ipv4_address(name.as_bytes()).is_some() {
            return None;
        }
        let mut key = [0; MAX_NAME];
        let mut dots = Dots {
            at: [0; MAX_NAME / 2 + 1],
            len: 0,
        };
        match lowercase(name, &mut key, &mut dots) {
            Lowercase::Ascii => {
                let separators = Separators::Dots(dots.as_slice());
                self.answer(name, &key[..name.len()], separators, section)
            }
            Lowercase::EmptyLabel => None,
            Lowercase::Other => {
                let (key, separators) = mapped(name)?;
                let separators = Separators::Listed(&separators);
                self.answer(name, key.as_bytes(), separators, section)
            }
        }
    }

    /// The answer for `name`, matched as `key`: the same labels, in lowercase ASCII.
    fn answer<'h>(
        &self,
        name: &'h str,
        key: &[u8],
        separators: Separators<'_>,
        section: Section,
    ) -> Option<Domain<'h>> {
        let total = separators.len() + 1;
        let (suffix, typ) = self.suffix(key, total, section);
        // Where the last `labels` labels start: `None` past the first label.
        let start = |labels: usize| match labels == total {
            true => Some(0),
            false => separators.nth_back(labels).map(|(_, end)| end),
        };
        Some(Domain {
            name,
            suffix: start(suffix)?,
            registrable: start(suffix + 1),
            // Up to the separator before the registrable domain, if there is one.
            subdomain: separators.nth_back(suffix + 1).map(|(at, _)| at),
            typ,
        })
    }

    /// How many labels of the `total` of `key` the public suffix has, and the section of the
    /// rule that decided (`None`: the implicit `*` rule).
    ///
    /// The ICANN section's answer where the list answers a private rule of `n` labels: every
    /// rule that matches is a suffix of the name, and the private rule is the longest (an
    /// exception rule prevails, but then its own section answers), so the ICANN answer is the
    /// answer for the name's last `n - 1` labels, asked again until it is not private; but where
    /// the private rule is beside an ICANN `*.` rule of as many labels (a shadowed name), the
    /// latter answers.
    fn suffix(&self, key: &[u8], total: usize, section: Section) -> (usize, Option<Type>) {
        let mut take = total;
        loop {
            let (labels, typ) = self.find(key, take);
            match (typ, section) {
                // A private rule beside an ICANN `*.` rule of as many labels: the latter.
                (Some(Type::Private), Section::Icann)
                    if self.shadowed.get(last_labels(key, labels)) == Some(Type::Icann) =>
                {
                    return (labels, Some(Type::Icann));
                }
                // After a private rule of one label no label is left: the list then answers
                // nothing, which is the implicit rule's one label.
                (Some(Type::Private), Section::Icann) => take = labels - 1,
                (typ, _) => return (labels, typ),
            }
        }
    }

    /// What the list answers for the last `take` labels of `key`: how many labels the public
    /// suffix has, and the section of the rule that decided (`None`: the implicit `*` rule).
    fn find(&self, key: &[u8], take: usize) -> (usize, Option<Type>) {
        let mut walk = walk(key, take);
        let info = match &self.rules {
            Rules::Embedded => psl::List.find(&mut walk),
            Rules::Loaded { list, .. } => list.find(&mut walk),
        };
        let found = labels_in(key, info.len);
        match self.shadowed.deepest(&walk, found) {
            Some((labels, typ)) => (labels, Some(typ)),
            None => (found, info.typ),
        }
    }
}

/// The last `labels` labels of `key`, a name of at least as many.
fn last_labels(key: &[u8], labels: usize) -> &[u8] {
    let start = key
        .iter()
        .enumerate()
        .rev()
        .filter(|&(_, &b)| b == b'.')
        .nth(labels - 1)
        .map_or(0, |(at, _)| at + 1);
    &key[start..]
}

/// How many labels the last `len` bytes of `key` are (`len` as the list answers it: labels and
/// the dots between them); one for no byte, the implicit rule's label.
fn labels_in(key: &[u8], len: usize) -> usize {
    let suffix = key.get(key.len().saturating_sub(len)..).unwrap_or_default();
    1 + suffix.iter().filter(|&&b| b == b'.').count()
}

/// `rule` (a rule of a list file, `!` and `*.` included) with its labels beyond ASCII in
/// A-labels, borrowed when it has none; `None` for a rule the list's format refuses.
fn rule_a_labels(rule: &str) -> Option<Cow<'_, str>> {
    let (exception, body) = match rule.strip_prefix('!') {
        Some(body) => ("!", body),
        None => ("", rule),
    };
    if (!exception.is_empty() && !body.contains('.')) || body.split('.').any(str::is_empty) {
        return None;
    }
    if rule.is_ascii() {
        return Some(Cow::Borrowed(rule));
    }
    let mut out = String::from(exception);
    for (n, label) in body.split('.').enumerate() {
        if n > 0 {
            out.push('.');
        }
        push_label(&mut out, label)?;
    }
    Some(Cow::Owned(out))
}

/// Appends `label` as the list matches it: ASCII in lowercase, else its A-label by UTS 46;
/// `None` when it is empty, or UTS 46 refuses it or maps it to more than one label.
fn push_label(out: &mut String, label: &str) -> Option<()> {
    if label.is_empty() {
        return None;
    }
    if label.is_ascii() {
        out.extend(label.chars().map(|c| c.to_ascii_lowercase()));
        return Some(());
    }
    let a_label = to_ascii(label)?;
    if a_label.contains('.') {
        return None;
    }
    out.push_str(&a_label);
    Some(())
}

/// Whether UTS 46 reads `c` as a label separator.
fn is_full_stop(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}')
}

/// `name` (beyond ASCII, percent-encoded or long) as the list matches it, its labels joined by
/// `.`, and where its separators are in `name`.
fn mapped(name: &str) -> Option<(String, Vec<(usize, usize)>)> {
    let decoded = decode(name);
    let text = core::str::from_utf8(&decoded).ok()?;
    let mut key = String::with_capacity(text.len());
    let mut separators = Vec::new();
    let mut label = 0;
    for (at, c) in text.char_indices().filter(|&(_, c)| is_full_stop(c)) {
        push_label(&mut key, &text[label..at])?;
        key.push('.');
        label = at + c.len_utf8();
        separators.push((encoded_index(name, at), encoded_index(name, label)));
    }
    push_label(&mut key, &text[label..])?;
    Some((key, separators))
}

/// A name as [`lowercase`] finds it.
enum Lowercase {
    /// Written in lowercase, with where its `.` are.
    Ascii,
    /// A name of ASCII bytes with an empty label: it has no answer.
    EmptyLabel,
    /// A name longer than [`MAX_NAME`], or with a byte beyond ASCII or a `%`: for [`mapped`].
    Other,
}

/// Writes `name` in lowercase into `key`, and where its `.` are into `dots`, when it is ASCII,
/// without `%`, and at most [`MAX_NAME`] bytes long.
fn lowercase(name: &str, key: &mut [u8; MAX_NAME], dots: &mut Dots) -> Lowercase {
    let bytes = name.as_bytes();
    if bytes.len() > MAX_NAME {
        return Lowercase::Other;
    }
    let mut label_start = 0;
    let mut empty_label = false;
    for (at, (&byte, out)) in bytes.iter().zip(key.iter_mut()).enumerate() {
        if !byte.is_ascii() || byte == b'%' {
            return Lowercase::Other;
        }
        *out = byte.to_ascii_lowercase();
        if byte == b'.' {
            // Without empty labels, at most one `.` every two bytes: `MAX_NAME / 2`.
            match dots.at.get_mut(dots.len) {
                Some(dot) if at > label_start => *dot = at as u8,
                _ => empty_label = true,
            }
            dots.len += 1;
            label_start = at + 1;
        }
    }
    if empty_label || label_start == bytes.len() {
        return Lowercase::EmptyLabel;
    }
    Lowercase::Ascii
}

/// Where the `.` of a name of at most [`MAX_NAME`] bytes are, in order.
struct Dots {
    at: [u8; MAX_NAME / 2 + 1],
    len: usize,
}

impl Dots {
    fn as_slice(&self) -> &[u8] {
        &self.at[..self.len]
    }
}

/// Where the separators of labels are in a name.
#[derive(Clone, Copy)]
enum Separators<'a> {
    /// The name's `.` bytes, in order.
    Dots(&'a [u8]),
    /// Listed, in order: the start and end of each.
    Listed(&'a [(usize, usize)]),
}

impl Separators<'_> {
    /// How many there are.
    fn len(self) -> usize {
        match self {
            Separators::Dots(dots) => dots.len(),
            Separators::Listed(separators) => separators.len(),
        }
    }

    /// The start and end of the `n`th separator counted from the name's end, from 1.
    fn nth_back(self, n: usize) -> Option<(usize, usize)> {
        let k = self.len().checked_sub(n)?;
        match self {
            Separators::Dots(dots) => dots.get(k).map(|&at| (at as usize, at as usize + 1)),
            Separators::Listed(separators) => separators.get(k).copied(),
        }
    }
}

/// A host name cut by the Public Suffix List: its public suffix, registrable domain and
/// subdomain, each a slice of the host as given (without one final `.`). From
/// [`SuffixList::lookup`] and [`RiRef::domain`].
///
/// ```
/// use rfc3986::domain::{Section, SuffixList};
///
/// let found = SuffixList::embedded().lookup("a.b.example.com", Section::Icann).unwrap();
/// assert_eq!(found.public_suffix(), "com");
/// assert_eq!(found.registrable_domain(), Some("example.com"));
/// assert_eq!(found.subdomain(), Some("a.b"));
/// assert!(found.is_known());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Domain<'h> {
    /// The host without one final `.`.
    name: &'h str,
    /// Where the public suffix starts in `name`.
    suffix: usize,
    /// Where the registrable domain starts in `name`, if the name is longer than its suffix.
    registrable: Option<usize>,
    /// Where the subdomain ends in `name`, if there is one.
    subdomain: Option<usize>,
    /// The section of the rule that decided; `None` for the implicit `*` rule.
    typ: Option<Type>,
}

impl<'h> Domain<'h> {
    /// The public suffix: the whole name when the name is itself a public suffix.
    pub fn public_suffix(&self) -> &'h str {
        self.name.get(self.suffix..).unwrap_or_default()
    }

    /// The registrable domain: the public suffix and the label in front of it; `None` when
    /// the name is itself a public suffix.
    pub fn registrable_domain(&self) -> Option<&'h str> {
        self.name.get(self.registrable?..)
    }

    /// What is in front of the registrable domain, without the dot between; `None` when
    /// nothing is.
    pub fn subdomain(&self) -> Option<&'h str> {
        self.name.get(..self.subdomain?)
    }

    /// Whether a rule of the list decided, rather than the implicit `*` rule (a name under a
    /// top-level domain the list does not know, `example.invalid`).
    pub fn is_known(&self) -> bool {
        self.typ.is_some()
    }

    /// Whether the rule that decided is in the list's private section (only with
    /// [`Section::All`]).
    pub fn is_private(&self) -> bool {
        self.typ == Some(Type::Private)
    }
}

impl<'a, G: Grammar> RiRef<'a, G> {
    /// The public suffix, registrable domain and subdomain of the host, by
    /// [`SuffixList::lookup`]: `None` without an authority, for an IP address (`IPv4address`,
    /// IP literal) and for the hosts that lookup has no answer for (an empty host, an empty
    /// label).
    ///
    /// ```
    /// use rfc3986::domain::{Section, SuffixList};
    /// use rfc3986::UriRef;
    ///
    /// let list = SuffixList::embedded();
    /// let domain = |s| UriRef::parse(s).unwrap().domain(&list, Section::Icann);
    /// assert_eq!(domain("http://a.b.example.com/").unwrap().subdomain(), Some("a.b"));
    /// assert_eq!(domain("http://192.0.2.1/"), None);
    /// assert_eq!(domain("http://[::1]/"), None);
    /// assert_eq!(domain("file:///etc"), None);
    /// assert_eq!(domain("mailto:a@example.com"), None);
    /// ```
    pub fn domain(&self, list: &SuffixList, section: Section) -> Option<Domain<'a>> {
        match self.host()? {
            Host::RegName(name) => list.lookup(name, section),
            _ => None,
        }
    }
}
