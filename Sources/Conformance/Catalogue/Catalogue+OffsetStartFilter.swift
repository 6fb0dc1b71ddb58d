// libical-tzif-offset deciding which instances libical keeps: libical 3.0.16 drops an instance
// before DTSTART by comparing instants, each converted with its own (wrong) offset, so an
// instance of DTSTART's day before DTSTART's time that its offset moves past DTSTART is kept
// (and counted toward COUNT).

import LibICal
import Zones

extension Catalogue {
  /// `defects` (libical's conversion classes) when libical's repaired answer is Recur's once the
  /// instances before DTSTART's instant are left out: the wrong offset both moved them and let
  /// them past libical's DTSTART check; with COUNT (or the limit) libical's list ends as many
  /// instances earlier. `FREQ=MONTHLY;BYMINUTE=37,46;COUNT=3` from 1995-10-10 03:45
  /// Pacific/Chatham (+13:45 since Oct 1): libical converts 03:37 with +12:45 (14:52Z, after
  /// DTSTART's 14:00Z) and keeps it; repaired it is 13:52Z, before DTSTART. Nil otherwise.
  func classifyRepairedBeforeStart(_ obs: Observation, repaired fixed: Expansion, defects: [String]) -> String? {
    guard !defects.isEmpty, let zone = obs.zone, let a = obs.native.outcome.list, let b = fixed.outcome.list,
          case .zoned(let civil, _)? = LibICalStartReader.read(obs.testCase.dtstart) else { return nil }
    let start = LibICalTextBridge.local(zone.instant(for: civil).utc) + "Z"
    let kept = b.filter { $0 >= start }
    let dropped = b.count - kept.count
    guard dropped > 0, b.prefix(dropped).allSatisfy({ $0 < start }) else { return nil }
    let c = obs.testCase
    let parts = RuleParts(c.rule)
    let count = Int(parts.value("COUNT") ?? "")
    let cap = min(c.limit, count ?? Int.max)
    if kept == a { return defects.joined(separator: "+") }
    // COUNT or the limit ended libical's list `dropped` instances early: libical is asked for as
    // many more (repaired the same way), so every one of Recur's instances is weighed.
    guard b.count >= cap else { return nil }
    var wider = c
    if let count, count <= c.limit { wider.rule = parts.replacing("COUNT", with: [count + dropped]).text } else { wider.limit = c.limit + dropped }
    guard let run = obs.rerun?(wider), let repair = ConversionRepair(wider),
          let again = repair.repair(run).expansion.outcome.list else { return nil }
    return again.filter({ $0 >= start }) == a ? defects.joined(separator: "+") : nil
  }
}
