// Catalogue classes around DTSTART and a DST gap (a DTSTART in a gap; a candidate before
// DTSTART moved past it), and plain-Gregorian combinations of catalogued classes: Apia's
// skipped day under an ignored BYSETPOS, a phantom week 53 with week-numbering-year periods, a
// repeated instance returned early. Each case has its RFC reading written out, and a
// neighbouring case the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  /// The standard catalogue on a fabricated libical answer, with libical asked again for reruns.
  func classifyWithReruns(_ c: ConformanceCase, libical: [String], walls: [String]) -> String {
    let obs = Observation(testCase: c, native: NativeEngine().expand(c),
                          oracle: Expansion(outcome: .occurrences(libical), wall: walls),
                          rerun: { LibICalEngine().expand($0) })
    return Catalogue.standard.classify(obs)
  }

  // MARK: Source: RFC 5545 §3.3.10 (the set starts at DTSTART) and §3.3.5 (gap reading)

  /// Random seed 7405 #5890 (with COUNT): the months' candidates are 02:15:45 and 02:45:45 on
  /// the 3rd; 2001-04-03 exists at both (EDT), and 02:15:45 is before DTSTART 02:30:45. libical
  /// visits 2001-04-01 02:30:45 (in the gap) and moves DTSTART's day to 03:15:45 and 03:45:45,
  /// keeping the first though its candidate is before DTSTART; python-dateutil gives 02:45:45.
  func testGapShiftPastDtstartFromTheFirstOfTheMonth() {
    let r = run("FREQ=MONTHLY;INTERVAL=2;BYMINUTE=45,15;COUNT=4", "DTSTART;TZID=America/New_York:20010403T023045")
    XCTAssertEqual(r.native, ["20010403T064545Z", "20010603T061545Z", "20010603T064545Z", "20010803T061545Z"])
    XCTAssertEqual(r.libical, ["20010403T074545Z", "20010403T071545Z", "20010603T064545Z", "20010603T061545Z"])
    XCTAssertEqual(r.cls, "libical-unsorted-by-list+libical-gap-shift-past-dtstart+dst-gap-carry")
  }

  /// The neighbour: a leading libical occurrence at 03:20:45 is one gap length past 02:20:45,
  /// which the rule (minutes 15 and 45) never generates: no moved candidate.
  func testGapShiftPastDtstartNeedsARuleCandidate() {
    let c = ConformanceCase(rule: "FREQ=MONTHLY;BYMINUTE=15;COUNT=3",
                            dtstart: "DTSTART;TZID=America/New_York:20010403T025045", source: "test")
    XCTAssertEqual(classifyWithReruns(c, libical: ["20010403T072045Z", "20010503T061545Z", "20010603T061545Z"],
                                      walls: ["20010403T032045", "20010503T021545", "20010603T021545"]), "unexplained")
  }

  /// Random seed 7406 #7390 (with COUNT): DTSTART 02:45 is in Chatham's 02:45-03:45 gap of
  /// 2015-09-27; the rule's time of day is the written one, so the instances are 02:15 and 02:30
  /// from 2015-10-04 (12:30Z, 12:45Z; python-dateutil agrees). libical takes hour 3 from its
  /// normalised 03:45, keeps 03:15 and 03:30 of the gap day (moved to 04:15, 04:30) and carries
  /// 04:xx to 2015-10-04.
  func testDtstartInGapTakesTheWrittenTimeOfDay() {
    let r = run("FREQ=WEEKLY;BYMINUTE=15,30;COUNT=6", "DTSTART;TZID=Pacific/Chatham:20150927T024500")
    XCTAssertEqual(r.native, ["20151003T123000Z", "20151003T124500Z", "20151010T123000Z", "20151010T124500Z",
                              "20151017T123000Z", "20151017T124500Z"])
    XCTAssertEqual(r.libical, ["20150926T143000Z", "20150926T144500Z", "20151003T143000Z", "20151003T144500Z",
                               "20151010T133000Z", "20151010T134500Z"])
    XCTAssertEqual(r.cls, "dtstart-in-gap-time-of-day+dst-gap-carry")
  }

  /// The neighbour: a native answer that does not follow the written wall clock (2015-10-11 at
  /// 03:15, as if Recur took libical's hour there) is not covered by the deliberate reading.
  func testDtstartInGapNeedsRecurToFollowTheWrittenClock() {
    let c = ConformanceCase(rule: "FREQ=WEEKLY;BYMINUTE=15,30;COUNT=6",
                            dtstart: "DTSTART;TZID=Pacific/Chatham:20150927T024500", source: "test")
    let native = Expansion(outcome: .occurrences(["20151003T123000Z", "20151003T124500Z", "20151010T133000Z", "20151010T124500Z",
                                                  "20151017T123000Z", "20151017T124500Z"]),
                           wall: ["20151004T021500", "20151004T023000", "20151011T031500", "20151011T023000",
                                  "20151018T021500", "20151018T023000"])
    let libical = LibICalEngine().expand(c)
    let obs = Observation(testCase: c, native: native, oracle: libical, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  /// Random seed 7405 #13364 (with COUNT): Tehran skipped 00:00-01:00 on 2019-03-22; from DTSTART
  /// 00:45 (21:15Z) a SECONDLY rule steps the written clock: 00:45:01, 00:45:15, … (in the gap,
  /// read with +03:30). libical steps from 01:45 and reads its wall clocks with a wrong offset.
  func testDtstartInGapSecondly() {
    let r = run("FREQ=SECONDLY;BYMONTHDAY=22,30,-11,-23;BYSECOND=15,1;WKST=FR;COUNT=6", "DTSTART;TZID=Asia/Tehran:20190322T004500")
    XCTAssertEqual(r.native, ["20190321T211501Z", "20190321T211515Z", "20190321T211601Z", "20190321T211615Z",
                              "20190321T211701Z", "20190321T211715Z"])
    XCTAssertEqual(r.libical, ["20190321T221501Z", "20190321T221615Z", "20190321T221601Z", "20190321T221715Z",
                               "20190321T221701Z", "20190321T221815Z"])
    XCTAssertEqual(r.cls, "dtstart-in-gap-time-of-day+libical-unsorted-by-list+libical-skips-first-instances+libical-tzif-offset")
  }

  // MARK: Source: RFC 5545 §3.3.10 (WEEKLY BYDAY weekdays; BYSETPOS for every FREQ)

  /// Random seed 7407 #2135: each week's set in November and January is Thursday and Sunday
  /// 07:00; BYSETPOS=-2 is the Thursday (a week with one of them has none). Apia skipped
  /// 2011-12-30: libical ignores BYSETPOS and gives Friday 2012-01-06 for Thursday 01-05.
  func testBysetposIgnoredWithSkippedDayShiftPerOccurrence() {
    let r = run("FREQ=WEEKLY;BYMONTH=11,1;BYDAY=TH,SU;BYHOUR=7;BYSETPOS=-2;UNTIL=20120819T130000Z",
                "DTSTART;TZID=Pacific/Apia:20110615T130000")
    XCTAssertEqual(r.native, ["20111103T170000Z", "20111110T170000Z", "20111117T170000Z", "20111124T170000Z",
                              "20120104T170000Z", "20120111T170000Z", "20120118T170000Z", "20120125T170000Z"])
    XCTAssertEqual(r.libical, ["20111103T170000Z", "20111106T170000Z", "20111110T170000Z", "20111113T170000Z",
                               "20111117T170000Z", "20111120T170000Z", "20111124T170000Z", "20111127T170000Z",
                               "20111231T170000Z", "20120105T170000Z", "20120107T170000Z", "20120111T170000Z",
                               "20120114T170000Z", "20120118T170000Z", "20120121T170000Z", "20120125T170000Z",
                               "20120128T170000Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored+libical-skipped-day-shift")
  }

  /// The neighbour: Saturday 2012-01-07 07:00 for Thursday 01-05 is two days off, no skipped-day
  /// shift (the rule's lists sorted, so libical's own answer is not asked again in their place).
  func testBysetposIgnoredWithTwoDaysOffStaysUnexplained() {
    let c = ConformanceCase(rule: "FREQ=WEEKLY;BYMONTH=1,11;BYDAY=TH,SU;BYHOUR=7;BYSETPOS=-2;UNTIL=20120819T130000Z",
                            dtstart: "DTSTART;TZID=Pacific/Apia:20110615T130000", source: "test")
    var libical = LibICalEngine().expand(c)
    guard var list = libical.outcome.list, list.count == 17, libical.wall.count == 17 else { return XCTFail("libical's answer") }
    var walls = libical.wall
    list[9] = "20120106T170000Z"
    walls[9] = "20120107T070000"
    libical = Expansion(outcome: .occurrences(list), wall: walls)
    let obs = Observation(testCase: c, native: NativeEngine().expand(c), oracle: libical, rerun: { LibICalEngine().expand($0) })
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYWEEKNO (ISO 8601 week numbering) and §3.8.5.3 duplicates

  /// Random seed 7406 #16111: Recur's periods are the week-numbering years 2034, 2039 and 2044;
  /// none has a week 53 and week -35 is in May, so the set is empty. libical counts calendar
  /// years: Saturday 2044-01-02 (week 53 of 2043) and Saturday 2039-01-08 (week 1 of 2039, a
  /// phantom week 53 of 2038, which has 52 weeks).
  func testWeekYearsWithPhantomWeek53() {
    let r = run("FREQ=YEARLY;INTERVAL=5;BYMONTH=9,1;BYWEEKNO=53,-35;BYDAY=TH,SA,MO;UNTIL=20440121T201500",
                "DTSTART:20340404T201500")
    XCTAssertEqual(r.native, [])
    XCTAssertEqual(r.libical, ["20390108T201500", "20440102T201500"])
    XCTAssertEqual(r.cls, "byweekno-week-numbering-year+libical-byweekno-year-end")
    // Neighbour: Saturday 2039-01-15 (week 2) is no phantom week 53 (the rule's lists sorted, so
    // libical's own answer is not asked again in their place).
    let c = ConformanceCase(rule: "FREQ=YEARLY;INTERVAL=5;BYMONTH=1,9;BYWEEKNO=-35,53;BYDAY=MO,TH,SA;UNTIL=20440121T201500",
                            dtstart: "DTSTART:20340404T201500", source: "test")
    XCTAssertEqual(classifyWithReruns(c, libical: ["20390115T201500", "20440102T201500"], walls: []), "unexplained")
  }

  /// Random seed 7406 #5191 (with COUNT): week 1 of 1998 runs from Monday 1997-12-29, so its
  /// Tuesday to Thursday are 1997-12-30, 12-31 and 1998-01-01. libical returns 12-31 first and
  /// again in its place.
  func testRepeatedInstanceReturnedEarly() {
    let r = run("FREQ=YEARLY;BYWEEKNO=1;BYDAY=WE,TU,TH;COUNT=6", "DTSTART;TZID=America/Santiago:19971024T030000")
    XCTAssertEqual(r.native, ["19971230T060000Z", "19971231T060000Z", "19980101T060000Z", "19990105T060000Z",
                              "19990106T060000Z", "19990107T060000Z"])
    XCTAssertEqual(r.libical, ["19971231T060000Z", "19971230T060000Z", "19971231T060000Z", "19980101T060000Z",
                               "19990105T060000Z", "19990106T060000Z"])
    XCTAssertEqual(r.cls, "libical-repeats-instances")
    // Neighbour: the repeat out of place at both copies lines up with neither reading.
    XCTAssertEqual(classify("FREQ=YEARLY;BYWEEKNO=1;BYDAY=WE,TU,TH;COUNT=6", "DTSTART:19971024T030000",
                            native: ["19971230T030000", "19971231T030000", "19980101T030000", "19990105T030000"],
                            libical: ["19971231T030000", "19971230T030000", "19980101T030000", "19971231T030000"]),
                   "unexplained")
  }
}

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS ("within the set") over BYWEEKNO's week-numbering year

  /// Random seed 8321 #17489: the week-numbering year 2020 (53 weeks) has Tuesday 2020-12-29 and
  /// Saturday 2021-01-02 in week -1 (week 31 is in no listed month), so BYSETPOS=-1 is
  /// 2021-01-02 03:00 Chatham (2021-01-01T13:15Z). libical's set loses January's edge of week 1
  /// (`libical-byweekno-month-edge-cut`) and it picks the last of calendar year 2020, Tuesday
  /// 12-29 (12-28T13:15Z).
  func testWeekNoSetPosOnLibicalsOwnSet() {
    let rule = "FREQ=YEARLY;BYMONTH=12,11,1;BYWEEKNO=-1,31;BYDAY=TU,SA;BYSETPOS=-1;COUNT=23"
    let r = run(rule, "DTSTART;TZID=Pacific/Chatham:20191017T030000")
    XCTAssertEqual(r.native, ["20191227T131500Z", "20210101T131500Z", "20211231T131500Z", "20221230T131500Z",
                              "20231229T131500Z", "20241227T131500Z", "20251226T131500Z", "20270101T131500Z",
                              "20271231T131500Z", "20281229T131500Z", "20291228T131500Z", "20301227T131500Z",
                              "20311226T131500Z", "20321231T131500Z", "20331230T131500Z", "20341229T131500Z",
                              "20351228T131500Z", "20361226T131500Z", "20380101T131500Z", "20381231T131500Z",
                              "20391230T131500Z", "20401228T131500Z", "20411227T131500Z"])
    XCTAssertEqual(r.libical, ["20191227T131500Z", "20201228T131500Z", "20211227T131500Z", "20221230T131500Z",
                               "20231229T131500Z", "20241227T131500Z", "20251226T131500Z", "20261228T131500Z",
                               "20271227T131500Z", "20281229T131500Z", "20291228T131500Z", "20301227T131500Z",
                               "20311226T131500Z", "20321227T131500Z", "20331230T131500Z", "20341229T131500Z",
                               "20351228T131500Z", "20361226T131500Z", "20371228T131500Z", "20381227T131500Z",
                               "20391230T131500Z", "20401228T131500Z", "20411227T131500Z"])
    XCTAssertEqual(r.cls, "libical-byweekno-setpos-calendar-year+libical-byweekno-month-edge-cut")
    // Neighbour (lists sorted, so libical is not asked again in their place): Tuesday
    // 2020-12-22 is no last day of libical's calendar year 2020.
    let c = ConformanceCase(rule: "FREQ=YEARLY;BYMONTH=1,11,12;BYWEEKNO=-1,31;BYDAY=TU,SA;BYSETPOS=-1;COUNT=23",
                            dtstart: "DTSTART;TZID=Pacific/Chatham:20191017T030000", source: "test")
    var libical = r.libical
    var walls = LibICalEngine().expand(c).wall
    guard walls.count == libical.count else { return XCTFail("libical's wall clocks") }
    libical[1] = "20201221T131500Z"
    walls[1] = "20201222T030000"
    XCTAssertEqual(classifyWithReruns(c, libical: libical, walls: walls), "unexplained")
  }
}
