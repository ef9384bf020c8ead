//! The kernels whose rows are any text, not references: the URIs found in a text
//! ([RFC 3986 Appendix C](https://www.rfc-editor.org/rfc/rfc3986#appendix-C)); text
//! percent-decoded and percent-encoded for a part of a reference
//! ([section 2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).

use std::fmt::Write;

use arrow_array::{Array, LargeStringArray, ListArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::pct::{self, EncodeSet, Part};
use rfc3986::{grammar, ExtractOptions};

use crate::output::{TextLists, Views};
use crate::{not_strings, Grammar, Strings};

/// The URIs found in each row, a text ([`rfc3986::extract_with`] with `options`), as a list in
/// the order they appear: each a view into the input's buffers, or, when the library rewrote
/// it (whitespace removed from a URI between delimiters), a text of the output's own. Null for
/// a null row; an empty list for a text without a URI.
///
/// ```
/// use arrow_array::{Array, StringArray, StringViewArray};
/// use rfc3986::ExtractOptions;
/// use rfc3986_arrow::extract;
///
/// let rows = StringArray::from(vec![Some("see <http://a/b> and (http://c/d)."), Some("none"), None]);
/// let found = extract(&rows, ExtractOptions::DEFAULT).unwrap();
/// let first = found.value(0);
/// let first = first.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(first.iter().flatten().collect::<Vec<_>>(), ["http://a/b", "http://c/d"]);
/// assert_eq!(found.value_length(1), 0);
/// assert!(found.is_null(2));
/// ```
pub fn extract(array: &dyn Array, options: ExtractOptions) -> Result<ListArray, ArrowError> {
    with_strings!(array, |strings| extract_of(strings, options))
}

fn extract_of<S: Strings>(strings: &S, options: ExtractOptions) -> Result<ListArray, ArrowError> {
    let mut lists = TextLists::new(strings);
    for i in 0..strings.len() {
        let Some(row) = strings.row(i) else {
            lists.null();
            continue;
        };
        for found in rfc3986::extract_with(row, options) {
            lists.cow(strings, i, found.uri)?;
        }
        lists.end()?;
    }
    lists.finish()
}

/// Each row, a text of `part` (or, without one, any text), percent-decoded into UTF-8 text:
/// with a part, by [`Part::decode`] in the form grammar `grammar` writes it (the text must be
/// a valid text of the part, and for [`Part::Form`] a `+` is a space); without one, by
/// [`pct::decode_utf8`] (every `%XX` decoded, a `%` without two hexadecimal digits kept). Null
/// for a null row, a text the part does not take, or decoded bytes that are not UTF-8. A row
/// with nothing to decode is a view of the input row.
///
/// ```
/// use arrow_array::{Array, StringArray};
/// use rfc3986::pct::Part;
/// use rfc3986_arrow::{decode, Grammar};
///
/// let rows = StringArray::from(vec![Some("caf%C3%A9+cr%C3%A8me"), Some("a/b"), Some("%FF"), None]);
/// let any = decode(&rows, None, Grammar::Uri).unwrap();
/// assert_eq!(any.iter().collect::<Vec<_>>(), [Some("café+crème"), Some("a/b"), None, None]);
/// let form = decode(&rows, Some(Part::Form), Grammar::Uri).unwrap();
/// assert_eq!(form.value(0), "café crème");
/// let segment = decode(&rows, Some(Part::Segment), Grammar::Uri).unwrap();
/// assert!(segment.is_null(1));
/// ```
pub fn decode(
    array: &dyn Array,
    part: Option<Part>,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| decode_of::<_, G>(strings, part)
    ))
}

fn decode_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    part: Option<Part>,
) -> Result<StringViewArray, ArrowError> {
    let mut views = Views::new(strings);
    for i in 0..strings.len() {
        let decoded = strings.row(i).and_then(|row| {
            let decoded = match part {
                Some(part) => part.decode::<G>(row),
                None => pct::decode_utf8(row),
            };
            decoded.ok()
        });
        match decoded {
            Some(decoded) => views.cow(strings, i, decoded)?,
            None => views.null(),
        }
    }
    views.finish()
}

/// Each row, any text, percent-encoded for `part` ([`Part::encode_set`], or with
/// [`Grammar::Iri`] [`Part::iri_encode_set`], which keeps the characters beyond ASCII the part
/// takes): every character the part does not take as itself written `%XX` (for
/// [`Part::Form`], a space `+`). Null for a null row. A row with nothing to encode is a view
/// of the input row; the others are written into the array's own blocks through one buffer.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986::pct::Part;
/// use rfc3986_arrow::{encode, Grammar};
///
/// let rows = StringArray::from(vec![Some("a b/c&d"), Some("é"), None]);
/// let segments = encode(&rows, Part::Segment, Grammar::Uri).unwrap();
/// assert_eq!(segments.iter().collect::<Vec<_>>(), [Some("a%20b%2Fc&d"), Some("%C3%A9"), None]);
/// let form = encode(&rows, Part::Form, Grammar::Iri).unwrap();
/// assert_eq!(form.iter().collect::<Vec<_>>(), [Some("a+b/c%26d"), Some("é"), None]);
/// ```
pub fn encode(
    array: &dyn Array,
    part: Part,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    let set = match grammar {
        Grammar::Uri => part.encode_set(),
        Grammar::Iri => part.iri_encode_set(),
    };
    with_strings!(array, |strings| encode_of(strings, set))
}

fn encode_of<S: Strings>(strings: &S, set: EncodeSet) -> Result<StringViewArray, ArrowError> {
    let mut views = Views::new(strings);
    let mut encoded = String::new();
    for i in 0..strings.len() {
        let Some(row) = strings.row(i) else {
            views.null();
            continue;
        };
        encoded.clear();
        write!(encoded, "{}", pct::encode(row, set))
            .map_err(|error| ArrowError::ComputeError(error.to_string()))?;
        if encoded == row {
            views.part(strings, i, row)?;
        } else {
            views.text(&encoded)?;
        }
    }
    views.finish()
}
