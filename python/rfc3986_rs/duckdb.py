"""DuckDB: the batch functions registered as Arrow UDFs of a connection, with the names the
DataFusion crate gives them (``uri_host``, ``uri_normalize``...).

>>> import duckdb
>>> import rfc3986_rs.duckdb
>>> con = rfc3986_rs.duckdb.register(duckdb.connect())
>>> con.execute("SELECT uri_host('http://example.com/a')").fetchone()
('example.com',)
"""

from __future__ import annotations

from typing import Callable, List, Tuple

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
from duckdb import sqltypes

from rfc3986_rs import arrow

__all__ = ["FUNCTIONS", "register"]

_VARCHAR = sqltypes.VARCHAR

_PARSE = duckdb.struct_type(
    {
        name: _VARCHAR
        for name in ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
    }
)


def _strings(result: pa.Array) -> pa.Array:
    """``result`` with its ``string_view`` data as ``string``, which every DuckDB reads."""
    return pc.cast(result, pa.string()) if pa.types.is_string_view(result.type) else result


def _component(name: str) -> Callable[[pa.Array], pa.Array]:
    kernel = getattr(arrow, name)
    return lambda values: _strings(kernel(values))


def _parse(values: pa.Array) -> pa.Array:
    parsed = arrow.parse(values)
    target = pa.struct([(field.name, pa.string()) for field in parsed.type])
    return parsed.cast(target)


#: The functions ``register`` adds: name, function, parameter types, return type.
FUNCTIONS: List[Tuple[str, Callable, list, object]] = [
    ("uri_is_valid", lambda values: arrow.is_valid(values), [_VARCHAR], sqltypes.BOOLEAN),
    *[
        (f"uri_{name}", _component(name), [_VARCHAR], _VARCHAR)
        for name in (
            "scheme",
            "userinfo",
            "host",
            "port",
            "path",
            "query",
            "fragment",
            "host_kind",
        )
    ],
    ("uri_normalize", lambda values: _strings(arrow.normalize(values)), [_VARCHAR], _VARCHAR),
    ("uri_parse", _parse, [_VARCHAR], _PARSE),
    (
        "uri_resolve",
        lambda base, reference: _strings(arrow.resolve(base, reference)),
        [_VARCHAR, _VARCHAR],
        _VARCHAR,
    ),
    (
        "uri_relative",
        lambda base, target: _strings(arrow.make_relative(base, target)),
        [_VARCHAR, _VARCHAR],
        _VARCHAR,
    ),
    (
        "uri_equivalent",
        lambda a, b: arrow.equivalent(a, b),
        [_VARCHAR, _VARCHAR],
        sqltypes.BOOLEAN,
    ),
]


def register(connection: duckdb.DuckDBPyConnection) -> duckdb.DuckDBPyConnection:
    """Registers the functions of ``FUNCTIONS`` in ``connection`` as Arrow UDFs (a null or a
    value that does not parse gives NULL). Returns ``connection``."""
    for name, function, parameters, return_type in FUNCTIONS:
        connection.create_function(
            name,
            function,
            parameters,
            return_type,
            type="arrow",
            null_handling="special",
        )
    return connection
