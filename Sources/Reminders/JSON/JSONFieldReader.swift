// Typed reads of a JSON object with the field path kept for errors (docs/FORMATS.md validation).

/// Reads fields of one JSON object; each failure names the field path and the valid form.
struct JSONFieldReader {
  let object: [String: JSONValue]
  let path: String
  let fail: (String, String) -> ReminderValidationError

  /// The keys this reader was asked for; the rest are unknown and kept as `extra`. An array:
  /// a reminder has about fifteen fields, and hashing each key into a set cost a fifth of a
  /// million-reminder load.
  private(set) var known: [String] = []
  /// How many of `known` the object has (when all of its keys, nothing is unknown).
  private var present = 0

  init(_ object: [String: JSONValue], path: String, fail: @escaping (String, String) -> ReminderValidationError) {
    self.object = object
    self.path = path
    self.fail = fail
  }

  func field(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  func has(_ key: String) -> Bool {
    if let v = object[key], v != .null { return true }
    return false
  }

  mutating func value(_ key: String) -> JSONValue? {
    let v = object[key]
    if !known.contains(key) {
      known.append(key)
      if v != nil { present += 1 }
    }
    guard let v, v != .null else { return nil }
    return v
  }

  mutating func string(_ key: String) throws(ReminderValidationError) -> String? {
    guard let v = value(key) else { return nil }
    guard case .string(let s) = v else { throw fail(field(key), "\(v.brief) is not a string") }
    return s
  }

  mutating func bool(_ key: String) throws(ReminderValidationError) -> Bool? {
    guard let v = value(key) else { return nil }
    guard case .bool(let b) = v else { throw fail(field(key), "\(v.brief) is not true or false") }
    return b
  }

  mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(ReminderValidationError) -> Int? {
    guard let v = value(key) else { return nil }
    let n: Int
    switch v {
    case .integer(let i): n = i
    case .number(let d) where d.rounded() == d && abs(d) < 1e15: n = Int(d)
    default: throw fail(field(key), "\(v.brief) is not a whole number (valid: \(range.lowerBound)...\(range.upperBound))")
    }
    guard range.contains(n) else {
      throw fail(field(key), "\(n) is out of range (valid: \(range.lowerBound)...\(range.upperBound))")
    }
    return n
  }

  mutating func array(_ key: String) throws(ReminderValidationError) -> [JSONValue]? {
    guard let v = value(key) else { return nil }
    guard case .array(let a) = v else { throw fail(field(key), "\(v.brief) is not an array") }
    return a
  }

  mutating func object(_ key: String) throws(ReminderValidationError) -> [String: JSONValue]? {
    guard let v = value(key) else { return nil }
    guard case .object(let o) = v else { throw fail(field(key), "\(v.brief) is not an object") }
    return o
  }

  /// The fields nobody asked for, to keep as `extra`.
  var unknown: [String: JSONValue] {
    present == object.count ? [:] : object.filter { !known.contains($0.key) }
  }
}
