// A rule bound to its DTSTART: the recurrence of RFC 5545 §3.8.5.3 as a lazy Swift Sequence,
// with windows that skip ahead without producing the skipped occurrences.

import Zones

/// A validated RRULE with its DTSTART: a lazy sequence of its occurrences in time order.
///
/// ```swift
/// let ny = try Zone.named("America/New_York")
/// let r = try RuleSequence(rule: RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3"),
///                        start: .zoned(CivilDateTime(year: 2026, month: 3, day: 7, hour: 2, minute: 30)!, ny))
/// r.map(\.instant)   // 2026-03-07T07:30:00Z, 2026-03-08T07:30:00Z (gap: 03:30 EDT), 2026-03-09T06:30:00Z
/// ```
/// DTSTART is the first occurrence (and counts toward COUNT) when the rule matches it; a DTSTART
/// the rule does not match is left out, as libical 4 and python-dateutil do (RFC 5545 calls such
/// a set undefined). So `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30` yields nothing. See docs/SEMANTICS.md.
public struct RuleSequence: Sequence, Sendable {
  /// The rule.
  public let rule: RecurrenceRule
  /// DTSTART.
  public let start: RecurrenceTime
  let plan: ExpansionPlan

  /// Binds `rule` to `start`, validating the rule against the start's value type.
  public init(rule: RecurrenceRule, start: RecurrenceTime) throws(RecurrenceError) {
    try rule.validate(start: start)
    self.init(unchecked: rule, start: start)
  }

  /// Binds a rule already validated against `start` (no checks).
  public init(unchecked rule: RecurrenceRule, start: RecurrenceTime) {
    self.rule = rule
    self.start = start
    plan = ExpansionPlan(rule: rule, start: start.civil, isDate: start.isDate)
  }

  /// An iterator from DTSTART.
  public func makeIterator() -> RuleSequenceIterator {
    RuleSequenceIterator(plan: plan, start: start, count: rule.count, until: rule.until)
  }

  /// An iterator positioned so that its first occurrence is the first one after `after`
  /// (exclusive; compared by instant, or by wall-clock reading for floating and date starts).
  /// Without COUNT the skipped periods are never expanded; with COUNT they are counted, by
  /// arithmetic for a fixed stride on one offset (`skipAhead`), otherwise one by one.
  ///
  /// ```swift
  /// // FREQ=DAILY from 2026-01-31T09:30 New York, after 2030-06-01T00:00:00Z:
  /// // the first result is 2030-06-01T09:30 EDT (13:30Z), reached by arithmetic, not by
  /// // expanding 1,582 days.
  /// ```
  public func makeIterator(after: Occurrence) -> RuleSequenceIterator {
    var it = makeIterator()
    it.skipAhead(toSortKey: after.sortKey)
    return it
  }

  /// The occurrences in the window `after < t < before` (either bound optional, both exclusive).
  public func occurrences(after: Occurrence? = nil, before: Occurrence? = nil) -> WindowedOccurrences {
    WindowedOccurrences(recurrence: self, after: after, before: before)
  }
}

/// The occurrences of a `RuleSequence` inside an exclusive window.
public struct WindowedOccurrences: Sequence, Sendable {
  let recurrence: RuleSequence
  let after: Occurrence?
  let before: Occurrence?

  /// An iterator over the window.
  public func makeIterator() -> Iterator {
    var base = recurrence.makeIterator()
    if let after { base.skipAhead(toSortKey: after.sortKey) }
    return Iterator(base: base, after: after?.sortKey, before: before?.sortKey)
  }

  /// Iterates a window of a recurrence.
  public struct Iterator: IteratorProtocol {
    var base: RuleSequenceIterator
    let after: Int64?
    let before: Int64?

    /// The next occurrence inside the window.
    public mutating func next() -> Occurrence? {
      var guardSteps = 0
      while let o = base.next() {
        if let before, o.sortKey >= before { return nil }
        if let after, o.sortKey <= after {
          guardSteps += 1
          continue
        }
        return o
      }
      return nil
    }
  }
}

extension RuleSequenceIterator {
  /// Moves to the first period that may hold occurrences after `sortKey`, without expanding
  /// the periods before it. With COUNT the skipped instances must be counted: only a `.fixed`
  /// stride read on one offset (UTC or floating) skips, by arithmetic (`countSkipped`).
  mutating func skipAhead(toSortKey sortKey: Int64) {
    // A non-Gregorian RSCALE steps through its calendar's years and months one period at a time.
    guard !done, plan.scaled == nil else { return }
    if count != nil {
      let oneOffset = form == .utc || form == .floating
      guard strideKind == .fixed, oneOffset, untilKey == nil, k == -1, emitted == 0 else { return }
    }
    // Sort keys of zoned occurrences are instants; wall-clock readings differ by less than a
    // day, so aim two days early and let the caller drop what is still before the window.
    let target = Int(sortKey) - 2 * 86_400
    guard target > Int(startKey) else { return }
    let targetDay = CalendarMath.floorDiv(target, 86_400)
    let n = plan.interval
    var newK: Int
    switch plan.frequency {
    case .yearly:
      newK = CalendarMath.floorDiv(CivilDate(daysSinceEpoch: targetDay).year - origin, n)
    case .monthly:
      let d = CivilDate(daysSinceEpoch: targetDay)
      newK = CalendarMath.floorDiv(d.year * 12 + d.month - 1 - origin, n)
    case .weekly:
      newK = CalendarMath.floorDiv(targetDay - origin, 7 * n)
    case .daily:
      newK = CalendarMath.floorDiv(targetDay - origin, n)
    default:
      newK = CalendarMath.floorDiv(target - origin, n * plan.unitSeconds)
    }
    newK -= 1
    guard newK > k else { return }
    if count != nil {
      guard newK >= 1, let skipped = countSkipped(through: newK) else { return }
      if skipped >= countLimit {
        // COUNT ran out before the window: every instance lies before `sortKey`.
        done = true
        return
      }
      emitted = skipped
    }
    if lastKey < startKey { lastKey = startKey }
    k = newK
    cursor = 0
    total = 0
    lastProductiveK = k &+ 1   // the first period examined
  }

  /// The instances a fresh `.fixed` iterator would pass on in periods 0 through `last`: period
  /// 0's candidates from DTSTART on, then the pattern's length for every later period (each
  /// holds the same candidates, and with one offset none is moved or dropped); nil when the
  /// periods do not form such a pattern (the caller then counts by stepping). The state is left
  /// as before the call.
  ///
  /// ```swift
  /// // FREQ=HOURLY;BYMINUTE=0,30;COUNT=100 from 2026-01-01T00:10:00Z, through period 3:
  /// // period 0 holds 00:00 (before DTSTART) and 00:30, then 3 periods of 2: 1 + 6 = 7
  /// ```
  mutating func countSkipped(through last: Int) -> Int? {
    defer {
      k = -1
      cursor = 0
      total = 0
    }
    k = 0
    guard case .candidates = fill(), !usePicks else { return nil }
    var first = 0
    for idx in 0..<total {
      let (day, second) = candidate(idx)
      if Int64(day) &* 86_400 &+ Int64(second) > lastKey { first &+= 1 }
    }
    k = 1
    guard case .candidates = fill(), !usePicks else { return nil }
    let m = total
    guard m >= 1, m <= Self.longestStridePattern else { return nil }
    let read = withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.longestStridePattern) { buffer -> Int in
      guard let base = buffer.baseAddress else { return -1 }
      return readPattern(first: 0, start: fixedPeriodStart(1), length: periodLength,
                         longest: Self.longestStridePattern, into: base)
    }
    guard read == m else { return nil }
    let (later, overflow) = last.multipliedReportingOverflow(by: m)
    guard !overflow else { return nil }
    return first &+ later
  }
}
