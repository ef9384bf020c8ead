//! RFC 3986 Appendix A transcribed rule by rule into one regular expression, and RFC 3987
//! section 2.2 and RFC 6570 section 2 likewise: oracles independent of the parsers, for the
//! tests and the fuzz targets.

use regex::Regex;

use crate::components::Split;

/// Appendix A as a regex, each rule named as in the RFC.
pub fn uri_reference_regex() -> Regex {
    reference_regex(false)
}

/// RFC 3987 section 2.2 (`IRI-reference`) as a regex: Appendix A with `iunreserved` (`ucschar`
/// added to `unreserved`) in the user info, the host name, the path, the query and the
/// fragment, and `iprivate` in the query; the same group names.
pub fn iri_reference_regex() -> Regex {
    reference_regex(true)
}

/// `ucschar` of RFC 3987, as a regex class body.
const UCSCHAR: &str = r"\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}\x{10000}-\x{1FFFD}\x{20000}-\x{2FFFD}\x{30000}-\x{3FFFD}\x{40000}-\x{4FFFD}\x{50000}-\x{5FFFD}\x{60000}-\x{6FFFD}\x{70000}-\x{7FFFD}\x{80000}-\x{8FFFD}\x{90000}-\x{9FFFD}\x{A0000}-\x{AFFFD}\x{B0000}-\x{BFFFD}\x{C0000}-\x{CFFFD}\x{D0000}-\x{DFFFD}\x{E1000}-\x{EFFFD}";

/// `iprivate` of RFC 3987, as a regex class body.
const IPRIVATE: &str = r"\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}";

/// The grammar of URI references, or with `iri` that of IRI references.
fn reference_regex(iri: bool) -> Regex {
    // The rules an IRI changes are the ones built on `unreserved`; `IPvFuture` keeps the
    // ASCII one.
    let ascii_unreserved = r"[A-Za-z0-9\-._~]";
    let unreserved = if iri {
        format!(r"[A-Za-z0-9\-._~{UCSCHAR}]")
    } else {
        ascii_unreserved.to_string()
    };
    let unreserved = unreserved.as_str();
    let pct_encoded = r"%[0-9A-Fa-f]{2}";
    let sub_delims = r"[!$&'()*+,;=]";
    let pchar = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|[:@])");
    let scheme = r"[A-Za-z][A-Za-z0-9+\-.]*";
    let userinfo = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|:)*");
    let dec_octet = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
    let ipv4address = format!(r"{dec_octet}\.{dec_octet}\.{dec_octet}\.{dec_octet}");
    let h16 = r"[0-9A-Fa-f]{1,4}";
    let ls32 = format!("(?:{h16}:{h16}|{ipv4address})");
    let ipv6address = [
        format!("(?:{h16}:){{6}}{ls32}"),
        format!("::(?:{h16}:){{5}}{ls32}"),
        format!("(?:{h16})?::(?:{h16}:){{4}}{ls32}"),
        format!("(?:(?:{h16}:){{0,1}}{h16})?::(?:{h16}:){{3}}{ls32}"),
        format!("(?:(?:{h16}:){{0,2}}{h16})?::(?:{h16}:){{2}}{ls32}"),
        format!("(?:(?:{h16}:){{0,3}}{h16})?::{h16}:{ls32}"),
        format!("(?:(?:{h16}:){{0,4}}{h16})?::{ls32}"),
        format!("(?:(?:{h16}:){{0,5}}{h16})?::{h16}"),
        format!("(?:(?:{h16}:){{0,6}}{h16})?::"),
    ]
    .join("|");
    let ipvfuture = format!(r"[vV][0-9A-Fa-f]+\.(?:{ascii_unreserved}|{sub_delims}|:)+");
    let ip_literal = format!(r"\[(?:{ipv6address}|{ipvfuture})\]");
    let reg_name = format!("(?:{unreserved}|{pct_encoded}|{sub_delims})*");
    let host = format!("(?:{ip_literal}|{ipv4address}|{reg_name})");
    let port = "[0-9]*";
    let authority = format!("(?:(?P<userinfo>{userinfo})@)?(?P<host>{host})(?::(?P<port>{port}))?");
    let segment = format!("{pchar}*");
    let segment_nz = format!("{pchar}+");
    let segment_nz_nc = format!("(?:{unreserved}|{pct_encoded}|{sub_delims}|@)+");
    let path_abempty = format!("(?:/{segment})*");
    let path_absolute = format!("/(?:{segment_nz}(?:/{segment})*)?");
    let path_noscheme = format!("{segment_nz_nc}(?:/{segment})*");
    let path_rootless = format!("{segment_nz}(?:/{segment})*");
    let query = if iri {
        format!("(?:{pchar}|[/?{IPRIVATE}])*")
    } else {
        format!("(?:{pchar}|[/?])*")
    };
    let fragment = format!("(?:{pchar}|[/?])*");
    let hier_part = format!(
        "(?://{authority}(?P<path_a>{path_abempty})|(?P<path_b>{path_absolute}|{path_rootless}|))"
    );
    let relative_part = format!(
        "(?://{authority}(?P<path_c>{path_abempty})|(?P<path_d>{path_absolute}|{path_noscheme}|))"
    );
    // The relative branch repeats the authority: its groups need names of their own.
    let relative_part = relative_part
        .replace("?P<userinfo>", "?P<userinfo_r>")
        .replace("?P<host>", "?P<host_r>")
        .replace("?P<port>", "?P<port_r>");
    let uri = format!(
        "(?P<scheme>{scheme}):{hier_part}(?:\\?(?P<query>{query}))?(?:#(?P<fragment>{fragment}))?"
    );
    let relative_ref =
        format!("{relative_part}(?:\\?(?P<query_r>{query}))?(?:#(?P<fragment_r>{fragment}))?");
    Regex::new(&format!("^(?:{uri}|{relative_ref})$")).expect("the grammar compiles")
}

/// RFC 6570 section 2 (`URI-Template`) as a regex, rule by rule, with the apostrophe among the
/// `literals` (verified erratum 6937), and without the operators the RFC reserves for future
/// extensions (`op-reserve`), which a template must not use.
pub fn uri_template_regex() -> Regex {
    let pct_encoded = r"%[0-9A-Fa-f]{2}";
    let literals =
        format!(r"(?:[!#$&'()*+,\-./0-9:;=?@A-Z\[\]_a-z~{UCSCHAR}{IPRIVATE}]|{pct_encoded})");
    let operator = r"[+#./;?&]";
    let varchar = format!("(?:[A-Za-z0-9_]|{pct_encoded})");
    let varname = format!(r"{varchar}(?:\.?{varchar})*");
    let modifier_level4 = r"(?::[1-9][0-9]{0,3}|\*)";
    let varspec = format!("{varname}{modifier_level4}?");
    let variable_list = format!("{varspec}(?:,{varspec})*");
    let expression = format!(r"\{{{operator}?{variable_list}\}}");
    Regex::new(&format!("^(?:{literals}|{expression})*$")).expect("the grammar compiles")
}

/// The seven components the oracle finds in `input` (in the order of [`Split`]), or `None` when
/// `input` is not a `URI-reference`. `re` is [`uri_reference_regex`].
pub fn oracle_split(re: &Regex, input: &str) -> Option<Split> {
    let caps = re.captures(input)?;
    let get = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| caps.name(n))
            .map(|m| m.as_str().to_string())
    };
    Some([
        get(&["scheme"]),
        get(&["userinfo", "userinfo_r"]),
        get(&["host", "host_r"]),
        get(&["port", "port_r"]),
        Some(get(&["path_a", "path_b", "path_c", "path_d"]).unwrap_or_default()),
        get(&["query", "query_r"]),
        get(&["fragment", "fragment_r"]),
    ])
}
