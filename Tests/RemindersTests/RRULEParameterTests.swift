// Parameters on an RRULE line survive import → reminders JSON → export. Authority: RFC 5545
// §3.8.5.3 (rrulprop = "RRULE" rrulparam ":" recur, rrulparam = *(";" other-param)) and §3.2
// (other-param: iana-param / x-param, which an application must keep when it does not know
// them); the project's promise (docs/SEMANTICS.md "Kept content") never to drop what it does not read.

import Foundation
import ICalendar
import Reminders
import XCTest
import Zones

final class RRULEParameterTests: XCTestCase {
  /// A one-todo calendar (CRLF) whose RRULE line is `rrule`.
  private func calendar(_ rrule: String) -> [UInt8] {
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VTODO",
      "UID:B0000000-0000-4000-8000-000000000001", "DTSTAMP:20260101T000000Z", "SUMMARY:Vitamins",
      "DUE;TZID=Europe/Paris:20260105T090000", rrule, "END:VTODO", "END:VCALENDAR",
    ]
    return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
  }

  /// Import, then through the reminders JSON text (as `recur import` writes it and `recur
  /// export` reads it), then export; the exported VTODO's RRULE lines.
  private func roundTrip(_ rrule: String, edit: (inout Reminder) -> Void = { _ in }) throws
    -> (store: ReminderStore, rrules: [String]) {
    let imported = ReminderImporter.importCalendar(calendar(rrule))
    XCTAssertEqual(imported.diagnostics, [])
    var store = try ReminderStore(json: imported.store.jsonData())
    XCTAssertEqual(store, imported.store, "reminders JSON text round trip")
    edit(&store.reminders[0])
    let ics = ICalendarWriter.bytes([store.calendar(stamp: Instant(secondsSinceEpoch: 0)).calendar])
    let todo = try XCTUnwrap(ICalendarParser.parse(ics).calendar?.components(named: "VTODO").first)
    return (store, todo.properties(named: "RRULE").map(\.description))
  }

  /// §3.8.5.3 + §3.2: an x-param on a preset rule comes back on the one RRULE, byte for byte,
  /// and the rule is still read as the daily preset.
  func testXParameterOnAPresetRuleRoundTrips() throws {
    let (store, rrules) = try roundTrip("RRULE;X-APPLE-FOO=1:FREQ=DAILY")
    XCTAssertEqual(store.reminders[0].recurrence, ReminderRecurrence(frequency: .daily))
    XCTAssertEqual(store.reminders[0].ical, ["RRULE;X-APPLE-FOO=1:FREQ=DAILY"])
    XCTAssertEqual(rrules, ["RRULE;X-APPLE-FOO=1:FREQ=DAILY"])
  }

  /// §3.2: several parameters, a quoted value with ':' and ';' and a list value, on a free rule
  /// (COUNT: no preset says it), come back in order with the value as written.
  func testSeveralParametersOnAFreeRuleRoundTrip() throws {
    let line = "RRULE;X-VENDOR-A=\"x:y;z\";X-VENDOR-B=1,2:FREQ=DAILY;INTERVAL=3;COUNT=8"
    let (store, rrules) = try roundTrip(line)
    XCTAssertEqual(store.reminders[0].recurrence, ReminderRecurrence(rule: "FREQ=DAILY;INTERVAL=3;COUNT=8"))
    XCTAssertEqual(rrules, [line])
    // And a second round gives the same store (import of the export).
    let ics = ICalendarWriter.bytes([store.calendar(stamp: Instant(secondsSinceEpoch: 0)).calendar])
    XCTAssertEqual(ReminderImporter.importCalendar(ics).store, store)
  }

  /// Reasoned (docs/SEMANTICS.md "Kept content"): a rule changed in the app after import is
  /// written anew, and the parameters the app did not read stay on it.
  func testChangedRuleKeepsTheParameters() throws {
    let (_, rrules) = try roundTrip("RRULE;X-APPLE-FOO=1:FREQ=DAILY") { $0.recurrence?.interval = 2 }
    XCTAssertEqual(rrules, ["RRULE;X-APPLE-FOO=1:FREQ=DAILY;INTERVAL=2"])
  }

  /// Unchanged behaviour: an RRULE without parameters is not kept in `ical` and is written
  /// once; a reminder made one-time in the app writes no RRULE.
  func testPlainRuleAndRemovedRule() throws {
    let (store, rrules) = try roundTrip("RRULE:FREQ=DAILY")
    XCTAssertEqual(store.reminders[0].ical, [])
    XCTAssertEqual(rrules, ["RRULE:FREQ=DAILY"])
    let (_, removed) = try roundTrip("RRULE;X-APPLE-FOO=1:FREQ=DAILY") { $0.recurrence = nil }
    XCTAssertEqual(removed, [])
  }
}
