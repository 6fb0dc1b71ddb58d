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

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS and §3.3.5 (a gap time reads with the offset before the gap)

  /// Random seed 7906 #2285, cut to two days: Lord Howe skips 02:00 ..< 02:30 on 1998-10-25,
  /// so that day's 02:12 reads as 15:42Z, after 02:30 (15:30Z). Recur counts positions on the
  /// wall clock (docs/SEMANTICS.md), so BYSETPOS=-3 is 02:12 each day; libical 3.0.16 ignores
  /// BYSETPOS. Recur's pick is weighed in wall-clock order, so this stays libical's class.
  func testBysetposIgnoredAcrossHalfHourGapWeighsWallOrder() {
    let rule = "FREQ=DAILY;BYMINUTE=30,15,12;BYSETPOS=-3;UNTIL=19981026T000000Z"
    let dtstart = "DTSTART;TZID=Australia/Lord_Howe:19981024T024500"
    let r = run(rule, dtstart)
    XCTAssertEqual(r.native, ["19981024T154200Z", "19981025T151200Z"])
    XCTAssertEqual(r.libical, ["19981024T153000Z", "19981024T154500Z", "19981024T154200Z",
                               "19981025T153000Z", "19981025T151500Z", "19981025T151200Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored")
    // Neighbour: a Recur answer taking the gap day's first instant (02:30, 15:30Z) as position
    // -3 is not Recur's reading: unexplained.
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    let wrong = Expansion(outcome: .occurrences(["19981024T153000Z", "19981025T151200Z"]),
                          wall: ["19981025T023000", "19981026T021200"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: wrong, oracle: LibICalEngine().expand(c),
                                                           rerun: { LibICalEngine().expand($0) })), "unexplained")
  }
}
