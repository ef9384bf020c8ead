//! The `Utf8View` arrays the kernels make ([`Views`]): each row a view of a part of an input row
//! (its bytes not copied: the view points into the input's buffer), a text the kernel made
//! (copied into a block the array owns, one block for many rows), or null.

use arrow_array::builder::{make_view, BooleanBufferBuilder};
use arrow_array::StringViewArray;
use arrow_buffer::{Buffer, NullBuffer, ScalarBuffer};
use arrow_schema::ArrowError;

/// The largest block of made texts: a view's offset in its buffer is a `u32`.
const BLOCK_MAX: usize = u32::MAX as usize;

/// A `Utf8View` array being made, a row at a time; its storage is allocated per batch, not per
/// row.
pub(crate) struct Views {
    views: Vec<u128>,
    valid: BooleanBufferBuilder,
    /// The input's buffers, which the views of parts point into; the blocks come after them.
    buffers: Vec<Buffer>,
    /// The full blocks of made texts.
    blocks: Vec<Buffer>,
    /// The block being filled.
    block: Vec<u8>,
}

impl Views {
    /// An array of `len` rows whose parts point into `buffers` (an input's view buffers, or
    /// none for a kernel that only makes texts).
    pub(crate) fn new(buffers: Vec<Buffer>, len: usize) -> Views {
        Views {
            views: Vec::with_capacity(len),
            valid: BooleanBufferBuilder::new(len),
            buffers,
            blocks: Vec::new(),
            block: Vec::new(),
        }
    }

    /// A row that is a part of an input row: its view, as the input made it.
    pub(crate) fn part(&mut self, view: u128) {
        self.views.push(view);
        self.valid.append(true);
    }

    /// A row that is a text made by the kernel: copied into the current block.
    pub(crate) fn text(&mut self, text: &str) {
        if self.block.len() + text.len() > BLOCK_MAX {
            let full = std::mem::take(&mut self.block);
            self.blocks.push(Buffer::from_vec(full));
        }
        let index = self.buffers.len() + self.blocks.len();
        let view = make_view(text.as_bytes(), index as u32, self.block.len() as u32);
        // Texts of at most twelve bytes are held by the view itself.
        if text.len() > 12 {
            self.block.extend_from_slice(text.as_bytes());
        }
        self.views.push(view);
        self.valid.append(true);
    }

    /// A null row.
    pub(crate) fn null(&mut self) {
        self.views.push(0);
        self.valid.append(false);
    }

    /// The array.
    pub(crate) fn finish(mut self) -> Result<StringViewArray, ArrowError> {
        let mut buffers = self.buffers;
        buffers.append(&mut self.blocks);
        if !self.block.is_empty() {
            buffers.push(Buffer::from_vec(self.block));
        }
        let nulls = NullBuffer::new(self.valid.finish());
        let nulls = (nulls.null_count() > 0).then_some(nulls);
        StringViewArray::try_new(ScalarBuffer::from(self.views), buffers, nulls)
    }
}
