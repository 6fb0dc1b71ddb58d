// The zone of a reminder's `timeZone` (DESIGN.md §4): an IANA zone from tzdata (RFC 5545 §3.2.19
// TZID), read through Zones.

import Zones

/// Looks up the zones reminders name.
enum ReminderZones {
  /// The zone `name` names for `reminder`.
  static func zone(named name: String, reminder: Reminder) throws(ReminderScheduleError) -> Zone {
    do {
      return try Zone.named(name)
    } catch {
      throw .unknownZone(reminder: reminder.id, zone: name, reason: error.description)
    }
  }
}
