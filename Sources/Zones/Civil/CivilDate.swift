// A calendar date with no time zone in the proleptic Gregorian calendar (RFC 5545 §3.3.4 DATE).
// The arithmetic is integer-only (days from 1970-01-01, after H. Hinnant's civil algorithms, with
// C. Neri and L. Schneider's faster 32-bit forms within years -9999...9999),
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
    if days >= -4_400_000 && days <= 3_000_000 {
      // Years -9999...9999 and a margin: C. Neri and L. Schneider, "Euclidean affine functions
      // and their application to calendar algorithms" (2022), to_date with shift s = 82, in
      // 32-bit unsigned arithmetic (a few multiplications instead of signed divisions; equal to
      // the general path below on the whole range: CivilArithmeticTests).
      let n1 = 4 &* UInt32(truncatingIfNeeded: days &+ 12_699_422) &+ 3
      let century = n1 / 146_097
      let n2 = 4 &* (n1 % 146_097 / 4) &+ 3
      let p2 = UInt64(2_939_745) &* UInt64(n2)
      let dayOfYear = UInt32(truncatingIfNeeded: p2) / 2_939_745 / 4  // from March 1
      let n3 = 2141 &* dayOfYear &+ 197_913
      let j: UInt32 = dayOfYear >= 306 ? 1 : 0  // January or February: the next year
      let y = Int(100 &* century &+ UInt32(truncatingIfNeeded: p2 >> 32)) - 32_800 + Int(j)
      self.init(uncheckedYear: y, month: Int((n3 >> 16) &- 12 &* j), day: Int((n3 & 0xFFFF) / 2141) + 1)
      return
    }
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
    if year >= -9999 && year <= 9999 && month >= 1 && month <= 12 && day >= -1000 && day <= 1000 {
      // Neri and Schneider (2022), to_rata_die with shift s = 82 (see `init(daysSinceEpoch:)`).
      let j: UInt32 = month <= 2 ? 1 : 0
      let y = UInt32(truncatingIfNeeded: year &+ 32_800) &- j
      let m = UInt32(truncatingIfNeeded: month) &+ 12 &* j
      let century = y / 100
      let n = 1461 &* y / 4 &- century &+ century / 4 &+ (979 &* m &- 2919) / 32
        &+ UInt32(truncatingIfNeeded: day &- 1)
      return Int(Int32(bitPattern: n &- 12_699_422))
    }
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
