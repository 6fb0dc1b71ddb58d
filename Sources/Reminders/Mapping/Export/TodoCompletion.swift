// Writing a completion back to an .ics todo: a single-VTODO client keeps the
// series when DTSTART and DUE advance together, COUNT is lowered, the completion properties are
// cleared and SEQUENCE is raised (RFC 5545 §3.8.7.4), as Tasks.org and Evolution do.

import ICalendar
import Zones

/// Completes VTODO components in place.
public enum TodoCompletion {
  /// The VTODO after completing it at `at`: for a repeating todo, DTSTART and DUE moved to the
  /// next occurrence (docs/FORMATS.md rules), COUNT lowered by the occurrences passed, STATUS back
  /// to NEEDS-ACTION with no COMPLETED or PERCENT-COMPLETE; for a one-time or finished one,
  /// STATUS:COMPLETED, COMPLETED and PERCENT-COMPLETE:100. SEQUENCE is raised by one and
  /// DTSTAMP set to `at`; the todo's own TZIDs and unknown properties are kept.
  ///
  /// `DTSTART;TZID=Europe/Berlin:20260312T080000`, `DUE` the same, `RRULE:FREQ=DAILY;INTERVAL=3;COUNT=8`,
  /// `SEQUENCE:4`, completed at 2026-03-12T09:00:00Z → DTSTART and DUE `20260315T080000`,
  /// `RRULE:FREQ=DAILY;INTERVAL=3;COUNT=7`, `SEQUENCE:5`.
  public static func complete(_ todo: Component, at: Instant, vtimezones: [String: Zone] = [:],
                              floatingZone: Zone = .utc) throws -> Component {
    var warnings: [Diagnostic] = []
    var reminder = try Reminder(vtodo: todo, vtimezones: vtimezones, warnings: &warnings)
    try reminder.complete(at: at, floatingZone: floatingZone)
    let sequence = (todo.firstProperty(named: "SEQUENCE")?.integer ?? 0) + 1
    reminder.ical.removeAll { $0.uppercased().hasPrefix("SEQUENCE:") || $0.uppercased().hasPrefix("SEQUENCE;") }
    var out = reminder.vtodo(stamp: at)
    out.setProperty(Property(name: "SEQUENCE", rawValue: String(sequence)))
    out.setProperty(Property(name: "DTSTAMP", rawValue: DateTimeText.icalUTC(at)))
    // Keep the todo's own TZID spelling (a vendor prefix, a Windows name) on DTSTART and DUE.
    for name in ["DTSTART", "DUE"] {
      guard let original = todo.firstProperty(named: name)?.parameter(named: "TZID"),
            let i = out.properties.firstIndex(where: { $0.name == name }) else { continue }
      out.properties[i].setParameter(original)
    }
    return out
  }
}
