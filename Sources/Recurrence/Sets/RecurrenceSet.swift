// A recurrence set (RFC 5545 §3.8.5): DTSTART, the instances of every RRULE and every RDATE,
// minus every EXDATE, merged in time order and de-duplicated.

import Zones

/// A recurrence set: DTSTART + RRULE(s) + RDATE − EXDATE, in order, without duplicates.
///
/// ```swift
/// let set = try RecurrenceSet(start: .floating(CivilDateTime(year: 2026, month: 1, day: 5, hour: 9)!),
///                             rules: [RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")],
///                             rdates: [.value(.floating(CivilDateTime(year: 2026, month: 1, day: 7, hour: 9)!))],
///                             exdates: [.floating(CivilDateTime(year: 2026, month: 1, day: 12, hour: 9)!)])
/// set.map(\.description)   // ["20260105T090000", "20260107T090000", "20260119T090000"]
/// ```
/// Values are compared in DTSTART's frame: by instant when DTSTART is UTC or zoned (an RDATE
/// with another TZID is converted), by wall-clock reading when it is floating or a date. The
/// output is strictly increasing: each rule's instances are put in instant order (a DST gap
/// time can read later than the times just after the gap, `InstantOrderedIterator`) and a
/// repeated instant is dropped (see docs/SEMANTICS.md for sub-daily rules across a DST gap).
public struct RecurrenceSet: Sequence, Sendable {
  /// DTSTART.
  public let start: RecurrenceTime
  /// The RRULEs, each bound to DTSTART.
  public let recurrences: [RuleSequence]
  /// The RDATE occurrences, sorted, in DTSTART's frame.
  public let rdates: [Occurrence]
  /// The EXDATE keys, sorted.
  let exdateKeys: [Int64]
  /// Whether DTSTART is an instance even when no rule generates it (it always is without rules).
  public let includesStart: Bool

  /// A set from DTSTART, rules, RDATEs and EXDATEs; every rule is validated against DTSTART.
  ///
  /// With `includingStart`, DTSTART is an instance even when the rules do not generate it (RFC
  /// 5545 §3.8.5.3, as calendar apps show it; an EXDATE still removes it): `FREQ=WEEKLY;BYDAY=MO`
  /// from Wednesday 2026-01-07 then starts with that Wednesday, then Monday 2026-01-12. Without
  /// it, a set with rules lists only what they generate (libical's iterator, dateutil).
  public init(start: RecurrenceTime, rules: [RecurrenceRule], rdates: [RecurrenceDate] = [],
              exdates: [RecurrenceTime] = [], includingStart: Bool = false) throws(RecurrenceError) {
    var recurrences: [RuleSequence] = []
    for i in rules.indices { recurrences.append(try RuleSequence(rule: rules[i], start: start)) }
    self.init(start: start, recurrences: recurrences, rdates: rdates, exdates: exdates,
              includesStart: includingStart || rules.isEmpty)
  }

  /// `init(start:rules:rdates:exdates:includingStart:)` for rules that already passed
  /// `validate(start:)` for a DTSTART of the same kind (DATE, floating, UTC or zoned: the
  /// checks read nothing else of it), so that a calendar's many series that share one rule
  /// validate it once.
  package init(start: RecurrenceTime, validatedRules rules: [RecurrenceRule], rdates: [RecurrenceDate] = [],
               exdates: [RecurrenceTime] = [], includingStart: Bool = false) {
    var recurrences: [RuleSequence] = []
    recurrences.reserveCapacity(rules.count)
    for i in rules.indices { recurrences.append(RuleSequence(unchecked: rules[i], start: start)) }
    self.init(start: start, recurrences: recurrences, rdates: rdates, exdates: exdates,
              includesStart: includingStart || rules.isEmpty)
  }

  /// A set from its parts, the rules bound to `start`.
  private init(start: RecurrenceTime, recurrences: [RuleSequence], rdates: [RecurrenceDate],
               exdates: [RecurrenceTime], includesStart: Bool) {
    self.start = start
    self.recurrences = recurrences
    self.rdates = rdates.isEmpty ? [] : rdates.map { RecurrenceSet.occurrence($0.start, frame: start) }.sorted()
    exdateKeys = exdates.isEmpty ? [] : exdates.map { RecurrenceSet.occurrence($0, frame: start).sortKey }.sorted()
    self.includesStart = includesStart
  }

  /// `value` as an occurrence in the frame of `frame` (DTSTART): same form, same zone.
  public static func occurrence(_ value: RecurrenceTime, frame: RecurrenceTime) -> Occurrence {
    func make(_ civil: CivilDateTime, _ key: Int64, _ form: Occurrence.Form) -> Occurrence {
      Occurrence(dayNumber: civil.date.daysSinceEpoch, secondOfDay: civil.time.secondsSinceMidnight,
                 sortKey: key, form: form)
    }
    switch frame {
    case .zoned(_, let zone):
      let instant: Instant = value.instant ?? zone.instant(for: value.civil)
      return make(zone.civil(at: instant), instant.secondsSinceEpoch, .zoned)
    case .utc:
      let instant = value.instant ?? Instant(utc: value.civil)
      return make(instant.utc, instant.secondsSinceEpoch, .utc)
    case .floating:
      let civil = value.instant.map { value.zone?.civil(at: $0) ?? $0.utc } ?? value.civil
      return make(civil, civil.secondsSinceEpoch, .floating)
    case .date:
      let d = value.civil.date
      return make(CivilDateTime(date: d, time: .midnight), Int64(d.daysSinceEpoch) * 86_400, .date)
    }
  }

  /// An iterator from the beginning.
  public func makeIterator() -> Iterator { Iterator(set: self, after: nil, before: nil) }

  /// The occurrences in the window `after < t < before` (bounds optional and exclusive, read in
  /// DTSTART's frame); rules without COUNT, and fixed strides with COUNT on one offset, skip
  /// ahead without expanding the skipped part.
  public func occurrences(after: RecurrenceTime? = nil, before: RecurrenceTime? = nil) -> Window {
    Window(set: self, after: after.map { Self.occurrence($0, frame: start).sortKey },
           before: before.map { Self.occurrence($0, frame: start).sortKey })
  }

  /// The occurrences of a set inside a window.
  public struct Window: Sequence, Sendable {
    let set: RecurrenceSet
    let after: Int64?
    let before: Int64?
    /// An iterator over the window.
    public func makeIterator() -> Iterator { Iterator(set: set, after: after, before: before) }
  }

  /// Merges the rules' iterators and the RDATEs, drops EXDATEs and duplicates.
  public struct Iterator: IteratorProtocol {
    var iterators: [InstantOrderedIterator]
    /// The single rule's iterator when the set is one RRULE and nothing else (the fast path).
    var only: InstantOrderedIterator
    let simple: Bool
    var heads: [Occurrence?]
    let rdates: [Occurrence]
    var rdateIndex = 0
    let exdates: [Int64]
    var exdateIndex = 0
    var lastKey = Int64.min
    let before: Int64?
    var pendingStart: Occurrence?
    /// The window's end was reached (single-rule batches).
    var finished = false

    init(set: RecurrenceSet, after: Int64?, before: Int64?) {
      var its: [InstantOrderedIterator] = []
      // DTSTART matters only when the window reaches back to it (most windows start later).
      let start = set.includesStart ? Self.startOccurrence(set.start) : nil
      let startPending = start.map { s in after.map { s.sortKey > $0 } ?? true } ?? false
      simple = set.recurrences.count == 1 && set.rdates.isEmpty && set.exdateKeys.isEmpty && !startPending
      if simple {
        // The one rule's iterator goes straight to `only`: no array of iterators is built
        // (its metadata would be instantiated at start for every `recur expand`).
        var it = set.recurrences[0].makeIterator()
        if let after { it.skipAhead(toSortKey: after) }
        only = InstantOrderedIterator(it)
      } else {
        for r in set.recurrences {
          var it = r.makeIterator()
          if let after { it.skipAhead(toSortKey: after) }
          its.append(InstantOrderedIterator(it))
        }
        only = InstantOrderedIterator(RuleSequenceIterator.exhausted)
      }
      iterators = its
      heads = []
      heads.reserveCapacity(its.count)
      for i in its.indices { heads.append(iterators[i].next()) }
      rdates = set.rdates
      exdates = set.exdateKeys
      self.before = before
      // With no RRULE (or `includesStart`), DTSTART is still the first instance of the set
      // (RFC 5545 §3.8.5.3); a rule that generates it too is merged as a duplicate.
      pendingStart = startPending ? start : nil
      if let after { lastKey = after }
    }

    @inline(__always)
    static func precedes(_ a: Occurrence, _ b: Occurrence?) -> Bool {
      guard let b else { return true }
      return a < b
    }

    static func startOccurrence(_ start: RecurrenceTime) -> Occurrence {
      RecurrenceSet.occurrence(start, frame: start)
    }

    /// Writes up to `buffer.count` next occurrences into `buffer` and returns how many; fewer
    /// than asked only at the end of the set (then 0 from then on). Expands nothing beyond
    /// what it returns, as `next()` called that many times.
    public mutating func next(into buffer: UnsafeMutableBufferPointer<Occurrence>) -> Int {
      guard let base = buffer.baseAddress else { return 0 }
      let capacity = buffer.count
      var n = 0
      if simple {
        if finished { return 0 }
        only.own()
        if only.rule.strideKind != .none { return nextStriding(into: base, capacity: capacity) }
        let end = before ?? Int64.max
        while n < capacity, let o = only.nextOwned() {
          if !pass(o, end: end, into: base, count: &n) { return n }
        }
        return n
      }
      while n < capacity, let o = next() {
        (base + n).initialize(to: o)
        n &+= 1
      }
      return n
    }

    /// `next(into:)` for a single rule that strides (RuleSequenceIterator+Stride.swift): plain
    /// strides go straight into the buffer, the general path takes the occurrences they leave.
    mutating func nextStriding(into base: UnsafeMutablePointer<Occurrence>, capacity: Int) -> Int {
      let end = before ?? Int64.max
      var n = 0
      while n < capacity {
        if only.passing {
          n &+= only.rule.stride(into: base + n, capacity: capacity &- n, before: end, lastSortKey: &lastKey)
          if n == capacity { return n }
        }
        guard let o = only.nextOwned() else { break }
        if !pass(o, end: end, into: base, count: &n) { return n }
      }
      return n
    }

    /// Passes a single rule's occurrence `o` on into `base[count]` unless it repeats the last
    /// instant; false (and the set finished) when it is at or past the window's end `end`.
    @inline(__always)
    mutating func pass(_ o: Occurrence, end: Int64, into base: UnsafeMutablePointer<Occurrence>, count: inout Int) -> Bool {
      if o.sortKey >= end {
        finished = true
        return false
      }
      if o.sortKey > lastKey {
        lastKey = o.sortKey
        (base + count).initialize(to: o)
        count &+= 1
      }
      return true
    }

    /// The next occurrence of the set.
    public mutating func next() -> Occurrence? {
      if simple {
        // One rule, no RDATE/EXDATE: only the window end and duplicate instants to check.
        var steps = 0
        while steps < Int.max, let o = only.next() {
          steps += 1
          if let before, o.sortKey >= before { return nil }
          if o.sortKey <= lastKey { continue }
          lastKey = o.sortKey
          return o
        }
        return nil
      }
      var steps = 0
      while steps < Int.max {
        steps += 1
        // The smallest head among the rules, the next RDATE and DTSTART (when no rule).
        var best: Occurrence?
        var source = -3
        if let s = pendingStart, s.sortKey > lastKey { best = s; source = -2 }
        if rdateIndex < rdates.count, Self.precedes(rdates[rdateIndex], best) {
          best = rdates[rdateIndex]
          source = -1
        }
        for i in heads.indices {
          if let h = heads[i], Self.precedes(h, best) {
            best = h
            source = i
          }
        }
        guard let o = best else { return nil }
        switch source {
        case -2: pendingStart = nil
        case -1: rdateIndex += 1
        default: heads[source] = iterators[source].next()
        }
        if let before, o.sortKey >= before { return nil }
        if o.sortKey <= lastKey { continue }
        while exdateIndex < exdates.count && exdates[exdateIndex] < o.sortKey { exdateIndex += 1 }
        if exdateIndex < exdates.count && exdates[exdateIndex] == o.sortKey {
          lastKey = o.sortKey
          continue
        }
        lastKey = o.sortKey
        return o
      }
      return nil
    }
  }
}
