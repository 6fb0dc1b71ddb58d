// Catalogue entry for a YEARLY lunisolar rule with BYDAY over the whole year whose DTSTART lies
// in a leap month (RFC 7529 §3, RFC 5545 §3.3.10), and libical 3.0.16's weekdays in such years.

import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 reads New Year's weekday from the year's second month in every year that has
  /// DTSTART's leap month.
  static let scaleLeapYearBydayShift = CatalogueEntry(
    name: "rscale-leap-year-byday-shift", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY;BYDAY without BYMONTH or BYWEEKNO, DTSTART in a leap month nL: in every year with nL libical 3.0.16 takes New Year's weekday from the first day of the year's second month, so a BYDAY weekday without a negative ordinal falls 1 or 2 days early (29- or 30-day first month)",
    rfc: """
      RFC 5545 §3.3.10: in a YEARLY rule without BYMONTH or BYWEEKNO, BYDAY is "within the year" \
      (+1MO the first Monday of the year, MO every Monday); RFC 7529 §3: RSCALE changes how \
      years and months are counted, not the days of the week. libical's rule (icalrecur.c \
      expand_year_days): it takes New Year's weekday from ICU's date "month 1, day 1" without \
      clearing ICU's leap-month flag; when the flag is set (its calendar holds DTSTART's leap \
      month, carried year to year into every year that has the same leap month) ICU resolves \
      "1L" to the month after month 1, 29 or 30 days later. Days are then counted from that \
      weekday; the last day's weekday, which a negative ordinal counts from, is right. Chinese \
      2001 has leap month 4L (2001-05-23 to 06-20) and a 30-day first month: from 2001-06-01 \
      BYDAY=20MO is 2001-06-11; libical gives Saturday 2001-06-09, and again in 2012 (4L, \
      Saturday 06-09 for Monday 06-04) and 2020 (4L, 29-day first month: Sunday 06-07 for \
      06-08). Predicate: libical's list is Recur's answer with, in each year that has DTSTART's \
      leap month, the year's days taken from the same rule whose BYDAY weekdays without a \
      negative ordinal are moved back by the first month's length modulo 7, COUNT applied to \
      the whole. With BYYEARDAY libical sets each day by its day of the year, which clears the \
      flag after DTSTART's year: only that year is shifted (Dangi 2017 has 5L and a 30-day first \
      month in libical, whose ICU begins month 2 on 02-27: BYYEARDAY=356,295;BYDAY=TU,MO from \
      2017-07-20 gives Saturday 2017-11-18 in libical, and Dangi 2028, with 5L too, is right). \
      The first month's length is libical's (a day longer or shorter where its ICU begins month \
      2 a day off, as chinese-new-moon-day).
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=YEARLY;BYDAY=20MO;COUNT=3", "DTSTART;VALUE=DATE:20010601"),
    expected: (native: ["20010611", "20020701", "20030616"],
               libical: ["20010609", "20020701", "20030616"]),
    explainsCase: { obs in leapYearBydayShiftExplains(obs, leapFrom: obs.testCase) })

  /// Whether `rscale-leap-year-byday-shift` explains `obs`, DTSTART's leap month taken from
  /// `leapFrom` (the case itself, or the case a later-period variant came from: libical's
  /// calendar keeps the leap flag of the real DTSTART).
  static func leapYearBydayShiftExplains(_ obs: Observation, leapFrom: ConformanceCase) -> Bool {
    guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b,
          let expected = leapYearBydayShiftReading(obs, leapFrom: leapFrom) else { return false }
    // The unshifted variant is Recur's own answer: the reading must start from this one.
    guard Array(expected.unshifted.prefix(a.count)) == a, expected.list != a else { return false }
    if expected.complete { return b == expected.list }
    // Recur's variants were cut before the case's end: compare as far as they reach.
    return b.count >= expected.list.count && Array(b.prefix(expected.list.count)) == expected.list
  }

  /// libical's answer as `rscale-leap-year-byday-shift` reads the case, whether it is complete
  /// (the variants reached the case's end), and Recur's answer for the rule without COUNT (the
  /// unshifted variant); nil outside the entry's scope.
  static func leapYearBydayShiftReading(_ obs: Observation, leapFrom: ConformanceCase) -> (list: [String], complete: Bool, unshifted: [String])? {
    let c = obs.testCase
    let parts = RuleParts(c.rule)
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name),
          scale == .chinese || scale == .dangi, parts.value("FREQ") == "YEARLY",
          let byday = parts.value("BYDAY"), !parts.has("BYMONTH"), !parts.has("BYWEEKNO"),
          let start = try? RecurrenceTime(contentLine: leapFrom.dtstart, zone: { try? Zone.named($0) }) else { return nil }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let startMonth = startYear.months[startYear.monthIndex(of: startDay)]
    guard startMonth.isLeap else { return nil }
    // The weekday shift of each year: the first month's length modulo 7 in years with nL. With
    // BYYEARDAY libical sets each day by its day of the year, which clears the leap flag: only
    // DTSTART's year is shifted.
    let onlyFirstYear = parts.has("BYYEARDAY")
    // The second month begins where libical's ICU begins it, a day off where
    // `chinese-new-moon-day` says so (Dangi 2017: 02-27, not 02-26).
    let through = onlyFirstYear ? startYear.first + startYear.length + 60 : startDay + 150 * 366
    let known = libicalMonthStarts(obs, scale: scale.rawValue, from: startDay - 60, through: through)
    @Sendable func shift(ofDay day: Int) -> Int {
      let year = system.year(containing: day)
      if onlyFirstYear, year.first != startYear.first { return 0 }
      guard year.monthIndex(number: startMonth.number, isLeap: true) != nil, let first = year.months.first else { return 0 }
      if let known, year.months.count > 1 {
        let second = year.months[1].first
        if second > known.from, second < known.covered, !known.starts.contains(second) {
          if known.starts.contains(second + 1) { return (first.length + 1) % 7 }
          if known.starts.contains(second - 1) { return (first.length - 1) % 7 }
        }
      }
      return first.length % 7
    }
    let days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    func moved(_ s: Int) -> String? {
      let items = byday.split(separator: ",").map { item -> String? in
        let code = String(item.suffix(2)), ordinal = item.dropLast(2)
        guard let i = days.firstIndex(of: code) else { return nil }
        if let n = Int(ordinal), n < 0 { return String(item) }
        return ordinal + days[(i - s + 7) % 7]
      }
      guard items.allSatisfy({ $0 != nil }) else { return nil }
      return items.compactMap { $0 }.joined(separator: ",")
    }
    // Each variant without COUNT (applied to the merged list), with room for the years between.
    let count = parts.value("COUNT").flatMap { Int($0) }
    let wanted = min(count ?? c.limit, c.limit)
    let room = wanted * 4 + 60
    var merged: [String] = [], unshifted: [String] = []
    var horizon: String?
    for s in 0...3 {
      guard let days = moved(s) else { return nil }
      var variant = c
      variant.rule = parts.removing("COUNT").removing("BYDAY").text + ";BYDAY=" + days
      variant.limit = room
      let e = NativeEngine().expand(variant)
      guard let list = e.outcome.list else { return nil }
      if s == 0 { unshifted = list }
      let walls = e.wall.count == list.count ? e.wall : list
      for (x, w) in zip(list, walls) {
        guard let d = ValueText.civil(w)?.date.daysSinceEpoch else { return nil }
        if shift(ofDay: d) == s { merged.append(x) }
      }
      if list.count >= room, let last = list.last { horizon = min(horizon ?? last, last) }
    }
    var list = Array(Set(merged)).sorted()
    if let horizon { list = list.filter { $0 <= horizon } }
    let complete = list.count >= wanted || horizon == nil
    return (Array(list.prefix(wanted)), complete, unshifted)
  }
}
