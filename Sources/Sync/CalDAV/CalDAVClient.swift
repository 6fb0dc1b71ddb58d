// The CalDAV client's core (RFC 4791 over RFC 4918): authentication (RFC 7617), bounded
// redirect following (RFC 9110 §15.4), bounded retries on 423/503 (RFC 4918 §11.3, RFC 9110
// §15.6.4) and the mapping of statuses to `SyncError` values.

import Foundation

/// A CalDAV client bound to one server origin and optional Basic credentials.
///
/// Example: `CalDAVClient(transport: URLSessionTransport(), credentials: nil)`
/// `.properties(of: URL(string: "http://127.0.0.1:5232/alice/tasks/")!)` sends one PROPFIND
/// Depth 0 and returns `isCalendar: true, components: ["VTODO"]` for a task list.
public struct CalDAVClient: Sendable {
  /// The most redirects followed for one request.
  public static let maximumRedirects = 5
  /// The most retries of one request answered 423 Locked or 503 Service Unavailable.
  public static let maximumRetries = 5

  /// The transport requests go through.
  public let transport: any HTTPTransport
  /// Credentials sent with every request to the original origin, if any.
  public let credentials: Credentials?
  /// The only origin requests may go to (`URL.origin`, e.g. `http://127.0.0.1:5232`); nil
  /// for no restriction (test helpers acting as another client).
  public let origin: String?
  /// Told one line for each server-supplied href the client ignores (outside the collection).
  public var warning: @Sendable (String) -> Void = { _ in }

  /// A client over `transport`, authenticating with `credentials` when given, sending requests
  /// only to the origin of `boundTo` when given (docs/SYNC.md "Security").
  public init(transport: any HTTPTransport, credentials: Credentials?, boundTo: URL? = nil) {
    self.transport = transport
    self.credentials = credentials
    origin = boundTo?.origin
  }

  /// Sends a request, following up to `maximumRedirects` same-origin redirects of reads
  /// (keeping the method and body, as WebDAV servers expect; a write is never redirected), retrying
  /// up to `maximumRetries` times on 423 or 503 with doubling pauses from 0.1 s, and maps
  /// 401/403 to `.unauthorized`, 412 to `.preconditionFailed` and any status outside
  /// `accepted` to `.httpStatus`. Returns the response and the URL that answered.
  public func perform(_ request: HTTPRequest, accepting accepted: Set<Int>) async throws -> (HTTPResponse, URL) {
    var current = request
    if let credentials { current.headers["Authorization"] = credentials.authorization }
    current.headers["User-Agent"] = "recur-sync/1"
    if current.body != nil, current.headers["Content-Type"] == nil {
      current.headers["Content-Type"] = "application/xml; charset=utf-8"
    }
    var retries = 0
    var hops = 0
    while hops <= Self.maximumRedirects {
      // Credentials and data go only to the bound origin, whatever led here.
      if let origin, current.url.origin != origin {
        throw SyncError.foreignOrigin(given: origin, found: current.url.redactedString, via: "\(current.method) target")
      }
      let response: HTTPResponse
      do {
        response = try await transport.send(current)
      } catch let error as SyncError {
        throw error.scrubbed(with: credentials)
      } catch {
        throw SyncError.unreachable(method: current.method, url: current.url.redactedString,
                                    detail: credentials?.scrub("\(error)") ?? "\(error)")
      }
      // 423 Locked (RFC 4918 §11.3; Xandikos while another write holds its lock) and 503:
      // try again after 0.1, 0.2, 0.4, 0.8, 1.6 s. Safe: writes carry their preconditions.
      if [423, 503].contains(response.status), !accepted.contains(response.status), retries < Self.maximumRetries {
        try await Task.sleep(nanoseconds: 100_000_000 << UInt64(retries))
        retries += 1
        continue
      }
      hops += 1
      if response.isRedirect, !accepted.contains(response.status) {
        // A write goes only where the client decided (inside the collection): never redirected.
        guard !current.isWrite else {
          throw SyncError.redirect(method: current.method, url: current.url.redactedString,
                                   detail: "\(response.status) redirect of a write refused (writes go only to paths inside the collection)")
        }
        guard let location = response.header("location"),
              let next = URL(string: location, relativeTo: current.url)?.absoluteURL else {
          throw SyncError.redirect(method: current.method, url: current.url.redactedString,
                                   detail: "\(response.status) without a usable Location")
        }
        guard next.isSameOrigin(as: current.url) else {
          throw SyncError.redirect(method: current.method, url: current.url.redactedString,
                                   detail: "redirect to another origin (\(next.redactedString)) refused")
        }
        current.url = next
        continue
      }
      let where_ = current.url.redactedString
      switch response.status {
      case _ where ["PUT", "DELETE"].contains(current.method) && Self.objectRefusals.contains(response.status) && !accepted.contains(response.status):
        // One object refused (bad data, read-only, too large): the engine goes on with the rest.
        let words = Self.serverWords(response.body)
        throw SyncError.refused(method: current.method, url: where_, status: response.status,
                                detail: credentials?.scrub(words) ?? words)
      case 401 where !accepted.contains(401), 403 where !accepted.contains(403):
        throw SyncError.unauthorized(method: current.method, url: where_, status: response.status)
      case 412 where !accepted.contains(412):
        throw SyncError.preconditionFailed(method: current.method, url: where_)
      default:
        guard accepted.contains(response.status) else {
          let snippet = String(decoding: response.body.prefix(200), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
          throw SyncError.httpStatus(method: current.method, url: where_, status: response.status,
                                     detail: credentials?.scrub(snippet) ?? snippet)
        }
        return (response, current.url)
      }
    }
    throw SyncError.redirect(method: request.method, url: request.url.redactedString,
                             detail: "more than \(Self.maximumRedirects) redirects")
  }

  /// Statuses that refuse one written object rather than the whole sync (RFC 9110 §15.5,
  /// RFC 4791 §5.3.2.1 preconditions come as 403 or 409).
  public static let objectRefusals: Set<Int> = [400, 403, 409, 413, 415, 422]

  /// A server's error body as one printable line of at most 300 characters: the text outside
  /// XML tags, plus the names of empty elements (how RFC 4918 §16 and RFC 4791 §1.3 state a
  /// failed precondition), control characters as spaces.
  ///
  /// Example: `<D:error xmlns:D="DAV:"><C:valid-calendar-data/></D:error>` → `valid-calendar-data`;
  /// `Bad Request\n\nDUE and DURATION` → `Bad Request DUE and DURATION`.
  static func serverWords(_ body: Data) -> String {
    var words: [Substring] = []
    var text = ""
    var tag: String?
    for scalar in String(decoding: body.prefix(4096), as: UTF8.self).unicodeScalars {
      switch (scalar, tag) {
      case ("<", nil):
        tag = ""
        words += text.split(whereSeparator: { $0.isWhitespace })
        text = ""
      case (">", let inner?):
        tag = nil
        if inner.hasSuffix("/"), let name = inner.dropLast().split(separator: " ").first {
          words.append(name.split(separator: ":").last ?? name)
        }
      case (_, let inner?):
        tag = inner + String(scalar)
      default:
        text.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
      }
    }
    words += text.split(whereSeparator: { $0.isWhitespace })
    return String(words.joined(separator: " ").prefix(300))
  }

  /// Sends a request expecting 207 Multi-Status and parses the body.
  func multistatus(_ request: HTTPRequest) async throws -> (Multistatus, URL) {
    let (response, url) = try await perform(request, accepting: [207])
    guard let parsed = Multistatus.parse(response.body) else {
      throw SyncError.badResponse(method: request.method, url: url.redactedString,
                                  detail: "207 body is not a DAV:multistatus document (not well-formed XML, a DTD, or over the nesting or element limits)")
    }
    return (parsed, url)
  }
}
