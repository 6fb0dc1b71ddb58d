// The error for input that cannot be read at all (an OS error), as opposed to RFC 5545 diagnostics.

/// A file or descriptor could not be opened or read.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path (or `-` for standard input).
  public var path: String
  /// The OS error number (errno).
  public var code: Int32
  /// The OS message, e.g. `No such file or directory`.
  public var message: String

  /// An error.
  public init(path: String, code: Int32, message: String) {
    self.path = path
    self.code = code
    self.message = message
  }

  /// `PATH: message`.
  public var description: String { "\(path): \(message)" }
}
