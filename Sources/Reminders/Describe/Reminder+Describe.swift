// Plain-language description of a whole reminder: its recurrence in words (through
// the same RRULE export writes, so the sentence says what calendar apps will show), plus
// one-time, repeat-from-completion, condition, disabled and completed notes.

import Zones

extension Reminder {
  /// One sentence about when the reminder comes.
  ///
  /// - gym → "Every 2 weeks on Monday and Wednesday at 9:00"
  /// - rent → "Monthly on the 31st (the last day in shorter months) at 9:00"
  /// - a one-time reminder → "Once, on March 3, 2026 at 14:00"
  /// - repeat from completion → "Every 2 days after each completion, at 8:00"
  public var plainDescription: String {
    var s: String
    if let due {
      if let recurrence {
        if recurrence.repeatFrom == .completion, let f = recurrence.frequency {
          let unit = ["hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"][f.rawValue] ?? "day"
          s = recurrence.interval == 1 ? "Every \(unit) after each completion" : "Every \(recurrence.interval) \(unit)s after each completion"
          if let t = due.time, f != .hourly { s += ", at " + RuleDescriber.clock(t.hour, t.minute, t.second) }
          if let end = recurrence.end { s += " until " + RuleDescriber.longDate(end) }
        } else if recurrence.frequency == .weekly, recurrence.weekdays?.isEmpty == true {
          s = "Weekly on no day (no occurrence after \(RuleDescriber.longDate(due.date)))"
        } else {
          let zone = try? self.zone(floating: .utc)
          let rule = recurrence.rruleText(due: due, zone: timeZone == nil ? nil : zone)
          s = (try? RuleDescriber.describe(rule, start: due, zone: timeZone == nil ? nil : zone)) ?? "Repeats by \(rule)"
          if recurrence.repeatFrom == .completion { s += ", counted from each completion" }
        }
        if let timeZone, due.time != nil { s += " (\(timeZone))" }
        if recurrence.recreateIfIncomplete { s += "; a missed one moves on to the next" }
      } else {
        s = "Once, on " + RuleDescriber.longDate(due.date)
        if let t = due.time { s += " at " + RuleDescriber.clock(t.hour, t.minute, t.second) }
        if let timeZone, due.time != nil { s += " (\(timeZone))" }
      }
    } else {
      s = "No date"
    }
    if let skip = condition?.skipIfLogged { s += "; skipped on a day a \(skip) is logged first" }
    if !enabled { s += " [disabled]" }
    if completed { s += " [completed]" }
    return s
  }
}
