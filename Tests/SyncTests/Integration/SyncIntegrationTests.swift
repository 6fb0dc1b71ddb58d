// Two-way sync against real CalDAV servers (Radicale 3.9 and Xandikos 0.4 from PyPI, started
// on 127.0.0.1 by CalDAVServer): first sync, each change kind on each side, conflicts, idle
// syncs, X- properties of other clients (RFC 5545 §3.8.8.2), Basic auth (RFC 7617) and
// discovery (RFC 6764, RFC 5397, RFC 4791 §6.2.1). Source: docs/SYNC.md; server behaviour
// observed on these two servers.

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Sync against real CalDAV servers", .serialized, .timeLimit(.minutes(3)),
       .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
struct SyncIntegrationTests {
  @Test("first sync pushes every reminder with If-None-Match; the next syncs send no writes", arguments: ServerKind.allCases)
  func firstSyncThenIdle(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "first", reminders: Sample.reminders(3))
    let (first, counter) = try await f.sync()
    #expect(first.description == "pushed 3, pulled 0, deleted 0, conflicts 0")
    #expect(counter.writes == 3)
    #expect(counter.methods.filter { $0.hasPrefix("PUT") }.count == 3)
    let todos = try await f.remoteTodos()
    #expect(todos.keys.sorted() == [Sample.id(1), Sample.id(2), Sample.id(3)])
    #expect(todos[Sample.id(3)]?.firstProperty(named: "RRULE")?.rawValue == "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
    #expect(FileManager.default.fileExists(atPath: f.storePath + ".sync"))

    for _ in 0..<2 {
      let (idle, idleCounter) = try await f.sync()
      #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
      #expect(idleCounter.writes == 0, "idle sync sent \(idleCounter.methods)")
      #expect(idleCounter.requests <= 2, "idle sync sent \(idleCounter.methods)")
    }
    let (_, last) = try await f.sync()
    #expect(last.methods.count == 1, "a settled idle sync is one PROPFIND: \(last.methods)")
  }

  @Test("local create, edit and delete are pushed (PUT If-None-Match, PUT If-Match, DELETE If-Match)", arguments: ServerKind.allCases)
  func localChanges(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "local", reminders: Sample.reminders(3))
    try await f.sync()
    try f.edit { list in
      list[0].title = "Task 1 renamed"
      list.remove(at: 1)
      list.append(Reminder(id: Sample.id(9), title: "Task 9"))
    }
    let (summary, counter) = try await f.sync()
    #expect(summary.description == "pushed 2, pulled 0, deleted 1, conflicts 0")
    #expect(counter.writes == 3)
    let snap = try await f.snapshot()
    #expect(snap.remote == ["\(Sample.id(1))|Task 1 renamed", "\(Sample.id(3))|Task 3", "\(Sample.id(9))|Task 9"])
    let (idle, idleCounter) = try await f.sync()
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(idleCounter.writes == 0)
  }

  @Test("remote create, edit and delete by another client are pulled", arguments: ServerKind.allCases)
  func remoteChanges(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "remote", reminders: Sample.reminders(3))
    try await f.sync()
    try await f.remoteEdit(Sample.id(1)) { $0.setProperty(Property(name: "SUMMARY", text: "Task 1 from phone")) }
    try await f.remoteDelete(Sample.id(2))
    try await f.remoteCreate(uid: "phone-1", summary: "From the phone", extra: ["X-APPLE-SORT-ORDER:7"])
    let (summary, counter) = try await f.sync()
    #expect(summary.description == "pushed 0, pulled 2, deleted 1, conflicts 0")
    #expect(counter.writes == 0)
    let snap = try await f.snapshot()
    #expect(snap.local == ["\(Sample.id(1))|Task 1 from phone|false", "\(Sample.id(3))|Task 3|false", "phone-1|From the phone|false"])
    let pulled = try #require(try f.reminders().first { $0.id == "phone-1" })
    #expect(pulled.ical.contains("X-APPLE-SORT-ORDER:7"))
    let (_, idleCounter) = try await f.sync()
    #expect(idleCounter.writes == 0)
  }

  @Test("X-APPLE-… and X-MOZ-… properties of other clients survive our edit of the todo", arguments: ServerKind.allCases)
  func foreignPropertiesSurvive(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "xprops", reminders: Sample.reminders(1))
    try await f.sync()
    try await f.remoteEdit(Sample.id(1)) {
      $0.append(Property(name: "X-APPLE-SORT-ORDER", rawValue: "3"))
      $0.append(Property(name: "X-MOZ-GENERATION", rawValue: "2"))
      $0.setProperty(Property(name: "STATUS", rawValue: "IN-PROCESS"))
    }
    let (touched, touchedCounter) = try await f.sync()
    #expect(touched.description == "pushed 0, pulled 0, deleted 0, conflicts 0", "only X- properties changed: nothing to pull")
    #expect(touchedCounter.writes == 0)
    try f.edit { $0[0].title = "Task 1 edited here" }
    let (summary, _) = try await f.sync()
    #expect(summary.pushed == 1)
    let todo = try #require(try await f.remoteTodos()[Sample.id(1)])
    #expect(todo.firstProperty(named: "SUMMARY")?.text == "Task 1 edited here")
    #expect(todo.firstProperty(named: "X-APPLE-SORT-ORDER")?.rawValue == "3")
    #expect(todo.firstProperty(named: "X-MOZ-GENERATION")?.rawValue == "2")
    #expect(todo.firstProperty(named: "STATUS")?.rawValue == "IN-PROCESS")
    #expect(todo.firstProperty(named: "SEQUENCE")?.rawValue == "1")
  }

  @Test("conflict, remote newer (LAST-MODIFIED after the store's mtime): remote wins both sides, local kept as copy", arguments: ServerKind.allCases)
  func conflictRemoteWins(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "conflict-remote", reminders: Sample.reminders(1))
    try await f.sync()
    try f.edit(modified: SyncFixture.t2020) { $0[0].title = "Local title" }
    try await f.remoteEdit(Sample.id(1), modified: Date()) { $0.setProperty(Property(name: "SUMMARY", text: "Remote title")) }
    let (summary, _) = try await f.sync()
    #expect(summary.description == "pushed 1, pulled 1, deleted 0, conflicts 1")
    let snap = try await f.snapshot()
    let copy = snap.local.first { $0.contains("(conflict copy)") }
    #expect(snap.local.contains("\(Sample.id(1))|Remote title|false"))
    #expect(copy?.hasSuffix("|Local title (conflict copy)|false") == true)
    #expect(snap.remote.count == 2)
    #expect(snap.remote.contains("\(Sample.id(1))|Remote title"))
    #expect(snap.remote.contains { $0.hasSuffix("|Local title (conflict copy)") })
    let (_, idle) = try await f.sync()
    #expect(idle.writes == 0)
  }

  @Test("conflict, local newer: local wins both sides, remote kept as copy", arguments: ServerKind.allCases)
  func conflictLocalWins(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "conflict-local", reminders: Sample.reminders(1))
    try await f.sync()
    try await f.remoteEdit(Sample.id(1), modified: SyncFixture.t2020) { $0.setProperty(Property(name: "SUMMARY", text: "Remote title")) }
    try f.edit { $0[0].title = "Local title" }
    let (summary, _) = try await f.sync()
    #expect(summary.description == "pushed 2, pulled 0, deleted 0, conflicts 1")
    let snap = try await f.snapshot()
    #expect(snap.local.contains("\(Sample.id(1))|Local title|false"))
    #expect(snap.local.contains { $0.hasSuffix("|Remote title (conflict copy)|false") })
    #expect(snap.remote.contains("\(Sample.id(1))|Local title"))
    #expect(snap.remote.contains { $0.hasSuffix("|Remote title (conflict copy)") })
    let (_, idle) = try await f.sync()
    #expect(idle.writes == 0)
  }

  @Test("delete against edit: the edit survives on both sides, whichever side deleted", arguments: ServerKind.allCases)
  func deleteAgainstEdit(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "delete-edit", reminders: Sample.reminders(2))
    try await f.sync()
    // 1 deleted here, edited there; 2 edited here, deleted there.
    try f.edit { list in
      list.removeAll { $0.id == Sample.id(1) }
      if let i = list.firstIndex(where: { $0.id == Sample.id(2) }) { list[i].title = "Task 2 edited here" }
    }
    try await f.remoteEdit(Sample.id(1)) { $0.setProperty(Property(name: "SUMMARY", text: "Task 1 edited there")) }
    try await f.remoteDelete(Sample.id(2))
    let (summary, _) = try await f.sync()
    #expect(summary.description == "pushed 1, pulled 1, deleted 0, conflicts 0")
    let snap = try await f.snapshot()
    #expect(snap.local == ["\(Sample.id(1))|Task 1 edited there|false", "\(Sample.id(2))|Task 2 edited here|false"])
    #expect(snap.remote == ["\(Sample.id(1))|Task 1 edited there", "\(Sample.id(2))|Task 2 edited here"])
  }

  @Test("412 from a concurrent writer between our read and our PUT: the pass restarts and resolves it as a conflict", arguments: ServerKind.allCases)
  func concurrentWriter(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "race", reminders: Sample.reminders(1))
    try await f.sync()
    try f.edit(modified: SyncFixture.t2020) { $0[0].title = "Local title" }
    let racer = RacingTransport(base: URLSessionTransport(timeout: 30)) {
      try await f.remoteEdit(Sample.id(1), modified: Date()) { $0.setProperty(Property(name: "SUMMARY", text: "Racing title")) }
    }
    let (summary, counter) = try await f.sync(transport: racer)
    #expect(racer.raced)
    #expect(summary.passes == 2)
    #expect(summary.conflicts == 1)
    #expect(counter.methods.filter { $0.hasPrefix("PUT") }.count >= 2)
    let snap = try await f.snapshot()
    #expect(snap.local.contains("\(Sample.id(1))|Racing title|false"))
    #expect(snap.local.contains { $0.hasSuffix("|Local title (conflict copy)|false") })
    #expect(snap.remote.contains("\(Sample.id(1))|Racing title"))
    let (_, idle) = try await f.sync()
    #expect(idle.writes == 0)
  }

  @Test("wrong password → .unauthorized (401), nothing written (Radicale: htpasswd auth)")
  func wrongPassword() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "auth", reminders: Sample.reminders(1))
    let before = try Data(contentsOf: URL(fileURLWithPath: f.storePath))
    do {
      try await f.sync(credentials: Credentials(user: "alice", password: "wrong-secret"))
      Issue.record("no error")
    } catch let error as SyncError {
      guard case let .unauthorized(method, _, status) = error else {
        Issue.record("expected .unauthorized, got \(error)")
        return
      }
      #expect(method == "PROPFIND")
      #expect(status == 401)
      #expect(!"\(error)".contains("wrong-secret"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: f.storePath)) == before)
    #expect(!FileManager.default.fileExists(atPath: f.storePath + ".sync"))
  }

  @Test("discovery from the server root: /.well-known/caldav, current-user-principal, calendar-home-set", arguments: ServerKind.allCases)
  func discovery(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 10), credentials: server.credentials)
    let expected: String
    switch kind {
    case .radicale:
      _ = try await server.makeCollection("tasks")
      expected = "/alice/tasks/"
    case .xandikos:
      // Xandikos --defaults makes /user/calendars/calendar/ (VEVENT and VTODO).
      expected = "/user/calendars/calendar/"
    case .cyrus:
      // Cyrus makes /dav/calendars/user/alice/Default/ (VEVENT and VTODO) on first access.
      expected = "/dav/calendars/user/alice/Default/"
    }
    let (found, props) = try await client.discoverCollection(from: server.root)
    #expect(found.path + (found.path.hasSuffix("/") ? "" : "/") == expected)
    #expect(props.holdsTodos)

    // The engine given the root: discovers, records both URLs in the sidecar, pushes there,
    // and the next sync goes straight to the collection (one PROPFIND).
    let directory = server.directory + "/stores/discovery"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let f = SyncFixture(server: server, collection: found, storePath: directory + "/tasks.json", directory: directory)
    try f.write(Sample.reminders(2))
    let (summary, _) = try await f.sync(url: server.root)
    #expect(summary.pushed == 2)
    let state = try #require(try SyncState.load(from: f.storePath + ".sync"))
    #expect(state.url == server.root.absoluteString)
    #expect(URL(string: state.collection)?.path == found.path)
    #expect(try await f.remoteTodos().count == 2)
    let (_, idle) = try await f.sync(url: server.root)
    #expect(idle.methods.count == 1, "\(idle.methods)")
  }
}

/// Lets another client write the resource right before our first conditional PUT, so the
/// server answers 412 (RFC 9110 §13.1.1).
final class RacingTransport: HTTPTransport, @unchecked Sendable {
  private let base: any HTTPTransport
  private let race: @Sendable () async throws -> Void
  private let lock = NSLock()
  private var done = false

  init(base: any HTTPTransport, race: @escaping @Sendable () async throws -> Void) {
    self.base = base
    self.race = race
  }

  var raced: Bool { lock.withLock { done } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let go: Bool = lock.withLock {
      guard request.method == "PUT", request.headers["If-Match"] != nil, !done else { return false }
      done = true
      return true
    }
    if go { try await race() }
    return try await base.send(request)
  }
}
