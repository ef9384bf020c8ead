fn main() {
    let text = "http://example.com/";
    let _ = rfc3986::uri!(text);
}
