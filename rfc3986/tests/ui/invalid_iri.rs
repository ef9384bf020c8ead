fn main() {
    let _ = rfc3986::iri!("http://[::1/");
}
