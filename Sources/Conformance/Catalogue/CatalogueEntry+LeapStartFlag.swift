// libical 3.0.16's first year of a CHINESE/DANGI YEARLY rule with BYMONTH from a DTSTART inside a
// leap month: ICU's leap flag, set by DTSTART, makes the first BYMONTH value "nL" (RFC 7529 §4.2).

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// RSCALE=CHINESE/DANGI, YEARLY with BYMONTH and DTSTART in a leap month: libical 3.0.16 asks
  /// ICU for the first year's first BYMONTH value with the leap flag DTSTART left set.
  static let leapStartMonthFlag = CatalogueEntry(
    name: "rscale-leap-start-month-flag", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY with BYMONTH (no BYDAY) and DTSTART in a leap month kL: in DTSTART's year libical 3.0.16 reads the first BYMONTH value n as \"nL\" (ICU's leap flag, set by DTSTART, is never cleared): n=k gives kL's days (FORWARD; OMIT drops the month), n<k month n+1 (FORWARD; OMIT drops it), and a month named twice counts twice in BYSETPOS's size",
    rfc: """
      RFC 7529 §4.2: a BYMONTH value with the "L" suffix names a leap month, one without it the \
      month of that number, so BYMONTH=5 never names 5L; RFC 5545 §3.3.10: BYSETPOS counts in \
      "the set of recurrence instances specified by the rule" (each date once, §3.8.5.3), and \
      DTSTART gives the first year, not its months. Dangi 2028 has 5L (2028-06-23 to 07-21): \
      from 2028-07-19 (27 of 5L) BYMONTH=5;BYMONTHDAY=28;SKIP=FORWARD is 28 of month 5 each year, \
      2029-07-09 first (month 5 of 2028 is over). libical's rule (icalrecur.c set_month and \
      __set_month): the month is set with UCAL_MONTH and the leap flag only set, never cleared, \
      so in the first year ICU's UCAL_IS_LEAP_MONTH, computed from DTSTART, makes BYMONTH's first \
      value "5L": libical gives 2028-07-20 (28 of 5L). A value n below k is found by position \
      at month n+1 (ICU's month for a missing nL): FORWARD lays month n+1's days, OMIT none, \
      BACKWARD moves back to month n (right); a month named twice (BYMONTH=1,2,11: months 2, 2, \
      11) has its days once in the set but twice in BYSETPOS's size, so from 2028-07-19 \
      BYMONTHDAY=11,-3;BYSETPOS=1,-3 keeps 2029-01-12 (the 4th of four days, -3 of six). Later \
      years start with the flag clear. \
      Predicate: DTSTART in a leap month, no BYDAY, BYYEARDAY, BYWEEKNO, BYHOUR, BYMINUTE, \
      BYSECOND or INTERVAL; libical's first year is this reading of it (ICUMonthLookup with the \
      flag set), which the flag changes; Recur's first year is libical's own from the year's \
      first day (where the flag is clear), which is also the reading with the flag clear; and \
      the later years are the same in both lists.
      """,
    reproducer: ("RSCALE=DANGI;FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=28;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20280719"),
    expected: (native: ["20290709", "20300628", "20310717"],
               libical: ["20280720", "20290709", "20300628"]),
    explainsCase: { obs in leapStartMonthFlagHolds(obs) })

  /// `rscale-leap-start-month-flag`'s predicate (see the entry).
  static func leapStartMonthFlagHolds(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let labels = monthLabels(parts)
    let skip = parts.value("SKIP") ?? "OMIT"
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", (parts.value("INTERVAL") ?? "1") == "1", !labels.isEmpty,
          !["BYDAY", "BYYEARDAY", "BYWEEKNO", "BYHOUR", "BYMINUTE", "BYSECOND"].contains(where: parts.has),
          let start = LibICalStartReader.read(obs.testCase.dtstart),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let startMonth = startYear.months[startYear.monthIndex(of: startDay)]
    guard startMonth.isLeap else { return false }
    // BYMONTHDAY defaults to DTSTART's day of its month (RFC 5545 §3.3.10; libical's rstart.day).
    let monthDays = parts.has("BYMONTHDAY") ? parts.integers("BYMONTHDAY") : [startDay - startMonth.first + 1]
    let setpos = parts.integers("BYSETPOS")
    func reading(flag: Bool) -> [Int]? {
      var icu = ICUMonthLookup(year: startYear)
      icu.leapFlag = flag
      return icu.yearDays(labels: labels, monthDays: monthDays, skip: skip, setpos: setpos, system: system)?
        .filter { $0 >= startDay }
    }
    guard let stale = reading(flag: true), let clear = reading(flag: false), stale != clear else { return false }
    let end = startYear.first + startYear.length
    let walls = wallTexts(obs)
    func day(_ x: String) -> Int? { ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch }
    // Recur's first year: libical's from the year's first day (its flag clear there), COUNT gone.
    var clean = obs.testCase
    clean.rule = parts.removing("COUNT").replacing("BYMONTHDAY", with: monthDays).text
    clean.limit = obs.testCase.limit + 400
    guard let colon = clean.dtstart.lastIndex(of: ":") else { return false }
    let yearStart = CivilDate(daysSinceEpoch: startYear.first)
    switch start {
    case .date: clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.date(yearStart)
    case .floating(let t), .zoned(let t, _):
      clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time))
    case .utc(let t):
      clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time)) + "Z"
    }
    guard let rerun = obs.rerun?(clean), let cleanList = rerun.outcome.list else { return false }
    let cleanWalls = rerun.wall.count == cleanList.count ? rerun.wall : cleanList
    let cleanFirst = cleanWalls.compactMap { ValueText.civil($0)?.date.daysSinceEpoch }.filter { $0 >= startDay && $0 < end }
    guard cleanFirst == clear else { return false }
    let aDays = a.map(day), bDays = b.map(day)
    guard !aDays.contains(nil), !bDays.contains(nil) else { return false }
    let aFirst = aDays.compactMap { $0 }.filter { $0 < end }
    let aRest = zip(a, aDays).filter { ($0.1 ?? 0) >= end }.map(\.0)
    let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    let aComplete = a.count < cap
    guard aRest.isEmpty && !aComplete ? clear.starts(with: aFirst) : aFirst == clear else { return false }
    // libical: the reading with the flag set, cut where UNTIL or the window ends the list, then
    // Recur's later years.
    var predicted: [String] = []
    for d in stale {
      guard let text = occurrenceText(d, start: start, zone: obs.zone) else { return false }
      let ends = [parts.value("UNTIL"), obs.testCase.before].compactMap { $0 }
      if ends.contains(where: { text.count == $0.count ? text > $0 : String(text.prefix(8)) > String($0.prefix(8)) }) { break }
      predicted.append(text)
    }
    predicted += aRest
    if predicted.count > cap { predicted = Array(predicted.prefix(cap)) }
    if b.count == predicted.count { return b == predicted }
    // Lists cut at the cap reach different years: each is weighed up to the other's end.
    return b.count > predicted.count && !aComplete && b.starts(with: predicted)
  }
}
