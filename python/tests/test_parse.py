"""parse, UriRef and the functions on one reference."""

import pickle

import pytest

import rfc3986_rs
from rfc3986_rs import BuildError, ParseError, ResolveError, UriRef, parse

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def components(uri: UriRef) -> tuple:
    return tuple(getattr(uri, name) for name in COMPONENTS)


@pytest.mark.parametrize(
    "text, expected",
    [
        # RFC 3986 section 1.1.2, verbatim.
        ("ftp://ftp.is.co.za/rfc/rfc1808.txt", ("ftp", None, "ftp.is.co.za", None, "/rfc/rfc1808.txt", None, None)),
        ("http://www.ietf.org/rfc/rfc2396.txt", ("http", None, "www.ietf.org", None, "/rfc/rfc2396.txt", None, None)),
        ("ldap://[2001:db8::7]/c=GB?objectClass?one", ("ldap", None, "[2001:db8::7]", None, "/c=GB", "objectClass?one", None)),
        ("mailto:John.Doe@example.com", ("mailto", None, None, None, "John.Doe@example.com", None, None)),
        ("news:comp.infosystems.www.servers.unix", ("news", None, None, None, "comp.infosystems.www.servers.unix", None, None)),
        ("tel:+1-816-555-1212", ("tel", None, None, None, "+1-816-555-1212", None, None)),
        ("telnet://192.0.2.16:80/", ("telnet", None, "192.0.2.16", "80", "/", None, None)),
        ("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", ("urn", None, None, None, "oasis:names:specification:docbook:dtd:xml:4.1.2", None, None)),
        # Section 3's example.
        ("foo://example.com:8042/over/there?name=ferret#nose", ("foo", None, "example.com", "8042", "/over/there", "name=ferret", "nose")),
        # Absent and empty differ.
        ("http://h?", ("http", None, "h", None, "", "", None)),
        ("http://h", ("http", None, "h", None, "", None, None)),
        ("http://@h:#", ("http", "", "h", "", "", None, "")),
        ("", (None, None, None, None, "", None, None)),
        ("//h", (None, None, "h", None, "", None, None)),
    ],
)
def test_components(text, expected):
    uri = parse(text)
    assert components(uri) == expected
    assert str(uri) == text
    assert uri.is_relative == (expected[0] is None)


def test_host_kinds_ports_and_segments():
    assert parse("http://[::1]:8080/").host_kind == "ipv6"
    assert parse("http://[v7.x]/").host_kind == "ipvfuture"
    assert parse("http://10.0.0.1/").host_kind == "ipv4"
    assert parse("http://a.example/").host_kind == "reg-name"
    assert parse("/a").host_kind is None
    assert parse("http://h:0080/").port_number == 80
    assert parse("http://h:/").port_number is None
    assert parse("http://h/").port_number is None
    with pytest.raises(ValueError, match="65536"):
        parse("http://h:65536/").port_number
    assert parse("http://h/a/b/").path_segments == ["", "a", "b", ""]
    assert parse("a/b").path_segments == ["a", "b"]
    assert parse("http://h").path_segments == []


@pytest.mark.parametrize(
    "text, index, kind, component",
    [
        ("http://example.com/a b", 20, "invalid-char", "path"),
        ("http://h/%zz", 9, "invalid-percent-encoding", "path"),
        (":a", 0, "empty-scheme", "scheme"),
        ("1http://h", 0, "scheme-start", "scheme"),
        ("a:b:c d", 5, "invalid-char", "path"),
        ("http://[::1/", 11, "unclosed-ip-literal", "host"),
        ("http://[:::]/", 10, "invalid-ipv6", "host"),
        ("http://h:8a/", 10, "invalid-char", "port"),
        ("http://u\u00e9@h/", 8, "invalid-char", "userinfo"),
    ],
)
def test_parse_errors_say_what_and_where(text, index, kind, component):
    with pytest.raises(ParseError) as caught:
        parse(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.index, error.kind, error.component) == (index, kind, component)
    assert f"at index {index}" in str(error)


def test_a_parsed_reference_keeps_the_str_it_was_given_not_a_copy():
    import sys

    text = "".join(["http://example.com/", "a" * 40])
    before = sys.getrefcount(text)
    reference = parse(text)
    assert sys.getrefcount(text) == before + 1
    assert reference.path == "/" + "a" * 40
    # A reference made from it has its own text.
    normal = reference.normalize()
    del reference
    assert sys.getrefcount(text) == before
    assert str(normal) == text


def test_an_invalid_character_is_written_as_python_writes_it():
    # Every ASCII character a path refuses, and characters beyond ASCII (printable or not),
    # named by `repr` and, beyond ASCII, by code point.
    refused = 0
    for code in [*range(0x80), 0x85, 0xA0, 0xE9, 0x2028, 0xFFFE, 0x1F600]:
        character = chr(code)
        try:
            parse(f"http://h/a{character}")
        except ParseError as error:
            if error.kind != "invalid-char":
                continue
            refused += 1
            code_point = f" (U+{code:04X})" if code >= 0x80 else ""
            assert str(error) == f"invalid character {character!r}{code_point} in path at index 10"
    # 83 ASCII characters go in a path, start a query or a fragment, or start an encoding.
    assert refused == 0x80 - 83 + 6
    # The one a path takes that Python quotes otherwise, where it is refused.
    with pytest.raises(ParseError) as caught:
        parse("http://h:8'/")
    assert str(caught.value) == """invalid character "'" in port at index 10"""


def test_iri_grammar():
    iri = parse("http://例え.テスト/ä?ö#ü", iri=True)
    assert iri.host == "例え.テスト" and iri.path == "/ä" and iri.is_iri
    assert repr(iri).endswith("iri=True)")
    with pytest.raises(ParseError):
        parse("http://例え.テスト/")
    assert str(iri.to_uri()) == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%C3%A4?%C3%B6#%C3%BC"
    assert str(iri.to_uri(idna=True)) == "http://xn--r8jz45g.xn--zckzah/%C3%A4?%C3%B6#%C3%BC"
    assert rfc3986_rs.to_uri("http://例え.テスト/", idna=True) == "http://xn--r8jz45g.xn--zckzah/"
    assert rfc3986_rs.to_iri("http://xn--r8jz45g.xn--zckzah/%C3%A4", idna=True) == "http://例え.テスト/ä"
    assert rfc3986_rs.to_iri("http://h/%C3%A4%20") == "http://h/ä%20"
    assert str(parse("http://h/%C3%A4").to_iri()) == "http://h/ä"


# RFC 3986 section 5.4, verbatim: the base, then each reference and its target.
BASE = "http://a/b/c/d;p?q"
RESOLUTIONS = [
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"), (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"), ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
    ("../..", "http://a/"), ("../../", "http://a/"), ("../../g", "http://a/g"),
    ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"), ("/./g", "http://a/g"),
    ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"), ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"), ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
]


@pytest.mark.parametrize("reference, target", RESOLUTIONS)
def test_resolution_examples_of_section_5_4(reference, target):
    assert str(parse(BASE).resolve(reference)) == target
    assert str(parse(BASE).resolve(parse(reference))) == target
    assert rfc3986_rs.resolve(BASE, reference) == target
    # make_relative gives a reference that resolves back to the target.
    relative = parse(BASE).make_relative(target)
    assert str(parse(BASE).resolve(relative)) == target


def test_resolution_options_and_errors():
    assert str(parse(BASE).resolve("http:g", strict=False)) == "http://a/b/c/g"
    assert rfc3986_rs.resolve(BASE, "http:g", strict=False) == "http://a/b/c/g"
    with pytest.raises(ResolveError):
        parse("/relative").resolve("g")
    with pytest.raises(ParseError):
        parse(BASE).resolve("a b")
    with pytest.raises(TypeError):
        parse(BASE).resolve(3)
    assert rfc3986_rs.make_relative("http://a/b/c/d", "http://a/b/g?y") == "../g?y"


def test_normalize_and_equivalent():
    assert rfc3986_rs.normalize("HTTP://Example.COM:80/%7Ea/./b/../c%2f") == "http://example.com/~a/c%2F"
    uri = parse("HTTP://Example.COM:80/%7ea#f")
    assert str(uri.normalize()) == "http://example.com/~a#f"
    assert str(uri.normalize(scheme=False)) == "http://example.com:80/~a#f"
    assert str(uri.normalize(syntax=False)) == "HTTP://Example.COM/%7ea#f"
    assert str(uri.normalize(ignore_fragment=True)) == "http://example.com/~a"
    assert rfc3986_rs.normalize("my://h:4242/", default_ports={"my": 4242}) == "my://h/"
    assert rfc3986_rs.normalize("my://h:4242/") == "my://h:4242/"
    assert rfc3986_rs.equivalent("http://a.example:80/%7e", "HTTP://A.EXAMPLE/~")
    assert not rfc3986_rs.equivalent("http://a/#x", "http://a/")
    assert rfc3986_rs.equivalent("http://a/#x", "http://a/", ignore_fragment=True)
    assert uri.equivalent("http://example.com/~a#f")
    assert not uri.equivalent("http://example.com/~a#f", syntax=False, scheme=False)


def test_replace_validates_like_the_setters():
    uri = parse("http://user@example.com:8080/a/b?q=1#top")
    assert str(uri.replace(port=None, fragment=None)) == "http://user@example.com/a/b?q=1"
    assert str(uri.replace(host="[::1]", port=81)) == "http://user@[::1]:81/a/b?q=1#top"
    assert str(uri.replace(scheme=None, userinfo=None, host=None, port=None)) == "/a/b?q=1#top"
    assert str(uri.replace(path=None)) == "http://user@example.com:8080?q=1#top"
    assert str(uri.replace(query="")) == "http://user@example.com:8080/a/b?#top"
    assert str(uri) == "http://user@example.com:8080/a/b?q=1#top"  # immutable
    for bad in ({"host": "a b"}, {"path": "a b"}, {"scheme": "1x"}, {"port": "x"}, {"host": None}):
        with pytest.raises(BuildError):
            uri.replace(**bad)
    with pytest.raises(ValueError):
        uri.replace(port=70000)
    with pytest.raises(TypeError):
        uri.replace(hots="x")
    with pytest.raises(TypeError):
        uri.replace(host=3)


def test_query_pairs():
    uri = parse("http://h/?a=1&flag&&b=x=y&c=%26&q=caf%C3%A9+cr%C3%A8me")
    assert uri.query_pairs() == [("a", "1"), ("flag", None), ("b", "x=y"), ("c", "%26"), ("q", "caf%C3%A9+cr%C3%A8me")]
    assert uri.query_pairs(decode=True)[-2:] == [("c", "&"), ("q", "café+crème")]
    assert uri.query_pairs(decode=True, plus_as_space=True)[-1] == ("q", "café crème")
    assert uri.query_pairs(decode=True)[1] == ("flag", "")
    assert parse("http://h/").query_pairs() == []


def test_equality_hash_and_pickle():
    a, b = parse("http://a/"), parse("http://a/")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert len({hash(parse(f"http://a/{i}")) for i in range(100)}) == 100
    assert a != parse("HTTP://a/") and a != "http://a/"
    iri = parse("http://ä/", iri=True)
    for uri in (a, iri):
        copy = pickle.loads(pickle.dumps(uri))
        assert copy == uri and copy.is_iri == uri.is_iri
    assert repr(a) == "UriRef('http://a/')"


@pytest.mark.parametrize(
    "text, rules",
    [
        ("http://a/b#f", {"URI-reference", "URI", "IRI-reference", "IRI"}),
        ("http://a/b", {"URI-reference", "URI", "absolute-URI", "IRI-reference", "IRI", "absolute-IRI"}),
        ("a/b", {"URI-reference", "relative-ref", "IRI-reference", "irelative-ref"}),
        ("http://ä/", {"IRI-reference", "IRI", "absolute-IRI"}),
        ("a b", set()),
    ],
)
def test_is_valid_and_check_by_rule(text, rules):
    all_rules = ["URI-reference", "URI", "absolute-URI", "relative-ref", "IRI-reference", "IRI", "absolute-IRI", "irelative-ref"]
    for rule in all_rules:
        assert rfc3986_rs.is_valid(text, rule) == (rule in rules), rule
        if rule in rules:
            assert rfc3986_rs.check(text, rule) is None
        else:
            with pytest.raises(ParseError):
                rfc3986_rs.check(text, rule)
    with pytest.raises(ValueError, match="unknown rule"):
        rfc3986_rs.is_valid(text, "uri")


def test_the_corpus_parses_as_the_library_reads_it(web_corpus):
    # Every line either parses, with its components in their places, or raises ParseError.
    for line in web_corpus:
        try:
            uri = parse(line)
        except ParseError as error:
            assert 0 <= error.index <= len(line.encode())
            assert not rfc3986_rs.is_valid(line)
            continue
        assert rfc3986_rs.is_valid(line)
        rebuilt = (uri.scheme + ":" if uri.scheme is not None else "")
        if uri.host is not None:
            rebuilt += "//" + (uri.userinfo + "@" if uri.userinfo is not None else "") + uri.host
            rebuilt += ":" + uri.port if uri.port is not None else ""
        rebuilt += uri.path
        rebuilt += "?" + uri.query if uri.query is not None else ""
        rebuilt += "#" + uri.fragment if uri.fragment is not None else ""
        assert rebuilt == line


def test_references_given_as_uriref_are_read_by_the_base_grammar():
    uri_base, iri_base = parse("http://a/b/"), parse("http://a/b/", iri=True)
    iri = parse("ä", iri=True)
    assert str(iri_base.resolve(iri)) == "http://a/b/ä"
    with pytest.raises(ParseError):
        uri_base.resolve(iri)
    assert str(uri_base.resolve(parse("c"))) == "http://a/b/c"
    assert str(iri_base.make_relative(parse("http://a/b/ä", iri=True))) == "ä"
    with pytest.raises(ResolveError):
        rfc3986_rs.make_relative("/relative", "http://a/")
    with pytest.raises(ResolveError):
        parse("/relative").make_relative("http://a/")
    assert iri_base.equivalent(parse("HTTP://A/b/", iri=True))


def test_mappings_of_a_uriref():
    uri = parse("http://h/%C3%A4")
    assert uri.to_uri() == uri and not uri.to_uri().is_iri
    iri = uri.to_iri()
    assert iri.is_iri and str(iri) == "http://h/ä"
    assert str(iri.to_iri()) == "http://h/ä"
    assert str(parse("http://xn--r8jz45g.xn--zckzah/", iri=True).to_iri(idna=True)) == "http://例え.テスト/"
    # A label that does not convert stays as written.
    assert str(parse("http://xn--a.example/").to_iri(idna=True)) == "http://xn--a.example/"
    with pytest.raises(BuildError, match="IDNA"):
        parse("http://a\u200d.example/", iri=True).to_uri(idna=True)
    with pytest.raises(BuildError, match="IDNA"):
        rfc3986_rs.to_uri("http://a\u200d.example/", idna=True)


def test_replace_takes_a_port_as_text_and_keeps_the_grammar():
    uri = parse("http://h/")
    assert str(uri.replace(port="0081")) == "http://h:0081/"
    assert str(uri.replace(port="")) == "http://h:/"
    iri = parse("http://ä/", iri=True)
    assert str(iri.replace(path="/ö")) == "http://ä/ö" and iri.replace(path="/ö").is_iri
    with pytest.raises(BuildError):
        uri.replace(path="/ö")


def test_zone_identifiers_with_zone_id():
    # RFC 6874's example, refused by RFC 3986's grammar unless asked for.
    text = "http://[fe80::a%25en1]/"
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert caught.value.kind == "zone-id-not-allowed" and "parse(text, zone_id=True)" in str(caught.value)
    uri = parse(text, zone_id=True)
    assert (uri.host, uri.zone_id, uri.host_kind, str(uri)) == ("[fe80::a%25en1]", "en1", "ipv6", text)
    assert repr(uri) == "UriRef('http://[fe80::a%25en1]/', zone_id=True)"
    assert parse("http://[fe80::a]/", zone_id=True).zone_id is None
    assert parse("http://h/").zone_id is None
    iri = parse("http://[fe80::a%25en1]/ä", iri=True, zone_id=True)
    assert iri.zone_id == "en1" and repr(iri) == "UriRef('http://[fe80::a%25en1]/ä', iri=True, zone_id=True)"
    # A malformed zone is refused, with or without it.
    for bad in ("http://[fe80::a%en1]/", "http://[fe80::a%25]/"):
        with pytest.raises(ParseError):
            parse(bad, zone_id=True)
    # The zone stays through the operations, and a str reference is read as the base was.
    assert str(uri.resolve("a/b")) == "http://[fe80::a%25en1]/a/b"
    assert str(parse("http://h/", zone_id=True).resolve("//[fe80::b%25x]/c")) == "http://[fe80::b%25x]/c"
    with pytest.raises(ParseError):
        parse("http://h/").resolve("//[fe80::b%25x]/c")
    # A reference made with a zone from a UriRef that accepts them accepts them too.
    resolved = parse("http://h/").resolve(parse("//[fe80::b%25x]/c", zone_id=True))
    assert str(resolved) == "http://[fe80::b%25x]/c" and resolved.zone_id == "x"
    assert repr(resolved) == "UriRef('http://[fe80::b%25x]/c', zone_id=True)"
    assert str(resolved.replace(path="/d")) == "http://[fe80::b%25x]/d"
    assert repr(parse("http://h/").resolve("c")) == "UriRef('http://h/c')"
    assert str(uri.normalize()) == text and uri.equivalent("HTTP://[FE80::A%25en1]:80/")
    assert str(uri.replace(path="/p", port=8080)) == "http://[fe80::a%25en1]:8080/p"
    assert str(parse("http://h/", zone_id=True).replace(host="[fe80::1%25eth0]")) == "http://[fe80::1%25eth0]/"
    with pytest.raises(BuildError, match=r"parse\(text, zone_id=True\)"):
        parse("http://h/").replace(host="[fe80::1%25eth0]")
    copy = pickle.loads(pickle.dumps(uri))
    assert copy == uri and copy.zone_id == "en1" and repr(copy) == repr(uri)
    assert rfc3986_rs._parse_positional("http://h/", False) == parse("http://h/")
