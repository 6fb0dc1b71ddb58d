// The one bridge from a `Decoder` to the JSON contract's readers: `Reminder` and
// `ReminderStore` decode through it, so both report a reader's error the same way.

extension JSONValue {
  /// Reads the value at `decoder`'s position and builds a `T` from it with `read`; an error of
  /// `read` becomes `DecodingError.dataCorrupted` whose description is that error's message.
  ///
  /// `{"id": "X", …, "recurrence": {"frequency": "monthly", "monthDay": 32}}` decoded as a
  /// `Reminder` fails with the description
  /// `(id "X"): recurrence.monthDay: 32 is out of range (valid: 1...31)`.
  static func decode<T>(from decoder: any Decoder, _ read: (JSONValue) throws -> T) throws -> T {
    let value = try JSONValue(from: decoder)
    do {
      return try read(value)
    } catch {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                              debugDescription: String(describing: error),
                                                              underlyingError: error))
    }
  }
}
