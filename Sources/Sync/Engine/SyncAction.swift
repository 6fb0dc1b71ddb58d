// The steps one sync can take for one reminder (docs/SYNC.md "Actions"); the planner emits
// them, the engine carries them out (PUT/DELETE per RFC 4791 §5.3.2, RFC 4918 §9.6).

import Foundation

/// Which side's version of a reminder.
public enum SyncSide: String, Sendable, Equatable, Codable {
  /// The reminders store.
  case local
  /// The CalDAV collection.
  case remote
}

/// One step of a sync plan.
///
/// Example: a reminder edited only in the store, whose resource is unchanged at ETag `"7"`,
/// plans as `.pushUpdate(uid: "U", path: "/alice/tasks/U.ics", etag: "\"7\"")`.
public enum SyncAction: Sendable, Equatable {
  /// Write the remote version into the store and record both sides as agreed.
  case pull(uid: String, remote: RemoteEntry)
  /// Remove the reminder from the store and forget it (deleted remotely, unchanged locally).
  case removeLocal(uid: String)
  /// Record both sides as agreed without writing either (they already hold the same content).
  case record(uid: String, remote: RemoteEntry, localHash: String)
  /// Forget a reminder gone from both sides.
  case forget(uid: String)
  /// Add to the store a copy of `uid`'s `side` version under `copyUID`, its title marked
  /// "(conflict copy)".
  case keepConflictCopy(uid: String, copyUID: String, side: SyncSide)
  /// PUT a new resource with `If-None-Match: *`.
  case pushCreate(uid: String, path: String)
  /// PUT the store's version over the resource with `If-Match: etag`, starting from the
  /// server's current VTODO so properties of other clients survive.
  case pushUpdate(uid: String, path: String, etag: String?)
  /// DELETE the resource with `If-Match: etag`.
  case pushDelete(uid: String, path: String, etag: String?)

  /// The UID the action is about.
  public var uid: String {
    switch self {
    case let .pull(uid, _), let .removeLocal(uid), let .record(uid, _, _), let .forget(uid),
         let .keepConflictCopy(uid, _, _), let .pushCreate(uid, _), let .pushUpdate(uid, _, _),
         let .pushDelete(uid, _, _):
      return uid
    }
  }

  /// Whether the action sends a write to the server.
  public var isRemoteWrite: Bool {
    switch self {
    case .pushCreate, .pushUpdate, .pushDelete: return true
    default: return false
    }
  }
}
