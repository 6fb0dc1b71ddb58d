// A recurrence rule: the RECUR value type of RFC 5545 §3.3.10, with RFC 7529 §4.1's RSCALE and
// SKIP. This file is only the model; Parse/, Validate/ and Iterate/ hold the phases.

import Zones

/// An RRULE: FREQ, INTERVAL, COUNT or UNTIL, the BYxxx parts, WKST, and RFC 7529 RSCALE/SKIP.
///
/// ```swift
/// let rule = try RecurrenceRule(parsing: "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
/// rule.frequency          // .monthly
/// rule.byMonthDay         // [28, 29, 30, 31]
/// rule.bySetPos           // [-1]: the last day of every month (Jan 31, Feb 28, Mar 31, Apr 30…)
/// rule.description        // "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"
/// ```
/// BYxxx lists keep the order they were written in; an empty list means the part is absent.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
  /// FREQ: the kind of period.
  public var frequency: Frequency
  /// INTERVAL: every n-th period, ≥ 1 (default 1).
  public var interval: Int
  /// COUNT: the number of instances, DTSTART included; `nil` when absent.
  public var count: Int?
  /// UNTIL: the last possible instance, inclusive; `nil` when absent.
  public var until: RecurrenceTime? {
    get {
      if case .until(let value) = end { return value }
      return nil
    }
    set {
      if let newValue { end = .until(newValue) } else { end = .open }
    }
  }
  /// UNTIL as stored: a plain enum, whose metadata is static, where an `Optional<RecurrenceTime>`
  /// field would be copied and destroyed through metadata instantiated by mangled name at start.
  private var end: End

  /// Whether the rule has an UNTIL, and which.
  private enum End: Hashable, Sendable {
    /// No UNTIL.
    case open
    /// UNTIL this value.
    case until(RecurrenceTime)
  }
  /// BYSECOND: 0...60.
  public var bySecond: [Int]
  /// BYMINUTE: 0...59.
  public var byMinute: [Int]
  /// BYHOUR: 0...23.
  public var byHour: [Int]
  /// BYDAY: weekdays, optionally with ordinals.
  public var byDay: [WeekdayNumber]
  /// BYMONTHDAY: 1...31 or -31...-1.
  public var byMonthDay: [Int]
  /// BYYEARDAY: 1...366 or -366...-1.
  public var byYearDay: [Int]
  /// BYWEEKNO: 1...53 or -53...-1.
  public var byWeekNo: [Int]
  /// BYMONTH: 1...12 (1...13 under a non-Gregorian RSCALE); the months written without `L`.
  public var byMonth: [Int]
  /// BYMONTH's leap months (RFC 7529 §4.2): `BYMONTH=5L` is `[5]` here, Adar I under
  /// RSCALE=HEBREW. Written after the plain months (`BYMONTH=9,9L`); only with a non-Gregorian RSCALE.
  public var byLeapMonth: [Int] = []
  /// BYSETPOS: 1...366 or -366...-1.
  public var bySetPos: [Int]
  /// WKST as written; `nil` when absent (the engine then uses Monday).
  public var weekStart: Weekday?
  /// RSCALE (RFC 7529) as written, upper-cased; `nil` when absent. `CalendarScale` lists the
  /// supported names (GREGORIAN and the CLDR calendars of RFC 7529 §3).
  public var rscale: String?
  /// SKIP (RFC 7529) as written; `nil` when absent (OMIT applies).
  public var skip: SkipRule?

  /// A rule of `frequency` with every other part absent; set the parts you need.
  public init(frequency: Frequency, interval: Int = 1, count: Int? = nil, until: RecurrenceTime? = nil,
              bySecond: [Int] = [], byMinute: [Int] = [], byHour: [Int] = [],
              byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [], byYearDay: [Int] = [],
              byWeekNo: [Int] = [], byMonth: [Int] = [], bySetPos: [Int] = [],
              weekStart: Weekday? = nil, rscale: String? = nil, skip: SkipRule? = nil) {
    self.frequency = frequency
    self.interval = interval
    self.count = count
    if let until { end = .until(until) } else { end = .open }
    self.bySecond = bySecond
    self.byMinute = byMinute
    self.byHour = byHour
    self.byDay = byDay
    self.byMonthDay = byMonthDay
    self.byYearDay = byYearDay
    self.byWeekNo = byWeekNo
    self.byMonth = byMonth
    self.bySetPos = bySetPos
    self.weekStart = weekStart
    self.rscale = rscale
    self.skip = skip
  }

  /// A rule of `frequency` with every other part absent, for the parser to fill: the parts
  /// assigned one by one, without default-argument temporaries (each an `Optional` destroyed
  /// through metadata instantiated at start).
  init(parsedFrequency frequency: Frequency) {
    self.frequency = frequency
    interval = 1
    count = nil
    end = .open
    bySecond = []
    byMinute = []
    byHour = []
    byDay = []
    byMonthDay = []
    byYearDay = []
    byWeekNo = []
    byMonth = []
    bySetPos = []
    byLeapMonth = []
    weekStart = nil
    rscale = nil
    skip = nil
  }

  /// The first day of the week the engine uses: WKST, or Monday when absent.
  public var effectiveWeekStart: Weekday { weekStart ?? .monday }

  /// The skip behaviour the engine uses: SKIP when RSCALE is given, otherwise `.omit`.
  public var effectiveSkip: SkipRule { rscale == nil ? .omit : (skip ?? .omit) }

  /// The parts present in this rule, in canonical order.
  public var presentParts: [RulePart] {
    RulePart.allCases.filter { isPresent($0) }
  }

  /// Whether `part` is present (FREQ always is; INTERVAL when not 1).
  public func isPresent(_ part: RulePart) -> Bool {
    switch part {
    case .freq: true
    case .until: end != .open
    case .count: count != nil
    case .interval: interval != 1
    case .bySecond: !bySecond.isEmpty
    case .byMinute: !byMinute.isEmpty
    case .byHour: !byHour.isEmpty
    case .byDay: !byDay.isEmpty
    case .byMonthDay: !byMonthDay.isEmpty
    case .byYearDay: !byYearDay.isEmpty
    case .byWeekNo: !byWeekNo.isEmpty
    case .byMonth: !byMonth.isEmpty || !byLeapMonth.isEmpty
    case .bySetPos: !bySetPos.isEmpty
    case .wkst: weekStart != nil
    case .rscale: rscale != nil
    case .skip: skip != nil
    }
  }
}
