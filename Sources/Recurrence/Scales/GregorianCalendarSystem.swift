// The proleptic Gregorian calendar as a `CalendarSystem` (for BUDDHIST, JAPANESE and ROC, whose
// months and days are Gregorian); no Foundation.

import Zones

/// Gregorian years and months from the native civil-date arithmetic.
///
/// ```swift
/// GregorianCalendarSystem().year(containing: 0).months[1].length   // 28 (February 1970)
/// ```
public struct GregorianCalendarSystem: CalendarSystem {
  /// The Gregorian system.
  public init() {}

  /// 365.2425 days.
  public var meanYearLength: Double { 365.2425 }

  /// The Gregorian year holding `day`.
  public func year(containing day: Int) -> ScaleYear {
    let y = CivilDate(daysSinceEpoch: day).year
    let first = CalendarMath.dayNumber(y, 1, 1)
    var months: [ScaleMonth] = []
    months.reserveCapacity(12)
    var start = first
    for m in 1...12 {
      let length = CivilDate.daysInMonth(year: y, month: m)
      months.append(ScaleMonth(number: m, isLeap: false, first: start, length: length))
      start += length
    }
    return ScaleYear(year: y, first: first, length: start - first, months: months)
  }
}
