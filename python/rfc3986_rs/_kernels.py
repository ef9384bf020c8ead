"""The batch functions of every integration, made from one table: ``_native.KERNELS``, the
kernels of rfc3986-arrow (``rfc3986_arrow::kernels::KERNELS``), each with its name, its
arguments, its settings, its return type and its documentation.

Each integration (``arrow``, ``polars``, ``spark``) makes its functions at import with
``define``, from the source text ``source`` writes for each kernel; the same text, bodies left
out, is the block of stubs each module keeps for type checkers and editors, between the lines
``STUBS_BEGIN`` and ``STUBS_END``. A test checks that the committed blocks are the table's; to
write them again after a change to the table::

    python -m rfc3986_rs._kernels --write
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Dict, List, Mapping, Optional

from rfc3986_rs import _native

#: The table: a list of dicts, one per kernel.
KERNELS: List[Dict[str, Any]] = _native.KERNELS

#: The line before a module's block of stubs, and the line after it.
STUBS_BEGIN = "    # Stubs of the functions made from the table (python -m rfc3986_rs._kernels --write)."
STUBS_END = "    # End of the stubs."

#: The keywords of each setting, with their annotations and defaults.
SETTINGS = {
    "iri": [("iri", "bool", "False")],
    "strict": [("strict", "bool", "True")],
    "normalization": [
        ("syntax", "bool", "True"),
        ("scheme", "bool", "True"),
        ("ignore_fragment", "bool", "False"),
        ("default_ports", "Optional[Mapping[str, int]]", "None"),
    ],
    "psl": [("psl", "Optional[PublicSuffixList]", "None")],
}

#: The names the frame integrations (Polars, Spark) give arguments: the column they map is
#: ``column``, and ``equivalent``'s other reference is ``other``.
FRAME_NAMES = {"b": "other"}


def column_argument(kernel: Dict[str, Any]) -> Dict[str, Any]:
    """The argument a frame integration takes as its column: the rows, or for a kernel of two
    references the first that is not a base."""
    arguments = kernel["arguments"]
    for argument in arguments:
        if argument["kind"] == "rows":
            return argument
    return next(argument for argument in arguments if argument["name"] != "base")


def has_rows(kernel: Dict[str, Any]) -> bool:
    """Whether the kernel reads one reference a row (a column of rows, the others constants)."""
    return any(argument["kind"] == "rows" for argument in kernel["arguments"])


def _annotation(kernel: Dict[str, Any], argument: Dict[str, Any], column: str) -> str:
    """The annotation of an argument in Python (``column``: that of a column)."""
    kind = argument["kind"]
    if kind == "rows":
        return column
    if kind == "integer":
        return "int"
    if kind == "names":
        return "List[str]" if argument["required"] else "Optional[List[str]]"
    if kind == "text" or has_rows(kernel):
        return "Optional[str]" if not argument["required"] and "default" not in argument else "str"
    return column


def _parameter(name: str, annotation: str, argument: Dict[str, Any]) -> str:
    """A parameter: its name, its annotation, its default (``None`` for one left out)."""
    if argument["required"]:
        return f"{name}: {annotation}"
    default = repr(argument["default"]) if "default" in argument else "None"
    return f"{name}: {annotation} = {default}"


def signature(kernel: Dict[str, Any], frame: Optional[str]) -> str:
    """The parameters of the kernel's function: of ``rfc3986_rs.arrow`` when ``frame`` is
    ``None``, else of a frame integration whose column is annotated ``frame``."""
    parameters = []
    for argument in kernel["arguments"]:
        if frame is None:
            name, annotation = argument["name"], _annotation(kernel, argument, "Any")
        elif argument is column_argument(kernel):
            name, annotation = "column", frame
        else:
            name = FRAME_NAMES.get(argument["name"], argument["name"])
            annotation = "str" if argument["kind"] == "rows_or_text" and argument["required"] else _annotation(kernel, argument, "Any")
        parameters.append(_parameter(name, annotation, argument))
    keywords = [f"{name}: {annotation} = {default}" for setting in kernel["settings"] for name, annotation, default in SETTINGS[setting]]
    if keywords:
        parameters += ["*", *keywords]
    return ", ".join(parameters)


def call(kernel: Dict[str, Any]) -> str:
    """The expression of ``rfc3986_rs.arrow``'s function that runs the kernel on its
    parameters: an argument left out (``None``) is not given."""
    given = [argument["name"] for argument in kernel["arguments"] if argument["required"] or "default" in argument]
    absent = [argument["name"] for argument in kernel["arguments"] if not argument["required"] and "default" not in argument]
    arguments = "(" + "".join(f"{name}, " for name in given) + ")"
    for name in absent:
        arguments += f" + (() if {name} is None else ({name},))"
    keywords = [name for setting in kernel["settings"] for name, _, _ in SETTINGS[setting]]
    settings = "".join(
        f", {name}=None if {name} is None else dict({name})" if name == "default_ports" else f", {name}={name}"
        for name in keywords
    )
    return f'_native.arrow_kernel({kernel["name"]!r}, {arguments}{settings})'


def frame_call(kernel: Dict[str, Any]) -> str:
    """The call of ``rfc3986_rs.arrow``'s function in a frame integration's: its column is
    ``values``, its other arguments and its keywords are the function's parameters."""
    column = column_argument(kernel)
    arguments = [
        "values" if argument is column else FRAME_NAMES.get(argument["name"], argument["name"])
        for argument in kernel["arguments"]
    ]
    keywords = [f"{name}={name}" for setting in kernel["settings"] for name, _, _ in SETTINGS[setting]]
    return f'arrow.{kernel["name"]}({", ".join(arguments + keywords)})'


def source(kernel: Dict[str, Any], returns: str, body: Optional[str], frame: Optional[str] = None) -> str:
    """The definition of the kernel's function returning ``returns`` with ``body`` (a stub,
    ``...``, when ``None``)."""
    head = f'def {kernel["name"]}({signature(kernel, frame)}) -> {returns}:'
    if body is None:
        return f"{head} ..."
    return f'{head}\n    {kernel["doc"]!r}\n    return {body}\n'


def define(namespace: Dict[str, Any], sources: Dict[str, str]) -> None:
    """Defines each function of ``sources`` (name to its definition) in ``namespace``."""
    for text in sources.values():
        exec(text, namespace)


def stubs(definitions: List[str]) -> str:
    """A module's block of stubs: the definitions, indented under ``if TYPE_CHECKING:``."""
    lines = [STUBS_BEGIN, *("    " + definition for definition in definitions), STUBS_END]
    return "\n".join(lines) + "\n"


def committed(path: Path) -> str:
    """The block of stubs of the module at ``path``, as committed."""
    text = path.read_text(encoding="utf-8")
    start = text.index(STUBS_BEGIN)
    end = text.index(STUBS_END) + len(STUBS_END) + 1
    return text[start:end]


def write(path: Path, block: str) -> None:
    """Writes ``block`` in place of the block of stubs of the module at ``path``."""
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(committed(path), block), encoding="utf-8")


def modules() -> Dict[Path, Callable[[], str]]:
    """Each module made from the table, its file and its block of stubs."""
    from rfc3986_rs import arrow, polars, spark

    return {Path(module.__file__): module.stubs for module in (arrow, polars, spark)}


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m rfc3986_rs._kernels --write")
    for path, block in modules().items():
        write(path, block())
