// URLs as they appear in messages: user information removed (RFC 3986 §3.2.1 warns against
// passwords in URLs; we never print one).

import Foundation

extension URL {
  /// The URL as text without any `user:password@` part.
  ///
  /// Example: `http://bob:pw@127.0.0.1:5232/bob/tasks/` → `http://127.0.0.1:5232/bob/tasks/`.
  public var redactedString: String {
    guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: true) else {
      return absoluteString
    }
    parts.user = nil
    parts.password = nil
    return parts.string ?? absoluteString
  }
}
