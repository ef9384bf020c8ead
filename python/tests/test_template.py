"""Template (RFC 6570): the shared suite (the RFC's examples by level and by section, the
extended and negative cases), errors with their index, match round trips, and the values
Python gives."""

import collections
import json
import pickle
import random
import types
from pathlib import Path

import pytest

import rfc3986_rs
from rfc3986_rs import ExpandError, ParseError, Template, TemplateError, parse

SUITE = Path(__file__).resolve().parents[2] / "rfc3986" / "tests" / "data" / "uritemplate"
FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"]


def cases():
    """Every case of the shared suite: (variables, template, accepted), accepted a list of the
    expansions accepted, or False."""
    found = []
    for name in FILES:
        for group, data in json.loads((SUITE / name).read_text(encoding="utf-8")).items():
            for template, expected in data["testcases"]:
                accepted = expected if expected is False or isinstance(expected, list) else [expected]
                found.append(pytest.param(data["variables"], template, accepted, id=f"{name}:{group}:{template}"))
    return found


def outcome(variables, template):
    """The expansion, or False when the template or the expansion is refused."""
    try:
        return Template(template).expand(variables)
    except (TemplateError, ExpandError):
        return False


@pytest.mark.parametrize("variables, template, accepted", cases())
def test_the_shared_suite(variables, template, accepted):
    expanded = outcome(variables, template)
    if accepted is False:
        assert expanded is False
        return
    assert expanded in accepted
    # The same values given as keywords, where their names can be.
    keywords = {name: value for name, value in variables.items() if name.isidentifier()}
    if len(keywords) == len(variables):
        assert Template(template).expand(**keywords) == expanded
    # Matching the expansion gives values that expand back to it.
    found = Template(template).match(expanded)
    assert found is not None, expanded
    assert Template(template).expand(found) == expanded


def test_the_suite_is_all_there():
    assert len(cases()) == 270


# -- the RFC's examples, verbatim ---------------------------------------------------------

# RFC 6570 section 1.2's variables and its level 4 examples.
SECTION_1_2 = {
    "var": "value",
    "hello": "Hello World!",
    "path": "/foo/bar",
    "list": ["red", "green", "blue"],
    "keys": {"semi": ";", "dot": ".", "comma": ","},
}


@pytest.mark.parametrize(
    "template, expected",
    [
        ("{var:3}", "val"),
        ("{var:30}", "value"),
        ("{list}", "red,green,blue"),
        ("{list*}", "red,green,blue"),
        ("{keys}", "semi,%3B,dot,.,comma,%2C"),
        ("{keys*}", "semi=%3B,dot=.,comma=%2C"),
        ("{+path:6}/here", "/foo/b/here"),
        ("{+list}", "red,green,blue"),
        ("{+keys*}", "semi=;,dot=.,comma=,"),
        ("{#path:6}/here", "#/foo/b/here"),
        ("{#keys*}", "#semi=;,dot=.,comma=,"),
        ("X{.var:3}", "X.val"),
        ("X{.list*}", "X.red.green.blue"),
        ("{/var:1,var}", "/v/value"),
        ("{/list*,path:4}", "/red/green/blue/%2Ffoo"),
        ("{/keys*}", "/semi=%3B/dot=./comma=%2C"),
        ("{;hello:5}", ";hello=Hello"),
        ("{;keys*}", ";semi=%3B;dot=.;comma=%2C"),
        ("{?var:3}", "?var=val"),
        ("{?keys*}", "?semi=%3B&dot=.&comma=%2C"),
        ("{&var:3}", "&var=val"),
        ("{&list*}", "&list=red&list=green&list=blue"),
    ],
)
def test_rfc_6570_section_1_2_level_4(template, expected):
    assert Template(template).expand(SECTION_1_2) == expected


def test_rfc_6570_section_1_1_and_2_4():
    # Section 1.1.
    assert Template("http://example.com/~{username}/").expand(username="fred") == "http://example.com/~fred/"
    assert Template("http://example.com/dictionary/{term:1}/{term}").expand(term="cat") == "http://example.com/dictionary/c/cat"
    assert Template("http://example.com/search{?q,lang}").expand(q="cat", lang="en") == "http://example.com/search?q=cat&lang=en"
    # Section 2.4.1, 2.4.2.
    assert Template("{var:3}").expand(var="value") == "val"
    address = {"city": "Newport Beach", "state": "CA"}
    assert Template("find{?year*}").expand(year=["1965", "2000", "2012"]) == "find?year=1965&year=2000&year=2012"
    assert Template("www{.dom*}").expand(dom=["example", "com"]) == "www.example.com"
    assert Template("/mapper{?address*}").expand(address=address) == "/mapper?city=Newport%20Beach&state=CA"


# -- errors -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, index, kind, message",
    [
        ("/a{b", 2, "unclosed-expression", "unclosed expression at index 2"),
        ("a b", 1, "invalid-literal", "invalid character in a literal at index 1"),
        ("foo}bar", 3, "invalid-literal", "invalid character in a literal at index 3"),
        ("a%4", 1, "invalid-percent-encoding", "invalid percent-encoding at index 1"),
        ("{!var}", 1, "reserved-operator", "reserved operator at index 1"),
        ("{}", 1, "invalid-variable-name", "invalid variable name at index 1"),
        ("{a..b}", 3, "invalid-variable-name", "invalid variable name at index 3"),
        ("{var:10000}", 5, "invalid-prefix", "invalid prefix length at index 5"),
        ("{a b}", 2, "expected-comma-or-brace", "expected ',' or '}' at index 2"),
        # A byte index: é is two bytes.
        ("é{", 2, "unclosed-expression", "unclosed expression at index 2"),
    ],
)
def test_template_errors(text, index, kind, message):
    with pytest.raises(TemplateError) as caught:
        Template(text)
    error = caught.value
    assert (error.index, error.kind, str(error)) == (index, kind, message)
    assert isinstance(error, ValueError)


@pytest.mark.parametrize("surrogate", ["\ud800", "\udfff"])
def test_a_lone_surrogate_in_a_template_is_refused_at_its_byte(surrogate):
    for text, index, kind in [("ab" + surrogate, 2, "invalid-literal"), ("é{x" + surrogate + "}", 4, "expected-comma-or-brace")]:
        with pytest.raises(TemplateError) as caught:
            Template(text)
        assert (caught.value.index, caught.value.kind) == (index, kind)


def test_expand_errors():
    with pytest.raises(ExpandError) as caught:
        Template("{list:1}").expand(list=["a"])
    assert (str(caught.value), caught.value.kind) == ("a prefix on a list or pairs", "prefix-on-composite")
    with pytest.raises(ExpandError) as caught:
        Template("{x}[").expand(x="a")
    error = caught.value
    assert error.kind == "not-a-reference"
    assert str(error) == "the expansion is no URI reference: invalid character '[' in path at index 1"
    assert isinstance(error.__cause__, ParseError)
    assert (error.__cause__.index, error.__cause__.kind, error.__cause__.component) == (1, "invalid-char", "path")
    assert isinstance(error, ValueError) and not isinstance(error, TemplateError)


# -- values -------------------------------------------------------------------------------


def test_numbers_are_their_str_and_bools_are_refused():
    template = Template("{?n,f,big,neg}")
    assert template.expand(n=6, f=37.76, big=10**30, neg=-122.427) == "?n=6&f=37.76&big=1000000000000000000000000000000&neg=-122.427"
    assert Template("{x*}").expand(x=[1, 2.5, "a"]) == "1,2.5,a"
    assert Template("{?x*}").expand(x={1: 2}) == "?1=2"
    for value in (True, [True], {"a": False}, [("a", True)]):
        with pytest.raises(TypeError, match="^a value of 'x' is a bool: give a str"):
            Template("{x}").expand(x=value)


def test_lists_and_pairs():
    template = Template("{?list,keys*}")
    assert template.expand(list=("a", "b c"), keys=[("k", "1"), ("k", "2")]) == "?list=a,b%20c&k=1&k=2"
    assert template.expand(list=["a"], keys=(("x", "y"),)) == "?list=a&x=y"
    ordered = collections.OrderedDict([("z", "1"), ("a", "2")])
    assert template.expand(keys=ordered) == "?z=1&a=2"
    assert template.expand(keys=types.MappingProxyType({"m": "p"})) == "?m=p"
    # Empty lists and pairs are undefined; an empty string is defined.
    assert template.expand(list=[], keys={}) == ""
    assert template.expand(list="", keys=()) == "?list="


@pytest.mark.parametrize(
    "value, message",
    [
        (b"x", "the value of 'x' is a str, an int, a float, a list, a tuple, a mapping or None, not bytes"),
        (object(), "the value of 'x' is a str, an int, a float, a list, a tuple, a mapping or None, not object"),
        ({"a", "b"}, "the value of 'x' is a str, an int, a float, a list, a tuple, a mapping or None, not set"),
        ([["a"]], "an item of 'x' is a str, an int or a float, not list"),
        (["a", None], "an item of 'x' is a str, an int or a float, not NoneType"),
        ({"a": None}, "an item of 'x' is a str, an int or a float, not NoneType"),
        ({"a": ["b"]}, "an item of 'x' is a str, an int or a float, not list"),
        ([("a", "b"), "c"], "the items of 'x' are pairs (its first is a tuple), not str"),
        ([("a", "b", "c")], "a pair of 'x' is a tuple of two (a name and a value), not of 3"),
        ([("a", None)], "an item of 'x' is a str, an int or a float, not NoneType"),
    ],
)
def test_other_values_are_type_errors_naming_the_variable(value, message):
    with pytest.raises(TypeError) as caught:
        Template("{x}").expand(x=value)
    assert str(caught.value) == message


def test_a_lone_surrogate_in_a_value_is_refused():
    for value in ("a\udfff", ["\ud800"], {"k\udc00": "v"}):
        with pytest.raises(ValueError, match="^a value of 'x' holds a lone surrogate \\(U\\+D[8-F]00|U\\+DFFF"):
            Template("{x}").expand(x=value)


def test_undefined_values_and_where_they_come_from():
    template = Template("{a}{b}{.c}")
    assert template.expand() == ""
    assert template.expand(None) == ""
    assert template.expand(a=None, b="2") == "2"
    # The keywords take precedence; names the template does not use are left alone.
    assert template.expand({"a": "1", "b": "2", "zzz": object()}, b="3") == "13"
    assert template.expand({"a": "1"}, a=None) == ""
    # A name that no keyword can be.
    assert Template("{last.name}{%41}").expand({"last.name": "x", "%41": "y"}) == "xy"
    # The mapping is positional: `mapping=` is a variable.
    assert Template("{mapping}").expand(mapping="m") == "m"

    class Lookups(collections.abc.Mapping):
        """A mapping that is no dict, which answers only some names."""

        def __getitem__(self, key):
            if key == "boom":
                raise RuntimeError("boom")
            return {"a": "x"}[key]

        def __iter__(self):
            return iter(["a"])

        def __len__(self):
            return 1

    assert Template("{a}{b}").expand(Lookups()) == "x"
    with pytest.raises(RuntimeError, match="boom"):
        Template("{boom}").expand(Lookups())
    for mapping in (["a"], "a", 3):
        with pytest.raises(TypeError, match="^expand\\(\\) takes a mapping of names to values, not "):
            template.expand(mapping)


def test_values_are_percent_encoded_as_the_operator_says():
    assert Template("{x},{+x}{#x}").expand(x="a/b?c%20d é") == "a%2Fb%3Fc%2520d%20%C3%A9,a/b?c%20d%20%C3%A9#a/b?c%20d%20%C3%A9"
    assert Template("{x:2}").expand(x="éclair") == "%C3%A9c"
    assert Template("café/{x}").expand(x="1") == "caf%C3%A9/1"


# -- match --------------------------------------------------------------------------------


def test_match():
    template = Template("/repos/{owner}/{repo}/issues{?state,labels}")
    found = template.match("/repos/octo%20cat/hello/issues?state=open&labels=bug,ui")
    assert found == {"owner": "octo cat", "repo": "hello", "state": "open", "labels": ["bug", "ui"]}
    assert list(found) == ["owner", "repo", "state", "labels"]
    assert template.match("/users/octocat") is None
    assert template.match(parse("/repos/a/b/issues")) == {"owner": "a", "repo": "b"}
    # Exploded pairs with their names come back as a dict, in the order of the input.
    found = Template("/m{?address*}").match("/m?state=CA&city=Newport%20Beach")
    assert found == {"address": {"state": "CA", "city": "Newport Beach"}}
    assert list(found["address"]) == ["state", "city"]
    # What the expansion loses stays lost: a prefix gives the prefix.
    assert Template("{var:3}").match("val") == {"var": "val"}
    # With + and #, values keep their percent-encodings.
    assert Template("{+path}").match("/a%20b") == {"path": "/a%20b"}
    # No expansion holds a lone surrogate, or what is no URI.
    assert Template("{+x}").match("a\udfffb") is None
    assert Template("{+x}").match("a b") is None
    with pytest.raises(TypeError, match="^a URI is a str or a UriRef, not bytes$"):
        template.match(b"/repos/a/b/issues")


def test_match_round_trips_on_generated_values():
    generator = random.Random(6570)
    alphabet = "ab/?#&=,;.:%é~-_ !*'()@$+"
    operators = ("", "+", "#", ".", "/", ";", "?", "&")
    shapes = [f"{{{op}x}}" for op in operators] + [f"{{{op}x*}}" for op in operators] + [f"{{{op}x,y}}" for op in operators]
    templates = [Template(t) for t in shapes + ["/p{/x*}{?y,z*}", "{x}-{y}", "{?x,y}{#z}"]]

    def text():
        return "".join(generator.choice(alphabet) for _ in range(generator.randrange(0, 8)))

    refused = 0
    for _ in range(10000):
        template = generator.choice(templates)
        values = {}
        for name in template.variables:
            kind = generator.randrange(4)
            if kind == 1:
                values[name] = text()
            elif kind == 2:
                values[name] = [text() for _ in range(generator.randrange(3))]
            elif kind == 3:
                values[name] = {text() or "k": text() for _ in range(generator.randrange(3))}
        try:
            expanded = template.expand(values)
        except ExpandError as error:
            # Reserved characters kept by `+` and `#` (`#` twice, `:` in a first segment) can
            # make text that is no URI reference.
            assert error.kind == "not-a-reference" and ("{+" in str(template) or "#" in str(template)), (template, values)
            refused += 1
            continue
        found = template.match(expanded)
        assert found is not None, (template, values)
        assert template.expand(found) == expanded, (template, values, found)
    assert refused < 1000


# -- the object ---------------------------------------------------------------------------


def test_the_template_object():
    template = Template("{/path*}{?q,lang}{&q}")
    assert template.variables == ("path", "q", "lang")
    assert Template("a").variables == ()
    assert str(template) == "{/path*}{?q,lang}{&q}"
    assert repr(Template("a'{b}")) == "Template(\"a'{b}\")"
    assert template == Template("{/path*}{?q,lang}{&q}")
    assert template != Template("{/path*}{?q}") and template != "{/path*}{?q,lang}{&q}"
    assert hash(template) == hash(Template("{/path*}{?q,lang}{&q}"))
    assert len({template, Template("{/path*}{?q,lang}{&q}"), Template("x")}) == 2
    copy = pickle.loads(pickle.dumps(template))
    assert copy == template and copy.expand(q="1") == "?q=1&q=1"
    with pytest.raises(AttributeError):
        template.variables = ()
    with pytest.raises(TypeError):
        Template(3)
    assert rfc3986_rs.Template is Template
