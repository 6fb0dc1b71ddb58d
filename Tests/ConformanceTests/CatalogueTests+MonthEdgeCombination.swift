// libical-byweekno-month-edge-cut together with another week-number class: the month-edge
// days libical loses under BYMONTH left out of Recur's answer, the rest classified.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYMONTH and BYWEEKNO ("Week number one ... at least four days", "-1 represents the last week")

  /// Exploration seed 8443 #4632: with WKST=FR, week 1 of 2029 starts Friday 2028-12-29, so
  /// BYMONTH=4,9,12;BYWEEKNO=-35,1;BYDAY=TH,SA has Saturday 2028-12-30 (December, week 1);
  /// 2029 has 53 Friday weeks, so -35 is week 19 (May 4-10, outside BYMONTH). libical 3.0.16
  /// lacks 2028-12-30 (its December weeks count on to 53) and sizes 2029 by its 52 Monday weeks,
  /// giving week 18's Saturday 2029-04-28. Apia is UTC+13: local dates are a day after the UTC ones.
  func testMonthEdgeCutWithMondayWeekCount() {
    let rule = "FREQ=YEARLY;BYMONTH=4,9,12;BYWEEKNO=-35,1;BYDAY=TH,SA;WKST=FR;COUNT=6"
    let start = "DTSTART;TZID=Pacific/Apia:20271102T023000"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["20280428T133000Z", "20281229T133000Z", "20330429T133000Z",
                              "20331230T133000Z", "20340428T133000Z", "20341229T133000Z"])
    XCTAssertEqual(r.libical, ["20280428T133000Z", "20290427T133000Z", "20330429T133000Z",
                               "20340428T133000Z", "20350427T133000Z", "20390429T133000Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-month-edge-cut+libical-byweekno-monday-week-count")
    // Neighbour: libical also lacking April 2033's Saturday (week 18 of a 52-week year in both
    // counts) is no class's day.
    XCTAssertEqual(classify(rule, start,
                            native: ["20280428T133000Z", "20281229T133000Z", "20330429T133000Z",
                                     "20331230T133000Z", "20340428T133000Z", "20341229T133000Z"],
                            libical: ["20280428T133000Z", "20290427T133000Z", "20340428T133000Z",
                                      "20350427T133000Z", "20390429T133000Z", "20400427T133000Z"]), "unexplained")
  }

  /// With BYSETPOS=2 (floating): Recur's week-numbering year 2028 (52 Friday weeks) is Saturday
  /// 04-29 and Sunday 04-30 (week 18), 2029's is Saturday 2028-12-30 and Sunday 12-31 (week 1;
  /// its -35, week 19, is in May), so position 2 gives 2028-04-30 and 2028-12-31. libical's
  /// sets lose the December days and take 2029's -35 as week 18 (04-28, 04-29): 2028-04-30,
  /// 2029-04-29.
  func testSetPosOverMonthEdgeCutWithMondayWeekCount() {
    let rule = "FREQ=YEARLY;BYMONTH=4,12;BYWEEKNO=-35,1;BYDAY=TH,SA,SU;BYSETPOS=2;WKST=FR;COUNT=6"
    let r = run(rule, "DTSTART:20271102T023000")
    XCTAssertEqual(r.native, ["20280430T023000", "20281231T023000", "20340429T023000",
                              "20341231T023000", "20450429T023000", "20451231T023000"])
    XCTAssertEqual(r.libical, ["20280430T023000", "20290429T023000", "20340430T023000",
                               "20350429T023000", "20400429T023000", "20450430T023000"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-month-edge-cut+libical-byweekno-monday-week-count")
    // Neighbour: position 2 of libical's 2029 set is Sunday 04-29, so Saturday 04-28 there is not it.
    XCTAssertEqual(classify(rule, "DTSTART:20271102T023000",
                            native: ["20280430T023000", "20281231T023000", "20340429T023000",
                                     "20341231T023000", "20450429T023000", "20451231T023000"],
                            libical: ["20280430T023000", "20290428T023000", "20340430T023000",
                                      "20350429T023000", "20400429T023000", "20450430T023000"]), "unexplained")
  }
}
