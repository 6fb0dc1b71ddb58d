// Catalogue classes around DST gaps in sub-daily Gregorian rules: libical 3.0.16 loses the
// whole wall-clock hour of a gap (and that hour a day later), and runs on past COUNT by the
// instances it drops. Each reproducer has its RFC reading written out, and a neighbouring case
// the class must not swallow.

import Conformance
import XCTest

extension CatalogueTests {
  // MARK: Source: RFC 5545 §3.3.10 (BYHOUR and BYMINUTE limit HOURLY) and §3.3.5 (gap reading)

  /// Random seed 6204 #1936: Chatham's gap runs from 02:45 to 03:45 (+12:45 to +13:45) on
  /// 2003-10-05. 03:00 is in it (read with +12:45: 14:15Z) and 03:45 exists (14:00Z);
  /// 2003-10-06 03:00 and 03:45 exist (13:15Z, 14:00Z). libical 3.0.16 drops all four.
  func testHourlyGapHourAndNextDayInChatham() {
    let r = run("FREQ=HOURLY;BYHOUR=3;BYMINUTE=0,45;COUNT=8", "DTSTART;TZID=Pacific/Chatham:20031002T164500")
    XCTAssertEqual(r.native, ["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z",
                              "20031004T141500Z", "20031004T140000Z", "20031005T131500Z", "20031005T140000Z"])
    XCTAssertEqual(r.libical, ["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z",
                               "20031006T131500Z", "20031006T140000Z", "20031007T131500Z", "20031007T140000Z"])
    XCTAssertEqual(r.cls, "libical-hourly-gap-next-day")
  }

  /// The neighbour: an answer without 2003-10-03 03:00 and 03:45 (two days before the gap, hours
  /// no gap touches) is no libical gap defect.
  func testHourlyGapHourDoesNotCoverOtherDays() {
    let c = ConformanceCase(rule: "FREQ=HOURLY;BYHOUR=3;BYMINUTE=0,45;COUNT=8",
                            dtstart: "DTSTART;TZID=Pacific/Chatham:20031002T164500", source: "test")
    let native = Expansion(outcome: .occurrences(["20031002T141500Z", "20031002T150000Z", "20031003T141500Z", "20031003T150000Z"]),
                           wall: ["20031003T030000", "20031003T034500", "20031004T030000", "20031004T034500"])
    let libical = Expansion(outcome: .occurrences(["20031002T141500Z", "20031002T150000Z", "20031004T141500Z", "20031004T150000Z"]),
                            wall: ["20031003T030000", "20031003T034500", "20031005T030000", "20031005T034500"])
    XCTAssertEqual(Catalogue.standard.classify(Observation(testCase: c, native: native, oracle: libical)), "unexplained")
  }

  /// Random seed 6210 #5259: BYSETPOS=-2 of 02:17:20, 02:24:20, 02:30:20 is 02:24:20 every
  /// Sunday; 2022-03-27 02:24:20 Berlin is in the gap (read with +01:00: 01:24:20Z). libical
  /// ignores BYSETPOS, drops the three gap instances and does not count them toward COUNT.
  func testGapDroppedUncountedUnderIgnoredBysetpos() {
    let r = run("FREQ=HOURLY;BYDAY=SU;BYHOUR=2;BYMINUTE=17,24,30;BYSETPOS=-2;COUNT=8",
                "DTSTART;TZID=Europe/Berlin:20220310T113020")
    XCTAssertEqual(r.native, ["20220313T012420Z", "20220320T012420Z", "20220327T012420Z", "20220403T002420Z",
                              "20220410T002420Z", "20220417T002420Z", "20220424T002420Z", "20220501T002420Z"])
    XCTAssertEqual(r.libical, ["20220313T011720Z", "20220313T012420Z", "20220313T013020Z", "20220320T011720Z",
                               "20220320T012420Z", "20220320T013020Z", "20220403T001720Z", "20220403T002420Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored+dst-gap-instance-dropped")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS ("the set of recurrence instances") and §3.3.5 gap

  /// Random seed 6201 #496: each month's set is the 27th at 01:45:32 and 02:45:32; BYSETPOS=-2,1
  /// picks 01:45:32. 2011-03-27 01:45:32 London is in the gap (01:45:32Z). libical applies
  /// BYSETPOS to days, and carries the gap's hour onto 2011-04-27 01:45:32, which lands on
  /// 02:45:32 (its answer repeats both days; its set for the rule without BYSETPOS has
  /// 2011-04-27 02:45:32 once): its set lacks 00:45:32Z.
  func testBysetposOnDaysWithGapCarryCollision() {
    let r = run("FREQ=MONTHLY;BYHOUR=1,2;BYSECOND=32;BYSETPOS=-2,1;COUNT=4", "DTSTART;TZID=Europe/London:20110227T034500")
    XCTAssertEqual(r.native, ["20110327T014532Z", "20110427T004532Z", "20110527T004532Z", "20110627T004532Z"])
    XCTAssertEqual(r.libical, ["20110327T014532Z", "20110327T014532Z", "20110427T014532Z", "20110427T014532Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only")
  }

  /// The neighbour: a libical set lacking 2011-04-27 01:45:32 without the carried 02:45:32 (no
  /// collision) leaves Recur's 00:45:32Z outside libical's set: unexplained.
  func testBysetposOnDaysWithoutCollisionStaysUnexplained() {
    let c = ConformanceCase(rule: "FREQ=MONTHLY;BYHOUR=1,2;BYSECOND=32;BYSETPOS=-2,1;COUNT=4",
                            dtstart: "DTSTART;TZID=Europe/London:20110227T034500", source: "test")
    let rerun: @Sendable (ConformanceCase) -> Expansion? = { v in
      let e = LibICalEngine().expand(v)
      guard !v.rule.contains("BYSETPOS"), let list = e.outcome.list else { return e }
      let kept = zip(list, e.wall).filter { $0.1 != "20110427T024532" }
      return Expansion(outcome: .occurrences(kept.map(\.0)), wall: kept.map(\.1))
    }
    let obs = Observation(testCase: c, native: NativeEngine().expand(c), oracle: LibICalEngine().expand(c), rerun: rerun)
    XCTAssertEqual(Catalogue.standard.classify(obs), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS and §3.8.5.3 duplicates

  /// Random seed 6206 #8455: BYMONTHDAY=30,-1 names the 30th twice in 30-day months; the set
  /// is that one day, so BYSETPOS=-1 is the 30th (June 2008). libical loses those months, and
  /// UNTIL ends its list before Recur's: the months libical lost before UNTIL are judged.
  func testDuplicateMonthDayLostBeforeUntil() {
    let r = run("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=30,-1;BYSETPOS=-1;UNTIL=20090829T020000", "DTSTART:20070310T020000")
    XCTAssertEqual(r.native, ["20070331T020000", "20070831T020000", "20080131T020000", "20080630T020000",
                              "20081130T020000", "20090430T020000"])
    XCTAssertEqual(r.libical, ["20070331T020000", "20070831T020000", "20080131T020000"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
  }

  // MARK: Source: RFC 7529 §3.1 SKIP and RFC 5545 §3.3.10 BYMONTH, BYSETPOS, INTERVAL

  /// Random seed 6204 #17439: BYMONTH=2 keeps February; its 30th moves FORWARD to March 1
  /// (docs/SEMANTICS.md "BYMONTH limits MONTHLY periods before SKIP"). libical drops March 1,
  /// and UNTIL ends its list first: the moved day is judged all the same.
  func testSkipMovedDayOutOfListedMonthBeforeUntil() {
    let r = run("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=1,30;BYHOUR=1,4;SKIP=FORWARD;UNTIL=19990823T004518",
                "DTSTART:19981013T004518")
    XCTAssertEqual(r.native, ["19990201T014518", "19990201T044518", "19990301T014518", "19990301T044518"])
    XCTAssertEqual(r.libical, ["19990201T014518", "19990201T044518"])
    XCTAssertEqual(r.cls, "libical-skip-moved-day")
  }

  /// Random seed 6203 #10995: every fourth month from February 2015, the set is the 27th and
  /// the 31st (moved FORWARD to the 1st where the month lacks it); BYSETPOS=-1 is the later.
  /// libical yields nothing of a month whose pick was moved and counts INTERVAL on from the
  /// next month: February, then July (Jul 31), November, then April, September, February 2017,
  /// then July 2017.
  func testSkipForwardPickDriftsLibicalPeriods() {
    let r = run("RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=27,31;BYSETPOS=-1;SKIP=FORWARD;COUNT=4",
                "DTSTART:20150228T160000")
    XCTAssertEqual(r.native, ["20150301T160000", "20150701T160000", "20151031T160000", "20160301T160000"])
    XCTAssertEqual(r.libical, ["20150731T160000", "20170731T160000", "20190731T160000", "20210731T160000"])
    XCTAssertEqual(r.cls, "libical-skip-moved-day")
  }

  /// Random seed 7508 #16151, in the random run's form: DTSTART's 29th moves FORWARD to Mar 1
  /// in common years (RFC 7529 §3.1), so COUNT=26 ends Recur's list at 2031-03-01; libical keeps
  /// only Feb 29 and its list is cut by the window's end (100 years), not by COUNT. Its Feb 29s
  /// after 2031 have no counterpart to compare with: the moved days explain the case.
  func testSkipMovedDayWithWindowEnd() {
    let c = ConformanceCase(rule: "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;SKIP=FORWARD;COUNT=26",
                            dtstart: "DTSTART;TZID=Asia/Kathmandu:20060129T100000", limit: 50,
                            before: "21060129T041500Z", source: "test")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    XCTAssertEqual(report.divergences.first?.native.prefix(3), ["20060301T041500Z", "20070301T041500Z", "20080229T041500Z"])
    XCTAssertEqual(report.divergences.first?.libical.last, "21040229T041500Z")
    XCTAssertEqual(report.divergences.first?.class, "libical-skip-moved-day")
    // Neighbour: with COUNT=7 Recur's list ends at 2012-02-29; a libical list that loses that
    // Feb 29, which no SKIP moved, is not the moved days.
    var short = c
    short.rule = "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;SKIP=FORWARD;COUNT=7"
    XCTAssertEqual(classify(short, native: ["20060301T041500Z", "20070301T041500Z", "20080229T041500Z", "20090301T041500Z",
                                            "20100301T041500Z", "20110301T041500Z", "20120229T041500Z"],
                            libical: ["20080229T041500Z", "20160229T041500Z"]),
                   "unexplained")
  }

  /// The neighbour: July 31 every year is not the months that walk keeps.
  func testSkipForwardDriftNeedsTheWalkedMonths() {
    let c = ConformanceCase(rule: "RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=27,31;BYSETPOS=-1;SKIP=FORWARD;COUNT=4",
                            dtstart: "DTSTART:20150228T160000", source: "test")
    XCTAssertEqual(classify(c, native: ["20150301T160000", "20150701T160000", "20151031T160000", "20160301T160000"],
                            libical: ["20150731T160000", "20160731T160000", "20170731T160000", "20180731T160000"]),
                   "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 (WEEKLY keeps DTSTART's weekday; BYSETPOS for every FREQ)

  /// Random seed 6209 #14783: each third week's set is Friday 00:45 and 03:45 (July to
  /// September); BYSETPOS=-1,2 is 03:45. Apia skipped 2011-12-30: libical ignores BYSETPOS and,
  /// after the skipped day, gives Saturdays: two defects, each catalogued.
  func testBysetposIgnoredWithSkippedDayShift() {
    let r = run("FREQ=WEEKLY;INTERVAL=3;BYMONTH=7,8,9;BYHOUR=0,3;BYSETPOS=-1,2;COUNT=5",
                "DTSTART;TZID=Pacific/Apia:20110923T034500")
    XCTAssertEqual(r.native, ["20110923T144500Z", "20120712T144500Z", "20120802T144500Z", "20120823T144500Z", "20120913T144500Z"])
    XCTAssertEqual(r.libical, ["20110923T144500Z", "20120713T114500Z", "20120713T144500Z", "20120803T114500Z", "20120803T144500Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-ignored+libical-skipped-day-shift")
  }

  /// The neighbour: libical's answer with its last instance at 02:45, an hour BYHOUR lacks, is
  /// no such pair.
  func testBysetposIgnoredWithSkippedDayShiftNeighbour() {
    XCTAssertEqual(classify("FREQ=WEEKLY;INTERVAL=3;BYMONTH=7,8,9;BYHOUR=0,3;BYSETPOS=-1,2;COUNT=5", "DTSTART;TZID=Pacific/Apia:20110923T034500",
                            libical: ["20110923T144500Z", "20120713T114500Z", "20120713T144500Z",
                                      "20120803T114500Z", "20120803T134500Z"],
                            wall: ["20110923T034500", "20120714T004500", "20120714T034500", "20120804T004500", "20120804T024500"]), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 (BYMINUTE limits MINUTELY) and §3.3.5 (gap reading)

  /// Random seed 6206 #5454: Lord Howe skips 02:00-02:30 on 2029-10-07; BYMINUTE=0 has 02:00
  /// (15:30Z) and 03:00 (16:00Z). libical 3.0.16 goes from 01:00 to 04:00; BYSETPOS=1,-1 of one
  /// instance a minute changes nothing.
  func testMinutelyHalfHourGapUnderUntil() {
    let r = run("FREQ=MINUTELY;BYMINUTE=0;BYSECOND=0;BYSETPOS=1,-1;UNTIL=20291006T190000Z",
                "DTSTART;TZID=Australia/Lord_Howe:20291007T003000")
    XCTAssertEqual(r.native, ["20291006T143000Z", "20291006T153000Z", "20291006T160000Z", "20291006T170000Z",
                              "20291006T180000Z", "20291006T190000Z"])
    XCTAssertEqual(r.libical, ["20291006T143000Z", "20291006T170000Z", "20291006T180000Z", "20291006T190000Z"])
    XCTAssertEqual(r.cls, "libical-minutely-half-hour-gap")
  }

  /// The neighbour: an answer that also lacks 05:00, three hours after the gap, is unexplained.
  func testMinutelyHalfHourGapWindowEnds() {
    XCTAssertEqual(classify("FREQ=MINUTELY;BYMINUTE=0;COUNT=5", "DTSTART;TZID=Australia/Lord_Howe:20291007T003000",
                            libical: ["20291006T143000Z", "20291006T170000Z", "20291006T190000Z",
                                      "20291006T200000Z", "20291006T210000Z"],
                            wall: ["20291007T010000", "20291007T040000", "20291007T060000", "20291007T070000", "20291007T080000"]), "unexplained")
  }

  // MARK: Source: RFC 5545 §3.3.10 BYSETPOS and §3.3.5 (the zone's offsets)

  /// Random seed 8172 #6744: the year's set is the 2nd Tuesday and 3rd Monday of August and
  /// November at 06:45 and 23:45; BYSETPOS=-2,1 picks the first and the last Monday's 06:45.
  /// libical applies BYSETPOS to days and reads 2002-08-13 Tehran with +03:30 (glibc: +04:30).
  /// Its days-only rerun (00:45) is repaired as that rule's own times allow, not as BYHOUR=6,23.
  func testBysetposOnDaysUnderRepairedOffsets() {
    let r = run("FREQ=YEARLY;BYMONTH=8,11;BYDAY=3MO,2TU;BYHOUR=6,23;BYSETPOS=-2,1;COUNT=10",
                "DTSTART;TZID=Asia/Tehran:20000130T004500")
    XCTAssertEqual(r.native, ["20000808T021500Z", "20001120T031500Z", "20010814T021500Z", "20011119T031500Z", "20020813T021500Z",
                              "20021118T031500Z", "20030812T021500Z", "20031117T031500Z", "20040810T021500Z", "20041115T031500Z"])
    XCTAssertEqual(r.libical, ["20000808T021500Z", "20000808T191500Z", "20001114T031500Z", "20001114T201500Z", "20010814T021500Z",
                               "20010814T191500Z", "20011113T031500Z", "20011113T201500Z", "20020813T031500Z", "20020813T201500Z"])
    XCTAssertEqual(r.cls, "libical-bysetpos-on-days-only+libical-tzif-offset")
  }

  // MARK: Source: RFC 5545 §3.3.10 (HOURLY steps the wall clock) and §3.3.5 (Lord Howe's 30-minute gap)

  /// Random seed 8486 #2518: "FREQ=HOURLY" from 01:30 Lord Howe on 2016-10-02, the day clocks
  /// skip 02:00-02:30. 02:30 exists (15:30Z) and 03:30 is 16:30Z; libical 3.0.16 gives 03:00
  /// (16:00Z) and goes on at 04:30 (17:30Z). Both lists written out in full (limit 50).
  func testHourlyHalfHourGapFullList() {
    let r = run("FREQ=HOURLY", "DTSTART;TZID=Australia/Lord_Howe:20161002T013000")
    XCTAssertEqual(r.native, ["20161001T150000Z", "20161001T153000Z", "20161001T163000Z", "20161001T173000Z", "20161001T183000Z",
                             "20161001T193000Z", "20161001T203000Z", "20161001T213000Z", "20161001T223000Z", "20161001T233000Z",
                             "20161002T003000Z", "20161002T013000Z", "20161002T023000Z", "20161002T033000Z", "20161002T043000Z",
                             "20161002T053000Z", "20161002T063000Z", "20161002T073000Z", "20161002T083000Z", "20161002T093000Z",
                             "20161002T103000Z", "20161002T113000Z", "20161002T123000Z", "20161002T133000Z", "20161002T143000Z",
                             "20161002T153000Z", "20161002T163000Z", "20161002T173000Z", "20161002T183000Z", "20161002T193000Z",
                             "20161002T203000Z", "20161002T213000Z", "20161002T223000Z", "20161002T233000Z", "20161003T003000Z",
                             "20161003T013000Z", "20161003T023000Z", "20161003T033000Z", "20161003T043000Z", "20161003T053000Z",
                             "20161003T063000Z", "20161003T073000Z", "20161003T083000Z", "20161003T093000Z", "20161003T103000Z",
                             "20161003T113000Z", "20161003T123000Z", "20161003T133000Z", "20161003T143000Z", "20161003T153000Z"])
    XCTAssertEqual(r.libical, ["20161001T150000Z", "20161001T160000Z", "20161001T173000Z", "20161001T183000Z", "20161001T193000Z",
                              "20161001T203000Z", "20161001T213000Z", "20161001T223000Z", "20161001T233000Z", "20161002T003000Z",
                              "20161002T013000Z", "20161002T023000Z", "20161002T033000Z", "20161002T043000Z", "20161002T053000Z",
                              "20161002T063000Z", "20161002T073000Z", "20161002T083000Z", "20161002T093000Z", "20161002T103000Z",
                              "20161002T113000Z", "20161002T123000Z", "20161002T133000Z", "20161002T143000Z", "20161002T153000Z",
                              "20161002T163000Z", "20161002T173000Z", "20161002T183000Z", "20161002T193000Z", "20161002T203000Z",
                              "20161002T213000Z", "20161002T223000Z", "20161002T233000Z", "20161003T003000Z", "20161003T013000Z",
                              "20161003T023000Z", "20161003T033000Z", "20161003T043000Z", "20161003T053000Z", "20161003T063000Z",
                              "20161003T073000Z", "20161003T083000Z", "20161003T093000Z", "20161003T103000Z", "20161003T113000Z",
                              "20161003T123000Z", "20161003T133000Z", "20161003T143000Z", "20161003T153000Z", "20161003T163000Z"])
    XCTAssertEqual(r.cls, "libical-hourly-half-hour-gap")
  }

  /// From 01:40 libical gives 03:10 (16:10Z) for 02:40 (15:40Z) and 03:40 (16:40Z).
  func testHourlyHalfHourGapOtherMinute() {
    let r = run("FREQ=HOURLY;COUNT=5", "DTSTART;TZID=Australia/Lord_Howe:20161002T004000")
    XCTAssertEqual(r.native, ["20161001T141000Z", "20161001T151000Z", "20161001T154000Z", "20161001T164000Z", "20161001T174000Z"])
    XCTAssertEqual(r.libical, ["20161001T141000Z", "20161001T151000Z", "20161001T161000Z", "20161001T174000Z", "20161001T184000Z"])
    XCTAssertEqual(r.cls, "libical-hourly-half-hour-gap")
  }

  /// The neighbour: Sydney's one-hour gap on the same day (02:00-03:00) is not this class; 02:30
  /// is in the gap there and libical drops it (dst-gap-instance-dropped).
  func testHourlyHalfHourGapNotSydney() {
    let r = run("FREQ=HOURLY;COUNT=4", "DTSTART;TZID=Australia/Sydney:20161002T013000")
    XCTAssertEqual(r.native, ["20161001T153000Z", "20161001T163000Z", "20161001T163000Z", "20161001T173000Z"])
    XCTAssertEqual(r.libical, ["20161001T153000Z", "20161001T163000Z", "20161001T173000Z", "20161001T183000Z"])
    XCTAssertEqual(r.cls, "dst-gap-instance-dropped")
  }

  /// The neighbour: an answer that also lacks 06:30, three hours after the gap, is unexplained.
  func testHourlyHalfHourGapWindowEnds() {
    XCTAssertEqual(classify("FREQ=HOURLY;COUNT=5", "DTSTART;TZID=Australia/Lord_Howe:20161002T013000",
                            libical: ["20161001T150000Z", "20161001T160000Z", "20161001T173000Z",
                                      "20161001T193000Z", "20161001T203000Z"],
                            wall: ["20161002T013000", "20161002T030000", "20161002T043000", "20161002T063000", "20161002T073000"]), "unexplained")
  }

  /// The neighbour: from 01:00 the step 02:00 is in the gap (read as 15:30Z) and libical carries
  /// its shift onto 03:00 (03:30, 16:30Z): dst-gap-carry, not this class.
  func testHourlyHalfHourGapLeavesGapStepToCarry() {
    let r = run("FREQ=HOURLY;COUNT=4", "DTSTART;TZID=Australia/Lord_Howe:20161002T010000")
    XCTAssertEqual(r.native, ["20161001T143000Z", "20161001T153000Z", "20161001T160000Z", "20161001T170000Z"])
    XCTAssertEqual(r.libical, ["20161001T143000Z", "20161001T153000Z", "20161001T163000Z", "20161001T170000Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// Random seed 7805 #1362 (with UNTIL, so LibICal runs it): from 15:00 Lord Howe on
  /// 2034-09-30, "BYMINUTE=30,45" has 15:30 first; libical 3.0.16 starts at 15:45
  /// (libical-skips-first-instances) and, across the 2034-10-01 gap (02:00-02:30), goes from
  /// 01:45 to 03:45, losing 02:30, 02:45 and 03:30, which exist. Lists written out in full.
  func testMinutelyHalfHourGapAfterSkippedStart() {
    let r = run("FREQ=MINUTELY;BYMINUTE=30,45;UNTIL=20341001T050000Z",
                "DTSTART;TZID=Australia/Lord_Howe:20340930T150000")
    XCTAssertEqual(r.native, ["20340930T050000Z", "20340930T051500Z", "20340930T060000Z", "20340930T061500Z", "20340930T070000Z",
                             "20340930T071500Z", "20340930T080000Z", "20340930T081500Z", "20340930T090000Z", "20340930T091500Z",
                             "20340930T100000Z", "20340930T101500Z", "20340930T110000Z", "20340930T111500Z", "20340930T120000Z",
                             "20340930T121500Z", "20340930T130000Z", "20340930T131500Z", "20340930T140000Z", "20340930T141500Z",
                             "20340930T150000Z", "20340930T151500Z", "20340930T153000Z", "20340930T154500Z", "20340930T163000Z",
                             "20340930T164500Z", "20340930T173000Z", "20340930T174500Z", "20340930T183000Z", "20340930T184500Z",
                             "20340930T193000Z", "20340930T194500Z", "20340930T203000Z", "20340930T204500Z", "20340930T213000Z",
                             "20340930T214500Z", "20340930T223000Z", "20340930T224500Z", "20340930T233000Z", "20340930T234500Z",
                             "20341001T003000Z", "20341001T004500Z", "20341001T013000Z", "20341001T014500Z", "20341001T023000Z",
                             "20341001T024500Z", "20341001T033000Z", "20341001T034500Z", "20341001T043000Z", "20341001T044500Z"])
    XCTAssertEqual(r.libical, ["20340930T051500Z", "20340930T060000Z", "20340930T061500Z", "20340930T070000Z", "20340930T071500Z",
                              "20340930T080000Z", "20340930T081500Z", "20340930T090000Z", "20340930T091500Z", "20340930T100000Z",
                              "20340930T101500Z", "20340930T110000Z", "20340930T111500Z", "20340930T120000Z", "20340930T121500Z",
                              "20340930T130000Z", "20340930T131500Z", "20340930T140000Z", "20340930T141500Z", "20340930T150000Z",
                              "20340930T151500Z", "20340930T164500Z", "20340930T173000Z", "20340930T174500Z", "20340930T183000Z",
                              "20340930T184500Z", "20340930T193000Z", "20340930T194500Z", "20340930T203000Z", "20340930T204500Z",
                              "20340930T213000Z", "20340930T214500Z", "20340930T223000Z", "20340930T224500Z", "20340930T233000Z",
                              "20340930T234500Z", "20341001T003000Z", "20341001T004500Z", "20341001T013000Z", "20341001T014500Z",
                              "20341001T023000Z", "20341001T024500Z", "20341001T033000Z", "20341001T034500Z", "20341001T043000Z",
                              "20341001T044500Z"])
    XCTAssertEqual(r.cls, "libical-minutely-half-hour-gap")
  }

  /// The neighbour: from 15:30, which the rule matches, libical has no reason to start later;
  /// an answer without 15:30 is not this class.
  func testMinutelyHalfHourGapMatchedStartKeepsFirst() {
    let entry = Catalogue.standard.entry(named: "libical-minutely-half-hour-gap")
    XCTAssertNotNil(entry)
    XCTAssertEqual(classify("FREQ=MINUTELY;BYMINUTE=30,45;UNTIL=20341001T050000Z", "DTSTART;TZID=Australia/Lord_Howe:20340930T153000",
                            libical: ["20340930T051500Z", "20340930T060000Z", "20340930T061500Z", "20340930T070000Z", "20340930T071500Z",
                                      "20340930T080000Z", "20340930T081500Z", "20340930T090000Z", "20340930T091500Z", "20340930T100000Z",
                                      "20340930T101500Z", "20340930T110000Z", "20340930T111500Z", "20340930T120000Z", "20340930T121500Z",
                                      "20340930T130000Z", "20340930T131500Z", "20340930T140000Z", "20340930T141500Z", "20340930T150000Z",
                                      "20340930T151500Z", "20340930T164500Z", "20340930T173000Z", "20340930T174500Z", "20340930T183000Z",
                                      "20340930T184500Z", "20340930T193000Z", "20340930T194500Z", "20340930T203000Z", "20340930T204500Z",
                                      "20340930T213000Z", "20340930T214500Z", "20340930T223000Z", "20340930T224500Z", "20340930T233000Z",
                                      "20340930T234500Z", "20341001T003000Z", "20341001T004500Z", "20341001T013000Z", "20341001T014500Z",
                                      "20341001T023000Z", "20341001T024500Z", "20341001T033000Z", "20341001T034500Z", "20341001T043000Z",
                                      "20341001T044500Z"],
                            in: Catalogue(entries: entry.map { [$0] } ?? [])), "unexplained")
  }
}
