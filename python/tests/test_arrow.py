"""rfc3986_rs.arrow: every kernel against the per-call functions, on every input form."""

import pyarrow as pa
import pytest

import rfc3986_rs
from rfc3986_rs import ParseError, arrow

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def parsed(text):
    try:
        return rfc3986_rs.parse(text)
    except ParseError:
        return None


def forms(rows):
    """The same rows as every input the batch functions take."""
    return {
        "string": pa.array(rows, pa.string()),
        "large_string": pa.array(rows, pa.large_string()),
        "string_view": pa.array(rows, pa.string_view()),
        "chunked": pa.chunked_array([rows[: len(rows) // 3], rows[len(rows) // 3 :]], pa.string()),
        "list": list(rows),
    }


@pytest.fixture(scope="module")
def rows(web_corpus):
    return web_corpus[:20000] + [None, "", "a b", "http://h?", "http://h"]


def test_components_are_those_of_parse(rows):
    expected = {name: [] for name in COMPONENTS}
    for row in rows:
        uri = parsed(row) if row is not None else None
        for name in COMPONENTS:
            expected[name].append(getattr(uri, name) if uri is not None else None)
    for form, values in forms(rows).items():
        for name in COMPONENTS:
            result = getattr(arrow, name)(values)
            assert result.to_pylist() == expected[name], (form, name)
            if form == "chunked":
                assert isinstance(result, pa.ChunkedArray) and result.num_chunks == 2
            else:
                assert isinstance(result, pa.Array)


def test_parse_is_a_struct_of_the_seven(rows):
    result = arrow.parse(rows)
    assert [field.name for field in result.type] == list(COMPONENTS)
    for row, value in zip(rows, result.to_pylist()):
        uri = parsed(row) if row is not None else None
        assert value == (None if uri is None else {name: getattr(uri, name) for name in COMPONENTS})


def test_validity_ports_kinds_params_segments(rows):
    for row, valid in zip(rows, arrow.is_valid(rows).to_pylist()):
        assert valid == (None if row is None else rfc3986_rs.is_valid(row))
    assert arrow.is_valid(["http://ä/", "a"], "IRI").to_pylist() == [True, False]
    ports = arrow.port_number(["http://h:80/", "http://h:/", "http://h:99999/", "x", None])
    assert ports.type == pa.uint16() and ports.to_pylist() == [80, None, None, None, None]
    kinds = arrow.host_kind(["http://[::1]/", "http://1.2.3.4/", "http://h/", "/a"])
    assert kinds.to_pylist() == ["ipv6", "ipv4", "reg-name", None]
    assert arrow.query_param(["http://h/?a=1&b=2", "http://h/?b&b=3", "http://h/?b"], "b").to_pylist() == ["2", "3", None]
    assert arrow.path_segment(["http://h/a/b/c", "http://h/"], -1).to_pylist() == ["c", ""]
    assert arrow.path_segment(["http://h/a/b/c", "x/y"], 0).to_pylist() == ["", "x"]
    assert arrow.path_segment(["http://h/a/b/c", "x/y"], 1).to_pylist() == ["a", "y"]
    assert arrow.host(["http://ä/"], iri=True).to_pylist() == ["ä"]
    assert arrow.host(["http://ä/"]).to_pylist() == [None]


def test_transforms_are_those_of_the_functions(rows):
    sample = rows[:3000] + [None, "a b"]
    for row, value in zip(sample, arrow.normalize(sample).to_pylist()):
        expected = None if row is None or parsed(row) is None else rfc3986_rs.normalize(row)
        assert value == expected
    no_fragment = arrow.normalize(["HTTP://A/#x"], ignore_fragment=True, scheme=False)
    assert no_fragment.to_pylist() == ["http://a/"]
    assert arrow.normalize(["my://h:4242/"], default_ports={"my": 4242}).to_pylist() == ["my://h/"]
    base = "http://a/b/c/d;p?q"
    references = ["g", "../g", "//g", "http:g", None, "a b"]
    assert arrow.resolve(base, references).to_pylist() == [
        "http://a/b/c/g", "http://a/b/g", "http://g", "http:g", None, None,
    ]
    assert arrow.resolve(base, ["http:g"], strict=False).to_pylist() == ["http://a/b/c/g"]
    bases = pa.array([base, "http://x/y/", None])
    assert arrow.resolve(bases, pa.array(["g", "z", "g"])).to_pylist() == ["http://a/b/c/g", "http://x/y/z", None]
    chunked = arrow.resolve(base, pa.chunked_array([["g"], ["h"]]))
    assert isinstance(chunked, pa.ChunkedArray) and chunked.to_pylist() == ["http://a/b/c/g", "http://a/b/c/h"]
    assert arrow.make_relative(base, ["http://a/b/c/g", "http://a/b/g?y"]).to_pylist() == ["g", "../g?y"]
    same = arrow.equivalent(["HTTP://a:80/%7e", "http://b/", "%"], "http://a/~")
    assert same.to_pylist() == [True, False, None]
    assert arrow.parse_url(["http://h/p?a=1#f"], "QUERY", "a").to_pylist() == ["1"]
    assert arrow.parse_url(["http://h/p?a=1#f"], "REF").to_pylist() == ["f"]


def test_bad_arguments():
    with pytest.raises(TypeError):
        arrow.host(pa.array([1, 2]))
    with pytest.raises(TypeError):
        arrow.host(["a", 3])
    with pytest.raises(ValueError, match="unknown rule"):
        arrow.is_valid(["a"], "uri")
    with pytest.raises(ValueError, match="unknown part"):
        arrow.parse_url(["a"], "host")
    with pytest.raises(TypeError):
        arrow.resolve("http://a/", "g")
    assert arrow.host(pa.chunked_array([], pa.string())).to_pylist() == []
    assert arrow.host([]).to_pylist() == []


def test_views_share_the_input_buffers():
    values = pa.array(["http://a-rather-long-host-name.example/with/a/path"], pa.string_view())
    hosts = arrow.host(values)
    assert hosts.type == pa.string_view()
    assert hosts.buffers()[2].address == values.buffers()[2].address


def test_empty_and_null_operands_of_two_column_functions():
    empty = pa.chunked_array([], pa.string())
    result = arrow.resolve("http://a/", empty)
    assert isinstance(result, pa.ChunkedArray) and result.to_pylist() == []
    assert arrow.resolve(None, ["g", "h"]).to_pylist() == [None, None]
    assert arrow.resolve(("http://a/b", "http://c/"), ("x", "y")).to_pylist() == ["http://a/x", "http://c/y"]
    assert arrow.equivalent(pa.chunked_array([["http://a/"], ["http://b/"]]), "HTTP://A/").to_pylist() == [True, False]


def test_every_rule_of_is_valid():
    texts = ["http://a/b#f", "http://a/b", "a/b", "http://ä/", "ä", "a b", "#f", None]
    rules = ["URI-reference", "URI", "absolute-URI", "relative-ref", "IRI-reference", "IRI", "absolute-IRI", "irelative-ref"]
    for rule in rules:
        expected = [None if text is None else rfc3986_rs.is_valid(text, rule) for text in texts]
        assert arrow.is_valid(texts, rule).to_pylist() == expected, rule


def test_two_column_functions_give_an_array_unless_given_chunks():
    base = "http://a/b/c/d;p?q"
    for function in (arrow.resolve, arrow.make_relative, arrow.equivalent):
        assert isinstance(function(base, pa.array(["g"])), pa.Array)
        assert isinstance(function(base, ["g"]), pa.Array)
        assert isinstance(function(pa.array([base]), pa.array(["g"])), pa.Array)
        assert isinstance(function(pa.chunked_array([[base]]), "g"), pa.ChunkedArray)
