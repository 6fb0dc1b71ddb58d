// Where a component's properties live (RFC 5545 §3.4, §3.6): an array when built or edited by a
// program, or a range of records of its parse's `PropertyTable` while it is as read.

/// A component's properties: made by a program (`array`) or as parsed (`table`, made on reading).
enum PropertyStore: Sendable {
  /// Properties held as values.
  case array([Property])
  /// Records `start..<end` of a parse's table.
  case table(PropertyTable, start: Int, end: Int)

  /// The properties in order (made from the table when parsed).
  var properties: [Property] {
    switch self {
    case .array(let a): a
    case .table(let t, let s, let e): t.properties(s..<e)
    }
  }

  /// The properties as an array, leaving `self` empty so the caller holds the only reference.
  mutating func take() -> [Property] {
    switch self {
    case .array(let a):
      self = .array([])
      return a
    case .table(let t, let s, let e):
      self = .array([])
      return t.properties(s..<e)
    }
  }

  /// Equal property lists; the same records of the same table are equal without making them.
  static func == (a: PropertyStore, b: PropertyStore) -> Bool {
    if case .table(let t, let s, let e) = a, case .table(let u, let v, let w) = b, t === u, s == v, e == w { return true }
    return a.properties == b.properties
  }

  /// Every property named `name` (uppercased), in order.
  func properties(named name: String) -> [Property] {
    switch self {
    case .array(let a): a.filter { $0.name == name }
    case .table(let t, let s, let e): t.properties(named: name, s..<e)
    }
  }

  /// The first property named `name` (uppercased).
  func firstProperty(named name: String) -> Property? {
    switch self {
    case .array(let a): a.first { $0.name == name }
    case .table(let t, let s, let e): t.firstProperty(named: name, s..<e)
    }
  }
}
