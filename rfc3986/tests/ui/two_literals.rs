fn main() {
    let _ = rfc3986::uri!("http://a/", "http://b/");
}
