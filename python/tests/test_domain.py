"""Public suffixes and registrable domains: ``PublicSuffixList``, the methods of ``UriRef``, and the
batch functions given a list with ``psl=``; the list's own test cases
(test-support/data/psl/test_psl.txt) through both."""

import pickle
import re

import pytest

import rfc3986_rs
from rfc3986_rs import PublicSuffixList, arrow, parse

from conftest import DATA

LIST_FILE = DATA / "psl" / "public_suffix_list.dat"

# A list of two rules, under which example.com is itself a public suffix.
SMALL = "// VERSION: 2026-01-01_00-00-00_UTC\n// ===BEGIN ICANN DOMAINS===\ncom\nexample.com\n" \
    "// ===BEGIN PRIVATE DOMAINS===\nblogspot.com\n"


def check_public_suffix_cases():
    """The ``checkPublicSuffix(host, registrable)`` cases of the list's test file (the null
    input left out): each host and its registrable domain (``None`` for none)."""
    text = (DATA / "psl" / "test_psl.txt").read_text(encoding="utf-8")
    cases = []
    for host, expected in re.findall(r"^checkPublicSuffix\((\S+), (\S+)\);", text, re.MULTILINE):
        if host != "null":
            cases.append((host.strip("'"), None if expected == "null" else expected.strip("'")))
    assert len(cases) > 60
    return cases


def test_the_embedded_list_is_that_of_the_list_file_of_its_date():
    embedded = PublicSuffixList.embedded()
    loaded = PublicSuffixList.load(LIST_FILE)
    assert embedded.snapshot is not None and re.fullmatch(r"\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_UTC", embedded.snapshot)
    assert loaded.snapshot == embedded.snapshot
    assert repr(embedded) == f"<PublicSuffixList embedded, snapshot='{embedded.snapshot}'>"
    assert repr(loaded) == f"<PublicSuffixList loaded, snapshot='{embedded.snapshot}'>"
    assert PublicSuffixList.load(str(LIST_FILE)).snapshot == embedded.snapshot


@pytest.mark.parametrize("psl", [None, "embedded", "loaded"])
def test_the_list_s_own_cases(psl):
    # With both sections, as the list's tests read it; the answers in lowercase (ours are as
    # the host is written).
    psl = {None: None, "embedded": PublicSuffixList.embedded(), "loaded": PublicSuffixList.load(LIST_FILE)}[psl]
    cases = check_public_suffix_cases()
    urls = [f"http://{host}/" for host, _ in cases]
    batch = arrow.registrable_domain(urls, "all", iri=True, psl=psl).to_pylist()
    for (host, expected), url, found in zip(cases, urls, batch):
        one = parse(url, iri=True).registrable_domain("all", psl=psl)
        assert one == found, host
        assert (found.lower() if found else None) == expected, host


def test_sections_and_parts():
    uri = parse("https://alice.blog.github.io./x")
    assert (uri.public_suffix(), uri.registrable_domain(), uri.subdomain()) == ("io", "github.io", "alice.blog")
    assert (uri.public_suffix("all"), uri.registrable_domain("all"), uri.subdomain("all")) == (
        "github.io", "blog.github.io", "alice",
    )
    uri = parse("http://WWW.Example.co.uk/")
    assert (uri.public_suffix(), uri.registrable_domain(), uri.subdomain()) == ("co.uk", "Example.co.uk", "WWW")
    for text in ("http://192.0.2.1/", "http://[::1]/", "mailto:a@example.com", "/a", "http://a..com/"):
        uri = parse(text)
        assert (uri.public_suffix(), uri.registrable_domain(), uri.subdomain()) == (None, None, None), text
    uri = parse("http://co.uk/")
    assert (uri.public_suffix(), uri.registrable_domain(), uri.subdomain()) == ("co.uk", None, None)
    assert parse("http://食狮.公司.cn/", iri=True).registrable_domain() == "食狮.公司.cn"
    with pytest.raises(ValueError, match="unknown section 'private': one of icann, all"):
        parse("http://a.com/").registrable_domain("private")
    with pytest.raises(ValueError, match="unknown section 'private': one of icann, all"):
        arrow.registrable_domain(["http://a.com/"], "private")


def test_a_list_read_at_run_time_is_the_one_used():
    small = PublicSuffixList.parse(SMALL)
    assert small.snapshot == "2026-01-01_00-00-00_UTC"
    urls = ["http://a.b.example.com/", "http://x.blogspot.com/", "http://a.example.org/", None, "a b"]
    assert arrow.registrable_domain(urls).to_pylist() == ["example.com", "blogspot.com", "example.org", None, None]
    assert arrow.registrable_domain(urls, psl=small).to_pylist() == [
        "b.example.com", "blogspot.com", "example.org", None, None,
    ]
    assert arrow.registrable_domain(urls, "all", psl=small).to_pylist()[1] == "x.blogspot.com"
    assert arrow.public_suffix(urls, psl=small).to_pylist()[0] == "example.com"
    assert arrow.subdomain(urls, psl=small).to_pylist() == ["a", "x", "a", None, None]
    assert parse(urls[0]).registrable_domain(psl=small) == "b.example.com"
    assert PublicSuffixList.parse("// ===BEGIN ICANN DOMAINS===\ncom\n").snapshot is None


def test_a_list_is_pickled_as_its_text():
    for psl in (PublicSuffixList.embedded(), PublicSuffixList.parse(SMALL)):
        copy = pickle.loads(pickle.dumps(psl))
        assert repr(copy) == repr(psl)
        assert parse("http://a.b.example.com/").registrable_domain(psl=copy) == parse(
            "http://a.b.example.com/"
        ).registrable_domain(psl=psl)


def test_what_is_no_list(tmp_path):
    with pytest.raises(ValueError, match=r"^not a public suffix list: no '===BEGIN ICANN DOMAINS===' line$"):
        PublicSuffixList.parse("com\n")
    with pytest.raises(ValueError, match=r"^invalid public suffix rule on line 3$"):
        PublicSuffixList.parse("// ===BEGIN ICANN DOMAINS===\ncom\na..com\n")
    bad = tmp_path / "bad.dat"
    bad.write_text("com\n", encoding="utf-8")
    with pytest.raises(ValueError, match=f"^{re.escape(str(bad))}: not a public suffix list"):
        PublicSuffixList.load(bad)
    with pytest.raises(FileNotFoundError):
        PublicSuffixList.load(tmp_path / "missing.dat")
    with pytest.raises(TypeError):
        arrow.registrable_domain(["http://a.com/"], psl="list.dat")
    with pytest.raises(TypeError):
        parse("http://a.com/").registrable_domain(psl=SMALL)
    assert "PublicSuffixList" in rfc3986_rs.__all__
