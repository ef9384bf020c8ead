"""Type stubs of the native module (src/ in the Rust crate rfc3986-py)."""

import os
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

__version__: str
"""The package's version."""

class ParseError(ValueError):
    """A text that is not a reference of the grammar asked for."""

    index: int
    """The byte index where the text goes wrong, in its UTF-8 (a lone surrogate of a ``str``,
    which no rule allows, counted as the three bytes ``surrogatepass`` writes)."""
    kind: str
    """What is wrong: ``invalid-char``, ``invalid-percent-encoding``, ``empty-scheme``,
    ``scheme-start``, ``colon-in-first-segment``, ``invalid-ipv6``, ``invalid-ipvfuture``,
    ``unclosed-ip-literal``, ``zone-id-not-allowed``, ``invalid-zone-id``, ``missing-scheme``,
    ``fragment-not-allowed``, ``too-long``."""
    component: Optional[str]
    """Where: ``scheme``, ``userinfo``, ``host``, ``port``, ``path``, ``query``, ``fragment``,
    or ``None`` (a text too long)."""

class BuildError(ValueError):
    """A component that cannot take the value given, or a reference that cannot be mapped."""

class ResolveError(ValueError):
    """A resolution without an absolute base, or a relative reference that cannot be made."""

class TemplateError(ValueError):
    """A text that is not a URI Template (RFC 6570)."""

    index: int
    """The byte index where the template goes wrong, in its UTF-8 (for an unclosed expression,
    its ``{``)."""
    kind: str
    """What is wrong: ``invalid-literal``, ``invalid-percent-encoding``,
    ``unclosed-expression``, ``reserved-operator``, ``invalid-variable-name``,
    ``invalid-prefix``, ``expected-comma-or-brace``."""

class ExpandError(ValueError):
    """An expansion of a template that cannot be made."""

    kind: str
    """``prefix-on-composite`` (a prefix on a list or pairs) or ``not-a-reference`` (an
    expansion that is no URI reference; its ``ParseError`` is the ``__cause__``)."""

_Scalar = Union[str, int, float]
_TemplateValue = Union[
    None,
    _Scalar,
    Sequence[_Scalar],
    Mapping[_Scalar, _Scalar],
    Sequence[Tuple[_Scalar, _Scalar]],
]

class Template:
    """A URI Template (RFC 6570, all four levels), checked when made."""

    def __init__(self, text: str) -> None: ...
    @property
    def variables(self) -> Tuple[str, ...]:
        """The names of the variables, in order, each once."""
    def expand(self, mapping: Optional[Mapping[str, _TemplateValue]] = None, /, **values: _TemplateValue) -> str:
        """The expansion with the values of ``mapping`` and of the keywords (which take
        precedence): a URI reference."""
    def match(self, uri: Union[str, UriRef]) -> Optional[Dict[str, Union[str, List[str], Dict[str, str]]]]:
        """The values whose expansion is ``uri``, or ``None``: the template read once from left
        to right, each expression taking the longest text it can (expressions side by side, with
        no literal between them, can miss values that exist: ``{a}{a}`` against ``xyzxyz``)."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class UriRef:
    """A URI reference (RFC 3986), or an IRI reference (RFC 3987) parsed with ``iri=True``."""

    @property
    def scheme(self) -> Optional[str]: ...
    @property
    def userinfo(self) -> Optional[str]: ...
    @property
    def host(self) -> Optional[str]: ...
    @property
    def host_kind(self) -> Optional[str]: ...
    @property
    def zone_id(self) -> Optional[str]:
        """The zone identifier of an IPv6 host (RFC 6874) as written, for a reference parsed with
        ``zone_id=True``: ``eth0`` in ``http://[fe80::1%25eth0]/``."""
    @property
    def port(self) -> Optional[str]: ...
    @property
    def port_number(self) -> Optional[int]: ...
    @property
    def path(self) -> str: ...
    @property
    def path_segments(self) -> List[str]: ...
    @property
    def query(self) -> Optional[str]: ...
    @property
    def fragment(self) -> Optional[str]: ...
    @property
    def is_relative(self) -> bool: ...
    @property
    def is_iri(self) -> bool: ...
    def query_pairs(
        self, *, decode: bool = False, plus_as_space: bool = False
    ) -> List[Tuple[str, Optional[str]]]: ...
    def resolve(self, reference: Union[str, UriRef], *, strict: bool = True) -> UriRef: ...
    def make_relative(self, target: Union[str, UriRef]) -> UriRef: ...
    def normalize(
        self,
        *,
        syntax: bool = True,
        scheme: bool = True,
        ignore_fragment: bool = False,
        default_ports: Optional[Mapping[str, int]] = None,
    ) -> UriRef: ...
    def equivalent(
        self,
        other: Union[str, UriRef],
        *,
        syntax: bool = True,
        scheme: bool = True,
        ignore_fragment: bool = False,
        default_ports: Optional[Mapping[str, int]] = None,
    ) -> bool: ...
    def replace(
        self,
        *,
        scheme: Optional[str] = ...,
        userinfo: Optional[str] = ...,
        host: Optional[str] = ...,
        port: Union[str, int, None] = ...,  # an int from 0 to 65535, not a bool
        path: Optional[str] = ...,
        query: Optional[str] = ...,
        fragment: Optional[str] = ...,
    ) -> UriRef: ...
    def to_uri(self, *, idna: bool = False) -> UriRef: ...
    def to_iri(self, *, idna: bool = False) -> UriRef: ...
    def public_suffix(self, section: str = "icann", *, psl: Optional[PublicSuffixList] = None) -> Optional[str]:
        """The public suffix of the host by the Public Suffix List, as written; ``section``
        ``"icann"`` (the ICANN section alone) or ``"all"`` (the private section too)."""
    def registrable_domain(
        self, section: str = "icann", *, psl: Optional[PublicSuffixList] = None
    ) -> Optional[str]:
        """The registrable domain of the host: its public suffix and one label more."""
    def subdomain(self, section: str = "icann", *, psl: Optional[PublicSuffixList] = None) -> Optional[str]:
        """What is in front of the registrable domain of the host."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class PublicSuffixList:
    """A Public Suffix List: the one embedded in the package, or a ``public_suffix_list.dat``
    read at run time; given as ``psl=`` to the functions of registrable domains."""

    @staticmethod
    def embedded() -> PublicSuffixList: ...
    @staticmethod
    def parse(text: str) -> PublicSuffixList: ...
    @staticmethod
    def load(path: Union[str, "os.PathLike[str]"]) -> PublicSuffixList: ...
    @property
    def snapshot(self) -> Optional[str]:
        """The date of the list (its ``// VERSION:`` line)."""

class Finding:
    """A finding of ``audit``."""

    @property
    def code(self) -> str: ...
    @property
    def severity(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def message(self) -> str: ...

class Found:
    """A URI found by ``extract``."""

    @property
    def uri(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def form(self) -> str: ...

def parse(text: str, *, iri: bool = False, zone_id: bool = False) -> UriRef:
    """``text`` parsed as a URI reference (an IRI reference with ``iri=True``); with
    ``zone_id=True``, an IPv6 host may have an RFC 6874 zone identifier."""
def is_valid(text: str, rule: Optional[str] = "URI-reference") -> bool: ...
def check(text: str, rule: Optional[str] = "URI-reference") -> None: ...
def normalize(
    text: str,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Mapping[str, int]] = None,
) -> str: ...
def equivalent(
    a: str,
    b: str,
    *,
    iri: bool = False,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Mapping[str, int]] = None,
) -> bool: ...
def resolve(base: str, reference: str, *, iri: bool = False, strict: bool = True) -> str: ...
def make_relative(base: str, target: str, *, iri: bool = False) -> str: ...
def to_uri(text: str, *, idna: bool = False) -> str: ...
def to_iri(text: str, *, idna: bool = False) -> str: ...
def audit(text: str) -> List[Finding]: ...
def extract(text: str, *, iri: bool = False, relative_in_angles: bool = True) -> List[Found]: ...

# The batch kernels: their table, and the function that runs one (rfc3986_rs.arrow makes its
# functions of the two).
KERNELS: List[Dict[str, Any]]
"""The kernels of rfc3986-arrow: for each, ``name``, ``sql_name`` (or ``None``), ``doc``,
``arguments`` (each ``name``, ``sql_name``, ``kind``: ``rows``, ``rows_or_text``, ``text``,
``integer`` or ``names``, ``required``, ``default`` when it has one, ``names``, ``doc``),
``settings`` (``iri``, ``strict``, ``normalization``, ``psl``), ``returns`` (``boolean``,
``text``, ``port``, ``components``, ``text_list``, ``query_params``, ``findings``) and
``invalid`` (``null`` or ``false``)."""

def arrow_kernel(
    name: str,
    arguments: Tuple[Any, ...],
    *,
    iri: bool = False,
    strict: bool = True,
    syntax: bool = True,
    scheme: bool = True,
    ignore_fragment: bool = False,
    default_ports: Optional[Dict[str, int]] = None,
    psl: Optional[PublicSuffixList] = None,
) -> Any: ...
