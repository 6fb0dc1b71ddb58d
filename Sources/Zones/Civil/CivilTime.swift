// A time of day with no zone (RFC 5545 §3.3.12 TIME, without the UTC designator).

/// A wall-clock time of day, 00:00:00...23:59:60, with no zone.
///
/// ```swift
/// CivilTime(hour: 9, minute: 30, second: 0)!.secondsSinceMidnight   // 34200
/// ```
/// Second 60 (a leap second, allowed by RFC 5545 §3.3.12) is kept as read; arithmetic treats
/// it as the first second of the next minute.
public struct CivilTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int
  /// The second, 0...60.
  public let second: Int

  /// Midnight, 00:00:00.
  public static let midnight = CivilTime(uncheckedHour: 0, minute: 0, second: 0)

  /// A time, or `nil` when a part is out of range (hour 0...23, minute 0...59, second 0...60).
  @inlinable
  public init?(hour: Int, minute: Int, second: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else {
      return nil
    }
    self.init(uncheckedHour: hour, minute: minute, second: second)
  }

  /// A time from parts the caller has already validated (used on hot paths).
  @inlinable
  package init(uncheckedHour hour: Int, minute: Int, second: Int) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The time `seconds` seconds after midnight, for `seconds` in 0..<86400.
  @inlinable
  public init(secondsSinceMidnight seconds: Int) {
    self.init(uncheckedHour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
  }

  /// Seconds since midnight, 0...86400 (86400 only for a leap second at 23:59:60).
  @inlinable
  public var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

  /// `HH:MM:SS`.
  public var description: String {
    "\(CivilDate.pad(hour, 2)):\(CivilDate.pad(minute, 2)):\(CivilDate.pad(second, 2))"
  }

  /// Orders by seconds since midnight.
  @inlinable
  public static func < (lhs: CivilTime, rhs: CivilTime) -> Bool {
    lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
  }
}
