// A zone's transitions as values over a span, listed and rule-generated alike (RFC 8536 §3.2
// transition times, §3.3 footer), for writing VTIMEZONE observances (RFC 5545 §3.6.5).

extension Zone {
  /// The transitions with `range.lowerBound <= instant < range.upperBound`, oldest first,
  /// including those the ongoing rule generates; at most `limit` of them.
  ///
  /// New York over 2026 (tzdata `America/New_York`):
  /// ```swift
  /// ny.transitions(in: Instant(utc: 2026-01-01T00:00) ..< Instant(utc: 2027-01-01T00:00))
  /// // [2026-03-08T07:00:00Z -0500 → -0400 EDT DST   (gap: 02:00 → 03:00 wall clock),
  /// //  2026-11-01T06:00:00Z -0400 → -0500 EST       (fold: 02:00 → 01:00 wall clock)]
  /// ```
  public func transitions(in range: Range<Instant>, limit: Int = 10_000) -> [ZoneTransition] {
    var out: [ZoneTransition] = []
    // Instants beyond ±2^48 s (±8.9 million years) are clamped, so no arithmetic can overflow.
    let limitSeconds = ZoneRules.clampLimit
    let lower = min(max(range.lowerBound.secondsSinceEpoch, -limitSeconds), limitSeconds)
    let upper = min(max(range.upperBound.secondsSinceEpoch, -limitSeconds), limitSeconds)
    guard limit > 0, lower < upper else { return out }
    let table = rules.table
    var i = table.lastIndex(atOrBefore: lower - 1) + 1
    while i < table.count, out.count < limit, table.at[i] < upper {
      out.append(transition(table, i, shift: 0))
      i += 1
    }
    guard case .cycle(let cycle) = rules.tail, out.count < limit else { return out }
    // The ongoing rule takes over strictly after the last listed transition.
    var start = lower
    if let last = table.at.last { start = max(start, last + 1) }
    let end = upper
    let c = ZoneRules.Cycle.length
    var k = ZoneRules.floorDiv(start - cycle.origin, c)
    var j = cycle.table.lastIndex(atOrBefore: start - k * c - 1) + 1
    let restart = cycle.table.lastIndex(atOrBefore: cycle.origin - 1) + 1
    // Bounded: each pass appends one transition or moves to the next cycle, and a cycle has
    // hundreds of transitions, so 2 × `limit` + 4 passes bound it.
    var passes = 0
    while out.count < limit, passes < 2 * limit + 4 {
      passes += 1
      if j >= cycle.table.count || cycle.table.at[j] >= cycle.origin + c {
        k += 1
        j = restart
        continue
      }
      let t = cycle.table.at[j] + k * c
      if t >= end { break }
      out.append(transition(cycle.table, j, shift: k * c))
      j += 1
    }
    return out
  }

  /// The first transition strictly after `instant`, or `nil` when the zone changes no more.
  ///
  /// New York after 2100-01-01T00:00:00Z: `2100-03-14T07:00:00Z -0500 → -0400 EDT DST`.
  public func nextTransition(after instant: Instant) -> ZoneTransition? {
    guard instant.secondsSinceEpoch < ZoneRules.clampLimit else { return nil }
    let next = instant.adding(seconds: 1)
    return transitions(in: next..<Instant(secondsSinceEpoch: ZoneRules.clampLimit), limit: 1).first
  }

  /// The listed transitions (from TZif data or explicit data), without rule-generated ones.
  public var listedTransitions: [ZoneTransition] {
    (0..<rules.table.count).map { transition(rules.table, $0, shift: 0) }
  }

  private func transition(_ table: TransitionTable, _ i: Int, shift: Int64) -> ZoneTransition {
    let type = rules.types[table.typeAfter[i]]
    return ZoneTransition(instant: Instant(secondsSinceEpoch: table.at[i] + shift),
                          offsetBefore: UTCOffset(seconds: Int32(truncatingIfNeeded: table.before[i])), to: type)
  }
}
