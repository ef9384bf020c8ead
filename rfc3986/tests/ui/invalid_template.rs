fn main() {
    let _ = rfc3986::uri_template!("/a{b");
}
