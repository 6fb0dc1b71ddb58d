// An RDATE or EXDATE entry (RFC 5545 §3.8.5.1 EXDATE, §3.8.5.2 RDATE): a DATE, a DATE-TIME, or
// (RDATE only) a PERIOD (§3.3.9) whose start is the occurrence.

import Zones

/// One RDATE/EXDATE entry: a date or date-time value, or a period (start and end or duration).
///
/// ```swift
/// try RecurrenceDate(parsing: "20260205T090000Z")           // .value(.utc(2026-02-05T09:00:00))
/// try RecurrenceDate(parsing: "20260205T090000Z/PT1H")      // .period(start: …09:00Z, seconds: 3600)
/// try RecurrenceDate(parsing: "20260205T090000Z/20260205T100000Z")   // the same period
/// ```
public enum RecurrenceDate: Hashable, Sendable {
  /// A DATE or DATE-TIME.
  case value(RecurrenceTime)
  /// A PERIOD: its start is the occurrence; `seconds` is its length.
  case period(start: RecurrenceTime, seconds: Int)

  /// The value that becomes an occurrence (a period's start).
  public var start: RecurrenceTime {
    switch self {
    case .value(let v): v
    case .period(let s, _): s
    }
  }

  /// Reads `V`, `START/END` or `START/DURATION` (RFC 5545 §3.3.9, §3.3.6); date-times without
  /// `Z` take `zone` when given.
  public init(parsing text: String, zone: Zone? = nil) throws(RecurrenceError) {
    guard let slash = text.firstIndex(of: "/") else {
      self = .value(try RecurrenceTime(iCalendar: text, zone: zone))
      return
    }
    let start = try RecurrenceTime(iCalendar: String(text[..<slash]), zone: zone)
    let rest = String(text[text.index(after: slash)...])
    if rest.hasPrefix("P") || rest.hasPrefix("+P") || rest.hasPrefix("-P") {
      guard let seconds = Self.durationSeconds(rest) else {
        throw RecurrenceError(.parse, part: "RDATE", text: text,
                              message: "\"\(rest)\" is not a duration; expected e.g. PT1H, P1D, P1W (RFC 5545 §3.3.6)")
      }
      self = .period(start: start, seconds: seconds)
    } else {
      let end = try RecurrenceTime(iCalendar: rest, zone: zone)
      let s = start.instant?.secondsSinceEpoch ?? start.civil.secondsSinceEpoch
      let e = end.instant?.secondsSinceEpoch ?? end.civil.secondsSinceEpoch
      self = .period(start: start, seconds: Int(e - s))
    }
  }

  /// Seconds in an RFC 5545 §3.3.6 duration such as `PT1H30M`, `P1D`, `-P2W`; `nil` if malformed.
  static func durationSeconds(_ text: String) -> Int? {
    var s = Substring(text)
    var sign = 1
    if s.first == "+" { s = s.dropFirst() } else if s.first == "-" { sign = -1; s = s.dropFirst() }
    guard s.first == "P" else { return nil }
    s = s.dropFirst()
    var total = 0, number = 0, digits = 0, inTime = false, any = false
    for c in s {
      if let d = c.wholeNumberValue, c.isASCII {
        guard digits < 9 else { return nil }
        number = number * 10 + d
        digits += 1
        continue
      }
      let unit: Int
      switch c {
      case "T": inTime = true; continue
      case "W" where !inTime: unit = 604_800
      case "D" where !inTime: unit = 86_400
      case "H" where inTime: unit = 3_600
      case "M" where inTime: unit = 60
      case "S" where inTime: unit = 1
      default: return nil
      }
      guard digits > 0 else { return nil }
      total += number * unit
      number = 0
      digits = 0
      any = true
    }
    return any && digits == 0 ? sign * total : nil
  }
}
