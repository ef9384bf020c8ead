//! The kernels that read one reference a row: validity, components (as views into the input's
//! buffers), ports, host kinds, query parameters and path segments (one, or all as a list).

use std::sync::Arc;

use arrow_array::builder::{BooleanBufferBuilder, PrimitiveBuilder, StringViewBuilder};
use arrow_array::types::UInt16Type;
use arrow_array::{
    Array, ArrayRef, BooleanArray, LargeStringArray, ListArray, StringArray, StringViewArray,
    StructArray, UInt16Array,
};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::{grammar, RiRef};

use crate::output::{TextLists, Views};
use crate::{for_each_row, not_strings, Component, Grammar, Invalid, Rule, Strings};

/// Whether each row matches `rule` (read with `grammar`); null for a null row.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{is_valid, Grammar, Rule};
///
/// let rows = StringArray::from(vec![Some("http://a/b#c"), Some("../d"), None, Some("a b")]);
/// let valid = is_valid(&rows, Rule::UriReference, Grammar::Uri).unwrap();
/// assert_eq!(valid.iter().collect::<Vec<_>>(), [Some(true), Some(true), None, Some(false)]);
/// let absolute = is_valid(&rows, Rule::AbsoluteUri, Grammar::Uri).unwrap();
/// assert_eq!(absolute.value(0), false);
/// ```
pub fn is_valid(
    array: &dyn Array,
    rule: Rule,
    grammar: Grammar,
) -> Result<BooleanArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| valid_of::<_, G>(strings, rule)
    ))
}

fn valid_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    rule: Rule,
) -> Result<BooleanArray, ArrowError> {
    let mut values = BooleanBufferBuilder::new(strings.len());
    // (A null row is false here, and null in the mask of the input's nulls.)
    for_each_row::<S, G>(strings, Invalid::Null, |_, reference| {
        values.append(reference.is_some_and(|reference| match rule {
            Rule::UriReference => true,
            Rule::Uri => !reference.is_relative(),
            Rule::AbsoluteUri => reference.is_absolute_uri(),
            Rule::RelativeRef => reference.is_relative(),
        }));
        Ok(())
    })?;
    Ok(BooleanArray::new(values.finish(), strings.logical_nulls()))
}

/// One component of each row, as views into the input's buffers; null for a null row, a row that
/// does not parse, or a row without the component.
///
/// ```
/// use arrow_array::{Array, StringViewArray};
/// use rfc3986_arrow::{component, Component, Grammar};
///
/// let rows = StringViewArray::from(vec!["https://user@example.com:8443/a/long/enough/path?q=1#top"]);
/// let paths = component(&rows, Component::Path, Grammar::Uri).unwrap();
/// assert_eq!(paths.value(0), "/a/long/enough/path");
/// let ports = component(&rows, Component::Port, Grammar::Uri).unwrap();
/// assert_eq!(ports.value(0), "8443");
/// ```
pub fn component(
    array: &dyn Array,
    component: Component,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| component_of::<
        _,
        G,
    >(
        strings,
        component,
        Invalid::Null
    )))
}

/// [`component`], failing on the first row that does not parse (a null row gives null).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{try_component, Component, Grammar};
///
/// let rows = StringArray::from(vec!["http://a/", "http://a b/"]);
/// let error = try_component(&rows, Component::Host, Grammar::Uri).unwrap_err();
/// assert!(error.to_string().contains("row 1"), "{error}");
/// ```
pub fn try_component(
    array: &dyn Array,
    component: Component,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| component_of::<
        _,
        G,
    >(
        strings,
        component,
        Invalid::Fail
    )))
}

fn component_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    component: Component,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    // Each component's loop made on its own, so that no row asks which component it is (the
    // last arm, for a component the library may add, asks).
    macro_rules! each {
        ($($name:ident)*) => {
            match component {
                // Paths are about as often longer than a view holds as not: their views are
                // made without a branch on it (`Views::part_of_row`).
                Component::Path => parts_of_rows::<S, G>(strings, invalid, |reference| {
                    reference.component(Component::Path)
                }),
                $(Component::$name => parts_of::<S, G>(strings, invalid, |reference| {
                    reference.component(Component::$name)
                }),)*
                other => parts_of::<S, G>(strings, invalid, |reference| reference.component(other)),
            }
        };
    }
    each!(Scheme UserInfo Host Port Query Fragment)
}

/// The part `part_of` takes of each row, as views into the input's buffers; null for a null
/// row, a row that does not parse (or, with [`Invalid::Fail`], an error), or no part.
pub(crate) fn parts_of<'s, S: Strings, G: grammar::Grammar>(
    strings: &'s S,
    invalid: Invalid,
    part_of: impl Fn(&RiRef<'s, G>) -> Option<&'s str>,
) -> Result<StringViewArray, ArrowError> {
    views_of(strings, invalid, part_of, |views, i, _, part| {
        views.part(strings, i, part)
    })
}

/// [`parts_of`], each view made from the part and its row ([`Views::part_of_row`]: without a
/// branch on whether the view holds the part): for parts that are about as often longer than
/// twelve bytes as not.
fn parts_of_rows<'s, S: Strings, G: grammar::Grammar>(
    strings: &'s S,
    invalid: Invalid,
    part_of: impl Fn(&RiRef<'s, G>) -> Option<&'s str>,
) -> Result<StringViewArray, ArrowError> {
    views_of(strings, invalid, part_of, |views, i, row, part| {
        views.part_of_row(strings, i, row, part)
    })
}

/// The loop of [`parts_of`] and [`parts_of_rows`]: `view` makes the view of each part, given
/// the row's index, its text and the part.
#[inline(always)]
fn views_of<'s, S: Strings, G: grammar::Grammar>(
    strings: &'s S,
    invalid: Invalid,
    part_of: impl Fn(&RiRef<'s, G>) -> Option<&'s str>,
    mut view: impl FnMut(&mut Views, usize, &'s str, &'s str) -> Result<(), ArrowError>,
) -> Result<StringViewArray, ArrowError> {
    let mut views = Views::new(strings);
    for_each_row::<S, G>(strings, invalid, |i, reference| {
        match reference.and_then(|reference| Some((reference.as_str(), part_of(reference)?))) {
            Some((row, part)) => view(&mut views, i, row, part)?,
            None => views.null(),
        }
        Ok(())
    })?;
    views.finish()
}

macro_rules! component_kernels {
    ($($name:ident, $component:ident, $what:literal;)*) => {$(
        #[doc = concat!("The ", $what, " of each row: [`component`] with [`Component::", stringify!($component), "`].")]
        pub fn $name(array: &dyn Array, grammar: Grammar) -> Result<StringViewArray, ArrowError> {
            component(array, Component::$component, grammar)
        }
    )*};
}

component_kernels! {
    scheme, Scheme, "scheme";
    userinfo, UserInfo, "user information";
    host, Host, "host";
    port, Port, "port (its text)";
    path, Path, "path";
    query, Query, "query";
    fragment, Fragment, "fragment";
}

/// The seven components of each row, in one pass: a `StructArray` whose fields are named as
/// [`Component::name`] says, each a `Utf8View` array of views into the input's buffers. A null
/// row, or one that does not parse, is a null struct (its fields null too); an absent component
/// is a null field.
///
/// ```
/// use arrow_array::{Array, StringArray, StringViewArray};
/// use rfc3986_arrow::{parse, Grammar};
///
/// let rows = StringArray::from(vec![Some("http://h/p?"), Some("%"), None]);
/// let parsed = parse(&rows, Grammar::Uri).unwrap();
/// let query = parsed.column_by_name("query").unwrap();
/// let query = query.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(query.value(0), "");
/// assert!(parsed.is_null(1) && parsed.is_null(2));
/// ```
pub fn parse(array: &dyn Array, grammar: Grammar) -> Result<StructArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parse_of::<_, G>(strings, Invalid::Null)
    ))
}

/// [`parse`], failing on the first row that does not parse (a null row gives null).
pub fn try_parse(array: &dyn Array, grammar: Grammar) -> Result<StructArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parse_of::<_, G>(strings, Invalid::Fail)
    ))
}

/// The fields of [`parse`]'s struct.
pub fn parse_fields() -> Fields {
    Component::ALL
        .iter()
        .map(|component| Field::new(component.name(), DataType::Utf8View, true))
        .collect()
}

fn parse_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    invalid: Invalid,
) -> Result<StructArray, ArrowError> {
    let len = strings.len();
    let mut columns: [Views; 7] = std::array::from_fn(|_| Views::new(strings));
    let mut parsed = BooleanBufferBuilder::new(len);
    for_each_row::<S, G>(strings, invalid, |i, reference| {
        parsed.append(reference.is_some());
        for (column, component) in columns.iter_mut().zip(Component::ALL) {
            match reference.and_then(|reference| reference.component(component)) {
                Some(part) => column.part(strings, i, part)?,
                None => column.null(),
            }
        }
        Ok(())
    })?;
    let columns = columns
        .into_iter()
        .map(|column| Ok(Arc::new(column.finish()?) as ArrayRef))
        .collect::<Result<Vec<_>, ArrowError>>()?;
    // (A mask without a null is dropped by the struct.)
    let nulls = NullBuffer::new(parsed.finish());
    StructArray::try_new(parse_fields(), columns, Some(nulls))
}

/// The port of each row as a number; null for a null row, a row that does not parse, no port, an
/// empty port, or one past `65535`.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{port_u16, Grammar};
///
/// let rows = StringArray::from(vec!["http://h:8080/", "http://h:/", "http://h:99999/", "http://h/"]);
/// let ports = port_u16(&rows, Grammar::Uri).unwrap();
/// assert_eq!(ports.iter().collect::<Vec<_>>(), [Some(8080), None, None, None]);
/// ```
pub fn port_u16(array: &dyn Array, grammar: Grammar) -> Result<UInt16Array, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let mut ports = PrimitiveBuilder::<UInt16Type>::with_capacity(strings.len());
        for_each_row::<_, G>(strings, Invalid::Null, |_, reference| {
            ports.append_option(reference.and_then(|reference| reference.port_u16().ok()?));
            Ok(())
        })?;
        Ok(ports.finish())
    }))
}

/// The kind of each row's host: `reg-name`, `ipv4`, `ipv6` or `ipvfuture` (each inline in its
/// view, no buffer); null for a null row, a row that does not parse, or no host.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{host_kind, Grammar};
///
/// let rows = StringArray::from(vec!["http://a/", "http://10.0.0.1/", "http://[::1]/", "mailto:x@y"]);
/// let kinds = host_kind(&rows, Grammar::Uri).unwrap();
/// assert_eq!(kinds.iter().collect::<Vec<_>>(), [Some("reg-name"), Some("ipv4"), Some("ipv6"), None]);
/// ```
pub fn host_kind(array: &dyn Array, grammar: Grammar) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let mut kinds = StringViewBuilder::with_capacity(strings.len());
        for_each_row::<_, G>(strings, Invalid::Null, |_, reference| {
            kinds.append_option(
                reference.and_then(|reference| Some(reference.host()?.kind().as_str())),
            );
            Ok(())
        })?;
        Ok(kinds.finish())
    }))
}

/// The value of the first `key=value` pair of each row's query whose key is `key`, both as
/// written (not decoded), as views into the input's buffers; null for a null row, a row that
/// does not parse, no query, or no such pair. A piece without `=` has no value, and is passed
/// over (as Spark's `parse_url(url, 'QUERY', key)` does).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{query_param, Grammar};
///
/// let rows = StringArray::from(vec!["/s?q=caf%C3%A9&page=2", "/s?q", "/s?q&q=2", "/s?page=3", "/s"]);
/// let q = query_param(&rows, "q", Grammar::Uri).unwrap();
/// assert_eq!(q.iter().collect::<Vec<_>>(), [Some("caf%C3%A9"), None, Some("2"), None, None]);
/// ```
pub fn query_param(
    array: &dyn Array,
    key: &str,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parts_of::<_, G>(strings, Invalid::Null, |reference| query_value(
            reference, key
        ))
    ))
}

/// The value of the first `key=value` pair of the query of `reference` whose key is `key`
/// (pieces without `=` passed over); `None` without a query or such a pair.
pub(crate) fn query_value<'a, G: grammar::Grammar>(
    reference: &RiRef<'a, G>,
    key: &str,
) -> Option<&'a str> {
    reference.query()?;
    reference
        .query_pairs()
        .find_map(|(k, value)| value.filter(|_| k == key))
}

/// Segment `n` of each row's path, as written, as a view into the input's buffers: counted
/// from `0` in the path's segments as [`RiRef::path_segments`] gives them (a path that starts
/// with `/` starts with an empty segment, so `1` is the first named one of `/a/b`), or from
/// the end when negative (`-1` is the last); null for a null row, a row that does not parse,
/// or no such segment.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{path_segment, Grammar};
///
/// let rows = StringArray::from(vec!["http://h/a/b/c", "http://h", "x/y"]);
/// let first = path_segment(&rows, 1, Grammar::Uri).unwrap();
/// assert_eq!(first.iter().collect::<Vec<_>>(), [Some("a"), None, Some("y")]);
/// let last = path_segment(&rows, -1, Grammar::Uri).unwrap();
/// assert_eq!(last.iter().collect::<Vec<_>>(), [Some("c"), None, Some("y")]);
/// ```
pub fn path_segment(
    array: &dyn Array,
    n: i64,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parts_of::<_, G>(strings, Invalid::Null, |reference| {
            let mut segments = reference.path_segments();
            match usize::try_from(n) {
                Ok(n) => segments.nth(n),
                Err(_) => {
                    let from_end = usize::try_from(n.unsigned_abs()).ok()?;
                    segments.rev().nth(from_end - 1)
                }
            }
        })
    ))
}

/// The segments of each row's path, as written, as a list of views into the input's buffers:
/// the segments [`RiRef::path_segments`] gives, counted as [`path_segment`] counts them (a path
/// that starts with `/` starts with an empty segment; an empty path has none). Null for a null
/// row or a row that does not parse.
///
/// ```
/// use arrow_array::{Array, StringArray, StringViewArray};
/// use rfc3986_arrow::{path_segments, Grammar};
///
/// let rows = StringArray::from(vec![Some("http://h/a/b%20c/"), Some("http://h"), None]);
/// let segments = path_segments(&rows, Grammar::Uri).unwrap();
/// let first = segments.value(0);
/// let first = first.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(first.iter().flatten().collect::<Vec<_>>(), ["", "a", "b%20c", ""]);
/// assert_eq!(segments.value_length(1), 0);
/// assert!(segments.is_null(2));
/// ```
pub fn path_segments(array: &dyn Array, grammar: Grammar) -> Result<ListArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let mut lists = TextLists::new(strings);
        for_each_row::<_, G>(strings, Invalid::Null, |i, reference| {
            let Some(reference) = reference else {
                lists.null();
                return Ok(());
            };
            for segment in reference.path_segments() {
                lists.part(strings, i, segment)?;
            }
            lists.end()
        })?;
        lists.finish()
    }))
}
