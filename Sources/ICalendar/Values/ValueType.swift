// The value data types of RFC 5545 §3.3 and the VALUE parameter that names them (§3.2.20).

/// One of the fourteen value types of RFC 5545 §3.3, or an unrecognised (e.g. `X-`) type name.
///
/// ```swift
/// ValueType(name: "date-time") == .dateTime   // names are case-insensitive
/// ValueType.dateTime.name == "DATE-TIME"
/// ```
public enum ValueType: Hashable, Sendable, CustomStringConvertible {
  /// BINARY (§3.3.1): base64 inline data.
  case binary
  /// BOOLEAN (§3.3.2): TRUE or FALSE.
  case boolean
  /// CAL-ADDRESS (§3.3.3): a `mailto:` URI.
  case calAddress
  /// DATE (§3.3.4): `YYYYMMDD`.
  case date
  /// DATE-TIME (§3.3.5): `YYYYMMDDTHHMMSS[Z]`.
  case dateTime
  /// DURATION (§3.3.6): `[+-]P[nW|nDTnHnMnS]`.
  case duration
  /// FLOAT (§3.3.7): `[+-]digits[.digits]`.
  case float
  /// INTEGER (§3.3.8): `[+-]digits`, a 32-bit signed value.
  case integer
  /// PERIOD (§3.3.9): `start/end` or `start/duration`.
  case period
  /// RECUR (§3.3.10): an RRULE value, kept as text in this module.
  case recur
  /// TEXT (§3.3.11): backslash-escaped text.
  case text
  /// TIME (§3.3.12): `HHMMSS[Z]`.
  case time
  /// URI (§3.3.13).
  case uri
  /// UTC-OFFSET (§3.3.14): `+HHMM[SS]` / `-HHMM[SS]`.
  case utcOffset
  /// Any other type name (x-name or iana-token), uppercased.
  case other(String)

  /// The type named `name` (case-insensitive), `.other` for names outside RFC 5545.
  public init(name: String) {
    switch name.uppercased() {
    case "BINARY": self = .binary
    case "BOOLEAN": self = .boolean
    case "CAL-ADDRESS": self = .calAddress
    case "DATE": self = .date
    case "DATE-TIME": self = .dateTime
    case "DURATION": self = .duration
    case "FLOAT": self = .float
    case "INTEGER": self = .integer
    case "PERIOD": self = .period
    case "RECUR": self = .recur
    case "TEXT": self = .text
    case "TIME": self = .time
    case "URI": self = .uri
    case "UTC-OFFSET": self = .utcOffset
    case let other: self = .other(other)
    }
  }

  /// The RFC 5545 spelling, e.g. `DATE-TIME`.
  public var name: String {
    switch self {
    case .binary: "BINARY"
    case .boolean: "BOOLEAN"
    case .calAddress: "CAL-ADDRESS"
    case .date: "DATE"
    case .dateTime: "DATE-TIME"
    case .duration: "DURATION"
    case .float: "FLOAT"
    case .integer: "INTEGER"
    case .period: "PERIOD"
    case .recur: "RECUR"
    case .text: "TEXT"
    case .time: "TIME"
    case .uri: "URI"
    case .utcOffset: "UTC-OFFSET"
    case .other(let s): s
    }
  }

  /// Same as `name`.
  public var description: String { name }
}
