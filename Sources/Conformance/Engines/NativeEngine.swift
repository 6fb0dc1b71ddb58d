// Recur's own engine (the Recurrence module) as one side of the differential run
// (RFC 5545 §3.8.5.3), reporting occurrences as `recur expand` prints them.

import Recurrence
import Zones

/// The native engine as an `ExpansionEngine`.
public struct NativeEngine: ExpansionEngine {
  /// "native".
  public let name = "native"

  /// The native engine (zones come from `Zone.named`, the system tzdata or `TZDIR`).
  public init() {}

  /// Expands with `RuleSequence`'s iterator (a gap wall clock and the next one may give one instant
  /// twice; the catalogue also weighs the list without repeats, `Catalogue.classify`); parse and
  /// validation errors come back as `.error(message)`.
  public func expand(_ testCase: ConformanceCase) -> Expansion {
    let rule: RecurrenceRule
    let start: RecurrenceTime
    let recurrence: RuleSequence
    do {
      rule = try RecurrenceRule(parsing: testCase.rule)
      start = try RecurrenceTime(contentLine: testCase.dtstart, zone: { try? Zone.named($0) })
      recurrence = try RuleSequence(rule: rule, start: start)
    } catch {
      return Expansion(outcome: .error(error.description))
    }
    let zone = start.zone
    let beforeKey = testCase.before.flatMap { Self.sortKey($0, zone: zone) }
    let startAtKey = testCase.startAt.flatMap { Self.sortKey($0, zone: zone) }
    let zoned: Bool
    if case .zoned = start { zoned = true } else { zoned = false }

    var list: [String] = []
    var wall: [String] = []
    var iterator = recurrence.makeIterator()
    while list.count < testCase.limit, let o = iterator.next() {
      if let beforeKey, o.sortKey > beforeKey { break }
      if let startAtKey, o.sortKey < startAtKey { continue }
      if zoned, let instant = o.instant {
        list.append(Self.utcText(instant))
        wall.append(o.description)
      } else {
        list.append(o.description)
      }
    }
    if let mismatch = Self.pathMismatch(rule: rule, start: start, limit: testCase.limit) {
      return Expansion(outcome: .error(mismatch))
    }
    return Expansion(outcome: .occurrences(list), wall: wall)
  }

  /// Reads the rule as `recur expand` does (a `RecurrenceSet` in batches, which takes the stride
  /// path where the rule allows it) and one occurrence at a time (the general path); RFC 5545
  /// gives one set however it is read, so a difference is reported as the native answer.
  static func pathMismatch(rule: RecurrenceRule, start: RecurrenceTime, limit: Int) -> String? {
    guard let set = try? RecurrenceSet(start: start, rules: [rule]) else { return nil }
    var single = set.makeIterator()
    var one: [Occurrence] = []
    while one.count < limit, let o = single.next() { one.append(o) }
    var batched = set.makeIterator()
    var many: [Occurrence] = []
    var buffer = [Occurrence](repeating: Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: 0, form: .floating), count: 64)
    var rounds = 0
    while many.count < limit && rounds <= limit {
      rounds += 1
      let got = buffer.withUnsafeMutableBufferPointer { batched.next(into: $0) }
      if got == 0 { break }
      many += buffer[0..<got]
    }
    if many.count > limit { many.removeLast(many.count - limit) }
    guard one != many else { return nil }
    let i = (0..<min(one.count, many.count)).first { one[$0] != many[$0] } ?? min(one.count, many.count)
    return "native paths disagree at instance \(i): one at a time \(one.count) instances"
      + (i < one.count ? " (\(one[i]))" : "") + ", in batches \(many.count)" + (i < many.count ? " (\(many[i]))" : "")
  }

  /// The sort key of a window bound given as value text: a `…Z` value is an instant; a
  /// floating or date value is a wall-clock reading, in `zone` when the start is zoned.
  static func sortKey(_ text: String, zone: Zone?) -> Int64? {
    guard let civil = ValueText.civil(text) else { return nil }
    if text.hasSuffix("Z") { return Instant(utc: civil).secondsSinceEpoch }
    if let zone { return zone.instant(for: civil).secondsSinceEpoch }
    return civil.secondsSinceEpoch
  }

  static func utcText(_ i: Instant) -> String { LibICalTextBridge.local(i.utc) + "Z" }
}
