// Builders the Occurrences test classes share: a VCALENDAR around component lines, and an
// instant from an iCalendar DATE-TIME text.

import Occurrences
import Recurrence
import XCTest
import Zones

/// Fixtures for tests that read a calendar written inline.
protocol CalendarFixtures {}

extension CalendarFixtures {
  /// A VCALENDAR around `body` (lines joined with CRLF).
  func calendar(_ body: [String]) -> OccurrenceCalendar {
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"] + body + ["END:VCALENDAR", ""])
      .joined(separator: "\r\n")
    return OccurrenceCalendar(bytes: Array(text.utf8))
  }

  /// The instant of a UTC or zoned DATE-TIME text (`20260601T000000Z`).
  func instant(_ text: String) throws -> Instant {
    try XCTUnwrap(try RecurrenceTime(iCalendar: text).instant)
  }
}
