// The expand/limit table of RFC 5545 §3.3.10 (page 44), written as data. It drives both the
// validator (N/A cells are errors) and the single iterator (which parts generate candidates in
// a period and which only filter them). Nothing else in the engine branches on FREQ.

/// What a BYxxx part does for a given FREQ (RFC 5545 §3.3.10, the table after the grammar).
public enum PartAction: Hashable, Sendable {
  /// The part adds instances within each period (e.g. BYMONTH in a YEARLY rule).
  case expand
  /// The part removes instances that do not match (e.g. BYMONTH in a DAILY rule).
  case limit
  /// BYDAY's "Note 1"/"Note 2": expands unless a more specific day part is present, then limits.
  case special
  /// The part may not appear with this FREQ.
  case notApplicable
}

/// The RFC 5545 §3.3.10 table: `ExpansionTable.action(.byMonth, .yearly) == .expand`.
///
/// ```text
///             SECONDLY MINUTELY HOURLY DAILY  WEEKLY MONTHLY YEARLY
/// BYMONTH     Limit    Limit    Limit  Limit  Limit  Limit   Expand
/// BYWEEKNO    N/A      N/A      N/A    N/A    N/A    N/A     Expand
/// BYYEARDAY   Limit    Limit    Limit  N/A    N/A    N/A     Expand
/// BYMONTHDAY  Limit    Limit    Limit  Limit  N/A    Expand  Expand
/// BYDAY       Limit    Limit    Limit  Limit  Expand Note 1  Note 2
/// BYHOUR      Limit    Limit    Limit  Expand Expand Expand  Expand
/// BYMINUTE    Limit    Limit    Expand Expand Expand Expand  Expand
/// BYSECOND    Limit    Expand   Expand Expand Expand Expand  Expand
/// BYSETPOS    Limit    Limit    Limit  Limit  Limit  Limit   Limit
/// ```
public enum ExpansionTable {
  // Each row is one code per column, SECONDLY … YEARLY (Frequency.rawValue): L limit, E expand,
  // S special, N not applicable. Kept as static strings read by `action`, so validating or
  // planning a rule instantiates no array-of-tuples metadata at start (docs/ARCHITECTURE.md
  // "Start-up"); `rows` is built from the same codes.
  private static func codes(_ part: RulePart) -> StaticString? {
    switch part {
    case .byMonth: "LLLLLLE"
    case .byWeekNo: "NNNNNNE"
    case .byYearDay: "LLLNNNE"
    case .byMonthDay: "LLLLNEE"
    case .byDay: "LLLLESS"
    case .byHour: "LLLEEEE"
    case .byMinute: "LLEEEEE"
    case .bySecond: "LEEEEEE"
    case .bySetPos: "LLLLLLL"
    default: nil
    }
  }

  /// The parts the table has rows for, in the RFC's order.
  static let tableParts: [RulePart] = [
    .byMonth, .byWeekNo, .byYearDay, .byMonthDay, .byDay, .byHour, .byMinute, .bySecond, .bySetPos,
  ]

  /// The table's rows, in the RFC's order.
  public static let rows: [(part: RulePart, actions: [PartAction])] = tableParts.map { part in
    (part: part, actions: Frequency.allCases.map { action(part, $0) })
  }

  /// What `part` does when FREQ is `frequency`; parts outside the table (COUNT, WKST…) limit.
  public static func action(_ part: RulePart, _ frequency: Frequency) -> PartAction {
    guard let row = codes(part) else { return .limit }
    switch row.utf8Start[frequency.rawValue] {
    case UInt8(ascii: "E"): return .expand
    case UInt8(ascii: "S"): return .special
    case UInt8(ascii: "N"): return .notApplicable
    default: return .limit
    }
  }

  /// The time-of-day parts, coarsest first, with the FREQ at which each stops being limited to
  /// the period's own value: BYHOUR expands from DAILY up, BYMINUTE from HOURLY, BYSECOND from
  /// MINUTELY (read from the table above).
  static let timeParts: [RulePart] = [.byHour, .byMinute, .bySecond]

  /// The day-level parts in the order the RFC applies them.
  static let dayParts: [RulePart] = [.byMonth, .byWeekNo, .byYearDay, .byMonthDay, .byDay]

  /// Whether a BYDAY ordinal counts within the month rather than the year (§3.3.10 BYDAY: a
  /// MONTHLY rule, or a YEARLY one with BYMONTH): `-1FR` in `FREQ=YEARLY;BYMONTH=3` is the last
  /// Friday of March, in `FREQ=YEARLY` alone the last Friday of the year.
  static func ordinalsCountInMonth(_ frequency: Frequency, hasMonths: Bool) -> Bool {
    frequency == .monthly || (frequency == .yearly && hasMonths)
  }
}
