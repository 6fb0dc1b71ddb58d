// libical-duplicate-month-day for a YEARLY BYMONTH list whose leap month nL the year lacks: SKIP
// names a month the list holds too, so libical 3.0.16 makes that month's days twice.

import Recurrence

extension CatalogueEntry {
  /// `libical-duplicate-month-day`'s reading for a YEARLY rule with BYSETPOS and a leap month nL
  /// in BYMONTH next to the month SKIP gives a year without nL (FORWARD: n+1, BACKWARD: n):
  /// whether an occurrence's wall text lies in such a year, where libical counts that month's
  /// days twice toward BYSETPOS's set. Nil outside that scope. Hebrew 5772 has no Adar I, so
  /// `BYMONTH=10,6,5L;SKIP=FORWARD` names Adar twice.
  /// With `moved` (lunisolar combinations: `chinese-new-moon-day`'s months), the occurrences it
  /// reads are left out of that comparison.
  static func doubledLeapMonthReading(_ obs: Observation,
                                      tolerating moved: (@Sendable (String) -> Bool)? = nil) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let skip = parts.value("SKIP") ?? "OMIT"
    // BYDAY recounts the days libical keeps (rscale-yearly-byday-walk); BYYEARDAY and BYWEEKNO
    // name days of the year, not of the listed months.
    guard parts.value("FREQ") == "YEARLY", parts.has("BYSETPOS"), skip != "OMIT", !parts.has("BYDAY"),
          !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"),
          let scale = parts.value("RSCALE").flatMap({ CalendarScale(rawValue: $0) }) else { return nil }
    let listed = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map { String($0).uppercased() })
    // The leap months whose SKIP month is listed too.
    let doubled = listed.compactMap { value -> Int? in
      guard value.hasSuffix("L"), let n = Int(value.dropLast()) else { return nil }
      return listed.contains(String(skip == "FORWARD" ? n + 1 : n)) ? n : nil
    }
    guard !doubled.isEmpty else { return nil }
    let system = scale.system
    @Sendable func lacksOne(_ year: ScaleYear) -> Bool {
      doubled.contains { year.monthIndex(number: $0, isLeap: true) == nil }
    }
    // The year a day belongs to: a day FORWARD moved past the year's last month, the year before.
    @Sendable func period(_ day: Int) -> ScaleYear {
      let year = system.year(containing: day)
      return skip == "FORWARD" && day == year.first ? system.year(containing: day - 1) : year
    }
    // In such a year the set is the rule's without nL (nothing is named twice there), and libical
    // answers that rule rightly: Recur's days there must be its answer, so the class never takes
    // a year where Recur is the one that is wrong. COUNT goes, so the answer reaches as far, and
    // INTERVAL (each year's set is the same), so libical's late first period stays out of it.
    let twice = Set(doubled.map { "\($0)L" })
    let plainRule = obs.testCase.rule.split(separator: ";").compactMap { part -> String? in
      let name = part.split(separator: "=").first.map { $0.uppercased() } ?? ""
      if name == "COUNT" || name == "INTERVAL" { return nil }
      guard name == "BYMONTH" else { return String(part) }
      let kept = (parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init).filter { !twice.contains($0) }
      return "BYMONTH=" + kept.joined(separator: ",")
    }.joined(separator: ";")
    let walls = wallTexts(obs)
    // The wall clocks of libical's answer (the occurrences themselves when not zoned).
    // Every year libical answers for is one of Recur's periods only every INTERVAL years, so it
    // is asked for that many times as many occurrences.
    let interval = max(1, Int(parts.value("INTERVAL") ?? "1") ?? 1)
    var plainCase = obs.testCase
    plainCase.rule = plainRule
    plainCase.limit = min(obs.testCase.limit * interval, 2_000)
    guard let plain = obs.rerun?(plainCase), let a = obs.native.outcome.list,
          let lastA = a.last.flatMap({ ValueText.civil(walls[$0] ?? $0)?.date.daysSinceEpoch }) else { return nil }
    let plainList: [String], plainWalls: [String], lastPlain: Int
    if let list = plain.outcome.list {
      plainList = list
      plainWalls = plain.wall.count == list.count ? plain.wall : list
      // A list its own rule ended (UNTIL) covers every year.
      if list.count < plainCase.limit {
        lastPlain = Int.max
      } else {
        guard let last = plainWalls.last.flatMap({ ValueText.civil($0)?.date.daysSinceEpoch }) else { return nil }
        lastPlain = last
      }
    } else {
      // libical refuses the rule without nL when BYSETPOS finds nothing in its first search
      // (Hebrew BYMONTH=5L,5;BYMONTHDAY=-30,10;BYSETPOS=-3: two days a year without Adar I):
      // its answer is then read from its set without BYSETPOS, year by year.
      guard let read = refusedComparisonAnswer(obs, plainCase, refused: plain, period: { period($0).year }) else { return nil }
      (plainList, plainWalls, lastPlain) = read
    }
    // Recur's list, too, covers every year when UNTIL (not COUNT or the limit) ended it.
    let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    let horizon = min(a.count < cap ? Int.max : lastA, lastPlain)
    // Each list's occurrences up to the horizon, by the year they belong to.
    func byYear(_ pairs: [(String, String)]) -> [Int: [String]] {
      var years: [Int: [String]] = [:]
      for (x, wall) in pairs {
        guard let day = ValueText.civil(wall)?.date.daysSinceEpoch, day <= horizon, !(moved?(wall) ?? false) else { continue }
        years[period(day).year, default: []].append(x)
      }
      return years
    }
    let recur = byYear(a.map { ($0, walls[$0] ?? $0) }), libical = byYear(Array(zip(plainList, plainWalls)))
    return { wall in
      guard let day = ValueText.civil(wall)?.date.daysSinceEpoch, day <= horizon else { return false }
      let year = period(day)
      return lacksOne(year) && recur[year.year] == libical[year.year]
    }
  }
}
