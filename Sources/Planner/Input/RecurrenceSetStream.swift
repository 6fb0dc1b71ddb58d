// A VTODO's recurrence set (RFC 5545 §3.8.5: DTSTART + RRULE + RDATE − EXDATE, from the
// Recurrence engine) as a planner stream (docs/SEMANTICS.md "Planner"): occurrences become instants in the
// todo's zone (floating ones in the floating zone); all-day ones at the planner's default time,
// then shifted by the todo's DUE − DTSTART so the notification fires at the due.

import Recurrence
import Zones

/// A recurrence set window read as instants.
///
/// DTSTART;VALUE=DATE:20261122 with a daily rule and `allDayTime` 09:00 in UTC:
/// 2026-11-22T09:00:00Z, 2026-11-23T09:00:00Z, …
struct RecurrenceSetStream: OccurrenceStream {
  private var base: RecurrenceSet.Window.Iterator
  private let floatingZone: Zone
  private let allDayTime: CivilTime
  private let dueOffset: Int64
  private var last: Instant?

  /// `base` read with `floatingZone` for dates and floating times.
  init(base: RecurrenceSet.Window.Iterator, floatingZone: Zone, allDayTime: CivilTime, dueOffset: Int64) {
    self.base = base
    self.floatingZone = floatingZone
    self.allDayTime = allDayTime
    self.dueOffset = dueOffset
  }

  /// The next occurrence as an instant (strictly after the previous one).
  mutating func next() -> Instant? {
    var steps = 0
    while steps < PlanPolicy.staleLimit, let occurrence = base.next() {
      steps += 1
      let instant: Instant
      switch occurrence.form {
      case .utc, .zoned:
        instant = Instant(secondsSinceEpoch: occurrence.sortKey)
      case .floating:
        instant = floatingZone.instant(for: occurrence.civil)
      case .date:
        instant = floatingZone.instant(for: CivilDateTime(date: occurrence.civil.date, time: allDayTime))
      }
      let fire = instant.adding(seconds: dueOffset)
      if let last, fire <= last { continue }
      last = fire
      return fire
    }
    return nil
  }
}
