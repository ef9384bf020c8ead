"""Polars expressions on the batch functions: each takes a column name or an expression and
returns an expression that runs the kernel on whole series (``map_batches``, elementwise).

>>> import polars as pl
>>> import rfc3986_rs.polars as uri
>>> df = pl.DataFrame({"url": ["http://example.com/a?q", None, "not a uri"]})
>>> df.select(uri.host("url"))["url"].to_list()
['example.com', None, None]

Each is ``map_batches`` with the kernel's return type, elementwise (so Polars may split the
column): ``uri.host("url")`` is ``pl.col("url").map_batches(lambda s: pl.Series(s.name,
rfc3986_rs.arrow.host(s)), return_dtype=pl.String, is_elementwise=True)``.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Union

import polars as pl

from rfc3986_rs import arrow

__all__ = [
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
]

IntoExpr = Union[str, pl.Expr]

#: The struct of ``parse``.
PARSE_DTYPE = pl.Struct(
    {
        name: pl.String
        for name in arrow.COMPONENTS
    }
)


def _expr(column: IntoExpr) -> pl.Expr:
    return pl.col(column) if isinstance(column, str) else column


def _map(
    column: IntoExpr, kernel: Callable[[pl.Series], Any], dtype: "pl.DataType | type[pl.DataType]"
) -> pl.Expr:
    def run(values: pl.Series) -> pl.Series:
        return pl.Series(values.name, kernel(values))

    return _expr(column).map_batches(run, return_dtype=dtype, is_elementwise=True)


def is_valid(column: IntoExpr, rule: str = "URI-reference") -> pl.Expr:
    """Whether each value matches ``rule`` (the rules of ``rfc3986_rs.is_valid``)."""
    return _map(column, lambda values: arrow.is_valid(values, rule), pl.Boolean)


def _component(name: str) -> Callable[..., pl.Expr]:
    kernel = getattr(arrow, name)

    def component(column: IntoExpr, *, iri: bool = False) -> pl.Expr:
        return _map(column, lambda values: kernel(values, iri=iri), pl.String)

    component.__name__ = name
    component.__doc__ = f"The {name} of each value (``rfc3986_rs.arrow.{name}``)."
    return component


scheme = _component("scheme")
userinfo = _component("userinfo")
host = _component("host")
port = _component("port")
path = _component("path")
query = _component("query")
fragment = _component("fragment")
host_kind = _component("host_kind")


def parse(column: IntoExpr, *, iri: bool = False) -> pl.Expr:
    """The seven components of each value, as a struct (``.struct.unnest()`` spreads them)."""
    return _map(column, lambda values: arrow.parse(values, iri=iri), PARSE_DTYPE)


def port_number(column: IntoExpr, *, iri: bool = False) -> pl.Expr:
    """The port of each value as a ``UInt16``."""
    return _map(column, lambda values: arrow.port_number(values, iri=iri), pl.UInt16)


def query_param(column: IntoExpr, key: str, *, iri: bool = False) -> pl.Expr:
    """The raw value of the first ``key=value`` pair of each value's query."""
    return _map(column, lambda values: arrow.query_param(values, key, iri=iri), pl.String)


def path_segment(column: IntoExpr, n: int, *, iri: bool = False) -> pl.Expr:
    """Segment ``n`` of each value's path (``rfc3986_rs.arrow.path_segment``)."""
    return _map(column, lambda values: arrow.path_segment(values, n, iri=iri), pl.String)


def normalize(
    column: IntoExpr,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Mapping[str, int]] = None,
) -> pl.Expr:
    """The normal form of each value (``rfc3986_rs.normalize``'s options)."""
    def kernel(values: pl.Series) -> Any:
        return arrow.normalize(
            values,
            iri=iri,
            syntax=syntax,
            scheme=scheme,
            ignore_fragment=ignore_fragment,
            default_ports=default_ports,
        )

    return _map(column, kernel, pl.String)


def resolve(base: str, column: IntoExpr, *, iri: bool = False, strict: bool = True) -> pl.Expr:
    """Each reference of ``column`` resolved against the base URI ``base``."""
    return _map(
        column,
        lambda values: arrow.resolve(base, values, iri=iri, strict=strict),
        pl.String,
    )


def make_relative(base: str, column: IntoExpr, *, iri: bool = False) -> pl.Expr:
    """The shortest relative reference from the base URI ``base`` to each target."""
    return _map(
        column, lambda values: arrow.make_relative(base, values, iri=iri), pl.String
    )


def equivalent(column: IntoExpr, other: str, *, iri: bool = False) -> pl.Expr:
    """Whether each value has the normal form of ``other``."""
    return _map(column, lambda values: arrow.equivalent(values, other, iri=iri), pl.Boolean)
