// Test helpers: expand a rule from a DTSTART content line and read the result as iCalendar
// value text (RFC 5545 §3.3.5), wall-clock or UTC.

import Recurrence
import XCTest
import Zones

/// Expands `rule` from `dtstart` (a content line or value) and returns up to `limit` values.
func expand(_ dtstart: String, _ rule: String, limit: Int = 1000, utc: Bool = false,
            file: StaticString = #filePath, line: UInt = #line) -> [String] {
  do {
    let set = try recurrenceSet(dtstart, rule)
    var out: [String] = []
    for o in set {
      if out.count >= limit { break }
      out.append(utc ? utcText(o) : o.description)
    }
    return out
  } catch {
    XCTFail("\(rule) from \(dtstart): \(error)", file: file, line: line)
    return []
  }
}

/// The set of one rule from `dtstart` (a content line or value).
func recurrenceSet(_ dtstart: String, _ rule: String) throws -> RecurrenceSet {
  let start = dtstart.contains(":") ? try RecurrenceTime(contentLine: dtstart) : try RecurrenceTime(iCalendar: dtstart)
  return try RecurrenceSet(start: start, rules: [RecurrenceRule(parsing: rule)])
}

/// Up to `n` next occurrences read as one batch (`RecurrenceSet.Iterator.next(into:)`, the read
/// `recur expand` uses).
func readBatch(_ it: inout RecurrenceSet.Iterator, _ n: Int) -> [Occurrence] {
  var buffer = [Occurrence](repeating: Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: 0, form: .floating), count: n)
  let got = buffer.withUnsafeMutableBufferPointer { it.next(into: $0) }
  return Array(buffer[0..<got])
}

/// The UTC text of an occurrence (`YYYYMMDDTHHMMSSZ`), or its own text when it has no instant.
func utcText(_ o: Occurrence) -> String {
  guard let instant = o.instant else { return o.description }
  return RecurrenceTime.utc(instant.utc).iCalendarText
}

/// The error a rule is rejected with, or nil.
func ruleError(_ rule: String, start: String? = nil) -> String? {
  do {
    let r = try RecurrenceRule(parsing: rule)
    if let start { try r.validate(start: try RecurrenceTime(contentLine: start)) }
    return nil
  } catch {
    return error.description
  }
}
