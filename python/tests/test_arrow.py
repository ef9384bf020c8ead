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


def query_params(reference, plus_as_space=False):
    """The map of ``query_params`` for one reference, from ``UriRef.query_pairs``: each key,
    in the order it first appears, to its values."""
    if reference is None or reference.query is None:
        return None
    params = {}
    for key, value in reference.query_pairs(decode=True, plus_as_space=plus_as_space):
        params.setdefault(key, []).append(value)
    return list(params.items())


def test_lists_and_maps_are_those_of_the_reference(rows):
    for form, values in forms(rows).items():
        segments = arrow.path_segments(values)
        params = arrow.query_params(values)
        form_params = arrow.query_params(values, "form")
        all_q = arrow.query_param_all(values, "q")
        if form == "chunked":
            assert isinstance(segments, pa.ChunkedArray) and segments.num_chunks == 2
        for k, row in enumerate(rows):
            reference = parsed(row) if row is not None else None
            assert segments[k].as_py() == (reference.path_segments if reference else None), (form, row)
            assert params[k].as_py() == query_params(reference), (form, row)
            assert form_params[k].as_py() == query_params(reference, plus_as_space=True), (form, row)
            expected = dict(query_params(reference) or []).get("q", []) if reference and reference.query is not None else None
            assert all_q[k].as_py() == expected, (form, row)


def test_query_params_decoded():
    rows = ["/s?q=caf%C3%A9+cr%C3%A8me&page=2&q=x", "/s", "/s?", "/s?a&=b&&a=", None, "a b"]
    assert arrow.query_params(rows).to_pylist() == [
        [("q", ["café+crème", "x"]), ("page", ["2"])], None, [], [("a", ["", ""]), ("", ["b"])], None, None,
    ]
    assert arrow.query_params(rows, "form")[0].as_py() == [("q", ["café crème", "x"]), ("page", ["2"])]
    assert arrow.query_param_all(rows, "q").to_pylist() == [["café+crème", "x"], None, [], [], None, None]
    assert arrow.query_param_all(rows, "a", "form").to_pylist() == [[], None, [], ["", ""], None, None]
    assert arrow.query_params(rows).type == pa.map_(
        pa.field("key", pa.string_view(), False), pa.field("value", pa.list_(pa.string_view()))
    )
    with pytest.raises(ValueError, match="unknown decoding 'plus'"):
        arrow.query_params(rows, "plus")


def test_extract_audit_and_mappings_are_those_of_the_functions(rows):
    texts = ["see <http://a/b> and http://c/d.", "none here", "", None, "\"urn:x\" then https://例え.テスト/ä"]
    for iri in (False, True):
        found = arrow.extract(texts, iri=iri).to_pylist()
        assert found == [None if text is None else [f.uri for f in rfc3986_rs.extract(text, iri=iri)] for text in texts]
    assert arrow.extract(texts)[0].as_py() == ["http://a/b", "http://c/d"]
    sample = rows[:3000] + ["http://h/%00", "http://例え.テスト/a\u202e", "http://[::1", None]
    findings = arrow.audit(sample).to_pylist()
    for row, value in zip(sample, findings):
        try:
            expected = rfc3986_rs.audit(row) if row is not None else None
        except ParseError:
            expected = None
        if expected is None:
            assert value is None, row
            continue
        # The kernel's offsets are into the UTF-8, the function's into the str.
        utf8 = lambda index: len(row[:index].encode("utf-8"))  # noqa: E731
        assert value == [
            {"code": f.code, "severity": f.severity, "start": utf8(f.start), "end": utf8(f.end)} for f in expected
        ], row
    assert findings[3000][0]["code"] == "encoded-nul"
    for row, uri, iri in zip(sample, arrow.to_uri(sample).to_pylist(), arrow.to_iri(sample).to_pylist()):
        assert uri == mapped(rfc3986_rs.to_uri, row), row
        assert iri == mapped(rfc3986_rs.to_iri, row), row


def mapped(function, row):
    """``function`` of ``row``, ``None`` for a row that is null or is not mapped."""
    if row is None:
        return None
    try:
        return function(row)
    except (ParseError, rfc3986_rs.BuildError):
        return None


def test_cuts_keep_the_rest_of_the_text(rows):
    for row, no_query, no_fragment in zip(
        rows, arrow.without_query(rows).to_pylist(), arrow.without_fragment(rows).to_pylist()
    ):
        reference = parsed(row) if row is not None else None
        assert no_query == (str(reference.replace(query=None)) if reference else None), row
        assert no_fragment == (str(reference.replace(fragment=None)) if reference else None), row
    urls = ["http://h/p?a=1&b=2&c=3#f", "http://h/p?a=1", "http://h/p", "http://h/p?", None, "a b"]
    assert arrow.remove_query_params(urls, ["a", "c"]).to_pylist() == [
        "http://h/p?b=2#f", "http://h/p", "http://h/p", "http://h/p?", None, None,
    ]
    assert arrow.remove_query_params(urls, ("b",))[0].as_py() == "http://h/p?a=1&c=3#f"
    assert arrow.remove_query_params(urls, None).to_pylist() == [None] * len(urls)
    assert arrow.remove_query_params(["http://h/?a%20b=1&c=2"], ["a b"]).to_pylist() == ["http://h/?c=2"]
    with pytest.raises(TypeError, match="argument 'names': expected a list of str, not str"):
        arrow.remove_query_params(urls, "a")
    tracked = ["http://h/p?id=7&utm_source=x&fbclid=y#top", "http://h/?UTM_Medium=m", "http://h/?gclid=1&a"]
    assert arrow.strip_tracking(tracked).to_pylist() == ["http://h/p?id=7#top", "http://h/", "http://h/?a"]


def test_decode_and_encode_by_component():
    texts = ["caf%C3%A9+cr%C3%A8me", "a%2Fb", "%zz%", "%FF", None]
    assert arrow.decode(texts).to_pylist() == ["café+crème", "a/b", "%zz%", None, None]
    assert arrow.decode(texts, "form").to_pylist()[0] == "café crème"
    assert arrow.encode(["a b/c", "é?", None], "segment").to_pylist() == ["a%20b%2Fc", "%C3%A9%3F", None]
    assert arrow.encode(["a b/c"], "path").to_pylist() == ["a%20b/c"]
    assert arrow.encode(["a b&c=d"], "form").to_pylist() == ["a+b%26c%3Dd"]
    assert arrow.encode(["é"], "path", iri=True).to_pylist() == ["é"]
    for text in ["a b/c?d#e", "ü ∂ %", "+&=;"]:
        for component in ("userinfo", "path", "segment", "query", "param", "form", "fragment"):
            encoded = arrow.encode([text], component).to_pylist()[0]
            assert arrow.decode([encoded], component).to_pylist() == [text], (text, component)
    with pytest.raises(ValueError, match="unknown"):
        arrow.encode(["a"], "nope")
