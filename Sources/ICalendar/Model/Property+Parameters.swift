// Parameter lookups on a property (RFC 5545 §3.2).

extension Property {
  /// The first parameter named `name` (case-insensitive).
  public func parameter(named name: String) -> Parameter? {
    let n = name.uppercased()
    return parameters.first { $0.name == n }
  }

  /// The first decoded value of the parameter `name`, e.g. `parameterValue("TZID")`.
  public func parameterValue(_ name: String) -> String? { parameter(named: name)?.value }

  /// Replaces every parameter named like `parameter` with it (appended if absent).
  public mutating func setParameter(_ parameter: Parameter) {
    if let i = parameters.firstIndex(where: { $0.name == parameter.name }) {
      parameters[i] = parameter
      parameters.removeAll { $0.name == parameter.name && $0 != parameter }
    } else {
      parameters.append(parameter)
    }
  }

  /// Removes every parameter named `name`.
  public mutating func removeParameters(named name: String) {
    let n = name.uppercased()
    parameters.removeAll { $0.name == n }
  }

  /// The TZID parameter (§3.2.19), decoded.
  public var tzid: String? { parameterValue("TZID") }

  /// The explicit VALUE parameter (§3.2.20), if any.
  public var explicitValueType: ValueType? { parameterValue("VALUE").map(ValueType.init(name:)) }

  /// The VALUE parameter if present, else the RFC 5545 default type for this property name,
  /// else TEXT for X- and unknown properties (§3.8.8.2).
  public var valueType: ValueType {
    explicitValueType ?? PropertyRules.defaultType(name) ?? .text
  }
}
