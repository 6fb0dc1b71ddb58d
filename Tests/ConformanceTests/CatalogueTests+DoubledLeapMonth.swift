// libical-duplicate-month-day for a YEARLY BYMONTH list holding a leap month and the month SKIP
// gives a year without it: libical 3.0.16 counts that month's days twice toward BYSETPOS's set.
// The RFC reading is written out, with a neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP (leap months); RFC 5545 §3.3.10 BYSETPOS, §3.8.5.3

  /// Random seed 7706 #527 (COUNT=4 here). From 30 Av 5771 the day is the 30th (DTSTART's). A
  /// common year (5772, 5773, 5775) has no Adar I: SKIP=FORWARD makes 5L Adar (6), listed too,
  /// whose 30th moves to 1 Nisan; Tammuz's 30th moves to 1 Av. The set is {1 Nisan, 1 Av}, so
  /// BYSETPOS=-1 is 1 Av every year (2012-07-20, 2013-07-08, 2014-07-28, 2015-07-17). libical
  /// counts three days, finds no third from the end, and gives leap years only.
  func testDoubledLeapMonthShiftsSetPosition() {
    let dtstart = "DTSTART:20110830T001500"
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=10,6,5L;BYSETPOS=-1;SKIP=FORWARD;COUNT=4", dtstart)
    XCTAssertEqual(r.native, ["20120720T001500", "20130708T001500", "20140728T001500", "20150717T001500"])
    XCTAssertEqual(r.libical, ["20140728T001500", "20160805T001500", "20190802T001500", "20220729T001500"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
    // Neighbour: with month 7 instead of 6, FORWARD's month for 5L is not listed, nothing is
    // named twice, and libical agrees; an answer without the common years is not this class.
    let neighbour = "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=10,7,5L;BYSETPOS=-1;SKIP=FORWARD;COUNT=4"
    XCTAssertEqual(run(neighbour, dtstart).cls, "agree")
    XCTAssertEqual(classify(neighbour, dtstart, native: r.native, libical: r.libical), "unexplained")
    // Neighbour: a Recur answer a day off in common 5773 (2013-07-09, not 1 Av) is not the set
    // without 5L that libical gives for BYMONTH=10,6, so the class does not take it.
    XCTAssertEqual(classify("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=10,6,5L;BYSETPOS=-1;SKIP=FORWARD;COUNT=4", dtstart,
                            native: ["20120720T001500", "20130709T001500", "20140728T001500", "20150717T001500"],
                            libical: r.libical), "unexplained")
  }

  /// Reasoned from the Hebrew case: Dangi 2049 and 2051-2053 have no 7L, so BACKWARD makes 7L
  /// month 7, listed too, and BYSETPOS=-1 is month 7's day (DTSTART's 11th) every year; libical
  /// loses those years and keeps 2050 (leap 3L), 2055, 2058, ... Libical begins Dangi 2051's month
  /// 7 a day early (2051-08-07 for BYMONTH=7 alone), so that year is read with
  /// chinese-new-moon-day's months left out.
  func testDoubledLeapMonthWithNewMoonDay() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=7,7L;BYSETPOS=-1;SKIP=BACKWARD;COUNT=5"
    let dtstart = "DTSTART;VALUE=DATE:20490105"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20490731", "20500818", "20510808", "20520727", "20530815"])
    XCTAssertEqual(r.libical, ["20500818", "20550824", "20580820", "20610816", "20630825"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day+libical-duplicate-month-day")
    // Neighbour: a Recur answer a day late in 2052 (07-28) is not libical's 2052 day for
    // BYMONTH=7 (07-27), in a month libical begins as Recur does.
    XCTAssertEqual(classify(rule, dtstart, native: ["20490731", "20500818", "20510808", "20520728", "20530815"],
                            libical: r.libical), "unexplained")
  }

  /// Reasoned from the Hebrew case, with libical's late first period: from Adar 5775 every third
  /// year's set is {30 Tishri, 30 Adar I, 29 Adar II} in a leap year and {30 Tishri, 29 Adar}
  /// in a common one, so BYSETPOS=-2 is 30 Tishri 5778 and 5781, 30 Adar I 5784 and 5787.
  /// libical's periods begin a year late (5779, 5782, 5785, 5788), and in common 5785 and 5788
  /// it counts Adar twice: -2 is 29 Adar (2025-03-29, 2028-03-27), not 30 Tishri.
  func testDoubledLeapMonthAfterLateFirstPeriod() {
    let rule = "RSCALE=HEBREW;FREQ=YEARLY;INTERVAL=3;BYMONTH=6,5L,1;BYMONTHDAY=-1;BYSETPOS=-2;SKIP=FORWARD;COUNT=4"
    let dtstart = "DTSTART;TZID=Asia/Seoul:20150312T101500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20171020T011500Z", "20201018T011500Z", "20240310T011500Z", "20270309T011500Z"])
    XCTAssertEqual(r.libical, ["20190307T011500Z", "20220303T011500Z", "20250329T011500Z", "20280327T011500Z"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+libical-duplicate-month-day")
    // Neighbour: a libical day off in leap 5782 (2022-03-04, not 30 Adar I), where nothing is
    // named twice, is not this class.
    XCTAssertEqual(classify(rule, dtstart, native: r.native,
                            libical: ["20190307T011500Z", "20220304T011500Z", "20250329T011500Z", "20280327T011500Z"]),
                   "unexplained")
  }
}
