"""DuckDB: the batch functions registered as Arrow UDFs of a connection, with the names the
DataFusion crate gives them (``uri_host``, ``uri_normalize``...).

Each function takes the required arguments of its kernel (DuckDB's Python functions have one
signature per name: an optional argument takes its default); the references are columns, the
other arguments (a key, a part, a list of names) constants. Lists, maps and structs are DuckDB's
own ``LIST``, ``MAP`` and ``STRUCT``.

DuckDB's Arrow UDFs need pyarrow and numpy besides DuckDB: ``pip install rfc3986-rs[duckdb]``
installs the three.

>>> import duckdb
>>> import rfc3986_rs.duckdb
>>> con = rfc3986_rs.duckdb.register(duckdb.connect())
>>> con.execute("SELECT uri_host('http://example.com/a')").fetchone()
('example.com',)
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Tuple

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
from duckdb import sqltypes

from rfc3986_rs import _kernels, arrow

if TYPE_CHECKING:
    from rfc3986_rs._native import PublicSuffixList

__all__ = ["FUNCTIONS", "functions", "register"]

_VARCHAR = sqltypes.VARCHAR

_PARSE = duckdb.struct_type(
    {
        name: _VARCHAR
        for name in arrow.COMPONENTS
    }
)

_FINDING = duckdb.struct_type(
    {"code": _VARCHAR, "severity": _VARCHAR, "start": sqltypes.UINTEGER, "end": sqltypes.UINTEGER}
)

#: The DuckDB type of each return type of the table (``query_params`` a ``MAP``: DuckDB takes
#: Arrow maps from its Arrow UDFs).
_TYPES = {
    "boolean": sqltypes.BOOLEAN,
    "text": _VARCHAR,
    "port": sqltypes.USMALLINT,
    "components": _PARSE,
    "text_list": duckdb.list_type(_VARCHAR),
    "query_params": duckdb.map_type(_VARCHAR, duckdb.list_type(_VARCHAR)),
    "findings": duckdb.list_type(_FINDING),
}

#: The DuckDB type of each kind of argument.
_PARAMETERS = {
    "rows": _VARCHAR,
    "rows_or_text": _VARCHAR,
    "text": _VARCHAR,
    "integer": sqltypes.BIGINT,
    "names": duckdb.list_type(_VARCHAR),
}


def _constant(kernel: dict, argument: dict, column: Any) -> Any:
    """The one value of ``column``, given for ``argument``, which takes one value for every
    row (DuckDB gives a constant as a column of that value): ``ValueError`` when the rows
    differ."""
    if pa.types.is_list(column.type):
        # A list told apart by its items, joined, and its length.
        keys = [pc.binary_join(column, "\x00"), pc.list_value_length(column)]
    else:
        keys = [column]
    if any(len(pc.unique(key)) > 1 for key in keys):
        raise ValueError(
            f"{kernel['sql_name']}: the argument {argument['sql_name']} is a constant, the same for every row"
        )
    return column[0].as_py() if len(column) else None


def _function(kernel: dict, settings: dict) -> Tuple[str, Callable, list, object]:
    """The kernel as a DuckDB function of its required arguments: the references are columns,
    the other arguments constants."""
    function = getattr(arrow, kernel["name"])
    required = [argument for argument in kernel["arguments"] if argument["required"]]
    keywords = {name: value for name, value in settings.items() if name in kernel["settings"]}

    # The references are columns: the rows, or both references of a kernel of two; the
    # other arguments are constants.
    columns = {"rows"} if _kernels.has_rows(kernel) else {"rows_or_text"}

    def run(*values: Any) -> Any:
        arguments = [
            value if argument["kind"] in columns else _constant(kernel, argument, value)
            for argument, value in zip(required, values)
        ]
        # A constant NULL, as SQL takes it: NULL on every row (DuckDB casts the nulls).
        if any(value is None for value in arguments):
            return pa.nulls(len(values[0]))
        return arrow.as_string(function(*arguments, **keywords))

    # (DuckDB counts the parameters of the function it is given.)
    run.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter(argument["name"], inspect.Parameter.POSITIONAL_ONLY) for argument in required]
    )
    parameters = [_PARAMETERS[argument["kind"]] for argument in required]
    return (kernel["sql_name"], run, parameters, _TYPES[kernel["returns"]])


def functions(*, psl: Optional[PublicSuffixList] = None) -> List[Tuple[str, Callable, list, object]]:
    """The functions ``register`` adds: name, function, parameter types, return type. They are
    the kernels of the table with an SQL name, named as DataFusion names them, with their
    required arguments (an optional one is left out; a constant argument, such as the key of
    ``uri_query_param_all``, takes the same value on every row). ``psl`` is the Public Suffix
    List of the domain functions (the embedded one for ``None``)."""
    settings = {"psl": psl}
    return [_function(kernel, settings) for kernel in _kernels.KERNELS if kernel["sql_name"]]


#: The functions of ``functions()``, with the embedded Public Suffix List.
FUNCTIONS: List[Tuple[str, Callable, list, object]] = functions()


def register(
    connection: duckdb.DuckDBPyConnection, *, psl: Optional[PublicSuffixList] = None
) -> duckdb.DuckDBPyConnection:
    """Registers the functions of ``functions(psl=psl)`` in ``connection`` as Arrow UDFs (a null
    or a value that does not parse gives NULL, and so does a constant argument that is NULL).
    Returns ``connection``."""
    for name, function, parameters, return_type in functions(psl=psl):
        connection.create_function(
            name,
            function,
            parameters,
            return_type,
            type="arrow",
            null_handling="special",
        )
    return connection
