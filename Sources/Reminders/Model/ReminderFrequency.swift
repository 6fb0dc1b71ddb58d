// The preset frequencies of an app reminder (DESIGN.md §4) and their RRULE FREQ (RFC 5545 §3.3.10).

/// How often a preset reminder repeats: `hourly`, `daily`, `weekly`, `monthly`, `yearly`.
///
/// `.monthly.ruleName == "MONTHLY"`; `ReminderFrequency(rawValue: "weekly") == .weekly`.
public enum ReminderFrequency: String, CaseIterable, Hashable, Sendable {
  case hourly, daily, weekly, monthly, yearly

  /// The RFC 5545 FREQ value.
  public var ruleName: String { rawValue.uppercased() }

  /// The frequency for an RFC 5545 FREQ value, if it is one of the presets.
  public init?(ruleName: String) {
    self.init(rawValue: ruleName.lowercased())
  }
}
