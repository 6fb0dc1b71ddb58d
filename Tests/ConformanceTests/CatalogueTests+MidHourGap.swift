// The catalogue class for HOURLY BYMINUTE rules across a one-hour DST gap that begins inside an
// hour (Pacific/Chatham): libical 3.0.16 loses the hour after the gap. The RFC 5545 reading is
// written out, with neighbours the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYMINUTE in HOURLY) and §3.3.5 (gap read with the offset before)

  /// Random seed 8335 #4665: Chatham skips 02:45-03:45 on 2016-09-25 (+12:45 to +13:45).
  /// BYMINUTE=15,54 from 01:30 is 01:54, 02:15, 02:54 and 03:15 (in the gap: 14:09Z and 14:30Z,
  /// the instants of 03:54 and 04:15, which Recur's iterator gives again), 04:54, 05:15.
  /// libical 3.0.16 goes from 03:54 to 05:15 and loses 04:15 and 04:54, which exist.
  func testHourAfterMidHourGapIsLost() {
    let r = run("FREQ=HOURLY;BYMINUTE=15,54;COUNT=10", "DTSTART;TZID=Pacific/Chatham:20160925T013000")
    XCTAssertEqual(r.native, ["20160924T130900Z", "20160924T133000Z", "20160924T140900Z", "20160924T143000Z",
                              "20160924T140900Z", "20160924T143000Z", "20160924T150900Z", "20160924T153000Z",
                              "20160924T160900Z", "20160924T163000Z"])
    XCTAssertEqual(r.libical, ["20160924T130900Z", "20160924T133000Z", "20160924T140900Z", "20160924T153000Z",
                               "20160924T160900Z", "20160924T163000Z", "20160924T170900Z", "20160924T173000Z",
                               "20160924T180900Z", "20160924T183000Z"])
    XCTAssertEqual(r.cls, "libical-hourly-mid-hour-gap")
    // Neighbour: with only minutes from 45 on, the first minute set on 03:00 exists and libical
    // loses no hour (only Recur's repeated gap instants differ).
    XCTAssertEqual(run("FREQ=HOURLY;BYMINUTE=50,55;COUNT=8", "DTSTART;TZID=Pacific/Chatham:20160925T013000").cls, "dst-gap-instance-dropped")
    // Neighbour: an instance libical lacks outside the lost hour (05:15, 16:30Z) is not this class.
    let c = ConformanceCase(rule: "FREQ=HOURLY;BYMINUTE=15,54;COUNT=6", dtstart: "DTSTART;TZID=Pacific/Chatham:20160925T013000", source: "test")
    let native = Expansion(outcome: .occurrences(["20160924T130900Z", "20160924T133000Z", "20160924T140900Z", "20160924T143000Z",
                                                  "20160924T160900Z", "20160924T163000Z"]),
                           wall: ["20160925T015400", "20160925T021500", "20160925T025400", "20160925T031500",
                                  "20160925T055400", "20160925T061500"])
    let libical = Expansion(outcome: .occurrences(["20160924T130900Z", "20160924T133000Z", "20160924T140900Z",
                                                   "20160924T160900Z", "20160924T170900Z", "20160924T173000Z"]))
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
