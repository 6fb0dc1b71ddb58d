// Memo tables for reading many VTODOs (RFC 5545 §3.6.2) in one plan: zones by TZID and parsed
// RRULEs by text, so 100,000 todos sharing a few zones and rules look each up once.

import Recurrence
import Zones

/// Zones and rules already read in this run (not thread-safe: one per reader).
public final class VTODOReadCache {
  private var zones: [String: Zone] = [:]
  private var rules: [String: RecurrenceRule] = [:]
  private var validRules: Set<ValidKey> = []

  /// A rule's text with the kind of DTSTART it was validated against (the only part of
  /// DTSTART `RecurrenceRule.validate(start:)` reads).
  private struct ValidKey: Hashable {
    let text: String
    let kind: UInt8
  }

  /// An empty cache.
  public init() {}

  /// The zone named `tzid`, from the cache or `Zone.named`.
  func zone(_ tzid: String) throws(ZoneError) -> Zone {
    if let zone = zones[tzid] { return zone }
    let zone = try Zone.named(tzid)
    zones[tzid] = zone
    return zone
  }

  /// The rule `text` parses to, from the cache or `RecurrenceRule(parsing:)`.
  func rule(_ text: String) throws(RecurrenceError) -> RecurrenceRule {
    if let rule = rules[text] { return rule }
    let rule = try RecurrenceRule(parsing: text)
    if rules.count < 10_000 { rules[text] = rule }
    return rule
  }

  /// Validates `rule` (parsed from `text`) against `start`; a success is remembered for every
  /// start of the same kind (DATE, floating, UTC, zoned), a failure is thrown each time.
  func validate(_ rule: RecurrenceRule, text: String, start: DateTimeValue) throws(RecurrenceError) {
    let kind: UInt8
    switch start {
    case .date: kind = 0
    case .floating: kind = 1
    case .utc: kind = 2
    case .zoned: kind = 3
    }
    let key = ValidKey(text: text, kind: kind)
    if validRules.contains(key) { return }
    try rule.validate(start: start)
    if validRules.count < 10_000 { validRules.insert(key) }
  }
}
