// RRULE → preset for a date of another calendar (RFC 7529): `RSCALE=HEBREW;FREQ=YEARLY;
// BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD` reads back as the yearly preset on 8 Adar I. The rule is
// read by the Recurrence engine's parser; anything a preset cannot say stays a free `rule`.

import Recurrence
import Zones

extension PresetRecognizer {
  /// The preset on a date of calendar RSCALE for a MONTHLY or YEARLY rule with at most one
  /// month (YEARLY) and one positive BYMONTHDAY, INTERVAL, SKIP and UNTIL; `nil` for any other
  /// rule, or a GREGORIAN one. A month or day the rule leaves to DTSTART stays absent.
  ///
  /// - `RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD` → yearly, calendar
  ///   hebrew, month 5, leapMonth, monthDay 8 (skip absent: FORWARD is the Hebrew default)
  /// - `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;BYMONTHDAY=15` (SKIP absent: OMIT) → skip omit
  /// - `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1` → no skip (every year has the date)
  static func calendarPreset(_ text: String, due: ReminderDue) -> ReminderRecurrence? {
    guard let rule = try? RecurrenceRule(parsing: text), let name = rule.rscale,
          let scale = CalendarScale(rawValue: name), scale != .gregorian else { return nil }
    let frequency: ReminderFrequency
    switch rule.frequency {
    case .monthly: frequency = .monthly
    case .yearly: frequency = .yearly
    default: return nil
    }
    guard rule.count == nil, rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty,
          rule.byDay.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty, rule.bySetPos.isEmpty,
          rule.weekStart == nil, rule.interval <= ReminderRecurrence.maximumInterval,
          rule.byMonthDay.count <= 1, rule.byMonthDay.allSatisfy({ $0 > 0 }) else { return nil }
    var r = ReminderRecurrence(frequency: frequency, interval: rule.interval)
    r.calendar = scale
    let months = rule.byMonth.map { ($0, false) } + rule.byLeapMonth.map { ($0, true) }
    switch frequency {
    case .monthly:
      guard months.isEmpty else { return nil }
    default:
      guard months.count <= 1 else { return nil }
      // BYMONTHDAY without BYMONTH is every month's day in a YEARLY rule: not a yearly preset.
      if !rule.byMonthDay.isEmpty, months.isEmpty { return nil }
      if let (m, leap) = months.first {
        r.month = m
        r.leapMonth = leap
      }
    }
    r.monthDay = rule.byMonthDay.first
    let date = r.calendarDate(due: due)
    if let m = date.month {
      guard let range = scale.dayRange(month: m, isLeap: date.isLeap), date.day <= range.upperBound else { return nil }
    } else if date.day > scale.longestMonth {
      return nil
    }
    // Absent SKIP under RSCALE is OMIT (RFC 7529 §3.1); kept only where some year lacks the date.
    let skip = rule.skip ?? .omit
    r.skip = r.skipMatters(due: due) && skip != ReminderRecurrence.defaultSkip(for: scale) ? skip : nil
    return r
  }

  /// The wall-clock occurrences of `preset` from `due`: the engine's for a date of another
  /// calendar (from the due on, at most 20,000), else `PresetSchedule`'s from `notBefore`.
  static func occurrences(of preset: ReminderRecurrence, due: ReminderDue, zone: Zone?,
                          notBefore: CivilDateTime) -> AnyIterator<ReminderDue> {
    guard preset.isOtherCalendar else {
      var it = PresetSchedule(due: due, recurrence: preset, notBefore: notBefore).makeIterator()
      return AnyIterator { it.next() }
    }
    guard case .success(let sequence) = RuleOccurrences.recurrence(rule: preset.rruleText(due: due, zone: zone), due: due, zone: zone) else {
      return AnyIterator { nil }
    }
    var it = sequence.makeIterator()
    var steps = 0
    return AnyIterator {
      while steps < 20_000, let o = it.next() {
        steps += 1
        let c: ReminderDue = o.form == .date ? .date(o.civil.date) : .dateTime(o.civil)
        if c.civil >= notBefore { return c }
      }
      return nil
    }
  }
}
