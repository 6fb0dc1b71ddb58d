// The day lookups libical 3.0.16 makes through ICU in one lunisolar year (icalrecur.c
// get_days_in_month, get_day_of_year, expand_bymonth_days), each with ICU's leap flag as the
// lookups before it left it.

import Recurrence

extension ICUMonthLookup {
  /// get_days_in_month for month number `n` (no leap asked): ICU's length of the month the flag
  /// sends it to, read from a copy of the calendar, so the flag stays. A month found by position
  /// is as long as the month after it. Chinese 2025 (leap 6L) with the flag set: 6 is 6L, 29 days.
  mutating func monthLength(_ n: Int, system: any CalendarSystem) -> Int? {
    let saved = (leapFlag, byPosition)
    defer { (leapFlag, byPosition) = saved }
    guard let i = resolve(n, false) else { return nil }
    return byPosition ? lengthAfter(i, system: system) : year.months[i].length
  }

  /// get_day_of_year for day `mday` (negative: from the end) of month number `n` (no leap
  /// asked): the day number, leaving the flag as ICU computes it for that day (the leap-ness of
  /// the month it falls in). Chinese 2025 with the flag set: day 20 of 6 is 6L's 20th, 2025-08-13.
  mutating func day(_ mday: Int, ofMonth n: Int, system: any CalendarSystem) -> Int? {
    var d = mday
    if d < 0 {
      guard let length = monthLength(n, system: system) else { return nil }
      d += 1 + length
    }
    guard let i = resolve(n, false) else { return nil }
    let day = year.months[i].first + d - 1
    let end = year.first + year.length
    leapFlag = day >= year.first && day < end && year.months[year.monthIndex(of: day)].isLeap
    return day
  }

  /// libical's days of a YEARLY rule's BYMONTH list `labels` (number, leap) with BYMONTHDAY
  /// `monthDays` in this year (expand_year_days without BYDAY, BYYEARDAY or BYWEEKNO): each
  /// value's month from `setMonth`, each BYMONTHDAY day in it (SKIP moving a day the month lacks
  /// to the next month's 1st, the previous month's last day, or across the year's end), then
  /// BYSETPOS `setpos` over the year's own days with libical's size, one per day laid (a day
  /// laid twice is one day of the set, counted twice). Day numbers, sorted. Dangi 2028 (leap 5L)
  /// with the flag DTSTART's 5L left: BYMONTH=1,2,11 is months 2, 2 and 11.
  mutating func yearDays(labels: [(Int, Bool)], monthDays: [Int], skip: String, setpos: [Int],
                         system: any CalendarSystem) -> [Int]? {
    var bits = Set<Int>()
    var total = 0
    let end = year.first + year.length
    for (n, leap) in labels {
      guard let number = setMonth(n, leap, skip: skip) else { continue }
      guard let length = monthLength(number, system: system) else { return nil }
      for mday in monthDays {
        var month = number, d = mday
        var fixed: Int?
        if abs(mday) > length {
          switch skip {
          case "FORWARD":
            if mday > 0 { month += 1 }
            if month > 12 { fixed = end } else { d = 1 }
          case "BACKWARD":
            if mday < 0 { month -= 1 }
            if month == 0 { fixed = year.first - 1 } else { d = -1 }
          default: continue
          }
        }
        guard let day = fixed ?? self.day(d, ofMonth: month, system: system) else { return nil }
        bits.insert(day)
        total += 1
      }
    }
    let sorted = bits.sorted()
    guard !setpos.isEmpty else { return sorted }
    // filter_bysetpos runs over the year's own days; a day moved out of the year stays.
    var position = 0
    return sorted.filter { day in
      guard day >= year.first, day < end else { return true }
      defer { position += 1 }
      return setpos.contains(position + 1) || setpos.contains(position - total)
    }
  }
}
