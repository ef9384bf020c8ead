//! `host = IP-literal / IPv4address / reg-name`
//! ([RFC 3986 section 3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)).
//!
//! The address parsers here work on bytes and report failure as the index of the first byte at
//! which the text read so far can no longer begin a valid address: the parser and the typed
//! [`Host`] view share them.

use core::net::{Ipv4Addr, Ipv6Addr};

use super::zone;
use super::{Input, ParseOptions};
use crate::chars::{DIGIT, HEXDIG, IPVFUTURE};
use crate::error::{Component, ParseError, ParseErrorKind};
use crate::grammar::{classes, Grammar, Iri, Uri};
use crate::scan::{run_end, run_end_encoded_of, run_end_short, Utf8, Vectors};

/// The host of an authority, by the rule it matched.
///
/// ```
/// use core::net::{Ipv4Addr, Ipv6Addr};
/// use rfc3986::{Host, UriRef};
///
/// let host = |s| UriRef::parse(s).unwrap().host();
/// assert_eq!(host("http://example.com/"), Some(Host::RegName("example.com")));
/// assert_eq!(host("http://10.0.0.1/"), Some(Host::Ipv4(Ipv4Addr::new(10, 0, 0, 1))));
/// assert_eq!(host("http://[::1]/"), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));
/// assert_eq!(
///     host("http://[v7.x:y]/"),
///     Some(Host::IpvFuture { version: "7", address: "x:y" })
/// );
/// // Not an IPv4address (a leading zero): a registered name, as the grammar says.
/// assert_eq!(host("http://10.0.0.01/"), Some(Host::RegName("10.0.0.01")));
/// assert_eq!(host("mailto:a@example.com"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A `reg-name`, raw (percent-encoded, case as written); possibly empty (`file:///`).
    RegName(&'a str),
    /// An `IPv4address`: four `dec-octet`s, each 0 to 255 without leading zeros.
    Ipv4(Ipv4Addr),
    /// An `IPv6address`, written between brackets.
    Ipv6(Ipv6Addr),
    /// An `IPv6addrz` ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)): an IPv6 address
    /// and a zone identifier, `[fe80::1%25eth0]`. Only from parsing that asks for zone
    /// identifiers ([`ParseOptions::zone_id`]).
    Ipv6Zoned {
        /// The address, before the `%25`.
        address: Ipv6Addr,
        /// The zone identifier after the `%25`, as written: percent-encoded, its case kept (it
        /// names an interface as the system does, case-sensitive: RFC 4007 section 11).
        /// [`pct::decode_utf8`](crate::pct::decode_utf8) gives the zone's own text (a `%25` in
        /// it is a `%`).
        zone_id: &'a str,
    },
    /// An `IPvFuture`, `[v<version>.<address>]`.
    IpvFuture {
        /// The hexadecimal version, after the `v`.
        version: &'a str,
        /// The text after the `.`.
        address: &'a str,
    },
}

/// What kind of host a [`Host`] is, without its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// A `reg-name`.
    RegName,
    /// An `IPv4address`.
    Ipv4,
    /// An `IPv6address` between brackets, with or without a zone identifier (RFC 6874).
    Ipv6,
    /// An `IPvFuture` between brackets.
    IpvFuture,
}

impl HostKind {
    /// The name of the kind: `"reg-name"`, `"ipv4"`, `"ipv6"` or `"ipvfuture"`.
    pub fn as_str(self) -> &'static str {
        match self {
            HostKind::RegName => "reg-name",
            HostKind::Ipv4 => "ipv4",
            HostKind::Ipv6 => "ipv6",
            HostKind::IpvFuture => "ipvfuture",
        }
    }
}

impl<'a> Host<'a> {
    /// Parses the text of a `host` rule on its own (brackets included for IP literals).
    ///
    /// ```
    /// use rfc3986::{Host, ParseErrorKind};
    ///
    /// assert_eq!(Host::parse("Example.COM"), Ok(Host::RegName("Example.COM")));
    /// assert_eq!(Host::parse("[1:2:3]").unwrap_err().kind(), ParseErrorKind::InvalidIpv6);
    /// assert_eq!(Host::parse("a:80").unwrap_err().index(), 1);
    /// ```
    pub fn parse(text: &'a str) -> Result<Host<'a>, ParseError> {
        Host::parse_with(text, ParseOptions::STRICT)
    }

    /// Parses the text of a `host` rule on its own, with `options`: with
    /// [`ParseOptions::RFC6874`], an IPv6 address may have a zone identifier.
    ///
    /// ```
    /// use rfc3986::{Host, ParseOptions};
    ///
    /// let host = Host::parse_with("[fe80::1%25eth0]", ParseOptions::RFC6874)?;
    /// assert_eq!(host.zone_id(), Some("eth0"));
    /// let err = Host::parse("[fe80::1%25eth0]").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "zone identifier at index 8: zone identifiers need RFC 6874 parsing \
    ///      (parse_with and ParseOptions::RFC6874)"
    /// );
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn parse_with(text: &'a str, options: ParseOptions) -> Result<Host<'a>, ParseError> {
        validate::<Uri>(text, options)?;
        Ok(classify(text))
    }

    /// Parses the text of an `ihost` rule (RFC 3987) on its own: a `host`, or an `ireg-name`
    /// with characters beyond ASCII.
    ///
    /// ```
    /// use rfc3986::Host;
    ///
    /// assert_eq!(Host::parse_iri("例え.テスト"), Ok(Host::RegName("例え.テスト")));
    /// assert!(Host::parse("例え.テスト").is_err());
    /// assert!(Host::parse_iri("[fe80::1]").is_ok());
    /// ```
    pub fn parse_iri(text: &'a str) -> Result<Host<'a>, ParseError> {
        Host::parse_iri_with(text, ParseOptions::STRICT)
    }

    /// Parses the text of an `ihost` rule (RFC 3987) on its own, with `options` (see
    /// [`parse_with`](Self::parse_with)).
    pub fn parse_iri_with(text: &'a str, options: ParseOptions) -> Result<Host<'a>, ParseError> {
        validate::<Iri>(text, options)?;
        Ok(classify(text))
    }

    /// The zone identifier of an [`Ipv6Zoned`](Host::Ipv6Zoned) host, as written; `None` for
    /// any other host.
    pub fn zone_id(&self) -> Option<&'a str> {
        match self {
            Host::Ipv6Zoned { zone_id, .. } => Some(zone_id),
            _ => None,
        }
    }

    /// The kind of host.
    pub fn kind(&self) -> HostKind {
        match self {
            Host::RegName(_) => HostKind::RegName,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::Ipv6(_) | Host::Ipv6Zoned { .. } => HostKind::Ipv6,
            Host::IpvFuture { .. } => HostKind::IpvFuture,
        }
    }
}

/// Checks `text` as a whole `host` of grammar `G`, with `options`.
pub(crate) fn validate<G: Grammar>(text: &str, options: ParseOptions) -> Result<(), ParseError> {
    let bytes = text.as_bytes();
    let input = Input {
        s: bytes,
        options,
        utf8: Utf8::Known,
        vectors: Vectors::detected(),
    };
    let end = if bytes.first() == Some(&b'[') {
        ip_literal(input, 0).map_err(|e| match e.kind() {
            // On its own, a host ends only at the end of the text: a `/` before it is just
            // a bad byte in the address (or in the zone, after its `%`).
            ParseErrorKind::UnclosedIpLiteral if e.index() < bytes.len() => {
                let kind = match bytes.get(1) {
                    Some(b'v' | b'V') => ParseErrorKind::InvalidIpvFuture,
                    _ if bytes[..e.index()].contains(&b'%') => ParseErrorKind::InvalidZoneId,
                    _ => ParseErrorKind::InvalidIpv6,
                };
                ParseError::new(kind, e.index())
            }
            _ => e,
        })?
    } else {
        reg_name::<G>(input, 0, false)?
    };
    if end != bytes.len() {
        return Err(ParseError::invalid_char(bytes, end, Component::Host));
    }
    Ok(())
}

/// Whether a label of a host name (its bytes from the start of the label on) starts with the
/// ACE prefix `xn--`, in any case: an A-label (RFC 5890).
pub(crate) fn starts_a_label(label: &[u8]) -> bool {
    label
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"xn--"))
}

/// The typed view of a `host` text the parser has already validated. (Inline: a caller that
/// matches on the kind then has no `Host` written to memory and read back.)
#[inline(always)]
pub(crate) fn classify(text: &str) -> Host<'_> {
    let bytes = text.as_bytes();
    if bytes.first() != Some(&b'[') {
        // (An address ends in a digit; most names end in a letter.)
        if !bytes.last().is_some_and(u8::is_ascii_digit) {
            return Host::RegName(text);
        }
        return match ipv4_address(bytes) {
            Some(addr) => Host::Ipv4(addr),
            None => Host::RegName(text),
        };
    }
    let inner = &text[1..text.len() - 1];
    if let Some(future) = inner.strip_prefix(['v', 'V']) {
        let (version, address) = future.split_once('.').unwrap_or((future, ""));
        return Host::IpvFuture { version, address };
    }
    match (ipv6_address(bytes, 1), zone::split(text)) {
        (Ok((address, _)), Some((_, zone_id))) => Host::Ipv6Zoned { address, zone_id },
        (Ok((addr, _)), None) => Host::Ipv6(addr),
        // The parser validated the literal; a registered name is the only other reading.
        (Err(_), _) => Host::RegName(text),
    }
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )` (`ireg-name` for IRIs), from `i`;
/// returns the index after it; `long` says whether the name is likely to be longer than
/// sixteen bytes about as often as not (the first step of the scan is then of thirty-two).
#[inline(always)]
pub(crate) fn reg_name<G: Grammar>(
    input: Input<'_>,
    i: usize,
    long: bool,
) -> Result<usize, ParseError> {
    let class = &classes::<G>().reg_name;
    let Input {
        s, utf8, vectors, ..
    } = input;
    run_end_encoded_of::<false>(s, i, class, Component::Host, utf8, vectors, long)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"`, starting at the `[` at `start`;
/// returns the index after the `]`. With [`ParseOptions::zone_id`], RFC 6874's
/// `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"` ([`zone`]).
pub(crate) fn ip_literal(input: Input<'_>, start: usize) -> Result<usize, ParseError> {
    let Input { s, vectors, .. } = input;
    let inner = start + 1;
    let (result, kind) = match s.get(inner) {
        Some(b'v' | b'V') => (
            ipv_future(s, inner, vectors),
            ParseErrorKind::InvalidIpvFuture,
        ),
        _ => match ipv6_address(s, inner) {
            Ok((_, end)) if s[end] == b'%' => {
                return zone::after_address(input, end).map(|close| close + 1)
            }
            result => (result.map(|(_, close)| close), ParseErrorKind::InvalidIpv6),
        },
    };
    match result {
        Ok(close) => Ok(close + 1),
        Err(at) => {
            let kind = match s.get(at) {
                None | Some(b'/' | b'?' | b'#') => ParseErrorKind::UnclosedIpLiteral,
                Some(_) => kind,
            };
            Err(ParseError::new(kind, at))
        }
    }
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` followed by `]`, with the
/// `v` at `start`; returns the index of the `]`, or the index where the text stops matching.
fn ipv_future(s: &[u8], start: usize, vectors: Vectors) -> Result<usize, usize> {
    let version = start + 1;
    let dot = run_end_short(&HEXDIG, s, version);
    if dot == version || s.get(dot) != Some(&b'.') {
        return Err(dot);
    }
    let close = run_end(&IPVFUTURE, s, dot + 1, vectors);
    if close == dot + 1 || s.get(close) != Some(&b']') {
        return Err(close);
    }
    Ok(close)
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`, the whole of `s`.
pub(crate) fn ipv4_address(s: &[u8]) -> Option<Ipv4Addr> {
    let mut octets = [0u8; 4];
    let mut i = 0;
    for (n, octet) in octets.iter_mut().enumerate() {
        if n > 0 {
            if s.get(i) != Some(&b'.') {
                return None;
            }
            i += 1;
        }
        let (value, next) = dec_octet(s, i).ok()?;
        *octet = value;
        i = next;
    }
    (i == s.len()).then_some(Ipv4Addr::from(octets))
}

/// `dec-octet`: `0`-`9`, `10`-`99`, `100`-`199`, `200`-`249`, `250`-`255`, at `i`.
///
/// Reads the longest prefix that is still a `dec-octet` and returns its value and end; a digit
/// after it is the caller's to refuse. Fails (with the index) when there is no digit at `i`, or
/// when the next digit would take the value over 255.
fn dec_octet(s: &[u8], i: usize) -> Result<(u8, usize), usize> {
    let digit = |j: usize| s.get(j).filter(|b| DIGIT.contains(**b)).map(|b| b - b'0');
    let mut value = u16::from(digit(i).ok_or(i)?);
    let mut j = i + 1;
    if value == 0 {
        return Ok((0, j));
    }
    while j < i + 3 {
        match digit(j) {
            Some(d) if value * 10 + u16::from(d) <= 255 => value = value * 10 + u16::from(d),
            Some(_) => return Err(j),
            None => break,
        }
        j += 1;
    }
    // At most three digits, each step checked to stay at or below 255.
    Ok((value as u8, j))
}

/// The dotted IPv4 tail of an `ls32` whose first octet spans `first..dot`; returns the address
/// and the index after it.
fn ls32_ipv4(s: &[u8], first: usize, dot: usize) -> Result<(Ipv4Addr, usize), usize> {
    // `01`, `256` or `1a` before the dot were fine as an `h16`: the dot is what fails.
    let (a, end) = dec_octet(s, first).map_err(|_| dot)?;
    if end != dot {
        return Err(dot);
    }
    let mut octets = [a, 0, 0, 0];
    let mut i = dot;
    for octet in &mut octets[1..] {
        if s.get(i) != Some(&b'.') {
            return Err(i);
        }
        let (value, next) = dec_octet(s, i + 1)?;
        *octet = value;
        i = next;
    }
    Ok((Ipv4Addr::from(octets), i))
}

/// `IPv6address` (all nine forms of section 3.2.2) followed by `]`, or by the `%` that starts
/// a zone identifier (RFC 6874, [`zone`]), starting at `start`.
///
/// Returns the address and the index of the `]` or `%`, or the index of the first byte at which
/// the text can no longer be the beginning of an address: a fifth hex digit, a group too many,
/// a second `::`, an embedded IPv4 that is malformed or not in last place, a `]` or `%` too
/// early.
pub(crate) fn ipv6_address(s: &[u8], start: usize) -> Result<(Ipv6Addr, usize), usize> {
    let mut groups = [0u16; 8];
    let mut n = 0; // groups read; an embedded IPv4 counts for two
    let mut gap = None; // where the `::` stands among the groups
    let mut i = start;
    if s.get(i) == Some(&b':') {
        if s.get(i + 1) != Some(&b':') {
            return Err(i + 1);
        }
        gap = Some(0);
        i += 2;
        if ends_address(s.get(i)) {
            return Ok((expand(groups, n, gap), i));
        }
    }
    loop {
        // With a `::`, at most seven groups may be written; without, exactly eight.
        let max = if gap.is_some() { 7 } else { 8 };
        let piece = i;
        let mut value = 0u16;
        while i < piece + 4 {
            match s.get(i).and_then(|&b| char::from(b).to_digit(16)) {
                // A hex digit is below 16, and four of them fit in 16 bits.
                Some(d) => value = value << 4 | d as u16,
                None => break,
            }
            i += 1;
        }
        if i == piece || n == max {
            return Err(piece);
        }
        if s.get(i) == Some(&b'.') {
            let fits = match gap {
                Some(_) => n + 2 <= max,
                None => n == 6,
            };
            if !fits {
                return Err(i);
            }
            let (v4, end) = ls32_ipv4(s, piece, i)?;
            let [a, b, c, d] = v4.octets();
            groups[n] = u16::from_be_bytes([a, b]);
            groups[n + 1] = u16::from_be_bytes([c, d]);
            n += 2;
            return if ends_address(s.get(end)) {
                Ok((expand(groups, n, gap), end))
            } else {
                Err(end)
            };
        }
        groups[n] = value;
        n += 1;
        match s.get(i) {
            byte if ends_address(byte) && (gap.is_some() || n == 8) => {
                return Ok((expand(groups, n, gap), i))
            }
            Some(b':') if n < max => {
                if s.get(i + 1) == Some(&b':') {
                    if gap.is_some() {
                        return Err(i + 1);
                    }
                    gap = Some(n);
                    i += 2;
                    if ends_address(s.get(i)) {
                        return Ok((expand(groups, n, gap), i));
                    }
                } else {
                    i += 1;
                }
            }
            _ => return Err(i),
        }
    }
}

/// Whether `byte` can follow a complete `IPv6address`: the `]` of the literal, or the `%` of a
/// zone identifier.
fn ends_address(byte: Option<&u8>) -> bool {
    matches!(byte, Some(b']' | b'%'))
}

/// The address of `n` groups read, with the zeros of the `::` at `gap` put back.
fn expand(groups: [u16; 8], n: usize, gap: Option<usize>) -> Ipv6Addr {
    let mut out = [0u16; 8];
    match gap {
        Some(at) => {
            out[..at].copy_from_slice(&groups[..at]);
            let tail = n - at;
            out[8 - tail..].copy_from_slice(&groups[at..n]);
        }
        None => out = groups,
    }
    Ipv6Addr::from(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn v6(text: &str) -> Result<Ipv6Addr, usize> {
        let s = alloc::format!("{text}]");
        ipv6_address(s.as_bytes(), 0).map(|(addr, close)| {
            assert_eq!(close, text.len());
            addr
        })
    }

    #[test]
    fn ipv6_values_match_std() {
        for text in [
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1::8",
            "1:2::7:8",
            "::ffff:1.2.3.4",
            "1:2:3:4:5:6:1.2.3.4",
            "::1.2.3.4",
            "1::1.2.3.4",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            "1080::8:800:200C:417A",
        ] {
            assert_eq!(v6(text), Ok(text.parse::<Ipv6Addr>().unwrap()), "{text}");
        }
    }

    #[test]
    fn ipv6_failure_index_is_the_first_byte_that_cannot_continue() {
        for (text, at) in [
            ("1:2:3", 5),
            ("1:2:3:4:5:6:7:8:9", 15),
            ("::1::", 4),
            ("00000::", 4),
            ("::256.1.1.1", 5),
            (":1::", 1),
            ("1:2:3:4:5:6:7:8::", 15),
            ("1:2:3:4:5:6:7::8", 15),
            ("1:2:3:4:5:6::1.2.3.4", 14),
            ("1:2:3:4:5::1.2.3.4:", 18),
            ("1:2:3:4:5:1.2.3.4", 11),
            ("::01.1.1.1", 4),
            ("::1.1.1.01", 9),
            ("::1.1.1", 7),
            ("::1.1.1.1.1", 9),
            ("::1.1.1.1:1", 9),
            ("", 0),
            ("g::", 0),
        ] {
            assert_eq!(v6(text), Err(at), "{text}");
        }
    }

    /// A `%` ends an address where a `]` could (the zone identifier of RFC 6874 is the
    /// caller's), and nowhere else.
    #[test]
    fn a_percent_ends_an_address_where_a_bracket_could() {
        for (text, end) in [
            ("fe80::1%25x]", 7),
            ("::%", 2),
            ("1::%", 3),
            ("1:2:3:4:5:6:7:8%", 15),
            ("::1.2.3.4%", 9),
            ("1:2:3:4:5:6:1.2.3.4%", 19),
        ] {
            let (addr, at) = ipv6_address(text.as_bytes(), 0).unwrap();
            assert_eq!(at, end, "{text}");
            assert_eq!(Ok(addr), text[..end].parse::<Ipv6Addr>(), "{text}");
        }
        for (text, at) in [
            ("1:2:3%", 5),
            ("%", 0),
            ("1:%", 2),
            ("::1.2.3%", 7),
            ("1:2:3:4:5:6:7%", 13),
        ] {
            assert_eq!(
                ipv6_address(text.as_bytes(), 0).map(|(_, end)| end),
                Err(at),
                "{text}"
            );
        }
    }

    #[test]
    fn ipv4_address_is_exactly_four_dec_octets() {
        assert_eq!(ipv4_address(b"0.0.0.0"), Some(Ipv4Addr::UNSPECIFIED));
        assert_eq!(ipv4_address(b"255.255.255.255"), Some(Ipv4Addr::BROADCAST));
        assert_eq!(
            ipv4_address(b"192.0.2.33"),
            Some(Ipv4Addr::new(192, 0, 2, 33))
        );
        for bad in [
            "256.0.0.1",
            "01.0.0.1",
            "1.2.3",
            "1.2.3.4.",
            "1.2.3.4.5",
            "1..2.3",
            "1.2.3.0x1",
            "",
            "1.2.3.1000",
        ] {
            assert_eq!(ipv4_address(bad.as_bytes()), None, "{bad}");
        }
    }
}
