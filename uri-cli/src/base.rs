//! The base URI of `resolve`, `relative` and `extract --resolve`: an absolute URI (or IRI), or a
//! usage error (exit 2) that shows it as error lines show an input.

use std::io;

use rfc3986::grammar::Grammar;
use rfc3986::{ParseError, RiRef};

use crate::report::{bad_argument, Passwords};

/// The base written `text`, which parsed as `parsed`: the reference when it is absolute (it has
/// a scheme), else the error that says why it cannot be a base.
pub(crate) fn absolute<'a, G: Grammar>(
    text: &[u8],
    parsed: Result<RiRef<'a, G>, ParseError>,
    passwords: Passwords,
) -> io::Result<RiRef<'a, G>> {
    match parsed {
        Ok(base) if !base.is_relative() => Ok(base),
        Ok(_) => Err(bad_argument(
            "base",
            text,
            "it has no scheme, so it is not an absolute URI",
            passwords,
        )),
        Err(e) => Err(bad_argument("base", text, e, passwords)),
    }
}
