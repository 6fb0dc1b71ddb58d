// Catalogue entry for libical 3.0.16's BYWEEKNO expansion (RFC 5545 §3.3.10 week numbering):
// the last days of week 52 in a year of 52 weeks are lost.

import Zones

extension CatalogueEntry {
  /// In a week-numbering year of 52 weeks, libical 3.0.16 yields no day of week 52 from the
  /// 364th day of the year on (Dec 29 in leap years, Dec 30 otherwise) nor in January.
  static let weekNo52Cut = CatalogueEntry(
    name: "libical-byweekno-52-cut", kind: .libicalMistake,
    summary: "with BYWEEKNO=52 (or -1) in a year of 52 weeks, libical 3.0.16 drops the days of that week from the year's 364th day on (and those in January)",
    rfc: """
      RFC 5545 §3.3.10: "The BYWEEKNO rule part specifies a COMMA-separated list of ordinals \
      specifying weeks of the year. ... A week is defined as a seven day period, starting on the \
      day of the week defined to be the week start (see WKST). Week number one of the calendar \
      year is the first week that contains at least four (4) days in that calendar year." 2016 \
      has 52 weeks; week 52 is Monday 2016-12-26 to Sunday 2017-01-01, so BYWEEKNO=52;BYDAY=TH \
      is Thursday 2016-12-29 (python-dateutil agrees). libical 3.0.16 gives Dec 26-28 only \
      (2021: Dec 27-29); week 53 of a 53-week year it expands whole. Predicate: Recur's list \
      without the days of week 52 of a 52-week year that lie on or after day 364 or in the next \
      year lines up with libical's (with its lists sorted).
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=52;BYDAY=TH;COUNT=3", "DTSTART;VALUE=DATE:20150601"),
    expected: (native: ["20151224", "20161229", "20171228"],
               libical: ["20151224", "20171228", "20181227"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let walls = obs.native.wall.count == a.count ? obs.native.wall : a
      let kept = zip(a, walls).filter { _, w in
        guard let c = ValueText.civil(w) else { return true }
        return !WeekNumbering.inCutEndOfWeek52(c.date, wkst: wkst)
      }.map(\.0)
      guard kept.count < a.count, !kept.isEmpty else { return false }
      return linesUp(kept: kept, from: a, with: b)
    })
}

/// RFC 5545 §3.3.10 week numbering with a week start: the week-numbering year of a date.
enum WeekNumbering {
  /// The first day of week 1 of `year` for weeks starting on `wkst`: the week holding January 4.
  static func weekOneStart(_ year: Int, wkst: Weekday) -> Int {
    let jan4 = CivilDate(uncheckedYear: year, month: 1, day: 4)
    return jan4.daysSinceEpoch - jan4.weekday.days(after: wkst)
  }

  /// Whether `d` is in week 52 of a week-numbering year with 52 weeks, on or after that
  /// calendar year's 364th day or in the following calendar year.
  static func inCutEndOfWeek52(_ d: CivilDate, wkst: Weekday) -> Bool {
    let day = d.daysSinceEpoch
    var y = d.year + 1
    while y > d.year - 2, weekOneStart(y, wkst: wkst) > day { y -= 1 }
    let start = weekOneStart(y, wkst: wkst)
    let weeks = (weekOneStart(y + 1, wkst: wkst) - start) / 7
    let week = (day - start) / 7 + 1
    guard weeks == 52, week == 52 else { return false }
    return d.year > y || d.dayOfYear >= 364
  }
}
