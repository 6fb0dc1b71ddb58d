// The 207 Multi-Status body (RFC 4918 §13, §14.16): one response per href, each with a status
// or with propstats grouping properties by status; RFC 6578 §6.4 adds the sync-token.

import Foundation

/// A parsed `<d:multistatus>`: its responses and, for sync-collection, the new sync token.
///
/// Example: a response `<d:href>/c/a.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag>
/// </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>` reads as
/// `Multistatus.Response(href: "/c/a.ics", status: nil, found: [getetag], …)`.
public struct Multistatus: Sendable, Equatable {
  /// One `<d:response>`.
  public struct Response: Sendable, Equatable {
    /// The href as the server wrote it (percent-encoded path or absolute URL).
    public var href: String
    /// The response-level status (RFC 4918 §14.24), e.g. 404 for a removed member in
    /// sync-collection; nil when the response carries propstats.
    public var status: Int?
    /// The properties reported with a 2xx propstat status.
    public var found: [DAVElement]

    /// The first found property `{namespace}name`.
    public func property(_ namespace: String, _ name: String) -> DAVElement? {
      found.first { $0.is(namespace, name) }
    }
  }

  /// The responses in document order.
  public var responses: [Response]
  /// The `<d:sync-token>` of a sync-collection report (RFC 6578 §6.4), if present.
  public var syncToken: String?

  /// Reads a multistatus body; nil when the body is not XML or its root is not `multistatus`.
  public static func parse(_ data: Data) -> Multistatus? {
    guard let root = DAVElement.parse(data), root.is(DAVElement.dav, "multistatus") else { return nil }
    var responses: [Response] = []
    for element in root.all(DAVElement.dav, "response") {
      guard let href = element.child(DAVElement.dav, "href")?.trimmedText, !href.isEmpty else { continue }
      let status = element.child(DAVElement.dav, "status").flatMap { statusCode($0.trimmedText) }
      var found: [DAVElement] = []
      for propstat in element.all(DAVElement.dav, "propstat") {
        let code = propstat.child(DAVElement.dav, "status").flatMap { statusCode($0.trimmedText) } ?? 200
        guard (200..<300).contains(code), let prop = propstat.child(DAVElement.dav, "prop") else { continue }
        found.append(contentsOf: prop.children)
      }
      responses.append(Response(href: href, status: status, found: found))
    }
    let token = root.child(DAVElement.dav, "sync-token")?.trimmedText
    return Multistatus(responses: responses, syncToken: token.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// The code of an RFC 9112 status line such as `HTTP/1.1 404 Not Found` → 404.
  static func statusCode(_ line: String) -> Int? {
    let parts = line.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count >= 2, let code = Int(parts[1]), (100..<600).contains(code) else { return nil }
    return code
  }
}
