//! The entries of [`KERNELS`]: each kernel's declaration, and the names its arguments take.

use std::sync::Arc;

use arrow_array::{new_null_array, Array, ArrayRef};
use arrow_schema::ArrowError;
use rfc3986::domain::Section;
use rfc3986::pct::{Part, QueryOptions};
use rfc3986::{ExtractOptions, TrackingParams};

use super::{
    wrong, Argument, ArgumentKind, Call, InvalidRow, Kernel, Omitted, Returns, Run, Setting,
};
use crate::{Component, Cut, DomainPart, Grammar, Operand, Rule};

impl<'a> Call<'a> {
    /// The section of the Public Suffix List argument `k` names ([`Section::NAMES`]); `None`
    /// for null.
    fn section(&self, k: usize) -> Result<Option<Section>, ArrowError> {
        let Some(name) = self.text(k, Section::Icann.name())? else {
            return Ok(None);
        };
        match Section::from_name(name) {
            Some(section) => Ok(Some(section)),
            None => Err(ArrowError::InvalidArgumentError(format!(
                "unknown section {name:?}"
            ))),
        }
    }

    /// The decoding of query parameters argument `k` names ([`DECODING`]); `None` for null.
    fn decoding(&self, k: usize) -> Result<Option<QueryOptions>, ArrowError> {
        let Some(name) = self.text(k, DECODINGS[0])? else {
            return Ok(None);
        };
        match DECODINGS.iter().position(|decoding| *decoding == name) {
            Some(k) => Ok(Some(DECODING_OPTIONS[k])),
            None => Err(ArrowError::InvalidArgumentError(format!(
                "unknown decoding {name:?}"
            ))),
        }
    }
}

/// The rule `is_valid` reads when none is given.
const DEFAULT_RULE: &str = "URI-reference";

/// The names of the grammar rules of `is_valid`.
const RULE_NAMES: [&str; 8] = [
    "URI-reference",
    "URI",
    "absolute-URI",
    "relative-ref",
    "IRI-reference",
    "IRI",
    "absolute-IRI",
    "irelative-ref",
];

/// The rule and grammar of each name of [`RULE_NAMES`], in its place.
const RULES: [(Rule, Grammar); 8] = [
    (Rule::UriReference, Grammar::Uri),
    (Rule::Uri, Grammar::Uri),
    (Rule::AbsoluteUri, Grammar::Uri),
    (Rule::RelativeRef, Grammar::Uri),
    (Rule::UriReference, Grammar::Iri),
    (Rule::Uri, Grammar::Iri),
    (Rule::AbsoluteUri, Grammar::Iri),
    (Rule::RelativeRef, Grammar::Iri),
];

/// The names of `parse_url`'s parts.
const PARTS: [&str; 8] = [
    "HOST",
    "PATH",
    "QUERY",
    "REF",
    "PROTOCOL",
    "FILE",
    "AUTHORITY",
    "USERINFO",
];

/// The names of the decodings of query parameters: `percent`, `%XX` decoded and `+` kept (RFC
/// 3986); `form`, `+` read as a space too (`application/x-www-form-urlencoded`).
const DECODINGS: [&str; 2] = ["percent", "form"];

/// The options of each decoding of [`DECODINGS`], in its place.
const DECODING_OPTIONS: [QueryOptions; 2] = [
    QueryOptions::DEFAULT,
    QueryOptions {
        plus_as_space: true,
    },
];

/// The optional argument that chooses how query parameters are decoded.
const DECODING: Argument = Argument {
    name: "decoding",
    kind: ArgumentKind::Text,
    omitted: Omitted::Text(DECODINGS[0]),
    names: &DECODINGS,
    doc: "How keys and values are decoded: 'percent' (the default: %XX decoded, bytes that are not UTF-8 read as U+FFFD, + kept as RFC 3986 reads it) or 'form' (+ read as a space too, as HTML forms write application/x-www-form-urlencoded): a constant.",
};

/// The names of the parts of [`Part`], as [`Part::name`] gives them.
const PART_NAMES: [&str; Part::ALL.len()] = {
    let mut names = [""; Part::ALL.len()];
    let mut k = 0;
    while k < names.len() {
        names[k] = Part::ALL[k].name();
        k += 1;
    }
    names
};

/// The argument of the rows of a kernel of one reference a row.
const URL: Argument = Argument {
    name: "url",
    kind: ArgumentKind::Rows,
    omitted: Omitted::Required,
    names: &[],
    doc: "A URI reference: a string column or constant.",
};

/// The argument of the rows of a kernel of any text.
const TEXT: Argument = Argument {
    name: "text",
    kind: ArgumentKind::Rows,
    omitted: Omitted::Required,
    names: &[],
    doc: "A text: a string column or constant.",
};

/// An argument of a kernel of two references.
const fn reference(name: &'static str, doc: &'static str) -> Argument {
    Argument {
        name,
        kind: ArgumentKind::RowsOrText,
        omitted: Omitted::Required,
        names: &[],
        doc,
    }
}

/// The argument of the key of a query parameter, a constant, as `doc` says it is matched.
const fn key(doc: &'static str) -> Argument {
    Argument {
        name: "key",
        kind: ArgumentKind::Text,
        omitted: Omitted::Required,
        names: &[],
        doc,
    }
}

/// The argument of the component whose rules `decode` and `encode` apply ([`PART_NAMES`]),
/// which reads as `omitted` when it is left out.
const fn component(omitted: Omitted) -> Argument {
    Argument {
        name: "component",
        kind: ArgumentKind::Text,
        omitted,
        names: &PART_NAMES,
        doc: "The component, or piece of one, whose rules apply: userinfo, host, path, segment (one path segment), query, param (one key or value of the query), form (param with + as a space) or fragment: a constant.",
    }
}

/// The optional argument of the section of the Public Suffix List ([`Section::NAMES`]).
const SECTION: Argument = Argument {
    name: "section",
    kind: ArgumentKind::Text,
    omitted: Omitted::Text(Section::NAMES[0]),
    names: &Section::NAMES,
    doc: "The rules of the Public Suffix List: 'icann' (the default: the ICANN section alone, as BigQuery's NET.REG_DOMAIN and tldextract answer, so that alice.github.io is under github.io) or 'all' (the private section too, as browsers use the list): a constant.",
};

/// The entry of the kernel `name` (with its SQL name, its documentation and its SQL example)
/// that `run` runs, as most kernels are: of one reference a row ([`URL`]), read by the grammar
/// of the `iri` setting, giving a text, null for a row that does not parse, and without a
/// strict form. An entry that differs sets what differs over it
/// (`Kernel { returns: ..., ..entry(...) }`).
const fn entry(
    name: &'static str,
    sql_name: Option<&'static str>,
    doc: &'static str,
    sql_example: &'static str,
    run: Run,
) -> Kernel {
    Kernel {
        name,
        sql_name,
        doc,
        sql_example,
        arguments: &[URL],
        settings: &[Setting::Iri],
        returns: Returns::Text,
        invalid: InvalidRow::Null,
        run,
        try_run: None,
    }
}

/// A null of `returns` for each row of `rows`.
fn nulls(rows: &dyn Array, returns: Returns) -> ArrayRef {
    new_null_array(&returns.data_type(), rows.len())
}

/// What `run` gives for `value`, or, when `value` is null, a null of `returns` for each row of
/// `rows`.
fn unless_null<T, A: Array + 'static>(
    rows: &dyn Array,
    value: Option<T>,
    returns: Returns,
    run: impl FnOnce(T) -> Result<A, ArrowError>,
) -> Result<ArrayRef, ArrowError> {
    match value {
        Some(value) => Ok(Arc::new(run(value)?)),
        None => Ok(nulls(rows, returns)),
    }
}

/// The entry of the kernel of a component (named as [`Component::name`] names it), with its
/// SQL name, its documentation and its SQL example.
macro_rules! component_kernel {
    ($component:ident, $sql_name:literal, $doc:literal, $example:literal) => {
        Kernel {
            try_run: Some(|call| {
                let rows = call.array(0)?;
                let component = Component::$component;
                Ok(Arc::new(crate::try_component(
                    rows,
                    component,
                    call.grammar,
                )?))
            }),
            ..entry(
                Component::$component.name(),
                Some($sql_name),
                $doc,
                $example,
                |call| {
                    let rows = call.array(0)?;
                    let component = Component::$component;
                    Ok(Arc::new(crate::component(rows, component, call.grammar)?))
                },
            )
        }
    };
}

/// The entry of a kernel of [`cut`](crate::cut) that takes no argument but the rows.
macro_rules! cut_kernel {
    ($name:literal, $sql_name:literal, $doc:literal, $example:literal, $cut:expr) => {
        Kernel {
            try_run: Some(|call| {
                Ok(Arc::new(crate::try_cut(
                    call.array(0)?,
                    $cut,
                    call.grammar,
                )?))
            }),
            ..entry($name, Some($sql_name), $doc, $example, |call| {
                Ok(Arc::new(crate::cut(call.array(0)?, $cut, call.grammar)?))
            })
        }
    };
}

/// The entry of a kernel of [`domain`](crate::domain()).
macro_rules! domain_kernel {
    ($name:literal, $sql_name:literal, $doc:literal, $example:literal, $part:ident) => {
        Kernel {
            arguments: &[URL, SECTION],
            settings: &[Setting::Iri, Setting::Suffixes],
            ..entry($name, Some($sql_name), $doc, $example, |call| {
                let rows = call.array(0)?;
                unless_null(rows, call.section(1)?, Returns::Text, |section| {
                    let part = DomainPart::$part;
                    crate::domain(rows, part, call.suffixes, section, call.grammar)
                })
            })
        }
    };
}

/// Every kernel.
pub static KERNELS: &[Kernel] = &[
    Kernel {
        name: "is_valid",
        sql_name: Some("uri_is_valid"),
        doc: "Whether the string matches a grammar rule of RFC 3986 (or RFC 3987).",
        sql_example: "SELECT uri_is_valid('http://a/b c');  -- false",
        arguments: &[
            URL,
            Argument {
                name: "rule",
                kind: ArgumentKind::Text,
                omitted: Omitted::Text(DEFAULT_RULE),
                names: &RULE_NAMES,
                doc: "URI-reference (the default), URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI or irelative-ref: a constant.",
            },
        ],
        settings: &[],
        returns: Returns::Boolean,
        invalid: InvalidRow::False,
        run: |call| {
            let rows = call.array(0)?;
            let Some(name) = call.text(1, DEFAULT_RULE)? else {
                return Ok(nulls(rows, Returns::Boolean));
            };
            let Some(k) = RULE_NAMES.iter().position(|rule| *rule == name) else {
                let error = format!("unknown rule {name:?}");
                return Err(ArrowError::InvalidArgumentError(error));
            };
            let (rule, grammar) = RULES[k];
            Ok(Arc::new(crate::is_valid(rows, rule, grammar)?))
        },
        try_run: None,
    },
    component_kernel!(
        Scheme,
        "uri_scheme",
        "The scheme, without its `:`; null when there is none.",
        "SELECT uri_scheme('HTTP://h/');  -- HTTP"
    ),
    component_kernel!(
        UserInfo,
        "uri_userinfo",
        "The user information, without its `@`; null when there is none.",
        "SELECT uri_userinfo('ftp://jo@h/');  -- jo"
    ),
    component_kernel!(
        Host,
        "uri_host",
        "The host as written (an IP literal with its brackets); null without an authority.",
        "SELECT uri_host('http://[::1]:80/');  -- [::1]"
    ),
    component_kernel!(
        Port,
        "uri_port",
        "The port's text, without its `:` (possibly empty); null when there is none.",
        "SELECT uri_port('http://h:8080/');  -- 8080"
    ),
    component_kernel!(
        Path,
        "uri_path",
        "The path (never null for a reference that parses; possibly empty).",
        "SELECT uri_path('http://h/a/b?q');  -- /a/b"
    ),
    component_kernel!(
        Query,
        "uri_query",
        "The query, without its `?`; null when there is none, empty when it is.",
        "SELECT uri_query('http://h/?');  -- (empty)"
    ),
    component_kernel!(
        Fragment,
        "uri_fragment",
        "The fragment, without its `#`; null when there is none.",
        "SELECT uri_fragment('http://h/#top');  -- top"
    ),
    entry(
        "host_kind",
        Some("uri_host_kind"),
        "The kind of the host: reg-name, ipv4, ipv6 or ipvfuture; null without an authority.",
        "SELECT uri_host_kind('http://10.0.0.1/');  -- ipv4",
        |call| Ok(Arc::new(crate::host_kind(call.array(0)?, call.grammar)?)),
    ),
    Kernel {
        arguments: &[URL, key("The key, as written: a constant.")],
        ..entry(
            "query_param",
            Some("uri_query_param"),
            "The value of the first key=value pair of the query whose key is `key`, both as written (not decoded); pieces without `=` are passed over.",
            "SELECT uri_query_param('/s?q=a%20b&p=2', 'q');  -- a%20b",
            |call| {
                let rows = call.array(0)?;
                unless_null(rows, call.text(1, "")?, Returns::Text, |key| {
                    crate::query_param(rows, key, call.grammar)
                })
            },
        )
    },
    Kernel {
        settings: &[Setting::Iri, Setting::Normalization],
        try_run: Some(|call| {
            let rows = call.array(0)?;
            Ok(Arc::new(crate::try_normalize(rows, call.normalize, call.grammar)?))
        }),
        ..entry(
            "normalize",
            Some("uri_normalize"),
            "The normal form of RFC 3986 section 6.2: syntax-based (case, percent-encodings, dot segments) and scheme-based (default port, empty path).",
            "SELECT uri_normalize('HTTP://Example.COM:80/a/./b');  -- http://example.com/a/b",
            |call| {
                let rows = call.array(0)?;
                Ok(Arc::new(crate::normalize(rows, call.normalize, call.grammar)?))
            },
        )
    },
    Kernel {
        arguments: &[
            reference("base", "An absolute URI: a column or a constant (parsed once)."),
            reference("reference", "A URI reference: a column or a constant."),
        ],
        settings: &[Setting::Iri, Setting::Strict],
        try_run: Some(|call| {
            let (base, reference) = two(call)?;
            let resolved = crate::try_resolve(base, reference, call.resolve, call.grammar)?;
            Ok(Arc::new(resolved))
        }),
        ..entry(
            "resolve",
            Some("uri_resolve"),
            "The reference resolved against the base URI (RFC 3986 section 5.2, strict).",
            "SELECT uri_resolve('http://a/b/c/d;p?q', '../g?y#s');  -- http://a/b/g?y#s",
            |call| {
                let (base, reference) = two(call)?;
                let resolved = crate::resolve(base, reference, call.resolve, call.grammar)?;
                Ok(Arc::new(resolved))
            },
        )
    },
    Kernel {
        arguments: &[
            reference("base", "An absolute URI: a column or a constant (parsed once)."),
            reference("target", "A URI: a column or a constant."),
        ],
        try_run: Some(|call| {
            let (base, target) = two(call)?;
            Ok(Arc::new(crate::try_make_relative(base, target, call.grammar)?))
        }),
        ..entry(
            "make_relative",
            Some("uri_relative"),
            "The shortest reference that resolves against the base to the target; null when none does.",
            "SELECT uri_relative('http://a/b/c/d;p?q', 'http://a/b/g?y');  -- ../g?y",
            |call| {
                let (base, target) = two(call)?;
                Ok(Arc::new(crate::make_relative(base, target, call.grammar)?))
            },
        )
    },
    Kernel {
        arguments: &[
            reference("a", "A URI reference: a column or a constant."),
            reference("b", "A URI reference: a column or a constant."),
        ],
        settings: &[Setting::Iri, Setting::Normalization],
        returns: Returns::Boolean,
        ..entry(
            "equivalent",
            Some("uri_equivalent"),
            "Whether the two references have the same normal form (RFC 3986 section 6).",
            "SELECT uri_equivalent('HTTP://h:80/%7Ea', 'http://h/~a');  -- true",
            |call| {
                let (a, b) = two(call)?;
                Ok(Arc::new(crate::equivalent(a, b, call.normalize, call.grammar)?))
            },
        )
    },
    Kernel {
        returns: Returns::Components,
        try_run: Some(|call| Ok(Arc::new(crate::try_parse(call.array(0)?, call.grammar)?))),
        ..entry(
            "parse",
            Some("uri_parse"),
            "The seven components in one pass, as a struct: scheme, userinfo, host, port, path, query, fragment.",
            "SELECT get_field(uri_parse('http://h/p?q'), 'query');  -- q",
            |call| Ok(Arc::new(crate::parse(call.array(0)?, call.grammar)?)),
        )
    },
    Kernel {
        arguments: &[
            URL,
            Argument {
                name: "part",
                kind: ArgumentKind::RowsOrText,
                omitted: Omitted::Required,
                names: &PARTS,
                doc: "HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO.",
            },
            Argument {
                name: "key",
                kind: ArgumentKind::RowsOrText,
                omitted: Omitted::Absent,
                names: &[],
                doc: "With QUERY: the key of the parameter.",
            },
        ],
        settings: &[],
        ..entry(
            "parse_url",
            Some("parse_url"),
            "Spark's parse_url on the strict grammar: the part HOST, PATH, QUERY (or with a key, a query parameter), REF, PROTOCOL, FILE, AUTHORITY or USERINFO; null for an unknown part or a reference that does not parse. Hosts and authorities are as written.",
            "SELECT parse_url('http://h/p?x=1', 'QUERY', 'x');  -- 1",
            |call| {
                let (url, part) = (call.array(0)?, call.operand(1)?);
                let part = part.ok_or_else(|| wrong(1, "a column or a text", None))?;
                Ok(Arc::new(crate::parse_url(url, part, call.operand(2)?)?))
            },
        )
    },
    Kernel {
        returns: Returns::Port,
        ..entry(
            "port_number",
            None,
            "The port as a number; null when there is none, when it is empty, or above 65535.",
            "",
            |call| Ok(Arc::new(crate::port_u16(call.array(0)?, call.grammar)?)),
        )
    },
    Kernel {
        arguments: &[
            URL,
            Argument {
                name: "n",
                kind: ArgumentKind::Integer,
                omitted: Omitted::Required,
                names: &[],
                doc: "The segment's place: from 0, or from -1 for the last.",
            },
        ],
        ..entry(
            "path_segment",
            None,
            "Segment `n` of the path, as written: counted from 0 as the path's segments are (an absolute path's segment 0 is the empty one before its `/`), or from the end when `n` is negative (-1 is the last); null when there is no such segment.",
            "",
            |call| {
                let (rows, n) = (call.array(0)?, call.integer(1)?);
                Ok(Arc::new(crate::path_segment(rows, n, call.grammar)?))
            },
        )
    },
    Kernel {
        returns: Returns::TextList,
        ..entry(
            "path_segments",
            Some("uri_path_segments"),
            "The segments of the path, as written, as a list: counted as path_segment counts them (an absolute path starts with the empty segment before its `/`; an empty path has none).",
            "SELECT uri_path_segments('http://h/a/b%20c');  -- [, a, b%20c]",
            |call| Ok(Arc::new(crate::path_segments(call.array(0)?, call.grammar)?)),
        )
    },
    Kernel {
        arguments: &[URL, DECODING],
        returns: Returns::QueryParams,
        ..entry(
            "query_params",
            Some("uri_query_params"),
            "The key=value pairs of the query, decoded, as a map of each key (once, in the order it first appears) to the list of its values (in their order; a piece without `=` has the value ''); null without a query, an empty map for an empty one.",
            "SELECT uri_query_params('/s?a=1&b=x%20y&a=2');  -- {a: [1, 2], b: [x y]}",
            |call| {
                let rows = call.array(0)?;
                unless_null(rows, call.decoding(1)?, Returns::QueryParams, |options| {
                    crate::query_params(rows, options, call.grammar)
                })
            },
        )
    },
    Kernel {
        arguments: &[URL, key("The key, decoded: a constant."), DECODING],
        returns: Returns::TextList,
        ..entry(
            "query_param_all",
            Some("uri_query_param_all"),
            "The values of every key=value pair of the query whose decoded key is `key`, decoded, as a list (a piece without `=` has the value ''); null without a query, an empty list when no pair has the key. uri_query_param differs: it gives the first value alone, as written.",
            "SELECT uri_query_param_all('/s?t=a&t=b%20c&u=1', 't');  -- [a, b c]",
            |call| {
                let rows = call.array(0)?;
                let key_and_options = match (call.text(1, "")?, call.decoding(2)?) {
                    (Some(key), Some(options)) => Some((key, options)),
                    _ => None,
                };
                unless_null(rows, key_and_options, Returns::TextList, |(key, options)| {
                    crate::query_param_all(rows, key, options, call.grammar)
                })
            },
        )
    },
    Kernel {
        arguments: &[TEXT],
        returns: Returns::TextList,
        ..entry(
            "extract",
            Some("uri_extract"),
            "The URIs found in a text (RFC 3986 Appendix C: between angle brackets, between double quotes, or bare and trimmed of punctuation), as a list in the order they appear; an empty list for a text without one.",
            "SELECT uri_extract('see <http://a/b> and http://c/d.');  -- [http://a/b, http://c/d]",
            |call| {
                let options = ExtractOptions {
                    iri: call.grammar == Grammar::Iri,
                    ..ExtractOptions::DEFAULT
                };
                Ok(Arc::new(crate::extract(call.array(0)?, options)?))
            },
        )
    },
    Kernel {
        settings: &[],
        returns: Returns::Findings,
        ..entry(
            "audit",
            Some("uri_audit"),
            "The findings of RFC 3986 section 7 (read as an IRI reference, so that tricks beyond ASCII are reported): a list of structs of code, severity (info, warning or danger), start and end (byte offsets into the text, end exclusive), ordered by where they start.",
            "SELECT get_field(uri_audit('http://h/%00')[1], 'code');  -- encoded-nul",
            |call| Ok(Arc::new(crate::audit(call.array(0)?)?)),
        )
    },
    Kernel {
        arguments: &[Argument {
            name: "iri",
            kind: ArgumentKind::Rows,
            omitted: Omitted::Required,
            names: &[],
            doc: "An IRI reference: a string column or constant.",
        }],
        settings: &[],
        try_run: Some(|call| Ok(Arc::new(crate::try_to_uri(call.array(0)?)?))),
        ..entry(
            "to_uri",
            Some("uri_to_uri"),
            "The URI an IRI reference maps to (RFC 3987 section 3.1): every character beyond ASCII written as the %XX of its UTF-8 bytes.",
            "SELECT uri_to_uri('http://r\u{E9}sum\u{E9}.example/');  -- http://r%C3%A9sum%C3%A9.example/",
            |call| Ok(Arc::new(crate::to_uri(call.array(0)?)?)),
        )
    },
    Kernel {
        settings: &[],
        try_run: Some(|call| Ok(Arc::new(crate::try_to_iri(call.array(0)?)?))),
        ..entry(
            "to_iri",
            Some("uri_to_iri"),
            "The IRI a URI reference maps to (RFC 3987 section 3.2): the %XX of characters an IRI may carry where they stand decoded, everything else kept as written.",
            "SELECT uri_to_iri('http://r%C3%A9sum%C3%A9.example/%7Ea%20b');  -- http://r\u{E9}sum\u{E9}.example/~a%20b",
            |call| Ok(Arc::new(crate::to_iri(call.array(0)?)?)),
        )
    },
    Kernel {
        arguments: &[TEXT, component(Omitted::Absent)],
        ..entry(
            "decode",
            Some("uri_decode"),
            "The text percent-decoded into UTF-8: with a component, a text of that component decoded by its rules (null when the component does not take the text; for 'form', + is a space); without one, every %XX decoded (a % without two hexadecimal digits kept). Null when the decoded bytes are not UTF-8.",
            "SELECT uri_decode('caf%C3%A9+cr%C3%A8me', 'form');  -- café crème",
            |call| {
                let rows = call.array(0)?;
                let part = call.part(1)?;
                if part.is_none() && call.arguments.len() > 1 {
                    return Ok(nulls(rows, Returns::Text));
                }
                Ok(Arc::new(crate::decode(rows, part, call.grammar)?))
            },
        )
    },
    Kernel {
        arguments: &[TEXT, component(Omitted::Required)],
        ..entry(
            "encode",
            Some("uri_encode"),
            "The text percent-encoded for a component: every character the component does not take as itself written %XX (for 'form', a space +; with iri, the characters beyond ASCII the component takes kept).",
            "SELECT uri_encode('a b/c', 'segment');  -- a%20b%2Fc",
            |call| {
                let rows = call.array(0)?;
                unless_null(rows, call.part(1)?, Returns::Text, |part| {
                    crate::encode(rows, part, call.grammar)
                })
            },
        )
    },
    Kernel {
        arguments: &[
            URL,
            Argument {
                name: "names",
                kind: ArgumentKind::Names,
                omitted: Omitted::Required,
                names: &[],
                doc: "The keys of the parameters to remove, decoded: a constant list of strings.",
            },
        ],
        try_run: Some(|call| {
            let rows = call.array(0)?;
            unless_null(rows, call.names(1)?, Returns::Text, |names| {
                crate::try_cut(rows, Cut::Params(names), call.grammar)
            })
        }),
        ..entry(
            "remove_query_params",
            Some("uri_remove_query_params"),
            "The reference without the query parameters whose decoded key is one of `names`, the rest of the text as it was; no `?` when no parameter is left.",
            "SELECT uri_remove_query_params('http://h/p?a=1&b=2&c=3#f', ['a', 'c']);  -- http://h/p?b=2#f",
            |call| {
                let rows = call.array(0)?;
                unless_null(rows, call.names(1)?, Returns::Text, |names| {
                    crate::cut(rows, Cut::Params(names), call.grammar)
                })
            },
        )
    },
    cut_kernel!(
        "strip_tracking",
        "uri_strip_tracking",
        "The reference without its tracking query parameters (the library's default list: utm_*, fbclid, gclid, ...; keys matched decoded, ASCII case-insensitively), the rest of the text as it was; no `?` when no parameter is left.",
        "SELECT uri_strip_tracking('http://h/p?id=7&utm_source=x&fbclid=y');  -- http://h/p?id=7",
        Cut::Tracking(&TrackingParams::DEFAULT)
    ),
    cut_kernel!(
        "without_query",
        "uri_without_query",
        "The reference without its query and its `?`, the rest of the text as it was.",
        "SELECT uri_without_query('http://h/p?q=1#top');  -- http://h/p#top",
        Cut::Query
    ),
    cut_kernel!(
        "without_fragment",
        "uri_without_fragment",
        "The reference without its fragment and its `#`.",
        "SELECT uri_without_fragment('http://h/p?q=1#top');  -- http://h/p?q=1",
        Cut::Fragment
    ),
    domain_kernel!(
        "public_suffix",
        "uri_public_suffix",
        "The public suffix of the host by the Public Suffix List (co.uk of www.example.co.uk), as written; null for no host, an IP address, or a name the list cannot answer.",
        "SELECT uri_public_suffix('https://www.example.co.uk/');  -- co.uk",
        PublicSuffix
    ),
    domain_kernel!(
        "registrable_domain",
        "uri_registrable_domain",
        "The registrable domain of the host (the public suffix and one label more: the site), as written, without a final dot; null also when the host is itself a public suffix.",
        "SELECT uri_registrable_domain('https://www.Example.co.uk./a');  -- Example.co.uk",
        RegistrableDomain
    ),
    domain_kernel!(
        "subdomain",
        "uri_subdomain",
        "The subdomain of the host: what is left in front of its registrable domain; null also when there is none.",
        "SELECT uri_subdomain('https://a.b.example.com/', 'all');  -- a.b",
        Subdomain
    ),
];

/// The two arguments of a kernel of two references.
fn two<'a>(call: &Call<'a>) -> Result<(Operand<'a>, Operand<'a>), ArrowError> {
    match (call.operand(0)?, call.operand(1)?) {
        (Some(left), Some(right)) => Ok((left, right)),
        _ => Err(wrong(call.arguments.len(), "a column or a text", None)),
    }
}
