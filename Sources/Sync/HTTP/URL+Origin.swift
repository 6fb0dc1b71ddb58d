// The origin of a URL (RFC 6454 §4: scheme, host, port, with the scheme's default port filled
// in), the unit credentials are bound to: `recur sync` sends requests only to the origin of
// `--url` (docs/SYNC.md "Security").

import Foundation

extension URL {
  /// `scheme://host:port` with scheme and host lower-cased and the default port (80 for http,
  /// 443 for https) written out; nil without a scheme or host.
  ///
  /// Example: `HTTPS://Dav.Example.com/me/` → `https://dav.example.com:443`;
  /// `http://127.0.0.1:5232/a/` → `http://127.0.0.1:5232`.
  public var origin: String? {
    guard let scheme = scheme?.lowercased(), let host = host?.lowercased(), !host.isEmpty else { return nil }
    let port = port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    return "\(scheme)://\(host):\(port)"
  }

  /// Whether both URLs have the same origin (so https never matches http on the same host).
  ///
  /// Example: `http://h/a` and `http://h:80/b` → true; `https://h/` and `http://h/` → false.
  public func isSameOrigin(as other: URL) -> Bool {
    guard let mine = origin else { return false }
    return mine == other.origin
  }
}
