// Loading and saving the reminders store (DESIGN.md §4) with Foundation's JSON coders; output
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
  /// Fails with `.syntax` for bytes that are not JSON and `.invalid` naming the reminder and
  /// field, e.g. `reminders[1] (id "B"): recurrence.interval: 0 is out of range (valid: 1...100000)`.
  public init(json data: Data) throws(ReminderStoreError) {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      #if canImport(FoundationEssentials)
      // swift-foundation's decoder gives no underlying detail ("The given data was not valid JSON.").
      throw .syntax(context.debugDescription)
      #else
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
      throw .syntax(underlying ?? context.debugDescription)
      #endif
    } catch {
      throw .syntax(String(describing: error))
    }
    try self.init(json: value)
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
    var seen: [String: Int] = [:]
    for (i, item) in items.enumerated() {
      let r: Reminder
      do {
        r = try Reminder(json: item, index: i)
      } catch {
        throw .invalid(error)
      }
      if let first = seen[r.id] {
        throw .invalid(ReminderValidationError(index: i, id: r.id, field: "id", message: "the same id as reminders[\(first)] (ids must be unique)"))
      }
      seen[r.id] = i
      reminders.append(r)
    }
    self.init(reminders: reminders, extra: root)
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
    return try ReminderStore(json: Data(bytes))
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
