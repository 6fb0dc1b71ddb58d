// Month-end and leap-day forms (docs/SEMANTICS.md; RFC 5545 §3.3.10 BYMONTHDAY/BYSETPOS; RFC 7529
// §3.1 SKIP). Expected dates worked out from the calendar: 2026 and 2027 are common years,
// 2024 and 2028 leap years.

import Recurrence
import XCTest

final class MonthEndTests: XCTestCase {
  /// docs/SEMANTICS.md: the portable clamp, last day of each month from Jan 31.
  func testLastDayOfMonthBySetPos() {
    XCTAssertEqual(expand("20260131", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=6"),
                   ["20260131", "20260228", "20260331", "20260430", "20260531", "20260630"])
    XCTAssertEqual(expand("20280131", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=4"),
                   ["20280131", "20280229", "20280331", "20280430"])
  }

  /// RFC 7529 §3.1 SKIP=BACKWARD: Jan 31 → Feb 28, Mar 31 → Apr 30; the same dates as BYSETPOS.
  func testLastDayOfMonthSkipBackward() {
    let skip = expand("20260131", "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD;COUNT=6")
    XCTAssertEqual(skip, ["20260131", "20260228", "20260331", "20260430", "20260531", "20260630"])
    XCTAssertEqual(skip, expand("20260131", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=6"))
  }

  /// docs/SEMANTICS.md: Mar 31 → Apr 30 in both clamped forms.
  func testMarch31ToApril30() {
    XCTAssertEqual(expand("20260331", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=3"),
                   ["20260331", "20260430", "20260531"])
    XCTAssertEqual(expand("20260331", "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD;COUNT=3"),
                   ["20260331", "20260430", "20260531"])
  }

  /// RFC 5545 §3.3.10 ("Recurrence rules may generate recurrence instances with an invalid
  /// date … MUST be ignored"): plain BYMONTHDAY=31 skips short months.
  func testPlain31stSkipsShortMonths() {
    XCTAssertEqual(expand("20260131", "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=6"),
                   ["20260131", "20260331", "20260531", "20260731", "20260831", "20261031"])
  }

  /// RFC 5545 §3.3.10: plain yearly Feb 29 only in leap years.
  func testFeb29YearlyPlain() {
    XCTAssertEqual(expand("20240229", "FREQ=YEARLY;COUNT=3"), ["20240229", "20280229", "20320229"])
  }

  /// docs/SEMANTICS.md: Feb 29 clamped to Feb 28 in common years with BYSETPOS.
  func testFeb29YearlyBySetPos() {
    XCTAssertEqual(expand("20240229", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1;COUNT=5"),
                   ["20240229", "20250228", "20260228", "20270228", "20280229"])
  }

  /// RFC 7529 §3.1: SKIP=BACKWARD gives Feb 28, SKIP=FORWARD Mar 1, SKIP=OMIT nothing.
  func testFeb29YearlySkip() {
    XCTAssertEqual(expand("20240229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD;COUNT=5"),
                   ["20240229", "20250228", "20260228", "20270228", "20280229"])
    XCTAssertEqual(expand("20240229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD;COUNT=5"),
                   ["20240229", "20250301", "20260301", "20270301", "20280229"])
    XCTAssertEqual(expand("20240229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=OMIT;COUNT=2"),
                   ["20240229", "20280229"])
  }

  /// docs/SEMANTICS.md: the clamp in a zone keeps the time of day.
  func testClampKeepsTimeInZone() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260131T093000",
                          "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=3", utc: true),
                   ["20260131T143000Z", "20260228T143000Z", "20260331T133000Z"])
  }
}
