// The RFC 5545 §3.3.10 expand/limit table (page 44) as ExpansionTable reads it. Source of every
// expectation: the table in the RFC, written out cell by cell below.

import Recurrence
import XCTest

final class ExpansionTableTests: XCTestCase {
  /// RFC 5545 §3.3.10, the table after the grammar: rows in the RFC's order, columns SECONDLY …
  /// YEARLY; "Note 1"/"Note 2" are `.special`.
  func testEveryCellMatchesTheRFC() {
    let L = PartAction.limit, E = PartAction.expand, N = PartAction.notApplicable, S = PartAction.special
    let rfc: [(RulePart, [PartAction])] = [
      (.byMonth, [L, L, L, L, L, L, E]),
      (.byWeekNo, [N, N, N, N, N, N, E]),
      (.byYearDay, [L, L, L, N, N, N, E]),
      (.byMonthDay, [L, L, L, L, N, E, E]),
      (.byDay, [L, L, L, L, E, S, S]),
      (.byHour, [L, L, L, E, E, E, E]),
      (.byMinute, [L, L, E, E, E, E, E]),
      (.bySecond, [L, E, E, E, E, E, E]),
      (.bySetPos, [L, L, L, L, L, L, L]),
    ]
    XCTAssertEqual(ExpansionTable.rows.map(\.part), rfc.map(\.0))
    for (row, expected) in zip(ExpansionTable.rows, rfc) {
      XCTAssertEqual(row.actions, expected.1, "\(row.part)")
      for f in Frequency.allCases {
        XCTAssertEqual(ExpansionTable.action(row.part, f), expected.1[f.rawValue], "\(row.part) \(f)")
      }
    }
  }

  /// Parts outside the table (FREQ, COUNT, UNTIL, INTERVAL, WKST, RSCALE, SKIP) only limit.
  func testPartsOutsideTheTableLimit() {
    for part in [RulePart.freq, .until, .count, .interval, .wkst, .rscale, .skip] {
      for f in Frequency.allCases {
        XCTAssertEqual(ExpansionTable.action(part, f), .limit, "\(part) \(f)")
      }
    }
  }
}
