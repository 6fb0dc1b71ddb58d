// Wall-clock expansion across DST gaps and folds (RFC 5545 §3.3.5 resolution, §3.3.10 expansion
// in DTSTART's local time; docs/SEMANTICS.md). Transitions from the system tzdata (zdump -v, 2026):
// New York  gap 2026-03-08 02:00 EST→03:00 EDT (07:00Z), fold 2026-11-01 02:00 EDT→01:00 EST (06:00Z)
// Berlin    gap 2026-03-29 02:00 CET→03:00 CEST (01:00Z), fold 2026-10-25 03:00 CEST→02:00 CET (01:00Z)
// Lord Howe gap 2026-10-04 02:00 +1030→02:30 +11 (15:30Z Oct 3), fold 2026-04-05 02:00 +11→01:30 +1030 (15:00Z Apr 4)
// Chatham   gap 2026-09-27 02:45 +1245→03:45 +1345 (14:00Z Sep 26), fold 2026-04-05 03:45 +1345→02:45 +1245 (14:00Z Apr 4)
// Expected instants are worked out by hand from those offsets.

import Recurrence
import XCTest

final class DSTTests: XCTestCase {
  // MARK: America/New_York

  /// docs/SEMANTICS.md: a gap time reads with the offset before the gap; the next day is not shifted.
  func testNewYorkGapDailyAndNextDayNotShifted() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260307T023000", "FREQ=DAILY;COUNT=3", utc: true), [
      "20260307T073000Z",  // 02:30 EST (-0500)
      "20260308T073000Z",  // 02:30 does not exist: read with -0500, i.e. 03:30 EDT
      "20260309T063000Z",  // 02:30 EDT (-0400): not shifted by the gap the day before
    ])
    // The wall-clock lines keep the rule's time of day.
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260307T023000", "FREQ=DAILY;COUNT=3"),
                   ["20260307T023000", "20260308T023000", "20260309T023000"])
  }

  /// docs/SEMANTICS.md / RFC 5545 §3.3.5: a fold time is the first of the two (EDT).
  func testNewYorkFoldDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20261031T013000", "FREQ=DAILY;COUNT=3", utc: true), [
      "20261031T053000Z",  // 01:30 EDT (-0400)
      "20261101T053000Z",  // 01:30 happens twice: the first, EDT
      "20261102T063000Z",  // 01:30 EST (-0500)
    ])
  }

  /// RFC 5545 §3.3.5: DTSTART itself in the gap is 03:30 EDT; a gap instance counts toward COUNT.
  func testNewYorkStartInGap() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260308T023000", "FREQ=DAILY;COUNT=2", utc: true),
                   ["20260308T073000Z", "20260309T063000Z"])
  }

  /// docs/SEMANTICS.md (sub-daily across a gap): wall-clock hours 00…04; 02:00 resolves to
  /// 07:00Z like 03:00 EDT, so the set keeps one of them. COUNT=5 counts all five instances.
  func testNewYorkHourlyAcrossGap() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260308T000000", "FREQ=HOURLY;COUNT=5", utc: true),
                   ["20260308T050000Z", "20260308T060000Z", "20260308T070000Z", "20260308T080000Z"])
  }

  /// docs/SEMANTICS.md (sub-daily across a fold): wall-clock hours; 01:00 appears once (EDT).
  func testNewYorkHourlyAcrossFold() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20261101T000000", "FREQ=HOURLY;COUNT=4", utc: true),
                   ["20261101T040000Z", "20261101T050000Z", "20261101T070000Z", "20261101T080000Z"])
  }

  // MARK: Europe/Berlin

  /// docs/SEMANTICS.md: Berlin's gap, 02:30 on 2026-03-29 is 03:30 CEST (01:30Z).
  func testBerlinGapDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Europe/Berlin:20260328T023000", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20260328T013000Z", "20260329T013000Z", "20260330T003000Z"])
  }

  /// docs/SEMANTICS.md: Berlin's fold, 02:30 on 2026-10-25 is the first, CEST (00:30Z).
  func testBerlinFoldDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Europe/Berlin:20261024T023000", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20261024T003000Z", "20261025T003000Z", "20261026T013000Z"])
  }

  // MARK: Australia/Lord_Howe (30-minute DST)

  /// docs/SEMANTICS.md: 02:15 on 2026-10-04 is in the 30-minute gap: read with +1030 (15:45Z Oct 3).
  func testLordHoweGapDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Australia/Lord_Howe:20261003T021500", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20261002T154500Z", "20261003T154500Z", "20261004T151500Z"])
  }

  /// docs/SEMANTICS.md: 01:45 on 2026-04-05 happens twice; the first is +11 (14:45Z Apr 4).
  func testLordHoweFoldDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Australia/Lord_Howe:20260404T014500", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20260403T144500Z", "20260404T144500Z", "20260405T151500Z"])
  }

  // MARK: Pacific/Chatham (+1245 / +1345)

  /// docs/SEMANTICS.md: 03:00 on 2026-09-27 is in the gap 02:45→03:45: read with +1245 (14:15Z Sep 26).
  func testChathamGapDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Pacific/Chatham:20260926T030000", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20260925T141500Z", "20260926T141500Z", "20260927T131500Z"])
  }

  /// docs/SEMANTICS.md: 03:00 on 2026-04-05 happens twice; the first is +1345 (13:15Z Apr 4).
  func testChathamFoldDaily() {
    XCTAssertEqual(expand("DTSTART;TZID=Pacific/Chatham:20260404T030000", "FREQ=DAILY;COUNT=3", utc: true),
                   ["20260403T131500Z", "20260404T131500Z", "20260405T141500Z"])
  }

  // MARK: UNTIL in UTC (RFC 5545 §3.3.10: "If specified as a DATE-TIME value, then it MUST be specified in a UTC time format" when DTSTART has a TZID)

  /// RFC 5545 §3.3.10: UNTIL is inclusive: 09:00 EST on Mar 3 is exactly 14:00Z.
  func testUntilInclusiveInUTC() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260301T090000", "FREQ=DAILY;UNTIL=20260303T140000Z"),
                   ["20260301T090000", "20260302T090000", "20260303T090000"])
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260301T090000", "FREQ=DAILY;UNTIL=20260303T135959Z"),
                   ["20260301T090000", "20260302T090000"])
  }

  /// RFC 5545 §3.3.10: UNTIL compares instants, so after the spring change 09:00 EDT is 13:00Z.
  func testUntilAcrossDST() {
    XCTAssertEqual(expand("DTSTART;TZID=America/New_York:20260307T090000", "FREQ=DAILY;UNTIL=20260309T130000Z", utc: true),
                   ["20260307T140000Z", "20260308T130000Z", "20260309T130000Z"])
  }
}
