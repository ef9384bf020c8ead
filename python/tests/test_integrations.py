"""The integrations: jsonschema, Polars and DuckDB, checked row by row against the library."""

import duckdb
import jsonschema
import polars as pl
import pytest

import rfc3986_rs
import rfc3986_rs.duckdb
import rfc3986_rs.polars as uri
from rfc3986_rs import ParseError
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
    ],
)
def test_jsonschema_formats(format_name, valid, invalid):
    validator = jsonschema.Draft202012Validator({"format": format_name}, format_checker=FORMAT_CHECKER)
    for instance in valid + [3, None, ["x y"]]:
        assert validator.is_valid(instance), instance
    for instance in invalid:
        errors = list(validator.iter_errors(instance))
        assert len(errors) == 1, instance
        assert isinstance(errors[0].cause, ParseError)


def test_jsonschema_other_formats_are_kept_and_checkers_can_be_added():
    validator = jsonschema.Draft202012Validator({"format": "ipv4"}, format_checker=FORMAT_CHECKER)
    assert not validator.is_valid("1.2.3")
    checker = add_checkers(jsonschema.FormatChecker(formats=()))
    assert set(checker.checkers) == {"uri", "uri-reference", "iri", "iri-reference"}
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
