// The documented bound on every search of the iterator (RFC 5545 §3.3.10 leaves rules that never
// match undefined; we prove emptiness and stop).
//
// The Gregorian calendar repeats exactly every 400 years: 146,097 days, which is also 20,871
// whole weeks and 4,800 months, so the dates, weekdays, week numbers and month lengths seen by
// a period depend only on where the period starts within that cycle. A rule's periods start at
// P0 + k·INTERVAL·L (L = the FREQ's unit). Measured in units of L the cycle is C (400 years,
// 4,800 months, 20,871 weeks, 146,097 days, or that many days in hours, minutes, seconds), and
// the start positions modulo C repeat after C / gcd(C, INTERVAL) periods. So if that many
// consecutive periods (after the first, which DTSTART may cut) yield no candidate, none ever
// will: the iterator stops. Independently, iCalendar years have four digits, so no period past
// 9999-12-31 is examined. Worst cases: FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30 stops after 400
// empty years; FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 after 146,097 empty days (~1 ms); sub-daily
// rules skip whole days, hours and minutes that cannot match, so they scan at most one step
// per day up to the year 9999; and a sub-daily rule none of whose allowed times of day can
// start a period (FREQ=SECONDLY;INTERVAL=2;BYSECOND=1 from an even second) is found empty
// before iterating (ExpansionPlan.timeReachable).

/// How many consecutive empty periods prove that a rule is empty.
enum SearchBound {
  /// The cycle length of the calendar in periods of `frequency`.
  static func cycle(_ frequency: Frequency) -> Int {
    switch frequency {
    case .yearly: 400
    case .monthly: 4_800
    case .weekly: 20_871
    case .daily: 146_097
    case .hourly: 146_097 * 24
    case .minutely: 146_097 * 1_440
    case .secondly: 146_097 * 86_400
    }
  }

  /// The number of consecutive empty periods after which `frequency` with `interval` is empty.
  static func emptyPeriods(_ frequency: Frequency, interval: Int) -> Int {
    let c = cycle(frequency)
    return c / CalendarMath.gcd(c, max(1, interval))
  }

  /// The last year examined (RFC 5545 DATE values have four-digit years).
  static let lastYear = 9999
}
