// Builds the component tree (RFC 5545 §3.4, §3.6) from validated content lines, turning byte
// ranges into Strings only here; names are uppercased, values kept exactly as read.

/// Assembles components from content lines; emits top-level ones (or their children) as they close.
struct TreeBuilder {
  /// Open components, outermost first.
  private(set) var stack: [Component] = []

  /// Strings and parameter lists shared across the lines of one parse.
  var interner = ValueInterner()

  /// A Property from a content line read on its own.
  static func property(_ line: ContentLine) -> Property {
    var none = ValueInterner.none
    return property(line, &none)
  }

  /// A Property from a content line, sharing equal values through `interner`; `rule` is the
  /// name's position in `PropertyRules.all` when the validator found it (its name is then
  /// copied, not made).
  static func property(_ line: ContentLine, _ interner: inout ValueInterner, rule: Int? = nil) -> Property {
    var params: [Parameter] = []
    if !line.params.isEmpty {
      let section = line.slice(line.nameEnd, line.valueStart - 1)
      params = interner.parameters(section: section) { interner in
        var params: [Parameter] = []
        params.reserveCapacity(line.params.count)
        for s in line.params {
          let v = ParameterValue(raw: interner.string(line.slice(s.valueStart, s.valueEnd)), isQuoted: s.isQuoted)
          if s.isFirst {
            params.append(Parameter(uppercasedName: upperString(line.slice(s.nameStart, s.nameEnd)), values: [v]))
          } else if !params.isEmpty {
            params[params.count - 1].values.append(v)
          }
        }
        return params
      }
    }
    let name = rule.map { PropertyRules.names[$0] } ?? upperString(line.name)
    return Property(uppercasedName: name, parameters: params,
      rawValue: interner.string(line.value), location: line.location(0))
  }

  /// An uppercased String from ASCII name bytes.
  static func upperString(_ p: UnsafeBufferPointer<UInt8>) -> String {
    var lower = false
    for b in p where b >= 0x61 && b <= 0x7A { lower = true }
    if !lower { return String(decoding: p, as: UTF8.self) }
    return String(decoding: p.map { $0 >= 0x61 && $0 <= 0x7A ? $0 &- 0x20 : $0 }, as: UTF8.self)
  }

  /// Opens a component.
  mutating func begin(_ name: [UInt8], at location: SourceLocation) {
    var c = Component(uppercasedName: String(decoding: name, as: UTF8.self), location: location)
    if !stack.isEmpty { c.properties.reserveCapacity(12) }
    stack.append(c)
  }

  /// Adds a property to the innermost open component.
  mutating func property(_ p: consuming Property) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].properties.append(p)
  }

  /// Closes the innermost component: returns it if it was top-level, else attaches it to its parent.
  mutating func endOne() -> Component? {
    guard let c = stack.popLast() else { return nil }
    if stack.isEmpty { return c }
    stack[stack.count - 1].components.append(c)
    return nil
  }

  /// Closes the innermost component and returns it without attaching it to its parent.
  mutating func popDetached() -> Component? { stack.popLast() }
}

extension Component {
  /// A component whose name is already uppercase.
  init(uppercasedName: String, location: SourceLocation?) {
    self.name = uppercasedName
    self.properties = []
    self.components = []
    self.location = location
  }
}

extension Parameter {
  /// A parameter whose name is already uppercase.
  init(uppercasedName: String, values: [ParameterValue]) {
    self.name = uppercasedName
    self.values = values
  }
}

extension Property {
  /// A property whose name is already uppercase.
  init(uppercasedName: String, parameters: [Parameter], rawValue: String, location: SourceLocation?) {
    self.name = uppercasedName
    self.parameters = parameters
    self.rawValue = rawValue
    self.location = location
  }
}
