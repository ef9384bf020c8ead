//! The `key=value` parameters of a query, edited: some removed by key, or kept by key, sorted
//! by key, the tracking parameters stripped; and the query or the fragment cut off.
//!
//! Every edit writes through the one [`Writer`]: the scheme, the authority, the path, the
//! fragment and the pieces of the query that stay are copied byte for byte, and a reference
//! that the edit leaves as it was is borrowed, not copied. Keys are compared once
//! percent-decoded (`%61` is `a`), a `+` being a `+`; pieces are split as
//! [`pct::query_pairs`] splits them, on `&` then on the first `=`.
//!
//! One rule for the `?`: when an edit removes parameters and none is left (only empty pieces,
//! or nothing), the query goes with its `?`, so that `http://h/p?utm_source=x` stripped is
//! `http://h/p`, the same text as the page without tracking. A query that had no parameter
//! (`?`, `?&&`) is left as it is.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::grammar::Grammar;
use crate::owned::RiRefBuf;
use crate::pct;
use crate::recompose::{Rewritten, Writer};
use crate::reference::RiRef;

/// The patterns of [`TrackingParams::DEFAULT`]: query parameters that carry click
/// identifiers and campaign tags, which say how a visitor came to a page and never which
/// page it is. A name, or a prefix followed by `*` (any parameter whose key starts so).
///
/// Where they come from, all lists maintained in public:
///
/// - Brave's query filter, the parameters it strips from every URL
///   (`kSimpleQueryStringTrackers` in brave-core `components/query_filter/utils.cc`), and
///   `mkt_tok`, `igshid` and `igsh`, which it strips on some pages or sites only;
/// - AdGuard's URL Tracking filter, its generic `$removeparam` rules
///   (AdguardFilters `TrackParamFilter/sections/general_url.txt`): the `utm_*`, `hsa_*`,
///   `itm_*` and Matomo (`mtm_*`, `pk_*`) families, `gbraid`, `gclsrc`, the `fb_*` and
///   `bsft_*` names;
/// - the click identifiers and linker parameters those lists leave to site-specific rules, as
///   their platforms document them: Google Analytics' cross-domain linker `_ga` (with `_gl`),
///   TikTok's `ttclid`, LinkedIn's `li_fat_id`, Mailchimp's `mc_cid` and HubSpot's `_hsmi`.
pub const TRACKING_PARAMS: &[&str] = &[
    // Prefixes.
    "utm_*",
    "hsa_*",
    "itm_*",
    "mtm_*",
    "oft_*",
    // Google.
    "gclid",
    "gclsrc",
    "dclid",
    "gbraid",
    "wbraid",
    "srsltid",
    "_ga",
    "_gl",
    // Meta.
    "fbclid",
    "fb_action_ids",
    "fb_action_types",
    "fb_comment_id",
    "fb_ref",
    "fb_source",
    "igshid",
    "igsh",
    // Microsoft, Yandex, X, TikTok, LinkedIn.
    "msclkid",
    "yclid",
    "ymclid",
    "ysclid",
    "twclid",
    "ttclid",
    "li_fat_id",
    // E-mail and marketing platforms.
    "mc_cid",
    "mc_eid",
    "_hsenc",
    "_hsmi",
    "__hsfp",
    "__hssc",
    "__hstc",
    "hsctatracking",
    "mkt_tok",
    "oly_anon_id",
    "oly_enc_id",
    "vero_conv",
    "vero_id",
    "ml_subscriber",
    "ml_subscriber_hash",
    "bsft_aaid",
    "bsft_clkid",
    "bsft_eid",
    "bsft_ek",
    "bsft_mid",
    "bsft_uid",
    "_kx",
    "__s",
    "ss_email_id",
    "et_rid",
    "at_recipient_id",
    "at_recipient_list",
    "bbeml",
    "vgo_ee",
    "sc_customer",
    "sc_eh",
    "sc_uid",
    // Analytics and affiliate networks.
    "s_cid",
    "pk_cid",
    "pk_campaign",
    "pk_medium",
    "pk_source",
    "_openstat",
    "_branch_match_id",
    "_branch_referrer",
    "_bhlid",
    "guce_referrer",
    "guce_referrer_sig",
    "irclickid",
    "rb_clickid",
    "unicorn_click_id",
    "wickedid",
];

/// Which query parameters are tracking parameters, for
/// [`without_tracking`](RiRef::without_tracking) and
/// [`strip_tracking`](RiRefBuf::strip_tracking): a list of patterns, each a name (`fbclid`)
/// or a prefix followed by `*` (`utm_*`: every key that starts with `utm_`).
///
/// Keys are matched once percent-decoded, ASCII case-insensitively: `UTM_Source` and
/// `utm_%73ource` are `utm_source`. Trackers write their parameters in lowercase; a key
/// that differs only in case is the same parameter to the many servers that ignore case,
/// and is never in practice another parameter that a page needs.
///
/// [`DEFAULT`](Self::DEFAULT) holds [`TRACKING_PARAMS`]; to replace the list, give your own
/// patterns, and to extend it, give the default ones and yours:
///
/// ```
/// use rfc3986::{TrackingParams, UriRef, TRACKING_PARAMS};
///
/// let uri = UriRef::parse("https://example.com/a?id=7&utm_source=news&ref=home#top")?;
/// assert_eq!(uri.without_tracking(&TrackingParams::DEFAULT), "https://example.com/a?id=7&ref=home#top");
///
/// let mut patterns = TRACKING_PARAMS.to_vec();
/// patterns.push("ref");
/// let mine = TrackingParams::new(&patterns);
/// assert_eq!(uri.without_tracking(&mine), "https://example.com/a?id=7#top");
/// assert!(mine.matches("REF") && mine.matches("utm_medium") && !mine.matches("id"));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TrackingParams<'a> {
    patterns: &'a [&'a str],
}

impl<'a> TrackingParams<'a> {
    /// The tracking parameters of [`TRACKING_PARAMS`].
    pub const DEFAULT: TrackingParams<'static> = TrackingParams::new(TRACKING_PARAMS);

    /// The parameters that match one of `patterns`: names, and prefixes followed by `*`.
    pub const fn new(patterns: &'a [&'a str]) -> TrackingParams<'a> {
        TrackingParams { patterns }
    }

    /// The patterns.
    pub const fn patterns(&self) -> &'a [&'a str] {
        self.patterns
    }

    /// Whether `key`, a decoded key, is a tracking parameter.
    pub fn matches(&self, key: &str) -> bool {
        self.matches_bytes(key.as_bytes())
    }

    /// Whether the decoded bytes of a key make a tracking parameter.
    fn matches_bytes(&self, key: &[u8]) -> bool {
        self.patterns
            .iter()
            .any(|pattern| match pattern.strip_suffix('*') {
                Some(prefix) => key
                    .get(..prefix.len())
                    .is_some_and(|start| start.eq_ignore_ascii_case(prefix.as_bytes())),
                None => key.eq_ignore_ascii_case(pattern.as_bytes()),
            })
    }
}

impl Default for TrackingParams<'static> {
    /// [`TrackingParams::DEFAULT`].
    fn default() -> TrackingParams<'static> {
        TrackingParams::DEFAULT
    }
}

/// The decoded bytes of the key of `piece`, a non-empty piece of a query.
fn decoded_key(piece: &str) -> Cow<'_, [u8]> {
    pct::decode(piece.split_once('=').map_or(piece, |(key, _)| key))
}

/// Whether `name` is one of `names`, compared as decoded bytes.
fn is_one_of(names: &[&str], key: &[u8]) -> bool {
    names.iter().any(|name| name.as_bytes() == key)
}

/// The `&`-separated pieces of the query that starts at `start` in the source of `w`, each
/// as its start and end.
fn pieces(query: &str, start: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    query.split('&').scan(start, |at, piece| {
        let range = (*at, *at + piece.len());
        *at = range.1 + 1;
        Some(range)
    })
}

/// Writes the piece `start..end` of the query, after those written so far (`first`: none
/// yet), with an `&` before it unless it is the first. When the source's `&` before it comes
/// next, it is kept from the source; otherwise one is written.
fn write_piece(w: &mut Writer<'_, '_>, first: bool, start: usize, end: usize) {
    let (src, pos) = w.source();
    if first {
        w.skip(start);
    } else if !(pos + 1 == start && src.as_bytes().get(pos) == Some(&b'&')) {
        w.push("&");
        w.skip(start);
    }
    w.keep(end);
}

/// Writes the query that starts at `start` with the pieces whose decoded key `keep` is
/// `false` for left out, the others as they are (empty pieces too), and returns how many were
/// left out; or, when some were and no parameter is left, nothing, not even the `?`.
fn write_retained(
    w: &mut Writer<'_, '_>,
    query: &str,
    start: usize,
    mut keep: impl FnMut(&[u8]) -> bool,
) -> usize {
    let mut removed = 0;
    let mut first = true;
    let mut parameters_left = false;
    w.keep(start);
    for (piece_start, piece_end) in pieces(query, start) {
        let piece = &query[piece_start - start..piece_end - start];
        let is_parameter = !piece.is_empty();
        if is_parameter && !keep(&decoded_key(piece)) {
            removed += 1;
            continue;
        }
        write_piece(w, first, piece_start, piece_end);
        first = false;
        parameters_left |= is_parameter;
    }
    if removed > 0 && !parameters_left {
        w.truncate(start - 1);
    }
    removed
}

/// Writes the query that starts at `start` with its parameters sorted by decoded key (bytes
/// in order, which for UTF-8 is the order of code points); parameters with the same key keep
/// their order, and empty pieces are left out.
fn write_sorted(w: &mut Writer<'_, '_>, query: &str, start: usize) {
    let mut parameters: Vec<(Cow<'_, [u8]>, usize, usize)> = pieces(query, start)
        .filter(|&(piece_start, piece_end)| piece_end > piece_start)
        .map(|(piece_start, piece_end)| {
            let piece = &query[piece_start - start..piece_end - start];
            (decoded_key(piece), piece_start, piece_end)
        })
        .collect();
    parameters.sort_by(|a, b| a.0.cmp(&b.0));
    w.keep(start);
    for (i, &(_, piece_start, piece_end)) in parameters.iter().enumerate() {
        write_piece(w, i == 0, piece_start, piece_end);
    }
}

/// `reference` with its query written by `query` (given the writer, the query and where it
/// starts in the text, after the `?`, which it writes or not), and its fragment as it is; and
/// what `query` returned. The output is `reference` itself, borrowed, when it is a prefix of
/// it.
fn rewrite<'a, G: Grammar, T>(
    reference: &RiRef<'a, G>,
    text: &mut String,
    query: impl FnOnce(&mut Writer<'a, '_>, &'a str, usize) -> T,
) -> (Rewritten<'a, G>, T) {
    let src = reference.as_str();
    let offsets = reference.offsets();
    let mut w = Writer::borrowing(src, text);
    w.keep_through_path(reference);
    let result = query(
        &mut w,
        reference.query().unwrap_or_default(),
        offsets.path_end as usize + 1,
    );
    w.skip(offsets.query_end as usize);
    w.end_query();
    if reference.fragment().is_some() {
        w.keep(src.len());
    }
    // The output is no longer than the source: it cannot be too long.
    let rewritten = w
        .finish_borrowing()
        .unwrap_or(Rewritten::Borrowed(*reference));
    (rewritten, result)
}

/// The edits that write the query's parameters again.
#[derive(Clone, Copy)]
enum Edit<'n, 't> {
    /// Remove the parameters with these keys.
    Remove(&'n [&'n str]),
    /// Keep only the parameters with these keys.
    Keep(&'n [&'n str]),
    /// Remove the tracking parameters.
    Tracking(&'n TrackingParams<'t>),
    /// Sort the parameters.
    Sort,
}

/// `reference` with `edit` made to its query, and how many parameters it removed.
fn edited<'a, G: Grammar>(
    reference: &RiRef<'a, G>,
    text: &mut String,
    edit: Edit<'_, '_>,
) -> (Rewritten<'a, G>, usize) {
    if reference.query().is_none() {
        return (Rewritten::Borrowed(*reference), 0);
    }
    rewrite(reference, text, |w, query, start| match edit {
        Edit::Remove(names) => write_retained(w, query, start, |key| !is_one_of(names, key)),
        Edit::Keep(names) => write_retained(w, query, start, |key| is_one_of(names, key)),
        Edit::Tracking(params) => write_retained(w, query, start, |key| !params.matches_bytes(key)),
        Edit::Sort => {
            write_sorted(w, query, start);
            0
        }
    })
}

/// The text of what [`rewrite`] wrote.
fn into_text<'a, G: Grammar>(rewritten: Rewritten<'a, G>, text: String) -> Cow<'a, str> {
    match rewritten {
        Rewritten::Borrowed(prefix) => Cow::Borrowed(prefix.as_str()),
        Rewritten::Owned(_) => Cow::Owned(text),
    }
}

impl<'a, G: Grammar> RiRef<'a, G> {
    /// The reference without the query parameters whose decoded key is one of `names`; see the
    /// module's rules: the rest of the text as it was, borrowed when no parameter goes, and no
    /// `?` when none is left.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://h/p?a=1&b=2&%61=3#f")?;
    /// assert_eq!(uri.without_query_params(&["a"]), "http://h/p?b=2#f");
    /// assert_eq!(uri.without_query_params(&["a", "b"]), "http://h/p#f");
    /// assert_eq!(uri.without_query_params(&["c"]), uri.as_str());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn without_query_params(&self, names: &[&str]) -> Cow<'a, str> {
        self.edited_text(Edit::Remove(names))
    }

    /// The reference with only the query parameters whose decoded key is one of `names`, in
    /// their order; no `?` when none is left.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("/search?q=rust&page=2&utm_source=x&q=uri")?;
    /// assert_eq!(uri.with_only_query_params(&["q"]), "/search?q=rust&q=uri");
    /// assert_eq!(uri.with_only_query_params(&[]), "/search");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn with_only_query_params(&self, names: &[&str]) -> Cow<'a, str> {
        self.edited_text(Edit::Keep(names))
    }

    /// The reference without the query parameters that `params` calls tracking parameters
    /// ([`TrackingParams::DEFAULT`] for the usual ones); no `?` when none is left.
    ///
    /// ```
    /// use rfc3986::{TrackingParams, UriRef};
    ///
    /// let uri = UriRef::parse("http://h/p?utm_source=x&fbclid=y")?;
    /// assert_eq!(uri.without_tracking(&TrackingParams::DEFAULT), "http://h/p");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn without_tracking(&self, params: &TrackingParams<'_>) -> Cow<'a, str> {
        self.edited_text(Edit::Tracking(params))
    }

    /// The reference with its query parameters sorted by decoded key (in the order of their
    /// bytes, which for UTF-8 is the order of code points), a stable sort: parameters with the
    /// same key keep their order, which can matter to the server. Empty pieces (`&&`) are
    /// left out; a piece without `=` sorts by its key like the others. Borrowed when the
    /// parameters were in order and there was no empty piece.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://h/?b=1&a=2&&b=0&A#f")?;
    /// assert_eq!(uri.with_sorted_query_params(), "http://h/?A&a=2&b=1&b=0#f");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn with_sorted_query_params(&self) -> Cow<'a, str> {
        self.edited_text(Edit::Sort)
    }

    /// The reference with the query parameters for which `keep` is `false` left out: `keep`
    /// is given each key, percent-decoded (a sequence that is not UTF-8 read as U+FFFD), once,
    /// in order. No `?` when none is left.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("/p?a=1&session_id=x&b=2")?;
    /// assert_eq!(uri.with_query_params_retained(|key| !key.ends_with("_id")), "/p?a=1&b=2");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn with_query_params_retained(&self, keep: impl FnMut(&str) -> bool) -> Cow<'a, str> {
        let mut text = String::new();
        let (rewritten, _) = retained(self, &mut text, keep);
        into_text(rewritten, text)
    }

    /// The reference without its query, and without the `?`: borrowed when no fragment
    /// follows the query (or there is no query). On a [`UriRefBuf`](crate::UriRefBuf),
    /// [`set_query(None)`](RiRefBuf::set_query) does the same.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use rfc3986::UriRef;
    ///
    /// let uri = UriRef::parse("http://h/p?q=1#top")?;
    /// assert_eq!(uri.without_query(), "http://h/p#top");
    /// assert!(matches!(uri.without_fragment().without_query(), Cow::Borrowed("http://h/p")));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn without_query(&self) -> Cow<'a, str> {
        if self.query().is_none() {
            return Cow::Borrowed(self.as_str());
        }
        let mut text = String::new();
        let (rewritten, ()) = rewrite(self, &mut text, |_, _, _| ());
        into_text(rewritten, text)
    }

    /// The text `edit` gives.
    fn edited_text(&self, edit: Edit<'_, '_>) -> Cow<'a, str> {
        let mut text = String::new();
        let (rewritten, _) = edited(self, &mut text, edit);
        into_text(rewritten, text)
    }
}

/// [`edited`] for the parameters `keep` keeps, given their keys as text.
fn retained<'a, G: Grammar>(
    reference: &RiRef<'a, G>,
    text: &mut String,
    mut keep: impl FnMut(&str) -> bool,
) -> (Rewritten<'a, G>, usize) {
    if reference.query().is_none() {
        return (Rewritten::Borrowed(*reference), 0);
    }
    rewrite(reference, text, |w, query, start| {
        write_retained(w, query, start, |key| keep(&String::from_utf8_lossy(key)))
    })
}

impl<G: Grammar> RiRefBuf<G> {
    /// Keeps the query parameters for which `keep` is `true` (given each decoded key, as
    /// [`RiRef::with_query_params_retained`] does), removes the others, and returns how many
    /// it removed. When it removes some and none is left, the query goes, `?` and all.
    ///
    /// ```
    /// use rfc3986::UriRefBuf;
    ///
    /// let mut uri: UriRefBuf = "http://h/p?a=1&b=2&c=3#f".parse()?;
    /// assert_eq!(uri.retain_query_params(|key| key != "b"), 1);
    /// assert_eq!(uri.as_str(), "http://h/p?a=1&c=3#f");
    /// assert_eq!(uri.retain_query_params(|_| false), 2);
    /// assert_eq!(uri.as_str(), "http://h/p#f");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn retain_query_params(&mut self, keep: impl FnMut(&str) -> bool) -> usize {
        let mut text = String::new();
        let (new, removed) = {
            let view = self.as_ri_ref();
            let (rewritten, removed) = retained(&view, &mut text, keep);
            (replacement(&view, rewritten, text), removed)
        };
        if let Some(new) = new {
            *self = new;
        }
        removed
    }

    /// Removes the query parameters whose decoded key is one of `names`, and returns how many
    /// there were; the query goes when none is left.
    ///
    /// ```
    /// use rfc3986::UriRefBuf;
    ///
    /// let mut uri: UriRefBuf = "/p?a=1&b=2&a=3".parse()?;
    /// assert_eq!(uri.remove_query_params(&["a"]), 2);
    /// assert_eq!(uri.as_str(), "/p?b=2");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn remove_query_params(&mut self, names: &[&str]) -> usize {
        self.edit(Edit::Remove(names))
    }

    /// Keeps only the query parameters whose decoded key is one of `names`, and returns how
    /// many it removed; the query goes when none is left.
    pub fn keep_query_params(&mut self, names: &[&str]) -> usize {
        self.edit(Edit::Keep(names))
    }

    /// Removes the query parameters that `params` calls tracking parameters, and returns how
    /// many it removed; the query goes when none is left.
    ///
    /// ```
    /// use rfc3986::{TrackingParams, UriRefBuf};
    ///
    /// let mut uri: UriRefBuf = "https://example.com/?utm_source=a&utm_medium=b".parse()?;
    /// assert_eq!(uri.strip_tracking(&TrackingParams::DEFAULT), 2);
    /// assert_eq!(uri.as_str(), "https://example.com/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn strip_tracking(&mut self, params: &TrackingParams<'_>) -> usize {
        self.edit(Edit::Tracking(params))
    }

    /// Sorts the query parameters by decoded key, as
    /// [`RiRef::with_sorted_query_params`] does.
    pub fn sort_query_params(&mut self) {
        self.edit(Edit::Sort);
    }

    /// Makes `edit`, and returns how many parameters it removed.
    fn edit(&mut self, edit: Edit<'_, '_>) -> usize {
        let mut text = String::new();
        let (new, removed) = {
            let view = self.as_ri_ref();
            let (rewritten, removed) = edited(&view, &mut text, edit);
            (replacement(&view, rewritten, text), removed)
        };
        if let Some(new) = new {
            *self = new;
        }
        removed
    }
}

/// What an owned `reference` becomes once rewritten: nothing new when the rewriting is the
/// reference itself, else the prefix it is or the `text` it wrote.
fn replacement<G: Grammar>(
    reference: &RiRef<'_, G>,
    rewritten: Rewritten<'_, G>,
    text: String,
) -> Option<RiRefBuf<G>> {
    match rewritten {
        Rewritten::Borrowed(prefix) if prefix.as_str().len() == reference.as_str().len() => None,
        Rewritten::Borrowed(prefix) => Some(RiRefBuf::from(prefix)),
        Rewritten::Owned(offsets) => Some(RiRefBuf::recomposed(text, offsets)),
    }
}
