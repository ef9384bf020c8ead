// The macros parse strictly: a zone identifier (RFC 6874) is refused.
fn main() {
    let _ = rfc3986::uri!("http://[fe80::1%25eth0]/");
}
