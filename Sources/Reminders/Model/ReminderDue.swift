// The `due` of a reminder (docs/FORMATS.md): a wall-clock date-time or an all-day date.
// RFC 5545 §3.3.4 DATE and §3.3.5 DATE-TIME forms 1 and 3 (floating, or with a TZID).

import Zones

/// When a reminder is due: a wall-clock date and time, or a whole day.
///
/// JSON: `"2026-01-31T09:00:00"` is `.dateTime`, `"2026-01-31"` is `.date`. The zone lives
/// beside it in `Reminder.timeZone`; without one the time is floating (the device's clock).
public enum ReminderDue: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// An all-day reminder on this date.
  case date(CivilDate)
  /// A reminder at this wall-clock date and time.
  case dateTime(CivilDateTime)

  /// The calendar date.
  public var date: CivilDate {
    switch self {
    case .date(let d): d
    case .dateTime(let t): t.date
    }
  }

  /// The time of day, or `nil` for an all-day reminder.
  public var time: CivilTime? {
    switch self {
    case .date: nil
    case .dateTime(let t): t.time
    }
  }

  /// The wall-clock date-time; an all-day reminder reads as midnight of its day.
  public var civil: CivilDateTime {
    switch self {
    case .date(let d): CivilDateTime(date: d, time: .midnight)
    case .dateTime(let t): t
    }
  }

  /// Whether this is an all-day (DATE) due.
  public var isAllDay: Bool {
    if case .date = self { return true }
    return false
  }

  /// The same kind of due on another wall-clock reading: a date stays a date.
  func replacing(civil: CivilDateTime) -> ReminderDue {
    isAllDay ? .date(civil.date) : .dateTime(civil)
  }

  /// JSON form: `2026-01-31T09:00:00` or `2026-01-31`.
  public var description: String {
    switch self {
    case .date(let d): d.description
    case .dateTime(let t): t.description
    }
  }

  /// Reads the JSON form (`2026-01-31T09:00:00`, `2026-01-31T09:00`, `2026-01-31`); `nil`
  /// for anything else, including a UTC `Z` or an offset (a due is wall-clock time).
  public init?(json text: String) {
    if let d = DateTimeText.date(text) {
      self = .date(d)
    } else if let t = DateTimeText.dateTime(text) {
      self = .dateTime(t)
    } else {
      return nil
    }
  }

  /// Ordered by wall-clock reading (a date reads as its midnight).
  public static func < (lhs: ReminderDue, rhs: ReminderDue) -> Bool { lhs.civil < rhs.civil }
}
