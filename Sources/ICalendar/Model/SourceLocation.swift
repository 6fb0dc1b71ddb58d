// Where a content line started in its input (RFC 5545 §3.1 physical lines, 1-based).

/// A 1-based line and byte column in the input; for a folded line, where it starts.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based physical line.
  public var line: Int
  /// The 1-based column in bytes (octets) within that line.
  public var column: Int

  /// A location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COL`.
  public var description: String { "\(line):\(column)" }
}
