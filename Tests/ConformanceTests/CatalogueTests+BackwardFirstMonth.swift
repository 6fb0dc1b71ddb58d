// `rscale-backward-first-month-year-late`: libical 3.0.16 writes a day SKIP=BACKWARD moves out of
// DTSTART's month 1 on the last day of DTSTART's year, and gives it first.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP=BACKWARD; RFC 5545 §3.8.5.3 (the set starts at DTSTART)

  /// Chinese 2014's month 1 (2014-01-31) has 29 days: -30 moves back to 2014-01-30, before
  /// DTSTART. libical 3.0.16 as installed gives 2015-02-18 (the last day of Chinese 2014) first.
  func testBackwardFirstMonthYearLate() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=-30;SKIP=BACKWARD;COUNT=3"
    let r = run(rule, "DTSTART;VALUE=DATE:20140227")
    XCTAssertEqual(r.native, ["20140301", "20140330", "20140429"])
    XCTAssertEqual(r.libical, ["20150218", "20140301", "20140330"])
    XCTAssertEqual(r.cls, "rscale-backward-first-month-year-late")
    // Neighbours (libical 3.0.16 as installed): from month 2 (2014-03-27) and with a positive
    // value (BACKWARD within the month) the engines agree.
    XCTAssertEqual(run(rule, "DTSTART;VALUE=DATE:20140327").cls, "agree")
    XCTAssertEqual(run("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20140227").cls, "agree")
    // Neighbour: a first day other than the year's last (2015-02-17) is not libical's reading.
    XCTAssertEqual(classify(rule, "DTSTART;VALUE=DATE:20140227", libical: ["20150217", "20140301", "20140330"]), "unexplained")
  }

  /// Random seed 8510 #11526 (Dangi 2014's month 1 has 29 days too; Lord Howe, UTC+11 then).
  func testSeed8510BackwardFirstMonthYearLate() {
    let rule = "RSCALE=DANGI;FREQ=MONTHLY;BYMONTHDAY=-20,-29,-30,25;SKIP=BACKWARD;COUNT=28"
    let r = run(rule, "DTSTART;TZID=Australia/Lord_Howe:20140227T175600")
    let recur = ["20140301T065600Z", "20140302T065600Z", "20140311T065600Z", "20140325T065600Z", "20140330T065600Z",
                 "20140331T065600Z", "20140409T072600Z", "20140424T072600Z", "20140429T072600Z", "20140430T072600Z",
                 "20140509T072600Z", "20140523T072600Z", "20140528T072600Z", "20140529T072600Z", "20140607T072600Z",
                 "20140622T072600Z", "20140627T072600Z", "20140628T072600Z", "20140707T072600Z", "20140721T072600Z",
                 "20140726T072600Z", "20140727T072600Z", "20140805T072600Z", "20140820T072600Z", "20140825T072600Z",
                 "20140826T072600Z", "20140904T072600Z", "20140918T072600Z"]
    XCTAssertEqual(r.native, recur)
    XCTAssertEqual(r.libical, ["20150218T065600Z"] + recur.dropLast())
    XCTAssertEqual(r.cls, "rscale-backward-first-month-year-late")
  }
}
