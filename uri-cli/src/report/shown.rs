//! How an input is shown to people, in text output and error lines: the password of its user
//! info replaced by `***`, as [RFC 3986 section 7.5] advises, unless `--show-password` asks for
//! it; and a line too long cut to its first bytes, followed by `...`. JSON output is for tools:
//! it shows inputs as they are.
//!
//! [RFC 3986 section 7.5]: https://www.rfc-editor.org/rfc/rfc3986#section-7.5

use std::borrow::Cow;
use std::ops::Range;

use crate::input::Input;

/// How many bytes of a line too long are shown (fewer when that would cut a character).
const START_BYTES: usize = 64;

/// Whether passwords are shown to people (`--show-password`) or masked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Passwords {
    /// Replaced by `***`.
    Masked,
    /// Shown as they are.
    Shown,
}

impl Passwords {
    /// Shown when `show` (the flag is given), else masked.
    pub(crate) fn shown_if(show: bool) -> Passwords {
        if show {
            Passwords::Shown
        } else {
            Passwords::Masked
        }
    }
}

/// An input as people see it.
pub(crate) struct Shown<'a> {
    /// The input, its password masked, cut to its start when it is a line too long; invalid
    /// UTF-8 left as it is.
    text: Cow<'a, [u8]>,
    /// Whether the input is only the start of a line too long.
    cut: bool,
    /// Where the masked password was in the input.
    mask: Option<Range<usize>>,
}

impl<'a> Shown<'a> {
    /// `input` as people see it, its password masked unless `passwords` says otherwise.
    pub(crate) fn new(input: Input<'a>, passwords: Passwords) -> Shown<'a> {
        let cut = matches!(input, Input::TooLong { .. });
        let bytes = input.bytes();
        let mask = match passwords {
            Passwords::Masked => password(bytes, cut),
            Passwords::Shown => None,
        };
        let mut text = match &mask {
            Some(password) => {
                Cow::Owned([&bytes[..password.start], b"***", &bytes[password.end..]].concat())
            }
            None => Cow::Borrowed(bytes),
        };
        if cut {
            match &mut text {
                Cow::Borrowed(bytes) => *bytes = start_of(bytes),
                Cow::Owned(bytes) => bytes.truncate(start_of(bytes).len()),
            }
        }
        Shown { text, cut, mask }
    }

    /// The text shown; the caller replaces invalid UTF-8 and escapes what needs it.
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.text
    }

    /// Whether the text is only the start of a line too long.
    pub(crate) fn is_cut(&self) -> bool {
        self.cut
    }

    /// Where byte `index` of the input is in the text: a byte of a masked password is at the
    /// mask's start.
    pub(crate) fn index(&self, index: usize) -> usize {
        match &self.mask {
            Some(password) if index >= password.end => index - password.len() + "***".len(),
            Some(password) if index >= password.start => password.start,
            _ => index,
        }
    }

    /// The text for a terminal ([`printable`]), followed by `...` when it is cut.
    pub(crate) fn printed(&self) -> String {
        let cut = if self.cut { "..." } else { "" };
        format!("{}{cut}", printable(&self.text))
    }

    /// The column of byte `index` of the input in the text for a terminal: where a caret under
    /// it goes.
    pub(crate) fn column(&self, index: usize) -> usize {
        let before = self.text.get(..self.index(index)).unwrap_or(&self.text);
        printable(before).chars().count()
    }
}

/// Bytes for a terminal: invalid UTF-8 replaced, control characters escaped.
pub(crate) fn printable(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The first bytes of a line too long, as many as are shown: at most `START_BYTES`, not cutting
/// a UTF-8 character.
pub(crate) fn start_of(bytes: &[u8]) -> &[u8] {
    let mut end = bytes.len().min(START_BYTES);
    // A character is at most four bytes: back over at most three continuation bytes
    // (0b10xx_xxxx) to the first byte of the character cut short.
    for _ in 0..3 {
        match bytes.get(end) {
            Some(b) if b & 0xC0 == 0x80 => end -= 1,
            _ => break,
        }
    }
    &bytes[..end]
}

/// Where the password is in `input`, when it has one that is not empty: what follows the first
/// `:` of the user info. The user info is found as [RFC 3986 Appendix B] splits any string,
/// valid or not: an authority starts after a `//` that opens the input or follows the scheme (what
/// comes before the first `:`, when no `/`, `?` or `#` comes before it), and runs to the next
/// `/`, `?` or `#`; its user info is what comes before its last `@`. For a valid reference, this
/// is what `UriRef::password` finds. When `cut` (the input is the start of a line too long), an
/// authority that runs to the end may go on, and its `@` still come: its user info is taken to
/// run to the end, so that no start of a password is shown.
///
/// [RFC 3986 Appendix B]: https://www.rfc-editor.org/rfc/rfc3986#appendix-B
fn password(input: &[u8], cut: bool) -> Option<Range<usize>> {
    let delimiter = |b: &u8| matches!(b, b'/' | b'?' | b'#');
    let after_scheme = match input.iter().position(|b| *b == b':' || delimiter(b)) {
        Some(colon) if colon > 0 && input[colon] == b':' => colon + 1,
        _ => 0,
    };
    if !input[after_scheme..].starts_with(b"//") {
        return None;
    }
    let start = after_scheme + 2;
    let end = input[start..]
        .iter()
        .position(delimiter)
        .map_or(input.len(), |i| start + i);
    let userinfo_end = match memchr::memrchr(b'@', &input[start..end]) {
        Some(at) => start + at,
        None if cut && end == input.len() => end,
        None => return None,
    };
    let colon = start + memchr::memchr(b':', &input[start..userinfo_end])?;
    (colon + 1 < userinfo_end).then_some(colon + 1..userinfo_end)
}

#[cfg(test)]
mod tests {
    use rfc3986::UriRef;

    use super::*;

    fn shown(input: Input<'_>, passwords: Passwords) -> (String, bool) {
        let shown = Shown::new(input, passwords);
        let text = String::from_utf8(shown.bytes().to_vec()).expect("UTF-8");
        (text, shown.is_cut())
    }

    #[test]
    fn a_password_is_masked_unless_asked_for() {
        let whole = |text: &'static str| Input::Whole(text.as_bytes());
        let masked = |text| shown(whole(text), Passwords::Masked).0;
        assert_eq!(masked("http://user:secret@h/"), "http://user:***@h/");
        assert_eq!(masked("//u:p:q@h"), "//u:***@h");
        // No password: an empty one, none, or no user info.
        assert_eq!(masked("http://user:@h/"), "http://user:@h/");
        assert_eq!(masked("http://user@h:8080/"), "http://user@h:8080/");
        // A port is not a password, even where the authority runs to the end.
        assert_eq!(masked("http://h:8080"), "http://h:8080");
        // No authority, as Appendix B reads them: a `//` after a path's `/`, or after a `:`
        // that starts the input (no scheme is empty).
        assert_eq!(masked("a///u:p@h"), "a///u:p@h");
        assert_eq!(masked("://u:p@h"), "://u:p@h");
        assert_eq!(masked("http://h:8080/a:b@c"), "http://h:8080/a:b@c");
        // A path that holds `//` after its first segment has no authority.
        assert_eq!(masked("a:b//c:d@e"), "a:b//c:d@e");
        assert_eq!(masked("/x//c:d@e"), "/x//c:d@e");
        assert_eq!(masked(":x//c:d@e"), ":x//c:d@e");
        // Invalid references: the scheme is what comes before the first `:`, the user info
        // ends at the last `@` of the authority.
        assert_eq!(masked("ht tp://u:s e@h/a b"), "ht tp://u:***@h/a b");
        assert_eq!(masked("http://u:p@ss@h?x"), "http://u:***@h?x");
        assert_eq!(
            shown(whole("http://user:secret@h/"), Passwords::Shown).0,
            "http://user:secret@h/"
        );
    }

    #[test]
    fn indexes_of_the_input_move_with_the_mask() {
        let shown = Shown::new(Input::Whole(b"http://u:secret@h/a b"), Passwords::Masked);
        assert_eq!(shown.bytes(), b"http://u:***@h/a b");
        assert_eq!(shown.index(3), 3);
        assert_eq!(shown.index(9), 9);
        assert_eq!(shown.index(12), 9);
        assert_eq!(shown.index(15), 12);
        assert_eq!(shown.index(19), 16);
        let clear = Shown::new(Input::Whole(b"http://u:secret@h/a b"), Passwords::Shown);
        assert_eq!(clear.index(19), 19);
    }

    #[test]
    fn a_line_too_long_is_shown_by_its_start() {
        let long = "a".repeat(100);
        let input = Input::TooLong {
            start: long.as_bytes(),
            limit: 90,
        };
        assert_eq!(shown(input, Passwords::Masked), ("a".repeat(64), true));
        // A user info that may go on past the bytes read is masked to the end.
        let long = format!("http://user:{}", "p".repeat(100));
        let input = Input::TooLong {
            start: long.as_bytes(),
            limit: 90,
        };
        assert_eq!(
            shown(input, Passwords::Masked),
            ("http://user:***".to_string(), true)
        );
        let long = format!("http://h/{}", "p".repeat(100));
        let (text, _) = shown(
            Input::TooLong {
                start: long.as_bytes(),
                limit: 90,
            },
            Passwords::Masked,
        );
        assert_eq!(text, long[..64]);
    }

    #[test]
    fn the_start_of_a_line_does_not_cut_a_character() {
        let ascii = [b'a'; 70];
        assert_eq!(start_of(&ascii).len(), 64);
        assert_eq!(start_of(b"short"), b"short");
        for width in 1..=4 {
            for offset in 0..4 {
                let c = ['a', '\u{e9}', '\u{20ac}', '\u{1f600}'][width - 1].to_string();
                let text = format!("{}{}", "x".repeat(60 + offset), c.repeat(4));
                let start = start_of(text.as_bytes());
                assert!(start.len() <= 64);
                assert!(start.len() > 60 - 4);
                let start = std::str::from_utf8(start).expect("whole characters");
                assert!(text.starts_with(start));
                assert!(64 - start.len() < width, "{width} {offset}");
            }
        }
        // Bytes that are not UTF-8 cost at most three bytes.
        assert_eq!(start_of(&[0x80; 70]).len(), 61);
    }

    /// For valid references, the password found is the library's, over a corpus of real URLs
    /// and references made to have one.
    #[test]
    fn the_password_of_a_valid_reference_is_the_librarys() {
        let corpus = rfc3986_test_support::corpus::path(rfc3986_test_support::corpus::WEB);
        let text = std::fs::read_to_string(corpus).expect("corpus");
        let made = [
            "http://u:p@h",
            "http://u:@h",
            "//:p@h",
            "//u:p:q@[::1]:80",
            "s://@h",
            "s:/a:b@c",
            "s:a@b:c",
            "?//u:p@h",
            "#//u:p@h",
            "s://u:p@h/x//v:q@w",
        ];
        let mut with_password = 0;
        for line in text.lines().chain(made) {
            let Ok(uri) = UriRef::parse(line) else {
                continue;
            };
            let expected = uri.password().map(|password| {
                let start = password.as_ptr() as usize - line.as_ptr() as usize;
                start..start + password.len()
            });
            with_password += usize::from(expected.is_some());
            assert_eq!(password(line.as_bytes(), false), expected, "{line}");
        }
        assert!(with_password >= 3);
    }
}
