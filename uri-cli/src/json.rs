//! Every `--json` line, built from values with serde: one object per input, one per line.
//!
//! The field order of each type is the order on the line; the README lists the fields.

use std::borrow::Cow;
use std::io::{self, Write};

use rfc3986::audit::Finding;
use rfc3986::domain::{Section, SuffixList};
use rfc3986::grammar::Grammar;
use rfc3986::template::Value;
use rfc3986::RiRef;
use serde::{Serialize, Serializer};

use crate::input::{Input, InputError, Position};
use crate::report::shown::start_of;
use crate::whatwg::{JsonWhatwg, Whatwg};

/// Writes `line` as one line of JSON.
pub(crate) fn write_line(out: &mut impl Write, line: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, line)?;
    out.write_all(b"\n")
}

/// Why an input is invalid: the byte index where it goes wrong (for a line too long, the first
/// byte past the limit), and the message.
#[derive(Serialize)]
pub(crate) struct JsonError {
    index: usize,
    message: String,
}

impl From<&InputError> for JsonError {
    fn from(error: &InputError) -> JsonError {
        JsonError {
            index: error.index(),
            message: error.to_string(),
        }
    }
}

/// The input as JSON shows it: invalid UTF-8 replaced by U+FFFD.
fn shown(input: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(input)
}

/// The keys of every line about an invalid input: the input as JSON shows it (a line too long
/// by its start, as many bytes as error lines show, and `truncated`, only when true), `valid`,
/// and the error. Lines that say more put these keys in theirs (`#[serde(flatten)]`).
#[derive(Serialize)]
pub(crate) struct Invalid<'a> {
    input: Cow<'a, str>,
    #[serde(skip_serializing_if = "is_false")]
    truncated: bool,
    valid: bool,
    error: JsonError,
}

impl<'a> Invalid<'a> {
    /// The keys for `input`, refused with `error`.
    fn new(input: Input<'a>, error: &InputError) -> Self {
        let (input, truncated) = match input {
            Input::Whole(bytes) => (shown(bytes), false),
            Input::TooLong { start, .. } => (shown(start_of(start)), true),
        };
        Invalid {
            input,
            truncated,
            valid: false,
            error: JsonError::from(error),
        }
    }
}

/// Whether `truncated` is false: the key is left out then.
fn is_false(truncated: &bool) -> bool {
    !truncated
}

/// The keys every line about one input starts with: the input and `valid` for a valid
/// reference, the keys of [`Invalid`] for an invalid input. The lines of `uri parse`,
/// `uri domain` and `uri audit` put these keys first in theirs (`#[serde(flatten)]`).
#[derive(Serialize)]
#[serde(untagged)]
enum Head<'a> {
    /// A valid reference.
    Valid { input: &'a str, valid: bool },
    /// An invalid input and why.
    Invalid(Invalid<'a>),
}

impl<'a> Head<'a> {
    /// The keys for `input`, which parsed as `parsed`, and the reference when it is one.
    fn new<G: Grammar>(
        input: Input<'a>,
        parsed: &'a Result<RiRef<'a, G>, InputError>,
    ) -> (Self, Option<&'a RiRef<'a, G>>) {
        match parsed {
            Ok(uri) => {
                let head = Head::Valid {
                    input: uri.as_str(),
                    valid: true,
                };
                (head, Some(uri))
            }
            Err(error) => (Head::Invalid(Invalid::new(input, error)), None),
        }
    }
}

/// A line of `uri parse --json`: the components of a valid reference, or the error.
#[derive(Serialize)]
pub(crate) struct ParseLine<'a> {
    #[serde(flatten)]
    head: Head<'a>,
    /// Only for a valid reference.
    #[serde(flatten)]
    components: Option<Components<'a>>,
    /// With `--whatwg` only: what WHATWG URL makes of the input, `null` when it refuses it.
    #[serde(skip_serializing_if = "Option::is_none")]
    whatwg: Option<Option<JsonWhatwg<'a>>>,
}

/// The components of a valid reference (`null` when absent; the path never is).
#[derive(Serialize)]
struct Components<'a> {
    scheme: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    port: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    host_kind: Option<&'static str>,
    /// An IPv6 zone identifier as written (RFC 6874, `--zone-id`): only when the host has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    zone_id: Option<&'a str>,
}

impl<'a> ParseLine<'a> {
    /// The line for `input`, which parsed as `parsed`, and which WHATWG URL read as `whatwg`
    /// (with `--whatwg`).
    pub(crate) fn new<G: Grammar>(
        input: Input<'a>,
        parsed: &'a Result<RiRef<'a, G>, InputError>,
        whatwg: Option<&'a Whatwg>,
    ) -> Self {
        let (head, uri) = Head::new(input, parsed);
        ParseLine {
            head,
            components: uri.map(|uri| Components {
                scheme: uri.scheme(),
                userinfo: uri.userinfo(),
                host: uri.host_str(),
                port: uri.port(),
                path: uri.path(),
                query: uri.query(),
                fragment: uri.fragment(),
                host_kind: uri.host().map(|host| host.kind().as_str()),
                zone_id: uri.host().and_then(|host| host.zone_id()),
            }),
            whatwg: whatwg.map(Whatwg::json),
        }
    }
}

/// A line of `uri domain --json`: the host of a valid reference and its parts by the Public
/// Suffix List (`null` when there is none: no host, an IP address, a host that is itself a
/// public suffix), or the error.
#[derive(Serialize)]
pub(crate) struct DomainLine<'a> {
    #[serde(flatten)]
    head: Head<'a>,
    /// Only for a valid reference.
    #[serde(flatten)]
    host: Option<HostParts<'a>>,
}

/// The host of a valid reference and its parts.
#[derive(Serialize)]
struct HostParts<'a> {
    host: Option<&'a str>,
    public_suffix: Option<&'a str>,
    registrable_domain: Option<&'a str>,
    subdomain: Option<&'a str>,
}

impl<'a> DomainLine<'a> {
    /// The line for `input`, which parsed as `parsed`, its host looked up in `list`.
    pub(crate) fn new<G: Grammar>(
        input: Input<'a>,
        parsed: &'a Result<RiRef<'a, G>, InputError>,
        list: &SuffixList,
        section: Section,
    ) -> Self {
        let (head, uri) = Head::new(input, parsed);
        DomainLine {
            head,
            host: uri.map(|uri| {
                let domain = uri.domain(list, section);
                HostParts {
                    host: uri.host_str(),
                    public_suffix: domain.map(|d| d.public_suffix()),
                    registrable_domain: domain.and_then(|d| d.registrable_domain()),
                    subdomain: domain.and_then(|d| d.subdomain()),
                }
            }),
        }
    }
}

/// A line of `uri audit --json`: the input, whether it is valid (and the error when not), and
/// its findings (none when it is invalid).
#[derive(Serialize)]
pub(crate) struct AuditLine<'a> {
    #[serde(flatten)]
    head: Head<'a>,
    findings: Vec<JsonFinding<'a>>,
}

impl<'a> AuditLine<'a> {
    /// The line for `input`, which parsed as `parsed`, with `findings`.
    pub(crate) fn new<G: Grammar>(
        input: Input<'a>,
        parsed: &'a Result<RiRef<'a, G>, InputError>,
        findings: &'a [Finding],
    ) -> Self {
        let (head, uri) = Head::new(input, parsed);
        let findings = match uri {
            Some(_) => findings.iter().map(JsonFinding::from).collect(),
            None => Vec::new(),
        };
        AuditLine { head, findings }
    }
}

/// A finding of `uri audit --json`.
#[derive(Serialize)]
pub(crate) struct JsonFinding<'a> {
    code: &'static str,
    severity: &'static str,
    start: usize,
    end: usize,
    message: &'a str,
}

impl<'a> From<&'a Finding> for JsonFinding<'a> {
    fn from(f: &'a Finding) -> JsonFinding<'a> {
        JsonFinding {
            code: f.code.as_str(),
            severity: f.severity.as_str(),
            start: f.start,
            end: f.end,
            message: &f.message,
        }
    }
}

/// A line of `uri normalize --json`: where the input was, and its normal form or the error.
#[derive(Serialize)]
#[serde(untagged)]
pub(crate) enum NormalizeLine<'a> {
    /// A valid reference and its normal form.
    Valid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        input: Cow<'a, str>,
        valid: bool,
        normalized: Cow<'a, str>,
        changed: bool,
        /// With `--dedupe` only: whether an earlier line had the same normal form.
        #[serde(skip_serializing_if = "Option::is_none")]
        duplicate: Option<bool>,
    },
    /// An invalid input and why.
    Invalid {
        line: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'a str>,
        #[serde(flatten)]
        invalid: Invalid<'a>,
    },
}

impl<'a> NormalizeLine<'a> {
    /// The line for a valid `input` at `position` whose normal form is `normalized`;
    /// `duplicate` is `None` without `--dedupe`.
    pub(crate) fn valid(
        position: Position<'a>,
        input: &'a [u8],
        normalized: &'a [u8],
        duplicate: Option<bool>,
    ) -> Self {
        NormalizeLine::Valid {
            line: position.number(),
            file: position.file(),
            input: shown(input),
            valid: true,
            normalized: shown(normalized),
            changed: input != normalized,
            duplicate,
        }
    }

    /// The line for an invalid `input` at `position`.
    pub(crate) fn invalid(position: Position<'a>, input: Input<'a>, error: &InputError) -> Self {
        NormalizeLine::Invalid {
            line: position.number(),
            file: position.file(),
            invalid: Invalid::new(input, error),
        }
    }
}

/// A line of `uri template match --json`: the input, whether the template matched it, and the
/// values found (when it did); for an input that is no text (a line too long, bytes that are not
/// UTF-8), the error.
#[derive(Serialize)]
pub(crate) struct MatchLine<'a> {
    input: Cow<'a, str>,
    #[serde(skip_serializing_if = "is_false")]
    truncated: bool,
    matched: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    vars: Option<Vars<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<JsonError>,
}

impl<'a> MatchLine<'a> {
    /// The line for `input`, which the template matched with `vars` (or did not, `None`).
    pub(crate) fn new(input: &'a str, vars: Option<Vec<(&'a str, Value)>>) -> Self {
        MatchLine {
            input: Cow::Borrowed(input),
            truncated: false,
            matched: vars.is_some(),
            vars: vars.map(Vars),
            error: None,
        }
    }

    /// The line for `input`, which could not be read as text.
    pub(crate) fn unread(input: Input<'a>, error: &InputError) -> Self {
        let Invalid {
            input, truncated, ..
        } = Invalid::new(input, error);
        MatchLine {
            input,
            truncated,
            matched: false,
            vars: None,
            error: Some(JsonError::from(error)),
        }
    }
}

/// The values found by a match, as an object in their order: a string, a list as an array, pairs
/// as an object in their order (a name that comes twice is written twice).
struct Vars<'a>(Vec<(&'a str, Value)>);

impl Serialize for Vars<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(name, value)| (name, JsonValue(value))))
    }
}

/// A value of a template variable in JSON.
struct JsonValue<'a>(&'a Value);

impl Serialize for JsonValue<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::String(text) => serializer.serialize_str(text),
            Value::List(items) => serializer.collect_seq(items),
            Value::Assoc(pairs) => serializer.collect_map(pairs.iter().map(|(n, v)| (n, v))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{Reader, SourceName, DEFAULT_MAX_LINE};

    fn line(value: &impl Serialize) -> String {
        let mut out = Vec::new();
        write_line(&mut out, value).expect("a Vec takes it");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn parse_lines_have_every_field_in_order() {
        let input = Input::Whole(b"http://u@h:8/p?q#f");
        let parsed = input.parse::<rfc3986::grammar::Uri>();
        assert_eq!(
            line(&ParseLine::new(input, &parsed, None)),
            "{\"input\":\"http://u@h:8/p?q#f\",\"valid\":true,\"scheme\":\"http\",\
             \"userinfo\":\"u\",\"host\":\"h\",\"port\":\"8\",\"path\":\"/p\",\"query\":\"q\",\
             \"fragment\":\"f\",\"host_kind\":\"reg-name\"}\n"
        );
        let input = Input::Whole(b"a\xFF");
        let parsed = input.parse::<rfc3986::grammar::Uri>();
        assert_eq!(
            line(&ParseLine::new(input, &parsed, None)),
            "{\"input\":\"a\u{FFFD}\",\"valid\":false,\"error\":{\"index\":1,\
             \"message\":\"invalid byte 0xFF in path at index 1\"}}\n"
        );
    }

    /// A zone identifier (RFC 6874) comes last, and only when the host has one.
    #[test]
    fn parse_lines_have_a_zone_id_last_when_there_is_one() {
        let text = "http://[fe80::a%25en1]/";
        let input = Input::Whole(text.as_bytes());
        let parsed = Ok(rfc3986::UriRef::parse_with(text, rfc3986::ParseOptions::RFC6874).unwrap());
        assert_eq!(
            line(&ParseLine::new(input, &parsed, None)),
            "{\"input\":\"http://[fe80::a%25en1]/\",\"valid\":true,\"scheme\":\"http\",\
             \"userinfo\":null,\"host\":\"[fe80::a%25en1]\",\"port\":null,\"path\":\"/\",\
             \"query\":null,\"fragment\":null,\"host_kind\":\"ipv6\",\"zone_id\":\"en1\"}\n"
        );
    }

    /// The lines of a file and of standard input, as `uri normalize --json` writes them.
    #[test]
    fn normalize_lines_name_the_file_and_say_whether_a_line_repeats() {
        for (source, file) in [
            (SourceName::File("f.txt".to_string()), ",\"file\":\"f.txt\""),
            (SourceName::Stdin, ""),
        ] {
            let text = &b"x\nHTTP://A\nb c\n"[..];
            let mut reader = Reader::from_stream(source, text, DEFAULT_MAX_LINE);
            let chunk = reader.next().expect("a chunk").expect("no error");
            let valid = |i: usize, normalized: &'static [u8], duplicate| {
                line(&NormalizeLine::valid(
                    chunk.position(i),
                    chunk.line(i).bytes(),
                    normalized,
                    duplicate,
                ))
            };
            assert_eq!(
                valid(1, b"http://a/", Some(true)),
                format!(
                    "{{\"line\":2{file},\"input\":\"HTTP://A\",\"valid\":true,\
                     \"normalized\":\"http://a/\",\"changed\":true,\"duplicate\":true}}\n"
                )
            );
            assert_eq!(
                valid(0, b"x", None),
                format!(
                    "{{\"line\":1{file},\"input\":\"x\",\"valid\":true,\"normalized\":\"x\",\
                     \"changed\":false}}\n"
                )
            );
            let error = chunk
                .line(2)
                .parse::<rfc3986::grammar::Uri>()
                .expect_err("invalid");
            assert_eq!(
                line(&NormalizeLine::invalid(
                    chunk.position(2),
                    chunk.line(2),
                    &error
                )),
                format!(
                    "{{\"line\":3{file},\"input\":\"b c\",\"valid\":false,\"error\":{{\
                     \"index\":1,\"message\":\"invalid character ' ' in path at index 1\"}}}}\n"
                )
            );
        }
    }

    /// A line too long shows its first 64 bytes, marked `truncated` just after them.
    #[test]
    fn a_line_too_long_is_marked_truncated_after_its_start() {
        let long = [b'a'; 100];
        let input = Input::TooLong {
            start: &long,
            limit: 90,
        };
        let parsed = input.parse::<rfc3986::grammar::Uri>();
        let a64 = "a".repeat(64);
        let error = "\"error\":{\"index\":90,\"message\":\"longer than the line limit of 90 \
                     bytes (--max-line-length)\"}}\n";
        assert_eq!(
            line(&ParseLine::new(input, &parsed, None)),
            format!("{{\"input\":\"{a64}\",\"truncated\":true,\"valid\":false,{error}")
        );
        let mut reader = Reader::from_stream(SourceName::Stdin, &b"x\n"[..], DEFAULT_MAX_LINE);
        let chunk = reader.next().expect("a chunk").expect("no error");
        let error_of = parsed.as_ref().expect_err("too long");
        assert_eq!(
            line(&NormalizeLine::invalid(chunk.position(0), input, error_of)),
            format!("{{\"line\":1,\"input\":\"{a64}\",\"truncated\":true,\"valid\":false,{error}")
        );
    }
}
