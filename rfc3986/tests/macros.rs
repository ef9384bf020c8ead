//! `uri!` and `iri!` (feature `macros`): literals parsed when the program is compiled give the
//! same views as the run-time parser, in `const` and `static` items; refused literals are
//! compile errors that quote the parser (`tests/ui/`, checked word for word by trybuild).

#![cfg(feature = "macros")]

use rfc3986::grammar::Grammar;
use rfc3986::{iri, uri, IriRef, RiRef, UriRef};

const HOME: UriRef<'static> = uri!("https://example.com/");
static EXAMPLE: UriRef<'static> = uri!("foo://example.com:8042/over/there?name=ferret#nose");
const PAGE: IriRef<'static> = iri!("https://例え.テスト/パス?q=ü#été");

/// Every component of `made` is the run-time parser's for `text`, absent and empty told apart.
#[track_caller]
fn assert_as_parsed<G: Grammar>(made: RiRef<'static, G>, text: &'static str) {
    let parsed = RiRef::<G>::parse(text).expect("the macro accepted it");
    assert_eq!(made.as_str(), text);
    assert_eq!(made.scheme(), parsed.scheme(), "scheme of {text:?}");
    assert_eq!(
        made.authority(),
        parsed.authority(),
        "authority of {text:?}"
    );
    assert_eq!(made.userinfo(), parsed.userinfo(), "user info of {text:?}");
    assert_eq!(made.host_str(), parsed.host_str(), "host of {text:?}");
    assert_eq!(made.host(), parsed.host(), "typed host of {text:?}");
    assert_eq!(made.port(), parsed.port(), "port of {text:?}");
    assert_eq!(made.path(), parsed.path(), "path of {text:?}");
    assert_eq!(made.query(), parsed.query(), "query of {text:?}");
    assert_eq!(made.fragment(), parsed.fragment(), "fragment of {text:?}");
    assert_eq!(made, parsed);
}

#[test]
fn consts_and_statics_are_the_parsed_references() {
    assert_as_parsed(HOME, "https://example.com/");
    assert_as_parsed(
        EXAMPLE,
        "foo://example.com:8042/over/there?name=ferret#nose",
    );
    assert_eq!(EXAMPLE.port_u16(), Ok(Some(8042)));
    assert_as_parsed(PAGE, "https://例え.テスト/パス?q=ü#été");
    assert_eq!(PAGE.to_uri().unwrap().as_str(), "https://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%C3%BC#%C3%A9t%C3%A9");
}

#[test]
fn every_component_absent_empty_or_present() {
    assert_as_parsed(uri!(""), "");
    assert_as_parsed(uri!("?"), "?");
    assert_as_parsed(uri!("#"), "#");
    assert_as_parsed(uri!("//"), "//");
    assert_as_parsed(uri!("a:"), "a:");
    assert_as_parsed(uri!("http://h?"), "http://h?");
    assert_as_parsed(uri!("http://h"), "http://h");
    assert_as_parsed(uri!("http://@h:/"), "http://@h:/");
    assert_as_parsed(uri!("http://u:p@[v1.x]:8/a?#"), "http://u:p@[v1.x]:8/a?#");
    assert_as_parsed(
        uri!("ftp://192.0.2.16:21/a;type=i"),
        "ftp://192.0.2.16:21/a;type=i",
    );
    assert_as_parsed(
        uri!("ldap://[2001:db8::7]/c=GB?objectClass?one"),
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
    );
    assert_as_parsed(
        uri!("urn:oasis:names:specification:docbook:dtd:xml:4.1.2"),
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    );
    assert_as_parsed(uri!("../g?y#s"), "../g?y#s");
    assert_as_parsed(uri!("./this:that"), "./this:that");
    assert_as_parsed(uri!("//example.com/a%20b"), "//example.com/a%20b");
    assert_as_parsed(iri!("//ünï.example/ä"), "//ünï.example/ä");
    assert_as_parsed(iri!("http://h/?\u{e000}"), "http://h/?\u{e000}");
}

#[test]
fn the_literal_is_read_as_rust_reads_it() {
    assert_as_parsed(uri!(r"http://h/%41"), "http://h/%41");
    assert_as_parsed(uri!(r#"http://h/#frag"#), "http://h/#frag");
    assert_as_parsed(uri!("http://h/\x41"), "http://h/A");
    assert_as_parsed(iri!("http://h/\u{e9}"), "http://h/é");
}

#[test]
fn resolution_against_a_const_base() {
    const BASE: UriRef<'static> = uri!("http://a/b/c/d;p?q");
    assert_eq!(BASE.join("../g?y#s").unwrap().as_str(), "http://a/b/g?y#s");
}

#[test]
fn refused_literals_are_compile_errors() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
