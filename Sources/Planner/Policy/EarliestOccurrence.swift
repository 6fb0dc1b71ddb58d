// A lower bound on the next occurrence of a series that fires at one wall-clock time of day
// (RFC 5545 §3.3.10: DAILY or coarser without BYHOUR, BYMINUTE, BYSECOND take DTSTART's time,
// optionally only on the days a `DayFilter` allows), or, HOURLY without BYxxx, at wall-clock
// times INTERVAL hours apart from DTSTART, computed without expanding the rule (docs/SEMANTICS.md "Planner",
// "work proportional to what is planned").

import Zones

/// The earliest instant such a series can next occur.
///
/// Daily at 09:00 New York, after 2026-11-22T15:00:00Z (10:00 EST): today's 09:00 has passed,
/// so the next can be no sooner than 2026-11-23 09:00 EST (14:00Z), the bound, as the offset is
/// the same 3 hours either side of it. Near a DST change (the offset differs 3 hours before and
/// after) the bound is taken 3 hours earlier, a margin for gaps and folds: daily at 01:30 after
/// 2026-11-01T04:00:00Z gives 2026-11-01T05:30:00Z − 3 h = 02:30Z (the fold is at 06:00Z).
enum EarliestOccurrence {
  /// The margin taken off the bound.
  static let margin: Int64 = 3 * 3600

  /// A bound on the first occurrence strictly after `after` of a series at `timeOfDay` in `zone`.
  /// With `days`, only days in that set count (`DayFilter.firstDay(after:)`; the next day
  /// when it finds none).
  static func bound(after: Instant, zone: Zone, timeOfDay: CivilTime, days: DayFilter = .any) -> Instant {
    let local = zone.civil(at: after)
    var next = zone.instant(for: CivilDateTime(date: local.date, time: timeOfDay))
    if next <= after || !days.contains(local.date) {
      let day = days.firstDay(after: local.date) ?? local.date.adding(days: 1)
      next = zone.instant(for: CivilDateTime(date: day, time: timeOfDay))
    }
    let before = zone.offset(at: next.adding(seconds: -margin))
    guard before == zone.offset(at: next), before == zone.offset(at: next.adding(seconds: margin)) else {
      return next.adding(seconds: -margin)
    }
    return next
  }

  /// A bound on the first occurrence strictly after `after` of an HOURLY series without BYxxx
  /// parts whose wall-clock times in `zone` are `startWall + k × step` (k ≥ 0), each read as
  /// `Zone.instant(for:)` reads it (a gap time with the offset before, a fold time as its first
  /// instant: within `wall − largest offset … wall − smallest offset` of the offsets around).
  /// That is how the Recurrence engine steps sub-daily rules (wall-clock seconds from DTSTART,
  /// RuleSequenceIterator; docs/SEMANTICS.md "A wall-clock time in a gap or a fold").
  ///
  /// Every 3 hours from 2026-03-05 09:00 New York, after 2026-11-22T12:00:00Z (07:00 EST, no
  /// change of offset within two days): walls 09:00 + 3k h read 06:00, 09:00 EST …; the first
  /// after 07:00 EST is 09:00 EST = 14:00Z, the bound (exact when one offset holds around).
  static func hourlyWallBound(after: Instant, zone: Zone, startWall: Int64, step: Int64) -> Instant {
    let here = Int64(zone.offset(at: after).seconds)
    var low = here, high = here
    let window = after.adding(seconds: -2 * 86_400)..<after.adding(seconds: step + 2 * 86_400)
    let changes = zone.transitions(in: window, limit: 32)
    if changes.count >= 32 { return after }
    for change in changes {
      for offset in [Int64(change.offsetBefore.seconds), Int64(change.offsetAfter.seconds)] {
        low = min(low, offset)
        high = max(high, offset)
      }
    }
    // An occurrence after `after` has a wall time above `after + low`; the first such wall is
    // read no earlier than `wall − high`.
    let floor = after.secondsSinceEpoch + low
    var k = (floor - startWall) / step
    if startWall + k * step <= floor { k += 1 }
    k = max(0, k)
    return Instant(secondsSinceEpoch: startWall + k * step - high)
  }
}
