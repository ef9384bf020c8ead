"""Shared test data: the web corpus of the repository's benchmarks (test-support/data)."""

from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "test-support" / "data"


@pytest.fixture(scope="session")
def web_corpus() -> list:
    """The 48,010 URLs of web-kasztp.txt, one per line (see test-support/data/README.md)."""
    return (DATA / "web-kasztp.txt").read_text(encoding="utf-8").splitlines()
