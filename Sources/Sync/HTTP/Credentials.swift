// HTTP Basic authentication (RFC 7617 §2) for CalDAV servers; the password never reaches a log,
// an error message or the sidecar.

import Foundation

/// A user name and password for Basic authentication; `description` never shows the password.
///
/// Example: `Credentials(user: "alice", password: "s3cret").authorization` is
/// `"Basic YWxpY2U6czNjcmV0"`, and `"\(credentials)"` is `"alice:***"`.
public struct Credentials: Sendable, CustomStringConvertible {
  /// The user name.
  public let user: String
  private let password: String

  /// Credentials for `user` with `password`.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }

  /// The `Authorization` header value (RFC 7617 §2: base64 of `user:password` in UTF-8).
  public var authorization: String {
    "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
  }

  /// `text` with every occurrence of the password (and its Basic token) replaced by `***`.
  public func scrub(_ text: String) -> String {
    var out = text
    let token = Data("\(user):\(password)".utf8).base64EncodedString()
    if !token.isEmpty { out = out.replacingOccurrences(of: token, with: "***") }
    if !password.isEmpty {
      // As given, and as it would be written in a URL's user information (RFC 3986 §3.2.1).
      var forms = [password]
      if let encoded = password.addingPercentEncoding(withAllowedCharacters: .urlPasswordAllowed), encoded != password {
        forms.append(encoded)
      }
      for form in forms { out = out.replacingOccurrences(of: form, with: "***") }
    }
    return out
  }

  /// `user:***`.
  public var description: String { "\(user):***" }
}
