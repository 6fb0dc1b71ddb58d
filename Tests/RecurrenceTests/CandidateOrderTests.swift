// A period's candidates in order (RFC 5545 §3.3.10: BYSETPOS counts "within the set of
// recurrence instances" of the period, in time order) however the rule lists its values: the
// iterator writes days ascending without a sort when the list allows it, and must then match the
// sorted order exactly. Expected dates worked out from the calendar (2026 and 2027 are common
// years; 2026-01-04 is a Sunday) and agree with the pre-change engine.

import Recurrence
import XCTest
import Zones

final class CandidateOrderTests: XCTestCase {
  /// RFC 5545 §3.3.10 BYSETPOS over negative BYMONTHDAY listed out of order: the 2nd of the last
  /// three days (Jan 29–31 → 30; Feb 26–28 → 27; Mar 29–31 → 30).
  func testNegativeMonthDaysListedOutOfOrder() {
    XCTAssertEqual(expand("20260101", "FREQ=MONTHLY;BYMONTHDAY=-1,-3,-2;BYSETPOS=2;COUNT=3"),
                   ["20260130", "20260227", "20260330"])
  }

  /// Positive BYMONTHDAY out of order and repeated: the 2nd from last of 29, 30, 31 that the
  /// month has (Jan 30; February 2026 has none of them; Mar 30; Apr 29 of 29, 30; May 30).
  func testPositiveMonthDaysRepeatedAndOutOfOrder() {
    XCTAssertEqual(expand("20260101", "FREQ=MONTHLY;BYMONTHDAY=31,30,30,29;BYSETPOS=-2;COUNT=4"),
                   ["20260130", "20260330", "20260429", "20260530"])
  }

  /// WEEKLY BYDAY listed against WKST=SU (weeks Sunday to Saturday): the 2nd and last day of
  /// Su, Mo, Sa each week are Monday and Saturday.
  func testWeekdaysOrderedFromWeekStart() {
    XCTAssertEqual(expand("20260104", "FREQ=WEEKLY;WKST=SU;BYDAY=SA,MO,SU;BYSETPOS=2,-1;COUNT=4"),
                   ["20260105", "20260110", "20260112", "20260117"])
  }

  /// YEARLY with months listed out of order and negative month days: the first and last of
  /// Feb 27, Feb 28, Apr 29, Apr 30 each year.
  func testYearlyMonthsAndNegativeDays() {
    XCTAssertEqual(expand("20260101", "FREQ=YEARLY;BYMONTH=4,2;BYMONTHDAY=-1,-2;BYSETPOS=1,-1;COUNT=4"),
                   ["20260227", "20260430", "20270227", "20270430"])
  }

  /// Set iterators are values, also when read in batches: a copy taken between batches goes on
  /// from where it was copied (BYMONTHDAY=1,15 and BYSETPOS=1,-1 fill each month's candidates
  /// and picks; RFC 5545 §3.3.10).
  func testBatchReadCopiesAreIndependent() throws {
    let start = RecurrenceTime.floating(CivilDateTime(year: 2026, month: 1, day: 1, hour: 9)!)
    let set = try RecurrenceSet(start: start,
                                rules: [RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=1,15,20;BYSETPOS=1,-1")])
    var it = set.makeIterator()
    func read(_ iterator: inout RecurrenceSet.Iterator, _ n: Int) -> [String] {
      readBatch(&iterator, n).map(\.description)
    }
    XCTAssertEqual(read(&it, 1), ["20260101T090000"])
    var copy = it
    XCTAssertEqual(read(&it, 3), ["20260120T090000", "20260201T090000", "20260220T090000"])
    XCTAssertEqual(read(&copy, 2), ["20260120T090000", "20260201T090000"])
    XCTAssertEqual(read(&it, 1), ["20260301T090000"])
    XCTAssertEqual(read(&copy, 3), ["20260220T090000", "20260301T090000", "20260320T090000"])
  }
}
