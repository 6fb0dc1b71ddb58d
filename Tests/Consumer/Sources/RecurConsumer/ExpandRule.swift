// The example of Sources/Recurrence/Recurrence.docc/ExpandingARule.md and of README.md
// "Using the library", as written there.

import Recurrence
import Zones

/// The first three occurrences of "the last day of every month at 09:00 in New York".
func expandRule() throws -> [String] {
  let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
  let start = try RecurrenceTime(contentLine: "DTSTART;TZID=America/New_York:20260131T090000")
  var lines: [String] = []
  for occurrence in try RuleSequence(rule: rule, start: start).prefix(3) {
    // `instant` is nil for DATE and floating starts, which name no instant.
    lines.append("\(occurrence.civil) \(occurrence.instant.map { "\($0)" } ?? "floating")")
  }
  return lines
}
