//! Which scripts a host label mixes (`mixed-script-host`): by UTS 39's "Highly Restrictive"
//! level with the `uts39` feature, by a few blocks without it (see the [module
//! documentation](super)).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::pct;

/// The scripts that `label` (a reg-name label, percent-encoded or not, in A-labels or not)
/// mixes, named and joined for a message (`Latin, Cyrillic`); `None` when it does not mix
/// them, or is not UTF-8 once decoded.
pub(super) fn mixed(label: &str) -> Option<String> {
    let decoded = pct::decode(label);
    let text = core::str::from_utf8(&decoded).ok()?;
    let text = unicode_form(text);
    if text.is_ascii() {
        return None;
    }
    let names = scripts_if_mixed(&text)?;
    Some(names.join(", "))
}

/// The label in Unicode: an A-label (`xn--...`) converted by UTS 46 ToUnicode, with the `idna`
/// feature, when that succeeds; the label as it is otherwise.
fn unicode_form(label: &str) -> Cow<'_, str> {
    #[cfg(feature = "idna")]
    if crate::parse::host::starts_a_label(label.as_bytes()) {
        use idna::uts46::{AsciiDenyList, Hyphens, Uts46};

        let (unicode, result) =
            Uts46::new().to_unicode(label.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
        if result.is_ok() {
            return Cow::Owned(unicode.into_owned());
        }
    }
    Cow::Borrowed(label)
}

/// The names of the scripts of `text` when it is not "Highly Restrictive" (UTS 39 section
/// 5.2): neither single-script (section 5.1: the intersection of the augmented script sets
/// of its characters is not empty), nor Latin with one of the sets of East Asian writing, Han
/// with Hiragana and Katakana (Japanese), Han with Bopomofo, Han with Hangul (Korean), which
/// the augmented sets `Jpan`, `Hanb` and `Kore` are.
#[cfg(feature = "uts39")]
fn scripts_if_mixed(text: &str) -> Option<Vec<&'static str>> {
    use unicode_script::{Script, UnicodeScript};
    use unicode_security::mixed_script::AugmentedScriptSet;

    let mut all = AugmentedScriptSet::default();
    let mut beyond_latin = AugmentedScriptSet::default();
    for c in text.chars() {
        let set = AugmentedScriptSet::from(c);
        all.intersect_with(set);
        if !set.base.contains_script(Script::Latin) {
            beyond_latin.intersect_with(set);
        }
    }
    if !all.is_empty() || beyond_latin.jpan || beyond_latin.hanb || beyond_latin.kore {
        return None;
    }
    let mut names = Vec::new();
    for c in text.chars() {
        let script = c.script();
        if !matches!(script, Script::Common | Script::Inherited | Script::Unknown) {
            let name = script.full_name();
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    Some(names)
}

/// The scripts whose letters pass for Latin ones, and the blocks that hold them.
#[cfg(not(feature = "uts39"))]
const LOOKALIKE_SCRIPTS: [(&str, &[(char, char)]); 4] = [
    (
        "Latin",
        &[
            ('A', 'Z'),
            ('a', 'z'),
            ('\u{C0}', '\u{24F}'),
            ('\u{1E00}', '\u{1EFF}'),
            ('\u{FF21}', '\u{FF3A}'),
            ('\u{FF41}', '\u{FF5A}'),
        ],
    ),
    ("Greek", &[('\u{370}', '\u{3FF}'), ('\u{1F00}', '\u{1FFF}')]),
    (
        "Cyrillic",
        &[
            ('\u{400}', '\u{52F}'),
            ('\u{1C80}', '\u{1C8F}'),
            ('\u{2DE0}', '\u{2DFF}'),
            ('\u{A640}', '\u{A69F}'),
        ],
    ),
    ("Armenian", &[('\u{531}', '\u{58F}')]),
];

/// The East Asian scripts, and the blocks that hold them, for the sets of UTS 39's "Highly
/// Restrictive" level that may go with Latin.
#[cfg(not(feature = "uts39"))]
const EAST_ASIAN_SCRIPTS: [(&str, &[(char, char)]); 5] = [
    (
        "Han",
        &[
            ('\u{2E80}', '\u{2FDF}'),
            ('\u{3005}', '\u{3007}'),
            ('\u{3021}', '\u{3029}'),
            ('\u{3038}', '\u{303B}'),
            ('\u{3400}', '\u{4DBF}'),
            ('\u{4E00}', '\u{9FFF}'),
            ('\u{F900}', '\u{FAFF}'),
            ('\u{20000}', '\u{3FFFF}'),
        ],
    ),
    ("Hiragana", &[('\u{3041}', '\u{309F}')]),
    (
        "Katakana",
        &[
            ('\u{30A0}', '\u{30FF}'),
            ('\u{31F0}', '\u{31FF}'),
            ('\u{FF66}', '\u{FF9F}'),
        ],
    ),
    (
        "Hangul",
        &[
            ('\u{1100}', '\u{11FF}'),
            ('\u{3131}', '\u{318F}'),
            ('\u{A960}', '\u{A97F}'),
            ('\u{AC00}', '\u{D7FF}'),
            ('\u{FFA0}', '\u{FFDC}'),
        ],
    ),
    (
        "Bopomofo",
        &[('\u{3100}', '\u{312F}'), ('\u{31A0}', '\u{31BF}')],
    ),
];

/// The sets of East Asian scripts that UTS 39's "Highly Restrictive" level lets go with
/// Latin: Japanese, Han with Bopomofo, Korean.
#[cfg(not(feature = "uts39"))]
const EAST_ASIAN_SETS: [&[&str]; 3] = [
    &["Han", "Hiragana", "Katakana"],
    &["Han", "Bopomofo"],
    &["Han", "Hangul"],
];

/// The names of the scripts of `text` when its letters are of two of the scripts that pass
/// for Latin, or are Latin and of any other script (`Other`) but for the sets of East Asian
/// scripts that UTS 39's "Highly Restrictive" level allows, or are of East Asian scripts that
/// no one of those sets holds (Hangul with Katakana).
#[cfg(not(feature = "uts39"))]
fn scripts_if_mixed(text: &str) -> Option<Vec<&'static str>> {
    let in_blocks = |c: char, blocks: &[(char, char)]| {
        blocks
            .iter()
            .any(|&(first, last)| (first..=last).contains(&c))
    };
    let mut names = Vec::new();
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        let name = LOOKALIKE_SCRIPTS
            .iter()
            .chain(&EAST_ASIAN_SCRIPTS)
            .find(|(_, blocks)| in_blocks(c, blocks))
            .map_or("Other", |&(name, _)| name);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let of =
        |scripts: &[(&str, &[(char, char)])], name: &str| scripts.iter().any(|(n, _)| *n == name);
    let lookalikes = names.iter().filter(|n| of(&LOOKALIKE_SCRIPTS, n)).count();
    let asian: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| of(&EAST_ASIAN_SCRIPTS, n))
        .collect();
    let one_set = asian.len() <= 1
        || EAST_ASIAN_SETS
            .iter()
            .any(|set| asian.iter().all(|n| set.contains(n)));
    let mixed =
        lookalikes >= 2 || (names.contains(&"Latin") && names.contains(&"Other")) || !one_set;
    mixed.then_some(names)
}
