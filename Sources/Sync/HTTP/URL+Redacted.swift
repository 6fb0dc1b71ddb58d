// URLs as they appear in messages: user information removed (RFC 3986 §3.2.1 warns against
// passwords in URLs; we never print one), also from text that does not parse as a URL.

import Foundation

extension URL {
  /// The URL as text without any `user:password@` part.
  ///
  /// Example: `http://bob:pw@127.0.0.1:5232/bob/tasks/` → `http://127.0.0.1:5232/bob/tasks/`.
  public var redactedString: String {
    guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: true) else {
      return URL.redacting(absoluteString)
    }
    parts.user = nil
    parts.password = nil
    return parts.string ?? URL.redacting(absoluteString)
  }

  /// The URL without user information, and the credentials it carried (percent-decoded, RFC
  /// 3986 §3.2.1) when it had both a user and a password.
  ///
  /// Example: `http://bob:p%40ss@h/c/` → (`http://h/c/`, bob with password `p@ss`).
  public func splittingCredentials() -> (URL, Credentials?) {
    guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: true),
          parts.user != nil || parts.password != nil else { return (self, nil) }
    let credentials = parts.user.flatMap { user in
      parts.password.map { Credentials(user: user, password: $0) }
    }
    parts.user = nil
    parts.password = nil
    return (parts.url ?? self, credentials)
  }

  /// Any text with the user information of each `scheme://user:password@` in it replaced by
  /// `***@`, for messages about text that may not even parse as a URL.
  ///
  /// Example: `ftp://bob:hunter2@h/x is not http` → `ftp://***@h/x is not http`.
  public static func redacting(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let marker = rest.range(of: "://") {
      out += rest[..<marker.upperBound]
      rest = rest[marker.upperBound...]
      // The authority ends at the first /, ?, # or whitespace; its user information at the last @.
      let end = rest.firstIndex { "/?#".contains($0) || $0.isWhitespace } ?? rest.endIndex
      if let at = rest[..<end].lastIndex(of: "@") {
        out += "***@"
        rest = rest[rest.index(after: at)...]
      }
    }
    return out + rest
  }
}
