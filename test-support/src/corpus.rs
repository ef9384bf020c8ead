//! The corpora of real URLs and of resolution pairs, in `test-support/data/` (where
//! `data/README.md` gives each file's source, licence and checksum): read by the library's
//! tests, the differential test, the benchmarks and the fuzzers' seed script alike.
//!
//! | file | what it holds |
//! |---|---|
//! | [`WEB`] | 48,010 web URLs, one a line, some invalid |
//! | [`FILES`] | 43,415 `file://` URLs, one a line, all valid |
//! | [`RELREFS`] | 10,000 `base<TAB>reference` pairs, no header |
//! | [`IRIS`] | 47,986 IRIs made from [`WEB`], one a line, most with non-ASCII, some invalid |
//! | [`PROSE`] | 3.4 MB of prose holding 18,028 URLs of [`WEB`], delimited as in RFC 3986 Appendix C |
//! | [`PSL_LIST`] | the Public Suffix List of the date the `psl` crate's list was made from |
//! | [`PSL_TESTS`] | the Public Suffix List's own `checkPublicSuffix` cases |

use std::path::{Path, PathBuf};

/// `web-kasztp.txt`: real-world web URLs (about 340 lines are not RFC 3986 references).
pub const WEB: &str = "web-kasztp.txt";

/// `file-node.txt`: every source file of a Node.js checkout as a `file://` URL.
pub const FILES: &str = "file-node.txt";

/// `relrefs.tsv`: synthetic resolution pairs, `base<TAB>reference`, no header.
pub const RELREFS: &str = "relrefs.tsv";

/// `iri-mixed.txt`: the web URLs with path segments in other scripts and some hosts
/// internationalized (synthetic, `data/gen/iri_mixed.py`); about 300 lines are not RFC 3987
/// references, as in [`WEB`].
pub const IRIS: &str = "iri-mixed.txt";

/// `prose-urls.txt`: synthetic prose with URLs of [`WEB`] in angle brackets, `<URL:...>`,
/// quotes, parentheses and square brackets, or bare before punctuation (`data/gen/prose_urls.py`).
pub const PROSE: &str = "prose-urls.txt";

/// `psl/public_suffix_list.dat`: the Public Suffix List that the pinned `psl` crate embeds,
/// as its publisher served it (`data/psl/README.md` gives its date and commit).
pub const PSL_LIST: &str = "psl/public_suffix_list.dat";

/// `psl/test_psl.txt`: the list's own test cases, `checkPublicSuffix('domain', 'registrable');`
/// a line, `null` where there is none.
pub const PSL_TESTS: &str = "psl/test_psl.txt";

/// The folder of the corpora.
pub fn dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/data"))
}

/// Where the corpus `name` (one of the constants of this module) is.
pub fn path(name: &str) -> PathBuf {
    dir().join(name)
}

/// The text of the corpus `name`. Panics, at the caller, when it cannot be read.
#[track_caller]
pub fn text(name: &str) -> String {
    let path = path(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => panic!("{}: {e}", path.display()),
    }
}
