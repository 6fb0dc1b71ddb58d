// `recur sync` and a second client taking turns on one Radicale (or Cyrus) collection (docs/SYNC.md
// "Beside other clients"): python `caldav` 2.2 (PyPI) creates, edits, completes a recurring
// todo in each of its modes (plain: the whole series; "safe": a completed copy plus the
// series advanced; "thisandfuture": RECURRENCE-ID overrides), deletes; both sides edit one
// todo (a conflict); VALARM and X- properties; DTSTART+DURATION (RFC 5545 §3.6.2). The
// expected readings are those docs/SYNC.md records, observed on caldav 2.2.6 and Radicale 3.9.

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Sync beside a second client (python caldav)", .serialized, .timeLimit(.minutes(3)),
       .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
struct TwoClientTests {
  /// The server; `CyrusTests` runs these scenarios with `.cyrus`.
  var kind: ServerKind = .radicale

  func setUp(_ name: String) async throws -> (CalDAVServer, SyncFixture, PythonCalDAVClient) {
    let server = try await CalDAVServer.start(kind)
    let f = try await SyncFixture.make(server, name)
    return (server, f, PythonCalDAVClient(server: server, collection: f.collection))
  }

  func series(_ uid: String, _ rule: String = "FREQ=WEEKLY", year: Int = 2026) -> [String] {
    ["UID:\(uid)", "DTSTAMP:20261101T000000Z", "SUMMARY:Series \(uid)", "DTSTART:\(year)1201T090000Z",
     "DUE:\(year)1201T100000Z", "RRULE:\(rule)"]
  }

  func reminder(_ f: SyncFixture, _ uid: String) throws -> Reminder? { try f.reminders().first { $0.id == uid } }

  @Test("create and edit on each side; VALARM and X- properties of the other client kept; each reads the other's writes")
  func createAndEdit() async throws {
    let (server, f, py) = try await setUp("turns")
    defer { server.stop() }
    try py.put(series("py-1") + ["X-PY-COLOR:green", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Water",
                                 "TRIGGER:-PT15M", "END:VALARM"])
    #expect(try await f.sync().0.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    let pulled = try #require(try reminder(f, "py-1"))
    #expect(pulled.title == "Series py-1")
    #expect(pulled.due?.description == "2026-12-01T10:00:00")
    #expect(pulled.recurrence?.rule == "FREQ=WEEKLY")

    try f.edit(modified: Date()) { list in
      list[0].title = "Series py-1 (recur)"
      list.append(Reminder(id: Sample.id(5), title: "Made by recur"))
    }
    #expect(try await f.sync().0.description == "pushed 2, pulled 0, deleted 0, conflicts 0")
    let text = try #require(try py.object("py-1"))
    for line in ["SUMMARY:Series py-1 (recur)", "X-PY-COLOR:green", "BEGIN:VALARM", "TRIGGER:-PT15M",
                 "DTSTART:20261201T090000Z", "DUE:20261201T100000Z", "RRULE:FREQ=WEEKLY"] {
      #expect(text.contains(line + "\r\n") || text.contains(line + "\n"), "\(line) missing in \(text)")
    }
    #expect(!text.contains("DURATION"))

    // python reads and rewrites both objects; recur pulls its edits.
    try py.run(["edit", "py-1", "Series py-1 (python)"])
    try py.run(["edit", Sample.id(5), "Made by recur, renamed in python"])
    #expect(try await f.sync().0.description == "pushed 0, pulled 2, deleted 0, conflicts 0")
    #expect(try reminder(f, "py-1")?.title == "Series py-1 (python)")
    #expect(try reminder(f, Sample.id(5))?.title == "Made by recur, renamed in python")
    let (idle, counter) = try await f.sync()
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(counter.writes == 0)
  }

  @Test("completing a recurring todo in python caldav's three modes, read as meant; our later edit keeps its overrides")
  func completeInEachMode() async throws {
    let (server, f, py) = try await setUp("complete")
    defer { server.stop() }
    for uid in ["py-plain", "py-safe"] { try py.put(series(uid)) }
    // python caldav guesses the split's RECURRENCE-ID from the clock (now + the interval −
    // the todo's length): a series ten years on keeps that guess before its first instance.
    try py.put(series("py-taf", year: 2036))
    #expect(try await f.sync().0.description == "pushed 0, pulled 3, deleted 0, conflicts 0")
    try py.run(["complete", "py-plain", "plain", "20261201T093000Z"])
    try py.run(["complete", "py-safe", "safe", "20261201T093000Z"])
    try py.run(["complete", "py-taf", "this_and_future", "20361201T093000Z"])
    // Pulled: the completed plain series, the advanced "safe" series and its completed copy,
    // the split series.
    let (after, _) = try await f.sync()
    #expect(after.description == "pushed 0, pulled 4, deleted 0, conflicts 0")

    // plain: STATUS:COMPLETED and COMPLETED on the master, the rule kept: the whole series is done.
    let plain = try #require(try reminder(f, "py-plain"))
    #expect(plain.completed)
    #expect(plain.recurrence?.rule == "FREQ=WEEKLY")
    // safe: a new object (new UID, no RRULE) completed, and the series moved to the next
    // occurrence after the completion time (caldav counts from 09:30, one week on).
    let safe = try #require(try reminder(f, "py-safe"))
    #expect(!safe.completed)
    #expect(safe.due?.description == "2026-12-08T10:30:00")
    let copies = try f.reminders().filter { $0.title == "Series py-safe" && $0.id != "py-safe" }
    #expect(copies.count == 1)
    #expect(copies.first?.completed == true)
    #expect(copies.first?.recurrence == nil)
    #expect(copies.first?.due?.description == "2026-12-01T10:00:00")
    // thisandfuture: the master unchanged, a completed override RECURRENCE-ID:20361201T090000Z
    // and a RANGE=THISANDFUTURE override (RECURRENCE-ID guessed) starting 2036-12-08T09:30,
    // due 10:30: the split series (docs/SEMANTICS.md "THISANDFUTURE splits"). The person
    // finished the 1 December occurrence; next is 8 December 10:30.
    let taf = try #require(try reminder(f, "py-taf"))
    #expect(taf.due?.description == "2036-12-08T10:30:00")
    #expect(taf.recurrence?.rule == "FREQ=WEEKLY")
    #expect(!taf.completed)

    // Our edit of the title leaves the series as python wrote it (master DTSTART/DUE/RRULE,
    // both overrides), and python completes it again from there.
    try f.edit(modified: Date()) { list in
      if let i = list.firstIndex(where: { $0.id == "py-taf" }) { list[i].title = "Series py-taf (recur)" }
    }
    #expect(try await f.sync().0.description == "pushed 1, pulled 0, deleted 0, conflicts 0")
    let text = try #require(try py.object("py-taf"))
    for line in ["RECURRENCE-ID:20361201T090000Z", "SUMMARY:Series py-taf (recur)", "DTSTART:20361201T090000Z",
                 "DUE:20361201T100000Z", "RRULE:FREQ=WEEKLY", "DTSTART:20361208T093000Z", "DUE:20361208T103000Z"] {
      #expect(text.contains(line + "\r\n") || text.contains(line + "\n"), "\(line) missing in \(text)")
    }
    #expect(text.contains("RECURRENCE-ID;RANGE=THISANDFUTURE:"))
    try py.run(["complete", "py-taf", "this_and_future", "20361208T093000Z"])
    #expect(try await f.sync().0.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    #expect(try reminder(f, "py-taf")?.due?.description == "2036-12-15T10:30:00")
    let (idle, counter) = try await f.sync()
    #expect(idle.description == "pushed 0, pulled 0, deleted 0, conflicts 0")
    #expect(counter.writes == 0)
  }

  @Test("deletes both ways; a conflict: python stamps no LAST-MODIFIED, so the store's edit wins and python's is kept as a copy")
  func deleteAndConflict() async throws {
    let (server, f, py) = try await setUp("delete")
    defer { server.stop() }
    for uid in ["py-d1", "py-d2", "py-c"] {
      try py.put(["UID:\(uid)", "DTSTAMP:20261101T000000Z", "SUMMARY:\(uid)"])
    }
    #expect(try await f.sync().0.description == "pushed 0, pulled 3, deleted 0, conflicts 0")
    try py.run(["delete", "py-d1"])
    try f.edit(modified: Date()) { list in
      list.removeAll { $0.id == "py-d2" }
      if let i = list.firstIndex(where: { $0.id == "py-c" }) { list[i].title = "py-c (recur)" }
    }
    try py.run(["edit", "py-c", "py-c (python)"])
    let (summary, _) = try await f.sync()
    #expect(summary.description == "pushed 2, pulled 0, deleted 2, conflicts 1")
    #expect(try f.reminders().map(\.title).sorted() == ["py-c (python) (conflict copy)", "py-c (recur)"])
    let remote = try py.dump().map(\.data)
    #expect(remote.count == 2)
    #expect(remote.contains { $0.contains("SUMMARY:py-c (recur)") })
    #expect(remote.contains { $0.contains("SUMMARY:py-c (python) (conflict copy)") })
    #expect(!remote.contains { $0.contains("UID:py-d1") || $0.contains("UID:py-d2") })
  }

  @Test("a DTSTART+DURATION todo made by python: read as due at DTSTART+DURATION; our title edit keeps its schedule, a due edit writes DUE without DURATION")
  func startPlusDuration() async throws {
    let (server, f, py) = try await setUp("duration")
    defer { server.stop() }
    try py.put(["UID:py-dur", "DTSTAMP:20261101T000000Z", "SUMMARY:Two hours", "DTSTART:20261201T090000Z", "DURATION:PT2H"])
    #expect(try await f.sync().0.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    #expect(try reminder(f, "py-dur")?.due?.description == "2026-12-01T11:00:00")
    try f.edit(modified: Date()) { $0[0].title = "Two hours (recur)" }
    #expect(try await f.sync().0.description == "pushed 1, pulled 0, deleted 0, conflicts 0")
    let kept = try #require(try py.object("py-dur"))
    #expect(kept.contains("DURATION:PT2H"))
    #expect(kept.contains("DTSTART:20261201T090000Z"))
    #expect(!kept.contains("DUE"))
    try f.edit(modified: Date().addingTimeInterval(1)) { $0[0].due = ReminderDue(json: "2026-12-01T12:00:00") }
    #expect(try await f.sync().0.description == "pushed 1, pulled 0, deleted 0, conflicts 0")
    let text = try #require(try py.object("py-dur"))
    #expect(text.contains("DUE:20261201T120000Z"))
    #expect(!text.contains("DURATION"))
    try py.run(["edit", "py-dur", "Two hours (python)"])
    #expect(try await f.sync().0.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    #expect(try reminder(f, "py-dur")?.due?.description == "2026-12-01T12:00:00")
  }
}
