// Ascending wall-clock → instant resolution (RFC 5545 §3.3.5) in O(1) per occurrence: the cursor
// keeps the current run of wall-clock time that reads with one offset (`Zone.uniqueStretch`) and
// asks the zone again only when a time leaves it. Times in a gap or fold go through
// `Zone.instant(for:)`, the one rule for them; the cursor only short-cuts times with one reading.

import Zones

/// Wall-clock → instant resolution for one zone, one single-offset run at a time.
struct OffsetCursor {
  let zone: Zone
  /// The current run `[low, high)` of wall-clock seconds and its offset (empty at first).
  var low = Int64.max, high = Int64.min, offset: Int64 = 0
  /// The zone table index the last run came from (a search hint).
  var hint = -1
  /// How many times so far fell in a gap (read with the offset before it, so their instants can
  /// be later than those of the next wall-clock times): `RecurrenceSet` reorders after them.
  var gapTimes = 0

  init(zone: Zone) { self.zone = zone }

  /// The instant (seconds since the epoch) of wall-clock seconds `wall`.
  @inline(__always)
  mutating func instant(wall: Int64) -> Int64 {
    if wall >= low && wall < high { return wall &- offset }
    return slow(wall: wall)
  }

  /// Finds the run holding `wall` (one table search), or resolves a gap or fold time directly.
  mutating func slow(wall: Int64) -> Int64 {
    if let run = zone.uniqueStretch(containing: wall, hint: &hint) {
      (low, high, offset) = run
      return wall &- run.offset
    }
    let civil = CivilDateTime(secondsSinceEpoch: wall)
    let resolution = zone.resolve(civil)
    if case .gap = resolution { gapTimes &+= 1 }
    return Disambiguation.rfc5545.instant(for: civil, resolution: resolution).secondsSinceEpoch
  }
}
