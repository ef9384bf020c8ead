//! The kernels whose rows are any text, not references: the URIs found in a text
//! ([RFC 3986 Appendix C](https://www.rfc-editor.org/rfc/rfc3986#appendix-C)).

use arrow_array::{Array, LargeStringArray, ListArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::ExtractOptions;

use crate::output::TextLists;
use crate::{not_strings, Strings};

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
