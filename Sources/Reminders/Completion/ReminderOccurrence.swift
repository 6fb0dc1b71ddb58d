// One occurrence of a reminder: its wall-clock due and the instant it names (RFC 5545 §3.3.5,
// gaps and folds resolved by Zones' one disambiguation function).

import Zones

/// An occurrence of a reminder: when it is due on the wall clock and as an instant.
///
/// Daily at 02:30 in America/New_York: on 2026-03-08 (a gap) the occurrence is
/// `due 2026-03-08T02:30:00, instant 2026-03-08T07:30:00Z` (03:30 EDT); on 2026-11-01 at 01:30
/// (a fold) it is the first 01:30, EDT: `2026-11-01T05:30:00Z`. An all-day occurrence's instant
/// is the start of its day.
public struct ReminderOccurrence: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The wall-clock due of this occurrence.
  public let due: ReminderDue
  /// The instant it names in the reminder's zone (or the floating zone given).
  public let instant: Instant

  /// An occurrence from its parts.
  public init(due: ReminderDue, instant: Instant) {
    self.due = due
    self.instant = instant
  }

  /// `2026-01-31T09:00:00 (2026-01-31T14:00:00Z)`.
  public var description: String { "\(due) (\(instant))" }

  /// Ordered by instant, then wall clock.
  public static func < (a: ReminderOccurrence, b: ReminderOccurrence) -> Bool {
    a.instant != b.instant ? a.instant < b.instant : a.due < b.due
  }
}

/// Why a reminder's occurrences cannot be computed.
public enum ReminderScheduleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `timeZone` names no zone this system knows.
  case unknownZone(reminder: String, zone: String, reason: String)
  /// The free `rule` is not a valid RRULE.
  case invalidRule(reminder: String, rule: String, reason: String)
  /// A repeating reminder without a due.
  case noDue(reminder: String)
  /// An EXDATE kept in `ical` holds a value that is no DATE or DATE-TIME.
  case invalidExceptionDate(reminder: String, value: String, reason: String)

  /// The message, naming the reminder and the field.
  public var description: String {
    switch self {
    case .unknownZone(let id, let zone, let reason):
      "reminder \"\(id)\": timeZone: \"\(zone)\" is not a known zone (\(reason))"
    case .invalidRule(let id, let rule, let reason):
      "reminder \"\(id)\": recurrence.rule: \"\(rule)\": \(reason)"
    case .noDue(let id):
      "reminder \"\(id)\": due: missing (a repeating reminder needs a due)"
    case .invalidExceptionDate(let id, let value, let reason):
      "reminder \"\(id)\": ical: EXDATE value \"\(value)\": \(reason)"
    }
  }
}
