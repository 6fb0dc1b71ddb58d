// libical's answer for a comparison rule it refuses: a predicate that re-asks libical a simpler
// rule (one without the defect it weighs) may get icalrecur_iterator_new's refusal back, when
// BYSETPOS selects nothing in libical's first search (`libical-rejects-valid-rule`). The answer
// is then read from libical's own set without BYSETPOS, with BYSETPOS applied per period as
// RFC 5545 §3.3.10 does, so the predicate still weighs Recur against libical, never against itself.

import Recurrence

/// libical's answer for `c` (a rule with BYSETPOS) when libical refuses `c` itself: libical's
/// expansion of `c` without BYSETPOS, grouped by `period` (a key per day), each group's
/// instances chosen by position (RFC 5545 §3.3.10: "the nth occurrence within the set of
/// recurrence instances" of the interval). Returns the occurrences with their wall clocks and
/// the last day the answer covers (a period the set's run may have cut is left out, and so is
/// DTSTART's period when a position counts from its start: libical's set lacks the days before
/// DTSTART). Nil when libical did not refuse `c` at icalrecur_iterator_new, or the set is not
/// available.
///
/// Hebrew `YEARLY;BYMONTH=5;BYMONTHDAY=-30,10;BYSETPOS=-3;SKIP=BACKWARD` from 2033-04-15:
/// libical refuses it (two days a year, no third from the end); its set without BYSETPOS is
/// 1 and 10 Shevat each year, so the answer is empty, covering every year the set reached.
func refusedComparisonAnswer(_ obs: Observation, _ c: ConformanceCase, refused: Expansion,
                             period: @escaping (Int) -> Int) -> (list: [String], walls: [String], coveredThrough: Int)? {
  guard case .error(let message) = refused.outcome, message.contains("icalrecur_iterator_new") else { return nil }
  let parts = RuleParts(c.rule)
  let positions = parts.integers("BYSETPOS")
  guard !positions.isEmpty, positions.allSatisfy({ $0 != 0 }),
        let start = LibICalStartReader.read(c.dtstart)?.civil.date.daysSinceEpoch else { return nil }
  var setCase = c
  setCase.rule = parts.removing("BYSETPOS").removing("COUNT").text
  setCase.limit = 2_000
  guard let run = obs.rerun?(setCase), let set = run.outcome.list else { return nil }
  let walls = run.wall.count == set.count ? run.wall : set
  var days: [Int] = []
  for w in walls {
    guard let d = ValueText.civil(w)?.date.daysSinceEpoch else { return nil }
    days.append(d)
  }
  // The periods in order, each with its instances sorted (positions count in time order).
  var order: [Int] = [], groups: [Int: [(String, String)]] = [:]
  for (i, x) in set.enumerated() {
    let key = period(days[i])
    if groups[key] == nil { order.append(key) }
    groups[key, default: []].append((x, walls[i]))
  }
  let cut = set.count >= setCase.limit
  var covered = Int.max
  if cut, let lastKey = order.last, let firstOfLast = zip(set.indices, days).first(where: { period($0.1) == lastKey })?.1 {
    covered = firstOfLast - 1
    order.removeLast()
  }
  let countsFromStart = positions.contains { $0 > 0 }
  var list: [String] = [], listWalls: [String] = []
  for key in order {
    if countsFromStart, key == period(start) { continue }
    let group = (groups[key] ?? []).sorted { $0.0 < $1.0 }
    for (i, item) in group.enumerated() where positions.contains(i + 1) || positions.contains(i - group.count) {
      list.append(item.0)
      listWalls.append(item.1)
    }
  }
  return (list, listWalls, covered)
}
