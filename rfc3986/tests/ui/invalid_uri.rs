fn main() {
    let _ = rfc3986::uri!("http://exa mple.com/");
}
