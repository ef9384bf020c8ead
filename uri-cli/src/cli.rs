//! The command line: the `uri` command and its subcommands as clap declares them, and the run of
//! one of them, which ends in an exit status.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::LazyLock;

use clap::{CommandFactory, Parser, Subcommand};
use rfc3986::domain::SuffixList;

use crate::commands::{audit, domain, extract, file, map, normalize, parse, resolve, template};
use crate::options::EXIT_STATUS;
use crate::output;
use crate::report::Outcome;

/// The exit status when standard output was closed: 128 + `SIGPIPE`.
const CLOSED_OUTPUT: u8 = 141;

/// The date of the embedded Public Suffix List (`uri domain`), as its `VERSION` line writes it.
fn embedded_snapshot() -> &'static str {
    static EMBEDDED: SuffixList = SuffixList::embedded();
    EMBEDDED.snapshot().unwrap_or("unknown")
}

/// `uri --version` in full: the version, and the date of the embedded Public Suffix List.
static LONG_VERSION: LazyLock<String> = LazyLock::new(|| {
    format!(
        "{}\nPublic Suffix List: {} (embedded)",
        env!("CARGO_PKG_VERSION"),
        embedded_snapshot()
    )
});

/// The end of `uri domain --help`: the embedded list's date, and the exit statuses.
static DOMAIN_AFTER_HELP: LazyLock<String> = LazyLock::new(|| {
    format!(
        "The embedded Public Suffix List: {}.\n\n{EXIT_STATUS}",
        embedded_snapshot()
    )
});

/// Parse and inspect URI references, exactly as RFC 3986 defines them.
#[derive(Parser)]
#[command(name = "uri", version, long_version = LONG_VERSION.as_str(), after_help = EXIT_STATUS)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse URI references and show their components.
    ///
    /// With no URI arguments, reads one reference per line from standard input (LF or CRLF
    /// line endings, which are not part of the reference). The text output is for people: a
    /// password in the user info is shown as `***` (see --show-password), and colour is used
    /// only when standard output is a terminal and the environment variable NO_COLOR is unset
    /// (set to anything, even empty, it turns colour off). --json is for tools.
    #[command(after_help = EXIT_STATUS)]
    Parse(parse::Args),
    /// Resolve references against a base URI (RFC 3986 section 5), one result per line.
    ///
    /// With no REF arguments, reads one reference per line from standard input. An invalid
    /// base is an error (exit 2); an invalid reference gets an error line on standard error
    /// naming it, and the run goes on (exit 1 at the end).
    #[command(after_help = EXIT_STATUS)]
    Resolve(resolve::ResolveArgs),
    /// The shortest reference from a base URI to each target (the inverse of resolve).
    ///
    /// With no TARGET arguments, reads one target per line from standard input; same
    /// conventions as `resolve`.
    #[command(after_help = EXIT_STATUS)]
    Relative(resolve::RelativeArgs),
    /// Normalize URI references (RFC 3986 section 6), one normal form per line, in input order.
    ///
    /// With no URI arguments, reads standard input, or the --input files, one reference per
    /// line, using every core on big inputs. An invalid line gets an error line naming it (on
    /// standard error, or as a JSON object with --json) and the run goes on (exit 1 at the
    /// end). A summary goes to standard error after a batch (not with --quiet).
    #[command(after_help = EXIT_STATUS)]
    Normalize(normalize::Args),
    /// The URI that each IRI reference maps to (RFC 3987 section 3.1), one per line.
    ///
    /// Every character beyond ASCII is percent-encoded as UTF-8 (with --idna, a Unicode host
    /// name becomes A-labels instead). With no IRI arguments, reads one per line from standard
    /// input; an invalid input gets an error line naming it, and the run goes on (exit 1 at the
    /// end).
    #[command(name = "to-uri", after_help = EXIT_STATUS)]
    ToUri(map::ToUriArgs),
    /// The IRI that each URI reference maps to (RFC 3987 section 3.2), one per line.
    ///
    /// Percent-encoded UTF-8 is decoded where an IRI may carry the character as itself;
    /// reserved characters, `%25`, bytes that are not UTF-8, and characters an IRI must not
    /// carry there (bidirectional formatting characters among them) stay encoded. Same
    /// conventions as `to-uri`.
    #[command(name = "to-iri", after_help = EXIT_STATUS)]
    ToIri(map::ToIriArgs),
    /// The path that each file URI names (RFC 8089), one per line.
    ///
    /// POSIX paths by default (Windows paths on Windows): `file:///etc/hosts`,
    /// `file://localhost/etc/hosts` and `file:/etc/hosts` give `/etc/hosts`. With --windows,
    /// `file:///C:/x` gives `C:\x` and `file://server/share/x` gives `\\server\share\x`. Each
    /// segment is percent-decoded; a host that a path cannot name, a query, an encoded `/` or
    /// NUL, a scheme other than `file` are errors. With no URI arguments, reads one per line
    /// from standard input; an invalid input gets an error line naming it, and the run goes on
    /// (exit 1 at the end).
    #[command(name = "to-path", after_help = EXIT_STATUS)]
    ToPath(file::ToPathArgs),
    /// The file URI of each absolute path (RFC 8089), one per line.
    ///
    /// POSIX paths by default (Windows paths on Windows): `/tmp/a b` gives `file:///tmp/a%20b`;
    /// with --windows, `C:\x` gives `file:///C:/x` and `\\server\share\x` gives
    /// `file://server/share/x`. What a path segment may not carry in a URI is percent-encoded.
    /// A relative path is an error. Same conventions as `to-path`.
    #[command(name = "from-path", after_help = EXIT_STATUS)]
    FromPath(file::FromPathArgs),
    /// Report what RFC 3986 section 7 warns about in each reference, one block per input.
    ///
    /// Reads URI or IRI references (the arguments, or one per line of standard input). Each
    /// finding has a code, a severity (info, warning or danger), the span of the input it is
    /// about, and a message: the text output shows the input with a caret line under each
    /// span; --json gives one object per input. Codes: userinfo-like-host, password,
    /// rare-ipv4, encoded-nul, encoded-newline, encoded-control, double-encoding,
    /// encoded-delimiter-in-host, dot-segments, unexpected-port, mixed-script-host,
    /// bidi-formatting, mapped-delimiter, hidden-traversal, missing-authority, localhost
    /// (informational when written plainly), and the informational userinfo, ip-host,
    /// non-ascii-host.
    #[command(after_help = audit::AUDIT_EXIT_STATUS)]
    Audit(audit::Args),
    /// Find the URIs in text (RFC 3986 Appendix C), one per line, in the order of the text.
    ///
    /// Reads the FILEs in order, or standard input when there are none, in chunks (a URI that
    /// crosses a read is found whole). Finds URIs between angle brackets (`<...>`, `<URL:...>`;
    /// whitespace inside, from a line broken in the middle, is removed; relative references
    /// are taken there), between double quotes, and bare (`scheme://...`, and `mailto:`,
    /// `urn:`, `tel:` and other well-known schemes without `//`), trimmed of the punctuation a
    /// sentence puts after them. Every URI printed is valid. Finding nothing is no error
    /// (exit 0).
    #[command(after_help = extract::EXTRACT_EXIT_STATUS)]
    Extract(extract::Args),
    /// The registrable domain of each reference's host, by the Public Suffix List, one per line.
    ///
    /// The registrable domain is the host's public suffix (`com`, `co.uk`) and one label more
    /// (`www.example.co.uk` gives `example.co.uk`), as written in the input (case, Unicode or
    /// A-labels; without a final dot). The ICANN section of the list is used, unless
    /// --private-domains asks for the private one too. A reference without a registrable
    /// domain (no host, an IP address, a host that is itself a public suffix, a host with an
    /// empty label) gets an empty line. With no URI arguments, reads one per line from
    /// standard input; an invalid input gets an error line naming it, and the run goes on
    /// (exit 1 at the end). --json gives the host, public suffix, registrable domain and
    /// subdomain of each. An unreadable or invalid --psl file is a usage error (exit 2).
    #[command(after_help = DOMAIN_AFTER_HELP.as_str())]
    Domain(domain::Args),
    /// URI Templates (RFC 6570): expand them with values, match references back to values,
    /// check them.
    ///
    /// A template is literal text and expressions between braces, at all four levels of the
    /// RFC: `{var}`, `{+var}`, `{#var}`, `{.var}`, `{/var}`, `{;var}`, `{?var}`, `{&var}`, with
    /// several variables (`{?x,y}`), prefixes (`{var:3}`) and explode (`{list*}`).
    #[command(after_help = EXIT_STATUS)]
    Template {
        #[command(subcommand)]
        command: TemplateCommand,
    },
}

/// The commands of `uri template`.
#[derive(Subcommand)]
enum TemplateCommand {
    /// The expansion of each template with the values of --vars, one per line.
    ///
    /// Each expansion is a URI reference: values are percent-encoded as the template's
    /// operators say (RFC 6570 section 3.2). With no TEMPLATE arguments, reads one template per
    /// line from standard input. An invalid template, or one whose expansion cannot be made (a
    /// prefix on a list, text that is no URI reference), gets an error line naming it, and the
    /// run goes on (exit 1 at the end). An invalid --vars is a usage error (exit 2).
    #[command(after_help = EXIT_STATUS)]
    Expand(template::ExpandArgs),
    /// The values of the template's variables that give each URI reference, one line per input.
    ///
    /// With no URI arguments, reads one per line from standard input. Text output: the
    /// variables found, `name=value` separated by spaces, in the template's order; a string
    /// keeps the unreserved characters and `!$'()*;:@/?`, every other byte percent-encoded (so
    /// it holds no space, `=` or `,` of its own), a list is its items separated by `,`, pairs
    /// are `name=value` separated by `,`; --json tells a list of one item from a string. An input the template does not match gets an error line
    /// naming it, and the run goes on (exit 1 at the end). Where several assignments give the
    /// input, each expression takes the longest text it can, from left to right. An invalid
    /// TEMPLATE is a usage error (exit 2).
    #[command(name = "match", after_help = template::MATCH_EXIT_STATUS)]
    Match(template::MatchArgs),
    /// Check templates against the grammar of RFC 6570: an error line for each invalid one,
    /// naming it and the byte where it goes wrong, nothing for the valid ones.
    ///
    /// With no TEMPLATE arguments, reads one template per line from standard input. Exit 0
    /// when every template is valid, 1 otherwise.
    #[command(after_help = EXIT_STATUS)]
    Check(template::CheckArgs),
}

/// The `uri` command as clap declares it, with every subcommand, argument and help text: what
/// the man pages and shell completions are generated from.
pub fn command() -> clap::Command {
    Cli::command()
}

/// Runs the `uri` command with the process's arguments, and gives its exit status.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage(&error),
    };
    let result = match cli.command {
        Command::Parse(args) => parse::run(&args),
        Command::Resolve(args) => resolve::run_resolve(&args),
        Command::Relative(args) => resolve::run_relative(&args),
        Command::Normalize(args) => normalize::run(&args),
        Command::ToUri(args) => map::run_to_uri(&args),
        Command::ToIri(args) => map::run_to_iri(&args),
        Command::ToPath(args) => file::run_to_path(&args),
        Command::FromPath(args) => file::run_from_path(&args),
        Command::Audit(args) => audit::run(&args),
        Command::Extract(args) => extract::run(&args),
        Command::Domain(args) => domain::run(&args),
        Command::Template { command } => match command {
            TemplateCommand::Expand(args) => template::run_expand(&args),
            TemplateCommand::Match(args) => template::run_match(&args),
            TemplateCommand::Check(args) => template::run_check(&args),
        },
    };
    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(CLOSED_OUTPUT),
        Err(e) => {
            output::error_line(format_args!("uri: {e}"));
            ExitCode::from(2)
        }
        Ok(_) if output::stderr_failed() => ExitCode::from(2),
        Ok(Outcome::AllValid) => ExitCode::SUCCESS,
        Ok(Outcome::SomeInvalid) => ExitCode::from(1),
    }
}

/// Prints a usage error (exit 2), or the help or version asked for (exit 0, or the status of a
/// failed write: 141 for a closed pipe, 2 for any other error).
fn usage(error: &clap::Error) -> ExitCode {
    let printed = error.print().and_then(|()| io::stdout().flush());
    match printed {
        Ok(()) => ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2)),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(CLOSED_OUTPUT),
        Err(_) => ExitCode::from(2),
    }
}
