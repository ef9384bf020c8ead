//! `serde` support (feature `serde`): a reference is serialized as its text, and deserialized
//! with full validation, a parse error giving the parser's message.

use core::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::owned::UriRefBuf;
use crate::reference::UriRef;

impl Serialize for UriRef<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for UriRefBuf {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Deserializes a borrowed view: the input must hold the text as it is (no escapes to undo).
impl<'de> Deserialize<'de> for UriRef<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Borrowed;

        impl<'de> Visitor<'de> for Borrowed {
            type Value = UriRef<'de>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a URI reference, borrowed from the input")
            }

            fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<UriRef<'de>, E> {
                UriRef::parse(text).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Borrowed)
    }
}

impl<'de> Deserialize<'de> for UriRefBuf {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Owned;

        impl Visitor<'_> for Owned {
            type Value = UriRefBuf;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a URI reference")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<UriRefBuf, E> {
                text.parse().map_err(E::custom)
            }

            fn visit_string<E: de::Error>(
                self,
                text: alloc::string::String,
            ) -> Result<UriRefBuf, E> {
                UriRefBuf::parse(text).map_err(E::custom)
            }
        }

        deserializer.deserialize_string(Owned)
    }
}
