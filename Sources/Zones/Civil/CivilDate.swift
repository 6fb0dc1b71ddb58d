// A calendar date with no time zone in the proleptic Gregorian calendar (RFC 5545 §3.3.4 DATE).
// The arithmetic is integer-only (days from 1970-01-01, after H. Hinnant's civil algorithms),
// so the recurrence engine never needs Foundation's Calendar on its hot path.

/// A proleptic Gregorian calendar date with no zone: what RFC 5545 calls a DATE.
///
/// ```swift
/// let d = CivilDate(year: 2026, month: 1, day: 31)!   // nil for Feb 30
/// d.weekday                                            // .saturday
/// d.adding(days: 29)                                   // 2026-03-01
/// CivilDate.daysInMonth(year: 2028, month: 2)          // 29
/// ```
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, -9999...9999 (RFC 5545 values use 0000...9999).
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...daysInMonth.
  public let day: Int

  /// The earliest and latest years this type accepts.
  public static let yearRange = -9999...9999

  /// A date, or `nil` when the day does not exist (Feb 30, month 13, year out of range).
  @inlinable
  public init?(year: Int, month: Int, day: Int) {
    guard CivilDate.yearRange.contains(year), (1...12).contains(month), day >= 1,
          day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// A date from parts the caller has already validated (used on hot paths).
  @inlinable
  package init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `days` days after 1970-01-01 (negative is before).
  @inlinable
  public init(daysSinceEpoch days: Int) {
    // H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.init(uncheckedYear: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
  }

  /// Days from 1970-01-01 to this date (negative before it).
  @inlinable
  public var daysSinceEpoch: Int {
    // H. Hinnant, days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The day of the week.
  @inlinable
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday (ISO 4).
    let iso = ((daysSinceEpoch % 7) + 7 + 3) % 7 + 1
    return Weekday(rawValue: iso) ?? .monday
  }

  /// The day of the year, 1...366.
  @inlinable
  public var dayOfYear: Int {
    daysSinceEpoch - CivilDate(uncheckedYear: year, month: 1, day: 1).daysSinceEpoch + 1
  }

  /// The date `days` days later (negative goes back).
  @inlinable
  public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

  /// Whether `year` has a February 29 (proleptic Gregorian).
  @inlinable
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year`: 28...31.
  @inlinable
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The number of days in `year`: 365 or 366.
  @inlinable
  public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// `YYYY-MM-DD`.
  public var description: String {
    "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
  }

  /// Orders by year, month, day.
  @inlinable
  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}
