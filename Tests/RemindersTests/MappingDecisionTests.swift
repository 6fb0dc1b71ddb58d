// The preset ↔ RRULE decisions of docs/SEMANTICS.md "Reminders", each recorded in docs/SEMANTICS.md
// "Reminders": clamped forms read back as presets (BYSETPOS and RFC 7529 RSCALE/SKIP), rules no
// preset expresses kept as written, UNTIL forms apps write, and zone-name resolution.

import ICalendar
import Occurrences
import Reminders
import XCTest
import Zones

final class MappingDecisionTests: XCTestCase {
  private func imported(_ dtstart: String, _ rrule: String) throws -> Reminder {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\n"
      + "SUMMARY:x\r\n\(dtstart)\r\nRRULE:\(rrule)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    return try XCTUnwrap(ReminderImporter.importCalendar(Array(text.utf8)).store.reminders.first)
  }

  // Source: docs/SEMANTICS.md "both read back as the same clamped rule" (BYSETPOS and RFC 7529 §4.2).
  func testClampedFormsReadAsMonthDayPresets() throws {
    let ny = "DTSTART;TZID=America/New_York:20260131T090000"
    let monthly31 = ReminderRecurrence(frequency: .monthly, monthDay: 31)
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1").recurrence, monthly31)
    XCTAssertEqual(try imported(ny, "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD").recurrence, monthly31)
    XCTAssertEqual(try imported(ny, "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD").recurrence, monthly31)
    XCTAssertEqual(try imported("DTSTART;VALUE=DATE:20260129", "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1").recurrence,
                   ReminderRecurrence(frequency: .monthly, monthDay: 29))
    let leap = ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2)
    XCTAssertEqual(try imported("DTSTART;VALUE=DATE:20280229", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1").recurrence, leap)
    XCTAssertEqual(try imported("DTSTART;VALUE=DATE:20280229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD").recurrence, leap)
  }

  // Source: RFC 5545 §3.3.10 (plain BYMONTHDAY=31 and a Feb 29 DTSTART skip short months and
  // common years) and docs/SEMANTICS.md "Reminders" "an imported rule is never dropped or simplified".
  func testRulesNoPresetExpressesAreKept() throws {
    let ny = "DTSTART;TZID=America/New_York:20260131T090000"
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY").recurrence?.rule, "FREQ=MONTHLY")
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYMONTHDAY=31").recurrence?.rule, "FREQ=MONTHLY;BYMONTHDAY=31")
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYMONTHDAY=-1").recurrence?.rule, "FREQ=MONTHLY;BYMONTHDAY=-1")
    XCTAssertEqual(try imported("DTSTART;VALUE=DATE:20280229", "FREQ=YEARLY").recurrence?.rule, "FREQ=YEARLY")
    XCTAssertEqual(try imported(ny, "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=SU").recurrence?.rule,
                   "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=SU")
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;COUNT=10").recurrence?.rule, "FREQ=DAILY;COUNT=10")
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYDAY=2TU").recurrence?.rule, "FREQ=MONTHLY;BYDAY=2TU")
    // WKST=MO, or none, with an interval: the preset (weeks start on Monday).
    XCTAssertEqual(try imported(ny, "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE").recurrence,
                   ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [.monday, .wednesday]))
  }

  // Source: docs/SEMANTICS.md "Reminders" UNTIL decisions: a UTC UNTIL is read in
  // DTSTART's zone; a local UNTIL under a zoned DTSTART is read as that zone's wall clock; a
  // DATE UNTIL under a timed DTSTART includes its whole day; an UNTIL that cuts a day in two
  // for an hourly rule keeps the rule.
  func testUntilForms() throws {
    let ny = "DTSTART;TZID=America/New_York:20261120T090000"
    let end25 = ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25))
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;UNTIL=20261126T045959Z").recurrence, end25)
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;UNTIL=20261125T140000Z").recurrence, end25)   // 09:00 EST: included
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;UNTIL=20261125T135959Z").recurrence,
                   ReminderRecurrence(frequency: .daily, end: date(2026, 11, 24)))             // 08:59:59 EST: excluded
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;UNTIL=20261125T235959").recurrence, end25)    // local, under a zoned DTSTART
    XCTAssertEqual(try imported(ny, "FREQ=DAILY;UNTIL=20261125").recurrence, end25)           // DATE under a timed DTSTART
    XCTAssertEqual(try imported(ny, "FREQ=HOURLY;INTERVAL=3;UNTIL=20261125T170000Z").recurrence?.rule,
                   "FREQ=HOURLY;INTERVAL=3;UNTIL=20261125T170000Z")
    // A rule no preset expresses, with an UNTIL in the wrong form, is read with UNTIL in
    // DTSTART's form (the same reading as above) and a warning.
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261130").recurrence?.rule,
                   "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261201T045959Z")
    XCTAssertEqual(try imported(ny, "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261127T090000").recurrence?.rule,
                   "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261127T140000Z")
  }

  // Source: docs/SEMANTICS.md "Reminders" "the todos that can be read are still imported": a rule the engine rejects
  // is kept as written (in `ical`) and the todo is read as one-time, with a warning.
  func testRuleTheEngineRejectsIsKept() throws {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\n"
      + "DUE;VALUE=DATE:20260105\r\nRRULE:FREQ=DAILY;BYDAY=1MO\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    let result = ReminderImporter.importCalendar(Array(text.utf8))
    let r = try XCTUnwrap(result.store.reminders.first)
    XCTAssertNil(r.recurrence)
    XCTAssertEqual(r.ical, ["RRULE:FREQ=DAILY;BYDAY=1MO"])
    XCTAssertTrue(result.diagnostics.contains { $0.severity == .warning && $0.line == 8 && $0.message.hasPrefix("RRULE \"FREQ=DAILY;BYDAY=1MO\": ") })
  }

  // Source: docs/SEMANTICS.md "Reminders" zone resolution order; CLDR windowsZones (territory 001).
  func testZoneNameResolution() {
    XCTAssertEqual(ZoneNameResolver.resolve("America/New_York"), .iana("America/New_York", via: .iana))
    XCTAssertEqual(ZoneNameResolver.resolve("Eastern Standard Time"), .iana("America/New_York", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"),
                   .iana("Europe/Berlin", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("(UTC-05:00) Eastern Time (US & Canada)"), .iana("America/New_York", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("Tokyo Standard Time"), .iana("Asia/Tokyo", via: .windows))
    XCTAssertEqual(ZoneNameResolver.resolve("/mozilla.org/20050126_1/America/New_York"), .iana("America/New_York", via: .vendorPrefix))
    XCTAssertEqual(ZoneNameResolver.resolve("/freeassociation.sourceforge.net/Tzfile/Europe/Berlin"), .iana("Europe/Berlin", via: .vendorPrefix))
    XCTAssertEqual(ZoneNameResolver.resolve("/citadel.org/20190914_1/Europe/Rome"), .iana("Europe/Rome", via: .vendorPrefix))
    XCTAssertEqual(ZoneNameResolver.resolve("Mars/Olympus_Mons"), .unknown)
  }

  // Source: docs/SEMANTICS.md, docs/FORMATS.md round trip of every preset: export then import gives the preset back.
  func testEveryPresetRoundTrips() throws {
    let presets: [(ReminderDue, String?, ReminderRecurrence)] = [
      (.dateTime(civil(2026, 1, 31, 9)), "America/New_York", ReminderRecurrence(frequency: .monthly, monthDay: 31)),
      (.dateTime(civil(2026, 1, 30, 9)), nil, ReminderRecurrence(frequency: .monthly, interval: 2, monthDay: 30)),
      (.dateTime(civil(2026, 1, 15, 9)), nil, ReminderRecurrence(frequency: .monthly)),
      (.dateTime(civil(2026, 1, 15, 9)), nil, ReminderRecurrence(frequency: .monthly, monthDay: 15)),
      (.date(date(2028, 2, 29)), nil, ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2)),
      (.date(date(2026, 3, 15)), nil, ReminderRecurrence(frequency: .yearly)),
      (.date(date(2026, 3, 15)), nil, ReminderRecurrence(frequency: .yearly, month: 3)),
      (.date(date(2026, 3, 15)), nil, ReminderRecurrence(frequency: .yearly, monthDay: 15, month: 3)),
      (.dateTime(civil(2026, 3, 2, 9)), "Europe/Berlin", ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [.monday, .wednesday])),
      (.dateTime(civil(2026, 3, 2, 9)), nil, ReminderRecurrence(frequency: .weekly)),
      (.dateTime(civil(2026, 3, 2, 9)), "UTC", ReminderRecurrence(frequency: .hourly, interval: 3, weekdays: [.monday], end: date(2026, 5, 1))),
      (.dateTime(civil(2026, 3, 2, 9)), "Asia/Kathmandu", ReminderRecurrence(frequency: .daily, end: date(2026, 12, 31), recreateIfIncomplete: true)),
      (.date(date(2026, 3, 2)), nil, ReminderRecurrence(frequency: .daily, interval: 2, end: date(2026, 4, 1), repeatFrom: .completion)),
    ]
    for (due, zone, rec) in presets {
      let r = Reminder(id: "p", title: "p", due: due, timeZone: zone, recurrence: rec)
      let ics = ICalendarWriter.bytes([ReminderStore(reminders: [r]).calendar().calendar])
      XCTAssertEqual(ReminderImporter.importCalendar(ics).store.reminders.first, r, "\(rec)")
    }
  }
}
