// The catalogue entry for libical 3.0.16's month walk of a MONTHLY rule in an RSCALE calendar
// other than HEBREW (LibICalMonthWalk.swift).

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// RSCALE without leap months, FREQ=MONTHLY: libical 3.0.16's month walk (LibICalMonthWalk)
  /// starts late, moves SKIP days past BYDAY and BYSETPOS, drops them outside BYMONTH, and
  /// shifts the month count after a month that yields nothing.
  static let scaleMonthlyWalk = CatalogueEntry(
    name: "rscale-monthly-walk", kind: .libicalMistake,
    summary: "RSCALE other than HEBREW, FREQ=MONTHLY: libical 3.0.16 drops a day SKIP moved into a month BYMONTH leaves out, counts a moved day in BYSETPOS's set size without giving it a position, counts INTERVAL on from the month a value moved into after a month that yields nothing, may start a month late (INTERVAL > 1), and after a 5- or 6-day last month gives the first day a year late",
    rfc: """
      RFC 7529 §3.1: an invalid day of the month the rule generates moves with SKIP (FORWARD: \
      the 1st of the next month) and stays an instance; RFC 5545 §3.3.10: BYMONTH limits the \
      months before BYMONTHDAY generates days, BYSETPOS picks "the nth occurrence within the set \
      of recurrence instances specified by the rule" in each interval, and INTERVAL counts \
      months from DTSTART's (§3.8.5.3). INDIAN Asvina, Kartika and Agrahayana (7, 8, 9) have 30 \
      days: RSCALE=INDIAN;FREQ=MONTHLY;BYMONTH=7,8,9;SKIP=FORWARD from 31 Asadha (2011-07-22) \
      gives 1 Kartika, 1 Agrahayana and 1 Pausa (2011-10-23, 11-22, 12-22); libical drops 1 \
      Pausa (icalrecur.c check_contracting_rules judges the moved day by BYMONTH). Under \
      GREGORIAN, INTERVAL=2;BYMONTHDAY=30,15,29;BYSETPOS=-1,-2;SKIP=FORWARD: February 2037's set \
      is {Feb 15, Mar 1}; libical's set size counts all three values, positions run over \
      February's own days only (Feb 15 is -3), so February yields nothing, not even Mar 1, and \
      the next months are May, July (the ICU calendar was left in March) where RFC 5545 gives \
      April, June. libical's first month comes from month_diff, which compares DTSTART's year in \
      the calendar with its Gregorian year as numbers (BUDDHIST, INTERVAL=5 from 2027-10-24: \
      January 2028). After a 5- or 6-day last month (COPTIC Nasie) whose BYDAY weekday lies past \
      the month's end, the calendar is left in the next year and the first day of the month is \
      written there: from 6 Thout 1748 (2031-09-17) with INTERVAL=2;BYMONTH=11,1 libical starts \
      in Nasie 1747, whose kept Thursday (day 366 of 1747) it gives as 2032-09-11. CHINESE and \
      DANGI: a day month n lacks moves to the month numbered n+1 (past a leap month nL), and one \
      nL lacks to the 1st of the next year, the calendar left in nL (this_month++ carries the \
      leap flag past get_months_in_year): with BYSETPOS=-1;SKIP=FORWARD from 30/1 of 2028 \
      (2028-02-24) libical's months after 4 (29 days) are 5L, 6, 8, 10, losing 5/30 and 7/30; \
      where libical's ICU begins a month a day off the walk is taken on libical's month starts \
      (named with chinese-new-moon-day). With INTERVAL > 1 month_diff counts a leap month's \
      LEAP_MONTH flag (0x1000): from 4L of 2012 (2012-06-03) with INTERVAL=4 the count to June \
      2012 is 12 - 4100 + 12·1982 + 6, 2 mod 4, so libical starts two months on, in month 6. \
      Predicate: libical's list is exactly that walk's, the walk starts late, \
      moves a day or shifts one, and in every month of it where no day moves its days are \
      Recur's for that month (Recur is asked with INTERVAL=1 from the month's first day).
      """,
    reproducer: ("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTH=11,1;BYDAY=FR,TH,WE;BYSETPOS=-3,2;WKST=WE;COUNT=5", "DTSTART;VALUE=DATE:20310917"),
    expected: (native: ["20310917", "20311008", "20320709", "20320804", "20330915"],
               libical: ["20320911", "20320916", "20321006", "20330713", "20330803"]),
    explainsCase: nil)

  /// `rscale-monthly-walk`'s predicate (tried after every other explanation, so that the
  /// combinations of narrower classes keep their names): libical's list is exactly
  /// LibICalMonthWalk's, the walk starts late, moves a day or writes one a year late, and in
  /// every month of it where no day moves its days are Recur's for that month.
  static func explainsMonthWalk(_ obs: Observation) -> Bool { monthWalkReading(obs) != nil }

  /// Whether `rscale-monthly-walk` needed libical's month starts (`chinese-new-moon-day`) to
  /// explain the case; nil when it does not explain it.
  static func monthWalkReading(_ obs: Observation) -> Bool? {
    guard let plain = LibICalMonthWalk(obs.testCase) else { return nil }
    if explainsMonthWalk(obs, walk: plain, recurMonths: false) { return false }
    // CHINESE and DANGI: the walk through libical's own months (its ICU begins some a day off).
    guard plain.scale == .chinese || plain.scale == .dangi, let a = obs.native.outcome.list,
          let b = obs.oracle.outcome.list, let last = [a.last, b.last].compactMap({ $0 }).max(),
          let lastDay = ValueText.civil(wallTexts(obs)[last] ?? last)?.date.daysSinceEpoch else { return nil }
    let startDay = plain.start.civil.date.daysSinceEpoch
    guard let known = libicalMonthStarts(obs, scale: plain.scale.rawValue, from: startDay - 60, through: lastDay + 400) else { return nil }
    let system = LibICalMonthStartSystem(base: plain.scale.system, starts: known.starts, from: known.from, covered: known.covered)
    guard let walk = LibICalMonthWalk(obs.testCase, system: system),
          explainsMonthWalk(obs, walk: walk, recurMonths: true) else { return nil }
    return true
  }

  /// The walk's predicate for one model of libical's months; with `recurMonths`, months whose
  /// days libical's calendar begins or ends differently from Recur's are not weighed against
  /// Recur's days (`chinese-new-moon-day` names them).
  static func explainsMonthWalk(_ obs: Observation, walk: LibICalMonthWalk, recurMonths: Bool) -> Bool {
    guard let a = obs.native.outcome.list,
          let b = obs.oracle.outcome.list, a != b, let simulated = walk.occurrences(zone: obs.zone),
          simulated == b, let months = walk.visits() else { return false }
    // The months both lists reach (wall-clock days).
    let walls = wallTexts(obs)
    let lastDays = [a.last, b.last].compactMap { $0.flatMap { ValueText.civil(walls[$0] ?? $0)?.date.daysSinceEpoch } }
    guard let horizon = lastDays.max() else { return false }
    let reached = months.filter { $0.year.months[$0.index].first <= horizon }
    guard walk.startsLate || reached.contains(where: { $0.moved || $0.shiftsFirst }) else { return false }
    // CHINESE and DANGI: Recur's list is the RFC 7529 reading, moved days included.
    if walk.scale.hasLeapMonths {
      guard let rfc = walk.rfcOccurrences(count: walk.cap, zone: obs.zone), rfc == a else { return false }
    }
    // Where no day moves libical follows RFC 5545: its days are Recur's for the month.
    let recurSystem = walk.scale.system
    for m in reached where !m.moved {
      if recurMonths {
        let own = m.year.months[m.index]
        let y = recurSystem.year(containing: own.first)
        let theirs = y.months[y.monthIndex(of: own.first)]
        if theirs.first != own.first || theirs.length != own.length { continue }
      }
      guard let recur = recurDays(obs.testCase, walk: walk, year: m.year, index: m.index) else { return false }
      let startDay = walk.start.civil.date.daysSinceEpoch
      if m.inOrder.filter({ $0 >= startDay && walk.isListed($0) }) != recur { return false }
    }
    return true
  }
}

/// Recur's days in month `index` of `year` for `c` with INTERVAL 1 and that month alone in
/// BYMONTH (DTSTART moved to the month's first day when it is earlier), as day numbers; nil
/// when Recur gives an error.
func recurDays(_ c: ConformanceCase, walk: LibICalMonthWalk, year: ScaleYear, index: Int) -> [Int]? {
  let month = year.months[index]
  let startDay = walk.start.civil.date.daysSinceEpoch
  var variant = c
  var parts = RuleParts(c.rule).removing("INTERVAL").removing("COUNT").removing("UNTIL")
  // The day DTSTART gives when the rule names none: moving DTSTART must not change it.
  if !walk.explicitMonthDays, walk.byday.isEmpty { parts = parts.replacing("BYMONTHDAY", with: walk.values) }
  // This month's period only: a neighbour's day SKIP moves into the month (BACKWARD from a
  // 5-day Nasie to 30 Mesori) is that neighbour's instance, not this month's. A month BYMONTH
  // leaves out is no period: none of its days are its own.
  let label = LibICalMonthWalk.label(month)
  guard walk.listedMonths.isEmpty || walk.listedMonths.contains(label) else { return [] }
  variant.rule = parts.removing("BYMONTH").text + ";BYMONTH=" + label
  variant.limit = 64
  if month.first > startDay, let colon = c.dtstart.lastIndex(of: ":") {
    let date = CivilDate(daysSinceEpoch: month.first)
    let value: String
    switch walk.start {
    case .date: value = LibICalTextBridge.date(date)
    case .floating(let t), .zoned(let t, _): value = LibICalTextBridge.local(CivilDateTime(date: date, time: t.time))
    case .utc(let t): value = LibICalTextBridge.local(CivilDateTime(date: date, time: t.time)) + "Z"
    }
    variant.dtstart = String(c.dtstart[...colon]) + value
  }
  let e = NativeEngine().expand(variant)
  guard let list = e.outcome.list else { return nil }
  let texts = e.wall.count == list.count ? e.wall : list
  // Each day once: a rule with several times of day gives a day at each of them (Recur's
  // times are checked too: a day with another number of times is not the walk's).
  let days = texts.compactMap { ValueText.civil($0)?.date.daysSinceEpoch }
    .filter { $0 >= month.first && $0 < month.first + month.length }
  var seen = Set<Int>()
  let unique = days.filter { seen.insert($0).inserted }
  guard walk.times.count == 1 || unique.count * walk.times.count == days.count else { return nil }
  return unique
}

extension Catalogue {
  /// `rscale-monthly-walk` when this catalogue has it and its predicate holds (tried last).
  func classifyMonthWalk(_ obs: Observation) -> String? {
    let name = CatalogueEntry.scaleMonthlyWalk.name
    guard entries.contains(where: { $0.name == name }), let reading = CatalogueEntry.monthWalkReading(obs) else { return nil }
    guard reading else { return name }
    let newMoon = CatalogueEntry.chineseNewMoonDay.name
    guard entries.contains(where: { $0.name == newMoon }) else { return nil }
    return name + "+" + newMoon
  }
}
