"""The integrations: jsonschema, Polars and DuckDB, checked row by row against the library."""

import duckdb
import jsonschema
import polars as pl
import pytest

import rfc3986_rs
import rfc3986_rs.duckdb
import rfc3986_rs.polars as uri
from rfc3986_rs import ParseError, TemplateError
from rfc3986_rs.jsonschema import FORMAT_CHECKER, add_checkers

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def parsed(text):
    try:
        return rfc3986_rs.parse(text)
    except (ParseError, TypeError):
        return None


@pytest.mark.parametrize(
    "format_name, valid, invalid",
    [
        ("uri", ["http://a/b", "urn:x", "mailto:a@b"], ["/rel", "a b", "http://ä/", ""]),
        ("uri-reference", ["/rel", "", "#f", "http://a/"], ["a b", "http://ä/", "%zz"]),
        ("iri", ["http://ä/", "urn:x"], ["/rel", "a b"]),
        ("iri-reference", ["/ä", "http://ä/", ""], ["a b", "%zz"]),
        ("uri-template", ["/a{b}", "", "http://ä/{+x*}"], ["/a{b", "a b", "{!x}"]),
    ],
)
def test_jsonschema_formats(format_name, valid, invalid):
    validator = jsonschema.Draft202012Validator({"format": format_name}, format_checker=FORMAT_CHECKER)
    for instance in valid + [3, None, ["x y"]]:
        assert validator.is_valid(instance), instance
    for instance in invalid:
        errors = list(validator.iter_errors(instance))
        assert len(errors) == 1, instance
        assert isinstance(errors[0].cause, TemplateError if format_name == "uri-template" else ParseError)


def test_jsonschema_other_formats_are_kept_and_checkers_can_be_added():
    validator = jsonschema.Draft202012Validator({"format": "ipv4"}, format_checker=FORMAT_CHECKER)
    assert not validator.is_valid("1.2.3")
    checker = add_checkers(jsonschema.FormatChecker(formats=()))
    assert set(checker.checkers) == {"uri", "uri-reference", "iri", "iri-reference", "uri-template"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate("a b", {"format": "uri-reference"}, format_checker=checker)


def test_polars_expressions(web_corpus):
    rows = web_corpus[:5000] + [None, "a b", "http://h?"]
    df = pl.DataFrame({"url": rows}, schema={"url": pl.String})
    out = df.select(
        *[getattr(uri, name)("url").alias(name) for name in COMPONENTS],
        uri.parse(pl.col("url")).alias("parts"),
        uri.is_valid("url").alias("valid"),
        uri.normalize("url").alias("normal"),
        uri.port_number("url").alias("port_number"),
        uri.resolve("http://base.example/a/", "url").alias("resolved"),
    )
    assert out["port_number"].dtype == pl.UInt16
    for row, result in zip(rows, out.iter_rows(named=True)):
        reference = parsed(row)
        expected = {name: getattr(reference, name) if reference else None for name in COMPONENTS}
        assert {name: result[name] for name in COMPONENTS} == expected
        assert result["parts"] == (expected if reference else None)
        assert result["valid"] == (None if row is None else reference is not None)
        assert result["normal"] == (rfc3986_rs.normalize(row) if reference else None)
        if reference:
            assert result["resolved"] == rfc3986_rs.resolve("http://base.example/a/", row)
    # Lazily, on a column that Polars may split: the same answers.
    lazy = df.lazy().select(uri.host("url")).collect()
    assert lazy["url"].to_list() == out["host"].to_list()


def test_duckdb_functions(web_corpus):
    rows = web_corpus[:5000] + [None, "a b"]
    con = rfc3986_rs.duckdb.register(duckdb.connect())
    con.execute("CREATE TABLE t (i INTEGER, url VARCHAR)")
    con.executemany("INSERT INTO t VALUES (?, ?)", list(enumerate(rows)))
    names = ", ".join(f"uri_{name}(url)" for name in COMPONENTS)
    query = f"SELECT i, {names}, uri_is_valid(url), uri_normalize(url), uri_parse(url), " \
        "uri_resolve('http://base.example/a/', url), uri_equivalent(url, url) FROM t ORDER BY i"
    for i, *values in con.execute(query).fetchall():
        reference = parsed(rows[i])
        expected = [getattr(reference, name) if reference else None for name in COMPONENTS]
        assert values[:7] == expected, rows[i]
        valid, normal, parts, resolved, same = values[7:]
        assert valid == (None if rows[i] is None else reference is not None)
        assert normal == (rfc3986_rs.normalize(rows[i]) if reference else None)
        assert parts == (dict(zip(COMPONENTS, expected)) if reference else None)
        assert resolved == (rfc3986_rs.resolve("http://base.example/a/", rows[i]) if reference else None)
        assert same == (True if reference else None)
    assert con.execute("SELECT uri_relative('http://a/b/c/d', 'http://a/b/g?y')").fetchone() == ("../g?y",)
    assert con.execute("SELECT uri_host_kind('http://[::1]/')").fetchone() == ("ipv6",)


# The functions of lists, maps and structs, each with what rfc3986_rs.arrow gives (checked
# against the library in test_arrow.py): one call per function of the table that test_arrow
# does not cover under Polars and DuckDB already.
NESTED_ROWS = [
    "http://h/a/b%20c?q=1&q=x%20y&utm_source=z#f",
    "http://user@例え.example/?a=1",
    "/s?a&=b&&a=",
    "see <http://a/b> and http://c/d.",
    "http://h/%00",
    None,
    "a b",
    "",
]


def arrow_answers(name, *arguments, **keywords):
    """What ``rfc3986_rs.arrow``'s function gives for ``NESTED_ROWS``, as Python values."""
    return getattr(rfc3986_rs.arrow, name)(NESTED_ROWS, *arguments, **keywords).to_pylist()


def test_polars_lists_maps_and_structs():
    df = pl.DataFrame({"url": NESTED_ROWS}, schema={"url": pl.String})
    out = df.select(
        uri.path_segments("url").alias("segments"),
        uri.query_params("url").alias("params"),
        uri.query_params("url", "form").alias("form"),
        uri.query_param_all("url", "q").alias("q"),
        uri.extract("url").alias("found"),
        uri.audit("url").alias("findings"),
        uri.remove_query_params("url", ["q"]).alias("removed"),
        uri.strip_tracking("url").alias("stripped"),
        uri.decode("url").alias("decoded"),
        uri.encode("url", "segment").alias("encoded"),
        uri.to_iri("url").alias("iri"),
        uri.registrable_domain("url").alias("site"),
        uri.subdomain("url", "all", psl=rfc3986_rs.PublicSuffixList.embedded()).alias("sub"),
    )
    assert out.schema["segments"] == pl.List(pl.String)
    assert out.schema["params"] == uri.QUERY_PARAMS_DTYPE
    assert out.schema["findings"] == pl.List(uri.FINDING_DTYPE)
    params = out["params"].to_list()
    if isinstance(uri.QUERY_PARAMS_DTYPE, pl.List):
        # Polars 1: the list of {key, value} structs.
        params = [None if row is None else [(e["key"], e["value"]) for e in row] for row in params]
    else:
        params = [None if row is None else list(row.items()) for row in params]
    assert params == arrow_answers("query_params")
    assert out["segments"].to_list() == arrow_answers("path_segments")
    assert out["q"].to_list() == arrow_answers("query_param_all", "q")
    assert out["found"].to_list() == arrow_answers("extract")
    assert out["findings"].to_list() == arrow_answers("audit")
    assert out["removed"].to_list() == arrow_answers("remove_query_params", ["q"])
    assert out["stripped"].to_list() == arrow_answers("strip_tracking")
    assert out["decoded"].to_list() == arrow_answers("decode")
    assert out["encoded"].to_list() == arrow_answers("encode", "segment")
    assert out["iri"].to_list() == arrow_answers("to_iri")
    assert out["site"].to_list() == arrow_answers("registrable_domain")
    assert out["sub"].to_list() == arrow_answers("subdomain", "all")
    assert out["findings"].to_list()[4][0]["code"] == "encoded-nul"


def test_duckdb_lists_maps_and_structs():
    con = rfc3986_rs.duckdb.register(duckdb.connect())
    con.execute("CREATE TABLE t (i INTEGER, url VARCHAR)")
    con.executemany("INSERT INTO t VALUES (?, ?)", list(enumerate(NESTED_ROWS)))
    columns = {
        "uri_path_segments(url)": arrow_answers("path_segments"),
        "uri_query_params(url)": [None if row is None else dict(row) for row in arrow_answers("query_params")],
        "uri_query_param_all(url, 'q')": arrow_answers("query_param_all", "q"),
        "uri_extract(url)": arrow_answers("extract"),
        "uri_audit(url)": arrow_answers("audit"),
        "uri_remove_query_params(url, ['q', 'a'])": arrow_answers("remove_query_params", ["q", "a"]),
        "uri_strip_tracking(url)": arrow_answers("strip_tracking"),
        "uri_without_query(url)": arrow_answers("without_query"),
        "uri_without_fragment(url)": arrow_answers("without_fragment"),
        "uri_decode(url)": arrow_answers("decode"),
        "uri_encode(url, 'query')": arrow_answers("encode", "query"),
        "uri_to_uri(url)": arrow_answers("to_uri"),
        "uri_to_iri(url)": arrow_answers("to_iri"),
        "uri_query_param(url, 'q')": arrow_answers("query_param", "q"),
        "parse_url(url, 'HOST')": arrow_answers("parse_url", "HOST"),
        "uri_public_suffix(url)": arrow_answers("public_suffix"),
        "uri_registrable_domain(url)": arrow_answers("registrable_domain"),
        "uri_subdomain(url)": arrow_answers("subdomain"),
    }
    rows = con.execute(f"SELECT {', '.join(columns)} FROM t ORDER BY i").fetchall()
    for k, (call, expected) in enumerate(columns.items()):
        assert [row[k] for row in rows] == expected, call
    # A map's values by key, a finding's fields by name: DuckDB's own MAP, LIST and STRUCT.
    assert con.execute("SELECT uri_query_params('/s?a=1&a=2')['a']").fetchone() == (["1", "2"],)
    assert con.execute("SELECT uri_audit('http://h/%00')[1].code").fetchone() == ("encoded-nul",)
    # A list read at run time, for the domain functions of a connection.
    small = rfc3986_rs.PublicSuffixList.parse("// ===BEGIN ICANN DOMAINS===\ncom\nexample.com\n")
    mine = rfc3986_rs.duckdb.register(duckdb.connect(), psl=small)
    query = "SELECT uri_registrable_domain('http://a.b.example.com/')"
    assert mine.execute(query).fetchone() == ("b.example.com",)
    assert con.execute(query).fetchone() == ("example.com",)
    # A constant argument that is not the same on every row is refused.
    with pytest.raises(duckdb.Error, match="uri_query_param_all: the argument key is a constant"):
        con.execute("SELECT uri_query_param_all(url, url) FROM t").fetchall()
    # A constant NULL gives NULL on every row, as in SQL.
    assert con.execute("SELECT uri_query_param_all(url, NULL) FROM t").fetchall() == [(None,)] * len(NESTED_ROWS)
    assert con.execute("SELECT uri_encode(url, NULL) FROM t").fetchall() == [(None,)] * len(NESTED_ROWS)
