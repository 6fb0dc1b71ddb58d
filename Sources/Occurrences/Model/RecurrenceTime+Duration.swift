// A DTSTART-like value plus a DURATION (RFC 5545 §3.3.6: weeks and days nominal, on the wall
// clock; hours, minutes and seconds exact), for readers outside this module (a todo's due is
// DTSTART + DURATION when it has no DUE, §3.6.2).

import ICalendar
import Recurrence

extension RecurrenceTime {
  /// This value plus `duration`: `20260305T090000` in New York + `P5D` is `20260310T090000`
  /// (five calendar days, across the DST start); + `PT120H` is `20260310T100000`.
  public func adding(_ duration: DurationValue) -> RecurrenceTime { TimeMath.adding(duration, to: self) }
}
