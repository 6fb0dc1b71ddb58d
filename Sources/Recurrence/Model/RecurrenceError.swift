// Errors of the recurrence phases: parse (RFC 5545 §3.3.10 grammar), validate (its MUST/SHOULD
// rules and value ranges) and unsupported (RFC 7529 calendars other than GREGORIAN).

/// Why a rule or value was rejected: the phase, the part it is about, the offending text and
/// the valid form.
///
/// ```swift
/// do { _ = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=0") } catch {
///   error.description   // BYMONTHDAY: "0" is out of range; expected 1...31 or -31...-1
/// }
/// ```
public struct RecurrenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The phase that rejected the input.
  public enum Phase: String, Hashable, Sendable {
    /// The text does not follow the RECUR or value grammar.
    case parse
    /// The rule is well-formed but breaks a rule of RFC 5545 / RFC 7529.
    case validate
    /// The rule is valid but asks for something this engine does not implement.
    case unsupported
  }

  /// The phase that rejected the input.
  public let phase: Phase
  /// The part name the error is about (`BYMONTHDAY`, `DTSTART`, or an unknown name as written).
  public let part: String
  /// The offending text, quoted in the message.
  public let text: String
  /// What is wrong and the valid form, without the part name.
  public let message: String

  /// An error from its parts.
  public init(_ phase: Phase, part: String, text: String, message: String) {
    self.phase = phase
    self.part = part
    self.text = text
    self.message = message
  }

  /// `PART: message`, e.g. `BYMONTHDAY: "0" is out of range; expected 1...31 or -31...-1`.
  public var description: String { "\(part): \(message)" }
}
