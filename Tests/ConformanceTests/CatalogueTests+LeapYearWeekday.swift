// The catalogue class for a YEARLY lunisolar BYDAY rule whose DTSTART lies in a leap month:
// libical 3.0.16 reads New Year's weekday from the second month in every year with that leap
// month. Each case has its RFC 5545 reading written out, and neighbours the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYDAY "within the year" for YEARLY), RFC 7529 §3

  /// Random seed 8332 #5980: Dangi 1998 has leap month 5L (1998-06-24 to 07-22) and began on
  /// Wednesday 1998-01-28 with a 30-day first month; from 1998-07-17 (in 5L) BYDAY=SU is Sunday
  /// 07-19, 07-26, 08-02. libical 3.0.16 counts the weekdays from 1998-02-27, two days on, and
  /// gives Fridays (07-17, 07-24, 07-31) up to New Year 1999, Sundays after.
  func testLeapMonthStartShiftsYearlyWeekdays() {
    let r = run("RSCALE=DANGI;FREQ=YEARLY;BYDAY=SU;WKST=FR;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:19980717")
    XCTAssertEqual(r.native, ["19980719", "19980726", "19980802"])
    XCTAssertEqual(r.libical, ["19980717", "19980724", "19980731"])
    XCTAssertEqual(r.cls, "rscale-leap-year-byday-shift")
    // Neighbour: from month 3 of the same year (no leap month at DTSTART) both give Sundays.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=YEARLY;BYDAY=SU;WKST=FR;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:19980401").cls, "agree")
  }

  /// Chinese 2001, 2012 and 2020 have leap month 4L; their first months have 30, 30 and 29 days.
  /// From 2001-06-01 (4L) the 20th Monday of each year is what Recur gives; libical 3.0.16 gives
  /// Saturday 2001-06-09, Saturday 2012-06-09 and Sunday 2020-06-07 in the years with 4L only.
  func testLeapMonthShiftRecursInYearsWithThatLeapMonth() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYDAY=20MO;UNTIL=20210101"
    let r = run(rule, "DTSTART;VALUE=DATE:20010601")
    XCTAssertEqual(r.native, ["20010611", "20020701", "20030616", "20040607", "20050627", "20060612", "20070702",
                              "20080623", "20090608", "20100628", "20110620", "20120604", "20130624", "20140616",
                              "20150706", "20160620", "20170612", "20180702", "20190624", "20200608"])
    XCTAssertEqual(r.libical, ["20010609", "20020701", "20030616", "20040607", "20050627", "20060612", "20070702",
                               "20080623", "20090608", "20100628", "20110620", "20120609", "20130624", "20140616",
                               "20150706", "20160620", "20170612", "20180702", "20190624", "20200607"])
    XCTAssertEqual(r.cls, "rscale-leap-year-byday-shift")
    // Neighbour: a libical day moved in 2002, which has no 4L, is not this class.
    XCTAssertEqual(classify("RSCALE=CHINESE;FREQ=YEARLY;BYDAY=20MO;COUNT=3", "DTSTART;VALUE=DATE:20010601",
                            native: ["20010611", "20020701", "20030616"],
                            libical: ["20010609", "20020629", "20030616"]), "unexplained")
    // Neighbour: a Recur answer other than Recur's own rule is not read through the class.
    XCTAssertEqual(classify("RSCALE=CHINESE;FREQ=YEARLY;BYDAY=20MO;COUNT=3", "DTSTART;VALUE=DATE:20010601",
                            native: ["20010612", "20020701", "20030616"],
                            libical: ["20010609", "20020701", "20030616"]), "unexplained")
  }

  /// A negative ordinal counts from the year's last day, whose weekday libical 3.0.16 reads right:
  /// from 1998-07-17 (Chinese 1998's 5L) -1SU is 1999-02-14 in both engines, while 2SU of
  /// Chinese 2009 (5L, 30-day first month) is 2009-02-08 and libical gives Friday 02-06.
  func testLeapMonthShiftLeavesNegativeOrdinals() {
    let r = run("RSCALE=CHINESE;FREQ=YEARLY;BYDAY=2SU,-1SU;UNTIL=20100101", "DTSTART;VALUE=DATE:19980717")
    XCTAssertEqual(r.native, ["19990214", "19990228", "20000130", "20000213", "20010121", "20010204", "20020210",
                              "20020224", "20030126", "20030209", "20040118", "20040201", "20050206", "20050220",
                              "20060122", "20060205", "20070211", "20070225", "20080203", "20080217", "20090125",
                              "20090208"])
    XCTAssertEqual(r.libical, ["19990214", "19990228", "20000130", "20000213", "20010121", "20010204", "20020210",
                               "20020224", "20030126", "20030209", "20040118", "20040201", "20050206", "20050220",
                               "20060122", "20060205", "20070211", "20070225", "20080203", "20080217", "20090125",
                               "20090206"])
    XCTAssertEqual(r.cls, "rscale-leap-year-byday-shift")
    // Neighbour: a libical -1SU moved with the others is not this class.
    XCTAssertEqual(classify("RSCALE=CHINESE;FREQ=YEARLY;BYDAY=-1SU;COUNT=2", "DTSTART;VALUE=DATE:19980717",
                            native: ["19990214", "20000130"],
                            libical: ["19990212", "20000130"]), "unexplained")
  }

  /// With INTERVAL=2 libical 3.0.16 also begins a year late (2002, 2004, ...), and still shifts
  /// the weekdays of the years with DTSTART's leap month 4L: Saturday 2012-06-09 and Sunday
  /// 2020-06-07 for the 20th Mondays 06-04 and 06-08.
  func testLeapMonthShiftUnderLateYears() {
    let r = run("RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=2;BYDAY=20MO;UNTIL=20210101", "DTSTART;VALUE=DATE:20010601")
    XCTAssertEqual(r.native, ["20010611", "20030616", "20050627", "20070702", "20090608", "20110620", "20130624",
                              "20150706", "20170612", "20190624"])
    XCTAssertEqual(r.libical, ["20020701", "20040607", "20060612", "20080623", "20100628", "20120609", "20140616",
                               "20160620", "20180702", "20200607"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+rscale-leap-year-byday-shift")
  }
}
