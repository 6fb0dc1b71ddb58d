// How a calendar's window is iterated: which series it skips without expanding them, and the
// text lines the merge writes without building values. Expected values are written out in
// full; each test names the RFC text or the reasoning it comes from.

import ICalendar
@testable import Occurrences
import Recurrence
import XCTest
import Zones

final class WindowIterationTests: XCTestCase {
  func calendar(_ body: [String]) -> OccurrenceCalendar {
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"] + body + ["END:VCALENDAR", ""])
      .joined(separator: "\r\n")
    return OccurrenceCalendar(bytes: Array(text.utf8))
  }

  func instant(_ text: String) throws -> Instant {
    try XCTUnwrap(try RecurrenceTime(iCalendar: text).instant)
  }

  func event(_ uid: String, _ props: [String]) -> [String] {
    ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"] + props + ["END:VEVENT"]
  }

  /// `START END UID` per occurrence in [from, to).
  func lines(_ c: OccurrenceCalendar, _ from: String, _ to: String) throws -> [String] {
    try c.occurrences(from: instant(from), to: instant(to)).map { o in
      "\(o.start?.iCalendarText ?? "-") \(o.end?.iCalendarText ?? "-") \(o.uid)"
    }
  }

  // MARK: - Text lines from the merge

  // The text output's lines (`recur occurrences`, README: START END UID SUMMARY) written by
  // `nextLine` from the merge's plain records equal those made from each occurrence's values:
  // a zoned weekly series, a floating one, an all-day one, a todo with only DUE, an override
  // with its own SUMMARY, and one without SUMMARY.
  func testNextLineMatchesTheOccurrenceValues() throws {
    let c = calendar(event("w", ["DTSTART;TZID=Europe/Paris:20260105T090000", "DTEND;TZID=Europe/Paris:20260105T100000",
                                 "RRULE:FREQ=WEEKLY", "SUMMARY:Standup"])
      + event("w", ["RECURRENCE-ID;TZID=Europe/Paris:20260112T090000", "DTSTART;TZID=Europe/Paris:20260112T110000",
                    "DTEND;TZID=Europe/Paris:20260112T120000", "SUMMARY:Moved standup"])
      + event("f", ["DTSTART:20260106T080000", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Floating"])
      + event("d", ["DTSTART;VALUE=DATE:20260107", "SUMMARY:All day"])
      + ["BEGIN:VTODO", "UID:t", "DTSTAMP:20260101T000000Z", "DUE:20260108T170000Z", "END:VTODO"])
    let window = c.occurrences(from: try instant("20260101T000000Z"), to: try instant("20260120T000000Z"))
    var expected: [String] = []
    for o in window {
      expected.append("\(o.start?.iCalendarText ?? "-") \(o.end?.iCalendarText ?? "-") \(o.uid) \(o.summary ?? "")")
    }
    var got: [String] = []
    var it = window.makeIterator()
    var buffer = [UInt8](repeating: 0, count: ComponentOccurrence.startAndEndLength)
    while buffer.withUnsafeMutableBufferPointer({ b in
      it.nextLine(startAndEnd: b) { n, uid, summary in
        got.append(String(decoding: b[0..<n], as: UTF8.self) + " " + String(decoding: uid, as: UTF8.self) + " "
          + (summary.map { String(decoding: $0, as: UTF8.self) } ?? ""))
      }
    }) {}
    XCTAssertEqual(got, expected)
    XCTAssertEqual(got, [
      "20260105T090000 20260105T100000 w Standup", "20260106T080000 - f Floating", "20260107 - d All day",
      "20260107T080000 - f Floating", "20260108T080000 - f Floating", "- 20260108T170000Z t ",
      "20260112T110000 20260112T120000 w Moved standup", "20260119T090000 20260119T100000 w Standup",
    ])
  }
}
