"""RFC 3986 URIs and RFC 3987 IRIs, to the letter and fast: the rfc3986 Rust library for Python.

>>> import rfc3986_rs
>>> uri = rfc3986_rs.parse("http://example.com/a?q")
>>> uri.host, uri.query, uri.fragment
('example.com', 'q', None)
>>> str(uri.resolve("../b"))
'http://example.com/b'
"""

from rfc3986_rs._native import (
    BuildError,
    Finding,
    Found,
    ParseError,
    ResolveError,
    UriRef,
    audit,
    check,
    equivalent,
    extract,
    is_valid,
    make_relative,
    normalize,
    parse,
    resolve,
    to_iri,
    to_uri,
)

__all__ = [
    "BuildError",
    "Finding",
    "Found",
    "ParseError",
    "ResolveError",
    "UriRef",
    "audit",
    "check",
    "equivalent",
    "extract",
    "is_valid",
    "make_relative",
    "normalize",
    "parse",
    "resolve",
    "to_iri",
    "to_uri",
]


def _parse_positional(text: str, iri: bool) -> UriRef:
    """`parse(text, iri=iri)`, for pickle (a `UriRef` is pickled as its text)."""
    return parse(text, iri=iri)
