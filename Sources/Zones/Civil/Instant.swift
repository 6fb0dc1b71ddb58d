// An instant on the UTC time line (RFC 5545 §3.3.5 FORM #2, "date with UTC time").

/// A point on the UTC time line, to the second (leap seconds are not counted, as in POSIX).
///
/// ```swift
/// let i = Instant(secondsSinceEpoch: 1_772_955_000)   // 2026-03-08T07:30:00Z
/// i.utc                                                // the civil reading in UTC
/// ```
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds since 1970-01-01T00:00:00Z.
  public let secondsSinceEpoch: Int64

  /// The instant `secondsSinceEpoch` seconds after 1970-01-01T00:00:00Z.
  @inlinable
  public init(secondsSinceEpoch: Int64) { self.secondsSinceEpoch = secondsSinceEpoch }

  /// The instant whose UTC civil reading is `utc`.
  @inlinable
  public init(utc: CivilDateTime) { self.secondsSinceEpoch = utc.secondsSinceEpoch }

  /// This instant read on a UTC wall clock.
  @inlinable
  public var utc: CivilDateTime { CivilDateTime(secondsSinceEpoch: secondsSinceEpoch) }

  /// The instant `seconds` seconds later.
  @inlinable
  public func adding(seconds: Int64) -> Instant {
    Instant(secondsSinceEpoch: secondsSinceEpoch + seconds)
  }

  /// `YYYY-MM-DDTHH:MM:SSZ`.
  public var description: String { "\(utc)Z" }

  /// Orders on the time line.
  @inlinable
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
  }
}
