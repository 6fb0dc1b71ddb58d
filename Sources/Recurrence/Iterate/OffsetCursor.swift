// A forward cursor over a zone's single-offset stretches of wall-clock time, so that ascending
// occurrences resolve to instants in O(1). Wall-clock times in or near a gap or fold, and any
// time the cursor is unsure of, go through `Zone.instant(for:)` (RFC 5545 §3.3.5): the cursor
// only short-cuts times that have exactly one reading.

import Zones

/// Ascending wall-clock → instant resolution for one zone, chunk by chunk.
struct OffsetCursor {
  /// A stretch of wall-clock seconds `[low, high)` read with one offset.
  struct Stretch {
    var low: Int64
    var high: Int64
    var offset: Int64
  }

  let zone: Zone
  var stretches: ContiguousArray<Stretch> = []
  var index = 0
  /// `stretches[index]`, copied out so that the common case reads no array.
  var low = Int64.max, high = Int64.min, offset: Int64 = 0
  /// The wall-clock time up to which `stretches` is complete.
  var coveredUntil = Int64.min
  /// Occurrences served by the current chunk's stretches.
  var hits = 0
  /// Resolve every time through the zone (set when the rule proved sparse).
  var direct = false

  /// Years of transitions fetched per chunk.
  static let chunkSeconds: Int64 = 60 * 366 * 86_400
  static let day: Int64 = 86_400

  init(zone: Zone) { self.zone = zone }

  /// The instant (seconds since the epoch) of wall-clock seconds `wall`.
  @inline(__always)
  mutating func instant(wall: Int64) -> Int64 {
    if wall >= low && wall < high {
      hits &+= 1
      return wall &- offset
    }
    let t = slow(wall: wall)
    if index < stretches.count {
      (low, high, offset) = (stretches[index].low, stretches[index].high, stretches[index].offset)
    } else {
      (low, high) = (Int64.max, Int64.min)
    }
    return t
  }

  mutating func slow(wall: Int64) -> Int64 {
    if direct { return zone.instant(for: CivilDateTime(secondsSinceEpoch: wall)).secondsSinceEpoch }
    // Move forward within the chunk; fetch a new chunk past its end or before its start.
    var guardSteps = 0
    while index < stretches.count && wall >= stretches[index].high && guardSteps < 1_000_000 {
      index += 1
      guardSteps += 1
    }
    if index >= stretches.count || wall >= coveredUntil || (index == 0 && wall < stretches[0].low) {
      refill(from: wall)
    }
    if index < stretches.count {
      let s = stretches[index]
      if wall >= s.low && wall < s.high { return wall &- s.offset }
    }
    // In or next to a gap or fold, or not covered: the zone's own resolution (RFC 5545 §3.3.5).
    return zone.instant(for: CivilDateTime(secondsSinceEpoch: wall)).secondsSinceEpoch
  }

  /// Rebuilds the stretches for wall-clock times from a day after `wall` − 2 days on.
  mutating func refill(from wall: Int64) {
    // Sparse occurrences (fewer than two per stretch fetched, e.g. yearly rules) resolve
    // directly: fetching transitions would cost more than it saves.
    if !stretches.isEmpty && hits < 2 * stretches.count {
      direct = true
      stretches.removeAll()
      return
    }
    hits = 0
    stretches.removeAll(keepingCapacity: true)
    index = 0
    let a = wall &- 2 &* Self.day            // an instant at least a day before `wall` reads
    let b = a &+ Self.chunkSeconds
    let list = zone.transitions(in: Instant(secondsSinceEpoch: a)..<Instant(secondsSinceEpoch: b), limit: 2_000)
    let firstOffset = Int64(zone.offset(at: Instant(secondsSinceEpoch: a)).seconds)
    // Nothing read before a + offset + one day is trusted (an earlier change's span may reach it).
    var low = a &+ firstOffset &+ Self.day
    var offset = firstOffset
    for t in list {
      let before = Int64(t.offsetBefore.seconds), after = Int64(t.offsetAfter.seconds)
      let at = t.instant.secondsSinceEpoch
      let high = at &+ min(before, after)
      if high > low && before == offset { stretches.append(Stretch(low: low, high: high, offset: offset)) }
      low = at &+ max(before, after)
      offset = after
    }
    let end = (list.count == 2_000 ? (list.last?.instant.secondsSinceEpoch ?? b) : b) &+ offset &- Self.day
    if end > low { stretches.append(Stretch(low: low, high: end, offset: offset)) }
    coveredUntil = max(end, wall &+ 1)
    var guardSteps = 0
    while index < stretches.count && wall >= stretches[index].high && guardSteps < 1_000_000 {
      index += 1
      guardSteps += 1
    }
  }
}
