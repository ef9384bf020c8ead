//! Building and editing: the vectors of `tests/data/build.tsv`, every setter rule, and parsed
//! references rebuilt from their components. (Plain parts built and parsed back, over generated
//! parts, are the `build` property of `tests/robustness.rs`.)

use std::net::IpAddr;

use proptest::prelude::*;
use rfc3986::pct;
use rfc3986::{BuildError, BuildErrorKind, Builder, Component, UriRef, UriRefBuf};
use rfc3986_test_support::components::split;
use rfc3986_test_support::tsv::Table;

/// The name of a build error in `build.tsv`.
fn error_name(error: &BuildError) -> String {
    match error.kind() {
        BuildErrorKind::Invalid(Component::Scheme) => "invalid-scheme".to_string(),
        BuildErrorKind::Invalid(c) => format!("invalid:{}", c.name()),
        BuildErrorKind::UserInfoWithoutHost => "userinfo-without-host".to_string(),
        BuildErrorKind::PortWithoutHost => "port-without-host".to_string(),
        BuildErrorKind::PathNotAbsolute => "path-not-absolute".to_string(),
        BuildErrorKind::PathStartsWithTwoSlashes => "path-starts-with-two-slashes".to_string(),
        other => format!("{other:?}"),
    }
}

/// A built value parses back, as text, to the components its offsets say.
#[track_caller]
fn assert_reparses(built: &UriRefBuf) {
    let reparsed = UriRef::parse(built.as_str()).expect("a built reference parses");
    assert_eq!(split(&reparsed), split(&built.as_ri_ref()), "{built}");
}

#[test]
fn build_vectors() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut checked = 0;
    for (at, row) in Table::load(data, "build.tsv").records() {
        let part = |name: &str| Some(row[name]).filter(|v| *v != "<none>");
        let plain = match row["mode"] {
            "plain" => true,
            "uri" => false,
            other => panic!("{at}: mode {other}"),
        };
        let mut builder = Builder::new();
        if let Some(scheme) = part("scheme") {
            builder = builder.scheme(scheme);
        }
        if let Some(userinfo) = part("userinfo") {
            builder = if plain {
                builder.userinfo_plain(userinfo)
            } else {
                builder.userinfo(userinfo)
            };
        }
        if let Some(host) = part("host") {
            builder = match host.strip_prefix("ip:") {
                Some(addr) => builder.host_ip(addr.parse::<IpAddr>().expect("an IP address")),
                None if plain => builder.host_plain(host),
                None => builder.host(host),
            };
        }
        if let Some(port) = part("port") {
            builder = builder.port_str(port);
        }
        let path = row["path"];
        builder = if plain {
            builder.path_plain(path)
        } else {
            builder.path(path)
        };
        if let Some(query) = part("query") {
            builder = if plain {
                builder.query_plain(query)
            } else {
                builder.query(query)
            };
        }
        if let Some(fragment) = part("fragment") {
            builder = if plain {
                builder.fragment_plain(fragment)
            } else {
                builder.fragment(fragment)
            };
        }
        match (builder.build(), row["expected"].strip_prefix("error:")) {
            (Ok(built), None) => {
                assert_eq!(built.as_str(), row["expected"], "{at}");
                assert_reparses(&built);
            }
            (Ok(built), Some(kind)) => panic!("{at}: built {built}, expected error {kind}"),
            (Err(e), None) => panic!("{at}: {e}, expected {}", row["expected"]),
            (Err(e), Some(kind)) => assert_eq!(error_name(&e), kind, "{at}: {e}"),
        }
        checked += 1;
    }
    assert!(checked >= 150, "{checked} rows");
}

#[track_caller]
fn uri(text: &str) -> UriRefBuf {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Applies an edit that must be refused with `kind`, and checks that nothing changed.
#[track_caller]
fn refused(
    text: &str,
    kind: BuildErrorKind,
    edit: impl FnOnce(&mut UriRefBuf) -> Result<(), BuildError>,
) {
    let mut value = uri(text);
    let err = edit(&mut value).expect_err("the edit is refused");
    assert_eq!(err.kind(), kind, "{err}");
    assert_eq!(
        value.as_str(),
        text,
        "a refused edit leaves the value unchanged"
    );
}

#[test]
fn each_setter_sets_its_component() {
    let mut u = uri("http://example.com/a?b#c");
    u.set_scheme(Some("https")).unwrap();
    u.set_userinfo(Some("user")).unwrap();
    u.set_port(Some(8443)).unwrap();
    u.set_path("/x/y").unwrap();
    u.set_query(Some("q=1")).unwrap();
    u.set_fragment(Some("top")).unwrap();
    assert_eq!(u.as_str(), "https://user@example.com:8443/x/y?q=1#top");
    u.set_host(Some("[::1]")).unwrap();
    assert_eq!(u.as_str(), "https://user@[::1]:8443/x/y?q=1#top");
    u.set_host_ip(IpAddr::from([10, 0, 0, 1])).unwrap();
    u.set_port_str(Some("")).unwrap();
    assert_eq!(u.as_str(), "https://user@10.0.0.1:/x/y?q=1#top");
    u.set_userinfo(None).unwrap();
    u.set_port(None).unwrap();
    u.set_query(None).unwrap();
    u.set_fragment(Some("")).unwrap();
    assert_eq!(u.as_str(), "https://10.0.0.1/x/y#");
    u.set_host(None).unwrap();
    assert_eq!(u.as_str(), "https:/x/y#");
    u.set_scheme(None).unwrap();
    assert_eq!(u.as_str(), "/x/y#");
    assert_reparses(&u);
}

#[test]
fn plain_setters_encode_what_the_component_does_not_allow() {
    let mut u = uri("http://h/");
    u.set_userinfo_plain(Some("a b@c:d")).unwrap();
    u.set_host_plain(Some("é.example")).unwrap();
    u.set_path_plain("/a b/c?d#e%f").unwrap();
    u.set_query_plain(Some("x=1 2&y=+/?#")).unwrap();
    u.set_fragment_plain(Some("#frag ment")).unwrap();
    assert_eq!(
        u.as_str(),
        "http://a%20b%40c:d@%C3%A9.example/a%20b/c%3Fd%23e%25f?x=1%202&y=+/?%23#%23frag%20ment"
    );
    u.set_path_segments_plain(["", "a/b", "c d", ""]).unwrap();
    assert_eq!(u.as_ri_ref().path(), "/a%2Fb/c%20d/");
    u.set_path_segments(["", "x", "y"]).unwrap();
    assert_eq!(u.as_ri_ref().path(), "/x/y");
    assert_reparses(&u);
}

/// A port as a number is written in decimal without leading zeros; as digits, as given.
#[test]
fn ports_as_numbers_and_as_digits() {
    let host = || Builder::new().host("h");
    let built = |b: Builder<'_>| b.build().unwrap().into_string();
    assert_eq!(built(host().port(8080)), "//h:8080");
    assert_eq!(built(host().port(0)), "//h:0");
    assert_eq!(built(host().port(u16::MAX)), "//h:65535");
    assert_eq!(built(host().port_str("0080")), "//h:0080");
    assert_eq!(built(host().port_str("")), "//h:");
    assert_eq!(built(host().port_str("99999")), "//h:99999");
    let mut u = uri("//h");
    u.set_port(Some(7)).unwrap();
    assert_eq!(u.as_str(), "//h:7");
    u.set_port_str(Some("007")).unwrap();
    assert_eq!(u.as_str(), "//h:007");
    u.set_port(None).unwrap();
    assert_eq!(u.as_str(), "//h");
    refused("//h", BuildErrorKind::Invalid(Component::Port), |u| {
        u.set_port_str(Some("8a"))
    });
}

#[test]
fn path_segments_follow_the_seed_model() {
    let path = |segments: &[&str]| {
        Builder::new()
            .path_segments(segments)
            .build()
            .unwrap()
            .into_string()
    };
    assert_eq!(path(&[]), "");
    assert_eq!(path(&[""]), "/");
    assert_eq!(path(&["", "a"]), "/a");
    assert_eq!(path(&["a", ""]), "a/");
    let two_slashes = Builder::new()
        .path_segments(["", "", "a"])
        .build()
        .unwrap_err();
    assert_eq!(two_slashes.kind(), BuildErrorKind::PathStartsWithTwoSlashes);
}

#[test]
fn the_couplings_are_enforced_and_refused_edits_change_nothing() {
    refused("http://h/a", BuildErrorKind::PathNotAbsolute, |u| {
        u.set_path("a/b")
    });
    refused("foo:/a", BuildErrorKind::PathStartsWithTwoSlashes, |u| {
        u.set_path("//x")
    });
    refused("//h//x", BuildErrorKind::PathStartsWithTwoSlashes, |u| {
        u.set_host(None)
    });
    refused("/a", BuildErrorKind::UserInfoWithoutHost, |u| {
        u.set_userinfo(Some("u"))
    });
    refused("/a", BuildErrorKind::PortWithoutHost, |u| {
        u.set_port(Some(80))
    });
    refused("//u@h/a", BuildErrorKind::UserInfoWithoutHost, |u| {
        u.set_host(None)
    });
    refused("//h:80/a", BuildErrorKind::PortWithoutHost, |u| {
        u.set_host(None)
    });
    refused("a/b", BuildErrorKind::PathNotAbsolute, |u| {
        u.set_host(Some("h"))
    });
    refused(
        "http://h/",
        BuildErrorKind::Invalid(Component::Scheme),
        |u| u.set_scheme(Some("1a")),
    );
    refused(
        "http://h/",
        BuildErrorKind::Invalid(Component::Scheme),
        |u| u.set_scheme(Some("")),
    );
    refused("http://h/", BuildErrorKind::Invalid(Component::Host), |u| {
        u.set_host(Some("a b"))
    });
    refused("http://h/", BuildErrorKind::Invalid(Component::Host), |u| {
        u.set_host(Some("[::1"))
    });
    refused("http://h/", BuildErrorKind::Invalid(Component::Port), |u| {
        u.set_port_str(Some("8a"))
    });
    refused("http://h/", BuildErrorKind::Invalid(Component::Path), |u| {
        u.set_path("/a b")
    });
    refused(
        "http://h/",
        BuildErrorKind::Invalid(Component::Query),
        |u| u.set_query(Some("a#b")),
    );
    refused(
        "http://h/",
        BuildErrorKind::Invalid(Component::Fragment),
        |u| u.set_fragment(Some("%")),
    );
    refused(
        "http://h/",
        BuildErrorKind::Invalid(Component::UserInfo),
        |u| u.set_userinfo(Some("a@b")),
    );
    // A segment in URI form cannot hold a `/`: it would be two segments.
    refused("http://h/", BuildErrorKind::Invalid(Component::Path), |u| {
        u.set_path_segments(["", "a/b"])
    });
}

#[test]
fn a_colon_in_a_first_relative_segment_gets_dot_slash() {
    let mut u = uri("a:b:c");
    u.set_scheme(None).unwrap();
    assert_eq!(u.as_str(), "./b:c");
    assert_eq!(UriRef::parse(u.as_str()).unwrap().path(), "./b:c");
    let mut u = uri("x");
    u.set_path("a:b/c").unwrap();
    assert_eq!(u.as_str(), "./a:b/c");
    u.set_scheme(Some("s")).unwrap();
    assert_eq!(u.as_str(), "s:./a:b/c");
    let built = Builder::new().path_plain("a:b").build().unwrap();
    assert_eq!(built.as_str(), "./a:b");
}

#[test]
fn error_messages() {
    let message = |b: Builder<'_>| b.build().unwrap_err().to_string();
    assert_eq!(
        message(Builder::new().scheme("1a")),
        "invalid scheme: scheme does not start with a letter at index 0"
    );
    assert_eq!(
        message(Builder::new().host("h").path("a")),
        "with a host, the path must be empty or start with '/'"
    );
    assert_eq!(
        message(Builder::new().path("//a")),
        "without a host, the path cannot start with \"//\""
    );
    assert_eq!(
        message(Builder::new().userinfo("u")),
        "user info needs a host (set the host first)"
    );
    assert_eq!(
        message(Builder::new().port(1)),
        "a port needs a host (set the host first)"
    );
    assert_eq!(
        message(Builder::new().host("h").port_str("x")),
        "invalid port: invalid character 'x' in port at index 0"
    );
    let err = Builder::new().query("a b").build().unwrap_err();
    assert_eq!(err.parse_error().map(|e| e.index()), Some(1));
}

#[test]
fn query_parameters() {
    let mut u = uri("http://h/p?a=1&b=2&a=3&&c");
    u.set_query_param("a", "x y").unwrap();
    assert_eq!(u.as_str(), "http://h/p?a=x%20y&b=2&&c");
    u.append_query_param("k&=", "v+#").unwrap();
    assert_eq!(u.as_str(), "http://h/p?a=x%20y&b=2&&c&k%26%3D=v%2B%23");
    assert_eq!(u.remove_query_param("k&="), 1);
    assert_eq!(u.remove_query_param("nothing"), 0);
    assert_eq!(u.as_str(), "http://h/p?a=x%20y&b=2&&c");
    assert_eq!(u.remove_query_param("c"), 1);
    u.set_query_param("new", "1").unwrap();
    assert_eq!(u.as_str(), "http://h/p?a=x%20y&b=2&new=1");
    let decoded: Vec<(String, String)> = pct::query_pairs(u.as_ri_ref().query().unwrap())
        .decoded(pct::QueryOptions::default())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    assert_eq!(
        decoded,
        [
            ("a".into(), "x y".into()),
            ("b".into(), "2".into()),
            ("new".into(), "1".into())
        ]
    );
    let mut none = uri("http://h/");
    none.append_query_param("a", "").unwrap();
    assert_eq!(none.as_str(), "http://h/?a=");
    let mut only = uri("http://h/?a=1");
    assert_eq!(only.remove_query_param("a"), 1);
    assert_eq!(only.as_str(), "http://h/");
    let mut trailing = uri("/p?&");
    trailing.append_query_param("a", "1").unwrap();
    assert_eq!(trailing.as_str(), "/p?&a=1");
    let mut fragment = uri("http://h/?a=1#f");
    fragment.set_query_param("a", "2").unwrap();
    assert_eq!(fragment.as_str(), "http://h/?a=2#f");
}

/// `set_query_param` and `remove_query_param` match keys once percent-decoded (`%61` is `a`,
/// `%C3%A9` is `é`), and only decoded: a `+` is a `+`, and a key given encoded is text to match,
/// not an encoding.
#[test]
fn query_keys_are_matched_decoded() {
    let mut u = uri("/p?%61=1&b=2&a=3&%61&%C3%A9=4");
    assert_eq!(u.remove_query_param("a"), 3);
    assert_eq!(u.as_str(), "/p?b=2&%C3%A9=4");
    assert_eq!(u.remove_query_param("é"), 1);
    assert_eq!(u.as_str(), "/p?b=2");

    let mut u = uri("/p?%61=1&b=2&a=3");
    u.set_query_param("a", "x").unwrap();
    assert_eq!(u.as_str(), "/p?a=x&b=2");
    let mut u = uri("/p?b=2&%61");
    u.set_query_param("a", "x").unwrap();
    assert_eq!(u.as_str(), "/p?b=2&a=x");

    let mut u = uri("/p?a+b=1&a%20b=2&%2561=3&%61=4");
    assert_eq!(u.remove_query_param("a b"), 1);
    assert_eq!(u.as_str(), "/p?a+b=1&%2561=3&%61=4");
    assert_eq!(u.remove_query_param("a+b"), 1);
    assert_eq!(u.remove_query_param("%61"), 1);
    assert_eq!(u.as_str(), "/p?%61=4");
}

#[test]
fn traits_between_owned_and_borrowed() {
    use std::borrow::Borrow;
    use std::collections::HashSet;
    let owned = uri("http://h/a");
    let view = UriRef::parse("http://h/a").unwrap();
    assert_eq!(owned, view);
    assert_eq!(view, owned);
    assert_eq!(owned, "http://h/a");
    let s: &str = owned.borrow();
    assert_eq!(s, "http://h/a");
    let set: HashSet<UriRefBuf> = [owned.clone()].into();
    assert!(set.contains("http://h/a"));
    assert_eq!(String::from(owned.clone()), "http://h/a");
    let text = String::from("http://h/b");
    let ptr = text.as_ptr();
    let reused = UriRefBuf::try_from(text).unwrap();
    assert_eq!(
        reused.as_str().as_ptr(),
        ptr,
        "TryFrom<String> keeps the allocation"
    );
}

#[test]
fn a_part_set_again_clears_its_earlier_problem() {
    let built = Builder::new()
        .path_segments(["a/b"])
        .path("/ok")
        .build()
        .unwrap();
    assert_eq!(built.as_str(), "/ok");
}

#[test]
fn conversions_and_comparisons_both_ways() {
    let owned = uri("http://h/a");
    let view: UriRef<'_> = (&owned).into();
    assert_eq!(view, "http://h/a");
    assert_eq!(*"http://h/a", owned);
    assert_eq!("http://h/a", owned);
    assert_eq!(view, *"http://h/a");
    assert_eq!(owned.as_ref(), "http://h/a");
    assert_eq!(owned, *"http://h/a");
    // And each comparison tells different text apart.
    let other = uri("http://h/b");
    let other_view = other.as_ri_ref();
    assert_ne!(owned, other);
    assert_ne!(owned, other_view);
    assert_ne!(other_view, owned);
    assert_ne!(owned, *"http://h/b");
    assert_ne!(owned, "http://h/b");
    assert_ne!(*"http://h/b", owned);
    assert_ne!("http://h/b", owned);
}

/// A segment in URI form that holds a `/` is refused, at the index of that `/` in the path.
#[test]
fn a_segment_holding_a_slash_is_refused_where_the_slash_is() {
    for (segments, at) in [(&["a/b"][..], 1), (&["", "x", "a/b"][..], 4)] {
        let err = UriRefBuf::builder()
            .path_segments(segments.iter().copied())
            .build()
            .expect_err("two segments in one");
        assert_eq!(err.kind(), BuildErrorKind::Invalid(Component::Path));
        assert_eq!(
            err.parse_error().map(|e| e.index()),
            Some(at),
            "{segments:?}"
        );
    }
}

/// A builder's `Debug` shows a password as `***`, and user info without one as it is.
#[test]
fn a_builder_shows_its_password_as_stars() {
    let debug = |userinfo| format!("{:?}", UriRefBuf::builder().userinfo(userinfo).host("h"));
    let with = debug("user:secret");
    assert!(
        with.contains(r#"userinfo: Some("user:***")"#) && !with.contains("secret"),
        "{with}"
    );
    let empty = debug("user:");
    assert!(empty.contains(r#"userinfo: Some("user:")"#), "{empty}");
    let without = debug("user");
    assert!(without.contains(r#"userinfo: Some("user")"#), "{without}");
}

#[test]
fn passwords_are_redacted_in_debug_and_on_request_only() {
    let u = uri("ftp://user:secret@h/");
    assert_eq!(u.to_string(), "ftp://user:secret@h/");
    assert_eq!(u.as_ri_ref().password(), Some("secret"));
    assert_eq!(u.as_ri_ref().redacted().to_string(), "ftp://user:***@h/");
    let debug = format!("{u:?}");
    assert!(
        !debug.contains("secret") && debug.contains("user:***"),
        "{debug}"
    );
    assert_eq!(uri("ftp://user:@h/").as_ri_ref().password(), None);
    assert_eq!(
        uri("ftp://user@h/").as_ri_ref().redacted().to_string(),
        "ftp://user@h/"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Parsed references rebuilt from their components give back the same text.
    #[test]
    fn parsed_components_rebuild_the_same_text(text in "[a-z]{1,3}:(//([a-z]*@)?[a-z0-9.]*(:[0-9]*)?)?(/([a-z0-9:@]|%[0-9A-F]{2})+)*(\\?[a-z=&/?]*)?(#[a-z/?]*)?") {
        let view = UriRef::parse(&text).expect("the regex writes valid references");
        let mut b = Builder::new();
        if let Some(s) = view.scheme() { b = b.scheme(s); }
        if let Some(u) = view.userinfo() { b = b.userinfo(u); }
        if let Some(h) = view.host_str() { b = b.host(h); }
        if let Some(p) = view.port() { b = b.port_str(p); }
        b = b.path(view.path());
        if let Some(q) = view.query() { b = b.query(q); }
        if let Some(f) = view.fragment() { b = b.fragment(f); }
        let built = b.build().expect("valid parts build");
        prop_assert_eq!(built.as_str(), text.as_str());
    }
}
