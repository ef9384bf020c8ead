//! Percent-encoding round trips over arbitrary UTF-8, for every encode set.

use proptest::prelude::*;
use rfc3986::pct::{decode, decode_utf8, encode, encode_bytes, Decoder};
use rfc3986_test_support::properties::ENCODE_SETS as SETS;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn decode_of_encode_is_the_text(text in any::<String>()) {
        for set in SETS {
            let encoded = encode(&text, set).to_string();
            prop_assert!(encoded.bytes().all(|b| set.keeps(b) || b == b'%' || b.is_ascii_hexdigit()));
            prop_assert_eq!(decode_utf8(&encoded).unwrap(), text.as_str());
            prop_assert_eq!(Decoder::STRICT.decode(&encoded).map(|b| b.into_owned()).is_ok(), !text.contains('\0'));
        }
    }

    /// Any bytes, text or not, are encoded to what the set allows and decode back; for text,
    /// as `encode` encodes it.
    #[test]
    fn encode_bytes_decodes_back_and_agrees_with_encode(
        bytes in proptest::collection::vec(any::<u8>(), 0..40),
        text in any::<String>(),
    ) {
        for set in SETS {
            let encoded = encode_bytes(&bytes, set);
            prop_assert!(encoded.bytes().all(|b| set.keeps(b) || b == b'%' || b.is_ascii_hexdigit()));
            prop_assert_eq!(&*decode(&encoded), &bytes[..]);
            prop_assert_eq!(encode_bytes(text.as_bytes(), set), encode(&text, set).to_string());
        }
    }

    #[test]
    fn decode_never_fails_on_any_text(text in "([a-z]|%|%[0-9a-fA-F]{1,2}|%[g-z]|é)*") {
        let bytes = decode(&text);
        prop_assert!(bytes.len() <= text.len());
    }
}
