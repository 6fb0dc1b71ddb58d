// libical 3.0.16's reading of a Hebrew YEARLY rule whose BYMONTH lists Adar I (5L) with
// BYMONTHDAY limited by BYDAY and SKIP=BACKWARD: in a common year the day goes to Shevat, but
// BYDAY looks at Adar only.

import Recurrence
import Zones

extension CatalogueEntry {
  /// Hebrew YEARLY BYMONTH=…5L… with BYMONTHDAY, BYDAY and SKIP=BACKWARD: in a common year
  /// libical 3.0.16 lays 5L's days in Shevat but limits BYDAY inside Adar, so a Shevat day
  /// escapes BYDAY after a day BYDAY keeps and is lost before one (or in a year with none).
  static let hebrewShevatBydayEscape = CatalogueEntry(
    name: "rscale-hebrew-shevat-byday-escape", kind: .libicalMistake,
    summary: "RSCALE=HEBREW, FREQ=YEARLY;BYMONTH with 5L, BYMONTHDAY, BYDAY and SKIP=BACKWARD: in a year without Adar I libical 3.0.16 puts 5L's days in Shevat but applies BYDAY inside Adar, so the Shevat days are kept whatever their weekday after a day BYDAY keeps that year, and lost before it",
    rfc: """
      RFC 7529 §4.2: "5L" is Adar I, which only leap years have; §3.1: SKIP=BACKWARD takes the \
      month before, Shevat (5); RFC 5545 §3.3.10 applies BYDAY after BYMONTHDAY to the days the \
      rule generates, the Shevat days among them. libical's rule (icalrecur.c expand_year_days): \
      set_month lays BYMONTHDAY's days in Shevat (ICU resolves ADAR_1 of a common year to Adar, \
      and BACKWARD steps back one month), but expand_by_day limits only inside the months ICU \
      gives BYMONTH's values (Adar for 5L) and the year's walk starts at the first day it keeps \
      there. BYMONTH=2,4,5L;BYMONTHDAY=28;BYDAY=SU,TH from 2015-10-21: Hebrew 5777 is common; \
      28 Tevet (Thursday 2017-01-26) is kept, so libical also gives Friday 28 Shevat \
      (2017-02-24); in 5780 no Heshvan or Tevet day is kept, so libical loses Sunday 28 Shevat \
      (2020-02-23), Recur's. Predicate: libical's days are this reading's, Recur's the RFC's, \
      from DTSTART up to where both reach, and they differ.
      """,
    reproducer: ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=2,4,5L;BYMONTHDAY=28;BYDAY=SU,TH;SKIP=BACKWARD;COUNT=4", "DTSTART;VALUE=DATE:20151021"),
    expected: (native: ["20170126", "20200223", "20201115", "20230219"],
               libical: ["20170126", "20170224", "20201115", "20210210"]),
    explainsCase: { obs in hebrewShevatBydayEscape(obs, lateYears: 0) })

  /// Whether `obs` is `rscale-hebrew-shevat-byday-escape` with libical's periods `lateYears`
  /// years after DTSTART's (`rscale-yearly-interval-year-late` when not 0; Recur's from DTSTART's).
  static func hebrewShevatBydayEscape(_ obs: Observation, lateYears: Int) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let labels = monthLabels(parts)
    let monthDays = parts.integers("BYMONTHDAY")
    let interval = Int(parts.value("INTERVAL") ?? "1") ?? 1
    guard parts.value("RSCALE") == "HEBREW", parts.value("FREQ") == "YEARLY", parts.value("SKIP") == "BACKWARD",
          labels.contains(where: { $0 == (5, true) }), !monthDays.isEmpty, interval >= 1,
          !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"), !parts.has("BYSETPOS"),
          let entries = bydayEntries(parts), entries.allSatisfy({ $0.1 == 0 }),
          let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date.daysSinceEpoch,
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
    let system = CalendarScale.hebrew.system
    let weekdays = Set(entries.map(\.0))
    let walls = wallTexts(obs)
    func day(_ x: String) -> Int? { ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch }
    let horizon = weighedHorizon(a, b, obs)
    guard let horizonDay = day(horizon) else { return false }
    // BYMONTHDAY's days in month `m` (a day the month lacks is not weighed: out of scope below).
    func days(in m: ScaleMonth) -> [Int]? {
      guard monthDays.allSatisfy({ abs($0) <= m.length }) else { return nil }
      return monthDays.map { $0 > 0 ? m.first + $0 - 1 : m.first + m.length + $0 }
    }
    func index(_ y: ScaleYear, _ n: Int, _ leap: Bool) -> Int? { y.monthIndex(number: n, isLeap: leap) }
    // The RFC's days of year `y` and libical's.
    func rfcDays(_ y: ScaleYear) -> [Int]? {
      var out: [Int] = []
      for (n, leap) in labels {
        guard let i = index(y, n, leap) ?? (leap ? index(y, n, false) : nil) else { continue }
        guard let d = days(in: y.months[i]) else { return nil }
        out += d.filter { weekdays.contains(CivilDate(daysSinceEpoch: $0).weekday) }
      }
      return out
    }
    func libicalDays(_ y: ScaleYear) -> [Int]? {
      var laid: [Int] = [], ranges: [ScaleMonth] = []
      for (n, leap) in labels {
        // Days in the month set_month gives (5L of a common year: Shevat); BYDAY limits inside
        // ICU's month for the value (5L of a common year: Adar).
        let own = index(y, n, leap)
        guard let laidIn = own ?? (leap ? index(y, n, false) : nil),
              let limitIn = own ?? (leap ? index(y, n + 1, false) : nil) else { continue }
        guard let d = days(in: y.months[laidIn]) else { return nil }
        laid += d
        ranges.append(y.months[limitIn])
      }
      func inside(_ d: Int) -> Bool { ranges.contains { d >= $0.first && d < $0.first + $0.length } }
      let kept = laid.filter { inside($0) && weekdays.contains(CivilDate(daysSinceEpoch: $0).weekday) }
      guard let first = kept.min() else { return [] }
      return Array(Set(kept + laid.filter { !inside($0) && $0 > first }))
    }
    // The years of both readings from DTSTART's (libical's `lateYears` later), INTERVAL apart.
    var rfc: [Int] = [], libical: [Int] = []
    var year = system.year(containing: start)
    var k = 0
    while year.first <= horizonDay {
      if k % interval == 0 {
        guard let r = rfcDays(year) else { return false }
        rfc += r
      }
      if k >= lateYears, (k - lateYears) % interval == 0 {
        guard let l = libicalDays(year) else { return false }
        libical += l
      }
      year = system.year(containing: year.first + year.length)
      k += 1
    }
    func cut(_ l: [Int]) -> [Int] { Array(Set(l.filter { $0 >= start && $0 <= horizonDay })).sorted() }
    func dates(_ l: [String]) -> [Int] { Array(Set(l.filter { $0 <= horizon }.compactMap(day))).sorted() }
    let model = cut(libical)
    return dates(a) == cut(rfc) && dates(b) == model && model != cut(rfc)
  }
}

extension Catalogue {
  /// `rscale-yearly-interval-year-late` with `rscale-hebrew-shevat-byday-escape`: libical's
  /// periods begin 1 to 2·INTERVAL years after DTSTART's, each read as that class.
  func classifyLateHebrewShevatEscape(_ obs: Observation) -> String? {
    let escape = CatalogueEntry.hebrewShevatBydayEscape, late = CatalogueEntry.scaleIntervalYearLate
    let parts = RuleParts(obs.testCase.rule)
    guard entries.contains(where: { $0.name == escape.name }), entries.contains(where: { $0.name == late.name }),
          parts.value("RSCALE") == "HEBREW", let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1
    else { return nil }
    let found = (1...min(2 * interval, 12)).contains { CatalogueEntry.hebrewShevatBydayEscape(obs, lateYears: $0) }
    return found ? late.name + "+" + escape.name : nil
  }
}
