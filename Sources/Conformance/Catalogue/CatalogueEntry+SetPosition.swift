// Recur's BYSETPOS weighed where libical gives no evidence about it (`libical-bysetpos-ignored`):
// Recur's answer must be its own set without BYSETPOS, chosen by position period by period
// (RFC 5545 §3.3.10), so a class that names libical's defect never takes a Recur answer that
// picks the wrong instances.

import Recurrence
import Zones

/// Whether Recur's answer for `obs` is Recur's set for the rule without BYSETPOS (and COUNT),
/// each period's instances (FREQ's period on the wall clock: the year, month or week from WKST
/// of the rule's calendar, the day, hour, minute or second) chosen by position in wall-clock order: RFC 5545
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
  // Each list's instances by period, in wall-clock order: the order Recur counts positions in
  // (docs/SEMANTICS.md; on a gap day a gap time read with the offset before the gap can come
  // after a later wall-clock time, Chatham 1998-10-04 03:00 = 14:15Z after 03:51 = 14:06Z).
  func grouped(_ pairs: [(String, String)]) -> (order: [Int], groups: [Int: [String]])? {
    var order: [Int] = [], groups: [Int: [(String, String)]] = [:]
    for (x, w) in pairs {
      guard let t = ValueText.civil(w), let key = period(t) else { return nil }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append((x, w))
    }
    return (order, groups.mapValues { $0.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0) })
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
  // RFC 7529 SKIP moves a day past its month's end into the next month (FORWARD) or before its
  // start (BACKWARD), and with it the instance stays its own period's: a period with an
  // instance on its first day (FORWARD) or last day (BACKWARD) may hold its neighbour's, so
  // neither is weighed. BYMONTHDAY=30;SKIP=FORWARD in a 29-day month gives the next month's 1st.
  let skip = parts.value("SKIP") ?? "OMIT"
  if freq == "MONTHLY" || freq == "YEARLY", skip != "OMIT" {
    for w in setWalls {
      guard let day = ValueText.civil(w)?.date.daysSinceEpoch else { return false }
      let y = system.year(containing: day)
      let (first, length): (Int, Int)
      if freq == "YEARLY" {
        (first, length) = (y.first, y.length)
      } else {
        let m = y.months[y.monthIndex(of: day)]
        (first, length) = (m.first, m.length)
      }
      // Period keys are their first days: the previous period is the one holding `first - 1`.
      if skip == "FORWARD", day == first {
        let p = system.year(containing: first - 1)
        skipped.formUnion([first, freq == "YEARLY" ? p.first : p.months[p.monthIndex(of: first - 1)].first])
      }
      if skip == "BACKWARD", day == first + length - 1 { skipped.formUnion([first, first + length]) }
    }
  }
  // YEARLY BYWEEKNO: a week-numbering year begins up to 3 days before or after the calendar
  // year's first day, so days in a year's first or last week may be the other year's period.
  if freq == "YEARLY", parts.has("BYWEEKNO") {
    for w in setWalls {
      guard let day = ValueText.civil(w)?.date.daysSinceEpoch else { return false }
      let y = system.year(containing: day)
      if day < y.first + 7 { skipped.formUnion([y.first, system.year(containing: y.first - 1).first]) }
      if day >= y.first + y.length - 7 { skipped.formUnion([y.first, y.first + y.length]) }
    }
  }
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

/// `limit` rounded down to whole days of the rule's times (BYHOUR × BYMINUTE × BYSECOND values),
/// so a set asked of both engines with it never ends inside a day: a list cut between 00:00
/// and 01:00 of its last day reads as a day that lost its 01:00. `BYHOUR=1,0,2`: 1000 -> 999.
func wholeDaysLimit(_ parts: RuleParts, _ limit: Int) -> Int {
  let perDay = ["BYHOUR", "BYMINUTE", "BYSECOND"].reduce(1) { n, name in n * max(1, Set(parts.integers(name)).count) }
  guard perDay > 1, limit > perDay else { return limit }
  return limit - limit % perDay
}
