// A wall-clock date and time with no zone attached (RFC 5545 §3.3.5 "floating" form).
// Recurrence rules expand in civil time; only `Zone.instant(for:)` turns one into an instant.

/// A date and wall-clock time with no zone: the civil reading of a DATE-TIME.
///
/// ```swift
/// let t = CivilDateTime(date: CivilDate(year: 2026, month: 3, day: 8)!,
///                       time: CivilTime(hour: 2, minute: 30, second: 0)!)
/// t.adding(seconds: 3600)   // 2026-03-08T03:30:00: civil arithmetic knows nothing of DST
/// ```
public struct CivilDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The calendar date.
  public let date: CivilDate
  /// The wall-clock time.
  public let time: CivilTime

  /// A date-time from a date and a time.
  @inlinable
  public init(date: CivilDate, time: CivilTime) {
    self.date = date
    self.time = time
  }

  /// A date-time from parts, or `nil` when any part is out of range.
  @inlinable
  public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    guard let date = CivilDate(year: year, month: month, day: day),
          let time = CivilTime(hour: hour, minute: minute, second: second) else { return nil }
    self.init(date: date, time: time)
  }

  /// The date-time `seconds` seconds after 1970-01-01T00:00:00 on the civil time line.
  @inlinable
  public init(secondsSinceEpoch seconds: Int64) {
    // Floor division written so that no step can overflow, even for Int64.min.
    let s = Int(seconds)
    let r = s % 86400
    let days = s / 86400 - (r < 0 ? 1 : 0)
    self.init(date: CivilDate(daysSinceEpoch: days),
              time: CivilTime(secondsSinceMidnight: r < 0 ? r + 86400 : r))
  }

  /// Seconds from 1970-01-01T00:00:00 on the civil time line (as if the zone were UTC).
  @inlinable
  public var secondsSinceEpoch: Int64 {
    Int64(date.daysSinceEpoch) * 86400 + Int64(time.secondsSinceMidnight)
  }

  /// The date-time `seconds` seconds later on the civil time line (ignores any zone's DST).
  @inlinable
  public func adding(seconds: Int64) -> CivilDateTime {
    CivilDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds)
  }

  /// `YYYY-MM-DDTHH:MM:SS`.
  public var description: String { "\(date)T\(time)" }

  /// Orders by date, then time of day (civil order, not instant order).
  @inlinable
  public static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
    lhs.date != rhs.date ? lhs.date < rhs.date : lhs.time < rhs.time
  }
}
