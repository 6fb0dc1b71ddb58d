// The names of the rule parts of a RECUR value (RFC 5545 §3.3.10 `recur-rule-part`,
// RFC 7529 §4.1 RSCALE and SKIP), in the order the canonical format writes them.

/// One rule part name of a RECUR value, such as `BYMONTHDAY`.
///
/// ```swift
/// RulePart(rawValue: "BYSETPOS")   // .bySetPos
/// RulePart.byMonthDay.rawValue     // "BYMONTHDAY"
/// ```
public enum RulePart: String, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// FREQ: the period kind.
  case freq = "FREQ"
  /// UNTIL: the inclusive end.
  case until = "UNTIL"
  /// COUNT: the number of instances.
  case count = "COUNT"
  /// INTERVAL: every n-th period.
  case interval = "INTERVAL"
  /// BYSECOND: seconds 0...60.
  case bySecond = "BYSECOND"
  /// BYMINUTE: minutes 0...59.
  case byMinute = "BYMINUTE"
  /// BYHOUR: hours 0...23.
  case byHour = "BYHOUR"
  /// BYDAY: weekdays, with ordinals in MONTHLY and YEARLY rules.
  case byDay = "BYDAY"
  /// BYMONTHDAY: days of the month, ±1...31.
  case byMonthDay = "BYMONTHDAY"
  /// BYYEARDAY: days of the year, ±1...366.
  case byYearDay = "BYYEARDAY"
  /// BYWEEKNO: weeks of the year, ±1...53.
  case byWeekNo = "BYWEEKNO"
  /// BYMONTH: months 1...12.
  case byMonth = "BYMONTH"
  /// BYSETPOS: positions in each period's set, ±1...366.
  case bySetPos = "BYSETPOS"
  /// WKST: the first day of the week.
  case wkst = "WKST"
  /// RSCALE (RFC 7529): the calendar scale.
  case rscale = "RSCALE"
  /// SKIP (RFC 7529): what to do with invalid dates.
  case skip = "SKIP"

  /// The canonical position of this part (RFC 5545 grammar order, then RFC 7529's).
  public var order: Int { RulePart.allCases.firstIndex(of: self) ?? 0 }

  /// The part name as written in a RECUR value.
  public var description: String { rawValue }

  /// Parts compare by canonical position.
  public static func < (lhs: RulePart, rhs: RulePart) -> Bool { lhs.order < rhs.order }
}
