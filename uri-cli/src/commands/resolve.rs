//! `uri resolve` and `uri relative`: one output line per input, errors on standard error.

use std::ffi::OsString;
use std::io;

use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{ResolveOptions, RiRef, RiRefBuf};

use crate::base;
use crate::each::each_result;
use crate::options::Common;
use crate::report::Outcome;

/// Arguments of `uri resolve`.
#[derive(clap::Args)]
pub(crate) struct ResolveArgs {
    /// Read a reference with the base's own scheme (`http:g`) as relative (RFC 3986 section
    /// 5.2.2's backward-compatible reading).
    #[arg(long)]
    non_strict: bool,
    /// Base and references are IRIs (RFC 3987).
    #[arg(long)]
    iri: bool,
    #[command(flatten)]
    common: Common,
    /// The base URI: absolute (with a scheme); its fragment is ignored.
    #[arg(value_name = "BASE")]
    base: OsString,
    /// The references; standard input, one per line, when there are none.
    #[arg(value_name = "REF")]
    references: Vec<OsString>,
}

/// Arguments of `uri relative`.
#[derive(clap::Args)]
pub(crate) struct RelativeArgs {
    /// Base and targets are IRIs (RFC 3987).
    #[arg(long)]
    iri: bool,
    #[command(flatten)]
    common: Common,
    /// The base URI: absolute (with a scheme).
    #[arg(value_name = "BASE")]
    base: OsString,
    /// The targets, absolute URIs; standard input, one per line, when there are none.
    #[arg(value_name = "TARGET")]
    targets: Vec<OsString>,
}

/// Resolves every reference against the base.
pub(crate) fn run_resolve(args: &ResolveArgs) -> io::Result<Outcome> {
    let options = ResolveOptions {
        non_strict: args.non_strict,
        ..ResolveOptions::STRICT
    };
    fn resolve_all<G: Grammar>(args: &ResolveArgs, options: ResolveOptions) -> io::Result<Outcome> {
        each_against_base::<G>(
            &args.base,
            &args.references,
            &args.common,
            |base, reference| {
                base.resolve_with(reference, options)
                    .map_err(|e| e.to_string())
            },
        )
    }
    if args.iri {
        resolve_all::<Iri>(args, options)
    } else {
        resolve_all::<Uri>(args, options)
    }
}

/// Finds the shortest reference from the base to every target.
pub(crate) fn run_relative(args: &RelativeArgs) -> io::Result<Outcome> {
    fn relative_all<G: Grammar>(args: &RelativeArgs) -> io::Result<Outcome> {
        each_against_base::<G>(&args.base, &args.targets, &args.common, |base, target| {
            base.make_relative(target).map_err(|e| e.to_string())
        })
    }
    if args.iri {
        relative_all::<Iri>(args)
    } else {
        relative_all::<Uri>(args)
    }
}

/// Parses the base (an absolute URI, or exit 2), then runs `op` on every input, printing its
/// result or an error line ([`each_result`]).
fn each_against_base<G: Grammar>(
    base_text: &OsString,
    inputs: &[OsString],
    common: &Common,
    op: impl Fn(&RiRef<'_, G>, &RiRef<'_, G>) -> Result<RiRefBuf<G>, String>,
) -> io::Result<Outcome> {
    let text = base_text.as_encoded_bytes();
    let base = base::absolute(text, RiRef::<G>::parse_bytes(text), common.passwords())?;
    each_result(inputs, common, |input| {
        let reference = input.parse::<G>().map_err(|e| e.to_string())?;
        op(&base, &reference)
    })
}
