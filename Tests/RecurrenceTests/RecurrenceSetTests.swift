// Recurrence sets (RFC 5545 §3.8.5.1 EXDATE, §3.8.5.2 RDATE, §3.8.5.3 RRULE): RRULE instances and
// RDATEs merged in order, de-duplicated, minus EXDATEs; COUNT counts before EXDATE (docs/SEMANTICS.md);
// windows skip ahead. Expected values worked out from the calendar (2026-01-05 is a Monday).

import Recurrence
import XCTest
import Zones

final class RecurrenceSetTests: XCTestCase {
  func floating(_ d: Int, _ m: Int = 1, _ h: Int = 9) -> RecurrenceTime {
    .floating(CivilDateTime(year: 2026, month: m, day: d, hour: h)!)
  }

  /// RFC 5545 §3.8.5: DTSTART + RRULE + RDATE − EXDATE, in order.
  func testMergeAndExclude() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")],
                                rdates: [.value(floating(7)), .value(floating(12))],
                                exdates: [floating(12)])
    XCTAssertEqual(set.map(\.description), ["20260105T090000", "20260107T090000", "20260119T090000"])
  }

  /// Swift iterators are values: a copy taken inside a period (two BYMONTHDAY days a month)
  /// goes on from where it was copied, whatever the original does after. Worked out from the
  /// calendar (RFC 5545 §3.3.10, BYMONTHDAY expands MONTHLY).
  func testIteratorCopiesAreIndependent() throws {
    let r = try RuleSequence(rule: RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=1,15"), start: floating(1))
    var it = r.makeIterator()
    XCTAssertEqual(it.next()?.description, "20260101T090000")
    var copy = it
    XCTAssertEqual(it.next()?.description, "20260115T090000")
    XCTAssertEqual(it.next()?.description, "20260201T090000")
    XCTAssertEqual(it.next()?.description, "20260215T090000")
    XCTAssertEqual(copy.next()?.description, "20260115T090000")
    XCTAssertEqual(copy.next()?.description, "20260201T090000")
    XCTAssertEqual(it.next()?.description, "20260301T090000")
    XCTAssertEqual(copy.next()?.description, "20260215T090000")
    XCTAssertEqual(copy.next()?.description, "20260301T090000")
  }

  /// The batch read (`next(into:)`) yields what `next()` yields, and stops at the window end.
  /// Worked out from the calendar: weekdays Monday and Friday from Monday 2026-01-05.
  func testBatchesMatchSingleSteps() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,FR")])
    var it = set.occurrences(before: floating(23)).makeIterator()
    var batch = [Occurrence](repeating: Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: 0, form: .floating), count: 3)
    var got: [String] = []
    var guardSteps = 0
    while guardSteps < 10 {
      guardSteps += 1
      let n = batch.withUnsafeMutableBufferPointer { it.next(into: $0) }
      if n == 0 { break }
      got += batch[0..<n].map(\.description)
    }
    XCTAssertEqual(got, ["20260105T090000", "20260109T090000", "20260112T090000", "20260116T090000",
                         "20260119T090000"])
    XCTAssertEqual(set.occurrences(before: floating(23)).map(\.description), got)
  }

  /// docs/SEMANTICS.md: COUNT counts RRULE instances before EXDATE removes any.
  func testCountBeforeExdate() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3")],
                                exdates: [floating(6)])
    XCTAssertEqual(set.map(\.description), ["20260105T090000", "20260107T090000"])
  }

  /// RFC 5545 §3.8.5.2: an RDATE PERIOD contributes its start; duplicates appear once.
  func testPeriodsAndDuplicates() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2")],
                                rdates: [try RecurrenceDate(parsing: "20260106T090000/PT1H"),
                                         try RecurrenceDate(parsing: "20260110T080000/20260110T100000")])
    XCTAssertEqual(set.map(\.description), ["20260105T090000", "20260106T090000", "20260110T080000"])
  }

  /// RFC 5545 §3.8.5.2: an RDATE in UTC joins a zoned set at its instant (New York, EST).
  func testZonedFrame() throws {
    let ny = try Zone.named("America/New_York")
    let start = RecurrenceTime.zoned(CivilDateTime(year: 2026, month: 1, day: 5, hour: 9)!, ny)
    let set = try RecurrenceSet(start: start, rules: [RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2")],
                                rdates: [.value(.utc(CivilDateTime(year: 2026, month: 1, day: 5, hour: 20)!))],
                                exdates: [.utc(CivilDateTime(year: 2026, month: 1, day: 6, hour: 14)!)])
    XCTAssertEqual(set.map(\.description), ["20260105T090000", "20260105T150000"])
    XCTAssertEqual(set.map { utcText($0) }, ["20260105T140000Z", "20260105T200000Z"])
  }

  /// Windows are exclusive at both ends; a rule without COUNT skips ahead.
  func testWindow() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=DAILY")])
    let w = set.occurrences(after: floating(1, 6, 9), before: floating(4, 6, 9))
    XCTAssertEqual(w.map(\.description), ["20260602T090000", "20260603T090000"])
    let far = set.occurrences(after: .floating(CivilDateTime(year: 9000, month: 1, day: 1)!))
    XCTAssertEqual(far.prefix(2).map(\.description), ["90000101T090000", "90000102T090000"])
  }

  /// Windows with COUNT count from the start (nothing is skipped blindly).
  func testWindowWithCount() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5")])
    XCTAssertEqual(set.occurrences(after: floating(7)).map(\.description), ["20260108T090000", "20260109T090000"])
  }

  /// RFC 5545 §3.8.5.3: with no RRULE, DTSTART is still an instance.
  func testNoRule() throws {
    let set = try RecurrenceSet(start: floating(5), rules: [], rdates: [.value(floating(6))])
    XCTAssertEqual(set.map(\.description), ["20260105T090000", "20260106T090000"])
  }

  /// The same windows through `RuleSequence` directly.
  func testRecurrenceWindow() throws {
    let r = try RuleSequence(rule: RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR"), start: floating(30))
    let after = RecurrenceSet.occurrence(floating(1, 6), frame: r.start)
    XCTAssertEqual(r.occurrences(after: after).prefix(2).map(\.description), ["20260626T090000", "20260731T090000"])
  }
}
