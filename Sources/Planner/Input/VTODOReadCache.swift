// Memo tables for reading many VTODOs (RFC 5545 §3.6.2) in one plan: zones by TZID and parsed
// RRULEs by text (as Strings, or as the input's bytes for the fast reading), so 100,000 todos
// sharing a few zones and rules look each up once.

import struct ICalendar.Component
import Recurrence
import Occurrences
import Zones

/// Zones and rules already read in this run (not thread-safe: one per reader).
public final class VTODOReadCache {
  /// The one TZID resolver (Occurrences' `ZoneResolver`) with the file's VTIMEZONEs read so far.
  private(set) var zones = ZoneResolver(timeZones: [])
  /// The file's VTIMEZONE components, in file order.
  private var timeZoneComponents: [Component] = []
  /// Whether the whole file's VTIMEZONEs were given at once (`useTimeZones`).
  private var prescanned = false

  /// A rule read from bytes: its text, the parsed rule (or the parse error) and the kinds of
  /// DTSTART it was validated against (bit 1 << kind).
  struct RuleEntry {
    let bytes: [UInt8]
    let rule: RecurrenceRule?
    var validKinds: UInt8
  }
  private var entries: [RuleEntry] = []
  private var entryByHash: [UInt64: Int] = [:]
  private var lastZoneKey: [UInt8] = []
  private var lastZone: Zone?

  /// The input's RECURRENCE-ID overrides, found before its todos are read.
  var overrides = SeriesOverrides()

  /// An empty cache.
  public init() {}

  /// Adds a file's VTIMEZONE to the resolver: its zone wins over an IANA zone its TZID names
  /// unless they agree in the year of the value read (RFC 5545 §3.2.19, §3.6.5; `ZoneResolver`).
  public func addTimeZone(_ component: Component) {
    guard !prescanned, component.firstProperty(named: "TZID")?.text != nil else { return }
    timeZoneComponents.append(component)
    zones = ZoneResolver(timeZones: timeZoneComponents)
    lastZoneKey = []
    lastZone = nil
  }

  /// Uses the VTIMEZONEs of the whole file at once (found before the todos are read).
  func useTimeZones(_ components: [Component]) {
    prescanned = true
    timeZoneComponents = components
    zones = ZoneResolver(timeZones: components)
    lastZoneKey = []
    lastZone = nil
  }

  /// The zone whose TZID is `bytes`, or `nil` when none is known (the full reading then reports it).
  func zone(bytes: UnsafeBufferPointer<UInt8>, year: Int? = nil) -> Zone? {
    if hasFileZones { return zone(String(decoding: bytes, as: UTF8.self), year: year) }
    if let lastZone, lastZoneKey.withUnsafeBufferPointer({ LeanLine.same($0, bytes) }) { return lastZone }
    guard let zone = zone(String(decoding: bytes, as: UTF8.self)) else { return nil }
    lastZoneKey = Array(bytes)
    lastZone = zone
    return zone
  }

  /// Whether the file defined zones of its own (VTIMEZONE), read by `addTimeZone`.
  var hasFileZones: Bool { !zones.timeZones.isEmpty }

  /// The index of the rule entry for the RRULE value `bytes` (parsed on first sight), or `nil`
  /// when the table is full or a different text has the same hash.
  func ruleEntry(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // FNV-1a, 64 bits.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    if let index = entryByHash[hash] {
      return entries[index].bytes.withUnsafeBufferPointer({ LeanLine.same($0, bytes) }) ? index : nil
    }
    guard entries.count < 10_000 else { return nil }
    let rule = parseRule(bytes)
    entries.append(RuleEntry(bytes: Array(bytes), rule: rule, validKinds: 0))
    entryByHash[hash] = entries.count - 1
    return entries.count - 1
  }

  /// Rules without their trailing COUNT, by text (parsed, unvalidated): many todos' rules
  /// differ only in COUNT.
  private var countless: [[UInt8]: RecurrenceRule] = [:]

  /// `RecurrenceRule(parsing:)` of `bytes`, or `nil` when it throws. A text ending in
  /// `;COUNT=n` (1 to 6 digits) whose head has no COUNT is its head's rule (parsed once) with
  /// COUNT n, validated: the same value, since the parser only sets one field per part.
  private func parseRule(_ bytes: UnsafeBufferPointer<UInt8>) -> RecurrenceRule? {
    let marker: StaticString = ";COUNT="
    var digits = 0
    while digits < bytes.count, digits < 7, bytes[bytes.count - 1 - digits] >= 0x30, bytes[bytes.count - 1 - digits] <= 0x39 {
      digits += 1
    }
    let headEnd = bytes.count - digits - marker.utf8CodeUnitCount
    if digits >= 1, digits <= 6, headEnd > 0,
       LeanLine.same(UnsafeBufferPointer(rebasing: bytes[headEnd..<(headEnd + marker.utf8CodeUnitCount)]),
                     UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)) {
      var n = 0
      for b in bytes[(bytes.count - digits)...] { n = n * 10 + Int(b - 0x30) }
      let key = Array(bytes[0..<headEnd])
      var head = countless[key]
      if head == nil, let parsed = try? RecurrenceRule.parseUnvalidated(String(decoding: key, as: UTF8.self)) {
        head = parsed
        if countless.count < 10_000 { countless[key] = parsed }
      }
      if var rule = head, rule.count == nil {
        rule.count = n
        return (try? rule.validate()) != nil ? rule : nil
      }
    }
    return try? RecurrenceRule(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// The parsed rule of entry `index`, or `nil` when its text does not parse.
  func rule(entry index: Int) -> RecurrenceRule? { entries[index].rule }

  /// Whether entry `index`'s rule is valid with `start` (remembered per kind of DTSTART).
  func isValid(entry index: Int, start: RecurrenceTime) -> Bool {
    let bit: UInt8 = 1 << Self.kind(start)
    if entries[index].validKinds & bit != 0 { return true }
    guard let rule = entries[index].rule, (try? rule.validate(start: start)) != nil else { return false }
    entries[index].validKinds |= bit
    return true
  }

  /// The kind of a DTSTART as `RecurrenceRule.validate(start:)` sees it: DATE, floating, UTC, zoned.
  private static func kind(_ start: RecurrenceTime) -> UInt8 {
    switch start {
    case .date: 0
    case .floating: 1
    case .utc: 2
    case .zoned: 3
    }
  }

  /// The zone `tzid` names for a value in `year`, as `ZoneResolver` resolves it (the file's
  /// VTIMEZONE, IANA in any case, Windows and Outlook names, vendor prefixes); `nil` when
  /// nothing defines it (the full reading then reads the value as floating, with a warning).
  func zone(_ tzid: String, year: Int? = nil) -> Zone? {
    zones.resolve(tzid, year: year).zone
  }

  /// The rule `text` parses to, from the cache (shared with the fast reading's byte-keyed
  /// entries) or `RecurrenceRule(parsing:)`, whose error is thrown.
  func rule(_ text: String) throws(RecurrenceError) -> RecurrenceRule {
    var text = text
    if let index = text.withUTF8({ ruleEntry(bytes: $0) }), let rule = entries[index].rule { return rule }
    return try RecurrenceRule(parsing: text)
  }
}
