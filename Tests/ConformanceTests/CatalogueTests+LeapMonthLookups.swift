// `rscale-byday-month-by-position` as libical 3.0.16 asks ICU for a month twice: the first day
// (and its weekday) from one lookup, the length and the last day's weekday from a second, and a
// month found by position as long as the month after it.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, §4.2 leap months; RFC 5545 §3.3.10 BYDAY within the month

  /// Random seed 7605 #14250 (COUNT=8 here). Chinese 2019 has no 4L: FORWARD names month 5
  /// (06-03 to 07-02, 30 days), whose -4TU is 06-11 (Recur). libical reads 4L by position in
  /// month 5 but with the length ICU gives a month found so, that of the month after it (month 6,
  /// 29 days): -4TU 06-04. Chinese 2020 (leap 4L) after 2019: ICU's leap flag, left set by
  /// 4L, makes month 2 "2L", found by position at month 3 (03-24, Tuesday), while the length and
  /// last day (03-23, Monday) come from month 2 asked again: -4TU is Thursday 03-26, 2SA 04-04.
  func testBydayByPositionFirstAndLastLookups() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=2,4L;BYDAY=-4TU,2SA;WKST=TU;SKIP=FORWARD;COUNT=8"
    let dtstart = "DTSTART;VALUE=DATE:20190228"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20190312", "20190316", "20190611", "20190615", "20200225", "20200307", "20200526", "20200530"])
    XCTAssertEqual(r.libical, ["20190312", "20190316", "20190604", "20190615", "20200326", "20200404", "20200526", "20200530"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
    // Neighbour: without the leap month libical reads the months as Recur does.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=2,4;BYDAY=-4TU,2SA;WKST=TU;SKIP=FORWARD;COUNT=8", dtstart).cls,
                   "agree")
    // Neighbour: a libical-only Tuesday of the month ICU found (06-18, the -3rd) is no day of
    // its reading.
    XCTAssertEqual(classify(rule, dtstart, native: r.native,
                            libical: ["20190312", "20190316", "20190618", "20190615", "20200326", "20200404", "20200526", "20200530"]),
                   "unexplained")
  }

  /// Random seed 8416 #3383 (UNTIL=20400101 here). Dangi 2036 (leap 6L) and 2039 (leap 5L) lack
  /// 7L: FORWARD names month 8, whose days of BYMONTHDAY fall on no Monday, Wednesday or
  /// Thursday in 2036 (09-23, 10-03, 10-17), so BYSETPOS=1,-1 keeps month 1's 02-11 and 02-25;
  /// in 2039 month 8 keeps Thursday 09-22, the last. libical resolves 7L by position to month 7
  /// after a leap month, and BYSETPOS counts the days BYDAY kept there: Thursday 2036-09-18 is
  /// the last; in 2039 month 7 keeps none (08-23 Tuesday, 09-02 and 09-16 Fridays), so the last
  /// is month 1's 02-21.
  func testMonthdayBydayByPositionWithBysetpos() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=1,7L;BYMONTHDAY=28,-2,-26,-16;BYDAY=TH,MO,WE;BYSETPOS=1,-1;SKIP=FORWARD;UNTIL=20400101"
    let dtstart = "DTSTART;VALUE=DATE:20330609"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20330921", "20340222", "20350212", "20350905", "20360211", "20360225", "20370219", "20371007",
                              "20380208", "20380927", "20390207", "20390922"])
    XCTAssertEqual(r.libical, ["20330921", "20340222", "20350212", "20350905", "20360211", "20360918", "20370219", "20371007",
                               "20380208", "20380927", "20390207", "20390221"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
    // Neighbour: month 7 itself, which both engines read alike.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=28,-2,-26,-16;BYDAY=TH,MO,WE;BYSETPOS=1,-1;SKIP=FORWARD;UNTIL=20400101",
                       dtstart).cls, "agree")
    // Neighbour: libical's 2039 day as month 1's 28th (Sunday 02-20), which BYDAY removes, is no
    // day of its reading.
    XCTAssertEqual(classify(rule, dtstart, native: r.native, libical: r.libical.map { $0 == "20390221" ? "20390220" : $0 }),
                   "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (the instances are every date-time from DTSTART on)

  /// Random seed 8435 #16968. From 15:00:22 Lord Howe time (+11), BYMINUTE=46 first matches at
  /// 15:46:22 (04:46:22Z); libical 3.0.16 skips that hour. COUNT=1 hides the skip, and libical
  /// is not run on the rule without an end there (it loops across Lord Howe's 30-minute fold),
  /// so the rule is asked with COUNT=20.
  func testSkipsFirstInstancesAskedWithCountWhereUnboundedIsRefused() {
    let rule = "FREQ=MINUTELY;BYMINUTE=46;BYSETPOS=-1,1;COUNT=1"
    let dtstart = "DTSTART;TZID=Australia/Lord_Howe:20180325T150022"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20180325T044622Z"])
    XCTAssertEqual(r.libical, ["20180325T054622Z"])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
    // Neighbour: a libical list two hours late is not the skip libical's own longer list shows.
    XCTAssertEqual(classify(rule, dtstart, native: r.native, libical: ["20180325T064622Z"]), "unexplained")
  }
}
