// The FREQ rule part of a recurrence rule (RFC 5545 §3.3.10, `freq`).

/// How often a rule's periods recur: the FREQ rule part.
///
/// ```swift
/// Frequency(icalName: "monthly")   // .monthly
/// Frequency.hourly.icalName         // "HOURLY"
/// ```
public enum Frequency: Int, CaseIterable, Hashable, Comparable, Sendable {
  /// Every second (FREQ=SECONDLY).
  case secondly = 0
  /// Every minute (FREQ=MINUTELY).
  case minutely
  /// Every hour (FREQ=HOURLY).
  case hourly
  /// Every day (FREQ=DAILY).
  case daily
  /// Every week, starting on WKST (FREQ=WEEKLY).
  case weekly
  /// Every month (FREQ=MONTHLY).
  case monthly
  /// Every year (FREQ=YEARLY).
  case yearly

  /// The RFC 5545 name, upper case (`DAILY`).
  public var icalName: String {
    switch self {
    case .secondly: "SECONDLY"
    case .minutely: "MINUTELY"
    case .hourly: "HOURLY"
    case .daily: "DAILY"
    case .weekly: "WEEKLY"
    case .monthly: "MONTHLY"
    case .yearly: "YEARLY"
    }
  }

  /// Reads an RFC 5545 FREQ value (case-insensitive); `nil` for anything else.
  public init?(icalName: some StringProtocol) {
    switch icalName.uppercased() {
    case "SECONDLY": self = .secondly
    case "MINUTELY": self = .minutely
    case "HOURLY": self = .hourly
    case "DAILY": self = .daily
    case "WEEKLY": self = .weekly
    case "MONTHLY": self = .monthly
    case "YEARLY": self = .yearly
    default: return nil
    }
  }

  /// Frequencies are ordered from SECONDLY (finest) to YEARLY (coarsest).
  public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rawValue < rhs.rawValue }
}
