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

  /// Reads a part name as written in a RECUR value (upper case); `nil` for anything else. A
  /// switch instead of the synthesized lookup, which builds an array of the names at first use.
  public init?(rawValue: String) {
    switch rawValue {
    case "FREQ": self = .freq
    case "UNTIL": self = .until
    case "COUNT": self = .count
    case "INTERVAL": self = .interval
    case "BYSECOND": self = .bySecond
    case "BYMINUTE": self = .byMinute
    case "BYHOUR": self = .byHour
    case "BYDAY": self = .byDay
    case "BYMONTHDAY": self = .byMonthDay
    case "BYYEARDAY": self = .byYearDay
    case "BYWEEKNO": self = .byWeekNo
    case "BYMONTH": self = .byMonth
    case "BYSETPOS": self = .bySetPos
    case "WKST": self = .wkst
    case "RSCALE": self = .rscale
    case "SKIP": self = .skip
    default: return nil
    }
  }

  /// One bit per part, for a set of parts kept in an integer.
  var bit: UInt32 {
    switch self {
    case .freq: 1 << 0
    case .until: 1 << 1
    case .count: 1 << 2
    case .interval: 1 << 3
    case .bySecond: 1 << 4
    case .byMinute: 1 << 5
    case .byHour: 1 << 6
    case .byDay: 1 << 7
    case .byMonthDay: 1 << 8
    case .byYearDay: 1 << 9
    case .byWeekNo: 1 << 10
    case .byMonth: 1 << 11
    case .bySetPos: 1 << 12
    case .wkst: 1 << 13
    case .rscale: 1 << 14
    case .skip: 1 << 15
    }
  }

  /// The canonical position of this part (RFC 5545 grammar order, then RFC 7529's).
  public var order: Int { RulePart.allCases.firstIndex(of: self) ?? 0 }

  /// The part name as written in a RECUR value.
  public var description: String { rawValue }

  /// Parts compare by canonical position.
  public static func < (lhs: RulePart, rhs: RulePart) -> Bool { lhs.order < rhs.order }
}
