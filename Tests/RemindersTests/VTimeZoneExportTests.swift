// VTIMEZONEs generated from tzdata (RFC 5545 §3.6.5; docs/SEMANTICS.md "Reminders" "one VTIMEZONE for each zone
// used … covering the years the reminders span"): the text written out, its offsets read back
// through a VTIMEZONE-built zone equal tzdata's, and libical parses the exported file.

import ICalendar
import LibICal
import Reminders
import XCTest
import Zones

final class VTimeZoneExportTests: XCTestCase {
  private func exported(_ reminders: [Reminder]) -> Component {
    ReminderStore(reminders: reminders).calendar(stamp: instant("2026-01-01T00:00:00Z")).calendar
  }

  // Source: tzdata America/New_York (US rules since 2007: second Sunday of March, first Sunday
  // of November, 02:00 local); an open-ended series also gets the ongoing rule.
  func testNewYork2026Text() throws {
    let r = Reminder(id: "v", title: "v", due: .dateTime(civil(2026, 1, 1, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .daily))
    let tz = try XCTUnwrap(exported([r]).components(named: "VTIMEZONE").first)
    XCTAssertEqual(ICalendarWriter.string(tz), [
      "BEGIN:VTIMEZONE", "TZID:America/New_York",
      "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:20260308T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT",
      "BEGIN:STANDARD", "DTSTART:20261101T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:20270314T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT",
      "BEGIN:STANDARD", "DTSTART:20271107T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
      "END:VTIMEZONE", "",
    ].joined(separator: "\r\n"))
  }

  // Source: RFC 5545 §3.6.5 (a VTIMEZONE fully defines its offsets): the exported observances,
  // read back as a zone, give tzdata's offset every 6 h 30 min from 2026 through 2030 (6,743
  // instants) and one second either side of every change; Lord Howe's 30-minute DST and
  // Chatham's +12:45 included.
  func testExportedObservancesReproduceTzdata() throws {
    for id in ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu"] {
      let r = Reminder(id: id, title: id, due: .dateTime(civil(2026, 1, 10, 9)), timeZone: id,
                       recurrence: ReminderRecurrence(frequency: .weekly))
      let cal = exported([r])
      let tzdata = try Zone.named(id)
      // The file's VTIMEZONE is the only definition of a renamed TZID: import resolves it through it.
      let renamed = ICalendarWriter.string(cal).replacingOccurrences(of: id, with: "Custom " + id)
        let back = try XCTUnwrap(ReminderImporter.importCalendar(Array(renamed.utf8)).store.reminders.first)
      XCTAssertEqual(back.timeZone, "Custom " + id)
      let zone = try back.zone(floating: .utc)
      var t = instant("2026-01-01T00:00:00Z")
      let end = instant("2031-01-01T00:00:00Z")
      var checked = 0
      while t < end {
        XCTAssertEqual(zone.offset(at: t), tzdata.offset(at: t), "\(id) at \(t)")
        t = t.adding(seconds: 6 * 3600 + 1800)
        checked += 1
      }
      XCTAssertEqual(checked, 6743)
      for change in tzdata.transitions(in: instant("2026-01-01T00:00:00Z")..<end) {
        XCTAssertEqual(zone.offset(at: change.instant.adding(seconds: -1)), change.offsetBefore, "\(id) before \(change)")
        XCTAssertEqual(zone.offset(at: change.instant), change.offsetAfter, "\(id) at \(change)")
      }
    }
  }

  // Source: libical 3.0.16's parser (the LibICal oracle) reads the exported sample store whole:
  // 3 VTIMEZONEs and 11 VTODOs.
  func testLibicalParsesTheExport() throws {
    let store = try ReminderJSONTests.everyField()
    let samplesOnly = ReminderStore(reminders: Array(store.reminders.prefix(11)))
    let bytes = ICalendarWriter.bytes([samplesOnly.calendar().calendar])
    let parsed = LibICalParser.parse(bytes)
    XCTAssertTrue(parsed.parsed)
    XCTAssertEqual(parsed.childComponents, 14)
    XCTAssertFalse(ICalendarParser.parse(bytes).hasErrors)
  }
}
