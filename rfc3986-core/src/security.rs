//! Security heuristics ([RFC 3986 section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7)):
//! how software other than a strict parser reads a reference, for filters that must not be
//! fooled by the difference.
//!
//! None of this is grammar: a reference is valid or not by [`crate::parse`] alone. Here are
//! the readings that section 7 warns about, starting with section 7.4's rare IP address
//! forms: `inet_aton` and WHATWG URL read `127.1`, `0x7f.1` or `2130706433` as `127.0.0.1`,
//! where RFC 3986 sees a registered name.

use alloc::borrow::Cow;
use core::net::Ipv4Addr;

use crate::host::Host;

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
    /// - up to a NUL or a white-space character, where C resolvers stop (`127.1%00.evil.com`);
    /// - mapped as WHATWG URL maps a host before reading an address: with the `idna` feature,
    ///   by the whole UTS 46 mapping (superscript, circled and fullwidth digits become digits,
    ///   zero-width characters and soft hyphens are dropped, letters are lowercased), so that
    ///   every host WHATWG URL reads as an IPv4 address gets the same address here; without
    ///   it, for the fullwidth digits and letters, the ideographic and fullwidth full stops, and
    ///   the soft hyphen only (a host whose decoded text is not ASCII then deserves suspicion
    ///   whatever this says, and [`audit`](crate::RiRef::audit) reports it);
    /// - with one final `.` allowed.
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
            Host::Ipv6(addr) | Host::Ipv6Zoned { address: addr, .. } => addr.to_ipv4_mapped(),
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
    // A C resolver reads up to a NUL; `inet_aton` stops at white space.
    let end = decoded
        .iter()
        .position(|&b| b == 0 || b.is_ascii_whitespace() || b == 0x0b)
        .unwrap_or(decoded.len());
    let mapped = uts46_digits_and_dots(&decoded[..end])?;
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

/// `text` mapped as WHATWG URL maps a host before it looks for an IPv4 address: by UTS 46
/// ToASCII, non-transitional, without the STD3 rules, hyphen checks or DNS lengths, with the
/// `idna` crate (which the `url` crate uses for this too). `None` when the mapping refuses the
/// text, which WHATWG URL refuses as a host then.
#[cfg(feature = "idna")]
fn uts46_digits_and_dots(text: &[u8]) -> Option<Cow<'_, [u8]>> {
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

/// `text` with the UTS 46 mappings that can make an IPv4 address applied (fullwidth digits
/// and letters to ASCII, the ideographic and fullwidth full stops to `.`, soft hyphens
/// dropped); `None` when it holds any other non-ASCII character, or is not UTF-8. (Without the
/// `idna` feature: with it, the whole mapping is applied.)
#[cfg(not(feature = "idna"))]
fn uts46_digits_and_dots(text: &[u8]) -> Option<Cow<'_, [u8]>> {
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
            '\u{3002}' | '\u{ff0e}' | '\u{ff61}' => '.',
            '\u{00ad}' => continue,
            c if c.is_ascii() => c,
            _ => return None,
        };
        out.push(u8::try_from(mapped).ok()?);
    }
    Some(Cow::Owned(out))
}

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
