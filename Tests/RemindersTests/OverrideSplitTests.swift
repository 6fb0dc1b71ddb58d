// RECURRENCE-ID overrides of an open series read by the importer (docs/SEMANTICS.md
// "THISANDFUTURE splits"): a completed override names its occurrence by DTSTART (RFC 5545
// §3.8.4.4), and a RANGE=THISANDFUTURE override (§3.2.13) splits the series there. The python
// caldav cases are the texts caldav 2.2.6 wrote to a CalDAV server (docs/SYNC.md "Beside other
// clients"), cut to the lines that matter.

import Reminders
import XCTest
import Zones

final class OverrideSplitTests: XCTestCase {
  private func read(_ todos: [[String]]) -> ImportResult {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN"]
    for todo in todos { lines += ["BEGIN:VTODO", "UID:taf", "DTSTAMP:20261101T000000Z", "SUMMARY:Series"] + todo + ["END:VTODO"] }
    lines += ["END:VCALENDAR", ""]
    return ReminderImporter.importCalendar(Array(lines.joined(separator: "\r\n").utf8))
  }

  private let master = ["DTSTART:20261201T090000Z", "DUE:20261201T100000Z", "RRULE:FREQ=WEEKLY", "STATUS:NEEDS-ACTION"]
  private let doneFirst = ["RECURRENCE-ID:20261201T090000Z", "DTSTART:20261201T090000Z", "DUE:20261201T100000Z",
                           "STATUS:COMPLETED", "COMPLETED:20261201T093000Z", "SEQUENCE:1"]

  // Reasoned (RFC 5545 §3.8.4.4: RECURRENCE-ID is the instance's DTSTART): completing the
  // 09:00–10:00 instance of 1 December moves the due to 8 December 10:00. Before, the
  // importer compared the RECURRENCE-ID (09:00) with the due (10:00) and changed nothing.
  func testCompletedOverrideNamesItsInstanceByDTSTART() throws {
    let r = try XCTUnwrap(read([master, doneFirst]).store.reminders.first)
    XCTAssertEqual(r.due, .dateTime(civil(2026, 12, 8, 10)))
    XCTAssertFalse(r.completed)
    XCTAssertEqual(r.ical, ["DTSTART:20261208T090000Z"])
  }

  // python caldav 2.2.6, complete(handle_rrule=True, rrule_mode="thisandfuture") at
  // 2026-12-01T09:30Z: the 1 December instance completed, and a THISANDFUTURE override whose
  // RECURRENCE-ID is caldav's guess (no instance) starting 8 December 09:30, due 10:30. The
  // person finished 1 December; the series goes on from 8 December 10:30, weekly.
  func testPythonCaldavThisAndFutureCompletion() throws {
    let result = read([master, doneFirst, ["RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z", "DTSTART:20261208T093000Z",
                                            "DUE:20261208T103000Z", "STATUS:NEEDS-ACTION", "SEQUENCE:2"]])
    let r = try XCTUnwrap(result.store.reminders.first)
    XCTAssertEqual(r.due, .dateTime(civil(2026, 12, 8, 10, 30)))
    XCTAssertEqual(r.timeZone, "UTC")
    XCTAssertEqual(r.recurrence?.rule, "FREQ=WEEKLY")
    XCTAssertFalse(r.completed)
    XCTAssertEqual(r.ical, ["DTSTART:20261208T093000Z"])
  }

  // python caldav 2.2.6 completing again (this and future, 2026-12-08T09:30Z): the former
  // split loses its RANGE and is completed, a new THISANDFUTURE override starts 15 December.
  func testPythonCaldavCompletingTwice() throws {
    let result = read([master, doneFirst,
                       ["RECURRENCE-ID:20261202T231658Z", "DTSTART:20261208T093000Z", "DUE:20261208T103000Z",
                        "STATUS:COMPLETED", "COMPLETED:20261208T093000Z", "SEQUENCE:3"],
                       ["RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231752Z", "DTSTART:20261215T093000Z",
                        "DUE:20261215T103000Z", "STATUS:NEEDS-ACTION", "SEQUENCE:4"]])
    let r = try XCTUnwrap(result.store.reminders.first)
    XCTAssertEqual(r.due, .dateTime(civil(2026, 12, 15, 10, 30)))
    XCTAssertFalse(r.completed)
  }

  // RFC 5545 §3.2.13 example shape (a THISANDFUTURE change at a real instance, 15 December
  // moved to 14:00): the instances of 1 and 8 December are still open, so the reminder stays
  // due at the first of them, and the override is kept with it as a moved instance is
  // (docs/SEMANTICS.md "Moved and cancelled overrides in plan and import").
  func testSplitAfterOpenInstancesLeavesTheDue() throws {
    let r = try XCTUnwrap(read([master, ["RECURRENCE-ID;RANGE=THISANDFUTURE:20261215T090000Z", "DTSTART:20261215T140000Z",
                                         "DUE:20261215T150000Z"]]).store.reminders.first)
    XCTAssertEqual(r.due, .dateTime(civil(2026, 12, 1, 10)))
    XCTAssertEqual(r.ical, ["DTSTART:20261201T090000Z", "BEGIN:VTODO", "UID:taf", "DTSTAMP:20261101T000000Z",
                            "SUMMARY:Series", "RECURRENCE-ID;RANGE=THISANDFUTURE:20261215T090000Z",
                            "DTSTART:20261215T140000Z", "DUE:20261215T150000Z", "END:VTODO"])
  }

  // Reasoned: a completed THISANDFUTURE override at the next open instance says this and all
  // later instances are done: the reminder is completed.
  func testCompletedSplitCompletesTheSeries() throws {
    let r = try XCTUnwrap(read([master, ["RECURRENCE-ID;RANGE=THISANDFUTURE:20261201T090000Z", "DTSTART:20261201T090000Z",
                                         "DUE:20261201T100000Z", "STATUS:COMPLETED",
                                         "COMPLETED:20261201T093000Z"]]).store.reminders.first)
    XCTAssertTrue(r.completed)
    XCTAssertEqual(r.completedAt, instant("2026-12-01T09:30:00Z"))
  }
}
