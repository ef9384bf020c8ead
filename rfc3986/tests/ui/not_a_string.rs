fn main() {
    let _ = rfc3986::iri!(b"http://example.com/");
}
