// The general iterator's YEARLY and MONTHLY periods under a non-Gregorian RSCALE (RFC 7529):
// a year or month of that calendar, its days from `ScaledPlan`; everything after the days
// (times, BYSETPOS, COUNT, UNTIL, zones) is the iterator's usual work.

import Zones

extension RuleSequenceIterator {
  /// Fills YEARLY period `k`: year `origin + k·INTERVAL` of the calendar; `false` past the
  /// engine's last day (or if the calendar cannot reach that year).
  mutating func fillScaledYear(_ s: ScaledPlan) -> Bool {
    let target = origin &+ k &* interval
    let y = s.years.year(target, near: scaleYear ?? s.startYear)
    guard y.year == target, y.first <= lastDay else { return false }
    scaleYear = y
    startDays()
    for d in s.yearDays(of: y) where d <= lastDay { push(d) }
    nDays = Self.sortUnique(days.base, nDays)
    return true
  }

  /// Fills MONTHLY period `k`: the month `k·INTERVAL` months after DTSTART's, counted through
  /// the calendar's years (12 or 13 months each); `false` past the engine's last day.
  mutating func fillScaledMonth(_ s: ScaledPlan) -> Bool {
    var y = scaleYear ?? s.startYear
    var i = scaleYear == nil ? s.startMonthIndex : scaleMonthIndex
    var steps = (k &- (scaleYear == nil ? 0 : scaleMonthK)) &* interval
    while steps > 0 {
      steps &-= 1
      i &+= 1
      if i >= y.months.count {
        y = s.years.next(after: y)
        i = 0
        if y.first > lastDay { return false }
      }
    }
    scaleYear = y
    scaleMonthIndex = i
    scaleMonthK = k
    if y.months[i].first > lastDay { return false }
    startDays()
    for d in s.monthDays(of: y, i) where d <= lastDay { push(d) }
    nDays = Self.sortUnique(days.base, nDays)
    return true
  }
}
