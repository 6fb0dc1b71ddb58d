// libical-gap-shift-past-dtstart when libical's conversion, not its wall clock, puts a candidate
// before DTSTART at or after DTSTART's instant. The RFC 5545 reading is written out, with a
// neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (the set starts at DTSTART) and §3.3.5 (gap reading)

  /// Random seed 8405 #3041: St. John's skipped 00:01-01:01 on 2004-04-04, so DTSTART 01:30 is
  /// NDT (04:00Z) and the month's candidates 01:00 and 01:22 are before it; May and June are at
  /// 01:00, 01:22, 01:30 NDT (03:30Z, 03:52Z, 04:00Z). libical reads April 4 and May 4 at
  /// -03:30 (the gap's offset carried), which puts 01:00 and 01:22 after DTSTART's instant, and
  /// keeps them.
  func testGapCarryPutsCandidatesPastDtstart() {
    let r = run("FREQ=MONTHLY;BYMINUTE=0,22,30;UNTIL=20040618T013000Z", "DTSTART;TZID=America/St_Johns:20040404T013000")
    XCTAssertEqual(r.native, ["20040404T040000Z", "20040504T033000Z", "20040504T035200Z", "20040504T040000Z",
                              "20040604T033000Z", "20040604T035200Z", "20040604T040000Z"])
    XCTAssertEqual(r.libical, ["20040404T043000Z", "20040404T045200Z", "20040404T050000Z", "20040504T043000Z",
                               "20040504T045200Z", "20040504T050000Z", "20040604T033000Z", "20040604T035200Z",
                               "20040604T040000Z"])
    XCTAssertEqual(r.cls, "libical-gap-shift-past-dtstart+gap-instance-at-dtstart+dst-gap-carry")
  }

  /// The neighbour: the same answer shape a month later, with no gap on DTSTART's day or the
  /// first of its month (libical keeping 01:00 and 01:22 at -03:30 there is no gap's doing).
  func testGapCarryPutsCandidatesPastDtstartNeighbour() {
    let c = ConformanceCase(rule: "FREQ=MONTHLY;BYMINUTE=0,22,30;UNTIL=20040618T013000Z",
                            dtstart: "DTSTART;TZID=America/St_Johns:20040504T013000", source: "test")
    let libical = ["20040504T043000Z", "20040504T045200Z", "20040504T050000Z",
                   "20040604T033000Z", "20040604T035200Z", "20040604T040000Z"]
    let walls = ["20040504T010000", "20040504T012200", "20040504T013000",
                 "20040604T010000", "20040604T012200", "20040604T013000"]
    XCTAssertEqual(classifyWithReruns(c, libical: libical, walls: walls), "unexplained")
  }
}
