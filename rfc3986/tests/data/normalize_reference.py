#!/usr/bin/env python3
"""Independent oracle for URI normalization (RFC 3986 section 6).

This script is the independent reference implementation that was used to check the expected
values of `normalize.tsv` (written by hand from the semantics below and RFC 3986 section 6) and
to compute the `we_expect` column of `conformance/normalize_deviations.tsv`. It shares no code
with the Rust crate: it parses with the RFC 3986 ABNF (Appendix A) written out as regular
expressions, and normalizes component by component.

Semantics (the crate's contract):

Syntax-based (6.2.2)
  1. scheme in lowercase;
  2. in user info, reg-name host, path, query and fragment: a triplet `%XX` whose byte is
     unreserved (ALPHA DIGIT - . _ ~) is decoded, every other triplet keeps its place with its
     hex digits in uppercase (reserved characters are never decoded);
  3. a reg-name has its ASCII letters lowercased (hex digits of triplets stay uppercase); an IP
     literal is lowercased whole (no RFC 5952 compression); an IPv4address is unchanged; user
     info keeps its case;
  4. remove_dot_segments (5.2.4, literally) on the path when the reference has a scheme, an
     authority, or a path starting with `/`; a relative-path reference keeps its dot segments;
  5. with no authority, a path that starts with `//` after step 4 gets `/.` in front.
Scheme-based (6.2.3)
  6. with an authority, an empty path becomes `/`;
  7. an empty port is removed with its `:`; a port equal to the default port of the scheme
     (compared case-insensitively, leading zeros ignored) is removed; any other port loses its
     leading zeros (`000` -> `0`); a reference without a scheme has no default port;
  8. empty query and empty fragment are kept.

Usage:
  python3 normalize_reference.py check         re-verify every row of normalize.tsv (and the
                                               conformance deviations file); exit 1 on mismatch
  python3 normalize_reference.py show INPUT..  print syntax / scheme / full for each input
  python3 normalize_reference.py conformance   list the conformance rows that differ from full
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
INVALID = "<invalid>"

# ---------------------------------------------------------------------------------------------
# RFC 3986 Appendix A, as regular expressions (ASCII only).
ALPHA = "A-Za-z"
DIGIT = "0-9"
HEXDIG = "0-9A-Fa-f"
UNRESERVED_CLASS = ALPHA + DIGIT + r"\-._~"
SUB_DELIMS_CLASS = r"!$&'()*+,;="
PCT = "%[" + HEXDIG + "]{2}"
PCHAR = "(?:[" + UNRESERVED_CLASS + SUB_DELIMS_CLASS + ":@]|" + PCT + ")"
PCHAR_NC = "(?:[" + UNRESERVED_CLASS + SUB_DELIMS_CLASS + "@]|" + PCT + ")"

RE_SCHEME = re.compile("[" + ALPHA + "][" + ALPHA + DIGIT + r"+\-.]*\Z")
RE_USERINFO = re.compile("(?:[" + UNRESERVED_CLASS + SUB_DELIMS_CLASS + ":]|" + PCT + r")*\Z")
RE_REG_NAME = re.compile("(?:[" + UNRESERVED_CLASS + SUB_DELIMS_CLASS + "]|" + PCT + r")*\Z")
RE_PORT = re.compile(r"[0-9]*\Z")
DEC_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
IPV4 = DEC_OCTET + r"\." + DEC_OCTET + r"\." + DEC_OCTET + r"\." + DEC_OCTET
RE_IPV4 = re.compile(IPV4 + r"\Z")
H16 = "[" + HEXDIG + "]{1,4}"
LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4 + ")"


def _h16c(n):
    return "(?:" + H16 + ":){" + str(n) + "}"


def _opt_head(max_colons):
    # [ *max( h16 ":" ) h16 ]
    if max_colons < 0:
        return ""
    return "(?:(?:" + H16 + ":){0," + str(max_colons) + "}" + H16 + ")?"


IPV6_ALTERNATIVES = [
    _h16c(6) + LS32,
    "::" + _h16c(5) + LS32,
    _opt_head(0) + "::" + _h16c(4) + LS32,
    _opt_head(1) + "::" + _h16c(3) + LS32,
    _opt_head(2) + "::" + _h16c(2) + LS32,
    _opt_head(3) + "::" + H16 + ":" + LS32,
    _opt_head(4) + "::" + LS32,
    _opt_head(5) + "::" + H16,
    _opt_head(6) + "::",
]
RE_IPV6 = re.compile("(?:" + "|".join("(?:" + a + ")" for a in IPV6_ALTERNATIVES) + r")\Z")
RE_IPVFUTURE = re.compile(
    "[vV][" + HEXDIG + r"]+\.[" + UNRESERVED_CLASS + SUB_DELIMS_CLASS + r":]+\Z"
)
RE_SEGMENTS = re.compile("(?:" + PCHAR + "|/)*\\Z")
RE_SEGMENT_NZ_NC = re.compile(PCHAR_NC + "+\\Z")
RE_QUERY = re.compile("(?:" + PCHAR + "|[/?])*\\Z")

# Appendix B.
RE_SPLIT = re.compile(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?\Z", re.S)

UNRESERVED = set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
)

DEFAULT_PORTS = {
    "ftp": 21,
    "ssh": 22,
    "telnet": 23,
    "gopher": 70,
    "http": 80,
    "nntp": 119,
    "imap": 143,
    "ldap": 389,
    "https": 443,
    "rtsp": 554,
    "ldaps": 636,
    "ws": 80,
    "wss": 443,
}


class Ref:
    """The parts of a URI-reference; None = absent, "" = present and empty."""

    def __init__(self):
        self.scheme = None
        self.userinfo = None
        self.host = None  # None iff there is no authority
        self.host_kind = None  # "reg-name", "ipv4", "ip-literal"
        self.port = None
        self.path = ""
        self.query = None
        self.fragment = None

    def has_authority(self):
        return self.host is not None

    def text(self):
        # RFC 3986 5.3
        out = []
        if self.scheme is not None:
            out.append(self.scheme + ":")
        if self.host is not None:
            out.append("//")
            if self.userinfo is not None:
                out.append(self.userinfo + "@")
            out.append(self.host)
            if self.port is not None:
                out.append(":" + self.port)
        out.append(self.path)
        if self.query is not None:
            out.append("?" + self.query)
        if self.fragment is not None:
            out.append("#" + self.fragment)
        return "".join(out)


def parse(text):
    """Parse a URI-reference; return a Ref, or None when the text is not a valid one."""
    if any(ord(c) > 0x7E or ord(c) < 0x21 for c in text):
        return None  # non-ASCII, controls, space: never allowed
    m = RE_SPLIT.match(text)
    if m is None:
        return None
    ref = Ref()
    if m.group(1) is not None:
        if not RE_SCHEME.match(m.group(2)):
            # Not a scheme; as a relative-ref the ':' would sit in the first segment of a
            # path-noscheme, which is not allowed either.
            return None
        ref.scheme = m.group(2)
    if m.group(3) is not None:
        authority = m.group(4)
        if "@" in authority:
            ref.userinfo, hostport = authority.split("@", 1)
            if not RE_USERINFO.match(ref.userinfo):
                return None
        else:
            hostport = authority
        if hostport.startswith("["):
            close = hostport.find("]")
            if close < 0:
                return None
            literal = hostport[1:close]
            if not (RE_IPV6.match(literal) or RE_IPVFUTURE.match(literal)):
                return None
            ref.host = hostport[: close + 1]
            ref.host_kind = "ip-literal"
            rest = hostport[close + 1 :]
            if rest == "":
                pass
            elif rest.startswith(":"):
                ref.port = rest[1:]
            else:
                return None
        else:
            if ":" in hostport:
                ref.host, ref.port = hostport.split(":", 1)
            else:
                ref.host = hostport
            if RE_IPV4.match(ref.host):
                ref.host_kind = "ipv4"
            elif RE_REG_NAME.match(ref.host):
                ref.host_kind = "reg-name"
            else:
                return None
        if ref.port is not None and not RE_PORT.match(ref.port):
            return None
    ref.path = m.group(5)
    if not RE_SEGMENTS.match(ref.path):
        return None
    if ref.host is not None:
        # path-abempty: guaranteed by the split (the authority ends at the first '/').
        assert ref.path == "" or ref.path.startswith("/")
    else:
        # path-absolute / path-rootless / path-noscheme / path-empty; never "//" here (the split
        # would have read an authority).
        assert not ref.path.startswith("//")
        if ref.scheme is None and ref.path and not ref.path.startswith("/"):
            first = ref.path.split("/", 1)[0]
            if not RE_SEGMENT_NZ_NC.match(first):
                return None  # ':' in the first segment of a path-noscheme
    if m.group(6) is not None:
        ref.query = m.group(7)
        if not RE_QUERY.match(ref.query):
            return None
    if m.group(8) is not None:
        ref.fragment = m.group(9)
        if not RE_QUERY.match(ref.fragment):
            return None
    return ref


# ---------------------------------------------------------------------------------------------
# Normalization steps


def pct_normalize(s):
    """Step 2: decode triplets of unreserved bytes, uppercase the hex digits of the others."""
    out = []
    i = 0
    while i < len(s):
        if s[i] == "%":
            byte = int(s[i + 1 : i + 3], 16)
            if chr(byte) in UNRESERVED:
                out.append(chr(byte))
            else:
                out.append("%" + s[i + 1 : i + 3].upper())
            i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def lower_outside_triplets(s):
    out = []
    i = 0
    while i < len(s):
        if s[i] == "%":
            out.append(s[i : i + 3])
            i += 3
        else:
            out.append(s[i].lower())
            i += 1
    return "".join(out)


def remove_dot_segments(path):
    """RFC 3986 section 5.2.4, written as the two-buffer pseudo-code."""
    inp = path
    out = ""
    while inp:
        if inp.startswith("../"):
            inp = inp[3:]
        elif inp.startswith("./"):
            inp = inp[2:]
        elif inp.startswith("/./"):
            inp = "/" + inp[3:]
        elif inp == "/.":
            inp = "/"
        elif inp.startswith("/../"):
            inp = "/" + inp[4:]
            out = out[: out.rfind("/")] if "/" in out else ""
        elif inp == "/..":
            inp = "/"
            out = out[: out.rfind("/")] if "/" in out else ""
        elif inp in (".", ".."):
            inp = ""
        else:
            start = 1 if inp.startswith("/") else 0
            nxt = inp.find("/", start)
            if nxt < 0:
                nxt = len(inp)
            out += inp[:nxt]
            inp = inp[nxt:]
    return out


def syntax_based(ref):
    if ref.scheme is not None:
        ref.scheme = ref.scheme.lower()
    if ref.userinfo is not None:
        ref.userinfo = pct_normalize(ref.userinfo)
    if ref.host is not None:
        if ref.host_kind == "reg-name":
            ref.host = lower_outside_triplets(pct_normalize(ref.host))
        elif ref.host_kind == "ip-literal":
            ref.host = ref.host.lower()
    ref.path = pct_normalize(ref.path)
    if ref.scheme is not None or ref.host is not None or ref.path.startswith("/"):
        ref.path = remove_dot_segments(ref.path)
    if ref.host is None and ref.path.startswith("//"):
        ref.path = "/." + ref.path
    if ref.query is not None:
        ref.query = pct_normalize(ref.query)
    if ref.fragment is not None:
        ref.fragment = pct_normalize(ref.fragment)


def scheme_based(ref):
    if ref.host is not None and ref.path == "":
        ref.path = "/"
    if ref.port is not None:
        if ref.port == "":
            ref.port = None
        else:
            value = ref.port.lstrip("0") or "0"
            default = DEFAULT_PORTS.get(ref.scheme.lower()) if ref.scheme is not None else None
            if default is not None and int(value) == default:
                ref.port = None
            else:
                ref.port = value


def normalize(text, syntax=True, scheme=True):
    ref = parse(text)
    if ref is None:
        return INVALID
    if syntax:
        syntax_based(ref)
    if scheme:
        scheme_based(ref)
    return ref.text()


def all_modes(text):
    return (
        normalize(text, True, False),
        normalize(text, False, True),
        normalize(text, True, True),
    )


# ---------------------------------------------------------------------------------------------
# Properties every output must have (the spec's "Guarantees").


def guarantee_problems(text):
    problems = []
    before = parse(text)
    if before is None:
        return problems
    for name, (syn, sch) in (("syntax", (True, False)), ("scheme", (False, True)), ("full", (True, True))):
        out = normalize(text, syn, sch)
        again = parse(out)
        if again is None:
            problems.append(f"{name}: output {out!r} is not a valid URI-reference")
            continue
        if normalize(out, syn, sch) != out:
            problems.append(f"{name}: not idempotent: {out!r} -> {normalize(out, syn, sch)!r}")
        if (before.scheme is None) != (again.scheme is None):
            problems.append(f"{name}: scheme presence changed")
        if before.scheme is not None and syn and again.scheme != before.scheme.lower():
            problems.append(f"{name}: scheme changed")
        if (before.host is None) != (again.host is None):
            problems.append(f"{name}: authority presence changed in {out!r}")
        if (before.query is None) != (again.query is None):
            problems.append(f"{name}: query presence changed")
        if (before.fragment is None) != (again.fragment is None):
            problems.append(f"{name}: fragment presence changed")
    return problems


# ---------------------------------------------------------------------------------------------
# Files


def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    header = None
    for number, line in enumerate(lines, 1):
        if line.endswith("\r"):
            raise SystemExit(f"{path}:{number}: CR at end of line")
        if line == "" or (line.startswith("#") and "\t" not in line):
            continue
        fields = line.split("\t")
        if header is None:
            header = fields
            continue
        if len(fields) != len(header):
            raise SystemExit(f"{path}:{number}: {len(fields)} fields, header has {len(header)}")
        rows.append((number, dict(zip(header, fields))))
    return header, rows


def check():
    failures = 0
    path = os.path.join(HERE, "normalize.tsv")
    header, rows = read_tsv(path)
    assert header == ["input", "syntax", "scheme", "full", "note"], header
    seen = {}
    invalid = 0
    for number, row in rows:
        got = all_modes(row["input"])
        want = (row["syntax"], row["scheme"], row["full"])
        if got != want:
            failures += 1
            print(f"normalize.tsv:{number}: {row['input']!r}")
            for mode, g, w in zip(("syntax", "scheme", "full"), got, want):
                if g != w:
                    print(f"    {mode}: file {w!r}, oracle {g!r}")
        if row["input"] in seen:
            failures += 1
            print(f"normalize.tsv:{number}: duplicate of line {seen[row['input']]}")
        seen[row["input"]] = number
        if not row["note"]:
            failures += 1
            print(f"normalize.tsv:{number}: empty note")
        if got[0] == INVALID:
            invalid += 1
        for problem in guarantee_problems(row["input"]):
            failures += 1
            print(f"normalize.tsv:{number}: {problem}")
    print(f"normalize.tsv: {len(rows)} rows ({invalid} invalid)")

    conf_path = os.path.join(HERE, "conformance", "normalize.tsv")
    dev_path = os.path.join(HERE, "conformance", "normalize_deviations.tsv")
    if os.path.exists(conf_path) and os.path.exists(dev_path):
        _, conf = read_tsv(conf_path)
        dheader, devs = read_tsv(dev_path)
        assert dheader == ["input", "mode", "source_expected", "we_expect", "reason"], dheader
        listed = {}
        for number, d in devs:
            key = (d["input"], d["mode"], d["source_expected"])
            if key in listed:
                failures += 1
                print(f"normalize_deviations.tsv:{number}: duplicate")
            listed[key] = (number, d)
            if normalize(d["input"]) != d["we_expect"]:
                failures += 1
                print(
                    f"normalize_deviations.tsv:{number}: we_expect {d['we_expect']!r},"
                    f" oracle {normalize(d['input'])!r}"
                )
            if d["we_expect"] == d["source_expected"]:
                failures += 1
                print(f"normalize_deviations.tsv:{number}: not a deviation")
            if not d["reason"]:
                failures += 1
                print(f"normalize_deviations.tsv:{number}: empty reason")
        used = set()
        agree = 0
        for number, c in conf:
            ours = normalize(c["input"])
            key = (c["input"], c["mode"], c["expected"])
            if ours == c["expected"]:
                agree += 1
                if key in listed:
                    failures += 1
                    print(f"conformance/normalize.tsv:{number}: agrees but is listed as a deviation")
                continue
            if key not in listed:
                failures += 1
                print(
                    f"conformance/normalize.tsv:{number}: {c['input']!r} ({c['mode']}):"
                    f" source {c['expected']!r}, ours {ours!r}, not listed"
                )
            used.add(key)
        for key, (number, _) in listed.items():
            if key not in used:
                failures += 1
                print(f"normalize_deviations.tsv:{number}: matches no differing conformance row")
        print(f"conformance: {len(conf)} rows, {agree} agree, {len(conf) - agree} deviate,"
              f" {len(devs)} listed")
    if failures:
        print(f"{failures} failure(s)")
        return 1
    print("ok")
    return 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "check":
        return check()
    if len(argv) >= 2 and argv[1] == "show":
        for text in argv[2:]:
            s, c, f = all_modes(text)
            print(f"{text}\n  syntax {s}\n  scheme {c}\n  full   {f}")
            for problem in guarantee_problems(text):
                print("  PROBLEM", problem)
        return 0
    if len(argv) >= 2 and argv[1] == "conformance":
        _, conf = read_tsv(os.path.join(HERE, "conformance", "normalize.tsv"))
        for number, c in conf:
            ours = normalize(c["input"])
            if ours != c["expected"]:
                print("\t".join([str(number), c["input"], c["mode"], c["expected"], ours]))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
