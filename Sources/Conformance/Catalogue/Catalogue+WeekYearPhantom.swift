// A YEARLY BYWEEKNO=53 rule with INTERVAL whose libical answer has both a phantom week 53 (the
// week 1 after a 52-week year, `libical-byweekno-year-end`) and week-53 days of the week-numbering
// year before a calendar year it counts (`byweekno-week-numbering-year`).

import Zones

extension Catalogue {
  /// `byweekno-week-numbering-year+libical-byweekno-year-end`: libical's list without its
  /// phantom week-53 days is explained by the week-numbering-year periods.
  /// `FREQ=YEARLY;INTERVAL=5;BYMONTH=9,1;BYWEEKNO=53,-35;BYDAY=TH,SA,MO` from 2034-04-04: Recur's
  /// periods are the week-numbering years 2034, 2039 and 2044 (none has a week 53); libical's
  /// are the calendar years, with Saturday 2044-01-02 (week 53 of 2043) and its phantom week 53
  /// of 2038, Saturday 2039-01-08 (week 1 of 2039).
  func classifyWeekYearsWithPhantoms(_ obs: Observation) -> String? {
    let years = CatalogueEntry.weekNumberingYear, end = CatalogueEntry.weekNoYearEnd
    let parts = RuleParts(obs.testCase.rule)
    let weeks = Set(parts.integers("BYWEEKNO"))
    guard parts.value("FREQ") == "YEARLY", weeks.contains(53),
          entries.contains(where: { $0.name == years.name }), entries.contains(where: { $0.name == end.name }),
          let b = obs.oracle.outcome.list else { return nil }
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    let walls = wallTexts(obs)
    let kept = b.filter { x in ValueText.civil(walls[x] ?? x).map { !isPhantomWeek53($0.date, weeks: weeks, wkst: wkst) } ?? true }
    guard kept.count < b.count else { return nil }
    let zoned = obs.oracle.wall.count == b.count && !b.isEmpty
    let oracle = Expansion(outcome: .occurrences(kept), wall: zoned ? kept.map { walls[$0] ?? $0 } : [])
    let trimmed = Observation(testCase: obs.testCase, native: obs.native, oracle: oracle, checkedRerun: obs.rerun)
    if let a = obs.native.outcome.list, a == kept { return end.name }
    return years.explainsCase?(trimmed) == true ? years.name + "+" + end.name : nil
  }
}
