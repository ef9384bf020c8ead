//! `uri to-uri` and `uri to-iri`: the mappings between IRIs and URIs (RFC 3987 sections 3.1
//! and 3.2), one result per input.

use std::ffi::OsString;
use std::io;

use rfc3986::grammar::{Iri, Uri};

use crate::each::each_result;
use crate::options::Common;
use crate::report::Outcome;

/// Arguments of `uri to-uri`.
#[derive(clap::Args)]
pub(crate) struct ToUriArgs {
    /// Convert a host name with Unicode characters to A-labels (IDNA, UTS 46 ToASCII,
    /// non-transitional) instead of percent-encoding it.
    #[arg(long)]
    idna: bool,
    #[command(flatten)]
    common: Common,
    /// The IRI references; standard input, one per line, when there are none.
    #[arg(value_name = "IRI")]
    iris: Vec<OsString>,
}

/// Arguments of `uri to-iri`.
#[derive(clap::Args)]
pub(crate) struct ToIriArgs {
    /// Convert the A-labels of a host name (`xn--...`) to Unicode (IDNA, UTS 46 ToUnicode)
    /// where the result is a valid IRI host.
    #[arg(long)]
    idna: bool,
    #[command(flatten)]
    common: Common,
    /// The URI references; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Prints the URI mapping of every IRI.
pub(crate) fn run_to_uri(args: &ToUriArgs) -> io::Result<Outcome> {
    each_result(&args.iris, &args.common, |input| {
        let iri = input.parse::<Iri>().map_err(|e| e.to_string())?;
        let uri = if args.idna {
            iri.to_uri_idna()
        } else {
            iri.to_uri()
        };
        uri.map_err(|e| e.to_string())
    })
}

/// Prints the IRI mapping of every URI.
pub(crate) fn run_to_iri(args: &ToIriArgs) -> io::Result<Outcome> {
    each_result(&args.uris, &args.common, |input| {
        let uri = input.parse::<Uri>().map_err(|e| e.to_string())?;
        if args.idna {
            uri.to_iri_idna().map_err(|e| e.to_string())
        } else {
            Ok(uri.to_iri())
        }
    })
}
