// Runs of wall-clock time that read with one offset (RFC 5545 §3.3.5: no gap, no fold), so
// that a caller resolving ascending wall-clock times (the recurrence iterator's OffsetCursor)
// does one table search per run instead of one per time. Mirrors `ZoneRules.resolve` exactly.

extension Zone {
  /// The longest run `low ..< high` of wall-clock seconds around `wall` that `resolve` reads as
  /// `.unique(offset)` throughout, with its offset in seconds; nil when `wall` falls in a gap or
  /// a fold (or in data whose wall-clock boundaries are not sorted), where `instant(for:)` decides.
  ///
  /// New York: 2026-07-01T09:00 lies in 2026-03-08T03:00 ..< 2026-11-01T01:00, offset -14,400;
  /// 2026-03-08T02:30 (the gap) gives nil.
  package func uniqueStretch(containing wall: Int64) -> (low: Int64, high: Int64, offset: Int64)? {
    var hint = -1
    return uniqueStretch(containing: wall, hint: &hint)
  }

  /// `uniqueStretch(containing:)` for ascending callers: `hint` holds the table index the last
  /// call found (-1 at first) and is updated, so that the next run is found in a few steps
  /// instead of a binary search; any hint gives the same answer.
  package func uniqueStretch(containing wall: Int64, hint: inout Int) -> (low: Int64, high: Int64, offset: Int64)? {
    // Within ±clampLimit `resolve` reads wall-clock seconds unclamped.
    let limit = ZoneRules.clampLimit
    guard wall > -limit, wall < limit else { return nil }
    let rules = self.rules
    let table = rules.table
    let n = table.count
    var low = -limit
    var high = limit
    if n > 0, wall < table.wallHigh[n - 1] {
      // The listed transitions, as `resolve` reads them below the last one's span.
      guard table.wallLowSorted else { return nil }
      let i = table.lastIndex(wallAtOrBefore: wall, hint: hint)
      hint = i
      if i >= 0 {
        guard wall >= table.wallHigh[i] else { return nil }
        low = max(low, table.wallHigh[i])
      }
      high = min(high, table.wallHigh[n - 1])
      if i + 1 < n { high = min(high, table.wallLow[i + 1]) }
      let offset = i >= 0 ? table.after[i] : Int64(rules.types[rules.initialType].offset.seconds)
      return low <= wall && wall < high ? (low, high, offset) : nil
    }
    if n > 0 { low = max(low, table.wallHigh[n - 1]) }
    switch rules.tail {
    case .constant(let type):
      return (low, high, Int64(rules.types[type].offset.seconds))
    case .cycle(let cycle):
      // One 400-year cycle, shifted as `resolve` shifts it; the run ends at the cycle's ends.
      let cycleTable = cycle.table
      guard cycleTable.wallLowSorted else { return nil }
      let length = ZoneRules.Cycle.length
      let shift = ZoneRules.floorDiv(wall - cycle.origin, length) * length
      let shifted = wall - shift
      let j = cycleTable.lastIndex(wallAtOrBefore: shifted, hint: hint)
      hint = j
      var cycleLow = cycle.origin
      var cycleHigh = cycle.origin + length
      if j >= 0 {
        guard shifted >= cycleTable.wallHigh[j] else { return nil }
        cycleLow = max(cycleLow, cycleTable.wallHigh[j])
      }
      if j + 1 < cycleTable.count { cycleHigh = min(cycleHigh, cycleTable.wallLow[j + 1]) }
      let offset = j >= 0 ? cycleTable.after[j] : Int64(rules.types[cycle.initialType].offset.seconds)
      low = max(low, cycleLow + shift)
      high = min(high, cycleHigh + shift)
      return low <= wall && wall < high ? (low, high, offset) : nil
    }
  }
}
