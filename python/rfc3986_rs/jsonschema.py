"""JSON Schema ``format`` checking by the RFCs' grammars, for the ``jsonschema`` package.

``FORMAT_CHECKER`` is a ``jsonschema.FormatChecker`` with every format jsonschema knows, whose
``uri``, ``uri-reference``, ``iri`` and ``iri-reference`` are checked by this library (RFC 3986
``URI`` and ``URI-reference``, RFC 3987 ``IRI`` and ``IRI-reference``), and ``uri-template``
too (RFC 6570 ``URI-Template``, by ``Template``): a drop-in for what ``rfc3986-validator``,
``rfc3987`` and ``uri-template`` give jsonschema, without any of them installed.

>>> import jsonschema
>>> from rfc3986_rs.jsonschema import FORMAT_CHECKER
>>> jsonschema.validate("http://example.com/a", {"format": "uri"}, format_checker=FORMAT_CHECKER)
>>> jsonschema.Draft202012Validator({"format": "uri"}, format_checker=FORMAT_CHECKER).is_valid("a b")
False
>>> jsonschema.Draft202012Validator({"format": "uri-template"}, format_checker=FORMAT_CHECKER).is_valid("/a{b")
False

``add_checkers(checker)`` adds the five to a checker of your own.
"""

from __future__ import annotations

from typing import Callable, Tuple, Type

import jsonschema

from rfc3986_rs import ParseError, Template, TemplateError, check

__all__ = ["FORMATS", "FORMAT_CHECKER", "add_checkers"]

#: Each format, and the grammar rule that checks it.
FORMATS = {
    "uri": "URI",
    "uri-reference": "URI-reference",
    "iri": "IRI",
    "iri-reference": "IRI-reference",
    "uri-template": "URI-Template",
}


def _checker(rule: str) -> Tuple[Callable[[object], bool], Type[ValueError]]:
    """The check of a format by ``rule``, and the exception a failed check raises."""
    if rule == "URI-Template":
        read, raises = Template, TemplateError
    else:
        read, raises = (lambda text: check(text, rule)), ParseError

    def check_format(instance: object) -> bool:
        # A format applies to strings only: other types pass (JSON Schema, "format").
        if isinstance(instance, str):
            read(instance)
        return True

    return check_format, raises


def add_checkers(checker: jsonschema.FormatChecker) -> jsonschema.FormatChecker:
    """Makes ``checker`` check ``uri``, ``uri-reference``, ``iri``, ``iri-reference`` and
    ``uri-template`` with this library (replacing what it had for them); a failed check's cause
    is the ``ParseError`` (the ``TemplateError`` for ``uri-template``). Returns ``checker``."""
    for format_name, rule in FORMATS.items():
        check_format, raises = _checker(rule)
        checker.checks(format_name, raises=raises)(check_format)
    return checker


#: Every format jsonschema knows, the five URI formats checked by this library.
FORMAT_CHECKER = add_checkers(jsonschema.FormatChecker())
