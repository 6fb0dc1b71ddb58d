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
    func untilLibicalsEnd(_ e: Expansion) -> (Expansion, limit: Int?) {
      guard let list = e.outcome.list, e.wall.count == list.count || e.wall.isEmpty else { return (e, nil) }
      let n = (e.wall.isEmpty ? list : e.wall).prefix { (ValueText.civil($0)?.date.year ?? 0) < 2_582 }.count
      guard n < list.count, n > 0 else { return (e, nil) }
      return (Expansion(outcome: .occurrences(Array(list.prefix(n))), wall: Array(e.wall.prefix(n))), n)
    }
    let cutOurs = untilLibicalsEnd(ours)
    ours = cutOurs.0
    if let n = cutOurs.limit { variant.limit = n }
    guard let ourSet = ours.outcome.list, let theirSet = theirs.outcome.list, ourSet != theirSet else { return nil }
    // BYSETPOS numbers DTSTART's year's days before DTSTART too: the picks come from the sets
    // run from that year's start (Recur's week-numbering year's week 1, libical's January 1, so
    // that neither engine's first period moves), and count from DTSTART on.
    var first = obs.testCase
    first.rule = "FREQ=DAILY;COUNT=1"
    guard let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date,
          let threshold = NativeEngine().expand(first).outcome.list?.first,
          var oursEarlyCase = movingStart(variant, to: CivilDate(daysSinceEpoch: WeekNumbering.weekOneStart(
            WeekNumbering.week(of: start, wkst: wkst).year, wkst: wkst))),
          var theirsEarlyCase = movingStart(variant, to: CivilDate(uncheckedYear: start.year, month: 1, day: 1)) else { return nil }
    oursEarlyCase.limit = variant.limit + 400
    theirsEarlyCase.limit = variant.limit + 400
    let oursEarly = untilLibicalsEnd(NativeEngine().expand(oursEarlyCase))
    guard let theirsEarly = obs.rerun?(theirsEarlyCase), let ourEarlySet = oursEarly.0.outcome.list,
          let theirEarlySet = theirsEarly.outcome.list else { return nil }
    let ourEarlyLimit = oursEarly.limit ?? oursEarlyCase.limit
    let count = parts.value("COUNT").flatMap { Int($0) } ?? Int.max
    // BYSETPOS applied to each period of `set` (its occurrences in order, grouped by `period`),
    // up to the last period the set covers whole.
    func picks(_ set: [String], walls: [String], limit: Int, period: (CivilDate) -> Int) -> [String]? {
      guard walls.count == set.count || walls.isEmpty else { return nil }
      var groups: [(Int, [String])] = []
      for (i, x) in set.enumerated() {
        guard let d = ValueText.civil(walls.isEmpty ? x : walls[i])?.date else { return nil }
        let p = period(d)
        if let last = groups.last, last.0 == p { groups[groups.count - 1].1.append(x) } else { groups.append((p, [x])) }
      }
      if set.count >= limit { groups.removeLast() }
      var out: [String] = []
      for (_, days) in groups {
        out += days.indices.filter { positions.contains($0 + 1) || positions.contains($0 - days.count) }.map { days[$0] }
      }
      return Array(out.filter { $0 >= threshold }.prefix(count))
    }
    // libical's rule on its own set (the entry's): each week-numbering year's days, numbered
    // from the first in its calendar year, negative positions from the whole year's count, its
    // days in the next January always kept. WKST=TU from 2007-09-14, BYWEEKNO=-52,-41;BYDAY=FR,TU:
    // libical's 2010 set is 2009-12-29, 2010-01-01, 03-16, 03-19, and BYSETPOS=-1,1 gives 01-01.
    func ownYearPicks(_ set: [String], walls: [String], limit: Int) -> [String]? {
      guard walls.count == set.count || walls.isEmpty else { return nil }
      var groups: [(Int, [(String, CivilDate)])] = []
      for (i, x) in set.enumerated() {
        guard let d = ValueText.civil(walls.isEmpty ? x : walls[i])?.date else { return nil }
        let y = WeekNumbering.week(of: d, wkst: wkst).year
        if let last = groups.last, last.0 == y { groups[groups.count - 1].1.append((x, d)) } else { groups.append((y, [(x, d)])) }
      }
      if set.count >= limit { groups.removeLast() }
      var out: [String] = []
      for (y, days) in groups {
        let inYear = days.filter { $0.1.year == y }.map(\.0)
        let total = days.count
        out += inYear.indices.filter { positions.contains($0 + 1) || positions.contains($0 - total) }.map { inYear[$0] }
        out += days.filter { $0.1.year > y }.map(\.0)
      }
      return Array(out.filter { $0 >= threshold }.prefix(count))
    }
    guard let recur = picks(ourEarlySet, walls: oursEarly.0.wall, limit: ourEarlyLimit, period: { WeekNumbering.week(of: $0, wkst: wkst).year }),
          recur.count >= min(a.count, count), Array(recur.prefix(a.count)) == a else { return nil }
    let matches = { (libical: [String]?) -> Bool in
      guard let libical else { return false }
      return libical.count >= min(b.count, count) && Array(libical.prefix(b.count)) == b
    }
    guard matches(picks(theirEarlySet, walls: theirsEarly.wall, limit: theirsEarlyCase.limit, period: { $0.year }))
            || matches(ownYearPicks(theirEarlySet, walls: theirsEarly.wall, limit: theirsEarlyCase.limit)) else { return nil }
    // The sets differ by a catalogued class.
    let sets = Observation(testCase: variant, native: ours, oracle: theirs, checkedRerun: obs.rerun)
    let byEntries = classifyByEntries(sets)
    // Or two classes at once: the week-52 days (or, under BYMONTH, the month-edge days) libical
    // loses, and another in the rest.
    let rest = byEntries != Self.unexplained ? byEntries
      : classifyWithoutYearEndDays(sets) ?? classifyWithoutMonthEdgeDays(sets) ?? byEntries
    guard rest != Self.unexplained, !rest.split(separator: "+").contains(where: { $0 == name }) else { return nil }
    return name + "+" + rest
  }
}
