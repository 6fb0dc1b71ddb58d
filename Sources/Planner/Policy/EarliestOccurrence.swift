// A lower bound on the next occurrence of a series that fires at one wall-clock time of day
// (RFC 5545 §3.3.10: DAILY or coarser without BYHOUR, BYMINUTE, BYSECOND take DTSTART's time),
// computed without expanding the rule (DESIGN.md §5, "work proportional to what is planned").

import Zones

/// The earliest instant such a series can next occur.
///
/// Daily at 09:00 New York, after 2026-11-22T15:00:00Z (10:00 EST): today's 09:00 has passed,
/// so the next can be no sooner than 2026-11-23 09:00 EST (14:00Z); the bound is 3 hours before
/// that, 11:00Z, a margin for DST gaps (a gap time reads later, never sooner).
enum EarliestOccurrence {
  /// The margin taken off the bound.
  static let margin: Int64 = 3 * 3600

  /// A bound on the first occurrence strictly after `after` of a series at `timeOfDay` in `zone`.
  static func bound(after: Instant, zone: Zone, timeOfDay: CivilTime) -> Instant {
    let local = zone.civil(at: after)
    var next = zone.instant(for: CivilDateTime(date: local.date, time: timeOfDay))
    if next <= after {
      next = zone.instant(for: CivilDateTime(date: local.date.adding(days: 1), time: timeOfDay))
    }
    return next.adding(seconds: -margin)
  }
}
