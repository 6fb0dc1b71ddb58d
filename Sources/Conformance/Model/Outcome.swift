// What an engine made of a case: the occurrence list as `recur expand` prints it
// (RFC 5545 §3.3.4/§3.3.5 value text), or the error it reported.

/// An engine's answer for one case.
///
/// ```swift
/// Outcome.occurrences(["20260307T073000Z", "20260308T073000Z"])
/// Outcome.error("UNIMPLEMENTED: This feature has not been implemented")
/// ```
public enum Outcome: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The occurrences, as `recur expand` prints them (UTC for zoned starts).
  case occurrences([String])
  /// The engine rejected the case; the text is its message.
  case error(String)

  /// Two outcomes agree when they list the same occurrences, or both are errors.
  public func agrees(with other: Outcome) -> Bool {
    switch (self, other) {
    case (.occurrences(let a), .occurrences(let b)): a == b
    case (.error, .error): true
    default: false
    }
  }

  /// The occurrences, or nil for an error.
  public var list: [String]? {
    if case .occurrences(let l) = self { return l }
    return nil
  }

  /// `20260307T073000Z,20260308T073000Z` or `*** message` (the corpus files' notation).
  public var description: String {
    switch self {
    case .occurrences(let l): l.joined(separator: ",")
    case .error(let m): "*** " + m
    }
  }
}
