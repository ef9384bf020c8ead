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

from typing import TYPE_CHECKING, Any, Mapping, Optional

from rfc3986_rs import _kernels, _native

#: The seven components, in the order of ``parse``'s fields.
COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")

#: The batch functions, one per kernel of the table (``_native.KERNELS``): each its definition.
SOURCES = {kernel["name"]: _kernels.source(kernel, "Any", _kernels.call(kernel)) for kernel in _kernels.KERNELS}

__all__ = ["COMPONENTS", "as_string", *SOURCES]


def stubs() -> str:
    """The block of stubs of this module, made from the table."""
    return _kernels.stubs([_kernels.source(kernel, "Any", None) for kernel in _kernels.KERNELS])


_kernels.define(globals(), SOURCES)

if TYPE_CHECKING:
    # Stubs of the functions made from the table (python -m rfc3986_rs._kernels --write).
    def is_valid(values: Any, rule: str = 'URI-reference') -> Any: ...
    def scheme(values: Any, *, iri: bool = False) -> Any: ...
    def userinfo(values: Any, *, iri: bool = False) -> Any: ...
    def host(values: Any, *, iri: bool = False) -> Any: ...
    def port(values: Any, *, iri: bool = False) -> Any: ...
    def path(values: Any, *, iri: bool = False) -> Any: ...
    def query(values: Any, *, iri: bool = False) -> Any: ...
    def fragment(values: Any, *, iri: bool = False) -> Any: ...
    def host_kind(values: Any, *, iri: bool = False) -> Any: ...
    def query_param(values: Any, key: str, *, iri: bool = False) -> Any: ...
    def normalize(values: Any, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> Any: ...
    def resolve(base: Any, reference: Any, *, iri: bool = False, strict: bool = True) -> Any: ...
    def make_relative(base: Any, target: Any, *, iri: bool = False) -> Any: ...
    def equivalent(a: Any, b: Any, *, iri: bool = False, syntax: bool = True, scheme: bool = True, ignore_fragment: bool = False, default_ports: Optional[Mapping[str, int]] = None) -> Any: ...
    def parse(values: Any, *, iri: bool = False) -> Any: ...
    def parse_url(values: Any, part: str, key: Optional[str] = None) -> Any: ...
    def port_number(values: Any, *, iri: bool = False) -> Any: ...
    def path_segment(values: Any, n: int, *, iri: bool = False) -> Any: ...
    # End of the stubs.


def as_string(result: Any) -> Any:
    """``result`` with ``string`` data where the kernels give ``string_view`` (a struct's fields
    too), for engines that read only ``string`` (Spark, older DuckDB)."""
    import pyarrow as pa

    if pa.types.is_string_view(result.type):
        return result.cast(pa.string())
    if pa.types.is_struct(result.type):
        return result.cast(pa.struct([(field.name, pa.string()) for field in result.type]))
    return result
