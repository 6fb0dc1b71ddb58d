// One parameter value (RFC 5545 §3.1.1 param-value): quoted or not, with RFC 6868 caret escapes.

/// A parameter value kept exactly as read (without its quotes), plus whether it was quoted.
///
/// ```swift
/// // CN="Doe, Jane ^'JD^'" reads as:
/// let v = ParameterValue(raw: "Doe, Jane ^'JD^'", isQuoted: true)
/// v.decoded == "Doe, Jane \"JD\""        // RFC 6868: ^' is a double quote
/// ParameterValue("a:b").isQuoted == true // ':' forces quoting when building
/// ```
public struct ParameterValue: Hashable, Sendable, CustomStringConvertible {
  /// The text between the quotes (or the unquoted text) exactly as read, carets intact.
  public var raw: String
  /// Whether the value was (or will be written) in double quotes.
  public var isQuoted: Bool

  /// A value as read from a file.
  public init(raw: String, isQuoted: Bool) {
    self.raw = raw
    self.isQuoted = isQuoted
  }

  /// A value from plain text: RFC 6868-encodes `^`, `"` and newlines, and quotes it when it
  /// contains `:`, `;` or `,`.
  public init(_ decoded: String) {
    self.raw = ParameterEscaping.encode(decoded)
    self.isQuoted = decoded.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }
  }

  /// The value with RFC 6868 escapes decoded (`^n` newline, `^^` caret, `^'` double quote).
  public var decoded: String { ParameterEscaping.decode(raw) }

  /// The value as written in a content line, with quotes if quoted.
  public var description: String { isQuoted ? "\"" + raw + "\"" : raw }
}
