// libical-skips-first-instances when the comparison window (`before`) leaves libical nothing:
// the case without the window shows the skip. The RFC 5545 reading is written out, with a
// neighbour the class must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (the set's instances from DTSTART on that match the BY parts)

  /// Random seed 8403 #11881: in the 30 days from 2001-02-28 23:15:15 Los Angeles the only
  /// February minute 30 is 23:30:15 the same evening (07:30:15Z); libical 3.0.16 skips it (its
  /// next is 2002-02-01 00:30:15), so its list in the window is empty.
  func testSkipsFirstInstanceInsideTheWindow() {
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYMONTH=2;BYMINUTE=30", dtstart: "DTSTART;TZID=America/Los_Angeles:20010228T231515",
                            before: "20010330T231515Z", source: "test")
    let r = runCase(c)
    XCTAssertEqual(r.native, ["20010301T073015Z"])
    XCTAssertEqual(r.libical, [])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
  }

  /// The neighbour: an empty libical list where libical, without the window, starts at that
  /// same first instance (DTSTART 23:30:15 itself) is no skip.
  func testSkipsFirstInstanceInsideTheWindowNeighbour() {
    let c = ConformanceCase(rule: "FREQ=MINUTELY;BYMONTH=2;BYMINUTE=30", dtstart: "DTSTART;TZID=America/Los_Angeles:20010227T233015",
                            before: "20010301T000000Z", source: "test")
    XCTAssertEqual(classifyWithReruns(c, libical: [], walls: []), "unexplained")
  }
}
