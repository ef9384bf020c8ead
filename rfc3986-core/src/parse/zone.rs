//! IPv6 zone identifiers in IP literals
//! ([RFC 6874](https://www.rfc-editor.org/rfc/rfc6874)), opt-in: the rule, which every
//! operation shares, and which [`ParseOptions`](super::ParseOptions) turn on.
//!
//! ```text
//! IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
//! ZoneID     = 1*( unreserved / pct-encoded )
//! IPv6addrz  = IPv6address "%25" ZoneID
//! ```
//!
//! RFC 3986 has no zone identifiers: parsing refuses them unless
//! [`ParseOptions::zone_id`](super::ParseOptions::zone_id) is set, with
//! [`ParseErrorKind::ZoneIdNotAllowed`] at the `%`. Once a reference holds one, it keeps it
//! through every operation (accessors, edits of other components, resolution, normalization,
//! `make_relative`): the options say what input to accept, not what a reference already
//! accepted may do.

use crate::chars::ZONE_ID;
use crate::error::{Component, ParseError, ParseErrorKind};
use crate::scan::{run_end_encoded, Utf8, Vectors};

use super::Input;

/// `"%25" ZoneID` followed by `]`, with the `%` at `pct` (just after an `IPv6address`);
/// returns the index of the `]`.
///
/// With zone identifiers refused, a valid zone is [`ParseErrorKind::ZoneIdNotAllowed`] at the
/// `%`, and anything else an [`ParseErrorKind::InvalidIpv6`] there, as RFC 3986 alone says.
/// With them allowed: a `%` not followed by `25`, an empty zone, or a zone followed by anything
/// but `]` is [`ParseErrorKind::InvalidZoneId`] (at the `%`, at the `]`, at that byte), a bad
/// percent-encoding in the zone is [`ParseErrorKind::InvalidPercentEncoding`] in the host, and
/// the end of the authority before the `]` is [`ParseErrorKind::UnclosedIpLiteral`].
pub(crate) fn after_address(input: Input<'_>, pct: usize) -> Result<usize, ParseError> {
    match (zone_id(input.s, pct, input.vectors), input.options.zone_id) {
        (Ok(close), true) => Ok(close),
        (Err(e), true) => Err(e),
        (Ok(_), false) => Err(ParseError::new(ParseErrorKind::ZoneIdNotAllowed, pct)),
        (Err(_), false) => Err(ParseError::new(ParseErrorKind::InvalidIpv6, pct)),
    }
}

/// `"%25" ZoneID "]"` from the `%` at `pct`; returns the index of the `]`.
fn zone_id(s: &[u8], pct: usize, vectors: Vectors) -> Result<usize, ParseError> {
    let invalid = |at| Err(ParseError::new(ParseErrorKind::InvalidZoneId, at));
    if s.get(pct + 1..pct + 3) != Some(b"25") {
        return invalid(pct);
    }
    let start = pct + 3;
    // An ASCII class: what is known of the bytes beyond ASCII does not matter.
    let end = run_end_encoded(
        s,
        start,
        &ZONE_ID,
        Component::Host,
        Utf8::Unchecked,
        vectors,
    )?;
    match s.get(end) {
        Some(b']') if end > start => Ok(end),
        Some(b']') => invalid(end),
        None | Some(b'/' | b'?' | b'#') => {
            Err(ParseError::new(ParseErrorKind::UnclosedIpLiteral, end))
        }
        Some(_) => invalid(end),
    }
}

/// The zone identifier of an IP literal (brackets included) that was validated: where its `%`
/// is, and the zone after the `%25`, as written; `None` without one. In a valid IP literal,
/// a `%` can only be the zone's: `IPv6address` and `IPvFuture` have none.
pub(crate) fn split(literal: &str) -> Option<(usize, &str)> {
    let pct = literal.find('%')?;
    Some((pct, &literal[pct + 3..literal.len() - 1]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::ParseOptions;

    #[track_caller]
    fn zone(text: &str) -> Result<usize, (ParseErrorKind, usize)> {
        zone_id(text.as_bytes(), 0, Vectors::detected()).map_err(|e| (e.kind(), e.index()))
    }

    #[test]
    fn the_zone_rule() {
        assert_eq!(zone("%25eth0]"), Ok(7));
        assert_eq!(zone("%25a]"), Ok(4));
        assert_eq!(zone("%25-._~AZaz09]"), Ok(13));
        assert_eq!(zone("%25%2F%e2]"), Ok(9));
        let invalid = ParseErrorKind::InvalidZoneId;
        let unclosed = ParseErrorKind::UnclosedIpLiteral;
        assert_eq!(zone("%25]"), Err((invalid, 3)));
        assert_eq!(zone("%eth0]"), Err((invalid, 0)));
        assert_eq!(zone("%2"), Err((invalid, 0)));
        assert_eq!(zone("%"), Err((invalid, 0)));
        assert_eq!(zone("%24a]"), Err((invalid, 0)));
        assert_eq!(zone("%52a]"), Err((invalid, 0)));
        assert_eq!(zone("%25a:b]"), Err((invalid, 4)));
        assert_eq!(zone("%25a[]"), Err((invalid, 4)));
        assert_eq!(zone("%25a!]"), Err((invalid, 4)));
        assert_eq!(
            zone("%25a%]"),
            Err((ParseErrorKind::InvalidPercentEncoding(Component::Host), 4))
        );
        assert_eq!(
            zone("%25a%zz]"),
            Err((ParseErrorKind::InvalidPercentEncoding(Component::Host), 4))
        );
        assert_eq!(zone("%25"), Err((unclosed, 3)));
        assert_eq!(zone("%25a"), Err((unclosed, 4)));
        assert_eq!(zone("%25a/]"), Err((unclosed, 4)));
        assert_eq!(zone("%25a?"), Err((unclosed, 4)));
        assert_eq!(zone("%25a#"), Err((unclosed, 4)));
    }

    /// [`after_address`] in `s`, from its `%` at index 3, with `options`.
    fn after(s: &[u8], options: ParseOptions) -> Result<usize, ParseError> {
        let input = Input {
            s,
            options,
            utf8: Utf8::Unchecked,
            vectors: Vectors::detected(),
        };
        after_address(input, 3)
    }

    #[test]
    fn refused_zones_are_reported_at_the_percent() {
        let s = b"::1%25eth0]";
        assert_eq!(after(s, ParseOptions::RFC6874), Ok(10));
        let err = after(s, ParseOptions::STRICT).unwrap_err();
        assert_eq!(
            (err.kind(), err.index()),
            (ParseErrorKind::ZoneIdNotAllowed, 3)
        );
        let s = b"::1%25]";
        let err = after(s, ParseOptions::RFC6874).unwrap_err();
        assert_eq!(
            (err.kind(), err.index()),
            (ParseErrorKind::InvalidZoneId, 6)
        );
        let err = after(s, ParseOptions::STRICT).unwrap_err();
        assert_eq!((err.kind(), err.index()), (ParseErrorKind::InvalidIpv6, 3));
    }

    #[test]
    fn split_gives_the_zone_as_written() {
        assert_eq!(split("[fe80::1%25eth0]"), Some((8, "eth0")));
        assert_eq!(split("[::1%25%2F]"), Some((4, "%2F")));
        assert_eq!(split("[::1]"), None);
        assert_eq!(split("[v1.x]"), None);
    }
}
