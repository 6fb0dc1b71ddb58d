// The error for input that cannot be read at all (an OS error or a bound of `InputLimits`), as
// opposed to RFC 5545 diagnostics.

/// A file or descriptor could not be opened or read, or broke a limit.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path (or `-` for standard input).
  public var path: String
  /// The OS error number (errno); 0 when a limit of `InputLimits` stopped the read.
  public var code: Int32
  /// The OS message, e.g. `No such file or directory`, or the limit broken, e.g.
  /// `line 1 is longer than 8388608 bytes (the content-line limit, SECURITY.md)`.
  public var message: String

  /// An error.
  public init(path: String, code: Int32, message: String) {
    self.path = path
    self.code = code
    self.message = message
  }

  /// Whether the input broke a limit (bad data, exit 65) rather than being unreadable (exit 64).
  public var isLimit: Bool { code == 0 }

  /// A line longer than `limit` octets.
  public static func lineTooLong(path: String, line: Int, limit: Int) -> FileReadError {
    FileReadError(path: path, code: 0,
                  message: "line \(line) is longer than \(limit) bytes (the content-line limit, valid: 0...\(limit); SECURITY.md)")
  }

  /// An input larger than `limit` bytes.
  public static func tooLarge(path: String, limit: Int) -> FileReadError {
    FileReadError(path: path, code: 0,
                  message: "larger than \(limit) bytes (the input size limit, valid: 0...\(limit); SECURITY.md)")
  }

  /// `PATH: message`.
  public var description: String { "\(path): \(message)" }
}
