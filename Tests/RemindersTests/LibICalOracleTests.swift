// The libical oracle (LibICal module, libical 3.0.16) expands the RRULEs `recur export` writes
// for each preset, clamped forms included, to the same occurrences as our engine and as the
// reminder's own schedule: docs/SEMANTICS.md "Reminders" "a test, not a claim". Zoned cases compare libical's wall
// clock and its own UTC conversion.

import LibICal
import Reminders
import XCTest
import Zones

final class LibICalOracleTests: XCTestCase {
  /// libical's first `n` occurrences of the exported VTODO's RRULE from its DTSTART.
  private func libicalOccurrences(_ r: Reminder, _ n: Int) throws -> [String] {
    let todo = try exportedTodo(r)
    let rrule = try XCTUnwrap(todo.firstProperty(named: "RRULE")).rawValue
    let dtstart = try XCTUnwrap(todo.firstProperty(named: "DTSTART"))
    let due = try XCTUnwrap(r.due)
    let start: LibICalStart
    switch due {
    case .date(let d): start = .date(d)
    case .dateTime(let t): start = dtstart.tzid.map { .zoned(t, zoneID: $0) } ?? .floating(t)
    }
    return try LibICalRecurrence.expand(rule: rrule, start: start, limit: n).map { o in
      switch o {
      case .date(let d): d.description
      case .floating(let t): t.description
      case .utc(let i): DateTimeText.format(i)
      case .zoned(let wall, let i): "\(wall) \(DateTimeText.format(i))"
      }
    }
  }

  private func agree(_ r: Reminder, _ n: Int, file: StaticString = #filePath, line: UInt = #line) throws {
    let own = try ownOccurrences(r, n)
    XCTAssertEqual(own.count, n, file: file, line: line)
    XCTAssertEqual(try libicalOccurrences(r, n), own, "libical", file: file, line: line)
    XCTAssertEqual(try engineOccurrences(r, n), own, "native engine", file: file, line: line)
  }

  private let ny = "America/New_York"

  // Source: docs/SEMANTICS.md portable clamp, 24 months from 2026-01-31 09:00 New York (two DST years).
  func testMonthly31stClampAgreesWithLibical() throws {
    try agree(Reminder(id: "r", title: "r", due: .dateTime(civil(2026, 1, 31, 9)), timeZone: ny,
                       recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 31)), 24)
  }

  // Source: docs/SEMANTICS.md, the 29th and 30th clamps, floating, across the 2028 leap year.
  func testMonthly29thAnd30thClampsAgreeWithLibical() throws {
    try agree(Reminder(id: "a", title: "a", due: .dateTime(civil(2027, 1, 29, 9)),
                       recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 29)), 24)
    try agree(Reminder(id: "b", title: "b", due: .dateTime(civil(2027, 1, 30, 9)),
                       recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 30)), 24)
  }

  // Source: docs/SEMANTICS.md yearly Feb 29 clamp, 12 years, all-day and zoned.
  func testYearlyFebruary29ClampAgreesWithLibical() throws {
    try agree(Reminder(id: "d", title: "d", due: .date(date(2028, 2, 29)),
                       recurrence: ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2)), 12)
    try agree(Reminder(id: "z", title: "z", due: .dateTime(civil(2028, 2, 29, 9)), timeZone: ny,
                       recurrence: ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2)), 12)
  }

  // Source: docs/FORMATS.md presets: daily, every other week Mon/Wed (WKST=MO), weekdays, hourly
  // every 3 hours (times clear of the 02:00 gap), daily until an end date.
  func testOtherPresetsAgreeWithLibical() throws {
    try agree(Reminder(id: "1", title: "1", due: .dateTime(civil(2026, 3, 1, 9)), timeZone: ny,
                       recurrence: ReminderRecurrence(frequency: .daily)), 40)
    try agree(Reminder(id: "2", title: "2", due: .dateTime(civil(2026, 3, 2, 9)), timeZone: "Europe/Berlin",
                       recurrence: ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [.monday, .wednesday])), 30)
    try agree(Reminder(id: "3", title: "3", due: .dateTime(civil(2026, 3, 6, 7, 30)), timeZone: ny,
                       recurrence: ReminderRecurrence(frequency: .daily, weekdays: [.monday, .tuesday, .wednesday, .thursday, .friday])), 30)
    try agree(Reminder(id: "4", title: "4", due: .dateTime(civil(2026, 3, 9, 9)), timeZone: ny,
                       recurrence: ReminderRecurrence(frequency: .hourly, interval: 3)), 40)
    let until = Reminder(id: "5", title: "5", due: .dateTime(civil(2026, 11, 20, 9)), timeZone: ny,
                         recurrence: ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25)))
    XCTAssertEqual(try libicalOccurrences(until, 100), try ownOccurrences(until, 100))
    XCTAssertEqual(try ownOccurrences(until, 100).count, 6)
  }

  // DIFFERENCE (sub-daily rules across DST, docs/SEMANTICS.md "decide"): every 3 hours from
  // 2026-03-07 09:00 New York. We (and python-dateutil) step the wall clock: 00:00 EST, then
  // 03:00 EDT. libical 3.0.16 steps elapsed time after the gap: 00:00 EST, then 04:00 EDT.
  // Recorded here so a change on either side is noticed; docs/SEMANTICS.md "Reminders".
  func testHourlyAcrossTheGapIsAKnownLibicalDifference() throws {
    let r = Reminder(id: "w", title: "w", due: .dateTime(civil(2026, 3, 7, 9)), timeZone: ny,
                     recurrence: ReminderRecurrence(frequency: .hourly, interval: 3))
    XCTAssertEqual(Array(try ownOccurrences(r, 8).suffix(3)), [
      "2026-03-08T00:00:00 2026-03-08T05:00:00Z", "2026-03-08T03:00:00 2026-03-08T07:00:00Z",
      "2026-03-08T06:00:00 2026-03-08T10:00:00Z",
    ])
    XCTAssertEqual(Array(try libicalOccurrences(r, 8).suffix(3)), [
      "2026-03-08T00:00:00 2026-03-08T05:00:00Z", "2026-03-08T04:00:00 2026-03-08T08:00:00Z",
      "2026-03-08T07:00:00 2026-03-08T11:00:00Z",
    ])
  }

  // Record (docs/SEMANTICS.md "Reminders", UNTIL → end): what libical 3.0.16 makes of a DATE
  // UNTIL under a timed DTSTART, a form RFC 5545 §3.3.10 forbids and some clients write. We read
  // it as an inclusive end date (2026-11-25 included).
  func testDateUntilUnderATimedStartInLibical() throws {
    let out = try LibICalRecurrence.expand(rule: "FREQ=DAILY;UNTIL=20261125", start: .zoned(civil(2026, 11, 23, 9), zoneID: ny), limit: 10)
    let walls = out.map { o -> String in
      if case .zoned(let wall, _) = o { return wall.description }
      return "\(o)"
    }
    // DIFFERENCE: libical reads the DATE as midnight starting that day, so the 25th is left out.
    XCTAssertEqual(walls, ["2026-11-23T09:00:00", "2026-11-24T09:00:00"])
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:u\r\nDTSTAMP:20260101T000000Z\r\n"
      + "DUE;TZID=America/New_York:20261123T090000\r\nRRULE:FREQ=DAILY;UNTIL=20261125\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    let ours = try XCTUnwrap(ReminderImporter.importCalendar(Array(text.utf8)).store.reminders.first)
    XCTAssertEqual(try ownOccurrences(ours, 10), [
      "2026-11-23T09:00:00 2026-11-23T14:00:00Z", "2026-11-24T09:00:00 2026-11-24T14:00:00Z",
      "2026-11-25T09:00:00 2026-11-25T14:00:00Z",
    ])
  }
}
