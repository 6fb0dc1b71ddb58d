// libical 3.0.16 as one side of the differential run (RFC 5545 §3.8.5.3), via the LibICal
// wrapper; zoned occurrences are reported in UTC as libical converts them (§3.3.5).

import LibICal
import Zones

/// The libical oracle as an `ExpansionEngine`.
public struct LibICalEngine: ExpansionEngine {
  /// "libical".
  public let name = "libical"

  /// The oracle (stateless; libical's global state lives behind LibICal's lock).
  public init() {}

  /// Expands with `icalrecur_iterator_next`; errors come back as `.error(message)`.
  public func expand(_ testCase: ConformanceCase) -> Expansion {
    guard let start = LibICalStart(parsing: testCase.dtstart) else {
      return Expansion(outcome: .error("bad DTSTART '\(testCase.dtstart)'"))
    }
    let startAt = testCase.startAt.flatMap { LibICalStart(parsing: $0)?.civil }
    let before = testCase.before.flatMap { LibICalStart(parsing: $0)?.civil }
    do {
      let limit = Self.searchBound(testCase)
      // No occurrence wanted: libical's first step could already be the endless search.
      guard limit > 0 else {
        _ = try LibICalRecurrence.canonical(rule: testCase.rule)
        return Expansion(outcome: .occurrences([]), wall: [])
      }
      let list = try LibICalRecurrence.expand(rule: testCase.rule, start: start, limit: limit,
                                    startAt: startAt, before: before)
      let wall: [String]
      if case .zoned = start { wall = list.map { $0.text(utc: false) } } else { wall = [] }
      return Expansion(outcome: .occurrences(list.map { $0.text(utc: true) }), wall: wall)
    } catch {
      return Expansion(outcome: .error(error.description))
    }
  }

  /// The limit libical is run with: the case's, or for an HOURLY, MINUTELY or SECONDLY rule the
  /// native engine's count when the native engine ends the rule (its `SearchBound`) first.
  /// libical 3.0.16 steps such a rule one unit at a time and checks UNTIL only on a match, so
  /// asking it for an occurrence that never comes (`FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30`)
  /// searches to year 2582; this is the same bound as `recur expand --engine libical`
  /// (SECURITY.md "Limits"). Occurrences libical would add past the native end are not seen.
  static func searchBound(_ testCase: ConformanceCase) -> Int {
    let upper = testCase.rule.uppercased()
    guard upper.contains("FREQ=SECONDLY") || upper.contains("FREQ=MINUTELY") || upper.contains("FREQ=HOURLY") else {
      return testCase.limit
    }
    guard case .occurrences(let native) = NativeEngine().expand(testCase).outcome else { return testCase.limit }
    return min(testCase.limit, native.count)
  }
}
