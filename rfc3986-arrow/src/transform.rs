//! The kernels that make new references: normalization (RFC 3986 section 6), resolution
//! (section 5) and its inverse, and equivalence; the mappings between IRIs and URIs (RFC 3987);
//! references with their query, fragment or some query parameters cut.

use std::borrow::Cow;

use arrow_array::builder::BooleanBuilder;
use arrow_array::{Array, BooleanArray, LargeStringArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::{grammar, NormalizeOptions, Normalized, ResolveOptions, RiRef, TrackingParams};

use crate::operand::{pair, Operand};
use crate::output::Views;
use crate::{for_each_row, not_strings, row_error, Grammar, Invalid, Strings};

/// Each row in its normal form under `options` (section 6.2; [`NormalizeOptions::FULL`] for
/// both levels); null for a null row or one that does not parse. A row already normal is a view
/// of the input row (not copied); the others are written into the array's own blocks.
///
/// ```
/// use arrow_array::{Array, StringArray};
/// use rfc3986::NormalizeOptions;
/// use rfc3986_arrow::{normalize, Grammar};
///
/// let rows = StringArray::from(vec![Some("HTTP://Example.COM:80/a/./b"), Some("http://a/"), None, Some("%")]);
/// let normal = normalize(&rows, NormalizeOptions::FULL, Grammar::Uri).unwrap();
/// assert_eq!(normal.iter().collect::<Vec<_>>(), [Some("http://example.com/a/b"), Some("http://a/"), None, None]);
/// ```
pub fn normalize(
    array: &dyn Array,
    options: NormalizeOptions<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    normalize_of(array, options, grammar, Invalid::Null)
}

/// [`normalize`], failing on the first row that does not parse (a null row gives null).
pub fn try_normalize(
    array: &dyn Array,
    options: NormalizeOptions<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    normalize_of(array, options, grammar, Invalid::Fail)
}

fn normalize_of(
    array: &dyn Array,
    options: NormalizeOptions<'_>,
    grammar: Grammar,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        rewritten_of::<_, G>(strings, invalid, |reference| {
            Ok(match reference.normalize_with(options) {
                Normalized::Borrowed(same) => Cow::Borrowed(same.as_str()),
                Normalized::Owned(normal) => Cow::Owned(normal.into_string()),
            })
        })
    }))
}

/// Each reference resolved against its base (section 5.2, with `options`;
/// [`ResolveOptions::STRICT`] is RFC 3986 to the letter): a base column and a reference column
/// of the same length, or one base for every row, parsed once (the case of a page's links
/// against its URL). Null when either is null or does not parse, or when the base cannot be
/// one (it has no scheme).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986::ResolveOptions;
/// use rfc3986_arrow::{resolve, Grammar, Operand};
///
/// let links = StringArray::from(vec!["g", "../g?y#s", "//other/x", "a b"]);
/// let base = Operand::Scalar(Some("http://a/b/c/d;p?q"));
/// let resolved = resolve(base, Operand::Array(&links), ResolveOptions::STRICT, Grammar::Uri).unwrap();
/// assert_eq!(
///     resolved.iter().collect::<Vec<_>>(),
///     [Some("http://a/b/c/g"), Some("http://a/b/g?y#s"), Some("http://other/x"), None]
/// );
/// ```
pub fn resolve(
    base: Operand<'_>,
    reference: Operand<'_>,
    options: ResolveOptions,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    resolve_of(base, reference, options, grammar, Invalid::Null)
}

/// [`resolve`], failing on the first row whose base or reference does not parse, or that cannot
/// be resolved (a null gives null).
pub fn try_resolve(
    base: Operand<'_>,
    reference: Operand<'_>,
    options: ResolveOptions,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    resolve_of(base, reference, options, grammar, Invalid::Fail)
}

fn resolve_of(
    base: Operand<'_>,
    reference: Operand<'_>,
    options: ResolveOptions,
    grammar: Grammar,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    with_grammar!(grammar, |G| made_of::<G>(
        base,
        reference,
        invalid,
        |base, reference| {
            base.resolve_with(reference, options)
                .map(|resolved| resolved.into_string())
                .map_err(|error| format!("cannot resolve against the base: {error}"))
        }
    ))
}

/// Each target made relative to its base ([`RiRef::make_relative`]: the shortest reference that
/// resolves against the base to the target), base and target given as for [`resolve`]; null
/// when either is null or does not parse, or when no relative reference gives the target back
/// (a base without a scheme, a target with dot segments).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{make_relative, Grammar, Operand};
///
/// let targets = StringArray::from(vec!["http://a/b/c/g", "http://a/b/g?y", "ftp://a/b"]);
/// let base = Operand::Scalar(Some("http://a/b/c/d;p?q"));
/// let relative = make_relative(base, Operand::Array(&targets), Grammar::Uri).unwrap();
/// assert_eq!(relative.iter().collect::<Vec<_>>(), [Some("g"), Some("../g?y"), Some("ftp://a/b")]);
/// ```
pub fn make_relative(
    base: Operand<'_>,
    target: Operand<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    relative_of(base, target, grammar, Invalid::Null)
}

/// [`make_relative`], failing on the first row whose base or target does not parse, or that has
/// no relative form (a null gives null).
pub fn try_make_relative(
    base: Operand<'_>,
    target: Operand<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    relative_of(base, target, grammar, Invalid::Fail)
}

fn relative_of(
    base: Operand<'_>,
    target: Operand<'_>,
    grammar: Grammar,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    with_grammar!(grammar, |G| made_of::<G>(
        base,
        target,
        invalid,
        |base, target| {
            base.make_relative(target)
                .map(|relative| relative.into_string())
                .map_err(|error| format!("no relative reference: {error}"))
        }
    ))
}

/// The texts `make` gives each pair of rows of `left` and `right`, written into the array's own
/// blocks; null for a null, for a row that does not parse, or where `make` fails (or, with
/// [`Invalid::Fail`], an error naming the row).
fn made_of<'a, G: grammar::Grammar>(
    left: Operand<'a>,
    right: Operand<'a>,
    invalid: Invalid,
    make: impl Fn(&RiRef<'a, G>, &RiRef<'a, G>) -> Result<String, String>,
) -> Result<StringViewArray, ArrowError> {
    let (left, right, len) = pair::<G>(left, right)?;
    let mut views = Views::texts(len);
    for i in 0..len {
        let (Some((left_text, left)), Some((right_text, right))) = (left.row(i), right.row(i))
        else {
            views.null();
            continue;
        };
        let made = match (left, right) {
            (Ok(left), Ok(right)) => make(&left, &right).map_err(|why| {
                ArrowError::ComputeError(format!(
                    "row {i}: {left_text:?} and {right_text:?}: {why}"
                ))
            }),
            (Err(error), _) => Err(row_error(i, left_text, &error)),
            (_, Err(error)) => Err(row_error(i, right_text, &error)),
        };
        match made {
            Ok(text) => views.text(&text)?,
            Err(_) if invalid == Invalid::Null => views.null(),
            Err(error) => return Err(error),
        }
    }
    views.finish()
}

/// Whether the two references of each row are equivalent under `options` (section 6.1: their
/// normal forms are the same text), given as for [`resolve`]; null when either is null or does
/// not parse.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986::NormalizeOptions;
/// use rfc3986_arrow::{equivalent, Grammar, Operand};
///
/// let a = StringArray::from(vec!["HTTP://example.com:80/%7Ea", "http://a/b", "%"]);
/// let b = Operand::Scalar(Some("http://example.com/~a"));
/// let same = equivalent(Operand::Array(&a), b, NormalizeOptions::FULL, Grammar::Uri).unwrap();
/// assert_eq!(same.iter().collect::<Vec<_>>(), [Some(true), Some(false), None]);
/// ```
pub fn equivalent(
    left: Operand<'_>,
    right: Operand<'_>,
    options: NormalizeOptions<'_>,
    grammar: Grammar,
) -> Result<BooleanArray, ArrowError> {
    with_grammar!(grammar, |G| {
        let (left, right, len) = pair::<G>(left, right)?;
        let mut same = BooleanBuilder::with_capacity(len);
        for i in 0..len {
            let pair = left.row(i).zip(right.row(i));
            same.append_option(pair.and_then(|((_, left), (_, right))| {
                Some(left.ok()?.equivalent(&right.ok()?, options))
            }));
        }
        Ok(same.finish())
    })
}

/// The text `make` gives each row (parsed with grammar `G`): a view of the input row where it
/// is the row or a part of it (borrowed), a text of the array's own blocks otherwise; null for
/// a null row, a row that does not parse, or where `make` fails (or, with [`Invalid::Fail`],
/// an error naming the row).
fn rewritten_of<'s, S: Strings, G: grammar::Grammar>(
    strings: &'s S,
    invalid: Invalid,
    make: impl Fn(&RiRef<'s, G>) -> Result<Cow<'s, str>, String>,
) -> Result<StringViewArray, ArrowError> {
    let mut views = Views::new(strings);
    for_each_row::<S, G>(strings, invalid, |i, reference| {
        let Some(reference) = reference else {
            views.null();
            return Ok(());
        };
        match make(reference) {
            Ok(made) => views.cow(strings, i, made),
            Err(_) if invalid == Invalid::Null => {
                views.null();
                Ok(())
            }
            Err(why) => Err(ArrowError::ComputeError(format!(
                "row {i}: {:?}: {why}",
                reference.as_str()
            ))),
        }
    })?;
    views.finish()
}

/// The URI each row, an IRI reference, maps to
/// ([RFC 3987 section 3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1),
/// [`IriRef::to_uri`](rfc3986::IriRef::to_uri)): every character beyond ASCII written as the
/// `%XX` of its UTF-8 bytes. A row in ASCII is its own URI, a view of the input row; null for a
/// null row, a row that does not parse, or a result longer than
/// [`MAX_LEN`](rfc3986::MAX_LEN).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::to_uri;
///
/// let rows = StringArray::from(vec!["http://r\u{E9}sum\u{E9}.example/\u{30D1}", "http://a/b", "a b"]);
/// let uris = to_uri(&rows).unwrap();
/// assert_eq!(
///     uris.iter().collect::<Vec<_>>(),
///     [Some("http://r%C3%A9sum%C3%A9.example/%E3%83%91"), Some("http://a/b"), None]
/// );
/// ```
pub fn to_uri(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    to_uri_of(array, Invalid::Null)
}

/// [`to_uri`], failing on the first row that does not parse or whose URI is too long (a null
/// row gives null).
pub fn try_to_uri(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    to_uri_of(array, Invalid::Fail)
}

fn to_uri_of(array: &dyn Array, invalid: Invalid) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| rewritten_of::<_, grammar::Iri>(
        strings,
        invalid,
        |iri| {
            if iri.as_str().is_ascii() {
                return Ok(Cow::Borrowed(iri.as_str()));
            }
            let uri = iri.to_uri().map_err(|error| error.to_string())?;
            Ok(Cow::Owned(uri.into_string()))
        }
    ))
}

/// The IRI each row, a URI reference, maps to
/// ([RFC 3987 section 3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2),
/// [`UriRef::to_iri`](rfc3986::UriRef::to_iri)): the `%XX` of characters an IRI may carry
/// where they stand decoded, everything else kept as written. A row without a `%` is its own
/// IRI, a view of the input row; null for a null row or a row that does not parse.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::to_iri;
///
/// let rows = StringArray::from(vec![Some("http://r%C3%A9sum%C3%A9.example/%7Ea%20b"), None, Some("http://a/b")]);
/// let iris = to_iri(&rows).unwrap();
/// assert_eq!(
///     iris.iter().collect::<Vec<_>>(),
///     [Some("http://r\u{E9}sum\u{E9}.example/~a%20b"), None, Some("http://a/b")]
/// );
/// ```
pub fn to_iri(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    to_iri_of(array, Invalid::Null)
}

/// [`to_iri`], failing on the first row that does not parse (a null row gives null).
pub fn try_to_iri(array: &dyn Array) -> Result<StringViewArray, ArrowError> {
    to_iri_of(array, Invalid::Fail)
}

fn to_iri_of(array: &dyn Array, invalid: Invalid) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| rewritten_of::<_, grammar::Uri>(
        strings,
        invalid,
        |uri| {
            if !uri.as_str().contains('%') {
                return Ok(Cow::Borrowed(uri.as_str()));
            }
            Ok(Cow::Owned(uri.to_iri().into_string()))
        }
    ))
}

/// What [`cut`] takes out of each reference: the kernels `without_query`, `without_fragment`,
/// `remove_query_params` and `strip_tracking` of the table.
#[derive(Clone, Copy, Debug)]
pub enum Cut<'a> {
    /// The query and its `?` removed ([`RiRef::without_query`]).
    Query,
    /// The fragment and its `#` removed ([`RiRef::without_fragment`]).
    Fragment,
    /// The query parameters whose decoded key is one of these names removed
    /// ([`RiRef::without_query_params`]).
    Params(&'a [&'a str]),
    /// The tracking parameters removed ([`RiRef::without_tracking`]).
    Tracking(&'a TrackingParams<'a>),
}

/// Each row with `cut` made, through the library's one writer: the rest of the text as it
/// was, and no `?` when no parameter is left. A row that `cut` leaves as it is, or that it
/// only shortens (a fragment removed, or a query at the end), is a view of the input row; the
/// others are written into the array's own blocks. Null for a null row or one that does not
/// parse.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986::TrackingParams;
/// use rfc3986_arrow::{cut, Cut, Grammar};
///
/// let rows = StringArray::from(vec![Some("http://h/p?a=1&utm_source=x&b=2#f"), Some("%"), None]);
/// let cut_rows = |how| cut(&rows, how, Grammar::Uri).unwrap().iter().map(|row| row.map(str::to_owned)).collect::<Vec<_>>();
/// assert_eq!(cut_rows(Cut::Query)[0].as_deref(), Some("http://h/p#f"));
/// assert_eq!(cut_rows(Cut::Fragment)[0].as_deref(), Some("http://h/p?a=1&utm_source=x&b=2"));
/// assert_eq!(cut_rows(Cut::Params(&["a", "b"]))[0].as_deref(), Some("http://h/p?utm_source=x#f"));
/// assert_eq!(cut_rows(Cut::Tracking(&TrackingParams::DEFAULT)), [Some("http://h/p?a=1&b=2#f".to_owned()), None, None]);
/// ```
pub fn cut(
    array: &dyn Array,
    cut: Cut<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    cut_of(array, cut, grammar, Invalid::Null)
}

/// [`cut`], failing on the first row that does not parse (a null row gives null).
pub fn try_cut(
    array: &dyn Array,
    cut: Cut<'_>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    cut_of(array, cut, grammar, Invalid::Fail)
}

fn cut_of(
    array: &dyn Array,
    cut: Cut<'_>,
    grammar: Grammar,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        // Each cut's loop made on its own, so that no row asks which cut it is.
        match cut {
            Cut::Query => rewritten_of::<_, G>(strings, invalid, |r| Ok(r.without_query())),
            Cut::Fragment => rewritten_of::<_, G>(strings, invalid, |r| {
                Ok(Cow::Borrowed(r.without_fragment().as_str()))
            }),
            Cut::Params(names) => {
                rewritten_of::<_, G>(strings, invalid, |r| Ok(r.without_query_params(names)))
            }
            Cut::Tracking(params) => {
                rewritten_of::<_, G>(strings, invalid, |r| Ok(r.without_tracking(params)))
            }
        }
    }))
}
