// Windows of rules with COUNT (RFC 5545 §3.3.10: COUNT counts instances from DTSTART on). A
// window far from DTSTART must not expand every instance before it: for a `.fixed` stride read on
// one offset (UTC or floating), `RuleSequenceIterator.skipAhead` counts the skipped periods by
// arithmetic (RuleSequence.swift, `countSkipped`). The equivalence test compares that with
// stepping from DTSTART; the fuzz regression writes its values out, computed from the proleptic
// Gregorian calendar (0001-01-01 to 2026-01-01 is 739,616 days = 63,902,822,400 seconds).

@testable import Recurrence
import XCTest
import Zones

final class CountedWindowTests: XCTestCase {
  // MARK: Regressions

  /// fuzz: FREQ=SECONDLY;COUNT=999999999 from year 1. Instance n is 0001-01-01T00:00:00Z plus
  /// n − 1 seconds, so instance 999,999,999 (the last) is +999,999,998 s = 0032-09-09T01:46:38Z
  /// and a window in 2026 holds none; with COUNT=63,902,822,402 the window after
  /// 2025-12-31T23:59:59Z holds instances 63,902,822,401 (2026-01-01T00:00:00Z) and
  /// 63,902,822,402 (00:00:01Z), the last. Before the fix each window counted every instance.
  func testSecondlyCountFromYearOne() throws {
    let fuzz = try recurrenceSet("00010101T000000Z", "FREQ=SECONDLY;COUNT=999999999")
    XCTAssertEqual(try window(fuzz, after: "20260101T000000Z", before: "20260108T000000Z"), [])
    XCTAssertEqual(try window(fuzz, after: "00320909T014635Z", before: "00320909T015000Z"),
                   ["00320909T014636Z", "00320909T014637Z", "00320909T014638Z"])
    // COUNT past the 9 digits the parser reads, as a rule built in code may have it.
    let longer = try RecurrenceSet(start: RecurrenceTime(iCalendar: "00010101T000000Z"),
                                   rules: [RecurrenceRule(frequency: .secondly, count: 63_902_822_402)])
    XCTAssertEqual(try window(longer, after: "20251231T235959Z", before: "20260108T000000Z"),
                   ["20260101T000000Z", "20260101T000001Z"])
    // The skip is taken: the iterator starts at the window with the skipped instances counted.
    let it = longer.occurrences(after: try RecurrenceTime(iCalendar: "20251231T235959Z")).makeIterator()
    XCTAssertGreaterThan(it.only.rule.emitted, 63_000_000_000)
  }

  /// Reasoned by equivalence (RFC 5545 §3.3.10: one rule, one set of instances however it is
  /// read): for fixed-stride rules with COUNT ending before, at, inside and after a window, the
  /// window read with the counted skip equals stepping from DTSTART and keeping the window.
  func testCountedSkipAgreesWithStepping() throws {
    // (rule, window after, window before): windows at least two days after DTSTART.
    let cases = [
      ("FREQ=SECONDLY", "20260103T120000", "20260103T120020"),
      ("FREQ=MINUTELY;INTERVAL=7", "20260110T000000", "20260110T030000"),
      ("FREQ=HOURLY;BYMINUTE=0,30", "20260210T000000", "20260214T000000"),
      ("FREQ=DAILY;BYHOUR=9,17", "20260210T000000", "20260310T000000"),
      ("FREQ=WEEKLY;BYDAY=MO,WE", "20260210T000000", "20260420T000000"),
    ]
    // Thursday 2026-01-01 at 00:10: the first period is cut by DTSTART for the hourly and
    // weekly rules, and DTSTART is not an instance of the daily and weekly ones.
    let starts = ["20260101T001000Z", "20260101T001000"]
    var checked = 0
    for start in starts {
      let z = start.hasSuffix("Z") ? "Z" : ""
      for (rule, afterText, beforeText) in cases {
        let after = try RecurrenceTime(iCalendar: afterText + z)
        let before = try RecurrenceTime(iCalendar: beforeText + z)
        // Instances up to the window's end, stepped from DTSTART without COUNT.
        let open = try recurrenceSet(start, rule)
        let afterKey = RecurrenceSet.occurrence(after, frame: open.start).sortKey
        let beforeKey = RecurrenceSet.occurrence(before, frame: open.start).sortKey
        let all = stepped(open, until: beforeKey)
        let firstInWindow = all.firstIndex { $0.sortKey > afterKey } ?? all.count
        let inWindow = all.count - firstInWindow
        XCTAssertGreaterThan(inWindow, 2, "\(rule): the window holds instances")
        for count in [firstInWindow - 1, firstInWindow, firstInWindow + inWindow / 2, all.count + 5] {
          let counted = try recurrenceSet(start, rule + ";COUNT=\(count)")
          let expected = stepped(counted, until: beforeKey).filter { $0.sortKey > afterKey }
          let window = counted.occurrences(after: after, before: before)
          var it = window.makeIterator()
          XCTAssertTrue(it.only.rule.emitted > 0 || it.only.rule.done, "\(rule);COUNT=\(count) from \(start): skipped")
          var got: [Occurrence] = []
          while let o = it.next() { got.append(o) }
          XCTAssertEqual(got, expected, "\(rule);COUNT=\(count) from \(start)")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 5 * 2 * 4)
  }

  /// A zoned start keeps stepping (an offset change in the skipped span could move or drop
  /// instances), and agrees with stepping. America/New_York springs forward on 2026-03-08.
  func testZonedStartSteps() throws {
    let set = try recurrenceSet("DTSTART;TZID=America/New_York:20260301T093000", "FREQ=DAILY;COUNT=10")
    let window = set.occurrences(after: try RecurrenceTime(iCalendar: "20260308T000000Z"))
    let it = window.makeIterator()
    XCTAssertEqual(it.only.rule.emitted, 0)
    XCTAssertEqual(window.map(utcText),
                   ["20260308T133000Z", "20260309T133000Z", "20260310T133000Z"])
  }

  // MARK: Helpers

  /// The window's instances as UTC text.
  private func window(_ set: RecurrenceSet, after: String, before: String) throws -> [String] {
    set.occurrences(after: try RecurrenceTime(iCalendar: after), before: try RecurrenceTime(iCalendar: before))
      .map(utcText)
  }

  /// The set's instances before `until` (a sort key), one `next()` at a time from DTSTART.
  private func stepped(_ set: RecurrenceSet, until: Int64) -> [Occurrence] {
    var out: [Occurrence] = []
    var it = set.makeIterator()
    while out.count < 1_000_000, let o = it.next(), o.sortKey < until { out.append(o) }
    return out
  }
}
