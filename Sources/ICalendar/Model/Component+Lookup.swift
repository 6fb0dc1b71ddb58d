// Lookups and edits on a component's properties and children (RFC 5545 §3.4, §3.6).

extension Component {
  /// Every property named `name` (case-insensitive), in order.
  public func properties(named name: String) -> [Property] {
    store.properties(named: name.uppercased())
  }

  /// The first property named `name` (case-insensitive).
  public func firstProperty(named name: String) -> Property? {
    store.firstProperty(named: name.uppercased())
  }

  /// Every direct child component named `name` (case-insensitive), in order.
  public func components(named name: String) -> [Component] {
    let n = name.uppercased()
    return components.filter { $0.name == n }
  }

  /// The first direct child component named `name`.
  public func firstComponent(named name: String) -> Component? {
    let n = name.uppercased()
    return components.first { $0.name == n }
  }

  /// Appends a property.
  public mutating func append(_ property: Property) { properties.append(property) }

  /// Appends a child component.
  public mutating func append(_ component: Component) { components.append(component) }

  /// Replaces the first property with the same name (removing further ones), or appends it.
  public mutating func setProperty(_ property: Property) {
    if let i = properties.firstIndex(where: { $0.name == property.name }) {
      properties[i] = property
      var seen = false
      properties.removeAll { p in
        guard p.name == property.name else { return false }
        if !seen { seen = true; return false }
        return true
      }
    } else {
      properties.append(property)
    }
  }

  /// Removes every property named `name`.
  public mutating func removeProperties(named name: String) {
    let n = name.uppercased()
    properties.removeAll { $0.name == n }
  }

  /// Removes every direct child named `name`.
  public mutating func removeComponents(named name: String) {
    let n = name.uppercased()
    components.removeAll { $0.name == n }
  }
}
