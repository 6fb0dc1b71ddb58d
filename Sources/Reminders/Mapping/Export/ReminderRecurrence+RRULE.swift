// Preset → RRULE (docs/SEMANTICS.md): the portable clamped forms, explicit WKST for weekly rules
// with INTERVAL>1, and `end` → UNTIL (RFC 5545 §3.3.10: UTC under a zoned DTSTART, floating
// under a floating one, a DATE under a DATE).

import Zones

extension ReminderRecurrence {
  /// The RRULE value (no `RRULE:` prefix) a calendar app needs to show this recurrence's
  /// occurrences from DTSTART = `due`; `zone` is the due's zone (`nil`: floating).
  ///
  /// - monthly on the 31st → `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1`
  /// - monthly on the 29th → `FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1`
  /// - yearly on Feb 29 → `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1`
  /// - gym → `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO`
  /// - every 3 hours → `FREQ=HOURLY;INTERVAL=3`
  /// - daily at 09:00 in America/New_York until 2026-11-25 → `FREQ=DAILY;UNTIL=20261126T045959Z`
  ///   (the end of 2026-11-25 in New York, 23:59:59 EST, in UTC)
  /// A free `rule` is returned as written; a date of another calendar gives its RSCALE rule
  /// (`calendarRuleText`, e.g. `RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD`).
  public func rruleText(due: ReminderDue, zone: Zone?) -> String {
    if let rule { return rule }
    if isOtherCalendar { return calendarRuleText(due: due, zone: zone) }
    let frequency = self.frequency ?? .daily
    var parts: [String] = ["FREQ=" + frequency.ruleName]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    switch frequency {
    case .hourly, .daily, .weekly:
      if let weekdays, !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.map(\.icalName).joined(separator: ",")) }
    case .monthly:
      let day = monthDay ?? due.date.day
      if day > 28 {
        parts.append("BYMONTHDAY=" + Self.clampList(day) + ";BYSETPOS=-1")
      } else if let monthDay {
        parts.append("BYMONTHDAY=\(monthDay)")
      }
    case .yearly:
      let m = month ?? due.date.month
      let day = monthDay ?? due.date.day
      if m == 2, day == 29 {
        parts.append("BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1")
      } else {
        if let month { parts.append("BYMONTH=\(month)") }
        if let monthDay {
          if month == nil { parts.append("BYMONTH=\(m)") }
          parts.append("BYMONTHDAY=\(monthDay)")
        }
      }
    }
    if let end { parts.append("UNTIL=" + Self.untilText(end: end, due: due, zone: zone)) }
    if frequency == .weekly, interval > 1 { parts.append("WKST=MO") }
    return parts.joined(separator: ";")
  }

  /// `28,29` for the 29th, `28,29,30` for the 30th, `28,29,30,31` for the 31st.
  static func clampList(_ day: Int) -> String {
    (28...Swift.max(28, day)).map(String.init).joined(separator: ",")
  }

  /// The UNTIL value for an inclusive local `end` date: a DATE for an all-day due; the end of
  /// that local day (23:59:59) floating for a floating due, or converted to UTC for a zoned one.
  static func untilText(end: CivilDate, due: ReminderDue, zone: Zone?) -> String {
    if due.isAllDay { return DateTimeText.icalDate(end) }
    let last = CivilDateTime(date: end, time: CivilTime(secondsSinceMidnight: 86_399))
    guard let zone else { return DateTimeText.icalDateTime(last) }
    return DateTimeText.icalUTC(zone.instant(for: last))
  }
}
