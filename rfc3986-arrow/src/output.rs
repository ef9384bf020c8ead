//! The `Utf8View` arrays the kernels make ([`Views`]): each row a view of a part of an input row
//! (its bytes not copied: the view points into the input's buffer), a text the kernel made
//! (copied into a block the array owns, one block for many rows), or null.
//!
//! Every view is made here, from a `&str`, and points at that string's own bytes: so the array
//! is valid UTF-8 by construction, and is made without arrow's second reading of every byte.

use arrow_array::builder::{make_view, BooleanBufferBuilder};
use arrow_array::StringViewArray;
use arrow_buffer::{Buffer, NullBuffer, ScalarBuffer};
use arrow_data::ByteView;
use arrow_schema::ArrowError;

use crate::Strings;

/// The largest length, buffer index or offset a view holds.
const U32: usize = u32::MAX as usize;

/// The longest text a view holds itself (its bytes copied into the view, no buffer).
const INLINE: usize = 12;

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
        let index = input.buffer_of(i, part);
        match self.buffers.get(index).map(|buffer| {
            // Where `part` is in the buffer, if it lies there whole: the view's bytes are then
            // the string's own.
            let offset = (part.as_ptr() as usize).wrapping_sub(buffer.as_ptr() as usize);
            let inside = offset <= buffer.len() && part.len() <= buffer.len() - offset;
            (inside, offset)
        }) {
            // A view holds the length, the buffer and the offset there as `u32`s.
            Some((true, offset)) if [part.len(), index, offset].iter().all(|&n| n <= U32) => {
                let bytes = part.as_bytes();
                let view = ByteView::new(bytes.len() as u32, &bytes[..4])
                    .with_buffer_index(index as u32)
                    .with_offset(offset as u32);
                self.views.push(view.as_u128());
                Ok(())
            }
            _ => self.copy(part),
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
        if text.len() > U32 {
            return Err(ArrowError::ComputeError(format!(
                "a text of {} bytes is longer than a Utf8View row can be",
                text.len()
            )));
        }
        if self.block.len() + text.len() > U32 {
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
        let nulls = (!self.nulls.is_empty()).then(|| {
            let mut valid = BooleanBufferBuilder::new(self.views.len());
            valid.append_n(self.views.len(), true);
            for &i in &self.nulls {
                valid.set_bit(i, false);
            }
            NullBuffer::new(valid.finish())
        });
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
    use arrow_array::{Array, StringArray, StringViewArray};

    use super::Views;

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
}
