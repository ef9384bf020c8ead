"""RFC 3986 URIs and RFC 3987 IRIs, to the letter and fast: the rfc3986 Rust library for Python.

>>> import rfc3986_rs
>>> uri = rfc3986_rs.parse("http://example.com/a?q")
>>> uri.host, uri.query, uri.fragment
('example.com', 'q', None)
>>> str(uri.resolve("../b"))
'http://example.com/b'
>>> template = rfc3986_rs.Template("/search{?q,page}")
>>> template.expand(q="café", page=2)
'/search?q=caf%C3%A9&page=2'
>>> template.match("/search?q=caf%C3%A9&page=2")
{'q': 'café', 'page': '2'}

The integrations are submodules, loaded when first used (``rfc3986_rs.arrow`` after
``import rfc3986_rs`` imports pyarrow then, not before): ``arrow``, ``polars``, ``duckdb``,
``spark`` and ``jsonschema``.
"""

from typing import TYPE_CHECKING, Any, List

from rfc3986_rs._native import (
    BuildError,
    ExpandError,
    Finding,
    Found,
    ParseError,
    PublicSuffixList,
    ResolveError,
    Template,
    TemplateError,
    UriRef,
    __version__,
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

if TYPE_CHECKING:
    from rfc3986_rs import arrow, duckdb, jsonschema, polars, spark

__all__ = [
    "BuildError",
    "ExpandError",
    "Finding",
    "Found",
    "ParseError",
    "PublicSuffixList",
    "ResolveError",
    "Template",
    "TemplateError",
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

# The submodules of the integrations, each imported when first read as an attribute (each
# needs its library: pyarrow, Polars, DuckDB, PySpark, jsonschema). They are not in
# ``__all__``, so that ``from rfc3986_rs import *`` needs none of them.
_SUBMODULES = ("arrow", "duckdb", "jsonschema", "polars", "spark")


def __getattr__(name: str) -> Any:
    """A submodule of ``_SUBMODULES``, imported on first use (PEP 562)."""
    if name in _SUBMODULES:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> List[str]:
    """The module's names and its submodules, loaded or not."""
    return sorted(set(globals()) | set(_SUBMODULES))


def _parse_positional(text: str, iri: bool, zone_id: bool = False) -> UriRef:
    """``parse(text, iri=iri, zone_id=zone_id)``, for pickle (a ``UriRef`` is pickled as its
    text and how it was parsed)."""
    return parse(text, iri=iri, zone_id=zone_id)
