// `Reminder` as `Codable` with exactly the JSON contract of docs/FORMATS.md: coding
// goes through the one reader and writer of that contract (`Reminder(json:)`, `json`), so an
// app's `JSONEncoder` and `recur` agree field for field, and a decoding error carries the
// reader's message (field and valid range).

extension Reminder: Codable {
  /// Reads one reminder object of docs/FORMATS.md, validated as `Reminder(json:)` validates it;
  /// an invalid one fails with `DecodingError.dataCorrupted` whose description is the
  /// reader's message (`recurrence.monthDay: 32 is out of range (valid: 1...31)`).
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.decode(from: decoder) { try Reminder(json: $0) }
  }

  /// Writes the reminder object of docs/FORMATS.md (`json`).
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension Reminder: Identifiable {}
