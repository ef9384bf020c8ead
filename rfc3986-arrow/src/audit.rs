//! The kernel of [RFC 3986 section 7](https://www.rfc-editor.org/rfc/rfc3986#section-7): the
//! findings of the library's [`audit`](rfc3986::audit) for each row, as a list of structs.

use std::sync::Arc;

use arrow_array::{
    Array, ArrayRef, LargeStringArray, ListArray, StringArray, StringViewArray, StructArray,
    UInt32Array,
};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use rfc3986::grammar::Iri;

use crate::output::{ListOffsets, Views};
use crate::{for_each_row, not_strings, Invalid, Strings};

/// The fields of a finding: `code` and `severity` (`Utf8View`, as
/// [`Code::as_str`](rfc3986::audit::Code::as_str) and
/// [`Severity::as_str`](rfc3986::audit::Severity::as_str) name them), `start` and `end`
/// (`UInt32`, byte offsets into the row, `end` exclusive).
pub fn finding_fields() -> Fields {
    Fields::from(vec![
        Field::new("code", DataType::Utf8View, false),
        Field::new("severity", DataType::Utf8View, false),
        Field::new("start", DataType::UInt32, false),
        Field::new("end", DataType::UInt32, false),
    ])
}

/// The field of a list's findings.
fn finding_item() -> Arc<Field> {
    Arc::new(Field::new_list_field(
        DataType::Struct(finding_fields()),
        true,
    ))
}

/// The type of [`audit`]: a list of the structs of [`finding_fields`].
pub(crate) fn findings_type() -> DataType {
    DataType::List(finding_item())
}

/// The findings of section 7 for each row, read as an IRI reference (which every URI reference
/// is, so that tricks beyond ASCII are reported rather than refused), as the library's
/// [`RiRef::audit_into`](rfc3986::RiRef::audit_into) gives them (ordered by where they start,
/// without the library's messages: the code names each): a list of structs of
/// [`finding_fields`]. Null for a null row or one that does not parse; an empty list for a
/// reference without findings.
///
/// ```
/// use arrow_array::{Array, StringArray, StructArray, StringViewArray, UInt32Array};
/// use rfc3986_arrow::audit;
///
/// let rows = StringArray::from(vec![Some("http://h/%00"), Some("a b"), None]);
/// let findings = audit(&rows).unwrap();
/// assert!(findings.is_null(1) && findings.is_null(2));
/// let first = findings.value(0);
/// let first = first.as_any().downcast_ref::<StructArray>().unwrap();
/// let code = first.column_by_name("code").unwrap();
/// let code = code.as_any().downcast_ref::<StringViewArray>().unwrap();
/// assert_eq!(code.value(0), "encoded-nul");
/// let start = first.column_by_name("start").unwrap();
/// assert_eq!(start.as_any().downcast_ref::<UInt32Array>().unwrap().value(0), 9);
/// ```
pub fn audit(array: &dyn Array) -> Result<ListArray, ArrowError> {
    with_strings!(array, |strings| audit_of(strings))
}

fn audit_of<S: Strings>(strings: &S) -> Result<ListArray, ArrowError> {
    let mut lists = ListOffsets::new(strings.len());
    let (mut codes, mut severities) = (Views::texts(0), Views::texts(0));
    let (mut starts, mut ends) = (Vec::new(), Vec::new());
    // One buffer for the findings of every row.
    let mut flags = Vec::new();
    for_each_row::<S, Iri>(strings, Invalid::Null, |_, reference| {
        let Some(reference) = reference else {
            lists.null();
            return Ok(());
        };
        flags.clear();
        reference.audit_into(&mut flags);
        for finding in &flags {
            codes.text(finding.code.as_str())?;
            severities.text(finding.severity.as_str())?;
            starts.push(offset(finding.start)?);
            ends.push(offset(finding.end)?);
        }
        lists.row(starts.len())
    })?;
    let columns: Vec<ArrayRef> = vec![
        Arc::new(codes.finish()?),
        Arc::new(severities.finish()?),
        Arc::new(UInt32Array::from(starts)),
        Arc::new(UInt32Array::from(ends)),
    ];
    let findings = StructArray::try_new(finding_fields(), columns, None)?;
    let (offsets, nulls) = lists.finish();
    ListArray::try_new(finding_item(), offsets, Arc::new(findings), nulls)
}

/// A byte offset into a row as a `u32`: a reference that parses is at most
/// [`MAX_LEN`](rfc3986::MAX_LEN) bytes long, whose offsets fit.
fn offset(at: usize) -> Result<u32, ArrowError> {
    u32::try_from(at).map_err(|_| ArrowError::ComputeError(format!("offset {at} is past a u32")))
}
