// Loading and saving the reminders store (docs/FORMATS.md) with Foundation's JSON coders; output
// has sorted keys and fixed formatting so the same store always gives the same bytes.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar

extension ReminderStore {
  /// Reads a store from JSON bytes, validating every reminder.
  ///
  /// Fails with `.syntax` for bytes that are not JSON (`line 3, column 7: expected ',' or '}' in
  /// an object`) and `.invalid` naming the reminder and field, e.g.
  /// `reminders[1] (id "B"): recurrence.interval: 0 is out of range (valid: 1...100000)`.
  /// The `reminders` array is read one element at a time (`JSONReader`), each turned into a
  /// `Reminder` at once, so a million reminders load in seconds and never exist as one JSON tree.
  public init(json data: Data) throws(ReminderStoreError) {
    try self.init(jsonBytes: [UInt8](data))
  }

  /// Reads a store from JSON bytes (see `init(json:)`).
  public init(jsonBytes bytes: [UInt8]) throws(ReminderStoreError) {
    var reader = JSONReader(bytes)
    guard reader.peek() == UInt8(ascii: "{") else {
      let value = try reader.document()
      throw .invalid(ReminderValidationError(index: nil, id: nil, field: "", message: "the store must be an object {\"reminders\": [...]}, not \(value.brief)"))
    }
    try reader.expect(UInt8(ascii: "{"), "'{'")
    try reader.enter()
    var root: [String: JSONValue] = [:]
    var reminders: [Reminder] = []
    var found = false
    var seen: [ComponentUID: Int] = [:]  // ids are UIDs: compared as bytes
    if !reader.take(UInt8(ascii: "}")) {
      repeat {
        let key = try reader.string()
        try reader.expect(UInt8(ascii: ":"), "':' after an object key")
        guard key == "reminders" else {
          root[key] = try reader.value()
          continue
        }
        guard reader.peek() == UInt8(ascii: "[") else {
          let value = try reader.value()
          throw .invalid(ReminderValidationError(index: nil, id: nil, field: "reminders", message: "\(value.brief) is not an array"))
        }
        // A repeated "reminders" key: the last one counts, as for any other key.
        found = true
        reminders.removeAll()
        seen.removeAll()
        try reader.expect(UInt8(ascii: "["), "'['")
        try reader.enter()
        if !reader.take(UInt8(ascii: "]")) {
          repeat {
            try Self.append(try reader.value(), to: &reminders, seen: &seen)
          } while reader.take(UInt8(ascii: ","))
          try reader.expect(UInt8(ascii: "]"), "',' or ']' in an array")
        }
        reader.leave()
      } while reader.take(UInt8(ascii: ","))
      try reader.expect(UInt8(ascii: "}"), "',' or '}' in an object")
    }
    reader.leave()
    try reader.end()
    guard found else {
      throw .invalid(ReminderValidationError(index: nil, id: nil, field: "reminders", message: "missing (valid: {\"reminders\": [...]})"))
    }
    self.init(reminders: reminders, extra: root)
  }

  /// Reads any JSON text as a `JSONValue` (RFC 8259; nesting at most 512 deep).
  public static func jsonValue(_ bytes: [UInt8]) throws(ReminderStoreError) -> JSONValue {
    var reader = JSONReader(bytes)
    return try reader.document()
  }

  /// Reads a store from an already-parsed JSON value.
  public init(json value: JSONValue) throws(ReminderStoreError) {
    guard case .object(var root) = value else {
      throw .invalid(ReminderValidationError(index: nil, id: nil, field: "", message: "the store must be an object {\"reminders\": [...]}, not \(value.brief)"))
    }
    guard let list = root.removeValue(forKey: "reminders") else {
      throw .invalid(ReminderValidationError(index: nil, id: nil, field: "reminders", message: "missing (valid: {\"reminders\": [...]})"))
    }
    guard case .array(let items) = list else {
      throw .invalid(ReminderValidationError(index: nil, id: nil, field: "reminders", message: "\(list.brief) is not an array"))
    }
    var reminders: [Reminder] = []
    var seen: [ComponentUID: Int] = [:]  // ids are UIDs: compared as bytes
    for item in items {
      try Self.append(item, to: &reminders, seen: &seen)
    }
    self.init(reminders: reminders, extra: root)
  }

  /// Validates `item` as `reminders[reminders.count]` and appends it; `seen` maps each id
  /// read so far (compared as bytes, as UIDs are) to its index. Both readers of the store go
  /// through here, so a streamed and a parsed store refuse the same reminders with the same
  /// words, e.g. `reminders[1] (id "A"): id: the same id as reminders[0] (ids must be unique)`.
  private static func append(_ item: JSONValue, to reminders: inout [Reminder],
                             seen: inout [ComponentUID: Int]) throws(ReminderStoreError) {
    let i = reminders.count
    let r: Reminder
    do {
      r = try Reminder(json: item, index: i)
    } catch {
      throw .invalid(error)
    }
    if let first = seen[ComponentUID(r.id)] {
      throw .invalid(ReminderValidationError(index: i, id: r.id, field: "id", message: "the same id as reminders[\(first)] (ids must be unique)"))
    }
    seen[ComponentUID(r.id)] = i
    reminders.append(r)
  }

  /// The store as a JSON value.
  public var json: JSONValue {
    var root = extra
    root["reminders"] = .array(reminders.map(\.json))
    return .object(root)
  }

  /// The store as JSON bytes: pretty-printed, keys sorted, ending in a newline.
  public func jsonData() -> Data {
    Self.encode(json)
  }

  /// Encodes any JSON value deterministically (sorted keys, 2-space indent, final newline).
  public static func encode(_ value: JSONValue) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    data.append(0x0A)
    return data
  }

  /// Loads a store from a file, read once and refused above `InputLimits.maxFileBytes`.
  public static func load(path: String) throws(ReminderStoreError) -> ReminderStore {
    let bytes: [UInt8]
    do {
      bytes = try BoundedFileReader.read(path)
    } catch {
      throw .io(error.isLimit ? error.description : "\(path): cannot read the file: \(error.message)")
    }
    return try ReminderStore(jsonBytes: bytes)
  }

  /// Saves the store to a file atomically (ICalendar's `AtomicFileWriter`: a temporary file
  /// beside it, fsync, rename), keeping the file's mode, owner and symlink.
  public func save(path: String) throws(ReminderStoreError) {
    let data = jsonData()
    do {
      try AtomicFileWriter.write(to: path) { fd in
        data.withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
      }
    } catch {
      throw .io("\(path): cannot write the file: \(error.message)")
    }
  }
}
