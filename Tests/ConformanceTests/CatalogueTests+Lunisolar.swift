// Chinese and Dangi (RFC 7529 RSCALE=CHINESE/DANGI) cases carrying several libical 3.0.16
// defects at once, found by the random runs (seeds 6204-6210): each reproducer with its
// reading written out, and the same case under a catalogue lacking one of the classes, which
// must then leave it unexplained.

import Conformance
import XCTest

extension CatalogueTests {
  /// The class of `rule` from `dtstart` under the standard catalogue without the entry `name`.
  func classWithout(_ name: String, _ rule: String, _ dtstart: String) -> String {
    let catalogue = Catalogue(entries: Catalogue.standard.entries.filter { $0.name != name })
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine(), catalogue: catalogue)
      .compare(ConformanceCase(rule: rule, dtstart: dtstart, source: "test"), into: &report)
    return report.divergences.first?.class ?? "agree"
  }

  // MARK: Source: RFC 7529 §3.1 SKIP, §4.2 leap months; CLDR `chinese` (HKO tables)

  /// Random seed 6204 #12156 (floating here). The rule takes DTSTART's day, the 30th (Chinese
  /// 2008 began 2008-02-07). 2009 (leap 5L, no 8L): FORWARD gives month 9's 30th (11-16),
  /// libical month 8's (10-18; `rscale-leap-month-skip-after-leap`). 2012: month 7 begins
  /// 08-17 (new moon 23:54 Beijing), libical's 08-18, so its month 7 has 29 days and its 30th
  /// moves to 09-16 (`chinese-new-moon-day`); 2012 has 4L and no 8L (11-13 against 10-15).
  /// 2017: month 6 has 29 days, FORWARD gives the 1st of 6L (07-23), libical the 1st of month 7
  /// (08-22; `rscale-skip-forward-leap-month`).
  func testLunisolarClassesCombineOccurrenceByOccurrence() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=6,7,8L;SKIP=FORWARD;COUNT=30"
    let dtstart = "DTSTART:20080307T201500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native.filter { !r.libical.contains($0) },
                   ["20091116T201500", "20120915T201500", "20121113T201500", "20170723T201500", "20171118T201500"])
    XCTAssertEqual(r.libical.filter { !r.native.contains($0) },
                   ["20091018T201500", "20120916T201500", "20121015T201500", "20170822T201500", "20171019T201500"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day+rscale-leap-month-skip-after-leap+rscale-skip-forward-leap-month")
    // Neighbour: without the FORWARD-across-leap class, 2017's days are read by no class.
    XCTAssertEqual(classWithout("rscale-skip-forward-leap-month", rule, dtstart), "unexplained")
  }

  /// Random seed 6204 #4637 (floating here). The rule takes DTSTART's day, the 6th. Recur's
  /// periods are 1996 and 2001 (INTERVAL=5); libical's begin two years late (1998, 2003), and
  /// in 1998 (leap 5L, no 8L) libical takes month 8 for FORWARD (09-26) where RFC 7529 gives
  /// month 9, which the rule lists anyway (10-25).
  func testLateYearWithLeapMonthSkipAfterLeap() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;INTERVAL=5;BYMONTH=9,4,12,8L;SKIP=FORWARD;UNTIL=20050506T063000"
    let dtstart = "DTSTART:19960721T063000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["19961017T063000", "19970114T063000", "20010429T063000", "20011022T063000", "20020118T063000"])
    XCTAssertEqual(r.libical, ["19980501T063000", "19980926T063000", "19981025T063000", "19990123T063000",
                               "20030506T063000", "20031001T063000", "20031228T063000"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+rscale-leap-month-skip-after-leap")
    XCTAssertEqual(classWithout("rscale-leap-month-skip-after-leap", rule, dtstart), "unexplained")
  }

  /// Random seed 6208 #1094 (floating, COUNT=4 here). DTSTART 2027-03-07 is the 30th of month 1
  /// (New Year 2027-02-06, new moon 23:56 Beijing), so the rule is the 30th of every month that
  /// has one; libical begins 2027 on 02-07, reads DTSTART as the 29th and repeats the 29th.
  func testDtstartDayInMovedMonth() {
    let r = run("RSCALE=CHINESE;FREQ=MONTHLY;COUNT=4", "DTSTART:20270307T024419")
    XCTAssertEqual(r.native, ["20270307T024419", "20270406T024419", "20270604T024419", "20270831T024419"])
    XCTAssertEqual(r.libical, ["20270307T024419", "20270405T024419", "20270505T024419", "20270603T024419"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day")
    // Neighbour: from 2027-04-06, the 30th of month 2, which both calendars begin on 03-08.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=MONTHLY;COUNT=4", "DTSTART:20270406T024419").cls, "agree")
  }

  /// Random seed 6204 #15806 (shortened). Dangi month 2 of 2017 begins 2017-02-26 (new moon
  /// 23:58 Seoul), libical's 02-27, so the last of month 1 and the 15th of month 2 are a day
  /// later in libical's list; across New York's DST start (03-12) the pairs are 23 hours apart,
  /// and month 1 began before DTSTART (libical's month starts are asked from before it).
  func testMovedMonthStartBeforeDtstartAcrossDst() {
    let r = run("RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=-1,15;BYHOUR=0,2;COUNT=6", "DTSTART;TZID=America/New_York:20170131T004500")
    XCTAssertEqual(r.native, ["20170211T054500Z", "20170211T074500Z", "20170225T054500Z", "20170225T074500Z",
                              "20170312T054500Z", "20170312T074500Z"])
    XCTAssertEqual(r.libical, ["20170211T054500Z", "20170211T074500Z", "20170226T054500Z", "20170226T074500Z",
                               "20170313T044500Z", "20170313T064500Z"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day")
  }

  // MARK: Source: RFC 5545 §3.3.10 INTERVAL and BYHOUR

  /// Random seed 6206 #13848 (COUNT=4 here). Recur's first period is month 2 of 2018 (from
  /// 03-17), libical's month 3 (from 04-16); the later-period variant must keep 02:00 and 03:00
  /// of its first day, before DTSTART's 07:00.
  func testLateMonthKeepsEarlyHoursOfFirstDay() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,FR,SA;BYHOUR=2,3;COUNT=4"
    let r = run(rule, "DTSTART:20180331T070000Z")
    XCTAssertEqual(r.native, ["20180402T020000Z", "20180402T030000Z", "20180406T020000Z", "20180406T030000Z"])
    XCTAssertEqual(r.libical, ["20180416T020000Z", "20180416T030000Z", "20180420T020000Z", "20180420T030000Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, §4.2; RFC 5545 §3.3.10 BYDAY within BYMONTH's months

  /// Random seed 6205 #11566. Recur: the first Saturday of months 8 and 10 (10L, missing, is
  /// month 10 again with BACKWARD; 14MO and -26TH name no day of a month). libical reads BYDAY
  /// in the month ICU resolves 10L to by position, month 11 in a year without a leap month
  /// before 10 (2029-12-08), and in 2031 (leap 3L, so 10L resolves to month 10) keeps DTSTART's
  /// day, the 13th, in month 9, the month BACKWARD gave (2031-10-28, a Tuesday).
  func testBydayInMonthsResolvedByPosition() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=8,10,10L;BYDAY=1SA,14MO,-26TH;SKIP=BACKWARD;UNTIL=20350601T153000Z"
    let r = run(rule, "DTSTART:20290822T153000Z")
    XCTAssertEqual(r.native, ["20290908T153000Z", "20291110T153000Z", "20300831T153000Z", "20301102T153000Z",
                              "20310920T153000Z", "20311115T153000Z", "20320911T153000Z", "20321106T153000Z",
                              "20330827T153000Z", "20331029T153000Z", "20340916T153000Z", "20341111T153000Z"])
    XCTAssertEqual(r.libical, ["20290908T153000Z", "20291110T153000Z", "20291208T153000Z", "20300831T153000Z",
                               "20301102T153000Z", "20301130T153000Z", "20310920T153000Z", "20311028T153000Z",
                               "20311115T153000Z", "20320911T153000Z", "20321106T153000Z", "20321204T153000Z",
                               "20330827T153000Z", "20331029T153000Z", "20331126T153000Z", "20340916T153000Z",
                               "20341111T153000Z", "20341216T153000Z"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
    // Neighbour: without the leap month libical reads the months as Recur does.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=8,10;BYDAY=1SA,14MO,-26TH;SKIP=BACKWARD;UNTIL=20350601T153000Z",
                       "DTSTART:20290822T153000Z").cls, "agree")
    // The reading needs no rerun: the lists alone are the class; with libical's 2029 day in
    // month 11 the second Saturday (12-15), not the first, they are not.
    XCTAssertEqual(classify(rule, "DTSTART:20290822T153000Z", native: r.native, libical: r.libical),
                   "rscale-byday-month-by-position")
    XCTAssertEqual(classify(rule, "DTSTART:20290822T153000Z", native: r.native,
                            libical: r.libical.map { $0 == "20291208T153000Z" ? "20291215T153000Z" : $0 }), "unexplained")
  }
}

extension CatalogueTests {
  /// Reasoned example (libical 3.0.16 observed): Chinese 2017 has 6L and no 5L; BACKWARD gives
  /// month 5 (2017-05-26 to 06-23). libical reads BYDAY in month 6 (ICU's position 6, from
  /// 06-24) and gives it 30 days, through 07-23 (6L's first day): ICU gives a month found by
  /// position the length of the month after it (6L, 30 days).
  func testBydayInMonthByPositionOfUnsureLength() {
    let r = run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=5L;BYDAY=SA,SU;SKIP=BACKWARD;COUNT=10", "DTSTART:20160920T100000")
    XCTAssertEqual(r.native, ["20170527T100000", "20170528T100000", "20170603T100000", "20170604T100000", "20170610T100000",
                              "20170611T100000", "20170617T100000", "20170618T100000", "20180616T100000", "20180617T100000"])
    XCTAssertEqual(r.libical, ["20170624T100000", "20170625T100000", "20170701T100000", "20170702T100000", "20170708T100000",
                               "20170709T100000", "20170715T100000", "20170716T100000", "20170722T100000", "20170723T100000"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
  }
}

extension CatalogueTests {
  /// Random seed 6206 #5064 (COUNT=4 here). Recur: the last Friday of months 6, 7 and 10 (6L,
  /// missing, is month 6 with BACKWARD), in month 10. libical reads BYDAY for 6L in month 7 in a
  /// year without a leap month (1997: month 7 counted twice in its BYSETPOS total, so -1 falls
  /// past the year's days: nothing), and in 1998 (leap 5L) keeps DTSTART's day, the 2nd, of
  /// month 5 (the month BACKWARD gave), so -1 is the last Friday but one (1998-12-11).
  func testBydayByPositionWithBysetpos() {
    let r = run("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=10,7,6L;BYDAY=FR;BYSETPOS=-1;SKIP=BACKWARD;COUNT=4",
                "DTSTART:19970903T092200Z")
    XCTAssertEqual(r.native, ["19971128T092200Z", "19981218T092200Z", "19991203T092200Z", "20001124T092200Z"])
    XCTAssertEqual(r.libical, ["19981211T092200Z", "20011207T092200Z", "20041203T092200Z", "20091204T092200Z"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
  }

  /// Random seed 8172 #14174: libical's periods begin two years late (2006, INTERVAL=5), and in
  /// Dangi 2006 (leap 7L) it reads month 2, listed after 7L, as 2L, found by position: month 3
  /// (2006-03-30 for BYSETPOS=2). The later periods are weighed with DTSTART's own day (the 19th).
  func testLateYearWithBydayByPosition() {
    let r = run("RSCALE=DANGI;FREQ=YEARLY;INTERVAL=5;BYMONTH=2,7,6,7L;BYDAY=TU,FR,TH;BYSETPOS=2,-3;WKST=TH;SKIP=BACKWARD;COUNT=10",
                "DTSTART;VALUE=DATE:20040507")
    XCTAssertEqual(r.native, ["20040907", "20090227", "20090915", "20140306", "20140819", "20190308", "20190823",
                              "20240314", "20240827", "20290316"])
    XCTAssertEqual(r.libical, ["20060330", "20060914", "20110310", "20110922", "20160311", "20160927", "20210318",
                               "20210930", "20260320", "20261006"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+rscale-byday-month-by-position")
  }
}

extension CatalogueTests {
  /// Random seed 8173 #5218 (COUNT=5 here). DTSTART 2012-08-23 is the 7th of month 7 (from
  /// 08-17; libical's from 08-18, so its 6th); Recur keeps month 10 for the missing 10L with
  /// BACKWARD under MONTHLY (`rscale-monthly-leap-month-skip`), libical only months 6 and 12.
  /// With libical's day written out, that class alone explains the rest.
  func testDtstartDayInMovedMonthWithMonthlyLeapSkip() {
    let r = run("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTH=6,12,10L;SKIP=BACKWARD;COUNT=5", "DTSTART;TZID=Pacific/Chatham:20120823T063000")
    XCTAssertEqual(r.native, ["20121119T164500Z", "20130117T164500Z", "20130713T174500Z", "20131108T164500Z", "20140106T164500Z"])
    XCTAssertEqual(r.libical, ["20130116T164500Z", "20130712T174500Z", "20140105T164500Z", "20140701T174500Z", "20150124T164500Z"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day+rscale-monthly-leap-month-skip")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYYEARDAY; CLDR `chinese` (HKO: New Year 2027-02-06, 2030-02-03)

  /// Random seed 7401 #6840 (COUNT=10 here). BYYEARDAY=-241 counts from the year's end: Chinese
  /// 2026 ends 2027-02-05 (libical: 02-06), so its day -241 is Wednesday 06-10 (libical: Thursday
  /// 06-11); 2029 ends 2030-02-02 (libical: 02-01), so its day is Thursday 06-07 (libical: 06-06).
  func testYearDayInYearWithMovedNewYear() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYYEARDAY=-241;BYDAY=FR,TH;SKIP=OMIT;COUNT=10"
    let r = run(rule, "DTSTART:20020204T001500")
    XCTAssertEqual(r.native, ["20050602T001500", "20060622T001500", "20080530T001500", "20090618T001500", "20110527T001500",
                              "20120614T001500", "20150612T001500", "20220526T001500", "20290607T001500", "20320604T001500"])
    XCTAssertEqual(r.libical, ["20050602T001500", "20060622T001500", "20080530T001500", "20090618T001500", "20110527T001500",
                               "20120614T001500", "20150612T001500", "20220526T001500", "20260611T001500", "20320604T001500"])
    XCTAssertEqual(r.cls, "chinese-new-moon-day")
    // Neighbour: a day only libical has in 2022 (New Years 2022-02-01 and 2023-01-22 alike in
    // both calendars) is not that class (BYDAY sorted, so that only this class is weighed).
    let sorted = "RSCALE=CHINESE;FREQ=YEARLY;BYYEARDAY=-241;BYDAY=TH,FR;SKIP=OMIT;COUNT=10"
    let c = ConformanceCase(rule: sorted, dtstart: "DTSTART:20020204T001500", source: "test")
    let libical = r.libical.map { $0 == "20220526T001500" ? "20220527T001500" : $0 }
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(r.native)),
                          oracle: Expansion(outcome: .occurrences(libical)), rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  /// Random seed 7402 #725. Dangi 2023 (leap 2L), 2025 (6L) and 2028 (5L) lack 8L: FORWARD names
  /// month 9, already listed; libical 3.0.16 takes month 8 (its 26th, DTSTART's day: 2023-10-10,
  /// 2025-10-17, 2028-10-14), so with COUNT its list ends earlier than Recur's, whose last three
  /// occurrences are then compared up to libical's end only.
  func testLeapSkipAfterLeapWithCount() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=9,12,7,8L;SKIP=FORWARD;COUNT=20"
    let r = run(rule, "DTSTART:20221119T010000")
    XCTAssertEqual(r.libical.filter { !r.native.contains($0) }, ["20231010T010000", "20251017T010000", "20281014T010000"])
    XCTAssertEqual(r.native.filter { !r.libical.contains($0) }, ["20281112T010000", "20290209T010000", "20290904T010000"])
    XCTAssertEqual(r.cls, "rscale-leap-month-skip-after-leap")
    XCTAssertEqual(classWithout("rscale-leap-month-skip-after-leap", rule, "DTSTART:20221119T010000"), "unexplained")
  }

  /// Random seed 7402 #3978. libical 3.0.16's periods of 3 months begin a Chinese month late
  /// (its list is Recur's from 2007-04-30), its month 7 of 2012 begins 08-18 (Recur: 08-17), and
  /// it drops the 30th SKIP=FORWARD moved to the 1st of the next month (month 10 of 2012 has 29
  /// days: Recur's 2012-12-13); each class alone leaves the case unexplained.
  func testLateMonthlyWithSkipMovedDay() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=3;BYMONTH=10,7,4;BYMONTHDAY=27,30;SKIP=FORWARD;COUNT=32"
    let r = run(rule, "DTSTART;VALUE=DATE:20070401")
    XCTAssertEqual(Array(r.native.prefix(4)), ["20090915", "20090918", "20091213", "20091216"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20120913", "20121210", "20130605", "20130902"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late+chinese-new-moon-day+rscale-skip-moved-day")
    // Without the moved-day classes (libical-duplicate-month-day also reads a month lacking the
    // 30th under SKIP) the case is unexplained, once rscale-monthly-walk, which models libical's
    // whole walk (INTERVAL > 1 included), is left out too.
    let catalogue = Catalogue(entries: Catalogue.standard.entries.filter {
      $0.name != "rscale-skip-moved-day" && $0.name != "libical-duplicate-month-day" && $0.name != "rscale-monthly-walk"
    })
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine(), catalogue: catalogue)
      .compare(ConformanceCase(rule: rule, dtstart: "DTSTART;VALUE=DATE:20070401", source: "test"), into: &report)
    XCTAssertEqual(report.divergences.first?.class, "unexplained")
  }

  /// Random seed 7401 #11437. libical 3.0.16's two-year periods begin a Dangi year late (its list
  /// is Recur's from 2026 with DTSTART's day, the 5th); Dangi 2042 (leap 2L) lacks 4L, and
  /// BACKWARD gives month 4 (Recur: 2042-05-23) where libical takes month 3, already listed.
  /// With COUNT libical's list reaches 2046, Recur's later variant 2045: compared up to 2045.
  func testLateYearWithLeapSkipAfterLeapAndCount() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;INTERVAL=2;BYMONTH=12,2,3,4L;WKST=SU;SKIP=BACKWARD;COUNT=40"
    let r = run(rule, "DTSTART;VALUE=DATE:20250304")
    XCTAssertEqual(Array(r.native.prefix(4)), ["20250304", "20250402", "20250502", "20260123"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20260323", "20260421", "20260521", "20270112"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+rscale-leap-month-skip-after-leap")
    XCTAssertEqual(classWithout("rscale-leap-month-skip-after-leap", rule, "DTSTART;VALUE=DATE:20250304"), "unexplained")
  }

  /// Lead's seed run (floating). Chinese 2046 has no 3L: libical 3.0.16 reads BYDAY in the month
  /// at position 4, month 4 (29 days from 05-06: four Mondays), as long as month 5 (30 days), so its -5MO is
  /// Monday 05-07; likewise 2049-05-03 and 2053-05-19, and 3L is month 3 in 2042 (after 2L).
  func testBydayMonthByPositionOtherLength() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4,3L;BYDAY=-5MO,3TH;SKIP=FORWARD;COUNT=37"
    let r = run(rule, "DTSTART:20280321T153000")
    XCTAssertEqual(r.libical.filter { !r.native.contains($0) },
                   ["20420508T153000", "20460507T153000", "20490503T153000", "20530519T153000"])
    XCTAssertEqual(r.cls, "rscale-byday-month-by-position")
    // Neighbour: libical's second Monday of that month (05-14) is no day of libical's reading.
    let libical = r.libical.map { $0 == "20460507T153000" ? "20460514T153000" : $0 }
    XCTAssertEqual(classify(rule, "DTSTART:20280321T153000", native: r.native, libical: libical), "unexplained")
  }

  /// Random seed 7404 #17318. libical 3.0.16 applies BYSETPOS=3 to the days (month 8's 16th, the
  /// third of months 2, 5, 8) and lists the times in BYMINUTE's order; asked again with the lists
  /// sorted (6L after 6: BYMONTH=2,5,6L,8), what remains is its moved month starts.
  func testUnsortedLeapMonthListWithBysetposOnDays() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=5,8,2,6L;BYMINUTE=45,30,0;BYSECOND=30,53;BYSETPOS=3;SKIP=OMIT"
    let dtstart = "DTSTART;TZID=Pacific/Chatham:20251105T091500"
    let r = run(rule, dtstart)
    XCTAssertEqual(Array(r.native.prefix(2)), ["20260402T194530Z", "20270322T194530Z"])
    XCTAssertEqual(Array(r.libical.prefix(3)), ["20260925T210030Z", "20260925T210053Z", "20260925T204530Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-on-days-only+chinese-new-moon-day")
    XCTAssertEqual(classWithout("chinese-new-moon-day", rule, dtstart), "unexplained")
  }

  /// Random seed from the lead's run (7401+). libical 3.0.16's 3-month periods begin a Chinese
  /// month late (from 2007-04-26, month 3's 10th), it counts the 28th twice in 29-day months
  /// (BYMONTHDAY=-2,28: BYSETPOS=-2 is the 28th, 2008-05-03, where Recur's is the 24th, 04-29),
  /// and its month 8 of 2012 begins a day off (2012-09-14 against 09-13).
  func testLateMonthlyWithDuplicateMonthDay() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-2,28,-6,-21;BYSETPOS=-2,1;SKIP=BACKWARD"
    let dtstart = "DTSTART:20070328T150000Z"
    let r = run(rule, dtstart)
    XCTAssertEqual(Array(r.native.prefix(3)), ["20070411T150000Z", "20070623T150000Z", "20070708T150000Z"])
    XCTAssertEqual(Array(r.libical.prefix(3)), ["20070426T150000Z", "20070514T150000Z", "20070723T150000Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late+chinese-new-moon-day+libical-duplicate-month-day")
    XCTAssertEqual(classWithout("libical-duplicate-month-day", rule, dtstart), "unexplained")
  }

  /// Random seed from the lead's run (7401+). libical 3.0.16's 4-year periods begin a year late
  /// (2030), and it begins Chinese 2030 on 02-02 (HKO: 02-03), a Saturday: its 1SA is 02-02
  /// (Recur's 2030 rule: 02-09) and its 48SA 2030-12-28 (Recur: 2031-01-04), counted from New Year.
  func testLateYearWithOrdinalBydayInMovedYear() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=4;BYDAY=44FR,48SA,1SA;SKIP=FORWARD;UNTIL=20341028T030000Z"
    let dtstart = "DTSTART;TZID=America/Los_Angeles:20291003T030000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20291214T110000Z", "20300112T110000Z", "20330205T110000Z", "20331202T110000Z", "20331231T110000Z"])
    XCTAssertEqual(r.libical, ["20300202T110000Z", "20301206T110000Z", "20301228T110000Z", "20340225T110000Z"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late+chinese-new-moon-day")
    XCTAssertEqual(classWithout("chinese-new-moon-day", rule, dtstart), "unexplained")
  }
}
