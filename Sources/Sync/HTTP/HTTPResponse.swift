// One HTTP response as the transport returns it (RFC 9110 §15 status codes; redirects are
// returned, not followed, so the client can bound and check them).

import Foundation

/// An HTTP response: status, header fields (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code, e.g. 207 Multi-Status.
  public var status: Int
  /// Header fields with lower-cased names, e.g. `["etag": "\"abc\""]`.
  public var headers: [String: String]
  /// The body bytes (possibly empty).
  public var body: Data

  /// A response with the given parts; header names are lower-cased here.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    var lowered: [String: String] = [:]
    for (name, value) in headers { lowered[name.lowercased()] = value }
    self.headers = lowered
    self.body = body
  }

  /// The value of a header field, looked up case-insensitively.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }

  /// Whether the status is a redirect that names a new location (301, 302, 303, 307, 308).
  public var isRedirect: Bool { [301, 302, 303, 307, 308].contains(status) }
}
