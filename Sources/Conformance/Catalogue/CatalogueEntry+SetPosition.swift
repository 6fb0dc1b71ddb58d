// Recur's BYSETPOS weighed where libical gives no evidence about it (`libical-bysetpos-ignored`):
// Recur's answer must be its own set without BYSETPOS, chosen by position period by period
// (RFC 5545 §3.3.10), so a class that names libical's defect never takes a Recur answer that
// picks the wrong instances.

import Recurrence
import Zones

/// Whether Recur's answer for `obs` is Recur's set for the rule without BYSETPOS (and COUNT),
/// each period's instances (FREQ's period on the wall clock: the year, month or week from WKST
/// of the rule's calendar, the day, hour, minute or second) chosen by position: RFC 5545
/// §3.3.10, "the nth occurrence within the set of recurrence instances specified by the rule",
/// negative from the end. The set's last period (the run's limit, UNTIL or the window may
/// have cut it) and Recur's last when its list was cut are not weighed, nor sub-daily periods
/// next to a UTC offset change, nor, when a position counts from the start, DTSTART's period (its instances before
/// DTSTART are not in the set). `FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=-1` from Friday
/// 2026-01-02: the weeks' sets are {Jan 2}, {Jan 5, 7, 9}, {Jan 12, 14, 16}, so the answer
/// is Jan 2, 9, 16; one with Jan 7 is not this reading.
func recurSelectsByPosition(_ obs: Observation, parts: RuleParts) -> Bool {
  let positions = parts.integers("BYSETPOS")
  guard !positions.isEmpty, positions.allSatisfy({ $0 != 0 }), let a = obs.native.outcome.list,
        let freq = parts.value("FREQ"),
        let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil else { return false }
  let scale = parts.value("RSCALE").flatMap { CalendarScale(rawValue: $0.uppercased()) } ?? .gregorian
  let system = scale.system
  let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
  func period(_ t: CivilDateTime) -> Int? {
    let day = t.date.daysSinceEpoch
    switch freq {
    case "YEARLY": return system.year(containing: day).first
    case "MONTHLY":
      let y = system.year(containing: day)
      return y.months[y.monthIndex(of: day)].first
    case "WEEKLY": return day - (t.date.weekday.rawValue - wkst.rawValue + 7) % 7
    case "DAILY": return day
    case "HOURLY": return day * 24 + t.time.hour
    case "MINUTELY":
      let hours: Int = day * 24 + t.time.hour
      return hours * 60 + t.time.minute
    case "SECONDLY":
      let minutes: Int = (day * 24 + t.time.hour) * 60 + t.time.minute
      return minutes * 60 + t.time.second
    default: return nil
    }
  }
  var setCase = obs.testCase
  setCase.rule = parts.removing("BYSETPOS").removing("COUNT").text
  setCase.limit = min(max(obs.testCase.limit, a.count, 1) * 20, 5_000)
  let run = NativeEngine().expand(setCase)
  guard let set = run.outcome.list else { return false }
  let setWalls = run.wall.count == set.count ? run.wall : set
  let walls = wallTexts(obs)
  // Each list's instances by period, in time order.
  func grouped(_ pairs: [(String, String)]) -> (order: [Int], groups: [Int: [String]])? {
    var order: [Int] = [], groups: [Int: [String]] = [:]
    for (x, w) in pairs {
      guard let t = ValueText.civil(w), let key = period(t) else { return nil }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(x)
    }
    return (order, groups.mapValues { $0.sorted() })
  }
  guard let full = grouped(Array(zip(set, setWalls))), let recur = grouped(a.map { ($0, walls[$0] ?? $0) }),
        let startKey = period(start) else { return false }
  // The periods weighed: not one a cut may have shortened, nor DTSTART's when positions count
  // from the start.
  var skipped = Set<Int>()
  // The set's last period: cut by the run's limit, or by UNTIL or the window, which bound the
  // recurrence set after BYSETPOS has chosen among the whole period's instances.
  if let last = full.order.last { skipped.insert(last) }
  // Sub-daily periods next to a UTC offset change, or with an instant twice (a gap's wall clock
  // and the next one), are read on the wall clock ambiguously: not weighed.
  if ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq), obs.zone != nil {
    for pairs in [Array(zip(set, setWalls)), a.map { ($0, walls[$0] ?? $0) }] {
      var previous: (offset: Int, key: Int)?
      var seen = Set<String>()
      for (x, w) in pairs {
        guard let t = ValueText.civil(w), let key = period(t), let u = ValueText.civil(x) else { return false }
        let offset = seconds(t) - seconds(u)
        if let p = previous, p.offset != offset { skipped.formUnion([p.key - 1, p.key, key, key + 1]) }
        if !seen.insert(x).inserted { skipped.insert(key) }
        previous = (offset, key)
      }
    }
  }
  let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
  if a.count >= cap, let last = recur.order.last { skipped.insert(last) }
  if positions.contains(where: { $0 > 0 }) { skipped.insert(startKey) }
  let setEnd = full.order.last
  let recurEnd = a.count >= cap ? recur.order.last : nil
  func weighed(_ key: Int) -> Bool {
    !skipped.contains(key) && (setEnd.map { key < $0 } ?? true) && (recurEnd.map { key < $0 } ?? true)
  }
  var chosen: [Int: [String]] = [:]
  for key in full.order where weighed(key) {
    let group = full.groups[key] ?? []
    let picked = group.indices.filter { positions.contains($0 + 1) || positions.contains($0 - group.count) }.map { group[$0] }
    if !picked.isEmpty { chosen[key] = picked }
  }
  // Every weighed period has exactly the chosen instances in Recur's answer, and Recur has
  // nothing in a period its set lacks.
  for key in recur.order where weighed(key) && full.groups[key] == nil { return false }
  for key in Set(chosen.keys).union(recur.order.filter(weighed)) where (recur.groups[key] ?? []) != (chosen[key] ?? []) {
    return false
  }
  return true
}

/// Seconds since the epoch of a civil date-time read as UTC.
private func seconds(_ t: CivilDateTime) -> Int {
  let days: Int = t.date.daysSinceEpoch
  return days * 86_400 + t.time.hour * 3_600 + t.time.minute * 60 + t.time.second
}
