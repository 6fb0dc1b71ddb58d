// The stride path (RuleSequenceIterator+Stride.swift) against the general path of the same iterator:
// batches read with `next(into:)` take the stride path wherever a rule allows it, single reads
// with `next()` never do, so the two must agree occurrence for occurrence (RFC 5545 §3.3.10:
// one rule, one set of instances, however it is read). The grid covers the stops the stride path
// hands back at: DST gaps and folds (§3.3.5), COUNT, UNTIL, window ends, DTSTART inside a period,
// the calendar's end, and batches that end inside a period. The written-out examples are reasoned
// from the zone rules named in each.

@testable import Recurrence
import XCTest
import Zones

final class StridePathTests: XCTestCase {
  // MARK: Reasoned examples

  /// America/New_York springs forward at 2026-03-08 02:00 EST (−05:00 → −04:00). FREQ=HOURLY;
  /// INTERVAL=3 from 20:30 EST steps the wall clock: 20:30, 23:30, 02:30 (in the gap: read with
  /// the offset before it, −05:00, docs/SEMANTICS.md), 05:30, 08:30, 11:30 EDT. Read in batches of 2,
  /// the stride path stops at the gap and hands back.
  func testHourlyAcrossSpringForwardInBatches() throws {
    let set = try recurrenceSet("DTSTART;TZID=America/New_York:20260307T203000", "FREQ=HOURLY;INTERVAL=3;COUNT=6")
    XCTAssertEqual(batched(set, batch: 2).map(utcText),
                   ["20260308T013000Z", "20260308T043000Z", "20260308T073000Z",
                    "20260308T093000Z", "20260308T123000Z", "20260308T153000Z"])
  }

  /// America/New_York falls back at 2026-11-01 02:00 EDT (−04:00 → −05:00): 01:30 that day is in
  /// the fold and reads as its first instant, 05:30Z (RFC 5545 §3.3.5); the days after read with
  /// −05:00 (06:30Z).
  func testDailyAcrossFallBack() throws {
    let set = try recurrenceSet("DTSTART;TZID=America/New_York:20261030T013000", "FREQ=DAILY;COUNT=4")
    XCTAssertEqual(batched(set, batch: 256).map(utcText),
                   ["20261030T053000Z", "20261031T053000Z", "20261101T053000Z", "20261102T063000Z"])
  }

  /// WEEKLY;BYDAY=MO,WE,FR from Saturday 2026-01-31: the first week's Monday to Friday lie before
  /// DTSTART and are not instances; then Feb 2, 4, 6, 9. UNTIL=20260209T143000Z (09:30 EST) is
  /// inclusive (§3.3.10).
  func testWeeklyFromMidWeekUntilInclusive() throws {
    let set = try recurrenceSet("DTSTART;TZID=America/New_York:20260131T093000",
                          "FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260209T143000Z")
    XCTAssertEqual(batched(set, batch: 3).map(utcText),
                   ["20260202T143000Z", "20260204T143000Z", "20260206T143000Z", "20260209T143000Z"])
  }

  /// Australia/Lord_Howe moves by 30 minutes: +11:00 → +10:30 at 2026-04-05 02:00 (the wall clock
  /// goes back to 01:30). FREQ=MINUTELY;INTERVAL=20 from 01:00: 01:00 (14:00Z), 01:20 (14:20Z),
  /// 01:40 (in the fold: first reading, +11:00 = 14:40Z), 02:00 (+10:30 = 15:30Z), 02:20 (15:50Z).
  func testLordHoweHalfHourFold() throws {
    let set = try recurrenceSet("DTSTART;TZID=Australia/Lord_Howe:20260405T010000", "FREQ=MINUTELY;INTERVAL=20;COUNT=5")
    XCTAssertEqual(batched(set, batch: 256).map(utcText),
                   ["20260404T140000Z", "20260404T142000Z", "20260404T144000Z",
                    "20260404T153000Z", "20260404T155000Z"])
  }

  /// The calendar ends on 9999-12-31 (SearchBound.lastYear): DAILY from 9999-12-25 has seven
  /// instances, the last week of which the stride path leaves to the general path.
  func testDailyToTheCalendarEnd() throws {
    let set = try recurrenceSet("99991225T120000Z", "FREQ=DAILY")
    XCTAssertEqual(batched(set, batch: 256).map(utcText),
                   ["99991225T120000Z", "99991226T120000Z", "99991227T120000Z", "99991228T120000Z",
                    "99991229T120000Z", "99991230T120000Z", "99991231T120000Z"])
  }

  /// The fixed stride runs for rules whose periods repeat one pattern, and not for rules with a
  /// day filter (BYMONTH limits DAILY) or BYSETPOS, whose candidates depend on the calendar;
  /// months and years stride by shape unless a part looks past the period (BYWEEKNO, SKIP).
  func testWhichRulesStride() throws {
    func learned(_ rule: String) throws -> Int {
      let set = try recurrenceSet("DTSTART;TZID=America/New_York:20260131T093000", rule)
      var it = set.makeIterator()
      _ = readBatch(&it, 300)
      return it.only.rule.patternLength
    }
    XCTAssertEqual(try learned("FREQ=DAILY"), 1)
    XCTAssertEqual(try learned("FREQ=WEEKLY;BYDAY=MO,WE,FR"), 3)
    XCTAssertEqual(try learned("FREQ=HOURLY;INTERVAL=3"), 1)
    XCTAssertEqual(try learned("FREQ=DAILY;BYHOUR=8,20;BYMINUTE=0,30"), 4)
    XCTAssertEqual(try learned("FREQ=DAILY;BYMONTH=3,4"), 0)
    XCTAssertEqual(try learned("FREQ=WEEKLY;BYDAY=MO,FR;BYSETPOS=1"), 0)
    XCTAssertEqual(try kind("FREQ=DAILY"), .fixed)
    XCTAssertEqual(try kind("FREQ=DAILY;BYMONTH=3,4"), .none)
    XCTAssertEqual(try kind("FREQ=MONTHLY;BYMONTHDAY=31"), .months)
    XCTAssertEqual(try kind("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13"), .months)
    XCTAssertEqual(try kind("FREQ=MONTHLY;RSCALE=GREGORIAN;SKIP=FORWARD;BYMONTHDAY=31"), .none)
    XCTAssertEqual(try kind("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"), .years)
    XCTAssertEqual(try kind("FREQ=YEARLY;BYWEEKNO=1"), .none)
  }

  /// The kind of stride a rule's plan takes from DTSTART 2026-01-31 09:30 New York.
  private func kind(_ rule: String) throws -> RuleSequenceIterator.StrideKind {
    try recurrenceSet("DTSTART;TZID=America/New_York:20260131T093000", rule).makeIterator().only.rule.strideKind
  }

  /// The last Fridays of 2026's first six months (Jan 30, Feb 27, Mar 27, Apr 24, May 29,
  /// Jun 26) at 09:30 New York: −05:00 until the spring-forward on March 8, −04:00 after it.
  /// Six month shapes, each read once; batches of 4 end inside the run.
  func testLastFridayAcrossSpringForward() throws {
    let set = try recurrenceSet("DTSTART;TZID=America/New_York:20260130T093000", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6")
    XCTAssertEqual(batched(set, batch: 4).map(utcText),
                   ["20260130T143000Z", "20260227T143000Z", "20260327T133000Z",
                    "20260424T133000Z", "20260529T133000Z", "20260626T133000Z"])
  }

  /// February's last day each year from 2027: 28 in common years, 29 in 2028 (RFC 5545 §3.3.10
  /// BYSETPOS=-1 over BYMONTHDAY=28,29); two year shapes, then the stride repeats them.
  func testLastDayOfFebruary() throws {
    let set = try recurrenceSet("20270101T120000Z", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1;COUNT=5")
    XCTAssertEqual(batched(set, batch: 256).map(utcText),
                   ["20270228T120000Z", "20280229T120000Z", "20290228T120000Z", "20300228T120000Z",
                    "20310228T120000Z"])
  }

  // MARK: Parity with the general path

  /// Every rule × start × window below, read in batches of 1, 5 and 256, gives what `next()`
  /// gives (up to 1,000 instances each).
  func testBatchesAgreeWithSingleReads() throws {
    let rules = [
      "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=DAILY;COUNT=40", "FREQ=WEEKLY",
      "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU",
      "FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=1,2,3,20", "FREQ=DAILY;BYHOUR=0,1,2,3;BYMINUTE=15,45",
      "FREQ=HOURLY", "FREQ=HOURLY;INTERVAL=3", "FREQ=HOURLY;INTERVAL=25;COUNT=300",
      "FREQ=HOURLY;BYMINUTE=0,30", "FREQ=MINUTELY;INTERVAL=13", "FREQ=MINUTELY;INTERVAL=45",
      "FREQ=SECONDLY;INTERVAL=7919", "FREQ=HOURLY;BYHOUR=1,2,3", "FREQ=DAILY;BYMONTH=3,11",
      "FREQ=DAILY;UNTIL=20261102T063000Z", "FREQ=HOURLY;INTERVAL=2;UNTIL=20260308T070000Z",
      "FREQ=WEEKLY;BYDAY=SU;UNTIL=20261101T060000Z",
      // Month and year shapes.
      "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYMONTHDAY=31",
      "FREQ=MONTHLY;BYMONTHDAY=-1,15;COUNT=700", "FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1,-1",
      "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=30",
      "FREQ=MONTHLY;BYMONTH=2,8;BYMONTHDAY=29", "FREQ=MONTHLY;BYDAY=2SU,-1SU;BYHOUR=1,2,3;BYMINUTE=30",
      "FREQ=MONTHLY;RSCALE=GREGORIAN;SKIP=FORWARD;BYMONTHDAY=31", "FREQ=MONTHLY;UNTIL=20301231T000000Z",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1", "FREQ=YEARLY", "FREQ=YEARLY;BYYEARDAY=1,100,-1",
      "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;BYHOUR=2", "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;BYHOUR=2;BYMINUTE=30",
      "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYDAY=20MO", "FREQ=YEARLY;BYWEEKNO=1",
      "FREQ=YEARLY;BYMONTH=1,7;BYDAY=1MO,-1FR;COUNT=90", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO",
      // Runs of 47 empty months (hands over to the general path after 48) and 27 empty years.
      "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=FR;COUNT=20",
    ]
    let starts = [
      "DTSTART;TZID=America/New_York:20260131T093000",
      "DTSTART;TZID=America/New_York:20260307T013000",
      "DTSTART;TZID=America/New_York:20261031T013000",
      "DTSTART;TZID=Europe/Berlin:20260328T023000",
      "DTSTART;TZID=Australia/Lord_Howe:20260404T013000",
      "DTSTART;TZID=Pacific/Chatham:20260405T024500",
      "DTSTART;TZID=Pacific/Apia:20111229T120000",
      "20260307T013000", "20260307T013000Z", "99991220T233000Z", "00010101T000000",
    ]
    var compared = 0
    var strided = 0
    for start in starts {
      for rule in rules {
        let set = try recurrenceSet(start, rule)
        let whole = singles(set.makeIterator(), limit: 1000)
        for batch in [1, 5, 256] {
          var it = set.makeIterator()
          assertSame(readAll(&it, batch: batch, limit: 1000), whole, "\(rule) from \(start), batches of \(batch)")
          if it.only.rule.patternLength > 0 || it.only.rule.shapePatterns != nil { strided += 1 }
          compared += 1
        }
        // A window: after the 10th instance, before the 200th (exclusive bounds).
        if whole.count > 200 {
          let window = set.occurrences(after: whole[9].value(zone: start.zone), before: whole[199].value(zone: start.zone))
          let expected = Array(whole[10..<199])
          var it = window.makeIterator()
          assertSame(readAll(&it, batch: 64, limit: 1000), expected, "\(rule) from \(start), window")
          let single = window.makeIterator()
          assertSame(singles(single, limit: 1000), expected, "\(rule) from \(start), window, single reads")
        }
      }
    }
    XCTAssertEqual(compared, rules.count * starts.count * 3)
    // Most of the grid strides (so the comparison tests the stride path, not only the general one).
    XCTAssertGreaterThan(strided, compared / 2)
  }

  // MARK: Helpers

  /// Fails with the first index where `got` and `expected` differ (not the whole lists).
  private func assertSame(_ got: [Occurrence], _ expected: [Occurrence], _ label: String,
                          file: StaticString = #filePath, line: UInt = #line) {
    guard got != expected else { return }
    let i = (0..<min(got.count, expected.count)).first { got[$0] != expected[$0] } ?? min(got.count, expected.count)
    let g = i < got.count ? "\(got[i]) (\(got[i].sortKey))" : "end"
    let e = i < expected.count ? "\(expected[i]) (\(expected[i].sortKey))" : "end"
    XCTFail("\(label): instance \(i) is \(g), expected \(e) (\(got.count) vs \(expected.count) instances)",
            file: file, line: line)
  }

  private func batched(_ set: RecurrenceSet, batch: Int) -> [Occurrence] {
    var it = set.makeIterator()
    return readAll(&it, batch: batch, limit: 10_000)
  }

  private func readAll(_ it: inout RecurrenceSet.Iterator, batch: Int, limit: Int) -> [Occurrence] {
    var out: [Occurrence] = []
    while out.count < limit {
      let got = readBatch(&it, min(batch, limit - out.count))
      if got.isEmpty { break }
      out += got
    }
    return out
  }

  private func singles(_ iterator: RecurrenceSet.Iterator, limit: Int) -> [Occurrence] {
    var it = iterator
    var out: [Occurrence] = []
    while out.count < limit, let o = it.next() { out.append(o) }
    return out
  }
}

private extension String {
  /// The zone of a `DTSTART;TZID=…:` line, for window bounds in DTSTART's frame.
  var zone: Zone? {
    guard let start = try? RecurrenceTime(contentLine: self), case .zoned(_, let z) = start else { return nil }
    return z
  }
}
