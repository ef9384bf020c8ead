"""DuckDB: the batch functions registered as Arrow UDFs of a connection, with the names the
DataFusion crate gives them (``uri_host``, ``uri_normalize``...).

DuckDB's Arrow UDFs need pyarrow and numpy besides DuckDB: ``pip install rfc3986-rs[duckdb]``
installs the three.

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
from duckdb import sqltypes

from rfc3986_rs import arrow

__all__ = ["FUNCTIONS", "register"]

_VARCHAR = sqltypes.VARCHAR

_PARSE = duckdb.struct_type(
    {
        name: _VARCHAR
        for name in arrow.COMPONENTS
    }
)


def _component(name: str) -> Callable[[pa.Array], pa.Array]:
    kernel = getattr(arrow, name)
    return lambda values: arrow.as_string(kernel(values))


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
    ("uri_normalize", lambda values: arrow.as_string(arrow.normalize(values)), [_VARCHAR], _VARCHAR),
    ("uri_parse", lambda values: arrow.as_string(arrow.parse(values)), [_VARCHAR], _PARSE),
    (
        "uri_resolve",
        lambda base, reference: arrow.as_string(arrow.resolve(base, reference)),
        [_VARCHAR, _VARCHAR],
        _VARCHAR,
    ),
    (
        "uri_relative",
        lambda base, target: arrow.as_string(arrow.make_relative(base, target)),
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
