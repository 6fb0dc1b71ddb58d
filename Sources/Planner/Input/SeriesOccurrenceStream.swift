// A VTODO's occurrences as Occurrences' `ComponentSeries` lists them (RFC 5545 §3.8.5.3
// recurrence set with §3.8.4.4 overrides applied), read as the planner's fire instants: each
// occurrence fires at its due (DUE, or DTSTART + DURATION; DTSTART when it has neither), an
// all-day one at the planner's time of day; completed overrides fire nothing.

import Occurrences
import Recurrence
import Zones

/// The fire instants of a series strictly after `after`, strictly increasing.
///
/// The series lists occurrences in start order; a moved override can be due before the
/// instance listed just ahead of it, so fire instants wait in a small sorted buffer until the
/// next listed start is later than the earliest of them (no occurrence fires before it starts).
///
/// Weekly from Monday 2026-11-30 09:00Z with DUE 17:00Z and the 12-07 instance moved to
/// Sunday 12-06 10:00–11:00Z: 2026-11-30T17:00Z, 2026-12-06T11:00Z, 2026-12-14T17:00Z, …
struct SeriesOccurrenceStream: OccurrenceStream {
  /// Beyond any date a plan looks at (year 3000); the series' windows are lazy.
  static let end = Instant(secondsSinceEpoch: 32_503_680_000)

  private var base: ComponentSeries.Iterator
  private var head: ComponentOccurrence?
  private let after: Instant
  private let floatingZone: Zone
  private let allDayTime: CivilTime
  /// Fire instants read but not yet given, ascending.
  private var pending: [Instant] = []
  private var last: Instant?

  /// The stream of `series` after `after`; dates fire at `allDayTime` in `floatingZone`.
  init(series: ComponentSeries, after: Instant, floatingZone: Zone, allDayTime: CivilTime) {
    // Two days early: an all-day occurrence fires later on its own day than its key.
    base = series.occurrences(from: after.adding(seconds: -2 * 86_400), to: Self.end, floatingZone: floatingZone)
      .makeIterator()
    head = base.next()
    self.after = after
    self.floatingZone = floatingZone
    self.allDayTime = allDayTime
  }

  /// `value` as the planner reads it: its instant, a floating time in `floatingZone`, a date
  /// at `allDayTime` there.
  static func fire(_ value: RecurrenceTime, floatingZone: Zone, allDayTime: CivilTime) -> Instant {
    if let i = value.instant { return i }
    if value.isDate { return floatingZone.instant(for: CivilDateTime(date: value.civil.date, time: allDayTime)) }
    return floatingZone.instant(for: value.civil)
  }

  /// The next fire instant.
  mutating func next() -> Instant? {
    var steps = 0
    while steps < PlanPolicy.staleLimit {
      steps += 1
      // Read on while the next listed occurrence starts no later than the earliest pending fire.
      while let h = head, pending.isEmpty || h.sortKey <= pending[0].secondsSinceEpoch {
        head = base.next()
        steps += 1
        if h.isOverride, TimedComponent.isCompleted(h.component) { continue }
        guard let value = h.end ?? h.start else { continue }
        let f = Self.fire(value, floatingZone: floatingZone, allDayTime: allDayTime)
        var i = pending.count
        while i > 0, pending[i - 1] > f { i -= 1 }
        pending.insert(f, at: i)
        if steps >= PlanPolicy.staleLimit { break }
      }
      guard !pending.isEmpty else { return nil }
      let f = pending.removeFirst()
      if f <= after { continue }
      if let last, f <= last { continue }
      last = f
      return f
    }
    return nil
  }
}
