//! The string arrays the kernels read ([`Strings`]): `Utf8`, `LargeUtf8` and `Utf8View`, each
//! row as a `&str`, and each part of a row as a view of the output that points into the same
//! buffer as the row (no byte copied).

use arrow_array::builder::make_view;
use arrow_array::{Array, GenericStringArray, OffsetSizeTrait, StringViewArray};
use arrow_buffer::Buffer;
use arrow_data::ByteView;

/// How far apart the windows of a large values buffer start: a view's offset is a `u32`, so a
/// buffer longer than that is shared as windows of at most `4 GiB` that start every `2 GiB`. A
/// part of a row (shorter than `2 GiB`) that starts in window `k` ends in it too.
const WINDOW_STRIDE: usize = 1 << 31;

/// A string array whose rows the kernels read, and whose buffers their output views share.
/// Implemented for [`GenericStringArray`] (`Utf8`, `LargeUtf8`) and [`StringViewArray`]
/// (`Utf8View`): each kernel is written once, generic over this trait.
pub trait Strings: Array {
    /// Row `i`, `None` when it is null.
    fn row(&self, i: usize) -> Option<&str>;

    /// The buffers the views made by [`view`](Self::view) point into (shared, not copied).
    fn view_buffers(&self) -> Vec<Buffer>;

    /// The view of `part`, a slice of row `i` (as [`row`](Self::row) returned it), pointing
    /// into [`view_buffers`](Self::view_buffers), or holding the bytes when there are at most
    /// twelve.
    fn view(&self, i: usize, part: &str) -> u128;
}

/// Where `part` starts in `row`, of which it is a slice.
fn offset_in(row: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).wrapping_sub(row.as_ptr() as usize);
    debug_assert!(
        offset + part.len() <= row.len(),
        "{part:?} is not a part of {row:?}"
    );
    offset
}

impl<O: OffsetSizeTrait> Strings for GenericStringArray<O> {
    fn row(&self, i: usize) -> Option<&str> {
        self.is_valid(i).then(|| self.value(i))
    }

    fn view_buffers(&self) -> Vec<Buffer> {
        let values = self.values();
        let windows = values.len().div_ceil(WINDOW_STRIDE).max(1);
        (0..windows)
            .map(|k| {
                let start = k * WINDOW_STRIDE;
                values.slice_with_length(start, (values.len() - start).min(2 * WINDOW_STRIDE))
            })
            .collect()
    }

    fn view(&self, i: usize, part: &str) -> u128 {
        let row_start = self.value_offsets()[i].as_usize();
        let at = row_start + offset_in(self.value(i), part);
        let window = at / WINDOW_STRIDE;
        make_view(
            part.as_bytes(),
            window as u32,
            (at - window * WINDOW_STRIDE) as u32,
        )
    }
}

impl Strings for StringViewArray {
    fn row(&self, i: usize) -> Option<&str> {
        self.is_valid(i).then(|| self.value(i))
    }

    fn view_buffers(&self) -> Vec<Buffer> {
        self.data_buffers().to_vec()
    }

    fn view(&self, i: usize, part: &str) -> u128 {
        let view = self.views()[i];
        if (view as u32) <= 12 {
            // The row is inline, and so is any part of it.
            return make_view(part.as_bytes(), 0, 0);
        }
        let view = ByteView::from(view);
        make_view(
            part.as_bytes(),
            view.buffer_index,
            view.offset + offset_in(self.value(i), part) as u32,
        )
    }
}
