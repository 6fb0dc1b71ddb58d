// libical 3.0.16's reading of a YEARLY lunisolar rule whose BYMONTH lists a leap month and
// whose days come from BYMONTHDAY limited by BYDAY (RFC 7529 SKIP, RFC 5545 §3.3.10): the
// `rscale-byday-month-by-position` class with BYMONTHDAY.

import Recurrence
import Zones

extension CatalogueEntry {
  /// Whether an occurrence is a day of libical's reading of a CHINESE/DANGI YEARLY rule with
  /// BYMONTH (a leap month among it), BYMONTHDAY and BYDAY. libical's rule
  /// (icalrecur.c expand_year_days): BYMONTHDAY's days are laid in the months `set_month` gives
  /// each BYMONTH value (ICU's month by position, a missing "nL" the month at position n+1,
  /// moved back a month for BACKWARD), with SKIP for a day a month lacks; BYDAY then limits them
  /// only inside the months ICU resolves the BYMONTH values to by position, without SKIP, so a
  /// day SKIP put in another month stays whatever its weekday; the year begins at the first day
  /// BYDAY kept inside those months, and a year where BYDAY kept none is empty. Chinese 2000 has
  /// no 9L: BYMONTH=3,9L;BYMONTHDAY=19,-27,-16,-3;BYDAY=SA,TU;SKIP=BACKWARD is Saturday 09-30 and
  /// Tuesday 10-24 of month 9 (Recur); libical limits month 10 instead and gives all four days
  /// of month 9 (09-30, 10-11, 10-16, 10-24), after Tuesday 04-18 of month 3. Chinese 2002
  /// (month 3 without a Saturday or Tuesday among the four) is empty in libical. With BYSETPOS,
  /// libical's total is the days BYDAY kept in those months (a month resolved twice counts
  /// twice) and its positions run over every day the year holds: Dangi 2036 (leap 6L) resolves
  /// 7L to month 7, whose last kept day, Thursday 09-18, is -1. Nil outside the scope.
  static func monthdayBydayByPositionReading(_ obs: Observation)
    -> (native: @Sendable (String) -> Bool, libical: @Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let labels = monthLabels(parts)
    let monthDays = parts.integers("BYMONTHDAY")
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", labels.contains(where: \.1), let entries = bydayEntries(parts),
          !monthDays.isEmpty, !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO") else { return nil }
    let system = scale.system
    let skip = parts.value("SKIP") ?? "OMIT"
    let setpos = Set(parts.integers("BYSETPOS"))
    let walls = wallTexts(obs)
    // libical's days of one year of the calendar, and the days it may or may not have.
    @Sendable func days(of year: ScaleYear) -> (days: Set<Int>, unsure: Set<Int>) {
      var icu = ICUMonthLookup(year: year)
      var bits = Set<Int>(), unsure = Set<Int>()
      for (n, leap) in labels {
        // set_month keeps the month number only; each day asks ICU for it again.
        guard let number = icu.setMonth(n, leap, skip: skip), let k = icu.resolve(number, false) else { continue }
        let length = year.months[k].length
        for mday in monthDays {
          if abs(mday) <= length {
            guard let m = icu.resolve(number, false).map({ year.months[$0] }) else { continue }
            bits.insert(mday > 0 ? m.first + mday - 1 : m.first + m.length + mday)
            continue
          }
          switch skip {
          case "FORWARD":
            let target = mday > 0 ? number + 1 : number
            guard target <= 12 else { continue }  // the next year's first day: not weighed here
            if let t = icu.resolve(target, false) { bits.insert(year.months[t].first) }
          case "BACKWARD":
            let target = mday < 0 ? number - 1 : number
            guard target >= 1 else { continue }  // the previous year's last day: not weighed here
            if let t = icu.resolve(target, false) { bits.insert(year.months[t].first + year.months[t].length - 1) }
          default: continue
          }
        }
      }
      // BYDAY limits the days inside each month ICU resolves a BYMONTH value to, without SKIP;
      // the year begins at the first day it keeps there.
      // The first day and its weekday come from one lookup, the length and the last day's
      // weekday from a second made with the leap flag the first left; BYSETPOS's total counts
      // the days kept month by month (a month resolved twice counts twice).
      var firstKept: Int?
      var total = 0
      for (n, leap) in labels {
        guard let month = icu.bydayMonth(n, leap, system: system) else { continue }
        let (first, length, last) = month
        let inside: (Int) -> Bool = { $0 >= first && $0 < first + length }
        let found = libicalBydayDays(entries, first: first, length: length, last: last)
        bits = bits.filter { !inside($0) || found.contains($0) }
        total += bits.filter(inside).count
        if let first = bits.filter(inside).min() { firstKept = min(firstKept ?? first, first) }
      }
      guard !setpos.isEmpty else {
        guard let firstKept else { return ([], unsure) }
        return (bits.filter { $0 >= firstKept }, unsure)
      }
      // BYSETPOS over every day the year holds, in order: the k-th (from 0) is kept for k+1 or
      // k-total.
      let held = bits.filter { $0 >= year.first && $0 < year.first + year.length }.sorted()
      let kept = held.enumerated().filter { setpos.contains($0.offset + 1) || setpos.contains($0.offset - total) }
      return (Set(kept.map(\.element)), unsure)
    }
    @Sendable func reading(_ x: String) -> (has: Bool, unsure: Bool) {
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return (false, false) }
      let (has, unsure) = days(of: system.year(containing: d))
      return (has.contains(d), unsure.contains(d))
    }
    return ({ x in let r = reading(x); return !r.has || r.unsure }, { x in let r = reading(x); return r.has || r.unsure })
  }

  /// BYMONTH's values as month numbers with their leap flag (`5L`: 5, true).
  static func monthLabels(_ parts: RuleParts) -> [(Int, Bool)] {
    (parts.value("BYMONTH") ?? "").split(separator: ",").compactMap { label -> (Int, Bool)? in
      let leap = label.hasSuffix("L")
      return Int(leap ? label.dropLast() : label[...]).map { ($0, leap) }
    }
  }

  /// BYDAY's entries as weekday and ordinal (0: every one), nil without BYDAY or with an entry
  /// it cannot read. `BYDAY=-1SU,TU`: (Sunday, -1), (Tuesday, 0).
  static func bydayEntries(_ parts: RuleParts) -> [(Weekday, Int)]? {
    guard let byday = parts.value("BYDAY") else { return nil }
    let texts = byday.split(separator: ",")
    let entries = texts.compactMap { e -> (Weekday, Int)? in
      guard let w = Weekday(icalName: String(e.suffix(2))) else { return nil }
      let n = e.dropLast(2)
      return Int(n.isEmpty ? "0" : String(n)).map { (w, $0) }
    }
    return entries.count == texts.count ? entries : nil
  }
}
