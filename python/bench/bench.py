"""The Python benchmark of rfc3986-rs: per-call parsing against the Python URL
libraries, the batch functions against the fastest per-call loop, the registrable domain
against tldextract, jsonschema `format` checking against rfc3986-validator and rfc3987, and URI
Template expansion against uritemplate. Every contender runs in the same process, by turns, on
the same data; the table gives the median of the rounds.

    python python/bench/bench.py [--rounds N] [--json FILE] [--only SECTION ...]

Needs the package's `bench` extra (pip install 'rfc3986-rs[bench]'); a peer that is not
installed is left out of the table.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import statistics
import time
import urllib.parse
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import pyarrow as pa

import rfc3986_rs
from rfc3986_rs import arrow

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test-support" / "data" / "web-kasztp.txt"
# The RFC's examples of URI Templates, by level and by section (the shared suite).
TEMPLATE_FILES = [ROOT / "rfc3986" / "tests" / "data" / "uritemplate" / name for name in ("spec-examples.json", "spec-examples-by-section.json")]
SECTIONS = ("parse", "batch", "domain", "jsonschema", "template")


def optional(module: str):
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def per_call(function: Callable[[str], object], errors: tuple) -> Callable[[List[str]], None]:
    """A loop calling `function` on every URL, an error (an invalid URL) counted as a call."""

    def loop(urls: List[str]) -> None:
        for url in urls:
            try:
                function(url)
            except errors:
                pass

    return loop


def parse_contenders() -> Dict[str, Callable[[List[str]], None]]:
    contenders = {
        "rfc3986_rs.parse": per_call(rfc3986_rs.parse, (rfc3986_rs.ParseError,)),
        "urllib.parse.urlsplit": per_call(urllib.parse.urlsplit, (ValueError,)),
    }
    rfc3986 = optional("rfc3986")
    if rfc3986:
        contenders["rfc3986.uri_reference"] = per_call(rfc3986.uri_reference, (Exception,))
    uritools = optional("uritools")
    if uritools:
        contenders["uritools.urisplit"] = per_call(uritools.urisplit, (ValueError,))
    ada_url = optional("ada_url")
    if ada_url:
        contenders["ada_url.URL"] = per_call(ada_url.URL, (ValueError,))
    can_ada = optional("can_ada")
    if can_ada:
        contenders["can_ada.parse"] = per_call(can_ada.parse, (ValueError,))
    return contenders


def measure(contenders: Dict[str, Callable[[], object]], rounds: int) -> Dict[str, float]:
    """The median time of each contender over `rounds` rounds, all run by turns."""
    times: Dict[str, List[float]] = {name: [] for name in contenders}
    for _ in range(rounds):
        for name, run in contenders.items():
            gc.collect()
            start = time.perf_counter()
            run()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def table(title: str, medians: Dict[str, float], count: int, reference: str, unit: str = "URL") -> List[str]:
    lines = [f"### {title}", "", f"| contender | ns per {unit} | ratio to {reference} |", "|---|---:|---:|"]
    base = medians[reference]
    for name, seconds in sorted(medians.items(), key=lambda item: item[1]):
        lines.append(f"| {name} | {seconds / count * 1e9:,.0f} | {seconds / base:.2f}x |")
    return lines + [""]


def domain_contenders(urls: List[str], column: pa.Array) -> Dict[str, Callable[[], object]]:
    """The registrable domain of every URL by the ICANN section of the Public Suffix List: our
    batch function over the Arrow array, and tldextract (offline, with the list it ships) in a
    Python loop, when it is installed."""
    contenders: Dict[str, Callable[[], object]] = {
        "rfc3986_rs.arrow.registrable_domain": lambda: arrow.registrable_domain(column),
    }
    tldextract = optional("tldextract")
    if tldextract:
        extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
        contenders["tldextract (per call)"] = lambda: [
            extract(url).top_domain_under_public_suffix for url in urls
        ]
    return contenders


def goal(medians: Dict[str, float], ours: str, peer: str, times: float) -> List[str]:
    """The line of the goal that `ours` is at least `times` as fast as `peer`, if both ran."""
    if ours not in medians or peer not in medians:
        return []
    faster = medians[peer] / medians[ours]
    verdict = "met" if faster >= times else "NOT met"
    return [f"{ours} is {faster:.1f}x as fast as {peer} (goal: at least {times:g}x, {verdict}).", ""]


def jsonschema_contenders(references: List[str]) -> Dict[str, Callable[[], None]]:
    import jsonschema

    from rfc3986_rs.jsonschema import add_checkers

    schema = {"type": "array", "items": {"type": "string", "format": "uri-reference"}}

    def validation(checker) -> Callable[[], None]:
        validator = jsonschema.Draft202012Validator(schema, format_checker=checker)
        # Every item is checked: the invalid ones are counted, not raised.
        return lambda: sum(1 for _ in validator.iter_errors(references))

    contenders = {"rfc3986_rs": validation(add_checkers(jsonschema.FormatChecker(formats=())))}
    validator_module = optional("rfc3986_validator")
    if validator_module:
        checker = jsonschema.FormatChecker(formats=())
        checker.checks("uri-reference")(
            lambda value: validator_module.validate_rfc3986(value, rule="URI_reference")
        )
        contenders["rfc3986-validator"] = validation(checker)
    rfc3987 = optional("rfc3987")
    if rfc3987:
        checker = jsonschema.FormatChecker(formats=())
        checker.checks("uri-reference", raises=ValueError)(
            lambda value: rfc3987.parse(value, rule="URI_reference")
        )
        contenders["rfc3987"] = validation(checker)
    return contenders


def template_cases() -> List[Tuple[str, dict]]:
    """Each template of the RFC's examples with its variables, where it expands."""
    cases = []
    for path in TEMPLATE_FILES:
        for group in json.loads(path.read_text(encoding="utf-8")).values():
            for template, expected in group["testcases"]:
                if expected is not False:
                    cases.append((template, group["variables"]))
    return cases


def template_contenders(cases: List[Tuple[str, dict]]) -> Dict[str, Callable[[], object]]:
    """Every case expanded once by each contender, its template parsed beforehand; and our
    `match` of each expansion (which no peer has)."""
    ours = [(rfc3986_rs.Template(template), variables) for template, variables in cases]
    contenders: Dict[str, Callable[[], object]] = {
        "rfc3986_rs.Template.expand": lambda: [template.expand(variables) for template, variables in ours],
    }
    uritemplate = optional("uritemplate")
    if uritemplate:
        theirs = [(uritemplate.URITemplate(template), variables) for template, variables in cases]
        contenders["uritemplate.URITemplate.expand"] = lambda: [template.expand(variables) for template, variables in theirs]
    expansions = [(template, template.expand(variables)) for template, variables in ours]
    contenders["rfc3986_rs.Template.match"] = lambda: [template.match(uri) for template, uri in expansions]
    return contenders


def main(argv: Optional[List[str]] = None) -> Dict[str, Dict[str, float]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--json", type=Path, help="write the medians (seconds) here")
    parser.add_argument("--only", nargs="+", choices=SECTIONS, default=SECTIONS, help="the sections to run (all by default; batch needs parse, whose fastest peer it races)")
    args = parser.parse_args(argv)

    urls = CORPUS.read_text(encoding="utf-8").splitlines()
    results: Dict[str, Dict[str, float]] = {}
    lines = [f"{len(urls):,} URLs of {CORPUS.name}, median of {args.rounds} rounds", ""]

    fastest_peer = None
    if "parse" in args.only:
        parse = {name: (lambda run=run: run(urls)) for name, run in parse_contenders().items()}
        results["parse"] = measure(parse, args.rounds)
        lines += table("Per call: parse", results["parse"], len(urls), "rfc3986_rs.parse")
        fastest_peer = min(
            (name for name in results["parse"] if name != "rfc3986_rs.parse"),
            key=results["parse"].get,
        )

    column = pa.array(urls, pa.string())
    if "batch" in args.only and fastest_peer is not None:
        peer_loop = parse_contenders()[fastest_peer]
        normalize_loop = per_call(rfc3986_rs.normalize, (rfc3986_rs.ParseError,))
        batch = {
            "rfc3986_rs.arrow.host": lambda: arrow.host(column),
            "rfc3986_rs.arrow.normalize": lambda: arrow.normalize(column),
            "rfc3986_rs.arrow.parse": lambda: arrow.parse(column),
            f"{fastest_peer} (per call)": lambda: peer_loop(urls),
            "rfc3986_rs.normalize (per call)": lambda: normalize_loop(urls),
        }
        results["batch"] = measure(batch, args.rounds)
        lines += table("Batch (an Arrow array) against the fastest per-call loop", results["batch"], len(urls), f"{fastest_peer} (per call)")

    if "domain" in args.only:
        results["domain"] = measure(domain_contenders(urls, column), args.rounds)
        lines += table("Registrable domain (ICANN section)", results["domain"], len(urls), "rfc3986_rs.arrow.registrable_domain")
        lines += goal(results["domain"], "rfc3986_rs.arrow.registrable_domain", "tldextract (per call)", 30)

    if "jsonschema" in args.only:
        references = (urls * (100_000 // len(urls) + 1))[:100_000]
        checkers = jsonschema_contenders(references)
        results["jsonschema"] = measure(checkers, max(3, args.rounds // 2))
        invalid = {name: run() for name, run in checkers.items()}
        lines.append("Invalid items found: " + ", ".join(f"{name} {count:,}" for name, count in invalid.items()))
        lines.append("")
        lines += table("jsonschema: 100,000 `uri-reference` formats", results["jsonschema"], len(references), "rfc3986_rs")

    if "template" in args.only:
        # The examples repeated, so that a round takes long enough to time.
        cases = template_cases()
        repeated = cases * (20_000 // len(cases))
        results["template"] = measure(template_contenders(repeated), args.rounds)
        lines += table(f"URI Templates: the RFC's {len(cases)} examples, parsed beforehand, {len(repeated):,} calls", results["template"], len(repeated), "rfc3986_rs.Template.expand", "call")
        lines += goal(results["template"], "rfc3986_rs.Template.expand", "uritemplate.URITemplate.expand", 10)

    print("\n".join(lines))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return results


if __name__ == "__main__":
    main()
