// RFC 7529 (RSCALE and SKIP): the Gregorian leap-day and month-end behaviour of §3.1 / §4.3,
// and a clear "unsupported" error for other calendar scales and leap months.

import Recurrence
import XCTest

final class RFC7529Tests: XCTestCase {
  /// RFC 7529 §4.3 (Gregorian leap day with SKIP): a yearly Feb 29 falls on Mar 1 with FORWARD.
  func testLeapDayForward() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD;COUNT=5"),
                   ["20120229", "20130301", "20140301", "20150301", "20160229"])
  }

  /// RFC 7529 §3.1 SKIP=BACKWARD: Feb 28 in common years.
  func testLeapDayBackward() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD;COUNT=5"),
                   ["20120229", "20130228", "20140228", "20150228", "20160229"])
  }

  /// RFC 7529 §3.1: OMIT is the default; without RSCALE RFC 5545 behaviour (skip) applies.
  func testOmitDefault() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;COUNT=3"),
                   ["20120229", "20160229", "20200229"])
  }

  /// RFC 7529 §3.1: monthly on the 31st, FORWARD goes to the 1st of the next month.
  func testMonthlyForward() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140131", "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=FORWARD;COUNT=4"),
                   ["20140131", "20140301", "20140331", "20140501"])
  }

  /// RFC 7529 §4.3 examples in other calendars (CHINESE, HEBREW with leap month 5L): unsupported.
  func testOtherCalendarsUnsupported() {
    XCTAssertEqual(ruleError("RSCALE=CHINESE;FREQ=YEARLY"),
                   "RSCALE: calendar scale \"CHINESE\" is not supported; only RSCALE=GREGORIAN is (RFC 7529)")
    XCTAssertEqual(ruleError("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD"),
                   "BYMONTH: leap month \"5L\" is not supported; only RSCALE=GREGORIAN months 1...12 are")
  }
}
