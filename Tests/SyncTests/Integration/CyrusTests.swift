// The two-client scenarios and the calendar choice against Cyrus IMAP's CalDAV server (Debian
// `cyrus-caldav`, started by scripts/cyrus-caldav.sh; docs/SYNC.md "Servers"). Skipped, saying
// so, where Cyrus is not installed or we are not root; scripts/test.sh installs it when it can.

import CalDAVTestServers
import Foundation
import Reminders
import Testing
@testable import Sync

@Suite("Sync against Cyrus (cyrus-caldav)", .serialized, .timeLimit(.minutes(3)),
       .enabled(if: CalDAVServer.installed && CalDAVServer.cyrusAvailable,
                "Cyrus not installed, or not root, or .venv-caldav missing: run `bash scripts/cyrus-caldav.sh install` as root and `bash scripts/caldav-servers.sh`"))
struct CyrusTests {
  let scenarios = TwoClientTests(kind: .cyrus)

  @Test("create and edit on each side; VALARM and X- properties of the other client kept")
  func createAndEdit() async throws { try await scenarios.createAndEdit() }

  @Test("completing a recurring todo in python caldav's three modes, read as meant")
  func completeInEachMode() async throws { try await scenarios.completeInEachMode() }

  @Test("deletes both ways; a conflict kept as a copy")
  func deleteAndConflict() async throws { try await scenarios.deleteAndConflict() }

  @Test("a DTSTART+DURATION todo: read as due at DTSTART+DURATION; DUE never written with DURATION")
  func startPlusDuration() async throws { try await scenarios.startPlusDuration() }

  // docs/SYNC.md "Choosing the calendar": Cyrus' own calendar "Default" (display name
  // "personal") holds VEVENT and VTODO, so a root with a VTODO calendar "tasks" beside it has
  // two candidates; discovery names both and --calendar picks one.
  @Test("--list on the server root, then a sync from the root refused until --calendar chooses; the choice kept")
  func listAndChoose() async throws {
    let server = try await CalDAVServer.start(.cyrus)
    defer { server.stop() }
    let tasks = try await server.makeCollection("tasks")
    let home = "http://127.0.0.1:\(server.port)/dav/calendars/user/alice/"
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 10), credentials: server.credentials, boundTo: server.root)
    let lines = try await client.calendars(from: server.root).map(\.line)
    #expect(lines == [
      "\(home)Default/\tpersonal\tVEVENT,VTODO,VJOURNAL,VFREEBUSY,VAVAILABILITY\tread-write",
      "\(home)tasks/\ttasks\tVTODO\tread-write",
    ])

    let directory = server.directory + "-stores"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let f = SyncFixture(server: server, collection: tasks, storePath: directory + "/tasks.json", directory: directory)
    try f.write(Sample.reminders(2))
    do {
      try await f.sync(url: server.root)
      Issue.record("no error")
    } catch let error as SyncError {
      #expect(error == .chooseCalendar(url: server.root.absoluteString, choice: nil,
                                       candidates: ["\(home)Default/ (\"personal\")", "\(tasks.absoluteString) (\"tasks\")"]))
    }
    #expect(!FileManager.default.fileExists(atPath: f.storePath + ".sync"))
    let (summary, _) = try await f.sync(url: server.root, calendar: "tasks")
    #expect(summary.description == "pushed 2, pulled 0, deleted 0, conflicts 0")
    #expect(try SyncState.load(from: f.storePath + ".sync")?.collection == tasks.absoluteString)
    #expect(try await f.remoteTodos().keys.sorted() == [Sample.id(1), Sample.id(2)])
    let (idle, counter) = try await f.sync(url: server.root, calendar: "tasks")
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(counter.writes == 0)
  }
}
