"""The JSON Schema Test Suite's `uri-template` cases, in every draft, through the validators of
the `jsonschema` package with `rfc3986_rs.jsonschema.FORMAT_CHECKER` (data/json-schema-test-suite,
its README names the source)."""

import importlib.util
import json
from pathlib import Path

import jsonschema
import pytest

from rfc3986_rs import TemplateError
from rfc3986_rs.jsonschema import FORMAT_CHECKER

SUITE = Path(__file__).resolve().parent / "data" / "json-schema-test-suite"

# Each draft's file and its validator; the next version (v1) has none in jsonschema: the
# newest there is runs it.
DRAFTS = {
    "draft6/optional/format/uri-template.json": jsonschema.Draft6Validator,
    "draft7/optional/format/uri-template.json": jsonschema.Draft7Validator,
    "draft2019-09/optional/format/uri-template.json": jsonschema.Draft201909Validator,
    "draft2020-12/optional/format/uri-template.json": jsonschema.Draft202012Validator,
    "v1/format/uri-template.json": jsonschema.Draft202012Validator,
}


def cases():
    """Every case: (validator, schema, data, valid)."""
    found = []
    for path, validator in DRAFTS.items():
        for group in json.loads((SUITE / path).read_text(encoding="utf-8")):
            for case in group["tests"]:
                found.append(pytest.param(validator, group["schema"], case["data"], case["valid"], id=f"{path.split('/')[0]}: {case['description']}"))
    return found


def test_no_other_package_checks_the_format():
    # jsonschema checks `uri-template` with the `uri_template` package when it is installed:
    # here it is not, so every verdict below is this library's.
    assert importlib.util.find_spec("uri_template") is None
    assert "uri-template" not in jsonschema.FormatChecker().checkers


def test_every_draft_is_there():
    assert len(cases()) == 5 * 38
    assert {path.split("/")[0] for path in DRAFTS} == {p.name for p in SUITE.iterdir() if p.is_dir()}


@pytest.mark.parametrize("validator, schema, data, valid", cases())
def test_the_suite(validator, schema, data, valid):
    errors = list(validator(schema, format_checker=FORMAT_CHECKER).iter_errors(data))
    assert not errors if valid else len(errors) == 1
    if not valid:
        assert isinstance(errors[0].cause, TemplateError)
