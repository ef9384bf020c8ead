"""Spark column functions (PySpark 4.1 or later) that run the batch functions on the executors,
through Arrow UDFs: whole Arrow batches in and out, no Python object per row.

    from rfc3986_rs import spark as uri

    df.select(uri.host("url"), uri.normalize("url"), uri.parse("url").alias("parts"))

The executors' Python must have ``rfc3986-rs`` installed (``PYSPARK_PYTHON`` names it). A null
row, or one that is not a URI reference, gives null.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, List, Mapping, Optional, Union

import pyarrow as pa
from pyspark.sql import Column
from pyspark.sql.functions import arrow_udf

from rfc3986_rs import _kernels, arrow

ColumnOrName = Union[Column, str]

#: The Spark type of ``parse``'s struct column.
PARSE_TYPE = "struct<" + ",".join(f"{name}:string" for name in arrow.COMPONENTS) + ">"

#: The Spark type of a list of ``audit``'s findings (offsets as ``bigint``: Spark has no
#: unsigned types).
FINDINGS_TYPE = "array<struct<code:string,severity:string,start:bigint,end:bigint>>"

#: The Spark type of each return type of the table (a port is an ``int``: Spark has no
#: unsigned types).
TYPES = {
    "boolean": "boolean",
    "text": "string",
    "port": "int",
    "components": PARSE_TYPE,
    "text_list": "array<string>",
    "query_params": "map<string,array<string>>",
    "findings": FINDINGS_TYPE,
}

#: The signed Arrow type that holds each unsigned one the kernels give.
_SIGNED = {pa.uint16(): pa.int32(), pa.uint32(): pa.int64()}


def _spark_leaf(data_type: Any) -> Any:
    """The Arrow type Spark reads for ``data_type``: ``string`` for ``string_view``, a signed
    type for an unsigned one."""
    if pa.types.is_string_view(data_type):
        return pa.string()
    return _SIGNED.get(data_type, data_type)


def _udf(kernel: Callable[[pa.Array], pa.Array], return_type: str) -> Callable[..., Column]:
    def run(values: pa.Array) -> pa.Array:
        return arrow._retyped(kernel(values), _spark_leaf)

    return arrow_udf(run, return_type)


def _body(kernel: dict) -> str:
    """The expression of the kernel's function: its kernel as an Arrow UDF on the column."""
    return f'_udf(lambda values: {_kernels.frame_call(kernel)}, TYPES[{kernel["returns"]!r}])(column)'


#: The column functions, one per kernel of the table: each its definition.
SOURCES = {
    kernel["name"]: _kernels.source(kernel, "Column", _body(kernel), "ColumnOrName")
    for kernel in _kernels.KERNELS
}

__all__ = [*SOURCES, "PARSE_TYPE"]


def stubs() -> str:
    """The block of stubs of this module, made from the table."""
    return _kernels.stubs(
        [_kernels.source(kernel, "Column", None, "ColumnOrName") for kernel in _kernels.KERNELS]
    )


_kernels.define(globals(), SOURCES)

if TYPE_CHECKING:
    from rfc3986_rs._native import PublicSuffixList

    # Stubs of the functions made from the table (python -m rfc3986_rs._kernels --write).
    def is_valid(column: ColumnOrName, rule: str = 'URI-reference') -> Column: ...
    def scheme(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def userinfo(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def host(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def port(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def path(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def query(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def fragment(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def host_kind(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def query_param(column: ColumnOrName, key: str, *, iri: bool = False) -> Column: ...
    def normalize(column: ColumnOrName, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> Column: ...
    def resolve(base: str, column: ColumnOrName, *, iri: bool = False, strict: bool = True) -> Column: ...
    def make_relative(base: str, column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def equivalent(column: ColumnOrName, other: str, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> Column: ...
    def parse(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def parse_url(column: ColumnOrName, part: str, key: Optional[str] = None) -> Column: ...
    def port_number(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def path_segment(column: ColumnOrName, n: int, *, iri: bool = False) -> Column: ...
    def path_segments(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def query_params(column: ColumnOrName, decoding: str = 'percent', *, iri: bool = False) -> Column: ...
    def query_param_all(column: ColumnOrName, key: str, decoding: str = 'percent', *, iri: bool = False) -> Column: ...
    def extract(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def audit(column: ColumnOrName) -> Column: ...
    def to_uri(column: ColumnOrName) -> Column: ...
    def to_iri(column: ColumnOrName) -> Column: ...
    def decode(column: ColumnOrName, component: Optional[str] = None, *, iri: bool = False) -> Column: ...
    def encode(column: ColumnOrName, component: str, *, iri: bool = False) -> Column: ...
    def remove_query_params(column: ColumnOrName, names: List[str], *, iri: bool = False) -> Column: ...
    def strip_tracking(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def without_query(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    def without_fragment(column: ColumnOrName, *, iri: bool = False) -> Column: ...
    # End of the stubs.
