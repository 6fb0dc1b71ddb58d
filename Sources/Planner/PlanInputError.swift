// Errors in the planner's inputs (README: exit 65, naming the file and the field):
// a bad activity log, a bad previous plan, a bad horizon.

/// A planner input that cannot be used, with the file, the field and what was expected.
///
/// ```swift
/// PlanInputError(file: "log.json", field: "activities[1].at",
///                message: "expected a time such as 2026-11-22T07:10:00Z, got \"soon\"")
/// // description: log.json: activities[1].at: expected a time such as …, got "soon"
/// ```
public struct PlanInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was read (as given on the command line).
  public let file: String
  /// Where in the file: a JSON path (`activities[1].at`), or `line:col` and a property name.
  public let field: String
  /// What is wrong and what was expected.
  public let message: String

  /// An error from its parts.
  public init(file: String, field: String, message: String) {
    self.file = file
    self.field = field
    self.message = message
  }

  /// `FILE: FIELD: message`.
  public var description: String { "\(file): \(field): \(message)" }
}
