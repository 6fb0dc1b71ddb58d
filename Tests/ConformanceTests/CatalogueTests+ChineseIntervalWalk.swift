// rscale-monthly-walk for CHINESE with INTERVAL > 1: libical 3.0.16's first month comes from
// month_diff, which counts a leap month's LEAP_MONTH flag (0x1000) into the month difference.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 7529 §3.1 SKIP, RFC 5545 §3.3.10 INTERVAL and BYSETPOS; Chinese months from ICU

  /// Random seed 8435 #3477. DTSTART 2012-06-03 lies in 4L of Chinese 2012 (29 days, from
  /// 05-21): its 30th moves FORWARD to 1/5 (06-19), then every 4th month: 8 (29 days, 30th ->
  /// 1/9, 10-15), 12 (-> 1/1 2013, 02-10), ... libical's month_diff from 4L (cycle year 29) to
  /// June 2012 is 12 - 4100 + 12·1982 + 6 = 19702, 2 mod 4, so it starts two months on (6, its
  /// 30th 08-17); a 29-day month gives nothing under BYSETPOS and its count goes on from the
  /// month the 30th moved into (10 -> 11 -> 3 of 2013, 05-09). libical's ICU begins some months a
  /// day off (chinese-new-moon-day), and it converts 2022's Tehran times with the summer offset
  /// Iran dropped that year (libical-tzif-offset).
  func testChineseIntervalMonthWalkFromLeapMonth() {
    let rule = "RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=30;BYSETPOS=-1;SKIP=FORWARD;COUNT=23"
    let dtstart = "DTSTART;TZID=Asia/Tehran:20120603T030000"
    let r = run(rule, dtstart)
    let native = ["20120618T223000Z", "20121014T233000Z", "20130209T233000Z", "20130607T223000Z", "20131003T233000Z",
                  "20140129T233000Z", "20140527T223000Z", "20140922T233000Z", "20150119T233000Z", "20150517T223000Z",
                  "20150911T223000Z", "20160108T233000Z", "20160505T223000Z", "20160831T223000Z", "20161227T233000Z",
                  "20170425T223000Z", "20170820T223000Z", "20171216T233000Z", "20180414T223000Z", "20180810T223000Z",
                  "20181206T233000Z", "20190404T223000Z", "20190731T223000Z"]
    XCTAssertEqual(r.native, native)
    XCTAssertEqual(r.libical, ["20120816T223000Z", "20130508T223000Z", "20140129T233000Z", "20140527T223000Z", "20140922T233000Z",
                               "20151110T233000Z", "20160307T233000Z", "20180214T233000Z", "20180612T233000Z", "20190305T233000Z",
                               "20190701T233000Z", "20200322T223000Z", "20200719T223000Z", "20210410T223000Z", "20220101T233000Z",
                               "20220429T223000Z", "20230120T233000Z", "20231013T233000Z", "20240208T233000Z", "20251218T233000Z",
                               "20270205T233000Z", "20270603T233000Z", "20280223T233000Z"])
    XCTAssertEqual(r.cls, "rscale-monthly-walk+chinese-new-moon-day+libical-tzif-offset")
    // Neighbour: a Recur answer a day late in month 8 (10-16, not 1/9) is not the RFC 7529
    // reading the walk holds Recur to (libical asked again).
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let real = NativeEngine().expand(c), libical = LibICalEngine().expand(c)
    var wrong = native, walls = real.wall
    wrong[1] = "20121015T233000Z"
    walls[1] = "20121016T030000"
    let obs = Observation(testCase: c, native: Expansion(outcome: .occurrences(wrong), wall: walls),
                          oracle: libical, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
