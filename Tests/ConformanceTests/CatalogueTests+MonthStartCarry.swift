// dst-gap-carry from libical's visit to the first of DTSTART's month: its MONTHLY and YEARLY
// iterators visit that day at the first BYMINUTE value written, and a gap there carries the
// hour onto DTSTART's day. The RFC 5545 reading is written out, with a neighbour.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (the set starts at DTSTART; BY lists are sets) and §3.3.5 (gap reading)

  /// Random seed 8451 #19948: Chatham skipped 02:45-03:45 on 1995-10-01 (+13:45 after), so from
  /// 1995-10-10 03:45 (14:00Z) the instances are Oct 10 03:46 (14:01Z) and Nov 10 03:37
  /// (13:52Z). libical 3.0.16 gives the minutes in the order written (Nov 10 03:46 before 03:37);
  /// asked with them sorted it visits Oct 1 at 03:37, in the gap, and carries hour 4 onto Oct 10:
  /// 04:37 (before DTSTART's candidate 03:37, kept) and 04:46.
  func testMonthStartVisitCarriesGapHour() {
    let r = run("FREQ=MONTHLY;BYMINUTE=46,37;COUNT=2", "DTSTART;TZID=Pacific/Chatham:19951010T034500")
    XCTAssertEqual(r.native, ["19951009T140100Z", "19951109T135200Z"])
    XCTAssertEqual(r.libical, ["19951009T140100Z", "19951109T140100Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-gap-shift-past-dtstart+dst-gap-carry")
    let sorted = run("FREQ=MONTHLY;BYMINUTE=37,46;COUNT=3", "DTSTART;TZID=Pacific/Chatham:19951010T034500")
    XCTAssertEqual(sorted.native, ["19951009T140100Z", "19951109T135200Z", "19951109T140100Z"])
    XCTAssertEqual(sorted.libical, ["19951009T145200Z", "19951009T150100Z", "19951109T135200Z"])
    XCTAssertEqual(sorted.cls, "libical-gap-shift-past-dtstart+dst-gap-carry")
  }

  /// The neighbour: from 02:50, BYMINUTE=30,47,55 has libical visit Oct 1 at 02:30, before the
  /// gap, so it carries nothing (it answers 02:55, Nov 10 02:30 and 02:47, as Recur does); an
  /// answer with 02:47 and 02:55 moved to 03:47 and 03:55 is no month-start carry.
  func testMonthStartVisitOutsideGapCarriesNothing() {
    let rule = "FREQ=MONTHLY;BYMINUTE=30,47,55;COUNT=3", dtstart = "DTSTART;TZID=Pacific/Chatham:19951010T025000"
    XCTAssertEqual(run(rule, dtstart).cls, "agree")
    XCTAssertEqual(classify(rule, dtstart, libical: ["19951009T140200Z", "19951009T141000Z", "19951109T124500Z"],
                            wall: ["19951010T034700", "19951010T035500", "19951110T023000"]), "unexplained")
  }
}
