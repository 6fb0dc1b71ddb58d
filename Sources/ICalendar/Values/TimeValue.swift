// TIME values (RFC 5545 §3.3.12): `HHMMSS` local or `HHMMSSZ` UTC; second 60 allowed (leap second).

/// A time of day as written in iCalendar, e.g. `230000Z` is 23:00 UTC.
///
/// ```swift
/// TimeValue("230000Z") == TimeValue(hour: 23, minute: 0, second: 0, isUTC: true)
/// TimeValue("2300") == nil   // seconds are required
/// ```
public struct TimeValue: Hashable, Sendable, CustomStringConvertible {
  /// The hour, 0...23.
  public var hour: Int
  /// The minute, 0...59.
  public var minute: Int
  /// The second, 0...60 (60 only for a leap second).
  public var second: Int
  /// Whether the time carries the `Z` (UTC) designator.
  public var isUTC: Bool

  /// A time from its fields.
  public init(hour: Int, minute: Int, second: Int, isUTC: Bool = false) {
    self.hour = hour
    self.minute = minute
    self.second = second
    self.isUTC = isUTC
  }

  /// Parses `HHMMSS[Z]`; nil if malformed or out of range.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.time($0) }) else { return nil }
    self = v
  }

  /// The iCalendar form `HHMMSS[Z]`.
  public var description: String {
    ValueSyntax.pad(hour, 2) + ValueSyntax.pad(minute, 2) + ValueSyntax.pad(second, 2) + (isUTC ? "Z" : "")
  }
}
