//! Section 7 as checks ([RFC 3986 section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7)):
//! what in a reference may fool a person who reads it, or software that handles it after a
//! strict parser has said it is valid.
//!
//! [`RiRef::audit`] (or [`audit`] from the text, read as an IRI reference so that tricks beyond
//! ASCII are reported rather than refused) gives [`Finding`]s, each with a stable [`Code`], a
//! [`Severity`], the byte span of the input it concerns, and a message for people;
//! [`RiRef::audit_into`] gives the same findings as [`Flag`]s, without the message, into a
//! buffer the caller keeps (to audit many references without allocating). None of this is
//! grammar: a reference with findings is still valid.
//!
//! | code | severity | what | section |
//! |---|---|---|---|
//! | `userinfo-like-host` | danger | user info that reads like a host name or a URL part | 7.6 |
//! | `password` | warning | a password in the user info | 7.5 |
//! | `rare-ipv4` | danger | a host that resolvers read as an IPv4 address, not written in dotted decimal | 7.4 |
//! | `encoded-nul` | danger | `%00` | 7.3 |
//! | `encoded-newline` | danger | `%0D` or `%0A` | 7.2, 7.3 |
//! | `encoded-control` | warning | another percent-encoded control character (`%01`..`%1F` but those, `%7F`) | 7.3 |
//! | `double-encoding` | warning | `%25` followed by two hex digits: `%XX` once decoded | 7.3 |
//! | `encoded-delimiter-in-host` | danger | `%2F`, `%3F`, `%23`, `%40`, `%3A`, `%5C` or `%2E` in a reg-name | 7.3 |
//! | `dot-segments` | warning | a `.` or `..` segment, plain or encoded, in the path of a URI with a scheme | 7.3, 5.2.4 |
//! | `unexpected-port` | warning | the default port of another scheme of [`DEFAULT_PORTS`] | 7.2 |
//! | `mixed-script-host` | danger | a host label mixing Unicode scripts (UTS 39) | 7.6 |
//! | `bidi-formatting` | danger | a bidirectional control character (RFC 3987 section 4.1, and those Unicode added since: [`crate::BIDI_CONTROLS`]) | 7.6 |
//! | `mapped-delimiter` | danger | a character of the host or user info that IDNA (UTS 46, or IDNA2003's NFKC) maps to a delimiter: `／`, `＠`, `？`, `＃`, `：`, `％`, `＼`, `℀`, `⒈`... | 7.3, 7.6 |
//! | `localhost` | info, or danger when spelled otherwise than in ASCII | a host that names this machine: `localhost` or a name under it, once decoded and mapped (`ｌｏｃａｌｈｏｓｔ`, `ⓛⓞⓒⓐⓛⓗⓞⓢⓣ`, `local%C2%ADhost`, `%6cocalhost`, `localhost.`) | 7.4; RFC 6761 6.3 |
//! | `hidden-traversal` | danger | a `..` hidden inside one path segment, which a server that decodes before it splits sees: `..%2F`, `%5C..%5C`, `%252E%252E`, `%C0%AE%C0%AE`, `．．` | 7.3, 5.2.4 |
//! | `missing-authority` | danger | a special scheme of WHATWG URL (`http`, `https`, `ws`, `wss`, `ftp`) with no host, where WHATWG URL reads one: `http:evil.com`, `http:///evil.com` | 7.6 |
//! | `userinfo` | info | user info | 7.5, 7.6 |
//! | `ip-host` | info | a host that is an IP address | 7.4 |
//! | `non-ascii-host` | info | a host name beyond ASCII, as itself, percent-encoded or in A-labels | 7.6 |
//!
//! Choices where the RFC gives no rule:
//!
//! - **User info like a host**: its decoded text holds `://`, `/`, `?`, `#`, `@`, `\`, a
//!   query-like `&` or `=`, an IPv4 address, or a dotted name whose last label is letters (a
//!   top-level domain's shape): `www.example.com`, `cnn.example.com&story=breaking_news`,
//!   and also `first.last`, which reads as a name as much as a host does.
//! - **Unexpected port**: only for a scheme of the table (`http://h:22/`); a scheme it does not
//!   know (`foo://h:80/`) may use any port.
//! - **Rare IPv4**: [`Host::ipv4_as_resolved`](crate::Host::ipv4_as_resolved); with the `idna`
//!   feature it applies the whole UTS 46 mapping, as WHATWG URL does, and every host WHATWG URL
//!   reads as an IPv4 address is found with its address. Without it, a host beyond ASCII with
//!   a character beyond ASCII next to an ASCII digit, or whose last label could become a number
//!   once mapped (it holds only digits, hex letters, `x` and characters beyond ASCII, a digit
//!   of some script among them), is reported as `rare-ipv4` with severity `warning`: it may be
//!   an address.
//! - **Mixed scripts**: with the `uts39` feature, a label is mixed when it is not "Highly
//!   Restrictive" as UTS 39 section 5.2 defines it: single-script (with its augmented script
//!   sets, so that Japanese mixing Han, Hiragana and Katakana is single-script), or Latin with
//!   Han and Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul
//!   (`ソフトバンクbb.jp` is no spoof); labels in A-labels are read in Unicode when the `idna`
//!   feature is on too. Without it, a label is mixed when it holds letters of two of Latin,
//!   Greek, Cyrillic and Armenian (the scripts whose letters pass for Latin ones), Latin letters
//!   and letters of another script but those sets, or East Asian scripts that no one of those
//!   sets holds. Labels are split at `.` and at the label separators of IDNA (`。`, `．`, `｡`),
//!   which UTS 46 maps to `.`.
//! - **Rare IPv4** also reads an IPv6 address that embeds an IPv4 address: IPv4-mapped,
//!   IPv4-compatible, IPv4-translated, NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`); and a
//!   name that a Unicode space, or a character UTS 46 maps to nothing, follows or precedes
//!   (`127.0.0.1\u{A0}`), as resolvers stop at white space.
//! - **Mapped delimiters**: the characters are those whose UTS 46 mapping, or NFKC with case
//!   folding (IDNA2003's, which older clients apply), holds one of `: / ? # [ ] @ % \ .`; in a
//!   host, the label separators of IDNA are left out. Clients that map a whole URL before
//!   they split it read `evil.com／.good.com` as the host `evil.com`; WHATWG URL refuses such
//!   a host.
//! - **Hidden traversal**: a segment is read as a lenient server reads it: percent-decoded up
//!   to three times, overlong UTF-8 forms of ASCII read as the ASCII, compatibility forms of
//!   `.`, `/` and `\` mapped, then split at `/` and `\`. A segment that decodes once to `..`
//!   alone is a `dot-segments` finding instead. The query is not read.
//! - **Missing authority**: with no base, WHATWG URL skips the slashes after the `:` of a
//!   special scheme and reads an authority; with a base of the same scheme, it would resolve
//!   the reference as a relative one. The finding names the host it reads.
//! - **User info like a host** also covers an address in any form resolvers read (`127.1`,
//!   `0x7f.1`, `0x7f000001`; a number alone, which a password may be, is not one), any dotted
//!   name whose last label is letters (`a.b`), and `localhost` in any spelling.
//!
//! ```
//! use rfc3986::audit::{self, Code, Severity};
//!
//! let findings = audit::audit("http://www.example.com@0x7f.1/a/../b")?;
//! let codes: Vec<_> = findings.iter().map(|f| (f.code.as_str(), f.severity)).collect();
//! assert_eq!(codes, [
//!     ("userinfo", Severity::Info),
//!     ("userinfo-like-host", Severity::Danger),
//!     ("rare-ipv4", Severity::Danger),
//!     ("dot-segments", Severity::Warning),
//! ]);
//! assert_eq!((findings[2].start, findings[2].end), (23, 29));
//! assert!(audit::audit("https://example.com/search?q=a%20b#top")?
//!     .iter()
//!     .all(|f| f.severity == Severity::Info));
//! # Ok::<(), rfc3986::ParseError>(())
//! ```

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::chars::{BIDI_CONTROLS, BIDI_CONTROL_LEADS};
use crate::error::ParseError;
use crate::grammar::Grammar;
use crate::normalize::DEFAULT_PORTS;
use crate::parse::host::{classify, starts_a_label, Host};
use crate::path::{dot_segment, is_dot_segment, is_dot_segment_decoded};
use crate::pct::{self, pct_encoded_octet};
use crate::reference::{IriRef, RiRef};
use crate::scan::{self, Marks};
use crate::security;

mod scripts;

/// How much a [`Finding`] matters, from least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Worth knowing; nothing wrong in itself.
    Info,
    /// A practice the RFC advises against, or text that software may mishandle.
    Warning,
    /// Text that can make a person or a filter take the reference for another, or that is
    /// built to attack what decodes it.
    Danger,
}

impl Severity {
    /// The name: `info`, `warning` or `danger`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Danger => "danger",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a [`Finding`] is about: a stable name ([`as_str`](Self::as_str)) for tools, and the
/// section of RFC 3986 (or RFC 3987) it comes from. The table is in the [module
/// documentation](self).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Code {
    /// `userinfo`: the reference has user info.
    UserInfo,
    /// `userinfo-like-host`: user info that reads like a host name or a URL part.
    UserinfoLikeHost,
    /// `password`: a password in the user info.
    Password,
    /// `ip-host`: the host is an IP address.
    IpHost,
    /// `rare-ipv4`: a host that resolvers read as an IPv4 address, not in dotted decimal.
    RareIpv4,
    /// `non-ascii-host`: a host name beyond ASCII.
    NonAsciiHost,
    /// `mixed-script-host`: a host label that mixes scripts.
    MixedScriptHost,
    /// `encoded-delimiter-in-host`: a percent-encoded delimiter in a reg-name.
    EncodedDelimiterInHost,
    /// `unexpected-port`: the default port of another scheme.
    UnexpectedPort,
    /// `dot-segments`: a `.` or `..` segment in the path of a URI with a scheme.
    DotSegments,
    /// `encoded-nul`: `%00`.
    EncodedNul,
    /// `encoded-newline`: `%0D` or `%0A`.
    EncodedNewline,
    /// `encoded-control`: another percent-encoded control character.
    EncodedControl,
    /// `double-encoding`: `%25` followed by two hex digits.
    DoubleEncoding,
    /// `bidi-formatting`: a bidirectional formatting character.
    BidiFormatting,
    /// `mapped-delimiter`: a character in the host or user info that IDNA maps to a
    /// delimiter.
    MappedDelimiter,
    /// `localhost`: a host that names this machine.
    Localhost,
    /// `hidden-traversal`: a `..` hidden inside one path segment.
    HiddenTraversal,
    /// `missing-authority`: no authority where WHATWG URL reads a host.
    MissingAuthority,
}

impl Code {
    /// The stable name, in kebab case (`rare-ipv4`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::UserInfo => "userinfo",
            Code::UserinfoLikeHost => "userinfo-like-host",
            Code::Password => "password",
            Code::IpHost => "ip-host",
            Code::RareIpv4 => "rare-ipv4",
            Code::NonAsciiHost => "non-ascii-host",
            Code::MixedScriptHost => "mixed-script-host",
            Code::EncodedDelimiterInHost => "encoded-delimiter-in-host",
            Code::UnexpectedPort => "unexpected-port",
            Code::DotSegments => "dot-segments",
            Code::EncodedNul => "encoded-nul",
            Code::EncodedNewline => "encoded-newline",
            Code::EncodedControl => "encoded-control",
            Code::DoubleEncoding => "double-encoding",
            Code::BidiFormatting => "bidi-formatting",
            Code::MappedDelimiter => "mapped-delimiter",
            Code::Localhost => "localhost",
            Code::HiddenTraversal => "hidden-traversal",
            Code::MissingAuthority => "missing-authority",
        }
    }

    /// The sections the finding comes from: of RFC 3986, or, for `bidi-formatting`, RFC 3987
    /// (and RFC 6761 for `localhost`).
    pub const fn section(self) -> &'static str {
        match self {
            Code::UserInfo => "RFC 3986 7.5, 7.6",
            Code::UserinfoLikeHost | Code::NonAsciiHost | Code::MixedScriptHost => "RFC 3986 7.6",
            Code::Password => "RFC 3986 7.5",
            Code::IpHost | Code::RareIpv4 => "RFC 3986 7.4",
            Code::EncodedDelimiterInHost
            | Code::EncodedNul
            | Code::EncodedControl
            | Code::DoubleEncoding => "RFC 3986 7.3",
            Code::UnexpectedPort => "RFC 3986 7.2",
            Code::DotSegments => "RFC 3986 7.3, 5.2.4",
            Code::EncodedNewline => "RFC 3986 7.2, 7.3",
            Code::BidiFormatting => "RFC 3987 4.1",
            Code::MappedDelimiter => "RFC 3986 7.3, 7.6",
            Code::Localhost => "RFC 3986 7.4; RFC 6761 6.3",
            Code::HiddenTraversal => "RFC 3986 7.3, 5.2.4",
            Code::MissingAuthority => "RFC 3986 7.6",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One thing the audit found: what, how much it matters, where (`start..end`, byte indexes
/// into the reference's text, end exclusive), and a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Finding {
    /// What it is about.
    pub code: Code,
    /// How much it matters.
    pub severity: Severity,
    /// The index of its first byte in the text.
    pub start: usize,
    /// The index after its last byte.
    pub end: usize,
    /// What it is and why it matters, for people.
    pub message: String,
}

/// A finding without its message: what [`RiRef::audit_into`] writes, for a caller that audits
/// many references and names findings by their [`Code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Flag {
    /// What it is about.
    pub code: Code,
    /// How much it matters.
    pub severity: Severity,
    /// The index of its first byte in the text.
    pub start: usize,
    /// The index after its last byte.
    pub end: usize,
}

/// What an audit writes for each finding: a [`Finding`], or a [`Flag`] (whose message is
/// never written).
trait Record {
    fn record(
        code: Code,
        severity: Severity,
        span: Range<usize>,
        message: impl FnOnce() -> String,
    ) -> Self;

    /// The order of findings: by where they start, then end, then by code.
    fn order(&self) -> (usize, usize, Code);
}

impl Record for Finding {
    fn record(
        code: Code,
        severity: Severity,
        span: Range<usize>,
        message: impl FnOnce() -> String,
    ) -> Self {
        Finding {
            code,
            severity,
            start: span.start,
            end: span.end,
            message: message(),
        }
    }

    fn order(&self) -> (usize, usize, Code) {
        (self.start, self.end, self.code)
    }
}

impl Record for Flag {
    fn record(
        code: Code,
        severity: Severity,
        span: Range<usize>,
        _: impl FnOnce() -> String,
    ) -> Self {
        Flag {
            code,
            severity,
            start: span.start,
            end: span.end,
        }
    }

    fn order(&self) -> (usize, usize, Code) {
        (self.start, self.end, self.code)
    }
}

/// Parses `text` as an IRI reference (which every URI reference is) and audits it
/// ([`RiRef::audit`]).
///
/// ```
/// use rfc3986::audit::{audit, Code};
///
/// let findings = audit("http://example.com/%0d%0aSet-Cookie:%20a=b")?;
/// assert_eq!(findings.len(), 2);
/// assert!(findings.iter().all(|f| f.code == Code::EncodedNewline));
/// assert!(audit("http://exa mple.com/").is_err());
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub fn audit(text: &str) -> Result<Vec<Finding>, ParseError> {
    IriRef::parse(text).map(|r| r.audit())
}

impl<G: Grammar> RiRef<'_, G> {
    /// What [RFC 3986 section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7) warns
    /// about in this reference: the findings of the [`audit`](crate::audit) module's table,
    /// ordered by where they start (then by where they end, then by code). An ordinary
    /// reference has no finding above [`Severity::Info`].
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::audit::Code;
    ///
    /// let uri = UriRef::parse("ftp://user:secret@10.0.0.1:22/")?;
    /// let codes: Vec<Code> = uri.audit().iter().map(|f| f.code).collect();
    /// assert_eq!(codes, [Code::UserInfo, Code::Password, Code::IpHost, Code::UnexpectedPort]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn audit(&self) -> Vec<Finding> {
        let mut findings = Vec::new();
        self.audit_with(&mut findings);
        findings
    }

    /// The findings of [`audit`](Self::audit) without their messages, appended to `out` in
    /// the same order: for a caller that audits many references into one buffer, which then
    /// allocates nothing for a reference whose findings fit.
    ///
    /// ```
    /// use rfc3986::UriRef;
    /// use rfc3986::audit::{Code, Flag};
    ///
    /// let mut flags: Vec<Flag> = Vec::new();
    /// for text in ["http://h/%00", "http://h/", "http://127.0.0.1/"] {
    ///     flags.clear();
    ///     UriRef::parse(text)?.audit_into(&mut flags);
    ///     let codes: Vec<Code> = flags.iter().map(|f| f.code).collect();
    ///     match text {
    ///         "http://h/%00" => assert_eq!(codes, [Code::EncodedNul]),
    ///         "http://h/" => assert!(codes.is_empty()),
    ///         _ => assert_eq!(codes, [Code::IpHost]),
    ///     }
    /// }
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn audit_into(&self, out: &mut Vec<Flag>) {
        self.audit_with(out);
    }

    /// Appends the findings to `out`, ordered among themselves.
    fn audit_with<R: Record>(&self, out: &mut Vec<R>) {
        let text = self.as_str();
        let first = out.len();
        // One pass notes what the checks look for; most references hold none of it (ASCII,
        // without a `%`, an A-label or a dot segment), and most checks end at once.
        let mut audit = Audit {
            text,
            marks: scan::marks(text.as_bytes(), 0),
            findings: out,
        };
        // Each component sliced once.
        let (scheme, host, path) = (self.scheme(), self.host_str(), self.path());
        if let Some(userinfo) = self.userinfo() {
            audit.userinfo(userinfo, self.password());
        }
        if let Some(host) = host {
            audit.host(host, classify(host), scheme);
        }
        if let (Some(scheme), Some(port)) = (scheme, self.port()) {
            audit.port(scheme, port, self.port_u16().ok().flatten());
        }
        if let Some(scheme) = scheme.filter(|_| host.is_none_or(str::is_empty)) {
            audit.missing_authority(scheme, path);
        }
        // A dot segment starts the path or follows a `/`, and starts with `.` or, encoded, `%`.
        let may_have_dots = audit.marks.slash_dot || audit.marks.percent || path.starts_with('.');
        if scheme.is_some() && may_have_dots {
            audit.dot_segments(path);
        }
        if audit.marks.percent || audit.marks.high {
            audit.hidden_traversal(path);
        }
        if audit.marks.percent {
            audit.percent_encodings(host.filter(|h| !h.starts_with('[')));
        }
        if audit.marks.high {
            audit.bidi_formatting();
        }
        if let Some(found) = audit.findings.get_mut(first..) {
            found.sort_by_key(R::order);
        }
    }
}

/// The findings on one reference, as they are made.
struct Audit<'a, 'o, R> {
    text: &'a str,
    /// What the text holds of what the checks look for.
    marks: Marks,
    findings: &'o mut Vec<R>,
}

impl<'a, R: Record> Audit<'a, '_, R> {
    /// Where `part`, a slice of the text (as every accessor of a reference gives), is in it.
    fn span(&self, part: &str) -> Range<usize> {
        let start = part.as_ptr() as usize - self.text.as_ptr() as usize;
        start..start + part.len()
    }

    /// Records a finding on `part`, a slice of the text.
    fn found(
        &mut self,
        code: Code,
        severity: Severity,
        part: &str,
        message: impl FnOnce() -> String,
    ) {
        let span = self.span(part);
        self.found_at(code, severity, span.start, span.end, message);
    }

    /// Records a finding on `start..end`; `message` is asked for only when the finding
    /// carries one.
    fn found_at(
        &mut self,
        code: Code,
        severity: Severity,
        start: usize,
        end: usize,
        message: impl FnOnce() -> String,
    ) {
        self.findings
            .push(R::record(code, severity, start..end, message));
    }

    fn userinfo(&mut self, userinfo: &'a str, password: Option<&'a str>) {
        self.found(Code::UserInfo, Severity::Info, userinfo, || {
            String::from("the reference has user info: its host is what follows the `@`")
        });
        if let Some(password) = password {
            self.found(Code::Password, Severity::Warning, password, || {
                String::from(
                    "a password in the user info: it travels and is stored in clear text, \
                     and RFC 3986 section 7.5 deprecates it",
                )
            });
        }
        if self.marks.high || self.marks.percent {
            self.mapped_delimiters(userinfo, "user info");
        }
        let decoded = pct::decode(userinfo);
        let decoded = String::from_utf8_lossy(&decoded);
        if let Some(why) = like_a_host(&decoded) {
            self.found(Code::UserinfoLikeHost, Severity::Danger, userinfo, || {
                format!(
                    "the user info reads like {why}: a reader may take it for where the \
                     reference leads, which is the host after the `@`"
                )
            });
        }
    }

    #[inline]
    fn host(&mut self, text: &'a str, host: Host<'a>, scheme: Option<&str>) {
        match host {
            Host::RegName(name) => self.reg_name(name, scheme),
            Host::Ipv4(_) | Host::Ipv6(_) | Host::Ipv6Zoned { .. } | Host::IpvFuture { .. } => {
                self.found(Code::IpHost, Severity::Info, text, || {
                    String::from("the host is an IP address")
                });
                if let Host::Ipv6(addr) | Host::Ipv6Zoned { address: addr, .. } = host {
                    if let Some((v4, form)) = security::embedded_ipv4(&addr) {
                        self.found(Code::RareIpv4, Severity::Danger, text, || {
                            format!(
                                "an {form} IPv6 address, which embeds the IPv4 address {v4}: \
                                 connections may go to {v4}, which a filter looking for dotted \
                                 decimal misses"
                            )
                        });
                    }
                }
            }
        }
    }

    /// The characters of `part` (the host, or the user info) that IDNA maps to a delimiter
    /// ([`security::COMPATIBILITY_DELIMITERS`]), as themselves or percent-encoded; in a host,
    /// but for the label separators that IDNA maps to `.`, which separate labels there.
    fn mapped_delimiters(&mut self, part: &'a str, what: &str) {
        let base = self.span(part).start;
        let host = what == "host";
        for (range, c) in chars_as_decoded(part) {
            if host && security::LABEL_SEPARATORS.contains(&c) {
                continue;
            }
            let Some(mapped) = security::compatibility_delimiter(c) else {
                continue;
            };
            self.found_at(
                Code::MappedDelimiter,
                Severity::Danger,
                base + range.start,
                base + range.end,
                || {
                    format!(
                        "U+{:04X} in the {what} becomes `{mapped}` once mapped by IDNA (UTS 46 or \
                     NFKC): a client that maps it before it splits the reference reads another \
                     host",
                        u32::from(c)
                    )
                },
            );
        }
    }

    /// A reference with a scheme and no host (`http:evil.com`, `http:///evil.com`), where
    /// WHATWG URL reads one: for its special schemes, it skips the slashes after `:` and reads
    /// an authority.
    fn missing_authority(&mut self, scheme: &str, path: &'a str) {
        const SPECIAL: [&str; 5] = ["http", "https", "ws", "wss", "ftp"];
        if !SPECIAL.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
            return;
        }
        let rest = path.trim_start_matches('/');
        let authority = &rest[..rest.find('/').unwrap_or(rest.len())];
        let as_whatwg = format!("//{authority}");
        let Some(host) = IriRef::parse(&as_whatwg)
            .ok()
            .and_then(|r| r.host_str().map(String::from))
            .filter(|h| !h.is_empty())
        else {
            return;
        };
        self.found(Code::MissingAuthority, Severity::Danger, path, || {
            format!(
                "no host after `{}:`: WHATWG URL (browsers) reads the host `{host}` here, RFC \
                 3986 a path",
                scheme.to_ascii_lowercase()
            )
        });
    }

    /// Segments of the path in which a lenient server finds a `..` between separators once
    /// it decodes ([`hides_dot_dot`]): `..%2F`, `%5C..%5C`, `%252E%252E`, `%C0%AE%C0%AE`,
    /// `．．`. (`%2E%2E` alone is a dot segment, [`Code::DotSegments`].)
    fn hidden_traversal(&mut self, path: &'a str) {
        let mut start = 0;
        for segment in path.split('/') {
            let span = start..start + segment.len();
            start = span.end + 1;
            if segment.is_ascii() && !segment.contains('%') {
                continue;
            }
            if hides_dot_dot(segment) {
                let segment = &path[span];
                self.found(Code::HiddenTraversal, Severity::Danger, segment, || {
                    String::from(
                        "a `..` hidden inside one segment: a server that decodes the path \
                         before it splits it (or maps its characters) climbs a directory",
                    )
                });
            }
        }
    }

    #[inline]
    fn reg_name(&mut self, name: &'a str, scheme: Option<&str>) {
        let Marks { percent, high, .. } = self.marks;
        // Without a `%` or a byte beyond ASCII in the text, the name is read as written.
        let as_written = !percent && !high;
        if !as_written {
            self.mapped_delimiters(name, "host");
        }
        let localhost = if as_written {
            security::names_localhost(name.as_bytes())
        } else {
            security::is_localhost(name)
        };
        if localhost && !scheme.is_some_and(|s| s.eq_ignore_ascii_case("file")) {
            let plain = !name.contains('%') && name.is_ascii() && !name.ends_with('.');
            let (severity, message) = if plain {
                (
                    Severity::Info,
                    "the host names this machine (RFC 6761 section 6.3)",
                )
            } else {
                (
                    Severity::Danger,
                    "the host names this machine once decoded and mapped as resolvers and \
                     WHATWG URL map it (RFC 6761 section 6.3), which a filter looking for \
                     `localhost` misses",
                )
            };
            self.found(Code::Localhost, severity, name, || String::from(message));
        }
        let decoded = if percent {
            pct::decode(name)
        } else {
            Cow::Borrowed(name.as_bytes())
        };
        let beyond_ascii = !as_written && !decoded.is_ascii();
        if let Some(addr) = security::rare_ipv4(name, percent) {
            self.found(Code::RareIpv4, Severity::Danger, name, || {
                format!(
                    "resolvers read this host as the IPv4 address {addr}, which a filter \
                     looking for dotted decimal misses"
                )
            });
        } else if !cfg!(feature = "idna") && beyond_ascii && may_map_to_a_number(&decoded) {
            self.found(Code::RareIpv4, Severity::Warning, name, || {
                String::from(
                    "the host may be read as an IPv4 address once its characters beyond \
                     ASCII are mapped (UTS 46), which this build cannot tell (without the \
                     `idna` feature)",
                )
            });
        }
        // A host name in ASCII, without A-labels (which hold `--`), is in Latin letters alone.
        let a_label = self.marks.dashes && has_a_label(name);
        if !beyond_ascii && !a_label {
            return;
        }
        self.found(Code::NonAsciiHost, Severity::Info, name, || {
            String::from(
                "an internationalized host name: shown in Unicode, it may look like another",
            )
        });
        for label in name.split(security::LABEL_SEPARATORS) {
            if let Some(scripts) = scripts::mixed(label) {
                self.found(Code::MixedScriptHost, Severity::Danger, label, || {
                    format!("this label mixes scripts ({scripts}): it may pass for another name")
                });
            }
        }
    }

    fn port(&mut self, scheme: &str, port: &'a str, number: Option<u16>) {
        let Some(number) = number else {
            return;
        };
        let known = |s: &str| s.eq_ignore_ascii_case(scheme);
        if !DEFAULT_PORTS.iter().any(|&(s, _)| known(s))
            || DEFAULT_PORTS.iter().any(|&(s, p)| known(s) && p == number)
        {
            return;
        }
        if let Some(&(other, _)) = DEFAULT_PORTS.iter().find(|&&(_, p)| p == number) {
            self.found(Code::UnexpectedPort, Severity::Warning, port, || {
                format!(
                    "port {number} is the default port of {other}, not of {}: a reference \
                     that sends one protocol to another's server",
                    scheme.to_ascii_lowercase()
                )
            });
        }
    }

    /// The dot segments of `path`, as they are written or percent-encoded (called when the
    /// text's marks, or the path's first byte, say it may hold one).
    fn dot_segments(&mut self, path: &'a str) {
        let bytes = path.as_bytes();
        // Without a `%` in it, the path has a dot segment when the scan of resolution finds
        // one (sixteen or eight bytes at a time).
        let encoded = self.marks.percent && bytes.contains(&b'%');
        if !encoded && dot_segment(bytes).is_none() {
            return;
        }
        // Where each segment starts: a dot segment starts with `.`, or with `%` encoded.
        let starts = bytes
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'/')
            .map(|(slash, _)| slash + 1);
        for start in core::iter::once(0).chain(starts) {
            if !matches!(bytes.get(start), Some(b'.' | b'%')) {
                continue;
            }
            let len = bytes[start..].iter().take_while(|&&b| b != b'/').count();
            let segment = &path[start..start + len];
            if is_dot_segment_decoded(segment) {
                let how = if is_dot_segment(segment.as_bytes()) {
                    "a"
                } else {
                    "a percent-encoded"
                };
                self.found(Code::DotSegments, Severity::Warning, segment, || {
                    format!(
                        "{how} dot segment: the path names another place once resolved, \
                         which a filter on the path as written misses"
                    )
                });
            }
        }
    }

    fn percent_encodings(&mut self, reg_name: Option<&str>) {
        let bytes = self.text.as_bytes();
        let host = reg_name.map(|h| self.span(h));
        for (at, _) in self.text.match_indices('%') {
            let Some(octet) = pct_encoded_octet(&bytes[at + 1..]) else {
                continue;
            };
            let (code, severity) = match octet {
                0 => (Code::EncodedNul, Severity::Danger),
                b'\n' | b'\r' => (Code::EncodedNewline, Severity::Danger),
                0x01..=0x1F | 0x7F => (Code::EncodedControl, Severity::Warning),
                b'%' if bytes
                    .get(at + 3..at + 5)
                    .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) =>
                {
                    self.found_at(Code::DoubleEncoding, Severity::Warning, at, at + 5, || {
                        String::from(
                            "a percent-encoded percent-encoding: decoded twice, it becomes \
                             another character",
                        )
                    });
                    continue;
                }
                b'/' | b'?' | b'#' | b'@' | b':' | b'\\' | b'.'
                    if host.as_ref().is_some_and(|h| h.contains(&at)) =>
                {
                    (Code::EncodedDelimiterInHost, Severity::Danger)
                }
                _ => continue,
            };
            self.found_at(code, severity, at, at + 3, || encoded_message(code, octet));
        }
    }

    fn bidi_formatting(&mut self) {
        // Only the characters that start with a control's first byte are read (a first byte
        // is no continuation byte: where one is found, a character starts).
        let bytes = self.text.as_bytes();
        let mut at = scan::find_any(bytes, 0, BIDI_CONTROL_LEADS);
        while let Some(c) = self.text.get(at..).and_then(|rest| rest.chars().next()) {
            if BIDI_CONTROLS.contains(&c) {
                self.found_at(
                    Code::BidiFormatting,
                    Severity::Danger,
                    at,
                    at + c.len_utf8(),
                    || {
                        format!(
                            "a bidirectional formatting character (U+{:04X}): the reference may \
                         display in an order other than its own",
                            u32::from(c)
                        )
                    },
                );
            }
            at = scan::find_any(bytes, at + 1, BIDI_CONTROL_LEADS);
        }
    }
}

/// The message of a finding on the percent-encoded `octet`, by its `code`.
fn encoded_message(code: Code, octet: u8) -> String {
    match code {
        Code::EncodedNul => {
            String::from("a percent-encoded NUL: software written in C stops reading there")
        }
        Code::EncodedNewline => String::from(
            "a percent-encoded line break: decoded into a header or a log line, it starts a \
             new one",
        ),
        Code::EncodedDelimiterInHost => format!(
            "a percent-encoded `{}` in the host: decoded, it changes what the host is",
            char::from(octet)
        ),
        _ => format!("a percent-encoded control character (U+{octet:04X})"),
    }
}

/// Whether a label of `name` starts with the ACE prefix `xn--` (in any case): an A-label.
fn has_a_label(name: &str) -> bool {
    let mut label = name.as_bytes();
    loop {
        if starts_a_label(label) {
            return true;
        }
        match label.iter().position(|&b| b == b'.') {
            Some(dot) => label = &label[dot + 1..],
            None => return false,
        }
    }
}

/// What `userinfo` (decoded) reads like, if it reads like a host name or a URL part.
fn like_a_host(userinfo: &str) -> Option<&'static str> {
    if userinfo.contains("://") {
        return Some("a URL");
    }
    if userinfo.contains(['/', '?', '#', '@', '\\']) {
        return Some("part of a URL");
    }
    if userinfo.contains('&') || userinfo.contains('=') {
        return Some("a query");
    }
    // The words of the user info, split where a host name could not go on.
    let names = userinfo.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '-'));
    for name in names {
        let name = name.trim_matches('.');
        // An address in any form resolvers read (`127.1`, `0x7f.1`, `0x7f000001`), but a
        // number alone (`1234`, a password as much as an address).
        let number_like = name.contains('.') || name.starts_with("0x") || name.starts_with("0X");
        if number_like && security::rare_ipv4(name, false).is_some() {
            return Some("an IP address");
        }
        if security::is_localhost(name) {
            return Some("a host name");
        }
        let mut labels = name.split('.');
        let last = labels.next_back();
        let dotted = labels.clone().count() > 0 && labels.all(|l| !l.is_empty());
        if dotted && last.is_some_and(|l| !l.is_empty() && l.chars().all(char::is_alphabetic)) {
            return Some("a host name");
        }
    }
    None
}

/// The characters of `part` beyond ASCII, as themselves or as a run of `%XX` that decodes to
/// UTF-8, with the range of the text each takes.
fn chars_as_decoded(part: &str) -> impl Iterator<Item = (Range<usize>, char)> + '_ {
    let bytes = part.as_bytes();
    let mut at = 0;
    core::iter::from_fn(move || {
        while at < bytes.len() {
            let start = at;
            if bytes[at] == b'%' {
                // The run of `%XX` from here (the parser checked that each `%` starts one),
                // and the first character it decodes to.
                let run = bytes[at..].chunks(3).take_while(|t| t[0] == b'%').count();
                let decoded = pct::decode(&part[at..at + 3 * run]);
                let first = decoded
                    .utf8_chunks()
                    .next()
                    .and_then(|chunk| chunk.valid().chars().next())
                    .filter(|c| !c.is_ascii());
                match first {
                    Some(c) => {
                        at += 3 * c.len_utf8();
                        return Some((start..at, c));
                    }
                    None => at += 3,
                }
                continue;
            }
            let c = part[at..].chars().next()?;
            at += c.len_utf8();
            if !c.is_ascii() {
                return Some((start..at, c));
            }
        }
        None
    })
}

/// Whether a lenient server finds a piece `..` between separators (`/`, `\\`) in a path segment,
/// reading it so: percent-decoded until nothing decodes (three times at most: `%252E` is `%2E`,
/// then `.`), overlong UTF-8 forms of ASCII read as the ASCII (`%C0%AE` is `.`), what is left
/// read as UTF-8 (other bytes as U+FFFD), and the compatibility forms of `.`, `/` and `\\`
/// mapped ([`security::COMPATIBILITY_DELIMITERS`]: `．` is `.`). A segment that is `..` once
/// decoded is a dot segment, which hides nothing.
fn hides_dot_dot(segment: &str) -> bool {
    if !segment.contains('%') {
        // Nothing to decode, and UTF-8 holds no overlong form: the characters as written.
        return has_dot_dot_piece(segment.chars());
    }
    let mut bytes = pct::decode(segment).into_owned();
    if bytes == b".." {
        return false;
    }
    for _ in 0..2 {
        match pct::decode_bytes(&bytes) {
            Cow::Owned(decoded) => bytes = decoded,
            Cow::Borrowed(_) => break,
        }
    }
    let mut ascii = Vec::with_capacity(bytes.len());
    let mut rest = &bytes[..];
    while let Some(&first) = rest.first() {
        match overlong_ascii(rest) {
            Some((b, len)) => {
                ascii.push(b);
                rest = &rest[len..];
            }
            None => {
                ascii.push(first);
                rest = &rest[1..];
            }
        }
    }
    has_dot_dot_piece(String::from_utf8_lossy(&ascii).chars())
}

/// Whether `chars`, each mapped by [`security::compatibility_delimiter`], hold a piece `..`
/// between the separators `/` and `\\` (or the start and the end).
fn has_dot_dot_piece(chars: impl Iterator<Item = char>) -> bool {
    // The dots of the piece read so far; `None` once it holds another character.
    let mut dots = Some(0u8);
    let mut read = |c: char| match c {
        '/' | '\\' => dots.replace(0) == Some(2),
        '.' => {
            dots = dots.map(|n| n.saturating_add(1));
            false
        }
        _ => {
            dots = None;
            false
        }
    };
    for c in chars {
        let found = match security::compatibility_delimiter(c) {
            Some(mapped) => mapped.chars().any(&mut read),
            None => read(c),
        };
        if found {
            return true;
        }
    }
    dots == Some(2)
}

/// An overlong UTF-8 form of an ASCII character at the start of `bytes` (two, three or four
/// bytes for what one writes), which lenient decoders read as the character: the character
/// and the length of the form.
fn overlong_ascii(bytes: &[u8]) -> Option<(u8, usize)> {
    let cont = |b: &u8| b & 0xC0 == 0x80;
    let six = |b: u8| u32::from(b & 0x3F);
    let (value, len) = match bytes {
        [a @ 0xC0..=0xC1, b, ..] if cont(b) => (u32::from(a & 0x1F) * 64 + six(*b), 2),
        [0xE0, b @ 0x80..=0x81, c, ..] if cont(c) => (six(*b) * 64 + six(*c), 3),
        [0xF0, 0x80, c @ 0x80..=0x81, d, ..] if cont(d) => (six(*c) * 64 + six(*d), 4),
        _ => return None,
    };
    u8::try_from(value)
        .ok()
        .filter(u8::is_ascii)
        .map(|b| (b, len))
}

/// Whether a host beyond ASCII could be an IPv4 address once mapped (without the `idna`
/// feature, which maps it): a character beyond ASCII next to an ASCII digit, or a last label
/// (but for one final `.`) of digits, hex letters, `x` and characters beyond ASCII (which the
/// mapping may make digits or drop), with at least one digit of any script.
fn may_map_to_a_number(decoded: &[u8]) -> bool {
    let text = String::from_utf8_lossy(decoded);
    let chars: Vec<char> = text.chars().collect();
    let next_to_digit = chars.windows(2).any(|pair| {
        let [a, b] = [pair[0], pair[1]];
        (!a.is_ascii() && b.is_ascii_digit()) || (a.is_ascii_digit() && !b.is_ascii())
    });
    let text = text.strip_suffix('.').unwrap_or(&text);
    let last = text.rsplit('.').next().unwrap_or(text);
    let digit = |c: char| c.is_ascii_digit() || (!c.is_ascii() && c.is_numeric());
    let may_be_number = last.chars().any(digit)
        && last
            .chars()
            .all(|c| !c.is_ascii() || c.is_ascii_hexdigit() || c == 'x' || c == 'X');
    next_to_digit || may_be_number
}
