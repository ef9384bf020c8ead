//! `uri domain`: the registrable domain of each reference's host, by the Public Suffix List.

use std::ffi::OsString;
use std::io;
use std::path::PathBuf;

use rfc3986::domain::{Section, SuffixList};
use rfc3986::grammar::{Grammar, Iri, Uri};

use crate::each::{each_result, print_each};
use crate::json::{self, DomainLine};
use crate::options::Common;
use crate::report::Outcome;

/// Arguments of `uri domain`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Use the private section of the list too (`github.io`, `blogspot.com`), as browsers do:
    /// `alice.github.io` is then a registrable domain. Without it, the ICANN section alone.
    #[arg(long)]
    private_domains: bool,
    /// Read the list from FILE (a `public_suffix_list.dat`) instead of the embedded one.
    #[arg(long, value_name = "FILE")]
    psl: Option<PathBuf>,
    /// Print one JSON object per reference, one per line.
    #[arg(long)]
    json: bool,
    /// Parse IRI references (RFC 3987): Unicode host names among them.
    #[arg(long)]
    iri: bool,
    #[command(flatten)]
    common: Common,
    /// The references; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Prints the registrable domain of every input's host; `Ok` says whether all were valid.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    let list = match &args.psl {
        Some(path) => load(path)?,
        None => SuffixList::embedded(),
    };
    let section = if args.private_domains {
        Section::All
    } else {
        Section::Icann
    };
    if args.iri {
        run_as::<Iri>(args, &list, section)
    } else {
        run_as::<Uri>(args, &list, section)
    }
}

/// The list file at `path`; an error naming it when it cannot be read or is no list.
fn load(path: &PathBuf) -> io::Result<SuffixList> {
    let named = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let text = std::fs::read_to_string(path).map_err(|e| io::Error::new(e.kind(), named(&e)))?;
    SuffixList::parse(&text).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, named(&e)))
}

/// [`run`], by grammar `G`.
fn run_as<G: Grammar>(args: &Args, list: &SuffixList, section: Section) -> io::Result<Outcome> {
    if args.json {
        return print_each(&args.uris, &args.common, |out, _, input| {
            let parsed = input.parse::<G>();
            json::write_line(out, &DomainLine::new(input, &parsed, list, section))?;
            Ok(parsed.is_ok())
        });
    }
    each_result(&args.uris, &args.common, |input| {
        let uri = input.parse::<G>().map_err(|e| e.to_string())?;
        let domain = uri.domain(list, section);
        // No registrable domain (no host, an IP address, a public suffix): an empty line.
        Ok(domain
            .and_then(|d| d.registrable_domain())
            .unwrap_or_default()
            .to_owned())
    })
}
