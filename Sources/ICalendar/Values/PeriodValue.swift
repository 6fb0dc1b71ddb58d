// PERIOD values (RFC 5545 §3.3.9): `start/end` (explicit) or `start/duration` (start).

/// A period of time, e.g. `19970101T180000Z/19970102T070000Z` or `19970101T180000Z/PT5H30M`.
///
/// ```swift
/// PeriodValue("19970101T180000Z/PT5H30M")?.end == .duration(DurationValue(hours: 5, minutes: 30))
/// ```
public struct PeriodValue: Hashable, Sendable, CustomStringConvertible {
  /// How the period ends.
  public enum End: Hashable, Sendable {
    /// An explicit end date-time.
    case dateTime(DateTimeValue)
    /// A positive duration from the start.
    case duration(DurationValue)
  }

  /// The start.
  public var start: DateTimeValue
  /// The end or length.
  public var end: End

  /// A period from its parts.
  public init(start: DateTimeValue, end: End) {
    self.start = start
    self.end = end
  }

  /// Parses `start/end` or `start/duration`; nil if malformed.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.period($0) }) else { return nil }
    self = v
  }

  /// The iCalendar form.
  public var description: String {
    switch end {
    case .dateTime(let e): start.description + "/" + e.description
    case .duration(let d): start.description + "/" + d.description
    }
  }
}
