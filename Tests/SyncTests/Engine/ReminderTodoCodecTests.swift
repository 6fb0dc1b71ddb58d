// The engine's mapping (docs/SEMANTICS.md "Sync": what a reminder owns on the server):
// edits change only owned properties of the server's VTODO (RFC 5545 §3.6.2), stamp DTSTAMP,
// LAST-MODIFIED and SEQUENCE (§3.8.7), keep X- properties (§3.8.8.2) and VALARMs; hashes are
// equal for a reminder and the VTODO written from it. Also UTC stamps (§3.3.5 form #2).

import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Engine: the reminder ↔ VTODO codec and UTC stamps")
struct ReminderTodoCodecTests {
  let codec = ReminderTodoCodec()
  let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

  static let serverText = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//iOS 18//EN",
    "BEGIN:VTODO", "UID:U1", "DTSTAMP:20260101T000000Z", "LAST-MODIFIED:20260101T000000Z", "SEQUENCE:4",
    "SUMMARY:Buy milk", "STATUS:IN-PROCESS", "X-APPLE-SORT-ORDER:3", "X-MOZ-GENERATION:2",
    "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM",
    "END:VTODO", "END:VCALENDAR", "",
  ].joined(separator: "\r\n")

  @Test("an edit replaces SUMMARY, keeps X-APPLE-SORT-ORDER, X-MOZ-GENERATION, IN-PROCESS and the VALARM")
  func editKeepsForeignProperties() throws {
    let text = try #require(codec.updatedResource(Self.serverText, with: Reminder(id: "U1", title: "Buy oat milk"), now: now))
    let todo = try #require(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO"))
    #expect(todo.firstProperty(named: "SUMMARY")?.text == "Buy oat milk")
    #expect(todo.firstProperty(named: "X-APPLE-SORT-ORDER")?.rawValue == "3")
    #expect(todo.firstProperty(named: "X-MOZ-GENERATION")?.rawValue == "2")
    #expect(todo.firstProperty(named: "STATUS")?.rawValue == "IN-PROCESS")
    #expect(todo.components(named: "VALARM").count == 1)
    #expect(todo.firstProperty(named: "SEQUENCE")?.rawValue == "5")
    #expect(todo.firstProperty(named: "LAST-MODIFIED")?.rawValue == "20261118T110640Z")
    #expect(todo.firstProperty(named: "DTSTAMP")?.rawValue == "20261118T110640Z")
    #expect(todo.properties(named: "SUMMARY").count == 1)
  }

  /// python caldav 2.2.6's "thisandfuture" completion (docs/SYNC.md "Beside other clients").
  static let splitText = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x",
    "BEGIN:VTODO", "UID:taf", "DTSTAMP:20261101T000000Z", "SUMMARY:Series", "DTSTART:20361201T090000Z",
    "DUE:20361201T100000Z", "RRULE:FREQ=WEEKLY", "STATUS:NEEDS-ACTION", "END:VTODO",
    "BEGIN:VTODO", "UID:taf", "DTSTAMP:20261101T000000Z", "SUMMARY:Series", "RECURRENCE-ID:20361201T090000Z",
    "DTSTART:20361201T090000Z", "DUE:20361201T100000Z", "STATUS:COMPLETED", "COMPLETED:20361201T093000Z", "END:VTODO",
    "BEGIN:VTODO", "UID:taf", "DTSTAMP:20261101T000000Z", "SUMMARY:Series",
    "RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z", "DTSTART:20361208T093000Z", "DUE:20361208T103000Z",
    "STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR", "",
  ].joined(separator: "\r\n")

  // docs/SEMANTICS.md "THISANDFUTURE splits": the reading is the split series; a title edit
  // leaves the master's schedule and both overrides as written; a due moved here rewrites the
  // master and drops the split, which would move it back on reading (here and in python).
  @Test("a series split by THISANDFUTURE: read as the split; a title edit keeps the schedule and overrides; a due edit drops the split")
  func splitSeries() throws {
    var reminder = try #require(codec.todos(in: Self.splitText).first?.reminder)
    #expect(reminder.due?.description == "2036-12-08T10:30:00")
    reminder.title = "Series (renamed)"
    let renamed = try #require(codec.updatedResource(Self.splitText, with: reminder, now: now))
    let todos = try #require(ICalendarParser.parse(renamed).calendar).components(named: "VTODO")
    #expect(todos.count == 3)
    #expect(todos.first?.firstProperty(named: "DTSTART")?.rawValue == "20361201T090000Z")
    #expect(todos.first?.firstProperty(named: "DUE")?.rawValue == "20361201T100000Z")
    #expect(todos.first?.firstProperty(named: "SUMMARY")?.text == "Series (renamed)")
    #expect(codec.todos(in: renamed).first.map { codec.contentHash($0.reminder) } == codec.contentHash(reminder))

    reminder.due = ReminderDue(json: "2036-12-20T10:00:00")
    let moved = try #require(codec.updatedResource(Self.splitText, with: reminder, now: now))
    let left = try #require(ICalendarParser.parse(moved).calendar).components(named: "VTODO")
    #expect(left.map { $0.firstProperty(named: "RECURRENCE-ID")?.description ?? "master" }
      == ["master", "RECURRENCE-ID:20361201T090000Z"])
    #expect(left.first?.firstProperty(named: "DUE")?.rawValue == "20361220T100000Z")
    #expect(codec.todos(in: moved).first?.reminder.due?.description == "2036-12-20T10:00:00")
  }

  @Test("an edit keeps the RRULE's parameters (RFC 5545 §3.2 other-param on §3.8.5.3 RRULE), and its value while the rule is unchanged")
  func editKeepsRuleParameters() throws {
    let server = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:x",
      "BEGIN:VTODO", "UID:U2", "DTSTAMP:20260101T000000Z", "SUMMARY:Water plants",
      "DUE:20260131T090000Z", "RRULE;X-APPLE-FOO=1:FREQ=DAILY",
      "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    var reminder = try #require(codec.todos(in: server).first?.reminder)
    reminder.title = "Water the plants"
    let text = try #require(codec.updatedResource(server, with: reminder, now: now))
    let todo = try #require(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO"))
    #expect(todo.firstProperty(named: "SUMMARY")?.text == "Water the plants")
    #expect(todo.properties(named: "RRULE").map(\.description) == ["RRULE;X-APPLE-FOO=1:FREQ=DAILY"])
    // The rule changed (every second day): the new value, the same parameter.
    reminder.recurrence?.interval = 2
    let changed = try #require(codec.updatedResource(server, with: reminder, now: now))
    let rules = try #require(ICalendarParser.parse(changed).calendar?.firstComponent(named: "VTODO")).properties(named: "RRULE")
    #expect(rules.count == 1)
    #expect(rules.first?.parameters.first?.name == "X-APPLE-FOO")
    #expect(rules.first?.rawValue.contains("INTERVAL=2") == true)
  }

  @Test("kept RRULE lines: top level only, not inside a kept child component")
  func keptRuleLines() {
    let ical = ["X-A:1", "RRULE;X-B=2:FREQ=DAILY", "BEGIN:X-THING", "RRULE:FREQ=WEEKLY", "END:X-THING"]
    #expect(ReminderTodoCodec.keptRuleLines(ical) == ["RRULE;X-B=2:FREQ=DAILY"])
  }

  @Test("completing replaces STATUS and adds COMPLETED and PERCENT-COMPLETE:100")
  func completing() throws {
    var done = Reminder(id: "U1", title: "Buy milk")
    done.completed = true
    let text = try #require(codec.updatedResource(Self.serverText, with: done, now: now))
    let todo = try #require(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO"))
    #expect(todo.firstProperty(named: "STATUS")?.rawValue == "COMPLETED")
    #expect(todo.firstProperty(named: "PERCENT-COMPLETE")?.rawValue == "100")
    #expect(todo.firstProperty(named: "X-APPLE-SORT-ORDER")?.rawValue == "3")
  }

  @Test("no VTODO with that UID, or not iCalendar → nil (the engine then writes a fresh resource)")
  func noMatch() {
    #expect(codec.updatedResource(Self.serverText, with: Reminder(id: "other", title: "x"), now: now) == nil)
    #expect(codec.updatedResource("garbage", with: Reminder(id: "U1", title: "x"), now: now) == nil)
  }

  @Test("reading: the VTODO's UID, title and LAST-MODIFIED; an event-only resource gives nothing")
  func reading() throws {
    let todos = codec.todos(in: Self.serverText)
    #expect(todos.count == 1)
    #expect(todos.first?.reminder.id == "U1")
    #expect(todos.first?.reminder.title == "Buy milk")
    #expect(todos.first?.modified == UTCStamp.parse("20260101T000000Z"))
    let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:E\r\nDTSTAMP:20260101T000000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    #expect(codec.todos(in: event).isEmpty)
    #expect(codec.todos(in: "").isEmpty)
  }

  @Test("a reminder and the VTODO written from it hash the same; kept iCalendar lines do not count")
  func hashes() throws {
    var r = Reminder(id: "A0000000-0000-4000-8000-000000000001", title: "Pay rent", due: ReminderDue(json: "2026-01-31T09:00:00"),
                     timeZone: "America/New_York", tags: ["home"],
                     recurrence: ReminderRecurrence(frequency: .monthly, interval: 1, monthDay: 31))
    let back = try #require(codec.todos(in: codec.newResource(for: r, now: now)).first?.reminder)
    #expect(codec.contentHash(back) == codec.contentHash(r))
    r.ical = ["X-APPLE-SORT-ORDER:9"]
    #expect(codec.contentHash(back) == codec.contentHash(r))
    r.title = "Pay rent!"
    #expect(codec.contentHash(back) != codec.contentHash(r))
  }

  @Test("a new resource: VCALENDAR, the VTODO with DTSTAMP and LAST-MODIFIED now, the zone's VTIMEZONE")
  func newResource() throws {
    let r = Reminder(id: "N", title: "Gym", due: ReminderDue(json: "2026-03-02T18:00:00"), timeZone: "Europe/Paris",
                     ical: ["DTSTAMP:20200101T000000Z", "X-MOZ-GENERATION:1"])
    let calendar = try #require(ICalendarParser.parse(codec.newResource(for: r, now: now)).calendar)
    let todo = try #require(calendar.firstComponent(named: "VTODO"))
    #expect(todo.properties(named: "DTSTAMP").map(\.rawValue) == ["20261118T110640Z"])
    #expect(todo.firstProperty(named: "LAST-MODIFIED")?.rawValue == "20261118T110640Z")
    #expect(todo.firstProperty(named: "X-MOZ-GENERATION")?.rawValue == "1")
    #expect(calendar.components(named: "VTIMEZONE").first?.firstProperty(named: "TZID")?.text == "Europe/Paris")
  }

  @Test("UTC stamps: 1700000000 ↔ 20231114T221320Z; 1970, 2000-02-29, 2100-03-01; junk → nil")
  func stamps() {
    #expect(UTCStamp.format(Date(timeIntervalSince1970: 1_700_000_000)) == "20231114T221320Z")
    #expect(UTCStamp.parse("20231114T221320Z") == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(UTCStamp.format(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
    #expect(UTCStamp.parse("20000229T120000Z") == Date(timeIntervalSince1970: 951_825_600))
    #expect(UTCStamp.format(Date(timeIntervalSince1970: 4_107_542_400)) == "21000301T000000Z")
    #expect(UTCStamp.parse("20231114T221320") == nil)
    #expect(UTCStamp.parse("2023-11-14T22:13:20Z") == nil)
    #expect(UTCStamp.parse("20231314T221320Z") == nil)
    #expect(UTCStamp.parse("") == nil)
  }
}
