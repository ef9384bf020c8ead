"""Spark column functions (PySpark 4.1 or later) that run the batch functions on the executors,
through Arrow UDFs: whole Arrow batches in and out, no Python object per row.

    from rfc3986_rs import spark as uri

    df.select(uri.host("url"), uri.normalize("url"), uri.parse("url").alias("parts"))

The executors' Python must have ``rfc3986-rs`` installed (``PYSPARK_PYTHON`` names it). A null
row, or one that is not a URI reference, gives null.
"""

from __future__ import annotations

from typing import Callable, Union

import pyarrow as pa
from pyspark.sql import Column
from pyspark.sql.functions import arrow_udf

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
    "host_kind",
    "port_number",
    "parse",
    "normalize",
    "resolve",
    "PARSE_TYPE",
]

ColumnOrName = Union[Column, str]

#: The Spark type of ``parse``'s struct column.
PARSE_TYPE = "struct<" + ",".join(f"{name}:string" for name in arrow.COMPONENTS) + ">"


def _udf(kernel: Callable[[pa.Array], pa.Array], return_type: str) -> Callable[..., Column]:
    def run(values: pa.Array) -> pa.Array:
        return arrow.as_string(kernel(values))

    return arrow_udf(run, return_type)


def is_valid(column: ColumnOrName, rule: str = "URI-reference") -> Column:
    """Whether each value matches ``rule`` (the rules of ``rfc3986_rs.is_valid``)."""
    return _udf(lambda values: arrow.is_valid(values, rule), "boolean")(column)


def _component(name: str) -> Callable[..., Column]:
    kernel = getattr(arrow, name)

    def component(column: ColumnOrName, *, iri: bool = False) -> Column:
        return _udf(lambda values: kernel(values, iri=iri), "string")(column)

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


def port_number(column: ColumnOrName, *, iri: bool = False) -> Column:
    """The port of each value as an ``int`` (null when absent, empty or above 65535)."""
    return _udf(lambda values: arrow.port_number(values, iri=iri).cast(pa.int32()), "int")(
        column
    )


def parse(column: ColumnOrName, *, iri: bool = False) -> Column:
    """The seven components of each value, as a struct column (``PARSE_TYPE``)."""
    return _udf(lambda values: arrow.parse(values, iri=iri), PARSE_TYPE)(column)


def normalize(
    column: ColumnOrName,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
) -> Column:
    """The normal form of each value (``rfc3986_rs.normalize``'s options)."""
    def kernel(values: pa.Array) -> pa.Array:
        return arrow.normalize(
            values, iri=iri, syntax=syntax, scheme=scheme, ignore_fragment=ignore_fragment
        )

    return _udf(kernel, "string")(column)


def resolve(base: str, column: ColumnOrName, *, iri: bool = False, strict: bool = True) -> Column:
    """Each reference of ``column`` resolved against the base URI ``base`` (parsed once per
    batch)."""
    return _udf(lambda values: arrow.resolve(base, values, iri=iri, strict=strict), "string")(
        column
    )
