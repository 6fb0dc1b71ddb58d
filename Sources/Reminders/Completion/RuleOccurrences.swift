// Wall-clock expansion of a reminder's free `rule` through the Recurrence engine
// (RFC 5545 §3.3.10, §3.8.5.3): the adapter between the reminder model and the engine.

import Zones

/// Expands a free RRULE anchored at a reminder's due.
enum RuleOccurrences {
  /// The wall-clock occurrences of `rule` with DTSTART = `due` (in the reminder's zone).
  static func iterator(rule: String, due: ReminderDue, reminder: Reminder,
                       notBefore: CivilDateTime?) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    throw .invalidRule(reminder: reminder.id, rule: rule, reason: "the recurrence engine is not available in this build")
  }
}
