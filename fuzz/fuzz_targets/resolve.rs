//! Resolution and its inverse (`properties::resolve`). The input is `base<TAB>reference`, as in
//! `relrefs.tsv`.
#![no_main]

#[path = "../../rfc3986/tests/common/mod.rs"]
mod common;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let (base, reference) = common::split_at_tab(data);
    common::properties::resolve(base, reference);
});
