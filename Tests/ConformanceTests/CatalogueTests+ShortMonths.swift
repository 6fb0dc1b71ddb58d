// Catalogue classes widened for COPTIC and ETHIOPIC rules of random seeds 6201-6210: libical
// 3.0.16's walk through the 5- or 6-day 13th month (ShortMonthWalk), SKIP's moves out of that
// month, and late periods whose moved first day must keep the times before DTSTART's. Each
// reproducer has its RFC reading written out, and a neighbouring case the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3 (13 Coptic months; Pagume 1721 is 2005-09-06 to 09-10)

  /// Random seed 6202 #6524: Tuesday 2005-09-06 is Pagume 1 of Coptic 1721, a day of 1721.
  /// Pagume has no Sunday, BYDAY's last weekday, so libical 3.0.16's calendar is left in 1722
  /// and it gives that day as 2006-09-06 (Pagume 1 1722); its later days are right.
  func testShortMonthFirstDayReadInTheNextYear() {
    let r = run("RSCALE=COPTIC;FREQ=MONTHLY;BYDAY=SU,TU;COUNT=6", "DTSTART;VALUE=DATE:20050825")
    XCTAssertEqual(r.native, ["20050828", "20050830", "20050904", "20050906", "20050911", "20050913"])
    XCTAssertEqual(r.libical, ["20050828", "20050830", "20050904", "20060906", "20050911", "20050913"])
    XCTAssertEqual(r.cls, "rscale-short-month-byday-shift")
    // All of that day's times come out a year late.
    let t = run("RSCALE=COPTIC;FREQ=MONTHLY;BYDAY=SU,TU;BYHOUR=9,10;COUNT=8", "DTSTART:20050825T100000")
    XCTAssertEqual(Array(t.libical.suffix(2)), ["20060906T090000", "20060906T100000"])
    XCTAssertEqual(t.cls, "rscale-short-month-byday-shift")
    // Neighbour: with Saturday sorted last (2005-09-10 is in Pagume) libical's calendar stays
    // in 1721 and the engines agree.
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;BYDAY=SA,TU;COUNT=6", "DTSTART;VALUE=DATE:20050825").cls, "agree")
    // Neighbour: the same late day where libical's calendar stays is not libical's rule.
    XCTAssertEqual(classify("RSCALE=COPTIC;FREQ=MONTHLY;BYDAY=SA,TU;COUNT=4", "DTSTART;VALUE=DATE:20050825",
                            native: ["20050827", "20050830", "20050903", "20050906"],
                            libical: ["20050827", "20050830", "20050903", "20060906"]), "unexplained")
  }

  /// Random seed 6203 #5277: libical sorts BYDAY by the final WKST (it sorts again on reading
  /// WKST), so BYDAY=MO,SU,TU;WKST=TU ends with Monday, which Pagume 2026 (2034-09-06 to 09-10,
  /// Wednesday to Sunday) lacks; the month yields nothing (29 Pagume does not exist, -2 is a
  /// Saturday) and libical counts from Meskerem 2027, losing 29 and 30 Meskerem (2034-10-09, 10).
  func testShortMonthBydaySortedByFinalWkst() {
    let r = run("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTHDAY=-2,30;BYDAY=MO,SU,TU;WKST=TU;COUNT=5", "DTSTART;VALUE=DATE:20340825")
    XCTAssertEqual(r.native, ["20340904", "20340905", "20341009", "20341010", "20350107"])
    XCTAssertEqual(r.libical, ["20340904", "20340905", "20350107", "20350108", "20350206"])
    XCTAssertEqual(r.cls, "rscale-short-month-byday-shift")
    // Neighbour: with Monday's week Sunday is sorted last, is in Pagume, and the engines agree.
    XCTAssertEqual(run("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTHDAY=-2,30;BYDAY=MO,SU,TU;COUNT=5", "DTSTART;VALUE=DATE:20340825").cls,
                   "agree")
  }

  /// Random seed 8516 #15975 (lists from libical 3.0.16 as installed): every Coptic month is a
  /// period; 29 Thout 1736 (2019-10-10) is a Thursday, so Recur gives it. Nasie 1735 (2019-09-06
  /// to 09-11, Friday to Wednesday) has no Thursday: libical's calendar is left on 1 Thout 1736,
  /// the month yields nothing, and libical counts on from Thout, passing over it; its next day,
  /// 29 Parmouti (2020-05-07), lies past UNTIL. The restart follows libical's last occurrence,
  /// yet it lost a day Recur gives before UNTIL.
  func testShortMonthRestartLosesTheLastDayBeforeUntil() {
    let rule = "RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=29;BYDAY=TH;BYSETPOS=-3,1;SKIP=OMIT;UNTIL=20200319T001500"
    let r = run(rule, "DTSTART:20161104T001500")
    XCTAssertEqual(r.native, ["20161208T001500", "20170706T001500", "20180308T001500", "20181108T001500", "20190606T001500",
                              "20191010T001500"])
    XCTAssertEqual(r.libical, ["20161208T001500", "20170706T001500", "20180308T001500", "20181108T001500", "20190606T001500"])
    XCTAssertEqual(r.cls, "rscale-short-month-byday-shift")
    // Neighbour: UNTIL before Nasie 1735 leaves the restart out of the lists; the engines agree.
    XCTAssertEqual(run(rule.replacingOccurrences(of: "20200319", with: "20190910"), "DTSTART:20161104T001500").cls, "agree")
    // Neighbour: Wednesday 2019-09-11 is in Nasie 1735, libical's calendar stays, the engines agree.
    XCTAssertEqual(run(rule.replacingOccurrences(of: "BYDAY=TH", with: "BYDAY=WE"), "DTSTART:20161104T001500").cls, "agree")
    // Neighbour: a list that also loses 29 Pashons 1735 (2019-06-06) is not libical's walk.
    XCTAssertEqual(classify(rule, "DTSTART:20161104T001500",
                            libical: ["20161208T001500", "20170706T001500", "20180308T001500", "20181108T001500"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP; RFC 5545 §3.3.10 BYDAY after BYMONTHDAY

  /// Random seed 6203 #12710: without BYMONTHDAY, BYDAY gives the days; 2015-09-12 (1 Meskerem
  /// 2008) is a Saturday, neither Wednesday nor Thursday. libical 3.0.16 moves DTSTART's day
  /// (Nehasse 16, which 6-day Pagume 2007 lacks) FORWARD to it and gives it after Pagume's days.
  func testSkipForwardDtstartDayAfterTheShortMonth() {
    let r = run("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYDAY=-1TH,1WE;SKIP=FORWARD;COUNT=6", "DTSTART;VALUE=DATE:20150822")
    XCTAssertEqual(r.native, ["20150903", "20150909", "20150910", "20150916", "20151008", "20151014"])
    XCTAssertEqual(r.libical, ["20150903", "20150909", "20150910", "20150912", "20150916", "20151008"])
    XCTAssertEqual(r.cls, "rscale-skip-moves-dtstart-day")
    // Neighbour: BACKWARD moves DTSTART's day into Pagume itself, and the engines agree.
    XCTAssertEqual(run("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYDAY=-1TH,1WE;SKIP=BACKWARD;COUNT=6", "DTSTART;VALUE=DATE:20150822").cls,
                   "agree")
    // Neighbour: another day after Pagume (2 Meskerem) is not libical's move.
    XCTAssertEqual(classify("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYDAY=-1TH,1WE;SKIP=FORWARD;COUNT=6", "DTSTART;VALUE=DATE:20150822",
                            native: ["20150903", "20150909", "20150910", "20150916", "20151008", "20151014"],
                            libical: ["20150903", "20150909", "20150910", "20150913", "20150916", "20151008"]), "unexplained")
  }

  /// Random seed 6203 #4058: -12 and -27 do not exist in Pagume 1737 (5 days); BACKWARD moves
  /// them to 30 Mesori (Sunday 2021-09-05), which BYDAY keeps. libical 3.0.16 loses the moved
  /// day, finds Pagume empty with its calendar in 1738 (no Sunday in Pagume) and counts from
  /// Tout 1738, losing 19 Tout (2021-09-29).
  func testShortMonthShiftWithMovedDayLost() {
    let r = run("RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=-12,-27;BYDAY=WE,SU;SKIP=BACKWARD;COUNT=6", "DTSTART;VALUE=DATE:20210801")
    XCTAssertEqual(r.native, ["20210825", "20210905", "20210929", "20211128", "20220112", "20220313"])
    XCTAssertEqual(r.libical, ["20210825", "20211128", "20220112", "20220313", "20220427", "20220626"])
    XCTAssertEqual(r.cls, "rscale-short-month-byday-shift+libical-skip-with-byday")
    // Neighbour: with OMIT nothing moves and the shift alone remains.
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=-12,-27;BYDAY=WE,SU;COUNT=6", "DTSTART;VALUE=DATE:20210801").cls,
                   "rscale-short-month-byday-shift")
  }

  /// Random seed 6210 #4482: Recur's periods are Yekatit, Genbot, Nehasse, ... from DTSTART's
  /// month; libical 3.0.16's start a month late (Megabit) and after Pagume 2020's Saturday and
  /// Sunday it adds 1 Meskerem 2021 (2028-09-11, a Monday), DTSTART's 26th moved FORWARD.
  func testLateStartWithForwardMovedDay() {
    let r = run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=3;BYDAY=FR,SU,SA;BYSETPOS=-2,-1;SKIP=FORWARD;COUNT=8",
                "DTSTART;VALUE=DATE:20280305")
    XCTAssertEqual(r.native, ["20280305", "20280603", "20280604", "20280902", "20280903", "20281104", "20281105", "20290203"])
    XCTAssertEqual(r.libical, ["20280407", "20280408", "20280702", "20280707", "20280909", "20280910", "20280911", "20281208"])
    XCTAssertEqual(r.cls, "rscale-monthly-interval-month-late+rscale-skip-moves-dtstart-day")
    // Neighbour: without SKIP=FORWARD the late start alone remains.
    XCTAssertEqual(run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=3;BYDAY=FR,SU,SA;BYSETPOS=-2,-1;COUNT=8",
                       "DTSTART;VALUE=DATE:20280305").cls, "rscale-monthly-interval-month-late")
  }

  // MARK: Source: RFC 5545 §3.3.10 INTERVAL; BYSECOND expands each day

  /// Random seed 6210 #1592: Recur's periods are Ethiopic 2014, 2017, ...; libical 3.0.16's
  /// start at 2015 (Meskerem 1 is 2022-09-11) and, counting from the real DTSTART (01:00:02),
  /// keep 01:00:00 of that first day, so the later rule is compared from 00:00:00.
  func testLateYearKeepsTimesBeforeDtstartTime() {
    let r = run("RSCALE=ETHIOPIC;FREQ=YEARLY;INTERVAL=3;BYDAY=TU,TH,SU;BYSECOND=0,30;COUNT=4", "DTSTART:20220130T010002Z")
    XCTAssertEqual(r.native, ["20220130T010030Z", "20220201T010000Z", "20220201T010030Z", "20220203T010000Z"])
    XCTAssertEqual(r.libical, ["20220911T010000Z", "20220911T010030Z", "20220913T010000Z", "20220913T010030Z"])
    XCTAssertEqual(r.cls, "rscale-yearly-interval-year-late")
    // Neighbour: libical's days a day later than the late year's are not it.
    XCTAssertEqual(classify("RSCALE=ETHIOPIC;FREQ=YEARLY;INTERVAL=3;BYDAY=TU,TH,SU;BYSECOND=0,30;COUNT=4", "DTSTART:20220130T010002Z",
                            native: r.native,
                            libical: ["20220912T010000Z", "20220912T010030Z", "20220914T010000Z", "20220914T010030Z"]),
                   "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS after BYHOUR; §3.3.5 DST gap

  /// Random seed 6202 #19912 (Santiago): each month's set is the 26th at 00:00 and 01:00, and
  /// BYSETPOS=1,-2 keeps 00:00; libical 3.0.16 keeps both (BYSETPOS on days), lists them in
  /// BYHOUR's order and starts three months late. Its re-run without BYSETPOS carries the
  /// 2022-09-11 gap to 01:00 until the 2023-04-02 fold (01:00 twice on 2022-10-06 and
  /// 2023-02-03), which ConversionRepair undoes before the late start is weighed.
  func testOnDaysLateStartWithCarriedGap() {
    let r = run("RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=4;BYHOUR=1,0;BYSETPOS=1,-2;UNTIL=20330227T030000Z",
                "DTSTART;TZID=America/Santiago:20140404T030000")
    XCTAssertEqual(Array(r.native.prefix(2)), ["20140802T040000Z", "20141105T030000Z"])
    XCTAssertEqual(Array(r.libical.prefix(4)), ["20140703T050000Z", "20140703T040000Z", "20141006T040000Z", "20141006T030000Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-bysetpos-on-days-only+rscale-monthly-interval-month-late")
    var c = ConformanceCase(rule: "RSCALE=ETHIOPIC;FREQ=MONTHLY;INTERVAL=4;BYHOUR=0,1;UNTIL=20330227T030000Z",
                            dtstart: "DTSTART;TZID=America/Santiago:20140404T030000", source: "test")
    c.limit = 1000
    XCTAssertEqual(runCase(c).cls, "rscale-monthly-interval-month-late+dst-gap-carry")
  }
}
