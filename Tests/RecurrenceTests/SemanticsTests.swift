// The readings docs/SEMANTICS.md ("Recurrence rules") records where RFC 5545 §3.3.10 / RFC 7529
// §3.1 leave room, each with its example written out. Sources: the RFC clauses named per test;
// python-dateutil 2.9.0 agrees where it has the feature (no RSCALE/SKIP; it expands YEARLY
// BYMONTHDAY in every month).

import XCTest

final class SemanticsTests: XCTestCase {
  /// RFC 5545 §3.8.5.3 leaves a DTSTART the rule does not match undefined; it is not an
  /// occurrence (Tuesday 2019-01-01 with BYDAY=WE,FR; dateutil and libical agree).
  func testDtstartNotMatchingIsNotAnOccurrence() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20190101", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,FR;COUNT=4"),
                   ["20190102", "20190104", "20190116", "20190118"])
  }

  /// RFC 5545 §3.3.10 "derived from DTSTART": YEARLY with only BYMONTHDAY takes DTSTART's month.
  func testYearlyMonthDayTakesDtstartMonth() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20240229", "FREQ=YEARLY;BYMONTHDAY=29;COUNT=3"),
                   ["20240229", "20280229", "20320229"])
  }

  /// RFC 5545 §3.3.10 "derived from DTSTART": YEARLY with only BYWEEKNO takes DTSTART's weekday
  /// (Monday 1997-05-12, week 20).
  func testYearlyWeekNoTakesDtstartWeekday() {
    XCTAssertEqual(expand("19970512T090000", "FREQ=YEARLY;BYWEEKNO=20;COUNT=3"),
                   ["19970512T090000", "19980511T090000", "19990517T090000"])
  }

  /// RFC 5545 §3.3.10 week numbering (ISO 8601): INTERVAL counts week-numbering years from the
  /// one holding DTSTART (2024-12-31 is in week 1 of 2025; then 2028 and 2031).
  func testWeekNoIntervalCountsWeekNumberingYears() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20241231", "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO,TU;INTERVAL=3;COUNT=5"),
                   ["20241231", "20280103", "20280104", "20301230", "20301231"])
  }

  /// RFC 5545 §3.3.10 BYWEEKNO with ISO 8601 week numbering: a year has 53 weeks when it starts on
  /// a Thursday (2026) or is a leap year starting on a Wednesday, else 52. Week −1 is the last:
  /// its Thursday is 2026-12-31 (week 53), 2027-12-30, 2028-12-28 and 2029-12-27 (week 52); week
  /// 53 exists only in 53-week years: Monday 2026-12-28, then 2032-12-27 (2032 starts on a
  /// Thursday). The iterator skips the weeks BYWEEKNO leaves out whole.
  func testNegativeAndFiftyThirdWeeks() {
    XCTAssertEqual(expand("20260101T090000", "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=TH;COUNT=4"),
                   ["20261231T090000", "20271230T090000", "20281228T090000", "20291227T090000"])
    XCTAssertEqual(expand("20260101T090000", "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;COUNT=2"),
                   ["20261228T090000", "20321227T090000"])
  }

  /// RFC 5545 §3.3.5 (a nonexistent local time uses the offset before the gap): sub-daily
  /// instances in New York's 2026-03-08 gap are kept, 02:00 → 07:00Z and 02:30 → 07:30Z.
  func testSubDailyGapInstancesKept() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260308T013000", "FREQ=MINUTELY;INTERVAL=30;COUNT=3", utc: true),
                   ["20260308T063000Z", "20260308T070000Z", "20260308T073000Z"])
  }

  /// RFC 7529 §3.1 SKIP=FORWARD, then RFC 5545 §3.3.10's order (BYMONTHDAY before BYDAY): Feb 30
  /// 2028 moves to Wednesday Mar 1, which BYDAY=WE,TU keeps (libical 3.0.16 drops it).
  func testSkipMovesBeforeBydayLimits() {
    XCTAssertEqual(expand("20271215T000000", "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=30,28;BYDAY=WE,TU;SKIP=FORWARD;COUNT=3"),
                   ["20271228T000000", "20280301T000000", "20280328T000000"])
  }

  /// RFC 5545 §3.3.10 BYSETPOS counts "the set of recurrence instances": a day two BYMONTHDAY
  /// values name is one instance (Sept/Nov 2007 have {28, 30}: no third-to-last).
  func testBysetposCountsADayOnce() {
    XCTAssertEqual(expand("20070803T024500", "FREQ=MONTHLY;BYMONTHDAY=-1,-3,28;BYSETPOS=-3;COUNT=3"),
                   ["20070828T024500", "20071028T024500", "20071228T024500"])
  }
}
