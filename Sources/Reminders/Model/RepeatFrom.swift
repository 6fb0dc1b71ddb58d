// Where the next due of a completed reminder is counted from (docs/FORMATS.md).

/// The anchor of the next due after a completion.
///
/// `.due`: the next occurrence of the series after both the due and the completion.
/// `.completion`: the completion date plus the interval, at the reminder's time of day
/// (daily, completed 2026-03-04 at 18:20, due time 09:00 → 2026-03-05T09:00:00).
public enum RepeatFrom: String, Hashable, Sendable, CaseIterable {
  /// From the due: the next occurrence of the series after the due and the completion.
  case due
  /// From the completion: the completion date plus the interval.
  case completion
}
