// Reminder ids are UIDs and compare as bytes (`ComponentUID`, docs/SEMANTICS.md "UIDs compare as
// bytes"). Reasoned examples: `caf\u{E9}` (63 61 66 C3 A9) and `cafe\u{301}` (63 61 66 65 CC 81)
// are canonically equivalent but two UIDs (RFC 5545 §3.8.4.7 TEXT; §3.8.4.4 groups overrides
// by UID). Text is compared with non-ASCII scalars spelled out (`caf<E9>`), since String
// equality would merge the spellings.

import Foundation
import ICalendar
import Reminders
import XCTest

final class UIDIdentityTests: XCTestCase {
  let precomposed = "caf\u{E9}"
  let decomposed = "cafe\u{301}"

  func spelled(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<" + String($0.value, radix: 16, uppercase: true) + ">" }.joined()
  }

  // Import: the override joins the precomposed master only; the decomposed master is a second
  // reminder, not "UID repeats".
  func testImportGroupsOverridesByUIDBytes() {
    let text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN",
                "BEGIN:VTODO", "UID:\(precomposed)", "DTSTAMP:20260101T000000Z", "SUMMARY:Precomposed", "DUE:20261201T090000Z",
                "RRULE:FREQ=DAILY;COUNT=3", "END:VTODO",
                "BEGIN:VTODO", "UID:\(precomposed)", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID:20261202T090000Z", "DUE:20261202T100000Z", "END:VTODO",
                "BEGIN:VTODO", "UID:\(decomposed)", "DTSTAMP:20260101T000000Z", "SUMMARY:Decomposed", "DUE:20261201T090000Z",
                "RRULE:FREQ=DAILY;COUNT=3", "END:VTODO",
                "END:VCALENDAR", ""].joined(separator: "\r\n")
    let result = ReminderImporter.importCalendar(Array(text.utf8))
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    XCTAssertEqual(result.store.reminders.map { spelled("\($0.id) \($0.title) \($0.ical.count)") },
                   ["caf<E9> Precomposed 6", "cafe<301> Decomposed 0"])
  }

  // The store: both ids load (not "the same id"), and `index(of:)` finds each by its bytes.
  func testStoreKeepsBothSpellingsApart() throws {
    let store = try ReminderStore(json: Data("""
      {"reminders": [{"id": "\(precomposed)", "title": "A"}, {"id": "\(decomposed)", "title": "B"}]}
      """.utf8))
    XCTAssertEqual(store.reminders.map(\.title), ["A", "B"])
    XCTAssertEqual(store.index(of: precomposed), 0)
    XCTAssertEqual(store.index(of: decomposed), 1)
    XCTAssertNil(store.index(of: "cafe"))
  }
}
