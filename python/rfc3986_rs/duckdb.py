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

from rfc3986_rs import _kernels, arrow

__all__ = ["FUNCTIONS", "register"]

_VARCHAR = sqltypes.VARCHAR

_PARSE = duckdb.struct_type(
    {
        name: _VARCHAR
        for name in arrow.COMPONENTS
    }
)


#: The DuckDB type of each return type of the table.
_TYPES = {"boolean": sqltypes.BOOLEAN, "text": _VARCHAR, "components": _PARSE}


def _function(kernel: dict) -> Tuple[str, Callable, list, object]:
    """The kernel as a DuckDB function of its required arguments, each a column."""
    function = getattr(arrow, kernel["name"])
    parameters = [_VARCHAR for argument in kernel["arguments"] if argument["required"]]
    # (DuckDB counts the parameters of the function it is given.)
    if len(parameters) == 1:
        run = lambda values: arrow.as_string(function(values))  # noqa: E731
    else:
        run = lambda left, right: arrow.as_string(function(left, right))  # noqa: E731
    return (kernel["sql_name"], run, parameters, _TYPES[kernel["returns"]])


def _columns_only(kernel: dict) -> bool:
    """Whether DuckDB can give each required argument of the kernel as a column: the rows, or
    the two references of a kernel of two."""
    required = [argument for argument in kernel["arguments"] if argument["required"]]
    return all(argument["kind"] == "rows" for argument in required) or not _kernels.has_rows(kernel)


#: The functions ``register`` adds: name, function, parameter types, return type. They are the
#: kernels of the table with an SQL name, named as DataFusion names them, whose required
#: arguments can each be a column.
FUNCTIONS: List[Tuple[str, Callable, list, object]] = [
    _function(kernel) for kernel in _kernels.KERNELS if kernel["sql_name"] and _columns_only(kernel)
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
