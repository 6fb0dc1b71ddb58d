// Which lower bound (`EarliestOccurrence`) a single-rule series has on its next occurrence
// (RFC 5545 §3.3.10; docs/SEMANTICS.md "Planner"): fixed time of day for DAILY and coarser rules without
// BYHOUR, BYMINUTE, BYSECOND; fixed minute and second for HOURLY without BYxxx parts.

import Recurrence
import Zones

/// The shape of bound a series has, with what the bound needs from DTSTART.
///
/// `DTSTART;TZID=America/New_York:20260305T090000` with `FREQ=WEEKLY;BYDAY=MO,TH` is
/// `.timeOfDay(New York, 09:00, Mondays and Thursdays)`; with `FREQ=HOURLY;INTERVAL=3` it is `.hourly(New York,
/// 2026-03-05T09:00 as wall-clock seconds, 10,800 s)`.
enum SeriesBound: Sendable {
  /// Every occurrence is at `time` on the wall clock of `zone`, on a day in `days`.
  case timeOfDay(zone: Zone, time: CivilTime, days: DayFilter)
  /// Every occurrence is at a wall-clock time of `zone` `startWall + k × step` seconds (k ≥ 0;
  /// DTSTART's wall clock and INTERVAL hours), the Recurrence engine's HOURLY stepping.
  case hourly(zone: Zone, startWall: Int64, step: Int64)

  /// What `of(rule:…)` reads from a rule, worked out once per rule text.
  struct RuleFacts: Sendable {
    /// INTERVAL hours in seconds, for HOURLY without BYxxx parts; `nil` otherwise.
    let hourlyStep: Int64?
    /// DAILY or coarser at DTSTART's time of day.
    let fixedTimeOfDay: Bool
    /// The days the rule can fall on, before DTSTART is known.
    let days: DayFilter.Template
    /// Whether the rule has COUNT or UNTIL.
    let ends: Bool

    /// The facts of `rule`.
    init(_ rule: RecurrenceRule) {
      hourlyStep = rule.isHourlyIgnoringEnd ? Int64(max(1, rule.interval)) * 3600 : nil
      fixedTimeOfDay = rule.hasFixedTimeOfDay
      days = fixedTimeOfDay ? DayFilter.Template.of(rule) : .fixed(.any)
      ends = rule.count != nil || rule.until != nil
    }
  }

  /// The bound of the series that `rule` and `anchor` make, ignoring COUNT and UNTIL (a
  /// series that ends is a prefix of the one that does not); `nil` for other shapes.
  /// `anchorInstant` is DTSTART as an instant (dates and floating times in `floatingZone`).
  static func of(rule: RecurrenceRule, anchor: RecurrenceTime, anchorInstant: Instant, floatingZone: Zone,
                 allDayTime: CivilTime) -> SeriesBound? {
    of(facts: RuleFacts(rule), anchor: anchor, floatingZone: floatingZone, allDayTime: allDayTime)
  }

  /// The bound for a rule with `facts` and `anchor` (see `of(rule:…)`).
  static func of(facts: RuleFacts, anchor: RecurrenceTime, floatingZone: Zone, allDayTime: CivilTime) -> SeriesBound? {
    if let step = facts.hourlyStep {
      let frameZone: Zone
      switch anchor {
      case .date: return nil
      case .floating: frameZone = floatingZone
      case .utc: frameZone = .utc
      case .zoned(_, let z): frameZone = z
      }
      return .hourly(zone: frameZone, startWall: anchor.civil.secondsSinceEpoch, step: step)
    }
    guard facts.fixedTimeOfDay else { return nil }
    let days = facts.days.filter(start: anchor.civil.date)
    switch anchor {
    case .date: return .timeOfDay(zone: floatingZone, time: allDayTime, days: days)
    case .floating(let c): return .timeOfDay(zone: floatingZone, time: c.time, days: days)
    case .utc(let c): return .timeOfDay(zone: .utc, time: c.time, days: days)
    case .zoned(let c, let z): return .timeOfDay(zone: z, time: c.time, days: days)
    }
  }

  /// A lower bound on the series' first fire time strictly after `after`, for notifications
  /// `lead` seconds after each occurrence (DUE − DTSTART).
  func bound(after: Instant, lead: Int64) -> Instant {
    switch self {
    case .timeOfDay(let zone, let time, let days):
      EarliestOccurrence.bound(after: after.adding(seconds: -lead), zone: zone, timeOfDay: time, days: days)
        .adding(seconds: lead)
    case .hourly(let zone, let startWall, let step):
      EarliestOccurrence.hourlyWallBound(after: after.adding(seconds: -lead), zone: zone, startWall: startWall,
                                         step: step).adding(seconds: lead)
    }
  }
}
