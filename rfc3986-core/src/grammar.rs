//! The two grammars a reference can follow: RFC 3986's URIs and RFC 3987's IRIs, told apart by
//! a type parameter ([`RiRef`](crate::RiRef), [`RiRefBuf`](crate::RiRefBuf)).
//!
//! An IRI is a URI whose user info, host name, path, query and fragment may also hold
//! characters beyond ASCII: `ucschar` everywhere `unreserved` is allowed, and `iprivate` in the
//! query ([RFC 3987 section 2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)). The
//! scheme, the port and IP literals stay ASCII. So the two grammars are one, over two
//! vocabularies: every rule, every operation and every guarantee is shared, and every URI is
//! an IRI.

use core::fmt::Debug;
use core::hash::Hash;

use crate::chars::{
    Class, FRAGMENT, IFRAGMENT, IPATH, IQUERY, IREG_NAME, ISEGMENT_NZ_NC, IUSERINFO, PATH, QUERY,
    REG_NAME, SEGMENT_NZ_NC, USERINFO,
};
use crate::pct::{EncodeSet, Part};

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Uri {}
    impl Sealed for super::Iri {}
}

/// The grammar a reference follows: [`Uri`] (RFC 3986) or [`Iri`] (RFC 3987). Sealed: these
/// two are all there is.
pub trait Grammar:
    sealed::Sealed + Copy + Debug + Default + Eq + Ord + Hash + Send + Sync + 'static
{
    /// Whether characters beyond ASCII are allowed (RFC 3987).
    const IRI: bool;
}

/// RFC 3986: URI references, ASCII only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Uri;

/// RFC 3987: IRI references, with `ucschar` and `iprivate` characters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Iri;

impl Grammar for Uri {
    const IRI: bool = false;
}

impl Grammar for Iri {
    const IRI: bool = true;
}

/// The character classes of the components whose vocabulary differs between the grammars.
pub(crate) struct Classes {
    pub(crate) userinfo: Class,
    pub(crate) reg_name: Class,
    pub(crate) segment_nz_nc: Class,
    pub(crate) path: Class,
    pub(crate) query: Class,
    pub(crate) fragment: Class,
}

const URI_CLASSES: Classes = Classes {
    userinfo: USERINFO,
    reg_name: REG_NAME,
    segment_nz_nc: SEGMENT_NZ_NC,
    path: PATH,
    query: QUERY,
    fragment: FRAGMENT,
};

const IRI_CLASSES: Classes = Classes {
    userinfo: IUSERINFO,
    reg_name: IREG_NAME,
    segment_nz_nc: ISEGMENT_NZ_NC,
    path: IPATH,
    query: IQUERY,
    fragment: IFRAGMENT,
};

/// The classes of grammar `G` (a constant once `G` is known).
#[inline(always)]
pub(crate) fn classes<G: Grammar>() -> &'static Classes {
    if G::IRI {
        &IRI_CLASSES
    } else {
        &URI_CLASSES
    }
}

/// The encode sets of grammar `G`'s components, for the setters and builders that take plain
/// text.
pub(crate) struct Sets {
    pub(crate) userinfo: EncodeSet,
    pub(crate) reg_name: EncodeSet,
    pub(crate) path_segment: EncodeSet,
    pub(crate) path: EncodeSet,
    pub(crate) query: EncodeSet,
    pub(crate) fragment: EncodeSet,
    pub(crate) query_param: EncodeSet,
}

const URI_SETS: Sets = Sets {
    userinfo: Part::UserInfo.encode_set(),
    reg_name: Part::Host.encode_set(),
    path_segment: Part::Segment.encode_set(),
    path: Part::Path.encode_set(),
    query: Part::Query.encode_set(),
    fragment: Part::Fragment.encode_set(),
    query_param: Part::Param.encode_set(),
};

const IRI_SETS: Sets = Sets {
    userinfo: Part::UserInfo.iri_encode_set(),
    reg_name: Part::Host.iri_encode_set(),
    path_segment: Part::Segment.iri_encode_set(),
    path: Part::Path.iri_encode_set(),
    query: Part::Query.iri_encode_set(),
    fragment: Part::Fragment.iri_encode_set(),
    query_param: Part::Param.iri_encode_set(),
};

/// The encode sets of grammar `G`.
#[inline(always)]
pub(crate) fn sets<G: Grammar>() -> &'static Sets {
    if G::IRI {
        &IRI_SETS
    } else {
        &URI_SETS
    }
}
