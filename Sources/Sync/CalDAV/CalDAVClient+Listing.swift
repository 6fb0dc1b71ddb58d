// Reading a VTODO collection: the ETag of every member (RFC 4791 §7.8 calendar-query with a
// VTODO comp-filter, falling back to RFC 4918 §9.1 PROPFIND Depth 1), changes since a token
// (RFC 6578 §3.2 sync-collection, with §3.6 truncation), and bodies (RFC 4791 §7.9 multiget).

import Foundation

extension CalDAVClient {
  /// The most sync-collection pages read in one call (RFC 6578 §3.6 507 truncation).
  public static let maximumSyncPages = 1000
  /// The most hrefs asked for in one calendar-multiget.
  public static let multigetBatch = 100

  /// The ETag of every VTODO member by decoded path: one calendar-query REPORT, or one
  /// PROPFIND Depth 1 when the server refuses the report (403, 405, 501).
  public func listETags(of collection: URL) async throws -> [String: String] {
    let report = HTTPRequest(method: "REPORT", url: collection, headers: ["Depth": "1"],
                             body: DAVRequestBody.todoQuery())
    let status: Multistatus
    let answered: URL
    do {
      (status, answered) = try await multistatus(report)
    } catch SyncError.httpStatus(_, _, let code, _) where [400, 405, 415, 501].contains(code) {
      let propfind = HTTPRequest(method: "PROPFIND", url: collection, headers: ["Depth": "1"],
                                 body: DAVRequestBody.propfind(["d:getetag", "d:resourcetype"]))
      (status, answered) = try await multistatus(propfind)
    }
    var listing: [String: String] = [:]
    for response in status.responses {
      guard let key = memberKey(response.href, of: answered), !key.hasSuffix("/"),
            let etag = response.property(DAVElement.dav, "getetag")?.trimmedText.nonEmpty else { continue }
      listing[key] = etag
    }
    return listing
  }

  /// The key of a member href inside `collection`, or nil: silently for the collection
  /// itself, with a warning for anything outside it (another path, origin, or a `..` trick),
  /// which is then never fetched, written or deleted (docs/SYNC.md "Security").
  func memberKey(_ href: String, of collection: URL) -> String? {
    if let key = DAVHref.member(href, of: collection) { return key }
    let own = DAVHref.key(collection.absoluteString, relativeTo: collection)
    if let key = DAVHref.key(href, relativeTo: collection), key == own || key + "/" == own { return nil }
    warning("ignoring the href \(Self.printable(href)) the server named: it is outside the collection \(collection.redactedString)")
    return nil
  }

  /// Server text fit for a terminal: control characters replaced by `?`, at most 200 characters.
  static func printable(_ text: String) -> String {
    let cleaned = String(text.unicodeScalars.prefix(200).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    return text.unicodeScalars.count > 200 ? cleaned + "…" : cleaned
  }

  /// The changes since `token` ("" for everything), following 507 truncation for at most
  /// `maximumSyncPages` pages. Returns nil when the server rejects the token (403 or 409 with
  /// `DAV:valid-sync-token`, RFC 6578 §3.2) so the caller falls back to a full listing.
  public func changes(of collection: URL, since token: String) async throws -> CollectionChanges? {
    var changed: [String: String] = [:]
    var removed: Set<String> = []
    var current = token
    for _ in 0..<Self.maximumSyncPages {
      let request = HTTPRequest(method: "REPORT", url: collection, headers: ["Depth": "1"],
                                body: DAVRequestBody.syncCollection(token: current))
      let (response, answered) = try await perform(request, accepting: [207, 403, 409, 400])
      if response.status != 207 {
        if !token.isEmpty, String(decoding: response.body, as: UTF8.self).contains("valid-sync-token") { return nil }
        if response.status == 403, !String(decoding: response.body, as: UTF8.self).contains("sync") {
          throw SyncError.unauthorized(method: "REPORT", url: answered.redactedString, status: 403)
        }
        return nil
      }
      guard let status = Multistatus.parse(response.body), let next = status.syncToken else {
        throw SyncError.badResponse(method: "REPORT", url: answered.redactedString,
                                    detail: "sync-collection answer without a sync-token")
      }
      let own = DAVHref.key(answered.absoluteString, relativeTo: answered)
      var truncated = false
      for item in status.responses {
        if let key = DAVHref.key(item.href, relativeTo: answered), key == own {
          if item.status == 507 { truncated = true }
          continue
        }
        guard let key = memberKey(item.href, of: answered), !key.hasSuffix("/") else { continue }
        if item.status == 404 {
          removed.insert(key)
          changed[key] = nil
        } else if let etag = item.property(DAVElement.dav, "getetag")?.trimmedText.nonEmpty {
          changed[key] = etag
          removed.remove(key)
        }
      }
      if !truncated || next == current { return CollectionChanges(changed: changed, removed: removed, token: next) }
      current = next
    }
    throw SyncError.badResponse(method: "REPORT", url: collection.redactedString,
                                detail: "sync-collection still truncated after \(Self.maximumSyncPages) pages")
  }

  /// The bodies and ETags of `paths`, in calendar-multiget batches of `multigetBatch`; paths
  /// the server reports as missing are left out. `progress` is told the count fetched so far.
  public func fetch(_ paths: [String], from collection: URL,
                    progress: (@Sendable (Int) -> Void)? = nil) async throws -> [RemoteObject] {
    var objects: [RemoteObject] = []
    var start = 0
    while start < paths.count {
      let batch = Array(paths[start..<min(start + Self.multigetBatch, paths.count)])
      start += batch.count
      let request = HTTPRequest(method: "REPORT", url: collection, headers: ["Depth": "1"],
                                body: DAVRequestBody.multiget(hrefs: batch.map(DAVHref.encode)))
      let (status, answered) = try await multistatus(request)
      for item in status.responses {
        guard let key = memberKey(item.href, of: answered), !key.hasSuffix("/"),
              let data = item.property(DAVElement.caldav, "calendar-data")?.text, !data.isEmpty else { continue }
        let etag = item.property(DAVElement.dav, "getetag")?.trimmedText.nonEmpty
        objects.append(RemoteObject(path: key, etag: etag, calendarData: data))
      }
      progress?(start)
    }
    return objects
  }
}
