// The reminders store as `Codable` with exactly the JSON contract of docs/FORMATS.md,
// through its one reader and writer (`ReminderStore(json:)`, `json`): encoding with the
// store's formatting (`JSONEncoder` with `.prettyPrinted, .sortedKeys,
// .withoutEscapingSlashes`) gives the bytes of `jsonData()` less its final newline.

extension ReminderStore: Codable {
  /// Reads `{"reminders": [...]}` as `ReminderStore(json:)` does (unique ids, every reminder
  /// validated); errors are `DecodingError.dataCorrupted` with the reader's message, e.g.
  /// `reminders[1] (id "B"): recurrence.interval: 0 is out of range (valid: 1...100000)`.
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.decode(from: decoder) { try ReminderStore(json: $0) }
  }

  /// Writes the store object of docs/FORMATS.md (`json`).
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}
