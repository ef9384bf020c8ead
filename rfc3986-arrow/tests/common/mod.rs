//! What the tests of the kernels share: rows as each of the three string array types, and the
//! rows of a kernel's `Utf8View` result as owned texts.

use std::sync::Arc;

use arrow_array::{ArrayRef, LargeStringArray, StringArray, StringViewArray};

/// The rows as each of the three string array types, named: `utf8`, `large`, `view`.
pub fn string_arrays(rows: &[Option<&str>]) -> [(&'static str, ArrayRef); 3] {
    let rows = || rows.iter().copied();
    [
        ("utf8", Arc::new(StringArray::from_iter(rows()))),
        ("large", Arc::new(LargeStringArray::from_iter(rows()))),
        ("view", Arc::new(StringViewArray::from_iter(rows()))),
    ]
}

/// The rows of `array` as owned texts (`None` for null).
pub fn texts(array: &StringViewArray) -> Vec<Option<String>> {
    array.iter().map(|row| row.map(str::to_owned)).collect()
}
