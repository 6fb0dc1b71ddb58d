// RECUR values (RFC 5545 §3.3.10) at the syntax level only: `NAME=VALUE;...` rule parts. The
// rule model and its expansion live in the Recurrence module; this module never imports it.

/// An RRULE value split into its rule parts, kept as text.
///
/// ```swift
/// let r = RecurValue(text: "FREQ=DAILY;UNTIL=20260301T000000Z")
/// r.part("UNTIL") == "20260301T000000Z"
/// r.until == .dateTime(DateTimeValue(year: 2026, month: 3, day: 1, hour: 0, minute: 0, second: 0, isUTC: true))
/// ```
public struct RecurValue: Hashable, Sendable, CustomStringConvertible {
  /// The value exactly as written.
  public var text: String

  /// A rule from its text.
  public init(text: String) { self.text = text }

  /// The rule parts in order, names uppercased, values as written (`FREQ=daily` -> ("FREQ", "daily")).
  public var parts: [(name: String, value: String)] {
    text.split(separator: ";", omittingEmptySubsequences: true).map { part in
      if let eq = part.firstIndex(of: "=") {
        return (String(part[..<eq]).uppercased(), String(part[part.index(after: eq)...]))
      }
      return (String(part).uppercased(), "")
    }
  }

  /// The value of the first part named `name` (case-insensitive), if any.
  public func part(_ name: String) -> String? {
    let n = name.uppercased()
    return parts.first { $0.name == n }?.value
  }

  /// The UNTIL part as a DATE or DATE-TIME, if present and well-formed.
  public var until: DateOrDateTime? { part("UNTIL").flatMap(DateOrDateTime.init) }

  /// The text.
  public var description: String { text }
}
