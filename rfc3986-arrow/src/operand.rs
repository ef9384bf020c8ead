//! The arguments of the kernels that read two references a row ([`Operand`]): a column, or one
//! value for every row (a base URI), parsed once.

use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::grammar::Grammar;
use rfc3986::{ParseError, RiRef};

use crate::not_strings;

/// An argument of a kernel of two references ([`resolve`](crate::resolve),
/// [`make_relative`](crate::make_relative), [`equivalent`](crate::equivalent)): a column of
/// `Utf8`, `LargeUtf8` or `Utf8View`, or one value for every row (`None` is null), which is
/// parsed once.
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986_arrow::Operand;
///
/// let references = StringArray::from(vec!["a", "../b"]);
/// let base = Operand::Scalar(Some("http://example.com/x/y"));
/// let column = Operand::Array(&references);
/// # let _ = (base, column);
/// ```
#[derive(Clone, Copy, Debug)]
pub enum Operand<'a> {
    /// A column: row `i` of the result reads row `i`.
    Array(&'a dyn Array),
    /// One value for every row.
    Scalar(Option<&'a str>),
}

/// The rows of an [`Operand`], read one at a time (a branch on the column's type, the same for
/// every row).
#[derive(Clone, Copy)]
pub(crate) enum Column<'a> {
    Utf8(&'a StringArray),
    Large(&'a LargeStringArray),
    View(&'a StringViewArray),
    Scalar(Option<&'a str>),
}

impl<'a> Column<'a> {
    /// The rows of `operand`; an error when it is not of strings.
    pub(crate) fn of(operand: Operand<'a>) -> Result<Column<'a>, ArrowError> {
        let array = match operand {
            Operand::Scalar(value) => return Ok(Column::Scalar(value)),
            Operand::Array(array) => array,
        };
        let any = array.as_any();
        if let Some(array) = any.downcast_ref::<StringArray>() {
            Ok(Column::Utf8(array))
        } else if let Some(array) = any.downcast_ref::<LargeStringArray>() {
            Ok(Column::Large(array))
        } else if let Some(array) = any.downcast_ref::<StringViewArray>() {
            Ok(Column::View(array))
        } else {
            Err(not_strings(array.data_type()))
        }
    }

    /// The number of rows of a column; `None` for a scalar.
    pub(crate) fn len(&self) -> Option<usize> {
        match self {
            Column::Utf8(array) => Some(array.len()),
            Column::Large(array) => Some(array.len()),
            Column::View(array) => Some(array.len()),
            Column::Scalar(_) => None,
        }
    }

    /// Row `i` (the scalar for every row); `None` when null.
    pub(crate) fn row(&self, i: usize) -> Option<&'a str> {
        match *self {
            Column::Utf8(array) => array.is_valid(i).then(|| array.value(i)),
            Column::Large(array) => array.is_valid(i).then(|| array.value(i)),
            Column::View(array) => array.is_valid(i).then(|| array.value(i)),
            Column::Scalar(value) => value,
        }
    }
}

/// An [`Operand`] read as references of grammar `G`: a scalar parsed once.
pub(crate) struct References<'a, G: Grammar> {
    column: Column<'a>,
    scalar: Option<Result<RiRef<'a, G>, ParseError>>,
}

impl<'a, G: Grammar> References<'a, G> {
    fn new(operand: Operand<'a>) -> Result<References<'a, G>, ArrowError> {
        let column = Column::of(operand)?;
        let scalar = match column {
            Column::Scalar(Some(text)) => Some(RiRef::<G>::parse(text)),
            _ => None,
        };
        Ok(References { column, scalar })
    }

    /// Row `i`: `None` when null, else its text and what parsing it gave.
    pub(crate) fn row(&self, i: usize) -> Option<(&'a str, Result<RiRef<'a, G>, ParseError>)> {
        let text = self.column.row(i)?;
        Some((text, self.scalar.unwrap_or_else(|| RiRef::<G>::parse(text))))
    }
}

/// The two operands read as references, and the number of rows: the length of the column (of
/// both, which must have the same), or one when both are scalars.
pub(crate) fn pair<'a, G: Grammar>(
    left: Operand<'a>,
    right: Operand<'a>,
) -> Result<(References<'a, G>, References<'a, G>, usize), ArrowError> {
    let (left, right) = (References::<G>::new(left)?, References::<G>::new(right)?);
    let len = match (left.column.len(), right.column.len()) {
        (Some(a), Some(b)) if a != b => {
            return Err(ArrowError::InvalidArgumentError(format!(
                "the two columns have different lengths: {a} and {b}"
            )))
        }
        (Some(len), _) | (None, Some(len)) => len,
        (None, None) => 1,
    };
    Ok((left, right, len))
}
