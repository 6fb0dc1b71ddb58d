// Errors from loading and building zones: IANA identifiers, TZif bytes (RFC 8536 §3), POSIX TZ
// footers (RFC 8536 §3.3, POSIX.1-2017 §8.3) and explicit transition data (RFC 5545 §3.6.5).

/// Why a zone could not be loaded or built; each case names the zone, where, and the valid form.
///
/// ```swift
/// do { _ = try Zone.named("Mars/Olympus_Mons") }
/// catch .unknownIdentifier(let id, let searched) { … }   // searched: ["/usr/share/zoneinfo/Mars/Olympus_Mons"]
/// ```
public enum ZoneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The identifier is not a safe IANA name (empty, absolute, `..`, or a character outside
  /// `A-Z a-z 0-9 / _ - +`); `reason` says which.
  case invalidIdentifier(String, reason: String)
  /// No zone file for `identifier` was found at any of the `searched` paths.
  case unknownIdentifier(String, searched: [String])
  /// The zone file at `path` exists but could not be read (too large, or a read error).
  case unreadable(String, path: String, reason: String)
  /// The TZif bytes are malformed: at `byteOffset` the parser `expected` something else.
  case invalidTZif(String, byteOffset: Int, expected: String)
  /// The POSIX TZ string (TZif footer or given directly) is malformed at character `position`.
  case invalidFooter(String, footer: String, position: Int, expected: String)
  /// Explicit transition data is inconsistent: transition `index` broke the rule in `expected`.
  case invalidTransitions(String, index: Int, expected: String)
  /// An explicit ongoing rule has a part out of range; `expected` names the part and its range.
  case invalidOngoingRule(String, rule: String, expected: String)

  /// The identifier of the zone the error is about.
  public var identifier: String {
    switch self {
    case .invalidIdentifier(let id, _), .unknownIdentifier(let id, _), .unreadable(let id, _, _),
         .invalidTZif(let id, _, _), .invalidFooter(let id, _, _, _), .invalidTransitions(let id, _, _),
         .invalidOngoingRule(let id, _, _):
      id
    }
  }

  /// A one-line message naming the zone, the location and the valid form.
  public var description: String {
    switch self {
    case .invalidIdentifier(let id, let reason):
      "invalid time zone identifier \"\(id)\": \(reason)"
    case .unknownIdentifier(let id, let searched):
      "unknown time zone \"\(id)\" (searched \(searched.joined(separator: ", ")))"
    case .unreadable(let id, let path, let reason):
      "time zone \"\(id)\": cannot read \(path): \(reason)"
    case .invalidTZif(let id, let offset, let expected):
      "time zone \"\(id)\": invalid TZif data at byte \(offset): expected \(expected)"
    case .invalidFooter(let id, let footer, let position, let expected):
      "time zone \"\(id)\": invalid POSIX TZ string \"\(footer)\" at character \(position): expected \(expected)"
    case .invalidTransitions(let id, let index, let expected):
      "time zone \"\(id)\": invalid transition \(index): expected \(expected)"
    case .invalidOngoingRule(let id, let rule, let expected):
      "time zone \"\(id)\": invalid ongoing rule \"\(rule)\": expected \(expected)"
    }
  }
}
