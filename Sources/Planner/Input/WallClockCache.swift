// Reading many wall-clock times of one zone as instants (RFC 5545 §3.3.5, docs/SEMANTICS.md "Planner"): most
// fall in a stretch of the year with a single UTC offset, where the instant is the wall time
// less that offset; only the first time in each stretch (and times near a gap or fold) are
// resolved by the zone itself (`Zone.instant(for:)`, whose answers these always equal).

import Zones

/// Stretches of wall-clock time with one offset, for one zone at a time.
///
/// New York, 2026-07-04T09:00 → asks the zone (13:00Z) and keeps the stretch from the end of
/// the 2026-03-08 gap (03:00 EDT) to the start of the 2026-11-01 fold (01:00 EDT); any later
/// time in that stretch, say 2026-08-01T18:30, is 18:30 + 4 h = 22:30Z without asking.
struct WallClockCache {
  /// Wall-clock seconds `[low, high)` read with one offset (seconds east of UTC).
  private struct Stretch {
    let low: Int64
    let high: Int64
    let offset: Int64
  }
  private var zone: Zone?
  private var stretches: [Stretch] = []

  /// An empty cache.
  init() {}

  /// `zone.instant(for: civil)`, answered from a kept stretch when `civil` falls in one;
  /// otherwise asked of the zone, and the stretch around the answer kept (up to 8).
  mutating func instant(_ civil: CivilDateTime, _ zone: Zone) -> Instant {
    let wall = civil.secondsSinceEpoch
    if self.zone != zone {
      self.zone = zone
      stretches.removeAll(keepingCapacity: true)
    }
    for s in stretches where wall >= s.low && wall < s.high {
      return Instant(secondsSinceEpoch: wall - s.offset)
    }
    let answer = zone.instant(for: civil)
    // The transitions around the answer bound the stretch: walls from the previous one's later
    // reading up to the next one's earlier reading have a single instant.
    let window = answer.adding(seconds: -400 * 86_400)..<answer.adding(seconds: 400 * 86_400)
    let changes = zone.transitions(in: window, limit: 64)
    guard changes.count < 64 else { return answer }
    let offset = Int64(zone.offset(at: answer).seconds)
    var low = window.lowerBound.secondsSinceEpoch + offset + 86_400
    var high = window.upperBound.secondsSinceEpoch + offset - 86_400
    for change in changes {
      let t = change.instant.secondsSinceEpoch
      let before = Int64(change.offsetBefore.seconds), after = Int64(change.offsetAfter.seconds)
      if t <= answer.secondsSinceEpoch {
        low = max(low, t + max(before, after))
      } else {
        high = min(high, t + min(before, after))
        break
      }
    }
    if wall >= low, wall < high, wall - offset == answer.secondsSinceEpoch {
      if stretches.count >= 8 { stretches.removeFirst() }
      stretches.append(Stretch(low: low, high: high, offset: offset))
    }
    return answer
  }
}
