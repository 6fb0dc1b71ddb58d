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
      let list = try LibICal.expand(rule: testCase.rule, start: start, limit: testCase.limit,
                                    startAt: startAt, before: before)
      let wall: [String]
      if case .zoned = start { wall = list.map { $0.text(utc: false) } } else { wall = [] }
      return Expansion(outcome: .occurrences(list.map { $0.text(utc: true) }), wall: wall)
    } catch {
      return Expansion(outcome: .error(error.description))
    }
  }
}
