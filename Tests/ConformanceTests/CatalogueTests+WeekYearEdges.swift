// Catalogue classes for BYWEEKNO at the turn of the year: the first day of the first expanded
// year put a year late, BYSETPOS over the calendar year, week 53 under WKST with COUNT, and
// INTERVAL counting week-numbering against calendar years. Each reproducer has its RFC reading
// written out, and a neighbouring case the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYWEEKNO ("Week number one ... at least four days", "-1 represents the last week")

  /// Random seed 6204 #288 and #17144: 2037 has 53 ISO weeks, so BYWEEKNO=-53 is week 1, Monday
  /// 2036-12-29 to Sunday 2037-01-04. libical 3.0.16 gives the first day of the first year it
  /// expands, Monday 2036-12-29, on 2037-12-29 (a Tuesday, not in BYDAY).
  func testFirstWeekDayOfFirstYearIsNotAYearLate() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-53;BYDAY=MO,TU;COUNT=3", "DTSTART;VALUE=DATE:20350404")
    XCTAssertEqual(r.native, ["20361229", "20361230", "20421229"])
    XCTAssertEqual(r.libical, ["20371229", "20361230", "20421229"])
    XCTAssertEqual(r.cls, "libical-byweekno-first-day-year-late")
    // Neighbour: a December day a year late that is not the first of both lists is not it.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=-53;BYDAY=MO,TU;COUNT=3", "DTSTART;VALUE=DATE:20350404",
                            native: ["20361229", "20361230", "20421229"],
                            libical: ["20361229", "20361230", "20431229"]), "unexplained")
  }

  /// Random seed 6207 #16776: 2042 has 52 ISO weeks; BYWEEKNO=-52,5;BYDAY=FR,TU is Tuesday
  /// 2041-12-30, Friday 2042-01-02, Tuesday 01-28 and Friday 01-31, so BYSETPOS=-1 is
  /// 2042-01-31. libical 3.0.16 counts the four days but numbers only the three in 2042 (-4 to
  /// -2), and gives nothing in 2042.
  func testSetPositionsOverTheWeekNumberingYear() {
    let r = run("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-52,5;BYDAY=FR,TU;BYSETPOS=-1;COUNT=3", "DTSTART;VALUE=DATE:20321024")
    XCTAssertEqual(r.native, ["20370130", "20420131", "20470201"])
    XCTAssertEqual(r.libical, ["20370130", "20470201", "20520202"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year")
    // Neighbour: week 5 alone has no day outside 2042, and the engines agree.
    XCTAssertEqual(run("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=5;BYDAY=FR,TU;BYSETPOS=-1;COUNT=3", "DTSTART;VALUE=DATE:20321024").cls, "agree")
    // Neighbour: libical's rule picks nothing in 2042, so a libical list with 2042's Tuesday
    // 01-28 is not it.
    XCTAssertEqual(classify("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-52,5;BYDAY=FR,TU;BYSETPOS=-1;COUNT=3", "DTSTART;VALUE=DATE:20321024",
                            native: ["20370130", "20420131", "20470201"],
                            libical: ["20370130", "20420128", "20470201"]), "unexplained")
  }

  /// Random seed 6202 #7047: week 1 of 1997 is Monday 1996-12-30 to Sunday 1997-01-05;
  /// BYDAY=FR,MO,TH;BYSETPOS=-1,1 is Monday 1996-12-30 and Friday 1997-01-03. libical 3.0.16
  /// gives Thursday 1997-01-02 alone (positions 1 and -2 of the calendar year's days).
  func testSetPositionsWithWeekOneInDecember() {
    let r = run("FREQ=YEARLY;BYWEEKNO=1;BYDAY=FR,MO,TH;BYSETPOS=-1,1;UNTIL=19990101T000000", "DTSTART:19960519T021500")
    XCTAssertEqual(r.native, ["19961230T021500", "19970103T021500", "19971229T021500", "19980102T021500"])
    XCTAssertEqual(r.libical, ["19970102T021500", "19980101T021500"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year")
  }

  /// Random seed 6205 #9109: with WKST=SA, 2024 has 53 weeks (Saturday 2023-12-30 to Friday
  /// 2025-01-03) and 2026 has 52; ISO counts 52 and 53. COUNT ends both lists at different
  /// days, so only the days before the earlier end are weighed.
  func testWeekFiftyThreeUnderSaturdayWeeksWithCount() {
    let r = run("FREQ=YEARLY;BYWEEKNO=39,53;BYDAY=MO,TU,WE;WKST=SA;COUNT=12", "DTSTART:20231104T003000")
    XCTAssertEqual(r.native, ["20240923T003000", "20240924T003000", "20240925T003000", "20241230T003000",
                              "20241231T003000", "20250101T003000", "20250929T003000", "20250930T003000",
                              "20251001T003000", "20260928T003000", "20260929T003000", "20260930T003000"])
    XCTAssertEqual(r.libical, ["20240923T003000", "20240924T003000", "20240925T003000", "20250929T003000",
                               "20250930T003000", "20251001T003000", "20260928T003000", "20260929T003000",
                               "20260930T003000", "20270104T003000", "20270105T003000", "20270927T003000"])
    XCTAssertEqual(r.cls, "libical-byweekno-monday-week-count")
    // Neighbour: a week-39 day missing before COUNT's end is not it.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=39,53;BYDAY=MO,TU,WE;WKST=SA;COUNT=4", "DTSTART:20231104T003000",
                            native: ["20240923T003000", "20240924T003000", "20240925T003000", "20241230T003000"],
                            libical: ["20240923T003000", "20240925T003000", "20250929T003000", "20250930T003000"]), "unexplained")
  }

  /// Random seed 6209 #19596: Sunday 2006-01-01 is in week 52 of 2005, a week-numbering year of
  /// Recur's INTERVAL=4 from 1997; libical 3.0.16 reckons calendar years and takes Sunday
  /// 2017-01-01 (week 52 of 2016) in its year 2017 instead (docs/SEMANTICS.md).
  func testIntervalCountsWeekNumberingYearsUnderBymonth() {
    let r = run("FREQ=YEARLY;INTERVAL=4;BYMONTH=4,2,1;BYWEEKNO=-22,52;BYDAY=SU;COUNT=4", "DTSTART:19971013T034500")
    XCTAssertEqual(r.native, ["20060101T034500", "20220102T034500", "20340101T034500", "20500102T034500"])
    XCTAssertEqual(r.libical, ["20170101T034500", "20450101T034500", "20730101T034500", "21010102T034500"])
    XCTAssertEqual(r.cls, "byweekno-week-numbering-year")
    // Neighbour: with INTERVAL=1 both reckonings cover every year, and the engines agree.
    XCTAssertEqual(run("FREQ=YEARLY;BYMONTH=4,2,1;BYWEEKNO=-22,52;BYDAY=SU;COUNT=4", "DTSTART:19971013T034500").cls, "agree")
    // Neighbour: a Recur day of a week BYWEEKNO does not name (2010-01-03, week 53 of 2009) is not it.
    XCTAssertEqual(classify("FREQ=YEARLY;INTERVAL=4;BYMONTH=4,2,1;BYWEEKNO=-22,52;BYDAY=SU;COUNT=2", "DTSTART:19971013T034500",
                            native: ["20060101T034500", "20100103T034500"],
                            libical: ["20170101T034500", "20450101T034500"]), "unexplained")
  }

  /// Random seed 8101 #11972: with WKST=FR week 1 of 2017 starts Friday 2016-12-30, so its
  /// Saturday 2016-12-31 is before DTSTART; libical 3.0.16 gives it a year late (2017-12-31),
  /// and counts 2020's -50 by Monday weeks (Jan 25 and 28, not 18 and 21).
  func testYearLateFirstDayWithMondayWeekCount() {
    let r = run("FREQ=YEARLY;INTERVAL=3;BYWEEKNO=1,-50;BYDAY=SA,TU;WKST=FR;COUNT=6", "DTSTART:20171108T013700")
    XCTAssertEqual(r.native, ["20200104T013700", "20200107T013700", "20200118T013700", "20200121T013700",
                              "20221231T013700", "20230103T013700"])
    XCTAssertEqual(r.libical, ["20171231T013700", "20200104T013700", "20200107T013700", "20200125T013700",
                               "20200128T013700", "20221231T013700"])
    XCTAssertEqual(r.cls, "libical-byweekno-first-day-year-late+libical-byweekno-monday-week-count")
  }

  /// Random seed 8102 #1585: 2011 starts on a Saturday (week 1 from Monday Jan 3), so libical
  /// 3.0.16 loses January's Sundays of week 2 (2011-01-16) and, for 2012 (starting on a Sunday),
  /// 2012-01-15; Sunday 2011-01-02 (week 52 of 2010, as -1 of 2011 is) it keeps, so it is not
  /// left out of Recur's list.
  func testMonthEdgeCutKeepsDaysLibicalHas() {
    let r = run("FREQ=YEARLY;BYMONTH=1,12;BYWEEKNO=2,-1;BYDAY=TU,SU;COUNT=8", "DTSTART:20100816T202900")
    XCTAssertEqual(r.native, ["20101228T202900", "20110102T202900", "20110111T202900", "20110116T202900",
                              "20111227T202900", "20120101T202900", "20120110T202900", "20120115T202900"])
    XCTAssertEqual(r.libical, ["20101228T202900", "20110102T202900", "20110111T202900", "20111227T202900",
                               "20120101T202900", "20120110T202900", "20121225T202900", "20121230T202900"])
    XCTAssertEqual(r.cls, "libical-byweekno-month-edge-cut")
  }

  /// Source: RFC 5545 §3.3.10 ("-1 represents the last week of the year"; weeks start on WKST);
  /// seed 7914 #2997. With WKST=TU, 2026 runs from Tuesday 2025-12-30 (the week holding Jan 4) for
  /// 52 weeks, so week -1 holds Thursday 2026-12-24; 2026 has 53 Monday weeks, and libical 3.0.16,
  /// counting -1 as week 53 from WKST's week 1, gives Thursday 2026-12-31, which is 2027's week 1.
  /// In 2027 (53 Tuesday weeks, 52 Monday weeks) it is a week early (12-23 for 12-30). Lists:
  /// libical 3.0.16 as installed; the same class with and without RSCALE=GREGORIAN.
  func testNegativeWeekSpillsIntoNextYearsWeekOne() {
    let plain = run("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=TH;WKST=TU;COUNT=6", "DTSTART;VALUE=DATE:20230131")
    XCTAssertEqual(plain.native, ["20231228", "20241226", "20251225", "20261224", "20271230", "20281228"])
    XCTAssertEqual(plain.libical, ["20231228", "20241226", "20251225", "20261231", "20271223", "20281228"])
    XCTAssertEqual(plain.cls, "libical-byweekno-monday-week-count")
    let scaled = run("RSCALE=GREGORIAN;FREQ=YEARLY;BYWEEKNO=-1;BYDAY=TH;WKST=TU;COUNT=6", "DTSTART;VALUE=DATE:20230131")
    XCTAssertEqual(scaled.libical, plain.libical)
    XCTAssertEqual(scaled.cls, "libical-byweekno-monday-week-count")
    // The seed's case: BYSECOND written 12,0 (libical lists 12 first) and INTERVAL=3.
    let seed = run("RSCALE=GREGORIAN;FREQ=YEARLY;INTERVAL=3;BYWEEKNO=40,-1;BYDAY=TH;BYSECOND=12,0;WKST=TU;SKIP=BACKWARD;COUNT=15",
                   "DTSTART:20230131T023000Z")
    XCTAssertEqual(seed.native, ["20231005T023000Z", "20231005T023012Z", "20231228T023000Z", "20231228T023012Z",
                                 "20261001T023000Z", "20261001T023012Z", "20261224T023000Z", "20261224T023012Z",
                                 "20291004T023000Z", "20291004T023012Z", "20291227T023000Z", "20291227T023012Z",
                                 "20320930T023000Z", "20320930T023012Z", "20321230T023000Z"])
    XCTAssertEqual(seed.libical, ["20231005T023012Z", "20231005T023000Z", "20231228T023012Z", "20231228T023000Z",
                                  "20261001T023012Z", "20261001T023000Z", "20261231T023012Z", "20261231T023000Z",
                                  "20291004T023012Z", "20291004T023000Z", "20291227T023012Z", "20291227T023000Z",
                                  "20320930T023012Z", "20320930T023000Z", "20321230T023012Z"])
    // The class weighs which occurrences each list has, not their order, so it names the case
    // before the unsorted-list reading is tried.
    XCTAssertEqual(seed.cls, "libical-byweekno-monday-week-count")
    // Neighbour (made up): a libical answer one week further on (Thursday 2027-01-07, 2027's
    // week 2) is no week count of 2026's: it stays unexplained.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=TH;WKST=TU;COUNT=6", "DTSTART;VALUE=DATE:20230131",
                            libical: ["20231228", "20241226", "20251225", "20270107", "20271223", "20281228"]),
                   "unexplained")
  }
}
