"""rfc3986_rs.spark on a real local Spark session: a DataFrame read from a Parquet file of the web
corpus, every row compared with the library."""

import os
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import rfc3986_rs
from rfc3986_rs import ParseError

COMPONENTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
BASE = "http://base.example/a/b"


@pytest.fixture(scope="module")
def spark():
    # The executors' Python workers are this interpreter, which has rfc3986_rs.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("rfc3986_rs tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def parsed(text):
    try:
        return rfc3986_rs.parse(text)
    except (ParseError, TypeError):
        return None


def test_column_functions_on_a_parquet_file(spark, web_corpus, tmp_path):
    from rfc3986_rs import spark as uri

    rows = web_corpus + [None, "", "a b", "http://h?", "HTTP://H:80/%7e/./x"]
    path = str(tmp_path / "urls.parquet")
    table = pa.table({"i": pa.array(range(len(rows)), pa.int64()), "url": pa.array(rows, pa.string())})
    pq.write_table(table, path, row_group_size=10_000)
    df = spark.read.parquet(path)
    result = df.select(
        "i",
        *[getattr(uri, name)("url").alias(name) for name in COMPONENTS],
        uri.normalize("url").alias("normal"),
        uri.parse("url").alias("parts"),
        uri.is_valid("url").alias("valid"),
        uri.port_number("url").alias("port_number"),
        uri.host_kind("url").alias("host_kind"),
        uri.resolve(BASE, "url").alias("resolved"),
    ).collect()
    assert len(result) == len(rows)
    for row in result:
        text = rows[row["i"]]
        reference = parsed(text)
        expected = {name: getattr(reference, name) if reference else None for name in COMPONENTS}
        assert {name: row[name] for name in COMPONENTS} == expected, text
        assert row["normal"] == (rfc3986_rs.normalize(text) if reference else None), text
        assert (row["parts"].asDict() if row["parts"] else None) == (expected if reference else None)
        assert row["valid"] == (None if text is None else reference is not None)
        if reference is not None and reference.port:
            assert row["port_number"] == reference.port_number
        else:
            assert row["port_number"] is None
        assert row["host_kind"] == (reference.host_kind if reference else None)
        assert row["resolved"] == (rfc3986_rs.resolve(BASE, text) if reference else None), text


def test_lists_maps_and_structs_on_a_parquet_file(spark, web_corpus, tmp_path):
    from rfc3986_rs import arrow
    from rfc3986_rs import spark as uri

    rows = web_corpus[:20000] + [
        None, "", "a b", "/s?a&=b&&a=", "http://h/?q=1&q=x%20y&utm_source=z#f", "http://h/%00",
        "see <http://a/b> and http://c/d.",
    ]
    path = str(tmp_path / "urls.parquet")
    table = pa.table({"i": pa.array(range(len(rows)), pa.int64()), "url": pa.array(rows, pa.string())})
    pq.write_table(table, path, row_group_size=5_000)
    # Each column: the Spark call, and the arrow function's answers as Spark gives them back.
    calls = {
        "segments": (uri.path_segments("url"), arrow.path_segments(rows)),
        "params": (uri.query_params("url", "form"), arrow.query_params(rows, "form")),
        "q": (uri.query_param_all("url", "q"), arrow.query_param_all(rows, "q")),
        "found": (uri.extract("url"), arrow.extract(rows)),
        "findings": (uri.audit("url"), arrow.audit(rows)),
        "removed": (uri.remove_query_params("url", ["q", "a"]), arrow.remove_query_params(rows, ["q", "a"])),
        "stripped": (uri.strip_tracking("url"), arrow.strip_tracking(rows)),
        "no_query": (uri.without_query("url"), arrow.without_query(rows)),
        "no_fragment": (uri.without_fragment("url"), arrow.without_fragment(rows)),
        "decoded": (uri.decode("url", "query"), arrow.decode(rows, "query")),
        "encoded": (uri.encode("url", "param"), arrow.encode(rows, "param")),
        "as_uri": (uri.to_uri("url"), arrow.to_uri(rows)),
        "as_iri": (uri.to_iri("url"), arrow.to_iri(rows)),
    }
    df = spark.read.parquet(path)
    result = df.select("i", *[call.alias(name) for name, (call, _) in calls.items()]).collect()
    assert len(result) == len(rows)
    expected = {name: answers.to_pylist() for name, (_, answers) in calls.items()}
    for row in result:
        i = row["i"]
        for name in calls:
            value = row[name]
            if name == "params" and expected[name][i] is not None:
                # A map of Spark comes back to Python as a dict without the order of its keys.
                assert value == dict(expected[name][i]), rows[i]
                continue
            if name == "findings" and value is not None:
                value = [finding.asDict() for finding in value]
            assert value == expected[name][i], (name, rows[i])
