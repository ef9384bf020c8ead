//! Parse, then render: owned, rebuilt, edited with each setter (`properties::render`). The input
//! is `reference<TAB>text for the setters`.
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let (reference, plain) = properties::split_at_tab(data);
    properties::render(reference, &String::from_utf8_lossy(plain));
});
