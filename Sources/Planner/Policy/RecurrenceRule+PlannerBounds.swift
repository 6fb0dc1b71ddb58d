// Which RRULEs (RFC 5545 §3.3.10) the planner can bound without expanding them (docs/SEMANTICS.md "Planner"):
// the shapes `EarliestOccurrence` knows.

import Recurrence
import Zones

extension RecurrenceRule {
  /// Whether the rule is `FREQ=HOURLY[;INTERVAL=n][;WKST=…]` and never ends: every occurrence
  /// is at DTSTART's minute and second. `FREQ=HOURLY;INTERVAL=3` → true; `…;COUNT=5` or
  /// `…;BYMINUTE=0,30` → false.
  var isHourlyWithoutParts: Bool { isHourlyIgnoringEnd && count == nil && until == nil }

  /// Whether the rule is `FREQ=HOURLY[;INTERVAL=n][;WKST=…]`, with or without COUNT or UNTIL.
  var isHourlyIgnoringEnd: Bool {
    frequency == .hourly && rscale == nil
      && bySecond.isEmpty && byMinute.isEmpty && byHour.isEmpty && byDay.isEmpty && byMonthDay.isEmpty
      && byYearDay.isEmpty && byWeekNo.isEmpty && byMonth.isEmpty && bySetPos.isEmpty
  }

  /// Whether every occurrence is at DTSTART's time of day: DAILY or coarser without BYHOUR,
  /// BYMINUTE or BYSECOND (BYSETPOS picks among days, so the time stays). COUNT and UNTIL are
  /// not looked at.
  var hasFixedTimeOfDay: Bool {
    frequency >= .daily && byHour.isEmpty && byMinute.isEmpty && bySecond.isEmpty
  }
}

extension RecurrenceRule {
  /// The margin the bounds below keep around wall-clock readings: no UTC offset is beyond
  /// ±26 hours.
  static let wallClockMargin: Int64 = 26 * 3600

  /// The fewest and most occurrences one whole period of the rule yields, for the shapes whose
  /// counts are plain (RFC 5545 §3.3.10, Table of BYxxx expansion): no BYxxx part (one per
  /// period: DTSTART's day and time; none in a month without DTSTART's day, or a year without
  /// its February 29), WEEKLY with plain BYDAY (one per listed weekday), MONTHLY with
  /// BYMONTHDAY and BYSETPOS=1 or -1 (one, if a listed day exists in every month). `nil` for
  /// other shapes, RSCALE, or a DTSTART with no wall clock (`start`).
  /// `FREQ=WEEKLY;BYDAY=MO,TH` → (2, 2); `FREQ=MONTHLY` from the 31st → (0, 1).
  func occurrencesPerPeriod(startDate: CivilDate) -> (fewest: Int, most: Int)? {
    guard rscale == nil, bySecond.isEmpty, byMinute.isEmpty, byHour.isEmpty, byYearDay.isEmpty, byWeekNo.isEmpty,
          byMonth.isEmpty else { return nil }
    if byDay.isEmpty, byMonthDay.isEmpty, bySetPos.isEmpty {
      switch frequency {
      case .monthly: return (startDate.day <= 28 ? 1 : 0, 1)
      case .yearly: return (startDate.month == 2 && startDate.day == 29 ? 0 : 1, 1)
      default: return (1, 1)
      }
    }
    if frequency == .weekly, !byDay.isEmpty, byMonthDay.isEmpty, bySetPos.isEmpty,
       byDay.allSatisfy({ $0.ordinal == 0 }) {
      let days = Set(byDay.map(\.weekday)).count
      return (days, days)
    }
    if frequency == .monthly, byDay.isEmpty, !byMonthDay.isEmpty, bySetPos == [1] || bySetPos == [-1] {
      let always = byMonthDay.contains { (1...28).contains($0) || (-28 ... -1).contains($0) }
      return (always ? 1 : 0, 1)
    }
    return nil
  }

  /// The wall-clock start (midnight) of period `k` (0: DTSTART's) of a DAILY or coarser rule,
  /// `interval` periods apart; weeks start on WKST. `nil` beyond the calendar's range.
  func periodStart(_ k: Int, startDate: CivilDate) -> CivilDate? {
    let step = max(1, interval) * k
    switch frequency {
    case .daily:
      return startDate.adding(days: step)
    case .weekly:
      let back = (startDate.weekday.rawValue - effectiveWeekStart.rawValue + 7) % 7
      return startDate.adding(days: 7 * step - back)
    case .monthly:
      let months = startDate.year * 12 + (startDate.month - 1) + step
      return CivilDate(year: months / 12, month: months % 12 + 1, day: 1)
    case .yearly:
      return CivilDate(year: startDate.year + step, month: 1, day: 1)
    default:
      return nil
    }
  }

  /// Bounds on the instant of the last occurrence of a COUNT rule (RFC 5545 §3.3.10) from
  /// `start` (`startInstant`; dates and floating times read in `floatingZone`), computed by
  /// counting whole periods instead of expanding: `lower` always (at least COUNT − 1
  /// occurrences after DTSTART need that many periods at the most per period), `upper` when
  /// every period surely yields an occurrence (no DST gap can drop one). `nil` for other
  /// shapes, COUNT above 1,000, or UNTIL.
  ///
  /// `FREQ=DAILY;COUNT=10` from 2026-03-01T09:00 New York: the 9th day after is in period 8
  /// (2026-03-09), so lower = 2026-03-09T00:00 read as UTC − 26 h; every day yields one (09:00
  /// is never in New York's 02:00–03:00 gap), so the 10th is before period 10 (2026-03-11):
  /// upper = 2026-03-11T00:00 read as UTC + 26 h.
  /// `windows`, when given, answers the zone transition questions (the same answers, listed
  /// once per zone).
  func lastOccurrenceBounds(start: RecurrenceTime, startInstant: Instant, floatingZone: Zone,
                            windows: ZoneTransitionWindows? = nil) -> (lower: Instant, upper: Instant?)? {
    func transitions(_ zone: Zone, _ window: Range<Instant>, _ limit: Int) -> ArraySlice<ZoneTransition> {
      if let windows { return windows.transitions(zone, in: window, limit: limit) }
      return ArraySlice(zone.transitions(in: window, limit: limit))
    }
    guard let count, until == nil, count >= 1, count <= 1_000 else { return nil }
    let margin = Self.wallClockMargin
    let civil = start.civil
    if frequency == .hourly {
      guard isHourlyIgnoringEnd else { return nil }
      // With one offset throughout, occurrence j is DTSTART + j × INTERVAL hours.
      let zone: Zone?
      switch start {
      case .date: return nil
      case .utc: zone = nil
      case .floating: zone = floatingZone
      case .zoned(_, let z): zone = z
      }
      let step = Int64(max(1, interval)) * 3600
      let upper = startInstant.adding(seconds: Int64(count) * step + 3600)
      if let zone {
        let window = startInstant.adding(seconds: -2 * 86_400)..<upper.adding(seconds: 2 * 86_400)
        guard transitions(zone, window, 1).isEmpty else { return nil }
      }
      let lower = count >= 2 ? startInstant.adding(seconds: Int64(count - 2) * step - 3600) : startInstant.adding(seconds: -3600)
      return (lower, upper)
    }
    guard frequency >= .daily, let perPeriod = occurrencesPerPeriod(startDate: civil.date), perPeriod.most >= 1 else {
      return nil
    }
    // COUNT − 1 occurrences besides DTSTART take at least ⌈(COUNT − 1) / most⌉ periods.
    var lower = startInstant.adding(seconds: -margin)
    let others = count - 1
    if others >= 1 {
      let k = (others + perPeriod.most - 1) / perPeriod.most - 1
      guard let first = periodStart(k, startDate: civil.date) else { return nil }
      lower = max(lower, Instant(utc: CivilDateTime(date: first, time: .midnight)).adding(seconds: -margin))
    }
    guard perPeriod.fewest >= 1, let after = periodStart((count + perPeriod.fewest - 1) / perPeriod.fewest + 1,
                                                         startDate: civil.date) else {
      return (lower, nil)
    }
    let upper = Instant(utc: CivilDateTime(date: after, time: .midnight)).adding(seconds: margin)
    if case .zoned(let c, let zone) = start {
      // A DST gap over the wall-clock time would drop that day's occurrence (RFC 5545 §3.3.10).
      let window = startInstant.adding(seconds: -2 * 86_400)..<upper.adding(seconds: 2 * 86_400)
      let listed = transitions(zone, window, 64)
      guard listed.count < 64 else { return (lower, nil) }
      for t in listed where t.offsetAfter.seconds > t.offsetBefore.seconds {
        let width = Int64(t.offsetAfter.seconds - t.offsetBefore.seconds)
        guard width < 86_400 else { return (lower, nil) }
        let gapStart = CivilDateTime(secondsSinceEpoch: t.instant.secondsSinceEpoch + Int64(t.offsetBefore.seconds))
        let gapEnd = gapStart.adding(seconds: width)
        for day in [gapStart.date, gapEnd.date] {
          let reading = CivilDateTime(date: day, time: c.time)
          if reading >= gapStart && reading < gapEnd { return (lower, nil) }
        }
      }
    }
    return (lower, upper)
  }
}
