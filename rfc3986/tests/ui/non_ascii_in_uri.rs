// An IRI is not a URI: `uri!` refuses what only `iri!` takes.
fn main() {
    let _ = rfc3986::uri!("http://example.com/é");
}
