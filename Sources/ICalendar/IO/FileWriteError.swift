// The error for a file that could not be written (an OS error), with the path and the reason.

/// A file could not be written; the old contents, if any, are unchanged.
package struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as the user gave it.
  package var path: String
  /// What went wrong, e.g. `cannot write .plan.ics.recur-Ab12Cd: No space left on device`.
  package var message: String

  /// An error.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: message`.
  package var description: String { "\(path): \(message)" }
}
