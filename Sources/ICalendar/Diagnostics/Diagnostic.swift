// Diagnostics for RFC 5545 input, rendered like a compiler's: `FILE:LINE:COL: error|warning: message`.

/// One problem found in iCalendar input, with its location and a message naming the valid form.
///
/// ```swift
/// let d = Diagnostic(severity: .error, line: 7, column: 9, phase: .validation,
///                    message: "PERCENT-COMPLETE value '150' is out of range; expected an INTEGER 0...100")
/// d.rendered(file: "todo.ics")
///   // "todo.ics:7:9: error: PERCENT-COMPLETE value '150' is out of range; expected an INTEGER 0...100"
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The input violates RFC 5545 (or cannot be read as intended).
    case error
    /// The input is sloppy but was read unambiguously.
    case warning
  }

  /// Which phase found the problem.
  public enum Phase: String, Hashable, Sendable {
    /// Content-line syntax, structure (BEGIN/END) or encoding: data may have been dropped.
    case syntax
    /// A semantic rule of RFC 5545 (value types, required properties): nothing was dropped.
    case validation
  }

  /// Error or warning.
  public var severity: Severity
  /// The 1-based physical line.
  public var line: Int
  /// The 1-based column in octets within that line.
  public var column: Int
  /// The phase that found it.
  public var phase: Phase
  /// What is wrong and what the valid form is.
  public var message: String

  /// A diagnostic.
  public init(severity: Severity, line: Int, column: Int, phase: Phase, message: String) {
    self.severity = severity
    self.line = line
    self.column = column
    self.phase = phase
    self.message = message
  }

  /// The location as a value.
  public var location: SourceLocation { SourceLocation(line: line, column: column) }

  /// `FILE:LINE:COL: error|warning: message`.
  public func rendered(file: String) -> String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message)"
  }

  /// `LINE:COL: error|warning: message`.
  public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}
