//! `uri parse`: the components of each reference, for a person or as JSON lines.

use std::borrow::Cow;
use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, Write};

use rfc3986::grammar::{Grammar, Iri, Uri};
use rfc3986::{ParseOptions, RiRef};

use crate::each::print_each;
use crate::input::{Input, InputError};
use crate::json::{self, ParseLine};
use crate::options::Common;
use crate::report::{printable, Outcome, Passwords, Shown};
use crate::style::Style;
use crate::whatwg::Whatwg;

/// Arguments of `uri parse`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per reference, one per line.
    #[arg(long)]
    json: bool,
    /// Parse IRI references (RFC 3987): Unicode characters where the grammar allows them.
    #[arg(long)]
    iri: bool,
    /// Accept IPv6 zone identifiers (RFC 6874), as in `http://[fe80::1%25eth0]/`, and show
    /// them: a `zone id` line, or the JSON key `zone_id`.
    #[arg(long)]
    zone_id: bool,
    /// Also show what WHATWG URL parsing (browsers, the `url` crate) makes of each input, and
    /// warn when it reads another host than RFC 3986 (a parser differential, as behind
    /// server-side request forgery): a `whatwg` line and a warning, or the JSON key `whatwg`.
    #[arg(long)]
    whatwg: bool,
    #[command(flatten)]
    common: Common,
    /// The references; standard input, one per line, when there are none.
    #[arg(value_name = "URI")]
    uris: Vec<OsString>,
}

/// Parses every input and prints its components; `Ok` says whether all were valid.
pub(crate) fn run(args: &Args) -> io::Result<Outcome> {
    if args.iri {
        run_as::<Iri>(args)
    } else {
        run_as::<Uri>(args)
    }
}

/// [`run`], by grammar `G`.
fn run_as<G: Grammar>(args: &Args) -> io::Result<Outcome> {
    let text = Text {
        style: Style::detect(),
        passwords: args.common.passwords(),
    };
    let json = args.json;
    let whatwg = args.whatwg;
    let options = ParseOptions {
        zone_id: args.zone_id,
    };
    print_each(&args.uris, &args.common, |out, _, input| {
        let parsed = input.parse_with::<G>(options);
        let whatwg = whatwg.then(|| Whatwg::new(input, &parsed));
        if json {
            json::write_line(out, &ParseLine::new(input, &parsed, whatwg.as_ref()))?;
        } else {
            text.write(out, input, &parsed, whatwg.as_ref())?;
        }
        Ok(parsed.is_ok())
    })
}

/// The label column of the text output.
const LABEL_WIDTH: usize = 11;

/// How the text output looks.
struct Text {
    style: Style,
    passwords: Passwords,
}

impl Text {
    /// The block of one input: the input, then its components or where and why it is invalid.
    fn write<G: Grammar>(
        &self,
        out: &mut impl Write,
        input: Input<'_>,
        parsed: &Result<RiRef<'_, G>, InputError>,
        whatwg: Option<&Whatwg>,
    ) -> io::Result<()> {
        let style = self.style;
        let shown = Shown::new(input, self.passwords);
        if input == Input::Whole(b"") {
            writeln!(out, "{}", style.dim("(empty reference)"))?;
        } else {
            writeln!(out, "{}", style.strong(shown.printed()))?;
        }
        match parsed {
            Ok(uri) => self.write_components(out, uri)?,
            Err(error @ InputError::TooLong { .. }) => {
                writeln!(out, "  {} {error}", style.error("error:"))?;
            }
            Err(error) => {
                let column = shown.column(error.index());
                writeln!(out, "{:column$}{}", "", style.error("^"))?;
                writeln!(out, "  {} {error}", style.error("error:"))?;
            }
        }
        if let Some(whatwg) = whatwg {
            let label = format!("{:LABEL_WIDTH$}", "whatwg");
            writeln!(out, "  {}{}", style.dim(label), whatwg.text(self.passwords))?;
            if let Some(warning) = whatwg.warning() {
                writeln!(out, "  {} {warning}", style.warn("warning:"))?;
            }
        }
        writeln!(out)
    }

    fn write_components<G: Grammar>(
        &self,
        out: &mut impl Write,
        uri: &RiRef<'_, G>,
    ) -> io::Result<()> {
        let style = self.style;
        let row = |out: &mut dyn Write, label: &str, value: Option<&str>, note: &dyn Display| {
            let label = format!("{label:LABEL_WIDTH$}");
            match value {
                None => writeln!(out, "  {}{}", style.dim(label), style.dim("(none)")),
                Some("") => writeln!(out, "  {}{}{note}", style.dim(label), style.dim("(empty)")),
                Some(text) => writeln!(
                    out,
                    "  {}{}{note}",
                    style.dim(label),
                    printable(text.as_bytes())
                ),
            }
        };
        let userinfo = self.userinfo(uri);
        // The authority starts with the user info and its `@`, when it has one.
        let authority = match (&userinfo, uri.authority()) {
            (Some(Cow::Owned(userinfo)), Some(authority)) => {
                let host = authority.split_once('@').map_or("", |(_, host)| host);
                Some(Cow::Owned(format!("{userinfo}@{host}")))
            }
            (_, authority) => authority.map(Cow::Borrowed),
        };
        row(out, "scheme", uri.scheme(), &"")?;
        row(out, "authority", authority.as_deref(), &"")?;
        match userinfo {
            // RFC 3986 section 7.6: user info that reads like a host must not pass for one.
            Some(userinfo) => {
                let password = if userinfo.contains(':') {
                    ", with a password (section 7.5)"
                } else {
                    ""
                };
                writeln!(
                    out,
                    "  {}{}   {}",
                    style.warn(format!("{:LABEL_WIDTH$}", "userinfo")),
                    style.warn(if userinfo.is_empty() {
                        "(empty)".to_string()
                    } else {
                        printable(userinfo.as_bytes())
                    }),
                    style.warn(format!("<- user info, NOT the host{password}")),
                )?;
            }
            None => row(out, "userinfo", None, &"")?,
        }
        match (uri.host_str(), uri.host()) {
            (Some(text), Some(host)) => {
                let label = format!("{:LABEL_WIDTH$}", "host");
                let value = if text.is_empty() { "(empty)" } else { text };
                writeln!(
                    out,
                    "  {}{}  {}",
                    style.dim(label),
                    style.strong(value),
                    style.dim(format!("({})", host.kind().as_str())),
                )?;
            }
            _ => row(out, "host", None, &"")?,
        }
        // Only with `--zone-id` (RFC 6874), and only when there is one.
        if let Some(zone_id) = uri.host().and_then(|host| host.zone_id()) {
            row(out, "zone id", Some(zone_id), &"")?;
        }
        let port_note = match uri.port_u16() {
            Err(overflow) => format!("  ({overflow})"),
            Ok(_) => String::new(),
        };
        row(out, "port", uri.port(), &port_note)?;
        row(out, "path", Some(uri.path()), &"")?;
        row(out, "query", uri.query(), &"")?;
        row(out, "fragment", uri.fragment(), &"")
    }

    /// The user info as shown: its password masked, unless asked for.
    fn userinfo<'a, G: Grammar>(&self, uri: &RiRef<'a, G>) -> Option<Cow<'a, str>> {
        let userinfo = uri.userinfo()?;
        Some(match (self.passwords, uri.password()) {
            (Passwords::Masked, Some(_)) => {
                let user = userinfo.split_once(':').map_or(userinfo, |(user, _)| user);
                Cow::Owned(format!("{user}:***"))
            }
            _ => Cow::Borrowed(userinfo),
        })
    }
}
