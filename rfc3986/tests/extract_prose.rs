//! Where a bare IRI ends when prose follows it with no space (`ExtractOptions::iri`; the rules
//! are in the documentation of `ExtractOptions`): the documentation's examples verbatim, the
//! corners (hosts, ports, user info, percent-encoded triples, closers, IRIs side by side in
//! prose), every code point after a Latin word checked against the Unicode Script property, and
//! generated IRIs ending in each component followed by prose in each script.

use regex::Regex;
use rfc3986::{extract, extract_with, ExtractOptions, Form, Found};
use rfc3986_test_support::properties;
use rfc3986_test_support::rng::Rng;

const IRI: ExtractOptions = ExtractOptions {
    iri: true,
    ..ExtractOptions::DEFAULT
};

/// The IRIs found in `text`, with their forms, once the properties every URI found has are
/// checked (`properties::extract`: spans, parsing, bytes and text alike).
#[track_caller]
fn found(text: &str) -> Vec<(String, Form)> {
    properties::extract(text.as_bytes());
    extract_with(text, IRI)
        .map(|f| (f.uri.into_owned(), f.form))
        .collect()
}

/// The one IRI found in `text`, bare.
#[track_caller]
fn bare(text: &str) -> String {
    let found = found(text);
    assert_eq!(found.len(), 1, "{text:?}: {found:?}");
    assert_eq!(found[0].1, Form::Bare, "{text:?}");
    found[0].0.clone()
}

/// Checks that the one bare IRI of each text is the one given (`=` for the whole text).
#[track_caller]
fn check_all(cases: &[(&str, &str)]) {
    for &(text, iri) in cases {
        let iri = if iri == "=" { text } else { iri };
        assert_eq!(bare(text), iri, "{text:?}");
    }
}

#[test]
fn prose_right_after_a_bare_iri_is_not_taken() {
    let text = "https://n.example/aを参照してください";
    let found: Vec<Found<'_>> = extract_with(text, IRI).collect();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].uri, "https://n.example/a");
    assert_eq!((found[0].start, found[0].end), (0, 19));
    assert_eq!(found[0].form, Form::Bare);
    // Without `iri`, as ever: a URI ends before the first byte beyond ASCII.
    let found: Vec<Found<'_>> = extract(text).collect();
    assert_eq!(found[0].uri, "https://n.example/a");
}

/// The examples of the documentation of `ExtractOptions`, in its order.
#[test]
fn the_examples_of_the_documentation() {
    check_all(&[
        (
            "https://n.example/aを参照してください",
            "https://n.example/a",
        ),
        ("(https://n.example/a)を参照", "https://n.example/a"),
        ("http://abc東京.jp/", "="),
        ("https://n.exampleを参照", "https://n.example"),
        (
            "https://ar.wikipedia.org/wiki/مصر،",
            "https://ar.wikipedia.org/wiki/مصر",
        ),
        ("https://n.example/aหน้านี้", "https://n.example/a"),
        ("https://n.example/aподробнее", "https://n.example/a"),
        ("https://n.example/aمرحبا", "https://n.example/a"),
        (
            "https://n.example/issues/12を参照",
            "https://n.example/issues/12",
        ),
        ("https://n.example/caféを参照", "https://n.example/café"),
        ("https://n.example/?q=aを参照", "https://n.example/?q=a"),
        ("https://n.example/#aを参照", "https://n.example/#a"),
        (
            "https://n.example/wiki/Москваを参照",
            "https://n.example/wiki/Москва",
        ),
        ("https://ja.wikipedia.org/wiki/東京", "="),
        ("http://例え.テスト/パス", "="),
        ("https://n.example/?q=東京", "="),
        ("https://n.example/wiki/Category:日本", "="),
        ("https://n.example/wiki/Python_(プログラミング言語)", "="),
        ("https://n.example/第2章", "="),
        ("https://n.example/wiki/ファイナルファンタジーVII", "="),
        (
            "https://ja.wikipedia.org/wiki/C言語",
            "https://ja.wikipedia.org/wiki/C",
        ),
        ("https://n.example/2024年", "https://n.example/2024"),
        ("https://n.example/をご覧ください", "="),
        ("https://ja.wikipedia.org/wiki/東京を参照", "="),
    ]);
}

/// Delimited IRIs are not cut: angle brackets, `URL:` and quotes take what they enclose.
#[test]
fn delimited_iris_are_taken_whole() {
    for (text, iri, form) in [
        (
            "<https://ja.wikipedia.org/wiki/C言語>を参照",
            "https://ja.wikipedia.org/wiki/C言語",
            Form::Angle,
        ),
        (
            "<https://n.example/aを参照してください>",
            "https://n.example/aを参照してください",
            Form::Angle,
        ),
        (
            "<URL:https://n.example/2024年>",
            "https://n.example/2024年",
            Form::UrlPrefix,
        ),
        (
            "\"https://n.example/aを参照\"です",
            "https://n.example/aを参照",
            Form::Quoted,
        ),
    ] {
        assert_eq!(found(text), [(iri.to_string(), form)], "{text:?}");
    }
}

/// The host's last label is read by the rule; its other labels, the user info and the port are
/// not.
#[test]
fn hosts_user_info_and_ports() {
    check_all(&[
        ("https://例え.jpを参照", "https://例え.jp"),
        ("http://abc東京.jpを参照", "http://abc東京.jp"),
        ("http://user:pw@n.exampleを参照", "http://user:pw@n.example"),
        ("http://aを@n.example/b", "="),
        (
            "http://ユーザー@n.example/pathを",
            "http://ユーザー@n.example/path",
        ),
        ("http://n.example:8080を参照", "http://n.example:8080"),
        ("http://[::1]を参照", "http://[::1]"),
        ("http://[::1]:80/aを参照", "http://[::1]:80/a"),
        ("(https://n.example)を参照", "https://n.example"),
        ("https://localhostを参照", "https://localhost"),
        ("http://192.0.2.1を参照", "http://192.0.2.1"),
        // The last label in another script is the IRI's own word.
        ("http://例え.テスト。", "http://例え.テスト"),
        // A `.` at the end of the host is no label: the one before it is the last.
        ("https://n.exampleを参照.", "https://n.example"),
        ("https://n.example.を参照", "https://n.example.を参照"),
        ("http://abc東京.jp.", "http://abc東京.jp"),
    ]);
}

/// The cut is before a character beyond ASCII: never inside a percent-encoded triple, which
/// is ASCII (and Latin, as the rule reads it).
#[test]
fn percent_encoded_triples_are_never_cut() {
    check_all(&[
        (
            "https://n.example/%E6%9D%B1を参照",
            "https://n.example/%E6%9D%B1",
        ),
        (
            "https://n.example/%E6%9D%B1東京",
            "https://n.example/%E6%9D%B1",
        ),
        ("https://n.example/a%20bを", "https://n.example/a%20b"),
        ("https://n.example/?q=%41を", "https://n.example/?q=%41"),
        // Percent-encoded text is ASCII, Latin to the rule, after another script too.
        (
            "https://n.example/東京%E6%9D%B1を",
            "https://n.example/東京%E6%9D%B1",
        ),
    ]);
}

/// After the `:` of a scheme without `//`, everything is read by the rule.
#[test]
fn schemes_without_an_authority() {
    check_all(&[
        ("mailto:jim@example.comを参照", "mailto:jim@example.com"),
        ("mailto:山田@例え.jp、", "mailto:山田@例え.jp"),
        ("urn:isbn:0451450523を参照", "urn:isbn:0451450523"),
        ("tel:+1-201-555-0123に電話", "tel:+1-201-555-0123"),
    ]);
}

/// IRIs in one run of prose with no space are found one after the other.
#[test]
fn iris_side_by_side_in_prose() {
    for text in [
        "见http://t.example/Abc123另见http://t.example/Xyz789了解",
        "《书名》见http://t.example/Abc123《书名》另见http://t.example/Xyz789",
        "http://t.example/Abc123とhttp://t.example/Xyz789を参照",
    ] {
        let iris: Vec<String> = found(text).into_iter().map(|(iri, _)| iri).collect();
        assert_eq!(
            iris,
            ["http://t.example/Abc123", "http://t.example/Xyz789"],
            "{text}"
        );
    }
}

/// What a word is, and its script: the corners of the rule.
#[test]
fn words_and_their_scripts() {
    check_all(&[
        // A combining mark or a symbol beyond ASCII keeps a word's script, and starts none.
        (
            "https://n.example/cafe\u{301}を",
            "https://n.example/cafe\u{301}",
        ),
        ("https://n.example/a™を", "https://n.example/a™"),
        ("https://n.example/™東京", "="),
        // Another script than the word's, Latin aside.
        ("https://n.example/αβγдом", "https://n.example/αβγ"),
        ("https://n.example/ภาษา漢字", "https://n.example/ภาษา"),
        ("https://n.example/שלוםسلام", "https://n.example/שלום"),
        ("https://n.example/東京MX", "="),
        ("https://n.example/Москваabc", "="),
        ("https://n.example/ガンダムSEEDを参照", "="),
        // Han, kana, Bopomofo and Hangul are one script; the full-width forms are in it.
        ("https://n.example/한국漢字かなㄅ", "="),
        ("https://n.example/ＪＲ東日本", "="),
        ("https://n.example/JR東日本", "https://n.example/JR"),
        // ASCII punctuation separates words; a `)` or `'` after a Latin word does not.
        ("https://n.example/(株)東京", "="),
        ("https://n.example/wiki/Yahoo!ニュース", "="),
        ("https://n.example/wiki/Mr.ビーン", "="),
        ("https://n.example/a-東京_b~ß.c", "="),
        (
            "https://n.example/wiki/Foo_(bar)を参照",
            "https://n.example/wiki/Foo_(bar)",
        ),
        ("'https://n.example/a'を参照", "https://n.example/a"),
        ("https://n.example/it'sを", "https://n.example/it's"),
        // `・` joins the words of Katakana names; CJK punctuation ends the IRI.
        ("https://n.example/レオナルド・ダ・ヴィンチ", "="),
        (
            "https://n.example/東京（とうきょう）",
            "https://n.example/東京",
        ),
        ("https://n.example/東京「都」", "https://n.example/東京"),
    ]);
}

/// The punctuation of CJK text ends a bare IRI wherever it is, the Unicode whitespace too; the
/// marks that end a sentence in other scripts are trimmed from its end.
#[test]
fn cjk_punctuation_ends_and_sentence_marks_are_trimmed() {
    let ending =
        "、。〈〉《》「」『』【】〔〕〖〗〘〙〚〛〝〞〟！＂＇（），．：；？［］｛｝｟｠｡｢｣､\
                  \u{A0}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}";
    for c in ending.chars() {
        let text = format!("https://n.example/東京{c}大阪");
        assert_eq!(bare(&text), "https://n.example/東京", "U+{:04X}", c as u32);
    }
    // Each mark after a word of a script that writes it (the marks of no script after CJK).
    let marks = [
        ("”’»›…‼⁇⁈⁉", "東京"),
        ("\u{37E}\u{387}", "λόγος"),
        ("։", "բառ"),
        ("،؛؟۔", "مصر"),
        ("।॥", "भारत"),
        ("།༎", "བོད"),
        ("၊။", "မြန်မာ"),
        ("።፣፤", "ኢትዮጵያ"),
        ("។៕", "ខ្មែរ"),
    ];
    for (marks, word) in marks {
        for c in marks.chars() {
            let code = c as u32;
            for word in [word, "a"] {
                let trimmed = format!("https://n.example/{word}");
                assert_eq!(bare(&format!("{trimmed}{c}")), trimmed, "U+{code:04X}");
                assert_eq!(bare(&format!("{trimmed}{c}{c}.")), trimmed, "U+{code:04X}");
            }
            // Inside a word of its script, a mark stays.
            let text = format!("https://n.example/{word}{c}{word}");
            assert_eq!(bare(&text), text, "U+{code:04X}");
        }
    }
}

/// The scripts of the rule, by the name the Unicode Script property gives them (Han, Hiragana,
/// Katakana, Bopomofo and Hangul are one).
const SCRIPTS: [&str; 28] = [
    "Greek",
    "Cyrillic",
    "Armenian",
    "Hebrew",
    "Arabic",
    "Thaana",
    "Devanagari",
    "Bengali",
    "Gurmukhi",
    "Gujarati",
    "Oriya",
    "Tamil",
    "Telugu",
    "Kannada",
    "Malayalam",
    "Sinhala",
    "Thai",
    "Lao",
    "Tibetan",
    "Myanmar",
    "Georgian",
    "Ethiopic",
    "Khmer",
    "Han",
    "Hiragana",
    "Katakana",
    "Bopomofo",
    "Hangul",
];

/// The blocks whose characters of a script of the rule are neutral: phonetic notation, Vedic
/// marks, symbols, numerals and the mathematical alphabets, which no prose is written in.
const NEUTRAL_BLOCKS: [(u32, u32); 15] = [
    (0x2B0, 0x2FF),     // Spacing Modifier Letters (the Bopomofo tone marks)
    (0x1CD0, 0x1CFF),   // Vedic Extensions
    (0x1D00, 0x1DBF),   // Phonetic Extensions and their Supplement
    (0x2100, 0x214F),   // Letterlike Symbols (`Ω`)
    (0xAB65, 0xAB65),   // The Greek letter in Latin Extended-E
    (0xFE20, 0xFE2F),   // Combining Half Marks
    (0x10140, 0x1018F), // Ancient Greek Numbers
    (0x101A0, 0x101A0), // Ancient Symbols
    (0x10E60, 0x10E7F), // Rumi Numeral Symbols
    (0x111E0, 0x111FF), // Sinhala Archaic Numbers
    (0x16FE0, 0x16FFF), // Ideographic Symbols and Punctuation
    (0x1D200, 0x1D24F), // Ancient Greek Musical Notation
    (0x1EE00, 0x1EEFF), // Arabic Mathematical Alphabetic Symbols
    (0x1F200, 0x1F2FF), // Enclosed Ideographic Supplement
    (0xE0000, 0xE007F), // Tags
];

/// Every code point after a Latin word, against the Unicode Script property (the `regex`
/// crate's tables, apart from the library's blocks): a letter of a script of the rule, not in
/// a neutral block, is where the prose starts, and so is a full-width letter or digit; a Latin
/// letter never is, nor a letter that no script of the rule uses (its Script_Extensions). Any
/// other character (a mark, a digit, punctuation, a symbol) is cut when it is in the blocks of a
/// script, as the rule says, and kept when it is not.
#[test]
fn every_code_point_after_a_latin_word() {
    let script_of = |property: &str, names: &[&str]| {
        let alternatives: Vec<String> = names
            .iter()
            .map(|n| format!(r"\p{{{property}={n}}}"))
            .collect();
        Regex::new(&format!("^(?:{})$", alternatives.join("|"))).expect("a regex")
    };
    let of_the_rule = script_of("sc", &SCRIPTS);
    let used_by_the_rule = script_of("scx", &SCRIPTS);
    let latin = script_of("sc", &["Latin"]);
    let letter = Regex::new(r"^\p{L}$").expect("a regex");
    let (mut cut, mut kept) = (0, 0);
    // The code points where the rule and the property disagree, with the reason, as ranges.
    let mut wrong: Vec<(u32, u32, &str)> = Vec::new();
    for c in ('\u{80}'..=char::MAX).filter(|c| !c.is_whitespace()) {
        let text = format!("https://n.example/a{c}");
        let found: Vec<Found<'_>> = extract_with(&text, IRI).collect();
        let is_cut = found[0].uri == "https://n.example/a";
        // Not taken by the grammar (not `ucschar`), trimmed, or ending the IRI wherever it is:
        // the same at the start of a word.
        let at_start = format!("https://n.example/{c}");
        let taken = extract_with(&at_start, IRI)
            .next()
            .is_some_and(|f| f.uri == at_start);
        let one = c.to_string();
        let neutral = NEUTRAL_BLOCKS
            .iter()
            .any(|&(first, last)| (first..=last).contains(&(c as u32)));
        let full_width = matches!(
            c,
            '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' | '\u{FF41}'..='\u{FF5A}'
        );
        let latin_or_of_no_script =
            latin.is_match(&one) || letter.is_match(&one) && !used_by_the_rule.is_match(&one);
        let reason = if !taken {
            (!is_cut).then_some("not taken at the start of a word, but after a Latin one")
        } else if of_the_rule.is_match(&one) && !neutral || full_width {
            (!is_cut).then_some("of a script of the rule, not cut")
        } else if latin_or_of_no_script {
            is_cut.then_some("Latin or of no script of the rule, cut")
        } else {
            (!is_cut && found[0].uri != text).then_some("neither cut nor kept")
        };
        if let Some(reason) = reason {
            match wrong.last_mut() {
                Some((_, last, same)) if *same == reason && *last + 1 == c as u32 => *last += 1,
                _ => wrong.push((c as u32, c as u32, reason)),
            }
        }
        if taken && is_cut {
            cut += 1;
        } else if taken {
            kept += 1;
        }
    }
    let wrong: Vec<String> = wrong
        .iter()
        .map(|(first, last, reason)| format!("U+{first:04X}..U+{last:04X}: {reason}"))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Both, many times: the ideographs alone are more than ninety thousand.
    assert!(cut > 90_000 && kept > 100_000, "{cut} {kept}");
}

/// Letters of the scripts other than Latin, from blocks with no gap, for the words of
/// generated IRIs and prose: (the rule's name for the script, first, last).
const LETTERS: [(&str, char, char); 22] = [
    ("CJK", '\u{3041}', '\u{3096}'),   // Hiragana
    ("CJK", '\u{30A1}', '\u{30FA}'),   // Katakana
    ("CJK", '\u{4E00}', '\u{9FA5}'),   // Han
    ("CJK", '\u{AC00}', '\u{D7A3}'),   // Hangul
    ("CJK", '\u{3105}', '\u{312F}'),   // Bopomofo
    ("CJK", '\u{20000}', '\u{2A6DF}'), // Han, Extension B
    ("Thai", '\u{E01}', '\u{E2E}'),
    ("Arabic", '\u{627}', '\u{64A}'),
    ("Cyrillic", '\u{430}', '\u{44F}'),
    ("Greek", '\u{3B1}', '\u{3C9}'),
    ("Hebrew", '\u{5D0}', '\u{5EA}'),
    ("Devanagari", '\u{915}', '\u{939}'),
    ("Bengali", '\u{995}', '\u{9A8}'),
    ("Gujarati", '\u{A95}', '\u{AA8}'),
    ("Sinhala", '\u{D9A}', '\u{DA5}'),
    ("Georgian", '\u{10D0}', '\u{10F0}'),
    ("Armenian", '\u{561}', '\u{586}'),
    ("Ethiopic", '\u{1200}', '\u{1248}'),
    ("Khmer", '\u{1780}', '\u{17A2}'),
    ("Myanmar", '\u{1000}', '\u{1021}'),
    ("Tibetan", '\u{F40}', '\u{F47}'),
    ("Thaana", '\u{780}', '\u{7A5}'),
];

/// A word of one to six letters of `LETTERS[script]`.
fn word_of(rng: &mut Rng, script: usize) -> String {
    let (_, first, last) = LETTERS[script];
    let len = 1 + rng.below(6);
    (0..len)
        .map(|_| {
            let span = last as u32 - first as u32 + 1;
            char::from_u32(first as u32 + rng.below(span as usize) as u32).expect("a letter")
        })
        .collect()
}

/// A word that starts in Latin and holds nothing else: ASCII letters and digits, Latin letters
/// beyond ASCII, or percent-encoded triples.
fn latin_word(rng: &mut Rng) -> String {
    if rng.chance(15) {
        return rng
            .pick(&["%E6%9D%B1", "%41", "%20b", "%C3%A9t%C3%A9"])
            .to_string();
    }
    let first = rng.pick(&["a", "Z", "q", "7", "0", "é", "Ø", "ā", "ế"]);
    let mut word = first.to_string();
    for _ in 0..rng.below(7) {
        word.push_str(rng.pick(&["a", "b", "x", "K", "9", "1", "é", "ü", "ß", "ñ", "ş"]));
    }
    word
}

/// A word of any kind: Latin, of another script, another script then Latin (`東京MX`), or a
/// percent-encoded character.
fn any_word(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => latin_word(rng),
        1 => {
            let script = rng.below(LETTERS.len());
            word_of(rng, script) + &latin_word(rng).replace('%', "")
        }
        _ => {
            let script = rng.below(LETTERS.len());
            word_of(rng, script)
        }
    }
}

/// One to `most` words of any kind, joined by one of `separators`.
fn words(rng: &mut Rng, most: usize, separators: &[&str]) -> String {
    let mut text = any_word(rng);
    for _ in 1..1 + rng.below(most) {
        text.push_str(rng.pick(separators));
        text.push_str(&any_word(rng));
    }
    text
}

/// The components a generated IRI may end with.
const COMPONENTS: [&str; 6] = ["host", "port", "path", "query", "fragment", "opaque"];

/// An IRI whose last component is `COMPONENTS[last]`, ending with `final_word`: its other
/// words, before, of any script.
fn iri_ending_with(rng: &mut Rng, last: usize, final_word: &str) -> String {
    if COMPONENTS[last] == "opaque" {
        let scheme = rng.pick(&["mailto:", "urn:x:", "tel:", "news:"]);
        return format!("{scheme}{}-{final_word}", words(rng, 3, &[".", "@", ":"]));
    }
    let mut iri = rng
        .pick(&["http://", "https://", "ftp://", "svn+ssh://"])
        .to_string();
    if rng.chance(15) {
        iri.push_str(&words(rng, 2, &[":", "."]));
        iri.push('@');
    }
    // Labels of any kind before the last, which is Latin unless it is the final word.
    for _ in 0..rng.below(3) {
        iri.push_str(&any_word(rng).replace('%', ""));
        iri.push('.');
    }
    if COMPONENTS[last] == "host" {
        return iri + final_word;
    }
    iri.push_str(rng.pick(&["example", "jp", "xn--wgv71a", "com"]));
    if COMPONENTS[last] == "port" {
        return iri + ":8080";
    }
    if rng.chance(20) {
        iri.push_str(":443");
    }
    let path = COMPONENTS[last] == "path" || rng.chance(50);
    if path {
        iri.push('/');
        if rng.chance(70) {
            iri.push_str(&words(rng, 3, &["/", "_", "-", ".", ":", "~"]));
            iri.push_str(rng.pick(&["/", "_", "-", "."]));
        }
        if COMPONENTS[last] == "path" {
            return iri + final_word;
        }
    }
    let query = COMPONENTS[last] == "query" || rng.chance(50);
    if query {
        iri.push('?');
        if rng.chance(70) {
            iri.push_str(&words(rng, 4, &["=", "&", "+", "/"]));
            iri.push_str(rng.pick(&["=", "&"]));
        }
        if COMPONENTS[last] == "query" {
            return iri + final_word;
        }
    }
    iri.push('#');
    if rng.chance(70) {
        iri.push_str(&words(rng, 3, &["-", "/", "?", ":"]));
        iri.push_str(rng.pick(&["-", "/", ":"]));
    }
    iri + final_word
}

/// Text before an IRI: nothing, prose of any script, or ASCII prose ending with a space.
fn before(rng: &mut Rng) -> String {
    match rng.below(3) {
        0 => String::new(),
        1 => {
            let script = rng.below(LETTERS.len());
            word_of(rng, script)
        }
        _ => "see ".to_string(),
    }
}

/// Generated IRIs ending, in each component, with a Latin word, then prose of each script with
/// no space before it, maybe after a `)` or `'` that closes a parenthesis or quote around the
/// IRI: the IRI found is exactly the one generated, and nothing else is found.
#[test]
fn generated_iris_followed_by_prose_in_another_script() {
    let mut rng = Rng::new(0x3987_0001);
    let mut seen = [[0usize; LETTERS.len()]; COMPONENTS.len()];
    for _ in 0..30_000 {
        let last = rng.below(COMPONENTS.len());
        let final_word = latin_word(&mut rng);
        let iri = iri_ending_with(&mut rng, last, &final_word);
        let prose_script = rng.below(LETTERS.len());
        let prose = word_of(&mut rng, prose_script);
        let (open, close) = match rng.below(8) {
            0 => ("(", ")"),
            1 => ("'", "'"),
            _ => ("", ""),
        };
        let after = rng.pick(&["", "。", "、また", " more", "\u{3000}次", "."]);
        let before = before(&mut rng);
        let text = format!("{before}{open}{iri}{close}{prose}{after}");
        let found: Vec<Found<'_>> = extract_with(&text, IRI).collect();
        properties::extract(text.as_bytes());
        assert_eq!(found.len(), 1, "{text:?}: {found:?}");
        assert_eq!(found[0].uri, iri, "{text:?}");
        assert_eq!(found[0].form, Form::Bare, "{text:?}");
        assert_eq!(found[0].start, before.len() + open.len(), "{text:?}");
        seen[last][prose_script] += 1;
    }
    // Every component before prose in every script, many times.
    for (component, counts) in COMPONENTS.iter().zip(&seen) {
        assert!(counts.iter().all(|&n| n > 100), "{component}: {counts:?}");
    }
}

/// Generated IRIs whose last word starts in another script, maybe with Latin letters or digits
/// after (`東京2`, `ガンダムSEED`), ended by whitespace, CJK punctuation or the end of the text:
/// the IRI found is exactly the one generated, its own words whole.
#[test]
fn generated_iris_with_words_in_another_script_are_found_whole() {
    let mut rng = Rng::new(0x3987_0002);
    let mut seen = [[0usize; LETTERS.len()]; COMPONENTS.len()];
    for _ in 0..30_000 {
        let last = rng.below(COMPONENTS.len());
        let script = rng.below(LETTERS.len());
        let mut final_word = word_of(&mut rng, script);
        if rng.chance(30) {
            final_word.push_str(rng.pick(&["2", "SEED", "vii", "X1", "é"]));
        }
        let iri = iri_ending_with(&mut rng, last, &final_word);
        let end = rng.pick(&[
            "", " ", "\u{A0}", "\u{3000}", "\n", "。", "、", "（", "」", "！",
        ]);
        let prose_script = rng.below(LETTERS.len());
        let prose = if end.is_empty() {
            String::new()
        } else {
            word_of(&mut rng, prose_script)
        };
        let before = before(&mut rng);
        let text = format!("{before}{iri}{end}{prose}");
        let found: Vec<Found<'_>> = extract_with(&text, IRI).collect();
        properties::extract(text.as_bytes());
        assert_eq!(found.len(), 1, "{text:?}: {found:?}");
        assert_eq!(found[0].uri, iri, "{text:?}");
        assert_eq!(found[0].start, before.len(), "{text:?}");
        seen[last][script] += 1;
    }
    for (component, counts) in COMPONENTS.iter().zip(&seen) {
        assert!(counts.iter().all(|&n| n > 100), "{component}: {counts:?}");
    }
}
