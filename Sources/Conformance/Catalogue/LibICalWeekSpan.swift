// libical 3.0.16's reading of a YEARLY;BYWEEKNO;BYDAY rule without BYMONTH (icalrecur.c
// expand_year_days and __iterator_set_start), next to RFC 5545's, day by day: the libical
// week-number classes and Recur's week-numbering-year periods are its departures.

import Zones

/// Which days each reading of `BYWEEKNO=values;BYDAY=weekdays;WKST=wkst;INTERVAL=interval` names.
///
/// libical numbers year Y's weeks from WKST's week 1 (right), on without wrapping, sizes the year
/// by its Monday (ISO) week count n (`weeks_in_year`), counting negative values from it, and
/// ends the year at calendar day 7·n − 1 of Y (`last_day`, not week 1's start + 7·n − 1); its
/// periods are calendar years from DTSTART's. With WKST=FR, 2017's week 1 starts Friday
/// 2016-12-30 and 2017 has 52 Monday weeks, so its span ends on day 363, Friday 2017-12-29:
/// BYWEEKNO=53;BYDAY=FR,SU gives 2017-12-29 (2018's week 1) and not Sunday 12-31; RFC 5545
/// gives neither (2017 has 52 Friday weeks).
struct LibICalWeekSpan {
  /// The BYWEEKNO values.
  let values: [Int]
  /// The BYDAY weekdays.
  let weekdays: Set<Weekday>
  /// The week start.
  let wkst: Weekday
  /// INTERVAL.
  let interval: Int
  /// DTSTART's calendar year (libical's first period).
  let calendarYear: Int
  /// DTSTART's week-numbering year (Recur's first period).
  let weekYear: Int

  /// The readings, each one departure from the one before: RFC 5545's over Recur's periods
  /// (week-numbering years from DTSTART's), over libical's periods (calendar years from
  /// DTSTART's), with libical's Monday count (its weeks run on for the year's Monday week
  /// count from week 1), and libical's whole (its year ending at day 7·n − 1).
  enum Reading { case rfc, rfcCalendarPeriods, mondayCount, libical }

  /// Whether year `y` is a period counted from `first`.
  private func counted(_ y: Int, from first: Int) -> Bool { ((y - first) % interval + interval) % interval == 0 }

  /// How many periods' sets hold `d` under `reading` (libical can name a day in two years: week 53
  /// of one and week 1 of the next).
  func count(_ d: CivilDate, _ reading: Reading) -> Int {
    guard weekdays.contains(d.weekday) else { return 0 }
    switch reading {
    case .rfc, .rfcCalendarPeriods:
      let (y, w) = WeekNumbering.week(of: d, wkst: wkst)
      let n = WeekNumbering.weeks(in: y, wkst: wkst)
      guard counted(y, from: reading == .rfc ? weekYear : calendarYear) else { return 0 }
      return values.contains { ($0 > 0 ? $0 : n + 1 + $0) == w } ? 1 : 0
    case .mondayCount, .libical:
      return ((d.year - 1)...(d.year + 1)).filter { counted($0, from: calendarYear) && libicalNames(d, year: $0, reading) }.count
    }
  }

  /// Whether libical's reading (or its Monday count alone) names `d` in year `y`'s set.
  private func libicalNames(_ d: CivilDate, year y: Int, _ reading: Reading) -> Bool {
    let day = d.daysSinceEpoch
    let start = WeekNumbering.weekOneStart(y, wkst: wkst)
    let n = WeekNumbering.weeks(in: y, wkst: .monday)
    let end = reading == .libical
      ? CivilDate(uncheckedYear: y, month: 1, day: 1).daysSinceEpoch + 7 * n - 2 : start + 7 * n - 1
    guard day >= start, day <= end else { return false }
    let k = (day - start) / 7 + 1
    return values.contains { ($0 > 0 ? $0 : n + 1 + $0) == k }
  }

  /// The days libical's reading names in calendar year `y`'s set, in order (the set its BYSETPOS
  /// numbers), empty when `y` is not one of its periods.
  func libicalDays(ofYear y: Int) -> [CivilDate] {
    guard counted(y, from: calendarYear) else { return [] }
    let start = WeekNumbering.weekOneStart(y, wkst: wkst)
    return (start..<(start + 7 * 54)).map { CivilDate(daysSinceEpoch: $0) }
      .filter { weekdays.contains($0.weekday) && libicalNames($0, year: y, .libical) }
  }

  /// The days RFC 5545 names in week-numbering year `y` (Recur's periods), in order.
  func rfcDays(ofWeekYear y: Int) -> [CivilDate] {
    let start = WeekNumbering.weekOneStart(y, wkst: wkst)
    return (start..<WeekNumbering.weekOneStart(y + 1, wkst: wkst)).map { CivilDate(daysSinceEpoch: $0) }
      .filter { count($0, .rfc) == 1 }
  }

  /// libical's first day misplaced: the first day of the first period with any, when it lies
  /// before that year's January 1, and the day libical gives for it, its day of the year plus
  /// the year's length (`libical-byweekno-first-day-year-late`); nil when that first day is in
  /// its own year.
  func yearLateFirstDay() -> (day: CivilDate, given: CivilDate)? {
    var y = calendarYear
    for _ in 0..<12 {
      let start = WeekNumbering.weekOneStart(y, wkst: wkst)
      for day in start..<(start + 7 * 53) where weekdays.contains(CivilDate(daysSinceEpoch: day).weekday) {
        let d = CivilDate(daysSinceEpoch: day)
        guard libicalNames(d, year: y, .libical) else { continue }
        guard d.year < y else { return nil }
        let length = CivilDate(uncheckedYear: y + 1, month: 1, day: 1).daysSinceEpoch
          - CivilDate(uncheckedYear: y, month: 1, day: 1).daysSinceEpoch
        return (d, CivilDate(daysSinceEpoch: day + length))
      }
      y += interval
    }
    return nil
  }
}
