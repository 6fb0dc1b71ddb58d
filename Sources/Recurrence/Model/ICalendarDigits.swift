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
    guard p.count >= maximumLength, let base = p.baseAddress else { return 0 }
    let y = UInt32(truncatingIfNeeded: year < 0 ? 0 : (year > 9999 ? 9999 : year))
    let yHigh = y / 100
    pair(yHigh, base)
    pair(y &- yHigh &* 100, base + 2)
    pair(UInt32(truncatingIfNeeded: month), base + 4)
    pair(UInt32(truncatingIfNeeded: day), base + 6)
    if case .date = form { return 8 }
    let t = UInt32(truncatingIfNeeded: secondOfDay < 0 ? 0 : secondOfDay)
    let h = t / 3600
    let rest = t &- h &* 3600
    let m = rest / 60
    base[8] = 84  // T
    pair(h, base + 9)
    pair(m, base + 11)
    pair(rest &- m &* 60, base + 13)
    if case .utc = form {
      base[15] = 90  // Z
      return 16
    }
    return 15
  }

  /// Writes `v` (0...99) as two ASCII digits.
  @inlinable @inline(__always)
  static func pair(_ v: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
    let tens = (v &* 205) >> 11  // v / 10 for v < 1024
    p[0] = 48 &+ UInt8(truncatingIfNeeded: tens)
    p[1] = 48 &+ UInt8(truncatingIfNeeded: v &- tens &* 10)
  }

  /// Writes a value's iCalendar text (a zoned value writes its wall-clock time).
  public static func write(_ value: RecurrenceTime, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
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
