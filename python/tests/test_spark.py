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
