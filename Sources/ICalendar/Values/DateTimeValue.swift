// DATE-TIME values (RFC 5545 §3.3.5): floating `YYYYMMDDTHHMMSS`, UTC `...Z`; a TZID comes from
// the property's parameter, never from the value.

/// A date with a time of day, e.g. `19980119T070000Z` (UTC) or `19980118T230000` (floating/TZID).
///
/// ```swift
/// let t = DateTimeValue("19980119T070000Z")
/// t?.date == DateValue(year: 1998, month: 1, day: 19); t?.isUTC == true
/// ```
public struct DateTimeValue: Hashable, Sendable, CustomStringConvertible {
  /// The date part.
  public var date: DateValue
  /// The time part; its `isUTC` is the value's UTC flag.
  public var time: TimeValue

  /// A date-time from its parts.
  public init(date: DateValue, time: TimeValue) {
    self.date = date
    self.time = time
  }

  /// A date-time from fields.
  public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, isUTC: Bool = false) {
    self.date = DateValue(year: year, month: month, day: day)
    self.time = TimeValue(hour: hour, minute: minute, second: second, isUTC: isUTC)
  }

  /// Parses `YYYYMMDDTHHMMSS[Z]`; nil if malformed or not a real date/time.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.dateTime($0) }) else { return nil }
    self = v
  }

  /// Whether the value ends in `Z` (a UTC time).
  public var isUTC: Bool { time.isUTC }

  /// The iCalendar form `YYYYMMDDTHHMMSS[Z]`.
  public var description: String { date.description + "T" + time.description }
}
