//! Editing a [`UriRefBuf`](crate::UriRefBuf): a setter for each component, and the `key=value` pairs of its
//! query. Every edit writes the whole reference again through [`Parts::build`], which checks
//! the new part and how it fits with the others; a refused edit leaves the value as it was.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::net::IpAddr;

use crate::build::{ip_host, join_segments, Parts};
use crate::error::BuildError;
use crate::grammar::{sets, Grammar};
use crate::owned::RiRefBuf;
use crate::parse::ParseOptions;
use crate::pct::{self, encode};

impl<G: Grammar> RiRefBuf<G> {
    /// The reference with one edit made, checked: `change` sets parts of the current ones.
    fn edited<'s>(
        &'s self,
        change: impl FnOnce(&mut Parts<'s>),
    ) -> Result<RiRefBuf<G>, BuildError> {
        let mut parts = Parts::of(&self.as_ri_ref());
        change(&mut parts);
        parts.build()
    }

    /// Sets or removes the scheme. Removing it from `a:b:c` gives `./b:c` (section 4.2), as
    /// `b:c` alone would read as a scheme.
    pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.scheme = scheme.map(Cow::Borrowed))?;
        Ok(())
    }

    /// Sets or removes the user info, in URI form. Needs a host.
    pub fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.userinfo = userinfo.map(Cow::Borrowed))?;
        Ok(())
    }

    /// Sets or removes the user info, from any text, percent-encoded. Needs a host.
    pub fn set_userinfo_plain(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
        let encoded = userinfo.map(|u| encode(u, sets::<G>().userinfo).to_cow());
        *self = self.edited(|p| p.userinfo = encoded)?;
        Ok(())
    }

    /// Sets the host in URI form (a registered name, an IPv4 address, or an IP literal with
    /// its brackets), adding an authority if there was none; `None` removes the whole
    /// authority, which is refused while there is user info or a port, or while the path
    /// starts with `//`. The host is checked strictly, as RFC 3986 says: for a zone identifier
    /// (RFC 6874), see [`set_host_with`](Self::set_host_with).
    pub fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
        self.set_host_with(host, ParseOptions::STRICT)
    }

    /// Sets the host in URI form, checked with `options`: with [`ParseOptions::RFC6874`], an
    /// IPv6 address may have a zone identifier. Otherwise as [`set_host`](Self::set_host).
    ///
    /// ```
    /// use rfc3986::{Host, ParseOptions, UriRefBuf};
    ///
    /// let mut uri: UriRefBuf = "http://example.com/".parse()?;
    /// uri.set_host_with(Some("[fe80::1%25eth0]"), ParseOptions::RFC6874)?;
    /// assert_eq!(uri.as_str(), "http://[fe80::1%25eth0]/");
    /// assert_eq!(uri.as_ri_ref().host().and_then(|h| h.zone_id()), Some("eth0"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_host_with(
        &mut self,
        host: Option<&str>,
        options: ParseOptions,
    ) -> Result<(), BuildError> {
        *self = self.edited(|p| {
            p.host = host.map(Cow::Borrowed);
            p.options = options;
        })?;
        Ok(())
    }

    /// Sets the host from any text, percent-encoded as a registered name; `None` removes the
    /// authority, as [`set_host`](Self::set_host) does.
    pub fn set_host_plain(&mut self, host: Option<&str>) -> Result<(), BuildError> {
        let encoded = host.map(|h| encode(h, sets::<G>().reg_name).to_cow());
        *self = self.edited(|p| p.host = encoded)?;
        Ok(())
    }

    /// Sets the host to an IP address; an IPv6 address is written between brackets.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    /// use rfc3986::UriRefBuf;
    ///
    /// let mut uri: UriRefBuf = "http://example.com:80/".parse()?;
    /// uri.set_host_ip(Ipv6Addr::LOCALHOST)?;
    /// assert_eq!(uri.as_str(), "http://[::1]:80/");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_host_ip(&mut self, addr: impl Into<IpAddr>) -> Result<(), BuildError> {
        let host = ip_host(addr.into());
        *self = self.edited(|p| p.host = Some(Cow::Owned(host)))?;
        Ok(())
    }

    /// Sets or removes the port. Needs a host.
    pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.port = port.map(|n| Cow::Owned(alloc::format!("{n}"))))?;
        Ok(())
    }

    /// Sets or removes the port as the digits to write: any number of digits, or none for an
    /// empty port (`http://h:/`). Needs a host.
    pub fn set_port_str(&mut self, port: Option<&str>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.port = port.map(Cow::Borrowed))?;
        Ok(())
    }

    /// Sets the path, in URI form. With a host it must be empty or start with `/`; without
    /// one it cannot start with `//`. Without a scheme or a host, a path whose first segment
    /// holds a `:` is written after `./` (section 4.2), which keeps its meaning.
    pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
        *self = self.edited(|p| p.path = Cow::Borrowed(path))?;
        Ok(())
    }

    /// Sets the path from any text, percent-encoded; `/` stays the separator.
    pub fn set_path_plain(&mut self, path: &str) -> Result<(), BuildError> {
        let encoded = encode(path, sets::<G>().path).to_cow();
        *self = self.edited(|p| p.path = encoded)?;
        Ok(())
    }

    /// Sets the path from segments in URI form (as [`UriRef::path_segments`](crate::UriRef::path_segments) gives them): an
    /// empty first segment makes it absolute, `[""]` is `/`, no segments is the empty path.
    pub fn set_path_segments<I, S>(&mut self, segments: I) -> Result<(), BuildError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let path = join_segments(segments, None)?;
        *self = self.edited(|p| p.path = Cow::Owned(path))?;
        Ok(())
    }

    /// Sets the path from segments as any text, each percent-encoded (`/` in a segment gives
    /// `%2F`).
    pub fn set_path_segments_plain<I, S>(&mut self, segments: I) -> Result<(), BuildError>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let path = join_segments(segments, Some(sets::<G>().path_segment))?;
        *self = self.edited(|p| p.path = Cow::Owned(path))?;
        Ok(())
    }

    /// Sets or removes the query, in URI form, without its `?`.
    pub fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.query = query.map(Cow::Borrowed))?;
        Ok(())
    }

    /// Sets or removes the query, from any text, percent-encoded.
    pub fn set_query_plain(&mut self, query: Option<&str>) -> Result<(), BuildError> {
        let encoded = query.map(|q| encode(q, sets::<G>().query).to_cow());
        *self = self.edited(|p| p.query = encoded)?;
        Ok(())
    }

    /// Sets or removes the fragment, in URI form, without its `#`.
    pub fn set_fragment(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
        *self = self.edited(|p| p.fragment = fragment.map(Cow::Borrowed))?;
        Ok(())
    }

    /// Sets or removes the fragment, from any text, percent-encoded.
    pub fn set_fragment_plain(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
        let encoded = fragment.map(|f| encode(f, sets::<G>().fragment).to_cow());
        *self = self.edited(|p| p.fragment = encoded)?;
        Ok(())
    }

    /// Appends `key=value` to the query, both percent-encoded from any text (with `&`, `=`,
    /// `+` and `#` encoded too); the rest of the query is left as it is. Refused only when the
    /// reference would grow longer than [`MAX_LEN`](crate::MAX_LEN).
    ///
    /// ```
    /// use rfc3986::UriRefBuf;
    ///
    /// let mut uri: UriRefBuf = "http://h/?a=1".parse()?;
    /// uri.append_query_param("b", "x&y=z")?;
    /// assert_eq!(uri.as_str(), "http://h/?a=1&b=x%26y%3Dz");
    /// uri.set_query_param("a", "2")?;
    /// assert_eq!(uri.remove_query_param("b"), 1);
    /// assert_eq!(uri.as_str(), "http://h/?a=2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn append_query_param(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        let pair = query_pair::<G>(key, value);
        let query = match self.as_ri_ref().query() {
            None | Some("") => pair,
            Some(query) if query.ends_with('&') => alloc::format!("{query}{pair}"),
            Some(query) => alloc::format!("{query}&{pair}"),
        };
        self.replace_query(query)
    }

    /// Sets `key` to `value` in the query: the first pair whose decoded key is `key` gets the
    /// new value, the others with that key are removed, and the pair is appended when there
    /// was none. Other pairs, and their order, are left as they are. Keys are compared after
    /// percent-decoding only: a `+` in a key is a `+`, not a space.
    pub fn set_query_param(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        let mut replaced = false;
        let query = self.rewrite_query(key, |_| {
            let first = !replaced;
            replaced = true;
            first.then(|| query_pair::<G>(key, value))
        });
        match query {
            Some(query) if replaced => self.replace_query(query),
            _ => self.append_query_param(key, value),
        }
    }

    /// Removes every pair whose decoded key is `key` from the query, and returns how many
    /// there were: [`remove_query_params`](Self::remove_query_params) with one name. When the
    /// last pair goes, the query goes too, `?` and all.
    pub fn remove_query_param(&mut self, key: &str) -> usize {
        self.remove_query_params(&[key])
    }

    /// The query with each `&`-separated piece whose decoded key is `key` replaced by what
    /// `replace` returns (or dropped for `None`); `None` when there is no query.
    fn rewrite_query(
        &self,
        key: &str,
        mut replace: impl FnMut(&str) -> Option<String>,
    ) -> Option<String> {
        let query = self.as_ri_ref().query()?;
        let mut pieces: Vec<Cow<'_, str>> = Vec::new();
        for piece in query.split('&') {
            let piece_key = piece.split_once('=').map_or(piece, |(k, _)| k);
            let kept = if !piece.is_empty() && *pct::decode(piece_key) == *key.as_bytes() {
                replace(piece).map(Cow::Owned)
            } else {
                Some(Cow::Borrowed(piece))
            };
            pieces.extend(kept);
        }
        Some(pieces.join("&"))
    }

    /// Replaces the query with text made of encoded pairs and pieces of a valid query: only
    /// its length can make the edit fail.
    fn replace_query(&mut self, query: String) -> Result<(), BuildError> {
        *self = self.edited(|p| p.query = Some(Cow::Owned(query)))?;
        Ok(())
    }
}

/// `key=value`, each encoded for a query parameter.
fn query_pair<G: Grammar>(key: &str, value: &str) -> String {
    let set = sets::<G>().query_param;
    alloc::format!("{}={}", encode(key, set), encode(value, set))
}

#[cfg(test)]
mod tests {
    use crate::limits::LEN_LIMIT;
    use crate::BuildErrorKind;
    use crate::UriRefBuf;

    /// A query edit that would make the reference longer than the limit is refused and
    /// changes nothing; up to the limit it is made. (The crate's unit tests have a limit of
    /// their own, of a few hundred bytes: see `LEN_LIMIT`.)
    #[test]
    fn query_edits_stop_at_the_limit() {
        let text = ["s:?", &"a".repeat(LEN_LIMIT - 7)].concat();
        let mut uri = UriRefBuf::parse(text.clone()).expect("valid");
        uri.append_query_param("b", "1").expect("the longest");
        assert_eq!(uri.as_str(), [text.as_str(), "&b=1"].concat());
        let longest = uri.clone();
        let err = uri.append_query_param("c", "").unwrap_err();
        assert_eq!(err.kind(), BuildErrorKind::TooLong);
        assert_eq!(uri, longest);
        let err = uri.set_query_param("b", "10").unwrap_err();
        assert_eq!(err.kind(), BuildErrorKind::TooLong);
        assert_eq!(uri, longest);
        uri.set_query_param("b", "2").expect("as long");
        assert_eq!(uri.as_str(), [text.as_str(), "&b=2"].concat());
    }
}
