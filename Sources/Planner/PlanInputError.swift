// Errors in the planner's inputs (README: exit 65, naming the file and the field):
// a bad activity log, a bad previous plan, a bad horizon; or a file that cannot be read at all
// (exit 64 in the tool, as every command's unreadable input).

import ICalendar

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
  /// The read error when the file could not be read or broke a limit of `InputLimits`.
  public let readError: FileReadError?

  /// Whether the file could not be read at all (an OS error: missing, a directory, no
  /// permission), which the tool reports as unreadable input (exit 64), not as bad data.
  public var isUnreadable: Bool { readError.map { !$0.isLimit } ?? false }

  /// An error from its parts.
  public init(file: String, field: String, message: String) {
    self.file = file
    self.field = field
    self.message = message
    self.readError = nil
  }

  /// The error for a file that could not be read or broke a limit of `InputLimits`; the field
  /// is `(file)`.
  ///
  /// ```swift
  /// PlanInputError.reading(FileReadError(path: "/nope", code: 2, message: "No such file or directory"))
  /// // description: /nope: (file): cannot read: No such file or directory; isUnreadable: true
  /// ```
  public static func reading(_ error: FileReadError) -> PlanInputError {
    PlanInputError(error)
  }

  private init(_ error: FileReadError) {
    self.file = error.path
    self.field = "(file)"
    self.message = error.isLimit ? error.message : "cannot read: \(error.message)"
    self.readError = error
  }

  /// `FILE: FIELD: message`.
  public var description: String { "\(file): \(field): \(message)" }
}
