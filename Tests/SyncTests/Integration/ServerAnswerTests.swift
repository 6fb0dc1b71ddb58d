// What a sync makes of the server's answers (docs/SYNC.md "Exit status" and
// "Choosing the calendar"): a read-only calendar (Radicale `from_file` rights, 403 on every
// write, RFC 3744 current-user-privilege-set without write), one refused object among others,
// a 404 collection, several calendars under one root, and a DTSTART+DURATION todo of another
// client (RFC 5545 §3.6.2: DUE and DURATION never together). Real Radicale 3.9 and Xandikos.

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Sync and the server's answers", .serialized, .timeLimit(.minutes(3)),
       .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
struct ServerAnswerTests {
  /// The store synced with Radicale's read-only calendar (CalDAVServer `readOnly`).
  func readOnlyFixture(_ server: CalDAVServer) throws -> SyncFixture {
    let directory = server.directory + "/stores/readonly"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return SyncFixture(server: server, collection: server.collectionURL("readonly"),
                       storePath: directory + "/tasks.json", directory: directory)
  }

  // docs/SYNC.md: a 403 on a read-only calendar names the object and says "forbidden"; the rest
  // (the pull) completes; the next sync retries only the refused objects.
  @Test("read-only calendar: each PUT refused with 403 names its object, the pull still lands, the next sync retries only those")
  func readOnlyCalendar() async throws {
    let server = try await CalDAVServer.start(.radicale, readOnly: true)
    defer { server.stop() }
    let f = try readOnlyFixture(server)
    try f.write([Reminder(id: Sample.id(1), title: "Mine 1"), Reminder(id: Sample.id(2), title: "Mine 2")])
    let (first, counter) = try await f.sync()
    #expect(first.description == "pushed 0, pulled 1, deleted 0, conflicts 0, refused 2")
    #expect(counter.methods.filter { $0.hasPrefix("PUT") }.count == 2)
    let texts = first.refusals.map(\.description)
    #expect(texts.count == 2)
    for (n, text) in texts.enumerated() {
      #expect(text.contains("PUT \(server.collectionURL("readonly").absoluteString)\(Sample.id(n + 1)).ics"), "\(text)")
      #expect(text.contains("(\"Mine \(n + 1)\", UID \(Sample.id(n + 1)))"), "\(text)")
      #expect(text.contains("403 Forbidden (forbidden: read-only calendar or object)"), "\(text)")
    }
    #expect(try f.reminders().map(\.title).sorted() == ["Mine 1", "Mine 2", "Shared chore"])

    // Only the two refused objects are tried again; the pulled one is settled.
    let (second, again) = try await f.sync()
    #expect(second.description == "pushed 0, pulled 0, deleted 0, conflicts 0, refused 2")
    #expect(again.methods.filter { !$0.hasPrefix("PROPFIND") && !$0.hasPrefix("REPORT") }.count == 2, "\(again.methods)")
  }

  // RFC 3744 §5.4 via Radicale's rights: the listing says which calendar is read-only.
  @Test("--list: every calendar under the root with URL, display name, components and read-only")
  func listCalendars() async throws {
    let server = try await CalDAVServer.start(.radicale, readOnly: true)
    defer { server.stop() }
    _ = try await server.makeCollection("tasks")
    _ = try await server.makeCollection("work")
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 10), credentials: server.credentials, boundTo: server.root)
    let lines = try await client.calendars(from: server.root).map(\.line)
    let base = "http://127.0.0.1:\(server.port)/alice/"
    #expect(lines == [
      "\(base)readonly/\tRead only\tVTODO\tread-only",
      "\(base)tasks/\ttasks\tVTODO\tread-write",
      "\(base)work/\twork\tVTODO\tread-write",
    ])
  }

  // docs/SYNC.md: discovery never chooses among several VTODO calendars by itself.
  @Test("a root with several VTODO calendars: no --calendar names the candidates; --calendar by name or URL picks one, kept in the sidecar")
  func chooseCalendar() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let tasks = try await server.makeCollection("tasks")
    let work = try await server.makeCollection("work")
    let directory = server.directory + "/stores/choose"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let f = SyncFixture(server: server, collection: work, storePath: directory + "/tasks.json", directory: directory)
    try f.write(Sample.reminders(1))
    do {
      try await f.sync(url: server.root)
      Issue.record("no error")
    } catch let error as SyncError {
      #expect(error == .chooseCalendar(url: server.root.absoluteString, choice: nil,
                                       candidates: ["\(tasks.absoluteString) (\"tasks\")", "\(work.absoluteString) (\"work\")"]))
      #expect(error.description.contains("choose one with --calendar NAME|URL"))
    }
    #expect(!FileManager.default.fileExists(atPath: f.storePath + ".sync"))

    do {
      try await f.sync(url: server.root, calendar: "holidays")
      Issue.record("no error")
    } catch let error as SyncError {
      #expect(error.description.hasPrefix("--calendar holidays names none of the VTODO calendars found from"))
    }

    let (summary, _) = try await f.sync(url: server.root, calendar: "Work")
    #expect(summary.pushed == 1)
    let state = try #require(try SyncState.load(from: f.storePath + ".sync"))
    #expect(state.collection == work.absoluteString)
    #expect(try await f.remoteTodos().keys.sorted() == [Sample.id(1)])
    // The kept collection is used from then on; another --calendar is refused.
    let (_, idle) = try await f.sync(url: server.root, calendar: work.absoluteString)
    #expect(idle.methods.count == 1, "\(idle.methods)")
    do {
      try await f.sync(url: server.root, calendar: "tasks")
      Issue.record("no error")
    } catch let error as SyncError {
      guard case .state = error else { Issue.record("expected .state, got \(error)"); return }
    }
  }

  // A collection URL that does not exist: the server's 404 with the URL (docs/SYNC.md: 69).
  @Test("a collection that does not exist: 404 with its URL", arguments: ServerKind.allCases)
  func missingCollection(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "there", reminders: Sample.reminders(1))
    let missing = server.collectionURL("not-there")
    do {
      try await f.sync(url: missing)
      Issue.record("no error")
    } catch let error as SyncError {
      #expect(error.description.contains(missing.path), "\(error)")
      switch error {
      case .httpStatus(_, _, 404, _), .notACalendar: break
      default: Issue.record("expected 404 or not a calendar, got \(error)")
      }
    }
  }

  // RFC 5545 §3.6.2: DUE and DURATION MUST NOT occur together; the importer reads
  // DTSTART + DURATION as the due. An edit of the title leaves the schedule as the other
  // client wrote it (DTSTART + DURATION, no DUE); an edit of the due writes DUE and drops
  // DURATION (before docs/SYNC.md, every edit wrote both and Radicale answered 400 to every
  // later sync).
  @Test("a DTSTART+DURATION todo of another client, edited here: its schedule kept, or DUE written and DURATION gone; no refusal", arguments: ServerKind.allCases)
  func startPlusDuration(kind: ServerKind) async throws {
    let server = try await CalDAVServer.start(kind)
    defer { server.stop() }
    let f = try await SyncFixture.make(server, "duration")
    try await f.remoteCreate(uid: "dur-1", summary: "Two-hour job",
                             extra: ["DTSTART:20261201T090000Z", "DURATION:PT2H", "X-OTHER-APP:keep"])
    let (first, _) = try await f.sync()
    #expect(first.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    let pulled = try #require(try f.reminders().first)
    #expect(pulled.due?.description == "2026-12-01T11:00:00")
    #expect(pulled.timeZone == "UTC")
    try f.edit(modified: Date()) { $0[0].title = "Two-hour job (edited)" }
    let (second, _) = try await f.sync()
    #expect(second.description == "pushed 1, pulled 0, deleted 0, conflicts 0")
    let kept = try #require(try await f.remoteTodos()["dur-1"])
    #expect(kept.firstProperty(named: "SUMMARY")?.text == "Two-hour job (edited)")
    #expect(kept.firstProperty(named: "DUE") == nil)
    #expect(kept.firstProperty(named: "DURATION")?.rawValue == "PT2H")
    #expect(kept.firstProperty(named: "DTSTART")?.rawValue == "20261201T090000Z")
    try f.edit(modified: Date().addingTimeInterval(1)) { $0[0].due = ReminderDue(json: "2026-12-02T11:00:00") }
    let (third, _) = try await f.sync()
    #expect(third.description == "pushed 1, pulled 0, deleted 0, conflicts 0")
    let todo = try #require(try await f.remoteTodos()["dur-1"])
    #expect(todo.firstProperty(named: "DUE")?.rawValue == "20261202T110000Z")
    #expect(todo.firstProperty(named: "DURATION") == nil)
    #expect(todo.firstProperty(named: "DTSTART")?.rawValue == "20261202T110000Z")
    #expect(todo.firstProperty(named: "X-OTHER-APP")?.rawValue == "keep")
    let (idle, counter) = try await f.sync()
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(counter.writes == 0)
  }
}
