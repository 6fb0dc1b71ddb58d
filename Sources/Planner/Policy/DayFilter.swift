// The days a DAILY-or-coarser series can fall on (RFC 5545 §3.3.10: BYDAY in a WEEKLY rule,
// BYMONTHDAY in a MONTHLY rule, and the day DTSTART implies when a WEEKLY, MONTHLY or YEARLY
// rule names none), a superset the planner's lower bound skips ahead with (docs/SEMANTICS.md "Planner").

import Recurrence
import Zones

/// A set of calendar days that holds every day a rule can fall on.
///
/// `FREQ=WEEKLY;BYDAY=MO,TH` → `.weekdays` of Monday and Thursday (INTERVAL ignored: a
/// superset); `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1` → `.monthDays` 28…31;
/// `FREQ=YEARLY` from 2026-03-05 → `.yearDay(3, 5)`; anything else → `.any`.
enum DayFilter: Hashable, Sendable {
  /// Every day.
  case any
  /// Days whose ISO weekday (1 Monday … 7 Sunday) has its bit set.
  case weekdays(UInt8)
  /// Days whose day of the month is listed: bit d for day d (1…31), and bit k for the k-th
  /// day from the month's end (1: the last).
  case monthDays(positive: UInt32, negative: UInt32)
  /// One day each year.
  case yearDay(month: Int, day: Int)

  /// The filter for `rule` from a DTSTART on `start` (RSCALE rules and other shapes: `.any`).
  static func of(_ rule: RecurrenceRule, start: CivilDate) -> DayFilter { Template.of(rule).filter(start: start) }

  /// A rule's filter before DTSTART is known: fixed, or DTSTART's weekday, day of the month or
  /// date (a plain WEEKLY, MONTHLY or YEARLY rule).
  enum Template: Hashable, Sendable {
    case fixed(DayFilter)
    case startWeekday
    case startDayOfMonth
    case startDate

    /// The template of `rule`.
    static func of(_ rule: RecurrenceRule) -> Template {
      guard rule.rscale == nil, rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty,
            rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty, rule.byMonth.isEmpty else { return .fixed(.any) }
      let plain = rule.byDay.isEmpty && rule.byMonthDay.isEmpty && rule.bySetPos.isEmpty
      switch rule.frequency {
      case .weekly where plain:
        return .startWeekday
      case .weekly where rule.byMonthDay.isEmpty && rule.bySetPos.isEmpty && rule.byDay.allSatisfy({ $0.ordinal == 0 }):
        var mask: UInt8 = 0
        for day in rule.byDay { mask |= 1 << UInt8(day.weekday.rawValue) }
        return .fixed(.weekdays(mask))
      case .monthly where plain:
        return .startDayOfMonth
      case .monthly where rule.byDay.isEmpty && !rule.byMonthDay.isEmpty:
        var positive: UInt32 = 0, negative: UInt32 = 0
        for d in rule.byMonthDay {
          if d >= 1 && d <= 31 { positive |= 1 << UInt32(d) } else if d <= -1 && d >= -31 { negative |= 1 << UInt32(-d) }
        }
        return .fixed(.monthDays(positive: positive, negative: negative))
      case .yearly where plain:
        return .startDate
      default:
        return .fixed(.any)
      }
    }

    /// The filter for a DTSTART on `start`.
    func filter(start: CivilDate) -> DayFilter {
      switch self {
      case .fixed(let filter): filter
      case .startWeekday: .weekdays(1 << UInt8(start.weekday.rawValue))
      case .startDayOfMonth: .monthDays(positive: 1 << UInt32(start.day), negative: 0)
      case .startDate: .yearDay(month: start.month, day: start.day)
      }
    }
  }

  /// Whether `date` is in the set.
  func contains(_ date: CivilDate) -> Bool {
    switch self {
    case .any:
      return true
    case .weekdays(let mask):
      return mask & (1 << UInt8(date.weekday.rawValue)) != 0
    case .monthDays(let positive, let negative):
      if positive & (1 << UInt32(date.day)) != 0 { return true }
      guard negative != 0 else { return false }
      let length = CalendarDays.inMonth(year: date.year, month: date.month)
      return negative & (1 << UInt32(length - date.day + 1)) != 0
    case .yearDay(let month, let day):
      return date.month == month && date.day == day
    }
  }
}

extension DayFilter {
  /// The first day in the set strictly after `date`, found by stepping weekdays, month days
  /// or years directly (at most 7, 62 or 9 steps); `nil` when none is that close.
  func firstDay(after date: CivilDate) -> CivilDate? {
    switch self {
    case .any:
      return date.adding(days: 1)
    case .weekdays(let mask):
      var weekday = date.weekday.rawValue
      for k in 1...7 {
        weekday = weekday % 7 + 1
        if mask & (1 << UInt8(weekday)) != 0 { return date.adding(days: k) }
      }
      return nil
    case .monthDays(let positive, let negative):
      var (year, month, day) = (date.year, date.month, date.day)
      var length = CalendarDays.inMonth(year: year, month: month)
      for _ in 0..<62 {
        day += 1
        if day > length {
          (day, month) = (1, month + 1)
          if month > 12 { (month, year) = (1, year + 1) }
          length = CalendarDays.inMonth(year: year, month: month)
        }
        if positive & (1 << UInt32(day)) != 0 || negative & (1 << UInt32(length - day + 1)) != 0 {
          return CivilDate(year: year, month: month, day: day)
        }
      }
      return nil
    case .yearDay(let month, let day):
      for year in date.year...(date.year + 8) {
        if let c = CivilDate(year: year, month: month, day: day), c.daysSinceEpoch > date.daysSinceEpoch { return c }
      }
      return nil
    }
  }
}

/// Days in a Gregorian month.
enum CalendarDays {
  /// 28…31 days of `month` in `year`.
  static func inMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
