// The reminders JSON fields of a date of another calendar (docs/FORMATS.md `calendar`,
// `leapMonth`, `skip`): read and checked here, for both store readers (they share
// `Reminder(json:)`), with errors naming the field and the valid range.

import Recurrence
import Zones

extension ReminderRecurrence {
  /// The calendar fields of a preset as read: `calendar` (absent: gregorian), `leapMonth`, `skip`.
  struct CalendarFields {
    var scale: CalendarScale = .gregorian
    var leapMonth = false
    var skip: SkipRule?
  }

  /// Reads `calendar`, `leapMonth` and `skip` of a preset of `frequency`.
  ///
  /// `{"frequency": "weekly", "calendar": "hebrew"}` fails with
  /// `recurrence.calendar: only used with frequency monthly or yearly (this one is weekly)`.
  static func calendarFields(_ r: inout JSONFieldReader, frequency: ReminderFrequency, repeatFrom: RepeatFrom,
                             fail: (String, String) -> ReminderValidationError) throws(ReminderValidationError) -> CalendarFields {
    var f = CalendarFields()
    if let name = try r.string("calendar") {
      guard let scale = CalendarScale(jsonName: name) else {
        throw fail("recurrence.calendar", "\"\(name)\" is not a calendar (valid: "
                   + CalendarScale.allCases.map(\.jsonName).joined(separator: ", ") + ")")
      }
      f.scale = scale
    }
    if f.scale != .gregorian {
      guard frequency == .monthly || frequency == .yearly else {
        throw fail("recurrence.calendar", "only used with frequency monthly or yearly (this one is \(frequency.rawValue))")
      }
      if repeatFrom == .completion {
        throw fail("recurrence.repeatFrom", "\"completion\" is not available with calendar \(f.scale.jsonName) (a date of another calendar repeats from its due; valid: due)")
      }
    }
    if let leap = try r.bool("leapMonth") {
      if leap, !f.scale.hasLeapMonths {
        throw fail("recurrence.leapMonth", "calendar \(f.scale.jsonName) has no leap months (valid: with calendar chinese, dangi or hebrew)")
      }
      if leap, frequency != .yearly {
        throw fail("recurrence.leapMonth", "only used with frequency yearly (this one is \(frequency.rawValue))")
      }
      if leap, !r.has("month") {
        throw fail("recurrence.leapMonth", "needs recurrence.month (the number of the leap month, e.g. 5 for Hebrew Adar I)")
      }
      f.leapMonth = leap
    }
    if let text = try r.string("skip") {
      guard let skip = SkipRule(rawValue: text.uppercased()), text == text.lowercased() else {
        throw fail("recurrence.skip", "\"\(text)\" is not valid (valid: omit, backward, forward)")
      }
      guard f.scale != .gregorian else {
        throw fail("recurrence.skip", "only used with a calendar other than gregorian (Gregorian presets clamp to the month's last day)")
      }
      f.skip = skip
    }
    return f
  }

  /// Checks that the date a calendar preset names exists in that calendar (in some year): the
  /// month (a leap month the calendar has) and the day within that month's longest length.
  ///
  /// Hebrew month 4 (Tevet) day 30 fails with
  /// `recurrence.monthDay: day 30 never occurs in month 4 of calendar hebrew (valid: 1...29)`.
  static func checkCalendarDate(_ f: CalendarFields, month: Int?, monthDay: Int?, frequency: ReminderFrequency,
                                due: ReminderDue, fail: (String, String) -> ReminderValidationError) throws(ReminderValidationError) {
    // A date read whole from the due exists; only given fields need checking.
    guard frequency == .yearly, month != nil || monthDay != nil else { return }
    let own = month == nil || monthDay == nil ? f.scale.date(of: due.date) : nil
    let m = month ?? own?.month ?? 1
    let leap = month != nil ? f.leapMonth : own?.isLeapMonth ?? false
    guard let range = f.scale.dayRange(month: m, isLeap: leap) else {
      throw fail("recurrence.month", "\(m)\(leap ? " with leapMonth" : "") is not a month of calendar \(f.scale.jsonName) (valid: \(f.scale.monthsText))")
    }
    let d = monthDay ?? own?.day ?? 1
    if d > range.upperBound {
      throw fail(monthDay != nil ? "recurrence.monthDay" : "recurrence.month",
                 "day \(d) never occurs in month \(m)\(leap ? "L" : "") of calendar \(f.scale.jsonName) (valid: 1...\(range.upperBound))")
    }
  }
}
