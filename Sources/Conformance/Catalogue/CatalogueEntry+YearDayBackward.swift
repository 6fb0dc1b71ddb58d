// libical 3.0.16 with a negative BYYEARDAY that RFC 7529 SKIP=BACKWARD moves before a year's
// first day: BYDAY and BYSETPOS see only the year's own days, so the moved day is lost.

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// YEARLY BYYEARDAY with a negative value, SKIP=BACKWARD and BYDAY or BYSETPOS: libical 3.0.16
  /// loses the previous year's last day that SKIP moves the value to when the year lacks it.
  static let yearDayBackwardLost = CatalogueEntry(
    name: "libical-year-day-backward-lost", kind: .libicalMistake,
    summary: "RSCALE, FREQ=YEARLY;BYYEARDAY with a negative value and SKIP=BACKWARD, with BYDAY or BYSETPOS: a year too short for the value moves it to the previous year's last day, which libical 3.0.16 never yields (its BYDAY and BYSETPOS filter the year's own days only and its walk starts at the first own day kept)",
    rfc: """
      RFC 7529 §3.1: with SKIP=BACKWARD an invalid generated day moves to the previous valid \
      day; a negative BYYEARDAY a year lacks (-365 in a Chinese year of 354 days) names a day \
      before the year's first, so it moves to the last day of the year before (docs/SEMANTICS.md \
      "Invalid dates"), and RFC 5545 §3.3.10 applies BYDAY after BYYEARDAY, limiting the moved, \
      valid day by its weekday. libical's rule (icalrecur.c expand_year_days, expand_by_day, \
      filter_bysetpos): the moved day is marked as day 0 of the year, BYDAY and BYSETPOS filter \
      days 1 to the year's length, and the year's walk starts at the first day they keep there, \
      so day 0 is never reached (without BYDAY and BYSETPOS libical yields it). Chinese 2032 \
      begins on 2032-02-11 with 354 days: BYYEARDAY=268,20,-365;BYDAY=TU;SKIP=BACKWARD gives \
      Tuesday 2032-02-10, the last day of 2031, which libical drops; with SKIP=OMIT both engines \
      agree. Predicate: libical's list is exactly Recur's answer for the rule with SKIP=OMIT \
      (every positive value valid in every year the lists cover, so OMIT changes only the \
      negative values' moves), and each occurrence only Recur has is the last day of a year \
      before a year that lacks a negative BYYEARDAY value.
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=YEARLY;BYYEARDAY=20,-365;BYDAY=TU;SKIP=BACKWARD;COUNT=4", "DTSTART;VALUE=DATE:20300101"),
    expected: (native: ["20310211", "20320210", "20350227", "20380223"],
               libical: ["20310211", "20350227", "20380223", "20520220"]),
    explainsCase: { obs in yearDayBackwardLostHolds(obs) })

  /// `libical-year-day-backward-lost`'s predicate (see the entry).
  static func yearDayBackwardLostHolds(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let values = parts.integers("BYYEARDAY")
    let setpos = parts.integers("BYSETPOS")
    // With BYSETPOS and no BYDAY libical's set size counts the moved value (a negative position
    // then picks another day than SKIP=OMIT would): outside the class.
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", parts.value("SKIP") == "BACKWARD", values.contains(where: { $0 < 0 }),
          !parts.has("BYMONTH"), !parts.has("BYMONTHDAY"), !parts.has("BYWEEKNO"),
          parts.has("BYDAY") || (!setpos.isEmpty && setpos.allSatisfy { $0 > 0 }),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
    let system = scale.system
    let walls = wallTexts(obs)
    func day(_ x: String) -> Int? { ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch }
    guard let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date.daysSinceEpoch,
          let last = (a + b).compactMap(day).max() else { return false }
    // Every positive value is a day of every year covered, so SKIP has nothing else to move.
    if let longest = values.filter({ $0 > 0 }).max() {
      var y = system.year(containing: start)
      var years = 0
      while y.first <= last {
        guard y.length >= longest, years < 1_000 else { return false }
        y = system.year(containing: y.first + y.length)
        years += 1
      }
    }
    var omit = obs.testCase
    omit.rule = parts.removing("SKIP").text
    guard let plain = NativeEngine().expand(omit).outcome.list, plain == b else { return false }
    // What only Recur has are days SKIP moved back: a year's last day before a year too short.
    let negatives = values.filter { $0 < 0 }.map { -$0 }
    let kept = Set(plain)
    let only = a.filter { !kept.contains($0) }
    return !only.isEmpty && only.allSatisfy { x in
      guard let d = day(x), system.year(containing: d).first + system.year(containing: d).length == d + 1 else { return false }
      let next = system.year(containing: d + 1)
      return negatives.contains { $0 > next.length }
    }
  }
}
