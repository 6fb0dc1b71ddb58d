// Which RRULEs (RFC 5545 §3.3.10) the planner can bound without expanding them (DESIGN.md §5):
// the shapes `EarliestOccurrence` knows.

import Recurrence

extension RecurrenceRule {
  /// Whether the rule is `FREQ=HOURLY[;INTERVAL=n][;WKST=…]` and never ends: every occurrence
  /// is at DTSTART's minute and second. `FREQ=HOURLY;INTERVAL=3` → true; `…;COUNT=5` or
  /// `…;BYMINUTE=0,30` → false.
  var isHourlyWithoutParts: Bool {
    frequency == .hourly && count == nil && until == nil && rscale == nil
      && bySecond.isEmpty && byMinute.isEmpty && byHour.isEmpty && byDay.isEmpty && byMonthDay.isEmpty
      && byYearDay.isEmpty && byWeekNo.isEmpty && byMonth.isEmpty && bySetPos.isEmpty
  }
}
