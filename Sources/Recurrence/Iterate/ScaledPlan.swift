// The part of a plan a non-Gregorian RSCALE changes (RFC 7529): BYMONTH (with leap months),
// BYMONTHDAY and BYYEARDAY read in that calendar's months and years, with SKIP for a leap month
// or a day the year or month lacks (§3.1). Weekdays, weeks, times, BYSETPOS, COUNT, UNTIL and
// zones stay with the general iterator.

import Zones

/// A rule's calendar-dependent parts under a non-Gregorian RSCALE, with DTSTART's defaults
/// (RFC 5545 §3.3.10 "derived from DTSTART", read in that calendar).
///
/// `RSCALE=HEBREW;FREQ=YEARLY` from 2014-02-05 (5 Adar I 5774): `months` is `[5L]`, `monthDays`
/// `[5]`; a common year lacks Adar I, so SKIP decides (OMIT: none; FORWARD: 5 Adar).
final class ScaledPlan: @unchecked Sendable {
  /// A BYMONTH entry: month number and leap flag.
  struct MonthLabel: Hashable {
    let number: Int
    let isLeap: Bool
  }

  let years: ScaleYears
  let frequency: Frequency
  let skip: SkipRule
  let months: [MonthLabel]
  let monthDays: [Int]
  let yearDays: [Int]
  let weekdays: [WeekdayNumber]
  /// Whether BYDAY ordinals count in the month (MONTHLY, or YEARLY with BYMONTH).
  let ordinalsInMonth: Bool
  /// The year (YEARLY) or month (MONTHLY) holding DTSTART.
  let startYear: ScaleYear
  let startMonthIndex: Int

  init(rule: RecurrenceRule, scale: CalendarScale, startDay: Int) {
    years = ScaleYears(system: scale.system)
    frequency = rule.frequency
    skip = rule.effectiveSkip
    let y = years.containing(startDay)
    let mi = y.monthIndex(of: startDay)
    startYear = y
    startMonthIndex = mi
    let startMonth = y.months[mi]
    let startLabel = MonthLabel(number: startMonth.number, isLeap: startMonth.isLeap)
    let startDom = startDay - startMonth.first + 1
    var ms = rule.byMonth.map { MonthLabel(number: $0, isLeap: false) }
      + rule.byLeapMonth.map { MonthLabel(number: $0, isLeap: true) }
    var mds = rule.byMonthDay.filter { $0 != 0 && (-31...31).contains($0) }
    let noDay = rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty && rule.byDay.isEmpty
    switch rule.frequency {
    case .yearly:
      // DTSTART's month for a BYMONTHDAY without BYMONTH (as the Gregorian plan does), its
      // month and day when no day part is given.
      if ms.isEmpty && (noDay || (!rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty)) { ms = [startLabel] }
      if noDay { mds = [startDom] }
    case .monthly:
      if noDay { mds = [startDom] }
    default:
      break
    }
    months = ms
    monthDays = mds
    yearDays = rule.byYearDay.filter { $0 != 0 && (-366...366).contains($0) }
    weekdays = rule.byDay
    ordinalsInMonth = ExpansionTable.ordinalsCountInMonth(rule.frequency, hasMonths: !ms.isEmpty)
  }

  /// Whether a day-level filter applies to DAILY and finer periods (and WEEKLY's days).
  var filtersDays: Bool { !months.isEmpty || !monthDays.isEmpty || !yearDays.isEmpty }

  // MARK: Periods

  /// The months of year `y` that BYMONTH selects, with SKIP for a leap month the year lacks
  /// (RFC 7529 §3.1: BACKWARD takes the month it follows, FORWARD the month after that one).
  func selectedMonths(_ y: ScaleYear) -> [ScaleMonth] {
    if months.isEmpty { return y.months }
    var out: [ScaleMonth] = []
    for label in months {
      if let i = y.monthIndex(number: label.number, isLeap: label.isLeap) {
        out.append(y.months[i])
      } else if label.isLeap, let i = y.monthIndex(number: label.number, isLeap: false) {
        switch skip {
        case .omit: break
        case .backward: out.append(y.months[i])
        case .forward:
          if i + 1 < y.months.count { out.append(y.months[i + 1]) }
          else if let next = years.next(after: y).months.first { out.append(next) }
        }
      }
    }
    return out
  }

  /// The days of a YEARLY period, ascending without repeats.
  func yearDays(of y: ScaleYear) -> [Int] {
    var out: [Int] = []
    if !yearDays.isEmpty {
      for v in yearDays {
        if let d = skipped(v, first: y.first, length: y.length) { out.append(d) }
      }
      out = out.filter { day in
        let m = y.months[y.monthIndex(of: min(max(day, y.first), y.first + y.length - 1))]
        if !months.isEmpty && !months.contains(MonthLabel(number: m.number, isLeap: m.isLeap)) { return false }
        if !monthDays.isEmpty && !Self.inList(day - m.first + 1, m.length, monthDays) { return false }
        let scope = ordinalsInMonth ? (m.first, m.first + m.length) : (y.first, y.first + y.length)
        return weekdayMatches(day, scope)
      }
    } else if !monthDays.isEmpty {
      for m in selectedMonths(y) {
        for v in monthDays {
          guard let d = skipped(v, first: m.first, length: m.length) else { continue }
          let scope = ordinalsInMonth ? (m.first, m.first + m.length) : (y.first, y.first + y.length)
          if weekdayMatches(d, scope) { out.append(d) }
        }
      }
    } else if !weekdays.isEmpty {
      if months.isEmpty {
        out = weekdayDays(y.first, y.first + y.length)
      } else {
        for m in selectedMonths(y) { out += weekdayDays(m.first, m.first + m.length) }
      }
    } else {
      for m in selectedMonths(y) { out += Array(m.first..<(m.first + m.length)) }
    }
    return out
  }

  /// The days of a MONTHLY period: month `i` of year `y`, if BYMONTH keeps it.
  func monthDays(of y: ScaleYear, _ i: Int) -> [Int] {
    let m = y.months[i]
    if !months.isEmpty && !selectedMonths(y).contains(m) { return [] }
    var out: [Int] = []
    let scope = (m.first, m.first + m.length)
    if !monthDays.isEmpty {
      for v in monthDays {
        if let d = skipped(v, first: m.first, length: m.length), weekdayMatches(d, scope) { out.append(d) }
      }
    } else if !weekdays.isEmpty {
      out = weekdayDays(scope.0, scope.1)
    } else {
      out = Array(scope.0..<scope.1)
    }
    if !yearDays.isEmpty {
      out = out.filter { day in
        let yy = years.containing(day)
        return Self.inList(day - yy.first + 1, yy.length, yearDays)
      }
    }
    return out
  }

  /// Whether a day of a DAILY, WEEKLY or finer period passes BYMONTH, BYMONTHDAY and BYYEARDAY
  /// read in this calendar (BYMONTH limits there: a leap month matches only itself).
  func matches(_ day: Int) -> Bool {
    let y = years.containing(day)
    let m = y.months[y.monthIndex(of: day)]
    if !months.isEmpty && !months.contains(MonthLabel(number: m.number, isLeap: m.isLeap)) { return false }
    if !monthDays.isEmpty && !Self.inList(day - m.first + 1, m.length, monthDays) { return false }
    if !yearDays.isEmpty && !Self.inList(day - y.first + 1, y.length, yearDays) { return false }
    return true
  }

  // MARK: Helpers

  /// Day `v` (from the end when negative) of a span of `length` days from `first`; out of
  /// range, SKIP moves it to the span's last day or the day after (or for a negative value to
  /// the day before the span or its first day), or drops it (RFC 7529 §3.1).
  func skipped(_ v: Int, first: Int, length: Int) -> Int? {
    let n = v > 0 ? v : length + v + 1
    if n >= 1 && n <= length { return first + n - 1 }
    switch skip {
    case .omit: return nil
    case .backward: return v > 0 ? first + length - 1 : first - 1
    case .forward: return v > 0 ? first + length : first
    }
  }

  /// Whether `n` (1-based in a span of `length`) is listed, counting negative values from the end.
  static func inList(_ n: Int, _ length: Int, _ list: [Int]) -> Bool {
    list.contains { $0 > 0 ? $0 == n : length + $0 + 1 == n }
  }

  /// Whether `day` passes BYDAY with ordinals counted in `scope` [a, b) (true when BYDAY is absent).
  func weekdayMatches(_ day: Int, _ scope: (Int, Int)) -> Bool {
    if weekdays.isEmpty { return true }
    let w = CalendarMath.weekday(day)
    let nth = (day - scope.0) / 7 + 1
    let nthLast = -((scope.1 - 1 - day) / 7 + 1)
    let inScope = day >= scope.0 && day < scope.1
    return weekdays.contains {
      $0.weekday.rawValue == w && ($0.ordinal == 0 || (inScope && ($0.ordinal == nth || $0.ordinal == nthLast)))
    }
  }

  /// BYDAY's days in [a, b): every listed weekday, or its n-th / n-th from last.
  func weekdayDays(_ a: Int, _ b: Int) -> [Int] {
    var out: [Int] = []
    for d in a..<max(a, b) where weekdayMatches(d, (a, b)) { out.append(d) }
    return out
  }
}
