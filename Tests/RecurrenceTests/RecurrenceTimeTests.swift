// DTSTART-like values: iCalendar DATE / DATE-TIME (RFC 5545 §3.3.4, §3.3.5), content lines with
// TZID and VALUE (§3.2.19, §3.2.20), and ISO 8601 extended text for the CLI (README).

import Recurrence
import XCTest
import Zones

final class RecurrenceTimeTests: XCTestCase {
  let nine = CivilDateTime(year: 2026, month: 1, day: 31, hour: 9)

  /// RFC 5545 §3.3.4 and §3.3.5 forms #1 and #2.
  func testICalendarForms() throws {
    XCTAssertEqual(try RecurrenceTime(iCalendar: "20260131"), .date(CivilDate(year: 2026, month: 1, day: 31)!))
    XCTAssertEqual(try RecurrenceTime(iCalendar: "20260131T090000"), .floating(nine!))
    XCTAssertEqual(try RecurrenceTime(iCalendar: "20260131T090000Z"), .utc(nine!))
  }

  /// RFC 5545 §3.3.5 form #3, and §3.2.20 VALUE=DATE.
  func testContentLines() throws {
    let paris = try Zone.named("Europe/Paris")
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART;TZID=Europe/Paris:20260131T090000"), .zoned(nine!, paris))
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART;VALUE=DATE:20260131"), .date(CivilDate(year: 2026, month: 1, day: 31)!))
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART:20260131T090000Z"), .utc(nine!))
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART;TZID=Europe/Paris:20260131T090000").contentLine(),
                   "DTSTART;TZID=Europe/Paris:20260131T090000")
    XCTAssertEqual(try RecurrenceTime(contentLine: "DTSTART;TZID=Europe/Paris:20260131T090000").instant,
                   Instant(utc: CivilDateTime(year: 2026, month: 1, day: 31, hour: 8)!))
  }

  /// README: ISO 8601 for --after/--before/--now/--at.
  func testISO8601() throws {
    XCTAssertEqual(try RecurrenceTime(iso8601: "2026-11-22T12:00:00Z"), .utc(CivilDateTime(year: 2026, month: 11, day: 22, hour: 12)!))
    XCTAssertEqual(try RecurrenceTime(iso8601: "2026-11-22T12:00:00"), .floating(CivilDateTime(year: 2026, month: 11, day: 22, hour: 12)!))
    XCTAssertEqual(try RecurrenceTime(iso8601: "2026-11-22"), .date(CivilDate(year: 2026, month: 11, day: 22)!))
    XCTAssertEqual(try RecurrenceTime(iso8601: "2026-11-22T12:00:00+01:00"), .utc(CivilDateTime(year: 2026, month: 11, day: 22, hour: 11)!))
    XCTAssertEqual(try RecurrenceTime(cliTime: "20261122T120000Z"), .utc(CivilDateTime(year: 2026, month: 11, day: 22, hour: 12)!))
    XCTAssertEqual(try RecurrenceTime(cliTime: "2026-11-22T12:00:00Z"), .utc(CivilDateTime(year: 2026, month: 11, day: 22, hour: 12)!))
  }

  /// Invalid values name the text and the valid form.
  func testInvalidValues() {
    func message(_ body: () throws -> RecurrenceTime) -> String? {
      do { _ = try body(); return nil } catch { return "\(error)" }
    }
    XCTAssertEqual(message { try RecurrenceTime(iCalendar: "20260230") },
                   "VALUE: \"20260230\" names no calendar day (month 1...12, day 1...days in that month)")
    XCTAssertEqual(message { try RecurrenceTime(iCalendar: "2026-01-31") },
                   "VALUE: \"2026-01-31\" is not an iCalendar date or date-time; expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")
    XCTAssertEqual(message { try RecurrenceTime(iCalendar: "20260131T250000") },
                   "VALUE: \"20260131T250000\" names no time of day (hour 0...23, minute 0...59, second 0...60)")
    XCTAssertEqual(message { try RecurrenceTime(contentLine: "DTSTART;TZID=Mars/Olympus:20260131T090000") },
                   "TZID: unknown time zone \"Mars/Olympus\" (searched /usr/share/zoneinfo/Mars/Olympus)")
    XCTAssertEqual(message { try RecurrenceTime(contentLine: "DTSTART;VALUE=DATE:20260131T090000") },
                   "DTSTART: \"20260131T090000\" is a date-time but VALUE=DATE; expected YYYYMMDD")
  }
}
