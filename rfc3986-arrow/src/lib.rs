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
//! - [`port_u16`]: the port as a `UInt16Array`; [`host_kind`]: `reg-name`, `ipv4`, `ipv6` or
//!   `ipvfuture`.
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

mod input;

use std::sync::Arc;

use arrow_array::builder::{BooleanBufferBuilder, PrimitiveBuilder};
use arrow_array::types::UInt16Type;
use arrow_array::{
    Array, ArrayRef, BooleanArray, LargeStringArray, StringArray, StringViewArray, StructArray,
    UInt16Array,
};
use arrow_buffer::{NullBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::grammar;
use rfc3986::{ParseError, RiRef};

pub use input::Strings;

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

/// The components of a reference, for [`component`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// The scheme, without its `:`.
    Scheme,
    /// The user information, without its `@`.
    Userinfo,
    /// The host, as written (brackets included for an IP literal).
    Host,
    /// The port, without its `:` (possibly empty).
    Port,
    /// The path (always present, possibly empty).
    Path,
    /// The query, without its `?`.
    Query,
    /// The fragment, without its `#`.
    Fragment,
}

impl Component {
    /// The seven components, in the order of [`parse`]'s fields.
    pub const ALL: [Component; 7] = [
        Component::Scheme,
        Component::Userinfo,
        Component::Host,
        Component::Port,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];

    /// The component's name, as [`parse`]'s fields are named: `scheme`, `userinfo`, `host`,
    /// `port`, `path`, `query`, `fragment`.
    pub fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }

    /// The component of `reference`.
    fn of<'a, G: grammar::Grammar>(self, reference: &RiRef<'a, G>) -> Option<&'a str> {
        match self {
            Component::Scheme => reference.scheme(),
            Component::Userinfo => reference.userinfo(),
            Component::Host => reference.host_str(),
            Component::Port => reference.port(),
            Component::Path => Some(reference.path()),
            Component::Query => reference.query(),
            Component::Fragment => reference.fragment(),
        }
    }
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

/// Each row of `strings` parsed with grammar `G`: `Ok(None)` for a null row or (with
/// [`Invalid::Null`]) one that does not parse.
fn rows<'a, S: Strings, G: grammar::Grammar>(
    strings: &'a S,
    invalid: Invalid,
) -> impl Iterator<Item = Result<Option<RiRef<'a, G>>, ArrowError>> + 'a {
    (0..strings.len()).map(move |i| match strings.row(i) {
        None => Ok(None),
        Some(row) => match RiRef::<G>::parse(row) {
            Ok(reference) => Ok(Some(reference)),
            Err(_) if invalid == Invalid::Null => Ok(None),
            Err(error) => Err(row_error(i, row, &error)),
        },
    })
}

/// Whether each row matches `rule` (read with `grammar`); null for a null row.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{is_valid, Grammar, Rule};
///
/// let rows = StringArray::from(vec![Some("http://a/b#c"), Some("../d"), None, Some("a b")]);
/// let valid = is_valid(&rows, Rule::UriReference, Grammar::Uri).unwrap();
/// assert_eq!(valid.iter().collect::<Vec<_>>(), [Some(true), Some(true), None, Some(false)]);
/// let absolute = is_valid(&rows, Rule::AbsoluteUri, Grammar::Uri).unwrap();
/// assert_eq!(absolute.value(0), false);
/// ```
pub fn is_valid(
    array: &dyn Array,
    rule: Rule,
    grammar: Grammar,
) -> Result<BooleanArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| Ok(valid_of::<
        _,
        G,
    >(
        strings, rule
    ))))
}

fn valid_of<S: Strings, G: grammar::Grammar>(strings: &S, rule: Rule) -> BooleanArray {
    let mut values = BooleanBufferBuilder::new(strings.len());
    for i in 0..strings.len() {
        let valid = strings.row(i).is_some_and(|row| {
            RiRef::<G>::parse(row).is_ok_and(|reference| match rule {
                Rule::UriReference => true,
                Rule::Uri => !reference.is_relative(),
                Rule::AbsoluteUri => reference.is_absolute_uri(),
                Rule::RelativeRef => reference.is_relative(),
            })
        });
        values.append(valid);
    }
    BooleanArray::new(values.finish(), strings.logical_nulls())
}

/// One component of each row, as views into the input's buffers; null for a null row, a row that
/// does not parse, or a row without the component.
///
/// ```
/// use arrow_array::{Array, StringViewArray};
/// use rfc3986_arrow::{component, Component, Grammar};
///
/// let rows = StringViewArray::from(vec!["https://user@example.com:8443/a/long/enough/path?q=1#top"]);
/// let paths = component(&rows, Component::Path, Grammar::Uri).unwrap();
/// assert_eq!(paths.value(0), "/a/long/enough/path");
/// let ports = component(&rows, Component::Port, Grammar::Uri).unwrap();
/// assert_eq!(ports.value(0), "8443");
/// ```
pub fn component(
    array: &dyn Array,
    component: Component,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| component_of::<
        _,
        G,
    >(
        strings,
        component,
        Invalid::Null
    )))
}

/// [`component`], failing on the first row that does not parse (a null row gives null).
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{try_component, Component, Grammar};
///
/// let rows = StringArray::from(vec!["http://a/", "http://a b/"]);
/// let error = try_component(&rows, Component::Host, Grammar::Uri).unwrap_err();
/// assert!(error.to_string().contains("row 1"), "{error}");
/// ```
pub fn try_component(
    array: &dyn Array,
    component: Component,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| component_of::<
        _,
        G,
    >(
        strings,
        component,
        Invalid::Fail
    )))
}

fn component_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    component: Component,
    invalid: Invalid,
) -> Result<StringViewArray, ArrowError> {
    let mut views = Vec::with_capacity(strings.len());
    let mut present = BooleanBufferBuilder::new(strings.len());
    for (i, reference) in rows::<S, G>(strings, invalid).enumerate() {
        let part = reference?.and_then(|reference| component.of(&reference));
        present.append(part.is_some());
        views.push(part.map_or(0, |part| strings.view(i, part)));
    }
    views_array(strings, views, present)
}

/// The `Utf8View` array of `views` into the buffers of `strings`, null where not `present`.
fn views_array<S: Strings>(
    strings: &S,
    views: Vec<u128>,
    mut present: BooleanBufferBuilder,
) -> Result<StringViewArray, ArrowError> {
    let nulls = NullBuffer::new(present.finish());
    let nulls = (nulls.null_count() > 0).then_some(nulls);
    StringViewArray::try_new(ScalarBuffer::from(views), strings.view_buffers(), nulls)
}

macro_rules! component_kernels {
    ($($name:ident, $component:ident, $what:literal;)*) => {$(
        #[doc = concat!("The ", $what, " of each row: [`component`] with [`Component::", stringify!($component), "`].")]
        pub fn $name(array: &dyn Array, grammar: Grammar) -> Result<StringViewArray, ArrowError> {
            component(array, Component::$component, grammar)
        }
    )*};
}

component_kernels! {
    scheme, Scheme, "scheme";
    userinfo, Userinfo, "user information";
    host, Host, "host";
    port, Port, "port (its text)";
    path, Path, "path";
    query, Query, "query";
    fragment, Fragment, "fragment";
}

/// The seven components of each row, in one pass: a `StructArray` whose fields are named as
/// [`Component::name`] says, each a `Utf8View` array of views into the input's buffers. A null
/// row, or one that does not parse, is a null struct (its fields null too); an absent component
/// is a null field.
///
/// ```
/// use arrow_array::{Array, StringArray, StringViewArray};
/// use rfc3986_arrow::{parse, Grammar};
///
/// let rows = StringArray::from(vec![Some("http://h/p?"), Some("%"), None]);
/// let parsed = parse(&rows, Grammar::Uri).unwrap();
/// let query = parsed.column_by_name("query").unwrap();
/// let query = query.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(query.value(0), "");
/// assert!(parsed.is_null(1) && parsed.is_null(2));
/// ```
pub fn parse(array: &dyn Array, grammar: Grammar) -> Result<StructArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parse_of::<_, G>(strings, Invalid::Null)
    ))
}

/// [`parse`], failing on the first row that does not parse (a null row gives null).
pub fn try_parse(array: &dyn Array, grammar: Grammar) -> Result<StructArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(
        grammar,
        |G| parse_of::<_, G>(strings, Invalid::Fail)
    ))
}

/// The fields of [`parse`]'s struct.
pub fn parse_fields() -> Fields {
    Component::ALL
        .iter()
        .map(|component| Field::new(component.name(), DataType::Utf8View, true))
        .collect()
}

fn parse_of<S: Strings, G: grammar::Grammar>(
    strings: &S,
    invalid: Invalid,
) -> Result<StructArray, ArrowError> {
    let len = strings.len();
    let mut views: [Vec<u128>; 7] = std::array::from_fn(|_| Vec::with_capacity(len));
    let mut present: [BooleanBufferBuilder; 7] =
        std::array::from_fn(|_| BooleanBufferBuilder::new(len));
    let mut parsed = BooleanBufferBuilder::new(len);
    for (i, reference) in rows::<S, G>(strings, invalid).enumerate() {
        let reference = reference?;
        parsed.append(reference.is_some());
        for (k, component) in Component::ALL.iter().enumerate() {
            let part = reference
                .as_ref()
                .and_then(|reference| component.of(reference));
            present[k].append(part.is_some());
            views[k].push(part.map_or(0, |part| strings.view(i, part)));
        }
    }
    let mut columns: Vec<ArrayRef> = Vec::with_capacity(7);
    for (views, present) in views.into_iter().zip(present) {
        columns.push(Arc::new(views_array(strings, views, present)?));
    }
    let nulls = NullBuffer::new(parsed.finish());
    let nulls = (nulls.null_count() > 0).then_some(nulls);
    StructArray::try_new(parse_fields(), columns, nulls)
}

/// The port of each row as a number; null for a null row, a row that does not parse, no port, an
/// empty port, or one past `65535`.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{port_u16, Grammar};
///
/// let rows = StringArray::from(vec!["http://h:8080/", "http://h:/", "http://h:99999/", "http://h/"]);
/// let ports = port_u16(&rows, Grammar::Uri).unwrap();
/// assert_eq!(ports.iter().collect::<Vec<_>>(), [Some(8080), None, None, None]);
/// ```
pub fn port_u16(array: &dyn Array, grammar: Grammar) -> Result<UInt16Array, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let mut ports = PrimitiveBuilder::<UInt16Type>::with_capacity(strings.len());
        for reference in rows::<_, G>(strings, Invalid::Null) {
            ports.append_option(reference?.and_then(|reference| reference.port_u16().ok()?));
        }
        Ok(ports.finish())
    }))
}

/// The kind of each row's host: `reg-name`, `ipv4`, `ipv6` or `ipvfuture` (each inline in its
/// view, no buffer); null for a null row, a row that does not parse, or no host.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{host_kind, Grammar};
///
/// let rows = StringArray::from(vec!["http://a/", "http://10.0.0.1/", "http://[::1]/", "mailto:x@y"]);
/// let kinds = host_kind(&rows, Grammar::Uri).unwrap();
/// assert_eq!(kinds.iter().collect::<Vec<_>>(), [Some("reg-name"), Some("ipv4"), Some("ipv6"), None]);
/// ```
pub fn host_kind(array: &dyn Array, grammar: Grammar) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        let kinds = rows::<_, G>(strings, Invalid::Null)
            .map(|reference| {
                Ok(reference?.and_then(|reference| Some(reference.host()?.kind().as_str())))
            })
            .collect::<Result<StringViewArray, ArrowError>>()?;
        Ok(kinds)
    }))
}
