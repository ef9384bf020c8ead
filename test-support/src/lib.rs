//! Test support for `rfc3986`, shared by the library's integration tests (`rfc3986/tests/`), the
//! differential test and the benchmarks (`benches/`), and the fuzz targets (`fuzz/`), so that no
//! crate reaches into another's folder for helpers or data. Unpublished.
//!
//! | module | what it holds |
//! |---|---|
//! | [`tsv`] | the loader of the vector files (`rfc3986/tests/data/`): header, comments, rows with their line numbers |
//! | [`rng`] | a small deterministic generator (xorshift), so that a failure can be replayed |
//! | [`components`] | the seven components of a reference as owned values, for comparison, and their names and those of parse errors in the vector files |
//! | [`grammar`] | RFC 3986 Appendix A, RFC 3987 section 2.2 and RFC 6570 section 2 as regular expressions: oracles independent of the parsers |
//! | [`section5`] | RFC 3986 section 5.2 transcribed on strings: the oracle of resolution and `remove_dot_segments` |
//! | [`properties`] | the properties every input must have, run by the fuzz targets and by proptest |
//! | [`iri_properties`] | the same for IRI references (RFC 3987): parsing, normalization, the mapping to URIs |
//! | [`file_properties`] | the same for file URIs and paths (RFC 8089), both ways |
//! | [`template_suite`] | the shared suite of URI Template tests (RFC 6570), each case with its values |
//! | [`template_properties`] | the same for URI Templates (RFC 6570): the grammar, expansion, matching back |
//! | [`corpus`] | the corpora of real URLs (`data/`, with their sources and licences) |
//! | [`rows`] | the library's answer for each row of a column, as the tests of the batch kernels compare them |

pub mod components;
pub mod corpus;
pub mod file_properties;
pub mod grammar;
pub mod iri_properties;
pub mod properties;
pub mod rng;
pub mod rows;
pub mod section5;
pub mod template_properties;
pub mod template_suite;
pub mod tsv;

/// The repository README's examples, run as doc tests (the library's own README is run by the
/// `rfc3986` crate, which is published; this one is not).
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct RepositoryReadmeDoctests;
