// libical-duplicate-month-day for YEARLY BYYEARDAY: libical 3.0.16 counts a day two BYYEARDAY
// values name twice in BYSETPOS's set. The RFC 5545 reading is written out, with a neighbour
// the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS "within the set of recurrence instances", §3.8.5.3

  /// Random seed 8337 #18260: in a 365-day year BYYEARDAY=268 and -98 are both September 25,
  /// so the set is {February 5, September 25} and BYSETPOS=-1 is September 25 every year.
  /// libical 3.0.16 counts three values and finds no third day; it gives leap years only.
  func testDuplicateYearDayShiftsSetPosition() {
    let r = run("FREQ=YEARLY;BYYEARDAY=36,268,-98;BYSETPOS=-1;COUNT=3", "DTSTART;TZID=Europe/Berlin:20090702T071600")
    XCTAssertEqual(r.native, ["20090925T051600Z", "20100925T051600Z", "20110925T051600Z"])
    XCTAssertEqual(r.libical, ["20120925T051600Z", "20160925T051600Z", "20200925T051600Z"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
    // Neighbour: 2010 has 365 days and BYYEARDAY=36,269,-98 names three days in it; a libical
    // answer without 2010's September 26 is not this class.
    XCTAssertEqual(classify("FREQ=YEARLY;BYYEARDAY=36,269,-98;BYSETPOS=-1;COUNT=3", "DTSTART:20090702T071600",
                            native: ["20090926T071600", "20100926T071600", "20110926T071600"],
                            libical: ["20090926T071600", "20110926T071600", "20130926T071600"]), "unexplained")
  }
}
