// Catalogue entries for rules under a non-Gregorian RSCALE (RFC 7529).

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
      2·INTERVAL years later, and libical's whole answer must equal Recur's from that anchor.
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
            let theirs = obs.oracle.outcome.list, obs.native.outcome.list != theirs,
            obs.oracle.outcome.list?.isEmpty == false else { return false }
      // libical's first period is one of the next few years (seen: + 1 to + 3 with INTERVAL=2).
      return (1...min(2 * interval, 12)).contains { k in
        yearLaterCase(obs.testCase, parts: parts, scale: scale, years: k)
          .map { NativeEngine().expand($0).outcome.list == theirs } ?? false
      }
    })
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
            let theirs = obs.oracle.outcome.list, obs.native.outcome.list != theirs,
            obs.oracle.outcome.list?.isEmpty == false else { return false }
      return (1...min(2 * interval, 13)).contains { k in
        monthLaterCase(obs.testCase, parts: parts, scale: scale, months: k)
          .map { NativeEngine().expand($0).outcome.list == theirs } ?? false
      }
    })
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
  let value = start.isDate ? LibICalTextBridge.date(next)
    : LibICalTextBridge.local(CivilDateTime(date: next, time: civil.time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  var later = c
  later.rule = rule
  later.dtstart = String(c.dtstart[...colon]) + value
  return later
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
  let value = start.isDate ? LibICalTextBridge.date(next)
    : LibICalTextBridge.local(CivilDateTime(date: next, time: civil.time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  var later = c
  later.rule = rule
  later.dtstart = String(c.dtstart[...colon]) + value
  return later
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
      let listed = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
      guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale.hasLeapMonths,
            parts.value("FREQ") == "MONTHLY", listed.contains(where: { $0.hasSuffix("L") }),
            let skip = parts.value("SKIP"), skip != "OMIT",
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let walls = wallTexts(obs)
      let system = scale.system
      func isListed(_ x: String) -> Bool {
        guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
        let y = system.year(containing: d)
        let m = y.months[y.monthIndex(of: d)]
        return listed.contains("\(m.number)" + (m.isLeap ? "L" : ""))
      }
      let kept = a.filter(isListed)
      guard kept != a else { return false }
      let nativeComplete = a.count < obs.testCase.limit && !parts.has("COUNT")
      let horizon = [nativeComplete ? nil : a.last, b.count < obs.testCase.limit ? nil : b.last].compactMap { $0 }.min()
      func cut(_ l: [String]) -> [String] { horizon.map { h in l.filter { $0 <= h } } ?? l }
      return cut(kept) == cut(b)
    })
}

extension CatalogueEntry {
  /// `libical-skip-moved-day` in a calendar with other months: libical drops a MONTHLY day SKIP moved.
  static let scaleSkipMovedDay = CatalogueEntry(
    name: "rscale-skip-moved-day", kind: .libicalMistake,
    summary: "RSCALE with non-Gregorian months, FREQ=MONTHLY;BYMONTH;BYMONTHDAY with SKIP: libical 3.0.16 drops a day SKIP moved (it judges the moved day by BYMONTH or BYMONTHDAY again), as it does under GREGORIAN",
    rfc: """
      RFC 7529 §3.1: SKIP=FORWARD "the next valid day" replaces an invalid generated day; RFC 5545 \\
      §3.3.10 applies BYMONTH before BYMONTHDAY, so the moved day is not filtered again. 30 Jumada \\
      II does not exist in the tabular Islamic calendar (29 days): FORWARD gives 1 Rajab.
      """,
    reproducer: ("RSCALE=ISLAMIC-TBLA;FREQ=MONTHLY;BYMONTH=6;BYMONTHDAY=30;SKIP=FORWARD;COUNT=2", "DTSTART:20071026T140300"),
    expected: (native: ["20080704T140300", "20090623T140300"], libical: []),
    explainsCase: { obs in
      // libical's answer is Recur's without the days whose month or day number the rule does
      // not name (the moved ones), up to where both answers reach.
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), !scale.hasGregorianMonths,
            parts.value("FREQ") == "MONTHLY", parts.has("BYMONTH"), parts.has("BYMONTHDAY"),
            !parts.has("BYSETPOS"), !parts.has("BYDAY"), (parts.value("SKIP") ?? "OMIT") != "OMIT",
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let listedMonths = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
      let listedDays = parts.integers("BYMONTHDAY")
      let walls = wallTexts(obs)
      let system = scale.system
      func named(_ x: String) -> Bool {
        guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return true }
        let y = system.year(containing: d)
        let m = y.months[y.monthIndex(of: d)]
        let n = d - m.first + 1
        return listedMonths.contains("\(m.number)" + (m.isLeap ? "L" : ""))
          && listedDays.contains { $0 > 0 ? $0 == n : m.length + $0 + 1 == n }
      }
      let kept = a.filter(named)
      guard kept != a else { return false }
      let nativeComplete = a.count < obs.testCase.limit && !parts.has("COUNT")
      let horizon = [nativeComplete ? nil : a.last, b.count < obs.testCase.limit ? nil : b.last].compactMap { $0 }.min()
      func cut(_ l: [String]) -> [String] { horizon.map { h in l.filter { $0 <= h } } ?? l }
      return cut(kept) == cut(b)
    })
}
