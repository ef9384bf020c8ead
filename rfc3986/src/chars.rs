//! Byte classes of RFC 3986, one per ABNF rule, as 256-entry tables built at compile time.
//!
//! Each set is composed the way [Appendix A](https://www.rfc-editor.org/rfc/rfc3986#appendix-A)
//! composes its rule. `%` is in none of them: `pct-encoded` is three bytes, not one, and the
//! scanners in [`crate::parse`] check it apart.

/// A set of bytes: `contains` is one table load.
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

    /// Whether `byte` is in the set.
    #[inline(always)]
    pub(crate) const fn contains(&self, byte: u8) -> bool {
        self.0[byte as usize]
    }
}

/// `ALPHA = %x41-5A / %x61-7A`
const ALPHA: ByteSet = ByteSet::range(b'A', b'Z').or(ByteSet::range(b'a', b'z'));

/// `DIGIT = %x30-39`
pub(crate) static DIGIT: ByteSet = ByteSet::range(b'0', b'9');

/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (case-insensitive, as all ABNF strings)
pub(crate) static HEXDIG: ByteSet = ByteSet::range(b'0', b'9')
    .or(ByteSet::range(b'A', b'F'))
    .or(ByteSet::range(b'a', b'f'));

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
const UNRESERVED: ByteSet = ALPHA
    .or(ByteSet::range(b'0', b'9'))
    .or(ByteSet::of(b"-._~"));

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
const SUB_DELIMS: ByteSet = ByteSet::of(b"!$&'()*+,;=");

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the bytes after the first.
pub(crate) static SCHEME: ByteSet = ALPHA.or(ByteSet::range(b'0', b'9')).or(ByteSet::of(b"+-."));

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`, without `pct-encoded`.
/// The same bytes make the body of `IPvFuture`: `1*( unreserved / sub-delims / ":" )`.
pub(crate) static USERINFO: ByteSet = UNRESERVED.or(SUB_DELIMS).or(ByteSet::of(b":"));

/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, without `pct-encoded`.
pub(crate) static REG_NAME: ByteSet = UNRESERVED.or(SUB_DELIMS);

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`, without `pct-encoded`.
const PCHAR: ByteSet = UNRESERVED.or(SUB_DELIMS).or(ByteSet::of(b":@"));

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`, without `pct-encoded`:
/// the first segment of a `path-noscheme`.
pub(crate) static SEGMENT_NC: ByteSet = PCHAR.without(b":");

/// Any `path`: `pchar` and the `/` between segments.
pub(crate) static PATH: ByteSet = PCHAR.or(ByteSet::of(b"/"));

/// `query = *( pchar / "/" / "?" )`; `fragment` is the same set.
pub(crate) static QUERY: ByteSet = PCHAR.or(ByteSet::of(b"/?"));

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks a set against a predicate written from the RFC's prose, for all 256 byte values.
    #[track_caller]
    fn check(set: &ByteSet, expected: impl Fn(u8) -> bool) {
        for b in 0..=255u8 {
            assert_eq!(set.contains(b), expected(b), "byte 0x{b:02X}");
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
        check(&DIGIT, |b| b.is_ascii_digit());
        check(&HEXDIG, |b| b.is_ascii_hexdigit());
        check(&SCHEME, |b| {
            b.is_ascii_alphanumeric() || b"+-.".contains(&b)
        });
        check(&USERINFO, |b| unreserved(b) || sub_delim(b) || b == b':');
        check(&REG_NAME, |b| unreserved(b) || sub_delim(b));
        check(&SEGMENT_NC, |b| unreserved(b) || sub_delim(b) || b == b'@');
        check(&PATH, |b| {
            unreserved(b) || sub_delim(b) || b":@/".contains(&b)
        });
        check(&QUERY, |b| {
            unreserved(b) || sub_delim(b) || b":@/?".contains(&b)
        });
    }

    #[test]
    fn gen_delims_and_percent_are_in_no_component_set() {
        for set in [&USERINFO, &REG_NAME, &SEGMENT_NC, &PATH, &QUERY] {
            for b in *b"#[]%" {
                assert!(!set.contains(b), "{:?}", b as char);
            }
        }
    }
}
