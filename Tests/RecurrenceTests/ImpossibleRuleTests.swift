// Rules that can never match end with no occurrences, fast (docs/SEMANTICS.md; the bound is in
// Sources/Recurrence/Iterate/SearchBound.swift: 400 years of periods prove emptiness).

import Recurrence
import XCTest

final class ImpossibleRuleTests: XCTestCase {
  /// docs/SEMANTICS.md: February 30 never exists; DTSTART (not matching) is no occurrence.
  func testFebruary30Yearly() {
    XCTAssertEqual(expand("20260101", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"), [])
  }

  /// docs/SEMANTICS.md: April 31 never exists, as a yearly and as a monthly rule (BYMONTH limits).
  func testApril31() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31"), [])
    XCTAssertEqual(expand("20260101T090000", "FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31"), [])
  }

  /// SearchBound.swift: 146,097 empty days prove a daily rule empty.
  func testFebruary30Daily() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"), [])
  }

  /// SearchBound.swift: sub-daily rules skip whole days that cannot match.
  func testFebruary30Secondly() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30"), [])
  }

  /// ExpansionPlan.swift: periods every 2 s from an even second never start at second 1.
  func testUnreachableSecond() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=SECONDLY;INTERVAL=2;BYSECOND=1"), [])
  }

  /// RFC 5545 §3.3.10 BYSETPOS: a position past the set's size selects nothing, ever.
  func testSetPosBeyondSet() {
    XCTAssertEqual(expand("20260105T090000", "FREQ=WEEKLY;BYDAY=MO,TU;BYSETPOS=3"), [])
  }

  /// RFC 5545 §3.3.10: the 5th Monday exists in some months only: found, then ends at COUNT.
  func testRareButPossible() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=MONTHLY;BYDAY=5MO;COUNT=3"),
                   ["20260330T090000", "20260629T090000", "20260831T090000"])
  }

  /// RFC 5545 §3.3.10 (a year 9999 horizon, SearchBound.swift): Feb 29 in a century year that is
  /// not a leap year (every 100 years, leap only each 400) still ends.
  func testLeapCenturiesOnly() {
    XCTAssertEqual(expand("20000229", "FREQ=YEARLY;INTERVAL=100;COUNT=3"),
                   ["20000229", "24000229", "28000229"])
  }
}
