// libical-bysetpos-ignored names libical's defect only where Recur's own BYSETPOS is its set
// chosen by position, period by period: libical's answer gives no evidence about Recur's picks.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS ("the nth occurrence within the set of recurrence instances")

  /// The entry's reproducer: from Friday 2026-01-02 the weeks' sets (WKST=MO) are {Jan 2},
  /// {Jan 5, 7, 9}, {Jan 12, 14, 16}; BYSETPOS=-1 is Jan 2, 9, 16. libical 3.0.16 ignores
  /// BYSETPOS for WEEKLY and gives Jan 2, 5, 7.
  func testBysetposIgnoredWeighsRecurPicks() {
    let rule = "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=-1;COUNT=3"
    let dtstart = "DTSTART:20260102T090000"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["20260102T090000", "20260109T090000", "20260116T090000"])
    XCTAssertEqual(r.libical, ["20260102T090000", "20260105T090000", "20260107T090000"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored")
    // Neighbour: a Recur answer picking Wednesday Jan 7 in the second week lies within the set
    // libical gives without BYSETPOS, but is not its last day: not this class (libical asked again).
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    func classify(_ native: [String]) -> String {
      Catalogue.standard.classify(Observation(testCase: c, native: Expansion(outcome: .occurrences(native)),
                                              oracle: LibICalEngine().expand(c), rerun: { LibICalEngine().expand($0) }))
    }
    XCTAssertEqual(classify(["20260102T090000", "20260107T090000", "20260116T090000"]), "unexplained")
    // The same with UNTIL, where the third week is weighed (UNTIL may cut the last one, Jan 19-25,
    // after BYSETPOS chose among its days): Jan 14 is not the third week's last day.
    let until = ConformanceCase(rule: "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=-1;UNTIL=20260124T000000", dtstart: dtstart, source: "test")
    let untilObs = { (native: [String]) in
      Observation(testCase: until, native: Expansion(outcome: .occurrences(native)),
                  oracle: LibICalEngine().expand(until), rerun: { LibICalEngine().expand($0) })
    }
    XCTAssertEqual(Catalogue.standard.classify(untilObs(["20260102T090000", "20260109T090000", "20260116T090000", "20260123T090000"])),
                   "libical-bysetpos-ignored")
    XCTAssertEqual(Catalogue.standard.classify(untilObs(["20260102T090000", "20260109T090000", "20260114T090000", "20260123T090000"])),
                   "unexplained")
  }
}
