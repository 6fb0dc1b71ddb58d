// Step 7 of a sync (docs/SYNC.md "Pushes"): PUT with If-None-Match: * for new resources, PUT
// with If-Match for edits starting from the server's current VTODO (RFC 4791 §5.3.2, RFC 9110
// §13.1), DELETE with If-Match (RFC 4918 §9.6); the sidecar saved as they succeed.

import Foundation
import Reminders

extension SyncEngine {
  /// Carries out the pushes in order, recording each success in `state`.
  func push(_ pushes: [SyncAction], current: [String: Reminder], texts: [String: String], collection: URL,
            state: inout SyncState, sidecar: String, summary: inout SyncSummary) async throws {
    guard !pushes.isEmpty else { return }
    // Edits start from the server's current text; fetch those not read in step 3.
    var base = texts
    let missing = pushes.compactMap { action -> String? in
      if case let .pushUpdate(_, path, _) = action, base[path] == nil { return path }
      return nil
    }
    if !missing.isEmpty {
      for object in try await client.fetch(missing, from: collection) { base[object.path] = object.calendarData }
    }
    let now = options.now()
    let total = pushes.count
    var done = 0
    for action in pushes {
      switch action {
      case let .pushCreate(uid, path):
        guard let reminder = current[uid] else { continue }
        let text = codec.newResource(for: reminder, now: now)
        let etag = try await client.put(text, at: path, on: collection, precondition: .absent)
        record(uid: uid, path: path, etag: etag, text: text, reminder: reminder, state: &state)
        summary.pushed += 1
      case let .pushUpdate(uid, path, etag):
        guard let reminder = current[uid] else { continue }
        let text = base[path].flatMap { codec.updatedResource($0, with: reminder, now: now) }
          ?? codec.newResource(for: reminder, now: now)
        let newETag = try await client.put(text, at: path, on: collection,
                                           precondition: etag.map { .matches($0) } ?? .none)
        record(uid: uid, path: path, etag: newETag, text: text, reminder: reminder, state: &state)
        summary.pushed += 1
      case let .pushDelete(uid, path, etag):
        try await client.delete(at: path, on: collection, precondition: etag.map { .matches($0) } ?? .none)
        state.items[uid] = nil
        summary.deleted += 1
      default:
        continue
      }
      summary.writes += 1
      done += 1
      try options.checkpoint("pushed")
      if done % max(1, options.stateSaveInterval) == 0 {
        try state.save(to: sidecar)
        if total >= options.progressThreshold { options.progress("sync: pushed \(done)/\(total)") }
      }
    }
    try state.save(to: sidecar)
  }

  /// Records a successful PUT: both hashes as they now stand on each side.
  private func record(uid: String, path: String, etag: String?, text: String, reminder: Reminder,
                      state: inout SyncState) {
    let localHash = codec.contentHash(reminder)
    let remoteHash = codec.todos(in: text).first { $0.reminder.id == uid }.map { codec.contentHash($0.reminder) } ?? localHash
    state.items[uid] = .init(href: path, etag: etag, localHash: localHash, remoteHash: remoteHash)
  }
}
