// Days of the week, numbered as ISO 8601 does (Monday = 1 … Sunday = 7).
// RFC 5545 §3.3.10 names them SU, MO, TU, WE, TH, FR, SA (the `weekdayday` rule).

/// A day of the week, numbered as ISO 8601 (Monday = 1 … Sunday = 7).
///
/// ```swift
/// Weekday(icalName: "WE")        // .wednesday
/// Weekday.sunday.icalName        // "SU"
/// Weekday.friday.advanced(by: 3) // .monday
/// ```
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable {
  /// Monday = 1, Tuesday = 2, … Sunday = 7 (ISO 8601).
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The two-letter name RFC 5545 uses (`MO`, `TU`, …).
  public var icalName: String {
    switch self {
    case .monday: "MO"
    case .tuesday: "TU"
    case .wednesday: "WE"
    case .thursday: "TH"
    case .friday: "FR"
    case .saturday: "SA"
    case .sunday: "SU"
    }
  }

  /// Reads an RFC 5545 two-letter weekday name (case-insensitive); `nil` for anything else.
  public init?(icalName: some StringProtocol) {
    switch icalName.uppercased() {
    case "MO": self = .monday
    case "TU": self = .tuesday
    case "WE": self = .wednesday
    case "TH": self = .thursday
    case "FR": self = .friday
    case "SA": self = .saturday
    case "SU": self = .sunday
    default: return nil
    }
  }

  /// The weekday `days` days later (negative goes back): `.friday.advanced(by: 3) == .monday`.
  @inlinable
  public func advanced(by days: Int) -> Weekday {
    let zeroBased = ((rawValue - 1 + days) % 7 + 7) % 7
    return Weekday(rawValue: zeroBased + 1) ?? .monday
  }

  /// Days from `start` forward to `self`, in 0...6: `Weekday.monday.days(after: .sunday) == 1`.
  @inlinable
  public func days(after start: Weekday) -> Int {
    ((rawValue - start.rawValue) % 7 + 7) % 7
  }

  /// Weekdays are ordered Monday first.
  @inlinable
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
