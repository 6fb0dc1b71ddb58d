// Step 7 of a sync (docs/SYNC.md "Pushes"): PUT with If-None-Match: * for new resources, PUT
// with If-Match for edits starting from the server's current VTODO (RFC 4791 §5.3.2, RFC 9110
// §13.1), DELETE with If-Match (RFC 4918 §9.6); one at a time unless configured otherwise; the
// sidecar saved as they succeed.

import Foundation
import ICalendar
import Reminders

extension SyncEngine {
  /// Carries out the pushes in order, recording each success in `state`.
  func push(_ pushes: [SyncAction], current: [ComponentUID: Reminder], texts: [String: String], collection: URL,
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
    var next = 0
    let window = max(1, options.concurrentWrites)
    try await withThrowingTaskGroup(of: PushOutcome.self) { group in
      // A sliding window: at most `window` writes in flight; results are recorded in the
      // order they complete (each write is independent of the others).
      func startNext() {
        guard next < pushes.count else { return }
        let action = pushes[next]
        next += 1
        let reminder = current[ComponentUID(action.uid)]
        let serverText: String? = if case let .pushUpdate(_, path, _) = action { base[path] } else { nil }
        group.addTask { try await self.perform(action, reminder: reminder, serverText: serverText, collection: collection, now: now) }
      }
      for _ in 0..<window { startNext() }
      while let outcome = try await group.next() {
        switch outcome {
        case let .stored(uid, item):
          state.items[ComponentUID(uid)] = item
          summary.pushed += 1
        case let .deleted(uid):
          state.items[ComponentUID(uid)] = nil
          summary.deleted += 1
        case let .refused(uid):
          // A path outside the collection (a sidecar from an older version, or a bug): the
          // item is forgotten, so the reminder is created inside the collection next time.
          state.items[ComponentUID(uid)] = nil
          startNext()
          continue
        case .skipped:
          startNext()
          continue
        case let .serverRefused(error):
          // The object stays as it was in the sidecar, so the next sync retries only it.
          if !summary.refusals.contains(error) { summary.refusals.append(error) }
          startNext()
          continue
        }
        summary.writes += 1
        done += 1
        try options.checkpoint("pushed")
        if done % max(1, options.stateSaveInterval) == 0 {
          try state.save(to: sidecar)
          if total >= options.progressThreshold { options.progress("sync: pushed \(done)/\(total)") }
        }
        startNext()
      }
    }
    try state.save(to: sidecar)
  }

  /// What one write achieved.
  enum PushOutcome: Sendable {
    /// A PUT succeeded: the sidecar item for the UID.
    case stored(String, SyncState.Item)
    /// A DELETE succeeded.
    case deleted(String)
    /// Nothing to do (the reminder is no longer in the store).
    case skipped
    /// The write was refused before sending: its path is outside the collection.
    case refused(String)
    /// The server refused this one object (`SyncError.refused`, naming it).
    case serverRefused(SyncError)
  }

  /// Sends one write (runs concurrently with others; touches no shared state).
  func perform(_ action: SyncAction, reminder: Reminder?, serverText: String?, collection: URL,
               now: Date) async throws -> PushOutcome {
    do {
      return try await write(action, reminder: reminder, serverText: serverText, collection: collection, now: now)
    } catch let SyncError.refused(method, url, status, detail) {
      let name = reminder.map { " (\"\($0.title.prefix(80))\", UID \(action.uid))" } ?? " (UID \(action.uid))"
      return .serverRefused(.refused(method: method, url: url + name, status: status, detail: detail))
    } catch let SyncError.outsideCollection(method, path, inside) {
      client.warning("not sending \(method) \(path): outside the collection \(inside); the sidecar entry is dropped")
      return .refused(action.uid)
    }
  }

  /// The request of one write action.
  private func write(_ action: SyncAction, reminder: Reminder?, serverText: String?, collection: URL,
                     now: Date) async throws -> PushOutcome {
    switch action {
    case let .pushCreate(uid, path):
      guard let reminder else { return .skipped }
      let text = codec.newResource(for: reminder, now: now)
      let etag = try await client.put(text, at: path, on: collection, precondition: .absent)
      return .stored(uid, item(uid: uid, path: path, etag: etag, text: text, reminder: reminder))
    case let .pushUpdate(uid, path, etag):
      guard let reminder else { return .skipped }
      let text = serverText.flatMap { codec.updatedResource($0, with: reminder, now: now) }
        ?? codec.newResource(for: reminder, now: now)
      let newETag = try await client.put(text, at: path, on: collection,
                                         precondition: etag.map { .matches($0) } ?? .none)
      return .stored(uid, item(uid: uid, path: path, etag: newETag, text: text, reminder: reminder))
    case let .pushDelete(uid, path, etag):
      try await client.delete(at: path, on: collection, precondition: etag.map { .matches($0) } ?? .none)
      return .deleted(uid)
    default:
      return .skipped
    }
  }

  /// The sidecar item after a successful PUT: both hashes as they now stand on each side.
  private func item(uid: String, path: String, etag: String?, text: String, reminder: Reminder) -> SyncState.Item {
    let localHash = codec.contentHash(reminder)
    let remoteHash = codec.todos(in: text).first { ComponentUID(uid).matches($0.reminder.id) }.map { codec.contentHash($0.reminder) } ?? localHash
    return .init(href: path, etag: etag, localHash: localHash, remoteHash: remoteHash)
  }
}
