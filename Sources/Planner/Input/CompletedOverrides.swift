// Completed RECURRENCE-ID overrides of a plan's input (RFC 5545 §3.8.4.4; Thunderbird completes
// one instance of a repeating todo by writing an override with STATUS:COMPLETED): found before
// the todos are read, so a master read before its overrides already knows which instances are
// done. Their time properties are read by Occurrences' `TimedComponent`, as `recur import` and
// `recur occurrences` read them.

import ICalendar
import Occurrences
import Recurrence

/// The latest completed instance of each series, by UID.
struct CompletedOverrides {
  /// The RECURRENCE-ID of the latest completed override (latest in file order among equals), by UID.
  private(set) var latest: [String: [RecurrenceTime]] = [:]

  /// Whether no completed override was found.
  var isEmpty: Bool { latest.isEmpty }

  /// The completed overrides in `bytes`; a byte-level prefilter skips files without the
  /// property name, so a file without overrides is read once only.
  ///
  /// A VTODO with `RECURRENCE-ID;TZID=America/New_York:20260107T090000` and `STATUS:COMPLETED`
  /// gives `latest["uid"] = [.zoned(2026-01-07T09:00, America/New_York)]`.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> CompletedOverrides {
    var found = CompletedOverrides()
    guard Self.mentionsRecurrenceID(bytes) else { return found }
    var timezones: [Component] = []
    var overrides: [Component] = []
    _ = try? ICalendarParser.stream(bytes) { event in
      guard case .component(let c) = event else { return }
      if c.name == "VTIMEZONE" { timezones.append(c) }
      if c.name == "VTODO", c.firstProperty(named: "RECURRENCE-ID") != nil { overrides.append(c) }
    }
    guard !overrides.isEmpty else { return found }
    let zones = ZoneResolver(timeZones: timezones)
    for o in overrides {
      var warnings: [Diagnostic] = []
      guard let timed = TimedComponent(component: o, zones: zones, warnings: &warnings), timed.isCompleted,
            let rid = timed.recurrenceID, !timed.uid.isEmpty else { continue }
      found.latest[timed.uid, default: []].append(rid)
    }
    return found
  }

  /// Whether `bytes` contain "RECURRENCE-ID" in upper or lower case.
  static func mentionsRecurrenceID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let upper = Array("RECURRENCE-ID".utf8)
    guard bytes.count >= upper.count else { return false }
    var i = 0
    let last = bytes.count - upper.count
    while i <= last {
      var j = 0
      while j < upper.count, bytes[i + j] & 0xDF == upper[j] & 0xDF { j += 1 }
      if j == upper.count { return true }
      i += 1
    }
    return false
  }
}
