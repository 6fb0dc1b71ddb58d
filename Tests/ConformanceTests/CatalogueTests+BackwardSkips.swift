// RFC 7529 SKIP=BACKWARD days moved before a period's first day: a negative BYYEARDAY moved to
// the previous year's last day (libical 3.0.16's BYDAY never reaches it), and a negative
// BYMONTHDAY of the 5- or 6-day Coptic Nasie moved into Mesori (libical's month walk). Each
// case has a neighbour the class must not match.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP=BACKWARD; RFC 5545 §3.3.10 BYDAY after BYYEARDAY

  /// Random seed 8406 #10433 (COUNT=6 here). Chinese 2032 (from 2032-02-11), 2053 and 2059 have
  /// 354 or 355 days, so BYYEARDAY=-365 moves BACKWARD to the previous year's last day: Tuesdays
  /// 2032-02-10, 2053-02-18, which BYDAY=TU keeps. 2035 and 2038 have 384 days, so -365 is their
  /// 20th day (2035-02-27, 2038-02-23). libical 3.0.16 filters days 1 to the year's length only
  /// and never reaches the moved day; its list is Recur's for the rule with SKIP=OMIT.
  func testYearDayBackwardLostUnderByday() {
    let dtstart = "DTSTART;TZID=America/Santiago:20290312T000000"
    let r = run("RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=3;BYYEARDAY=268,20,-365;BYDAY=TU;BYHOUR=16;SKIP=BACKWARD;COUNT=6", dtstart)
    XCTAssertEqual(r.native, ["20320210T190000Z", "20350227T190000Z", "20380223T190000Z", "20530218T190000Z",
                              "20590211T190000Z", "20620228T190000Z"])
    XCTAssertEqual(r.libical, ["20350227T190000Z", "20380223T190000Z", "20620228T190000Z", "20650224T190000Z",
                               "20801015T190000Z", "20860305T190000Z"])
    XCTAssertEqual(r.cls, "libical-year-day-backward-lost")
    // Neighbour: with SKIP=OMIT nothing moves and the engines agree.
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=YEARLY;INTERVAL=3;BYYEARDAY=268,20,-365;BYDAY=TU;BYHOUR=16;COUNT=6", dtstart).cls,
                   "agree")
  }

  /// The entry's reproducer: Chinese 2032 has 354 days, so -365 is 2032-02-10 (Tuesday, the last
  /// day of 2031), between day 20 of 2031 (2031-02-11) and of 2035 (2035-02-27).
  func testYearDayBackwardLostReproducer() {
    let rule = "RSCALE=CHINESE;FREQ=YEARLY;BYYEARDAY=20,-365;BYDAY=TU;SKIP=BACKWARD;COUNT=4"
    let dtstart = "DTSTART;VALUE=DATE:20300101"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20310211", "20320210", "20350227", "20380223"])
    XCTAssertEqual(r.libical, ["20310211", "20350227", "20380223", "20520220"])
    XCTAssertEqual(r.cls, "libical-year-day-backward-lost")
    // Neighbour: a libical list that loses a day no SKIP moved (2035-02-27) is unexplained.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    XCTAssertEqual(classify(c, native: r.native, libical: ["20310211", "20320210", "20380223", "20520220"]), "unexplained")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP=BACKWARD; RFC 5545 §3.3.10 INTERVAL, BYSETPOS (COPTIC months)

  /// Random seed 8415 #18204 (COUNT=32 here). From 6 Baramhat 1715 (1999-03-15) with INTERVAL=5
  /// the months are 7, 12, then 4, 9 of 1716, ...; Nasie 1718 (2002, 5 days) lacks -6 and -11,
  /// both BACKWARD to 30 Mesori (2002-09-05). libical 3.0.16 starts a month late (month_diff),
  /// loses the day moved out of Nasie 1715 (2 days kept of 6: 1999-09-06 only), and after the
  /// empty Nasie 1720 (2004) counts on from Mesori, the month its last value was written in
  /// (Koiak 1721, 2004-12-29), where the two engines meet. Recur's days of Mesori 1717 are
  /// Mesori's own (2001-08-26, 08-31); Nasie's day moved into it (2001-09-05) is Nasie's.
  func testMonthWalkNasieBackwardIntoMesori() {
    let dtstart = "DTSTART:19990315T070000Z"
    let r = run("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=-6,-11;BYSETPOS=1,2;SKIP=BACKWARD;COUNT=32", dtstart)
    XCTAssertEqual(r.native, [
      "19990329T070000Z", "19990403T070000Z", "19990826T070000Z", "19990831T070000Z", "19991230T070000Z", "20000104T070000Z",
      "20000528T070000Z", "20000602T070000Z", "20000930T070000Z", "20001005T070000Z", "20010227T070000Z", "20010304T070000Z",
      "20010727T070000Z", "20010801T070000Z", "20011129T070000Z", "20011204T070000Z", "20020428T070000Z", "20020503T070000Z",
      "20020905T070000Z", "20030128T070000Z", "20030202T070000Z", "20030627T070000Z", "20030702T070000Z", "20031031T070000Z",
      "20031105T070000Z", "20040329T070000Z", "20040403T070000Z", "20040826T070000Z", "20040831T070000Z", "20041229T070000Z",
      "20050103T070000Z", "20050528T070000Z"])
    XCTAssertEqual(r.libical, [
      "19990428T070000Z", "19990503T070000Z", "19990906T070000Z", "20000129T070000Z", "20000203T070000Z", "20000627T070000Z",
      "20000702T070000Z", "20001030T070000Z", "20001104T070000Z", "20010329T070000Z", "20010403T070000Z", "20010826T070000Z",
      "20010831T070000Z", "20011229T070000Z", "20020103T070000Z", "20020528T070000Z", "20020602T070000Z", "20020930T070000Z",
      "20021005T070000Z", "20030227T070000Z", "20030304T070000Z", "20030727T070000Z", "20030801T070000Z", "20031130T070000Z",
      "20031205T070000Z", "20040428T070000Z", "20040503T070000Z", "20041229T070000Z", "20050103T070000Z", "20050528T070000Z",
      "20050602T070000Z", "20050930T070000Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk")
    // Neighbour: with SKIP=OMIT no day moves; only libical's late start is left.
    XCTAssertEqual(run("RSCALE=COPTIC;FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=-6,-11;BYSETPOS=1,2;COUNT=32", dtstart).cls,
                   "rscale-monthly-interval-month-late")
  }
}
