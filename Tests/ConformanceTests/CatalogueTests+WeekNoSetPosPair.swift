// libical-byweekno-setpos-calendar-year over sets that differ by two week-number classes at
// once (libical-byweekno-monday-week-count and libical-byweekno-year-end). The RFC 5545 reading
// is written out, with a neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYWEEKNO with WKST; BYSETPOS within each year's set)

  /// Open case (with COUNT=12): weeks start on Thursday. 2034 runs from Thursday 2033-12-29 for
  /// 53 weeks, so week -12 is week 42 (Oct 12-18: Sat 14, Sun 15, Tue 17) and week 52 is
  /// Dec 21-27 (Sat 23, Sun 24, Tue 26): BYSETPOS=1,-1 gives Oct 14 and Dec 26 (python-dateutil
  /// agrees on the set). libical takes week 41 (52 Monday weeks) for 2034 and 2054's week 42
  /// (53 Monday weeks), and loses 2059's Tuesday Dec 30 (day 364 of a 52-week year), so its
  /// last of 2059 is Sunday Dec 28.
  func testWeekNoSetPosOverTwoWeekClasses() {
    let r = run("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-12,52;BYDAY=SU,TU,SA;BYSETPOS=-1,1;WKST=TH;COUNT=12",
                "DTSTART;TZID=Australia/Adelaide:20340131T214500")
    XCTAssertEqual(r.native, ["20341014T111500Z", "20341226T111500Z", "20391008T111500Z", "20391227T111500Z",
                              "20441008T111500Z", "20441227T111500Z", "20491009T111500Z", "20491228T111500Z",
                              "20541010T111500Z", "20541229T111500Z", "20591011T111500Z", "20591230T111500Z"])
    XCTAssertEqual(r.libical, ["20341007T111500Z", "20341226T111500Z", "20391008T111500Z", "20391227T111500Z",
                               "20441008T111500Z", "20441227T111500Z", "20491009T111500Z", "20491228T111500Z",
                               "20541017T111500Z", "20541229T111500Z", "20591011T111500Z", "20591228T111500Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-monday-week-count+libical-byweekno-year-end")
    // Without COUNT the sets reach libical's end (2582): still the same classes.
    let open = run("FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-12,52;BYDAY=SU,TU,SA;BYSETPOS=-1,1;WKST=TH",
                   "DTSTART;TZID=Australia/Adelaide:20340131T214500")
    XCTAssertEqual(open.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-monday-week-count+libical-byweekno-year-end")
  }

  /// The neighbour: a libical answer whose last of 2059 is Saturday Dec 27 (a day neither class
  /// moves) is not BYSETPOS on libical's set. (BY lists in order, so libical's fabricated
  /// answer is not replaced by its answer for the sorted rule.)
  func testWeekNoSetPosOverTwoWeekClassesNeighbour() {
    let c = ConformanceCase(rule: "FREQ=YEARLY;INTERVAL=5;BYWEEKNO=-12,52;BYDAY=TU,SA,SU;BYSETPOS=-1,1;WKST=TH;COUNT=12",
                            dtstart: "DTSTART;TZID=Australia/Adelaide:20340131T214500", source: "test")
    let libical = ["20341007T111500Z", "20341226T111500Z", "20391008T111500Z", "20391227T111500Z",
                   "20441008T111500Z", "20441227T111500Z", "20491009T111500Z", "20491228T111500Z",
                   "20541017T111500Z", "20541229T111500Z", "20591011T111500Z", "20591227T111500Z"]
    let walls = ["20341007T214500", "20341226T214500", "20391008T214500", "20391227T214500",
                 "20441008T214500", "20441227T214500", "20491009T214500", "20491228T214500",
                 "20541017T214500", "20541229T214500", "20591011T214500", "20591227T214500"]
    XCTAssertEqual(classifyWithReruns(c, libical: libical, walls: walls), "unexplained")
  }
}
