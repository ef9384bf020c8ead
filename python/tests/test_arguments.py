"""Arguments as Python gives them: a str with lone surrogates, a bool where an int is wanted, a
value of the wrong type; and messages that speak Python, not Rust."""

import random
import re

import pyarrow as pa
import pytest

import rfc3986_rs
from rfc3986_rs import BuildError, ParseError, arrow, parse

RULES = ["URI-reference", "URI", "absolute-URI", "relative-ref", "IRI-reference", "IRI", "absolute-IRI", "irelative-ref"]

# The lone surrogates: both ends of the high and the low halves, and one between.
SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff", "\udabc"]

# What no message for Python users says: Rust's items, syntax and Debug output, Arrow's Rust
# type names.
RUST = re.compile(r"::|Some\(|\bNone\)|parse_with|ParseOptions|RFC6874|\.\.=|\bUtf8|LargeUtf8|\bInt64\b|\\u\{|'\\0'")


def utf8_index(text: str, index: int) -> int:
    """The byte index in the UTF-8 (surrogates as ``surrogatepass`` writes them) of ``text[index]``."""
    return len(text[:index].encode("utf-8", "surrogatepass"))


def assert_python_message(error: BaseException) -> None:
    assert not RUST.search(str(error)), str(error)


# -- lone surrogates ------------------------------------------------------------------------

# Each function of the package taking a str, the str in each of its places: a call with `s` in
# that place, and what it gives for a str with a lone surrogate there.
FUNCTION_CALLS = {
    "parse": [lambda s: parse(s), lambda s: parse(s, iri=True), lambda s: parse(s, zone_id=True)],
    "check": [lambda s: rfc3986_rs.check(s), lambda s: rfc3986_rs.check(s, "IRI-reference")],
    "normalize": [lambda s: rfc3986_rs.normalize(s), lambda s: rfc3986_rs.normalize(s, iri=True)],
    "equivalent": [lambda s: rfc3986_rs.equivalent(s, "http://a/"), lambda s: rfc3986_rs.equivalent("http://a/", s)],
    "resolve": [lambda s: rfc3986_rs.resolve(s, "g"), lambda s: rfc3986_rs.resolve("http://a/", s)],
    "make_relative": [lambda s: rfc3986_rs.make_relative(s, "http://a/"), lambda s: rfc3986_rs.make_relative("http://a/", s)],
    "to_uri": [lambda s: rfc3986_rs.to_uri(s), lambda s: rfc3986_rs.to_uri(s, idna=True)],
    "to_iri": [lambda s: rfc3986_rs.to_iri(s), lambda s: rfc3986_rs.to_iri(s, idna=True)],
    "audit": [lambda s: rfc3986_rs.audit(s)],
    "UriRef.resolve": [lambda s: parse("http://a/b/").resolve(s)],
    "UriRef.make_relative": [lambda s: parse("http://a/b/").make_relative(s)],
    "UriRef.equivalent": [lambda s: parse("http://a/b/").equivalent(s)],
}


def test_every_function_of_the_package_is_tested_with_lone_surrogates():
    # The functions (is_valid and extract have tests of their own), and the methods of UriRef
    # that take a str (replace has a test of its own).
    functions = {name for name in rfc3986_rs.__all__ if not name[0].isupper()}
    tested = {name for name in FUNCTION_CALLS if "." not in name} | {"is_valid", "extract"}
    assert functions == tested
    methods = {name.split(".")[1] for name in FUNCTION_CALLS if name.startswith("UriRef.")}
    assert methods | {"replace"} == {"resolve", "make_relative", "equivalent", "replace"}


@pytest.mark.parametrize("name", sorted(FUNCTION_CALLS))
@pytest.mark.parametrize("surrogate", SURROGATES)
def test_a_lone_surrogate_is_a_parse_error_at_its_index(name, surrogate):
    for call in FUNCTION_CALLS[name]:
        text = "http://a/b" + surrogate + "c"
        with pytest.raises(ParseError) as caught:
            call(text)
        error = caught.value
        assert (error.index, error.kind, error.component) == (10, "invalid-char", "path")
        code = ord(surrogate)
        assert str(error) == f"invalid character '\\u{code:04x}' (U+{code:04X}, a lone surrogate) in path at index 10"


@pytest.mark.parametrize("surrogate", SURROGATES)
def test_a_lone_surrogate_matches_no_rule(surrogate):
    for text in (surrogate, "http://a/" + surrogate, surrogate + "a", "a" * 50 + surrogate):
        for rule in RULES:
            assert rfc3986_rs.is_valid(text, rule) is False
            assert arrow.is_valid([text], rule).to_pylist() == [False]
            with pytest.raises(ParseError):
                rfc3986_rs.check(text, rule)


def test_a_lone_surrogate_anywhere_in_any_reference(web_corpus):
    # Generated variants: a surrogate put at every place of references of both grammars; the
    # parse fails at it or before it, never with UnicodeEncodeError, and a surrogate the error
    # is at is named.
    generator = random.Random(3986)
    references = [line for line in web_corpus[:3000:10] if rfc3986_rs.is_valid(line)]
    references += ["http://例え.テスト/ä?ö#ü", "//[v7.x]:8/a", "a:b", "?q", "#f", "", "http://[::1]/"]
    checked = 0
    for reference in references:
        for place in range(len(reference) + 1):
            surrogate = chr(generator.randrange(0xD800, 0xE000))
            text = reference[:place] + surrogate + reference[place:]
            at = utf8_index(text, place)
            for iri in (False, True):
                with pytest.raises(ParseError) as caught:
                    parse(text, iri=iri)
                error = caught.value
                assert error.index <= at, text
                if error.index == at and error.kind == "invalid-char":
                    assert f"U+{ord(surrogate):04X}, a lone surrogate" in str(error), str(error)
                assert "\ufffd" not in str(error) and "U+FFFD" not in str(error)
                assert_python_message(error)
            assert not rfc3986_rs.is_valid(text, "IRI-reference")
            checked += 1
    assert checked > 5000


def test_extract_finds_the_uris_around_a_lone_surrogate_with_indices_into_the_str():
    text = "see http://a/ \udfff then <http://b/c> and \ud800http://d/\udc00"
    found = [(f.uri, f.start, f.end) for f in rfc3986_rs.extract(text)]
    assert found == [("http://a/", 4, 13), ("http://b/c", 22, 32), ("http://d/", 39, 48)]
    for uri, start, end in found:
        assert text[start:end] == uri


def test_audit_spans_count_a_lone_surrogate_as_one_code_point():
    with pytest.raises(ParseError) as caught:
        rfc3986_rs.audit("http://a/\udfff")
    assert caught.value.index == 9


def test_replace_with_a_lone_surrogate_in_each_component():
    uri = parse("http://u@h:1/p?q#f")
    values = {"scheme": "a\udfff", "userinfo": "\udfff", "host": "\udfff", "port": "1\udfff", "path": "/\udfff", "query": "\udfff", "fragment": "\udfff"}
    for name, value in values.items():
        with pytest.raises(BuildError) as caught:
            uri.replace(**{name: value})
        at = value.index("\udfff")
        said = "user info" if name == "userinfo" else name
        assert str(caught.value) == f"invalid {said}: invalid character '\\udfff' (U+DFFF, a lone surrogate) in {said} at index {at}"


def test_rule_part_and_key_with_a_lone_surrogate():
    with pytest.raises(ValueError, match=r"unknown rule 'URI\\udfff'"):
        rfc3986_rs.is_valid("a", "URI\udfff")
    with pytest.raises(ValueError, match=r"unknown rule 'URI\\udfff'"):
        arrow.is_valid(["a"], "URI\udfff")
    with pytest.raises(ValueError, match=r"unknown part 'HOST\\udfff'"):
        arrow.parse_url(["http://h/"], "HOST\udfff")
    # A key with a surrogate is the key of no pair.
    assert arrow.query_param(["http://h/?a\udfff=1", "http://h/?a=1"], "a\udfff").to_pylist() == [None, None]
    assert arrow.parse_url(["http://h/?a=1"], "QUERY", "a\udfff").to_pylist() == [None]
    # A default port of a scheme with a surrogate is the port of no scheme.
    assert rfc3986_rs.normalize("my://h:1/", default_ports={"my\udfff": 1}) == "my://h:1/"
    assert rfc3986_rs.normalize("my://h:1/", default_ports={"my\udfff": 1, "my": 1}) == "my://h/"


# Each batch function, called on a list of rows (and for two operands, each place): the rows
# that hold a lone surrogate give null (False for is_valid), the others what they give alone.
BATCH_CALLS = {
    "is_valid": [lambda rows: arrow.is_valid(rows), lambda rows: arrow.is_valid(rows, "IRI")],
    "scheme": [arrow.scheme],
    "userinfo": [arrow.userinfo],
    "host": [arrow.host, lambda rows: arrow.host(rows, iri=True)],
    "port": [arrow.port],
    "path": [arrow.path],
    "query": [arrow.query],
    "fragment": [arrow.fragment],
    "parse": [arrow.parse],
    "port_number": [arrow.port_number],
    "host_kind": [arrow.host_kind],
    "query_param": [lambda rows: arrow.query_param(rows, "q")],
    "path_segment": [lambda rows: arrow.path_segment(rows, 1)],
    "normalize": [arrow.normalize],
    "resolve": [lambda rows: arrow.resolve(rows, "g"), lambda rows: arrow.resolve("http://a/b/", rows)],
    "make_relative": [lambda rows: arrow.make_relative(rows, "http://a/"), lambda rows: arrow.make_relative("http://a/b/", rows)],
    "equivalent": [lambda rows: arrow.equivalent(rows, "http://a/"), lambda rows: arrow.equivalent("http://a/", rows)],
    "parse_url": [lambda rows: arrow.parse_url(rows, "HOST"), lambda rows: arrow.parse_url(rows, "QUERY", "q")],
    "path_segments": [arrow.path_segments],
    "query_params": [arrow.query_params, lambda rows: arrow.query_params(rows, "form")],
    "query_param_all": [lambda rows: arrow.query_param_all(rows, "q")],
    "extract": [arrow.extract, lambda rows: arrow.extract(rows, iri=True)],
    "audit": [arrow.audit],
    "to_uri": [arrow.to_uri],
    "to_iri": [arrow.to_iri],
    "decode": [arrow.decode, lambda rows: arrow.decode(rows, "query")],
    "encode": [lambda rows: arrow.encode(rows, "path")],
    "remove_query_params": [lambda rows: arrow.remove_query_params(rows, ["q"])],
    "strip_tracking": [arrow.strip_tracking],
    "without_query": [arrow.without_query],
    "without_fragment": [arrow.without_fragment],
    "public_suffix": [lambda rows: arrow.public_suffix(rows)],
    "registrable_domain": [lambda rows: arrow.registrable_domain(rows, "all")],
    "subdomain": [lambda rows: arrow.subdomain(rows, psl=rfc3986_rs.PublicSuffixList.embedded())],
}


# The batch functions of a text that need not be a reference.
TEXT_FUNCTIONS = ("decode", "encode", "extract")


def replaced(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD."""
    return "".join("\ufffd" if 0xD800 <= ord(c) < 0xE000 else c for c in text)


def test_every_batch_function_is_tested_with_lone_surrogates():
    functions = {name for name in arrow.__all__ if callable(getattr(arrow, name))} - {"as_string"}
    assert functions == set(BATCH_CALLS)


@pytest.mark.parametrize("name", sorted(BATCH_CALLS))
def test_a_row_with_a_lone_surrogate_is_a_row_that_does_not_parse(name):
    rows = ["http://a/b?q=1#f", "http://a/b\udfff?q=1", None, "\ud800", "http://x:8/y/z?q=2"]
    clean = [row for row in rows if row is None or not any(0xD800 <= ord(c) < 0xE000 for c in row)]
    for call in BATCH_CALLS[name]:
        got = call(rows).to_pylist()
        alone = dict(zip(clean, call(clean).to_pylist()))
        for row, value in zip(rows, got):
            if row in alone:
                assert value == alone[row], (name, row)
            elif name in TEXT_FUNCTIONS:
                # A text, not a reference: each lone surrogate read as U+FFFD.
                assert value == call([replaced(row)]).to_pylist()[0], (name, row)
            else:
                assert value == (False if name == "is_valid" else None), (name, row)
        # The same rows as a tuple, and a surrogate as the one value of a two-operand call.
        assert call(tuple(rows)).to_pylist() == got
    if name in ("resolve", "make_relative", "equivalent"):
        function = getattr(arrow, name)
        assert function("\udfff", ["http://a/"]).to_pylist() == [None]
        assert function(["http://a/"], "\udfff").to_pylist() == [None]


# -- bools are not ints -----------------------------------------------------------------------

# Each integer parameter, given a bool: the call, and the call with the int it would pass for.
INT_CALLS = {
    "UriRef.replace(port=)": lambda n: parse("http://h/").replace(port=n),
    "arrow.path_segment(n=)": lambda n: arrow.path_segment(["http://h/a/b"], n),
    "normalize(default_ports=)": lambda n: rfc3986_rs.normalize("my://h:1/", default_ports={"my": n}),
    "equivalent(default_ports=)": lambda n: rfc3986_rs.equivalent("my://h:1/", "my://h/", default_ports={"my": n}),
    "UriRef.normalize(default_ports=)": lambda n: parse("my://h:1/").normalize(default_ports={"my": n}),
    "UriRef.equivalent(default_ports=)": lambda n: parse("my://h:1/").equivalent("my://h/", default_ports={"my": n}),
    "arrow.normalize(default_ports=)": lambda n: arrow.normalize(["my://h:1/"], default_ports={"my": n}),
    "arrow.equivalent(default_ports=)": lambda n: arrow.equivalent(["my://h:1/"], "my://h/", default_ports={"my": n}),
}


@pytest.mark.parametrize("name", sorted(INT_CALLS))
@pytest.mark.parametrize("flag", [True, False])
def test_a_bool_is_not_an_int(name, flag):
    call = INT_CALLS[name]
    call(int(flag))  # the int is taken
    with pytest.raises(TypeError, match="is an int, not a bool") as caught:
        call(flag)
    assert_python_message(caught.value)


def test_a_port_number_is_from_0_to_65535():
    for port in (-1, 65536, 2**64, 2**100):
        with pytest.raises(ValueError, match=f"a port number is from 0 to 65535, not {port}(?!\\d)"):
            parse("http://h/").replace(port=port)
        with pytest.raises(ValueError, match=f"a port number is from 0 to 65535, not {port}(?!\\d)"):
            rfc3986_rs.normalize("my://h:1/", default_ports={"my": port})
    assert str(parse("http://h/").replace(port=65535)) == "http://h:65535/"
    assert str(parse("http://h/").replace(port=0)) == "http://h:0/"
    with pytest.raises(TypeError, match="port is a str, an int or None, not float"):
        parse("http://h/").replace(port=1.0)


# -- wrong types, and messages ----------------------------------------------------------------


def test_a_batch_function_names_what_it_was_given():
    with pytest.raises(TypeError, match=r"^expected an array of strings \(string, large_string or string_view\), not int64$"):
        arrow.host(pa.array([1, 2]))
    with pytest.raises(TypeError, match=r"not int64$"):
        arrow.host(pa.chunked_array([[1]]))
    with pytest.raises(TypeError, match=r"not int64$"):
        arrow.host(pa.chunked_array([], pa.int64()))
    with pytest.raises(TypeError, match=r"not large_binary$"):
        arrow.resolve("http://a/", pa.array([b"g"], pa.large_binary()))
    with pytest.raises(TypeError, match=r"^expected an Arrow array of strings, or a list or tuple of str and None, not int$"):
        arrow.host(3)
    with pytest.raises(TypeError, match=r"^a list of values holds str and None only: row 1 is bytes$"):
        arrow.host(["http://a/", b"http://b/"])
    # An Arrow producer that fails is heard: its own error, not a TypeError about its type.
    class Failing:
        def __init__(self, method):
            setattr(self, method, self.fail)

        def fail(self, requested_schema=None):
            raise RuntimeError("the producer failed")

    for method in ("__arrow_c_array__", "__arrow_c_stream__"):
        with pytest.raises(RuntimeError, match="the producer failed"):
            arrow.host(Failing(method))
    # An array of nulls is one of strings, all null.
    assert arrow.host(pa.nulls(2)).to_pylist() == [None, None]
    assert arrow.is_valid(pa.chunked_array([pa.nulls(1)])).to_pylist() == [None]


def test_messages_speak_python():
    uri = parse("http://h/")
    calls = [
        lambda: parse("http://[fe80::1%25eth0]/"),
        lambda: uri.replace(host="[fe80::1%25eth0]"),
        lambda: rfc3986_rs.check("http://[fe80::1%25eth0]/", "URI"),
        lambda: rfc3986_rs.is_valid("a", "uri"),
        lambda: arrow.is_valid(["a"], "nope"),
        lambda: arrow.parse_url(["a"], "host"),
        lambda: uri.replace(hots="x"),
        lambda: uri.replace(port=70000),
        lambda: uri.replace(port=True),
        lambda: uri.replace(path="a b"),
        lambda: arrow.host(pa.array([1])),
        lambda: arrow.host(pa.array([1.5])),
        lambda: arrow.host(pa.array([[1]])),
        lambda: arrow.resolve("a", "b"),
        lambda: parse("http://h:99999/").port_number,
        lambda: rfc3986_rs.normalize("a", default_ports={"a": 70000}),
        lambda: rfc3986_rs.Template("{x"),
        lambda: rfc3986_rs.Template("{x}").expand(x=[["a"]]),
        lambda: rfc3986_rs.Template("{x}").expand(x=True),
        lambda: rfc3986_rs.Template("{x}").expand(x="\udfff"),
        lambda: rfc3986_rs.Template("{x:1}").expand(x=["a"]),
        lambda: rfc3986_rs.Template("{x}[").expand(x="a"),
        lambda: rfc3986_rs.Template("{x}").expand([]),
    ]
    for call in calls:
        with pytest.raises((ValueError, TypeError)) as caught:
            call()
        assert_python_message(caught.value)
    # Generated variants: the parse errors of many malformed references.
    generator = random.Random(6874)
    alphabet = "ab:/?#[]@%25.-~!$&'()*+,;=\x00\x7f é\u200d\udfff例1"
    for _ in range(20000):
        text = "".join(generator.choice(alphabet) for _ in range(generator.randrange(1, 24)))
        for call in (lambda: parse(text), lambda: parse(text, iri=True), lambda: rfc3986_rs.check(text, generator.choice(RULES))):
            try:
                call()
            except ParseError as error:
                assert_python_message(error)


def test_the_zone_identifier_message_names_what_python_calls():
    with pytest.raises(ParseError) as caught:
        parse("http://[fe80::1%25eth0]/")
    error = caught.value
    assert str(error) == "zone identifier at index 15: zone identifiers need RFC 6874 parsing, parse(text, zone_id=True)"
    assert (error.index, error.kind, error.component) == (15, "zone-id-not-allowed", "host")
    with pytest.raises(BuildError) as caught:
        parse("http://h/").replace(host="[fe80::1%25eth0]")
    assert str(caught.value) == "invalid host: zone identifier at index 8: zone identifiers need RFC 6874 parsing, parse(text, zone_id=True)"
