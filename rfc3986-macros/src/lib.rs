//! The `uri!`, `iri!` and `uri_template!` macros of [`rfc3986`](https://docs.rs/rfc3986), which
//! re-exports them under its `macros` feature: use them from there.
//!
//! Each takes one string literal, parses it with the crate's own parser when the program is
//! compiled, and expands to a constant expression that builds the borrowed view (from the
//! offsets found, for a reference), so that it costs nothing at run time and can be a `const`
//! or a `static`. A literal the grammar refuses is a compile error with the parser's message.
//!
//! The expansion names the crate `::rfc3986`: the program must depend on it under that name.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use quote::quote;
use rfc3986_core::template::Template;
use rfc3986_core::{IriRef, ParseError, UriRef};
use syn::LitStr;

/// A URI reference ([RFC 3986 section 4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1))
/// checked when the program is compiled: `uri!("...")` is a `rfc3986::UriRef<'static>`, usable
/// in a `const` or a `static`, with no parsing at run time.
///
/// ```
/// use rfc3986::{uri, UriRef};
///
/// const HOME: UriRef<'static> = uri!("https://example.com/");
/// assert_eq!(HOME.host_str(), Some("example.com"));
/// assert_eq!(HOME, UriRef::parse("https://example.com/").unwrap());
/// ```
///
/// A literal that is no URI reference is a compile error that quotes the parser:
///
/// ```compile_fail
/// let bad = rfc3986::uri!("http://exa mple.com/");
/// // error: invalid URI reference: invalid character ' ' in host at index 10
/// ```
#[proc_macro]
pub fn uri(input: TokenStream) -> TokenStream {
    let parse = |text: &str| UriRef::parse(text).map(|r| r.__macro_parts());
    reference(
        input,
        "uri",
        parse,
        quote!(::rfc3986::UriRef),
        "URI reference",
    )
    .into()
}

/// An IRI reference ([RFC 3987 section 2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
/// checked when the program is compiled: `iri!("...")` is a `rfc3986::IriRef<'static>`, usable
/// in a `const` or a `static`, with no parsing at run time.
///
/// ```
/// use rfc3986::{iri, IriRef};
///
/// static PAGE: IriRef<'static> = iri!("https://例え.テスト/パス?q=ü#été");
/// assert_eq!(PAGE.host_str(), Some("例え.テスト"));
/// assert_eq!(PAGE.fragment(), Some("été"));
/// ```
///
/// ```compile_fail
/// let bad = rfc3986::iri!("http://[::1/");
/// // error: invalid IRI reference: IP literal not closed by ']' at index 11
/// ```
#[proc_macro]
pub fn iri(input: TokenStream) -> TokenStream {
    let parse = |text: &str| IriRef::parse(text).map(|r| r.__macro_parts());
    reference(
        input,
        "iri",
        parse,
        quote!(::rfc3986::IriRef),
        "IRI reference",
    )
    .into()
}

/// A URI Template ([RFC 6570](https://www.rfc-editor.org/rfc/rfc6570)) checked when the
/// program is compiled: `uri_template!("...")` is a `rfc3986::template::Template<'static>`,
/// usable in a `const` or a `static`.
///
/// ```
/// use rfc3986::template::{Template, Value};
/// use rfc3986::uri_template;
///
/// const ISSUES: Template<'static> = uri_template!("/repos/{owner}/{repo}/issues{?state}");
/// let vars = [("owner", Value::from("o")), ("repo", Value::from("r"))];
/// assert_eq!(ISSUES.expand(&vars).unwrap().as_str(), "/repos/o/r/issues");
/// ```
///
/// ```compile_fail
/// let bad = rfc3986::uri_template!("/a{b");
/// // error: invalid URI Template: unclosed expression at index 2
/// ```
#[proc_macro]
pub fn uri_template(input: TokenStream) -> TokenStream {
    checked(input, "uri_template", "template", |literal| {
        Template::parse(&literal.value())
            .map(|_| quote!(::rfc3986::template::Template::__from_macro(#literal)))
            .map_err(|error| format!("invalid URI Template: {error}"))
    })
    .into()
}

/// The one string literal that macro `name` was given (`what` it is), or an error that says so
/// where the input went wrong.
fn one_literal(input: TokenStream, name: &str, what: &str) -> syn::Result<LitStr> {
    syn::parse::<LitStr>(input).map_err(|error| {
        let message = format!("`{name}!` takes one string literal, the {what}: {error}");
        syn::Error::new(error.span(), message)
    })
}

/// The expansion of macro `name` given `input`: the call of `ty`'s constructor with the offsets
/// that `parse` found in the literal, or the compile error for the input or for the literal's
/// parse error, whose message names the rule, `what`.
fn reference(
    input: TokenStream,
    name: &str,
    parse: impl Fn(&str) -> Result<[u32; 6], ParseError>,
    ty: TokenStream2,
    what: &str,
) -> TokenStream2 {
    checked(input, name, "reference", |literal| {
        parse(&literal.value())
            .map(|parts| quote!(#ty::__from_macro_parts(#literal, [#(#parts),*])))
            .map_err(|error| format!("invalid {what}: {error}"))
    })
}

/// The expansion of macro `name` given `input`: what `expand` makes of its literal (`what` it
/// is), or the compile error for the input or for the message `expand` gives.
fn checked(
    input: TokenStream,
    name: &str,
    what: &str,
    expand: impl Fn(&LitStr) -> Result<TokenStream2, String>,
) -> TokenStream2 {
    let literal = match one_literal(input, name, what) {
        Ok(literal) => literal,
        Err(error) => return error.to_compile_error(),
    };
    match expand(&literal) {
        Ok(expansion) => expansion,
        Err(message) => syn::Error::new(literal.span(), message).to_compile_error(),
    }
}
