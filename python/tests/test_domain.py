"""Public suffixes and registrable domains: ``PublicSuffixList`` and the methods of ``UriRef``; the
list's own test cases (test-support/data/psl/test_psl.txt)."""

import pickle
import re

import pytest

import rfc3986_rs
from rfc3986_rs import PublicSuffixList, parse

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
    for (host, expected), url in zip(cases, urls):
        found = parse(url, iri=True).registrable_domain("all", psl=psl)
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


def test_a_list_read_at_run_time_is_the_one_used():
    small = PublicSuffixList.parse(SMALL)
    assert small.snapshot == "2026-01-01_00-00-00_UTC"
    uri = parse("http://a.b.example.com/")
    assert (uri.public_suffix(), uri.registrable_domain(), uri.subdomain()) == ("com", "example.com", "a.b")
    assert (uri.public_suffix(psl=small), uri.registrable_domain(psl=small), uri.subdomain(psl=small)) == (
        "example.com", "b.example.com", "a",
    )
    assert parse("http://x.blogspot.com/").registrable_domain("all", psl=small) == "x.blogspot.com"
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
        parse("http://a.com/").registrable_domain(psl=SMALL)
    assert "PublicSuffixList" in rfc3986_rs.__all__
