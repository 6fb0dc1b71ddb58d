// The rule arrays a window's iteration (or a reading's check of its overrides) has validated
// (RFC 5545 §3.3.10 checks against DTSTART), so that the many series of a calendar that share
// one rule validate it once per window.

import Recurrence

/// Rule arrays known to pass `RecurrenceRule.validate(start:)` for each kind of DTSTART (DATE,
/// floating, UTC, zoned: the checks read nothing else of it), found by their storage: a file's
/// components whose only rule is the same text share one array (the reading's `RuleMemo`), and
/// while a calendar's iterator (or its reading) holds its series no other array can take that storage.
///
/// ```swift
/// let known = ValidatedRules()
/// known.set(master: a, exdates: [])   // validates a's RRULE, remembers its array
/// known.set(master: b, exdates: [])   // b shares the array: built without validating again
/// ```
final class ValidatedRules {
  /// The storage address of a rule array and the kind of DTSTART.
  struct Key: Hashable {
    let address: UInt
    let kind: UInt8
  }

  /// Whether the rules at `Key` passed for that kind of DTSTART.
  private var known: [Key: Bool] = [:]

  /// `ComponentSeries.set(master:exdates:)`, with each distinct rule array validated once.
  func set(master: TimedComponent?, exdates: [RecurrenceTime]) -> RecurrenceSet? {
    guard let master, let anchor = master.anchor else { return nil }
    let rules = master.rules
    guard !rules.isEmpty else { return ComponentSeries.set(master: master, exdates: exdates) }
    let address = rules.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = Key(address: address, kind: Self.kind(anchor))
    if let passed = known[key] {
      guard passed else { return nil }
      // DTSTART is the first instance of the set even when no rule generates it (§3.8.5.3).
      return RecurrenceSet(start: anchor, validatedRules: rules, rdates: master.rdates, exdates: exdates,
                           includingStart: true)
    }
    let set = ComponentSeries.set(master: master, exdates: exdates)
    known[key] = set != nil
    return set
  }

  /// The kind of DTSTART the checks read.
  static func kind(_ anchor: RecurrenceTime) -> UInt8 {
    switch anchor {
    case .date: 1
    case .floating: 2
    case .utc: 3
    case .zoned: 4
    }
  }
}
