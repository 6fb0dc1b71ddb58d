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

  // MARK: Source: RFC 5545 §3.3.10 (BYMINUTE limits MINUTELY) and §3.3.5; libical 3.0.16 as installed

  /// Random seed 7908 #9492 (2032), here on the 2016 gap day: libical walks a MINUTELY rule's
  /// BYMINUTE list as an HOURLY one's (INTERVAL unused). "INTERVAL=4;BYMINUTE=0,48" from 01:00
  /// reaches every listed minute, so the RFC set is the HOURLY one: 01:48, 02:00, 02:48 and 03:00
  /// (in the gap: 14:03Z and 14:15Z, the instants of 03:48 and 04:00, which Recur's iterator gives
  /// again), 04:48, 05:00, 05:48. libical 3.0.16 goes from 03:48 to 05:00 and loses 04:00 and
  /// 04:48, which exist.
  func testMinutelyHourAfterMidHourGapIsLost() {
    let start = "DTSTART;TZID=Pacific/Chatham:20160925T010000"
    let r = run("FREQ=MINUTELY;INTERVAL=4;BYMINUTE=0,48;COUNT=10", start)
    XCTAssertEqual(r.native, ["20160924T121500Z", "20160924T130300Z", "20160924T131500Z", "20160924T140300Z",
                              "20160924T141500Z", "20160924T140300Z", "20160924T141500Z", "20160924T150300Z",
                              "20160924T151500Z", "20160924T160300Z"])
    XCTAssertEqual(r.libical, ["20160924T121500Z", "20160924T130300Z", "20160924T131500Z", "20160924T140300Z",
                               "20160924T151500Z", "20160924T160300Z", "20160924T161500Z", "20160924T170300Z",
                               "20160924T171500Z", "20160924T180300Z"])
    XCTAssertEqual(r.cls, "libical-hourly-mid-hour-gap")
    // Seed 8512's shape: an unsorted list, libical asked again with BYMINUTE=0,45 (45 is the
    // gap's first minute: 02:45 is in it).
    XCTAssertEqual(run("FREQ=MINUTELY;BYMINUTE=45,0;COUNT=10", start).cls,
                   "libical-unsorted-by-list+libical-hourly-mid-hour-gap")
    // Neighbour: only minutes from 45 on; the first one set on 03:00 exists, no hour is lost.
    XCTAssertEqual(run("FREQ=MINUTELY;BYMINUTE=50,55;COUNT=8", start).cls, "libical-skips-first-instances")
    // Neighbour: no BYMINUTE; libical steps elapsed minutes (01:00, 02:30, 04:00 (14:15Z), 05:30),
    // Recur the wall clock (03:00 in the gap is 14:15Z, then 04:30): another class.
    XCTAssertEqual(run("FREQ=MINUTELY;INTERVAL=90;COUNT=8", start).cls, "libical-off-interval")
    // Neighbour: HOURLY with INTERVAL=3 adds three hours to the hour the gap moved it to.
    XCTAssertEqual(run("FREQ=HOURLY;INTERVAL=3;BYMINUTE=15,54;COUNT=8", start).cls, "libical-off-interval")
    // Neighbour: a made-up libical answer lacking 05:00 (15:15Z), outside the lost hour (no
    // INTERVAL, so libical-subdaily-interval-ignored cannot take it).
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYMINUTE=0,48;COUNT=8", dtstart: start, source: "test")
    let native = Expansion(outcome: .occurrences(["20160924T121500Z", "20160924T130300Z", "20160924T131500Z", "20160924T140300Z",
                                                  "20160924T141500Z", "20160924T150300Z", "20160924T151500Z", "20160924T160300Z"]),
                           wall: ["20160925T010000", "20160925T014800", "20160925T020000", "20160925T024800",
                                  "20160925T030000", "20160925T044800", "20160925T050000", "20160925T054800"])
    let libical = Expansion(outcome: .occurrences(["20160924T121500Z", "20160924T130300Z", "20160924T131500Z", "20160924T140300Z",
                                                   "20160924T141500Z", "20160924T150300Z", "20160924T160300Z", "20160924T161500Z"]))
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
