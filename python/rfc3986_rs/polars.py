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

from typing import TYPE_CHECKING, Any, Callable, List, Mapping, Optional, Union

import polars as pl

from rfc3986_rs import _kernels, arrow

IntoExpr = Union[str, pl.Expr]

#: The struct of ``parse``.
PARSE_DTYPE = pl.Struct(
    {
        name: pl.String
        for name in arrow.COMPONENTS
    }
)

#: The map of ``query_params``, each key to the list of its values: a ``pl.Map`` where Polars
#: has that type (Polars 2), else the list of ``{key, value}`` structs Polars 1 reads an Arrow
#: map as.
QUERY_PARAMS_DTYPE = (
    pl.Map(pl.String, pl.List(pl.String))
    if hasattr(pl, "Map")
    else pl.List(pl.Struct({"key": pl.String, "value": pl.List(pl.String)}))
)

#: The struct of a finding of ``audit``.
FINDING_DTYPE = pl.Struct({"code": pl.String, "severity": pl.String, "start": pl.UInt32, "end": pl.UInt32})

#: The Polars type of each return type of the table.
DTYPES = {
    "boolean": pl.Boolean,
    "text": pl.String,
    "port": pl.UInt16,
    "components": PARSE_DTYPE,
    "text_list": pl.List(pl.String),
    "query_params": QUERY_PARAMS_DTYPE,
    "findings": pl.List(FINDING_DTYPE),
}


def _expr(column: IntoExpr) -> pl.Expr:
    return pl.col(column) if isinstance(column, str) else column


def _map(
    column: IntoExpr, kernel: Callable[[pl.Series], Any], dtype: "pl.DataType | type[pl.DataType]"
) -> pl.Expr:
    def run(values: pl.Series) -> pl.Series:
        return pl.Series(values.name, kernel(values))

    return _expr(column).map_batches(run, return_dtype=dtype, is_elementwise=True)


def _body(kernel: dict) -> str:
    """The expression of the kernel's function: its kernel mapped over the column."""
    return f'_map(column, lambda values: {_kernels.frame_call(kernel)}, DTYPES[{kernel["returns"]!r}])'


#: The expressions, one per kernel of the table: each its definition.
SOURCES = {
    kernel["name"]: _kernels.source(kernel, "pl.Expr", _body(kernel), "IntoExpr")
    for kernel in _kernels.KERNELS
}

__all__ = list(SOURCES)


def stubs() -> str:
    """The block of stubs of this module, made from the table."""
    return _kernels.stubs(
        [_kernels.source(kernel, "pl.Expr", None, "IntoExpr") for kernel in _kernels.KERNELS]
    )


_kernels.define(globals(), SOURCES)

if TYPE_CHECKING:
    from rfc3986_rs._native import PublicSuffixList

    # Stubs of the functions made from the table (python -m rfc3986_rs._kernels --write).
    def is_valid(column: IntoExpr, rule: str = 'URI-reference') -> pl.Expr: ...
    def scheme(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def userinfo(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def host(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def port(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def path(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def query(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def fragment(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def host_kind(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def query_param(column: IntoExpr, key: str, *, iri: bool = False) -> pl.Expr: ...
    def normalize(column: IntoExpr, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> pl.Expr: ...
    def resolve(base: str, column: IntoExpr, *, iri: bool = False, strict: bool = True) -> pl.Expr: ...
    def make_relative(base: str, column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def equivalent(column: IntoExpr, other: str, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> pl.Expr: ...
    def parse(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def parse_url(column: IntoExpr, part: str, key: Optional[str] = None) -> pl.Expr: ...
    def port_number(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def path_segment(column: IntoExpr, n: int, *, iri: bool = False) -> pl.Expr: ...
    def path_segments(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def query_params(column: IntoExpr, decoding: str = 'percent', *, iri: bool = False) -> pl.Expr: ...
    def query_param_all(column: IntoExpr, key: str, decoding: str = 'percent', *, iri: bool = False) -> pl.Expr: ...
    def extract(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def audit(column: IntoExpr) -> pl.Expr: ...
    def to_uri(column: IntoExpr) -> pl.Expr: ...
    def to_iri(column: IntoExpr) -> pl.Expr: ...
    def decode(column: IntoExpr, component: Optional[str] = None, *, iri: bool = False) -> pl.Expr: ...
    def encode(column: IntoExpr, component: str, *, iri: bool = False) -> pl.Expr: ...
    def remove_query_params(column: IntoExpr, names: List[str], *, iri: bool = False) -> pl.Expr: ...
    def strip_tracking(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def without_query(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    def without_fragment(column: IntoExpr, *, iri: bool = False) -> pl.Expr: ...
    # End of the stubs.
