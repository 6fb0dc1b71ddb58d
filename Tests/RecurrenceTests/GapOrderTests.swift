// Regression (found by the libical cross-check, seed 6 #4795 and a reasoned New York case,
// docs/CONFORMANCE.md): a recurrence set is in instant order (RFC 5545 §3.8.5.3 "the set of
// start date-times"), and a wall-clock time in a DST gap reads with the offset before the gap
// (§3.3.5), so its instant can be later than those of the times just after the gap. Such an
// instance was dropped as if it repeated the earlier one. New York, 2026-03-08: the gap is
// 02:00 ..< 03:00 EST→EDT (07:00Z); 02:15 reads as 02:15 EST = 07:15Z; 03:00 EDT is 07:00Z.
// Expected instants worked out by hand from those offsets; python-dateutil 2.9.0 lists the same
// four instances (it maps 02:15 to 07:15Z as well) and libical 3.0.16 drops the gap time.

import Recurrence
import XCTest
import Zones

final class GapOrderTests: XCTestCase {
  static let start = "DTSTART;TZID=America/New_York:20260308T013000"

  /// Every instance kept, put in instant order: 03:00 EDT (07:00Z) before 02:15 (07:15Z).
  func testGapInstanceAndTheTimeAfterTheGapBothKeptInInstantOrder() {
    XCTAssertEqual(expand(Self.start, "FREQ=MINUTELY;INTERVAL=45;COUNT=4", utc: true),
                   ["20260308T063000Z", "20260308T070000Z", "20260308T071500Z", "20260308T074500Z"])
    // Each line keeps its own wall-clock reading.
    XCTAssertEqual(expand(Self.start, "FREQ=MINUTELY;INTERVAL=45;COUNT=4"),
                   ["20260308T013000", "20260308T030000", "20260308T021500", "20260308T034500"])
  }

  /// BYSETPOS counts in the period's wall-clock order, as COUNT does (RFC 5545 §3.3.10 applies
  /// it to the period's date-times; §3.3.5 reads each chosen one afterwards). Pacific/Chatham
  /// skips 02:45 ..< 03:45 on 1998-10-04: 03:00 reads as 14:15Z (04:00 +1345) and 03:51 is
  /// 14:06Z. The set lists 03:51 first (instant order); BYSETPOS=1 is still 03:00 and
  /// BYSETPOS=-1 03:51, as python-dateutil 2.9.0 (naive date-times) gives 03:00 for position 1.
  func testBysetposCountsInWallClockOrder() {
    let start = "DTSTART;TZID=Pacific/Chatham:19980901T033000"
    XCTAssertEqual(expand(start, "FREQ=MONTHLY;BYMONTHDAY=4;BYMINUTE=0,51;COUNT=4", utc: true),
                   ["19980903T141500Z", "19980903T150600Z", "19981003T140600Z", "19981003T141500Z"])
    XCTAssertEqual(expand(start, "FREQ=MONTHLY;BYMONTHDAY=4;BYMINUTE=0,51;BYSETPOS=1;COUNT=3", utc: true),
                   ["19980903T141500Z", "19981003T141500Z", "19981103T131500Z"])
    XCTAssertEqual(expand(start, "FREQ=MONTHLY;BYMONTHDAY=4;BYMINUTE=0,51;BYSETPOS=-1;COUNT=3", utc: true),
                   ["19980903T150600Z", "19981003T140600Z", "19981103T140600Z"])
  }

  /// UNTIL (inclusive, §3.3.10) between the two: the gap time (07:15Z) is past it, the time after
  /// the gap (07:00Z) is not, and the rule goes on past the gap time to find it.
  func testUntilBetweenTheGapTimeAndTheTimeAfterIt() {
    XCTAssertEqual(expand(Self.start, "FREQ=MINUTELY;INTERVAL=45;UNTIL=20260308T071000Z", utc: true),
                   ["20260308T063000Z", "20260308T070000Z"])
  }

  /// A window (`before` exclusive) between the two behaves like UNTIL.
  func testWindowEndBetweenTheGapTimeAndTheTimeAfterIt() throws {
    let set = try RecurrenceSet(start: RecurrenceTime(contentLine: Self.start),
                                rules: [RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=45;COUNT=4")])
    let window = set.occurrences(before: try RecurrenceTime(iCalendar: "20260308T071000Z"))
    XCTAssertEqual(window.map(utcText), ["20260308T063000Z", "20260308T070000Z"])
  }

  /// With an EXDATE the set merges rules, RDATEs and EXDATEs (the general path): same order.
  func testOrderWithExdateAndRdate() throws {
    let set = try RecurrenceSet(start: RecurrenceTime(contentLine: Self.start),
                                rules: [RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=45;COUNT=4")],
                                rdates: [.value(try RecurrenceTime(iCalendar: "20260308T070500Z"))],
                                exdates: [try RecurrenceTime(iCalendar: "20260308T074500Z")])
    XCTAssertEqual(set.map(utcText), ["20260308T063000Z", "20260308T070000Z", "20260308T070500Z", "20260308T071500Z"])
  }

  /// Batches (`next(into:)`, the path `recur expand` takes) give what `next()` gives.
  func testBatchesAgreeWithSingleSteps() throws {
    let set = try RecurrenceSet(start: RecurrenceTime(contentLine: "DTSTART;TZID=America/New_York:20260307T230000"),
                                rules: [RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=25;COUNT=20")])
    var it = set.makeIterator()
    var batched: [Occurrence] = []
    let buffer = UnsafeMutableBufferPointer<Occurrence>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    var rounds = 0
    while rounds < 100 {
      rounds += 1
      let n = it.next(into: buffer)
      if n == 0 { break }
      batched.append(contentsOf: buffer[0..<n])
    }
    XCTAssertEqual(batched, Array(set))
    // Wall clock every 25 min: 23:00 EST … 01:55 EST (06:55Z), 02:20 and 02:45 (in the gap:
    // 07:20Z, 07:45Z), 03:10 EDT (07:10Z), 03:35 EDT (07:35Z), 04:00 EDT (08:00Z) …
    XCTAssertEqual(batched.map(utcText), [
      "20260308T040000Z", "20260308T042500Z", "20260308T045000Z", "20260308T051500Z", "20260308T054000Z",
      "20260308T060500Z", "20260308T063000Z", "20260308T065500Z", "20260308T071000Z", "20260308T072000Z",
      "20260308T073500Z", "20260308T074500Z", "20260308T080000Z", "20260308T082500Z", "20260308T085000Z",
      "20260308T091500Z", "20260308T094000Z", "20260308T100500Z", "20260308T103000Z", "20260308T105500Z",
    ])
  }
}
