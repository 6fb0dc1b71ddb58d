// One RRULE's instances in instant order (RFC 5545 §3.3.5, §3.8.5.3). The rule iterator walks
// the wall clock; a wall-clock time in a DST gap reads with the offset before the gap, so its
// instant can be later than those of the times just after the gap. This puts them back in order.

import Zones

/// A rule's instances in instant order: a gap instance is held until an instance outside a gap
/// reaches its instant, or the rule ends.
///
/// ```swift
/// // FREQ=MINUTELY;INTERVAL=45;COUNT=4 from DTSTART;TZID=America/New_York:20260308T013000
/// // wall-clock order: 01:30 (06:30Z), 02:15 (in the gap: 07:15Z), 03:00 (07:00Z), 03:45 (07:45Z)
/// // instant order:    06:30Z, 07:00Z, 07:15Z, 07:45Z
/// ```
/// Only the times right after a gap can read earlier than a gap time (outside gaps the reading
/// is monotonic, and a later gap starts after every earlier instant), so an instance outside a
/// gap releases every held one at or before it. Equal instants keep wall-clock order: the gap
/// time first, then the time it reads as (the set then drops the repeat).
struct InstantOrderedIterator {
  /// The rule's own iterator, in wall-clock order.
  var rule: RuleSequenceIterator
  /// Instances held back, ascending from `heldStart`.
  var held: [Occurrence] = []
  var heldStart = 0
  /// Held instances up to this key can go out.
  var safeKey = Int64.min
  /// The rule has no more instances.
  var ruleDone = false
  /// Nothing is held and the rule goes on (`heldStart == held.count && !ruleDone`): instances
  /// outside gaps pass straight through.
  var passing = true

  init(_ rule: RuleSequenceIterator) { self.rule = rule }

  /// The next instance in instant order, or `nil` at the end of the rule.
  mutating func next() -> Occurrence? {
    rule.ownBuffers()
    return nextOwned()
  }

  /// Takes sole ownership of the rule's buffers; once per batch of `nextOwned()` calls.
  @inline(__always)
  mutating func own() { rule.ownBuffers() }

  /// `next()` without the ownership check: `own()` must have run since the last copy.
  @inline(__always)
  mutating func nextOwned() -> Occurrence? {
    if passing {
      let gaps = rule.offsets.gapTimes
      guard let o = rule.step() else {
        ruleDone = true
        passing = false
        return nil
      }
      if rule.offsets.gapTimes == gaps { return o }
      hold(o)
    }
    let o = nextHeld()
    passing = heldStart == held.count && !ruleDone
    return o
  }

  /// `next()` once something is held: pulls from the rule until the first held instance is safe.
  /// Bounded by the rule itself (COUNT, UNTIL or its search bound end it).
  mutating func nextHeld() -> Occurrence? {
    var steps = 0
    while steps < Int.max {
      steps &+= 1
      if heldStart < held.count {
        let h = held[heldStart]
        if ruleDone || h.sortKey <= safeKey {
          heldStart &+= 1
          if heldStart == held.count {
            held.removeAll(keepingCapacity: true)
            heldStart = 0
          }
          return h
        }
      } else if ruleDone {
        return nil
      }
      let gaps = rule.offsets.gapTimes
      guard let o = rule.step() else {
        ruleDone = true
        continue
      }
      let inGap = rule.offsets.gapTimes != gaps
      if !inGap && heldStart == held.count { return o }
      if !inGap { safeKey = o.sortKey }
      hold(o)
    }
    return nil
  }

  /// Adds `o` after every held instance with the same or an earlier instant.
  mutating func hold(_ o: Occurrence) {
    var i = held.count
    while i > heldStart && held[i &- 1].sortKey > o.sortKey { i &-= 1 }
    held.insert(o, at: i)
  }
}
