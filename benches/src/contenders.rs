//! The contenders: our parser, the peers' strict URI-reference parsers, and a scan baseline;
//! the IRI-reference parsers and the IRI-to-URI mappings; the resolvers; the normalizers; the
//! registrable domains of hosts.
//!
//! Each is a function from the input to "accepted"; the parsed value goes through
//! `black_box`, so that no work can be skipped.

use std::hint::black_box;

/// The peers' entry points, named as the benchmark tables name them.
pub const PARSERS: &[&str] = &[
    "rfc3986",
    "rfc3986 IriRef",
    "scan baseline",
    "vector-scan floor",
    "fluent-uri",
    "oxiri",
    "iri-string",
    "url (WHATWG)",
    "ada-url (WHATWG)",
    "ada-url can_parse",
    "http::Uri",
];

/// `rfc3986::UriRef::parse`: full validation, every component's offsets recorded.
pub fn rfc3986(s: &str) -> bool {
    black_box(rfc3986::UriRef::parse(s)).is_ok()
}

/// The IRI-reference parsers (RFC 3987 `IRI-reference`, validating), named as the benchmark
/// tables name them.
pub const IRI_PARSERS: &[&str] = &["rfc3986", "fluent-uri", "oxiri", "iri-string"];

/// `rfc3986::IriRef::parse`: full validation (every character beyond ASCII checked against
/// `ucschar`, and `iprivate` in the query), every component's offsets recorded.
pub fn rfc3986_iri(s: &str) -> bool {
    black_box(rfc3986::IriRef::parse(s)).is_ok()
}

/// The audit of RFC 3986 section 7 and its parse (`rfc3986::audit::audit`, which reads IRI
/// references): the findings go through `black_box`; an input with findings counts as accepted.
pub fn rfc3986_audit(s: &str) -> bool {
    black_box(rfc3986::audit::audit(s)).is_ok_and(|findings| !findings.is_empty())
}

/// What the audit section compares: the parse alone, and the parse with the audit.
pub const AUDITORS: &[&str] = &["rfc3986 IriRef::parse", "rfc3986 audit (parse + audit)"];

/// `fluent_uri::IriRef::parse` (RFC 3987 `IRI-reference`, strict).
pub fn fluent_uri_iri(s: &str) -> bool {
    black_box(fluent_uri::IriRef::parse(s)).is_ok()
}

/// `iri_string::types::IriReferenceStr::new` (RFC 3987 `IRI-reference`, validation only).
pub fn iri_string_iri(s: &str) -> bool {
    black_box(iri_string::types::IriReferenceStr::new(s)).is_ok()
}

/// The IRI-to-URI mappings (RFC 3987 section 3.1: the UTF-8 bytes of every character beyond
/// ASCII percent-encoded), named as the benchmark tables name them.
pub const MAPPERS: &[&str] = &["rfc3986", "fluent-uri", "iri-string"];

/// `rfc3986::IriRef::to_uri`: a parsed IRI reference into a `UriRefBuf` (the text and its
/// offsets).
#[inline]
pub fn rfc3986_to_uri(iri: &rfc3986::IriRef<'_>) -> bool {
    iri.to_uri().map(black_box).is_ok()
}

/// `fluent_uri::IriRef::to_uri_ref`: a parsed IRI reference into a `UriRef<String>` (the text
/// and its offsets).
#[inline]
pub fn fluent_uri_to_uri(iri: &fluent_uri::IriRef<&str>) -> bool {
    black_box(iri.to_uri_ref());
    true
}

/// `iri_string::types::IriReferenceStr::encode_to_uri`, written by `to_dedicated_string`: a
/// validated IRI reference into a `UriReferenceString` (the text; the crate keeps no offsets).
#[inline]
pub fn iri_string_to_uri(iri: &iri_string::types::IriReferenceStr) -> bool {
    use iri_string::format::ToDedicatedString;
    black_box(iri.encode_to_uri().to_dedicated_string());
    true
}

/// Parsing and mapping from the text, each with its own parser: ours.
pub fn rfc3986_parse_to_uri(s: &str) -> bool {
    rfc3986::IriRef::parse(s).is_ok_and(|iri| rfc3986_to_uri(&iri))
}

/// Parsing and mapping from the text: fluent-uri.
pub fn fluent_uri_parse_to_uri(s: &str) -> bool {
    fluent_uri::IriRef::parse(s).is_ok_and(|iri| fluent_uri_to_uri(&iri))
}

/// Parsing and mapping from the text: iri-string.
pub fn iri_string_parse_to_uri(s: &str) -> bool {
    iri_string::types::IriReferenceStr::new(s).is_ok_and(iri_string_to_uri)
}

/// The resolvers, named as the benchmark tables name them: each takes a `base<TAB>reference`
/// line, splits it, parses the base and the reference, resolves, and writes the target into a
/// `String`.
pub const RESOLVERS: &[&str] = &["rfc3986", "oxiri", "fluent-uri", "iri-string"];

/// A `base<TAB>reference` line split, and `resolve` given the two: the target it writes goes
/// through `black_box`.
#[inline(always)]
fn resolve_line(line: &str, resolve: impl FnOnce(&str, &str) -> Option<String>) -> bool {
    line.split_once('\t')
        .and_then(|(base, reference)| resolve(base, reference))
        .map(black_box)
        .is_some()
}

/// `rfc3986`: the base parsed, then `join` (the reference parsed and resolved in one call, as
/// oxiri's `resolve` takes it).
pub fn rfc3986_resolve(line: &str) -> bool {
    resolve_line(line, |base, reference| {
        let base = rfc3986::UriRef::parse(base).ok()?;
        Some(base.join(reference).ok()?.into_string())
    })
}

/// `oxiri::Iri::parse` of the base, then `resolve` of the reference's text.
pub fn oxiri_resolve(line: &str) -> bool {
    resolve_line(line, |base, reference| {
        let base = oxiri::Iri::parse(base).ok()?;
        Some(base.resolve(reference).ok()?.into_inner())
    })
}

/// `fluent_uri::Uri::parse` of the base, `UriRef::parse` of the reference, then
/// `resolve_against`.
pub fn fluent_uri_resolve(line: &str) -> bool {
    resolve_line(line, |base, reference| {
        let base = fluent_uri::Uri::parse(base).ok()?;
        let reference = fluent_uri::UriRef::parse(reference).ok()?;
        Some(reference.resolve_against(&base).ok()?.into_string())
    })
}

/// `iri_string`: the base as an absolute URI, the reference, then `resolve_against`.
pub fn iri_string_resolve(line: &str) -> bool {
    resolve_line(line, |base, reference| {
        let base = iri_string::types::UriAbsoluteStr::new(base).ok()?;
        let reference = iri_string::types::UriReferenceStr::new(reference).ok()?;
        Some(reference.resolve_against(base).to_string())
    })
}

/// `fluent_uri::UriRef::parse` (RFC 3986 `URI-reference`, strict).
pub fn fluent_uri(s: &str) -> bool {
    black_box(fluent_uri::UriRef::parse(s)).is_ok()
}

/// `oxiri::IriRef::parse` (RFC 3987 `IRI-reference`, validating; not `parse_unchecked`).
pub fn oxiri(s: &str) -> bool {
    black_box(oxiri::IriRef::parse(s)).is_ok()
}

/// `iri_string::types::UriReferenceStr::new` (RFC 3986 `URI-reference`, validating).
pub fn iri_string(s: &str) -> bool {
    black_box(iri_string::types::UriReferenceStr::new(s)).is_ok()
}

/// `url::Url::parse` (WHATWG URL: absolute URLs only, lenient, allocates; for reference).
pub fn url(s: &str) -> bool {
    black_box(url::Url::parse(s)).is_ok()
}

/// `ada_url::Url::parse` (WHATWG URL in C++: absolute URLs only, lenient, allocates; for
/// reference).
pub fn ada(s: &str) -> bool {
    black_box(ada_url::Url::parse(s, None)).is_ok()
}

/// `ada_url::Url::can_parse` (WHATWG URL in C++, absolute URLs only: validation alone, no URL
/// made; ada's fastest entry point).
pub fn ada_can_parse(s: &str) -> bool {
    ada_url::Url::can_parse(black_box(s), None)
}

/// `http::Uri::try_from` (HTTP request targets; allocates a shared buffer).
pub fn http(s: &str) -> bool {
    black_box(http::Uri::try_from(s)).is_ok()
}

/// The characters a URI may contain at all: `unreserved`, `gen-delims`, `sub-delims` and `%`.
static URI_CHARS: [bool; 256] = {
    let mut table = [false; 256];
    let allowed =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
    let mut i = 0;
    while i < allowed.len() {
        table[allowed[i] as usize] = true;
        i += 1;
    }
    table
};

/// The floor, approximately: every byte checked against the table of characters a URI may
/// contain, and nothing else (no structure, no offsets). Any validating parser reads every byte.
pub fn scan(s: &str) -> bool {
    let mut ok = true;
    for &b in s.as_bytes() {
        ok &= URI_CHARS[b as usize];
    }
    ok
}

/// The least work a scan can do, not a parser: every byte checked to be printable ASCII
/// (`0x20..=0x7E`), sixteen at a time (blocks of sixteen bytes that the compiler turns into a
/// few SSE2 instructions each; the last sixteen bytes read over the last block, a shorter
/// input padded), with no class told apart and no delimiter found. Any validating parser does
/// at least this.
pub fn vector_scan(s: &str) -> bool {
    /// Whether a block holds a byte outside `0x20..=0x7E`: sixteen lanes compared at once.
    #[inline(always)]
    fn outside(block: &[u8; 16]) -> bool {
        let mut lanes = [0u8; 16];
        for (lane, &b) in lanes.iter_mut().zip(block) {
            *lane = b.wrapping_sub(0x20).saturating_sub(0x5E);
        }
        lanes.iter().fold(0, |any, &lane| any | lane) != 0
    }
    let bytes = s.as_bytes();
    if bytes.len() < 16 {
        let mut padded = [b'a'; 16];
        padded[..bytes.len()].copy_from_slice(bytes);
        return !outside(&padded);
    }
    for block in bytes.chunks_exact(16) {
        // The exit keeps each block one step (the compiler does not spread blocks over lanes).
        if outside(block.try_into().expect("sixteen bytes")) {
            return false;
        }
    }
    // The last sixteen bytes, over the last block: no copy.
    !outside(bytes[bytes.len() - 16..].try_into().expect("sixteen bytes"))
}

/// The normalizers, named as the benchmark tables name them: each parses a line and writes its
/// normal form into an owned `String`.
pub const NORMALIZERS: &[&str] = &["rfc3986", "fluent-uri", "iri-string", "ada-url"];

/// `rfc3986::UriRef::parse`, then `normalize` (RFC 3986 6.2.2 syntax-based and 6.2.3
/// scheme-based), the normal form copied into a `String` when it was borrowed (already normal).
pub fn rfc3986_normalize(s: &str) -> bool {
    rfc3986::UriRef::parse(s)
        .map(|u| black_box(u.normalize().into_owned().into_string()))
        .is_ok()
}

/// `fluent_uri::UriRef::parse` (any `URI-reference`), then `normalize`: syntax-based (6.2.2,
/// dot segments removed only with a scheme), IPv6 literals rewritten per RFC 5952, an empty
/// port or the scheme's default port removed; not the rest of 6.2.3 (an empty path after an
/// authority stays empty, leading zeros of other ports stay). Always allocates.
pub fn fluent_uri_normalize(s: &str) -> bool {
    fluent_uri::UriRef::parse(s)
        .map(|u| black_box(u.normalize().into_string()))
        .is_ok()
}

/// `iri_string::types::UriStr::new` (an absolute `URI` with an optional fragment: the crate
/// normalizes nothing relative), then `normalize` written by `to_dedicated_string`:
/// syntax-based (6.2.2; dot segments removed from a rootless path too, `foo:a/../b` is
/// `foo:/b`) and the empty port removed; no default port removal, no `/` for an empty path
/// after an authority.
pub fn iri_string_normalize(s: &str) -> bool {
    use iri_string::format::ToDedicatedString;
    iri_string::types::UriStr::new(s)
        .map(|u| black_box(String::from(u.normalize().to_dedicated_string())))
        .is_ok()
}

/// `ada_url::Url::parse`, then `href` (the WHATWG serialization, which its parser writes while
/// parsing) copied into a `String`: WHATWG's normalization (lowercase scheme and host, default
/// port removed, dot segments removed, percent-encoding added where WHATWG wants it), not RFC
/// 3986's (it leaves `%7e` and `%2a` as they are).
pub fn ada_normalize(s: &str) -> bool {
    ada_url::Url::parse(s, None)
        .map(|u| black_box(String::from(u.href())))
        .is_ok()
}

/// Builds `u` again from its components, with our builder (which checks every part): the build
/// table's contender, and `profile_build`'s loop.
#[inline]
pub fn rfc3986_build(u: &rfc3986::UriRef<'_>) -> bool {
    let mut b = rfc3986::Builder::new().path(u.path());
    if let Some(s) = u.scheme() {
        b = b.scheme(s);
    }
    if let Some(s) = u.userinfo() {
        b = b.userinfo(s);
    }
    if let Some(s) = u.host_str() {
        b = b.host(s);
    }
    if let Some(s) = u.port() {
        b = b.port_str(s);
    }
    if let Some(s) = u.query() {
        b = b.query(s);
    }
    if let Some(s) = u.fragment() {
        b = b.fragment(s);
    }
    std::hint::black_box(b.build()).is_ok()
}

/// The URI finders over prose (RFC 3986 Appendix C), named as the benchmark tables name them:
/// each goes over the whole text and counts the URIs it finds, each through `black_box`.
pub const EXTRACTORS: &[&str] = &["rfc3986", "rfc3986 IRIs", "linkify"];

/// `rfc3986::extract`: URIs, each one parsed (and its whitespace removed, in angle brackets).
pub fn rfc3986_extract(text: &str) -> usize {
    rfc3986::extract(text).map(black_box).count()
}

/// `rfc3986::extract_with`, IRIs found too.
pub fn rfc3986_extract_iri(text: &str) -> usize {
    let options = rfc3986::ExtractOptions {
        iri: true,
        ..rfc3986::ExtractOptions::DEFAULT
    };
    rfc3986::extract_with(text, options).map(black_box).count()
}

/// `linkify`'s finder of URLs: `LinkFinder` with the URL kind only, its other options as they
/// are by default (a scheme required, IRIs allowed).
pub fn linkify_finder() -> linkify::LinkFinder {
    let mut finder = linkify::LinkFinder::new();
    finder.kinds(&[linkify::LinkKind::Url]);
    finder
}

/// `linkify::LinkFinder::links` with [`linkify_finder`].
pub fn linkify_extract(finder: &linkify::LinkFinder, text: &str) -> usize {
    finder.links(text).map(black_box).count()
}

/// The converters between file URIs and paths (RFC 8089), named as the benchmark tables name
/// them: each goes from the text of a URI to a `PathBuf`, or from a path to an owned URI.
pub const FILE_CONVERTERS: &[&str] = &["rfc3986", "url"];

/// `rfc3986::UriRef::parse`, then `file::to_file_path`: the path, decoded, into a `PathBuf`.
pub fn rfc3986_to_path(s: &str) -> bool {
    rfc3986::UriRef::parse(s)
        .ok()
        .and_then(|uri| rfc3986::file::to_file_path(&uri).ok())
        .map(black_box)
        .is_some()
}

/// `url::Url::parse`, then `to_file_path`: the path, decoded, into a `PathBuf`.
pub fn url_to_path(s: &str) -> bool {
    url::Url::parse(s)
        .ok()
        .and_then(|url| url.to_file_path().ok())
        .map(black_box)
        .is_some()
}

/// `rfc3986::file::from_file_path`: the URI, encoded, into a `UriRefBuf` (its text and
/// offsets).
pub fn rfc3986_from_path(path: &str) -> bool {
    rfc3986::file::from_file_path(path).map(black_box).is_ok()
}

/// `url::Url::from_file_path`: the URL, encoded, into a `Url` (its text and offsets).
pub fn url_from_path(path: &str) -> bool {
    url::Url::from_file_path(path).map(black_box).is_ok()
}

/// The lookups of a host's registrable domain in the Public Suffix List, named as the benchmark
/// tables name them: ours by each section, and the `psl` crate's, the crate whose list ours
/// embeds.
pub const DOMAIN_FINDERS: &[&str] = &["rfc3986", "rfc3986, both sections", "psl::domain_str"];

/// `rfc3986::domain::SuffixList::lookup` of a host as written (case kept), then its
/// registrable domain: a host with one counts as accepted.
#[inline]
pub fn rfc3986_registrable_domain(
    list: &rfc3986::domain::SuffixList,
    section: rfc3986::domain::Section,
    host: &str,
) -> bool {
    black_box(
        list.lookup(host, section)
            .and_then(|d| d.registrable_domain()),
    )
    .is_some()
}

/// `psl::domain_str`: the registrable domain by the list's both sections (the crate has no
/// choice of section), of a host in lowercase, as the crate wants it (it matches bytes as they
/// are).
pub fn psl_registrable_domain(host: &str) -> bool {
    black_box(psl::domain_str(host)).is_some()
}

/// The expansions of URI Templates (RFC 6570), named as the benchmark tables name them: each
/// writes the text of a template, parsed beforehand, with its values into a `String` the caller
/// keeps, and says whether it could; ours also as a parsed reference.
pub const TEMPLATE_EXPANDERS: &[&str] = &["rfc3986", "rfc3986 expand (a UriRefBuf)", "iri-string"];

/// `rfc3986::template::Template::expand_into`: the text into `out` (cleared first).
pub fn rfc3986_expand(
    template: &rfc3986::template::Template<'_>,
    vars: &std::collections::BTreeMap<String, rfc3986::template::Value>,
    out: &mut String,
) -> bool {
    out.clear();
    template.expand_into(vars, out).is_ok()
}

/// `rfc3986::template::Template::expand`: the text, parsed as a URI reference (a `UriRefBuf`),
/// then copied into `out` (cleared first) to be compared with the suite's.
pub fn rfc3986_expand_reference(
    template: &rfc3986::template::Template<'_>,
    vars: &std::collections::BTreeMap<String, rfc3986::template::Value>,
    out: &mut String,
) -> bool {
    out.clear();
    match template.expand(vars) {
        Ok(uri) => {
            out.push_str(uri.as_str());
            true
        }
        Err(_) => false,
    }
}

/// `iri_string::template::UriTemplateStr::expand` for URIs, written into `out` (cleared first).
pub fn iri_string_expand(
    template: &iri_string::template::UriTemplateStr,
    context: &iri_string::template::simple_context::SimpleContext,
    out: &mut String,
) -> bool {
    use std::fmt::Write;
    out.clear();
    match template.expand::<iri_string::spec::UriSpec, _>(context) {
        Ok(expanded) => write!(out, "{expanded}").is_ok(),
        Err(_) => false,
    }
}
