// libical 3.0.16's year set for an RSCALE YEARLY rule with BYMONTH and BYDAY (no BYMONTHDAY):
// DTSTART's day of the month, moved by SKIP, stays in the set beside BYDAY's days.

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// RSCALE, FREQ=YEARLY;BYMONTH;BYDAY without BYMONTHDAY: libical 3.0.16 also puts DTSTART's
  /// day of the month into each listed month's set, moved by SKIP, where BYDAY leaves it when it
  /// lands outside the listed months.
  static let scaleYearlyBydayWalk = CatalogueEntry(
    name: "rscale-yearly-byday-walk", kind: .libicalMistake,
    summary: "RSCALE, FREQ=YEARLY;BYMONTH;BYDAY without BYMONTHDAY: libical 3.0.16 adds DTSTART's day of the month, moved by SKIP out of a listed month that lacks it (or, HEBREW BACKWARD, into Shevat for a missing Adar I), to the year's set: it gives that day after the year's first BYDAY day, or, with BYSETPOS, counts it as a position but not in the set's size; a missing leap month read as the month ICU resolves it to counts that month's days again in the size",
    rfc: """
      RFC 5545 §3.3.10: with BYDAY in a YEARLY rule with BYMONTH the days are BYDAY's weekdays \
      of the listed months, no day of the month comes from DTSTART, so RFC 7529 §3.1 SKIP has no \
      invalid day to move; BYSETPOS counts "within the set of recurrence instances specified by \
      the rule". RSCALE=ROC;FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYDAY=4WE;SKIP=FORWARD from \
      2020-02-29 is the fourth Wednesday of February 2024, 2028, 2032. libical's rule \
      (icalrecur.c expand_year_days: expand_bymonth_days with DTSTART's day for each listed \
      month, then expand_by_day replacing only the listed months' days, filter_bysetpos over the \
      whole year with the size BYDAY counted): its first year is 2021 (ROC 110; __iterator_set_start \
      compares the Gregorian 2020 with ROC 109, 1911 years apart, not a multiple of 4), whose \
      February lacks the 29th, FORWARD moves it to Mar 1, and libical gives that day too. \
      HEBREW 5766 has no Adar I: BYMONTH=9,5L;BYDAY=TH;BYSETPOS=-2;SKIP=BACKWARD from 16 Tevet 5765 (2004-12-28) is \
      Sivan's second-to-last Thursday (2006-06-15); libical's set also holds 16 Shevat, outside \
      the size, and -2 is 2006-06-08. A day moved past the year's end (the next year's first \
      day) lies outside filter_bysetpos's range: it is kept, after the year's first kept day. \
      The size adds BYDAY's days once per BYMONTH value: BYMONTH=6,9,5L in a year without Adar \
      I counts Adar's twice, and BYSETPOS=-1 finds no day. \
      Predicate: \
      libical's list is exactly Recur's set without BYSETPOS in each of libical's years (HEBREW: \
      with SKIP=FORWARD for a missing leap month, Adar as ICU resolves it) with those days \
      added and BYSETPOS applied as libical does, and such a day is in it.
      """,
    reproducer: ("RSCALE=ROC;FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYDAY=4WE;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20200229"),
    expected: (native: ["20240228", "20280223", "20320225"],
               libical: ["20210224", "20210301", "20250226"]),
    explainsCase: nil)

  /// `rscale-yearly-byday-walk`'s predicate (tried after every other explanation).
  static func explainsYearlyBydayWalk(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let skip = parts.value("SKIP") ?? "OMIT"
    let listed = (parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init)
    let setpos = parts.integers("BYSETPOS")
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name),
          scale != .japanese, scale != .chinese, scale != .dangi, skip != "OMIT",
          parts.value("FREQ") == "YEARLY", !listed.isEmpty, parts.has("BYDAY"),
          !["BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYHOUR", "BYMINUTE", "BYSECOND"].contains(where: parts.has),
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval >= 1,
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b,
          let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let k = startDay - startYear.months[startYear.monthIndex(of: startDay)].first + 1
    // Recur's days without BYSETPOS (wall clock), by the calendar year's first day; a listed
    // leap month a year lacks is the month after it (SKIP=FORWARD), as ICU resolves it.
    var c = obs.testCase
    let base = parts.removing("BYSETPOS").removing("INTERVAL").removing("COUNT").removing("UNTIL").removing("SKIP")
    c.rule = base.text + ";SKIP=FORWARD"
    c.limit = 5_000
    // From the first day of DTSTART's year: BYSETPOS counts the year's days before DTSTART too.
    guard let colon = c.dtstart.lastIndex(of: ":") else { return false }
    let yearStart = CivilDate(daysSinceEpoch: startYear.first)
    switch start {
    case .date: c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.date(yearStart)
    case .floating(let t), .zoned(let t, _):
      c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time))
    case .utc(let t): c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time)) + "Z"
    }
    let e = NativeEngine().expand(c)
    guard let list = e.outcome.list else { return false }
    var recur: [Int: [Int]] = [:]
    for t in (e.wall.count == list.count ? e.wall : list) {
      guard let d = ValueText.civil(t)?.date.daysSinceEpoch else { return false }
      recur[system.year(containing: d).first, default: []].append(d)
    }
    let reach = list.count < c.limit ? Int.max : (ValueText.civil(e.wall.last ?? list.last ?? "")?.date.daysSinceEpoch ?? 0)
    // libical's first year: a year late unless the Gregorian and calendar year numbers differ
    // by a multiple of INTERVAL.
    let icuYear: Int
    switch scale {
    case .buddhist: icuYear = start.civil.date.year + 543
    case .republicOfChina: icuYear = start.civil.date.year - 1911
    case .gregorian: icuYear = start.civil.date.year
    case .ethiopicAmeteAlem: icuYear = startYear.year + 5500
    default: icuYear = startYear.year
    }
    let diff = (start.civil.date.year - icuYear) % interval
    var year = startYear
    for _ in 0..<(diff == 0 ? 0 : interval - diff) { year = system.year(containing: year.first + year.length) }
    let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    let until = parts.value("UNTIL")
    var predicted: [String] = []
    var strayYears = 0
    func advance() { for _ in 0..<interval { year = system.year(containing: year.first + year.length) } }
    yearLoop: while CivilDate(daysSinceEpoch: year.first).year <= LibICalRecurrence.maxYear, year.first + year.length <= reach {
      let set = recur[year.first] ?? []
      // The months BYDAY fills: each listed month, a missing leap month nL as month n+1.
      var filled = Set<Int>()
      var stray: [Int] = []
      var total = 0
      for v in listed {
        let isLeap = v.hasSuffix("L")
        guard let n = Int(isLeap ? String(v.dropLast()) : v) else { return false }
        var index = year.monthIndex(number: n, isLeap: isLeap)
        var writes = index
        if index == nil, isLeap {
          // set_month: ICU resolves nL to month n+1; BACKWARD writes DTSTART's day in month n.
          index = year.monthIndex(number: n + 1, isLeap: false)
          writes = skip == "BACKWARD" ? year.monthIndex(number: n, isLeap: false) : index
        }
        guard let i = index else { continue }
        filled.insert(i)
        total += set.filter { year.monthIndex(of: $0) == i }.count
        // expand_bymonth_days with DTSTART's day in the month set_month gave.
        guard let w = writes else { continue }
        let m = year.months[w]
        if k <= m.length { stray.append(m.first + k - 1) }
        else if skip == "BACKWARD" { stray.append(m.first + m.length - 1) }
        else { stray.append(w + 1 < year.months.count ? year.months[w + 1].first : year.first + year.length) }
      }
      // BYDAY rewrites the filled months' days: a day written there is gone.
      let kept = stray.filter { d in
        !filled.contains { i in d >= year.months[i].first && d < year.months[i].first + year.months[i].length }
      }
      let bits = Set(set).union(kept).sorted()
      // libical's set differs from RFC 7529's: a day DTSTART gave, a month BYMONTH resolves to
      // twice (6 and a missing 5L: Adar) counted twice in the size, a missing leap month read
      // as the next month whatever SKIP says.
      let readsMissingLeap = skip != "FORWARD" && listed.contains { v in
        v.hasSuffix("L") && Int(v.dropLast()).map { year.monthIndex(number: $0, isLeap: true) == nil } == true
      }
      if bits.count > Set(set).count || (!setpos.isEmpty && total != set.count) || readsMissingLeap { strayYears += 1 }
      let days: [Int]
      if setpos.isEmpty {
        // Output starts at the year's first BYDAY day (expand_by_day's days_index).
        guard let first = set.min() else { advance(); continue }
        days = bits.filter { $0 >= first }
      } else {
        // filter_bysetpos runs over the year's own days: one moved past the year's end (the next
        // year's first day) is neither positioned nor dropped, and follows the year's first kept day.
        let own = bits.filter { $0 >= year.first && $0 < year.first + year.length }
        let kept = own.enumerated().filter { setpos.contains($0.offset + 1) || setpos.contains($0.offset - total) }.map(\.element)
        guard let first = kept.first else { advance(); continue }
        days = kept + bits.filter { $0 >= first && ($0 < year.first || $0 >= year.first + year.length) }
      }
      for d in days where d >= startDay {
        guard let text = occurrenceText(d, start: start, zone: obs.zone) else { return false }
        // UNTIL and the window's end (libical's UNTIL too) end the list at the first day past them.
        for end in [until, obs.testCase.before].compactMap({ $0 }) {
          if text.count == end.count ? text > end : String(text.prefix(8)) > String(end.prefix(8)) { break yearLoop }
        }
        predicted.append(text)
        if predicted.count >= cap { break yearLoop }
      }
      advance()
    }
    return strayYears > 0 && predicted == b
  }
}

extension Catalogue {
  /// `rscale-yearly-byday-walk` when this catalogue has it and its predicate holds (tried last).
  func classifyYearlyBydayWalk(_ obs: Observation) -> String? {
    let name = CatalogueEntry.scaleYearlyBydayWalk.name
    guard entries.contains(where: { $0.name == name }), CatalogueEntry.explainsYearlyBydayWalk(obs) else { return nil }
    return name
  }
}
