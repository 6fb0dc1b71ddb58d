// A reminder's free `rule` read by the Recurrence engine against its due (RFC 5545 §3.3.10):
// the checks import and the JSON store make before a rule is kept.

import Recurrence
import Zones

/// Reads a free RRULE against a reminder's due, for import's and the store's checks (the
/// occurrences themselves come from the Occurrences model, Reminder+ModelOccurrences).
enum RuleOccurrences {
  /// The DTSTART-like value of a due: a DATE, floating, UTC (`timeZone` "UTC") or zoned.
  static func start(_ due: ReminderDue, zone: Zone?) -> RecurrenceTime {
    switch due {
    case .date(let d): return .date(d)
    case .dateTime(let t):
      guard let zone else { return .floating(t) }
      return zone.identifier == "UTC" ? .utc(t) : .zoned(t, zone)
    }
  }

  /// The engine's recurrence for `rule` from `due`, or the engine's error text.
  static func recurrence(rule: String, due: ReminderDue, zone: Zone?) -> Result<RuleSequence, RecurrenceError> {
    do {
      let parsed = try RecurrenceRule(parsing: rule)
      return .success(try RuleSequence(rule: parsed, start: start(due, zone: zone)))
    } catch {
      return .failure(error)
    }
  }
}
