// Wall-clock expansion of a reminder's free `rule` through the Recurrence engine
// (RFC 5545 §3.3.10, §3.8.5.3): the adapter between the reminder model and the engine.

import Recurrence
import Zones

/// Expands a free RRULE anchored at a reminder's due.
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

  /// The wall-clock occurrences of `rule` with DTSTART = `due` (in the reminder's zone), from
  /// `notBefore` on when given.
  static func iterator(rule: String, due: ReminderDue, reminder: Reminder,
                       notBefore: CivilDateTime?) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    let zone: Zone? = reminder.timeZone == nil ? nil : try reminder.zone(floating: .utc)
    let rec: RuleSequence
    switch recurrence(rule: rule, due: due, zone: zone) {
    case .success(let r): rec = r
    case .failure(let e): throw .invalidRule(reminder: reminder.id, rule: rule, reason: e.description)
    }
    var it: RuleSequenceIterator
    if let notBefore, due.civil < notBefore {
      let form: Occurrence.Form
      let key: Int64
      switch rec.start {
      case .date: form = .date; key = notBefore.secondsSinceEpoch
      case .floating: form = .floating; key = notBefore.secondsSinceEpoch
      case .utc: form = .utc; key = notBefore.secondsSinceEpoch
      case .zoned(_, let z): form = .zoned; key = z.instant(for: notBefore).secondsSinceEpoch
      }
      let after = Occurrence(dayNumber: notBefore.date.daysSinceEpoch, secondOfDay: notBefore.time.secondsSinceMidnight,
                             sortKey: key - 1, form: form)
      it = rec.makeIterator(after: after)
    } else {
      it = rec.makeIterator()
    }
    return AnyIterator {
      guard let o = it.next() else { return nil }
      return o.form == .date ? .date(o.civil.date) : .dateTime(o.civil)
    }
  }
}
