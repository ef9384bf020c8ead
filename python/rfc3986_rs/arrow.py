"""Batch functions: the kernels of rfc3986-arrow over whole columns.

Each function takes any Arrow array or chunked array of strings (``string``, ``large_string``
or ``string_view``; an array of nulls reads as strings all null) through the Arrow PyCapsule
interface (pyarrow, Polars, DuckDB, nanoarrow... all export it), or a list of ``str`` and
``None``, and returns a pyarrow array (a chunked array for a chunked input); anything else is a
``TypeError`` that names what it is. No Python object is made per row, and the GIL is released
while the kernel runs. A null row gives null, and so does a row that is not a URI reference (or
an IRI reference, with ``iri=True``) or that lacks the component: an absent component is null,
an empty one is ``""``. A ``str`` with a lone surrogate (``'\\udfff'``) is no reference: null,
and ``False`` for ``is_valid``. Components are ``string_view`` arrays whose views point into the
input's own buffers.

>>> import pyarrow as pa
>>> from rfc3986_rs import arrow
>>> arrow.host(pa.array(["http://example.com/a", None, "not a uri"])).to_pylist()
['example.com', None, None]

Requires pyarrow (``pip install rfc3986-rs[arrow]``).
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from rfc3986_rs import _native

#: The seven components, in the order of ``parse``'s fields.
COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")

__all__ = [
    "COMPONENTS",
    "as_string",
    "is_valid",
    "scheme",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
    "parse",
    "port_number",
    "host_kind",
    "query_param",
    "path_segment",
    "normalize",
    "resolve",
    "make_relative",
    "equivalent",
    "parse_url",
]


def is_valid(values: Any, rule: str = "URI-reference") -> Any:
    """Whether each row matches the grammar rule ``rule`` (the rules of
    ``rfc3986_rs.is_valid``), as a boolean array; null for a null row."""
    return _native.arrow_is_valid(values, rule)


def scheme(values: Any, *, iri: bool = False) -> Any:
    """The scheme of each row, without its ``:``."""
    return _native.arrow_component(values, "scheme", iri)


def userinfo(values: Any, *, iri: bool = False) -> Any:
    """The user information of each row, without its ``@``."""
    return _native.arrow_component(values, "userinfo", iri)


def host(values: Any, *, iri: bool = False) -> Any:
    """The host of each row, as written (brackets included for an IP literal)."""
    return _native.arrow_component(values, "host", iri)


def port(values: Any, *, iri: bool = False) -> Any:
    """The port of each row as written, without its ``:`` (possibly empty)."""
    return _native.arrow_component(values, "port", iri)


def path(values: Any, *, iri: bool = False) -> Any:
    """The path of each row (never null for a row that parses)."""
    return _native.arrow_component(values, "path", iri)


def query(values: Any, *, iri: bool = False) -> Any:
    """The query of each row, without its ``?``."""
    return _native.arrow_component(values, "query", iri)


def fragment(values: Any, *, iri: bool = False) -> Any:
    """The fragment of each row, without its ``#``."""
    return _native.arrow_component(values, "fragment", iri)


def parse(values: Any, *, iri: bool = False) -> Any:
    """The seven components of each row in one pass, as a struct array with the fields
    ``scheme``, ``userinfo``, ``host``, ``port``, ``path``, ``query``, ``fragment``; a row
    that does not parse is a null struct."""
    return _native.arrow_parse(values, iri)


def port_number(values: Any, *, iri: bool = False) -> Any:
    """The port of each row as a ``uint16``; null when absent, empty or above 65535."""
    return _native.arrow_port_number(values, iri)


def host_kind(values: Any, *, iri: bool = False) -> Any:
    """What the host of each row is: ``reg-name``, ``ipv4``, ``ipv6`` or ``ipvfuture``."""
    return _native.arrow_host_kind(values, iri)


def query_param(values: Any, key: str, *, iri: bool = False) -> Any:
    """The raw value (not decoded) of the first ``key=value`` pair of each row's query whose
    raw key is ``key``; a piece without ``=`` is passed over, as Spark's ``parse_url`` does."""
    return _native.arrow_query_param(values, key, iri)


def path_segment(values: Any, n: int, *, iri: bool = False) -> Any:
    """Segment ``n`` of each row's path, counted as ``UriRef.path_segments`` counts them (an
    absolute path's segment 0 is the empty one before its ``/``); from the end when ``n`` is
    negative (``-1`` is the last). ``n`` is an ``int``, not a ``bool``."""
    return _native.arrow_path_segment(values, n, iri)


def normalize(
    values: Any,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Mapping[str, int]] = None,
) -> Any:
    """The normal form of each row (RFC 3986 section 6, the options of
    ``rfc3986_rs.normalize``). A row already normal is a view of the input."""
    ports = dict(default_ports) if default_ports is not None else None
    return _native.arrow_normalize(values, iri, syntax, scheme, ignore_fragment, ports)


def resolve(base: Any, reference: Any, *, iri: bool = False, strict: bool = True) -> Any:
    """Each reference resolved against its base (RFC 3986 section 5.2). Either may be one
    ``str`` for every row (a page's URL, parsed once): ``resolve("http://a/b/c", links)``.
    Null where either is null or does not parse, or the base is not absolute."""
    return _native.arrow_resolve(base, reference, iri, strict)


def make_relative(base: Any, target: Any, *, iri: bool = False) -> Any:
    """The shortest relative reference from each base to its target (either may be one
    ``str``); null where it has none."""
    return _native.arrow_make_relative(base, target, iri)


def equivalent(
    a: Any,
    b: Any,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Mapping[str, int]] = None,
) -> Any:
    """Whether each pair has the same normal form (either may be one ``str``), as a boolean
    array; null where either is null or does not parse."""
    ports = dict(default_ports) if default_ports is not None else None
    return _native.arrow_equivalent(a, b, iri, syntax, scheme, ignore_fragment, ports)


def parse_url(values: Any, part: str, key: Optional[str] = None) -> Any:
    """Spark's ``parse_url`` on the strict grammar: ``part`` is ``HOST``, ``PATH``,
    ``QUERY`` (with ``key``, that parameter's value), ``REF``, ``PROTOCOL``, ``FILE``,
    ``AUTHORITY`` or ``USERINFO``."""
    return _native.arrow_parse_url(values, part, key)


def as_string(result: Any) -> Any:
    """``result`` with ``string`` data where the kernels give ``string_view`` (a struct's fields
    too), for engines that read only ``string`` (Spark, older DuckDB)."""
    import pyarrow as pa

    if pa.types.is_string_view(result.type):
        return result.cast(pa.string())
    if pa.types.is_struct(result.type):
        return result.cast(pa.struct([(field.name, pa.string()) for field in result.type]))
    return result
