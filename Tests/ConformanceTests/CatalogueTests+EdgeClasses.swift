// Catalogue classes widened for disagreements of later random runs: week 1's December days
// under BYMONTH, a leap month taken from DTSTART, and a late start with a day counted twice.
// Each reproducer has its RFC reading written out, and a neighbouring case the class must not
// swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYWEEKNO ("Week number one ... at least four days")

  /// Random seed 5104 #15375: week 1 of 2003 is Monday 2002-12-30 to Sunday 2003-01-05 (2003
  /// has 52 weeks, so -52 is week 1); its Tuesday 2002-12-31 is in December, which BYMONTH
  /// keeps. libical 3.0.16 numbers December's Tuesdays 49 to 53 and loses it.
  func testDecemberDaysOfWeekOneUnderBymonth() {
    let r = run("FREQ=YEARLY;BYMONTH=12,1;BYWEEKNO=-52;BYDAY=FR,TU;COUNT=8", "DTSTART:19990806T231500")
    XCTAssertEqual(r.native, ["20000104T231500", "20000107T231500", "20010102T231500", "20010105T231500",
                              "20020101T231500", "20020104T231500", "20021231T231500", "20030103T231500"])
    XCTAssertEqual(r.libical, ["20000104T231500", "20000107T231500", "20010102T231500", "20010105T231500",
                               "20020101T231500", "20020104T231500", "20030103T231500", "20040106T231500"])
    XCTAssertEqual(r.cls, "libical-byweekno-month-edge-cut")
    // Neighbour: without BYMONTH libical reckons the week-numbering year, and the engines agree.
    XCTAssertEqual(run("FREQ=YEARLY;BYWEEKNO=-52;BYDAY=FR,TU;COUNT=8", "DTSTART:19990806T231500").cls, "agree")
    // Neighbour: a lost January day of week 1 (2002-01-04, no cut: week 1 starts 2001-12-31) is not it.
    XCTAssertEqual(classify("FREQ=YEARLY;BYMONTH=12,1;BYWEEKNO=-52;BYDAY=FR,TU;COUNT=3", "DTSTART:20010806T231500",
                            native: ["20020101T231500", "20020104T231500", "20021231T231500"],
                            libical: ["20020101T231500", "20021231T231500", "20030103T231500"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP, §4.2 leap months; RFC 5545 §3.3.10 month from DTSTART

  /// Random seed 5104 #16293: 2034-01-06 is in Dangi 2033's leap 11th month (11L begins
  /// 2033-12-22), so the yearly month is 11L; 2036 (leap 6L) and 2039 (leap 5L) lack it, and
  /// BACKWARD takes month 11 (2036-12-31, 2039-12-29); libical 3.0.16 takes month 10.
  func testLeapMonthFromDtstartSkipAfterLeap() {
    let r = run("RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=14;SKIP=BACKWARD;COUNT=7", "DTSTART;VALUE=DATE:20340106")
    XCTAssertEqual(r.native, ["20341224", "20351213", "20361231", "20371220", "20381209", "20391229", "20401217"])
    XCTAssertEqual(r.libical, ["20341224", "20351213", "20361201", "20371220", "20381209", "20391129", "20401217"])
    XCTAssertEqual(r.cls, "rscale-leap-month-skip-after-leap")
    // Neighbour: from month 11 itself (2033-12-01) no year lacks the month, and the engines agree.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=14;SKIP=BACKWARD;COUNT=7", "DTSTART;VALUE=DATE:20331201").cls, "agree")
    // Neighbour: with BYDAY and no BYMONTHDAY the rule spans the year; no month is DTSTART's.
    XCTAssertEqual(classify("RSCALE=DANGI;FREQ=YEARLY;BYDAY=20MO;SKIP=BACKWARD;COUNT=2", "DTSTART;VALUE=DATE:20340106",
                            native: ["20340515", "20350514"], libical: ["20340515", "20350416"]), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 INTERVAL and BYSETPOS (a set holds each day once)

  /// Random seed 5104 #16889: Recur's periods are Dangi months 11, 2, 5, ... from DTSTART's;
  /// BYMONTHDAY=-2,28 is {28, 29} in a 30-day month (BYSETPOS=-2: the 28th) and {28} in a 29-day
  /// one (nothing). libical 3.0.16's periods begin a month late, and it counts the 28th of 29-day
  /// months twice; either defect alone is its own class.
  func testLateStartWithDuplicateMonthDay() {
    let rule = "RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-2,28;BYSETPOS=-2;SKIP=FORWARD;COUNT=6"
    let r = run(rule, "DTSTART:20011217T001500Z")
    XCTAssertEqual(r.native, ["20020410T001500Z", "20021231T001500Z", "20030330T001500Z", "20030627T001500Z",
                              "20040318T001500Z", "20040615T001500Z"])
    XCTAssertEqual(r.libical, ["20020209T001500Z", "20020510T001500Z", "20020806T001500Z", "20021102T001500Z",
                               "20030130T001500Z", "20030429T001500Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late+libical-duplicate-month-day")
    // Neighbours: each defect alone.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-2;SKIP=FORWARD;COUNT=6", "DTSTART:20011217T001500Z").cls,
                   "rscale-monthly-interval-month-late")
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=-2,28;BYSETPOS=-2;SKIP=FORWARD;COUNT=6", "DTSTART:20011217T001500Z").cls,
                   "libical-duplicate-month-day")
    // Neighbour: a late answer with the 29th of a 30-day month (month 12 of 2001 runs from
    // 2002-01-13 to 02-11; -2 is its 29th, not a second 28th) is neither.
    XCTAssertEqual(classify(rule, "DTSTART:20011217T001500Z", native: r.native,
                            libical: ["20020210T001500Z"] + r.libical.dropFirst()), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS (after BYHOUR); RFC 7529 §3 (13 Coptic months)

  /// Random seed 6201 #11832: each month's set is one Friday at 00:00, 01:00, 03:00, and
  /// BYSETPOS=-3,-1 keeps 00:00 and 03:00; libical 3.0.16 applies BYSETPOS to the days and keeps
  /// all three times. Recur's 50 run to 30 Tout 1742 (Friday 2025-10-10), which libical's set
  /// lacks: after Pagume 1741 (no Friday) it counts the months a period late.
  func testBysetposOnDaysWithShiftedSet() {
    let r = run("RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=28,30;BYDAY=FR;BYHOUR=3,1,0;BYSETPOS=-3,-1;SKIP=OMIT", "DTSTART:20200915T010000")
    XCTAssertEqual(Array(r.native.prefix(4)), ["20210108T000000", "20210108T030000", "20210205T000000", "20210205T030000"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20210108T030000", "20210108T010000", "20210108T000000", "20210205T030000"])
    XCTAssertTrue(r.native.contains("20251010T030000"))
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-on-days-only+rscale-short-month-byday-shift")
    // Neighbours: before Pagume 1741 the sets agree, and the days alone are the shift's own class.
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=28,30;BYDAY=FR;BYHOUR=0,1,3;BYSETPOS=-3,-1;SKIP=OMIT;COUNT=20",
                       "DTSTART:20200915T010000").cls, "libical-bysetpos-ignored")
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=28,30;BYDAY=FR;BYSETPOS=-3,-1;SKIP=OMIT", "DTSTART:20200915T010000").cls,
                   "rscale-short-month-byday-shift")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP=FORWARD, §4.2 leap months (Dangi 2001 has 4L)

  /// Random seed 6201 #14588 (Adelaide): month 4 of Dangi 2001 and its leap month 4L have 29
  /// days, so BYMONTHDAY=30 moves FORWARD to 4L/1 (local 2001-05-23) and 5/1 (06-21); libical
  /// 3.0.16 gives 5/1 for the first and 1/1 of 2002 (02-12) for the second.
  func testSkipForwardAcrossALeapMonth() {
    let r = run("RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=-20,30,18;SKIP=FORWARD;COUNT=24",
                "DTSTART;TZID=Australia/Adelaide:20001105T011500")
    XCTAssertEqual(r.native.filter { !r.libical.contains($0) }, ["20010522T154500Z"])
    XCTAssertEqual(r.libical.filter { !r.native.contains($0) }, ["20020211T144500Z"])
    XCTAssertEqual(r.cls, "rscale-skip-forward-leap-month")
    // Neighbour: a 1st only Recur has after 4L that BYMONTHDAY=1 names (no value is beyond a
    // month's 29 days, nothing moves) is not it.
    XCTAssertEqual(classify("RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=1,29;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20010523",
                            native: ["20010523", "20010620", "20010621"], libical: ["20010523", "20010620", "20010719"]),
                   "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYWEEKNO with WKST ("-1 represents the last week")

  /// Random seed 5108 #8517: with WKST=SU, 2021 has 52 weeks (Sunday 2021-01-03 to Saturday
  /// 2022-01-01) and 2025 has 53 (Sunday 2024-12-29 to Saturday 2026-01-03): BYWEEKNO=-1 with
  /// BYDAY=SA is 2022-01-01 and 2026-01-03. libical 3.0.16 loses the first (week 52 past day
  /// 364) and, counting 2025's Monday weeks (52), gives 2025-12-27 for the second.
  func testLastWeekWithSundayWeeksPastTheLimit() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-1,-8;BYDAY=SA;WKST=SU", "DTSTART:20210520T020000")
    XCTAssertEqual(r.native.count, 50)
    XCTAssertEqual(Array(r.native.prefix(2)), ["20211113T020000", "20220101T020000"])
    XCTAssertTrue(r.native.contains("20260103T020000"))
    XCTAssertTrue(r.libical.contains("20251227T020000"))
    XCTAssertEqual(r.cls, "libical-byweekno-monday-week-count+libical-byweekno-year-end")
    // Neighbour: a Saturday only Recur has in the middle of a week-numbering year is neither.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SA;WKST=SU;COUNT=2", "DTSTART:20210520T020000",
                            native: ["20220101T020000", "20220618T020000"], libical: ["20221231T020000", "20231230T020000"]),
                   "unexplained")
  }

  /// Random seed 5108 #11090 (St John's): libical 3.0.16 applies BYSETPOS=2 to the days and keeps
  /// every BYMINUTE time of the day it picks; its set without BYSETPOS starts its INTERVAL=5
  /// periods later than DTSTART's Chinese month, and in them it keeps a day SKIP=FORWARD moved
  /// out of a 29-day month (BYMONTHDAY=30) as `libical-duplicate-month-day` describes.
  func testBysetposOnDaysWithLateMovedSet() {
    let r = run("RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=20,-13,30,-3;BYMINUTE=0,45,59;BYSETPOS=2;SKIP=FORWARD;COUNT=36",
                "DTSTART;TZID=America/St_Johns:20300714T054500")
    XCTAssertEqual(Array(r.native.prefix(2)), ["20300717T081500Z", "20301212T091500Z"])
    XCTAssertEqual(Array(r.libical.prefix(3)), ["20301016T073000Z", "20301016T081500Z", "20301016T082900Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only+rscale-monthly-interval-month-late+libical-duplicate-month-day")
  }
}

