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
    guard let r = leapStartReading(obs), let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
          let rerun = obs.rerun?(r.clean), let cleanList = rerun.outcome.list else { return false }
    let cleanWalls = rerun.wall.count == cleanList.count ? rerun.wall : cleanList
    let cleanFirst = cleanWalls.compactMap { ValueText.civil($0)?.date.daysSinceEpoch }.filter { $0 >= r.startDay && $0 < r.end }
    guard cleanFirst == r.clear else { return false }
    let walls = wallTexts(obs)
    let aDays = a.compactMap { ValueText.civil(walls[$0] ?? $0)?.date.daysSinceEpoch }
    guard aDays.count == a.count else { return false }
    let aFirst = aDays.filter { $0 < r.end }
    let aRest = zip(a, aDays).filter { $0.1 >= r.end }.map(\.0)
    let aComplete = a.count < r.cap
    guard aRest.isEmpty && !aComplete ? r.clear.starts(with: aFirst) : aFirst == r.clear else { return false }
    return libicalFits(b, stale: r.staleTexts, later: aRest, cap: r.cap, laterComplete: aComplete)
  }

  /// Whether libical's list `b` is `stale` (its first year) then `later`, each list weighed up
  /// to where the other reaches (both are cut at `cap`; `later` ends with its rule when complete).
  static func libicalFits(_ b: [String], stale: [String], later: [String], cap: Int, laterComplete: Bool) -> Bool {
    var predicted = stale + later
    if predicted.count > cap { predicted = Array(predicted.prefix(cap)) }
    if b.count == predicted.count { return b == predicted }
    return b.count > predicted.count && !laterComplete && b.starts(with: predicted)
  }

  /// What `rscale-leap-start-month-flag` weighs: libical's first year read with the flag set
  /// (day numbers and the list's texts) and clear, the year's end, the case from the year's
  /// first day without COUNT (libical's flag clear there) and the occurrences COUNT or the limit
  /// allow. Nil outside the class's scope or when the flag changes nothing.
  static func leapStartReading(_ obs: Observation)
    -> (staleTexts: [String], clear: [Int], startDay: Int, end: Int, clean: ConformanceCase, cap: Int)? {
    let parts = RuleParts(obs.testCase.rule)
    let labels = monthLabels(parts)
    let skip = parts.value("SKIP") ?? "OMIT"
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", (parts.value("INTERVAL") ?? "1") == "1", !labels.isEmpty,
          !["BYDAY", "BYYEARDAY", "BYWEEKNO", "BYHOUR", "BYMINUTE", "BYSECOND"].contains(where: parts.has),
          let start = LibICalStartReader.read(obs.testCase.dtstart),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return nil }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let startMonth = startYear.months[startYear.monthIndex(of: startDay)]
    guard startMonth.isLeap else { return nil }
    // BYMONTHDAY defaults to DTSTART's day of its month (RFC 5545 §3.3.10; libical's rstart.day).
    let monthDays = parts.has("BYMONTHDAY") ? parts.integers("BYMONTHDAY") : [startDay - startMonth.first + 1]
    let setpos = parts.integers("BYSETPOS")
    func reading(flag: Bool) -> [Int]? {
      var icu = ICUMonthLookup(year: startYear)
      icu.leapFlag = flag
      return icu.yearDays(labels: labels, monthDays: monthDays, skip: skip, setpos: setpos, system: system)?
        .filter { $0 >= startDay }
    }
    guard let stale = reading(flag: true), let clear = reading(flag: false), stale != clear else { return nil }
    // The stale year's days as the list prints them, cut where UNTIL or the window ends it.
    var staleTexts: [String] = []
    let ends = [parts.value("UNTIL"), obs.testCase.before].compactMap { $0 }
    for d in stale {
      guard let text = occurrenceText(d, start: start, zone: obs.zone) else { return nil }
      if ends.contains(where: { text.count == $0.count ? text > $0 : String(text.prefix(8)) > String($0.prefix(8)) }) { break }
      staleTexts.append(text)
    }
    var clean = obs.testCase
    clean.rule = parts.removing("COUNT").replacing("BYMONTHDAY", with: monthDays).text
    clean.limit = obs.testCase.limit + 60
    guard let colon = clean.dtstart.lastIndex(of: ":") else { return nil }
    let yearStart = CivilDate(daysSinceEpoch: startYear.first)
    switch start {
    case .date: clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.date(yearStart)
    case .floating(let t), .zoned(let t, _):
      clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time))
    case .utc(let t):
      clean.dtstart = String(clean.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: yearStart, time: t.time)) + "Z"
    }
    let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    return (staleTexts, clear, startDay, startYear.first + startYear.length, clean, cap)
  }
}

extension Catalogue {
  /// `rscale-leap-start-month-flag` joined with the class of the case from the year's first day
  /// (where libical's flag is clear): Recur's list is its own from there, libical's is the
  /// flag's first year then its own from there, and that case is explained. Dangi 2050 (leap
  /// 3L) from 2050-05-17 with BYMONTH=2,9 (OMIT): libical drops month 2 in 2050, and from 2051 on
  /// its months begin where its calendar puts them (`chinese-new-moon-day`).
  func classifyLeapStartWithCleanClass(_ obs: Observation) -> String? {
    let name = CatalogueEntry.leapStartMonthFlag.name
    guard entries.contains(where: { $0.name == name }), let r = CatalogueEntry.leapStartReading(obs),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
          let oracle = obs.rerun?(r.clean), let cleanOracle = oracle.outcome.list else { return nil }
    let native = NativeEngine().expand(r.clean)
    guard let cleanNative = native.outcome.list else { return nil }
    func fromStart(_ e: Expansion, _ list: [String], after day: Int) -> [String] {
      let walls = e.wall.count == list.count ? e.wall : list
      return zip(list, walls).filter { (ValueText.civil($0.1)?.date.daysSinceEpoch ?? Int.min) >= day }.map(\.0)
    }
    // Recur's list is its own from the year's first day, from DTSTART on.
    let recur = fromStart(native, cleanNative, after: r.startDay)
    let aComplete = a.count < r.cap
    guard aComplete ? recur == a : recur.starts(with: a) else { return nil }
    let later = fromStart(oracle, cleanOracle, after: r.end)
    guard CatalogueEntry.libicalFits(b, stale: r.staleTexts, later: later, cap: r.cap, laterComplete: cleanOracle.count < r.clean.limit) else { return nil }
    if native.outcome.agrees(with: oracle.outcome) { return name }
    let rest = classify(Observation(testCase: r.clean, native: native, oracle: oracle, rerun: obs.rerun))
    return rest == Self.unexplained ? nil : name + "+" + rest
  }
}
