// The store under a sync (docs/SYNC.md "Security"): one sync at a time (flock on STORE.lock),
// an edit made while a sync runs is never written over (the pass restarts and reads it), and
// the store keeps its mode and its symbolic link. Authority: SECURITY.md (a reminder edited
// during a sync was lost; two syncs at once interleaved and one failed with a misleading 65;
// sync reset 0600 to 0644 and replaced a symlinked store by a regular file).

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Security: the store under a sync", .serialized, .timeLimit(.minutes(2)))
struct StoreSafetyTests {
  // MARK: - The lock (reasoned: flock(2) locks of two open files exclude each other, even in one process)

  @Test("a second sync of a locked store waits lockWait, then stops with .busy before any request")
  func locked() async throws {
    let run = try HostileRun(Sample.reminders(1))
    defer { run.remove() }
    let held = try StoreLock.acquire(forStore: run.storePath, wait: 0)
    let transport = ScriptedTransport([])
    var options = SyncOptions(storePath: run.storePath, url: URL(string: "http://127.0.0.1:9/cal/")!)
    options.lockWait = 0.3
    await #expect(throws: SyncError.busy(path: run.storePath + ".lock", waited: 0.3)) {
      _ = try await SyncEngine(transport: transport, codec: ReminderTodoCodec(), options: options).run()
    }
    #expect(transport.requests.isEmpty)
    #expect("\(SyncError.busy(path: "s.lock", waited: 5))" == "s.lock: another recur sync of this store is running (lock held for 5 s); try again when it has finished")
    held.release()
    let again = try StoreLock.acquire(forStore: run.storePath, wait: 0)
    again.release()
  }

  @Test("a symlinked store is locked at its target: both paths share one lock")
  func lockFollowsSymlink() throws {
    let run = try HostileRun()
    defer { run.remove() }
    let link = run.directory + "/link.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: run.storePath)
    let held = try StoreLock.acquire(forStore: link, wait: 0)
    defer { held.release() }
    #expect(held.path == StoreLock.lockPath(forStore: run.storePath))
    #expect(throws: SyncError.self) { _ = try StoreLock.acquire(forStore: run.storePath, wait: 0) }
  }

  // MARK: - Against Radicale

  /// Counts checkpoint visits (the checkpoint closure is synchronous and @Sendable).
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value } }
  }

  @Test("a reminder edited while the sync runs is kept and pushed; the remote edit is pulled too",
        .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func editedDuringSync() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "edited", reminders: Sample.reminders(2))
    try await f.sync()
    try await f.remoteEdit(Sample.id(1)) { $0.setProperty(Property(name: "SUMMARY", rawValue: "remote edit")) }
    let visits = Counter()
    let (summary, _) = try await f.sync(checkpoint: { point in
      // Between reading the store and replacing it: another program edits reminder 2.
      guard point == "planned", visits.next() == 1 else { return }
      try f.edit { $0[1].title = "local edit during the sync" }
    })
    #expect(summary.passes == 2)
    #expect(summary.pulled == 1 && summary.pushed == 1)
    let (local, remote) = try await f.snapshot()
    #expect(local == ["\(Sample.id(1))|remote edit|false", "\(Sample.id(2))|local edit during the sync|false"])
    #expect(remote == ["\(Sample.id(1))|remote edit", "\(Sample.id(2))|local edit during the sync"])
  }

  @Test("edited during every pass: .storeChanged after 3 passes, the last edit still in the store",
        .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func editedDuringEveryPass() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "busy", reminders: Sample.reminders(2))
    try await f.sync()
    try await f.remoteEdit(Sample.id(1)) { $0.setProperty(Property(name: "SUMMARY", rawValue: "remote edit")) }
    let visits = Counter()
    await #expect(throws: SyncError.storeChanged(path: f.storePath)) {
      try await f.sync(checkpoint: { point in
        guard point == "planned" else { return }
        let n = visits.next()
        try f.edit { $0[1].title = "edit \(n)" }
      })
    }
    #expect(try f.reminders().map(\.title) == ["Task 1", "edit 3"])
  }

  /// A collection with one remote reminder to pull, and a store at `storePath` (made by `setUp`).
  func pullInto(_ server: CalDAVServer, _ name: String, setUp: (SyncFixture) throws -> String) async throws -> (SyncFixture, String) {
    let f = try await SyncFixture.make(server, name)
    let path = try setUp(f)
    try await f.remoteCreate(uid: "R1", summary: "from the server")
    var options = SyncOptions(storePath: path, url: f.collection, credentials: server.credentials)
    options.progress = { _ in }
    let summary = try await SyncEngine(transport: URLSessionTransport(timeout: 30), codec: ReminderTodoCodec(), options: options).run()
    #expect(summary.pulled == 1)
    #expect(try ReminderStore.load(path: path).reminders.map(\.title) == ["from the server"])
    return (f, path)
  }

  @Test("a store of mode 0600 stays 0600 after a sync writes it",
        .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func modeKept() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let (_, path) = try await pullInto(server, "mode") { f in
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: f.storePath)
      return f.storePath
    }
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("a symlinked store stays a symlink; the sync writes through to its target",
        .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func symlinkKept() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let (f, link) = try await pullInto(server, "symlink") { f in
      let link = f.directory + "/link.json"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: f.storePath)
      return link
    }
    let type = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(type == .typeSymbolicLink)
    #expect(try f.reminders().map(\.title) == ["from the server"])
  }
}
