// The zone of a reminder's `timeZone` (docs/FORMATS.md): an IANA zone from tzdata (RFC 5545 §3.2.19
// TZID), read through Zones, or, for a TZID only an imported file defined, the VTIMEZONE kept
// in the reminder's `ical` lines (RFC 5545 §3.6.5).

import ICalendar
import Occurrences
import Zones

/// Looks up the zones reminders name.
enum ReminderZones {
  /// The zone `name` names for `reminder`.
  static func zone(named name: String, reminder: Reminder) throws(ReminderScheduleError) -> Zone {
    // A kept VTIMEZONE wins, also over an IANA zone of that name (RFC 5545 §3.2.19): import
    // keeps one for an IANA name only when its rules differ.
    if let tz = keptTimeZone(named: name, in: reminder), let zone = VTimeZoneZone.zone(tz) { return zone }
    do {
      return try Zone.named(name)
    } catch {
      if let tz = keptTimeZone(named: name, in: reminder), let zone = VTimeZoneZone.zone(tz) { return zone }
      throw .unknownZone(reminder: reminder.id, zone: name, reason: error.description)
    }
  }

  /// The VTIMEZONE with TZID `name` kept in the reminder's `ical` lines, if any.
  static func keptTimeZone(named name: String, in reminder: Reminder) -> Component? {
    guard reminder.ical.contains("BEGIN:VTIMEZONE") else { return nil }
    return ICalLines.parse(reminder.ical).components.first {
      $0.name == "VTIMEZONE" && $0.firstProperty(named: "TZID")?.text == name
    }
  }
}
