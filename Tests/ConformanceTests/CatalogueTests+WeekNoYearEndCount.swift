// libical-byweekno-year-end when COUNT leaves Recur only days libical loses: Recur's list
// without COUNT, those days left out, must begin with libical's. The RFC 5545 reading is
// written out, with a neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYWEEKNO: week 1 holds at least four days of the year)

  /// Open case (Asia/Kathmandu, +05:45): week 52 of 2023 is Dec 25-31 and of 2024 Dec 23-29, so
  /// its Sundays 2023-12-31 and 2024-12-29 at 08:29, 08:30, 08:45 are the six occurrences
  /// (python-dateutil agrees). Both Sundays are on or after the year's 364th day, which libical
  /// 3.0.16 drops; it starts at 2025-12-28 and also keeps BYMINUTE in the order written.
  func testWeekNoYearEndWhenCountHoldsOnlyLostDays() {
    let r = run("FREQ=YEARLY;BYWEEKNO=52;BYDAY=SU;BYMINUTE=30,29,45;COUNT=6", "DTSTART;TZID=Asia/Kathmandu:20230820T080000")
    XCTAssertEqual(r.native, ["20231231T024400Z", "20231231T024500Z", "20231231T030000Z",
                              "20241229T024400Z", "20241229T024500Z", "20241229T030000Z"])
    XCTAssertEqual(r.libical, ["20251228T024500Z", "20251228T024400Z", "20251228T030000Z",
                               "20261227T024500Z", "20261227T024400Z", "20261227T030000Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-byweekno-year-end")
    let sorted = run("FREQ=YEARLY;BYWEEKNO=52;BYDAY=SU;BYMINUTE=30,45;COUNT=4", "DTSTART;TZID=Asia/Kathmandu:20230820T080000")
    XCTAssertEqual(sorted.native, ["20231231T024500Z", "20231231T030000Z", "20241229T024500Z", "20241229T030000Z"])
    XCTAssertEqual(sorted.libical, ["20251228T024500Z", "20251228T030000Z", "20261227T024500Z", "20261227T030000Z"])
    XCTAssertEqual(sorted.cls, "libical-byweekno-year-end")
  }

  /// The neighbour: a libical list that skips Sunday 2025-12-28 (day 362, not lost) is not
  /// Recur's list without the lost days.
  func testWeekNoYearEndWhenCountHoldsOnlyLostDaysNeighbour() {
    let c = ConformanceCase(rule: "FREQ=YEARLY;BYWEEKNO=52;BYDAY=SU;BYMINUTE=30,45;COUNT=4",
                            dtstart: "DTSTART;TZID=Asia/Kathmandu:20230820T080000", source: "test")
    let native = Expansion(outcome: .occurrences(["20231231T024500Z", "20231231T030000Z", "20241229T024500Z", "20241229T030000Z"]),
                           wall: ["20231231T083000", "20231231T084500", "20241229T083000", "20241229T084500"])
    let libical = Expansion(outcome: .occurrences(["20261227T024500Z", "20261227T030000Z", "20301229T024500Z", "20301229T030000Z"]),
                            wall: ["20261227T083000", "20261227T084500", "20301229T083000", "20301229T084500"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
