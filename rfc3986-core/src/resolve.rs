//! Reference resolution ([RFC 3986 section 5](https://www.rfc-editor.org/rfc/rfc3986#section-5))
//! and its inverse, [`UriRef::make_relative`](crate::RiRef::make_relative).

use alloc::string::String;
use alloc::vec::Vec;

use crate::error::{JoinError, RelativeError, RelativeErrorKind, ResolveError, ResolveErrorKind};
use crate::grammar::Grammar;
use crate::limits::too_long;
use crate::owned::RiRefBuf;
use crate::parse::ParseOptions;
use crate::path::{
    merge, plain_directory, remove_dot_segments_after, remove_dot_segments_merged, DotSegments,
};
use crate::recompose::{capacity_for, path_guard, TooLong, Writer};
use crate::reference::RiRef;
use crate::scan;

/// What to do with a `..` segment that would climb above the root of the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AboveRoot {
    /// Drop it, as RFC 3986 section 5.2.4 does: `http://a/../g` resolves to `http://a/g`.
    Clamp,
    /// Refuse the reference with [`ResolveErrorKind::AboveRoot`]: for servers that map paths
    /// to files and want to know.
    Error,
}

/// How to resolve ([`UriRef::resolve_with`](crate::RiRef::resolve_with)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolveOptions {
    /// The backward-compatible reading of section 5.2.2: a reference whose scheme is the
    /// base's (`http:g` against an `http` base) is read as relative (`g`).
    pub non_strict: bool,
    /// What to do with `..` above the root.
    pub above_root: AboveRoot,
}

impl ResolveOptions {
    /// RFC 3986 to the letter: strict, and `..` above the root dropped.
    pub const STRICT: ResolveOptions = ResolveOptions {
        non_strict: false,
        above_root: AboveRoot::Clamp,
    };
}

impl Default for ResolveOptions {
    fn default() -> ResolveOptions {
        ResolveOptions::STRICT
    }
}

impl<G: Grammar> RiRef<'_, G> {
    /// Resolves `reference` against this base URI, strictly
    /// ([section 5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let base = UriRef::parse("http://a/b/c/d;p?q")?;
    /// let target = base.resolve(&UriRef::parse("../g?y#s")?)?;
    /// assert_eq!(target.as_str(), "http://a/b/g?y#s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// See [`resolve_with`](Self::resolve_with) for what is done where section 5.3's
    /// recomposition would change the meaning of the result.
    pub fn resolve(&self, reference: &RiRef<'_, G>) -> Result<RiRefBuf<G>, ResolveError> {
        self.resolve_with(reference, ResolveOptions::STRICT)
    }

    /// Parses `reference` as a `URI-reference` and resolves it against this base URI,
    /// strictly: `base.resolve(&UriRef::parse(reference)?)` in one call, with one error type.
    ///
    /// ```
    /// use rfc3986::{JoinError, UriRef};
    ///
    /// let base = UriRef::parse("http://a/b/c/d;p?q")?;
    /// assert_eq!(base.join("../g?y#s")?.as_str(), "http://a/b/g?y#s");
    /// assert!(matches!(base.join("g h"), Err(JoinError::Parse(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn join(&self, reference: &str) -> Result<RiRefBuf<G>, JoinError> {
        self.join_with(reference, ResolveOptions::STRICT)
    }

    /// Parses `reference` as a `URI-reference` and resolves it against this base URI with
    /// `options`: [`join`](Self::join) with the options of [`resolve_with`](Self::resolve_with).
    /// The reference is parsed as [`parse`](Self::parse) parses it, without zone identifiers
    /// (RFC 6874): for those, parse it with [`parse_with`](Self::parse_with) and resolve it.
    ///
    /// ```
    /// use rfc3986::{ResolveOptions, UriRef};
    ///
    /// let base = UriRef::parse("http://a/b/c/d;p?q")?;
    /// let non_strict = ResolveOptions { non_strict: true, ..ResolveOptions::STRICT };
    /// assert_eq!(base.join_with("http:g", non_strict)?.as_str(), "http://a/b/c/g");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn join_with(
        &self,
        reference: &str,
        options: ResolveOptions,
    ) -> Result<RiRefBuf<G>, JoinError> {
        // The parsed reference is used where `parse` wrote it (see PERFORMANCE.md).
        match RiRef::<G>::parse(reference) {
            Ok(ref reference) => self.resolve_err_into(reference, options),
            Err(e) => Err(JoinError::Parse(e)),
        }
    }

    /// Resolves `reference` against this base URI with `options`.
    ///
    /// The base must have a scheme; its fragment, if any, is ignored. The result is written
    /// with one allocation, and always parses back to what section 5.2.2 computed, with one
    /// adjustment: when the base has no authority and the resulting path starts with `//`
    /// (`foo:/a/b` with `..//evil` gives the path `//evil`), writing it after `foo:` would make
    /// `evil` an authority, so the path is written `/.//evil`, which has the same segments once
    /// dot segments are removed (as WHATWG URL does).
    ///
    /// ```
    /// use rfc3986::{AboveRoot, ResolveErrorKind, ResolveOptions, UriRef};
    ///
    /// let base = UriRef::parse("http://a/b/c/d;p?q")?;
    /// let non_strict = ResolveOptions { non_strict: true, ..ResolveOptions::STRICT };
    /// assert_eq!(base.resolve_with(&UriRef::parse("http:g")?, non_strict)?.as_str(), "http://a/b/c/g");
    ///
    /// let careful = ResolveOptions { above_root: AboveRoot::Error, ..ResolveOptions::STRICT };
    /// let err = base.resolve_with(&UriRef::parse("../../../g")?, careful).unwrap_err();
    /// assert_eq!(err.kind(), ResolveErrorKind::AboveRoot);
    ///
    /// let opaque = UriRef::parse("foo:/a/b")?;
    /// assert_eq!(opaque.resolve(&UriRef::parse("..//evil")?)?.as_str(), "foo:/.//evil");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn resolve_with(
        &self,
        reference: &RiRef<'_, G>,
        options: ResolveOptions,
    ) -> Result<RiRefBuf<G>, ResolveError> {
        self.resolve_err_into(reference, options)
    }

    /// [`resolve_with`](Self::resolve_with), with its error converted into `E`: the result is
    /// written where the caller wants it, for [`join_with`](Self::join_with) too.
    fn resolve_err_into<E: From<ResolveError>>(
        &self,
        reference: &RiRef<'_, G>,
        options: ResolveOptions,
    ) -> Result<RiRefBuf<G>, E> {
        let base = self;
        let r = reference;
        let error = |kind| E::from(ResolveError { kind });
        if base.is_relative() {
            return Err(error(ResolveErrorKind::BaseNotAbsolute));
        }
        // (The schemes are sliced only where they are read: most references are relative.)
        let base_scheme = || &base.as_str()[..base.offsets().scheme_end as usize];
        let own_scheme = r
            .scheme()
            .is_some_and(|s| !(options.non_strict && s.eq_ignore_ascii_case(base_scheme())));
        if own_scheme || r.is_relative() {
            if let Some(plan) = prefix_and_suffix(base, r) {
                return plan.write(base, r, options);
            }
        }
        // Section 5.2.2: where each component of the target comes from, written in the order
        // of section 5.3. The path is removed of its dot segments as it is written (the merge
        // of 5.2.3 is two pieces, not copied first), except when it is the base's as it is.
        let mut text = String::with_capacity(capacity_for(base.as_str().len() + r.as_str().len()));
        let mut w = Writer::new(&mut text);
        let (path, remove_dots, query) = if own_scheme {
            w.head_of(r);
            ([r.path(), ""], true, r.query())
        } else if r.has_authority() {
            // (In the non-strict reading, the reference's own `scheme:` is left out.)
            w.scheme(base_scheme());
            w.authority_of(r);
            ([r.path(), ""], true, r.query())
        } else {
            w.head_of(base);
            if r.path().is_empty() {
                ([base.path(), ""], false, r.query().or(base.query()))
            } else if r.path().starts_with('/') {
                ([r.path(), ""], true, r.query())
            } else {
                let merged = merge(base.has_authority(), base.path(), r.path());
                (merged, true, r.query())
            }
        };
        if remove_dots {
            let above_root = remove_dot_segments_merged(path, w.path_text());
            if above_root && options.above_root == AboveRoot::Error {
                return Err(error(ResolveErrorKind::AboveRoot));
            }
        } else {
            w.push(path[0]);
        }
        w.end_path();
        w.query(query);
        w.fragment(r.fragment());
        match w.finish() {
            Ok(offsets) => Ok(RiRefBuf::recomposed(text, offsets)),
            Err(TooLong) => Err(error(ResolveErrorKind::TooLong)),
        }
    }

    /// The shortest reference that, resolved against this base, gives back `target` exactly:
    /// a fragment, a query, a relative or absolute path, a network path (`//host/...`), or the
    /// target itself, whichever is shortest and resolves back to it.
    ///
    /// Both must have a scheme. Resolution always removes dot segments, so a target whose path
    /// holds `.` or `..` segments cannot come back verbatim: that is
    /// [`RelativeErrorKind::DotSegments`] (normalize the target first).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let base = UriRef::parse("http://a/b/c/d;p?q")?;
    /// let relative = |t| base.make_relative(&UriRef::parse(t).unwrap()).unwrap().into_string();
    /// assert_eq!(relative("http://a/b/c/g"), "g");
    /// assert_eq!(relative("http://a/b/g?y"), "../g?y");
    /// assert_eq!(relative("http://a/b/c/d;p?q#s"), "#s");
    /// assert_eq!(relative("http://a/b/c/d;p?y"), "?y");
    /// assert_eq!(relative("http://x/b/c/g"), "//x/b/c/g");
    /// assert_eq!(relative("ftp://a/b"), "ftp://a/b");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn make_relative(&self, target: &RiRef<'_, G>) -> Result<RiRefBuf<G>, RelativeError> {
        let error = |kind| Err(RelativeError { kind });
        if self.is_relative() {
            return error(RelativeErrorKind::BaseNotAbsolute);
        }
        if target.is_relative() {
            return error(RelativeErrorKind::TargetNotAbsolute);
        }
        let mut candidates = candidates(self, target);
        candidates.sort_by_key(String::len);
        for candidate in candidates {
            // (Made of the target's components: a zone identifier in its host is kept.)
            let Ok(reference) = RiRef::<G>::parse_with(&candidate, ParseOptions::RFC6874) else {
                continue;
            };
            let resolves_back = self
                .resolve(&reference)
                .is_ok_and(|resolved| resolved.as_str() == target.as_str());
            if resolves_back {
                return Ok(RiRefBuf::from(reference));
            }
        }
        error(RelativeErrorKind::DotSegments)
    }
}

/// Where the target's scheme and authority come from, in [`PrefixSuffix`].
#[derive(Clone, Copy)]
enum Head {
    /// The reference's own.
    Reference,
    /// The base's scheme, the reference's authority.
    BaseScheme,
    /// The base's text up to this length: its scheme and authority, and the start of the path
    /// (a directory), or the whole path, or the whole path and the query.
    Base(u32),
}

/// A target that is a prefix of the base's text followed by a suffix of the reference's: see
/// [`prefix_and_suffix`].
struct PrefixSuffix {
    head: Head,
    /// Whether the target's path is the base's, in the prefix, and the query too when the
    /// reference has none (a relative reference without a path).
    path_from_base: bool,
    /// Where the reference's text taken for the path starts (after the leading dot segments
    /// that climbed the base's directory).
    skip: u32,
    /// Where the first dot segment of the path taken from the reference is (an index into the
    /// reference's text), after a `/`.
    dot: Option<u32>,
    /// Whether a leading `..` climbed above the root.
    above_root: bool,
}

/// Section 5.2.2 where the target is the base's text up to some point, then the reference's
/// text from some point on, with the dot segments of the reference's path removed on the way.
/// Leading dot segments of a relative path (`../../g`) climb the base's directory before
/// anything is written. `None`, for the general way, is: a reference with the base's scheme in
/// the non-strict reading; a relative path to merge with a base path that does not start with
/// `/` or that has a dot segment; a relative path whose leading dot segments are followed by an
/// empty segment (`.//g`); a dot segment in a path that does not start with `/` (`foo:a/./g`);
/// and a base and reference longer together than [`MAX_LEN`](crate::MAX_LEN).
#[inline(always)]
fn prefix_and_suffix<G: Grammar>(base: &RiRef<'_, G>, r: &RiRef<'_, G>) -> Option<PrefixSuffix> {
    if too_long(base.as_str().len() + r.as_str().len()) {
        // Too long, maybe: the general way says. (Below, no offset can overflow.)
        return None;
    }
    let (b, r_offsets) = (base.offsets(), r.offsets());
    // Bytes rather than text: no test of character boundaries.
    let r_path = &r.as_str().as_bytes()[r_offsets.path_start as usize..r_offsets.path_end as usize];
    // `rooted`: the target's path starts with `/`, so that a dot segment after its start has a
    // `/` before it (not `foo:a/../g`, which the general way writes `foo:/g`).
    let mut above_root = false;
    // The reference's dot segments, found once where its path is read (not when it is empty).
    let mut segments = None;
    let (head, skip, rooted, path_from_base) = if r_offsets.scheme_end != 0 {
        (Head::Reference, 0, r_path.first() == Some(&b'/'), false)
    } else if r_offsets.host_start != 0 {
        // (A path after an authority is empty or starts with `/`.)
        (Head::BaseScheme, 0, true, false)
    } else if r_path.is_empty() {
        // The base's path as it is (dot segments and all), and its query unless the reference
        // has one.
        let has_query = r_offsets.query_end > r_offsets.path_end;
        let prefix = if has_query { b.path_end } else { b.query_end };
        (Head::Base(prefix), 0, true, true)
    } else if r_path.first() == Some(&b'/') {
        (Head::Base(b.path_start), 0, true, false)
    } else {
        // A relative path: the base's directory (up to its last `/`), climbed by the
        // reference's leading dot segments.
        let base_path = &base.as_str().as_bytes()[b.path_start as usize..b.path_end as usize];
        if base_path.first() != Some(&b'/') {
            return None;
        }
        // (A dot segment last in the base's path is left out of its directory; it only costs
        // the general way.)
        let mut dir_end = plain_directory(base_path)?;
        let mut skip = 0;
        let found = *segments.insert(DotSegments::of(r_path));
        while let Some((up, len)) = found.at(r_path, skip) {
            if up {
                // The directory is `/` or ends with `/segment/`: keep it up to the `/` before
                // the segment.
                match scan::rfind(&base_path[..dir_end - 1], b'/') {
                    Some(slash) => dir_end = slash + 1,
                    None => above_root = true,
                }
            }
            skip += len;
        }
        if r_path.get(skip) == Some(&b'/') {
            // `.//g`: the rest starts with an empty segment.
            return None;
        }
        // (The directory starts with `/`.)
        let prefix = b.path_start + dir_end as u32;
        (Head::Base(prefix), skip as u32, true, false)
    };
    // A dot segment is removed as the text is written, when a `/` comes before it.
    let skip = if path_from_base {
        0
    } else {
        r_offsets.path_start + skip
    };
    let dot = if path_from_base {
        None
    } else {
        let from = (skip - r_offsets.path_start) as usize;
        let segments = match segments {
            Some(found) => found,
            None => DotSegments::of(r_path),
        };
        match segments.first(r_path, from) {
            Some(at) if at == from || !rooted => return None,
            Some(at) => Some(r_offsets.path_start + at as u32),
            None => None,
        }
    };
    Some(PrefixSuffix {
        head,
        path_from_base,
        skip,
        dot,
        above_root,
    })
}

impl PrefixSuffix {
    /// Writes the target, with one allocation: the head, then the path (a copy of each run of
    /// segments between dot segments), then the query and the fragment.
    #[inline(always)]
    fn write<G: Grammar, E: From<ResolveError>>(
        mut self,
        base: &RiRef<'_, G>,
        r: &RiRef<'_, G>,
        options: ResolveOptions,
    ) -> Result<RiRefBuf<G>, E> {
        let r_offsets = r.offsets();
        let mut text = String::with_capacity(capacity_for(base.as_str().len() + r.as_str().len()));
        let mut w = Writer::new(&mut text);
        match self.head {
            Head::Reference => w.head_of(r),
            Head::BaseScheme => {
                // (The base has a scheme: it was checked first.)
                w.scheme(&base.as_str()[..base.offsets().scheme_end as usize]);
                w.authority_of(r);
            }
            Head::Base(len) => w.prefix_of(base, len),
        }
        match (self.path_from_base, self.dot) {
            // (The base's path reads in the target as in the base, after the same scheme and
            // authority: it needs no guard.)
            (true, _) => w.tail_of(r),
            (false, None) => w.rest_of(r, self.skip),
            (false, Some(dot)) => {
                let rest = &r.as_str()[self.skip as usize..r_offsets.path_end as usize];
                let root = w.path_start();
                let dot = (dot - self.skip) as usize;
                self.above_root |= remove_dot_segments_after(rest, dot, root, w.path_text());
                w.end_path();
                w.tail_of(r);
            }
        }
        let error = |kind| E::from(ResolveError { kind });
        if self.above_root && options.above_root == AboveRoot::Error {
            return Err(error(ResolveErrorKind::AboveRoot));
        }
        match w.finish() {
            Ok(offsets) => Ok(RiRefBuf::recomposed(text, offsets)),
            Err(TooLong) => Err(error(ResolveErrorKind::TooLong)),
        }
    }
}

/// The references that may lead from `base` to `target`, to be checked by resolving them.
fn candidates<G: Grammar>(base: &RiRef<'_, G>, target: &RiRef<'_, G>) -> Vec<String> {
    let tail = |query: bool| {
        let mut tail = String::new();
        if let (true, Some(q)) = (query, target.query()) {
            tail.push('?');
            tail.push_str(q);
        }
        if let Some(f) = target.fragment() {
            tail.push('#');
            tail.push_str(f);
        }
        tail
    };
    // In order of preference where lengths tie: the most relative first.
    let mut out = Vec::with_capacity(6);
    if target.scheme() == base.scheme() && target.authority() == base.authority() {
        out.push(tail(false));
        out.push(tail(true));
        out.push(relative_path(base, target.path()) + &tail(true));
        // Alone, the path may need a guard to read back as a path (`/.//x`, not `//x`).
        let guard = path_guard(false, false, target.path().as_bytes());
        out.push(alloc::format!("{guard}{}{}", target.path(), tail(true)));
    }
    if let Some(authority) = target.authority() {
        out.push(alloc::format!(
            "//{authority}{}{}",
            target.path(),
            tail(true)
        ));
    }
    out.push(String::from(target.as_str()));
    out
}

/// The path from `base`'s directory to `path`: `../` for each directory to leave, then the rest
/// of `path`; `./` in front where the first segment would be empty or hold a `:`; and with
/// nothing left of `path`, the last `./` or `../` without its slash (`.`, `..`, `../..`).
fn relative_path<G: Grammar>(base: &RiRef<'_, G>, path: &str) -> String {
    let base_path = if base.has_authority() && base.path().is_empty() {
        "/"
    } else {
        base.path()
    };
    let dir = &base_path[..base_path.rfind('/').map_or(0, |slash| slash + 1)];
    let mut common = 0;
    for (i, (a, b)) in dir.bytes().zip(path.bytes()).enumerate() {
        if a != b {
            break;
        }
        if a == b'/' {
            common = i + 1;
        }
    }
    let ups = dir[common..].matches('/').count();
    let rest = &path[common..];
    let mut out = "../".repeat(ups);
    let first = rest.split('/').next().unwrap_or_default();
    if ups == 0 && (first.is_empty() || first.contains(':')) {
        out.push_str("./");
    }
    if rest.is_empty() {
        // A last `.` or `..` segment leaves its directory's `/` (section 5.2.4, steps B and C):
        // `.` and `..` say what `./` and `../` say, one byte shorter.
        out.pop();
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::limits::LEN_LIMIT;
    use crate::{UriRef, UriRefBuf};

    /// Which targets are written as a prefix of the base and a suffix of the reference, and
    /// which take the general way: the cases `prefix_and_suffix` documents. (Both ways give the
    /// same targets, which the tests under `tests/` check; this checks the split itself.)
    #[test]
    fn the_prefix_and_suffix_way_takes_exactly_its_cases() {
        let way = |base: &str, r: &str| {
            let base = UriRef::parse(base).expect("a base");
            let r = UriRef::parse(r).expect("a reference");
            prefix_and_suffix(&base, &r).is_some()
        };
        for r in [
            "g", "./g", "../g", "../../g", "/g", "//x/g", "?y", "#s", "", "g/./h", "g/../h", ".",
            "..", "./..", "../..",
        ] {
            assert!(way("http://a/b/c/d;p?q", r), "{r}");
        }
        assert!(way("http://a/b", "foo:/a/./g"));
        // A dot segment first in what is copied, or in a path that does not start with `/`.
        assert!(!way("http://a/b/c", ".//g"));
        assert!(!way("http://a/b/c", "foo:a/./g"));
        // A base path that does not start with `/`, or that has a dot segment.
        assert!(!way("foo:b/c", "g"));
        assert!(!way("http://a/b/./c", "g"));
        // A base and a reference longer together than the limit, whatever the target.
        let base = ["http://a/b/", &"c".repeat(LEN_LIMIT / 2 - 11)].concat();
        let r = ["../", &"g".repeat(LEN_LIMIT / 2 - 3)].concat();
        assert_eq!(base.len() + r.len(), LEN_LIMIT);
        assert!(way(&base, &r));
        assert!(!way(&base, &[&r, "g"].concat()));
    }

    /// A target longer than the limit is refused, whichever way it is written; the longest
    /// allowed is not, nor a base and a reference longer together than the limit. (The crate's
    /// unit tests have a limit of their own, of a few hundred bytes: see `LEN_LIMIT`.)
    #[test]
    fn too_long_a_target_is_an_error() {
        let resolve = |base: &str, r: &str| {
            let base = UriRef::parse(base).expect("a base");
            let r = UriRef::parse(r).expect("a reference");
            base.resolve(&r).map(UriRefBuf::into_string)
        };
        // By prefix and suffix (see above), then the general way (a rootless base path).
        for base in ["http://a/", "foo:a/"] {
            let base = [base, &"b".repeat(LEN_LIMIT / 2), "/"].concat();
            let longest = "g".repeat(LEN_LIMIT - base.len());
            let target = resolve(&base, &longest).expect("the longest target");
            assert_eq!(target, [base.as_str(), &longest].concat());
            let err = resolve(&base, &[&longest, "g"].concat()).unwrap_err();
            assert_eq!(err.kind(), ResolveErrorKind::TooLong);
            assert_eq!(
                err.to_string(),
                "the target would be longer than the maximum length"
            );
        }
        let base = ["http://a/", &"b".repeat(LEN_LIMIT / 2), "/"].concat();
        let up = ["../", &"g".repeat(LEN_LIMIT / 2)].concat();
        assert!(base.len() + up.len() > LEN_LIMIT);
        assert_eq!(resolve(&base, &up), Ok(["http://a/", &up[3..]].concat()));
    }
}
