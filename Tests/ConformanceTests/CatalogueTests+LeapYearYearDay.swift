// libical 3.0.16's weekdays in DTSTART's year when DTSTART lies in a leap month and the rule
// counts days by BYYEARDAY (`rscale-leap-year-byday-shift`): only that year is shifted.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYDAY after BYYEARDAY; RFC 7529 §3 (DANGI leap months)

  /// Random seed 8437 #1950 (COUNT=5 here). DTSTART 2017-07-20 lies in Dangi 5L of 2017, whose
  /// first month has 30 days. Days 295 and 356 of 2017 are Saturday 2017-11-18 and Thursday
  /// 2018-01-18, neither a Monday or Tuesday, so Recur starts in 2019. libical 3.0.16 reads the
  /// year's weekdays two days early in 2017 (TU,MO as SU,SA) and keeps Saturday 2017-11-18.
  func testLeapMonthShiftWithYearDaysOnlyInTheFirstYear() {
    let dtstart = "DTSTART;TZID=Europe/Dublin:20170720T104500"
    let r = run("RSCALE=DANGI;FREQ=YEARLY;BYYEARDAY=356,295;BYDAY=TU,MO;SKIP=BACKWARD;COUNT=5", dtstart)
    XCTAssertEqual(r.native, ["20190204T104500Z", "20191126T104500Z", "20220131T104500Z", "20221122T104500Z", "20250128T104500Z"])
    XCTAssertEqual(r.libical, ["20171118T104500Z", "20190204T104500Z", "20191126T104500Z", "20220131T104500Z", "20221122T104500Z"])
    XCTAssertEqual(r.cls, "rscale-leap-year-byday-shift")
  }

  /// Dangi 2028 has 5L too (29-day first month), but with BYYEARDAY libical's later years are
  /// right: BYYEARDAY=10,100,200,300,-5;BYDAY=MO,TH from 2017-07-20 has nothing in 2028 in both
  /// engines; shifted (SU,WE) it would be Sunday 2028-08-13. In 2017 libical gives Tuesday
  /// 2017-08-15 (day 200) for Thursday 2017-11-23 (day 300).
  func testLeapMonthShiftWithYearDaysNotCarried() {
    let rule = "RSCALE=DANGI;FREQ=YEARLY;BYYEARDAY=10,100,200,300,-5;BYDAY=MO,TH;UNTIL=20290301T000000Z"
    let dtstart = "DTSTART;TZID=Europe/Dublin:20170720T104500"
    let later = ["20180903T094500Z", "20190131T104500Z", "20190214T104500Z", "20200120T104500Z", "20200203T104500Z",
                 "20201119T104500Z", "20210830T094500Z", "20220127T104500Z", "20220210T104500Z", "20230501T094500Z",
                 "20240205T104500Z", "20240219T104500Z", "20241205T104500Z", "20250508T094500Z", "20251124T104500Z",
                 "20260212T104500Z", "20260226T104500Z", "20270517T094500Z", "20290208T104500Z", "20290222T104500Z"]
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20171123T104500Z"] + later)
    XCTAssertEqual(r.libical, ["20170815T094500Z"] + later)
    XCTAssertEqual(r.cls, "rscale-leap-year-byday-shift")
    // Neighbour: a libical list shifted in 2028 as well (Sunday 2028-08-13) is not this class.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    var carried = ["20170815T094500Z"] + later
    carried.insert("20280813T094500Z", at: carried.count - 2)
    XCTAssertEqual(classify(c, native: r.native, libical: carried), "unexplained")
  }
}
