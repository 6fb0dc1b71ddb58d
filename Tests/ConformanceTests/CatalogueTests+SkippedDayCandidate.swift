// libical-skipped-day-shift, candidate form: a candidate on the day Pacific/Apia skipped
// (2011-12-30) is moved by libical 3.0.16 to the next day, where BYDAY is judged again. The
// RFC 5545 reading is written out, with a neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYMONTHDAY and BYDAY both limit MONTHLY; §3.3.5 gap rule)

  /// Open case (Pacific/Apia): BYMONTHDAY=-2 of December 2011 is Friday 12-30, the day Apia
  /// skipped, and BYDAY=TU,SA does not hold Friday, so Recur has no December 2011 day (its last
  /// is 2011-01-29). libical moves 12-30 11:00 to Saturday 12-31 11:00 and keeps it. Both lists
  /// end by UNTIL, before the limit: they are compared whole.
  func testSkippedDayCandidateJudgedOnTheNextDay() {
    let r = run("FREQ=MONTHLY;BYMONTH=12,1;BYMONTHDAY=11,29,-2;BYDAY=TU,SA;BYHOUR=11;UNTIL=20120403T030000Z",
                "DTSTART;TZID=Pacific/Apia:20081001T030000")
    XCTAssertEqual(r.native, ["20081230T220000Z", "20091229T220000Z", "20100130T220000Z",
                              "20101211T210000Z", "20110111T210000Z", "20110129T210000Z"])
    XCTAssertEqual(r.libical, ["20081230T220000Z", "20091229T220000Z", "20100130T220000Z",
                               "20101211T210000Z", "20110111T210000Z", "20110129T210000Z", "20111230T210000Z"])
    XCTAssertEqual(r.cls, "libical-skipped-day-shift")
    // Alone: Recur has nothing, libical the moved Saturday.
    let alone = run("FREQ=MONTHLY;BYMONTH=12;BYMONTHDAY=-2;BYDAY=SA;BYHOUR=11;UNTIL=20120403T030000Z",
                    "DTSTART;TZID=Pacific/Apia:20081001T030000")
    XCTAssertEqual(alone.native, [])
    XCTAssertEqual(alone.libical, ["20111230T210000Z"])
    XCTAssertEqual(alone.cls, "libical-skipped-day-shift")
  }

  /// The neighbour: a libical-only Sunday 2012-01-01 11:00, two days after the skipped day, is
  /// not a candidate moved off it.
  func testSkippedDayCandidateNeighbour() {
    let c = ConformanceCase(rule: "FREQ=MONTHLY;BYMONTH=12,1;BYMONTHDAY=11,29,-2;BYDAY=TU,SA;BYHOUR=11;UNTIL=20120403T030000Z",
                            dtstart: "DTSTART;TZID=Pacific/Apia:20081001T030000", source: "test")
    let native = Expansion(outcome: .occurrences(["20101211T210000Z", "20110111T210000Z", "20110129T210000Z"]),
                           wall: ["20101211T110000", "20110111T110000", "20110129T110000"])
    let libical = Expansion(outcome: .occurrences(["20101211T210000Z", "20110111T210000Z", "20110129T210000Z", "20111231T210000Z"]),
                            wall: ["20101211T110000", "20110111T110000", "20110129T110000", "20120101T110000"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
