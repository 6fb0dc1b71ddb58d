// DATE values (RFC 5545 §3.3.4): `YYYYMMDD`, a calendar date with no time and no zone.

/// A calendar date as written in iCalendar, e.g. `19970714` is 14 July 1997.
///
/// ```swift
/// DateValue("19970714") == DateValue(year: 1997, month: 7, day: 14)
/// DateValue("19970230") == nil   // no 30 February
/// ```
public struct DateValue: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 0...9999.
  public var year: Int
  /// The month, 1...12.
  public var month: Int
  /// The day of the month, 1...31 (valid for the month).
  public var day: Int

  /// A date from its fields; not validated (use `isValid`).
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYYMMDD`; nil unless exactly 8 digits naming a real date.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.date($0) }) else { return nil }
    self = v
  }

  /// Whether the month is 1...12 and the day exists in that month (leap years included).
  @inline(__always)
  public var isValid: Bool {
    month >= 1 && month <= 12 && day >= 1 && day <= ValueSyntax.daysInMonth(year, month)
      && year >= 0 && year <= 9999
  }

  /// The iCalendar form `YYYYMMDD`.
  public var description: String {
    ValueSyntax.pad(year, 4) + ValueSyntax.pad(month, 2) + ValueSyntax.pad(day, 2)
  }

  /// Chronological order.
  public static func < (a: DateValue, b: DateValue) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }
}
