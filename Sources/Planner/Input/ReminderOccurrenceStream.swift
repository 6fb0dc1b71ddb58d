// The Reminders engine's lazy occurrences (docs/FORMATS.md) as a planner stream (docs/SEMANTICS.md "Planner").
// An all-day occurrence fires at a time of day chosen by the planner (docs/SEMANTICS.md
// "Planner: default times"): 09:00, or the smart condition's default time.

import Reminders
import Zones

/// A reminder's occurrences as instants, with all-day occurrences moved to `allDayTime`.
///
/// Daily all-day from 2026-11-22 with `allDayTime` 18:00 in New York (UTC-5):
/// 2026-11-22T23:00:00Z, 2026-11-23T23:00:00Z, …
struct ReminderOccurrenceStream: OccurrenceStream {
  private var base: ReminderOccurrences
  private let zone: Zone
  private let allDayTime: CivilTime

  /// `base` read in `zone`, all-day occurrences at `allDayTime`.
  init(base: ReminderOccurrences, zone: Zone, allDayTime: CivilTime) {
    self.base = base
    self.zone = zone
    self.allDayTime = allDayTime
  }

  /// The next occurrence's instant.
  mutating func next() -> Instant? {
    guard let occurrence = base.next() else { return nil }
    switch occurrence.due {
    case .dateTime: return occurrence.instant
    case .date(let date): return zone.instant(for: CivilDateTime(date: date, time: allDayTime))
    }
  }
}
