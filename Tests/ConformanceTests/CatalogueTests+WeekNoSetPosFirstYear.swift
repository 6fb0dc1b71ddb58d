// libical-byweekno-setpos-calendar-year in DTSTART's own year: BYSETPOS numbers the whole
// week-numbering year's set, its days before DTSTART included, in both readings.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS ("the nth occurrence within the set of recurrence instances specified by the rule") and BYWEEKNO

  /// Random seed 7708 #387: from 2003-06-12, week 1 of 2003 is Monday 2002-12-30 to Sunday
  /// 2003-01-05, so 2003's set (BYWEEKNO=1,35;BYDAY=MO,TU,WE) is 2002-12-30, 12-31, 2003-01-01,
  /// 08-25, 08-26, 08-27 and BYSETPOS=-1 is Wednesday 2003-08-27 (RSCALE=GREGORIAN changes
  /// nothing). libical 3.0.16 numbers the four days in 2003 from -3 on (the total counts the
  /// December days before DTSTART too) and gives nothing in 2003, 2009 (week 1 from 2008-12-29)
  /// and 2013 (from 2012-12-31).
  func testSetPositionsCountTheFirstYearsDaysBeforeStart() {
    let rule = "RSCALE=GREGORIAN;FREQ=YEARLY;INTERVAL=2;BYWEEKNO=1,35;BYDAY=MO,TU,WE;BYSETPOS=-1;SKIP=FORWARD;COUNT=4"
    let r = run(rule, "DTSTART;TZID=UTC:20030612T220700")
    XCTAssertEqual(r.native, ["20030827T220700Z", "20050831T220700Z", "20070829T220700Z", "20090826T220700Z"])
    XCTAssertEqual(r.libical, ["20050831T220700Z", "20070829T220700Z", "20110831T220700Z", "20170830T220700Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year")
    // Neighbour: libical's rule names nothing in 2003, so a libical list with 2003-08-27 (its
    // first year numbered from DTSTART) is not it.
    XCTAssertEqual(classify(rule, "DTSTART;TZID=UTC:20030612T220700",
                            native: ["20030827T220700Z", "20050831T220700Z", "20070829T220700Z", "20090826T220700Z"],
                            libical: ["20030827T220700Z", "20050831T220700Z", "20070829T220700Z", "20110831T220700Z"]), "unexplained")
  }

  /// Random seed 7709 #11516: 2009 has 53 ISO weeks, so BYWEEKNO=-53 is week 1 (from Monday
  /// 2008-12-29) and 2009's set is 2008-12-29, 12-31, 2009-01-01, 11-02, 11-04, 11-05:
  /// BYSETPOS=1 is before DTSTART (2009-08-11) and -1 is Thursday 11-05. libical 3.0.16 picks
  /// position 1 of the calendar year's days (2009-01-01, before DTSTART) and nothing at -1; in
  /// 2015 (week 1 from 2014-12-29) it gives 2015-01-01 for Recur's 2014-12-29 and 2015-11-05.
  func testSetPositionsInAFiftyThreeWeekFirstYear() {
    let rule = "FREQ=YEARLY;BYWEEKNO=-53,45;BYDAY=TH,MO,WE;BYSETPOS=-1,1;UNTIL=20151231T000000Z"
    let r = run(rule, "DTSTART;TZID=America/Los_Angeles:20090811T000000")
    XCTAssertEqual(r.native, ["20091105T080000Z", "20101108T080000Z", "20101111T080000Z", "20111107T080000Z",
                              "20111110T080000Z", "20121105T080000Z", "20121108T080000Z", "20131104T080000Z",
                              "20131107T080000Z", "20141103T080000Z", "20141106T080000Z", "20141229T080000Z",
                              "20151105T080000Z"])
    XCTAssertEqual(r.libical, ["20101108T080000Z", "20101111T080000Z", "20111107T080000Z", "20111110T080000Z",
                               "20121105T080000Z", "20121108T080000Z", "20131104T080000Z", "20131107T080000Z",
                               "20141103T080000Z", "20141106T080000Z", "20150101T080000Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year")
  }

  /// With WKST=TH (variant of random seed 7709 #11516): 2009 has 52 Thursday weeks, so -53 names
  /// nothing and 2009's set is Thursday 11-05, Monday 11-09, Wednesday 11-11 (BYSETPOS=1,-1:
  /// 11-05 and 11-11). libical sizes 2009 by its 53 Monday weeks, so its set also holds week 1
  /// (2009-01-01, 01-05, 01-07, before DTSTART), and position 1 is January 1: only 11-11 is left.
  /// 2012 has 53 Thursday weeks (Recur's Thursday 2011-12-29) and 52 Monday weeks.
  func testSetPositionsInTheFirstYearOfLibicalsOwnSet() {
    let rule = "FREQ=YEARLY;BYWEEKNO=-53,45;BYDAY=TH,MO,WE;BYSETPOS=-1,1;WKST=TH;COUNT=8"
    let start = "DTSTART;TZID=America/Los_Angeles:20090811T000000"
    let r = run(rule, start)
    XCTAssertEqual(r.native, ["20091105T080000Z", "20091111T080000Z", "20101104T070000Z", "20101110T080000Z",
                              "20111103T070000Z", "20111109T080000Z", "20111229T080000Z", "20121107T080000Z"])
    XCTAssertEqual(r.libical, ["20091111T080000Z", "20101104T070000Z", "20101110T080000Z", "20111103T070000Z",
                               "20111109T080000Z", "20121101T070000Z", "20121107T080000Z", "20131107T080000Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-monday-week-count")
    // Neighbour: position -1 of 2009 is Wednesday 11-11 in every reading, so a libical list with
    // Monday 11-09 for it is not it.
    XCTAssertEqual(classify(rule, start,
                            native: ["20091105T080000Z", "20091111T080000Z", "20101104T070000Z", "20101110T080000Z",
                                     "20111103T070000Z", "20111109T080000Z", "20111229T080000Z", "20121107T080000Z"],
                            libical: ["20091109T080000Z", "20101104T070000Z", "20101110T080000Z", "20111103T070000Z",
                                      "20111109T080000Z", "20121101T070000Z", "20121107T080000Z", "20131107T080000Z"]), "unexplained")
  }
}
