// Variants of a conformance case that the RSCALE catalogue entries compare libical's answer
// against (RFC 7529 months read in the RSCALE calendar).

import Recurrence
import Zones

/// `c` with DTSTART's time of day moved to the earliest the rule's BYHOUR, BYMINUTE and BYSECOND
/// name (a part the rule lacks keeps DTSTART's value), so a late-period variant starting on a
/// month's first day keeps that day's early instances: `BYHOUR=0,3,16` from 01:11 starts at
/// 00:11.
func atEarliestTime(_ c: ConformanceCase) -> ConformanceCase {
  let parts = RuleParts(c.rule)
  guard let colon = c.dtstart.lastIndex(of: ":"),
        let start = try? RecurrenceTime(contentLine: c.dtstart, zone: { try? Zone.named($0) }),
        !start.isDate else { return c }
  let t = start.civil.time
  let hour = parts.integers("BYHOUR").min() ?? t.hour
  let minute = parts.integers("BYMINUTE").min() ?? t.minute
  let second = parts.integers("BYSECOND").min() ?? t.second
  guard let time = CivilTime(hour: hour, minute: minute, second: second) else { return c }
  var earlier = c
  earlier.dtstart = String(c.dtstart[...colon])
    + LibICalTextBridge.local(CivilDateTime(date: start.civil.date, time: time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  return earlier
}
