"""The table of kernels (``_native.KERNELS``) and the functions made from it: the committed
stubs are the table's, and each integration has a function for each kernel."""

import inspect

import pytest

from rfc3986_rs import _kernels, _native, arrow


def test_the_committed_stubs_are_the_table_s():
    # After a change to the table: python -m rfc3986_rs._kernels --write
    for path, stubs in _kernels.modules().items():
        assert _kernels.committed(path) == stubs(), path


def test_each_kernel_is_a_batch_function_with_its_documentation():
    names = [kernel["name"] for kernel in _native.KERNELS]
    assert len(set(names)) == len(names)
    for kernel in _native.KERNELS:
        function = getattr(arrow, kernel["name"])
        assert function.__doc__ == kernel["doc"]
        assert function.__module__ == "rfc3986_rs.arrow"
    assert [name for name in arrow.__all__ if name not in ("COMPONENTS", "as_string")] == names


def test_the_functions_have_the_signatures_of_their_stubs():
    assert str(inspect.signature(arrow.is_valid)) == "(values: 'Any', rule: 'str' = 'URI-reference') -> 'Any'"
    assert str(inspect.signature(arrow.parse_url)) == "(values: 'Any', part: 'str', key: 'Optional[str]' = None) -> 'Any'"
    normalize = inspect.signature(arrow.normalize)
    assert list(normalize.parameters) == ["values", "iri", "syntax", "scheme", "ignore_fragment", "default_ports"]
    assert all(p.kind is p.KEYWORD_ONLY for name, p in normalize.parameters.items() if name != "values")
    with pytest.raises(TypeError, match="positional"):
        arrow.host(["http://a/"], True)


def test_an_unknown_kernel_is_a_value_error():
    with pytest.raises(ValueError, match="unknown kernel 'nope'"):
        _native.arrow_kernel("nope", ([],))


def test_frames_and_duckdb_are_made_from_the_table():
    polars = pytest.importorskip("rfc3986_rs.polars")
    duckdb = pytest.importorskip("rfc3986_rs.duckdb")
    names = [kernel["name"] for kernel in _native.KERNELS]
    assert polars.__all__ == names
    assert str(inspect.signature(polars.resolve)).startswith("(base: 'str', column: 'IntoExpr', *, iri")
    assert str(inspect.signature(polars.equivalent)).startswith("(column: 'IntoExpr', other: 'str', *, iri")
    sql = {name for name, *_ in duckdb.FUNCTIONS}
    assert sql == {kernel["sql_name"] for kernel in _native.KERNELS if kernel["sql_name"]}
    # Each with its required arguments, of the types of their kinds.
    parameters = {name: parameters for name, _, parameters, _ in duckdb.FUNCTIONS}
    assert [str(t) for t in parameters["uri_remove_query_params"]] == ["VARCHAR", "VARCHAR[]"]
    assert [str(t) for t in parameters["uri_decode"]] == ["VARCHAR"]
    assert [str(t) for t in parameters["uri_resolve"]] == ["VARCHAR", "VARCHAR"]
