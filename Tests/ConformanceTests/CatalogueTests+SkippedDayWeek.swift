// libical-skipped-day-week-step: libical 3.0.16's WEEKLY step across Apia's skipped day
// (2011-12-30) lands a day late, and its later BYDAY days follow that day's week. The RFC 5545
// reading is written out, with a neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYDAY in WEEKLY: the listed weekdays of every week)

  /// Random seeds 8335 #17400 and 8339 #17279: Sundays from 2011-12-18 00:15 Apia are 12-18,
  /// 12-25 (-10:00), 2012-01-01 and 01-08 (+14:00). libical 3.0.16 steps from 12-25 by seven
  /// days of elapsed time, across the skipped 12-30, to Monday 2012-01-02, then to the Sunday of
  /// the week after (01-15), losing 01-08.
  func testWeekStepAcrossSkippedDay() {
    let r = run("FREQ=WEEKLY;BYDAY=SU;COUNT=4", "DTSTART;TZID=Pacific/Apia:20111218T001500")
    XCTAssertEqual(r.native, ["20111218T101500Z", "20111225T101500Z", "20111231T101500Z", "20120107T101500Z"])
    XCTAssertEqual(r.libical, ["20111218T101500Z", "20111225T101500Z", "20120101T101500Z", "20120114T101500Z"])
    XCTAssertEqual(r.cls, "libical-skipped-day-week-step")
    // With WKST=SU the late Monday's week holds Sunday 01-08, which libical then gives.
    let sunday = run("FREQ=WEEKLY;BYDAY=SU;WKST=SU;COUNT=4", "DTSTART;TZID=Pacific/Apia:20111218T001500")
    XCTAssertEqual(sunday.native, ["20111218T101500Z", "20111225T101500Z", "20111231T101500Z", "20120107T101500Z"])
    XCTAssertEqual(sunday.libical, ["20111218T101500Z", "20111225T101500Z", "20120101T101500Z", "20120107T101500Z"])
    XCTAssertEqual(sunday.cls, "libical-skipped-day-week-step")
    // Neighbour: a libical answer that keeps Sunday 01-08 after the late Monday is not this class.
    let c = ConformanceCase(rule: "FREQ=WEEKLY;BYDAY=SU;COUNT=4", dtstart: "DTSTART;TZID=Pacific/Apia:20111218T001500", source: "test")
    let native = Expansion(outcome: .occurrences(["20111218T101500Z", "20111225T101500Z", "20111231T101500Z", "20120107T101500Z"]),
                           wall: ["20111218T001500", "20111225T001500", "20120101T001500", "20120108T001500"])
    let libical = Expansion(outcome: .occurrences(["20111218T101500Z", "20111225T101500Z", "20120101T101500Z", "20120107T101500Z"]))
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (WEEKLY keeps DTSTART's weekday, "derived from DTSTART")

  /// Random seed 8421 #19249: every fourth Friday from 2010-01-29 14:46 Apia, in August and
  /// December. Friday 2011-12-30 is the day Apia skipped, so Recur's occurrence of that week is
  /// the instant after the gap (2011-12-31 14:46, 00:46Z), the one libical's later Saturdays also
  /// start from; libical has it once, then Saturdays (2012-08-11, 2012-12-01, 12-29), as the
  /// same rule from Saturday 2010-01-30 gives.
  func testSkippedDayShiftWithOccurrenceOnTheSkippedDay() {
    let r = run("FREQ=WEEKLY;INTERVAL=4;BYMONTH=12,8;COUNT=9", "DTSTART;TZID=Pacific/Apia:20100129T144600")
    XCTAssertEqual(r.native, ["20100814T014600Z", "20101204T004600Z", "20110101T004600Z", "20110813T014600Z", "20111203T004600Z",
                              "20111231T004600Z", "20120810T014600Z", "20121228T004600Z", "20130809T014600Z"])
    XCTAssertEqual(r.libical, ["20100814T014600Z", "20101204T004600Z", "20110101T004600Z", "20110813T014600Z", "20111203T004600Z",
                               "20111231T004600Z", "20120811T014600Z", "20121201T004600Z", "20121229T004600Z"])
    XCTAssertEqual(r.cls, "libical-skipped-day-shift")
    // Neighbour: a libical answer that also loses the occurrence of the skipped day's week is
    // not this class.
    let c = ConformanceCase(rule: "FREQ=WEEKLY;INTERVAL=4;BYMONTH=12,8;COUNT=9", dtstart: "DTSTART;TZID=Pacific/Apia:20100129T144600", source: "test")
    let native = NativeEngine().expand(c)
    let libical = Expansion(outcome: .occurrences(["20100814T014600Z", "20101204T004600Z", "20110101T004600Z", "20110813T014600Z",
                                                   "20111203T004600Z", "20120811T014600Z", "20121201T004600Z", "20121229T004600Z",
                                                   "20130810T014600Z"]))
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }
}
