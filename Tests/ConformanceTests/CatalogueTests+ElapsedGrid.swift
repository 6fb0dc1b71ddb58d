// libical-off-interval read on elapsed time: libical 3.0.16 steps a sub-daily rule in elapsed
// time from DTSTART's instant, Recur on the wall clock (docs/SEMANTICS.md), and BY parts can
// drop every off-grid step libical reaches. The RFC 5545 reading is written out, with a
// neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (INTERVAL counts periods; sub-daily periods on the wall clock)

  /// Open case (Australia/Adelaide, DST to 2035-04-01 03:00 and from 2035-10-07 02:00): every
  /// third wall-clock hour from 12:00 is 00:00, 03:00, 06:00 …; Sunday 2035-10-07 00:00 (+09:30) is 14:30Z. libical steps
  /// three hours of elapsed time: after April's fold its steps are 23:00 Saturday (13:30Z,
  /// dropped by BYDAY) and 03:00 (16:30Z), so it lacks 14:30Z.
  func testElapsedGridLosesWallClockStep() {
    let r = run("FREQ=HOURLY;INTERVAL=3;BYMONTH=2,12,10;BYDAY=SU;UNTIL=20351007T000000Z",
                "DTSTART;TZID=Australia/Adelaide:20350225T120000")
    XCTAssertEqual(r.native, ["20350225T013000Z", "20350225T043000Z", "20350225T073000Z", "20350225T103000Z",
                              "20351006T143000Z", "20351006T163000Z", "20351006T193000Z", "20351006T223000Z"])
    XCTAssertEqual(r.libical, ["20350225T013000Z", "20350225T043000Z", "20350225T073000Z", "20350225T103000Z",
                               "20351006T163000Z", "20351006T193000Z", "20351006T223000Z"])
    XCTAssertEqual(r.cls, "libical-off-interval")
    let whole = run("FREQ=HOURLY;INTERVAL=3;BYMONTH=2,12,10;BYDAY=SU", "DTSTART;TZID=Australia/Adelaide:20350128T120000")
    XCTAssertEqual(Array(whole.native[31...33]), ["20350225T103000Z", "20351006T143000Z", "20351006T163000Z"])
    XCTAssertEqual(Array(whole.libical[31...33]), ["20350225T103000Z", "20351006T163000Z", "20351006T193000Z"])
    XCTAssertEqual(whole.cls, "libical-off-interval")
  }

  /// The neighbour: a Recur-only 06:00 (19:30Z), three hours of elapsed time after 03:00, lies
  /// on libical's grid, so libical's stepping does not explain its absence.
  func testElapsedGridNeighbour() {
    let c = ConformanceCase(rule: "FREQ=HOURLY;INTERVAL=3;BYMONTH=2,12,10;BYDAY=SU;UNTIL=20351007T000000Z",
                            dtstart: "DTSTART;TZID=Australia/Adelaide:20350225T120000", source: "test")
    let native = Expansion(outcome: .occurrences(["20351006T163000Z", "20351006T193000Z", "20351006T223000Z"]),
                           wall: ["20351007T030000", "20351007T060000", "20351007T090000"])
    let libical = Expansion(outcome: .occurrences(["20351006T163000Z", "20351006T223000Z"]),
                            wall: ["20351007T030000", "20351007T090000"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
