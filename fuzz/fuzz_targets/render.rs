//! Parse, then render: owned, rebuilt, edited with each setter (`properties::render`). The input
//! is `reference<TAB>text for the setters`.
#![no_main]

#[path = "../../rfc3986/tests/common/mod.rs"]
mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let (reference, plain) = common::split_at_tab(data);
    common::properties::render(reference, &String::from_utf8_lossy(plain));
});
