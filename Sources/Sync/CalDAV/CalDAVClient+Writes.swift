// Writing calendar object resources: PUT with If-None-Match: * (create) or If-Match (update)
// per RFC 4791 §5.3.2 and RFC 9110 §13.1, DELETE with If-Match (RFC 4918 §9.6), and
// MKCALENDAR (RFC 4791 §5.3.1) for setting up test collections.

import Foundation

extension CalDAVClient {
  /// The precondition of a write.
  public enum Precondition: Sendable, Equatable {
    /// `If-None-Match: *`: only if no resource exists at the path.
    case absent
    /// `If-Match: etag`: only if the resource still has this ETag.
    case matches(String)
    /// No precondition (used by tests acting as another client).
    case none
  }

  /// PUTs iCalendar text at `path`; returns the new ETag when the server sends one.
  /// Throws `.preconditionFailed` on 412.
  @discardableResult
  public func put(_ calendarData: String, at path: String, on collection: URL,
                  precondition: Precondition) async throws -> String? {
    let url = try writeTarget("PUT", path, on: collection)
    var headers = ["Content-Type": "text/calendar; charset=utf-8"]
    switch precondition {
    case .absent: headers["If-None-Match"] = "*"
    case let .matches(etag): headers["If-Match"] = etag
    case .none: break
    }
    let request = HTTPRequest(method: "PUT", url: url, headers: headers, body: Data(calendarData.utf8))
    let (response, _) = try await perform(request, accepting: [200, 201, 204])
    return response.header("etag")?.nonEmpty
  }

  /// DELETEs the resource at `path`; a 404 counts as done (it is already gone).
  public func delete(at path: String, on collection: URL, precondition: Precondition) async throws {
    let url = try writeTarget("DELETE", path, on: collection)
    var headers: [String: String] = [:]
    if case let .matches(etag) = precondition { headers["If-Match"] = etag }
    _ = try await perform(HTTPRequest(method: "DELETE", url: url, headers: headers), accepting: [200, 204, 404])
  }

  /// The URL of `path` for a write: only a resource (no trailing `/`) strictly inside
  /// `collection` (decoded, dot segments removed) on its origin; anything else throws `.outsideCollection` before a
  /// byte is sent.
  func writeTarget(_ method: String, _ path: String, on collection: URL) throws -> URL {
    guard let own = DAVHref.key(collection.absoluteString, relativeTo: collection),
          let normal = DAVHref.key(DAVHref.encode(path), relativeTo: collection), normal == path,
          DAVHref.isInside(path, collectionPath: own), !path.hasSuffix("/"), let url = DAVHref.url(path, on: collection) else {
      throw SyncError.outsideCollection(method: method, path: Self.printable(path), collection: collection.redactedString)
    }
    return url
  }

  /// Makes a calendar collection for VTODOs at `url` (MKCALENDAR); 405 (already there) is fine.
  public func makeTodoCalendar(at url: URL, displayName: String) async throws {
    let request = HTTPRequest(method: "MKCALENDAR", url: url, body: DAVRequestBody.makeTodoCalendar(displayName: displayName))
    _ = try await perform(request, accepting: [200, 201, 204, 405])
  }
}
