// How libical 3.0.16 finds a Chinese or Dangi month through ICU (icalrecur.c __set_month:
// UCAL_MONTH and UCAL_IS_LEAP_MONTH), as the lunisolar catalogue readings model it.

import Recurrence

/// libical's ICU month lookup in one lunisolar year: the month numbered n with the leap flag
/// asked, or left set by an earlier leap month (libical never clears it); a leap month the year
/// lacks is the month at position n+1 from New Year. Chinese 2000 (no leap month): 9L is month
/// 10; Chinese 2001 (leap 4L): 9L is month 9.
struct ICUMonthLookup {
  /// The year looked in.
  let year: ScaleYear
  /// ICU's leap flag as the last lookup left it.
  var leapFlag = false
  /// Whether the last lookup found its month by position (no month of that number and flag).
  var byPosition = false

  /// A lookup in `year` with the leap flag clear.
  init(year: ScaleYear) { self.year = year }

  /// The index in `year.months` of ICU's month for number `n` (leap when `leap` or the flag is
  /// set), nil when there is none.
  mutating func resolve(_ n: Int, _ leap: Bool) -> Int? {
    let asked = leap || leapFlag
    let own = year.monthIndex(number: n, isLeap: asked)
    byPosition = own == nil
    let i = own ?? (asked ? (n < year.months.count ? n : nil) : nil)
    if let i { leapFlag = year.months[i].isLeap }
    return i
  }

  /// The month number libical's set_month gives BYMONTH's `n` (leap when `leap`) under `skip`:
  /// ICU's month for it, or when that is another month, none for OMIT, the month before it for
  /// BACKWARD and that month for FORWARD; set_month keeps the number only (no leap flag).
  /// Chinese 2001 (leap 4L) lacks 9L: ICU gives month 9, BACKWARD month 8.
  mutating func setMonth(_ n: Int, _ leap: Bool, skip: String) -> Int? {
    guard let i = resolve(n, leap) else { return nil }
    var j = i
    if year.months[i].number != n || year.months[i].isLeap != leap {
      if skip == "OMIT" { return nil }
      if skip == "BACKWARD" {
        guard i > 0 else { return nil }
        j = i - 1
        leapFlag = year.months[j].isLeap
      }
    }
    return year.months[j].number
  }

  /// The days libical gives a BYDAY month of number `n` (leap when `leap`): the first day from
  /// one lookup, the length and last day from a second made with the leap flag the first left
  /// (a stale flag may send the two to different months); a month found by position is as
  /// long as the month after it (`system` gives the next year's first month). Chinese 2020
  /// (leap 4L), month 2 after 4L: first day that of month 3 (03-24), last day month 2's.
  mutating func bydayMonth(_ n: Int, _ leap: Bool, system: any CalendarSystem) -> (first: Int, length: Int, last: Int)? {
    guard let a = resolve(n, leap) else { return nil }
    let first = year.months[a].first
    guard let b = resolve(n, leap) else { return nil }
    let m = year.months[b]
    let length = byPosition ? lengthAfter(b, system: system) : m.length
    let last = m.first + length - 1
    if last >= m.first + m.length { leapFlag = b + 1 < year.months.count && year.months[b + 1].isLeap }
    return (first, length, last)
  }

  /// ICU's length of a month it found by position: that of the month after it.
  func lengthAfter(_ i: Int, system: any CalendarSystem) -> Int {
    if i + 1 < year.months.count { return year.months[i + 1].length }
    return system.year(containing: year.first + year.length).months.first?.length ?? year.months[i].length
  }
}
