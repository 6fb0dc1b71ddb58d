// The bounds every reader of untrusted input applies (SECURITY.md "Limits"): a content line
// (RFC 5545 §3.1 sets no maximum for an unfolded line) and a whole file read into memory.

/// Input size bounds shared by the parser, the planner, the reminders store and the tool.
///
/// ```swift
/// InputLimits.maxContentLineBytes   // 8,388,608: `recur lint /dev/zero` stops after 8 MiB
/// InputLimits.maxFileBytes          // 1,073,741,824: a store or .ics larger than 1 GiB is refused
/// ```
public enum InputLimits {
  /// The longest content line read, in octets: a physical line, or a logical line with its
  /// folds joined. Larger lines stop the read with a `FileReadError` naming the line (exit 65).
  public static let maxContentLineBytes = 8 << 20
  /// The largest file read whole into memory (a reminders store, an .ics for `fmt`, `plan`,
  /// `snooze`, `import`, an activity log).
  public static let maxFileBytes = 1 << 30
}
