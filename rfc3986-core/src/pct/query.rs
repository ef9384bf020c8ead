//! The `key=value&key=value` pairs of a query: a convention of HTML forms and of most schemes,
//! not part of RFC 3986, whose
//! [section 3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) leaves the query's inner
//! syntax to each scheme.

use alloc::borrow::Cow;
use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec::Vec;
use core::iter::FusedIterator;

use super::decode::decode;

/// The key/value pairs of a query, split on `&` then on the first `=`; empty pieces are
/// skipped. Keys and values are raw, still percent-encoded: split first, then decode
/// ([section 2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)), so that an encoded
/// `%26` is part of a value, not a separator. [`QueryPairs::decoded`] decodes them.
///
/// ```
/// use rfc3986::pct;
///
/// let pairs: Vec<_> = pct::query_pairs("a=1&flag&&b=x=y&c=%26").collect();
/// assert_eq!(
///     pairs,
///     [("a", Some("1")), ("flag", None), ("b", Some("x=y")), ("c", Some("%26"))]
/// );
/// ```
pub fn query_pairs(query: &str) -> QueryPairs<'_> {
    QueryPairs {
        pieces: query.split('&'),
    }
}

/// The raw pairs of a query, made by [`query_pairs`]: `(key, value)`, with `None` for the value
/// of a piece without `=`.
#[derive(Clone, Debug)]
pub struct QueryPairs<'a> {
    pieces: core::str::Split<'a, char>,
}

impl<'a> QueryPairs<'a> {
    /// The pairs decoded: `%XX` decoded, bytes that are not UTF-8 replaced by U+FFFD (lossy,
    /// as HTML forms do), and a missing value read as `""`. Each key and value borrows the query
    /// when there is nothing to decode.
    ///
    /// ```
    /// use rfc3986::pct::{self, QueryOptions};
    ///
    /// let query = "q=caf%C3%A9+cr%C3%A8me&bad=%FF&empty";
    /// let mut pairs = pct::query_pairs(query).decoded(QueryOptions::DEFAULT);
    /// assert_eq!(pairs.next(), Some(("q".into(), "café+crème".into())));
    /// assert_eq!(pairs.next(), Some(("bad".into(), "\u{FFFD}".into())));
    /// assert_eq!(pairs.next(), Some(("empty".into(), "".into())));
    /// assert_eq!(pairs.next(), None);
    ///
    /// let form = QueryOptions { plus_as_space: true };
    /// let mut pairs = pct::query_pairs(query).decoded(form);
    /// assert_eq!(pairs.next(), Some(("q".into(), "café crème".into())));
    /// ```
    pub fn decoded(self, options: QueryOptions) -> DecodedQueryPairs<'a> {
        DecodedQueryPairs {
            pairs: self,
            options,
        }
    }

    /// The values of every pair whose key is `key` once decoded, in order, each decoded as
    /// [`decoded`](Self::decoded) decodes it (`""` for a piece without `=`). Keys are compared
    /// after percent-decoding, with `+` read as a space only under
    /// [`QueryOptions::plus_as_space`]; only the values of matching pairs are decoded.
    ///
    /// ```
    /// use rfc3986::pct::{self, QueryOptions};
    ///
    /// let values: Vec<_> = pct::query_pairs("a=1&b=2&%61=x%20y&a").values("a", QueryOptions::DEFAULT).collect();
    /// assert_eq!(values, ["1", "x y", ""]);
    /// let form = QueryOptions { plus_as_space: true };
    /// let values: Vec<_> = pct::query_pairs("a+b=1&a%20b=2").values("a b", form).collect();
    /// assert_eq!(values, ["1", "2"]);
    /// ```
    pub fn values<'k>(self, key: &'k str, options: QueryOptions) -> QueryValues<'a, 'k> {
        QueryValues {
            pairs: self,
            key,
            options,
        }
    }

    /// The keys, decoded as [`decoded`](Self::decoded) decodes them, each once, in the order
    /// of their first pair.
    ///
    /// ```
    /// use rfc3986::pct::{self, QueryOptions};
    ///
    /// let keys = pct::query_pairs("b=1&a=2&b=3&%62=4&flag").keys(QueryOptions::DEFAULT);
    /// assert_eq!(keys, ["b", "a", "flag"]);
    /// ```
    pub fn keys(self, options: QueryOptions) -> Vec<Cow<'a, str>> {
        let mut seen = BTreeSet::new();
        let mut keys = Vec::new();
        for (key, _) in self {
            let key = decode_lossy(key, options);
            if seen.insert(key.clone()) {
                keys.push(key);
            }
        }
        keys
    }
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = (&'a str, Option<&'a str>);

    fn next(&mut self) -> Option<Self::Item> {
        let piece = self.pieces.find(|piece| !piece.is_empty())?;
        Some(match piece.split_once('=') {
            Some((key, value)) => (key, Some(value)),
            None => (piece, None),
        })
    }
}

impl FusedIterator for QueryPairs<'_> {}

/// How [`QueryPairs::decoded`] reads keys and values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct QueryOptions {
    /// Decode `+` to a space, the convention of HTML forms
    /// (`application/x-www-form-urlencoded`); RFC 3986 gives `+` no such meaning, so it is off
    /// by default. An encoded `%2B` is a `+` either way.
    pub plus_as_space: bool,
}

impl QueryOptions {
    /// `+` is a `+`.
    pub const DEFAULT: QueryOptions = QueryOptions {
        plus_as_space: false,
    };
}

/// The decoded pairs of a query, made by [`QueryPairs::decoded`].
#[derive(Clone, Debug)]
pub struct DecodedQueryPairs<'a> {
    pairs: QueryPairs<'a>,
    options: QueryOptions,
}

/// One key or value, decoded lossily (see [`QueryPairs::decoded`]).
fn decode_lossy(text: &str, options: QueryOptions) -> Cow<'_, str> {
    if options.plus_as_space && text.contains('+') {
        // Spaces first, so that `%2B` stays a `+`.
        let spaced = text.replace('+', " ");
        let decoded = match decode(&spaced) {
            Cow::Owned(bytes) => Some(bytes),
            Cow::Borrowed(_) => None,
        };
        return Cow::Owned(decoded.map_or(spaced, lossy));
    }
    match decode(text) {
        Cow::Owned(bytes) => Cow::Owned(lossy(bytes)),
        Cow::Borrowed(_) => Cow::Borrowed(text),
    }
}

/// Bytes as text, each sequence that is not UTF-8 replaced by U+FFFD.
fn lossy(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

impl<'a> Iterator for DecodedQueryPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        let (key, value) = self.pairs.next()?;
        Some((
            decode_lossy(key, self.options),
            decode_lossy(value.unwrap_or_default(), self.options),
        ))
    }
}

impl FusedIterator for DecodedQueryPairs<'_> {}

/// The decoded values of one key, made by [`QueryPairs::values`].
#[derive(Clone, Debug)]
pub struct QueryValues<'a, 'k> {
    pairs: QueryPairs<'a>,
    key: &'k str,
    options: QueryOptions,
}

impl<'a> Iterator for QueryValues<'a, '_> {
    type Item = Cow<'a, str>;

    fn next(&mut self) -> Option<Self::Item> {
        let (_, value) = self
            .pairs
            .find(|&(key, _)| decode_lossy(key, self.options) == self.key)?;
        Some(decode_lossy(value.unwrap_or_default(), self.options))
    }
}

impl FusedIterator for QueryValues<'_, '_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[track_caller]
    fn raw(query: &str, expected: &[(&str, Option<&str>)]) {
        assert_eq!(query_pairs(query).collect::<Vec<_>>(), expected);
    }

    #[track_caller]
    fn decoded(query: &str, options: QueryOptions, expected: &[(&str, &str)]) {
        let pairs: Vec<_> = query_pairs(query).decoded(options).collect();
        let pairs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (&**k, &**v)).collect();
        assert_eq!(pairs, expected);
    }

    const FORM: QueryOptions = QueryOptions {
        plus_as_space: true,
    };

    #[test]
    fn raw_pairs() {
        raw("a=1&b=2", &[("a", Some("1")), ("b", Some("2"))]);
        raw("a&b=", &[("a", None), ("b", Some(""))]);
        raw("=x", &[("", Some("x"))]);
        raw("a=b=c", &[("a", Some("b=c"))]);
        raw("&&a=1&", &[("a", Some("1"))]);
        raw("", &[]);
        raw("&", &[]);
        raw("=", &[("", Some(""))]);
        raw("a=%26&b", &[("a", Some("%26")), ("b", None)]);
        raw("a+b=c+d", &[("a+b", Some("c+d"))]);
    }

    #[test]
    fn decoded_pairs() {
        let plain = QueryOptions::DEFAULT;
        decoded("a=1&b=2", plain, &[("a", "1"), ("b", "2")]);
        decoded("a&b=", plain, &[("a", ""), ("b", "")]);
        decoded("=x", plain, &[("", "x")]);
        decoded("a=b=c", plain, &[("a", "b=c")]);
        decoded("&&a=1&", plain, &[("a", "1")]);
        decoded("", plain, &[]);
        decoded("q=a%26b%3Dc&r", plain, &[("q", "a&b=c"), ("r", "")]);
        decoded("k%20ey=v%C3%A9", plain, &[("k ey", "vé")]);
    }

    #[test]
    fn plus_is_a_space_only_when_asked() {
        decoded("a+b=c+d%2B", QueryOptions::DEFAULT, &[("a+b", "c+d+")]);
        decoded("a+b=c+d%2B", FORM, &[("a b", "c d+")]);
        decoded("a+b=%20+", FORM, &[("a b", "  ")]);
        assert_eq!(QueryOptions::default(), QueryOptions::DEFAULT);
    }

    #[test]
    fn invalid_utf8_is_replaced() {
        decoded(
            "a=%FF&b=%C3",
            QueryOptions::DEFAULT,
            &[("a", "\u{FFFD}"), ("b", "\u{FFFD}")],
        );
        decoded("a=x%C3y", FORM, &[("a", "x\u{FFFD}y")]);
        decoded("a=%C3+", FORM, &[("a", "\u{FFFD} ")]);
    }

    #[test]
    fn nothing_to_decode_is_borrowed() {
        let mut pairs = query_pairs("a=1&b%20=2+3&c=%").decoded(QueryOptions::DEFAULT);
        assert!(matches!(
            pairs.next(),
            Some((Cow::Borrowed("a"), Cow::Borrowed("1")))
        ));
        assert!(matches!(
            pairs.next(),
            Some((Cow::Owned(_), Cow::Borrowed("2+3")))
        ));
        assert!(matches!(
            pairs.next(),
            Some((Cow::Borrowed("c"), Cow::Borrowed("%")))
        ));
        assert!(pairs.next().is_none());
        assert!(pairs.next().is_none());

        let mut form = query_pairs("a=2+3").decoded(FORM);
        assert!(matches!(
            form.next(),
            Some((Cow::Borrowed("a"), Cow::Owned(_)))
        ));
    }
}
