// A YEARLY BYWEEKNO rule with BYSETPOS where libical 3.0.16 applies BYSETPOS to its own set
// (which another catalogued class makes differ from Recur's) by calendar year.

import Zones

extension Catalogue {
  /// `libical-byweekno-setpos-calendar-year+X`: Recur's answer is BYSETPOS applied to each
  /// week-numbering year of its set without BYSETPOS, libical's is BYSETPOS applied to each
  /// calendar year of libical's own set without BYSETPOS, and the two sets differ by the
  /// catalogued class X. `FREQ=YEARLY;BYMONTH=12,11,1;BYWEEKNO=-1,31;BYDAY=TU,SA;BYSETPOS=-1`
  /// from 2019-10-17 Chatham: Recur's last of week-numbering year 2020 is Saturday 2021-01-02;
  /// libical's set loses January's week-1 edge (`libical-byweekno-month-edge-cut`) and its last
  /// of calendar year 2020 is Tuesday 2020-12-29.
  func classifyWeekNoSetPosOnOwnSet(_ obs: Observation) -> String? {
    let name = CatalogueEntry.weekNoSetPosCalendarYear.name
    let parts = RuleParts(obs.testCase.rule)
    guard entries.contains(where: { $0.name == name }), parts.value("FREQ") == "YEARLY",
          parts.has("BYWEEKNO"), parts.has("BYSETPOS"),
          ["BYHOUR", "BYMINUTE", "BYSECOND"].allSatisfy({ parts.integers($0).count <= 1 }),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return nil }
    let positions = Set(parts.integers("BYSETPOS"))
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    var variant = obs.testCase
    variant.rule = parts.removing("BYSETPOS").removing("COUNT").text
    variant.limit = max(a.count, b.count, 1) * 30
    var ours = NativeEngine().expand(variant)
    guard let theirs = obs.rerun?(variant) else { return nil }
    // libical 3.0.16 searches no further than 2582: Recur's set is weighed up to there, as a set
    // the limit cut.
    if let list = ours.outcome.list, ours.wall.count == list.count || ours.wall.isEmpty {
      let n = (ours.wall.isEmpty ? list : ours.wall).prefix { (ValueText.civil($0)?.date.year ?? 0) < 2_582 }.count
      if n < list.count, n > 0 {
        ours = Expansion(outcome: .occurrences(Array(list.prefix(n))), wall: Array(ours.wall.prefix(n)))
        variant.limit = n
      }
    }
    guard let ourSet = ours.outcome.list, let theirSet = theirs.outcome.list, ourSet != theirSet else { return nil }
    let count = parts.value("COUNT").flatMap { Int($0) } ?? Int.max
    // BYSETPOS applied to each period of `set` (its occurrences in order, grouped by `period`),
    // up to the last period the set covers whole.
    func picks(_ set: [String], walls: [String], period: (CivilDate) -> Int) -> [String]? {
      guard walls.count == set.count || walls.isEmpty else { return nil }
      var groups: [(Int, [String])] = []
      for (i, x) in set.enumerated() {
        guard let d = ValueText.civil(walls.isEmpty ? x : walls[i])?.date else { return nil }
        let p = period(d)
        if let last = groups.last, last.0 == p { groups[groups.count - 1].1.append(x) } else { groups.append((p, [x])) }
      }
      if set.count >= variant.limit { groups.removeLast() }
      var out: [String] = []
      for (_, days) in groups {
        out += days.indices.filter { positions.contains($0 + 1) || positions.contains($0 - days.count) }.map { days[$0] }
      }
      return Array(out.prefix(count))
    }
    // libical's rule on its own set (the entry's): each week-numbering year's days, numbered
    // from the first in its calendar year, negative positions from the whole year's count, its
    // days in the next January always kept. WKST=TU from 2007-09-14, BYWEEKNO=-52,-41;BYDAY=FR,TU:
    // libical's 2010 set is 2009-12-29, 2010-01-01, 03-16, 03-19, and BYSETPOS=-1,1 gives 01-01.
    func ownYearPicks(_ set: [String], walls: [String]) -> [String]? {
      guard walls.count == set.count || walls.isEmpty else { return nil }
      var groups: [(Int, [(String, CivilDate)])] = []
      for (i, x) in set.enumerated() {
        guard let d = ValueText.civil(walls.isEmpty ? x : walls[i])?.date else { return nil }
        let y = WeekNumbering.week(of: d, wkst: wkst).year
        if let last = groups.last, last.0 == y { groups[groups.count - 1].1.append((x, d)) } else { groups.append((y, [(x, d)])) }
      }
      if set.count >= variant.limit { groups.removeLast() }
      var out: [String] = []
      for (y, days) in groups {
        let inYear = days.filter { $0.1.year == y }.map(\.0)
        let total = days.count
        out += inYear.indices.filter { positions.contains($0 + 1) || positions.contains($0 - total) }.map { inYear[$0] }
        out += days.filter { $0.1.year > y }.map(\.0)
      }
      return Array(out.prefix(count))
    }
    guard let recur = picks(ourSet, walls: ours.wall, period: { WeekNumbering.week(of: $0, wkst: wkst).year }),
          recur.count >= min(a.count, count), Array(recur.prefix(a.count)) == a else { return nil }
    let matches = { (libical: [String]?) -> Bool in
      guard let libical else { return false }
      return libical.count >= min(b.count, count) && Array(libical.prefix(b.count)) == b
    }
    guard matches(picks(theirSet, walls: theirs.wall, period: { $0.year })) || matches(ownYearPicks(theirSet, walls: theirs.wall)) else { return nil }
    // The sets differ by a catalogued class.
    let sets = Observation(testCase: variant, native: ours, oracle: theirs, checkedRerun: obs.rerun)
    let byEntries = classifyByEntries(sets)
    // Or two classes at once: the week-52 days libical loses, and another in the rest.
    let rest = byEntries != Self.unexplained ? byEntries : classifyWithoutYearEndDays(sets) ?? byEntries
    guard rest != Self.unexplained, !rest.split(separator: "+").contains(where: { $0 == name }) else { return nil }
    return name + "+" + rest
  }
}
