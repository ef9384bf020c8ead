//! Security heuristics ([RFC 3986 section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7)):
//! how software other than a strict parser reads a reference, for filters that must not be
//! fooled by the difference.
//!
//! None of this is grammar: a reference is valid or not by [`crate::parse`] alone. Here are
//! the readings that section 7 warns about, starting with section 7.4's rare IP address
//! forms: `inet_aton` and WHATWG URL read `127.1`, `0x7f.1` or `2130706433` as `127.0.0.1`,
//! where RFC 3986 sees a registered name.

use alloc::borrow::Cow;
use core::net::{Ipv4Addr, Ipv6Addr};

use crate::parse::host::Host;

impl Host<'_> {
    /// The IPv4 address a resolver would read this host as, in any of the forms that
    /// `inet_aton` or WHATWG URL accept
    /// ([section 7.4](https://www.rfc-editor.org/rfc/rfc3986#section-7.4)): an
    /// [`Ipv4`](Host::Ipv4) host; an IPv4-mapped [`Ipv6`](Host::Ipv6) address (`[::ffff:7f00:1]`,
    /// which a dual-stack socket connects to as IPv4); and a reg-name written as one to four
    /// parts separated by dots, each decimal, octal (a leading `0`) or hexadecimal (`0x`), the
    /// last part filling the bytes that remain (`127.1` is `127.0.0.1`, `0x7f.1` too,
    /// `017700000001` too). The reg-name is read as resolvers read it:
    /// - percent-decoded first;
    /// - up to a NUL or a white-space character, where C resolvers stop (`127.1%00.evil.com`),
    ///   Unicode's white space included (`127.0.0.1\u{A0}`, `127.0.0.1\u{3000}`: UTS 46 maps
    ///   them to a space), and after any white space it starts with;
    /// - mapped as WHATWG URL maps a host before reading an address: with the `idna` feature,
    ///   by the whole UTS 46 mapping (superscript, circled and fullwidth digits become digits,
    ///   zero-width characters and soft hyphens are dropped, letters are lowercased), so that
    ///   every host WHATWG URL reads as an IPv4 address gets the same address here; without
    ///   it, for the fullwidth digits and letters, the ideographic and fullwidth full stops, and
    ///   the soft hyphen only (a host whose decoded text is not ASCII then deserves suspicion
    ///   whatever this says, and [`audit`](crate::RiRef::audit) reports it);
    /// - with one final `.` allowed.
    ///
    /// An IPv6 address is read as the IPv4 address it embeds, in any of the forms that carry
    /// one to an IPv4 host: IPv4-mapped (`[::ffff:127.0.0.1]`, which a dual-stack socket
    /// connects to as IPv4), IPv4-compatible (`[::127.0.0.1]`, deprecated by RFC 4291 but
    /// still read so), IPv4-translated (`[::ffff:0:127.0.0.1]`, RFC 2765), NAT64's well-known
    /// prefix (`[64:ff9b::127.0.0.1]`, RFC 6052) and 6to4 (`[2002:7f00:1::]`, RFC 3056).
    ///
    /// `None` for anything else. Some forms accepted here are refused by some resolvers
    /// (glibc's `getaddrinfo` refuses `0x` and the final `.`): for a filter that blocks
    /// addresses, it errs on the side of reading an address.
    ///
    /// A filter that compares hosts should compare these numbers, not the text.
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use rfc3986::Host;
    ///
    /// let loopback = Some(Ipv4Addr::LOCALHOST);
    /// for text in ["127.0.0.1", "127.1", "0x7f.1", "017700000001", "2130706433", "0177.0.0.01", "127.0.0.1.", "%31%32%37.1"] {
    ///     assert_eq!(Host::parse(text)?.ipv4_as_resolved(), loopback, "{text}");
    /// }
    /// assert_eq!(Host::parse("example.com")?.ipv4_as_resolved(), None);
    /// assert_eq!(Host::parse("256.1.1.1")?.ipv4_as_resolved(), None);
    /// assert_eq!(Host::parse("1.2.3.4.5")?.ipv4_as_resolved(), None);
    /// assert!(Host::parse("0x7f.1")?.is_rare_ipv4());
    /// assert!(!Host::parse("127.0.0.1")?.is_rare_ipv4());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn ipv4_as_resolved(&self) -> Option<Ipv4Addr> {
        match self {
            Host::Ipv4(addr) => Some(*addr),
            Host::RegName(name) => rare_ipv4(name, name.contains('%')),
            Host::Ipv6(addr) | Host::Ipv6Zoned { address: addr, .. } => {
                embedded_ipv4(addr).map(|(v4, _)| v4)
            }
            Host::IpvFuture { .. } => None,
        }
    }

    /// Whether this is a reg-name, or an IPv6 address, that resolvers read as an IPv4 address
    /// ([`ipv4_as_resolved`](Self::ipv4_as_resolved)): an address in a rare form, which
    /// section 7.4 warns may get past a filter that looks for dotted-decimal text.
    pub fn is_rare_ipv4(&self) -> bool {
        !matches!(self, Host::Ipv4(_)) && self.ipv4_as_resolved().is_some()
    }
}

/// The IPv4 address that `addr` embeds, and the name of the form that embeds it (see
/// [`Host::ipv4_as_resolved`]).
pub(crate) fn embedded_ipv4(addr: &Ipv6Addr) -> Option<(Ipv4Addr, &'static str)> {
    let [a, b, c, d, e, f, g, h] = addr.segments();
    let v4 = |high: u16, low: u16| {
        let ([a, b], [c, d]) = (high.to_be_bytes(), low.to_be_bytes());
        Ipv4Addr::new(a, b, c, d)
    };
    match (a, b, c, d, e, f) {
        (0, 0, 0, 0, 0, 0xffff) => Some((v4(g, h), "IPv4-mapped")),
        // `::` and `::1` are IPv6's own unspecified and loopback addresses.
        (0, 0, 0, 0, 0, 0) if (g, h) > (0, 1) => Some((v4(g, h), "IPv4-compatible")),
        (0, 0, 0, 0, 0xffff, 0) => Some((v4(g, h), "IPv4-translated")),
        (0x64, 0xff9b, 0, 0, 0, 0) => Some((v4(g, h), "NAT64")),
        (0x2002, ..) => Some((v4(b, c), "6to4")),
        _ => None,
    }
}

/// A reg-name read as `inet_aton` reads an address, after percent-decoding (see
/// [`Host::ipv4_as_resolved`]); `percent` says whether the name holds a `%`.
///
/// Its last byte first (before one final `.`): a name that ends in a letter no number holds,
/// neither a hex digit nor the `x` of `0x` (`com`), ends in a word, which mapping leaves a word
/// (or turns into an A-label), and is no address; unless decoding makes another part the last
/// (`1.2%00.com` is `1.2` for a C resolver). Most names end so, and are told apart here without
/// a loop; the others are read by [`read_ipv4`].
#[inline(always)]
pub(crate) fn rare_ipv4(name: &str, percent: bool) -> Option<Ipv4Addr> {
    let bytes = name.as_bytes();
    let last = match bytes {
        [.., last, b'.'] | [.., last] => *last,
        [] => return None,
    };
    if !percent && last.is_ascii_alphabetic() && !last.is_ascii_hexdigit() && last | 0x20 != b'x' {
        return None;
    }
    read_ipv4(name, percent)
}

/// [`rare_ipv4`] for a name not told apart by its last byte.
fn read_ipv4(name: &str, percent: bool) -> Option<Ipv4Addr> {
    // A last part (before one final `.`) that starts with an ASCII letter stays a word once
    // mapped, and no number starts with a letter: unless decoding makes another part the last,
    // the name is no address.
    let bytes = name.as_bytes();
    let trimmed = bytes.strip_suffix(b".").unwrap_or(bytes);
    let last = &trimmed[trimmed
        .iter()
        .rposition(|&b| b == b'.')
        .map_or(0, |dot| dot + 1)..];
    if last.first().is_some_and(u8::is_ascii_alphabetic) && !percent {
        return None;
    }
    let decoded = crate::pct::decode(name);
    let mapped = uts46_mapped(as_read(&decoded))?;
    let text: &[u8] = &mapped;
    let text = text.strip_suffix(b".").unwrap_or(text);
    let mut parts = [0u64; 4];
    let mut count = 0;
    for part in text.split(|&b| b == b'.') {
        *parts.get_mut(count)? = number(part)?;
        count += 1;
    }
    let (last, leading) = parts[..count].split_last()?;
    let mut value: u64 = 0;
    for &part in leading {
        if part > 255 {
            return None;
        }
        value = value << 8 | part;
    }
    let room = 8 * (4 - leading.len() as u32);
    if *last >> room != 0 {
        return None;
    }
    let value = u32::try_from(value << room | last).ok()?;
    Some(Ipv4Addr::from(value))
}

/// What a C resolver reads of a decoded name: up to a NUL, or to white space, where
/// `inet_aton` stops, Unicode's included (which UTS 46 maps to a space), and after the white
/// space it starts with (which a lenient reader skips).
fn as_read(decoded: &[u8]) -> &[u8] {
    let ends = |c: char| c == '\0' || c.is_whitespace() || c == '\u{0b}';
    match core::str::from_utf8(decoded) {
        Ok(text) => {
            let text = text.trim_start_matches(char::is_whitespace);
            &text.as_bytes()[..text.find(ends).unwrap_or(text.len())]
        }
        Err(_) => {
            let end = decoded
                .iter()
                .position(|&b| ends(char::from(b)))
                .unwrap_or(decoded.len());
            &decoded[..end]
        }
    }
}

/// Whether a reg-name names this machine as resolvers read it: `localhost`, or a name under
/// it (RFC 6761 section 6.3), once percent-decoded and mapped as WHATWG URL maps a host
/// (case, fullwidth and circled letters, characters UTS 46 ignores such as the soft hyphen
/// and zero-width space), with one final `.` allowed.
pub(crate) fn is_localhost(name: &str) -> bool {
    let decoded = crate::pct::decode(name);
    uts46_mapped(&decoded).is_some_and(|mapped| names_localhost(&mapped))
}

/// Whether `name` as it is written is `localhost` or ends in `.localhost`, in any ASCII case,
/// with one final `.` allowed: [`is_localhost`] of a name that decoding and mapping leave as
/// it is (ASCII without a `%`).
#[inline]
pub(crate) fn names_localhost(name: &[u8]) -> bool {
    let name = name.strip_suffix(b".").unwrap_or(name);
    // (Most names end in another letter: one test tells.)
    if name.last().is_none_or(|&last| last | 0x20 != b't') {
        return false;
    }
    let (rest, last) = name.split_at(name.len().saturating_sub(9));
    last.eq_ignore_ascii_case(b"localhost") && (rest.is_empty() || rest.ends_with(b"."))
}

/// `text` mapped as WHATWG URL maps a host before it looks for an IPv4 address: by UTS 46
/// ToASCII, non-transitional, without the STD3 rules, hyphen checks or DNS lengths, with the
/// `idna` crate (which the `url` crate uses for this too). `None` when the mapping refuses the
/// text, which WHATWG URL refuses as a host then.
#[cfg(feature = "idna")]
fn uts46_mapped(text: &[u8]) -> Option<Cow<'_, [u8]>> {
    use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

    // ASCII maps to itself but for the case of letters, which the reading of numbers ignores.
    if text.is_ascii() {
        return Some(Cow::Borrowed(text));
    }
    let ascii = Uts46::new()
        .to_ascii(text, AsciiDenyList::URL, Hyphens::Allow, DnsLength::Ignore)
        .ok()?;
    Some(Cow::Owned(ascii.into_owned().into_bytes()))
}

/// `text` with the UTS 46 mappings that can make an IPv4 address or `localhost` applied
/// (fullwidth digits and letters, and circled letters, to ASCII; the ideographic and fullwidth
/// full stops to `.`; the characters UTS 46 ignores dropped, [`UTS46_IGNORED`]); `None` when
/// it holds any other non-ASCII character, or is not UTF-8. (Without the `idna` feature: with
/// it, the whole mapping is applied.)
#[cfg(not(feature = "idna"))]
fn uts46_mapped(text: &[u8]) -> Option<Cow<'_, [u8]>> {
    use alloc::vec::Vec;

    if text.is_ascii() {
        return Some(Cow::Borrowed(text));
    }
    let mut out = Vec::with_capacity(text.len());
    for c in core::str::from_utf8(text).ok()?.chars() {
        let mapped = match c {
            '\u{ff10}'..='\u{ff19}' | '\u{ff21}'..='\u{ff3a}' | '\u{ff41}'..='\u{ff5a}' => {
                // The fullwidth forms are the ASCII ones shifted by 0xfee0.
                char::from_u32(u32::from(c) - 0xfee0)?
            }
            '\u{24b6}'..='\u{24cf}' => char::from_u32(u32::from(c) - 0x24b6 + u32::from('a'))?,
            '\u{24d0}'..='\u{24e9}' => char::from_u32(u32::from(c) - 0x24d0 + u32::from('a'))?,
            '\u{3002}' | '\u{ff0e}' | '\u{ff61}' => '.',
            c if UTS46_IGNORED
                .iter()
                .any(|&(first, last)| (first..=last).contains(&c)) =>
            {
                continue
            }
            c if c.is_ascii() => c,
            _ => return None,
        };
        out.push(u8::try_from(mapped).ok()?);
    }
    Some(Cow::Owned(out))
}

/// The characters UTS 46 maps to nothing (its `ignored` status), as ranges: dropped from a
/// host before it is read. (`tests::the_tables_agree_with_uts46` checks them against the
/// `idna` crate.)
#[cfg(any(test, not(feature = "idna")))]
pub(crate) const UTS46_IGNORED: [(char, char); 15] = [
    ('\u{AD}', '\u{AD}'),
    ('\u{34F}', '\u{34F}'),
    ('\u{115F}', '\u{1160}'),
    ('\u{17B4}', '\u{17B5}'),
    ('\u{180B}', '\u{180F}'),
    ('\u{200B}', '\u{200B}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{206A}', '\u{206F}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{FE00}', '\u{FE0F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFA0}', '\u{FFA0}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0100}', '\u{E01EF}'),
];

/// The characters beyond ASCII that become one of the delimiters of a URI or its host
/// (`:` `/` `?` `#` `[` `]` `@` `%` `\` `.`) by the UTS 46 mapping that WHATWG URL applies to
/// a host, or by the NFKC and case folding of IDNA2003 (which older clients still apply),
/// with what they become, in code point order. A client that applies either to a host before
/// it splits the URL reads `evil.com／.good.com` as `evil.com` and a path.
/// (`tests::the_tables_agree_with_uts46` checks them against the `idna` crate, and against
/// NFKC with the `nfc` feature.)
pub(crate) const COMPATIBILITY_DELIMITERS: [(char, &str); 60] = [
    ('\u{2024}', "."),
    ('\u{2025}', ".."),
    ('\u{2026}', "..."),
    ('\u{2047}', "??"),
    ('\u{2048}', "?!"),
    ('\u{2049}', "!?"),
    ('\u{2100}', "a/c"),
    ('\u{2101}', "a/s"),
    ('\u{2105}', "c/o"),
    ('\u{2106}', "c/u"),
    ('\u{2488}', "1."),
    ('\u{2489}', "2."),
    ('\u{248A}', "3."),
    ('\u{248B}', "4."),
    ('\u{248C}', "5."),
    ('\u{248D}', "6."),
    ('\u{248E}', "7."),
    ('\u{248F}', "8."),
    ('\u{2490}', "9."),
    ('\u{2491}', "10."),
    ('\u{2492}', "11."),
    ('\u{2493}', "12."),
    ('\u{2494}', "13."),
    ('\u{2495}', "14."),
    ('\u{2496}', "15."),
    ('\u{2497}', "16."),
    ('\u{2498}', "17."),
    ('\u{2499}', "18."),
    ('\u{249A}', "19."),
    ('\u{249B}', "20."),
    ('\u{2A74}', "::="),
    ('\u{3002}', "."),
    ('\u{33C2}', "a.m."),
    ('\u{33C7}', "co."),
    ('\u{33D8}', "p.m."),
    ('\u{FE13}', ":"),
    ('\u{FE16}', "?"),
    ('\u{FE19}', "..."),
    ('\u{FE30}', ".."),
    ('\u{FE47}', "["),
    ('\u{FE48}', "]"),
    ('\u{FE52}', "."),
    ('\u{FE55}', ":"),
    ('\u{FE56}', "?"),
    ('\u{FE5F}', "#"),
    ('\u{FE68}', "\\"),
    ('\u{FE6A}', "%"),
    ('\u{FE6B}', "@"),
    ('\u{FF03}', "#"),
    ('\u{FF05}', "%"),
    ('\u{FF0E}', "."),
    ('\u{FF0F}', "/"),
    ('\u{FF1A}', ":"),
    ('\u{FF1F}', "?"),
    ('\u{FF20}', "@"),
    ('\u{FF3B}', "["),
    ('\u{FF3C}', "\\"),
    ('\u{FF3D}', "]"),
    ('\u{FF61}', "."),
    ('\u{1F100}', "0."),
];

/// What `c` becomes by [`COMPATIBILITY_DELIMITERS`], if it is one of them.
pub(crate) fn compatibility_delimiter(c: char) -> Option<&'static str> {
    // (The table is in order: most characters come before its first.)
    if c < COMPATIBILITY_DELIMITERS[0].0 {
        return None;
    }
    COMPATIBILITY_DELIMITERS
        .binary_search_by_key(&c, |&(d, _)| d)
        .ok()
        .map(|i| COMPATIBILITY_DELIMITERS[i].1)
}

/// The label separators of IDNA (RFC 3490 section 3.1): `.` and these three, which UTS 46
/// maps to `.`. In a host they separate labels as `.` does; they delimit nothing else.
pub(crate) const LABEL_SEPARATORS: [char; 4] = ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'];

/// One part of an `inet_aton` address: `0x` hexadecimal, `0` octal, or decimal; `None` if it
/// is empty, has another character, or does not fit in 32 bits.
fn number(part: &[u8]) -> Option<u64> {
    let (digits, radix) = match part {
        [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
        [b'0', rest @ ..] if !rest.is_empty() => (rest, 8),
        _ => (part, 10),
    };
    if digits.is_empty() && radix != 16 {
        return None;
    }
    let mut value: u64 = 0;
    for &d in digits {
        let digit = u64::from(char::from(d).to_digit(radix)?);
        value = value * u64::from(radix) + digit;
        if value > u64::from(u32::MAX) {
            return None;
        }
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::{COMPATIBILITY_DELIMITERS, UTS46_IGNORED};

    /// The delimiters a compatibility character may become.
    const DELIMITERS: &str = ":/?#[]@%\\.";

    /// Every character beyond ASCII.
    #[cfg(feature = "idna")]
    fn beyond_ascii() -> impl Iterator<Item = char> {
        (0x80..=0x10FFFF).filter_map(char::from_u32)
    }

    /// The tables are sorted, hold no ASCII, and each mapping holds a delimiter.
    #[test]
    fn the_tables_are_sorted_and_well_formed() {
        assert!(COMPATIBILITY_DELIMITERS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(COMPATIBILITY_DELIMITERS
            .iter()
            .all(|&(c, m)| !c.is_ascii() && m.contains(|d| DELIMITERS.contains(d))));
        assert!(UTS46_IGNORED.windows(2).all(|w| w[0].1 < w[1].0));
        assert!(UTS46_IGNORED.iter().all(|&(first, last)| first <= last));
        assert_eq!(super::compatibility_delimiter('\u{FF0F}'), Some("/"));
        assert_eq!(super::compatibility_delimiter('\u{1F100}'), Some("0."));
        assert_eq!(super::compatibility_delimiter('\u{2024}'), Some("."));
        assert_eq!(super::compatibility_delimiter('/'), None);
        assert_eq!(super::compatibility_delimiter('\u{FF10}'), None);
        // The early answer below the table, and the search, against a walk of the table.
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let listed = COMPATIBILITY_DELIMITERS
                .iter()
                .find(|&&(d, _)| d == c)
                .map(|&(_, mapped)| mapped);
            assert_eq!(super::compatibility_delimiter(c), listed, "{c:?}");
        }
    }

    /// The tables are what the `idna` crate's UTS 46 mapping (and, with the `nfc` feature,
    /// NFKC with case folding, IDNA2003's) says, over every character beyond ASCII: a
    /// character is in [`COMPATIBILITY_DELIMITERS`] when, and only when, one of them maps it
    /// to text holding a delimiter, and to what the table says; in [`UTS46_IGNORED`] when,
    /// and only when, UTS 46 maps it to nothing.
    #[cfg(feature = "idna")]
    #[test]
    fn the_tables_agree_with_uts46() {
        use alloc::string::{String, ToString};
        use alloc::vec::Vec;
        use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

        let uts46 = |text: &str| {
            Uts46::new()
                .to_ascii(
                    text.as_bytes(),
                    AsciiDenyList::EMPTY,
                    Hyphens::Allow,
                    DnsLength::Ignore,
                )
                .ok()
                .map(|a| a.into_owned())
        };
        let nfkc = |c: char| -> Option<String> {
            #[cfg(feature = "nfc")]
            {
                use unicode_normalization::UnicodeNormalization;
                Some(c.to_string().nfkc().collect::<String>().to_lowercase())
            }
            #[cfg(not(feature = "nfc"))]
            {
                let _ = c;
                None
            }
        };
        let mut delimiters = Vec::new();
        let mut ignored = Vec::new();
        for c in beyond_ascii() {
            let text = c.to_string();
            let mapped = [uts46(&text), nfkc(c)]
                .into_iter()
                .flatten()
                .find(|m| m.is_ascii() && m.contains(|d| DELIMITERS.contains(d)));
            if let Some(mapped) = mapped {
                delimiters.push((c, mapped));
            }
            if uts46(&alloc::format!("a{c}b")).as_deref() == Some("ab") {
                ignored.push(c);
            }
        }
        let table: Vec<(char, String)> = COMPATIBILITY_DELIMITERS
            .iter()
            .map(|&(c, m)| (c, m.to_string()))
            .collect();
        if cfg!(feature = "nfc") {
            assert_eq!(table, delimiters);
        } else {
            assert!(
                delimiters.iter().all(|d| table.contains(d)),
                "{delimiters:?}"
            );
        }
        let ranges: Vec<char> = UTS46_IGNORED
            .iter()
            .flat_map(|&(first, last)| first..=last)
            .collect();
        assert_eq!(ranges, ignored);
    }
}
