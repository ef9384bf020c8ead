//! The common shapes of references of thirty-two bytes and more, placed at once: the whole
//! input (or its first sixty-four bytes) classified into bit masks ([`scan::with_block_masks`]),
//! then each component found and checked with bit operations, without a scan per component. Of
//! a longer input, the scheme, the authority and the start of the path are placed so; the
//! parser scans the rest of the path, the query and the fragment as it always does.
//!
//! It answers only where it is sure: a reference of ASCII bytes without percent-encodings,
//! user info, port or IP literal, whose scheme (if any) ends before the first `/`, `?` or `#`.
//! For anything else — those, every invalid input, another length — it answers `None`, and
//! [`super::parse`] reads the input as it reads every other, to find what it holds or where it
//! is wrong. So every answer it gives is the one of `super::parse`, which its tests check.

use super::{Head, Offsets, Rule};
use crate::chars::Class;
use crate::chars::{IQUERY, QUERY, SCHEME};
use crate::grammar::Grammar;
use crate::scan::{self, BlockMasks, Sought, Vectors};

// Every rule of the parts it checks takes the same ASCII bytes in both grammars: the masks are
// of the classes of URIs, and every byte from `0x80` on is outside them (for IRIs too, where
// the general parse checks the characters they encode).
const _: () = assert!(QUERY.ascii_bits() == IQUERY.ascii_bits());

/// The classes and bytes whose masks [`place`] reads: the bytes outside `query` (everything
/// after the scheme is made of these, but for the `#` before a fragment; a `%` is outside it
/// too) and outside `scheme`; `/`, `?`, `#`, `:` and `@`. With `IRI`, an input with a byte from
/// `0x80` on is left at once, before the classes are tested: such bytes are outside every class
/// of the masks, and most inputs of IRI references have them. (For URI references, the test
/// would only be one more: the few such inputs fail the test of `query`.)
pub(crate) struct Structure<const IRI: bool>;

impl<const IRI: bool> Sought<2, 5> for Structure<IRI> {
    const CLASSES: [&'static Class; 2] = [&QUERY, &SCHEME];
    const BYTES: [u8; 5] = *b"/?#:@";
    const ASCII_ONLY: bool = IRI;
}

/// The masks of [`Structure`].
pub(crate) type Masks = BlockMasks<2, 5>;

/// The offsets of `s` (32 to 64 bytes) as `rule` of grammar `G`, where its shape is one
/// [`place`] knows and `vectors` classify its bytes at once; `None` otherwise.
#[inline(always)]
pub(crate) fn parse<G: Grammar>(s: &[u8], rule: Rule, vectors: Vectors) -> Option<Offsets> {
    with_masks::<G, _>(
        s,
        vectors,
        #[inline(always)]
        |masks| place::<true>(s, rule, masks),
    )
}

/// The scheme, the authority and the start of the path of `s` (longer than sixty-four bytes)
/// as `rule` of grammar `G`, where its first sixty-four bytes hold them, with a shape [`place`]
/// knows, and the path goes on past them; `None` otherwise.
#[inline(always)]
pub(crate) fn parse_head<G: Grammar>(s: &[u8], rule: Rule, vectors: Vectors) -> Option<Head> {
    let block = s.first_chunk::<64>()?;
    let offsets = with_masks::<G, _>(
        block,
        vectors,
        #[inline(always)]
        |masks| place::<false>(block, rule, masks),
    )?;
    Some(Head::of(offsets))
}

/// `f` of the masks of `s` (32 to 64 bytes) for grammar `G`, where `vectors` classify its
/// bytes at once.
#[inline(always)]
fn with_masks<G: Grammar, R>(
    s: &[u8],
    vectors: Vectors,
    f: impl FnOnce(Masks) -> Option<R>,
) -> Option<R> {
    if G::IRI {
        scan::with_block_masks::<Structure<true>, 2, 5, _>(s, vectors, f)
    } else {
        scan::with_block_masks::<Structure<false>, 2, 5, _>(s, vectors, f)
    }
    .flatten()
}

/// The offsets of `s` (at most sixty-four bytes) as `rule`, from its `masks`, where it is a
/// valid reference without percent-encodings, user info, port or IP literal; `None` when it is
/// not (or is invalid). A `%` is left by the test of `query`, which it is outside.
///
/// Where `s` is not `WHOLE` but the first sixty-four bytes of a longer input, it is placed
/// only where they hold the scheme, the authority and the start of the path (no `?` or `#`),
/// so that what follows can only go on with the path, which the offsets end at the end of `s`.
#[inline(always)]
pub(crate) fn place<const WHOLE: bool>(s: &[u8], rule: Rule, masks: Masks) -> Option<Offsets> {
    let BlockMasks {
        outside: [outside_query, outside_scheme],
        equal: [slash, question, hash, colon, at],
    } = masks;
    let n = s.len();
    // The first `/`, `?` or `#` ends the scheme's place (and an authority).
    let delimiters = slash | question | hash;
    let colon_at = first(colon);
    let (scheme_end, mut i) = if colon_at < first(delimiters) {
        let scheme = s[..colon_at].first()?;
        if rule == Rule::RelativeRef
            || !scheme.is_ascii_alphabetic()
            || outside_scheme & before(colon_at) != 0
        {
            return None;
        }
        (colon_at, colon_at + 1)
    } else {
        // No `:` before the first `/`, `?` or `#`: a relative reference (whose first segment
        // then has no `:`, as `path-noscheme` requires, where it ends in `s`).
        if rule != Rule::Reference && rule != Rule::RelativeRef || !WHOLE && delimiters == 0 {
            return None;
        }
        (0, 0)
    };
    // (Where `s` is not whole, the two bytes of a `//` must be in it.)
    if !WHOLE && i + 2 > n {
        return None;
    }
    let (mut host_start, mut host_end) = (0, 0);
    if s.get(i..i + 2) == Some(&b"//"[..]) {
        let start = i + 2;
        let end = first(delimiters & from(start)).min(n);
        // A `:` (a port, or user info) or an `@` (user info) in the authority: not here; nor
        // an authority that goes on past `s`.
        if (colon | at) & from(start) & before(end) != 0 || !WHOLE && end == n {
            return None;
        }
        (host_start, host_end, i) = (start, end, end);
    }
    let path_start = i;
    if !WHOLE {
        // Every byte is in `query`, and none from the path on is a `?` or a `#`.
        if outside_query | (question | hash) & from(i) != 0 {
            return None;
        }
        return Some(Offsets::narrowed([
            scheme_end, host_start, host_end, path_start, n, n,
        ]));
    }
    let query_end = first(hash & from(i)).min(n);
    let path_end = first(question & from(i)).min(query_end);
    // Every byte is in `query` (the host's, the path's and the scheme's bytes in their own
    // classes, which the `:`, `@`, `/`, `?` and `#` found above leave), but for the `#` that
    // starts the fragment.
    let fragment_mark = if query_end < n {
        if rule == Rule::AbsoluteUri {
            return None;
        }
        1 << query_end
    } else {
        0
    };
    if outside_query & !fragment_mark != 0 {
        return None;
    }
    // Every offset is at most 64.
    Some(Offsets::narrowed([
        scheme_end, host_start, host_end, path_start, path_end, query_end,
    ]))
}

/// The index of the first bit set in `mask`, or 64.
#[inline(always)]
fn first(mask: u64) -> usize {
    mask.trailing_zeros() as usize
}

/// The bits from `i` on (none from 64 on).
#[inline(always)]
fn from(i: usize) -> u64 {
    u64::MAX.checked_shl(i as u32).unwrap_or(0)
}

/// The bits before `i` (all from 64 on).
#[inline(always)]
fn before(i: usize) -> u64 {
    !from(i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::{Iri, Uri};
    use crate::parse::ParseOptions;
    use crate::scan::{block_masks_scalar, Utf8};
    use crate::testing::XorShift;

    const RULES: [Rule; 4] = [
        Rule::Reference,
        Rule::Uri,
        Rule::AbsoluteUri,
        Rule::RelativeRef,
    ];

    /// [`place`] with the masks made one byte at a time, of `s` or (longer) its first
    /// sixty-four bytes.
    fn placed(s: &[u8], rule: Rule) -> Option<Offsets> {
        let block = &s[..s.len().min(64)];
        let masks = block_masks_scalar::<Structure<false>, 2, 5>(block);
        match s.len() {
            ..=64 => place::<true>(block, rule, masks),
            _ => place::<false>(block, rule, masks),
        }
    }

    /// What the pass answers for `s` where the processor classifies at once, as [`placed`].
    fn passed<G: Grammar>(s: &[u8], rule: Rule, vectors: Vectors) -> Option<Offsets> {
        match s.len() {
            ..=64 => parse::<G>(s, rule, vectors),
            _ => parse_head::<G>(s, rule, vectors).map(|head| head.offsets(64, 64)),
        }
    }

    /// The input `s`, read as the parser reads a `&[u8]`.
    fn input(s: &[u8]) -> super::super::Input<'_> {
        super::super::Input {
            s,
            options: ParseOptions::STRICT,
            utf8: Utf8::Unchecked,
            vectors: Vectors::detected(),
        }
    }

    /// The general reading of `s`.
    fn general(s: &[u8], rule: Rule) -> Result<Offsets, crate::ParseError> {
        super::super::read::<Uri>(input(s), rule, None)
    }

    /// What the parser makes of what [`placed`] answers: the offsets, or the rest of the path
    /// and what follows it read on from the sixty-fourth byte.
    fn answer(s: &[u8], rule: Rule) -> Option<Result<Offsets, crate::ParseError>> {
        let offsets = placed(s, rule)?;
        Some(match s.len() {
            ..=64 => Ok(offsets),
            _ => super::super::read::<Uri>(input(s), rule, Some(Head::of(offsets))),
        })
    }

    /// The structural pass gives the general parse's offsets for the shapes it knows, and
    /// leaves the others (user info, ports, IP literals, percent-encodings, invalid bytes, rules
    /// not met) to it.
    #[test]
    fn known_shapes_are_placed_as_the_general_parse_places_them() {
        let placed_by_rule = |s: &str| RULES.map(|rule| placed(s.as_bytes(), rule));
        let some = |s: &str, rules: [bool; 4]| {
            let found = placed_by_rule(s);
            let vectors = Vectors::detected();
            for (k, rule) in RULES.into_iter().enumerate() {
                assert_eq!(found[k].is_some(), rules[k], "{s:?}, rule {k}");
                // Where the processor classifies at once, the pass answers as `place` does.
                if vectors.wide() {
                    assert_eq!(
                        passed::<Uri>(s.as_bytes(), rule, vectors),
                        found[k],
                        "{s:?}"
                    );
                    assert_eq!(
                        passed::<Iri>(s.as_bytes(), rule, vectors),
                        found[k],
                        "{s:?}"
                    );
                }
                if let Some(answer) = answer(s.as_bytes(), rule) {
                    assert_eq!(answer, general(s.as_bytes(), rule), "{s:?}");
                }
            }
        };
        let (uri, relative) = ([true, true, true, false], [true, false, false, true]);
        some("https://www.example.com/a/b/c.html?x=1&y=2", uri);
        some(
            "https://www.example.com/a/b/c.html?x=1&y=2#top",
            [true, true, false, false],
        );
        some(
            "https://www.example.com/a/b#c?d/e?f:@",
            [true, true, false, false],
        );
        some("https://www.example.com/a/b?c#d#e", [false; 4]);
        some("file:///usr/local/share/doc/rfc3986/index.html", uri);
        some("file://deps/v8/test/mjsunit/web-snapshot/x.js", uri);
        some("mailto:someone.with.a.long.name@example.com", uri);
        some("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", uri);
        some("//www.example.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n", relative);
        some(
            "a/relative/path/with/several/segments?x=y#f",
            [true, false, false, true],
        );
        some("/an/absolute/path/with/several/segments/x.html", relative);
        some("x+y-z.w:a/scheme/with/every/kind/of/scheme/byte", uri);
        some("https://www.example.com?a=b/c?d:e@f!$&'()*+,;=", uri);
        some(
            "https://www.example.com#a=b/c?d:e@f!$&'()*+,;=",
            [true, true, false, false],
        );
        // Longer: the scheme, the authority and the start of the path placed, the rest read
        // on (to its end, or to an error, which is the general parse's).
        some(
            "file:///usr/local/share/doc/rfc3986/and/a/much/longer/path/to/index.html",
            uri,
        );
        some(
            "https://www.example.com/a/long/path/that/goes/on/past/sixty-four/bytes?q=1#f",
            [true, true, true, false],
        );
        some(
            "a/relative/path/that/goes/on/and/on/past/the/sixty-fourth/byte/of/it",
            relative,
        );
        some(
            "//www.example.com/a/relative/path/that/goes/on/past/the/64th/byte/%41",
            relative,
        );
        some(
            "mailto:someone.with.a.much.longer.name.than.most.have@example.com",
            uri,
        );
        some(
            "https://www.example.com/a/path/with/a/bad/byte/past/sixty-four/bytes/x y",
            [true, true, true, false],
        );
        // A scheme that ends late in the first sixty-four bytes: the path starts in them (at
        // byte 62, the last place where a `//` would be whole in them).
        let scheme = "a-scheme-with-a-long-name-".repeat(3);
        some(
            &[&scheme[..40], ":/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q"].concat(),
            uri,
        );
        some(
            &[&scheme[..61], ":/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q"].concat(),
            uri,
        );
        // Left to the general parse.
        for s in [
            "https://www.example.com/a?query=that/goes/on/past/the/sixty-fourth/byte",
            "https://www.example.com/a#fragment/that/goes/on/past/the/sixty-fourth/b",
            "https://www.a-very-long-host-name-that-goes-on-past-the-64th.example.com/",
            "a-first-segment-that-goes-on-past-the-sixty-fourth-byte-with-a:colon/x",
            // The `//` of an authority across the sixty-fourth byte.
            &["s".repeat(62).as_str(), "://host/path"].concat(),
            "https://user@www.example.com/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t",
            "https://www.example.com/a%20b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u",
            "https://user@www.example.com/a/b/c/d/e/f/g/h",
            "https://www.example.com:8080/a/b/c/d/e/f/g/h",
            "https://[2001:db8::1]/a/b/c/d/e/f/g/h/i/j/k/l",
            "https://www.example.com/a%20b/c/d/e/f/g/h/i",
            "https://www.example.com/a b/c/d/e/f/g/h/i/j",
            "https://www.example.com/caf\u{E9}/c/d/e/f/g/h",
            "1https://www.example.com/a/b/c/d/e/f/g/h/i",
            "htt_p://www.example.com/a/b/c/d/e/f/g/h/i/j",
            ":https://www.example.com/a/b/c/d/e/f/g/h/i/j",
            "https://www.example.com/a/b/c/d/e/f/g/h#i#j",
            "https://www.example.com/a/b/c/d/e/f/g/h/i/{j}",
        ] {
            assert_eq!(placed_by_rule(s), [None; 4], "{s:?}");
        }
    }

    /// On xorshift-random inputs of 32 to 64 bytes made of the pieces references are made of
    /// (and bytes that are not), under every rule: wherever the structural pass answers, the
    /// general parse gives the same offsets; and it answers for most of those the general
    /// parse accepts without the shapes it leaves.
    #[test]
    fn every_answer_is_the_general_parse_s() {
        let pieces: [&[u8]; 25] = [
            b"https://",
            b"http:",
            b"www.",
            b"s",
            b":",
            b"//",
            b"/",
            b"?",
            b"#",
            b"a",
            b"Z",
            b"09",
            b".",
            b"-._~",
            b"!$&'()*+,;=",
            b"abcdefgh",
            b"/a/b",
            b"?x=y&z",
            b"@",
            b"[",
            b"]",
            b"%",
            b"%4A",
            b" ",
            b"\xC3\xA9",
        ];
        let mut random = XorShift(0x5EED_2026_1129);
        let (mut answered, mut plain) = (0, 0);
        for _ in 0..100_000 {
            let len = 32 + random.below(33);
            let mut s = alloc::vec::Vec::new();
            // Half of the inputs made of the pieces of valid shapes alone (the first eighteen).
            let kinds = [pieces.len(), 18][random.below(2)];
            while s.len() < len {
                s.extend_from_slice(pieces[random.below(kinds)]);
            }
            s.truncate(len);
            // Where the processor classifies at once, its masks are those made one byte at a
            // time, and `parse` is `place`.
            let vectors = Vectors::detected();
            let masks = scan::with_block_masks::<Structure<false>, 2, 5, _>(&s, vectors, |m| m);
            if let Some(masks) = masks {
                assert_eq!(
                    masks,
                    block_masks_scalar::<Structure<false>, 2, 5>(&s),
                    "{s:X?}"
                );
            }
            for rule in RULES {
                if masks.is_some() {
                    assert_eq!(passed::<Uri>(&s, rule, vectors), placed(&s, rule), "{s:X?}");
                    assert_eq!(passed::<Iri>(&s, rule, vectors), placed(&s, rule), "{s:X?}");
                }
                let parsed = general(&s, rule);
                match placed(&s, rule) {
                    Some(offsets) => {
                        assert_eq!(Ok(offsets), parsed, "{s:X?}");
                        answered += 1;
                    }
                    None => assert!(parsed.is_err() || left(&s, parsed.unwrap()), "{s:X?}"),
                }
                plain += usize::from(parsed.is_ok_and(|o| !left(&s, o)));
            }
        }
        assert_eq!(answered, plain);
        assert!(answered > 50_000, "{answered}");
    }

    /// On xorshift-random inputs of 65 to 128 bytes made as above, under every rule: wherever
    /// the structural pass answers for the first sixty-four bytes, the parser's reading on from
    /// there gives what the general parse gives, offsets or error; and it answers often.
    #[test]
    fn every_answer_on_a_longer_input_is_the_general_parse_s() {
        let pieces: [&[u8]; 14] = [
            b"https://",
            b"file:///",
            b"www.",
            b"/",
            b"/a/b",
            b"abcdefgh",
            b"-._~",
            b"?",
            b"#",
            b":",
            b"@",
            b"%4A",
            b"%",
            b" ",
        ];
        let mut random = XorShift(0x5EED_2026_1130);
        let (mut answered, mut valid) = (0, 0);
        for _ in 0..50_000 {
            let len = 65 + random.below(64);
            let mut s = alloc::vec::Vec::new();
            // Most bytes from the path's pieces, so that most inputs are valid.
            while s.len() < len {
                let piece = match random.below(8) {
                    0 => random.below(pieces.len()),
                    _ => 3 + random.below(4),
                };
                s.extend_from_slice(pieces[piece]);
            }
            s.truncate(len);
            let vectors = Vectors::detected();
            for rule in RULES {
                if vectors.wide() {
                    assert_eq!(passed::<Uri>(&s, rule, vectors), placed(&s, rule), "{s:X?}");
                    assert_eq!(passed::<Iri>(&s, rule, vectors), placed(&s, rule), "{s:X?}");
                }
                let parsed = general(&s, rule);
                if let Some(answer) = answer(&s, rule) {
                    assert_eq!(answer, parsed, "{s:X?}");
                    answered += 1;
                    valid += usize::from(parsed.is_ok());
                }
            }
        }
        assert!(answered > 40_000 && valid > 35_000, "{answered} {valid}");
    }

    /// Whether a valid `s` with `offsets` has a shape the structural pass leaves to the general
    /// parse: a `%`, an authority with user info or a port, a host that is an IP literal.
    fn left(s: &[u8], offsets: Offsets) -> bool {
        // The authority starts after the `//` after the scheme's `:`.
        let start = match offsets.scheme_end {
            0 => 2,
            scheme_end => scheme_end as usize + 3,
        };
        let authority = || &s[start..offsets.path_start as usize];
        s.contains(&b'%')
            || offsets.host_start != 0 && authority().iter().any(|b| b"@:[".contains(b))
    }
}
