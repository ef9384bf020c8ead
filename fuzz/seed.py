#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into fuzz/corpus/<target>/ (where run.sh unpacks
the target's archive, corpus/<target>.tar.gz) from the project's vectors (rfc3986/tests/data)
and the corpora (test-support/data): one file per input."""

import hashlib
import json
import pathlib
import random
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "rfc3986" / "tests" / "data"
CORPORA = ROOT / "test-support" / "data"
CORPUS = pathlib.Path(__file__).resolve().parent / "corpus"


# Characters on both sides of the boundaries of RFC 3987's `ucschar` and `iprivate`, in the
# components that allow them and in those that do not.
IRI_CORNERS = [
    f"{prefix}{c}"
    for c in ["\u00a0", "\u009f", "\ud7ff", "\ue000", "\uf8ff", "\uf900", "\ufdcf", "\ufdd0",
              "\ufdf0", "\uffef", "\ufff0", "\U00010000", "\U0001fffd", "\U0001fffe",
              "\U000e1000", "\U000efffd", "\U000f0000", "\U0010fffd", "\u202e", "\u200e"]
    for prefix in ["http://h/", "http://h/?", "http://h/#", "//", "//u", "s:", ""]
] + ["http://例え.テスト/パス?q=é#f", "HTTP://BÜCHER.example:80/a/./%7e/ü", "//é@[::1]/é",
     "http://h/a%C3%A9b/é", "é:x", "./é:x", "http://[v1.é]/"]

# References that the audit reports on: one or more of each finding.
AUDIT_CORNERS = [
    "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
    "http://www.example.com@evil.example/", "http://u:p%40www.a.b@0x7f.1:22/%2e./%00",
    "http://127.1/", "http://0x7f.1/", "http://2130706433/", "http://[::ffff:7f00:1]/",
    "http://169.254.169.%C2%B2%E2%81%B5%E2%81%B4/", "http://127.0.0%E2%80%8B.1/",
    "http://\u2460\u2461\u2466.0.0.1/", "http://\uff11\uff12\uff17.0.0.1/",
    "http://h/%0d%0aSet-Cookie:%20a=b", "http://h/%252F%09%7f", "http://evil%2F.example/",
    "http://h/a/../b/%2e%2E/.", "http://h:22/", "https://h:0021/", "http://p\u0430ypal.com/",
    "http://xn--pypal-4ve.com/", "http://h/a\u202eb", "http://first.last@example.com/",
]

def rows(path, column=0):
    """The given column of a TSV file's data rows (header and comments skipped)."""
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
        if n == 0 or not line or (line.startswith("#") and "\t" not in line):
            continue
        fields = line.split("\t")
        if column < len(fields):
            out.append(fields[column])
    return out


def write(target, inputs):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    for text in inputs:
        data = text.encode("utf-8", "surrogateescape")
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    print(f"{target}: {len(set(inputs))} seeds")


def main():
    random.seed(3986)
    vectors = []
    for path in sorted(DATA.glob("*.tsv")) + sorted((DATA / "conformance").glob("*.tsv")):
        if path.name.startswith("resolve"):
            continue
        vectors += rows(path)
    lines = []
    for name in ["web-kasztp.txt", "file-node.txt"]:
        all_lines = (CORPORA / name).read_text(encoding="utf-8").split("\n")
        lines += random.sample([l for l in all_lines if l], 2000)
    uris = vectors + lines
    write("parse", uris)
    write("normalize", uris)
    plain = ["", "a b", "/x/../y", "é", "%", "?#[]@", "a:b"]
    write("render", [f"{u}\t{random.choice(plain)}" for u in uris])
    pairs = random.sample((CORPORA / "relrefs.tsv").read_text(encoding="utf-8").split("\n")[:-1], 2000)
    conformance = DATA / "conformance" / "resolve.tsv"
    pairs += [f"{b}\t{r}" for b, r in zip(rows(conformance, 0), rows(conformance, 1))]
    write("resolve", pairs)
    write("percent", vectors[:2000] + plain)
    write("builder", [])
    # IRIs: the vectors (the conformance rows beyond ASCII among them), RFC 3987's corners, and
    # lines of the IRI corpus.
    all_iris = (CORPORA / "iri-mixed.txt").read_text(encoding="utf-8").split("\n")
    iris = vectors + IRI_CORNERS + random.sample([l for l in all_iris if l], 2000)
    write("iri_parse", iris)
    write("iri_normalize", iris)
    write("iri_to_uri", iris)
    # The audit: the IRIs, and what section 7 warns about (the cases of rfc3986/tests/audit.rs).
    write("audit", iris + AUDIT_CORNERS)
    write_extract()
    write_conversions()
    write_template()


# RFC 3986 Appendix C's example (The Internet Society, 2005), and texts around each rule of
# `rfc3986::extract`: delimiters, trimming, brackets, IP literals, IRIs, bytes not UTF-8.
EXTRACT_CORNERS = [
    '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n'
    "      but you can probably pick it up from <ftp://foo.example.\n"
    "      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n"
    "      ietf/uri/historical.html#WARNING>.\n",
    "(see https://en.wikipedia.org/wiki/Foo_(bar)).", "[http://[::1]:80/]", "<URL: http://a/\n b>",
    "<../a.html> <#f> <b> </b> <jim@example.com>", "'http://a/it's'", "mailto:a@b. tel:+1,",
    "\"http://a/b.\"", "<Note: see this> <see http://a>", "http://a/é。次 «http://a/é»",
    "http://a/\udcff\udcfe", "a:b:c://d", "http://[v7.x]/?\ue000#x", "<http://a/%zz>",
    # Where a bare IRI ends in prose: a change of script inside a word, CJK punctuation, the
    # host's last label, closers, percent-encoded triples, marks of other scripts.
    "https://n.example/aを参照してください", "https://ja.wikipedia.org/wiki/東京を参照",
    "http://abc東京.jpを参照.", "(https://n.example/a)を参照", "http://aを@例え.jp:8/%E6%9D%B1東京",
    "见http://t.example/Abc123另见http://t.example/X了解", "https://n.example/aหน้านี้ подробнее",
    "https://n.example/مصر،", "https://n.example/東京（詳細）「x」", "mailto:jim@example.comに",
]


def write_extract():
    """The seeds of `extract`: the corners above and paragraphs of the prose corpus."""
    random.seed(3986)
    prose = (CORPORA / "prose-urls.txt").read_text(encoding="utf-8").split("\n\n")
    write("extract", EXTRACT_CORNERS + random.sample([p for p in prose if p], 150))


# File URIs and paths around the rules of `rfc3986::file`: RFC 8089's appendices, Win32 device
# paths in every spelling, reserved device names, alternate data streams, line breaks.
FILE_CORNERS = [
    "file:///etc/fstab", "file:/etc/hosts", "file://localhost/etc", "file:///C:/Program%20Files/x",
    "file:c:/x", "file:///c|/x", "file:///c%7C/x", "file://server/share/f.txt",
    "file:////server/share/f.txt", "file://///server/share", "file://./pipe/evil",
    "file://%2e/PhysicalDrive0", "file://%3F/GLOBALROOT/Device/X", "file:////./pipe/x",
    "file://localhost//%2E/COM1", "file:///C:/x/nul.txt", "file:///C:/Com1%20.log",
    "file:///C:/COM%C2%B9", "file:///C:/a:$DATA", "file:///C:/a%3A%3a$DATA", "file:///tmp/a%0D",
    "file:///tmp/a%0a", "file:///a%2Fb", "file:///C:/a%5Cb", "file:///%00", "file://[::1]/share",
    "C:\\Program Files\\x", "\\\\server\\share\\f.txt", "\\\\?\\C:\\x",
    "\\\\?\\UNC\\server\\share", "\\\\.\\pipe\\x", "//?/C:/x", "C:\\x\\CONIN$",
    "C:\\a:b", "/tmp/50% #1", "C:x", "\\x",
]

# References around the conversions with `http::Uri` and `url::Url`: ports beyond 16 bits, with
# leading zeros, empty; names that resolvers read as addresses; zones; each form of request
# target.
INTEROP_CORNERS = [
    "http://example.com:99999/", "http://h:65536/", "http://h:000065536/", "http://h:0080/",
    "http://h:/", "//h:", "//example.com:443", "https://h:4294967376/", "http://127.1/",
    "http://0x7f.1/", "http://2130706433/", "http://017700000001/", "http://127.0.0.1./",
    "http://[fe80::1%25eth0]/", "http://[::ffff:127.0.0.1]/", "http://[v1.x]/", "http://u@h/",
    "/a?b", "*", "mailto:x", "http:example.com/a", "file://localhost/etc", "http://a%2eb/",
    "http://%C3%9F.de/", "foo://h:80/", "ws://h:80/", "http://h/a|b", "http://h/?{}",
    "foo://127.1/", "redis://0x7f.1:6379/",
]


def write_conversions():
    """The seeds of `file_path` and `interop`: the corners above and lines of the corpora."""
    random.seed(8089)
    files = (CORPORA / "file-node.txt").read_text(encoding="utf-8").split("\n")
    write("file_path", FILE_CORNERS + random.sample([l for l in files if l], 40))
    web = (CORPORA / "web-kasztp.txt").read_text(encoding="utf-8").split("\n")
    write("interop", INTEROP_CORNERS + random.sample([l for l in web if l], 60))


def template_line(value):
    """A value as the fuzz target `template` reads it from a line (`template_properties`)."""
    if value is None:
        return "U"
    if isinstance(value, list):
        return "L" + ",".join(map(str, value))
    if isinstance(value, dict):
        return "A" + ",".join(f"{k}={v}" for k, v in value.items())
    return str(value)


def write_template():
    """The seeds of `template`: every template of the shared suite (rfc3986/tests/data/
    uritemplate), then its variables' values in the order of its names, then an expansion."""
    seeds = []
    for path in sorted((DATA / "uritemplate").glob("*.json")):
        for group in json.loads(path.read_text(encoding="utf-8")).values():
            variables = group.get("variables", {})
            for template, expected in group["testcases"]:
                names = []
                for expression in re.findall(r"\{[^}]*\}", template):
                    for spec in expression.strip("{}").lstrip("+#./;?&").split(","):
                        name = re.split(r"[:*]", spec)[0]
                        if name not in names:
                            names.append(name)
                lines = [template_line(variables.get(name)) for name in names]
                expansion = expected[0] if isinstance(expected, list) else expected or ""
                seeds.append(template + "\t" + "\n".join(lines) + "\n" + expansion)
    write("template", seeds)


if __name__ == "__main__":
    main()
