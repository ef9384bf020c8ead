//! The string arrays the kernels read ([`Strings`]): `Utf8`, `LargeUtf8` and `Utf8View`, each
//! row as a `&str`, and the buffers that the output's views of a row's parts point into (no
//! byte copied).

use arrow_array::{Array, GenericStringArray, OffsetSizeTrait, StringViewArray};
use arrow_buffer::Buffer;
use arrow_data::ByteView;

/// How far apart the windows of a large values buffer start: a view's offset is a `u32`, so a
/// buffer longer than that is shared as windows of at most `4 GiB` that start every `2 GiB`. A
/// part of a row (shorter than `2 GiB`) that starts in window `k` ends in it too. (Small in the
/// unit tests, so that their arrays have several windows.)
#[cfg(not(test))]
const WINDOW_STRIDE: usize = 1 << 31;
#[cfg(test)]
pub(crate) const WINDOW_STRIDE: usize = 32;

/// The windows of a values buffer of `len` bytes, as `(start, length)`: one every `stride`
/// bytes, each `2 * stride` long but the last ones, and at least one (empty for an empty
/// buffer).
fn windows(len: usize, stride: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..len.div_ceil(stride).max(1)).map(move |k| (k * stride, (len - k * stride).min(2 * stride)))
}

/// The window of [`windows`] in which the byte at `at` is: any text of at most `stride` bytes
/// that starts at `at` ends in that window (a longer one may not, and is then copied).
fn window_of(at: usize, stride: usize) -> usize {
    at / stride
}

/// The trait's implementations are these three arrays' alone.
mod sealed {
    pub trait Sealed {}
    impl<O: arrow_array::OffsetSizeTrait> Sealed for arrow_array::GenericStringArray<O> {}
    impl Sealed for arrow_array::StringViewArray {}
}

/// A string array whose rows the kernels read, and whose buffers their output views share.
/// Implemented for [`GenericStringArray`] (`Utf8`, `LargeUtf8`) and [`StringViewArray`]
/// (`Utf8View`), and for them alone: each kernel is written once, generic over this trait.
pub trait Strings: Array + sealed::Sealed {
    /// Row `i`, `None` when it is null.
    fn row(&self, i: usize) -> Option<&str>;

    /// The buffers that views of the rows' parts point into (shared, not copied).
    fn view_buffers(&self) -> Vec<Buffer>;

    /// Which of [`view_buffers`](Self::view_buffers) holds `part`, a slice of row `i` (as
    /// [`row`](Self::row) returned it) longer than twelve bytes; the output checks that it
    /// does before pointing into it.
    fn buffer_of(&self, i: usize, part: &str) -> usize;
}

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
    #[inline(always)]
    fn row(&self, i: usize) -> Option<&str> {
        self.is_valid(i).then(|| self.value(i))
    }

    fn view_buffers(&self) -> Vec<Buffer> {
        let values = self.values();
        windows(values.len(), WINDOW_STRIDE)
            .map(|(start, len)| values.slice_with_length(start, len))
            .collect()
    }

    #[inline(always)]
    fn buffer_of(&self, _: usize, part: &str) -> usize {
        // The window of the part's start, found without a second look at the row.
        window_of(offset_in(self.values(), part), WINDOW_STRIDE)
    }
}

impl Strings for StringViewArray {
    #[inline(always)]
    fn row(&self, i: usize) -> Option<&str> {
        self.is_valid(i).then(|| self.value(i))
    }

    fn view_buffers(&self) -> Vec<Buffer> {
        self.data_buffers().to_vec()
    }

    #[inline(always)]
    fn buffer_of(&self, i: usize, _: &str) -> usize {
        // A part longer than twelve bytes is of a row that long, which is in a buffer.
        ByteView::from(self.views()[i]).buffer_index as usize
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
                    let (start, window_len) = windows[window_of(at, stride)];
                    assert!(start <= at, "{len} {at}");
                    assert!(at - start + text <= window_len, "{len} {at} {text}");
                }
            }
        }
    }
}
