// Any JSON value, so that fields this version does not know survive a load and save
// (docs/FORMATS.md: "more fields may be added … never renamed").

/// A JSON value of any shape.
///
/// `{"colour": "red", "pinned": true}` read as unknown reminder fields is kept as
/// `["colour": .string("red"), "pinned": .bool(true)]` and written back unchanged.
public enum JSONValue: Hashable, Sendable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number with no fraction that fits an Int.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object (key order is not kept; output sorts keys).
  case object([String: JSONValue])

  /// Reads any JSON value.
  public init(from decoder: any Decoder) throws {
    if var list = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    if let object = try? decoder.container(keyedBy: JSONKey.self) {
      var map: [String: JSONValue] = [:]
      for key in object.allKeys { map[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
      self = .object(map)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let b = try? single.decode(Bool.self) {
      self = .bool(b)
    } else if let i = try? single.decode(Int.self) {
      self = .integer(i)
    } else if let d = try? single.decode(Double.self) {
      self = .number(d)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Writes the value back as JSON.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .integer(let i):
      var c = encoder.singleValueContainer()
      try c.encode(i)
    case .number(let d):
      var c = encoder.singleValueContainer()
      try c.encode(d)
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .array(let items):
      var c = encoder.unkeyedContainer()
      for item in items { try c.encode(item) }
    case .object(let map):
      var c = encoder.container(keyedBy: JSONKey.self)
      for (k, v) in map { try c.encode(v, forKey: JSONKey(k)) }
    }
  }

  /// A short rendering for error messages: strings quoted, containers abbreviated.
  var brief: String {
    switch self {
    case .null: "null"
    case .bool(let b): String(b)
    case .integer(let i): String(i)
    case .number(let d): String(d)
    case .string(let s): "\"\(s)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A coding key for any string.
struct JSONKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ s: String) { stringValue = s }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
