// Helpers shared by the Reminders tests: building reminders, exporting and re-reading them,
// and writing occurrences in one text form so expected values can be written out in full.

import Foundation
import ICalendar
import Recurrence
import Reminders
import XCTest
import Zones

/// Occurrence text: `2026-03-05T09:00:00 2026-03-05T14:00:00Z` (wall clock, then UTC, for a
/// zoned reminder), `2026-03-05T09:00:00` (floating) or `2028-02-29` (all-day).
func text(_ due: ReminderDue, _ instant: Instant?) -> String {
  guard let instant else { return due.description }
  return "\(due) \(DateTimeText.format(instant))"
}

/// The first `n` occurrences a reminder itself has (its own schedule, docs/FORMATS.md).
func ownOccurrences(_ r: Reminder, _ n: Int) throws -> [String] {
  Array(try r.occurrences(floatingZone: .utc).prefix(n)).map { text($0.due, r.timeZone == nil ? nil : $0.instant) }
}

/// The reminder exported (`recur export`'s calendar), written as text, parsed back by our
/// ICalendar parser, and its VTODO's DTSTART + RRULE expanded by our Recurrence engine.
func engineOccurrences(_ r: Reminder, _ n: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
  let todo = try exportedTodo(r)
  let dtstart = try XCTUnwrap(todo.firstProperty(named: "DTSTART"), file: file, line: line)
  let rrule = try XCTUnwrap(todo.firstProperty(named: "RRULE"), file: file, line: line)
  let start = try RecurrenceTime(contentLine: dtstart.description, zone: { try? Zone.named($0) })
  let recurrence = try RuleSequence(rule: RecurrenceRule(parsing: rrule.rawValue), start: start)
  return Array(recurrence.prefix(n)).map { o in
    let due: ReminderDue = o.form == .date ? .date(o.civil.date) : .dateTime(o.civil)
    return text(due, o.instant)
  }
}

/// The VTODO of `r` after a full export → text → parse round.
func exportedTodo(_ r: Reminder) throws -> Component {
  let calendar = ReminderStore(reminders: [r]).calendar(stamp: Instant(secondsSinceEpoch: 0)).calendar
  let parsed = ICalendarParser.parse(ICalendarWriter.string(calendar))
  XCTAssertFalse(parsed.hasErrors, "\(parsed.diagnostics)")
  let cal = try XCTUnwrap(parsed.calendar)
  return try XCTUnwrap(cal.components(named: "VTODO").first)
}

/// A civil date-time from parts (test input is always valid).
func civil(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> CivilDateTime {
  CivilDateTime(year: y, month: m, day: d, hour: h, minute: mi) ?? CivilDateTime(secondsSinceEpoch: 0)
}

/// A date from parts.
func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate {
  CivilDate(year: y, month: m, day: d) ?? CivilDate(daysSinceEpoch: 0)
}

/// An instant from ISO 8601 text.
func instant(_ s: String) -> Instant { DateTimeText.instant(s) ?? Instant(secondsSinceEpoch: 0) }

/// The bytes of a fixture file in Tests/RemindersTests/Fixtures.
func fixture(_ name: String) throws -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
  return [UInt8](try Data(contentsOf: url))
}
