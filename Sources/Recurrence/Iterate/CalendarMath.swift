// Integer helpers for the proleptic Gregorian calendar on day numbers (days since 1970-01-01)
// used by the iterator (RFC 5545 §3.3.10 BYxxx arithmetic; ISO 8601 week numbering with WKST).

import Zones

/// Day-number arithmetic for the engine's hot path.
enum CalendarMath {
  /// Days in 400 Gregorian years: the calendar (dates and weekdays) repeats with this period.
  static let daysPer400Years = 146_097

  /// The ISO weekday (1 = Monday … 7 = Sunday) of a day number; day 0 was a Thursday.
  @inline(__always)
  static func weekday(_ day: Int) -> Int {
    // Unsigned for days from 1969-12-29 on: a multiply and a shift, no sign fix-up.
    if day >= -3 { return Int(UInt(bitPattern: day &+ 3) % 7) &+ 1 }
    let r = (day + 3) % 7
    return (r < 0 ? r + 7 : r) + 1
  }

  /// Floor division.
  @inline(__always)
  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    // Unsigned when both are non-negative (the common case; cheaper with a constant divisor).
    if a >= 0 && b > 0 { return Int(UInt(bitPattern: a) / UInt(bitPattern: b)) }
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// The non-negative remainder.
  @inline(__always)
  static func floorMod(_ a: Int, _ b: Int) -> Int {
    if a >= 0 && b > 0 { return Int(UInt(bitPattern: a) % UInt(bitPattern: b)) }
    let r = a % b
    return r < 0 ? r + b : r
  }

  /// The day number of year/month/day (the parts need not form a valid date; day 0 and day 32
  /// count on from the month's start, which SKIP handling relies on).
  @inline(__always)
  static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
    CivilDate(uncheckedYear: year, month: month, day: 1).daysSinceEpoch + day - 1
  }

  /// The first day of ISO-style week 1 of `year` with weeks starting on `weekStart` (1...7):
  /// the week holding at least four days of the year (RFC 5545 §3.3.10 BYWEEKNO).
  static func weekOneStart(_ year: Int, weekStart: Int) -> Int {
    let jan1 = dayNumber(year, 1, 1)
    let delta = floorMod(weekday(jan1) - weekStart, 7)
    return delta <= 3 ? jan1 - delta : jan1 - delta + 7
  }

  /// The greatest common divisor.
  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    var guardSteps = 0
    while y != 0 && guardSteps < 200 {
      (x, y) = (y, x % y)
      guardSteps += 1
    }
    return x
  }
}
