// Monthly and yearly reminders on a date of another calendar (RFC 7529 RSCALE, SKIP §3.1):
// the date they name, the SKIP a missing date takes, and the RRULE they export as. Their
// occurrences are the Recurrence engine's expansion of that RRULE (docs/SEMANTICS.md
// "Reminders on a date of another calendar").

import Recurrence
import Zones

extension ReminderRecurrence {
  /// The SKIP a calendar's reminders take when `skip` is absent: FORWARD for the Hebrew
  /// calendar (8 Adar I falls on 8 Adar in common years: `5L` is followed by `6`), BACKWARD for
  /// the others (a Chinese leap-month date falls in the month of the same number, which `4L`
  /// follows; a 30th falls on the 29th of a 29-day month, as Gregorian presets clamp).
  public static func defaultSkip(for calendar: CalendarScale) -> SkipRule {
    calendar == .hebrew ? .forward : .backward
  }

  /// `skip`, or the calendar's default.
  public var effectiveSkip: SkipRule { skip ?? Self.defaultSkip(for: calendar) }

  /// Whether this is a preset on a date of a calendar other than the Gregorian one (expanded
  /// by the Recurrence engine from `calendarRuleText`).
  public var isOtherCalendar: Bool { rule == nil && calendar != .gregorian }

  /// The calendar date the preset repeats on, from `due` read in `calendar` where `month` or
  /// `monthDay` is absent; `month` is `nil` for a monthly preset.
  ///
  /// Yearly Hebrew from due 2014-02-08 with no month or day: `5` leap, `8` (8 Adar I 5774).
  public func calendarDate(due: ReminderDue) -> (month: Int?, isLeap: Bool, day: Int) {
    let yearly = frequency == .yearly
    // The due is read in the calendar (ICU, a year at a time) only when a field is left to it.
    let own = monthDay == nil || (yearly && month == nil) ? calendar.date(of: due.date) : nil
    let day = monthDay ?? own?.day ?? 1
    guard yearly else { return (nil, false, day) }
    if let month { return (month, leapMonth, day) }
    return (own?.month ?? 1, own?.isLeapMonth ?? false, day)
  }

  /// Whether some year or month lacks the date, so that SKIP decides (RFC 7529 §3.1): a leap
  /// month, or a day past the month's shortest length (past the shortest month for monthly).
  public func skipMatters(due: ReminderDue) -> Bool {
    let date = calendarDate(due: due)
    guard let month = date.month else { return date.day > calendar.shortestMonth }
    if date.isLeap { return true }
    return date.day > (calendar.dayRange(month: month)?.lowerBound ?? 28)
  }

  /// The RRULE of a preset on a date of another calendar, RSCALE first (RFC 7529 §4.1), SKIP
  /// only where some year lacks the date, BYMONTH and BYMONTHDAY only when given:
  ///
  /// - yearly on 8 Adar I → `RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD`
  /// - yearly on the 1st of the 1st Chinese month → `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1`
  /// - yearly, Chinese, month and day left to a due of 2026-02-17 → `RSCALE=CHINESE;FREQ=YEARLY`
  /// - monthly on the 30th, Islamic (Umm al-Qura) →
  ///   `RSCALE=ISLAMIC-UMALQURA;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=BACKWARD`
  func calendarRuleText(due: ReminderDue, zone: Zone?) -> String {
    var parts = ["RSCALE=" + calendar.rawValue, "FREQ=" + (frequency ?? .yearly).ruleName]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    // As for Gregorian presets, a month or day left to the due is left to DTSTART, which
    // RFC 7529 §4 reads in the rule's calendar (leap flag included).
    if let month { parts.append("BYMONTH=\(month)" + (leapMonth ? "L" : "")) }
    if let monthDay {
      if frequency == .yearly, month == nil {
        let own = calendar.date(of: due.date)
        parts.append("BYMONTH=" + own.monthText)
      }
      parts.append("BYMONTHDAY=\(monthDay)")
    }
    if skipMatters(due: due), effectiveSkip != .omit { parts.append("SKIP=" + effectiveSkip.rawValue) }
    if let end { parts.append("UNTIL=" + Self.untilText(end: end, due: due, zone: zone)) }
    return parts.joined(separator: ";")
  }

  /// Writes the date read from `due` into `month`, `leapMonth` and `monthDay` where absent, so
  /// that moving the due (8 Adar I → 8 Adar in a common year) keeps the date it repeats on.
  mutating func pinCalendarDate(from due: ReminderDue) {
    guard isOtherCalendar else { return }
    let date = calendarDate(due: due)
    monthDay = date.day
    if let m = date.month {
      month = m
      leapMonth = date.isLeap
    }
  }
}

extension ReminderRecurrence {
  /// A yearly preset on `date` of `calendar`, every `interval` years; `skip` `nil` takes the
  /// calendar's default.
  ///
  /// `ReminderRecurrence(yearlyOn: CalendarDate(month: 5, isLeapMonth: true, day: 8), calendar: .hebrew)`
  /// is 8 Adar I, on 8 Adar in common years.
  public init(yearlyOn date: CalendarDate, calendar: CalendarScale, interval: Int = 1, skip: SkipRule? = nil,
              end: CivilDate? = nil) {
    self.init(frequency: .yearly, interval: interval, monthDay: date.day, month: date.month, end: end)
    self.calendar = calendar
    self.leapMonth = date.isLeapMonth
    self.skip = skip
  }

  /// A monthly preset on day `day` of `calendar`'s months, every `interval` months.
  ///
  /// `ReminderRecurrence(monthlyOn: 1, calendar: .chinese)` is the 1st day of every Chinese month.
  public init(monthlyOn day: Int, calendar: CalendarScale, interval: Int = 1, skip: SkipRule? = nil,
              end: CivilDate? = nil) {
    self.init(frequency: .monthly, interval: interval, monthDay: day, end: end)
    self.calendar = calendar
    self.skip = skip
  }
}
