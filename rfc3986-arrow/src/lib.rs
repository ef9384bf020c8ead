//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) kernels over [Apache Arrow](https://arrow.apache.org/)
//! string arrays, on the [`rfc3986`] parser: for data kept in Parquet, CSV or Arrow and read by
//! columnar engines (`rfc3986-datafusion` registers them as SQL functions).
//!
//! Every kernel takes a `Utf8`, `LargeUtf8` or `Utf8View` array (as `&dyn Array`, the form
//! engines pass), reads each row once, and allocates per batch, not per row:
//!
//! - [`is_valid`]: whether each row matches a grammar rule ([`Rule`]), as a `BooleanArray`;
//! - [`component`] (and [`scheme`], [`userinfo`], [`host`], [`port`], [`path`], [`query`],
//!   [`fragment`]): one component of each row, as a `Utf8View` array whose views point into the
//!   input's own buffers: no byte is copied, the buffers are shared;
//! - [`parse`]: the seven components in one pass, as a `StructArray` of `Utf8View` fields;
//! - [`domain`]: each host's public suffix, registrable domain or subdomain, by the Public
//!   Suffix List (the library's `psl` feature, always on here), as views into the input;
//! - [`port_u16`]: the port as a `UInt16Array`; [`host_kind`]: `reg-name`, `ipv4`, `ipv6` or
//!   `ipvfuture`; [`query_param`]: the value of a query's `key=value` pair; [`path_segment`]:
//!   one segment of the path (all views into the input too); [`path_segments`]: all of them, as
//!   a list;
//! - [`query_params`]: the query's pairs decoded, as a map of each key to its values;
//!   [`query_param_all`]: the decoded values of one key, as a list;
//! - [`extract`]: the URIs found in each row, a text (Appendix C), as a list; [`audit`]: the
//!   findings of section 7, as a list of structs;
//! - [`to_uri`] and [`to_iri`]: the mappings between IRIs and URIs (RFC 3987 sections 3.1
//!   and 3.2); [`cut`]: each reference without its query, its fragment, some query parameters
//!   or the tracking ones;
//! - [`decode`] and [`encode`]: text percent-decoded and percent-encoded for a part of a
//!   reference;
//! - [`normalize`] (section 6, with the library's [`NormalizeOptions`](rfc3986::NormalizeOptions)):
//!   a row already normal is a view of the input row, the others are written into blocks the
//!   output owns;
//! - [`resolve`] (section 5), [`make_relative`] and [`equivalent`], of two [`Operand`]s: two
//!   columns, or a column and one value for every row (a base URI, parsed once);
//! - [`parse_url`]: Spark's function of that name (its part names, its null for what does not
//!   parse) on the strict grammar.
//!
//! The [`kernels`] module gives them as one table, [`kernels::KERNELS`]: each kernel's name,
//! arguments, return type and documentation, from which `rfc3986-datafusion` makes its SQL
//! functions and the Python package its batch functions.
//!
//! A null row gives null, and so does a row that is not a URI reference (or an IRI reference,
//! with [`Grammar::Iri`]), or that lacks the component: an absent component is null, an empty
//! one is the empty string (`http://h?` has an empty query, `http://h` none). Each kernel has a
//! strict form, `try_...`, that fails on the first row that does not parse, naming the row and
//! quoting the parser.
//!
//! ```
//! use std::sync::Arc;
//! use arrow_array::{Array, StringArray};
//! use rfc3986_arrow::{host, query, Grammar};
//!
//! let urls = StringArray::from(vec![Some("http://example.com/a?q"), None, Some("http://h"), Some("not a uri")]);
//! let hosts = host(&urls, Grammar::Uri).unwrap();
//! assert_eq!(hosts.value(0), "example.com");
//! assert!(hosts.is_null(1) && hosts.is_null(3));
//! // The view points into the input's buffer: nothing was copied.
//! assert_eq!(hosts.data_buffers()[0].as_ptr(), urls.values().as_ptr());
//! let queries = query(&urls, Grammar::Uri).unwrap();
//! assert_eq!(queries.value(0), "q");
//! assert!(queries.is_null(2));
//! ```
//!
//! Links resolved against the page they are on (the example of the repository's README):
//!
//! ```
//! use arrow_array::{Array, StringArray};
//! use rfc3986_arrow::{host, resolve, Grammar, Operand};
//! use rfc3986_arrow::rfc3986::ResolveOptions;
//!
//! let urls = StringArray::from(vec![Some("http://example.com/a?q"), None, Some("not a uri")]);
//! let hosts = host(&urls, Grammar::Uri)?;
//! assert_eq!(hosts.iter().collect::<Vec<_>>(), [Some("example.com"), None, None]);
//!
//! let links = StringArray::from(vec!["g", "../g?y#s"]);
//! let base = Operand::Scalar(Some("http://a/b/c/d;p?q"));
//! let resolved = resolve(base, Operand::Array(&links), ResolveOptions::STRICT, Grammar::Uri)?;
//! assert_eq!(resolved.value(1), "http://a/b/g?y#s");
//! # Ok::<(), arrow_schema::ArrowError>(())
//! ```

mod input;
mod operand;
mod output;

use arrow_schema::{ArrowError, DataType};
use rfc3986::grammar;
use rfc3986::{ParseError, RiRef};

pub use input::Strings;
pub use operand::Operand;
/// The library the kernels run: its options types ([`rfc3986::NormalizeOptions`],
/// [`rfc3986::ResolveOptions`]) are the kernels' options.
pub use rfc3986;
/// The components of a reference, for [`component`]: the library's, whose
/// [`name`](rfc3986::Component::name)s are those of [`parse`]'s fields.
pub use rfc3986::Component;

/// Which references the kernels read: URIs (RFC 3986) or IRIs (RFC 3987, characters beyond ASCII
/// taken where `ucschar` and `iprivate` allow).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Grammar {
    /// `URI-reference`, RFC 3986.
    #[default]
    Uri,
    /// `IRI-reference`, RFC 3987.
    Iri,
}

/// The grammar rules [`is_valid`] tests a row against (read with the [`Grammar`] given: with
/// [`Grammar::Iri`], `IRI-reference`, `IRI`, `absolute-IRI` and `irelative-ref`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// `URI-reference`: any reference, relative or not.
    #[default]
    UriReference,
    /// `URI`: a scheme, and a fragment or not.
    Uri,
    /// `absolute-URI`: a scheme and no fragment (the form of a base URI).
    AbsoluteUri,
    /// `relative-ref`: no scheme.
    RelativeRef,
}

/// Runs `$body` with `$strings` bound to `$array` downcast to the string array it is (a generic
/// body, compiled once per input type); an error for any other type.
macro_rules! with_strings {
    ($array:expr, |$strings:ident| $body:expr) => {{
        let array: &dyn Array = $array;
        let any = array.as_any();
        if let Some($strings) = any.downcast_ref::<StringArray>() {
            $body
        } else if let Some($strings) = any.downcast_ref::<LargeStringArray>() {
            $body
        } else if let Some($strings) = any.downcast_ref::<StringViewArray>() {
            $body
        } else {
            Err(not_strings(array.data_type()))
        }
    }};
}

/// Runs `$body` with `$g` the grammar type of `$grammar`.
macro_rules! with_grammar {
    ($grammar:expr, |$g:ident| $body:expr) => {
        match $grammar {
            Grammar::Uri => {
                type $g = grammar::Uri;
                $body
            }
            Grammar::Iri => {
                type $g = grammar::Iri;
                $body
            }
        }
    };
}

/// The error for an array that is not one of strings.
fn not_strings(data_type: &DataType) -> ArrowError {
    ArrowError::InvalidArgumentError(format!(
        "URI kernels take Utf8, LargeUtf8 or Utf8View arrays, not {data_type}"
    ))
}

/// What a kernel does with a row that does not parse.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Invalid {
    /// It gives null.
    Null,
    /// It fails, naming the row.
    Fail,
}

/// The error for row `i`, which does not parse.
fn row_error(i: usize, row: &str, error: &ParseError) -> ArrowError {
    ArrowError::ComputeError(format!("row {i}: {row:?} is not a reference: {error}"))
}

/// Calls `each` with the index of each row of `strings` and the row parsed with grammar `G`:
/// `None` for a null row or (with [`Invalid::Null`]) one that does not parse. The reference is
/// lent where the parser wrote it, not moved: a move just after the parse copies it with wider
/// loads than the parser's stores, which stalls each row (see `PERFORMANCE.md`).
fn for_each_row<'a, S: Strings, G: grammar::Grammar>(
    strings: &'a S,
    invalid: Invalid,
    each: impl FnMut(usize, Option<&RiRef<'a, G>>) -> Result<(), ArrowError>,
) -> Result<(), ArrowError> {
    for_each_row_with::<S, G>(strings, invalid, |_| true, each)
}

/// [`for_each_row`] for a kernel whose answer is null for a row that does not parse and for one
/// whose text `may_answer` refuses (a row without `?` has no query): such a row is given as
/// `None` without being parsed, unless invalid rows fail ([`Invalid::Fail`]).
fn for_each_row_with<'a, S: Strings, G: grammar::Grammar>(
    strings: &'a S,
    invalid: Invalid,
    may_answer: impl Fn(&[u8]) -> bool,
    mut each: impl FnMut(usize, Option<&RiRef<'a, G>>) -> Result<(), ArrowError>,
) -> Result<(), ArrowError> {
    for i in 0..strings.len() {
        let Some(row) = strings.row(i) else {
            each(i, None)?;
            continue;
        };
        if invalid == Invalid::Null && !may_answer(row.as_bytes()) {
            each(i, None)?;
            continue;
        }
        let parsed = RiRef::<G>::parse(row);
        match &parsed {
            Ok(reference) => each(i, Some(reference))?,
            Err(_) if invalid == Invalid::Null => each(i, None)?,
            Err(error) => return Err(row_error(i, row, error)),
        }
    }
    Ok(())
}

mod audit;
mod components;
mod domain;
pub mod kernels;
mod query;
mod spark;
mod text;
mod transform;

pub use audit::{audit, finding_fields};
pub use components::{
    component, fragment, host, host_kind, is_valid, parse, parse_fields, path, path_segment,
    path_segments, port, port_u16, query, query_param, scheme, try_component, try_parse, userinfo,
};
pub use domain::{domain, DomainPart};
pub use query::{query_param_all, query_params};
pub use spark::{parse_url, UrlPart};
pub use text::{decode, encode, extract};
pub use transform::{
    cut, equivalent, make_relative, normalize, resolve, to_iri, to_uri, try_cut, try_make_relative,
    try_normalize, try_resolve, try_to_iri, try_to_uri, Cut,
};

/// The examples of the crate's page, `README.md`, run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
