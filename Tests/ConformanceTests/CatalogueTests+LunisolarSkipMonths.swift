// Chinese and Dangi (RFC 7529 RSCALE=CHINESE/DANGI) cases where SKIP puts a day outside the
// months BYMONTH lists or libical 3.0.16 resolves: a MONTHLY day moved FORWARD into an unlisted
// month, and a YEARLY BYMONTHDAY day BYDAY limits only inside libical's months by position.
// Each reproducer has its reading written out, and a neighbouring case the class must not match.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, RFC 5545 §3.3.10 (BYMONTHDAY defaults to DTSTART's day)

  /// Random seed 7413 #7712 (a date here; the seed's start was 04:00 America/Santiago).
  /// 2001-10-16 is the 30th of Dangi month 8, so the rule is the 30th of months 3, 9 and 10.
  /// Month 9 of 2001 has 29 days: FORWARD gives the 1st of month 10 (2001-11-15), listed, which
  /// libical keeps; month 3 of 2002 has 29 days: FORWARD gives the 1st of month 4 (2002-05-12)
  /// and month 10 of 2002 the 1st of month 11 (2002-12-04), unlisted, which libical drops.
  func testSkipMovedDayWithDtstartDay() {
    let rule = "RSCALE=DANGI;FREQ=MONTHLY;BYMONTH=10,3,9;SKIP=FORWARD;COUNT=6"
    let dtstart = "DTSTART;VALUE=DATE:20011016"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20011115", "20011214", "20020512", "20021104", "20021204", "20030501"])
    XCTAssertEqual(r.libical, ["20011115", "20011214", "20021104", "20031025", "20031123", "20040518"])
    XCTAssertEqual(r.cls, "rscale-skip-moved-day")
    // Neighbour: BACKWARD keeps the moved day in its month, and the engines agree.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=MONTHLY;BYMONTH=10,3,9;SKIP=BACKWARD;COUNT=6", dtstart).cls, "agree")
    // Neighbour: a day of an unlisted month that no SKIP move gives (4 of month 4) is Recur's own.
    XCTAssertEqual(classify(rule, dtstart,
                            native: ["20011115", "20011214", "20020515", "20021104", "20021204", "20030501"],
                            libical: ["20011115", "20011214", "20021104", "20031025", "20031123", "20040518"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP, §4.2 leap months; RFC 5545 §3.3.10 BYDAY limits BYMONTHDAY

  /// Random seed 7411 #6372 (floating here; the seed's start was 12:00 Australia/Lord_Howe).
  /// Chinese 2000 has no 9L: BACKWARD names month 9 (09-28 to 10-26, 29 days), whose 19th,
  /// 3rd, 14th and 27th are 10-16 (Mon), 09-30 (Sat), 10-11 (Wed) and 10-24 (Tue): Recur keeps
  /// 09-30 and 10-24. libical 3.0.16 limits month 10 (9L by position) instead and gives all
  /// four. Chinese 2001 (leap 4L) has no 9L: libical's days go to month 8 (09-20, 10-01, 10-05,
  /// 10-14), Recur's is Tuesday 10-30 of month 9, after libical's end (COUNT).
  func testBydayLimitsMonthdaysOnlyInMonthsByPosition() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=3,11,9L;BYMONTHDAY=19,-27,-16,-3;BYDAY=SA,TU;WKST=FR;SKIP=BACKWARD;COUNT=10"
    let dtstart = "DTSTART:20000227T120000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20000418T120000", "20000930T120000", "20001024T120000", "20001223T120000", "20010327T120000",
                              "20010407T120000", "20011030T120000", "20021102T120000", "20021207T120000", "20021231T120000"])
    XCTAssertEqual(r.libical, ["20000418T120000", "20000930T120000", "20001011T120000", "20001016T120000", "20001024T120000",
                               "20001223T120000", "20010327T120000", "20010407T120000", "20010920T120000", "20011001T120000"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
    XCTAssertEqual(classWithout("rscale-byday-month-by-position", rule, dtstart), "unexplained")
    // Neighbour: a libical-only Thursday of month 9 (10-12) is no day libical's reading gives.
    XCTAssertEqual(classify(rule, dtstart, native: r.native,
                            libical: ["20000418T120000", "20000930T120000", "20001012T120000", "20001016T120000", "20001024T120000",
                                      "20001223T120000", "20010327T120000", "20010407T120000", "20010920T120000", "20011001T120000"]),
                   "unexplained")
  }

  /// Random seed 8301 #945 (COUNT=8 here). 2014-05-28 is the 30th of Dangi month 4, so the rule
  /// is the 30th of months 3 and 6L. Dangi 2017 has 5L and no 6L: FORWARD names month 7 (from
  /// 08-22, 29 days), whose missing 30th FORWARD moves to the 1st of month 8 (2017-09-20);
  /// libical 3.0.16 takes month 6 (from 07-23, 30 days) and gives its 30th (08-21).
  func testLeapSkipAfterLeapWithDayMovedForward() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3,6L;SKIP=FORWARD;COUNT=8"
    let dtstart = "DTSTART:20140528T041500Z"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native.filter { !r.libical.contains($0) }, ["20170920T041500Z"])
    XCTAssertEqual(r.libical.filter { !r.native.contains($0) }, ["20170821T041500Z"])
    XCTAssertEqual(r.cls, "rscale-leap-month-skip-after-leap")
    XCTAssertEqual(classWithout("rscale-leap-month-skip-after-leap", rule, dtstart), "unexplained")
    // Neighbour: the 2nd of month 8 is no day FORWARD moves out of month 7.
    XCTAssertEqual(classify(rule, dtstart,
                            native: ["20140825T041500Z", "20150518T041500Z", "20150912T041500Z", "20160506T041500Z",
                                     "20160901T041500Z", "20170426T041500Z", "20170921T041500Z", "20180515T041500Z"],
                            libical: r.libical), "unexplained")
  }

  /// Random seed 8309 #12888 (COUNT=8 here). DTSTART is the 16th of Dangi month 10 of 2017; the
  /// set of a year is the 16th of 4L (month 5 in years without it, FORWARD), 7, 8 and 11 at 03:00
  /// and 18:00, and BYSETPOS=-2,2 keeps the first day's 18:00 and the last day's 03:00 (Recur:
  /// 2018-01-02 03:00 Adelaide, then 2019-06-18 18:00 and 12-12 03:00). libical 3.0.16 applies
  /// BYSETPOS to the days (months 7 and 8, all their times), begins its periods a year late
  /// (2018, 2020, ...), and over the long set it is weighed on takes month 4 for 4L in years
  /// whose leap month comes earlier.
  func testOnDaysWithLateLunisolarSet() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;INTERVAL=2;BYMONTH=8,11,7,4L;BYHOUR=18,3;BYSETPOS=-2,2;WKST=WE;SKIP=FORWARD;COUNT=8"
    let dtstart = "DTSTART;TZID=Australia/Adelaide:20171203T040000"
    let r = run(rule, dtstart)
    XCTAssertEqual(Array(r.native.prefix(3)), ["20180101T163000Z", "20190618T083000Z", "20191211T163000Z"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20180826T083000Z", "20180825T173000Z", "20180925T083000Z", "20180924T173000Z"])
    // libical lists each day's times in BYHOUR's written order (18:00 before 03:00).
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-on-days-only+rscale-yearly-interval-year-late+rscale-leap-month-skip-after-leap")
    XCTAssertEqual(classWithout("rscale-yearly-interval-year-late", rule, dtstart), "unexplained")
  }
}
