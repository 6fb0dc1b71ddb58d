// A fetched VTODO resource reduced to what planning needs: UID (RFC 5545 §3.8.4.7), path,
// ETag, content hash and LAST-MODIFIED (§3.8.7.3) or DTSTAMP (§3.8.7.2).

import Foundation

/// One VTODO on the server as the planner sees it.
///
/// Example: `RemoteEntry(uid: "U", path: "/alice/tasks/U.ics", etag: "\"8\"", hash: "ab…",
/// modified: 2026-11-22T10:00:00Z)`.
public struct RemoteEntry: Sendable, Equatable {
  /// The VTODO's UID.
  public var uid: String
  /// The decoded path of its resource.
  public var path: String
  /// Its ETag, if the server sent one.
  public var etag: String?
  /// The content hash of the VTODO read as a reminder (the fields the store owns).
  public var hash: String
  /// LAST-MODIFIED, else DTSTAMP, as an instant; nil when neither is readable.
  public var modified: Date?

  /// An entry with the given parts.
  public init(uid: String, path: String, etag: String?, hash: String, modified: Date?) {
    self.uid = uid
    self.path = path
    self.etag = etag
    self.hash = hash
    self.modified = modified
  }
}
