"""The package: its version, and its submodules loaded when first used."""

import importlib.metadata
import subprocess
import sys

import pytest

import rfc3986_rs

SUBMODULES = ("arrow", "duckdb", "jsonschema", "polars", "spark")
# What the submodules import, which `import rfc3986_rs` must not.
HEAVY = ("pyarrow", "polars", "duckdb", "pyspark", "jsonschema", "numpy")


def run(code: str) -> str:
    """What `code` prints, run in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_version_is_the_installed_distributions():
    assert rfc3986_rs.__version__ == importlib.metadata.version("rfc3986-rs")
    assert rfc3986_rs.__version__.count(".") == 2


def test_importing_the_package_imports_no_integration():
    loaded = run(
        "import sys, rfc3986_rs\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))\n"
        "print(sorted(m for m in sys.modules if m.startswith('rfc3986_rs.') and m != 'rfc3986_rs._native'))"
    )
    assert loaded == "[]\n[]"
    # Nor does `import *`: the submodules are not in __all__.
    loaded = run(
        "import sys\nfrom rfc3986_rs import *\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))"
    )
    assert loaded == "[]"


@pytest.mark.parametrize("name", SUBMODULES)
def test_each_submodule_is_an_attribute_loaded_on_first_use(name):
    found = run(
        "import sys, rfc3986_rs\n"
        f"print('rfc3986_rs.{name}' in sys.modules)\n"
        f"module = rfc3986_rs.{name}\n"
        f"print(module.__name__, 'rfc3986_rs.{name}' in sys.modules, rfc3986_rs.{name} is module)"
    )
    assert found == f"False\nrfc3986_rs.{name} True True"


def test_dir_and_all():
    names = dir(rfc3986_rs)
    assert set(SUBMODULES) <= set(names)
    assert set(rfc3986_rs.__all__) <= set(names)
    assert names == sorted(names)
    for name in rfc3986_rs.__all__:
        assert getattr(rfc3986_rs, name) is not None
    assert not set(SUBMODULES) & set(rfc3986_rs.__all__)
    with pytest.raises(AttributeError, match="module 'rfc3986_rs' has no attribute 'nope'"):
        rfc3986_rs.nope
    assert not hasattr(rfc3986_rs, "nope")
