// The example of Sources/RecurUmbrella/Recur.docc/Recur.md, as written there.

import Recur

/// The next three "last day of the month at 09:00 in New York" instants, through one import.
func nextMonthEnds() throws -> [Instant] {
  let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
  let start = try RecurrenceTime(contentLine: "DTSTART;TZID=America/New_York:20260131T090000")
  return try RuleSequence(rule: rule, start: start).prefix(3).compactMap(\.instant)
}
