// libical 3.0.16 steps a sub-daily FREQ (HOURLY, MINUTELY, SECONDLY) in elapsed time from
// DTSTART's instant; Recur steps the wall clock (RFC 5545 §3.3.10 INTERVAL, docs/SEMANTICS.md).
// After a DST change the two grids differ, and BY parts can hide libical's off-grid steps.

import Zones

extension CatalogueEntry {
  /// Whether the case is `libical-off-interval` read on elapsed time: every libical instant is
  /// a whole number of INTERVAL periods of elapsed time after DTSTART's instant, and every
  /// Recur instance libical lacks (up to where both lists are known) is not, so libical's
  /// elapsed steps never reach it, though libical gives it when its steps start there. DTSTART
  /// must name one instant (no gap, no fold).
  static func elapsedGridLosesWallSteps(_ obs: Observation, interval: Int) -> Bool {
    let c = obs.testCase
    let parts = RuleParts(c.rule)
    let units = ["HOURLY": 3_600, "MINUTELY": 60, "SECONDLY": 1]
    guard let freq = parts.value("FREQ"), let unit = units[freq], !parts.has("RSCALE"),
          let zone = obs.zone, let start = LibICalStartReader.read(c.dtstart)?.civil,
          case .unique = zone.resolve(start),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty else { return false }
    let step = Int64(unit * interval)
    let origin = zone.instant(for: start).secondsSinceEpoch
    func seconds(_ x: String) -> Int64? { ValueText.civil(x)?.secondsSinceEpoch }
    func onElapsedGrid(_ x: String) -> Bool? {
      guard let t = seconds(x) else { return nil }
      return (t - origin) % step == 0
    }
    guard b.allSatisfy({ onElapsedGrid($0) == true }) else { return false }
    let cap = min(c.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    let ends = [a, b].filter { $0.count >= cap }.compactMap(\.last)
    let known = ends.min() ?? max(a.last ?? "", b.last ?? "")
    let bSet = Set(b), aSet = Set(a)
    let nativeOnly = a.filter { !bSet.contains($0) && $0 <= known }
    let libicalOnly = b.filter { !aSet.contains($0) && $0 <= known }
    guard !nativeOnly.isEmpty, libicalOnly.isEmpty, nativeOnly.allSatisfy({ onElapsedGrid($0) == false }),
          let id = Observation.tzid(c.dtstart), let rerun = obs.rerun else { return false }
    // libical must take such an instance itself when its steps start there: the BY parts hold
    // for it, and only libical's grid passes it by (a few are asked, from the first).
    let walls = Dictionary(zip(a, obs.native.wall), uniquingKeysWith: { first, _ in first })
    for x in nativeOnly.prefix(3) {
      guard let wall = walls[x] else { return false }
      var there = c
      there.dtstart = "DTSTART;TZID=" + id + ":" + wall
      there.rule = parts.removing("COUNT").text
      there.limit = 1
      guard rerun(there)?.outcome.list == [x] else { return false }
    }
    return true
  }
}
