// RFC 7529 SKIP=FORWARD days moved past a year's end (libical 3.0.16's BYSETPOS that never sees
// them, and its 386th day of a 385-day year), a BYSETPOS over one moved day a month, and a late
// YEARLY start compared up to libical's last year. Each case has a neighbour the class must not
// match.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP=FORWARD; RFC 5545 §3.3.10 BYSETPOS

  /// Open case (exploration seed, COUNT=6 here). Chinese 2028 and 2031 have 384 days, so their
  /// 364th day exists (04:00 Kathmandu, 2029-01-23 and 2032-01-21); 2034, 2037, 2040 and 2043
  /// have 354 or 355, so FORWARD gives the next year's first day (2035-02-08, 2038-02-04, ...).
  /// BYSETPOS=-1 picks the one day of each set. libical 3.0.16 filters days 1 to 354 only: the
  /// moved day is never reached and those years are empty.
  func testSetposYearDayForwardLosesMovedDays() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=3;BYYEARDAY=364;BYHOUR=4;BYSETPOS=-1;SKIP=FORWARD;COUNT=6"
    let dtstart = "DTSTART;TZID=Asia/Kathmandu:20280228T111500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20290122T223000Z", "20320120T223000Z", "20350207T223000Z", "20380203T223000Z",
                              "20410131T223000Z", "20440129T223000Z"])
    XCTAssertEqual(r.libical, ["20290122T223000Z", "20320120T223000Z", "20530128T223000Z", "20560125T223000Z",
                               "20590121T223000Z", "20620118T223000Z"])
    XCTAssertEqual(r.cls, "libical-year-day-forward-unfiltered")
    // Neighbour: without BYSETPOS libical gives the moved days too, and the engines agree.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=3;BYYEARDAY=364;BYHOUR=4;SKIP=FORWARD;COUNT=6", dtstart).cls,
                   "agree")
  }

  /// Islamic civil 1446 and 1448 have 354 days: BYYEARDAY=100,355 is {day 100, the next year's
  /// first day} there, and BYSETPOS=1 picks day 100 (2024-10-15, 2026-09-24). libical 3.0.16
  /// picks it too but keeps the moved day unfiltered (2025-06-27, 2027-06-06).
  func testSetposYearDayForwardKeepsMovedDaysAfterAPick() {
    let rule = "RSCALE=ISLAMIC-CIVIL;FREQ=YEARLY;BYYEARDAY=100,355;BYSETPOS=1;SKIP=FORWARD;COUNT=6"
    let dtstart = "DTSTART;VALUE=DATE:20240101"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20241015", "20251004", "20260924", "20270913", "20280901", "20290822"])
    XCTAssertEqual(r.libical, ["20241015", "20250627", "20251004", "20260924", "20270606", "20270913"])
    XCTAssertEqual(r.cls, "libical-year-day-forward-unfiltered")
    // Neighbour: a libical-only day that is no year's first day (2025-06-28) is unexplained.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    XCTAssertEqual(classify(c, native: r.native,
                            libical: ["20241015", "20250628", "20251004", "20260924", "20270606", "20270913"]),
                   "unexplained")
  }

  /// Random seed 8413 #15186 (COUNT=12, INTERVAL=1 here). Dangi 2032 and 2041 have 355 days, so
  /// day 363 FORWARD is the next year's first day: Monday 2033-01-31 and Wednesday 2042-01-22,
  /// which BYDAY=TU,SA rejects; libical 3.0.16 keeps both (its BYDAY filters days 1 to 355).
  func testYearDayForwardUnfilteredByByday() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYYEARDAY=67,233,363;BYDAY=TU,SA;SKIP=FORWARD;COUNT=12"
    let dtstart = "DTSTART:20270802T141500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20290123T141500", "20320120T141500", "20320417T141500", "20330920T141500", "20340128T141500",
                              "20360916T141500", "20370124T141500", "20390913T141500", "20400121T141500", "20410921T141500",
                              "20420329T141500", "20440130T141500"])
    XCTAssertEqual(r.libical, ["20290123T141500", "20320120T141500", "20320417T141500", "20330131T141500", "20330920T141500",
                               "20340128T141500", "20360916T141500", "20370124T141500", "20390913T141500", "20400121T141500",
                               "20410921T141500", "20420122T141500"])
    XCTAssertEqual(r.cls, "libical-year-day-forward-unfiltered")
    // Neighbour: without BYDAY the moved days are the rule's own, and the engines agree.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=YEARLY;BYYEARDAY=67,233,363;SKIP=FORWARD;COUNT=6", dtstart).cls, "agree")
    // The seed's own rule (INTERVAL=4, COUNT=6 here): libical also counts the periods from 2028.
    let late = run("RSCALE=DANGI;FREQ=YEARLY;INTERVAL=4;BYYEARDAY=67,233,363;BYDAY=TU,SA;SKIP=FORWARD;COUNT=6", dtstart)
    XCTAssertEqual(late.native, ["20320120T141500", "20390913T141500", "20400121T141500", "20440130T141500", "20470402T141500",
                                 "20510418T141500"])
    XCTAssertEqual(late.libical, ["20290123T141500", "20320417T141500", "20330131T141500", "20360916T141500", "20370124T141500",
                                  "20440405T141500"])
    XCTAssertEqual(late.cls, "rscale-yearly-interval-year-late+libical-year-day-forward-unfiltered")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP=FORWARD; Hebrew year lengths (Foundation's Hebrew calendar)

  /// Open case. 2001-06-21 is 30 Sivan 5761. Elul has 29 days: FORWARD gives 1 Tishri
  /// (2001-09-18, 2002-09-07, 2003-09-27). Hebrew 5763 is a leap year of 385 days, and there
  /// libical 3.0.16 gives 30 Tishri 5764 (2003-10-26), which Tishri's own 30th repeats.
  func testForwardPastYearOf385Days() {
    let rule = "RSCALE=HEBREW;FREQ=MONTHLY;SKIP=FORWARD;COUNT=33"
    let dtstart = "DTSTART;VALUE=DATE:20010621"
    let r = run(rule, dtstart)
    let common = ["20010621", "20010721", "20010819", "20010918", "20011017", "20011116", "20011215", "20020114",
                  "20020212", "20020314", "20020412", "20020512", "20020610", "20020710", "20020808", "20020907",
                  "20021006", "20021105", "20021205", "20030104", "20030202", "20030304", "20030403", "20030502",
                  "20030601", "20030630", "20030730", "20030828"]
    XCTAssertEqual(r.native, common + ["20030927", "20031026", "20031125", "20031225", "20040124"])
    XCTAssertEqual(r.libical, common + ["20031026", "20031026", "20031125", "20031225", "20040124"])
    XCTAssertEqual(r.cls, "rscale-forward-past-385-day-year")
    // Neighbour: Hebrew 5768 is a leap year of 383 days; 30 Av 5768 (2008-08-31) on agrees.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=MONTHLY;SKIP=FORWARD;COUNT=4", "DTSTART;VALUE=DATE:20080831").cls, "agree")
    // Neighbour: 1 Cheshvan (2003-10-27) in place of 1 Tishri is no day libical's rule gives.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    XCTAssertEqual(classify(c, native: r.native,
                            libical: common + ["20031027", "20031026", "20031125", "20031225", "20040124"]),
                   "unexplained")
  }

  /// YEARLY Elul 30: 1 Tishri in every year, libical's 30 Tishri after the 385-day years 5760,
  /// 5763, 5771 and 5774 (2000-10-29, 2003-10-26, 2011-10-28, 2014-10-24).
  func testForwardPastYearOf385DaysYearly() {
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=FORWARD;COUNT=16", "DTSTART;VALUE=DATE:20000101")
    XCTAssertEqual(r.native, ["20000930", "20010918", "20020907", "20030927", "20040916", "20051004", "20060923", "20070913",
                              "20080930", "20090919", "20100909", "20110929", "20120917", "20130905", "20140925", "20150914"])
    XCTAssertEqual(r.libical, ["20001029", "20010918", "20020907", "20031026", "20040916", "20051004", "20060923", "20070913",
                               "20080930", "20090919", "20100909", "20111028", "20120917", "20130905", "20141024", "20150914"])
    XCTAssertEqual(r.cls, "rscale-forward-past-385-day-year")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP; RFC 5545 §3.3.10 BYSETPOS over a set of one day

  /// Open case (COUNT=8 here). 2034-08-15 is 30 Jumada I 1456 (Umm al-Qura): the 30th of
  /// Rabi II and Dhu al-Qadah, BYSETPOS=-1 the one day of each month's set. Rabi II 1458 has 29
  /// days: FORWARD gives 1 Jumada I (2036-06-25), which libical drops like any moved day.
  func testSkipMovedDayWithSetposOverOneDay() {
    let rule = "RSCALE=ISLAMIC-UMALQURA;FREQ=MONTHLY;BYMONTH=4,11;BYSETPOS=-1;SKIP=FORWARD;COUNT=8"
    let dtstart = "DTSTART;TZID=America/New_York:20340815T120000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20350209T170000Z", "20350706T160000Z", "20360129T170000Z", "20360625T160000Z",
                              "20370117T170000Z", "20370615T160000Z", "20380106T170000Z", "20380604T160000Z"])
    XCTAssertEqual(r.libical, ["20350209T170000Z", "20350706T160000Z", "20360129T170000Z", "20370117T170000Z",
                               "20380106T170000Z", "20401205T170000Z", "20410501T160000Z", "20440330T160000Z"])
    XCTAssertEqual(r.cls, "rscale-skip-moved-day")
    // Neighbour: with two days a month BYSETPOS counts libical's moved day apart; not this class.
    let two = ConformanceCase(rule: "RSCALE=ISLAMIC-UMALQURA;FREQ=MONTHLY;BYMONTH=4,11;BYMONTHDAY=29,30;BYSETPOS=-1;SKIP=FORWARD;COUNT=8",
                              dtstart: dtstart, source: "test")
    let only = Catalogue(entries: [Catalogue.standard.entry(named: "rscale-skip-moved-day")].compactMap { $0 })
    XCTAssertEqual(only.classify(Observation(testCase: two, native: Expansion(outcome: .occurrences(r.native)),
                                             oracle: Expansion(outcome: .occurrences(r.libical)))), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 INTERVAL; libical's MAX_TIME_T_YEAR (2582)

  /// Open case. libical 3.0.16 counts the four-year periods from a later year (1448 AH) and
  /// stops at 2582; Recur's answer from that later anchor is libical's up to 2582 (2376 is its
  /// last day before it).
  func testLateYearlyStartComparedUpToLibicalsLastYear() {
    let r = run("RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;INTERVAL=4;BYMONTH=10;BYMONTHDAY=-7,31;BYDAY=MO;BYMINUTE=15;SKIP=OMIT;COUNT=18",
                "DTSTART;TZID=Europe/Berlin:20241129T160000")
    XCTAssertEqual(r.native, ["20711116T151500Z", "20790821T141500Z", "20870526T141500Z", "21100908T141500Z", "21180613T141500Z",
                              "21260318T151500Z", "21331221T151500Z", "21410925T141500Z", "21490630T141500Z", "21570404T141500Z",
                              "21650107T151500Z", "21721012T141500Z", "24710810T141500Z", "24790515T141500Z", "24870217T151500Z",
                              "24941122T151500Z", "25020828T141500Z", "25100602T141500Z"])
    XCTAssertEqual(r.libical, ["22671111T151500Z", "22750816T141500Z", "22830521T141500Z", "22910223T151500Z", "22981128T151500Z",
                               "23060903T141500Z", "23140608T141500Z", "23220313T151500Z", "23291216T151500Z", "23370920T141500Z",
                               "23450625T141500Z", "23530330T141500Z", "23610102T151500Z", "23681007T141500Z", "23760712T141500Z"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (values from DTSTART, BYDAY limits BYMONTHDAY); RFC 7529 §3.1

  /// Open case (COUNT=8 here). 2014-11-08 is 16 of Dangi 9L, so the rule is the Wednesday 26ths
  /// of 9L, or of month 10 (FORWARD) in a year without 9L: 2017-12-13, 2031-12-10, ... Dangi
  /// 2014's month 1 has 29 days (2014-01-31 to 03-01), so libical 3.0.16 reads that year's
  /// weekdays one day late and keeps Tuesday 2014-11-18; Dangi 2020 (leap 4L) lacks 9L and
  /// libical takes month 9 by position (Wednesday 2020-11-11).
  func testImplicitLeapMonthBydayShift() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=26;BYDAY=WE;SKIP=FORWARD;COUNT=8"
    let dtstart = "DTSTART;VALUE=DATE:20141108"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20171213", "20311210", "20341206", "20371202", "20441214", "20541125", "20581211", "20611207"])
    XCTAssertEqual(r.libical, ["20141118", "20201111", "20341206", "20371202", "20471113", "20511129", "20541125", "20741114"])
    XCTAssertEqual(r.cls, "rscale-implicit-leap-month-byday-shift")
    // Neighbour: from 16 of month 9 (2014-10-08, no leap month) the engines agree.
    XCTAssertEqual(run("RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=26;BYDAY=WE;SKIP=FORWARD;COUNT=6", "DTSTART;VALUE=DATE:20141008").cls, "agree")
    // Neighbour: Thursday 2014-11-19 (27 of 9L) is no day libical's reading gives.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    XCTAssertEqual(classify(c, native: r.native,
                            libical: ["20141119", "20201111", "20341206", "20371202", "20471113", "20511129", "20541125", "20741114"]),
                   "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP=BACKWARD, §4.2 (5L is Adar I); RFC 5545 §3.3.10 BYDAY after BYMONTHDAY

  /// Hebrew 5777 (2016-10-03 to 2017-09-20) and 5780 are common years: 5L is Shevat (BACKWARD).
  /// 5777: Thursday 28 Tevet (2017-01-26) and Friday 28 Shevat (2017-02-24); BYDAY=SU,TH keeps
  /// the first, and libical 3.0.16, which limits Adar instead of Shevat, keeps both. 5780: Sunday
  /// 28 Shevat (2020-02-23) is Recur's; libical keeps no Heshvan or Tevet day and loses it.
  func testHebrewShevatBydayEscape() {
    let rule = "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=2,4,5L;BYMONTHDAY=28;BYDAY=SU,TH;SKIP=BACKWARD;COUNT=4"
    let dtstart = "DTSTART;VALUE=DATE:20151021"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20170126", "20200223", "20201115", "20230219"])
    XCTAssertEqual(r.libical, ["20170126", "20170224", "20201115", "20210210"])
    XCTAssertEqual(r.cls, "rscale-hebrew-shevat-byday-escape")
    // Neighbour: FORWARD puts the day in Adar, where libical's BYDAY looks: the engines agree.
    XCTAssertEqual(run("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=2,4,5L;BYMONTHDAY=28;BYDAY=SU,TH;SKIP=FORWARD;COUNT=4", dtstart).cls,
                   "agree")
    // Neighbour: 27 Shevat (2017-02-23) is no day of the rule.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    XCTAssertEqual(classify(c, native: r.native, libical: ["20170126", "20170223", "20201115", "20210210"]), "unexplained")
  }

  /// Random seed 8411 #15401 (COUNT=12 here): with INTERVAL=5 libical also counts its periods
  /// from a later year (5787, not 5776), and in the common year 5797 Friday 28 Shevat
  /// (2037-02-13) escapes BYDAY after Thursday 28 Tevet (2037-01-15).
  func testHebrewShevatBydayEscapeWithLateYears() {
    let r = run("RSCALE=HEBREW;FREQ=YEARLY;INTERVAL=5;BYMONTH=4,2,5L;BYMONTHDAY=28;BYDAY=SU,TH;BYHOUR=19;SKIP=BACKWARD;COUNT=12",
                "DTSTART:20151021T064500")
    XCTAssertEqual(r.native, ["20201115T194500", "20260215T194500", "20301124T194500", "20310123T194500", "20401104T194500",
                              "20460107T194500", "20501113T194500", "20510112T194500", "20601121T194500", "20610120T194500",
                              "20701102T194500", "20801110T194500"])
    XCTAssertEqual(r.libical, ["20261108T194500", "20270107T194500", "20270307T194500", "20370115T194500", "20370213T194500",
                               "20511231T194500", "20570104T194500", "20570304T194500", "20811130T194500", "20820129T194500",
                               "20820227T194500", "20870102T194500"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+rscale-hebrew-shevat-byday-escape")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYSETPOS picks date-times); RFC 7529 §3 (CLDR chinese)

  /// Random seed 8412 #11506 (COUNT=10, BYHOUR sorted here). Recur's set per Chinese year is the
  /// 7th of months 1, 8 and 9L (BACKWARD: 9) at 00:00 and 12:00; BYSETPOS=1,-1 picks the first
  /// and last date-time. libical 3.0.16 picks days (both times of each), begins Chinese 2030 on
  /// 02-02 (so its first day is 02-25, Recur's 02-26) and resolves 2031's missing 9L by position.
  func testBysetposOnDaysWithExplainedSets() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1,8,9L;BYHOUR=0,12;BYSETPOS=1,-1;WKST=MO;SKIP=BACKWARD;COUNT=10"
    let dtstart = "DTSTART:20290507T010000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20291031T120000", "20300226T000000", "20301020T120000", "20310215T000000", "20311108T120000",
                              "20320305T000000", "20321027T120000", "20330223T000000", "20331016T120000", "20340314T000000"])
    XCTAssertEqual(r.libical, ["20291031T000000", "20291031T120000", "20300225T000000", "20300225T120000", "20301020T000000",
                               "20301020T120000", "20310215T000000", "20310215T120000", "20320305T000000", "20320305T120000"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only+chinese-new-moon-day+rscale-leap-month-skip-after-leap")
    // Neighbour: a Recur date-time outside its own set (2029-10-31 at 06:00) is not this class.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    var native = r.native
    native[0] = "20291031T060000"
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(native)), oracle: LibICalEngine().expand(c),
                          rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
    // With Recur's own answer and the same reruns the combination is named.
    let own = Observation(testCase: c, native: NativeEngine().expand(c), oracle: LibICalEngine().expand(c),
                          rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(own), r.cls)
  }
}
