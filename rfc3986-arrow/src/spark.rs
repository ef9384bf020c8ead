//! Spark's `parse_url(url, part[, key])` on the strict grammar: Spark's part names and its null
//! for what does not parse, RFC 3986's components as written.

use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::UriRef;

use crate::components::query_value;
use crate::input::offset_in;
use crate::operand::{Column, Operand};
use crate::output::Views;
use crate::{not_strings, Strings};

/// The parts `parse_url` takes, named as Spark names them (in capitals; another name gives
/// null, as in Spark).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UrlPart {
    /// `HOST`: the host as written (brackets kept around an IP literal; not lowercased).
    Host,
    /// `PATH`: the path (empty for `http://h`, `/` for `http://h/`).
    Path,
    /// `QUERY`: the query, or with a key the value of its first `key=value` pair.
    Query,
    /// `REF`: the fragment.
    Ref,
    /// `PROTOCOL`: the scheme.
    Protocol,
    /// `FILE`: the path and, when there is one, `?` and the query.
    File,
    /// `AUTHORITY`: user information, host and port, as written.
    Authority,
    /// `USERINFO`: the user information.
    Userinfo,
}

impl UrlPart {
    /// The part Spark names `name`: `HOST`, `PATH`, `QUERY`, `REF`, `PROTOCOL`, `FILE`,
    /// `AUTHORITY` or `USERINFO`, in capitals.
    ///
    /// ```
    /// use rfc3986_arrow::UrlPart;
    ///
    /// assert_eq!(UrlPart::from_name("REF"), Some(UrlPart::Ref));
    /// assert_eq!(UrlPart::from_name("host"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<UrlPart> {
        Some(match name {
            "HOST" => UrlPart::Host,
            "PATH" => UrlPart::Path,
            "QUERY" => UrlPart::Query,
            "REF" => UrlPart::Ref,
            "PROTOCOL" => UrlPart::Protocol,
            "FILE" => UrlPart::File,
            "AUTHORITY" => UrlPart::Authority,
            "USERINFO" => UrlPart::Userinfo,
            _ => return None,
        })
    }

    /// The part of `reference`, a slice of `text` (which it was parsed from).
    fn of<'a>(self, text: &'a str, reference: &UriRef<'a>, key: Option<&str>) -> Option<&'a str> {
        match self {
            UrlPart::Host => reference.host_str(),
            UrlPart::Path => Some(reference.path()),
            UrlPart::Query => match key {
                Some(key) => query_value(reference, key),
                None => reference.query(),
            },
            UrlPart::Ref => reference.fragment(),
            UrlPart::Protocol => reference.scheme(),
            UrlPart::File => {
                let path = reference.path();
                let start = offset_in(text.as_bytes(), path);
                let end = match reference.query() {
                    Some(query) => offset_in(text.as_bytes(), query) + query.len(),
                    None => start + path.len(),
                };
                text.get(start..end)
            }
            UrlPart::Authority => reference.authority(),
            UrlPart::Userinfo => reference.userinfo(),
        }
    }
}

/// Spark's `parse_url(url, part)`, or `parse_url(url, 'QUERY', key)` with `key`: for each row,
/// the part named by `part` (one name for every row, or a column of names) of the URI reference
/// `url`, as a view into the input's buffers. Null for a null url, part or key, an unknown part
/// name, a reference that does not parse (Spark's null for what `java.net.URI` refuses), or a
/// part the reference lacks.
///
/// Where strict RFC 3986 answers differently from `java.net.URI` (RFC 2396) and from
/// DataFusion's `parse_url` (WHATWG URL): a host is given as written, not lowercased nor mapped
/// by IDNA; an authority keeps its port, even a default one; an empty user information
/// (`http://@h/`) is the empty string; and text that the grammar refuses (a space, a `\`, a
/// `%` without two hex digits) gives null, where WHATWG URL would repair it.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::{parse_url, Operand};
///
/// let urls = StringArray::from(vec!["ftp://user:pwd@ftp.example.com:21/files?x=1#frag", "a b"]);
/// let file = parse_url(&urls, Operand::Scalar(Some("FILE")), None).unwrap();
/// assert_eq!(file.iter().collect::<Vec<_>>(), [Some("/files?x=1"), None]);
/// let x = parse_url(&urls, Operand::Scalar(Some("QUERY")), Some(Operand::Scalar(Some("x")))).unwrap();
/// assert_eq!(x.value(0), "1");
/// ```
pub fn parse_url(
    url: &dyn Array,
    part: Operand<'_>,
    key: Option<Operand<'_>>,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(url, |strings| parse_url_of(strings, part, key))
}

fn parse_url_of<S: Strings>(
    urls: &S,
    part: Operand<'_>,
    key: Option<Operand<'_>>,
) -> Result<StringViewArray, ArrowError> {
    let part = Column::of(part)?;
    let key = key.map(Column::of).transpose()?;
    for column in std::iter::once(part).chain(key) {
        if column.len().is_some_and(|len| len != urls.len()) {
            return Err(ArrowError::InvalidArgumentError(format!(
                "parse_url's arguments have different lengths: {} and {}",
                urls.len(),
                column.len().unwrap_or_default()
            )));
        }
    }
    let mut views = Views::new(urls);
    for i in 0..urls.len() {
        let found = (|| {
            let text = urls.row(i)?;
            let part = part.row(i).and_then(UrlPart::from_name)?;
            let key = match key {
                Some(key) => Some(key.row(i)?),
                None => None,
            };
            // (Borrowed where the parser wrote it: see `for_each_row`.)
            match &UriRef::parse(text) {
                Ok(reference) => part.of(text, reference, key),
                Err(_) => None,
            }
        })();
        match found {
            Some(part) => views.part(urls, i, part)?,
            None => views.null(),
        }
    }
    views.finish()
}
