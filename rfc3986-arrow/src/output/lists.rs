//! The nested arrays the kernels make: a list of texts a row ([`TextLists`], `List<Utf8View>`),
//! and the offsets and null rows of any list or map ([`ListOffsets`]). Their storage is
//! allocated per batch, not per row.

use std::borrow::Cow;
use std::sync::Arc;

use arrow_array::{ArrayRef, ListArray};
use arrow_buffer::{NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field, FieldRef};

use super::{null_mask, Views};
use crate::Strings;

/// The offsets of a list (or map) array being made, a row at a time, and its null rows.
pub(crate) struct ListOffsets {
    offsets: Vec<i32>,
    /// The null rows (few, in most columns).
    nulls: Vec<usize>,
}

impl ListOffsets {
    /// The offsets of an array of `len` rows.
    pub(crate) fn new(len: usize) -> ListOffsets {
        let mut offsets = Vec::with_capacity(len + 1);
        offsets.push(0);
        ListOffsets {
            offsets,
            nulls: Vec::new(),
        }
    }

    /// Ends a row whose items end at item `end` (of all the rows' items).
    pub(crate) fn row(&mut self, end: usize) -> Result<(), ArrowError> {
        let end = i32::try_from(end).map_err(|_| {
            ArrowError::ComputeError(format!(
                "{end} items are more than a list array of a batch can hold"
            ))
        })?;
        self.offsets.push(end);
        Ok(())
    }

    /// A null row: no item.
    pub(crate) fn null(&mut self) {
        self.nulls.push(self.offsets.len() - 1);
        let last = self.offsets[self.offsets.len() - 1];
        self.offsets.push(last);
    }

    /// The offsets and the null mask (none without a null row).
    pub(crate) fn finish(self) -> (OffsetBuffer<i32>, Option<NullBuffer>) {
        let rows = self.offsets.len() - 1;
        let nulls = null_mask(rows, &self.nulls);
        // The offsets start at 0 and never go down: `row` and `null` push nothing smaller
        // than the items already ended.
        let offsets = OffsetBuffer::new(ScalarBuffer::from(self.offsets));
        (offsets, nulls)
    }
}

/// The field of the items of a list of texts.
pub(crate) fn text_item() -> FieldRef {
    Arc::new(Field::new_list_field(DataType::Utf8View, true))
}

/// The type of a list of texts: `List<Utf8View>`.
pub(crate) fn text_list_type() -> DataType {
    DataType::List(text_item())
}

/// A `List<Utf8View>` array being made, a row at a time: each item a part of an input row
/// (a view into the input's buffers) or a text the kernel made (copied).
pub(crate) struct TextLists {
    offsets: ListOffsets,
    items: Views,
    count: usize,
}

impl TextLists {
    /// Lists for the `input`'s rows, whose items may be parts of them.
    pub(crate) fn new<S: Strings>(input: &S) -> TextLists {
        TextLists {
            offsets: ListOffsets::new(input.len()),
            items: Views::new(input),
            count: 0,
        }
    }

    /// An item that is `part`, a slice of row `i` of `input` ([`Views::part`]).
    #[inline]
    pub(crate) fn part<S: Strings>(
        &mut self,
        input: &S,
        i: usize,
        part: &str,
    ) -> Result<(), ArrowError> {
        self.count += 1;
        self.items.part(input, i, part)
    }

    /// An item borrowed from row `i` of `input`, or made ([`Views::cow`]).
    pub(crate) fn cow<S: Strings>(
        &mut self,
        input: &S,
        i: usize,
        text: Cow<'_, str>,
    ) -> Result<(), ArrowError> {
        self.count += 1;
        self.items.cow(input, i, text)
    }

    /// Ends a list: the items given since the last one ended.
    pub(crate) fn end(&mut self) -> Result<(), ArrowError> {
        self.offsets.row(self.count)
    }

    /// A null row.
    pub(crate) fn null(&mut self) {
        self.offsets.null();
    }

    /// The array.
    pub(crate) fn finish(self) -> Result<ListArray, ArrowError> {
        let items: ArrayRef = Arc::new(self.items.finish()?);
        let (offsets, nulls) = self.offsets.finish();
        ListArray::try_new(text_item(), offsets, items, nulls)
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::{Array, StringArray, StringViewArray};

    use super::{ListOffsets, TextLists};

    #[test]
    fn lists_of_parts_and_texts_with_null_and_empty_rows() {
        let input = StringArray::from(vec!["http://example.com/a/long/enough/path"]);
        let row = input.value(0);
        let mut lists = TextLists::new(&input);
        lists.part(&input, 0, &row[7..]).unwrap();
        lists.cow(&input, 0, "made".to_owned().into()).unwrap();
        lists.end().unwrap();
        lists.null();
        lists.end().unwrap();
        lists.part(&input, 0, &row[..4]).unwrap();
        lists.end().unwrap();
        let made = lists.finish().unwrap();
        assert_eq!(made.len(), 4);
        assert_eq!(made.value_offsets(), [0, 2, 2, 2, 3]);
        assert!(made.is_null(1) && made.is_valid(2) && made.is_valid(3));
        let items = made.values().as_any().downcast_ref::<StringViewArray>();
        let items: Vec<_> = items.unwrap().iter().flatten().collect();
        assert_eq!(items, ["example.com/a/long/enough/path", "made", "http"]);
        // The part longer than a view holds points into the input.
        let items = made.values().as_any().downcast_ref::<StringViewArray>();
        assert_eq!(
            items.unwrap().data_buffers()[0].as_ptr(),
            input.values().as_ptr()
        );
    }

    #[test]
    fn offsets_past_an_i32_are_an_error_and_no_null_makes_no_mask() {
        let mut offsets = ListOffsets::new(2);
        offsets.row(3).unwrap();
        let error = offsets.row(1 << 31).unwrap_err();
        assert!(error.to_string().contains("2147483648 items"), "{error}");
        let (offsets, nulls) = offsets.finish();
        assert_eq!(offsets.as_ref(), [0, 3]);
        assert!(nulls.is_none());
        let input = StringArray::from(vec![None::<&str>]);
        let mut lists = TextLists::new(&input);
        lists.null();
        let made = lists.finish().unwrap();
        assert_eq!(made.null_count(), 1);
        assert_eq!(made.value_offsets(), [0, 0]);
    }
}
