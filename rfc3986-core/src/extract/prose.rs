//! Where the prose that follows a bare IRI starts, when no space separates them (the rules are
//! in the documentation of [`ExtractOptions`](super::ExtractOptions), "Where a bare IRI ends in
//! prose"): at a character that ends a bare IRI wherever it is, or where a word of the IRI goes
//! on in another script.

use crate::chars::BIDI_CONTROLS;

/// The scripts a bare IRI's words are told apart by: those that UAX #31 recommends for
/// identifiers (its table 5, scripts in modern customary use), each by its Unicode blocks (see
/// [`SCRIPTS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Script {
    Latin,
    Greek,
    Cyrillic,
    Armenian,
    Hebrew,
    Arabic,
    Thaana,
    Devanagari,
    Bengali,
    Gurmukhi,
    Gujarati,
    Oriya,
    Tamil,
    Telugu,
    Kannada,
    Malayalam,
    Sinhala,
    Thai,
    Lao,
    Tibetan,
    Myanmar,
    Georgian,
    Ethiopic,
    Khmer,
    /// Han, Hiragana, Katakana, Bopomofo and Hangul, which the writing of Chinese, Japanese and
    /// Korean mixes inside words (UTS 39's `Jpan`, `Kore` and `Hanb`), with the symbols and
    /// punctuation of CJK text and the full-width forms of letters and digits.
    Cjk,
}

/// The blocks of each [`Script`], in the order of their code points: every character of a
/// block counts, its marks, digits and punctuation too (the Arabic comma, a Thai vowel sign).
/// A character of no block here (ASCII aside) is neutral: a combining mark of any script,
/// punctuation and symbols, letters of the scripts not listed.
pub(super) const SCRIPTS: [(char, char, Script); 69] = [
    // Latin-1 Supplement letters (the ordinal indicators, not `×` nor `÷`), Latin Extended-A
    // and -B, IPA Extensions.
    ('\u{AA}', '\u{AA}', Script::Latin),
    ('\u{BA}', '\u{BA}', Script::Latin),
    ('\u{C0}', '\u{D6}', Script::Latin),
    ('\u{D8}', '\u{F6}', Script::Latin),
    ('\u{F8}', '\u{2AF}', Script::Latin),
    // Greek and Coptic, but the Coptic letters.
    ('\u{370}', '\u{3E1}', Script::Greek),
    ('\u{3F0}', '\u{3FF}', Script::Greek),
    // Cyrillic, Cyrillic Supplement.
    ('\u{400}', '\u{52F}', Script::Cyrillic),
    ('\u{531}', '\u{58F}', Script::Armenian),
    ('\u{591}', '\u{5FF}', Script::Hebrew),
    ('\u{600}', '\u{6FF}', Script::Arabic),
    // Arabic Supplement.
    ('\u{750}', '\u{77F}', Script::Arabic),
    ('\u{780}', '\u{7BF}', Script::Thaana),
    // Arabic Extended-B and -A.
    ('\u{870}', '\u{8FF}', Script::Arabic),
    ('\u{900}', '\u{97F}', Script::Devanagari),
    ('\u{980}', '\u{9FF}', Script::Bengali),
    ('\u{A00}', '\u{A7F}', Script::Gurmukhi),
    ('\u{A80}', '\u{AFF}', Script::Gujarati),
    ('\u{B00}', '\u{B7F}', Script::Oriya),
    ('\u{B80}', '\u{BFF}', Script::Tamil),
    ('\u{C00}', '\u{C7F}', Script::Telugu),
    ('\u{C80}', '\u{CFF}', Script::Kannada),
    ('\u{D00}', '\u{D7F}', Script::Malayalam),
    ('\u{D80}', '\u{DFF}', Script::Sinhala),
    ('\u{E00}', '\u{E7F}', Script::Thai),
    ('\u{E80}', '\u{EFF}', Script::Lao),
    ('\u{F00}', '\u{FFF}', Script::Tibetan),
    ('\u{1000}', '\u{109F}', Script::Myanmar),
    ('\u{10A0}', '\u{10FF}', Script::Georgian),
    // Hangul Jamo.
    ('\u{1100}', '\u{11FF}', Script::Cjk),
    // Ethiopic, Ethiopic Supplement.
    ('\u{1200}', '\u{139F}', Script::Ethiopic),
    ('\u{1780}', '\u{17FF}', Script::Khmer),
    // Khmer Symbols.
    ('\u{19E0}', '\u{19FF}', Script::Khmer),
    // Cyrillic Extended-C.
    ('\u{1C80}', '\u{1C8F}', Script::Cyrillic),
    // Georgian Extended.
    ('\u{1C90}', '\u{1CBF}', Script::Georgian),
    // Latin Extended Additional.
    ('\u{1E00}', '\u{1EFF}', Script::Latin),
    // Greek Extended.
    ('\u{1F00}', '\u{1FFF}', Script::Greek),
    // Latin Extended-C.
    ('\u{2C60}', '\u{2C7F}', Script::Latin),
    // Georgian Supplement.
    ('\u{2D00}', '\u{2D2F}', Script::Georgian),
    // Ethiopic Extended.
    ('\u{2D80}', '\u{2DDF}', Script::Ethiopic),
    // Cyrillic Extended-A.
    ('\u{2DE0}', '\u{2DFF}', Script::Cyrillic),
    // CJK Radicals Supplement and Kangxi Radicals, CJK Symbols and Punctuation, Hiragana,
    // Katakana, Bopomofo, Hangul Compatibility Jamo, Kanbun and the blocks after them to CJK
    // Unified Ideographs (Extension A among them).
    ('\u{2E80}', '\u{9FFF}', Script::Cjk),
    // Cyrillic Extended-B.
    ('\u{A640}', '\u{A69F}', Script::Cyrillic),
    // Latin Extended-D.
    ('\u{A720}', '\u{A7FF}', Script::Latin),
    // Devanagari Extended.
    ('\u{A8E0}', '\u{A8FF}', Script::Devanagari),
    // Hangul Jamo Extended-A.
    ('\u{A960}', '\u{A97F}', Script::Cjk),
    // Myanmar Extended-B.
    ('\u{A9E0}', '\u{A9FF}', Script::Myanmar),
    // Myanmar Extended-A.
    ('\u{AA60}', '\u{AA7F}', Script::Myanmar),
    // Ethiopic Extended-A.
    ('\u{AB00}', '\u{AB2F}', Script::Ethiopic),
    // Latin Extended-E.
    ('\u{AB30}', '\u{AB6F}', Script::Latin),
    // Hangul Syllables, Hangul Jamo Extended-B.
    ('\u{AC00}', '\u{D7FF}', Script::Cjk),
    // CJK Compatibility Ideographs.
    ('\u{F900}', '\u{FAFF}', Script::Cjk),
    // The Latin ligatures (`ﬁ`), the Armenian ones, Hebrew and Arabic presentation forms.
    ('\u{FB00}', '\u{FB06}', Script::Latin),
    ('\u{FB13}', '\u{FB17}', Script::Armenian),
    ('\u{FB1D}', '\u{FB4F}', Script::Hebrew),
    ('\u{FB50}', '\u{FDFF}', Script::Arabic),
    ('\u{FE70}', '\u{FEFC}', Script::Arabic),
    // Full-width digits and letters, half-width Katakana and Hangul.
    ('\u{FF10}', '\u{FF19}', Script::Cjk),
    ('\u{FF21}', '\u{FF3A}', Script::Cjk),
    ('\u{FF41}', '\u{FF5A}', Script::Cjk),
    ('\u{FF65}', '\u{FFDC}', Script::Cjk),
    // Arabic Extended-C.
    ('\u{10EC0}', '\u{10EFF}', Script::Arabic),
    // Myanmar Extended-C.
    ('\u{116D0}', '\u{116FF}', Script::Myanmar),
    // Devanagari Extended-A.
    ('\u{11B00}', '\u{11B5F}', Script::Devanagari),
    // Tamil Supplement.
    ('\u{11FC0}', '\u{11FFF}', Script::Tamil),
    // Kana Extended-B, Kana Supplement, Kana Extended-A, Small Kana Extension.
    ('\u{1AFF0}', '\u{1B16F}', Script::Cjk),
    // Cyrillic Extended-D.
    ('\u{1E030}', '\u{1E08F}', Script::Cyrillic),
    // Ethiopic Extended-B.
    ('\u{1E7E0}', '\u{1E7FF}', Script::Ethiopic),
    // The Supplementary and Tertiary Ideographic Planes.
    ('\u{20000}', '\u{3FFFF}', Script::Cjk),
];

/// The script of `c`, a character beyond ASCII, by [`SCRIPTS`]; `None` when it is neutral.
pub(super) fn script_of(c: char) -> Option<Script> {
    let after = SCRIPTS.partition_point(|&(first, _, _)| first <= c);
    let &(_, last, script) = SCRIPTS.get(after.checked_sub(1)?)?;
    (c <= last).then_some(script)
}

/// Whether `c` ends a bare IRI wherever it is: Unicode whitespace (U+00A0 and U+3000 are
/// `ucschar`, but in text they separate words), and the punctuation of CJK text, which puts no
/// space after a URI: `、` `。` `〈` `〉` `《` `》` `「` `」` `『` `』` `【` `】` `〔` `〕` `〖` `〗`
/// `〘` `〙` `〚` `〛` `〝` `〞` `〟`, the full-width `！` `＂` `＇` `（` `）` `，` `．` `：` `；`
/// `？` `［` `］` `｛` `｝` `｟` `｠` and the half-width `｡` `｢` `｣` `､`. (Not `・`, inside
/// Katakana names.) And the bidirectional controls ([`BIDI_CONTROLS`]), which RFC 3987 section
/// 4.1 says IRIs must not contain: a bare IRI is not found with one left raw inside it.
pub(super) fn ends_a_bare_iri(c: char) -> bool {
    c.is_whitespace()
        || BIDI_CONTROLS.contains(&c)
        || matches!(
            c,
            '\u{3001}'
                | '\u{3002}'
                | '\u{3008}'..='\u{3011}'
                | '\u{3014}'..='\u{301B}'
                | '\u{301D}'..='\u{301F}'
                | '\u{FF01}'
                | '\u{FF02}'
                | '\u{FF07}'..='\u{FF09}'
                | '\u{FF0C}'
                | '\u{FF0E}'
                | '\u{FF1A}'
                | '\u{FF1B}'
                | '\u{FF1F}'
                | '\u{FF3B}'
                | '\u{FF3D}'
                | '\u{FF5B}'
                | '\u{FF5D}'
                | '\u{FF5F}'..='\u{FF64}'
        )
}

/// The length of the start of the bare IRI `iri` (its scheme's `:` at `colon`) that is not
/// prose: before the first character that [ends a bare IRI](ends_a_bare_iri), and, in what is
/// left, before the first letter of another script in a word (see [`prose_start`]) of the
/// host's last label, or of the path, query or fragment; the whole when there is none.
pub(super) fn iri_len(iri: &str, colon: usize) -> usize {
    let hier_part = colon + 1;
    // The delimiters looked for are ASCII: searched as bytes, they are found at character
    // boundaries.
    let path = match iri[hier_part..].strip_prefix("//") {
        Some(after) => {
            let authority_start = hier_part + 2;
            let bytes = after.as_bytes();
            let whole = bytes.iter().position(|b| b"/?#".contains(b));
            let whole = &after[..whole.unwrap_or(after.len())];
            // The authority up to what ends the IRI, if anything does: the host in it is what
            // the second rule reads.
            let authority = &whole[..first_ending(whole)];
            let bytes = authority.as_bytes();
            // The host's last label: after the last `.` or the user info's `@`, before the
            // port's `:` and the `.`s at the end (a sentence's); the labels before it are never
            // cut. (A `.` or `@` starts a word: the label is read from it. An IP literal holds
            // nothing beyond ASCII.)
            let host_end = match bytes.iter().rposition(|b| b":@".contains(b)) {
                Some(colon) if bytes[colon] == b':' => colon,
                _ => bytes.len(),
            };
            let name_end = authority[..host_end].trim_end_matches('.').len();
            let label = bytes[..name_end].iter().rposition(|b| b".@".contains(b));
            let label = label.unwrap_or(0);
            if let Some(i) = prose_start(&authority[label..name_end]) {
                return authority_start + label + i;
            }
            if authority.len() < whole.len() {
                // Something in the authority ends the IRI.
                return authority_start + authority.len();
            }
            authority_start + whole.len()
        }
        None => hier_part,
    };
    prose_start(&iri[path..]).map_or(iri.len(), |i| path + i)
}

/// Where the first character of `text` that [ends a bare IRI](ends_a_bare_iri) is; its length
/// when there is none. Only the characters beyond ASCII are looked at: an IRI holds no ASCII
/// whitespace.
fn first_ending(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(ascii) = bytes[i..].iter().position(|&b| !b.is_ascii()) {
        i += ascii;
        let c = next_char(text, i);
        if ends_a_bare_iri(c) {
            return i;
        }
        i += c.len_utf8();
    }
    text.len()
}

/// Where, in `text`, the prose starts: at the first character that [ends a bare
/// IRI](ends_a_bare_iri), or at the first letter of another script inside a word, whichever
/// comes first. A word is what ASCII punctuation separates, but for a `)` or `'` after a Latin
/// word (the closers a sentence puts around a URI); its script is that of its first letter
/// ([`script_of`]; ASCII letters and digits are Latin); a letter of another script than its own
/// that is not Latin starts the prose.
fn prose_start(text: &str) -> Option<usize> {
    let mut word = None;
    for (i, c) in text.char_indices() {
        if c.is_ascii_alphanumeric() {
            word.get_or_insert(Script::Latin);
        } else if c.is_ascii() {
            if !(word == Some(Script::Latin) && matches!(c, ')' | '\'')) {
                word = None;
            }
        } else if ends_a_bare_iri(c) {
            return Some(i);
        } else if let Some(script) = script_of(c) {
            match word {
                None => word = Some(script),
                Some(own) if own != script && script != Script::Latin => return Some(i),
                Some(_) => {}
            }
        }
    }
    None
}

/// The character of `text` that starts at `i`, a character boundary before its end.
fn next_char(text: &str, i: usize) -> char {
    text[i..].chars().next().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blocks_are_in_order_and_apart() {
        for pair in SCRIPTS.windows(2) {
            assert!(pair[0].0 <= pair[0].1 && pair[0].1 < pair[1].0, "{pair:?}");
        }
    }

    #[test]
    fn a_character_has_the_script_of_its_block_from_its_first_to_its_last() {
        for &(first, last, script) in &SCRIPTS {
            assert_eq!(script_of(first), Some(script), "{first:?}");
            assert_eq!(script_of(last), Some(script), "{last:?}");
            // Just outside: another block or none.
            let outside = [first as u32 - 1, last as u32 + 1].map(char::from_u32);
            // (After U+D7FF, the surrogates, which are no characters.)
            for outside in outside.into_iter().flatten() {
                let neighbour = SCRIPTS
                    .iter()
                    .find(|&&(f, l, _)| (f..=l).contains(&outside))
                    .map(|&(_, _, s)| s);
                assert_eq!(script_of(outside), neighbour, "{outside:?}");
            }
        }
        assert_eq!(script_of('\u{80}'), None);
        assert_eq!(script_of('\u{D7}'), None);
        assert_eq!(script_of('\u{3E2}'), None);
        assert_eq!(script_of(char::MAX), None);
        assert_eq!(script_of('を'), Some(Script::Cjk));
        assert_eq!(script_of('ก'), Some(Script::Thai));
    }

    #[test]
    fn what_ends_a_bare_iri_wherever_it_is() {
        let ending =
            "、。〈〉《》「」『』【】〔〕〖〗〘〙〚〛〝〞〟！＂＇（），．：；？［］｛｝｟｠｡｢｣､";
        for c in ending
            .chars()
            .chain([' ', '\u{A0}', '\u{3000}', '\u{2028}'])
        {
            assert!(ends_a_bare_iri(c), "{c:?}");
        }
        // The rest of the two blocks, and some characters beyond.
        let others = ('\u{3000}'..='\u{303F}').chain('\u{FF00}'..='\u{FF65}');
        for c in others.filter(|&c| !ending.contains(c) && c != '\u{3000}') {
            assert!(!ends_a_bare_iri(c), "{c:?}");
        }
        for c in ['・', '〃', 'a', '例', '\u{E9}', '”'] {
            assert!(!ends_a_bare_iri(c), "{c:?}");
        }
    }

    #[test]
    fn where_the_prose_starts_in_a_word() {
        for (text, change) in [
            ("aを", Some(1)),
            ("12を", Some(2)),
            ("caféを", Some(5)),
            ("a™を", Some(4)),
            ("Москваを", Some(12)),
            ("a)を", Some(2)),
            ("a'を", Some(2)),
            ("x/aを", Some(3)),
            ("を", None),
            ("a/を", None),
            ("a.を", None),
            ("(株)東京", None),
            ("東京)東京", None),
            ("東京MXを", None),
            ("第2章", None),
            ("aé", None),
            ("", None),
        ] {
            assert_eq!(prose_start(text), change, "{text}");
        }
    }

    #[test]
    fn the_length_of_a_bare_iri_before_its_prose() {
        let len = |iri: &str| iri_len(iri, iri.find(':').expect("a scheme"));
        for (iri, taken) in [
            ("http://a/b", "http://a/b"),
            ("http://a/bを参照", "http://a/b"),
            ("http://a/b\u{A0}c", "http://a/b"),
            ("http://a\u{A0}b/c", "http://a"),
            ("http://u\u{3000}@h/c", "http://u"),
            ("http://abc東京\u{3000}.jp/c", "http://abc"),
            ("http://a/b?c\u{3000}を", "http://a/b?c"),
            ("http://a/東京。", "http://a/東京"),
            ("http://a/東京を", "http://a/東京を"),
            ("http://n.exampleを", "http://n.example"),
            ("http://abc東京.jp", "http://abc東京.jp"),
            ("http://n.exampleを.", "http://n.example"),
            ("http://n.example.を", "http://n.example.を"),
            ("http://aを@b/c", "http://aを@b/c"),
            ("http://aを@bを", "http://aを@b"),
            ("http://b:8を", "http://b:8を"),
            ("http://例え.jpを/x", "http://例え.jp"),
            ("http://例え.jp/xを", "http://例え.jp/x"),
            ("http://例え.jp?xを", "http://例え.jp?x"),
            ("http://例え.jp#xを", "http://例え.jp#x"),
            ("http://u@n.exampleを:8", "http://u@n.example"),
            ("http://u:p@aを.b.:8", "http://u:p@aを.b.:8"),
            ("http://u:pを@b", "http://u:pを@b"),
            ("http://[::1]:8/aを", "http://[::1]:8/a"),
            ("http://n.exampleを..", "http://n.example"),
            ("http://@.を", "http://@.を"),
            ("mailto:aを", "mailto:a"),
            ("urn:aを:b", "urn:a"),
            ("x:/aを", "x:/a"),
        ] {
            assert_eq!(&iri[..len(iri)], taken, "{iri}");
        }
    }
}
