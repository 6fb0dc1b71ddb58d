// Reminder text through export → import ("A CR LF in a title, notes or tag comes back
// from export → import as a literal `\n`; export writes raw control characters that its own lint
// rejects"). Source: RFC 5545 §3.3.11 (line breaks as "\n") and §3.1 (no CONTROL characters).

import Foundation
import ICalendar
import Reminders
import XCTest
import Zones

final class TextRoundTripTests: XCTestCase {
  private let store = #"{"reminders":[{"id":"A","title":"Line1\r\nLine2\rL3\u0007bell","notes":"n1\r\nn2\tTab","tags":["a\r\nb","c\u001bd"],"due":"2026-01-01T09:00:00","completed":false}]}"#

  func testLineBreaksComeBackAsLineBreaksAndControlsAreDroppedWithWarnings() throws {
    let loaded = try ReminderStore(json: Data(store.utf8))
    let (calendar, warnings) = loaded.calendar(stamp: Instant(secondsSinceEpoch: 1_795_348_800))
    XCTAssertEqual(warnings, [
      #"reminders[0] (id "A"): title: control character U+0007 dropped (RFC 5545 §3.1 allows only HTAB and line breaks)"#,
      #"reminders[0] (id "A"): tags[1]: control character U+001B dropped (RFC 5545 §3.1 allows only HTAB and line breaks)"#,
    ])
    let bytes = ICalendarWriter.bytes([calendar])
    var problems: [String] = []
    _ = ICalendarParser.lint(bytes) { problems.append($0.message) }
    XCTAssertEqual(problems, [])
    let text = String(decoding: bytes, as: UTF8.self)
    XCTAssertTrue(text.contains("SUMMARY:Line1\\nLine2\\nL3bell\r\n"), text)
    XCTAssertTrue(text.contains("DESCRIPTION:n1\\nn2\tTab\r\n"), text)
    XCTAssertTrue(text.contains("CATEGORIES:a\\nb,cd\r\n"), text)
    let back = ReminderImporter.importCalendar(bytes).store.reminders
    XCTAssertEqual(back.count, 1)
    XCTAssertEqual(back.first?.title, "Line1\nLine2\nL3bell")
    XCTAssertEqual(back.first?.notes, "n1\nn2\tTab")
    XCTAssertEqual(back.first?.tags, ["a\nb", "cd"])
  }
}
