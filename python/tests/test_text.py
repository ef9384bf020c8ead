"""audit (RFC 3986 section 7) and extract (Appendix C) on Python strings."""

import pytest

import rfc3986_rs
from rfc3986_rs import Finding, Found, ParseError


def test_section_7_6_example():
    text = "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"
    findings = rfc3986_rs.audit(text)
    codes = {finding.code for finding in findings}
    assert "userinfo-like-host" in codes
    like_host = next(f for f in findings if f.code == "userinfo-like-host")
    assert like_host.severity == "danger"
    assert text[like_host.start:like_host.end] == "cnn.example.com&story=breaking_news"
    assert all(isinstance(f, Finding) for f in findings)
    assert repr(like_host) == (
        f"Finding(code='userinfo-like-host', severity='danger', start={like_host.start}, "
        f"end={like_host.end}, message={like_host.message!r})"
    )


def test_an_ordinary_uri_has_nothing_above_info():
    findings = rfc3986_rs.audit("https://example.com/search?q=a%20b#top")
    assert all(f.severity == "info" for f in findings)


def test_spans_are_indices_into_the_str():
    text = "http://pаypal.example/ä%0A"  # a Cyrillic 'а'
    findings = {f.code: f for f in rfc3986_rs.audit(text)}
    assert text[findings["encoded-newline"].start:findings["encoded-newline"].end] == "%0A"
    mixed = findings["mixed-script-host"]
    assert "pаypal" in text[mixed.start:mixed.end]
    assert mixed.severity == "danger"


def test_audit_refuses_what_is_not_an_iri_reference():
    with pytest.raises(ParseError):
        rfc3986_rs.audit("http://exa mple.com/")


def test_the_example_of_appendix_c():
    text = (
        "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n"
        "but you can probably pick it up from <ftp://foo.example.com/rfc/>.\n"
        "Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>."
    )
    found = rfc3986_rs.extract(text)
    assert [(f.uri, f.form) for f in found] == [
        ("http://www.w3.org/Addressing/", "quoted"),
        ("ftp://foo.example.com/rfc/", "angle"),
        ("http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", "angle"),
    ]
    for f in found:
        assert text[f.start:f.end] == f.uri


def test_extraction_forms_spans_and_options():
    text = "Voir « https://en.wikipedia.org/wiki/Foo_(bar) ». Et <URL:http://a.example/\n  b>, <../c.html>, é http://ü.example/."
    found = rfc3986_rs.extract(text)
    assert [(f.uri, f.form) for f in found] == [
        ("https://en.wikipedia.org/wiki/Foo_(bar)", "bare"),
        ("http://a.example/b", "url-prefix"),
        ("../c.html", "angle"),
    ]
    # Spans index the str (the text has characters beyond ASCII before them).
    assert text[found[0].start:found[0].end] == "https://en.wikipedia.org/wiki/Foo_(bar)"
    assert text[found[1].start:found[1].end] == "http://a.example/\n  b"
    assert text[found[2].start:found[2].end] == "../c.html"
    assert [f.uri for f in rfc3986_rs.extract(text, relative_in_angles=False)] == [
        "https://en.wikipedia.org/wiki/Foo_(bar)",
        "http://a.example/b",
    ]
    iris = rfc3986_rs.extract(text, iri=True)
    assert iris[-1].uri == "http://ü.example/"
    assert text[iris[-1].start:iris[-1].end] == "http://ü.example/"
    assert rfc3986_rs.extract("nothing here") == []
    assert repr(found[2]) == f"Found(uri='../c.html', start={found[2].start}, end={found[2].end}, form='angle')"


def test_a_bare_iri_ends_where_prose_in_another_script_starts():
    text = "詳細はhttps://n.example/aを参照してください。<https://ja.wikipedia.org/wiki/C言語>も"
    found = rfc3986_rs.extract(text, iri=True)
    assert [(f.uri, f.form) for f in found] == [
        ("https://n.example/a", "bare"),
        ("https://ja.wikipedia.org/wiki/C言語", "angle"),
    ]
    assert text[found[0].start:found[0].end] == "https://n.example/a"


def test_overlapping_findings_have_their_spans_in_the_str():
    text = "http://ü:secret@h.example/"
    findings = rfc3986_rs.audit(text)
    spans = {f.code: text[f.start:f.end] for f in findings}
    assert spans["password"] == "secret"
    assert "ü:secret" in spans["userinfo"]
