// Catalogue entry for a YEARLY lunisolar rule whose BYMONTH lists a leap month and whose days
// come from BYDAY (RFC 7529 SKIP, RFC 5545 §3.3.10), and libical 3.0.16's reading of it.

import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 reads BYDAY in the months ICU resolves BYMONTH to by position, without SKIP.
  static let scaleBydayMonthByPosition = CatalogueEntry(
    name: "rscale-byday-month-by-position", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY;BYMONTH with a leap month nL;BYDAY: libical 3.0.16 reads BYDAY in the month ICU resolves each BYMONTH value to, by position and whatever SKIP says (a missing nL is the month at position n+1), reads a month listed after an existing leap month as a leap month too (position m+1), and may keep DTSTART's day in the month SKIP names (which then shifts negative BYSETPOS); a month found by position is as long as the month after it, and its first day comes from one ICU lookup, its length and last weekday from a second (the flag may differ between them); with BYMONTHDAY BYDAY limits the days only inside those months, keeps a day SKIP put in another month whatever its weekday, and begins the year at the first day it kept there (a year with none is empty), or BYSETPOS counts the days kept there against the year's days",
    rfc: """
      RFC 7529 §3.1: a leap month a year lacks is no month with SKIP=OMIT, the month it follows \
      (n) with BACKWARD and the next one (n+1) with FORWARD; §4.2: "nL" follows month n. RFC 5545 \
      §3.3.10: with BYMONTH, "BYDAY ... within the month", and the day of the month is taken from \
      DTSTART only when no BYDAY, BYMONTHDAY or BYYEARDAY is given. libical's rule (icalrecur.c \
      expand_year_days): for BYDAY it asks ICU for each BYMONTH value's first day and length \
      without SKIP; ICU resolves a missing "nL" to the month at position n+1 from New Year, and \
      libical never clears ICU's leap flag once a leap month was found, so the next plain month m \
      is read as "mL", at position m+1; the month SKIP chose may keep DTSTART's day (libical's \
      default BYMONTHDAY) unless a BYDAY month covers it; a month found by position is as long as \
      the month after it (ICU's actual maximum), and libical takes its first day and weekday from \
      one lookup, its length and last day's weekday from a second made with the flag the first \
      left (Chinese 2020, leap 4L, after 4L: month 2 read as "2L" begins at month 3, 03-24, a \
      Tuesday, and ends on month 2's 30th, Monday 03-23, so -4TU is Thursday 03-26); BYSETPOS \
      counts from the end by the BYDAY days found \
      month by month (a month resolved twice counts twice), not by the days kept. Dangi 2013 has no leap month: \
      BYMONTH=9L;BYDAY=2MO;SKIP=OMIT is nothing in 2013 (Recur); libical gives the second Monday \
      of month 10 (2013-11-11). With BYMONTHDAY libical lays its days in the months set_month \
      gives (SKIP applied) and BYDAY limits them inside the BYDAY months only; the first day it \
      keeps there is where the year begins (expand_by_day's days_index). Chinese 2000 has no 9L: \
      BYMONTH=3,9L;BYMONTHDAY=19,-27,-16,-3;BYDAY=SA,TU;SKIP=BACKWARD is 09-30 and 10-24 of \
      month 9 (Recur); libical limits month 10 and gives all four days of month 9, 10-11 and \
      10-16 too; 2002, whose month 3 keeps none, is empty in libical. With BYSETPOS the total is \
      the days BYDAY kept in those months and the positions run over all the year's days. \
      Predicate: Recur's occurrences only it has, and libical's only \
      it has, are out of and in the days this reading gives, year by year (the days it may or \
      may not give: either).
      """,
    reproducer: ("RSCALE=DANGI;FREQ=YEARLY;BYMONTH=9L;BYDAY=2MO;SKIP=OMIT;COUNT=3", "DTSTART;VALUE=DATE:20130228"),
    expected: (native: ["20141103", "21091104", "22041105"],
               libical: ["20131111", "20141103", "20151123"]),
    explainsCase: { obs in bydayMonthByPositionExplains(obs, dayFrom: obs.testCase) })

  /// BYDAY's days as libical's expand_by_day counts them in a month of `length` days laid from
  /// `first`: weekdays from `first`, negative ordinals back from `last`'s weekday (libical asks
  /// ICU for the two separately, so `last` need not be `first + length - 1`). Chinese 2020 read
  /// from month 3's first day (03-24, Tuesday) and month 2's last (03-23, Monday), 30 days:
  /// -4TU is the 3rd day, Thursday 03-26.
  @Sendable static func libicalBydayDays(_ entries: [(Weekday, Int)], first: Int, length: Int, last: Int) -> Set<Int> {
    let firstWeekday = CivilDate(daysSinceEpoch: first).weekday.rawValue
    let lastWeekday = CivilDate(daysSinceEpoch: last).weekday.rawValue
    var out = Set<Int>()
    for (w, n) in entries {
      let firstMatch = (w.rawValue - firstWeekday + 7) % 7 + 1
      let lastMatch = length - (lastWeekday - w.rawValue + 7) % 7
      if n == 0 {
        out.formUnion(stride(from: firstMatch, through: length, by: 7).map { first + $0 - 1 })
      } else if n > 0 {
        let day = firstMatch + (n - 1) * 7
        if day <= lastMatch { out.insert(first + day - 1) }
      } else {
        let day = lastMatch + (n + 1) * 7
        if day >= firstMatch { out.insert(first + day - 1) }
      }
    }
    return out
  }

  /// Whether `rscale-byday-month-by-position` explains `obs`, DTSTART's day of the month taken
  /// from `dayFrom`.
  static func bydayMonthByPositionExplains(_ obs: Observation, dayFrom: ConformanceCase) -> Bool {
    guard let reading = bydayMonthByPositionReading(obs, dayFrom: dayFrom) else { return false }
    return obs.oneSidedOccurrencesRead(by: reading)
  }

  /// Whether an occurrence (as the compared lists print it) is a day of libical's reading of
  /// the rule (`rscale-byday-month-by-position`), DTSTART's day of the month taken from
  /// `dayFrom` (the case itself, or the case a later-period variant came from). Nil outside
  /// the entry's scope.
  static func bydayMonthByPositionReading(_ obs: Observation, dayFrom: ConformanceCase)
    -> (native: @Sendable (String) -> Bool, libical: @Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    if parts.has("BYMONTHDAY") { return monthdayBydayByPositionReading(obs) }
    let labels = monthLabels(parts)
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", labels.contains(where: \.1), let entries = bydayEntries(parts),
          !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"),
          let start = try? RecurrenceTime(contentLine: dayFrom.dtstart, zone: { try? Zone.named($0) }) else { return nil }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let defaultDay = startDay - startYear.months[startYear.monthIndex(of: startDay)].first + 1
    let skip = parts.value("SKIP") ?? "OMIT"
    let setpos = Set(parts.integers("BYSETPOS"))
    let walls = wallTexts(obs)
    // libical's days of one year of the calendar, and the days it may or may not have: a month
    // ICU resolves by position is as long as the month after it.
    @Sendable func days(of year: ScaleYear) -> (days: Set<Int>, unsure: Set<Int>) {
      var icu = ICUMonthLookup(year: year)
      // The default day in each month set_month (with SKIP) gives; libical keeps it in some
      // years and not in others (seen kept: 13 of month 9 in Chinese 2031 for 10L, BACKWARD;
      // not kept: 20 of month 5 in 2019 for 5L, BACKWARD), so it is a day libical may have.
      var leftover = Set<Int>()
      for (n, leap) in labels {
        // libical keeps the month number only and asks ICU again.
        guard let number = icu.setMonth(n, leap, skip: skip), let k = icu.resolve(number, false) else { continue }
        let m = year.months[k]
        if defaultDay <= m.length { leftover.insert(m.first + defaultDay - 1) }
        else if skip == "FORWARD" { leftover.insert(m.first + m.length) }
        else if skip == "BACKWARD" { leftover.insert(m.first + m.length - 1) }
      }
      // BYDAY over each month ICU resolves the BYMONTH values to, without SKIP; a month found
      // by position is as long as the month after it (ICU's actual maximum for the leap flag
      // asked).
      let defaults = leftover
      func byday() -> (bits: Set<Int>, leftover: Set<Int>, total: Int, unsure: Set<Int>) {
        var bits = Set<Int>(), left = defaults, unsure = Set<Int>()
        // libical's BYSETPOS total: the BYDAY days counted month by month (a month resolved
        // twice counted twice), not the days the year keeps.
        var total = 0
        for (n, leap) in labels {
          // libical's two lookups of the month (`ICUMonthLookup.bydayMonth`).
          guard let month = icu.bydayMonth(n, leap, system: system) else { continue }
          let (first, length, last) = month
          let inside: (Int) -> Bool = { $0 >= first && $0 < first + length }
          let found = libicalBydayDays(entries, first: first, length: length, last: last)
          total += found.count
          bits = bits.filter { !inside($0) }.union(found)
          left = left.filter { !inside($0) }
        }
        return (bits, left, total, unsure)
      }
      let own = byday()
      guard !setpos.isEmpty else { return (own.bits, own.unsure.union(own.leftover)) }
      // BYSETPOS over the year's days in order: the k-th (from 0) is kept for k+1 or k-total;
      // with or without the default days.
      let all = [own.bits, own.bits.union(own.leftover)].map { days in
        Set(days.sorted().enumerated()
          .filter { setpos.contains($0.offset + 1) || setpos.contains($0.offset - own.total) }.map(\.element))
      }
      let sure = all[0].intersection(all[1])
      let any = all[0].union(all[1])
      return (sure, any.subtracting(sure))
    }
    @Sendable func reading(_ x: String) -> (has: Bool, unsure: Bool) {
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return (false, false) }
      let (has, unsure) = days(of: system.year(containing: d))
      return (has.contains(d), unsure.contains(d))
    }
    return ({ x in let r = reading(x); return !r.has || r.unsure }, { x in let r = reading(x); return r.has || r.unsure })
  }
}
