// One HTTP request as the CalDAV client builds it (RFC 9110 §9 methods, RFC 4918 §9 WebDAV
// methods PROPFIND and REPORT, RFC 4791 §5.3.2 PUT of calendar object resources).

import Foundation

/// An HTTP request: method, absolute URL, header fields and an optional body.
///
/// Example: `HTTPRequest(method: "PROPFIND", url: collection, headers: ["Depth": "0"], body: xml)`.
public struct HTTPRequest: Sendable, Equatable {
  /// The method, e.g. `PROPFIND`, `REPORT`, `PUT`, `DELETE`.
  public var method: String
  /// The absolute target URL.
  public var url: URL
  /// Header fields; names are compared case-insensitively by servers.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?

  /// A request with the given parts.
  public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// Whether this request changes the server's state (PUT, DELETE, MKCALENDAR, …).
  public var isWrite: Bool {
    !["GET", "HEAD", "OPTIONS", "PROPFIND", "REPORT"].contains(method.uppercased())
  }
}
