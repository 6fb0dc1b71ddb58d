// Memo tables for reading many VTODOs (RFC 5545 §3.6.2) in one plan: zones by TZID and parsed
// RRULEs by text, so 100,000 todos sharing a few zones and rules look each up once.

import Recurrence
import Zones

/// Zones and rules already read in this run (not thread-safe: one per reader).
public final class VTODOReadCache {
  private var zones: [String: Zone] = [:]
  private var rules: [String: RecurrenceRule] = [:]

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
}
