// YEARLY;BYWEEKNO;BYDAY rules (no BYMONTH, no BYSETPOS) where libical 3.0.16's reading of a year's
// weeks departs from RFC 5545's through several week-number classes at once, weighed day by day
// (Sources/Conformance/Catalogue/LibICalWeekSpan.swift). Each RFC reading is written out, with
// neighbours the combination must not take.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (weeks start on WKST; "Week number one of the calendar year is the first week that contains at least four (4) days in that calendar year"; "-1 represents the last week of the year")

  /// Random seed 7605 #12460: weeks start on Friday. 2015 runs from Friday 2015-01-02 for 52
  /// weeks (week -12 is week 41, Oct 9-15: Fri 9, Sun 11; no week 53) and 2018 from Friday
  /// 2017-12-29 for 53 (week -12 is week 42, Oct 12-18; week 53 is Dec 28 to 2019-01-03: Fri 28,
  /// Sun 30); 2017 has 52 weeks and no week 53 (python-dateutil agrees). libical 3.0.16 sizes
  /// 2015 and 2018 by their Monday weeks (53 and 52): week 42 of 2015, 2016's week 1 as 2015's
  /// week 53 (Jan 1, 3), week 41 of 2018 and no Sunday 2018-12-30; its 2017 ends on day 363,
  /// so 2018's Friday 2017-12-29 is its week 53 (not Sunday 12-31).
  func testWeekNoSpanMondayCountAndYearEnd() {
    let r = run("FREQ=YEARLY;BYWEEKNO=53,-12;BYDAY=FR,SU;WKST=FR;UNTIL=20200911", "DTSTART;VALUE=DATE:20140201")
    XCTAssertEqual(r.native, ["20141010", "20141012", "20151009", "20151011", "20161007", "20161009", "20171006",
                              "20171008", "20181012", "20181014", "20181228", "20181230", "20191011", "20191013"])
    XCTAssertEqual(r.libical, ["20141010", "20141012", "20151016", "20151018", "20160101", "20160103", "20161007",
                               "20161009", "20171006", "20171008", "20171229", "20181005", "20181007", "20181228",
                               "20191011", "20191013"])
    XCTAssertEqual(r.cls, "libical-byweekno-monday-week-count+libical-byweekno-year-end")
    // Neighbour: week 43 of 2015 (Oct 23, 25) is neither reading's week -12.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=53,-12;BYDAY=FR,SU;WKST=FR;UNTIL=20200911", "DTSTART;VALUE=DATE:20140201",
                            native: ["20141010", "20141012", "20151009", "20151011", "20161007", "20161009", "20171006",
                                     "20171008", "20181012", "20181014", "20181228", "20181230", "20191011", "20191013"],
                            libical: ["20141010", "20141012", "20151023", "20151025", "20160101", "20160103", "20161007",
                                      "20161009", "20171006", "20171008", "20171229", "20181005", "20181007", "20181228",
                                      "20191011", "20191013"]),
                   "unexplained")
  }

  /// Weeks start on Thursday, periods every 4 years from 1995. 1995 runs from Thursday
  /// 1994-12-29 for 53 weeks, so week -1 is Dec 28 to 1996-01-03 (Sat 30, Tue 2); 2003 runs from
  /// Thursday 2003-01-02 for 52, week -1 is Dec 25-31 (Sat 27, Tue 30). libical 3.0.16 gives
  /// 1995's week 1 Saturday 1994-12-31 (before DTSTART) on 1995-12-31, counts 1995's Monday
  /// weeks (52: week -1 is Dec 21-27) and ends 2003 on day 363 (no Tuesday Dec 30).
  func testWeekNoSpanWithFirstDayYearLateAndInterval() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-1,1;BYDAY=TU,SA;WKST=TH;INTERVAL=4;UNTIL=20040101T000000Z",
                "DTSTART;TZID=Europe/Berlin:19950209T223000")
    XCTAssertEqual(r.native, ["19951230T213000Z", "19960102T213000Z", "19990102T213000Z", "19990105T213000Z",
                              "19991225T213000Z", "19991228T213000Z", "20030104T213000Z", "20030107T213000Z",
                              "20031227T213000Z", "20031230T213000Z"])
    XCTAssertEqual(r.libical, ["19951231T213000Z", "19951223T213000Z", "19951226T213000Z", "19990102T213000Z",
                               "19990105T213000Z", "19991225T213000Z", "19991228T213000Z", "20030104T213000Z",
                               "20030107T213000Z", "20031227T213000Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-first-day-year-late+libical-byweekno-monday-week-count+libical-byweekno-year-end")
    // Neighbour (Recur wrong): a Wednesday 2003-12-31 in place of Tuesday 12-30 is a day RFC
    // 5545 does not name (BYDAY=TU,SA), so the class must not take it.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=-1,1;BYDAY=TU,SA;WKST=TH;INTERVAL=4;UNTIL=20040101T000000Z",
                            "DTSTART;TZID=Europe/Berlin:19950209T223000",
                            native: ["19951230T213000Z", "19960102T213000Z", "19990102T213000Z", "19990105T213000Z",
                                     "19991225T213000Z", "19991228T213000Z", "20030104T213000Z", "20030107T213000Z",
                                     "20031227T213000Z", "20031231T213000Z"],
                            libical: ["19951231T213000Z", "19951223T213000Z", "19951226T213000Z", "19990102T213000Z",
                                      "19990105T213000Z", "19991225T213000Z", "19991228T213000Z", "20030104T213000Z",
                                      "20030107T213000Z", "20031227T213000Z"]),
                   "unexplained")
  }

  /// Weeks start on Sunday, periods every 5 years from 2015. 2015 runs from Sunday 2015-01-04 for
  /// 52 weeks (week -1: Dec 27 to 2016-01-02: Mon 28, Wed 30, Sat 2) and 2025 from Sunday
  /// 2024-12-29 for 53 (week -1: Dec 28 to 2026-01-03: Mon 29, Wed 31, Sat 3). libical 3.0.16
  /// takes the Monday counts (53 and 52): 2016's week 1 up to its year's day 369 (Monday
  /// 2016-01-04), and 2025's week 52 (Mon 22, Wed 24, Sat 27). With COUNT, each list is weighed
  /// against the other engine's answer without COUNT.
  func testWeekNoSpanMondayCountWithIntervalAndCount() {
    let r = run("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO,WE,SA;WKST=SU;INTERVAL=5;COUNT=9", "DTSTART;VALUE=DATE:20151021")
    XCTAssertEqual(r.native, ["20151228", "20151230", "20160102", "20201228", "20201230", "20210102",
                              "20251229", "20251231", "20260103"])
    XCTAssertEqual(r.libical, ["20160104", "20201228", "20201230", "20210102", "20251222", "20251224",
                               "20251227", "20301223", "20301225"])
    XCTAssertEqual(r.cls, "libical-byweekno-monday-week-count")
  }
}
