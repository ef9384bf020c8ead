//! The kernels of a query's `key=value` pairs, decoded: all of them as a map of each key to its
//! values ([`query_params`]), and all the values of one key ([`query_param_all`]).

use std::sync::Arc;

use arrow_array::{
    Array, ArrayRef, LargeStringArray, ListArray, MapArray, StringArray, StringViewArray,
    StructArray,
};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::grammar;
use rfc3986::pct::QueryOptions;

use crate::output::{text_list_type, ListOffsets, TextLists, Views};
use crate::{for_each_row_with, not_strings, Grammar, Invalid, Strings};

/// The fields of an entry of [`query_params`]'s map: `key` (`Utf8View`) and `value` (a list
/// of `Utf8View`).
fn entry_fields() -> Fields {
    Fields::from(vec![
        Field::new("key", DataType::Utf8View, false),
        Field::new("value", text_list_type(), true),
    ])
}

/// The field of [`query_params`]'s entries.
fn entries_field() -> Arc<Field> {
    Arc::new(Field::new(
        "entries",
        DataType::Struct(entry_fields()),
        false,
    ))
}

/// The type of [`query_params`]: `Map<Utf8View, List<Utf8View>>`, its keys not sorted.
pub(crate) fn query_params_type() -> DataType {
    DataType::Map(entries_field(), false)
}

/// The pairs of each row's query, decoded as `options` says (`%XX` decoded, bytes that are not
/// UTF-8 read as U+FFFD; `+` as a space only with
/// [`plus_as_space`](QueryOptions::plus_as_space)), as a map of each key to the list of its
/// values: each key once, in the order it first appears, with its values in their order (a
/// piece without `=` has the value `""`; empty pieces are passed over, as
/// [`pct::query_pairs`](rfc3986::pct::query_pairs) does). Null for a null row, a row that
/// does not parse, or a row without a query; an empty query gives an empty map. A key or value
/// with nothing to decode is a view into the input's buffers; only decoded text is copied.
///
/// ```
/// use arrow_array::{Array, StringArray};
/// use rfc3986::pct::QueryOptions;
/// use rfc3986_arrow::{query_params, Grammar};
///
/// let rows = StringArray::from(vec!["/s?q=caf%C3%A9+cr%C3%A8me&page=2&q=x", "/s", "/s?"]);
/// let params = query_params(&rows, QueryOptions::DEFAULT, Grammar::Uri).unwrap();
/// assert_eq!(params.value_offsets(), [0, 2, 2, 2]);
/// assert!(params.is_null(1) && params.is_valid(2));
/// let form = QueryOptions { plus_as_space: true };
/// let params = query_params(&rows, form, Grammar::Uri).unwrap();
/// let values = params.values().as_any().downcast_ref::<arrow_array::ListArray>().unwrap();
/// let q = values.value(0);
/// let q = q.as_any().downcast_ref::<arrow_array::StringViewArray>().unwrap();
/// assert_eq!(q.iter().flatten().collect::<Vec<_>>(), ["café crème", "x"]);
/// ```
pub fn query_params(
    array: &dyn Array,
    options: QueryOptions,
    grammar: Grammar,
) -> Result<MapArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| query_params_of::<_, G>(strings, options)
    ))
}

fn query_params_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    options: QueryOptions,
) -> Result<MapArray, ArrowError> {
    let mut map = ListOffsets::new(strings.len());
    let mut keys = Views::new(strings);
    let mut values = TextLists::new(strings);
    let mut entries = 0;
    // Scratch space for one row, kept across rows: its pairs; their indexes sorted by key
    // (then by place); and each key's first place with its run of those indexes.
    let mut pairs = Vec::new();
    let mut order = Vec::new();
    let mut groups: Vec<(usize, usize, usize)> = Vec::new();
    for_each_row_with::<S, G>(strings, Invalid::Null, has_query_mark, |i, reference| {
        let Some(reference) = reference.filter(|reference| reference.query().is_some()) else {
            map.null();
            return Ok(());
        };
        pairs.clear();
        pairs.extend(reference.query_pairs().decoded(options));
        order.clear();
        order.extend(0..pairs.len());
        // (Unstable, with the place as the last key: the same order as a stable sort, without
        // its buffer.)
        order
            .sort_unstable_by(|&a: &usize, &b: &usize| pairs[a].0.cmp(&pairs[b].0).then(a.cmp(&b)));
        groups.clear();
        for (k, &index) in order.iter().enumerate() {
            match groups.last_mut() {
                Some((_, _, end)) if pairs[order[*end - 1]].0 == pairs[index].0 => *end = k + 1,
                _ => groups.push((index, k, k + 1)),
            }
        }
        groups.sort_unstable_by_key(|&(first, _, _)| first);
        // (Each key and value taken from the scratch pairs, which are done with: a key or value
        // with nothing to decode is a view of the row, a decoded one is copied.)
        for &(first, start, end) in &groups {
            keys.cow(strings, i, std::mem::take(&mut pairs[first].0))?;
            for &index in &order[start..end] {
                values.cow(strings, i, std::mem::take(&mut pairs[index].1))?;
            }
            values.end()?;
        }
        entries += groups.len();
        map.row(entries)
    })?;
    let columns: Vec<ArrayRef> = vec![Arc::new(keys.finish()?), Arc::new(values.finish()?)];
    let entries = StructArray::try_new(entry_fields(), columns, None)?;
    let (offsets, nulls) = map.finish();
    MapArray::try_new(entries_field(), offsets, entries, nulls, false)
}

/// The values of every `key=value` pair of each row's query whose decoded key is `key`, in
/// their order, each decoded as for [`query_params`] (a piece without `=` has the value `""`).
/// Null for a null row, a row that does not parse, or a row without a query; an empty list
/// when no pair has the key. ([`query_param`](crate::query_param) differs: it gives the first
/// value alone, as written, of a pair whose key is `key` as written, and passes over pieces
/// without `=`.)
///
/// ```
/// use arrow_array::{Array, StringArray, StringViewArray};
/// use rfc3986::pct::QueryOptions;
/// use rfc3986_arrow::{query_param_all, Grammar};
///
/// let rows = StringArray::from(vec!["/s?tag=a&x=1&t%61g=b%20c&tag", "/s?x=1", "/s"]);
/// let tags = query_param_all(&rows, "tag", QueryOptions::DEFAULT, Grammar::Uri).unwrap();
/// let first = tags.value(0);
/// let first = first.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(first.iter().flatten().collect::<Vec<_>>(), ["a", "b c", ""]);
/// assert_eq!(tags.value_length(1), 0);
/// assert!(tags.is_null(2));
/// ```
pub fn query_param_all(
    array: &dyn Array,
    key: &str,
    options: QueryOptions,
    grammar: Grammar,
) -> Result<ListArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let mut lists = TextLists::new(strings);
        for_each_row_with::<_, G>(strings, Invalid::Null, has_query_mark, |i, reference| {
            let Some(reference) = reference.filter(|reference| reference.query().is_some()) else {
                lists.null();
                return Ok(());
            };
            for value in reference.query_values(key, options) {
                lists.cow(strings, i, value)?;
            }
            lists.end()
        })?;
        lists.finish()
    }))
}

/// Whether a row may have a query: a row without `?` has none (and is null for the query
/// kernels, valid or not), which is most rows of the web.
fn has_query_mark(row: &[u8]) -> bool {
    memchr::memchr(b'?', row).is_some()
}
