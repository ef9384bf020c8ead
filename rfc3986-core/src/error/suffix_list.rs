//! The error of reading a Public Suffix List file: [`SuffixListError`].

use core::fmt;

/// What kind of problem a [`SuffixListError`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SuffixListErrorKind {
    /// No `// ===BEGIN ICANN DOMAINS===` line: the text is not a Public Suffix List file.
    NoIcannSection,
    /// A rule with an empty label (`a..b`, `.a`), an exception rule of one label (`!a`), or a
    /// rule whose internationalized labels UTS 46 refuses.
    InvalidRule,
    /// No rule at all.
    NoRules,
}

/// A Public Suffix List file that could not be read: what is wrong, and for a rule, its line
/// (counted from 1).
///
/// ```
/// use rfc3986::domain::{SuffixList, SuffixListErrorKind};
///
/// let err = SuffixList::parse("com\n").unwrap_err();
/// assert_eq!(err.kind(), SuffixListErrorKind::NoIcannSection);
/// assert_eq!(err.to_string(), "not a public suffix list: no '===BEGIN ICANN DOMAINS===' line");
///
/// let err = SuffixList::parse("// ===BEGIN ICANN DOMAINS===\ncom\na..com\n").unwrap_err();
/// assert_eq!(err.kind(), SuffixListErrorKind::InvalidRule);
/// assert_eq!(err.line(), Some(3));
/// assert_eq!(err.to_string(), "invalid public suffix rule on line 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SuffixListError {
    pub(crate) kind: SuffixListErrorKind,
    /// The line of the rule refused; 0 for the other kinds.
    pub(crate) line: usize,
}

impl SuffixListError {
    /// What is wrong.
    pub fn kind(&self) -> SuffixListErrorKind {
        self.kind
    }

    /// The line of the rule refused (counted from 1), for [`SuffixListErrorKind::InvalidRule`].
    pub fn line(&self) -> Option<usize> {
        (self.kind == SuffixListErrorKind::InvalidRule).then_some(self.line)
    }
}

impl fmt::Display for SuffixListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            SuffixListErrorKind::NoIcannSection => {
                f.write_str("not a public suffix list: no '===BEGIN ICANN DOMAINS===' line")
            }
            SuffixListErrorKind::InvalidRule => {
                write!(f, "invalid public suffix rule on line {}", self.line)
            }
            SuffixListErrorKind::NoRules => f.write_str("public suffix list without rules"),
        }
    }
}

impl core::error::Error for SuffixListError {}
