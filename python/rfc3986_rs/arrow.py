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

from typing import TYPE_CHECKING, Any, Callable, List, Mapping, Optional

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
    from rfc3986_rs._native import PublicSuffixList

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
    def path_segments(values: Any, *, iri: bool = False) -> Any: ...
    def query_params(values: Any, decoding: str = 'percent', *, iri: bool = False) -> Any: ...
    def query_param_all(values: Any, key: str, decoding: str = 'percent', *, iri: bool = False) -> Any: ...
    def extract(values: Any, *, iri: bool = False) -> Any: ...
    def audit(values: Any) -> Any: ...
    def to_uri(values: Any) -> Any: ...
    def to_iri(values: Any) -> Any: ...
    def decode(values: Any, component: Optional[str] = None, *, iri: bool = False) -> Any: ...
    def encode(values: Any, component: str, *, iri: bool = False) -> Any: ...
    def remove_query_params(values: Any, names: List[str], *, iri: bool = False) -> Any: ...
    def strip_tracking(values: Any, *, iri: bool = False) -> Any: ...
    def without_query(values: Any, *, iri: bool = False) -> Any: ...
    def without_fragment(values: Any, *, iri: bool = False) -> Any: ...
    # End of the stubs.


def as_string(result: Any) -> Any:
    """``result`` with ``string`` data where the kernels give ``string_view``, at any depth (the
    fields of a struct, the items of a list, the keys and values of a map), for engines that
    read only ``string`` (Spark, DuckDB).

    >>> import pyarrow as pa
    >>> as_string(path_segments(["http://h/a/b"])).type
    ListType(list<item: string>)
    """
    import pyarrow as pa

    return _retyped(result, lambda data_type: pa.string() if pa.types.is_string_view(data_type) else data_type)


def _retyped(result: Any, leaf: Callable[[Any], Any]) -> Any:
    """``result`` (a pyarrow array or chunked array) cast to its type with each type that is
    not a list, a map or a struct (a leaf) replaced by ``leaf`` of it (the fields, items, keys and values
    keep their names and nullability); ``result`` itself when nothing changes."""
    target = _retyped_type(result.type, leaf)
    return result if target == result.type else result.cast(target)


def _retyped_type(data_type: Any, leaf: Callable[[Any], Any]) -> Any:
    """``data_type`` with ``leaf`` applied to each of its types that holds no other type."""
    import pyarrow as pa

    def field(field: Any) -> Any:
        return field.with_type(_retyped_type(field.type, leaf))

    if pa.types.is_map(data_type):
        return pa.map_(field(data_type.key_field), field(data_type.item_field), data_type.keys_sorted)
    if pa.types.is_list(data_type):
        return pa.list_(field(data_type.value_field))
    if pa.types.is_struct(data_type):
        return pa.struct([field(child) for child in data_type])
    return leaf(data_type)
