// One pass of a sync (docs/SYNC.md "One sync", steps 1–8): local snapshot, remote listing
// (RFC 6578 sync-collection or RFC 4791 §7.8 calendar-query), multiget of what changed
// (§7.9), plan, store write, sidecar write, then the pushes (RFC 4791 §5.3.2).

import Foundation
import ICalendar
import Reminders

extension SyncEngine {
  /// Runs steps 1–8 once; `state` is kept current in memory so a following pass (after a
  /// 412) starts from what this one achieved.
  func onePass(collection: URL, properties: CollectionProperties, localModified: Date,
               state: inout SyncState, sidecar: String, summary: inout SyncSummary) async throws {
    // 1. The local snapshot (and the file's identity, to notice another writer later).
    let (store, identity) = try loadStoreChecked()
    // Reminders by UID, compared as bytes (`ComponentUID`), as import and the store read them.
    var localByUID: [ComponentUID: Reminder] = [:]
    var localHashes: [ComponentUID: String] = [:]
    for reminder in store.reminders {
      localByUID[ComponentUID(reminder.id)] = reminder
      localHashes[ComponentUID(reminder.id)] = codec.contentHash(reminder)
    }

    // 2. The remote listing: every member's ETag, from the sidecar plus the changes since
    //    its token when the server has tokens, else a full listing.
    var listing = knownListing(state)
    var newToken = state.syncToken
    if let token = state.syncToken, token == properties.syncToken {
      // Unchanged since the last sync: nothing to ask.
    } else if properties.syncToken == nil, let ctag = properties.ctag, ctag == state.ctag {
      // Unchanged per getctag.
    } else if properties.syncToken != nil || properties.supportsSyncCollection {
      if let token = state.syncToken, let delta = try await client.changes(of: collection, since: token) {
        for path in delta.removed { listing[path] = nil }
        for (path, etag) in delta.changed { listing[path] = etag }
        newToken = delta.token
      } else if let all = try await client.changes(of: collection, since: "") {
        listing = all.changed
        newToken = all.token
      } else {
        listing = try await client.listETags(of: collection)
        newToken = nil
      }
    } else {
      listing = try await client.listETags(of: collection)
      newToken = nil
    }

    // 3. Fetch what changed or is new.
    let toFetch = SyncPlanner.pathsToFetch(listing: listing, state: state)
    let total = toFetch.count
    let progress = options.progress
    let threshold = options.progressThreshold
    if total >= threshold { progress("sync: fetching \(total) changed resources") }
    let objects = try await client.fetch(toFetch, from: collection) { done in
      if total >= threshold { progress("sync: fetched \(done)/\(total)") }
    }
    var fetchedPaths = Set<String>()
    var remoteReminders: [String: Reminder] = [:]  // by path
    var remoteTexts: [String: String] = [:]  // by path
    var entries: [RemoteEntry] = []
    var others = state.others.filter { listing[$0.key] == $0.value }
    var seenUIDs = Set<ComponentUID>()
    for object in objects.sorted(by: { $0.path < $1.path }) {
      fetchedPaths.insert(object.path)
      // RFC 4791 §4.1: one UID per resource; the first VTODO is the master (overrides share its UID).
      guard let todo = codec.todos(in: object.calendarData).first, !seenUIDs.contains(ComponentUID(todo.reminder.id)) else {
        others[object.path] = object.etag ?? listing[object.path] ?? ""
        continue
      }
      seenUIDs.insert(ComponentUID(todo.reminder.id))
      let etag = object.etag ?? listing[object.path]
      entries.append(RemoteEntry(uid: todo.reminder.id, path: object.path, etag: etag,
                                 hash: codec.contentHash(todo.reminder), modified: todo.modified))
      remoteReminders[object.path] = todo.reminder
      remoteTexts[object.path] = object.calendarData
    }
    let complete = Set(toFetch).isSubset(of: fetchedPaths)

    // 4. Plan.
    let collectionPath = DAVHref.key(collection.absoluteString, relativeTo: collection) ?? (collection.path + "/")
    let actions = SyncPlanner.plan(
      local: localHashes, localModified: localModified, listing: listing, fetched: entries,
      fetchedPaths: fetchedPaths, state: state, collectionPath: collectionPath.hasSuffix("/") ? collectionPath : collectionPath + "/")
    let remoteByUID = Dictionary(entries.map { (ComponentUID($0.uid), $0) }, uniquingKeysWith: { a, _ in a })

    // 5. Store-side actions, then one atomic store write.
    var reminders = store.reminders
    var storeChanged = false
    // Counted into the summary only once the store is written (a pass may end before that).
    var conflictCount = 0, pullCount = 0, removeCount = 0
    for action in actions {
      switch action {
      case let .keepConflictCopy(uid, copyUID, side):
        let source = side == .local ? localByUID[ComponentUID(uid)] : remoteByUID[ComponentUID(uid)].flatMap { remoteReminders[$0.path] }
        let copyKey = ComponentUID(copyUID)
        guard var copy = source, !reminders.contains(where: { copyKey.matches($0.id) }) else { continue }
        copy.id = copyUID
        copy.title += " (conflict copy)"
        let at = (reminders.firstIndex { ComponentUID(uid).matches($0.id) }).map { $0 + 1 } ?? reminders.count
        reminders.insert(copy, at: at)
        storeChanged = true
        conflictCount += 1
      case let .pull(uid, remote):
        guard let pulled = remoteReminders[remote.path] else { continue }
        if let index = reminders.firstIndex(where: { ComponentUID(uid).matches($0.id) }) {
          reminders[index] = merged(remote: pulled, local: reminders[index])
        } else {
          reminders.append(pulled)
        }
        storeChanged = true
        pullCount += 1
      case let .removeLocal(uid):
        reminders.removeAll { ComponentUID(uid).matches($0.id) }
        storeChanged = true
        removeCount += 1
      default:
        break
      }
    }
    try options.checkpoint("planned")
    if storeChanged {
      // Never over an edit made meanwhile: if the file changed since step 1, this pass ends
      // without writing and the next one reads the edit (run() restarts it).
      guard StoreFileIdentity(path: options.storePath) == identity else {
        throw SyncError.storeChanged(path: options.storePath)
      }
      do {
        // ReminderStore's writer: atomic, keeping the file's mode and symlink (shared writer).
        try ReminderStore(reminders: reminders, extra: store.extra).save(path: options.storePath)
      } catch {
        throw SyncError.store(path: options.storePath, detail: error.description)
      }
    }
    summary.conflicts += conflictCount
    summary.pulled += pullCount
    summary.deleted += removeCount
    try options.checkpoint("store-written")
    var current: [ComponentUID: Reminder] = [:]
    for reminder in reminders { current[ComponentUID(reminder.id)] = reminder }

    // 6. The sidecar: every fetched remote version is now accounted for (in the store, as a
    //    conflict copy, or about to be overwritten by a push decided above).
    var settled = Set<ComponentUID>()
    for action in actions {
      switch action {
      case let .pull(uid, remote):
        let key = ComponentUID(uid)
        let stored = current[key].map(codec.contentHash) ?? remote.hash
        state.items[key] = .init(href: remote.path, etag: remote.etag, localHash: stored, remoteHash: remote.hash)
        settled.insert(key)
      case let .record(uid, remote, localHash):
        state.items[ComponentUID(uid)] = .init(href: remote.path, etag: remote.etag, localHash: localHash, remoteHash: remote.hash)
        settled.insert(ComponentUID(uid))
      case let .removeLocal(uid), let .forget(uid):
        state.items[ComponentUID(uid)] = nil
        settled.insert(ComponentUID(uid))
      default:
        break
      }
    }
    for entry in entries where !settled.contains(ComponentUID(entry.uid)) {
      let key = ComponentUID(entry.uid)
      state.items[key] = .init(href: entry.path, etag: entry.etag,
                               localHash: state.items[key]?.localHash ?? "", remoteHash: entry.hash)
    }
    state.others = others
    if complete {
      state.syncToken = newToken
      state.ctag = properties.ctag
    }
    // Rewritten only when it changed, so an idle sync writes nothing locally either.
    if (try? SyncState.load(from: sidecar)) != state { try state.save(to: sidecar) }
    try options.checkpoint("state-written")

    // 7. Pushes.
    let pushes = actions.filter(\.isRemoteWrite)
    try await push(pushes, current: current, texts: remoteTexts,
                   collection: collection, state: &state, sidecar: sidecar, summary: &summary)

    // 8. Settle: move the token past our own writes, so a resource we created and another
    //    client then deleted is reported next time (RFC 6578 §3.5 lets a server omit members
    //    created and removed since the token).
    if !pushes.isEmpty {
      try await settle(collection: collection, state: &state)
      try state.save(to: sidecar)
    }
  }

  /// Step 8: asks for the changes since the saved token; if they are exactly our own writes
  /// (same paths, same ETags) the new token is kept, otherwise the token is dropped so the
  /// next sync reads a full listing. One REPORT; none when the server has no tokens.
  func settle(collection: URL, state: inout SyncState) async throws {
    state.ctag = nil
    guard let token = state.syncToken else { return }
    guard let delta = try await client.changes(of: collection, since: token) else {
      state.syncToken = nil
      return
    }
    var ours: [String: String] = [:]
    var unknownETag = Set<String>()
    for item in state.items.values {
      if let etag = item.etag { ours[item.href] = etag } else { unknownETag.insert(item.href) }
    }
    let onlyOurs = delta.changed.allSatisfy { ours[$0.key] == $0.value || state.others[$0.key] == $0.value }
      && delta.removed.allSatisfy { ours[$0] == nil && !unknownETag.contains($0) }
    state.syncToken = onlyOurs ? delta.token : nil
  }

  /// The listing the sidecar implies: each item's path and ETag ("" when unknown), and others.
  func knownListing(_ state: SyncState) -> [String: String] {
    var listing = state.others
    for item in state.items.values { listing[item.href] = item.etag ?? "" }
    return listing
  }

  /// The remote version to store, keeping what only the store knows (unknown JSON fields).
  func merged(remote: Reminder, local: Reminder) -> Reminder {
    var result = remote
    for (key, value) in local.extra where result.extra[key] == nil { result.extra[key] = value }
    return result
  }
}
