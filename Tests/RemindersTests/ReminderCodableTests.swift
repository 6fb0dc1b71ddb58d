// `Reminder` and `ReminderStore` as `Codable`, `Identifiable`, `Hashable`, `Sendable`
// with exactly the JSON contract of docs/FORMATS.md: encoding gives the bytes of the store's own
// writer, decoding gives what its reader gives, errors carry the reader's message; and an
// error's `localizedDescription` is its message.

import Foundation
import Reminders
import XCTest

final class ReminderCodableTests: XCTestCase {
  /// The store's own formatting (`ReminderStore.encode`): sorted keys, pretty-printed.
  func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Source: docs/FORMATS.md via the existing writer: `JSONEncoder` on the store (every field of
  /// samples/reminders.json plus unknown fields, ical lines, completedAt) gives the bytes of
  /// `jsonData()` less its final newline.
  func testEncodingMatchesTheStoreWriter() throws {
    let store = try ReminderJSONTests.everyField()
    var written = store.jsonData()
    XCTAssertEqual(written.removeLast(), 0x0A)
    XCTAssertEqual(try encoder().encode(store), written)
    // One reminder alone: the writer's object for it.
    let one = try XCTUnwrap(store.reminders.first { $0.id == "done" })
    XCTAssertEqual(try encoder().encode(one), ReminderStore.encode(one.json).dropLast())
  }

  /// Source: docs/FORMATS.md via the existing reader: `JSONDecoder` gives the same store as
  /// `ReminderStore(json:)`, and a round trip through Codable is the identity.
  func testDecodingMatchesTheStoreReader() throws {
    let store = try ReminderJSONTests.everyField()
    let data = store.jsonData()
    XCTAssertEqual(try JSONDecoder().decode(ReminderStore.self, from: data), try ReminderStore(json: data))
    XCTAssertEqual(try JSONDecoder().decode(ReminderStore.self, from: try encoder().encode(store)), store)
    let reminders = try JSONDecoder().decode([Reminder].self, from: try JSONEncoder().encode(store.reminders))
    XCTAssertEqual(reminders, store.reminders)
    XCTAssertEqual(reminders.map(\.id), store.reminders.map(\.id))  // Identifiable: the JSON id
  }

  /// Source: docs/FORMATS.md's ranges via the reader: decoding an invalid reminder fails with
  /// the reader's message (field and valid range) as the DecodingError's description.
  func testDecodingErrorCarriesTheReaderMessage() {
    let json = #"{"id": "X", "title": "Rent", "due": "2026-01-31T09:00:00", "recurrence": {"frequency": "monthly", "monthDay": 32}}"#
    XCTAssertThrowsError(try JSONDecoder().decode(Reminder.self, from: Data(json.utf8))) { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(context.debugDescription, "(id \"X\"): recurrence.monthDay: 32 is out of range (valid: 1...31)")
    }
  }

  /// Source: README ("localizedDescription is 'The operation could not be completed…'"):
  /// a store error's localizedDescription is its message, naming reminder and field.
  func testStoreErrorLocalizedDescription() {
    let json = #"{"reminders": [{"id": "B", "title": "Water", "due": "2026-01-01T09:00:00", "recurrence": {"frequency": "daily", "interval": 0}}]}"#
    XCTAssertThrowsError(try ReminderStore(json: Data(json.utf8))) { error in
      XCTAssertEqual(error.localizedDescription,
                     "reminders[0] (id \"B\"): recurrence.interval: 0 is out of range (valid: 1...100000)")
    }
  }
}
