//! `serde` support (feature `serde`): a reference (URI or IRI) is serialized as its text, and
//! deserialized with full validation, a parse error giving the parser's message.
//!
//! Deserializing parses strictly ([`ParseOptions::STRICT`](crate::ParseOptions::STRICT)): a
//! zone identifier (RFC 6874) is refused. To take one, deserialize a `String` and parse it with
//! [`RiRefBuf::parse_with`].

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::grammar::Grammar;
use crate::owned::RiRefBuf;
use crate::reference::RiRef;

impl<G: Grammar> Serialize for RiRef<'_, G> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<G: Grammar> Serialize for RiRefBuf<G> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// What a visitor expects: a URI or an IRI reference.
fn expecting<G: Grammar>(f: &mut fmt::Formatter<'_>, borrowed: bool) -> fmt::Result {
    f.write_str(if G::IRI {
        "an IRI reference"
    } else {
        "a URI reference"
    })?;
    if borrowed {
        f.write_str(", borrowed from the input")?;
    }
    Ok(())
}

/// Deserializes a borrowed view: the input must hold the text as it is (no escapes to undo).
impl<'de, G: Grammar> Deserialize<'de> for RiRef<'de, G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Borrowed<G>(PhantomData<G>);

        impl<'de, G: Grammar> Visitor<'de> for Borrowed<G> {
            type Value = RiRef<'de, G>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                expecting::<G>(f, true)
            }

            fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<RiRef<'de, G>, E> {
                RiRef::parse(text).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Borrowed(PhantomData))
    }
}

impl<'de, G: Grammar> Deserialize<'de> for RiRefBuf<G> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Owned<G>(PhantomData<G>);

        impl<G: Grammar> Visitor<'_> for Owned<G> {
            type Value = RiRefBuf<G>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                expecting::<G>(f, false)
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<RiRefBuf<G>, E> {
                text.parse().map_err(E::custom)
            }

            fn visit_string<E: de::Error>(
                self,
                text: alloc::string::String,
            ) -> Result<RiRefBuf<G>, E> {
                RiRefBuf::parse(text).map_err(E::custom)
            }
        }

        deserializer.deserialize_string(Owned(PhantomData))
    }
}
