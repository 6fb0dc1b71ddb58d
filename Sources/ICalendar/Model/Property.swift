// Properties (RFC 5545 §3.1 content lines, §3.5 property structure): a name, parameters in order,
// and the value text exactly as read.

/// One property: `NAME;PARAM=v:VALUE`. The value is kept raw (escapes intact) so writing it back
/// is byte-for-byte; typed accessors in `Property+TypedValues.swift` decode on request.
///
/// ```swift
/// let p = Property(name: "SUMMARY", text: "Rent, water; power")
/// p.rawValue == #"Rent\, water\; power"#
/// p.text == "Rent, water; power"
/// ```
public struct Property: Hashable, Sendable, CustomStringConvertible {
  /// The name, uppercased (property names are case-insensitive, §2.1).
  public var name: String
  /// The parameters in order.
  public var parameters: [Parameter]
  /// The value exactly as read (after unfolding), escapes intact; never holds CR or LF (use
  /// `init(name:text:)` to escape text).
  public var rawValue: String
  /// Where the property started in the input, if it was parsed (ignored by `==`).
  public var location: SourceLocation?

  /// A property from a raw (already escaped) value.
  public init(name: String, parameters: [Parameter] = [], rawValue: String, location: SourceLocation? = nil) {
    self.name = name.uppercased()
    self.parameters = parameters
    self.rawValue = rawValue
    self.location = location
  }

  /// A TEXT property: `text` is escaped (§3.3.11) into `rawValue`.
  public init(name: String, parameters: [Parameter] = [], text: String) {
    self.init(name: name, parameters: parameters, rawValue: TextValue.escape(text))
  }

  /// Equality of name, parameters and raw value; `location` is ignored.
  public static func == (a: Property, b: Property) -> Bool {
    a.name == b.name && a.parameters == b.parameters && a.rawValue == b.rawValue
  }

  /// Hash of name, parameters and raw value.
  public func hash(into h: inout Hasher) {
    h.combine(name)
    h.combine(parameters)
    h.combine(rawValue)
  }

  /// The unfolded content line, e.g. `DTSTART;TZID=America/New_York:20260131T090000`.
  public var description: String {
    var s = name
    for p in parameters { s += ";" + p.description }
    return s + ":" + rawValue
  }
}
