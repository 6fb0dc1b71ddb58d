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

  /// RFC 7529 §4.3 example "Chinese New Year" (RSCALE=CHINESE;FREQ=YEARLY from 2013-02-10).
  func testChineseNewYearExample() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20130210", "RSCALE=CHINESE;FREQ=YEARLY;COUNT=5"),
                   ["20130210", "20140131", "20150219", "20160208", "20170128"])
  }

  /// RFC 7529 §4.3 example: 8 Adar I yearly, SKIP=FORWARD to 8 Adar in common years.
  func testHebrewLeapMonthForwardExample() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140208", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD;COUNT=5"),
                   ["20140208", "20150227", "20160217", "20170306", "20180223"])
  }

  /// RFC 7529 §3.1 SKIP for a leap month: OMIT drops the common years, BACKWARD takes the month
  /// before the leap month (30 Shevat), FORWARD the day after the shorter Adar (1 Nisan).
  /// Expectations: libical 4.0.3's icalrecur_test_rscale_withicu.txt (ICU).
  func testHebrewLeapMonthSkips() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140205", "RSCALE=HEBREW;FREQ=YEARLY;COUNT=4"),
                   ["20140205", "20160214", "20190210", "20220206"])
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=BACKWARD;COUNT=5"),
                   ["20140302", "20150219", "20160310", "20170226", "20180215"])
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=FORWARD;COUNT=5"),
                   ["20140302", "20150321", "20160310", "20170328", "20180317"])
  }

  /// RFC 7529 §3.1: BYMONTH=9,9L with BACKWARD gives 9/10 twice in a year without a leap 9th
  /// month only once (one instance per date). Expectation: libical's ICU corpus.
  func testChineseLeapMonthBoth() {
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20131025", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=9,9L;SKIP=BACKWARD;COUNT=4"),
                   ["20141003", "20141102", "20151022", "20161010"])
  }

  /// Reasoned example: every FREQ under a non-Gregorian scale, with a zone; DAILY with
  /// BYMONTHDAY=1 reads the day of the Hebrew month (1 Nisan 5786 = 2026-03-19, 1 Iyar 5786 =
  /// 2026-04-18, 1 Sivan 5786 = 2026-05-17, as the arithmetic Hebrew calendar gives).
  func testDailyFilterReadsTheScalesMonth() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260301T090000", "RSCALE=HEBREW;FREQ=DAILY;BYMONTHDAY=1;COUNT=3", utc: true),
                   ["20260319T130000Z", "20260418T130000Z", "20260517T130000Z"])
  }

  /// RFC 7529 §4.1: leap months need a non-Gregorian RSCALE; unknown scales are refused.
  func testRefusals() {
    XCTAssertEqual(ruleError("FREQ=YEARLY;BYMONTH=5L"),
                   "BYMONTH: leap month \"5L\" needs a non-Gregorian RSCALE, e.g. RSCALE=HEBREW or RSCALE=CHINESE (RFC 7529 §4.2)")
    XCTAssertEqual(ruleError("RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=5L"),
                   "BYMONTH: leap month \"5L\" does not exist under RSCALE=GREGORIAN; expected months 1...12")
    XCTAssertEqual(ruleError("RSCALE=MARTIAN;FREQ=YEARLY")?.hasPrefix("RSCALE: calendar scale \"MARTIAN\" is not supported"), true)
  }

  /// RFC 7529 §4.2: leap months format back as written, after the plain months.
  func testLeapMonthRoundTrip() throws {
    let rule = try RecurrenceRule(parsing: "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=9,9L;BYMONTHDAY=10;SKIP=BACKWARD")
    XCTAssertEqual(rule.byMonth, [9])
    XCTAssertEqual(rule.byLeapMonth, [9])
    XCTAssertEqual(rule.description, "FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=9,9L;RSCALE=CHINESE;SKIP=BACKWARD")
  }

}
