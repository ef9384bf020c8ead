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

/// The windows of a values buffer of `len` bytes, as `(start, length)`: one every `stride`
/// bytes, each `2 * stride` long but the last ones, and at least one (empty for an empty
/// buffer).
fn windows(len: usize, stride: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..len.div_ceil(stride).max(1)).map(move |k| (k * stride, (len - k * stride).min(2 * stride)))
}

/// The window of [`windows`] in which the byte at `at` is, and its offset there: any text of at
/// most `stride` bytes that starts at `at` ends in that window.
fn window_of(at: usize, stride: usize) -> (usize, usize) {
    (at / stride, at % stride)
}

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
    /// twelve (then `part` need not be a slice of the row).
    fn view(&self, i: usize, part: &str) -> u128;
}

/// The longest text a view holds itself (its bytes copied into the view, no buffer): a part
/// that short is made so, whatever its row (and it may be a slice of no row at all, as the
/// empty segment of the path `/`).
const INLINE: usize = 12;

/// Where `part` starts in `outer` (a row, or the buffer that holds it), of which it is a slice.
pub(crate) fn offset_in(outer: &[u8], part: &str) -> usize {
    let offset = (part.as_ptr() as usize).wrapping_sub(outer.as_ptr() as usize);
    debug_assert!(
        offset + part.len() <= outer.len(),
        "{part:?} is not a part of the {} bytes given",
        outer.len()
    );
    offset
}

impl<O: OffsetSizeTrait> Strings for GenericStringArray<O> {
    fn row(&self, i: usize) -> Option<&str> {
        self.is_valid(i).then(|| self.value(i))
    }

    fn view_buffers(&self) -> Vec<Buffer> {
        let values = self.values();
        windows(values.len(), WINDOW_STRIDE)
            .map(|(start, len)| values.slice_with_length(start, len))
            .collect()
    }

    fn view(&self, _: usize, part: &str) -> u128 {
        if part.len() <= INLINE {
            return make_view(part.as_bytes(), 0, 0);
        }
        // The part's place in the values buffer, without a second look at the row.
        let (window, offset) = window_of(offset_in(self.values(), part), WINDOW_STRIDE);
        make_view(part.as_bytes(), window as u32, offset as u32)
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
        if part.len() <= INLINE {
            return make_view(part.as_bytes(), 0, 0);
        }
        // The part's place in the row's buffer, without a second look at the row.
        let buffer = ByteView::from(self.views()[i]).buffer_index;
        let offset = offset_in(&self.data_buffers()[buffer as usize], part);
        make_view(part.as_bytes(), buffer, offset as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_short_text_is_in_the_window_of_its_start() {
        let stride = 8;
        for len in 0..60 {
            let windows: Vec<_> = windows(len, stride).collect();
            assert_eq!(windows[0].0, 0);
            assert_eq!(windows.last().map(|&(start, len)| start + len), Some(len));
            for at in 0..len {
                for text in 0..=stride.min(len - at) {
                    let (window, offset) = window_of(at, stride);
                    let (start, window_len) = windows[window];
                    assert_eq!(start + offset, at);
                    assert!(offset + text <= window_len, "{len} {at} {text}");
                }
            }
        }
    }
}
