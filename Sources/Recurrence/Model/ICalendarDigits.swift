// Writing RFC 5545 §3.3.4/§3.3.5 DATE and DATE-TIME values as ASCII digits straight into bytes,
// with no String interpolation: the output path of `recur expand`.

import Zones

/// Writes `YYYYMMDD`, `YYYYMMDDTHHMMSS` and `YYYYMMDDTHHMMSSZ` into a byte buffer.
///
/// ```swift
/// var out = [UInt8](repeating: 0, count: 16)
/// let n = out.withUnsafeMutableBufferPointer {
///   ICalendarDigits.write(dayNumber: 20484, secondOfDay: 34200, form: .utc, into: $0)
/// }                                          // "20260131T093000Z", n == 16
/// ```
public enum ICalendarDigits {
  /// Which of the three value forms to write.
  public enum Form: Sendable {
    /// `YYYYMMDD`.
    case date
    /// `YYYYMMDDTHHMMSS`.
    case local
    /// `YYYYMMDDTHHMMSSZ`.
    case utc
  }

  /// The longest value written: 16 bytes (`YYYYMMDDTHHMMSSZ`).
  public static let maximumLength = 16

  /// Writes the day `dayNumber` (days since 1970-01-01) and `secondOfDay` in `form`;
  /// returns the number of bytes written (8, 15 or 16). `buffer` must hold 16 bytes.
  @inlinable
  public static func write(dayNumber: Int, secondOfDay: Int, form: Form,
                           into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= maximumLength else { return 0 }
    let d = CivilDate(daysSinceEpoch: dayNumber)
    return write(year: d.year, month: d.month, day: d.day, secondOfDay: secondOfDay, form: form,
                 into: buffer)
  }

  /// Writes a date and time of day given as parts; returns the byte count (see above).
  @inlinable
  public static func write(year: Int, month: Int, day: Int, secondOfDay: Int, form: Form,
                           into p: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard p.count >= maximumLength else { return 0 }
    let y = year < 0 ? 0 : (year > 9999 ? 9999 : year)
    p[0] = 48 &+ UInt8(truncatingIfNeeded: y / 1000)
    p[1] = 48 &+ UInt8(truncatingIfNeeded: y / 100 % 10)
    p[2] = 48 &+ UInt8(truncatingIfNeeded: y / 10 % 10)
    p[3] = 48 &+ UInt8(truncatingIfNeeded: y % 10)
    p[4] = 48 &+ UInt8(truncatingIfNeeded: month / 10)
    p[5] = 48 &+ UInt8(truncatingIfNeeded: month % 10)
    p[6] = 48 &+ UInt8(truncatingIfNeeded: day / 10)
    p[7] = 48 &+ UInt8(truncatingIfNeeded: day % 10)
    if case .date = form { return 8 }
    let h = secondOfDay / 3600, m = secondOfDay / 60 % 60, s = secondOfDay % 60
    p[8] = 84  // T
    p[9] = 48 &+ UInt8(truncatingIfNeeded: h / 10)
    p[10] = 48 &+ UInt8(truncatingIfNeeded: h % 10)
    p[11] = 48 &+ UInt8(truncatingIfNeeded: m / 10)
    p[12] = 48 &+ UInt8(truncatingIfNeeded: m % 10)
    p[13] = 48 &+ UInt8(truncatingIfNeeded: s / 10)
    p[14] = 48 &+ UInt8(truncatingIfNeeded: s % 10)
    if case .utc = form {
      p[15] = 90  // Z
      return 16
    }
    return 15
  }

  /// Writes a value's iCalendar text (a zoned value writes its wall-clock time).
  public static func write(_ value: DateTimeValue, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let c = value.civil
    let form: Form
    switch value {
    case .date: form = .date
    case .floating, .zoned: form = .local
    case .utc: form = .utc
    }
    return write(year: c.date.year, month: c.date.month, day: c.date.day,
                 secondOfDay: c.time.secondsSinceMidnight, form: form, into: buffer)
  }
}
