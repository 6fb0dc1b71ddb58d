// A rule whose UNTIL has another value type than DTSTART (RFC 5545 §3.3.10), read leniently the
// one way every reader shares (docs/SEMANTICS.md "A mismatched UNTIL value type").

import Recurrence

extension RecurrenceRule {
  /// This rule with UNTIL in the form `start` asks for, or nil when UNTIL is absent or already
  /// fits: a DATE under a timed start is the last second of that day on the start's clock, a
  /// DATE-TIME under a DATE start is its date, a floating UNTIL under a zoned start is read in
  /// that zone. `FREQ=DAILY;UNTIL=20261130` from `DTSTART:20261101T090000Z` reads as
  /// `UNTIL=20261130T235959Z`.
  public func untilMatching(start: RecurrenceTime) -> RecurrenceRule? {
    guard let until, let fixed = ValueReader.untilMatching(until, anchor: start) else { return nil }
    var rule = self
    rule.until = fixed
    return rule
  }
}
