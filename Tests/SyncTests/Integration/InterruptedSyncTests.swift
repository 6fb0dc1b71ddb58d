// Interrupted syncs converge (docs/SYNC.md "Re-running an interrupted sync"): a sync cut after
// each possible number of requests, or crashed right after the store write or the sidecar
// write, then run again, ends with the same store and collection as an uninterrupted sync,
// and the sync after that writes nothing. Also 1,000 todos. Source: docs/SYNC.md; Radicale
// 3.9 and Xandikos 0.4 behaviour observed here.

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Interrupted and large syncs against real CalDAV servers", .serialized, .timeLimit(.minutes(10)),
       .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
struct InterruptedSyncTests {
  /// Every change kind on both sides plus a conflict, after a first sync of 6 reminders:
  /// local edit 1, delete 2, create 7; remote edit 3, delete 4, create phone-1; 5 edited on
  /// both sides, the remote later (so the remote wins and the local version is copied).
  static func prepare(_ server: CalDAVServer, _ name: String) async throws -> SyncFixture {
    let f = try await SyncFixture.make(server, name, reminders: Sample.reminders(6))
    try await f.sync()
    try f.edit(modified: SyncFixture.t2020) { list in
      list[0].title = "Task 1 local edit"
      list.removeAll { $0.id == Sample.id(2) }
      if let i = list.firstIndex(where: { $0.id == Sample.id(5) }) { list[i].title = "Task 5 local" }
      list.append(Reminder(id: Sample.id(7), title: "Task 7 new here"))
    }
    try await f.remoteEdit(Sample.id(3)) { $0.setProperty(Property(name: "SUMMARY", text: "Task 3 remote edit")) }
    try await f.remoteDelete(Sample.id(4))
    try await f.remoteEdit(Sample.id(5)) { $0.setProperty(Property(name: "SUMMARY", text: "Task 5 remote")) }
    try await f.remoteCreate(uid: "phone-1", summary: "New on the phone")
    return f
  }

  @Test("cut after every request count n, then rerun: same end state as without a cut", arguments: ServerKind.allCases)
  func cutAfterEachRequest(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let reference = try await Self.prepare(server, "reference")
    let (summary, counter) = try await reference.sync()
    #expect(summary.description == "pushed 3, pulled 3, deleted 2, conflicts 1")
    let expected = try await reference.snapshot()
    #expect(expected.local == expected.remote.map { $0 + "|false" })
    let total = counter.requests
    #expect(total > 3)
    for n in 0..<total {
      let f = try await Self.prepare(server, "cut-\(n)")
      await #expect(throws: SyncError.interrupted(afterRequests: n)) { try await f.sync(limit: n) }
      let (_, rerun) = try await f.sync()
      #expect(try await f.snapshot() == expected, "cut after \(n) of \(total) requests; rerun sent \(rerun.methods)")
      let (_, idle) = try await f.sync()
      #expect(idle.writes == 0, "after the cut at \(n): \(idle.methods)")
    }
  }

  @Test("crash right after the store write, or right after the sidecar write, then rerun: same end state", arguments: ServerKind.allCases)
  func crashAtCheckpoints(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let reference = try await Self.prepare(server, "reference")
    try await reference.sync()
    let expected = try await reference.snapshot()
    struct Crash: Error {}
    for point in ["store-written", "state-written", "pushed"] {
      let f = try await Self.prepare(server, "crash-\(point)")
      await #expect(throws: Crash.self) {
        try await f.sync(checkpoint: { if $0 == point { throw Crash() } })
      }
      try await f.sync()
      #expect(try await f.snapshot() == expected, "crash at \(point)")
      let (_, idle) = try await f.sync()
      #expect(idle.writes == 0, "after a crash at \(point): \(idle.methods)")
    }
  }

  @Test("1,000 todos: first sync, idle sync without writes, ten edits pushed (no timing assertion)", arguments: ServerKind.allCases)
  func thousand(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "thousand", reminders: Sample.reminders(1000))
    let start = Date()
    let (first, counter) = try await f.sync()
    let seconds = Date().timeIntervalSince(start)
    print("sync-figures: \(kind) 1000 todos first sync: \(counter.requests) requests (\(counter.writes) writes) in \(String(format: "%.1f", seconds)) s")
    #expect(first.pushed == 1000)
    #expect(try await f.remoteTodos().count == 1000)
    let idleStart = Date()
    let (idle, idleCounter) = try await f.sync()
    print("sync-figures: \(kind) 1000 todos idle sync: \(idleCounter.requests) requests in \(String(format: "%.2f", Date().timeIntervalSince(idleStart))) s")
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(idleCounter.writes == 0)
    try f.edit { list in for i in 0..<10 { list[i * 100].title += " edited" } }
    let (edits, editCounter) = try await f.sync()
    print("sync-figures: \(kind) 10 edits of 1000: \(editCounter.requests) requests (\(editCounter.writes) writes)")
    #expect(edits.pushed == 10)
    #expect(editCounter.writes == 10)
  }
}
