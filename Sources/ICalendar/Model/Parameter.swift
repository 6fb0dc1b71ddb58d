// Property parameters (RFC 5545 §3.1.1 and §3.2): `;NAME=value[,value...]`.

/// A property parameter such as `TZID=America/New_York` or `MEMBER="mailto:a@x","mailto:b@x"`.
///
/// ```swift
/// let p = Parameter(name: "tzid", value: "America/New_York")
/// p.name == "TZID"; p.value == "America/New_York"
/// ```
public struct Parameter: Hashable, Sendable, CustomStringConvertible {
  /// The name, uppercased (parameter names are case-insensitive, §2.1).
  public var name: String
  /// The values in order (one for most parameters; several for MEMBER, DELEGATED-TO, ...).
  public var values: [ParameterValue]

  /// A parameter with the given values; the name is uppercased.
  public init(name: String, values: [ParameterValue]) {
    self.name = name.uppercased()
    self.values = values
  }

  /// A parameter with one plain-text value (encoded and quoted as needed).
  public init(name: String, value: String) {
    self.init(name: name, values: [ParameterValue(value)])
  }

  /// The first value, decoded (RFC 6868), or nil if there is none.
  public var value: String? { values.first?.decoded }

  /// All values decoded.
  public var decodedValues: [String] { values.map(\.decoded) }

  /// The parameter as written: `NAME=v1,v2`.
  public var description: String {
    name + "=" + values.map(\.description).joined(separator: ",")
  }
}
