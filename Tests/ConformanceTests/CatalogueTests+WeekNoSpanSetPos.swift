// libical-byweekno-setpos-calendar-year over sets that differ by libical's week-number rule
// (LibICalWeekSpan): both answers predicted day by day.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYWEEKNO ("Week number one ... at least four days", "-1 represents the last week") and BYSETPOS

  /// With WKST=FR, 2015 has 52 weeks (Friday 2015-01-02 to Thursday 12-31), so its set
  /// (BYWEEKNO=-1,1,10;BYDAY=TH,SA) is 01-03, 01-08, 03-07, 03-12, 12-26, 12-31 and
  /// BYSETPOS=-1,2 from 2015-03-11 is Thursday 2015-12-31; 2016 (52 weeks from Friday
  /// 2016-01-01) gives 01-07 and 12-29; 2018 (53 weeks) ends on Thursday 2019-01-03. libical
  /// 3.0.16 sizes 2015 by its 53 Monday weeks, so its 2015 runs on to Saturday 2016-01-02 (-1,
  /// kept as a next-January day), and 2016's -1 (52 weeks, its year ending on day 363) is
  /// Saturday 12-24.
  func testWeekNoSetPosOverLibicalsWeekSpan() {
    let rule = "FREQ=YEARLY;BYWEEKNO=-1,1,10;BYDAY=TH,SA;BYSETPOS=-1,2;WKST=FR;COUNT=8"
    let start = "DTSTART:20150311T000000"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["20151231T000000", "20160107T000000", "20161229T000000", "20170105T000000",
                              "20171228T000000", "20180104T000000", "20190103T000000", "20190110T000000"])
    XCTAssertEqual(r.libical, ["20160102T000000", "20160107T000000", "20161224T000000", "20170304T000000",
                               "20180303T000000", "20190110T000000", "20191228T000000", "20200109T000000"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-monday-week-count+libical-byweekno-year-end")
    // Neighbour: libical's rule gives Saturday 2016-12-24 for 2016's -1, so a libical list with
    // Thursday 12-29 there is not it.
    XCTAssertEqual(classify(rule, start,
                            native: ["20151231T000000", "20160107T000000", "20161229T000000", "20170105T000000",
                                     "20171228T000000", "20180104T000000", "20190103T000000", "20190110T000000"],
                            libical: ["20160102T000000", "20160107T000000", "20161229T000000", "20170304T000000",
                                      "20180303T000000", "20190110T000000", "20191228T000000", "20200109T000000"]), "unexplained")
  }
}
