//! Byte classes of RFC 3986, one per ABNF rule, as 256-entry tables built at compile time.
//!
//! Each set is composed the way [Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)
//! composes its rule. `%` is in none of them: `pct-encoded` is three bytes, not one, and the
//! scanners in [`crate::parse`] check it apart.

/// A set of bytes, built at compile time as a 256-entry table.
///
/// Sets are composed with these `const fn`s as the ABNF composes its rules; the sets the parser
/// scans with are then packed into one shared table of one bit per set ([`CLASSES`]), so that a
/// [`Class`] test is one load and one AND, and eight bytes can be tested with one branch.
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

    /// The set as a bitmap of ASCII bytes (bit `b` for byte `b`), as [`crate::pct`] keeps it.
    /// The sets here are all ASCII.
    pub(crate) const fn ascii_bits(self) -> u128 {
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

    /// Whether `byte` is in the set.
    pub(crate) const fn contains(&self, byte: u8) -> bool {
        self.0[byte as usize]
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

/// `ALPHA = %x41-5A / %x61-7A`
const ALPHA: ByteSet = ByteSet::range(b'A', b'Z').or(ByteSet::range(b'a', b'z'));

/// `DIGIT = %x30-39`
const DIGIT_SET: ByteSet = ByteSet::range(b'0', b'9');

/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (case-insensitive, as all ABNF strings)
const HEXDIG_SET: ByteSet = DIGIT_SET
    .or(ByteSet::range(b'A', b'F'))
    .or(ByteSet::range(b'a', b'f'));

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
pub(crate) const UNRESERVED: ByteSet = ALPHA.or(DIGIT_SET).or(ByteSet::of(b"-._~"));

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
const SUB_DELIMS: ByteSet = ByteSet::of(b"!$&'()*+,;=");

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the bytes after the first.
const SCHEME_SET: ByteSet = ALPHA.or(DIGIT_SET).or(ByteSet::of(b"+-."));

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`, without `pct-encoded`.
/// The same bytes make the body of `IPvFuture`: `1*( unreserved / sub-delims / ":" )`.
pub(crate) const USERINFO_SET: ByteSet = UNRESERVED.or(SUB_DELIMS).or(ByteSet::of(b":"));

/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, without `pct-encoded`.
pub(crate) const REG_NAME_SET: ByteSet = UNRESERVED.or(SUB_DELIMS);

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`, without `pct-encoded`.
pub(crate) const PCHAR: ByteSet = UNRESERVED.or(SUB_DELIMS).or(ByteSet::of(b":@"));

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`, without
/// `pct-encoded`: the first segment of a `path-noscheme`.
const SEGMENT_NC_SET: ByteSet = PCHAR.without(b":");

/// Any `path`: `pchar` and the `/` between segments.
pub(crate) const PATH_SET: ByteSet = PCHAR.or(ByteSet::of(b"/"));

/// `query = *( pchar / "/" / "?" )`; `fragment` is the same set.
pub(crate) const QUERY_SET: ByteSet = PCHAR.or(ByteSet::of(b"/?"));

/// One of the sets the parser scans with: a bit of [`CLASSES`].
#[derive(Clone, Copy)]
pub(crate) struct Class(u8);

/// `DIGIT`
pub(crate) const DIGIT: Class = Class(1 << 0);
/// `HEXDIG`
pub(crate) const HEXDIG: Class = Class(1 << 1);
/// The bytes of a `scheme`.
pub(crate) const SCHEME: Class = Class(1 << 2);
/// The bytes of `userinfo` and of the body of `IPvFuture`, without `pct-encoded`.
pub(crate) const USERINFO: Class = Class(1 << 3);
/// The bytes of `reg-name`, without `pct-encoded`.
pub(crate) const REG_NAME: Class = Class(1 << 4);
/// The bytes of `segment-nz-nc`, without `pct-encoded`.
pub(crate) const SEGMENT_NC: Class = Class(1 << 5);
/// The bytes of a path, without `pct-encoded`.
pub(crate) const PATH: Class = Class(1 << 6);
/// The bytes of `query` and `fragment`, without `pct-encoded`.
pub(crate) const QUERY: Class = Class(1 << 7);

/// For each byte, the bit of every [`Class`] it belongs to.
static CLASSES: [u8; 256] = {
    let sets = [
        (DIGIT, DIGIT_SET),
        (HEXDIG, HEXDIG_SET),
        (SCHEME, SCHEME_SET),
        (USERINFO, USERINFO_SET),
        (REG_NAME, REG_NAME_SET),
        (SEGMENT_NC, SEGMENT_NC_SET),
        (PATH, PATH_SET),
        (QUERY, QUERY_SET),
    ];
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let mut k = 0;
        while k < sets.len() {
            if sets[k].1 .0[b] {
                table[b] |= sets[k].0 .0;
            }
            k += 1;
        }
        b += 1;
    }
    table
};

impl Class {
    /// For the classes of long runs, how [`crate::simd`] tests them: each is `unreserved` (the
    /// letters, `-` `.` `0`-`9` in the ranges, `_` `~`), `sub-delims` (`!` `$` `&`-`,` `;` `=`)
    /// and its own extras.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn simd_spec(self) -> Option<&'static crate::simd::Spec> {
        use crate::simd::Spec;
        const fn spec(ranges: &'static [(u8, u8)], singles: &'static [u8]) -> Spec {
            Spec {
                letters: true,
                ranges,
                singles,
            }
        }
        // `&'()*+,-.` is one run of `sub-delims` and `unreserved`; then `/`, digits, `:`, `;`.
        static PATH_SPEC: Spec = spec(&[(b'&', b';')], b"!$=@_~");
        static QUERY_SPEC: Spec = spec(&[(b'&', b';')], b"!$=@_~?");
        static REG_NAME_SPEC: Spec = spec(&[(b'&', b'.'), (b'0', b'9')], b"!$;=_~");
        static USERINFO_SPEC: Spec = spec(&[(b'&', b'.'), (b'0', b';')], b"!$=_~");
        static SEGMENT_NC_SPEC: Spec = spec(&[(b'&', b'.'), (b'0', b'9')], b"!$;=@_~");
        match self.0 {
            b if b == PATH.0 => Some(&PATH_SPEC),
            b if b == QUERY.0 => Some(&QUERY_SPEC),
            b if b == REG_NAME.0 => Some(&REG_NAME_SPEC),
            b if b == USERINFO.0 => Some(&USERINFO_SPEC),
            b if b == SEGMENT_NC.0 => Some(&SEGMENT_NC_SPEC),
            _ => None,
        }
    }

    /// Whether `byte` is in the class.
    #[inline(always)]
    pub(crate) fn contains(self, byte: u8) -> bool {
        CLASSES[byte as usize] & self.0 != 0
    }

    /// Whether all eight bytes are in the class: eight loads, one branch for the caller.
    #[inline(always)]
    fn contains_all(self, bytes: &[u8; 8]) -> bool {
        let mut all = self.0;
        for &b in bytes {
            all &= CLASSES[b as usize];
        }
        all != 0
    }

    /// Like [`scan`](Self::scan), one byte at a time: for the short runs (a scheme, a port),
    /// where testing eight at once costs more than it saves.
    #[inline(always)]
    pub(crate) fn scan_short(self, s: &[u8], mut i: usize) -> usize {
        while i < s.len() && self.contains(s[i]) {
            i += 1;
        }
        i
    }

    /// The index of the first byte of `s` from `start` on that is not in the class (or the
    /// length): sixteen bytes at a time with SSE2 where the target has it, else eight at a time.
    #[inline(always)]
    pub(crate) fn scan(self, s: &[u8], start: usize) -> usize {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        if let Some(spec) = self.simd_spec() {
            return match crate::simd::scan(s, start, spec) {
                Ok(end) => end,
                // An input shorter than sixteen bytes.
                Err(rest) => self.scan_short(s, rest),
            };
        }
        self.scan_scalar(s, start)
    }

    /// [`scan`](Self::scan) without SIMD: eight bytes at a time while they all are in the class,
    /// then one by one.
    #[inline(always)]
    fn scan_scalar(self, s: &[u8], start: usize) -> usize {
        let mut i = start;
        while let Some(chunk) = s.get(i..).and_then(<[u8]>::first_chunk::<8>) {
            if !self.contains_all(chunk) {
                // One of these eight is outside: no bounds to check on the way to it.
                return i + chunk.iter().take_while(|&&b| self.contains(b)).count();
            }
            i += 8;
        }
        // Fewer than eight bytes left. When this scan has already passed the eight before the
        // end, test the last eight at once: most references end inside a long component.
        if let Some(last) = s.last_chunk::<8>() {
            if s.len() - 8 >= start && self.contains_all(last) {
                return s.len();
            }
        }
        self.scan_short(s, i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks a set against a predicate written from the RFC's prose, for all 256 byte values.
    #[track_caller]
    fn check(class: Class, expected: impl Fn(u8) -> bool) {
        for b in 0..=255u8 {
            assert_eq!(class.contains(b), expected(b), "byte 0x{b:02X}");
        }
    }

    fn unreserved(b: u8) -> bool {
        b.is_ascii_alphanumeric() || b"-._~".contains(&b)
    }

    fn sub_delim(b: u8) -> bool {
        b"!$&'()*+,;=".contains(&b)
    }

    #[test]
    fn every_set_against_all_256_bytes() {
        check(DIGIT, |b| b.is_ascii_digit());
        check(HEXDIG, |b| b.is_ascii_hexdigit());
        check(SCHEME, |b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
        check(USERINFO, |b| unreserved(b) || sub_delim(b) || b == b':');
        check(REG_NAME, |b| unreserved(b) || sub_delim(b));
        check(SEGMENT_NC, |b| unreserved(b) || sub_delim(b) || b == b'@');
        check(PATH, |b| {
            unreserved(b) || sub_delim(b) || b":@/".contains(&b)
        });
        check(QUERY, |b| {
            unreserved(b) || sub_delim(b) || b":@/?".contains(&b)
        });
    }

    #[test]
    fn gen_delims_and_percent_are_in_no_component_set() {
        for class in [USERINFO, REG_NAME, SEGMENT_NC, PATH, QUERY] {
            for b in *b"#[]%" {
                assert!(!class.contains(b), "{:?}", b as char);
            }
        }
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn simd_classes_match_the_tables_on_every_byte() {
        for class in [USERINFO, REG_NAME, SEGMENT_NC, PATH, QUERY] {
            let spec = class.simd_spec().expect("a SIMD class");
            for b in 0..=255u8 {
                let mut chunk = [b'a'; 16];
                chunk[7] = b;
                // SAFETY: the test is compiled only where SSE2 is enabled.
                #[allow(unsafe_code)]
                let outside = unsafe { crate::simd::outside_mask(&chunk, spec) };
                let expected = if class.contains(b) { 0 } else { 1 << 7 };
                assert_eq!(outside, expected, "byte 0x{b:02X}");
            }
        }
    }

    #[test]
    fn every_scan_agrees_with_one_byte_at_a_time() {
        let text = b"abcdefghijklmnopqrstuvwxyz/0123456789?#%[]-._~!$&'()*+,;=:@ \xFF";
        for class in [
            DIGIT, HEXDIG, SCHEME, USERINFO, REG_NAME, SEGMENT_NC, PATH, QUERY,
        ] {
            for start in 0..text.len() {
                for end in start..=text.len() {
                    let s = &text[..end];
                    let mut slow = start;
                    while slow < s.len() && class.contains(s[slow]) {
                        slow += 1;
                    }
                    assert_eq!(class.scan(s, start), slow);
                    assert_eq!(class.scan_scalar(s, start), slow);
                    assert_eq!(class.scan_short(s, start), slow);
                }
            }
        }
    }
}
