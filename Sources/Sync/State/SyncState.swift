// The sidecar sync state (docs/SYNC.md "Sidecar"): what was true on both sides at the end of
// the last sync, per UID (RFC 5545 §3.8.4.7), with the collection's RFC 6578 sync-token.

import Foundation
import ICalendar

/// What the last sync left agreed between the store and the collection.
///
/// Example (`STORE.json.sync`):
/// ```json
/// {"url": "http://127.0.0.1:5232/", "collection": "http://127.0.0.1:5232/alice/tasks/", "syncToken": "http://radicale.org/ns/sync/3",
///  "items": {"A0000000-0000-4000-8000-000000000001": {"href": "/alice/tasks/A0000000-0000-4000-8000-000000000001.ics",
///   "etag": "\"1f2e\"", "localHash": "9c…", "remoteHash": "9c…"}},
///  "others": {}, "version": 1}
/// ```
public struct SyncState: Codable, Sendable, Equatable {
  /// One synced reminder.
  public struct Item: Codable, Sendable, Equatable {
    /// The decoded path of its resource in the collection.
    public var href: String
    /// The resource's ETag when last seen or written; nil when a PUT returned none.
    public var etag: String?
    /// The content hash of the local reminder when last synced.
    public var localHash: String
    /// The content hash of the remote VTODO, read as a reminder, when last synced.
    public var remoteHash: String

    /// An item with the given parts.
    public init(href: String, etag: String?, localHash: String, remoteHash: String) {
      self.href = href
      self.etag = etag
      self.localHash = localHash
      self.remoteHash = remoteHash
    }
  }

  /// The format version; 1.
  public var version = 1
  /// The `--url` the sync was given (no user information).
  public var url: String
  /// The collection URL found from it, where the items live (no user information).
  public var collection: String
  /// The sync token as of the listing the items reflect (RFC 6578), if the server has one.
  public var syncToken: String?
  /// The collection's getctag as of that listing, if any.
  public var ctag: String?
  /// Synced reminders by UID (compared as bytes, `ComponentUID`; a JSON object keyed by the text).
  public var items: [ComponentUID: Item]
  /// Members that hold no VTODO (events, unreadable data) by path, with their ETags, so they
  /// are not fetched again until they change.
  public var others: [String: String]

  /// An empty state for `collection`, found from `url` (a first sync).
  public init(url: String, collection: String) {
    self.url = url
    self.collection = collection
    items = [:]
    others = [:]
  }

  /// The UID whose item lives at `path`, if any.
  public func uid(at path: String) -> String? {
    items.first { $0.value.href == path }?.key.text
  }
}
