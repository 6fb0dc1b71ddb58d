// Planning one sync (docs/SYNC.md "Planning"): a pure function from the local snapshot, the
// remote listing and fetched VTODOs, and the previous state to the actions that make both
// sides agree. Conflict rule: the newer change wins (RFC 5545 §3.8.7.3 LAST-MODIFIED against
// the store's modification time); the other version is kept as a conflict copy.

import Foundation
import ICalendar

/// The pure planning step of a sync; no I/O.
///
/// Example (written out in SyncPlannerTests): state `{U: href /c/U.ics, etag "1", hashes h1}`,
/// local `{U: h2}`, listing `{/c/U.ics: "1"}` → `[.pushUpdate(uid: "U", path: "/c/U.ics", etag: "1")]`.
public enum SyncPlanner {
  /// The paths of the listing whose content must be fetched before planning: members whose
  /// ETag differs from the one recorded for them, and members never seen.
  ///
  /// Example: state `{U: /c/U.ics "1"}`, others `{/c/e.ics: "5"}`, listing
  /// `{/c/U.ics: "2", /c/e.ics: "5", /c/N.ics: "1"}` → `["/c/N.ics", "/c/U.ics"]`.
  public static func pathsToFetch(listing: [String: String], state: SyncState) -> [String] {
    var known: [String: String?] = [:]
    for item in state.items.values { known[item.href] = item.etag }
    var paths: [String] = []
    for (path, etag) in listing {
      if let recorded = known[path] {
        if recorded != etag { paths.append(path) }
      } else if state.others[path] != etag {
        paths.append(path)
      }
    }
    return paths.sorted()
  }

  /// The actions that bring the store and the collection into agreement.
  ///
  /// - Parameters:
  ///   - local: the store's reminders, UID → content hash (UIDs compared as bytes).
  ///   - localModified: when the store was last changed (its file's modification time); a
  ///     conflict is won by the remote side only if its LAST-MODIFIED is strictly later.
  ///   - listing: every member of the collection now, path → ETag.
  ///   - fetched: the VTODOs read from the paths of `pathsToFetch`.
  ///   - fetchedPaths: every path for which the server returned a body (VTODO or not).
  ///   - state: the state the previous sync left.
  ///   - collectionPath: the decoded path of the collection, ending in `/`, where new
  ///     resources are created.
  /// - Returns: actions sorted by UID (UTF-8 byte order); for one UID, store-side actions
  ///   before pushes.
  public static func plan(
    local: [ComponentUID: String], localModified: Date, listing: [String: String], fetched: [RemoteEntry],
    fetchedPaths: Set<String>, state: SyncState, collectionPath: String
  ) -> [SyncAction] {
    // One remote entry per UID: the first path in order when several resources share a UID.
    // UIDs are matched as bytes (`ComponentUID`), as every command groups them.
    var remoteByUID: [ComponentUID: RemoteEntry] = [:]
    for entry in fetched.sorted(by: { $0.path < $1.path }) where remoteByUID[ComponentUID(entry.uid)] == nil {
      remoteByUID[ComponentUID(entry.uid)] = entry
    }
    let keys = Set(local.keys).union(state.items.keys).union(remoteByUID.keys).sorted()
    var actions: [SyncAction] = []
    func newPath(_ uid: String) -> String { collectionPath + DAVHref.resourceName(forUID: uid) }

    for key in keys {
      let uid = key.text
      let localHash = local[key]
      guard let previous = state.items[key] else {
        // Never synced: new on one side, or on both.
        switch (localHash, remoteByUID[key]) {
        case (.some, nil):
          actions.append(.pushCreate(uid: uid, path: newPath(uid)))
        case let (nil, remote?):
          actions.append(.pull(uid: uid, remote: remote))
        case let (hash?, remote?):
          if hash == remote.hash {
            actions.append(.record(uid: uid, remote: remote, localHash: hash))
          } else {
            actions += conflict(uid: uid, localHash: hash, remote: remote, localModified: localModified, local: local,
                                newPath: newPath)
          }
        case (nil, nil):
          break
        }
        continue
      }

      // Remote status relative to the previous state.
      enum Remote { case unchanged, changed(RemoteEntry), touched(RemoteEntry), absent, unknown }
      let remote: Remote
      if let entry = remoteByUID[key] {
        remote = entry.hash == previous.remoteHash ? .touched(entry) : .changed(entry)
      } else if let etag = listing[previous.href] {
        if etag == previous.etag {
          remote = .unchanged
        } else if fetchedPaths.contains(previous.href) {
          remote = .absent  // the path now holds another UID or no VTODO
        } else {
          remote = .unknown  // changed but its body did not come back: leave it for next time
        }
      } else {
        remote = .absent
      }

      switch (localHash, remote) {
      case (_, .unknown):
        break
      case let (hash?, .unchanged):
        if hash != previous.localHash {
          actions.append(.pushUpdate(uid: uid, path: previous.href, etag: previous.etag))
        }
      case let (hash?, .touched(entry)):
        if hash != previous.localHash {
          actions.append(.pushUpdate(uid: uid, path: entry.path, etag: entry.etag))
        } else {
          actions.append(.record(uid: uid, remote: entry, localHash: hash))
        }
      case let (hash?, .changed(entry)):
        if hash == previous.localHash {
          actions.append(.pull(uid: uid, remote: entry))
        } else if hash == entry.hash {
          actions.append(.record(uid: uid, remote: entry, localHash: hash))
        } else {
          actions += conflict(uid: uid, localHash: hash, remote: entry, localModified: localModified, local: local,
                              newPath: newPath)
        }
      case let (hash?, .absent):
        if hash == previous.localHash {
          actions.append(.removeLocal(uid: uid))
        } else {
          // Edited here, deleted there: the edit survives as a new resource.
          actions.append(.pushCreate(uid: uid, path: newPath(uid)))
        }
      case (nil, .unchanged):
        actions.append(.pushDelete(uid: uid, path: previous.href, etag: previous.etag))
      case let (nil, .touched(entry)):
        actions.append(.pushDelete(uid: uid, path: entry.path, etag: entry.etag))
      case let (nil, .changed(entry)):
        // Deleted here, edited there: the edit survives in the store.
        actions.append(.pull(uid: uid, remote: entry))
      case (nil, .absent):
        actions.append(.forget(uid: uid))
      }
    }
    return actions
  }

  /// `plan` for a store snapshot keyed by `String` (whose keys already merged canonically
  /// equivalent UIDs; the engine passes `ComponentUID` keys).
  public static func plan(
    local: [String: String], localModified: Date, listing: [String: String], fetched: [RemoteEntry],
    fetchedPaths: Set<String>, state: SyncState, collectionPath: String
  ) -> [SyncAction] {
    var keyed: [ComponentUID: String] = [:]
    for (uid, hash) in local { keyed[ComponentUID(uid)] = hash }
    return plan(local: keyed, localModified: localModified, listing: listing, fetched: fetched,
                fetchedPaths: fetchedPaths, state: state, collectionPath: collectionPath)
  }

  /// The UID of the conflict copy of `uid`'s version with content hash `hash`.
  ///
  /// Example: `copyUID(of: "U", hash: "h2")` is the same UUID in every run.
  public static func copyUID(of uid: String, hash: String) -> String {
    ContentHash.deterministicUUID("conflict-copy|\(uid)|\(hash)")
  }

  /// Which side wins a conflict: remote only when its modification time is strictly later.
  public static func winner(localModified: Date, remoteModified: Date?) -> SyncSide {
    guard let remoteModified, remoteModified > localModified else { return .local }
    return .remote
  }

  private static func conflict(
    uid: String, localHash: String, remote: RemoteEntry, localModified: Date, local: [ComponentUID: String],
    newPath: (String) -> String
  ) -> [SyncAction] {
    var actions: [SyncAction] = []
    switch winner(localModified: localModified, remoteModified: remote.modified) {
    case .remote:
      let copy = copyUID(of: uid, hash: localHash)
      if local[ComponentUID(copy)] == nil {
        actions.append(.keepConflictCopy(uid: uid, copyUID: copy, side: .local))
      }
      actions.append(.pull(uid: uid, remote: remote))
      if local[ComponentUID(copy)] == nil { actions.append(.pushCreate(uid: copy, path: newPath(copy))) }
    case .local:
      let copy = copyUID(of: uid, hash: remote.hash)
      if local[ComponentUID(copy)] == nil {
        actions.append(.keepConflictCopy(uid: uid, copyUID: copy, side: .remote))
      }
      actions.append(.pushUpdate(uid: uid, path: remote.path, etag: remote.etag))
      if local[ComponentUID(copy)] == nil { actions.append(.pushCreate(uid: copy, path: newPath(copy))) }
    }
    return actions
  }
}
