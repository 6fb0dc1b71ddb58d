// Catalogue entries for libical 3.0.16's BYWEEKNO expansion (RFC 5545 §3.3.10 week numbering):
// the end of a 52-week year taken as a week 53, and the days at January's start and December's
// end lost under BYMONTH.

import LibICal
import Zones

extension CatalogueEntry {
  /// In a week-numbering year of 52 weeks, libical 3.0.16 loses the days of week 52 from the
  /// calendar year's 364th day on (BYWEEKNO=52, -1), and BYWEEKNO=53 can yield a day of the
  /// next year's week 1 (in December, or in January when that week starts in January).
  static let weekNoYearEnd = CatalogueEntry(
    name: "libical-byweekno-year-end", kind: .libicalMistake,
    summary: "in a year of 52 weeks libical 3.0.16 drops the days of week 52 from the year's 364th day on (and those in January), BYWEEKNO=53 can yield a day of the next year's week 1, and BYWEEKNO=1's days in the previous December come out a year later",
    rfc: """
      RFC 5545 §3.3.10: "The BYWEEKNO rule part specifies a COMMA-separated list of ordinals \
      specifying weeks of the year. ... A week is defined as a seven day period, starting on the \
      day of the week defined to be the week start (see WKST). Week number one of the calendar \
      year is the first week that contains at least four (4) days in that calendar year." 2016 \
      has 52 weeks; week 52 is Monday 2016-12-26 to Sunday 2017-01-01, so BYWEEKNO=52;BYDAY=TH \
      is Thursday 2016-12-29 (python-dateutil agrees); libical 3.0.16 gives Dec 26-28 only. 2014 \
      has no week 53 (Monday 2014-12-29 is in week 1 of 2015), yet libical gives it for \
      BYWEEKNO=53;BYDAY=MO; 2033 has no week 53 either, yet libical gives Sunday 2034-01-08 \
      (week 1 of 2034, Jan 2-8) for BYMONTH=1;BYWEEKNO=53;BYDAY=SU. And week 1 of 2026 starts \
      Monday 2025-12-29: for BYWEEKNO=1;BYDAY=SU,TU libical gives Wednesday 2026-12-30, its \
      Tuesday 2025-12-30 a year later (a weekday BYDAY excludes). Predicate: Recur's list without the days of week 52 of a 52-week \
      year on or after day 364, and libical's without the days of the week 1 that follows a \
      52-week year (for BYWEEKNO=53, when no other value names that week) and without December \
      days whose date a year earlier is a BYDAY day of week 1 (for BYWEEKNO=1), line up (Recur's \
      without COUNT when COUNT leaves it only lost days); or, with BYSETPOS, every occurrence only \
      one list has is such a day or lies in a year where one is a candidate.
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=52;BYDAY=TH;COUNT=3", "DTSTART;VALUE=DATE:20150601"),
    expected: (native: ["20151224", "20161229", "20171228"],
               libical: ["20151224", "20171228", "20181227"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let weeks = Set(parts.integers("BYWEEKNO"))
      let cuts = weeks.contains(52) || weeks.contains(-1)
      let phantoms = weeks.contains(53)
      let wraps = weeks.contains(1)
      guard cuts || phantoms || wraps else { return false }
      let weekdays = Set((parts.value("BYDAY") ?? "").split(separator: ",").compactMap { Weekday(icalName: String($0.suffix(2))) })
      let walls = wallTexts(obs)
      func date(_ x: String) -> CivilDate? { ValueText.civil(walls[x] ?? x)?.date }
      func cut(_ d: CivilDate) -> Bool { cuts && WeekNumbering.inCutEndOfWeek52(d, wkst: wkst) }
      // A day of week 1 that follows a 52-week year (its December days or its January days):
      // never in a week 53, and phantom only when no other BYWEEKNO value names that week 1.
      func phantom(_ d: CivilDate) -> Bool { phantoms && isPhantomWeek53(d, weeks: weeks, wkst: wkst) }
      // libical loses some of those days, not always all (WKST=SU: 2034-12-30 lost, 2037-12-30
      // and 2038-01-02 kept): only cut days libical lacks are left out of Recur's list.
      let libicalHas = Set(b)
      let kept = a.filter { x in date(x).map { !cut($0) || libicalHas.contains(x) } ?? true }
      // A day of week 1 in the previous December put at the same date a year later (BYWEEKNO=1:
      // week 1 of 2026 starts Monday 2025-12-29, and libical gives Wednesday 2026-12-30 for its
      // Tuesday 2025-12-30).
      func wrapped(_ d: CivilDate) -> Bool {
        guard wraps, d.month == 12, let p = CivilDate(year: d.year - 1, month: 12, day: d.day) else { return false }
        let first = WeekNumbering.weekOneStart(d.year, wkst: wkst)
        return p.daysSinceEpoch >= first && p.daysSinceEpoch < first + 7 && (weekdays.isEmpty || weekdays.contains(p.weekday))
      }
      let libicalKept = b.filter { date($0).map { !phantom($0) && !wrapped($0) } ?? true }
      // The lists may differ in length only by the days left out (COUNT, the limit).
      let dropped = (a.count - kept.count) + (b.count - libicalKept.count)
      if dropped > 0, !kept.isEmpty, !libicalKept.isEmpty, prefixAgrees(kept, libicalKept),
         abs(kept.count - libicalKept.count) <= dropped {
        return true
      }
      // COUNT can leave Recur only days libical loses (COUNT=6 with three BYMINUTE values from
      // 2023-08-20: all in 2023-12-31 and 2024-12-29): Recur's list without COUNT, those days
      // left out, must then begin with libical's.
      if kept.isEmpty, dropped == a.count, !libicalKept.isEmpty, parts.has("COUNT") {
        var wider = obs.testCase
        wider.rule = parts.removing("COUNT").text
        wider.limit = obs.testCase.limit * 2
        let more = NativeEngine().expand(wider)
        guard let m = more.outcome.list else { return false }
        let moreWalls = more.wall.count == m.count ? Dictionary(zip(m, more.wall), uniquingKeysWith: { x, _ in x }) : [:]
        let keptMore = m.filter { x in ValueText.civil(moreWalls[x] ?? x).map { !cut($0.date) } ?? true }
        return keptMore.count >= libicalKept.count && Array(keptMore.prefix(libicalKept.count)) == libicalKept
      }
      // BYSETPOS picks from a year's set, which the lost or added days change.
      guard parts.has("BYSETPOS"), let lastA = a.last, let lastB = b.last else { return false }
      let months = Set(parts.integers("BYMONTH"))
      func affected(_ year: Int) -> Bool {
        // A candidate day at the end of `year` (or in the next January) that libical misplaces.
        var day = CivilDate(uncheckedYear: year, month: 12, day: 28).daysSinceEpoch
        let end = CivilDate(uncheckedYear: year + 1, month: 1, day: 7).daysSinceEpoch
        while day <= end {
          let d = CivilDate(daysSinceEpoch: day)
          if weekdays.isEmpty || weekdays.contains(d.weekday), months.isEmpty || months.contains(d.month),
             cut(d) || phantom(d) { return true }
          day += 1
        }
        return false
      }
      // A list shorter than the case's limit is complete (UNTIL, COUNT or the window ended it),
      // so the other list is weighed up to its own last occurrence: the St_Johns case (docs/CONFORMANCE.md)
      // (UNTIL=2009-09-04) has native week 39 of 2008 only, libical also week "-53" on 2009-01-02.
      let aComplete = a.count < obs.testCase.limit, bComplete = b.count < obs.testCase.limit
      let last = aComplete && bComplete ? max(lastA, lastB) : aComplete ? lastB : bComplete ? lastA : min(lastA, lastB)
      let aSet = Set(a), bSet = Set(b)
      let differing = a.filter { !bSet.contains($0) && $0 <= last } + b.filter { !aSet.contains($0) && $0 <= last }
      guard !differing.isEmpty else { return false }
      return differing.allSatisfy { x in
        guard let d = date(x) else { return false }
        return cut(d) || phantom(d) || affected(d.year) || affected(d.year - 1)
      }
    })

  /// With BYMONTH and BYWEEKNO, libical 3.0.16 numbers a month's weeks by counting on from the
  /// week of the month's first day of each weekday, so it drops the last k days of every week in
  /// January when week 1 starts k days after January 1, and December's days of the next week 1.
  static let weekNoMonthEdgeCut = CatalogueEntry(
    name: "libical-byweekno-month-edge-cut", kind: .libicalMistake,
    summary: "with BYMONTH and BYWEEKNO, libical 3.0.16 counts a month's week numbers on from its first week without wrapping: it drops the last k days of each January week when week 1 starts k days after January 1 (years starting Friday to Sunday), and the December days of the next year's week 1",
    rfc: """
      RFC 5545 §3.3.10: BYMONTH and BYWEEKNO are applied in that order, each limiting or \
      expanding the set; "FREQ=YEARLY;BYMONTH=1;BYWEEKNO=4;BYDAY=FR" is the Friday of week 4 \
      when it is in January: 2010-01-29 (week 4 is Jan 25-31; python-dateutil agrees). libical's \
      rule (icalrecur.c expand_by_day under BYMONTH): the week number of a month's first day of \
      each BYDAY weekday, then one more per week (++this_weekno), never wrapping at the turn of \
      the week-numbering year. So in January 2010 (Friday January 1 is in 2009's week 53) its \
      Fridays are weeks 53, 54, ...: nothing in 2010, 2016, 2021, 2027 (years starting on a \
      Friday; week 1 starts on January 4), and of week 4 only Jan 25-28. And week 1 of 2003 \
      starts Monday 2002-12-30 (2003 has 52 weeks), so BYMONTH=12,1;BYWEEKNO=-52 (week 1) with \
      BYDAY=TU,FR is Tuesday 2002-12-31 and Friday 2003-01-03; libical numbers December's last \
      Tuesday 53 and gives only 2003-01-03. Predicate: Recur's list without the January days \
      that lie in the last k days of their week (week 1 starting k days after January 1, BYMONTH \
      with 1) and without the December days of the next year's week 1 (BYMONTH with 12) lines \
      up with libical's.
      """,
    reproducer: ("FREQ=YEARLY;BYMONTH=1;BYWEEKNO=4;BYDAY=FR;COUNT=3", "DTSTART;VALUE=DATE:20140601"),
    expected: (native: ["20150123", "20160129", "20170127"],
               libical: ["20150123", "20170127", "20180126"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let months = parts.integers("BYMONTH")
      guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"), months.contains(1) || months.contains(12),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let walls = wallTexts(obs)
      // Only edge days libical lacks are left out: one it keeps through a week number that
      // matches anyway is no evidence (BYWEEKNO=2,-1: Sunday 2011-01-02 is week 52 of 2010, and
      // -1 of 2011 is week 52 too).
      let libicalHas = Set(b)
      let kept = a.filter { x in
        guard !libicalHas.contains(x), let d = ValueText.civil(walls[x] ?? x)?.date else { return true }
        return !WeekNumbering.inMonthEdgeCut(d, months: months, wkst: wkst)
      }
      return kept.count < a.count && linesUp(kept: kept, from: a, with: b)
    })
}

extension CatalogueEntry {
  /// With a WKST other than Monday, libical 3.0.16 sizes a week-numbering year by its Monday
  /// (ISO) week count: negative BYWEEKNO values land a week off, and week 53 is lost or gained,
  /// in years where the two counts differ.
  static let weekNoMondayCount = CatalogueEntry(
    name: "libical-byweekno-monday-week-count", kind: .libicalMistake,
    summary: "with WKST other than MO, libical 3.0.16 sizes each week-numbering year by its Monday (ISO) week count: a negative BYWEEKNO is a week off, week 53 is lost (53 WKST weeks, 52 Monday weeks) or is the next year's week 1 (52 WKST weeks, 53 Monday weeks)",
    rfc: """
      RFC 5545 §3.3.10: weeks start on WKST, "Week number one of the calendar year is the first \
      week that contains at least four (4) days in that calendar year", and "-1 represents the \
      last week of the year". With WKST=TH, 2000's weeks run from Thursday 1999-12-30 to \
      Wednesday 2001-01-03: 53 weeks, so BYWEEKNO=-8 is week 46 (Thursday 2000-11-09; python- \
      dateutil agrees). Monday-based, 2000 has 52 weeks, and libical 3.0.16 takes week 45 \
      (2000-11-02). libical's rule (icalrecur.c weeks_in_year, used for negative values and for \
      the end of the week-numbering year, 7 · weeks after WKST's week 1): the ISO count, whatever \
      WKST. So with WKST=FR, 2012 (Friday 2011-12-30 to Thursday 2013-01-03, 53 weeks; 52 Monday \
      weeks) loses BYWEEKNO=53;BYDAY=SU, Sunday 2012-12-30, and 2020 (52 Friday weeks, 53 Monday \
      weeks) gains Sunday 2021-01-03 of 2021's week 1 as a week 53. Predicate: every occurrence \
      only one list has lies, in a year where the two counts differ, in the week a negative value \
      names under WKST's count (Recur) or Monday's (libical), or in week 53 of a 53-week WKST year \
      (Recur) or in the week after week 52 of a 52-week WKST year that no other value names \
      (libical), for BYWEEKNO=53; a negative value libical counts by 53 Monday weeks in a year of \
      52 WKST weeks names the next year's week 1 (WKST=TU: -1 is Thursday 2026-12-31, Recur's \
      2026-12-24; seed 7914 #2997).
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=-8;BYDAY=TH;WKST=TH;COUNT=2", "DTSTART;VALUE=DATE:20000529"),
    expected: (native: ["20001109", "20011108"],
               libical: ["20001102", "20011108"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let weeks = parts.integers("BYWEEKNO")
      let negative = weeks.filter { $0 < 0 }
      let week53 = weeks.contains(53)
      guard parts.value("FREQ") == "YEARLY", wkst != .monday, !negative.isEmpty || week53,
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            !a.isEmpty || !b.isEmpty else { return false }
      let walls = wallTexts(obs)
      func named(_ x: String, byMondayCount: Bool) -> Bool {
        guard let d = ValueText.civil(walls[x] ?? x)?.date else { return false }
        if WeekNumbering.inNegativeWeek(d, values: negative, wkst: wkst, byMondayCount: byMondayCount) { return true }
        guard week53 else { return false }
        return byMondayCount ? WeekNumbering.inGainedWeek53(d, wkst: wkst, weeks: weeks)
          : WeekNumbering.inLostWeek53(d, wkst: wkst)
      }
      // A list shorter than the case's limit is complete (UNTIL, COUNT or the window ended it),
      // so the other list is weighed up to its own last occurrence: the St_Johns case (docs/CONFORMANCE.md)
      // (UNTIL=2009-09-04) has native week 39 of 2008 only, libical also week "-53" on 2009-01-02.
      var nativeOnly: [String], libicalOnly: [String]
      if parts.has("COUNT") {
        // COUNT ends the lists at different days when week 53 is lost in one and gained in the
        // other (WKST=SA, COUNT=35 from 2023-11-04: Recur's last is 2033-09-27, libical's
        // 2034-09-25): each list is weighed against the other engine's answer without COUNT.
        var open = obs.testCase
        open.rule = parts.removing("COUNT").text
        let fullA = NativeEngine().expand(open).outcome.list ?? a
        let fullB = obs.oracle(rule: open.rule)?.list ?? b
        func reach(_ full: [String]) -> String { full.count < obs.testCase.limit ? "~" : full.last ?? "" }
        let aSet = Set(fullA), bSet = Set(fullB), lastA = reach(fullA), lastB = reach(fullB)
        nativeOnly = a.filter { !bSet.contains($0) && $0 <= lastB }
        libicalOnly = b.filter { !aSet.contains($0) && $0 <= lastA }
      } else {
        let last = commonHorizon(a, b, limit: obs.testCase.limit)
        let aSet = Set(a), bSet = Set(b)
        nativeOnly = a.filter { !bSet.contains($0) && $0 <= last }
        libicalOnly = b.filter { !aSet.contains($0) && $0 <= last }
      }
      guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
      return nativeOnly.allSatisfy { named($0, byMondayCount: false) } && libicalOnly.allSatisfy { named($0, byMondayCount: true) }
    })
}

/// RFC 5545 §3.3.10 week numbering with a week start: the week-numbering year of a date.
enum WeekNumbering {
  /// The first day of week 1 of `year` for weeks starting on `wkst`: the week holding January 4.
  static func weekOneStart(_ year: Int, wkst: Weekday) -> Int {
    let jan4 = CivilDate(uncheckedYear: year, month: 1, day: 4)
    return jan4.daysSinceEpoch - jan4.weekday.days(after: wkst)
  }

  /// Whether `d` lies in the week a negative BYWEEKNO value of `values` names (weeks starting on
  /// `wkst`), counted from the end of its week-numbering year by that year's own number of weeks
  /// (or, `byMondayCount`, by its number of Monday weeks, as libical 3.0.16 does), in a year where
  /// the two counts differ. Counted by Monday weeks, a year of 52 `wkst` weeks and 53 Monday
  /// weeks puts -1 on week 53 from its week 1, which is the next year's week 1: with WKST=TU,
  /// 2026 runs from Tuesday 2025-12-30 to Monday 2026-12-28's week (52 weeks) and has 53 Monday
  /// weeks, so libical's BYWEEKNO=-1;BYDAY=TH is Thursday 2026-12-31, in 2027's week 1.
  static func inNegativeWeek(_ d: CivilDate, values: [Int], wkst: Weekday, byMondayCount: Bool) -> Bool {
    var y = d.year + 1
    while y > d.year - 2, weekOneStart(y, wkst: wkst) > d.daysSinceEpoch { y -= 1 }
    // The years whose count may name d's week: d's own and, by Monday's count, the one before.
    for year in byMondayCount ? [y, y - 1] : [y] {
      let w = (d.daysSinceEpoch - weekOneStart(year, wkst: wkst)) / 7 + 1
      let own = weeks(in: year, wkst: wkst), monday = weeks(in: year, wkst: .monday)
      guard own != monday else { continue }
      if values.contains(where: { $0 < 0 && (byMondayCount ? monday : own) + 1 + $0 == w }) { return true }
    }
    return false
  }

  /// The week-numbering year (weeks starting on `wkst`) holding `d`, and its week number.
  static func week(of d: CivilDate, wkst: Weekday) -> (year: Int, week: Int) {
    var y = d.year + 1
    while y > d.year - 2, weekOneStart(y, wkst: wkst) > d.daysSinceEpoch { y -= 1 }
    return (y, (d.daysSinceEpoch - weekOneStart(y, wkst: wkst)) / 7 + 1)
  }

  /// Whether `d` is in week 53 of a year of 53 `wkst` weeks and 52 Monday weeks (a week
  /// libical 3.0.16 does not reach).
  static func inLostWeek53(_ d: CivilDate, wkst: Weekday) -> Bool {
    let (y, w) = week(of: d, wkst: wkst)
    return w == 53 && weeks(in: y, wkst: wkst) == 53 && weeks(in: y, wkst: .monday) == 52
  }

  /// Whether `d` is in week 1 of a year after one of 52 `wkst` weeks and 53 Monday weeks (the
  /// week libical 3.0.16 takes as that year's week 53), when no value of `values` names it.
  static func inGainedWeek53(_ d: CivilDate, wkst: Weekday, weeks values: [Int]) -> Bool {
    let (y, w) = week(of: d, wkst: wkst)
    guard w == 1, weeks(in: y - 1, wkst: wkst) == 52, weeks(in: y - 1, wkst: .monday) == 53 else { return false }
    return !values.contains(1) && !values.contains(-weeks(in: y, wkst: wkst))
  }

  /// The number of weeks (52 or 53) of week-numbering year `year`.
  static func weeks(in year: Int, wkst: Weekday) -> Int {
    (weekOneStart(year + 1, wkst: wkst) - weekOneStart(year, wkst: wkst)) / 7
  }

  /// Whether libical 3.0.16 loses `d` under BYMONTH `months` (`libical-byweekno-month-edge-cut`):
  /// a December day of the next year's week 1 (BYMONTH with 12), or a January day in the last k
  /// days of its week when week 1 starts k days after January 1 (BYMONTH with 1).
  static func inMonthEdgeCut(_ d: CivilDate, months: [Int], wkst: Weekday) -> Bool {
    if d.month == 12 { return months.contains(12) && d.daysSinceEpoch >= weekOneStart(d.year + 1, wkst: wkst) }
    guard d.month == 1, months.contains(1) else { return false }
    let k = weekOneStart(d.year, wkst: wkst) - CivilDate(uncheckedYear: d.year, month: 1, day: 1).daysSinceEpoch
    return k > 0 && d.weekday.days(after: wkst) >= 7 - k
  }

  /// Whether `d` is in week 52 of a week-numbering year with 52 weeks, on or after that
  /// calendar year's 364th day or in the following calendar year.
  static func inCutEndOfWeek52(_ d: CivilDate, wkst: Weekday) -> Bool {
    let day = d.daysSinceEpoch
    var y = d.year + 1
    while y > d.year - 2, weekOneStart(y, wkst: wkst) > day { y -= 1 }
    let start = weekOneStart(y, wkst: wkst)
    let week = (day - start) / 7 + 1
    guard weeks(in: y, wkst: wkst) == 52, week == 52 else { return false }
    return d.year > y || d.dayOfYear >= 364
  }
}

extension CatalogueEntry {
  /// libical 3.0.16 places the first day of the first year it expands a year late when that day
  /// lies in the previous December (week 1 starting before January 1).
  static let weekNoFirstDayYearLate = CatalogueEntry(
    name: "libical-byweekno-first-day-year-late", kind: .libicalMistake,
    summary: "YEARLY;BYWEEKNO;BYDAY: when the first day of the first non-empty year libical 3.0.16 expands lies in the previous December (week 1 of the year starting before January 1), libical gives it on the same date a year later",
    rfc: """
      RFC 5545 §3.3.10: weeks start on WKST and "Week number one of the calendar year is the \
      first week that contains at least four (4) days in that calendar year"; "-1 represents the \
      last week of the year". 2037 has 53 ISO weeks, so BYWEEKNO=-53 is its week 1, Monday \
      2036-12-29 to Sunday 2037-01-04: BYDAY=MO,TU from 2035-04-04 gives 2036-12-29 and \
      2036-12-30 first (python-dateutil agrees). libical's rule (icalrecur.c __iterator_set_start: \
      the first set day of the first year with any day is copied with set_day_of_year, without the \
      step back a year that next_yearday takes for a day before January 1): libical gives \
      2037-12-29 (first) and 2036-12-30. Only that one day: later years' December days of week 1 come \
      out right, and with DTSTART on 2009-01-01, BYWEEKNO=-53;BYDAY=MO gives libical's \
      2009-12-29 for 2008-12-29 (before DTSTART, so not in Recur's list). Predicate: libical has a \
      December day d that Recur lacks, the same date a year earlier p lies in week 1 of d's year \
      (WKST) before January 1 on a BYDAY weekday, every other occurrence of both lists is later \
      than p, and the lists line up without d (libical) and p (Recur).
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=-53;BYDAY=MO,TU;COUNT=3", "DTSTART;VALUE=DATE:20350404"),
    expected: (native: ["20361229", "20361230", "20421229"],
               libical: ["20371229", "20361230", "20421229"]),
    explainsCase: { obs in
      guard let (_, native, libical) = yearLateFirstDay(obs) else { return false }
      return prefixAgrees(native, libical)
    })
}

/// The December day `d` libical 3.0.16 gives a year late for its first day p (same date a year
/// earlier: in week 1 of d's year before January 1, on a BYDAY weekday, earlier than every other
/// occurrence of both lists), and both lists without them (Recur's without p, libical's without
/// d), when their lengths differ only by the days left out; nil when there is no such day.
func yearLateFirstDay(_ obs: Observation) -> (day: CivilDate, native: [String], libical: [String])? {
  let parts = RuleParts(obs.testCase.rule)
  guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"), parts.has("BYDAY"), !parts.has("BYSETPOS"),
        let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return nil }
  let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
  let weekdays = Set((parts.value("BYDAY") ?? "").split(separator: ",").compactMap { Weekday(icalName: String($0.suffix(2))) })
  let walls = wallTexts(obs)
  func date(_ x: String) -> CivilDate? { ValueText.civil(walls[x] ?? x)?.date }
  let recurDays = Set(a.compactMap { date($0)?.daysSinceEpoch })
  for d in Set(b.compactMap(date)) where d.month == 12 && !recurDays.contains(d.daysSinceEpoch) {
    guard let p = CivilDate(year: d.year - 1, month: 12, day: d.day) else { continue }
    let first = WeekNumbering.weekOneStart(d.year, wkst: wkst)
    guard p.daysSinceEpoch >= first, weekdays.contains(p.weekday) else { continue }
    let others = (a + b).compactMap(date).filter { $0 != d && $0 != p }
    guard others.allSatisfy({ $0.daysSinceEpoch > p.daysSinceEpoch }) else { continue }
    let kept = b.filter { date($0) != d }
    let keptNative = a.filter { date($0) != p }
    guard !kept.isEmpty || !keptNative.isEmpty,
          abs(keptNative.count - kept.count) <= b.count - kept.count else { continue }
    return (d, keptNative, kept)
  }
  return nil
}

extension CatalogueEntry {
  /// With BYWEEKNO, libical 3.0.16 applies BYSETPOS to the calendar year's days only, counting
  /// negative positions from a total that includes the week days outside that calendar year.
  static let weekNoSetPosCalendarYear = CatalogueEntry(
    name: "libical-byweekno-setpos-calendar-year", kind: .libicalMistake,
    summary: "YEARLY;BYWEEKNO;BYDAY with BYSETPOS: libical 3.0.16 numbers the set's days from January 1 (its days in the previous December never picked, those in the next January always kept) and counts negative positions from the whole set's size",
    rfc: """
      RFC 5545 §3.3.10: BYSETPOS "specifies a COMMA-separated list of values that corresponds \
      to the nth occurrence within the set of recurrence instances specified by the rule", and \
      the set of a YEARLY;BYWEEKNO rule holds the days of the weeks named, week 1 starting up to \
      three days before January 1. 2042 has 52 ISO weeks; BYWEEKNO=-52,5;BYDAY=FR,TU is \
      Tuesday 2041-12-30, Friday 2042-01-02, Tuesday 01-28 and Friday 01-31, so BYSETPOS=-1 is \
      2042-01-31. libical's rule (icalrecur.c filter_bysetpos over day-of-year 1 to the year's \
      length, with the total of expand_by_day): the four days count, 2041-12-30 is outside the \
      filter, the others take positions -4, -3, -2, and -1 names none, so 2042 has nothing; \
      with BYWEEKNO=1;BYDAY=MO,TH,FR;BYSETPOS=1,-1 it gives Thursday 1997-01-02 alone for \
      Monday 1996-12-30 and Friday 1997-01-03. Predicate: with Recur's answer for the rule \
      without BYSETPOS (and COUNT), year by year from DTSTART's (its days before DTSTART \
      counted, from the set run from that year's week 1), Recur's list is BYSETPOS applied to \
      each week-numbering year's days and libical's is its rule applied to the same days, and \
      the two differ.
      """,
    reproducer: ("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-52,5;BYDAY=FR,TU;BYSETPOS=-1;COUNT=3", "DTSTART;VALUE=DATE:20321024"),
    expected: (native: ["20370130", "20420131", "20470201"],
               libical: ["20370130", "20470201", "20520202"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"), parts.has("BYDAY"), parts.has("BYSETPOS"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      let positions = Set(parts.integers("BYSETPOS"))
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let variant = parts.removing("BYSETPOS").removing("COUNT").text
      var variantCase = obs.testCase
      variantCase.rule = variant
      // Recur's set for the rule without BYSETPOS; libical's days must be its rule applied to
      // the same set (its own set without BYSETPOS may differ by other classes' days, e.g. a
      // first day a year late, which BYSETPOS never picks).
      let native = NativeEngine().expand(variantCase)
      guard let set = native.outcome.list, !set.isEmpty else { return false }
      var walls = wallTexts(obs)
      if native.wall.count == set.count {
        for (x, w) in zip(set, native.wall) { walls[x] = w }
      }
      func date(_ x: String) -> CivilDate? { ValueText.civil(walls[x] ?? x)?.date }
      func year(_ x: String) -> Int? { date(x).map { WeekNumbering.week(of: $0, wkst: wkst).year } }
      // Years the rule without BYSETPOS covers whole. DTSTART's week-numbering year counts when
      // it is DTSTART's calendar year: its days before DTSTART, which neither list has, come
      // from the set run from that year's week 1 (both engines number them). Otherwise it is
      // left out.
      let startDate = start.civil.date
      let startWeekYear = WeekNumbering.week(of: startDate, wkst: wkst).year
      let firstYear = startWeekYear == startDate.year ? startWeekYear : max(startDate.year, startWeekYear) + 1
      let before = startWeekYear == startDate.year ? daysBeforeStart(variantCase, year: startWeekYear, wkst: wkst, first: set[0]) : (days: [], wall: [])
      if before.days.count == before.wall.count {
        for (x, w) in zip(before.days, before.wall) { walls[x] = w }
      }
      guard let lastSetYear = set.last.flatMap(year) else { return false }
      let countLimit = parts.value("COUNT").flatMap { Int($0) } ?? Int.max
      func complete(_ list: [String], limit: Int) -> Bool { list.count < min(limit, obs.testCase.limit) }
      let lastYear = complete(set, limit: Int.max) ? lastSetYear : lastSetYear - 1
      var byYear: [Int: [String]] = [:]
      for x in before.days + set { if let y = year(x) { byYear[y, default: []].append(x) } }
      let earlier = Set(before.days)
      var recurPicks: [Int: [String]] = [:], libicalPicks: [Int: [String]] = [:]
      for (y, days) in byYear where y >= firstYear && y <= lastYear {
        let total = days.count
        recurPicks[y] = days.indices.filter { positions.contains($0 + 1) || positions.contains($0 - total) }.map { days[$0] }
          .filter { !earlier.contains($0) }
        let inYear = days.filter { date($0).map { $0.year == y } ?? false }
        let after = days.filter { date($0).map { $0.year > y } ?? false }
        libicalPicks[y] = (inYear.indices.filter { positions.contains($0 + 1) || positions.contains($0 - total) }.map { inYear[$0] } + after)
          .filter { !earlier.contains($0) }
      }
      // Each list, year by year over the years it covers whole, is its predicted picks.
      func matches(_ list: [String], _ picks: [Int: [String]]) -> Bool {
        let lastListYear = list.last.flatMap(year) ?? Int.max
        let covered = complete(list, limit: countLimit) ? Int.max : lastListYear - 1
        var actual: [Int: [String]] = [:]
        for x in list { if let y = year(x) { actual[y, default: []].append(x) } }
        for (y, p) in picks where y <= covered {
          if (actual[y] ?? []).sorted() != p.sorted() { return false }
        }
        return true
      }
      // Before the compared years both lists agree.
      let earlyA = a.filter { (year($0) ?? 0) < firstYear }, earlyB = b.filter { (year($0) ?? 0) < firstYear }
      let differs = recurPicks.contains { y, p in libicalPicks[y] ?? [] != p }
      return differs && earlyA == earlyB && matches(a, recurPicks) && matches(b, libicalPicks)
    })
}

/// With INTERVAL above 1, whether every occurrence only one list has is a day whose ISO
/// week-numbering year (weeks on WKST) is not its calendar year, in Recur's periods (the
/// week-numbering years counted from DTSTART's) and not libical's (calendar years from DTSTART's)
/// or the other way round: `FREQ=YEARLY;INTERVAL=4;BYMONTH=1;BYWEEKNO=52;BYDAY=SU` from
/// 1997-10-13 gives Recur's Sunday 2006-01-01 (week 52 of 2005) and libical's Sunday 2017-01-01
/// (week 52 of 2016, in the calendar year 2017).
func weekYearsApart(_ obs: Observation, parts: RuleParts, start: CivilDate) -> Bool {
  let interval = Int(parts.value("INTERVAL") ?? "1") ?? 1
  guard interval > 1, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
  let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
  let walls = wallTexts(obs)
  let startWeekYear = WeekNumbering.week(of: start, wkst: wkst).year
  func years(_ x: String) -> (calendar: Int, week: Int)? {
    guard let d = ValueText.civil(walls[x] ?? x)?.date else { return nil }
    return (d.year, WeekNumbering.week(of: d, wkst: wkst).year)
  }
  // The day's week is one BYWEEKNO names: counted in its week-numbering year (Recur), or for a
  // negative value also from the end of its calendar year's ISO weeks (libical).
  let values = parts.integers("BYWEEKNO")
  func named(_ x: String, byCalendarYear: Bool) -> Bool {
    guard let d = ValueText.civil(walls[x] ?? x)?.date else { return false }
    let (y, w) = WeekNumbering.week(of: d, wkst: wkst)
    return values.contains { v in
      v > 0 ? v == w : (WeekNumbering.weeks(in: y, wkst: wkst) + 1 + v == w
        || (byCalendarYear && WeekNumbering.weeks(in: d.year, wkst: .monday) + 1 + v == w))
    }
  }
  func inRecurPeriods(_ y: (calendar: Int, week: Int)) -> Bool {
    y.calendar != y.week && (y.week - startWeekYear) % interval == 0 && (y.calendar - start.year) % interval != 0
  }
  func inLibicalPeriods(_ y: (calendar: Int, week: Int)) -> Bool {
    y.calendar != y.week && (y.calendar - start.year) % interval == 0 && (y.week - startWeekYear) % interval != 0
  }
  let count = parts.value("COUNT").flatMap { Int($0) } ?? obs.testCase.limit
  let last = commonHorizon(a, b, limit: min(count, obs.testCase.limit))
  let aSet = Set(a), bSet = Set(b)
  let nativeOnly = a.filter { !bSet.contains($0) && $0 <= last }
  let libicalOnly = b.filter { !aSet.contains($0) && $0 <= last }
  guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
  return nativeOnly.allSatisfy { named($0, byCalendarYear: false) && (years($0).map(inRecurPeriods) ?? false) }
    && libicalOnly.allSatisfy { named($0, byCalendarYear: true) && (years($0).map(inLibicalPeriods) ?? false) }
}

/// Whether `d` is a day of a week 1 that follows a 52-week year, which libical 3.0.16 gives for
/// BYWEEKNO=53 (`libical-byweekno-year-end`) when no other value of `weeks` names that week 1.
func isPhantomWeek53(_ d: CivilDate, weeks: Set<Int>, wkst: Weekday) -> Bool {
  let day = d.daysSinceEpoch
  let y = day >= WeekNumbering.weekOneStart(d.year + 1, wkst: wkst) ? d.year + 1 : d.year
  let first = WeekNumbering.weekOneStart(y, wkst: wkst)
  guard day >= first, day < first + 7, WeekNumbering.weeks(in: y - 1, wkst: wkst) == 52 else { return false }
  return !weeks.contains(1) && !weeks.contains(-WeekNumbering.weeks(in: y, wkst: wkst))
}

/// Recur's days of week-numbering year `year` before `first` (the first day of `c`'s set from
/// DTSTART) for `c` (a rule without BYSETPOS and COUNT), with their wall clocks: `c` run from
/// that year's week 1 at DTSTART's time. BYSETPOS counts them though they precede DTSTART: from
/// 2003-06-12, `FREQ=YEARLY;BYWEEKNO=1,35;BYDAY=MO,TU,WE` has Monday 2002-12-30 to Wednesday
/// 2003-01-01 before it.
func daysBeforeStart(_ c: ConformanceCase, year: Int, wkst: Weekday, first: String) -> (days: [String], wall: [String]) {
  guard var early = movingStart(c, to: CivilDate(daysSinceEpoch: WeekNumbering.weekOneStart(year, wkst: wkst))) else { return ([], []) }
  early.limit = 400
  let e = NativeEngine().expand(early)
  guard let list = e.outcome.list else { return ([], []) }
  let walls = e.wall.count == list.count ? e.wall : list
  var days: [String] = [], wall: [String] = []
  for (x, w) in zip(list, walls) where x < first {
    guard let d = ValueText.civil(w)?.date, WeekNumbering.week(of: d, wkst: wkst).year == year else { continue }
    days.append(x)
    wall.append(w)
  }
  return (days, wall)
}

/// `c` with DTSTART moved to `day`, its time of day and zone kept; nil when DTSTART cannot be read.
func movingStart(_ c: ConformanceCase, to day: CivilDate) -> ConformanceCase? {
  guard let colon = c.dtstart.lastIndex(of: ":"), let start = LibICalStartReader.read(c.dtstart) else { return nil }
  var moved = c
  switch start {
  case .date: moved.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.date(day)
  case .floating(let t), .zoned(let t, _):
    moved.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: day, time: t.time))
  case .utc(let t): moved.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: day, time: t.time)) + "Z"
  }
  return moved
}
