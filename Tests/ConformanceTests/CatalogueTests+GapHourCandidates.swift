// Catalogue classes around DST gaps where libical 3.0.16 treats a wall-clock hour as one piece:
// from a DTSTART in a gap it drops the gap's candidates and counts the next ones toward COUNT,
// and a gap that takes one listed minute of an hour carries the whole hour's minutes. Each
// reproducer has its RFC reading written out, and a neighbouring case the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.5 (a gap wall clock reads with the offset before the gap), §3.3.10 COUNT

  /// Random seed 8443 #14233, reduced: New York skips 02:00-03:00 on 2026-03-08. From DTSTART
  /// 02:30 (in the gap), `FREQ=SECONDLY;BYMINUTE=15,45` steps the wall clock: 02:45:00 is the
  /// first candidate, read with -05:00 (07:45:00Z), and COUNT=3 ends at 02:45:02. libical 3.0.16
  /// drops every candidate in the gap and counts from 03:15:00 (07:15:00Z), the next candidate.
  func testGapStartCandidatesDroppedUncounted() {
    let r = run("FREQ=SECONDLY;BYMINUTE=15,45;COUNT=3", "DTSTART;TZID=America/New_York:20260308T023000")
    XCTAssertEqual(r.native, ["20260308T074500Z", "20260308T074501Z", "20260308T074502Z"])
    XCTAssertEqual(r.libical, ["20260308T071500Z", "20260308T071501Z", "20260308T071502Z"])
    XCTAssertEqual(r.cls, "dst-gap-instance-dropped")
  }

  /// The seed's case itself: Cairo skips 00:00-01:00 on 2009-04-24; libical also takes the
  /// unsorted BYMINUTE list's first value first (its 01:15 for Recur's 00:45, read at +02:00).
  func testGapStartCandidatesDroppedWithUnsortedList() {
    let r = run("FREQ=SECONDLY;BYMONTH=4;BYMINUTE=15,0,45;COUNT=3", "DTSTART;TZID=Africa/Cairo:20090424T003000")
    XCTAssertEqual(r.native, ["20090423T224500Z", "20090423T224501Z", "20090423T224502Z"])
    XCTAssertEqual(r.libical, ["20090423T221500Z", "20090423T221501Z", "20090423T221502Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+dst-gap-instance-dropped")
  }

  /// The neighbour: an answer that lacks 03:15:01 (after the gap, no gap candidate) is not
  /// Recur's candidates without the gap's: unexplained.
  func testGapStartDropDoesNotCoverTheNextHour() {
    let c = ConformanceCase(rule: "FREQ=SECONDLY;BYMINUTE=15,45;COUNT=3",
                            dtstart: "DTSTART;TZID=America/New_York:20260308T023000", source: "test")
    let native = NativeEngine().expand(c)
    XCTAssertEqual(native.outcome.list, ["20260308T074500Z", "20260308T074501Z", "20260308T074502Z"])
    let moved = Expansion(outcome: .occurrences(["20260308T071500Z", "20260308T071502Z", "20260308T071503Z"]),
                          wall: ["20260308T031500", "20260308T031502", "20260308T031503"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: moved)), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.5 (only the gap's instance moves) and §3.3.10 BYMINUTE

  /// Random seed 8444 #14671, reduced: St. John's skipped 00:01-01:01 on 2001-04-01 (a Sunday).
  /// The rule's April period (2001-04-30, a Monday) has no day, yet libical visited 01:00 on
  /// the 1st, in the gap, and carries the hour onto the whole hour's minutes: 2001-07-31 01:00,
  /// 01:26, 01:45 (03:30Z, 03:56Z, 04:15Z at -02:30) come out at 02:00, 02:26, 02:45.
  func testGapCarryMovesTheHoursListedMinutes() {
    let r = run("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1;BYDAY=TH,TU;BYHOUR=1,2;BYMINUTE=0,26,45;COUNT=9",
                "DTSTART;TZID=America/St_Johns:20001011T031500")
    XCTAssertEqual(r.native, ["20001031T043000Z", "20001031T045600Z", "20001031T051500Z", "20001031T053000Z", "20001031T055600Z",
                              "20001031T061500Z", "20010731T033000Z", "20010731T035600Z", "20010731T041500Z"])
    XCTAssertEqual(r.libical, ["20001031T043000Z", "20001031T045600Z", "20001031T051500Z", "20001031T053000Z", "20001031T055600Z",
                               "20001031T061500Z", "20010731T043000Z", "20010731T045600Z", "20010731T051500Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// The neighbour: without minute 0 no listed time of the hour is in the gap (it ends at 01:01)
  /// and libical agrees; an answer carrying 01:26 and 01:45 anyway is unexplained.
  func testGapCarryNeedsAListedMinuteInTheGap() {
    let rule = "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1;BYDAY=TH,TU;BYHOUR=1,2;BYMINUTE=26,45;COUNT=6"
    let start = "DTSTART;TZID=America/St_Johns:20001011T031500"
    XCTAssertEqual(run(rule, start).cls, "agree")
    let c = ConformanceCase(rule: rule, dtstart: start, source: "test")
    XCTAssertEqual(NativeEngine().expand(c).outcome.list, ["20001031T045600Z", "20001031T051500Z", "20001031T055600Z",
                                                           "20001031T061500Z", "20010731T035600Z", "20010731T041500Z"])
    let carried = Expansion(outcome: .occurrences(["20001031T045600Z", "20001031T051500Z", "20001031T055600Z", "20001031T061500Z",
                                                   "20010731T045600Z", "20010731T051500Z"]),
                            wall: ["20001031T012600", "20001031T014500", "20001031T022600", "20001031T024500",
                                   "20010731T022600", "20010731T024500"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: NativeEngine().expand(c), oracle: carried)), "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS ("within the set"), BYWEEKNO and WKST

  /// Random seed 8445 #13354: with WKST=TU, week-numbering year 2010 holds Tuesday 2009-12-29,
  /// Friday 2010-01-01 (week -52), Tuesday 03-23 and Friday 03-26 (week -41); BYSETPOS=-1,1 is
  /// 2009-12-29 and 03-26. libical counts the weeks as if WKST were Monday
  /// (`libical-byweekno-monday-week-count`: 12-29, 01-01, 03-16, 03-19) and applies its BYSETPOS
  /// rule to that set: 12-29 is in December (never picked), 01-01 is first, -1 names none.
  func testWeekNoSetPosOnLibicalsOwnWeekYear() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-52,-41;BYDAY=FR,TU;BYSETPOS=-1,1;WKST=TU", "DTSTART;VALUE=DATE:20070914")
    XCTAssertEqual(Array(r.native.prefix(8)), ["20080101", "20080321", "20081230", "20090320", "20100105", "20100326",
                                               "20110104", "20110325"])
    XCTAssertEqual(Array(r.libical.prefix(8)), ["20080101", "20080321", "20090106", "20090327", "20100101", "20110104",
                                                "20110325", "20120103"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-monday-week-count")
  }

  /// The neighbour: an answer with 2010-03-19 (position -1 of libical's 2010 set) where libical
  /// has 2010-01-01 is not libical's BYSETPOS rule on either year: unexplained (the lists sorted,
  /// so the classifier does not ask libical again for the sorted rule).
  func testWeekNoSetPosOwnWeekYearNeedsTheRule() {
    let c = ConformanceCase(rule: "FREQ=YEARLY;BYWEEKNO=-52,-41;BYDAY=TU,FR;BYSETPOS=-1,1;WKST=TU",
                            dtstart: "DTSTART;VALUE=DATE:20070914", source: "test")
    let real = LibICalEngine().expand(c)
    guard let list = real.outcome.list else { return XCTFail("libical gave no list") }
    XCTAssertEqual(list[4], "20100101")
    var changed = list
    changed[4] = "20100319"
    let oracle = Expansion(outcome: .occurrences(changed), wall: changed)
    let obs = Observation(testCase: c, native: NativeEngine().expand(c), oracle: oracle, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }
}
