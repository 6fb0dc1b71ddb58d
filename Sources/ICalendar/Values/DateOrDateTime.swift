// Properties such as DTSTART, DUE, RECURRENCE-ID, EXDATE and RDATE take a DATE-TIME by default
// or a DATE with VALUE=DATE (RFC 5545 §3.8.2.4, §3.8.2.3, §3.8.5.1).

/// Either a DATE or a DATE-TIME, as DTSTART and DUE allow.
///
/// ```swift
/// DateOrDateTime("20260131")        // .date(2026-01-31)
/// DateOrDateTime("20260131T090000") // .dateTime(floating 09:00)
/// ```
public enum DateOrDateTime: Hashable, Sendable, CustomStringConvertible {
  /// A whole day, `VALUE=DATE`.
  case date(DateValue)
  /// A date with a time.
  case dateTime(DateTimeValue)

  /// Parses by shape: 8 characters as DATE, otherwise DATE-TIME.
  public init?(_ text: String) {
    if text.utf8.count == 8, let d = DateValue(text) {
      self = .date(d)
    } else if let t = DateTimeValue(text) {
      self = .dateTime(t)
    } else {
      return nil
    }
  }

  /// The date part of either case.
  public var date: DateValue {
    switch self {
    case .date(let d): d
    case .dateTime(let t): t.date
    }
  }

  /// Whether this is a DATE (an all-day value).
  public var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// Whether this is a DATE-TIME in UTC.
  public var isUTC: Bool {
    if case .dateTime(let t) = self { return t.isUTC }
    return false
  }

  /// The iCalendar form.
  public var description: String {
    switch self {
    case .date(let d): d.description
    case .dateTime(let t): t.description
    }
  }
}
