"""`uri domain` against Python's `tldextract`, offline, over the hosts of the corpora.

    python python/bench/domain_vs_tldextract.py [--uri PATH] [--markdown FILE]

Every line of the web corpus (`test-support/data/web-kasztp.txt`) and of the IRI corpus
(`iri-mixed.txt`, internationalized hosts) goes through `uri domain --json` (with `--iri` for
the second), in both sections; each valid reference with a registered name as its host is then
asked of `tldextract` with the list it ships (`TLDExtract(suffix_list_urls=(),
include_psl_private_domains=...)`, no download, no cache). The comparison runs twice: our side
with its embedded list, and with `--psl` on the very list file `tldextract` ships, so that the
differences of list dates and those of the algorithms are told apart. Every difference is put
in a class; the counts and examples are printed (or written as markdown with `--markdown`).

Needs `tldextract` (pip install tldextract) and a built `uri` (`cargo build -p uri-cli`); not
run by CI. The results are in `benches/tests/psl_tldextract_deviations.md`.
"""

from __future__ import annotations

import argparse
import collections
import ipaddress
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import tldextract

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "test-support" / "data"
CORPORA = [("web-kasztp.txt", False), ("iri-mixed.txt", True)]

Parts = Tuple[Optional[str], Optional[str], Optional[str]]


def default_uri() -> Path:
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "debug" / "uri"


def ours(uri: Path, lines: List[str], iri: bool, private: bool, psl: Optional[Path]) -> List[dict]:
    """`uri domain --json` on every line, one object each, in order."""
    args = [str(uri), "domain", "--json"]
    args += ["--iri"] if iri else []
    args += ["--private-domains"] if private else []
    args += ["--psl", str(psl)] if psl else []
    run = subprocess.run(
        args, input="\n".join(lines) + "\n", capture_output=True, text=True, check=False
    )
    if run.returncode not in (0, 1):
        sys.exit(f"uri domain failed: {run.stderr}")
    out = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(out) == len(lines), (len(out), len(lines))
    return out


def theirs(extract: tldextract.TLDExtract, host: str) -> Parts:
    """What `tldextract` makes of `host`: public suffix, registrable domain, subdomain."""
    r = extract(host)
    suffix = r.suffix or None
    registrable = f"{r.domain}.{r.suffix}" if r.domain and r.suffix else None
    return suffix, registrable, r.subdomain or None


def is_ipv4ish(host: str) -> bool:
    try:
        ipaddress.ip_address(host.rstrip("."))
        return True
    except ValueError:
        return False


def classify(host: str, mine: Parts, other: Parts) -> str:
    """Why the two answers for `host` differ."""
    if mine[0] is None:
        if ".." in host or host.startswith("."):
            return "empty label: no answer here; tldextract drops the empty label"
        return "no answer here (a label UTS 46 refuses, or bytes that are not UTF-8)"
    if "%" in host:
        return "percent-encoded host: decoded to match here; tldextract reads the escapes as text"
    if other[0] is None and "." not in mine[0]:
        return (
            "a last label under no rule: the implicit `*` rule makes it the public suffix here, "
            "tldextract gives no suffix"
        )
    if mine[0].lower() != other[0].lower():
        return "public suffix differs"
    return "same suffix, other parts differ"


def compare(
    uri: Path, psl: Optional[Path], private: bool
) -> Tuple[collections.Counter, Dict[str, List[str]]]:
    extract = tldextract.TLDExtract(
        suffix_list_urls=(), cache_dir=None, include_psl_private_domains=private
    )
    counts: collections.Counter = collections.Counter()
    examples: Dict[str, List[str]] = collections.defaultdict(list)
    labels: Dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for name, iri in CORPORA:
        lines = (DATA / name).read_text(encoding="utf-8").splitlines()
        for line, obj in zip(lines, ours(uri, lines, iri, private, psl)):
            counts["lines"] += 1
            if not obj["valid"]:
                counts["invalid reference (no host to ask)"] += 1
                continue
            host = obj["host"]
            if host is None or host == "":
                counts["no host, or an empty one"] += 1
                continue
            if is_ipv4ish(host) or host.startswith("["):
                counts["IP address: no answer here, tldextract gives no suffix either"] += 1
                continue
            counts["hosts compared"] += 1
            mine: Parts = (obj["public_suffix"], obj["registrable_domain"], obj["subdomain"])
            other = theirs(extract, host)
            if tuple(p and p.lower() for p in mine) == tuple(p and p.lower() for p in other):
                counts["same answer"] += 1
                continue
            why = classify(host, mine, other)
            counts[why] += 1
            example = f"`{host}`: ours {mine}, tldextract {other}"
            if len(examples[why]) < 4 and example not in examples[why]:
                examples[why].append(example)
            labels[why][mine[0] or "(none)"] += 1
    for why, seen in labels.items():
        examples[why].append(
            "public suffixes here: "
            + ", ".join(f"`{label}` ({n})" for label, n in seen.most_common(12))
        )
    return counts, examples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--uri", type=Path, default=default_uri(), help="the uri binary")
    parser.add_argument("--markdown", type=Path, help="write the results there too")
    args = parser.parse_args()
    snapshot = Path(tldextract.__file__).parent / ".tld_set_snapshot"
    version = next(
        (l.split(":", 1)[1].strip() for l in snapshot.read_text().splitlines() if "VERSION:" in l),
        "unknown",
    )
    out: List[str] = [f"tldextract {tldextract.__version__}, its list: {version}", ""]
    for psl, label in [(snapshot, "tldextract's list"), (None, "our embedded list")]:
        for private in (False, True):
            section = "ICANN and private" if private else "ICANN"
            counts, examples = compare(args.uri, psl, private)
            out.append(f"### {label}, {section}")
            out.append("")
            out.append("| | count |")
            out.append("|---|---:|")
            for key, n in counts.most_common():
                out.append(f"| {key} | {n} |")
            out.append("")
            for key, shown in examples.items():
                out.append(f"- {key}:")
                out.extend(f"  - {e}" for e in shown)
            out.append("")
    text = "\n".join(out)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
