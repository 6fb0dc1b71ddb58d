// Catalogue entries for rules under a non-Gregorian RSCALE (RFC 7529).

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 starts a non-Gregorian YEARLY rule with INTERVAL > 1 one year late.
  static let scaleIntervalYearLate = CatalogueEntry(
    name: "rscale-yearly-interval-year-late", kind: .libicalMistake,
    summary: "RSCALE other than GREGORIAN, FREQ=YEARLY;INTERVAL>1: libical 3.0.16 counts INTERVAL from the year after DTSTART's (it steps the calendar's year once before the first period), so DTSTART's year and the ones INTERVAL after it are lost",
    rfc: """
      RFC 5545 §3.3.10: "The INTERVAL rule part contains a positive integer representing at which \\
      intervals the recurrence rule repeats ... a value of 8 means every eighth year for a YEARLY \\
      rule", counted from DTSTART, which §3.8.5.3 makes "the first instance"; RFC 7529 §3 keeps \\
      these semantics, only read in the RSCALE calendar. libical's rule for the first period under \\
      RSCALE (its ICU year is advanced before the first YEARLY period) starts at a later year (DTSTART's \
      year + 1, or + 3 from 2 Tevet 5775, with INTERVAL=2); the predicate accepts any anchor up to \
      2·INTERVAL years later, and libical's whole answer must equal Recur's from that anchor, up \
      to year 2582, where libical's iterator stops (MAX_TIME_T_YEAR): ISLAMIC-UMALQURA \
      INTERVAL=4;BYMONTH=10;BYMONTHDAY=-7;BYDAY=MO;COUNT=18 from 2024-11-29 ends at 2376 in libical.
      """,
    reproducer: ("RSCALE=ROC;FREQ=YEARLY;INTERVAL=2;COUNT=3", "DTSTART:20220131T030000"),
    expected: (native: ["20220131T030000", "20240131T030000", "20260131T030000"],
               libical: ["20230131T030000", "20250131T030000", "20270131T030000"]),
    explainsCase: { obs in
      // libical's answer is the native answer for the same rule whose periods start one year
      // later: DTSTART's month and day written out (RFC 5545's defaults), DTSTART moved to the
      // first day of the next year of the calendar.
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), name != "GREGORIAN", let scale = CalendarScale(rawValue: name),
            parts.value("FREQ") == "YEARLY", let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
            let evidence = lateEvidence(obs, parts: parts) ?? windowedLateEvidence(obs) else { return false }
      let (c, theirs) = evidence
      // libical's first period is one of the next few years (seen: + 1 to + 3 with INTERVAL=2;
      // + 7 with INTERVAL=4 from 2034-01-28 under BUDDHIST).
      return (1...min(2 * interval, 12)).contains { k in
        yearLaterCase(c, parts: RuleParts(c.rule), scale: scale, years: k)
          .map { libicalReach(NativeEngine().expand($0)) == theirs } ?? false
      }
    })
}

/// `e`'s occurrences libical 3.0.16 can give: those up to year 2582 of the wall clock
/// (`LibICalRecurrence.maxYear`, its MAX_TIME_T_YEAR, past which its iterator stops), or nil
/// when `e` failed. An ISLAMIC-UMALQURA rule whose late periods reach 2584 is compared up to
/// libical's last year.
func libicalReach(_ e: Expansion) -> [String]? {
  guard let list = e.outcome.list else { return nil }
  let texts = e.wall.count == list.count ? e.wall : list
  return zip(list, texts).filter { (Int($0.1.prefix(4)) ?? 0) <= LibICalRecurrence.maxYear }.map(\.0)
}

extension CatalogueEntry {
  /// libical 3.0.16 starts some non-Gregorian MONTHLY rules with INTERVAL > 1 one month late.
  static let scaleIntervalMonthLate = CatalogueEntry(
    name: "rscale-monthly-interval-month-late", kind: .libicalMistake,
    summary: "RSCALE other than GREGORIAN, FREQ=MONTHLY;INTERVAL>1: from some DTSTARTs (e.g. 22 Ramadan 1444) libical 3.0.16 counts INTERVAL from a later month than DTSTART's (Shawwal for 22 Ramadan with INTERVAL=2, Av for 19 Sivan with INTERVAL=4)",
    rfc: """
      RFC 5545 §3.3.10: INTERVAL counts periods from DTSTART's ("every other month" for \
      FREQ=MONTHLY;INTERVAL=2), and §3.8.5.3 makes DTSTART the first instance; RFC 7529 §3 reads \
      the months in the RSCALE calendar. From 2023-04-13 (22 Ramadan 1444, ISLAMIC-CIVIL) the \
      periods are Ramadan, Dhu al-Qadah, ...; libical's are Shawwal, Dhu al-Hijjah, ... (from \
      2022-01-31, 28 Jumada II 1443, it counts correctly).
      """,
    reproducer: ("RSCALE=ISLAMIC-CIVIL;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=29;COUNT=4", "DTSTART:20230413T030000"),
    expected: (native: ["20230420T030000", "20230618T030000", "20230816T030000", "20231014T030000"],
               libical: ["20230520T030000", "20230718T030000", "20230915T030000", "20231113T030000"]),
    explainsCase: { obs in
      // libical's answer is the native answer with the periods one month later (DTSTART's day
      // written out, DTSTART on the first day of the next month of the calendar).
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), name != "GREGORIAN", let scale = CalendarScale(rawValue: name),
            parts.value("FREQ") == "MONTHLY", let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
            let evidence = lateEvidence(obs, parts: parts) else { return false }
      let (c, theirs) = evidence
      return (1...min(2 * interval, 13)).contains { k in
        monthLaterCase(c, parts: RuleParts(c.rule), scale: scale, months: k)
          .map { libicalReach(NativeEngine().expand($0)) == theirs
            || libicalReach(NativeEngine().expand(atEarliestTime($0))) == theirs } ?? false
      }
    })
}

/// The case and libical's answer a late-period predicate weighs: the observation's own, or when
/// libical gives nothing and the rule has UNTIL, the rule without UNTIL as libical answers it,
/// which must then begin after UNTIL (libical's late periods all fall past it: BUDDHIST
/// YEARLY;INTERVAL=4 from 2034-01-28 with UNTIL=2036-05-13 has 2041 first without UNTIL).
/// Nil when the answers agree or libical's evidence is empty.
func lateEvidence(_ obs: Observation, parts: RuleParts) -> (ConformanceCase, [String])? {
  guard let theirs = obs.oracle.outcome.list, obs.native.outcome.list != theirs else { return nil }
  if !theirs.isEmpty { return (obs.testCase, theirs) }
  guard let until = parts.value("UNTIL"), let dtstart = obs.dtstartText else { return nil }
  let open = parts.removing("UNTIL").text
  guard let rerun = obs.oracle(rule: open)?.list, let first = rerun.first,
        first.count == until.count, first.count == dtstart.count, first > until else { return nil }
  var c = obs.testCase
  c.rule = open
  return (c, rerun)
}

/// The case without the comparison window and libical's answer to it, when libical gives nothing
/// in the window and its whole answer begins past the window's end: the window hid its late
/// periods. ISLAMIC-TBLA YEARLY;INTERVAL=4;BYMONTHDAY=31;BYDAY=TH;SKIP=FORWARD from 2021-01-31
/// has 2122-01-08 first in Recur and 2227-10-11 in libical (a year late), so a window ending
/// in 2200 leaves libical nothing. Nil otherwise.
func windowedLateEvidence(_ obs: Observation) -> (ConformanceCase, [String])? {
  guard obs.oracle.outcome.list?.isEmpty == true, obs.native.outcome.list?.isEmpty == false,
        let before = obs.testCase.before, let rerun = obs.rerun else { return nil }
  var wide = obs.testCase
  wide.before = nil
  guard let list = rerun(wide)?.outcome.list, let first = list.first, first.count == before.count, first > before
  else { return nil }
  return (wide, list)
}

/// `c` with its periods one calendar month later: DTSTART's day of the month made explicit where
/// the rule takes it from DTSTART, and DTSTART on the first day of the next month, same time.
func monthLaterCase(_ c: ConformanceCase, parts: RuleParts, scale: CalendarScale, months k: Int) -> ConformanceCase? {
  guard let start = try? RecurrenceTime(contentLine: c.dtstart, zone: { try? Zone.named($0) }),
        let colon = c.dtstart.lastIndex(of: ":") else { return nil }
  let civil = start.civil
  let day = civil.date.daysSinceEpoch
  let year = scale.system.year(containing: day)
  let month = year.months[year.monthIndex(of: day)]
  var rule = parts.text
  if !parts.has("BYMONTHDAY") && !parts.has("BYYEARDAY") && !parts.has("BYDAY") {
    rule += ";BYMONTHDAY=\(day - month.first + 1)"
  }
  // The first day of the k-th month after DTSTART's, through the calendar's years.
  var y = year
  var i = year.monthIndex(of: day)
  for _ in 0..<k {
    i += 1
    if i >= y.months.count {
      y = scale.system.year(containing: y.first + y.length)
      i = 0
    }
  }
  let next = CivilDate(daysSinceEpoch: y.months[i].first)
  let (timedRule, time) = dayStartTime(rule, parts: parts, time: civil.time)
  let value = start.isDate ? LibICalTextBridge.date(next)
    : LibICalTextBridge.local(CivilDateTime(date: next, time: time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  var later = c
  later.rule = start.isDate ? rule : timedRule
  later.dtstart = String(c.dtstart[...colon]) + value
  return later
}

/// The rule and DTSTART time of day for a case moved to the first day of a later period. When
/// the rule lists times of day (BYHOUR, BYMINUTE, BYSECOND), a moved DTSTART at DTSTART's own
/// time would cut the listed times before it from that first day, which libical (counting from
/// the real DTSTART) keeps: DTSTART's time parts are then written into the rule (RFC 5545
/// §3.3.10 takes missing ones from DTSTART) and the moved DTSTART is at 00:00:00.
/// `BYSECOND=30,0` from 01:00:02 gives `BYSECOND=30,0;BYHOUR=1;BYMINUTE=0` and 00:00:00.
func dayStartTime(_ rule: String, parts: RuleParts, time: CivilTime) -> (String, CivilTime) {
  let named = ["BYHOUR", "BYMINUTE", "BYSECOND"]
  guard named.contains(where: parts.has), time != .midnight else { return (rule, time) }
  var out = rule
  for (name, value) in zip(named, [time.hour, time.minute, time.second]) where !parts.has(name) {
    out += ";\(name)=\(value)"
  }
  return (out, .midnight)
}

/// `c` with its periods one calendar year later: DTSTART's month and day made explicit where the
/// rule takes them from DTSTART, and DTSTART on the first day of the next year, same time of day.
func yearLaterCase(_ c: ConformanceCase, parts: RuleParts, scale: CalendarScale, years k: Int) -> ConformanceCase? {
  guard let start = try? RecurrenceTime(contentLine: c.dtstart, zone: { try? Zone.named($0) }),
        let colon = c.dtstart.lastIndex(of: ":") else { return nil }
  let civil = start.civil
  let day = civil.date.daysSinceEpoch
  let system = scale.system
  let year = system.year(containing: day)
  let month = year.months[year.monthIndex(of: day)]
  let label = "\(month.number)" + (month.isLeap ? "L" : "")
  var rule = parts.text
  let noDay = !parts.has("BYMONTHDAY") && !parts.has("BYYEARDAY") && !parts.has("BYDAY")
  if !parts.has("BYMONTH") && (noDay || (parts.has("BYMONTHDAY") && !parts.has("BYYEARDAY"))) {
    rule += ";BYMONTH=" + label
  }
  if noDay { rule += ";BYMONTHDAY=\(day - month.first + 1)" }
  var target = year
  for _ in 0..<k { target = system.year(containing: target.first + target.length) }
  let next = CivilDate(daysSinceEpoch: target.first)
  let (timedRule, time) = dayStartTime(rule, parts: parts, time: civil.time)
  let value = start.isDate ? LibICalTextBridge.date(next)
    : LibICalTextBridge.local(CivilDateTime(date: next, time: time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  var later = c
  later.rule = start.isDate ? rule : timedRule
  later.dtstart = String(c.dtstart[...colon]) + value
  return later
}

/// The first answer `weigh` gives on a late-period variant of `obs`: `c` moved k months
/// (MONTHLY) or years (YEARLY) later, k from 1 to 2·INTERVAL (at most 13 months or 12 years),
/// Recur's answer for it against libical's `theirs` (`lateEvidence`). A k whose case cannot be
/// built or whose Recur answer is libical's already is passed over. Nil for another FREQ or
/// when `weigh` answers nil for every k.
/// `RSCALE=DANGI;FREQ=YEARLY;INTERVAL=2;...` from 2013-02-28: k = 1 weighs the periods from 2014.
func firstLaterPeriod(
  _ obs: Observation, evidence: (ConformanceCase, [String]), scale: CalendarScale, freq: String, interval: Int,
  _ weigh: (Observation) -> String?
) -> String? {
  let (c, theirs) = evidence
  guard freq == "MONTHLY" || freq == "YEARLY" else { return nil }
  let oracle = Expansion(outcome: .occurrences(theirs), wall: obs.oracle.wall.count == theirs.count ? obs.oracle.wall : [])
  for k in 1...min(2 * interval, freq == "MONTHLY" ? 13 : 12) {
    let shifted = freq == "MONTHLY" ? monthLaterCase(c, parts: RuleParts(c.rule), scale: scale, months: k)
      : yearLaterCase(c, parts: RuleParts(c.rule), scale: scale, years: k)
    guard let later = shifted else { continue }
    let n = NativeEngine().expand(later)
    guard let list = n.outcome.list, list != theirs else { continue }
    if let answer = weigh(Observation(testCase: later, native: n, oracle: oracle, checkedRerun: obs.rerun)) { return answer }
  }
  return nil
}

extension CatalogueEntry {
  /// MONTHLY with a leap month in BYMONTH and SKIP: Recur applies SKIP to the month, libical 3.0.16 not.
  static let scaleMonthlyLeapMonthSkip = CatalogueEntry(
    name: "rscale-monthly-leap-month-skip", kind: .deliberate,
    summary: "FREQ=MONTHLY;BYMONTH=nL;SKIP=BACKWARD|FORWARD: in a year without leap month nL Recur keeps the month SKIP names (n, or the month after it), as for YEARLY; libical 3.0.16 keeps only an existing nL",
    rfc: """
      RFC 7529 §3.1: "SKIP ... indicates how to handle ... a leap month that does not exist in a \\
      given year": BACKWARD "the previous" month, FORWARD "the next" one; the text does not limit \\
      this to FREQ=YEARLY, so Recur gives MONTHLY's BYMONTH the months the YEARLY rule would take \\
      (docs/SEMANTICS.md). libical applies SKIP to leap months only when BYMONTH expands (YEARLY).
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTH=3L;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20190306"),
    expected: (native: ["20190504", "20200422", "20210511"],
               libical: ["20310520", "20500520", "20610518"]),
    explainsCase: { obs in
      // libical's answer is Recur's without the occurrences in months SKIP chose (months whose
      // number and leap flag are not listed), up to where both answers reach.
      let parts = RuleParts(obs.testCase.rule)
      guard let isListed = monthlyLeapMonthSkipReading(obs),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let kept = a.filter(isListed)
      guard kept != a else { return false }
      return equalWhereBothReach(kept, native: a, oracle: b, obs, counted: parts.has("COUNT"))
    })

  /// `rscale-monthly-leap-month-skip`'s reading of one of Recur's occurrences: whether it lies in
  /// a month BYMONTH lists (number and leap flag), libical keeping only those. Nil outside the
  /// entry's scope (MONTHLY, a leap month listed, SKIP other than OMIT).
  static func monthlyLeapMonthSkipReading(_ obs: Observation) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let listed = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale.hasLeapMonths,
          parts.value("FREQ") == "MONTHLY", listed.contains(where: { $0.hasSuffix("L") }),
          let skip = parts.value("SKIP"), skip != "OMIT" else { return nil }
    let walls = wallTexts(obs)
    let system = scale.system
    return { x in
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
      let y = system.year(containing: d)
      let m = y.months[y.monthIndex(of: d)]
      return listed.contains("\(m.number)" + (m.isLeap ? "L" : ""))
    }
  }
}

extension CatalogueEntry {
  /// `libical-skip-moved-day` in a calendar with other months: libical drops a MONTHLY day SKIP moved.
  static let scaleSkipMovedDay = CatalogueEntry(
    name: "rscale-skip-moved-day", kind: .libicalMistake,
    summary: "RSCALE with non-Gregorian months, FREQ=MONTHLY;BYMONTH with SKIP and BYMONTHDAY (or DTSTART's day of the month): libical 3.0.16 drops a day SKIP moved (it judges the moved day by BYMONTH or BYMONTHDAY again), as it does under GREGORIAN",
    rfc: """
      RFC 7529 §3.1: SKIP=FORWARD "the next valid day" replaces an invalid generated day; RFC 5545 \\
      §3.3.10 applies BYMONTH before BYMONTHDAY, so the moved day is not filtered again. 30 Jumada \\
      II does not exist in the tabular Islamic calendar (29 days): FORWARD gives 1 Rajab. Without \\
      BYMONTHDAY (and BYDAY, BYYEARDAY) the day of the month is DTSTART's (RFC 5545 §3.3.10), \\
      which libical takes as its default BYMONTHDAY and judges the same way: DANGI \\
      FREQ=MONTHLY;BYMONTH=3,9,10;SKIP=FORWARD from 2001-10-16 (30 of month 8) gives 1 of month 4 \\
      of 2002 (2002-05-12; month 3 has 29 days), which libical drops, and keeps 1 of month 10 \\
      (2001-11-15, month 9 has 29 days). With BYSETPOS and one day a month (one BYMONTHDAY \\
      value or DTSTART's day) the set is that day, moved or not, in both engines: \\
      ISLAMIC-UMALQURA BYMONTH=4,11;BYSETPOS=-1;SKIP=FORWARD from 2034-08-15 (30 Jumada I) gives \\
      1 Jumada I 1458 (2036-06-25; Rabi II has 29 days), which libical drops. Predicate: \\
      libical's answer is Recur's without the days whose month or day of the month the rule does \\
      not name, up to where both answers reach.
      """,
    reproducer: ("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;BYMONTH=6;BYMONTHDAY=30;SKIP=FORWARD;COUNT=2", "DTSTART:20071026T140300"),
    expected: (native: ["20080704T140300", "20090623T140300"], libical: []),
    explainsCase: { obs in
      // libical's answer is Recur's without the days SKIP moved out of the listed months, up
      // to where both answers reach.
      guard let named = skipMovedDayReading(obs),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let kept = a.filter(named)
      guard kept != a else { return false }
      return equalWhereBothReach(kept, native: a, oracle: b, obs, counted: RuleParts(obs.testCase.rule).has("COUNT"))
    })

  /// `rscale-skip-moved-day`'s reading of one of Recur's occurrences: false for a day SKIP moved
  /// out of the months BYMONTH lists (libical drops it): the 1st of an unlisted month after a
  /// listed one (FORWARD), or the last day of an unlisted month before a listed one (BACKWARD
  /// from a negative day). A day moved within a listed month or into another listed month is
  /// kept. Nil outside the entry's scope. Chinese month 10 of 2012 has 29 days:
  /// BYMONTH=10;BYMONTHDAY=30;SKIP=FORWARD gives 2012-12-13, the 1st of month 11 (false).
  static func skipMovedDayReading(_ obs: Observation) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), !scale.hasGregorianMonths,
          parts.value("FREQ") == "MONTHLY", parts.has("BYMONTH"), !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"),
          !parts.has("BYDAY"), (parts.value("SKIP") ?? "OMIT") != "OMIT" else { return nil }
    // BYSETPOS picks from a month's set of one day (one BYMONTHDAY value or DTSTART's day)
    // alike in both engines: libical counts the moved day in the set too.
    guard !parts.has("BYSETPOS") || parts.integers("BYMONTHDAY").count <= 1 else { return nil }
    let system = scale.system
    let listedMonths = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
    let walls = wallTexts(obs)
    @Sendable func listed(_ m: ScaleMonth) -> Bool { listedMonths.contains("\(m.number)" + (m.isLeap ? "L" : "")) }
    return { x in
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return true }
      let y = system.year(containing: d)
      let m = y.months[y.monthIndex(of: d)]
      guard !listed(m) else { return true }
      // The month before and after `m`, across the year's ends.
      let before = system.year(containing: m.first - 1), after = system.year(containing: m.first + m.length)
      let forward = d == m.first && listed(before.months[before.monthIndex(of: m.first - 1)])
      let backward = d == m.first + m.length - 1 && listed(after.months[after.monthIndex(of: m.first + m.length)])
      return !(forward || backward)
    }
  }
}

extension CatalogueEntry {
  /// A leap month a year lacks, with SKIP, lands a month early in libical 3.0.16 when that
  /// year's own leap month comes before it (ICU resolves the missing month by position).
  static let scaleLeapMonthSkipAfterLeap = CatalogueEntry(
    name: "rscale-leap-month-skip-after-leap", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY;BYMONTH=nL with SKIP: in a year without nL whose leap month comes before month n, libical 3.0.16 takes the month before n for BACKWARD (n-1 or (n-1)L) and month n for FORWARD, where RFC 7529 gives n and n+1",
    rfc: """
      RFC 7529 §4.2: "5L" is the leap month that follows month 5; §3.1: for a leap month a year \
      lacks, SKIP=BACKWARD takes the previous valid month (the month nL would follow: n) and \
      FORWARD the next one (n+1), as for 5L in the Hebrew example of §4.3 (Adar in common years). \
      libical's rule (icalrecur.c set_month): it sets ICU's MONTH to n-1 with IS_LEAP_MONTH and \
      takes whatever month ICU resolves that to, then for BACKWARD adds -1 month. ICU counts that \
      month by its position from the new year: without an earlier leap month it is month n+1 \
      (libical is right), but in a year whose leap month precedes n it is month n. Chinese 2036 \
      has 6L and no 7L: BYMONTH=7L;BYMONTHDAY=7 is 7 of month 7 (2036-08-28) with BACKWARD and of \
      month 8 (2036-09-26) with FORWARD; libical gives 7 of 6L (2036-07-29) and of month 7. \
      Without BYMONTH a YEARLY rule with BYMONTHDAY takes DTSTART's month, a leap month when \
      DTSTART is in one (libical's BYMONTH default carries the leap flag, through the same \
      set_month): from 2034-01-06 (Dangi 2033's 11L), Dangi 2039 (leap 5L, no 11L) has 14 of \
      month 11 (2039-12-29) for BACKWARD; libical gives 14 of month 10 (2039-11-29). \
      Predicate: every occurrence only one list has lies in a year without a listed nL whose \
      leap month precedes n, Recur's in the month SKIP names, libical's in the month before it \
      (or, with FORWARD, on the 1st after such a month shorter than the day asked: Dangi 2017 \
      has 5L and no 6L, and the 30th of month 7, 29 days, is 2017-09-20 where libical gives the \
      30th of month 6, 08-21).
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=7L;BYMONTHDAY=7;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20350101"),
    expected: (native: ["20350810", "20360828", "20370817"],
               libical: ["20350810", "20360729", "20370817"]),
    explainsCase: { obs in
      guard let reading = leapSkipAfterLeapReading(obs) else { return false }
      return obs.oneSidedOccurrencesRead(by: reading)
    })

  /// `rscale-leap-month-skip-after-leap`'s reading of the occurrences only one list has: Recur's
  /// lies in the month SKIP names, libical's in the month before it, in a year without a listed
  /// nL whose leap month precedes n. Nil outside the entry's scope.
  static func leapSkipAfterLeapReading(_ obs: Observation)
    -> (native: @Sendable (String) -> Bool, libical: @Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name) else { return nil }
    // Without BYMONTH the month is DTSTART's (a leap month when DTSTART is in one), and
    // libical resolves it the same way (its BYMONTH default carries the leap flag).
    let labels = parts.has("BYMONTH") ? (parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init)
      : defaultYearlyMonth(obs.testCase, parts: parts, scale: scale).map { [$0] } ?? []
    let leaps = labels.filter { $0.hasSuffix("L") }.compactMap { Int($0.dropLast()) }
    guard scale == .chinese || scale == .dangi, parts.value("FREQ") == "YEARLY", !leaps.isEmpty,
          let skip = parts.value("SKIP"), skip == "BACKWARD" || skip == "FORWARD" else { return nil }
    let system = scale.system
    let walls = wallTexts(obs)
    // The months SKIP names (RFC) and libical's, in years lacking nL after an earlier leap month.
    @Sendable func months(of year: ScaleYear, libical: Bool) -> [ScaleMonth] {
      guard let leap = year.months.firstIndex(where: \.isLeap) else { return [] }
      return leaps.compactMap { n -> ScaleMonth? in
        guard year.monthIndex(number: n, isLeap: true) == nil,
              let i = year.monthIndex(number: n, isLeap: false), leap < i else { return nil }
        let j = (skip == "BACKWARD" ? i : i + 1) - (libical ? 1 : 0)
        return j < year.months.count ? year.months[j] : nil
      }.filter { !labels.contains("\($0.number)" + ($0.isLeap ? "L" : "")) }
    }
    // The longest day of the month the rule asks for (BYMONTHDAY's, or DTSTART's day when the
    // day comes from DTSTART): FORWARD moves it out of a shorter month to the next month's 1st.
    let longest: Int? = {
      guard skip == "FORWARD", !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO") else { return nil }
      if parts.has("BYMONTHDAY") { return parts.integers("BYMONTHDAY").max() }
      guard !parts.has("BYDAY"), let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date.daysSinceEpoch else { return nil }
      let year = system.year(containing: start)
      return start - year.months[year.monthIndex(of: start)].first + 1
    }()
    @Sendable func lies(_ x: String, libical: Bool) -> Bool {
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
      let year = system.year(containing: d)
      return months(of: year, libical: libical).contains { m in
        (d >= m.first && d < m.first + m.length) || (d == m.first + m.length && m.length < longest ?? 0)
      }
    }
    return ({ lies($0, libical: false) }, { lies($0, libical: true) })
  }
}

/// The month label (`11L`, `5`) a YEARLY rule without BYMONTH takes from DTSTART under `scale`,
/// or nil when the rule has none (BYWEEKNO, BYYEARDAY, or BYDAY without BYMONTHDAY: RFC 5545
/// §3.3.10 expands those over the year). `RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=14` from
/// 2034-01-06 is `11L` (Dangi 2033's leap 11th month begins 2033-12-22).
func defaultYearlyMonth(_ c: ConformanceCase, parts: RuleParts, scale: CalendarScale) -> String? {
  guard !parts.has("BYMONTH"), !parts.has("BYWEEKNO"), !parts.has("BYYEARDAY"),
        parts.has("BYMONTHDAY") || !parts.has("BYDAY"),
        let start = try? RecurrenceTime(contentLine: c.dtstart, zone: { try? Zone.named($0) }) else { return nil }
  let day = start.civil.date.daysSinceEpoch
  let year = scale.system.year(containing: day)
  let month = year.months[year.monthIndex(of: day)]
  return "\(month.number)" + (month.isLeap ? "L" : "")
}

/// How far Recur's `a` and libical's `b` for `obs` are weighed: under COUNT a moved occurrence
/// moves the last one too, so up to the earlier end; otherwise `commonHorizon`.
func weighedHorizon(_ a: [String], _ b: [String], _ obs: Observation) -> String {
  RuleParts(obs.testCase.rule).has("COUNT") ? min(a.last ?? "", b.last ?? "") : commonHorizon(a, b, limit: obs.testCase.limit)
}

/// The last occurrence both lists are weighed up to: a list shorter than `limit` is complete
/// (COUNT, UNTIL or the window ended it), so the other one is weighed up to its own end.
func commonHorizon(_ a: [String], _ b: [String], limit: Int) -> String {
  let lastA = a.last ?? "", lastB = b.last ?? ""
  let aComplete = a.count < limit, bComplete = b.count < limit
  return aComplete && bComplete ? max(lastA, lastB) : aComplete ? lastB : bComplete ? lastA : min(lastA, lastB)
}

extension CatalogueEntry {
  /// MONTHLY with BYDAY in a calendar with a 5- or 6-day month lacking BYDAY's last weekday:
  /// libical 3.0.16's calendar is left in the next year, so it reads that month's first day in
  /// the next year or, when the month yields nothing, counts the next periods a month late.
  static let scaleShortMonthBydayShift = CatalogueEntry(
    name: "rscale-short-month-byday-shift", kind: .libicalMistake,
    summary: "RSCALE=COPTIC/ETHIOPIC/ETHIOAA, FREQ=MONTHLY with BYDAY: when the 5- or 6-day 13th month lacks the last weekday of libical's sorted BYDAY, libical 3.0.16 gives that month's first day one year late or, when the month yields nothing, counts the following periods from the next year's first month (one month late); with the late first period of rscale-monthly-interval-month-late too",
    rfc: """
      RFC 5545 §3.3.10: "The INTERVAL rule part contains a positive integer representing at which \
      intervals the recurrence rule repeats", a month being a period whether or not it holds an \
      instance; RFC 7529 §3 counts the months of the RSCALE calendar, 13 in a Coptic year, and \
      the 13th month's days are days of that year. libical's rule (icalrecur.c expand_by_day): \
      for a BYDAY weekday without ordinal it moves its ICU calendar to that weekday's first day in \
      the month before checking the day lies in the month; the last BYDAY entry, in the weekday \
      order from WKST its parser sorts them into (again when it reads WKST), decides where the \
      calendar stays. Pagume 1745 (2029-09-06 to 09-10, Thursday to Monday) has no Wednesday, so \
      BYDAY=WE leaves it in 1746. With nothing found there libical adds INTERVAL from 1746's \
      first month: RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10;BYDAY=WE from 1745's 9th \
      month has periods 9, 11, 13, then 2, 4, ... of 1746 (10 Koiak, 2029-12-19, is a \
      Wednesday); libical's are 1, 3, 5, ... of 1746 and it gives 10 Epip (2030-07-17) first. \
      With days found, libical sets the first one's day of the year on that calendar (next_yearday \
      set_day_of_year), so it comes out in the next year: BYDAY=SU,TU from 2005-08-01 has \
      Tuesday Pagume 1 1721 (2005-09-06; Pagume has no Sunday), which libical gives as \
      2006-09-06, all of that day's times; its later days are right. BYDAY=WE,TH agrees \
      (Thursday, sorted last, is in Pagume 1745). Predicate (ShortMonthWalk): libical's list is \
      Recur's answer for the same rule read in every month, kept in the months of libical's \
      periods — INTERVAL apart, restarting from the next year's first month after each such \
      13th month without an instance, from DTSTART's month or up to 2·INTERVAL months later \
      (libical's late start) — with each such 13th month's first day a year late, COUNT applied \
      and the list ended at the first occurrence past UNTIL (libical stops there), and at least \
      one restart or late day among the compared occurrences; a restart after libical's last \
      occurrence counts when the months it passes over begin by the last compared day, for under \
      UNTIL their days are lost: BYMONTHDAY=29;BYDAY=TH;UNTIL=20200319T001500 from 2016-11-04, \
      Nasie 1735 (2019-09-06 to 09-11) has no Thursday, libical passes over Thout 1736 and its \
      Thursday the 29th (2019-10-10) and its next, 29 Parmouti (2020-05-07), is past UNTIL.
      """,
    reproducer: ("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10;BYDAY=WE;COUNT=3", "DTSTART;VALUE=DATE:20290509"),
    expected: (native: ["20291219", "20310319", "20320218"],
               libical: ["20300717", "20310319", "20320218"]),
    explainsCase: { obs in
      guard let effects = ShortMonthWalk(obs)?.explainingEffects() else { return false }
      return effects.shortMonth && !effects.skip
    })
}

extension CatalogueEntry {
  /// Whether `kept` (Recur's list `native` without the days libical is known to drop) equals
  /// libical's list `oracle` up to where both answers reach: a list the case's limit cut short
  /// (or a COUNT rule's, for Recur) is only known up to its last value.
  static func equalWhereBothReach(
    _ kept: [String], native: [String], oracle: [String], _ obs: Observation, counted: Bool
  ) -> Bool {
    let nativeComplete = native.count < obs.testCase.limit && !counted
    let horizon = [nativeComplete ? nil : native.last, oracle.count < obs.testCase.limit ? nil : oracle.last]
      .compactMap { $0 }.min()
    func cut(_ l: [String]) -> [String] { horizon.map { h in l.filter { $0 <= h } } ?? l }
    return cut(kept) == cut(oracle)
  }
}

extension CatalogueEntry {
  /// SKIP=FORWARD in a calendar with leap months: libical 3.0.16 moves a day month n lacks to
  /// month number n+1, passing over a leap month nL that follows n, and a day nL lacks to
  /// wherever ICU resolves "(n+1)L".
  static let scaleSkipForwardLeapMonth = CatalogueEntry(
    name: "rscale-skip-forward-leap-month", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI/HEBREW, SKIP=FORWARD: libical 3.0.16 moves a day month n lacks to the 1st of month number n+1, passing over the leap month nL that follows n, and a day nL lacks to the month ICU resolves (n+1)L to",
    rfc: """
      RFC 7529 §3.1: with SKIP=FORWARD an invalid day of the month is moved to the next valid \
      day, the 1st of the next month; §4.2: "5L" is the leap month that follows month 5, so in a \
      year with leap month nL the month after n is nL and the month after nL is n+1. libical's \
      rule (icalrecur.c expand_bymonth_days, case ICAL_SKIP_FORWARD): this_month++ on the month \
      number with its leap flag, then the 1st of that month through ICU: from month n it is \
      month n+1 (nL is passed over), from nL it is "(n+1)L", which ICU resolves to some other \
      month. Dangi 2001 has a leap 4th month (2001-05-23 to 06-20) after month 4 (29 days): \
      BYMONTHDAY=30 with FORWARD is 4L/1, 2001-05-23, and from 4L (29 days) 5/1, 2001-06-21; \
      libical gives 5/1 for the first and 1/1 of 2002 (2002-02-12) for the second. Predicate: \
      every occurrence only Recur has is the 1st of a leap month whose month before lacks a \
      BYMONTHDAY value, or the 1st of the month after such a leap month; every occurrence only \
      libical has is the 1st of a month, no more of them than Recur's.
      """,
    reproducer: ("RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=FORWARD;COUNT=5", "DTSTART;VALUE=DATE:20010401"),
    expected: (native: ["20010423", "20010523", "20010621", "20010720", "20010819"],
               libical: ["20010423", "20010621", "20020212", "20010720", "20010819"]),
    explainsCase: { obs in
      guard let reading = skipForwardLeapMonthReading(obs),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let horizon = commonHorizon(a, b, limit: obs.testCase.limit)
      let aSet = Set(a), bSet = Set(b)
      let nativeOnly = a.filter { !bSet.contains($0) && $0 <= horizon }
      let libicalOnly = b.filter { !aSet.contains($0) && $0 <= horizon }
      guard !nativeOnly.isEmpty, libicalOnly.count <= nativeOnly.count else { return false }
      return nativeOnly.allSatisfy(reading.native) && libicalOnly.allSatisfy(reading.libical)
    })

  /// `rscale-skip-forward-leap-month`'s reading of the occurrences only one list has: Recur's is
  /// a 1st FORWARD reached across a leap month, libical's the 1st of some month. Nil outside the
  /// entry's scope.
  static func skipForwardLeapMonthReading(_ obs: Observation)
    -> (native: @Sendable (String) -> Bool, libical: @Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let days = parts.integers("BYMONTHDAY").filter { $0 > 0 }
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale.hasLeapMonths,
          parts.value("SKIP") == "FORWARD", let longest = days.max() ?? implicitMonthDay(obs, scale: scale)
    else { return nil }
    let system = scale.system
    let walls = wallTexts(obs)
    // The month holding `x` (wall clock) and the one before it, when `x` is its 1st day.
    @Sendable func firstOfMonth(_ x: String) -> (month: ScaleMonth, previous: ScaleMonth)? {
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return nil }
      let year = system.year(containing: d)
      let i = year.monthIndex(of: d)
      guard year.months[i].first == d else { return nil }
      let previous = i > 0 ? year.months[i - 1] : system.year(containing: year.first - 1).months.last
      return previous.map { (year.months[i], $0) }
    }
    // A 1st FORWARD reached across a leap month: nL's 1st from a short month n, or the 1st of
    // the month after a short nL.
    @Sendable func movedAcrossLeap(_ x: String) -> Bool {
      guard let (month, previous) = firstOfMonth(x), previous.length < longest else { return false }
      return month.isLeap || previous.isLeap
    }
    return (movedAcrossLeap, { firstOfMonth($0) != nil })
  }
}


extension CatalogueEntry {
  /// RSCALE with BYDAY and SKIP but no BYMONTHDAY: libical 3.0.16 still moves DTSTART's day of
  /// the month in a month that lacks it and gives the moved day too.
  static let scaleSkipMovesStartDay = CatalogueEntry(
    name: "rscale-skip-moves-dtstart-day", kind: .libicalMistake,
    summary: "RSCALE with non-Gregorian months, BYDAY with SKIP=FORWARD/BACKWARD and no BYMONTHDAY: in a month shorter than DTSTART's day of the month libical 3.0.16 still moves that day (FORWARD: to the next month's 1st, BACKWARD: to the month's last day) and gives it, outside the rule's months or on a weekday BYDAY excludes",
    rfc: """
      RFC 7529 §3.1: SKIP says what happens to an invalid date the rule generates; RFC 5545 \
      §3.3.10: with BYDAY in a MONTHLY rule the days are BYDAY's weekdays of the month, so no \
      day of the month comes from DTSTART and none is invalid. From 2004-07-17 (30 Jumada I \
      1425, ISLAMIC-TBLA) FREQ=MONTHLY;INTERVAL=5;BYDAY=SU,FR;SKIP=FORWARD is the Sundays and \
      Fridays of Shawwal 1425 (2004-11-13 to 12-11, 29 days), Rabi I 1426, ...; libical's rule \
      (icalrecur.c expand_month_days: expand_bymonth_days with DTSTART's day as BYMONTHDAY, then \
      BYDAY adding days without limiting): day 30 of Shawwal moves to 1 Dhu al-Qadah, Sunday \
      2004-12-12, and libical gives it. Predicate: every occurrence only libical has, up to the \
      end both lists reach, is the 1st of a month after one shorter than DTSTART's day (FORWARD) \
      or the last day of such a month (BACKWARD), and Recur has none of its own.
      """,
    reproducer: ("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;INTERVAL=5;BYDAY=SU;SKIP=FORWARD;COUNT=5", "DTSTART;VALUE=DATE:20040717"),
    expected: (native: ["20041114", "20041121", "20041128", "20041205", "20050410"],
               libical: ["20041114", "20041121", "20041128", "20041205", "20041212"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), !scale.hasGregorianMonths,
            let skip = parts.value("SKIP"), skip == "FORWARD" || skip == "BACKWARD",
            parts.has("BYDAY"), !parts.has("BYMONTHDAY"), !parts.has("BYYEARDAY"), !parts.has("BYSETPOS"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      let system = scale.system
      let startDay = start.civil.date.daysSinceEpoch
      let startYear = system.year(containing: startDay)
      let k = startDay - startYear.months[startYear.monthIndex(of: startDay)].first + 1
      let walls = wallTexts(obs)
      // The month holding `x` and the one before it.
      func moved(_ x: String) -> Bool {
        guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
        let year = system.year(containing: d)
        let i = year.monthIndex(of: d)
        let month = year.months[i]
        if skip == "BACKWARD" { return d == month.first + month.length - 1 && month.length < k }
        guard d == month.first, let previous = i > 0 ? year.months[i - 1] : system.year(containing: year.first - 1).months.last else { return false }
        return previous.length < k
      }
      let count = parts.value("COUNT").flatMap { Int($0) } ?? obs.testCase.limit
      let last = commonHorizon(a, b, limit: min(count, obs.testCase.limit))
      let aSet = Set(a), bSet = Set(b)
      let nativeOnly = a.filter { !bSet.contains($0) && $0 <= last }
      let libicalOnly = b.filter { !aSet.contains($0) && $0 <= last }
      return nativeOnly.isEmpty && !libicalOnly.isEmpty && libicalOnly.allSatisfy(moved)
    })
}

extension CatalogueEntry {
  /// RSCALE=HEBREW, FREQ=YEARLY;BYMONTH=5L with BYDAY: in a year without Adar I libical 3.0.16
  /// applies BYDAY to Adar whatever SKIP says.
  static let scaleLeapMonthBydayForward = CatalogueEntry(
    name: "rscale-leap-month-byday-forward", kind: .libicalMistake,
    summary: "RSCALE=HEBREW, FREQ=YEARLY;BYMONTH=5L with BYDAY and no BYMONTHDAY: in a year without Adar I libical 3.0.16 takes BYDAY's days of Adar (as SKIP=FORWARD would) for SKIP=OMIT and BACKWARD, and with BACKWARD also DTSTART's day of the month in Shevat; with OMIT, BYSETPOS chooses from that set",
    rfc: """
      RFC 7529 §4.2: "5L" is Adar I, which only leap years have; §3.1 SKIP: "OMIT" (the default) \
      drops the month in other years, "BACKWARD" takes the month before (5, Shevat), "FORWARD" \
      the month after (6, Adar). Hebrew 5761 is not a leap year: \
      RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYDAY=-1WE;SKIP=BACKWARD gives the last Wednesday of \
      Shevat 5761, 2001-02-21, and with OMIT nothing in 5761; libical's rule (ICU resolves month \
      ADAR_1 of a non-leap year to Adar, and icalrecur.c expand_by_day applies BYDAY there \
      without looking at SKIP) gives 2001-03-21 for both, and with BACKWARD and other BYMONTH \
      months also Shevat's day DTSTART's day of the month names (30 Shevat 5761, 2001-02-23, \
      from 30 Tishri). Predicate: libical's list is Recur's answer for the rule with \
      SKIP=FORWARD, but for such Shevat days (BACKWARD), and Recur's differs from that answer \
      only in Shevat (BACKWARD) and Adar days of years without Adar I. With BYSETPOS and OMIT \
      libical chooses positions from that set with Adar's days in it: \
      BYMONTH=1,2,4,5L;BYDAY=SU;BYSETPOS=3,-2 from 2016-02-01 gives in 5777 (no Adar I) the \
      3rd and the 2nd-to-last Sunday of Tishri, Heshvan and Tevet, 2017-01-15 being the \
      2nd-to-last; libical gives 2017-03-19 (Adar); there libical's list is exactly the FORWARD \
      answer and Recur's differs from it only in years without Adar I.
      """,
    reproducer: ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYDAY=-1WE;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20000901"),
    expected: (native: ["20010221", "20020206", "20030226"],
               libical: ["20010321", "20020313", "20030226"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let skip = parts.value("SKIP") ?? "OMIT"
      let leap = Set((parts.value("BYMONTH") ?? "").split(separator: ",").filter { $0.hasSuffix("L") }.compactMap { Int($0.dropLast()) })
      guard parts.value("RSCALE") == "HEBREW", parts.value("FREQ") == "YEARLY", skip != "FORWARD", !leap.isEmpty,
            parts.has("BYDAY"), !parts.has("BYMONTHDAY"), !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      var forwardCase = obs.testCase
      forwardCase.rule = parts.removing("SKIP").text + ";SKIP=FORWARD"
      let forward = NativeEngine().expand(forwardCase)
      guard let f = forward.outcome.list else { return false }
      var walls = wallTexts(obs)
      if forward.wall.count == f.count { for (x, w) in zip(f, forward.wall) { walls[x] = w } }
      let system = CalendarScale.hebrew.system
      let startDay = start.civil.date.daysSinceEpoch
      let startYear = system.year(containing: startDay)
      let k = startDay - startYear.months[startYear.monthIndex(of: startDay)].first + 1
      // Whether `x` lies in month n (plus `offset`) of a year without leap month nL, and is
      // DTSTART's day of that month when `startDayOnly`.
      func inMonth(_ x: String, offset: Int, startDayOnly: Bool = false) -> Bool {
        guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
        let year = system.year(containing: d)
        let month = year.months[year.monthIndex(of: d)]
        guard !month.isLeap, leap.contains(month.number - offset),
              year.monthIndex(number: month.number - offset, isLeap: true) == nil else { return false }
        return !startDayOnly || d - month.first + 1 == k
      }
      let count = parts.value("COUNT").flatMap { Int($0) } ?? obs.testCase.limit
      func only(_ x: [String], _ y: [String]) -> (first: [String], second: [String]) {
        let last = commonHorizon(x, y, limit: min(count, obs.testCase.limit))
        let xs = Set(x), ys = Set(y)
        return (x.filter { !ys.contains($0) && $0 <= last }, y.filter { !xs.contains($0) && $0 <= last })
      }
      let (nativeOnly, forwardOnly) = only(a, f)
      let (libicalOnly, forwardNotLibical) = only(b, f)
      guard !nativeOnly.isEmpty || !forwardOnly.isEmpty, forwardNotLibical.isEmpty else { return false }
      // With BYSETPOS and OMIT libical chooses its positions from that Adar set, so Recur's and
      // the FORWARD answer may differ in any month of a year without Adar I, and libical's is
      // exactly the FORWARD answer.
      if parts.has("BYSETPOS"), skip == "OMIT" {
        func inCommonYear(_ x: String) -> Bool {
          guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
          let year = system.year(containing: d)
          return leap.allSatisfy { year.monthIndex(number: $0, isLeap: true) == nil }
        }
        guard libicalOnly.isEmpty, nativeOnly.allSatisfy(inCommonYear), forwardOnly.allSatisfy(inCommonYear) else { return false }
        // Recur's own days in those years must be its answer without the leap month (what OMIT
        // leaves there), so a wrong pick of Recur's is never this class.
        let others = (parts.value("BYMONTH") ?? "").split(separator: ",").filter { !$0.hasSuffix("L") }.compactMap { Int($0) }
        let last = commonHorizon(a, f, limit: min(count, obs.testCase.limit))
        var plain: [String] = []
        if !others.isEmpty {
          var c = obs.testCase
          c.rule = parts.removing("COUNT").replacing("BYMONTH", with: others).text
          c.limit = 2 * obs.testCase.limit
          let e = NativeEngine().expand(c)
          guard let list = e.outcome.list, let end = list.last, end >= last || list.count < c.limit else { return false }
          if e.wall.count == list.count { for (x, w) in zip(list, e.wall) { walls[x] = w } }
          plain = list
        }
        return a.filter { $0 <= last && inCommonYear($0) } == plain.filter { $0 <= last && inCommonYear($0) }
      }
      return nativeOnly.allSatisfy { skip == "BACKWARD" && inMonth($0, offset: 0) }
        && forwardOnly.allSatisfy { inMonth($0, offset: 1) }
        && libicalOnly.allSatisfy { skip == "BACKWARD" && inMonth($0, offset: 0, startDayOnly: true) }
    })
}

/// The day of the month a rule without BYMONTHDAY, BYYEARDAY, BYDAY and BYWEEKNO takes from
/// DTSTART under `scale` (RFC 5545 §3.3.10's default), or nil. `RSCALE=CHINESE;FREQ=YEARLY`
/// from 2008-03-07 is the 30th (Chinese 2008 began 2008-02-07).
func implicitMonthDay(_ obs: Observation, scale: CalendarScale) -> Int? {
  let parts = RuleParts(obs.testCase.rule)
  guard !parts.has("BYMONTHDAY"), !parts.has("BYYEARDAY"), !parts.has("BYDAY"), !parts.has("BYWEEKNO"),
        let start = try? RecurrenceTime(contentLine: obs.testCase.dtstart, zone: { try? Zone.named($0) }) else { return nil }
  let day = start.civil.date.daysSinceEpoch
  let year = scale.system.year(containing: day)
  return day - year.months[year.monthIndex(of: day)].first + 1
}
