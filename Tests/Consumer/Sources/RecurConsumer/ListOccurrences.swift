// The example of Sources/Occurrences/Occurrences.docc/ListingOccurrences.md, as written there.

import Foundation
import Occurrences
import Zones

/// The occurrences of a calendar file's events, to-dos and journals in one week of January 2026.
func listOccurrences(path: String) throws -> [String] {
  let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  let calendar = OccurrenceCalendar(bytes: bytes)
  let from = Instant(secondsSinceEpoch: 1_767_571_200)  // 2026-01-05T00:00:00Z
  let to = Instant(secondsSinceEpoch: 1_768_176_000)    // 2026-01-12T00:00:00Z
  var lines: [String] = []
  // Floating times (no TZID, no Z) are read in `floatingZone`; overrides replace their
  // occurrence; the window is half-open and every series is bounded by it.
  for occurrence in calendar.occurrences(from: from, to: to, floatingZone: try Zone.named("America/New_York")) {
    lines.append("\(occurrence.start?.iCalendarText ?? "-") \(occurrence.summary ?? occurrence.uid)")
  }
  return lines
}
