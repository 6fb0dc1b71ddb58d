// The RECURRENCE-ID overrides of a plan's input (RFC 5545 §3.8.4.4): found before the todos are
// read, so a master read before its overrides already knows which instances are moved,
// cancelled or completed (Thunderbird completes one instance of a repeating todo by writing an
// override with STATUS:COMPLETED). Read by Occurrences' `TimedComponent` with the file's zones,
// as `recur import` and `recur occurrences` read them.

import ICalendar
import Occurrences
import Recurrence

/// The overrides of each series, by UID, and the file's VTIMEZONEs.
struct SeriesOverrides {
  /// The overrides of each UID (compared as bytes, `ComponentUID`), in file order.
  private(set) var byUID: [ComponentUID: [TimedComponent]] = [:]
  /// The file's VTIMEZONE components (read only when the file has overrides).
  private(set) var timeZones: [Component] = []

  /// Whether no override was found.
  var isEmpty: Bool { byUID.isEmpty }

  /// The overrides in `bytes`; a byte-level prefilter skips files without the property name,
  /// so a file without overrides is read once only.
  ///
  /// A VTODO with `UID:gym` and `RECURRENCE-ID;TZID=America/New_York:20260107T090000` gives
  /// `byUID[ComponentUID("gym")]` = that override, its RECURRENCE-ID `.zoned(2026-01-07T09:00, America/New_York)`.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> SeriesOverrides {
    var found = SeriesOverrides()
    guard Self.mentionsRecurrenceID(bytes) else { return found }
    var timezones: [Component] = []
    var overrides: [Component] = []
    _ = try? ICalendarParser.stream(bytes) { event in
      guard case .component(let c) = event else { return }
      if c.name == "VTIMEZONE" { timezones.append(c) }
      if c.name == "VTODO", c.firstProperty(named: "RECURRENCE-ID") != nil { overrides.append(c) }
    }
    guard !overrides.isEmpty else { return found }
    found.timeZones = timezones
    let zones = ZoneResolver(timeZones: timezones)
    for o in overrides {
      var warnings: [Diagnostic] = []
      guard let timed = TimedComponent(component: o, zones: zones, warnings: &warnings),
            timed.recurrenceID != nil, !timed.uid.isEmpty else { continue }
      found.byUID[ComponentUID(timed.uid), default: []].append(timed)
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
