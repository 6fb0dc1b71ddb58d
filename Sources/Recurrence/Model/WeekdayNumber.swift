// One BYDAY entry: an optional ordinal and a weekday (RFC 5545 §3.3.10, `weekdaynum`).

import Zones

/// One BYDAY entry such as `MO`, `1MO`, `-1FR` or `+2TU`.
///
/// ```swift
/// WeekdayNumber(ordinal: -1, weekday: .friday).description   // "-1FR": the last Friday
/// WeekdayNumber(ordinal: 0, weekday: .monday).description    // "MO": every Monday
/// ```
public struct WeekdayNumber: Hashable, Sendable, CustomStringConvertible {
  /// The ordinal within the month or year: 1...53 or -53...-1; 0 means every such weekday.
  public var ordinal: Int
  /// The day of the week.
  public var weekday: Weekday

  /// An entry from its parts; `ordinal` 0 means every `weekday`.
  public init(ordinal: Int = 0, weekday: Weekday) {
    self.ordinal = ordinal
    self.weekday = weekday
  }

  /// RFC 5545 text: `MO`, `2TU`, `-1FR` (a leading `+` is not written).
  public var description: String {
    ordinal == 0 ? weekday.icalName : "\(ordinal)\(weekday.icalName)"
  }
}
