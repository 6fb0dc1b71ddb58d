// The zone of a reminder's `timeZone` (docs/FORMATS.md), resolved by the one TZID resolver of
// every command (`ZoneResolver`, RFC 5545 §3.2.19): a VTIMEZONE kept in the reminder's `ical`
// lines (RFC 5545 §3.6.5), an IANA name in any case, a Windows or Outlook name, a vendor prefix.

import ICalendar
import Occurrences
import Zones

/// Looks up the zones reminders name.
enum ReminderZones {
  /// The zone `name` names for `reminder`, as `recur occurrences` reads a TZID of that name:
  /// `"Eastern Standard Time"`, `"america/new_york"` and
  /// `"/mozilla.org/20050126_1/America/New_York"` all give America/New_York.
  static func zone(named name: String, reminder: Reminder) throws(ReminderScheduleError) -> Zone {
    // A kept VTIMEZONE wins, also over an IANA zone of that name (RFC 5545 §3.2.19): import
    // keeps one for an IANA name only when its rules differ. No year is given, so the
    // resolver reads the kept zone itself rather than the IANA zone it may agree with.
    let kept = keptTimeZones(in: reminder)
    let zones = kept.isEmpty ? Reminder.sharedZones : ZoneResolver(timeZones: kept)
    if let zone = zones.resolve(name).zone { return zone }
    throw .unknownZone(reminder: reminder.id, zone: name,
                       reason: "no IANA zone in any case, Windows or Outlook name, vendor-prefixed IANA name or VTIMEZONE kept in ical has that name")
  }

  /// The VTIMEZONEs kept in the reminder's `ical` lines.
  static func keptTimeZones(in reminder: Reminder) -> [Component] {
    guard reminder.ical.contains("BEGIN:VTIMEZONE") else { return [] }
    return ICalLines.parse(reminder.ical).components.filter { $0.name == "VTIMEZONE" }
  }

  /// The VTIMEZONE with TZID `name` kept in the reminder's `ical` lines, if any.
  static func keptTimeZone(named name: String, in reminder: Reminder) -> Component? {
    keptTimeZones(in: reminder).first { $0.firstProperty(named: "TZID")?.text == name }
  }
}
