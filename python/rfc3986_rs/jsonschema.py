"""JSON Schema ``format`` checking by the RFCs' grammars, for the ``jsonschema`` package.

``FORMAT_CHECKER`` is a ``jsonschema.FormatChecker`` with every format jsonschema knows, whose
``uri``, ``uri-reference``, ``iri`` and ``iri-reference`` are checked by this library (RFC 3986
``URI`` and ``URI-reference``, RFC 3987 ``IRI`` and ``IRI-reference``): a drop-in for what
``rfc3986-validator`` and ``rfc3987`` give jsonschema, without either installed.

>>> import jsonschema
>>> from rfc3986_rs.jsonschema import FORMAT_CHECKER
>>> jsonschema.validate("http://example.com/a", {"format": "uri"}, format_checker=FORMAT_CHECKER)
>>> jsonschema.Draft202012Validator({"format": "uri"}, format_checker=FORMAT_CHECKER).is_valid("a b")
False

``add_checkers(checker)`` adds the four to a checker of your own.
"""

from __future__ import annotations

import jsonschema

from rfc3986_rs import ParseError, check

__all__ = ["FORMATS", "FORMAT_CHECKER", "add_checkers"]

#: Each format, and the grammar rule that checks it.
FORMATS = {
    "uri": "URI",
    "uri-reference": "URI-reference",
    "iri": "IRI",
    "iri-reference": "IRI-reference",
}


def _checker(rule: str):
    def check_format(instance: object) -> bool:
        # A format applies to strings only: other types pass (JSON Schema, "format").
        if isinstance(instance, str):
            check(instance, rule)
        return True

    return check_format


def add_checkers(checker: jsonschema.FormatChecker) -> jsonschema.FormatChecker:
    """Makes ``checker`` check ``uri``, ``uri-reference``, ``iri`` and ``iri-reference`` with
    this library (replacing what it had for them); a failed check's cause is the
    ``ParseError``. Returns ``checker``."""
    for format_name, rule in FORMATS.items():
        checker.checks(format_name, raises=ParseError)(_checker(rule))
    return checker


#: Every format jsonschema knows, the four URI formats checked by this library.
FORMAT_CHECKER = add_checkers(jsonschema.FormatChecker())
