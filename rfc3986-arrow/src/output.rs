//! The `Utf8View` arrays the kernels make ([`Views`]): each row a view of a part of an input row
//! (its bytes not copied: the view points into the input's buffer), a text the kernel made
//! (copied into a block the array owns, one block for many rows), or null.
//!
//! Every view is made here, from a `&str`, and points at that string's own bytes: so the array
//! is valid UTF-8 by construction, and is made without arrow's second reading of every byte.

use std::borrow::Cow;

use arrow_array::builder::{make_view, BooleanBufferBuilder};
use arrow_array::StringViewArray;
use arrow_buffer::{Buffer, NullBuffer, ScalarBuffer};
use arrow_data::ByteView;
use arrow_schema::ArrowError;

use crate::Strings;

mod lists;

pub(crate) use lists::{text_list_type, ListOffsets, TextLists};

/// The largest block of made texts, and so the longest text: a view holds its length and its
/// offset in its buffer as `u32`s. (Small in the unit tests, so that they reach it.)
#[cfg(not(test))]
const BLOCK: usize = u32::MAX as usize;
#[cfg(test)]
const BLOCK: usize = 64;

/// The longest text a view holds itself (its bytes copied into the view, no buffer).
const INLINE: usize = 12;

/// The null mask of `rows` rows of which the rows `nulls` are null; none when no row is.
fn null_mask(rows: usize, nulls: &[usize]) -> Option<NullBuffer> {
    (!nulls.is_empty()).then(|| {
        let mut valid = BooleanBufferBuilder::new(rows);
        valid.append_n(rows, true);
        for &i in nulls {
            valid.set_bit(i, false);
        }
        NullBuffer::new(valid.finish())
    })
}

/// A `Utf8View` array being made, a row at a time; its storage is allocated per batch, not per
/// row.
pub(crate) struct Views {
    views: Vec<u128>,
    /// The null rows (few, in most columns), whose views are zero.
    nulls: Vec<usize>,
    /// The input's buffers, which the views of parts point into; the blocks come after them.
    buffers: Vec<Buffer>,
    /// The full blocks of made texts.
    blocks: Vec<Buffer>,
    /// The block being filled.
    block: Vec<u8>,
}

impl Views {
    /// An array of as many rows as `input`, whose parts point into its buffers.
    pub(crate) fn new<S: Strings>(input: &S) -> Views {
        Views::with_buffers(input.view_buffers(), input.len())
    }

    /// An array of `len` rows that are all texts the kernel makes (or null).
    pub(crate) fn texts(len: usize) -> Views {
        Views::with_buffers(Vec::new(), len)
    }

    fn with_buffers(buffers: Vec<Buffer>, len: usize) -> Views {
        Views {
            views: Vec::with_capacity(len),
            nulls: Vec::new(),
            buffers,
            blocks: Vec::new(),
            block: Vec::new(),
        }
    }

    /// A row that is `part`, a slice of row `i` of `input` (the array given to [`Views::new`]):
    /// a view of it where it is, or, when no buffer holds it whole (a part of more than `2 GiB`
    /// in a window of a large buffer), a copy.
    #[inline(always)]
    pub(crate) fn part<S: Strings>(
        &mut self,
        input: &S,
        i: usize,
        part: &str,
    ) -> Result<(), ArrowError> {
        if part.len() <= INLINE {
            self.views.push(make_view(part.as_bytes(), 0, 0));
            return Ok(());
        }
        match self.buffer_view(input, i, part) {
            Some(view) => {
                self.views.push(view);
                Ok(())
            }
            None => self.copy(part),
        }
    }

    /// [`Views::part`] for `part`, a slice of `row`, which is row `i` of `input`: the view is
    /// made without a branch on whether the part is short enough for the view to hold it. Both
    /// views are made, the one that holds the part from the twelve bytes of the row that end
    /// where it ends, and one picked; the branch between the two ways of [`Views::part`] goes
    /// wrong often where parts are about twelve bytes long (paths, hosts). A part that ends
    /// before the row's twelfth byte, or that is not a slice of the row, is for [`Views::part`].
    #[inline(always)]
    pub(crate) fn part_of_row<S: Strings>(
        &mut self,
        input: &S,
        i: usize,
        row: &str,
        part: &str,
    ) -> Result<(), ArrowError> {
        // Where the part ends in the row, if it is a slice of it (a kernel may give a text of
        // its own, `""` say): a start within the row, and the end found there by `get`.
        let start = (part.as_ptr() as usize).wrapping_sub(row.as_ptr() as usize);
        let window = (start <= row.len())
            .then(|| start + part.len())
            .and_then(|end| row.as_bytes().get(end.checked_sub(INLINE)?..end))
            .and_then(<[u8]>::first_chunk::<INLINE>);
        let Some(window) = window else {
            return self.part(input, i, part);
        };
        let len = part.len();
        // The view that holds the part: its length, then its bytes, the last of the window's,
        // moved to the front (zeros after them).
        let mut bytes = [0; 16];
        bytes[..INLINE].copy_from_slice(window);
        let held = u128::from_le_bytes(bytes) >> (8 * INLINE.saturating_sub(len) as u32);
        let inline = (len as u128) | held << 32;
        let view = if len <= INLINE {
            Some(inline)
        } else {
            self.buffer_view(input, i, part)
        };
        match view {
            Some(view) => {
                self.views.push(view);
                Ok(())
            }
            None => self.copy(part),
        }
    }

    /// The view of `part`, a slice of row `i` of `input` longer than twelve bytes, where a
    /// buffer of `input` holds it whole (the view's bytes are then the string's own); `None`
    /// where none does.
    #[inline(always)]
    fn buffer_view<S: Strings>(&self, input: &S, i: usize, part: &str) -> Option<u128> {
        let index = input.buffer_of(i, part);
        let buffer = self.buffers.get(index)?;
        // Where `part` is in the buffer, if it lies there whole.
        let offset = (part.as_ptr() as usize).wrapping_sub(buffer.as_ptr() as usize);
        let room = buffer.len().checked_sub(offset)?;
        let prefix = part.as_bytes().first_chunk::<4>()?;
        (part.len() <= room).then_some(())?;
        // A view holds the length, the buffer and the offset there as `u32`s.
        Some(
            ByteView {
                length: u32::try_from(part.len()).ok()?,
                prefix: u32::from_le_bytes(*prefix),
                buffer_index: u32::try_from(index).ok()?,
                offset: u32::try_from(offset).ok()?,
            }
            .as_u128(),
        )
    }

    /// A row that is `text`: where it is borrowed, a slice of row `i` of `input`, a view of it
    /// ([`Views::part`]); where the kernel made it, a copy ([`Views::text`]).
    pub(crate) fn cow<S: Strings>(
        &mut self,
        input: &S,
        i: usize,
        text: Cow<'_, str>,
    ) -> Result<(), ArrowError> {
        match text {
            Cow::Borrowed(part) => self.part(input, i, part),
            Cow::Owned(made) => self.text(&made),
        }
    }

    /// A part that no input buffer holds whole, copied.
    #[cold]
    #[inline(never)]
    fn copy(&mut self, part: &str) -> Result<(), ArrowError> {
        self.text(part)
    }

    /// A row that is a text made by the kernel: copied into the current block.
    pub(crate) fn text(&mut self, text: &str) -> Result<(), ArrowError> {
        if text.len() > BLOCK {
            return Err(ArrowError::ComputeError(format!(
                "a text of {} bytes is longer than a Utf8View row can be",
                text.len()
            )));
        }
        if self.block.len() + text.len() > BLOCK {
            let full = std::mem::take(&mut self.block);
            self.blocks.push(Buffer::from_vec(full));
        }
        let index = self.buffers.len() + self.blocks.len();
        let index = u32::try_from(index).map_err(|_| {
            ArrowError::ComputeError(format!("{index} buffers are more than a view can name"))
        })?;
        let view = make_view(text.as_bytes(), index, self.block.len() as u32);
        if text.len() > INLINE {
            self.block.extend_from_slice(text.as_bytes());
        }
        self.views.push(view);
        Ok(())
    }

    /// A null row.
    #[inline]
    pub(crate) fn null(&mut self) {
        self.nulls.push(self.views.len());
        self.views.push(0);
    }

    /// The array.
    #[allow(unsafe_code)]
    pub(crate) fn finish(mut self) -> Result<StringViewArray, ArrowError> {
        let mut buffers = self.buffers;
        buffers.append(&mut self.blocks);
        if !self.block.is_empty() {
            buffers.push(Buffer::from_vec(self.block));
        }
        let nulls = null_mask(self.views.len(), &self.nulls);
        let views = ScalarBuffer::from(self.views);
        if cfg!(debug_assertions) {
            // Tests build this way: arrow checks every view that was made.
            return StringViewArray::try_new(views, buffers, nulls);
        }
        // SAFETY: each view was made by `make_view` from a `&str`: of at most twelve bytes, held
        // by the view; in an input buffer that `part` checked holds the string whole at that
        // offset; or copied into a block at the offset the view names. Its bytes are then the
        // string's, valid UTF-8, and its prefix theirs. A null row's view is zero, and there are
        // as many null bits as views.
        Ok(unsafe { StringViewArray::new_unchecked(views, buffers, nulls) })
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::builder::StringViewBuilder;
    use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
    use arrow_data::ByteView;

    use super::{Views, BLOCK};
    use crate::input::WINDOW_STRIDE;

    #[test]
    fn a_part_that_ends_its_buffer_is_a_view_of_it() {
        let input = StringArray::from(vec!["http://example.com/a/long/path"]);
        let row = input.value(0);
        let mut views = Views::new(&input);
        views.part(&input, 0, &row[7..]).unwrap();
        let made = views.finish().unwrap();
        assert_eq!(made.value(0), "example.com/a/long/path");
        assert_eq!(made.data_buffers().len(), 1);
        assert_eq!(made.data_buffers()[0].as_ptr(), input.values().as_ptr());
    }

    #[test]
    fn a_text_in_no_buffer_of_the_input_is_copied() {
        let input = StringViewArray::from(vec!["http://example.com/a/long/path"]);
        let elsewhere = String::from("http://example.net/another/path");
        let mut views = Views::new(&input);
        views.part(&input, 0, &elsewhere).unwrap();
        views.part(&input, 0, &input.value(0)[7..]).unwrap();
        views.null();
        let made = views.finish().unwrap();
        assert_eq!(made.value(0), elsewhere);
        assert_eq!(made.value(1), "example.com/a/long/path");
        assert!(made.is_null(2));
        // The input's buffer, then the block the copy went into.
        assert_eq!(made.data_buffers().len(), 2);
        assert_eq!(
            made.data_buffers()[0].as_ptr(),
            input.data_buffers()[0].as_ptr()
        );
    }

    /// The views of `made` that are not inline, as (buffer, offset).
    fn places(made: &StringViewArray) -> Vec<Option<(u32, u32)>> {
        made.views()
            .iter()
            .map(|&view| {
                let view = ByteView::from(view);
                (view.length > 12).then_some((view.buffer_index, view.offset))
            })
            .collect()
    }

    #[test]
    fn a_part_is_a_view_into_the_window_of_its_start_or_a_copy_when_it_leaves_it() {
        // Windows of `2 * WINDOW_STRIDE` bytes every `WINDOW_STRIDE` (small in the unit tests).
        let rows = [
            "http://example.com/a/path",
            "http://example.org/a/path/long/enough/to/leave/its/window/at/the/end",
            "http://example.net/x",
        ];
        let input = LargeStringArray::from(rows.to_vec());
        let values = input.values().as_slice();
        let windows = input.values().len().div_ceil(WINDOW_STRIDE);
        let mut views = Views::new(&input);
        let mut expected = Vec::new();
        for i in 0..rows.len() {
            let row = input.value(i);
            for start in (0..row.len()).step_by(5) {
                for end in (start + 13..=row.len()).step_by(7) {
                    let part = &row[start..end];
                    views.part(&input, i, part).unwrap();
                    let at = part.as_ptr() as usize - values.as_ptr() as usize;
                    let window = at / WINDOW_STRIDE;
                    let room = (values.len() - window * WINDOW_STRIDE).min(2 * WINDOW_STRIDE);
                    let offset = at % WINDOW_STRIDE;
                    let inside = offset + part.len() <= room;
                    expected.push((part, inside.then_some((window as u32, offset as u32))));
                }
            }
        }
        let made = views.finish().unwrap();
        let places = places(&made);
        assert!(expected.iter().any(|(_, place)| place.is_none()));
        assert!(expected
            .iter()
            .any(|(_, place)| place.is_some_and(|(w, _)| w > 1)));
        for (k, (part, place)) in expected.iter().enumerate() {
            assert_eq!(made.value(k), *part);
            match place {
                Some(place) => assert_eq!(places[k], Some(*place), "{part}"),
                // Copied: into a block, after the windows.
                None => assert!(places[k].unwrap().0 as usize >= windows, "{part}"),
            }
        }
    }

    /// [`Views::part_of_row`] makes the views [`Views::part`] makes, bit for bit, for every
    /// slice of rows of several lengths (parts that end before the row's twelfth byte too, and
    /// rows that a view array holds in the view itself), on the three input types; and the
    /// arrays they make hold the parts.
    #[test]
    fn a_part_of_a_row_is_viewed_as_a_part_is() {
        fn check<S: crate::Strings>(input: &S, rows: &[&str]) {
            let (mut by_part, mut by_row) = (Views::new(input), Views::new(input));
            let mut parts = Vec::new();
            for i in 0..rows.len() {
                let row = input.row(i).unwrap();
                for start in 0..=row.len() {
                    for end in start..=row.len() {
                        let Some(part) = row.get(start..end) else {
                            continue;
                        };
                        by_part.part(input, i, part).unwrap();
                        by_row.part_of_row(input, i, row, part).unwrap();
                        parts.push(part.to_owned());
                    }
                }
                // Short texts that are no slice of the row (`part` takes a longer text from
                // the input only).
                let elsewhere = format!("{row} and more, elsewhere");
                // And slices of the rows around it (before it in memory too, where the part's
                // start is no offset into the row).
                let around =
                    [i.wrapping_sub(1), i + 1].map(|k| (k < rows.len()).then(|| input.row(k)));
                let around = around.into_iter().flatten().flatten();
                let texts = ["", "short", "twelve bytes", &elsewhere[..2]];
                for text in texts.into_iter().chain(around) {
                    by_part.part(input, i, text).unwrap();
                    by_row.part_of_row(input, i, row, text).unwrap();
                    parts.push(text.to_owned());
                }
            }
            assert_eq!(by_row.views, by_part.views);
            let made = by_row.finish().unwrap();
            for (k, part) in parts.iter().enumerate() {
                assert_eq!(made.value(k), part);
            }
        }
        let rows = [
            "http://example.com/a/path/of/some/length?q#f",
            "a:b",
            "s://h/twelve-bytes",
            "",
            "http://example.org/é/ü",
        ];
        check(&StringArray::from(rows.to_vec()), &rows);
        check(&LargeStringArray::from(rows.to_vec()), &rows);
        check(&StringViewArray::from(rows.to_vec()), &rows);
    }

    #[test]
    fn a_part_of_a_view_array_points_into_its_row_buffer() {
        let mut builder = StringViewBuilder::new().with_fixed_block_size(64);
        let rows = [
            "http://example.com/a/path/of/some/length",
            "http://example.org/another/path/of/some/length",
            "http://example.net/a/third/path/of/some/length",
        ];
        for row in rows {
            builder.append_value(row);
        }
        let input = builder.finish();
        assert_eq!(input.data_buffers().len(), 3);
        let mut views = Views::new(&input);
        for i in 0..rows.len() {
            views.part(&input, i, &input.value(i)[7..]).unwrap();
        }
        let made = views.finish().unwrap();
        assert_eq!(made.data_buffers().len(), 3);
        assert_eq!(places(&made), [Some((0, 7)), Some((1, 7)), Some((2, 7))]);
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(made.value(i), &row[7..]);
        }
    }

    #[test]
    fn texts_fill_blocks_of_at_most_the_largest_size_and_short_ones_none() {
        let mut views = Views::texts(5);
        views.text("twelve bytes").unwrap();
        let long = "x".repeat(BLOCK);
        let half = "y".repeat(BLOCK / 2 + 1);
        views.text(&half).unwrap();
        views.text(&half).unwrap();
        views.text(&long).unwrap();
        let error = views.text(&format!("{long}z")).unwrap_err();
        assert!(
            error.to_string().contains("longer than a Utf8View row"),
            "{error}"
        );
        let made = views.finish().unwrap();
        // Each text of more than half a block starts a block of its own.
        assert_eq!(made.data_buffers().len(), 3);
        assert_eq!(
            places(&made),
            [None, Some((0, 0)), Some((1, 0)), Some((2, 0))]
        );
        assert_eq!(made.value(0), "twelve bytes");
        assert_eq!(made.value(1), half);
        assert_eq!(made.value(2), half);
        assert_eq!(made.value(3), long);
    }

    #[test]
    fn texts_after_an_input_name_blocks_after_its_buffers() {
        let input = StringArray::from(vec!["http://example.com/a/long/path"]);
        let mut views = Views::new(&input);
        let text = "z".repeat(BLOCK);
        let short = "s".repeat(BLOCK / 4);
        views.text(&text).unwrap();
        views.text(&text).unwrap();
        views.text(&short).unwrap();
        views.text(&short).unwrap();
        let made = views.finish().unwrap();
        let blocks = [Some((1, 0)), Some((2, 0)), Some((3, 0))];
        assert_eq!(
            places(&made),
            [
                blocks[0],
                blocks[1],
                blocks[2],
                Some((3, short.len() as u32))
            ]
        );
        assert_eq!(made.data_buffers()[0].as_ptr(), input.values().as_ptr());
        assert_eq!(made.value(1), text);
        assert_eq!(made.value(3), short);
    }
}
