// A corpus file that does not follow libical's test format (see CorpusFile), with its place.

/// A malformed corpus line: `file:line:column: message`.
///
/// ```swift
/// CorpusError(file: "c.txt", line: 3, column: 1, message: "block without a DTSTART line").description
/// // "c.txt:3:1: block without a DTSTART line"
/// ```
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as given.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int
  /// What is wrong and what was expected.
  public let message: String

  /// An error at `file:line:column`.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): \(message)" }
}
