//! Component recomposition
//! ([RFC 3986 section 5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3)): the one
//! place where a reference is written from its components.
//!
//! Building, every edit of a [`UriRefBuf`](crate::UriRefBuf), resolution and normalization
//! all write through a [`Writer`]: it appends the components in order with their delimiters,
//! records where each is, keeps the path from reading as something else, and refuses a result
//! longer than [`MAX_LEN`]. What it writes parses back to the same components.
//!
//! The path is where recomposition can change the meaning of the text ([`path_guard`]):
//!
//! - without an authority, a path that starts with `//` would read as one: it is written after
//!   `/.` (`foo:/.//evil`, whose path has the same segments once dot segments are removed);
//! - without a scheme or an authority, a path whose first segment holds a `:` would read as a
//!   scheme: it is written after `./` (section 4.2; `./a:b`).
//!
//! The components of a reference being built or edited, checked alone and together, come
//! here from [`Parts`](crate::build::Parts) (`build.rs`).

use alloc::string::String;
use core::marker::PhantomData;

use crate::grammar::Grammar;
use crate::limits::{too_long, MAX_LEN};
use crate::parse::Offsets;
use crate::parse::ParseOptions;
use crate::reference::RiRef;

/// The result would be longer than [`MAX_LEN`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooLong;

/// The offsets of a reference a [`Writer`] wrote, checked: with the text written, they make a
/// [`UriRefBuf`](crate::UriRefBuf) ([`UriRefBuf::recomposed`]). Only a writer makes them, or
/// [`checked`](Self::checked).
pub(crate) struct Recomposed<G: Grammar>(Offsets, PhantomData<G>);

impl<G: Grammar> Recomposed<G> {
    /// The offsets of `text`, written other than by a [`Writer`] (the mapping of an IRI to a
    /// URI), if it is not too long; checked against the parser in debug builds.
    pub(crate) fn checked(text: &str, offsets: Offsets) -> Result<Self, TooLong> {
        if too_long(text.len()) {
            return Err(TooLong);
        }
        debug_check::<G>(text, offsets);
        Ok(Recomposed(offsets, PhantomData))
    }

    /// The offsets.
    #[inline(always)]
    pub(crate) fn offsets(self) -> Offsets {
        self.0
    }
}

/// What a [`Writer`] made by [`borrowing`](Writer::borrowing) wrote: the source it
/// borrowed, when the output is a prefix of it, or the text it was given.
pub(crate) enum Rewritten<'a, G: Grammar> {
    Borrowed(RiRef<'a, G>),
    Owned(Recomposed<G>),
}

/// A reference being written into a `String`, component by component, in the order of
/// section 5.3.
///
/// The writer borrows the `String` rather than owning it, so that its own state (the offsets
/// above all) can stay in registers while the text grows: see `PERFORMANCE.md`. A writer made
/// by [`borrowing`](Self::borrowing) a source (normalization) copies nothing while its output
/// is a prefix of that source: [`keep`](Self::keep) extends the prefix, and the text is copied
/// once, at the first difference.
pub(crate) struct Writer<'a, 't> {
    /// The text being rewritten, if any.
    src: &'a str,
    /// How far the source has been read.
    pos: usize,
    /// Whether the output is still the source's first `len` bytes (and `text` is empty).
    borrowing: bool,
    /// The length of the output while `borrowing`, then 0.
    len: usize,
    text: &'t mut String,
    offsets: Offsets,
}

/// Room for a reference of at most `len` bytes, and for a [`path_guard`]: the capacity to give
/// the `String` of a [`Writer`] whose length is known only at the end.
#[inline(always)]
pub(crate) fn capacity_for(len: usize) -> usize {
    len.min(MAX_LEN) + 2
}

impl<'t> Writer<'static, 't> {
    /// A reference written into `text`, which is empty (and has the capacity wanted).
    #[inline(always)]
    pub(crate) fn new(text: &'t mut String) -> Writer<'static, 't> {
        debug_assert!(text.is_empty());
        Writer {
            src: "",
            pos: 0,
            borrowing: false,
            len: 0,
            text,
            offsets: Offsets::default(),
        }
    }
}

impl<'a, 't> Writer<'a, 't> {
    /// A rewriting of `src`, which borrows it for as long as the output is a prefix of it,
    /// then goes on in `text` (empty).
    pub(crate) fn borrowing(src: &'a str, text: &'t mut String) -> Writer<'a, 't> {
        debug_assert!(text.is_empty());
        Writer {
            src,
            pos: 0,
            borrowing: true,
            len: 0,
            text,
            offsets: Offsets::default(),
        }
    }

    /// The length of the output so far: the next offset to record. Past [`MAX_LEN`] the
    /// offsets are wrong, but [`finish`](Self::finish) then refuses the whole result.
    #[inline(always)]
    pub(crate) fn at(&self) -> u32 {
        // (One of the two is 0.)
        (self.len + self.text.len()) as u32
    }

    /// The output so far.
    #[inline]
    pub(crate) fn written(&self) -> &str {
        if self.borrowing {
            &self.src[..self.len]
        } else {
            self.text
        }
    }

    /// The source being rewritten, and how far it has been read.
    pub(crate) fn source(&self) -> (&'a str, usize) {
        (self.src, self.pos)
    }

    /// The output, copied from the source from now on (for text that is not the source's).
    /// Its capacity is that of the longest rewriting: the source and a [`path_guard`].
    #[inline(always)]
    pub(crate) fn text(&mut self) -> &mut String {
        if self.borrowing {
            // (Only the text goes to the copy, so that the rest of the writer can stay in
            // registers: see PERFORMANCE.md.)
            copy_prefix(self.text, self.src, self.len);
            self.borrowing = false;
            self.len = 0;
        }
        self.text
    }

    /// The output goes on with the source up to `end`.
    #[inline]
    pub(crate) fn keep(&mut self, end: usize) {
        if self.borrowing && self.len == self.pos {
            self.len = end;
        } else {
            let piece = &self.src[self.pos..end];
            self.text().push_str(piece);
        }
        self.pos = end;
    }

    /// The source up to `end` is left out of the output. (`end` may be before the point
    /// reached: the source from there is read again by the next [`keep`](Self::keep).)
    #[inline]
    pub(crate) fn skip(&mut self, end: usize) {
        self.pos = end;
    }

    /// The output is cut back to its first `len` bytes, where it was when [`at`](Self::at)
    /// was `len`.
    #[inline]
    pub(crate) fn truncate(&mut self, len: usize) {
        if self.borrowing {
            self.len = self.len.min(len);
        } else {
            self.text.truncate(len);
        }
    }

    /// Appends `text`.
    #[inline(always)]
    pub(crate) fn push(&mut self, text: &str) {
        self.text().push_str(text);
    }

    /// Marks the end of the scheme, which the output ends with; its `:` comes next.
    #[inline(always)]
    pub(crate) fn end_scheme(&mut self) {
        self.offsets.scheme_end = self.at();
        self.offsets.path_start = self.offsets.scheme_end + 1;
    }

    /// Marks the start of the host (after `//` and the user info, if any).
    #[inline(always)]
    pub(crate) fn start_host(&mut self) {
        self.offsets.host_start = self.at();
    }

    /// Marks the end of the host.
    #[inline(always)]
    pub(crate) fn end_host(&mut self) {
        self.offsets.host_end = self.at();
    }

    /// Marks the end of the authority: the path starts here.
    #[inline(always)]
    pub(crate) fn start_path(&mut self) {
        self.offsets.path_start = self.at();
    }

    /// `scheme ":"`
    #[inline(always)]
    pub(crate) fn scheme(&mut self, scheme: &str) {
        self.push(scheme);
        self.end_scheme();
        self.push(":");
    }

    /// `"//" [ userinfo "@" ] host [ ":" port ]`
    #[inline(always)]
    pub(crate) fn authority(&mut self, userinfo: Option<&str>, host: &str, port: Option<&str>) {
        self.push("//");
        if let Some(userinfo) = userinfo {
            self.push(userinfo);
            self.push("@");
        }
        self.start_host();
        self.push(host);
        self.end_host();
        if let Some(port) = port {
            self.push(":");
            self.push(port);
        }
        self.start_path();
    }

    /// The scheme and the authority of `source`, as they are written there (either may be
    /// absent).
    #[inline(always)]
    pub(crate) fn head_of<G: Grammar>(&mut self, source: &RiRef<'_, G>) {
        self.head_from(source, 0);
    }

    /// The authority of `source` (`//` and after), as it is written there, without its scheme.
    #[inline(always)]
    pub(crate) fn authority_of<G: Grammar>(&mut self, source: &RiRef<'_, G>) {
        let scheme_end = source.offsets().scheme_end;
        self.head_from(source, if scheme_end == 0 { 0 } else { scheme_end + 1 });
    }

    /// The text of `source` from `from` (0, or after its `scheme:`) to its path, with the
    /// offsets of what it holds.
    #[inline(always)]
    fn head_from<G: Grammar>(&mut self, source: &RiRef<'_, G>, from: u32) {
        let offsets = source.offsets();
        let shift = self.at().wrapping_sub(from);
        self.push(&source.as_str()[from as usize..offsets.path_start as usize]);
        if offsets.scheme_end != 0 && from == 0 {
            self.offsets.scheme_end = offsets.scheme_end.wrapping_add(shift);
        }
        if offsets.host_start != 0 {
            self.offsets.host_start = offsets.host_start.wrapping_add(shift);
            self.offsets.host_end = offsets.host_end.wrapping_add(shift);
        }
        self.start_path();
    }

    /// The first `len` bytes of `source`, to an empty output: its scheme and authority as they
    /// are, and then the first bytes of its path (`len` is in the path or at its end), or its
    /// whole path and query (`len` is the end of the query). The path goes on with
    /// [`path_text`](Self::path_text) or [`push`](Self::push); or the path and query are the
    /// source's, and the output goes on with a [`tail_of`](Self::tail_of).
    #[inline(always)]
    pub(crate) fn prefix_of<G: Grammar>(&mut self, source: &RiRef<'_, G>, len: u32) {
        let offsets = source.offsets();
        debug_assert!(self.at() == 0 && offsets.path_start <= len);
        debug_assert!(len <= offsets.path_end || len == offsets.query_end);
        self.push(&source.as_str()[..len as usize]);
        self.offsets = offsets;
    }

    /// The scheme, the authority and the path of `source`, the source of a writer made by
    /// [`borrowing`](Self::borrowing) it, with their offsets: nothing is copied. The output
    /// goes on with the query.
    #[inline]
    pub(crate) fn keep_through_path<G: Grammar>(&mut self, source: &RiRef<'_, G>) {
        debug_assert!(self.at() == 0 && self.src == source.as_str());
        let offsets = source.offsets();
        self.keep(offsets.path_end as usize);
        self.offsets = offsets;
        self.offsets.query_end = offsets.path_end;
    }

    /// Where the path starts, for the path algorithms of [`crate::path`] that append to
    /// [`path_text`](Self::path_text).
    #[inline(always)]
    pub(crate) fn path_start(&self) -> usize {
        self.offsets.path_start as usize
    }

    /// The text, for the path to be appended to.
    #[inline(always)]
    pub(crate) fn path_text(&mut self) -> &mut String {
        self.text()
    }

    /// Ends the path, with its [`path_guard`] written before it if it needs one.
    #[inline(always)]
    pub(crate) fn end_path(&mut self) {
        let start = self.path_start();
        let guard = path_guard(
            self.offsets.scheme_end != 0,
            self.offsets.host_start != 0,
            &self.written().as_bytes()[start..],
        );
        if !guard.is_empty() {
            self.text().insert_str(start, guard);
        }
        self.offsets.path_end = self.at();
        self.offsets.query_end = self.offsets.path_end;
    }

    /// Marks the end of the query, or where it would be.
    #[inline(always)]
    pub(crate) fn end_query(&mut self) {
        self.offsets.query_end = self.at();
    }

    /// `[ "?" query ]`
    #[inline(always)]
    pub(crate) fn query(&mut self, query: Option<&str>) {
        if let Some(query) = query {
            self.push("?");
            self.push(query);
        }
        self.end_query();
    }

    /// `[ "#" fragment ]`
    #[inline(always)]
    pub(crate) fn fragment(&mut self, fragment: Option<&str>) {
        if let Some(fragment) = fragment {
            self.push("#");
            self.push(fragment);
        }
    }

    /// The query and the fragment of `source`, as they are written there (either may be
    /// absent). Without a query in `source`, the query ends where the output is: the one it
    /// already holds, if any (a [`prefix_of`](Self::prefix_of) up to the end of a query).
    #[inline(always)]
    pub(crate) fn tail_of<G: Grammar>(&mut self, source: &RiRef<'_, G>) {
        let offsets = source.offsets();
        let query_len = offsets.query_end - offsets.path_end;
        self.offsets.query_end = self.at().wrapping_add(query_len);
        self.push(&source.as_str()[offsets.path_end as usize..]);
    }

    /// The text of `source` from `from` (in its path) to its end: the path goes on to the end
    /// of the source's, then come its query and fragment as they are written there.
    ///
    /// For a path that needs no [`path_guard`], which the caller knows: a path that goes on
    /// with a parsed reference's, from a segment of it, reads as it did there, after an
    /// authority or a path that starts with `/` and not `//`.
    #[inline(always)]
    pub(crate) fn rest_of<G: Grammar>(&mut self, source: &RiRef<'_, G>, from: u32) {
        let offsets = source.offsets();
        self.offsets.path_end = self.at().wrapping_add(offsets.path_end - from);
        let query_len = offsets.query_end - offsets.path_end;
        self.offsets.query_end = self.offsets.path_end.wrapping_add(query_len);
        self.push(&source.as_str()[from as usize..]);
        debug_assert_eq!(
            path_guard(
                self.offsets.scheme_end != 0,
                self.offsets.host_start != 0,
                &self.written().as_bytes()[self.path_start()..self.offsets.path_end as usize],
            ),
            ""
        );
    }

    /// The offsets of the reference written in the text, checked; or [`TooLong`]. (The
    /// output of a writer made by [`borrowing`](Self::borrowing) is copied if it was not yet:
    /// see [`finish_borrowing`](Self::finish_borrowing).)
    #[inline(always)]
    pub(crate) fn finish<G: Grammar>(mut self) -> Result<Recomposed<G>, TooLong> {
        let offsets = self.offsets;
        Recomposed::checked(self.text(), offsets)
    }

    /// What was written: the source's prefix, borrowed, when the output is one; or the
    /// offsets of the text written, as [`finish`](Self::finish) gives them.
    pub(crate) fn finish_borrowing<G: Grammar>(self) -> Result<Rewritten<'a, G>, TooLong> {
        if self.borrowing {
            let prefix = &self.src[..self.len];
            debug_check::<G>(prefix, self.offsets);
            return Ok(Rewritten::Borrowed(RiRef::from_parts(prefix, self.offsets)));
        }
        self.finish().map(Rewritten::Owned)
    }
}

/// In tests and debug builds, checks that `text` parses to `offsets`: the invariant every
/// reference written keeps. (With zone identifiers allowed: a reference written from one that
/// has one keeps it.)
#[inline(always)]
fn debug_check<G: Grammar>(text: &str, offsets: Offsets) {
    if cfg!(debug_assertions) {
        let parsed = RiRef::<G>::parse_with(text, ParseOptions::RFC6874).map(|r| r.offsets());
        debug_assert_eq!(parsed, Ok(offsets), "{text:?}");
    }
}

/// Makes `text` the first `len` bytes of `src`, with room for the longest rewriting of `src`:
/// itself and a [`path_guard`].
#[cold]
fn copy_prefix(text: &mut String, src: &str, len: usize) {
    *text = String::with_capacity(src.len() + 2);
    text.push_str(&src[..len]);
}

/// What is written before a path so that it reads back as a path (see the module
/// documentation): `/.` before a path that starts with `//` without an authority, `./` before
/// one whose first segment holds a `:` without a scheme or an authority, or nothing.
#[inline]
pub(crate) fn path_guard(has_scheme: bool, has_authority: bool, path: &[u8]) -> &'static str {
    if has_authority {
        ""
    } else if path.starts_with(b"//") {
        "/."
    } else if !has_scheme && path.iter().take_while(|&&b| b != b'/').any(|&b| b == b':') {
        "./"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::error::BuildErrorKind;
    use crate::limits::LEN_LIMIT;

    #[test]
    fn capacity_is_for_at_most_max_len_bytes_and_a_guard() {
        assert_eq!(capacity_for(MAX_LEN + 5), MAX_LEN + 2);
        assert_eq!(capacity_for(MAX_LEN), MAX_LEN + 2);
        assert_eq!(capacity_for(3), 5);
    }

    /// A reference longer than the limit is not built, a guard counted; the longest allowed
    /// is. (The crate's unit tests have a limit of their own, of a few hundred bytes: see
    /// `LEN_LIMIT`.)
    #[test]
    fn too_long_a_reference_is_not_built() {
        let scheme = |path: &str| crate::Builder::new().scheme("s").path(path).build();
        // Without a scheme, a colon in the first segment takes a `./` guard.
        let guarded = |path: &str| crate::Builder::new().path(path).build();
        for (build, longest) in [
            (scheme as fn(&str) -> _, "a".repeat(LEN_LIMIT - 2)),
            (guarded, ["a:", &"a".repeat(LEN_LIMIT - 4)].concat()),
        ] {
            assert_eq!(build(&longest).map(|b| b.as_str().len()), Ok(LEN_LIMIT));
            let err = build(&[&longest, "a"].concat()).unwrap_err();
            assert_eq!(err.kind(), BuildErrorKind::TooLong);
            assert_eq!(
                err.to_string(),
                "the reference would be longer than the maximum of 1024 bytes"
            );
        }
    }

    /// The invariant check takes what parsing with zone identifiers takes (a reference written
    /// from one that has a zone keeps it), and still catches offsets that are not the text's.
    #[test]
    fn the_debug_check_takes_zones_and_catches_wrong_offsets() {
        extern crate std;
        use crate::grammar::Uri;

        let text = "http://[fe80::1%25eth0]/a";
        let offsets = RiRef::<Uri>::parse_with(text, ParseOptions::RFC6874)
            .expect("valid")
            .offsets();
        debug_check::<Uri>(text, offsets);
        let wrong = Offsets {
            path_end: offsets.path_end - 1,
            ..offsets
        };
        let caught = std::panic::catch_unwind(|| debug_check::<Uri>(text, wrong));
        assert_eq!(caught.is_err(), cfg!(debug_assertions));
    }

    #[test]
    fn path_guards() {
        assert_eq!(path_guard(true, false, b"//a"), "/.");
        assert_eq!(path_guard(false, false, b"//a"), "/.");
        assert_eq!(path_guard(false, true, b"//a"), "");
        assert_eq!(path_guard(false, false, b"a:b/c"), "./");
        assert_eq!(path_guard(true, false, b"a:b/c"), "");
        assert_eq!(path_guard(false, false, b"a/b:c"), "");
        assert_eq!(path_guard(false, false, b"/a:b"), "");
        assert_eq!(path_guard(false, false, b""), "");
    }
}
