// What one reading of a file has already read (RFC 5545 §3.3.10 rules, §3.2.19 TZIDs): files
// repeat a few rules and zones many times, so each text is parsed or resolved once, found
// again by its bytes.

import Recurrence
import Zones

/// The RRULE and EXRULE texts and the TZIDs one reading of a file has read; each rule is still
/// validated against its own DTSTART (the memo remembers which kinds of DTSTART a rule passed
/// for), and each TZID was resolved by the reading's `ZoneResolver` (`forgetZones` when that
/// changes).
///
/// ```swift
/// let memo = RuleMemo()
/// let i = memo.rule(bytes("FREQ=WEEKLY;BYDAY=MO"))   // parsed now
/// memo.rule(bytes("FREQ=WEEKLY;BYDAY=MO")) == i       // true: found by its bytes
/// memo.rules[i].parsed                                // [FREQ=WEEKLY;BYDAY=MO], shared
/// memo.validRule(i, kind: RuleMemo.anchorKind(dtstart))   // nil until it passed for such a DTSTART
/// ```
final class RuleMemo {
  /// One rule text read.
  struct Rule {
    /// The text as written (blanks around it trimmed), for warnings.
    let text: String
    /// The rule alone in an array that every component whose only rule it is (unchanged by
    /// UNTIL matching) shares; nil when the text does not parse as written.
    let parsed: [RecurrenceRule]?
    /// The kinds of DTSTART (`RuleMemo.anchorKind`) the rule has passed `validate(start:)` for.
    var validFor: UInt8 = 0
  }

  /// The rules read, by the index `rule(_:)` gave.
  private(set) var rules: [Rule] = []
  private var ruleTable = ByteKeyTable()
  /// TZIDs as written (carets intact); `tzidYears` holds, for each, the answer (into `answers`)
  /// for each year asked.
  private var tzidTable = ByteKeyTable()
  private var tzidYears: [[(year: Int?, answer: Int32)]] = []
  /// Each TZID's decoded text and zone, for one year (`zoneAnswer(_:year:)` gives the index).
  private var answers: [(tzid: String, zone: Zone?)] = []

  /// The index of the rule written as `bytes` (blanks and tabs around it are trimmed), parsed
  /// the first time it is met.
  func rule(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var lo = 0
    var hi = bytes.count
    while lo < hi, bytes[lo] == 0x20 || bytes[lo] == 0x09 { lo += 1 }
    while hi > lo, bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09 { hi -= 1 }
    let key = UnsafeBufferPointer(rebasing: bytes[lo..<hi])
    if let known = ruleTable.index(of: key) { return known }
    let text = String(decoding: key, as: UTF8.self)
    let parsed = try? RecurrenceRule(parsing: text)
    rules.append(Rule(text: text, parsed: parsed.map { [$0] }))
    return ruleTable.add(key)
  }

  /// Rule `index` as parsed when it passed `validate(start:)` for a DTSTART of kind `kind`
  /// (`anchorKind`) before, else nil: the checks read only the anchor's kind (DATE, floating,
  /// UTC, zoned), so one pass answers for all.
  func validRule(_ index: Int, kind: UInt8) -> [RecurrenceRule]? {
    rules.withUnsafeBufferPointer { all in
      all[index].validFor & kind != 0 ? all[index].parsed : nil
    }
  }

  /// Remembers that rule `index` passed `validate(start: anchor)`.
  func markValid(_ index: Int, anchor: RecurrenceTime) {
    rules[index].validFor |= Self.anchorKind(anchor)
  }

  /// A bit for each kind of DTSTART.
  static func anchorKind(_ anchor: RecurrenceTime) -> UInt8 {
    switch anchor {
    case .date: 1
    case .floating: 2
    case .utc: 4
    case .zoned: 8
    }
  }

  /// The bit of a DTSTART read as a stamp of `form` (0 for none).
  static func anchorKind(_ form: ComponentOccurrence.Stamp.Form) -> UInt8 {
    switch form {
    case .none: 0
    case .date: 1
    case .floating: 2
    case .utc: 4
    case .zoned: 8
    }
  }

  /// The answer remembered for `raw` and `year` (an index for `tzid(at:)` and `zone(at:)`).
  func zoneAnswer(_ raw: UnsafeBufferPointer<UInt8>, year: Int?) -> Int? {
    guard let i = tzidTable.index(of: raw) else { return nil }
    return tzidYears.withUnsafeBufferPointer { all in
      for a in all[i] where a.year == year { return Int(a.answer) }
      return nil
    }
  }

  /// Remembers what `raw` in `year` resolved to; returns the answer's index.
  func remember(_ raw: UnsafeBufferPointer<UInt8>, year: Int?, tzid: String, zone: Zone?) -> Int {
    let answer = answers.count
    answers.append((tzid, zone))
    if let i = tzidTable.index(of: raw) {
      tzidYears[i].append((year, Int32(truncatingIfNeeded: answer)))
    } else {
      _ = tzidTable.add(raw)
      tzidYears.append([(year, Int32(truncatingIfNeeded: answer))])
    }
    return answer
  }

  /// The decoded TZID of answer `index`.
  func tzid(at index: Int) -> String { answers[index].tzid }

  /// The zone of answer `index` (nil: the TZID names no known zone).
  func zone(at index: Int) -> Zone? { answers[index].zone }

  /// Whether answer `index` names a known zone.
  func isKnownZone(_ index: Int) -> Bool {
    answers.withUnsafeBufferPointer { $0[index].zone != nil }
  }

  /// Forgets the TZIDs (the zones they name have changed).
  func forgetZones() {
    tzidTable.removeAll()
    tzidYears.removeAll()
    answers.removeAll()
  }
}
