// The preset frequencies of an app reminder (docs/FORMATS.md) and their RRULE FREQ (RFC 5545 §3.3.10).

/// How often a preset reminder repeats: `hourly`, `daily`, `weekly`, `monthly`, `yearly`.
///
/// `.monthly.ruleName == "MONTHLY"`; `ReminderFrequency(rawValue: "weekly") == .weekly`.
public enum ReminderFrequency: String, CaseIterable, Hashable, Sendable {
  /// Every `interval` hours (`FREQ=HOURLY`).
  case hourly
  /// Every `interval` days (`FREQ=DAILY`).
  case daily
  /// Every `interval` weeks (`FREQ=WEEKLY`).
  case weekly
  /// Every `interval` months (`FREQ=MONTHLY`), clamped to shorter months.
  case monthly
  /// Every `interval` years (`FREQ=YEARLY`), Feb 29 clamped to Feb 28 in common years.
  case yearly

  /// The RFC 5545 FREQ value.
  public var ruleName: String { rawValue.uppercased() }

  /// The frequency for an RFC 5545 FREQ value, if it is one of the presets.
  public init?(ruleName: String) {
    self.init(rawValue: ruleName.lowercased())
  }
}
