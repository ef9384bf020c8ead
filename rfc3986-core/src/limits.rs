//! How long a reference may be: the one length rule of parsing, building, editing, resolution
//! and normalization.

/// The longest input the parser takes: offsets are kept as `u32`.
pub const MAX_LEN: usize = u32::MAX as usize;

/// The longest reference this build takes, read and written: [`MAX_LEN`], except in the
/// crate's own unit tests, where it is small so that they can go past it with short strings
/// (instead of allocating gigabytes) and check every operation's refusal at the boundary.
pub(crate) const LEN_LIMIT: usize = if cfg!(test) { 1024 } else { MAX_LEN };

// A build that is not the unit tests' has the documented limit.
const _: () = assert!(cfg!(test) || LEN_LIMIT == MAX_LEN);

/// Whether a reference of `len` bytes is longer than [`LEN_LIMIT`]: its offsets would not fit.
#[inline(always)]
pub(crate) fn too_long(len: usize) -> bool {
    len > LEN_LIMIT
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::error::{ParseError, ParseErrorKind};

    #[test]
    fn max_len_is_the_most_u32_offsets_can_hold() {
        assert_eq!(MAX_LEN, 4_294_967_295);
        assert_eq!(u32::try_from(MAX_LEN), Ok(u32::MAX));
        assert!(u32::try_from(MAX_LEN as u64 + 1).is_err());
        // The message of the real limit, without an input of that length.
        assert_eq!(
            ParseError::new(ParseErrorKind::TooLong, MAX_LEN).to_string(),
            "input longer than the maximum of 4294967295 bytes"
        );
    }

    #[test]
    fn the_limit_is_included() {
        assert!(!too_long(0));
        assert!(!too_long(LEN_LIMIT));
        assert!(too_long(LEN_LIMIT + 1));
    }
}
