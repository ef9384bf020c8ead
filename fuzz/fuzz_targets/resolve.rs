//! Resolution and its inverse (`properties::resolve`). The input is `base<TAB>reference`, as in
//! `relrefs.tsv`.
#![no_main]

use rfc3986_test_support::properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let (base, reference) = properties::split_at_tab(data);
    properties::resolve(base, reference);
});
