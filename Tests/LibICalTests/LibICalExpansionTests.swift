// The LibICal wrapper over libical 3.0.16's recurrence iterator (RFC 5545 §3.3.10, §3.8.5.3)
// and its time zones (§3.3.5): RFC examples expanded by libical, libical's own DST readings,
// its year limit, and error paths that must never crash.

import LibICal
import XCTest
import Zones

final class LibICalExpansionTests: XCTestCase {
  func civil(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> CivilDateTime {
    CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s) ?? CivilDateTime(secondsSinceEpoch: 0)
  }

  func texts(_ rule: String, _ start: LibICalStart, limit: Int = 100, utc: Bool = true) throws -> [String] {
    try LibICalRecurrence.expand(rule: rule, start: start, limit: limit).map { $0.text(utc: utc) }
  }

  // MARK: Source: RFC 5545 §3.8.5.3 examples (instances as listed there)

  /// "Daily for 10 occurrences": DTSTART;TZID=America/New_York:19970902T090000 (EDT, -04:00).
  func testRFCDailyForTenOccurrences() throws {
    let got = try texts("FREQ=DAILY;COUNT=10", .zoned(civil(1997, 9, 2, 9), zoneID: "America/New_York"))
    XCTAssertEqual(got, ["19970902T130000Z", "19970903T130000Z", "19970904T130000Z", "19970905T130000Z",
                         "19970906T130000Z", "19970907T130000Z", "19970908T130000Z", "19970909T130000Z",
                         "19970910T130000Z", "19970911T130000Z"])
  }

  /// "Monthly on the first Friday for 10 occurrences" (floating).
  func testRFCMonthlyFirstFriday() throws {
    let got = try texts("RRULE:FREQ=MONTHLY;COUNT=10;BYDAY=1FR", .floating(civil(1997, 9, 5, 9)))
    XCTAssertEqual(got, ["19970905T090000", "19971003T090000", "19971107T090000", "19971205T090000",
                         "19980102T090000", "19980206T090000", "19980306T090000", "19980403T090000",
                         "19980501T090000", "19980605T090000"])
  }

  /// "Every other week on Tuesday and Thursday, for 8 occurrences" (WKST=SU), New York.
  func testRFCEveryOtherWeekTuesdayThursday() throws {
    let got = try texts("FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH",
                        .zoned(civil(1997, 9, 2, 9), zoneID: "America/New_York"), utc: false)
    XCTAssertEqual(got, ["19970902T090000", "19970904T090000", "19970916T090000", "19970918T090000",
                         "19970930T090000", "19971002T090000", "19971014T090000", "19971016T090000"])
  }

  /// "Monthly on the last day" written portably (docs/SEMANTICS.md), DATE start.
  func testClampedMonthEndDates() throws {
    let got = try texts("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=4", .date(CivilDate(year: 2028, month: 1, day: 31)!))
    XCTAssertEqual(got, ["20280131", "20280229", "20280331", "20280430"])
  }

  // MARK: Source: libical 3.0.16 itself (the catalogue's dst-gap-carry and dst-fold-later)

  /// libical keeps 03:30 on 2026-03-09, the day after New York's gap (RFC 5545 §3.3.5 says 02:30 EDT = 06:30Z).
  func testLibICalCarriesTheGapShift() throws {
    let got = try LibICalRecurrence.expand(rule: "FREQ=DAILY;COUNT=3",
                                 start: .zoned(civil(2026, 3, 7, 2, 30), zoneID: "America/New_York"), limit: 10)
    XCTAssertEqual(got.map { $0.text(utc: false) }, ["20260307T023000", "20260308T033000", "20260309T033000"])
    XCTAssertEqual(got.map { $0.text(utc: true) }, ["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"])
  }

  /// libical reads 01:30 on 2026-11-01 (a fold) as EST, 06:30Z; RFC 5545 §3.3.5 says the first, 05:30Z.
  func testLibICalTakesTheLaterOffsetInAFold() throws {
    XCTAssertEqual(try LibICalRecurrence.instant(for: civil(2026, 11, 1, 1, 30), zoneID: "America/New_York"),
                   Instant(secondsSinceEpoch: 1_793_514_600))
    XCTAssertEqual(try texts("FREQ=DAILY;COUNT=2", .zoned(civil(2026, 10, 31, 1, 30), zoneID: "America/New_York")),
                   ["20261031T053000Z", "20261101T063000Z"])
  }

  /// Chatham (+12:45 / +13:45) and Kathmandu (+05:45) from the system tzdata.
  func testOddOffsets() throws {
    XCTAssertEqual(try texts("FREQ=DAILY;COUNT=1", .zoned(civil(2026, 1, 1, 2, 30), zoneID: "Asia/Kathmandu")),
                   ["20251231T204500Z"])
    XCTAssertEqual(try texts("FREQ=DAILY;COUNT=1", .zoned(civil(2026, 9, 26, 3), zoneID: "Pacific/Chatham")),
                   ["20260925T141500Z"])
  }

  // MARK: Source: libical 3.0.16 icalrecur.c, MAX_TIME_T_YEAR = 2582 on 64-bit builds

  func testYearLimitEndsIterationSilently() throws {
    XCTAssertEqual(LibICalRecurrence.maxYear, 2582)
    XCTAssertEqual(try texts("FREQ=YEARLY", .floating(civil(2580, 7, 1, 12))),
                   ["25800701T120000", "25810701T120000", "25820701T120000"])
    let r = try LibICalRecurrence.measureUTC(rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1",
                                   start: .zoned(civil(2026, 1, 31, 9, 30), zoneID: "America/New_York"), count: 200_000)
    XCTAssertEqual(r.produced, 557)
  }

  func testWindowEndStopsARuleThatNeverMatches() throws {
    // Feb 30 never exists; the window end (an injected UNTIL) ends libical's search.
    XCTAssertEqual(try LibICalRecurrence.expand(rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", start: .floating(civil(2026, 1, 1)),
                                      limit: 5, before: civil(2030, 1, 1)), [])
  }

  func testCanonicalText() throws {
    XCTAssertEqual(try LibICalRecurrence.canonical(rule: "freq=daily;count=3"), "FREQ=DAILY;COUNT=3")
  }

  // MARK: Error paths: bad input gives an error value, never a crash

  func testBadRule() {
    XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "FREQ=SOMETIMES", start: .floating(civil(2026, 1, 1)), limit: 3)) { e in
      guard case .badRule(let rule, _)? = e as? LibICalError else { return XCTFail("\(e)") }
      XCTAssertEqual(rule, "FREQ=SOMETIMES")
    }
    XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "", start: .floating(civil(2026, 1, 1)), limit: 3))
    XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "FREQ=DAILY;BYWEEKNO=1", start: .floating(civil(2026, 1, 1)), limit: 3))
  }

  func testUnknownZone() {
    for id in ["Mars/Olympus_Mons", "../../etc/passwd", "/etc/passwd", "America", ""] {
      XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "FREQ=DAILY", start: .zoned(civil(2026, 1, 1), zoneID: id), limit: 1)) { e in
        XCTAssertEqual(e as? LibICalError, .unknownZone(id))
      }
      XCTAssertFalse(LibICalRecurrence.knowsZone(id))
    }
    XCTAssertTrue(LibICalRecurrence.knowsZone("Australia/Lord_Howe"))
  }

  /// libical 3.0.16 crashes on FREQ=YEARLY;BYWEEKNO=50 without BYDAY from 2009-02-27 (found by
  /// the random run); LibICal refuses it instead.
  func testKnownCrashIsRefused() {
    XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "FREQ=YEARLY;BYWEEKNO=50;COUNT=20",
                                            start: .floating(civil(2009, 2, 27, 2, 57)), limit: 20)) { e in
      guard case .knownDefect? = e as? LibICalError else { return XCTFail("\(e)") }
    }
  }

  /// libical 3.0.16 never returns from `icalrecur_iterator_next` for FREQ=MINUTELY with BYMINUTE
  /// once it reaches Lord Howe's 30-minute fold (2023-04-02 02:00 → 01:30; found by the random
  /// run, seed 7): LibICal refuses such a rule when DTSTART to its end holds a fold.
  func testMinutelyAcrossLordHoweFoldIsRefused() {
    let start = LibICalStart.zoned(civil(2023, 4, 1, 1), zoneID: "Australia/Lord_Howe")
    for rule in ["FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0", "FREQ=MINUTELY;BYMINUTE=0", "FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=3"] {
      XCTAssertThrowsError(try LibICalRecurrence.expand(rule: rule, start: start, limit: 5, before: civil(2023, 5, 1))) { e in
        guard let error = e as? LibICalError, LibICalRecurrence.isMinutelyFoldHang(error) else { return XCTFail("\(rule): \(e)") }
      }
      XCTAssertNotNil(LibICalRecurrence.knownDefect(rule: rule, start: start), rule)
    }
  }

  /// Neighbours of the refused loop that libical does answer: the window ends before the fold
  /// (`before`, or the rule's UTC UNTIL), no fold until the next April, another zone, SECONDLY.
  func testMinutelyWithoutLordHoweFoldRuns() throws {
    let lordHowe = { (c: CivilDateTime) in LibICalStart.zoned(c, zoneID: "Australia/Lord_Howe") }
    // 2023-04-02 02:00 +11 is 2023-04-01T15:00Z; 04:00 +11 on April 1 is 2023-03-31T17:00Z.
    XCTAssertEqual(try LibICalRecurrence.expand(rule: "FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0", start: lordHowe(civil(2023, 4, 1, 1)),
                                      limit: 5, before: civil(2023, 4, 1, 14)).map { $0.text(utc: true) },
                   ["20230331T170000Z"])
    XCTAssertEqual(try texts("FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;UNTIL=20230401T140000Z", lordHowe(civil(2023, 4, 1, 1))),
                   ["20230331T170000Z"])
    // From June (+10:30 until October's gap, and no fold before April 2024).
    XCTAssertEqual(try LibICalRecurrence.expand(rule: "FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0", start: lordHowe(civil(2023, 6, 1, 1)),
                                      limit: 3, before: civil(2023, 7, 1)).map { $0.text(utc: true) },
                   ["20230531T173000Z", "20230601T173000Z", "20230602T173000Z"])
    XCTAssertNil(LibICalRecurrence.knownDefect(rule: "FREQ=SECONDLY;BYHOUR=4;BYMINUTE=0;BYSECOND=0",
                                     start: lordHowe(civil(2023, 4, 1, 1)), before: civil(2023, 5, 1)))
    XCTAssertNil(LibICalRecurrence.knownDefect(rule: "FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0",
                                     start: .zoned(civil(2023, 4, 1, 1), zoneID: "Australia/Sydney"), before: civil(2023, 5, 1)))
  }

  /// A COUNT used up before the first fold at or after DTSTART never reaches the loop, so
  /// libical is run (seed 9, case 12550 of the random run, agreed before the refusal): the
  /// fold is 2023-04-02 02:00 +11 = 2023-04-01T15:00Z, and COUNT=1 ends at 04:00 on April 1
  /// (2023-03-31T17:00Z, as the native engine and the catalogue reproducer give). Its
  /// neighbour COUNT=2 needs 04:00 on April 2, past the fold: still refused, decided by a probe
  /// run bounded an hour before the fold (`LibICalRuntime.countEndsBeforeFold`), never by
  /// running the hanging rule.
  func testMinutelyCountEndingBeforeLordHoweFoldRuns() throws {
    let start = LibICalStart.zoned(civil(2023, 4, 1, 1), zoneID: "Australia/Lord_Howe")
    XCTAssertNil(LibICalRecurrence.knownDefect(rule: "FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=1", start: start))
    XCTAssertEqual(try texts("FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=1", start), ["20230331T170000Z"])
    // Seed 9 #12550 itself: COUNT=14 used up on 2025-03-25, the fold is 2025-04-06.
    XCTAssertNil(LibICalRecurrence.knownDefect(rule: "FREQ=MINUTELY;BYDAY=TU;BYMINUTE=0;BYSETPOS=-1,1;COUNT=14",
                                     start: .zoned(civil(2025, 3, 18, 19, 30), zoneID: "Australia/Lord_Howe")))
    for rule in ["FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=2", "FREQ=MINUTELY;BYMINUTE=0;COUNT=26"] {
      let defect = try XCTUnwrap(LibICalRecurrence.knownDefect(rule: rule, start: start), rule)
      XCTAssertTrue(LibICalRecurrence.isMinutelyFoldHang(defect), rule)
    }
    // Every hour on the hour from 01:00 April 1 (2023-03-31T14:00Z): the probe ends at
    // 2023-04-01T14:00Z (01:00 April 2, the 25th), so 24 instances fit and 26 above do not.
    XCTAssertNil(LibICalRecurrence.knownDefect(rule: "FREQ=MINUTELY;BYMINUTE=0;COUNT=24", start: start))
    XCTAssertEqual(try texts("FREQ=MINUTELY;BYMINUTE=0;COUNT=24", start).suffix(2), ["20230401T120000Z", "20230401T130000Z"])
  }

  /// Source: ICU before 75 shares one cache of new years and winter solstices between its
  /// Chinese (UTC+8) and Dangi (UTC+9) calendars (unicode-org/icu pull 2932); Dangi 2029-10-06 is
  /// the 29th of month 8, and months 2 and 6 of 2030 begin on 2030-03-04 and 2030-07-01 in Dangi
  /// reckoned alone. LibICal empties ICU's caches between the two, so a DANGI rule after a
  /// CHINESE one that reached 2030 gives what it gives alone (before: 2030-04-02, 2031-03-22,
  /// 2031-08-16).
  func testDangiAfterChineseAsAlone() throws {
    let dangi = "RSCALE=DANGI;FREQ=MONTHLY;BYMONTH=2,6,6L;SKIP=OMIT;COUNT=3"
    let start = LibICalStart.date(CivilDate(year: 2029, month: 10, day: 6) ?? CivilDate(daysSinceEpoch: 0))
    let alone = try texts(dangi, start)
    _ = try texts("RSCALE=CHINESE;FREQ=YEARLY;COUNT=40", .date(CivilDate(year: 2025, month: 1, day: 1) ?? CivilDate(daysSinceEpoch: 0)))
    let after = try texts(dangi, start)
    XCTAssertEqual(alone, ["20300401", "20300729", "20310322"])
    XCTAssertEqual(after, alone)
  }

  func testStartPastYearLimit() {
    XCTAssertThrowsError(try LibICalRecurrence.expand(rule: "FREQ=DAILY", start: .floating(civil(2600, 1, 1)), limit: 1)) { e in
      guard case .badStart? = e as? LibICalError else { return XCTFail("\(e)") }
    }
  }

  // MARK: Source: RFC 5545 §3.8.2.4 DTSTART forms

  func testStartParsing() {
    XCTAssertEqual(LibICalStart(parsing: "DTSTART;TZID=Asia/Kathmandu:20260101T023000"),
                   .zoned(civil(2026, 1, 1, 2, 30), zoneID: "Asia/Kathmandu"))
    XCTAssertEqual(LibICalStart(parsing: "DTSTART;VALUE=DATE:20260131"), .date(CivilDate(year: 2026, month: 1, day: 31)!))
    XCTAssertEqual(LibICalStart(parsing: "20260131T090000Z"), .utc(civil(2026, 1, 31, 9)))
    XCTAssertEqual(LibICalStart(parsing: "DTSTART:20260131T090000"), .floating(civil(2026, 1, 31, 9)))
    XCTAssertNil(LibICalStart(parsing: "DTSTART:20260230T090000"))
    XCTAssertNil(LibICalStart(parsing: "DTSTART;VALUE=DATE:20260131T090000"))
    XCTAssertNil(LibICalStart(parsing: "DTSTART;TZID=UTC:20260131T090000Z"))
    XCTAssertEqual(LibICalStart(parsing: "DTSTART;TZID=Europe/Paris:20260131T090000")?.contentLine,
                   "DTSTART;TZID=Europe/Paris:20260131T090000")
  }

  /// libical's global state is behind one lock: concurrent calls give the same answers.
  func testConcurrentCallsAreSerialised() {
    let expected = ["19970902T130000Z", "19970903T130000Z", "19970904T130000Z"]
    let start = LibICalStart.zoned(civil(1997, 9, 2, 9), zoneID: "America/New_York")
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let got = (try? LibICalRecurrence.expand(rule: "FREQ=DAILY;COUNT=3", start: start, limit: 3))?.map { $0.text(utc: true) }
      XCTAssertEqual(got, expected)
    }
  }
}
