//! The character classes of RFC 3986's grammar, one per ABNF rule, built at compile time.
//!
//! Each [`Class`] is defined once, composed the way
//! [Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A) composes its rule, and
//! named after that rule. Every other form of a class is derived from that definition:
//!
//! - its bit in one shared 256-entry table ([`Class::contains`]: one load and one AND), which
//!   the parser's scans test ([`crate::scan`]);
//! - the bitmap of the ASCII bytes it keeps, for percent-encoding
//!   ([`EncodeSet`](crate::pct::EncodeSet), through [`Class::ascii_bits`]);
//! - the ranges and single bytes that vector code tests sixteen bytes at a time (`VectorClass`, on
//!   `x86_64`).
//!
//! `%` is in none of them: `pct-encoded` is three bytes, not one, and the scans check it apart.
//!
//! The classes of IRIs (RFC 3987 section 2.2) are these ones plus `ucschar` (and `iprivate`
//! in a query): ranges of code points, all beyond ASCII. So an IRI class needs no bytes of its
//! own: it is its URI class and one more bit, set for every byte from `0x80` on, that a scan
//! tests beside the class's bit; at each non-ASCII byte the scan then checks the code point its
//! UTF-8 sequence encodes against the ranges. The table has room for that bit (it uses fourteen
//! of sixteen).

/// A set of bytes, built at compile time as a 256-entry table: the material classes are
/// composed from.
#[derive(Clone, Copy)]
pub(crate) struct ByteSet([bool; 256]);

impl ByteSet {
    const EMPTY: ByteSet = ByteSet([false; 256]);

    /// The set of the given bytes.
    const fn of(bytes: &[u8]) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        let mut i = 0;
        while i < bytes.len() {
            set.0[bytes[i] as usize] = true;
            i += 1;
        }
        set
    }

    /// The set of the bytes `first..=last`.
    const fn range(first: u8, last: u8) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        let mut b = first as usize;
        while b <= last as usize {
            set.0[b] = true;
            b += 1;
        }
        set
    }

    /// Both sets together, as the ABNF's `/`.
    const fn or(self, other: ByteSet) -> ByteSet {
        let mut set = self;
        let mut b = 0;
        while b < 256 {
            set.0[b] = self.0[b] || other.0[b];
            b += 1;
        }
        set
    }

    /// The set's ASCII bytes as a bitmap (bit `b` for byte `b`).
    const fn ascii_bits(&self) -> u128 {
        let mut bits = 0u128;
        let mut b = 0;
        while b < 128 {
            if self.0[b] {
                bits |= 1 << b;
            }
            b += 1;
        }
        bits
    }

    /// This set without the given bytes.
    const fn without(self, bytes: &[u8]) -> ByteSet {
        let mut set = self;
        let mut i = 0;
        while i < bytes.len() {
            set.0[bytes[i] as usize] = false;
            i += 1;
        }
        set
    }
}

/// What a class takes beyond ASCII: nothing (RFC 3986), or the code points of RFC 3987's
/// `ucschar`, and in a query `iprivate` too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum NonAsciiChars {
    /// No byte from `0x80` on.
    Nothing,
    /// `ucschar`.
    Ucschar,
    /// `ucschar / iprivate` (`iquery`).
    UcscharOrIprivate,
}

impl NonAsciiChars {
    /// Whether the grammar takes `c`, a code point from `U+0080` on, where this applies.
    #[inline(always)]
    pub(crate) const fn takes(self, c: char) -> bool {
        match self {
            NonAsciiChars::Nothing => false,
            NonAsciiChars::Ucschar => is_ucschar(c),
            NonAsciiChars::UcscharOrIprivate => is_ucschar(c) || is_iprivate(c),
        }
    }
}

/// The character class of one ABNF rule: its bytes, its bit in the shared table, and its
/// vector form.
#[derive(Clone, Copy)]
pub(crate) struct Class {
    set: ByteSet,
    /// This class's bits in [`TABLE`]: its own, and for an IRI class the bit of every byte from
    /// `0x80` on.
    bit: u16,
    /// The code points the class takes beyond ASCII, checked apart (the table and the vector
    /// form take every byte from `0x80` on).
    non_ascii: NonAsciiChars,
    #[cfg(rfc3986_sse2)]
    vector_form: VectorClass,
}

impl Class {
    /// The class of `set`, with bit `index` of the shared table (each class has its own: see
    /// [`ALL`]).
    const fn rule(index: u32, set: ByteSet) -> Class {
        Class {
            set,
            bit: 1 << index,
            non_ascii: NonAsciiChars::Nothing,
            #[cfg(rfc3986_sse2)]
            vector_form: VectorClass::of(&set),
        }
    }

    /// The IRI form of this class (RFC 3987 section 2.2): its bytes, every byte from `0x80` on,
    /// and `non_ascii` for the code points those bytes encode.
    const fn iri(self, non_ascii: NonAsciiChars) -> Class {
        let set = self.set.or(NON_ASCII.set);
        Class {
            set,
            bit: self.bit | NON_ASCII.bit,
            non_ascii,
            #[cfg(rfc3986_sse2)]
            vector_form: VectorClass::of(&set),
        }
    }

    /// What the class takes beyond ASCII.
    #[inline(always)]
    pub(crate) const fn non_ascii(&self) -> NonAsciiChars {
        self.non_ascii
    }

    /// Whether `byte` is in the class.
    #[inline(always)]
    pub(crate) fn contains(&self, byte: u8) -> bool {
        TABLE[byte as usize] & self.bit != 0
    }

    /// Whether all eight bytes are in the class: eight loads, one branch for the caller.
    #[cfg(any(test, not(rfc3986_sse2)))]
    #[inline(always)]
    pub(crate) fn contains_all(&self, bytes: &[u8; 8]) -> bool {
        let mut all = true;
        for &b in bytes {
            // An IRI class has two bits: a byte is in it if it has either.
            all &= TABLE[b as usize] & self.bit != 0;
        }
        all
    }

    /// The class as a bitmap of ASCII bytes (bit `b` for byte `b`).
    pub(crate) const fn ascii_bits(&self) -> u128 {
        self.set.ascii_bits()
    }

    /// The class as vector code tests it.
    #[cfg(rfc3986_sse2)]
    #[inline(always)]
    pub(crate) fn vector_form(&self) -> &VectorClass {
        &self.vector_form
    }
}

/// A class as vector code tests it, sixteen bytes at once, in two forms.
///
/// With SSE2 alone: the letters (either case, by folding) when `letters` is set, the byte
/// ranges `ranges[..range_count]` (inclusive), and the single bytes `singles[..single_count]`.
/// Derived from the class's bytes: each maximal run of three bytes or more outside the letters
/// is a range, and shorter runs are single bytes.
///
/// With a byte shuffle (SSSE3): `low`, a table of the ASCII bytes by their low four bits. A
/// byte `b` below `0x80` is in the class when bit `b >> 4` of `low[b & 15]` is set; every byte
/// from `0x80` on is in it when `high_bytes` is set (an IRI class), and none otherwise.
///
/// With `utf8_bulk` (a form the scans derive, never a class's own), the bytes from `0x80` on
/// that make up the characters every IRI class takes are in it too, in text known to be UTF-8.
#[cfg(rfc3986_sse2)]
#[derive(Clone, Copy)]
pub(crate) struct VectorClass {
    pub(crate) letters: bool,
    pub(crate) ranges: [(u8, u8); 4],
    pub(crate) range_count: usize,
    pub(crate) singles: [u8; 10],
    pub(crate) single_count: usize,
    pub(crate) low: [u8; 16],
    pub(crate) high_bytes: bool,
    /// Whether the continuation bytes and the lead bytes up to `ED` but `C2` are in it: the
    /// bytes of U+00C0 to U+D7FF (in UTF-8, where `C0` and `C1` never are and `ED` leads no
    /// surrogate), which every IRI class takes. `C2` (U+0080 to U+00BF, taken from U+00A0
    /// on) and the leads from `EE` on (private use, non-characters, the other planes) are not.
    pub(crate) utf8_bulk: bool,
}

#[cfg(rfc3986_sse2)]
impl VectorClass {
    /// Whether the vector form holds `b`, read back byte by byte (for its tests).
    #[cfg(test)]
    pub(crate) fn holds(&self, b: u8) -> bool {
        (self.letters && b.is_ascii_alphabetic())
            || self.ranges[..self.range_count]
                .iter()
                .any(|&(first, last)| (first..=last).contains(&b))
            || self.singles[..self.single_count].contains(&b)
    }

    /// Whether the shuffle form of the vector form holds `b`, read back byte by byte (for the tests
    /// of specs).
    #[cfg(test)]
    pub(crate) fn shuffle_holds(&self, b: u8) -> bool {
        if b >= 0x80 {
            self.high_bytes
        } else {
            self.low[usize::from(b & 15)] & 1 << (b >> 4) != 0
        }
    }

    /// The vector form of `set`, at compile time (a set with more runs than it holds does not
    /// compile).
    const fn of(set: &ByteSet) -> VectorClass {
        let mut letters = true;
        let mut b = 0;
        while b < 26 {
            letters &= set.0[b'a' as usize + b] && set.0[b'A' as usize + b];
            b += 1;
        }
        let mut spec = VectorClass {
            letters,
            ranges: [(0, 0); 4],
            range_count: 0,
            singles: [0; 10],
            single_count: 0,
            low: [0; 16],
            high_bytes: set.0[0x80],
            utf8_bulk: false,
        };
        let mut b = 0;
        while b < 0x80 {
            if set.0[b] {
                spec.low[b & 15] |= 1 << (b >> 4);
            }
            b += 1;
        }
        let mut b = 0;
        while b < 256 {
            if !VectorClass::in_run(set, letters, b) {
                b += 1;
                continue;
            }
            let first = b;
            while b < 256 && VectorClass::in_run(set, letters, b) {
                b += 1;
            }
            if b - first >= 3 {
                spec.ranges[spec.range_count] = (first as u8, (b - 1) as u8);
                spec.range_count += 1;
            } else {
                let mut k = first;
                while k < b {
                    spec.singles[spec.single_count] = k as u8;
                    spec.single_count += 1;
                    k += 1;
                }
            }
        }
        spec
    }

    /// Whether byte `b` of `set` is one of its ranges or single bytes: in the set, and not a
    /// letter the fold tests.
    const fn in_run(set: &ByteSet, letters: bool, b: usize) -> bool {
        set.0[b] && !(letters && (b as u8).is_ascii_alphabetic())
    }
}

/// `ALPHA = %x41-5A / %x61-7A`
pub(crate) const ALPHA: Class =
    Class::rule(0, ByteSet::range(b'A', b'Z').or(ByteSet::range(b'a', b'z')));

/// `DIGIT = %x30-39`
pub(crate) const DIGIT: Class = Class::rule(1, ByteSet::range(b'0', b'9'));

/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (case-insensitive, as all ABNF strings)
pub(crate) const HEXDIG: Class = Class::rule(
    2,
    DIGIT
        .set
        .or(ByteSet::range(b'A', b'F'))
        .or(ByteSet::range(b'a', b'f')),
);

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
pub(crate) const UNRESERVED: Class =
    Class::rule(3, ALPHA.set.or(DIGIT.set).or(ByteSet::of(b"-._~")));

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
pub(crate) const SUB_DELIMS: Class = Class::rule(4, ByteSet::of(b"!$&'()*+,;="));

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the bytes after the first.
pub(crate) const SCHEME: Class = Class::rule(5, ALPHA.set.or(DIGIT.set).or(ByteSet::of(b"+-.")));

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`, without `pct-encoded`.
pub(crate) const USERINFO: Class =
    Class::rule(6, UNRESERVED.set.or(SUB_DELIMS.set).or(ByteSet::of(b":")));

/// The body of `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`: the bytes
/// of [`USERINFO`].
pub(crate) const IPVFUTURE: Class = USERINFO;

/// `ZoneID = 1*( unreserved / pct-encoded )` ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)),
/// without `pct-encoded`: the bytes of [`UNRESERVED`].
pub(crate) const ZONE_ID: Class = UNRESERVED;

/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, without `pct-encoded`.
pub(crate) const REG_NAME: Class = Class::rule(7, UNRESERVED.set.or(SUB_DELIMS.set));

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`, without `pct-encoded`: the
/// bytes of a `segment`.
pub(crate) const PCHAR: Class =
    Class::rule(8, UNRESERVED.set.or(SUB_DELIMS.set).or(ByteSet::of(b":@")));

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`, without
/// `pct-encoded`: the first segment of a `path-noscheme`.
pub(crate) const SEGMENT_NZ_NC: Class = Class::rule(9, PCHAR.set.without(b":"));

/// Any `path`: `pchar` and the `/` between segments.
pub(crate) const PATH: Class = Class::rule(10, PCHAR.set.or(ByteSet::of(b"/")));

/// `query = *( pchar / "/" / "?" )`, without `pct-encoded`.
pub(crate) const QUERY: Class = Class::rule(11, PCHAR.set.or(ByteSet::of(b"/?")));

/// `fragment = *( pchar / "/" / "?" )`: the bytes of [`QUERY`].
pub(crate) const FRAGMENT: Class = QUERY;

/// `reserved / unreserved` ([section 2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2),
/// [2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), without `pct-encoded`: every byte
/// a URI reference may hold but `%`, whatever the component. Extraction from text reads
/// delimited URIs with it (`crate::extract`).
pub(crate) const RESERVED_UNRESERVED: Class = Class::rule(13, QUERY.set.or(ByteSet::of(b"#[]")));

/// Every byte from `0x80` on: the bytes of the UTF-8 sequences of non-ASCII characters, which
/// the IRI classes add to their URI classes.
const NON_ASCII: Class = Class::rule(12, ByteSet::range(0x80, 0xFF));

/// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (RFC 3987), without
/// `pct-encoded`.
pub(crate) const IUSERINFO: Class = USERINFO.iri(NonAsciiChars::Ucschar);

/// `ireg-name = *( iunreserved / pct-encoded / sub-delims )`, without `pct-encoded`.
pub(crate) const IREG_NAME: Class = REG_NAME.iri(NonAsciiChars::Ucschar);

/// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )`, without
/// `pct-encoded`.
pub(crate) const ISEGMENT_NZ_NC: Class = SEGMENT_NZ_NC.iri(NonAsciiChars::Ucschar);

/// Any `ipath`: `ipchar` and the `/` between segments.
pub(crate) const IPATH: Class = PATH.iri(NonAsciiChars::Ucschar);

/// `iquery = *( ipchar / iprivate / "/" / "?" )`, without `pct-encoded`.
pub(crate) const IQUERY: Class = QUERY.iri(NonAsciiChars::UcscharOrIprivate);

/// `ifragment = *( ipchar / "/" / "?" )`, without `pct-encoded`.
pub(crate) const IFRAGMENT: Class = FRAGMENT.iri(NonAsciiChars::Ucschar);

/// [`RESERVED_UNRESERVED`] in an IRI: and `ucschar` and `iprivate`, every character beyond
/// ASCII some IRI component takes.
pub(crate) const IRESERVED_UNRESERVED: Class =
    RESERVED_UNRESERVED.iri(NonAsciiChars::UcscharOrIprivate);

/// Every class with its own bit, for the table (and the tests of every class).
pub(crate) const ALL: [Class; 14] = [
    ALPHA,
    DIGIT,
    HEXDIG,
    UNRESERVED,
    SUB_DELIMS,
    SCHEME,
    USERINFO,
    REG_NAME,
    PCHAR,
    SEGMENT_NZ_NC,
    PATH,
    QUERY,
    NON_ASCII,
    RESERVED_UNRESERVED,
];

/// Every IRI class (for the tests of every class).
#[cfg(test)]
pub(crate) const ALL_IRI: [Class; 7] = [
    IUSERINFO,
    IREG_NAME,
    ISEGMENT_NZ_NC,
    IPATH,
    IQUERY,
    IFRAGMENT,
    IRESERVED_UNRESERVED,
];

/// The ASCII characters of RFC 6570's `literals`
/// ([section 2.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.1), with the verified
/// [erratum 6937](https://www.rfc-editor.org/errata/eid6937), which puts `'` back, as the RFC's
/// own examples use it), as a bitmap: every visible character but `"`, `%`, `<`, `>`, `\`, `^`,
/// `` ` ``, `{`, `|` and `}` (`%` starts a `pct-encoded`, read apart; beyond ASCII, `ucschar`
/// and `iprivate`). Every one is allowed in a URI. Not a class of the shared table: templates
/// are read a byte at a time.
pub(crate) const TEMPLATE_LITERALS: u128 = ByteSet::range(0x21, 0x7E)
    .without(b"\"%<>\\^`{|}")
    .ascii_bits();

/// `ucschar` (RFC 3987 section 2.2): the code points an IRI takes wherever a URI takes
/// `unreserved`.
///
/// ```text
/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///         / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
pub(crate) const fn is_ucschar(c: char) -> bool {
    let c = c as u32;
    match c {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        // Planes 1 to 14, each without its last two code points (non-characters); plane 14
        // from 0xE1000 only.
        0x1_0000..=0xE_FFFD => c & 0xFFFF <= 0xFFFD && !(c >= 0xE_0000 && c < 0xE_1000),
        _ => false,
    }
}

/// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987 section 2.2): private
/// use code points, which an IRI takes in its query only.
pub(crate) const fn is_iprivate(c: char) -> bool {
    matches!(c as u32, 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// The bidirectional formatting characters that
/// [RFC 3987 section 4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1) says IRIs must
/// not contain: LRM, RLM, LRE, RLE, PDF, LRO and RLO. Unicode has added more since (see
/// [`BIDI_CONTROLS`]), which this crate treats alike.
#[deprecated(note = "use BIDI_CONTROLS, which adds the isolates and ALM that RFC 3987 predates")]
pub const BIDI_FORMATTING: [char; 7] = [
    '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
];

/// The bidirectional control characters (Unicode's `Bidi_Control` property): the seven that
/// [RFC 3987 section 4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1) says IRIs must
/// not contain (LRM U+200E, RLM U+200F, LRE, RLE, PDF, LRO and RLO, U+202A to U+202E), and
/// those Unicode added after the RFC was written, which reorder text as much: ALM (U+061C,
/// Unicode 6.3) and the isolates LRI, RLI, FSI and PDI (U+2066 to U+2069, Unicode 6.3).
///
/// The grammar takes them (they are `ucschar`), as RFC 3987's does; everything else in this
/// crate treats the twelve alike: [`UriRef::to_iri`](crate::UriRef::to_iri) keeps them percent-encoded,
/// [`IriRef::bidi_formatting`](crate::IriRef::bidi_formatting) lists them, the audit reports them (`bidi-formatting`), and an
/// IRI found in text does not hold them as they are.
///
/// ```
/// use rfc3986::{UriRef, BIDI_CONTROLS};
///
/// assert!(BIDI_CONTROLS.contains(&'\u{2067}'));
/// let uri = UriRef::parse("http://example.org/%E2%81%A7a")?;
/// assert_eq!(uri.to_iri().as_str(), "http://example.org/%E2%81%A7a");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub const BIDI_CONTROLS: [char; 12] = [
    '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
    '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
];

/// The bytes with which the UTF-8 forms of the [`BIDI_CONTROLS`] start (`0xD8` and `0xE2`), the
/// last repeated to make three: a search for these bytes finds every control.
pub(crate) const BIDI_CONTROL_LEADS: [u8; 3] = {
    let mut leads = [0u8; 3];
    let mut n = 0;
    let mut i = 0;
    while i < BIDI_CONTROLS.len() {
        let mut utf8 = [0; 4];
        let lead = BIDI_CONTROLS[i].encode_utf8(&mut utf8).as_bytes()[0];
        let mut k = 0;
        while k < n && leads[k] != lead {
            k += 1;
        }
        if k == n {
            assert!(n < 3, "the controls start with more than three bytes");
            leads[n] = lead;
            n += 1;
        }
        i += 1;
    }
    while n < 3 {
        leads[n] = leads[n - 1];
        n += 1;
    }
    leads
};

/// For each byte, the bit of every [`Class`] it belongs to.
static TABLE: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let mut k = 0;
        while k < ALL.len() {
            if ALL[k].set.0[b] {
                table[b] |= ALL[k].bit;
            }
            k += 1;
        }
        b += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks a class against a predicate written from the RFC's prose, for all 256 byte
    /// values.
    #[track_caller]
    fn check(class: Class, expected: impl Fn(u8) -> bool) {
        for b in 0..=255u8 {
            assert_eq!(class.contains(b), expected(b), "byte 0x{b:02X}");
            assert_eq!(class.set.0[usize::from(b)], expected(b), "byte 0x{b:02X}");
            let ascii = b < 128 && class.ascii_bits() >> b & 1 == 1;
            assert_eq!(ascii, expected(b), "byte 0x{b:02X}");
        }
    }

    fn unreserved(b: u8) -> bool {
        b.is_ascii_alphanumeric() || b"-._~".contains(&b)
    }

    fn sub_delim(b: u8) -> bool {
        b"!$&'()*+,;=".contains(&b)
    }

    #[test]
    fn every_class_against_all_256_bytes() {
        check(ALPHA, |b| b.is_ascii_alphabetic());
        check(DIGIT, |b| b.is_ascii_digit());
        check(HEXDIG, |b| b.is_ascii_hexdigit());
        check(UNRESERVED, unreserved);
        check(SUB_DELIMS, sub_delim);
        check(SCHEME, |b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
        check(USERINFO, |b| unreserved(b) || sub_delim(b) || b == b':');
        check(IPVFUTURE, |b| unreserved(b) || sub_delim(b) || b == b':');
        check(ZONE_ID, unreserved);
        check(REG_NAME, |b| unreserved(b) || sub_delim(b));
        check(PCHAR, |b| {
            unreserved(b) || sub_delim(b) || b":@".contains(&b)
        });
        check(SEGMENT_NZ_NC, |b| {
            unreserved(b) || sub_delim(b) || b == b'@'
        });
        check(PATH, |b| {
            unreserved(b) || sub_delim(b) || b":@/".contains(&b)
        });
        check(QUERY, |b| {
            unreserved(b) || sub_delim(b) || b":@/?".contains(&b)
        });
        check(FRAGMENT, |b| {
            unreserved(b) || sub_delim(b) || b":@/?".contains(&b)
        });
        check(RESERVED_UNRESERVED, |b| {
            unreserved(b) || sub_delim(b) || b":/?#[]@".contains(&b)
        });
    }

    /// An IRI class is its URI class and every byte from 0x80 on, in the table, the bitmap and
    /// the vector form alike.
    #[test]
    fn every_iri_class_against_all_256_bytes() {
        let pairs = [
            (IUSERINFO, USERINFO, NonAsciiChars::Ucschar),
            (IREG_NAME, REG_NAME, NonAsciiChars::Ucschar),
            (ISEGMENT_NZ_NC, SEGMENT_NZ_NC, NonAsciiChars::Ucschar),
            (IPATH, PATH, NonAsciiChars::Ucschar),
            (IQUERY, QUERY, NonAsciiChars::UcscharOrIprivate),
            (IFRAGMENT, FRAGMENT, NonAsciiChars::Ucschar),
            (
                IRESERVED_UNRESERVED,
                RESERVED_UNRESERVED,
                NonAsciiChars::UcscharOrIprivate,
            ),
        ];
        assert_eq!(pairs.len(), ALL_IRI.len());
        for (iri, uri, beyond) in pairs {
            for b in 0..=255u8 {
                assert_eq!(
                    iri.contains(b),
                    b >= 0x80 || uri.contains(b),
                    "byte 0x{b:02X}"
                );
            }
            assert_eq!(iri.ascii_bits(), uri.ascii_bits());
            assert_eq!(iri.non_ascii(), beyond);
            assert_eq!(uri.non_ascii(), NonAsciiChars::Nothing);
        }
    }

    /// The bytes searched for are exactly the first bytes of the controls: each control's, and
    /// no other.
    #[test]
    fn the_bidi_control_leads_are_the_controls_first_bytes() {
        let first = |c: char| c.encode_utf8(&mut [0; 4]).as_bytes()[0];
        for c in BIDI_CONTROLS {
            assert!(BIDI_CONTROL_LEADS.contains(&first(c)), "{c:?}");
        }
        for lead in BIDI_CONTROL_LEADS {
            assert!(BIDI_CONTROLS.iter().any(|&c| first(c) == lead), "{lead:#x}");
        }
    }

    #[test]
    fn each_class_has_its_own_bit() {
        for (i, a) in ALL.iter().enumerate() {
            assert_eq!(a.bit.count_ones(), 1);
            for b in &ALL[i + 1..] {
                assert_eq!(a.bit & b.bit, 0);
            }
        }
    }

    #[test]
    fn gen_delims_and_percent_are_in_no_component_class() {
        for class in [USERINFO, REG_NAME, PCHAR, SEGMENT_NZ_NC, PATH, QUERY] {
            for b in *b"#[]%" {
                assert!(!class.contains(b), "{:?}", b as char);
            }
        }
    }

    /// A spec, read back byte by byte, is its class.
    #[cfg(rfc3986_sse2)]
    #[test]
    fn specs_hold_exactly_their_class() {
        for class in ALL.iter().chain(&ALL_IRI) {
            let spec = class.vector_form();
            for b in 0..=255u8 {
                assert_eq!(spec.holds(b), class.contains(b), "byte 0x{b:02X}");
                assert_eq!(spec.shuffle_holds(b), class.contains(b), "byte 0x{b:02X}");
            }
        }
    }

    /// A set with the letters of one case only is not folded: its letters are a range.
    #[cfg(rfc3986_sse2)]
    #[test]
    fn specs_fold_only_sets_with_both_cases() {
        let lower = VectorClass::of(&ByteSet::range(b'a', b'z'));
        assert!(!lower.letters);
        assert_eq!(lower.ranges[..lower.range_count], [(b'a', b'z')]);
        let last = VectorClass::of(&ByteSet::of(&[0xFE, 0xFF]));
        assert_eq!(&last.singles[..last.single_count], &[0xFE, 0xFF]);
    }

    /// The path's spec is one range and six single bytes: the vector test is as short as the
    /// one written by hand.
    #[cfg(rfc3986_sse2)]
    #[test]
    fn the_path_spec_is_compact() {
        let spec = PATH.vector_form();
        assert!(spec.letters);
        assert_eq!(spec.ranges[..spec.range_count], [(b'&', b';')]);
        assert_eq!(&spec.singles[..spec.single_count], b"!$=@_~");
    }
}
