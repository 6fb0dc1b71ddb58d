// RFC 7529 SKIP in MONTHLY rules with BYMONTH: BYMONTH limits the months first (RFC 5545 §3.3.10
// order), so a day SKIP moves is kept wherever it lands and a month BYMONTH excludes moves nothing.
// Found by `recur conformance --random 20000 --seed 2` (Asia/Kathmandu, Asia/Kolkata cases).

import Recurrence
import XCTest

final class SkipMonthlyByMonthTests: XCTestCase {
  /// Seed 2 case `RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=5,6,7;BYMONTHDAY=30,-14,31,11;SKIP=FORWARD`:
  /// April is not a period, so April 31 is never generated and May 1 is no instance.
  func testExcludedMonthMovesNothingIntoAListedMonth() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20000101",
                          "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=5,6,7;BYMONTHDAY=30,-14,31,11;SKIP=FORWARD;COUNT=8"),
                   ["20000511", "20000518", "20000530", "20000531", "20000611", "20000617", "20000630", "20000701"])
  }

  /// Seed 2 case `RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=3;BYMONTHDAY=-15,9,-3,30;SKIP=FORWARD`:
  /// February 30 (February is not listed) does not become March 1.
  func testFebruaryIsNotAPeriodUnderByMonthMarch() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20190101",
                          "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=3;BYMONTHDAY=-15,9,-3,30;SKIP=FORWARD;COUNT=5"),
                   ["20190309", "20190317", "20190329", "20190330", "20200309"])
  }

  /// RFC 7529 §3.1 FORWARD moves an invalid day to the next valid one even into another month,
  /// as FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29 does (RFC7529Tests): the MONTHLY form agrees.
  func testMovedDayLeavesTheListedMonth() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20000101",
                          "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD;COUNT=3"),
                   ["20000229", "20010301", "20020301"])
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20000101",
                          "RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD;COUNT=3"),
                   ["20000229", "20010301", "20020301"])
  }
}
