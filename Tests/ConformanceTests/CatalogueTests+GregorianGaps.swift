// Catalogue classes around DST gaps in sub-daily Gregorian rules: libical 3.0.16 loses the
// whole wall-clock hour of a gap (and that hour a day later), and runs on past COUNT by the
// instances it drops. Each reproducer has its RFC reading written out, and a neighbouring case
// the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYHOUR and BYMINUTE limit HOURLY) and §3.3.5 (gap reading)

  /// Random seed 6204 #1936: Chatham's gap runs from 02:45 to 03:45 (+12:45 to +13:45) on
  /// 2003-10-05. 03:00 is in it (read with +12:45: 14:15Z) and 03:45 exists (14:00Z);
  /// 2003-10-06 03:00 and 03:45 exist (13:15Z, 14:00Z). libical 3.0.16 drops all four.
  func testHourlyGapHourAndNextDayInChatham() {
    let r = run("FREQ=HOURLY;BYHOUR=3;BYMINUTE=0,45;COUNT=8", "DTSTART;TZID=Pacific/Chatham:20031002T164500")
    XCTAssertEqual(r.native, ["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z",
                              "20031004T141500Z", "20031004T140000Z", "20031005T131500Z", "20031005T140000Z"])
    XCTAssertEqual(r.libical, ["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z",
                               "20031006T131500Z", "20031006T140000Z", "20031007T131500Z", "20031007T140000Z"])
    XCTAssertEqual(r.cls, "libical-hourly-gap-next-day")
  }

  /// The neighbour: an answer without 2003-10-03 03:00 and 03:45 (two days before the gap, hours
  /// no gap touches) is no libical gap defect.
  func testHourlyGapHourDoesNotCoverOtherDays() {
    let c = ConformanceCase(rule: "FREQ=HOURLY;BYHOUR=3;BYMINUTE=0,45;COUNT=8",
                            dtstart: "DTSTART;TZID=Pacific/Chatham:20031002T164500", source: "test")
    let native = Expansion(outcome: .occurrences(["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z"]),
                           wall: ["20031003T030000", "20031003T034500", "20031004T030000", "20031004T034500"])
    let libical = Expansion(outcome: .occurrences(["20031002T141500Z", "20031002T150000Z", "20031004T141500Z", "20031004T150000Z"]),
                            wall: ["20031003T030000", "20031003T034500", "20031005T030000", "20031005T034500"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }

  /// Random seed 6210 #5259: BYSETPOS=-2 of 02:17:20, 02:24:20, 02:30:20 is 02:24:20 every
  /// Sunday; 2022-03-27 02:24:20 Berlin is in the gap (read with +01:00: 01:24:20Z). libical
  /// ignores BYSETPOS, drops the three gap instances and does not count them toward COUNT.
  func testGapDroppedUncountedUnderIgnoredBysetpos() {
    let r = run("FREQ=HOURLY;BYDAY=SU;BYHOUR=2;BYMINUTE=17,24,30;BYSETPOS=-2;COUNT=8",
                "DTSTART;TZID=Europe/Berlin:20220310T113020")
    XCTAssertEqual(r.native, ["20220313T012420Z", "20220320T012420Z", "20220327T012420Z", "20220403T002420Z",
                              "20220410T002420Z", "20220417T002420Z", "20220424T002420Z", "20220501T002420Z"])
    XCTAssertEqual(r.libical, ["20220313T011720Z", "20220313T012420Z", "20220313T013020Z", "20220320T011720Z",
                               "20220320T012420Z", "20220320T013020Z", "20220403T001720Z", "20220403T002420Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored+dst-gap-instance-dropped")
  }
}
