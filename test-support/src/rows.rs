//! The library's answer for each row of a column of text, as the tests of the batch kernels
//! (Arrow, SQL) compare them with the kernels' rows: `None` for a null row or one that does not
//! parse.
//!
//! ```
//! use rfc3986_test_support::rows::{each_uri, each_uri_pair};
//!
//! let rows = [Some("http://h/p".to_owned()), None, Some("a b".to_owned())];
//! let hosts = each_uri(&rows, |uri| uri.host_str().map(str::to_owned));
//! assert_eq!(hosts, [Some("h".to_owned()), None, None]);
//! let bases = [Some("http://a/b/c".to_owned()), Some("http://a/".to_owned()), None];
//! let resolved = each_uri_pair(&bases, &rows, |base, reference| {
//!     Some(base.resolve(reference).ok()?.into_string())
//! });
//! assert_eq!(resolved, [Some("http://h/p".to_owned()), None, None]);
//! ```

use rfc3986::UriRef;

/// What `f` gives for each row that parses as a URI reference; `None` for a null row or one
/// that does not parse.
pub fn each_uri<T>(
    rows: &[Option<String>],
    f: impl Fn(&UriRef<'_>) -> Option<T>,
) -> Vec<Option<T>> {
    rows.iter()
        .map(|row| f(&UriRef::parse(row.as_deref()?).ok()?))
        .collect()
}

/// What `f` gives for each pair of rows of `left` and `right` that both parse as URI
/// references; `None` where either is null or does not parse.
pub fn each_uri_pair<T>(
    left: &[Option<String>],
    right: &[Option<String>],
    f: impl Fn(&UriRef<'_>, &UriRef<'_>) -> Option<T>,
) -> Vec<Option<T>> {
    left.iter()
        .zip(right)
        .map(|(left, right)| {
            let left = UriRef::parse(left.as_deref()?).ok()?;
            f(&left, &UriRef::parse(right.as_deref()?).ok()?)
        })
        .collect()
}
