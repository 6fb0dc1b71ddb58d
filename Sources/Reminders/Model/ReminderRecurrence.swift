// How a reminder repeats (docs/FORMATS.md): the apps' presets, or a free RRULE (RFC 5545 §3.3.10).
// The preset ↔ RRULE mapping is in Mapping/ (docs/SEMANTICS.md clamped forms). A monthly or
// yearly preset may name a date of another calendar (RFC 7529 RSCALE; ReminderRecurrence+Calendar).

import Recurrence
import Zones

/// How a reminder repeats: a preset the apps offer, or any RRULE in `rule`.
///
/// ```json
/// {"frequency": "monthly", "interval": 1, "monthDay": 31}           // the 31st, clamped
/// {"frequency": "weekly", "interval": 2, "weekdays": ["MO", "WE"]}   // gym, every other week
/// {"frequency": "hourly", "interval": 3, "end": "2026-12-31"}        // water, until an end date
/// {"rule": "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6"}                        // anything else
/// {"frequency": "yearly", "calendar": "hebrew", "month": 5, "leapMonth": true, "monthDay": 8}
/// ```
/// The last is 8 Adar I, on 8 Adar in common years (`RSCALE=HEBREW;…;SKIP=FORWARD`).
/// With `rule`, the preset fields (`frequency`, `interval`, `weekdays`, `monthDay`, `month`,
/// `end`) are absent: the rule text says everything, and is exported as written.
public struct ReminderRecurrence: Hashable, Sendable {
  /// The preset frequency; `nil` exactly when `rule` is set.
  public var frequency: ReminderFrequency?
  /// Every how many periods, ≥ 1.
  public var interval: Int
  /// Days of the week (hourly, daily, weekly). `nil`: weekly repeats on the due's weekday;
  /// `[]`: a weekly reminder with no day ticked, which has no occurrences after its due.
  public var weekdays: [Weekday]?
  /// Day of the month, 1...31 (monthly, yearly), clamped to the last day of shorter months;
  /// a day of `calendar`'s month when that is not Gregorian.
  public var monthDay: Int?
  /// Month, 1...12 (yearly only); `calendar`'s month number (RFC 7529 numbering, 1...13).
  public var month: Int?
  /// The calendar `month` and `monthDay` are dates of (monthly and yearly presets); absent in
  /// the JSON (and `.gregorian`) for the Gregorian calendar.
  public var calendar: CalendarScale
  /// Whether `month` is the leap month of that number (`5L`: Hebrew Adar I); yearly only.
  public var leapMonth: Bool
  /// What a year or month lacking the date does (RFC 7529 SKIP); `nil`: the calendar's
  /// default (`ReminderRecurrence.defaultSkip`). Only with a non-Gregorian `calendar`.
  public var skip: SkipRule?
  /// The last local date an occurrence may fall on (inclusive).
  public var end: CivilDate?
  /// When an occurrence passes uncompleted: `true` moves on to the next occurrence after now,
  /// `false` (the default) leaves the reminder overdue until completed.
  public var recreateIfIncomplete: Bool
  /// Whether the next due counts from the due (default) or from the completion.
  public var repeatFrom: RepeatFrom
  /// A free RRULE value (without the `RRULE:` prefix) for what no preset expresses.
  public var rule: String?
  /// Recurrence fields this version does not know, kept as read.
  public var extra: [String: JSONValue]

  /// A preset recurrence.
  public init(frequency: ReminderFrequency, interval: Int = 1, weekdays: [Weekday]? = nil,
              monthDay: Int? = nil, month: Int? = nil, end: CivilDate? = nil,
              recreateIfIncomplete: Bool = false, repeatFrom: RepeatFrom = .due) {
    self.frequency = frequency
    self.interval = interval
    self.weekdays = weekdays
    self.monthDay = monthDay
    self.month = month
    self.calendar = .gregorian
    self.leapMonth = false
    self.skip = nil
    self.end = end
    self.recreateIfIncomplete = recreateIfIncomplete
    self.repeatFrom = repeatFrom
    self.rule = nil
    self.extra = [:]
  }

  /// A recurrence given by a free RRULE value, e.g. `FREQ=MONTHLY;BYDAY=-1FR`.
  public init(rule: String, recreateIfIncomplete: Bool = false, repeatFrom: RepeatFrom = .due) {
    self.frequency = nil
    self.interval = 1
    self.weekdays = nil
    self.monthDay = nil
    self.month = nil
    self.calendar = .gregorian
    self.leapMonth = false
    self.skip = nil
    self.end = nil
    self.recreateIfIncomplete = recreateIfIncomplete
    self.repeatFrom = repeatFrom
    self.rule = rule
    self.extra = [:]
  }
}
