//! Which scripts a host label mixes (`mixed-script-host`): by UTS 39 with the `uts39`
//! feature, by a few blocks without it (see the [module documentation](super)).

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
    if crate::host::starts_a_label(label.as_bytes()) {
        use idna::uts46::{AsciiDenyList, Hyphens, Uts46};

        let (unicode, result) =
            Uts46::new().to_unicode(label.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
        if result.is_ok() {
            return Cow::Owned(unicode.into_owned());
        }
    }
    Cow::Borrowed(label)
}

/// The names of the scripts of `text` when it is not single-script (UTS 39 section 5.1): the
/// intersection of the augmented script sets of its characters is empty.
#[cfg(feature = "uts39")]
fn scripts_if_mixed(text: &str) -> Option<Vec<&'static str>> {
    use unicode_script::{Script, UnicodeScript};
    use unicode_security::MixedScript;

    if text.is_single_script() {
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

/// The names of the scripts of `text` when its letters are of two of the scripts that pass
/// for Latin, or are Latin and of any other script (`Other`).
#[cfg(not(feature = "uts39"))]
fn scripts_if_mixed(text: &str) -> Option<Vec<&'static str>> {
    let mut names = Vec::new();
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        let name = LOOKALIKE_SCRIPTS
            .iter()
            .find(|(_, blocks)| {
                blocks
                    .iter()
                    .any(|&(first, last)| (first..=last).contains(&c))
            })
            .map_or("Other", |&(name, _)| name);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let lookalikes = names.iter().filter(|&&n| n != "Other").count();
    let mixed = lookalikes >= 2 || (names.contains(&"Latin") && names.contains(&"Other"));
    mixed.then_some(names)
}
